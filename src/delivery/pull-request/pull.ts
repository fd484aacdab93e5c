// The branch's one pull request: found, opened or updated, then decorated with labels
// (labels.ts), reviewers (reviewers.ts) and auto-merge.
import { explain, githubMessage, isRequestError, type RequestErrorLike } from './errors.js'
import { addLabels } from './labels.js'
import type { GitHubRepository } from './repository.js'
import { requestReviews } from './reviewers.js'

import type { MergeMethod as AutoMergeMethod } from '../../rules/merge-method.js'
import { commitBody } from './text.js'
import { setTimeout as delay } from 'node:timers/promises'
export type { AutoMergeMethod }
export type PullRequestOperation = 'created' | 'updated' | 'unchanged'

export interface PullSummary {
  number: number
  html_url: string
  node_id: string
  base: { ref: string }
  /** Who opened it; GitHub answers null for a deleted account. */
  user: { login: string } | null
  title: string
  body: string | null
}

/** What the branch's pull request should say. */
export interface WantedPullRequest {
  branch: string
  base: string
  title: string
  body: string
  draft: boolean
}

export interface Decoration {
  labels?: string[]
  /** Users, or teams written `org/team-slug` (of the organization that owns the repository). */
  reviewers?: string[]
  autoMerge?: AutoMergeMethod
}

/**
 * Whether a pull request of the list is the branch's own: its head is `branch` in this
 * repository. The list's `head` filter is not taken on trust: GitHub answers every pull
 * request for a filter it cannot read, and so may a GitHub-compatible server for any.
 */
function isOwnPull(
  repository: GitHubRepository,
  branch: string,
  pull: { head: { ref: string; repo: { full_name: string } | null } }
): boolean {
  return (
    pull.head.ref === branch &&
    pull.head.repo?.full_name.toLowerCase() === repository.fullName.toLowerCase()
  )
}

/**
 * The list filter for the branch's pull requests. GitHub matches its owner against the
 * repository's current owner: after a rename or a transfer, the old one matches nothing (the
 * list answers [] through the redirect), so `repository` must have been described first.
 */
function headFilter(repository: GitHubRepository, branch: string): string {
  return `${repository.owner}:${branch}`
}

/**
 * The branch's open pull request: one whose head is `branch` in this repository (isOwnPull);
 * taking the list's first answer could update (retitle, relabel, auto-merge) another branch's.
 */
export async function findOpenPullRequest(
  repository: GitHubRepository,
  branch: string
): Promise<PullSummary | undefined> {
  return repository.call('looking for the open pull request', async octokit => {
    const pages = octokit.paginate.iterator(octokit.rest.pulls.list, {
      ...repository.ref,
      state: 'open',
      head: headFilter(repository, branch),
      per_page: 100
    })
    for await (const { data } of pages) {
      const own = data.find(p => isOwnPull(repository, branch, p))
      if (own) return own
    }
    return undefined
  })
}

/**
 * A branch that holds no change waiting for review: its newest pull request is closed (merged
 * or not) and the branch has not moved since, or it never had one (a run stopped between pushing
 * it and opening its pull request: a cancel, a failure). Nothing on it reaches the base, so a
 * renewal must not decide from it. Undefined when the branch is pending (an open pull request,
 * or commits since the last one closed) or does not exist.
 */
export type SettledBranch = { number: number; merged: boolean } | { number?: undefined }

/**
 * Whether the branch is settled (see SettledBranch). `repository` must have been described
 * (headFilter).
 */
export async function settledPullRequest(
  repository: GitHubRepository,
  branch: string
): Promise<SettledBranch | undefined> {
  const head = await repository.readBranch(branch)
  if (head === undefined) return undefined
  return repository.call('looking for the pull requests of the branch', async octokit => {
    // Every page: where the filter is honoured (GitHub) that is one; where it is ignored, the
    // branch's own may be anywhere among the repository's others.
    const own = (
      await octokit.paginate(octokit.rest.pulls.list, {
        ...repository.ref,
        state: 'all',
        head: headFilter(repository, branch),
        sort: 'created',
        direction: 'desc',
        per_page: 100
      })
    ).filter(p => isOwnPull(repository, branch, p))
    // Any open one (another base, say) keeps the branch pending, whatever was closed since.
    const newest = own[0]
    if (!newest) return {}
    if (own.some(p => p.state === 'open') || newest.head.sha !== head) return undefined
    return { number: newest.number, merged: newest.merged_at !== null }
  })
}

export async function upsertPullRequest(
  repository: GitHubRepository,
  want: WantedPullRequest,
  existing: PullSummary | undefined,
  /** `ensure`: open one when there is none, but leave an existing one as it is. */
  mode: 'upsert' | 'ensure' = 'upsert'
): Promise<{ pull: PullSummary; operation: PullRequestOperation }> {
  const { log } = repository
  const update = async (
    pull: PullSummary
  ): Promise<{ pull: PullSummary; operation: PullRequestOperation }> => {
    if (mode === 'ensure') return { pull, operation: 'unchanged' }
    const data = await repository.call(
      `updating pull request #${pull.number}`,
      async octokit =>
        (
          await octokit.rest.pulls.update({
            ...repository.ref,
            pull_number: pull.number,
            title: want.title,
            body: want.body,
            ...(pull.base.ref !== want.base ? { base: want.base } : {})
          })
        ).data
    )
    log.info(`updated pull request #${data.number}: ${data.html_url}`)
    return { pull: data, operation: 'updated' }
  }
  const current = existing ?? (await findOpenPullRequest(repository, want.branch))
  if (current) return update(current)
  const opening = `opening the pull request from ${want.branch} into ${want.base}`
  let alreadyOpen: unknown
  const created = await repository.call(opening, async octokit => {
    const open = async (draft: boolean) =>
      (
        await octokit.rest.pulls.create({
          ...repository.ref,
          head: want.branch,
          base: want.base,
          title: want.title,
          body: want.body,
          draft
        })
      ).data
    try {
      try {
        return await open(want.draft)
      } catch (err) {
        // The branch is already pushed: a pull request that cannot be a draft is still the
        // delivery, so it is opened ready for review rather than the run failing half done.
        if (!(want.draft && draftsUnavailable(err))) throw err
        repository.warn(
          `draft: true, but ${repository.fullName} does not support draft pull requests (GitHub: "${githubMessage(err)}"; drafts need a public repository, or GitHub Team or Enterprise for a private one), so the pull request was opened ready for review. Set draft: false to silence this.`
        )
        return await open(false)
      }
    } catch (err) {
      // A concurrent run opened it between our look-up and our create: update that one.
      if (isRequestError(err) && err.status === 422 && /already exists/i.test(githubMessage(err))) {
        alreadyOpen = err
        return undefined
      }
      throw err
    }
  })
  if (created) {
    log.info(`opened pull request #${created.number}: ${created.html_url}`)
    return { pull: created, operation: 'created' }
  }
  const raced = await findOpenPullRequest(repository, want.branch)
  if (raced && saysWhatWeSent(raced, want)) {
    // The create's first answer was lost (a 5xx after GitHub opened it) and its retry was told
    // it exists: opened by this run, so `created`, not `updated`.
    log.info(`opened pull request #${raced.number} (the first answer was lost): ${raced.html_url}`)
    return { pull: raced, operation: 'created' }
  }
  if (raced) return update(raced)
  throw explain(alreadyOpen, opening, repository.fullName)
}

/**
 * Whether a pull request holds the title and body this run sent: the body names this run's job,
 * expiry and record, so another run's pull request does not.
 */
function saysWhatWeSent(pull: PullSummary, want: WantedPullRequest): boolean {
  const text = (s: string | null | undefined): string => (s ?? '').replace(/\r\n/g, '\n').trim()
  return text(pull.title) === text(want.title) && text(pull.body) === text(want.body)
}

/** GitHub's 422 for `draft: true` on a private repository whose plan has no drafts. */
function draftsUnavailable(err: unknown): err is RequestErrorLike {
  return (
    isRequestError(err) &&
    err.status === 422 &&
    /draft pull requests are not supported/i.test(githubMessage(err))
  )
}

export async function decorate(
  repository: GitHubRepository,
  pull: PullSummary,
  /**
   * The head commit this run wrote: auto-merge and a merge take nothing newer than its sha, and
   * a squash keeps its message's body, which holds the record trailers (text.ts).
   */
  head: { sha: string; message: string },
  /**
   * The repository's `allow_auto_merge`. GitHub shows it to the repository's admins only: for
   * a workflow's GITHUB_TOKEN (and most App tokens) it is absent, so undefined means unknown,
   * and auto-merge is asked for, GitHub's refusal then saying whether the setting is off.
   */
  repoAllowsAutoMerge: boolean | undefined,
  wanted: Decoration,
  warn: (message: string) => void
): Promise<void> {
  // Decoration of a pull request that is open: a refusal or an outage here is a warning, the
  // delivery itself has succeeded (the pull request holds the link) and its outputs are set.
  const decorating = async (what: string, step: () => Promise<void>): Promise<void> => {
    try {
      await step()
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      warn(`#${pull.number} is open, but ${what} failed: ${message}`)
    }
  }
  if (wanted.labels && wanted.labels.length > 0) {
    const labels = wanted.labels
    await decorating('adding its labels', () => addLabels(repository, pull, labels, warn))
  }
  if (wanted.reviewers && wanted.reviewers.length > 0) {
    const reviewers = wanted.reviewers
    await decorating('requesting its reviews', () =>
      requestReviews(repository, pull, reviewers, warn)
    )
  }
  if (wanted.autoMerge) {
    const method = wanted.autoMerge
    await decorating('enabling auto-merge', () =>
      autoMerge(repository, pull, head, repoAllowsAutoMerge, method, warn)
    )
  }
}

/**
 * Times auto-merge is asked for when GitHub answers that the pull request can be merged now and
 * then refuses the merge (405: a required check or review): right after a pull request opens,
 * GitHub has not yet computed its merge state, and its answer is the state before the checks
 * were known (peter-evans/enable-pull-request-automerge#343). The waits grow: 3, 6 s.
 */
const AUTO_MERGE_TRIES = 3
const AUTO_MERGE_WAIT_MS = 3000

async function autoMerge(
  repository: GitHubRepository,
  pull: PullSummary,
  head: { sha: string; message: string },
  repoAllowsAutoMerge: boolean | undefined,
  method: AutoMergeMethod,
  warn: (message: string) => void
): Promise<void> {
  // A squash merge's message is the repository's setting (the commits' messages by default,
  // or the pull request's body, or blank): this run's body is passed, so the renewal record
  // reaches the base whatever the setting. A merge or rebase keeps the commit itself.
  const squashBody = method === 'squash' ? commitBody(head.message) : undefined
  const notAllowed = (): void =>
    warn(
      `auto-merge was asked for, but ${repository.fullName} does not allow auto-merge (Settings → General → Pull Requests → Allow auto-merge); the pull request waits for a manual merge.`
    )
  if (repoAllowsAutoMerge === false) {
    notAllowed()
    return
  }
  for (let attempt = 1; ; attempt++) {
    try {
      await repository.call('enabling auto-merge', octokit =>
        octokit.graphql(
          `mutation($pullRequestId: ID!, $mergeMethod: PullRequestMergeMethod!, $expectedHeadOid: GitObjectID!, $commitBody: String) {
          enablePullRequestAutoMerge(input: {pullRequestId: $pullRequestId, mergeMethod: $mergeMethod, expectedHeadOid: $expectedHeadOid, commitBody: $commitBody}) {
            pullRequest { number autoMergeRequest { mergeMethod } }
          }
        }`,
          {
            pullRequestId: pull.node_id,
            mergeMethod: method.toUpperCase(),
            expectedHeadOid: head.sha,
            // A variable not given leaves the field out: GitHub's default message.
            ...(squashBody !== undefined ? { commitBody: squashBody } : {})
          }
        )
      )
      if (attempt > 1) repository.log.info(`auto-merge enabled on #${pull.number} (${method})`)
      return
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      if (AUTO_MERGE_OFF.test(message)) {
        notAllowed()
        return
      }
      if (!MERGEABLE_NOW.test(message)) {
        warn(`Could not enable auto-merge on #${pull.number}: ${message}`)
        return
      }
      const refused = await mergeNow(repository, pull, head.sha, method, squashBody, warn)
      if (refused === undefined) return
      if (attempt === AUTO_MERGE_TRIES) {
        warn(
          `auto-merge on #${pull.number}: GitHub answered ${AUTO_MERGE_TRIES} times that it can be merged now, then refused to merge it (${refused}); auto-merge is not enabled and the pull request waits for a manual merge.`
        )
        return
      }
      repository.log.info(
        `#${pull.number} is not mergeable yet (${refused}), though GitHub refused auto-merge as if it were; asking again in ${(AUTO_MERGE_WAIT_MS * attempt) / 1000} s`
      )
      await delay(AUTO_MERGE_WAIT_MS * attempt)
    }
  }
}

/**
 * GitHub refuses auto-merge on a pull request that can be merged now (no required checks, or
 * only optional ones failing): "Pull request Pull request is in clean status" (or "unstable").
 */
const MERGEABLE_NOW = /\bis in (clean|unstable) status\b/i

/** GitHub's refusal where the repository setting is off: "… Auto merge is not allowed for this repository". */
const AUTO_MERGE_OFF = /auto.?merge is not allowed for this repository/i

/**
 * Merges the pull request at once with the chosen method, as auto-merge would have. `sha` pins
 * the head this run wrote, so a commit pushed in the meantime is never merged with it. Answers
 * GitHub's words when it refuses for the pull request's state (405: a check or review is still
 * required), so auto-merge is asked again; any other refusal leaves the pull request open with a
 * warning, as a refused auto-merge does.
 */
async function mergeNow(
  repository: GitHubRepository,
  pull: PullSummary,
  headSha: string,
  method: AutoMergeMethod,
  squashBody: string | undefined,
  warn: (message: string) => void
): Promise<string | undefined> {
  try {
    const notYet = await repository.call(`merging #${pull.number}`, async octokit => {
      try {
        await octokit.rest.pulls.merge({
          ...repository.ref,
          pull_number: pull.number,
          sha: headSha,
          merge_method: method,
          ...(squashBody !== undefined ? { commit_message: squashBody } : {}),
          // A refusal is GitHub's answer on the pull request's state, not an outage.
          request: { retries: 0 }
        })
        return undefined
      } catch (err) {
        // 405: not mergeable (a required check or review); auto-merge is then the way after all.
        if (isRequestError(err) && err.status === 405) return githubMessage(err)
        throw err
      }
    })
    if (notYet !== undefined) return notYet
    repository.log.info(
      `#${pull.number} could be merged at once, so GitHub refuses auto-merge on it: merged it (${method})`
    )
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    warn(
      `#${pull.number} can be merged now, so GitHub refuses auto-merge on it, and merging it failed: ${message}`
    )
  }
  return undefined
}
