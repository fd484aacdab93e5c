// Merging a pull request (REST `PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge`), with
// GitHub's refusals: 405 for a pull request that cannot be merged (closed, draft, required
// checks not passed), 409 when `sha` is not the head any more, 422 for an unknown method.
import type { GitHubRoutes } from '../route.js'
import { GitHubError, notFound, validationFailed } from '../route.js'
import type { GitHubState, RepoState } from '../state.js'
import type { CommitObject, GitIdentity } from '../git-store.js'

const R = '/repos/:owner/:repo'
// Merging writes the base branch: GitHub asks for contents write, not pull requests write.
const CONTENTS_WRITE = { permission: 'contents', level: 'write' } as const

/**
 * The new base head for each method. The stand-in merges only a head that contains the base
 * (the action's branch is the base plus one commit); anything else is "not mergeable" here,
 * where GitHub would try a three-way merge.
 */
async function mergeCommit(
  r: RepoState,
  method: string,
  baseSha: string,
  headSha: string,
  title: string,
  committer: GitIdentity
): Promise<string> {
  const head = (await r.store.readCommit(headSha))!
  if (method === 'merge') {
    return r.store.commitTree({
      tree: head.tree,
      parents: [baseSha, headSha],
      message: title,
      author: committer,
      committer
    })
  }
  if (method === 'squash') {
    return r.store.commitTree({
      tree: head.tree,
      parents: [baseSha],
      message: title,
      author: head.author,
      committer
    })
  }
  // rebase: each commit of base..head again, with GitHub as the committer.
  const chain: CommitObject[] = []
  for (let sha: string | undefined = headSha; sha && sha !== baseSha;) {
    const commit: CommitObject = (await r.store.readCommit(sha))!
    chain.unshift(commit)
    sha = commit.parents[0]
  }
  let parent = baseSha
  for (const commit of chain) {
    parent = await r.store.commitTree({
      tree: commit.tree,
      parents: [parent],
      message: commit.message,
      author: commit.author,
      committer
    })
  }
  return parent
}

export function addMergeRoute(routes: GitHubRoutes, state: GitHubState): void {
  routes.add(
    'PUT',
    `${R}/pulls/:number/merge`,
    CONTENTS_WRITE,
    async ({ repo: r, caller, params, body }) => {
      const p = r.pulls.find(x => x.number === Number(params.number))
      if (!p) throw notFound()
      const b = await body()
      const method = b.merge_method === undefined ? 'merge' : b.merge_method
      if (method !== 'merge' && method !== 'squash' && method !== 'rebase') {
        throw validationFailed([
          { resource: 'PullRequest', field: 'merge_method', code: 'invalid' }
        ])
      }
      if (p.state !== 'open') throw new GitHubError(405, 'Pull Request is not mergeable')
      if (p.draft) throw new GitHubError(405, 'Pull Request is still a draft')
      const headSha = await r.store.readRef(`refs/heads/${p.head}`)
      const baseSha = await r.store.readRef(`refs/heads/${p.base}`)
      if (!headSha || !baseSha) throw new GitHubError(405, 'Pull Request is not mergeable')
      if (typeof b.sha === 'string' && b.sha !== headSha) {
        throw new GitHubError(409, 'Head branch was modified. Review and try the merge again.')
      }
      if (r.requiredChecks) {
        throw new GitHubError(405, 'Required status check "ci" is expected.')
      }
      if (!(await r.store.isAncestor(baseSha, headSha))) {
        throw new GitHubError(405, 'Pull Request is not mergeable')
      }
      const date = state.isoNow()
      const committer = { name: 'GitHub', email: 'noreply@github.com', date }
      const title =
        typeof b.commit_title === 'string'
          ? b.commit_title
          : method === 'merge'
            ? `Merge pull request #${p.number} from ${r.owner}/${p.head}`
            : `${p.title} (#${p.number})`
      const merged = await mergeCommit(r, method, baseSha, headSha, title, committer)
      if (!(await r.store.updateRef(`refs/heads/${p.base}`, merged, baseSha))) {
        throw new GitHubError(405, 'Base branch was modified. Review and try the merge again.')
      }
      state.verified.add(merged)
      Object.assign(p, {
        state: 'closed',
        headSha,
        closedAt: date,
        mergedAt: date,
        mergedBy: caller.login,
        mergeCommitSha: merged,
        updatedAt: date
      })
      return {
        status: 200,
        body: { sha: merged, merged: true, message: 'Pull Request successfully merged' }
      }
    }
  )
}
