// The branch's one pull request: found, opened or updated, then decorated with labels,
// reviewers and auto-merge.
import { explain, githubMessage, isRequestError } from './errors.js'
import type { GitHubRepository } from './repository.js'

import type { MergeMethod as AutoMergeMethod } from '../../rules/merge-method.js'
export type { AutoMergeMethod }
export type PullRequestOperation = 'created' | 'updated' | 'unchanged'

export interface PullSummary {
  number: number
  html_url: string
  node_id: string
  base: { ref: string }
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
  /** Users, or teams written `org/team-slug`. */
  reviewers?: string[]
  autoMerge?: AutoMergeMethod
}

export async function findOpenPullRequest(
  repository: GitHubRepository,
  branch: string
): Promise<PullSummary | undefined> {
  return repository.call('looking for the open pull request', async octokit => {
    const { data } = await octokit.rest.pulls.list({
      ...repository.ref,
      state: 'open',
      head: `${repository.owner}:${branch}`,
      per_page: 10
    })
    return data[0]
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
    try {
      return (
        await octokit.rest.pulls.create({
          ...repository.ref,
          head: want.branch,
          base: want.base,
          title: want.title,
          body: want.body,
          draft: want.draft
        })
      ).data
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
  if (raced) return update(raced)
  throw explain(alreadyOpen, opening, repository.fullName)
}

export async function decorate(
  repository: GitHubRepository,
  pull: PullSummary,
  /** The head commit this run wrote: auto-merge and a merge take nothing newer. */
  headSha: string,
  repoAllowsAutoMerge: boolean,
  wanted: Decoration,
  warn: (message: string) => void
): Promise<void> {
  const { ref } = repository
  if (wanted.labels && wanted.labels.length > 0) {
    const labels = wanted.labels
    await repository.call('adding labels', octokit =>
      octokit.rest.issues.addLabels({ ...ref, issue_number: pull.number, labels })
    )
  }
  if (wanted.reviewers && wanted.reviewers.length > 0) {
    const users = wanted.reviewers.filter(r => !r.includes('/'))
    const teams = wanted.reviewers.filter(r => r.includes('/')).map(r => r.split('/').pop()!)
    await repository.call('requesting reviewers', async octokit => {
      try {
        await octokit.rest.pulls.requestReviewers({
          ...ref,
          pull_number: pull.number,
          reviewers: users,
          team_reviewers: teams
        })
      } catch (err) {
        if (!isRequestError(err) || err.status !== 422) throw err
        warn(
          `Could not request reviews from ${wanted.reviewers!.join(', ')}: ${githubMessage(err)}`
        )
      }
    })
  }
  if (wanted.autoMerge) {
    if (!repoAllowsAutoMerge) {
      warn(
        `auto-merge was asked for, but ${repository.fullName} does not allow auto-merge (Settings → General → Pull Requests → Allow auto-merge); the pull request waits for a manual merge.`
      )
      return
    }
    try {
      await repository.call('enabling auto-merge', octokit =>
        octokit.graphql(
          `mutation($pullRequestId: ID!, $mergeMethod: PullRequestMergeMethod!, $expectedHeadOid: GitObjectID!) {
          enablePullRequestAutoMerge(input: {pullRequestId: $pullRequestId, mergeMethod: $mergeMethod, expectedHeadOid: $expectedHeadOid}) {
            pullRequest { number autoMergeRequest { mergeMethod } }
          }
        }`,
          {
            pullRequestId: pull.node_id,
            mergeMethod: wanted.autoMerge!.toUpperCase(),
            expectedHeadOid: headSha
          }
        )
      )
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      if (MERGEABLE_NOW.test(message)) {
        await mergeNow(repository, pull, headSha, wanted.autoMerge, warn)
        return
      }
      warn(`Could not enable auto-merge on #${pull.number}: ${message}`)
    }
  }
}

/**
 * GitHub refuses auto-merge on a pull request that can be merged now (no required checks, or
 * only optional ones failing): "Pull request Pull request is in clean status" (or "unstable").
 */
const MERGEABLE_NOW = /\bis in (clean|unstable) status\b/i

/**
 * Merges the pull request at once with the chosen method, as auto-merge would have. `sha` pins
 * the head this run wrote, so a commit pushed in the meantime is never merged with it; any
 * refusal leaves the pull request open with a warning, as a refused auto-merge does.
 */
async function mergeNow(
  repository: GitHubRepository,
  pull: PullSummary,
  headSha: string,
  method: AutoMergeMethod,
  warn: (message: string) => void
): Promise<void> {
  try {
    await repository.call(`merging #${pull.number}`, octokit =>
      octokit.rest.pulls.merge({
        ...repository.ref,
        pull_number: pull.number,
        sha: headSha,
        merge_method: method
      })
    )
    repository.log.info(
      `#${pull.number} could be merged at once, so GitHub refuses auto-merge on it: merged it (${method})`
    )
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    warn(
      `#${pull.number} can be merged now, so GitHub refuses auto-merge on it, and merging it failed: ${message}`
    )
  }
}
