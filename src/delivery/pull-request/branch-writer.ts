// The branch and its one commit, written through the Git Data API (tree, commit, ref) so that
// GitHub signs the commit: the changed files on top of the base commit, then the branch moved
// onto it.
import { githubMessage, isRequestError, PullRequestDeliveryError } from './errors.js'
import type { GitHubRepository } from './repository.js'

export interface FileToCommit {
  path: string
  after: string
}

type FileMode = '100644' | '100755'

/** Writes one commit on top of `baseSha` holding the files' new contents; returns its sha. */
export async function writeCommit(
  repository: GitHubRepository,
  baseSha: string,
  files: FileToCommit[],
  message: string
): Promise<string> {
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
    const mode = (await fileMode(repository, baseTree.sha, file.path)) ?? '100644'
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
  return commit.sha
}

/** The mode of the tree entry at `path`, walking down from the root tree. */
async function fileMode(
  repository: GitHubRepository,
  rootTree: string,
  path: string
): Promise<string | undefined> {
  const segments = path.split('/')
  let treeSha = rootTree
  for (let i = 0; i < segments.length; i++) {
    const { tree } = await repository.call(
      'reading the base tree',
      async octokit =>
        (await octokit.rest.git.getTree({ ...repository.ref, tree_sha: treeSha })).data
    )
    const entry = tree.find(e => e.path === segments[i])
    if (!entry?.sha) return undefined
    if (i === segments.length - 1) return entry.mode
    // A folder on the way that is a link (or a submodule) is where the path really leads astray.
    if (entry.type !== 'tree') return entry.mode
    treeSha = entry.sha
  }
  return undefined
}

/** Points the branch at the commit; false when GitHub rejected the update as raced. */
export async function moveBranch(
  repository: GitHubRepository,
  branch: string,
  current: string | undefined,
  commitSha: string
): Promise<boolean> {
  return repository.call(`updating branch ${branch}`, async octokit => {
    try {
      if (current === undefined) {
        await octokit.rest.git.createRef({
          ...repository.ref,
          ref: `refs/heads/${branch}`,
          sha: commitSha
        })
      } else {
        // The branch is reset to the base plus one commit, which is not a fast-forward of
        // the previous run's commit: force is needed.
        await octokit.rest.git.updateRef({
          ...repository.ref,
          ref: `heads/${branch}`,
          sha: commitSha,
          force: true
        })
      }
      return true
    } catch (err) {
      if (
        current === undefined &&
        isRequestError(err) &&
        err.status === 422 &&
        /Reference update failed/i.test(githubMessage(err))
      ) {
        throw await blockedBranchName(repository, branch)
      }
      if (
        isRequestError(err) &&
        err.status === 422 &&
        /Reference already exists|Reference does not exist|not a fast forward/i.test(
          githubMessage(err)
        )
      ) {
        return false
      }
      throw err
    }
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
