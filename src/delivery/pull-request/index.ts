// Delivers a fresh bundle link as one pull request: the static export block of one or more
// deployment config files is edited on the base branch's head, committed through the Git Data
// API so GitHub signs the commit, and the one open pull request of the branch is created or
// updated. A run whose base already holds the values writes nothing.
//
//   repository.ts     the repository as the delivery reads it, and its error translation (errors.ts)
//   client.ts         the Octokit client: proxy, rate limits, a web page for an API
//   config-files.ts   the configs read on the base, edited, rehearsed before an export
//   branch-writer.ts  the commit (tree + commit) and the branch moved onto it
//   pull.ts           the branch's one pull request: upsert, labels, reviewers, auto-merge
//   labels.ts         its labels, where the token may add them
//   reviewers.ts      its reviewers: users and teams, each refused one named with a fix
//   replaced-commits.ts  commits of others a reset took away, named in a warning
//   text.ts           what a reviewer reads: title, body, commit message, branch name
import { checkConfigPath } from '../../config-path.js'
import type { DocumentSelector } from '../../config/index.js'
import { moveBranch, undoMove, writeCommit, type BranchMove } from './branch-writer.js'
import { finishBeforeCancel } from '../../cancellation.js'
import { branchHoldsNewerLink, prepareFiles } from './config-files.js'
import { fullRefHint, PullRequestDeliveryError } from './errors.js'
import {
  decorate,
  findOpenPullRequest,
  settledPullRequest,
  upsertPullRequest,
  type Decoration,
  type PullRequestOperation,
  type SettledBranch,
  type WantedPullRequest
} from './pull.js'
import { commitsOthersWrote, replacedWarning } from './replaced-commits.js'
import {
  GitHubRepository,
  withoutSecrets,
  writeRefusal,
  type RepositoryOptions
} from './repository.js'
import { branchNameProblem } from '../../rules/branch-name.js'
import { DEFAULT_CONFIG_KEY } from '../../rules/config-key.js'
import {
  defaultBranchName,
  defaultCommitMessage,
  defaultPullRequestBody,
  defaultTitle,
  withBodyTrailers,
  withTrailers,
  type LinkUpdate
} from './text.js'

export { checkConfigsOnBase, readConfigOnBase, type ReadConfigOptions } from './config-files.js'
export { ConfigNotOnBranchError, PullRequestDeliveryError } from './errors.js'
export type { AutoMergeMethod, PullRequestOperation, SettledBranch } from './pull.js'
export type { DeliveryLogger } from './repository.js'
export { defaultBranchName, defaultPullRequestBody, type LinkUpdate } from './text.js'

/**
 * The pull-request settings (`PullRequestSettings` is one) plus what this run delivers. Only
 * the repository, the config paths and the update are required.
 */
export interface PullRequestDeliveryOptions extends RepositoryOptions, Decoration {
  /** Base branch; defaults to the repository's default branch. */
  base?: string
  /** Head branch; defaults to `static-export/<domain>`. */
  branch?: string
  domain: string
  /** One or more config files, relative to the repository root; all change in one commit. */
  configPaths: string[]
  /** Dotted path of the block, default `staticExport`. */
  configKey?: string
  /** config-document: which document of a multi-document file holds the block. */
  configDocument?: DocumentSelector
  update: LinkUpdate
  commitMessage?: string
  title?: string
  body?: string
  draft?: boolean
  /** Compute and return the diff; write nothing. */
  dryRun?: boolean
  /** The page of the workflow run that made the change (on GITHUB_SERVER_URL), for the body. */
  runUrl?: string
  /** How many times a branch update that lost a race is redone on the new head. Default 5. */
  maxAttempts?: number
}

export interface ConfigFileChange {
  path: string
  changed: boolean
  /** Unified diff of the file; empty when unchanged. */
  diff: string
  /**
   * The link the file held on the base: a capability too (it may not have expired), which the
   * diff shows; the caller masks it before showing the diff.
   */
  replaces?: string
}

export interface PullRequestResult {
  operation: PullRequestOperation
  dryRun: boolean
  /** Another run's newer link was already on the branch, so this run wrote nothing. */
  superseded?: boolean
  number?: number
  url?: string
  commitSha?: string
  base: string
  branch: string
  files: ConfigFileChange[]
  /** Unified diff of every changed file. */
  diff: string
  warnings: string[]
}

export async function deliverPullRequest(
  options: PullRequestDeliveryOptions
): Promise<PullRequestResult> {
  return withoutSecrets(options, () => deliver(options))
}

async function deliver(options: PullRequestDeliveryOptions): Promise<PullRequestResult> {
  if (options.configPaths.length === 0) {
    throw new PullRequestDeliveryError(
      'config-path is empty: name at least one config file to update'
    )
  }
  const configPaths = [...new Set(options.configPaths.map(p => checkConfigPath(p)))]
  const configKey = options.configKey ?? DEFAULT_CONFIG_KEY
  const branch = options.branch ?? defaultBranchName(options.domain)
  const branchProblem = branchNameProblem(branch)
  if (branchProblem !== undefined) {
    throw new PullRequestDeliveryError(
      `branch "${branch}" is not a valid branch name: ${branchProblem}`
    )
  }
  const repository = new GitHubRepository(options)
  const { log } = repository
  // The repository keeps every warning, the rate limits its client waited out included.
  const { warnings } = repository
  const warn = (message: string): void => repository.warn(message)

  // The repository: default branch and whether auto-merge is allowed.
  const info = await repository.describe()
  const refused = options.dryRun
    ? undefined
    : writeRefusal(info, repository.fullName, options.token)
  if (refused) throw refused
  const base = options.base ?? info.default_branch
  if (base === branch) {
    throw new PullRequestDeliveryError(
      `branch and base are both "${base}": the pull request needs its own branch; leave branch unset for static-export/<domain>`
    )
  }

  const wantedBody =
    options.body ??
    defaultPullRequestBody({
      domain: options.domain,
      configPaths,
      configKey,
      update: options.update,
      runUrl: options.runUrl
    })
  // What the branch's one pull request should say, whichever path opens or updates it.
  const pullRequest: WantedPullRequest = {
    branch,
    base,
    title: options.title ?? defaultTitle(options.domain),
    body: wantedBody,
    draft: options.draft === true
  }

  const maxAttempts = options.maxAttempts ?? 5
  const keptMoving = (attempts: number): PullRequestDeliveryError =>
    new PullRequestDeliveryError(
      `${branch} kept moving while this run updated it (${attempts} attempts), so this run left it as another writer left it. Another run is probably writing the same branch; give concurrent runs a concurrency group per domain.`
    )
  // From the branch's move to its pull request, a cancel waits (cancellation.ts): stopped in
  // between, the run would leave a branch that no pull request shows, or an open pull request
  // whose body describes the job before this one.
  let releaseCancel: (() => void) | undefined
  try {
    for (let attempt = 1; ; attempt++) {
      const baseSha = await repository.readBranch(base)
      if (!baseSha) {
        throw new PullRequestDeliveryError(
          `The base branch "${base}" does not exist in ${repository.fullName}.${fullRefHint(base)} Set base to an existing branch (the default is the repository's default branch, ${info.default_branch}).`
        )
      }
      const files = await prepareFiles(
        repository,
        baseSha,
        base,
        configPaths,
        configKey,
        options.update,
        options.configDocument
      )
      const result = (
        extra: Partial<PullRequestResult> & { operation: PullRequestOperation }
      ): PullRequestResult => ({
        dryRun: options.dryRun === true,
        base,
        branch,
        files: files.map(f => ({
          path: f.path,
          changed: f.changed,
          diff: f.diff,
          ...(f.replaces !== undefined ? { replaces: f.replaces } : {})
        })),
        diff: files.map(f => f.diff).join(''),
        warnings,
        ...extra
      })
      const changed = files.filter(f => f.changed)
      if (changed.length === 0) {
        log.info(
          `${base} already holds this link in ${configPaths.join(', ')}: no commit, no pull request`
        )
        return result({ operation: 'unchanged' })
      }

      const branchSha = await repository.readBranch(branch)
      const existing = await findOpenPullRequest(repository, branch)
      if (options.dryRun) {
        log.info(
          `dry run: would ${existing ? `update pull request #${existing.number}` : 'open a pull request'} from ${branch} into ${base}`
        )
        return result({
          operation: existing ? 'updated' : 'created',
          ...(existing ? { number: existing.number, url: existing.html_url } : {})
        })
      }

      // Newest link wins: a concurrent run that already put a later-expiring link on the branch
      // is not overwritten with an older one. The branch is moved below only if it still is the
      // commit read here (a compare-and-swap), so this check holds until the move: a run that
      // put its link there in between makes the move fail, and the next attempt reads it.
      if (
        branchSha &&
        (await branchHoldsNewerLink(
          repository,
          branchSha,
          configPaths,
          configKey,
          options.update,
          options.configDocument
        ))
      ) {
        log.info(`${branch} already holds a newer link from another run; leaving it as it is`)
        // That run may not have opened its pull request yet. Make sure the branch has one, so
        // every run names the same pull request; an existing one is left as the newer run wrote
        // it, and a new one gets its title and body from the newer run when it gets there.
        const { pull } = await upsertPullRequest(repository, pullRequest, existing, 'ensure').catch(
          (err: unknown) => {
            throw branchKept(err, branch)
          }
        )
        return result({
          operation: 'unchanged',
          superseded: true,
          number: pull.number,
          url: pull.html_url
        })
      }

      const message = withTrailers(
        options.commitMessage ??
          defaultCommitMessage({
            domain: options.domain,
            configKey,
            update: options.update,
            changedPaths: changed.map(f => f.path)
          }),
        changed
      )
      pullRequest.body = withBodyTrailers(wantedBody, changed)
      const commit = await writeCommit(repository, baseSha, changed, message)
      const move: BranchMove = {
        branch,
        repositoryId: info.node_id,
        head: branchSha,
        baseSha,
        commit,
        message
      }
      releaseCancel ??= finishBeforeCancel(`opening the pull request of ${branch}, just moved`)
      const moved = await moveBranch(repository, move)
      // The base may have moved too (a push, a merge); redo the commit on the new base so the
      // pull request is this run's change on top of what the base holds now.
      const baseNow = moved ? await repository.readBranch(base) : undefined
      if (!moved) {
        if (attempt >= maxAttempts) throw keptMoving(attempt)
        log.info(`${branch} moved since this run read it; redoing it (attempt ${attempt + 1})`)
        continue
      }
      if (baseNow !== baseSha) {
        // A busy base (a merge queue) may move on every attempt. The branch holds this run's
        // change by now: after the last attempt the pull request is opened on it as written,
        // rather than leaving a branch without one (GitHub diffs it against the merge base).
        if (attempt < maxAttempts) {
          log.info(
            `${base} moved during the update; redoing it on the new head (attempt ${attempt + 1})`
          )
          continue
        }
        log.info(
          `${base} kept moving (${attempt} attempts); the pull request is opened on ${branch} as written, on ${base} at ${baseSha.slice(0, 7)}`
        )
      }
      const commitSha = moved.sha
      log.info(
        moved.fastForward
          ? `${branch} now has commit ${commitSha} on top, holding ${base} plus this change`
          : `${branch} is now ${base} plus commit ${commitSha}`
      )

      const { pull, operation } = await upsertPullRequest(repository, pullRequest, existing).catch(
        async (err: unknown) => {
          // With a pull request already open, the branch and it agree whatever failed after.
          if (existing || !(err instanceof PullRequestDeliveryError)) throw err
          throw await putBack(repository, move, commitSha, err)
        }
      )
      releaseCancel()
      releaseCancel = undefined
      // Said once the pull request holds the reset: a run that puts the branch back (above) took
      // nothing away.
      if (move.head !== undefined && !moved.fastForward) {
        await sayWhatTheResetReplaced(repository, move, base)
      }
      await decorate(
        repository,
        pull,
        { sha: commitSha, message },
        info.allow_auto_merge,
        options,
        warn
      )
      return result({ operation, number: pull.number, url: pull.html_url, commitSha })
    }
  } finally {
    releaseCancel?.()
  }
}

/**
 * Whether `branch` holds nothing waiting for review (see SettledBranch): the pull request it was
 * last reviewed in is over and the branch has not moved since, or it never had one. A renewal
 * then reads the base, not the branch.
 */
export async function settledBranch(
  options: RepositoryOptions & { branch: string }
): Promise<SettledBranch | undefined> {
  return withoutSecrets(options, async () => {
    const repository = new GitHubRepository(options)
    // The repository as GitHub names it now: after a rename or a transfer, a list filtered by
    // the old owner answers nothing, and a closed pull request would leave the branch pending.
    await repository.describe()
    return settledPullRequest(repository, options.branch)
  })
}

/**
 * Warns, naming them, when the reset took commits away from the branch that this action did
 * not write (replaced-commits.ts). The branch is already moved: a failure to list them is
 * logged for debugging and does not fail the delivery.
 */
async function sayWhatTheResetReplaced(
  repository: GitHubRepository,
  move: BranchMove,
  base: string
): Promise<void> {
  try {
    const replaced = await commitsOthersWrote(repository, move.baseSha, move.head!, {
      ...move.commit,
      message: move.message
    })
    if (replaced.length > 0) repository.warn(replacedWarning(move.branch, base, replaced))
  } catch (err) {
    repository.log.debug(
      `could not list the commits ${move.branch} had before the reset: ${err instanceof Error ? err.message : String(err)}`
    )
  }
}

/**
 * A pull request that could not be opened: the branch is put back as this run found it
 * (GitHub has no transaction over both, so this is the undo), and the error says so; where it
 * cannot be, the error says the branch holds the change and that the next run opens it.
 */
async function putBack(
  repository: GitHubRepository,
  move: BranchMove,
  written: string,
  err: PullRequestDeliveryError
): Promise<unknown> {
  // A create whose answer was lost may have opened it after all: a branch with a pull request
  // is never taken away (deleting it would close the pull request).
  const opened = await findOpenPullRequest(repository, move.branch).then(
    pull => (pull === undefined ? 'none' : 'open'),
    () => 'unknown'
  )
  if (opened === 'open') return err
  // GitHub's own word that one exists wins over a list that lags behind it (a replica).
  if (opened === 'none' && /a pull request already exists/i.test(err.message)) {
    return new PullRequestDeliveryError(
      `${err.message}\nGitHub says a pull request for ${move.branch} exists, though its list does not show it yet: the branch was left as this run wrote it, and the next run finds that pull request.`
    )
  }
  if (opened === 'unknown' || !(await undoMove(repository, move, written))) {
    return branchKept(err, move.branch)
  }
  const how =
    move.head === undefined
      ? `branch ${move.branch}, which this run created, was deleted again`
      : `branch ${move.branch} was put back to ${move.head.slice(0, 7)}, where this run found it`
  return new PullRequestDeliveryError(`${err.message}\nNothing was left half done: ${how}.`)
}

/**
 * A pull request that could not be opened, on a branch that holds the change: the message says
 * so, and that the next run resets the branch and opens it.
 */
function branchKept(err: unknown, branch: string): unknown {
  if (!(err instanceof PullRequestDeliveryError)) return err
  return new PullRequestDeliveryError(
    `${err.message}\nBranch ${branch} holds the change but has no pull request yet; the next run resets it and opens one.`
  )
}
