// The branch and its one commit, written through the Git Data API (tree, commit, ref) so that
// GitHub signs the commit: the changed files on top of the base commit, then the branch moved
// onto it.
import {
  githubMessage,
  isRequestError,
  PullRequestDeliveryError,
  RULE_VIOLATION,
  rulesetRefusal
} from './errors.js'
import type { GitHubRepository } from './repository.js'
import { oneLine } from '../../log-text.js'

export interface FileToCommit {
  path: string
  after: string
}

type FileMode = '100644' | '100755'

/** Writes one commit on top of `baseSha` holding the files' new contents. */
export async function writeCommit(
  repository: GitHubRepository,
  baseSha: string,
  files: FileToCommit[],
  message: string
): Promise<WrittenCommit> {
  const { ref } = repository
  const baseCommit = await repository.call(
    'reading the base commit',
    async octokit => (await octokit.rest.git.getCommit({ ...ref, commit_sha: baseSha })).data
  )
  const baseTree = await repository.call(
    'reading the base tree',
    async octokit =>
      (await octokit.rest.git.getTree({ ...ref, tree_sha: baseCommit.tree.sha })).data
  )
  // The new file contents go inline in the tree: GitHub stores them as blobs itself, and one
  // write request per file is saved (each write waits for the throttling plugin's spacing).
  const tree: Array<{ path: string; mode: FileMode; type: 'blob'; content: string }> = []
  for (const file of files) {
    // Keep the file's mode (an executable bit, say) as it is on the base.
    const mode = (await repository.entryOnPath(baseTree.sha, file.path))?.mode ?? '100644'
    // Only a regular file is edited: never write a link (120000) or submodule (160000) entry.
    if (mode !== '100644' && mode !== '100755') {
      throw new PullRequestDeliveryError(
        `config-path ${file.path} is ${mode === '120000' ? 'a symbolic link' : mode === '160000' ? 'a submodule' : `a tree entry of mode ${mode}`} on the base, not a regular file; nothing was written. Set config-path to the file it points to.`
      )
    }
    tree.push({ path: file.path, mode: mode as FileMode, type: 'blob', content: file.after })
  }
  const newTree = await repository.call(
    'writing the tree',
    async octokit =>
      (await octokit.rest.git.createTree({ ...ref, base_tree: baseTree.sha, tree })).data
  )
  const commit = await repository.call(
    'creating the commit',
    async octokit =>
      (
        await octokit.rest.git.createCommit({
          ...ref,
          message,
          tree: newTree.sha,
          parents: [baseSha]
        })
      ).data
  )
  return {
    sha: commit.sha,
    tree: newTree.sha,
    author: identityOf(commit.author),
    committer: identityOf(commit.committer)
  }
}

/** A git identity as `Name <email>`, how commits of one writer are told apart. */
export function identityOf(who: { name?: string; email?: string }): string {
  return `${who.name ?? ''} <${who.email ?? ''}>`
}

/** A commit written by `writeCommit`: its sha, its tree, and who GitHub says wrote it. */
export interface WrittenCommit {
  sha: string
  tree: string
  /**
   * The author and committer GitHub gave it (the token's account; GitHub as committer): every
   * commit this action writes with the same token has them, so they tell its commits apart.
   */
  author: string
  committer: string
}

/** Where the branch is going: the commit on the base, and what the branch was read as. */
export interface BranchMove {
  branch: string
  /** The repository's GraphQL node id (`node_id`), for `updateRefs`. */
  repositoryId: string
  /** The branch's head when this run read it; undefined when there was no branch. */
  head: string | undefined
  baseSha: string
  /** The base plus this run's change. */
  commit: WrittenCommit
  message: string
}

/** How the branch was moved, or undefined when another writer moved it first. */
export type MoveOutcome = { sha: string; fastForward: boolean } | undefined

/**
 * Points the branch at the run's commit, only if the branch still is where this run read it
 * (a compare-and-swap, so a run never overwrites what another wrote since its read); undefined
 * when it is not, and the caller starts again from a fresh read.
 *
 * The branch is reset to the base plus one commit (GraphQL `updateRefs` with `beforeOid` and
 * `force`: REST's forced ref update has no compare-and-swap), so however often it is renewed
 * the pull request holds one commit. Where a forced update is refused (a ruleset that blocks
 * force pushes, or a GitHub without `updateRefs`), the same tree is committed on top of the
 * branch's head instead and moved there with a plain fast-forward, which GitHub refuses when
 * the branch moved: a compare-and-swap as well.
 */
export async function moveBranch(
  repository: GitHubRepository,
  move: BranchMove
): Promise<MoveOutcome> {
  const { branch, head, commit } = move
  if (head === undefined) {
    const created = await repository.call(`creating branch ${branch}`, async octokit => {
      try {
        await octokit.rest.git.createRef({
          ...repository.ref,
          ref: `refs/heads/${branch}`,
          sha: commit.sha
        })
        return true
      } catch (err) {
        if (!isRequestError(err) || err.status !== 422) throw err
        const message = githubMessage(err)
        // Another run created it first, or is creating it now.
        if (/Reference already exists/i.test(message) || LOST_RACE.test(message)) return false
        if (/Reference update failed/i.test(message))
          throw await blockedBranchName(repository, branch)
        throw rulesRefused(err, branch, 'create')
      }
    })
    return created ? { sha: commit.sha, fastForward: false } : undefined
  }

  const refusal = await swapRef(repository, move, head, commit.sha, `resetting branch ${branch}`)
  if (refusal === undefined) return { sha: commit.sha, fastForward: false }

  // Refused, or the answer was lost: where the branch is now tells which. GitHub's texts for a
  // refused updateRefs are not documented, so they decide nothing here.
  const now = await repository.readBranch(branch)
  if (now === commit.sha) return { sha: commit.sha, fastForward: false }
  if (now !== head) return undefined
  repository.log.info(
    `GitHub did not reset ${branch} to ${move.baseSha.slice(0, 7)} plus this run's commit (${oneLine(refusal)}); adding the change on top of ${branch} instead`
  )
  return fastForward(repository, move)
}

/**
 * Moves the branch from `beforeOid` to `afterOid` with a forced GraphQL `updateRefs`, which
 * GitHub applies only while the branch still is `beforeOid` (a compare-and-swap; REST's forced
 * update has none). Undefined when applied; else GitHub's words for the refusal (a ruleset, the
 * branch moved, a GitHub without `updateRefs`), which are not documented and decide nothing.
 */
async function swapRef(
  repository: GitHubRepository,
  move: BranchMove,
  beforeOid: string,
  afterOid: string,
  doing: string
): Promise<string | undefined> {
  return repository.call(doing, async octokit => {
    try {
      await octokit.graphql(
        `mutation($input: UpdateRefsInput!) { updateRefs(input: $input) { clientMutationId } }`,
        {
          input: {
            repositoryId: move.repositoryId,
            refUpdates: [{ name: `refs/heads/${move.branch}`, beforeOid, afterOid, force: true }]
          }
        }
      )
      return undefined
    } catch (err) {
      return err instanceof Error ? err.message : String(err)
    }
  })
}

/** The object id git uses for "no ref": an `updateRefs` to it deletes the ref. */
const NO_OID = '0000000000000000000000000000000000000000'

/**
 * Puts the branch back where this run found it, after its pull request could not be opened:
 * deleted when this run created it, else at the head it was read at. Only when the branch still
 * holds `written` (this run's commit), so a newer run's write is never undone: GraphQL
 * `updateRefs` with `beforeOid`, or where that is refused, a read followed by a REST write.
 * True when the branch is as it was; false when it could not be put back (a ruleset that
 * blocks deletion or force pushes, another writer, an error), and then the branch is left.
 */
export async function undoMove(
  repository: GitHubRepository,
  move: BranchMove,
  written: string
): Promise<boolean> {
  const { branch, head } = move
  const doing = `putting branch ${branch} back`
  try {
    // An answer from updateRefs is final (all or none, guarded by beforeOid); a read right
    // after a write may still show the ref as it was, so it is not read back.
    if ((await swapRef(repository, move, written, head ?? NO_OID, doing)) === undefined) return true
    const now = await repository.readBranch(branch)
    if (now === head) return true
    if (now !== written) return false
    await repository.call(doing, async octokit => {
      if (head === undefined) {
        await octokit.rest.git.deleteRef({ ...repository.ref, ref: `heads/${branch}` })
      } else {
        await octokit.rest.git.updateRef({
          ...repository.ref,
          ref: `heads/${branch}`,
          sha: head,
          force: true
        })
      }
    })
    return true
  } catch {
    return false
  }
}

/**
 * The same tree committed on top of the branch's head, then a non-forced ref update. The base
 * becomes a second parent when it is not already below the head, so the pull request's diff
 * (against the merge base, which is then the base itself) stays exactly this run's change.
 */
async function fastForward(repository: GitHubRepository, move: BranchMove): Promise<MoveOutcome> {
  const { branch, head, baseSha } = move
  const parents = (await baseBelow(repository, head!, baseSha)) ? [head!] : [head!, baseSha]
  const commit = await repository.call(
    'creating the commit on top of the branch',
    async octokit =>
      (
        await octokit.rest.git.createCommit({
          ...repository.ref,
          message: move.message,
          tree: move.commit.tree,
          parents
        })
      ).data
  )
  const moved = await repository.call(`updating branch ${branch}`, async octokit => {
    try {
      await octokit.rest.git.updateRef({
        ...repository.ref,
        ref: `heads/${branch}`,
        sha: commit.sha,
        force: false
      })
      return true
    } catch (err) {
      if (!isRequestError(err) || err.status !== 422) throw err
      // The branch moved since this run read it, or is moving now: start again from a fresh read.
      if (LOST_RACE.test(githubMessage(err))) return false
      throw rulesRefused(err, branch, 'update')
    }
  })
  return moved ? { sha: commit.sha, fastForward: true } : undefined
}

/**
 * GitHub's 422s for a branch update that lost to another writer: the branch moved since this
 * run read it ("Update is not a fast forward"), was deleted ("Reference does not exist"), or is
 * being written at this very moment ("Reference cannot be updated", GitHub's answer when
 * another write holds the ref).
 */
const LOST_RACE = /not a fast.forward|Reference does not exist|Reference cannot be updated/i

/**
 * Whether `base` is `head` or one of its first-parent ancestors, looked for a few commits
 * down: the branch's own commits sit directly on the base, so a short walk finds it, and a
 * base not found there is only added again as a parent, which changes nothing in the diff.
 */
async function baseBelow(
  repository: GitHubRepository,
  head: string,
  base: string
): Promise<boolean> {
  let sha = head
  for (let depth = 0; depth < 10; depth++) {
    if (sha === base) return true
    const { parents } = await repository.call(
      'reading the branch history',
      async octokit =>
        (await octokit.rest.git.getCommit({ ...repository.ref, commit_sha: sha })).data
    )
    if (parents.some(p => p.sha === base)) return true
    if (parents.length === 0) return false
    sha = parents[0]!.sha
  }
  return false
}

/**
 * A 422 on the branch's ref: a ruleset's refusal named as such; anything else is left to the
 * repository's error translation.
 */
function rulesRefused(err: unknown, branch: string, doing: 'create' | 'update'): unknown {
  const message = isRequestError(err) ? githubMessage(err) : String(err)
  if (!RULE_VIOLATION.test(message)) return err
  return rulesetRefusal(message, `to ${doing} branch ${branch}`, {
    branch,
    why:
      doing === 'create'
        ? 'The action needs to create the branch of its pull request. '
        : 'The action needs no force push (where one is refused it adds its commit on top), but it must be able to update the branch. '
  })
}

/**
 * git cannot hold a branch `a/b` beside a branch `a` (or below `a/b`): GitHub answers only
 * "Reference update failed". Name the branch in the way.
 */
async function blockedBranchName(
  repository: GitHubRepository,
  branch: string
): Promise<PullRequestDeliveryError> {
  const segments = branch.split('/')
  for (let i = 1; i < segments.length; i++) {
    const prefix = segments.slice(0, i).join('/')
    if (await repository.readBranch(prefix)) {
      return new PullRequestDeliveryError(
        `GitHub cannot create branch ${branch}: a branch named ${prefix} exists, and git cannot hold both. Set the branch input to another name (e.g. ${prefix}-export/${segments.slice(i).join('/')}), or delete branch ${prefix}.`
      )
    }
  }
  return new PullRequestDeliveryError(
    `GitHub refused to create branch ${branch} ("Reference update failed"): another branch's name probably starts with ${branch}/. Set the branch input to another name.`
  )
}
