// Repository routes: the repository itself, its branches, its commits (listed, compared) and file
// contents at a ref.
import type { GitHubRoutes } from '../route.js'
import { GitHubError, notFound, page } from '../route.js'
import type { Serializers } from '../serializers.js'
import type { RepoState } from '../state.js'

const R = '/repos/:owner/:repo'
const READ = { permission: 'contents', level: 'read' } as const

/** The commit a `ref` or `sha` parameter names: a branch first, else any revision git knows. */
async function commitAt(r: RepoState, ref: string): Promise<string | undefined> {
  return (
    (await r.store.resolve(`refs/heads/${ref}^{commit}`)) ??
    (await r.store.resolve(`${ref}^{commit}`))
  )
}

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

  // The commit listing, newest first: from `sha` (a branch or a commit; the default branch when
  // absent), only the commits that touched `path` when given, a page at a time.
  routes.add('GET', `${R}/commits`, READ, async ({ repo: r, url }) => {
    const q = url.searchParams
    const ref = q.get('sha') ?? r.defaultBranch
    const head = await commitAt(r, ref)
    if (!head) throw new GitHubError(404, `No commit found for SHA: ${ref}`)
    const path = q.get('path')?.replace(/^\/+|\/+$/g, '') || undefined
    const all = await r.store.log(head, { path, skip: 0, max: 100_000 })
    const { items, headers } = page(all, url, `${json.apiRepo(r)}/commits`)
    return {
      status: 200,
      body: await Promise.all(items.map(sha => json.listedCommit(r, sha))),
      headers
    }
  })

  // Compare `BASE...HEAD`: the commits on HEAD since its merge base with BASE, oldest first (up
  // to 250 without paging parameters, as GitHub lists them), and how far apart the two are.
  routes.add('GET', `${R}/compare/*`, READ, async ({ repo: r, params, url }) => {
    const [baseRev, headRev, ...more] = params.rest!.split('...')
    const base = baseRev && more.length === 0 ? await commitAt(r, baseRev) : undefined
    const head = headRev ? await commitAt(r, headRev) : undefined
    if (!base || !head) throw notFound()
    const mergeBase = await r.store.mergeBase(base, head)
    if (!mergeBase)
      throw new GitHubError(404, `No common ancestor between ${baseRev} and ${headRev}.`)
    const all = { skip: 0, max: 100_000 }
    const ahead = (await r.store.log(`${mergeBase}..${head}`, all)).reverse()
    const behindBy = (await r.store.log(`${mergeBase}..${base}`, all)).length
    const q = url.searchParams
    const paged = q.has('page') || q.has('per_page')
    const perPage = paged ? Math.min(100, Math.max(1, Number(q.get('per_page') ?? 30) || 30)) : 250
    const page = Math.max(1, Number(q.get('page') ?? 1) || 1)
    const listed = ahead.slice((page - 1) * perPage, page * perPage)
    const basehead = `${baseRev}...${headRev}`
    return {
      status: 200,
      body: {
        url: `${json.apiRepo(r)}/compare/${basehead}`,
        html_url: `${json.webRepo(r)}/compare/${basehead}`,
        permalink_url: `${json.webRepo(r)}/compare/${base}...${head}`,
        diff_url: `${json.webRepo(r)}/compare/${basehead}.diff`,
        patch_url: `${json.webRepo(r)}/compare/${basehead}.patch`,
        base_commit: await json.listedCommit(r, base),
        merge_base_commit: await json.listedCommit(r, mergeBase),
        status:
          ahead.length === 0
            ? behindBy === 0
              ? 'identical'
              : 'behind'
            : behindBy === 0
              ? 'ahead'
              : 'diverged',
        ahead_by: ahead.length,
        behind_by: behindBy,
        total_commits: ahead.length,
        commits: await Promise.all(listed.map(sha => json.listedCommit(r, sha)))
      }
    }
  })

  // Contents: a file (a symbolic link to a file in the repository is followed, as GitHub
  // does), a link that leads elsewhere, or a folder's listing.
  routes.add('GET', `${R}/contents/*`, READ, async ({ repo: r, params, url }) => {
    const requested = params.rest!.replace(/\/+$/, '')
    const ref = url.searchParams.get('ref') ?? r.defaultBranch
    const commit = await commitAt(r, ref)
    if (!commit) throw new GitHubError(404, `No commit found for the ref ${ref}`)
    let path = requested
    let entry = await entryAt(r, commit, path)
    if (!entry) throw notFound()
    for (let hops = 0; entry.mode === '120000' && hops < 8; hops++) {
      const target = (await r.store.readBlob(entry.sha)).toString('utf8')
      const resolved = resolveLink(path, target)
      const next = resolved === undefined ? undefined : await entryAt(r, commit, resolved)
      if (!next || next.type !== 'blob') {
        return { status: 200, body: json.contents.symlink(r, path, ref, entry.sha, target) }
      }
      path = resolved!
      entry = next
    }
    // A submodule's gitlink: GitHub describes it, and does not look into the other repository.
    if (entry.type === 'commit') {
      return { status: 200, body: json.contents.submodule(r, path, ref, entry.sha) }
    }
    if (entry.type === 'tree') {
      const entries = await r.store.lsTree(entry.sha, false)
      return {
        status: 200,
        body: entries.map(e => json.contents.listed(r, `${path}/${e.path}`, ref, e))
      }
    }
    const bytes = await r.store.readBlob(entry.sha)
    return { status: 200, body: json.contents.file(r, path, ref, entry.sha, bytes) }
  })
}

/** The tree entry at a path of a commit, or undefined. */
async function entryAt(
  r: RepoState,
  commit: string,
  path: string
): Promise<{ mode: string; type: string; sha: string } | undefined> {
  const slash = path.lastIndexOf('/')
  const parent = slash < 0 ? commit : `${commit}:${path.slice(0, slash)}`
  const name = path.slice(slash + 1)
  try {
    return (await r.store.lsTree(parent, false)).find(e => e.path === name)
  } catch {
    return undefined
  }
}

/** A link's target as a path from the repository root, or undefined when it leaves it. */
function resolveLink(linkPath: string, target: string): string | undefined {
  if (target.startsWith('/')) return undefined
  const parts = linkPath.split('/').slice(0, -1)
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      if (parts.length === 0) return undefined
      parts.pop()
    } else parts.push(segment)
  }
  return parts.length > 0 ? parts.join('/') : undefined
}
