// Merging a pull request (REST `PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge`), with
// GitHub's refusals: 405 for a pull request that cannot be merged (closed, draft, required
// checks not passed), 409 when `sha` is not the head any more, 422 for an unknown method.
import type { GitHubRoutes } from '../route.js'
import { GitHubError, notFound, validationFailed } from '../route.js'
import type { GitHubState, RepoState, StoredPullRequest } from '../state.js'
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
  message: (chain: CommitObject[]) => string,
  committer: GitIdentity
): Promise<string> {
  const head = (await r.store.readCommit(headSha))!
  // The commits of base..head, oldest first.
  const chain: CommitObject[] = []
  for (let sha: string | undefined = headSha; sha && sha !== baseSha;) {
    const commit: CommitObject = (await r.store.readCommit(sha))!
    chain.unshift(commit)
    sha = commit.parents[0]
  }
  if (method === 'merge') {
    return r.store.commitTree({
      tree: head.tree,
      parents: [baseSha, headSha],
      message: message(chain),
      author: committer,
      committer
    })
  }
  if (method === 'squash') {
    return r.store.commitTree({
      tree: head.tree,
      parents: [baseSha],
      message: message(chain),
      author: head.author,
      committer
    })
  }
  // rebase: each commit of base..head again, with GitHub as the committer.
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

const titleOf = (message: string): string => message.split('\n')[0]!
const bodyOf = (message: string): string => message.split('\n').slice(1).join('\n').trim()

/**
 * The merge or squash commit's message as GitHub writes it: the request's `commit_title` and
 * `commit_message` when given, otherwise the repository's settings. Squash: the title is the one
 * commit's title, or the pull request's when there are several (COMMIT_OR_PR_TITLE), with
 * ` (#N)`; the body is the commits' messages (COMMIT_MESSAGES, the default: one commit's body, or
 * each commit as a `* ` paragraph), the pull request's body (PR_BODY) or nothing (BLANK). Merge:
 * `Merge pull request #N from owner/branch` and the pull request's title (PR_TITLE, the
 * default), its body (PR_BODY) or nothing (BLANK).
 */
function mergeMessage(
  r: RepoState,
  p: StoredPullRequest,
  method: string,
  chain: CommitObject[],
  given: { title?: string; body?: string }
): string {
  const squash = method === 'squash'
  const only = chain.length === 1 ? chain[0]!.message : undefined
  const title =
    given.title ??
    (squash
      ? `${only !== undefined ? titleOf(only) : p.title} (#${p.number})`
      : `Merge pull request #${p.number} from ${r.owner}/${p.head}`)
  const bodies = {
    BLANK: '',
    PR_BODY: p.body ?? '',
    PR_TITLE: p.title,
    COMMIT_MESSAGES:
      only !== undefined ? bodyOf(only) : chain.map(c => `* ${c.message.trim()}`).join('\n\n')
  }
  const body = given.body ?? bodies[squash ? r.squashMergeCommitMessage : r.mergeCommitMessage]
  return body === '' ? title : `${title}\n\n${body}`
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
      const message = (chain: CommitObject[]): string =>
        mergeMessage(r, p, method, chain, {
          title: typeof b.commit_title === 'string' ? b.commit_title : undefined,
          body: typeof b.commit_message === 'string' ? b.commit_message : undefined
        })
      const merged = await mergeCommit(r, method, baseSha, headSha, message, committer)
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
