// Repository routes: the repository itself, its branches, and file contents at a ref.
import type { GitHubRoutes } from '../route.js'
import { GitHubError, notFound } from '../route.js'
import type { Serializers } from '../serializers.js'

const R = '/repos/:owner/:repo'
const READ = { permission: 'contents', level: 'read' } as const

export function addRepositoryRoutes(routes: GitHubRoutes, json: Serializers): void {
  routes.add('GET', R, READ, ({ repo, caller }) => ({
    status: 200,
    body: json.repo(repo, caller)
  }))

  routes.add('GET', `${R}/branches/*`, READ, async ({ repo: r, params }) => {
    const branch = params.rest!
    const sha = await r.store.readRef(`refs/heads/${branch}`)
    if (!sha) throw new GitHubError(404, 'Branch not found')
    return {
      status: 200,
      body: {
        name: branch,
        commit: { sha, url: `${json.apiRepo(r)}/commits/${sha}` },
        protected: r.protectedBranches.has(branch)
      }
    }
  })

  // Contents: a file, or a folder's listing.
  routes.add('GET', `${R}/contents/*`, READ, async ({ repo: r, params, url }) => {
    const path = params.rest!.replace(/\/+$/, '')
    const ref = url.searchParams.get('ref') ?? r.defaultBranch
    const commit =
      (await r.store.resolve(`refs/heads/${ref}^{commit}`)) ??
      (await r.store.resolve(`${ref}^{commit}`))
    if (!commit) throw new GitHubError(404, `No commit found for the ref ${ref}`)
    const sha = await r.store.resolve(`${commit}:${path}`)
    if (!sha) throw notFound()
    const type = await r.store.objectType(sha)
    if (type !== 'blob') {
      const entries = await r.store.lsTree(sha, false)
      return {
        status: 200,
        body: entries.map(e => ({
          type: e.type === 'tree' ? 'dir' : 'file',
          name: e.path,
          path: `${path}/${e.path}`,
          sha: e.sha,
          size: e.size ?? 0
        }))
      }
    }
    const bytes = await r.store.readBlob(sha)
    return { status: 200, body: json.file(r, path, ref, sha, bytes) }
  })
}
