// Git Data routes: refs, blobs, trees and commits, kept in the repository's bare git store.
// Commits made here are GitHub's own, so they are signed.
import type { GitIdentity, TreeChange } from '../git-store.js'
import type { GitHubRoutes } from '../route.js'
import { GitHubError, notFound, validationFailed } from '../route.js'
import { ruleViolation } from '../rulesets.js'
import type { Serializers } from '../serializers.js'
import type { GitHubState } from '../state.js'

const R = '/repos/:owner/:repo'
const READ = { permission: 'contents', level: 'read' } as const
const WRITE = { permission: 'contents', level: 'write' } as const

export function addGitRoutes(routes: GitHubRoutes, state: GitHubState, json: Serializers): void {
  addRefRoutes(routes, state, json)
  addObjectRoutes(routes, state, json)
}

function addRefRoutes(routes: GitHubRoutes, state: GitHubState, json: Serializers): void {
  // GET /git/ref/heads/x (one), GET /git/matching-refs/heads/x (prefix), create, update, delete.
  routes.add('GET', `${R}/git/ref/*`, READ, async ({ repo: r, params }) => {
    const ref = `refs/${params.rest}`
    // Possibly served by a replica that has not seen the last write yet (lagRefReads).
    const sha = state.readRef(r, ref, await r.store.readRef(ref))
    if (!sha || !ref.startsWith('refs/heads/')) throw notFound()
    return { status: 200, body: json.ref(r, ref, sha) }
  })

  routes.add('GET', `${R}/git/matching-refs/*`, READ, async ({ repo: r, params }) => {
    const prefix = `refs/${params.rest}`
    const refs = (await r.store.listRefs('refs/heads/')).filter(x => x.ref.startsWith(prefix))
    return { status: 200, body: refs.map(x => json.ref(r, x.ref, x.sha)) }
  })

  routes.add('POST', `${R}/git/refs`, WRITE, async ({ repo: r, body }) => {
    const b = await body()
    const ref = b.ref
    const sha = b.sha
    if (typeof ref !== 'string' || !/^refs\/.+/.test(ref) || ref.split('/').length < 3) {
      throw new GitHubError(
        422,
        "Reference name must start with 'refs/' and have at least two slashes."
      )
    }
    if (typeof sha !== 'string' || (await r.store.objectType(sha)) !== 'commit') {
      throw new GitHubError(422, 'Object does not exist')
    }
    const branch = ref.replace(/^refs\/heads\//, '')
    if (r.protectedBranches.has(branch)) {
      throw new GitHubError(422, `Protected branch update failed for ${ref}.`)
    }
    // A ruleset with a creation rule refuses a new branch whose name it covers.
    const refused = (await r.store.readRef(ref))
      ? undefined
      : ruleViolation(r.rulesets, ref, { kind: 'create' })
    if (refused) throw refused
    if (!(await r.store.updateRef(ref, sha, undefined))) {
      if (await r.store.readRef(ref)) throw new GitHubError(422, 'Reference already exists')
      // git cannot hold both `a` and `a/b`: GitHub says only that the update failed.
      throw new GitHubError(422, 'Reference update failed')
    }
    state.lagRef(r, ref, undefined)
    return { status: 201, body: json.ref(r, ref, sha) }
  })

  routes.add('PATCH', `${R}/git/refs/*`, WRITE, async ({ repo: r, params, body }) => {
    const ref = `refs/${params.rest}`
    const b = await body()
    const sha = b.sha
    const force = b.force === true
    const current = await r.store.readRef(ref)
    if (!current) throw new GitHubError(422, 'Reference does not exist')
    if (typeof sha !== 'string' || (await r.store.objectType(sha)) !== 'commit') {
      throw new GitHubError(422, 'Object does not exist')
    }
    const branch = ref.replace(/^refs\/heads\//, '')
    if (r.protectedBranches.has(branch)) {
      throw new GitHubError(422, `Protected branch update failed for ${ref}.`)
    }
    const fastForward = await r.store.isAncestor(current, sha)
    if (!force && !fastForward) {
      throw new GitHubError(422, 'Update is not a fast forward')
    }
    const refused = ruleViolation(r.rulesets, ref, { kind: 'update', fastForward })
    if (refused) throw refused
    // Compare-and-swap: a writer that moved the ref during this update makes it fail with
    // GitHub's answer for a ref another write holds.
    if (!(await r.store.updateRef(ref, sha, current))) {
      throw new GitHubError(422, 'Reference cannot be updated')
    }
    state.lagRef(r, ref, current)
    return { status: 200, body: json.ref(r, ref, sha) }
  })

  routes.add('DELETE', `${R}/git/refs/*`, WRITE, async ({ repo: r, params }) => {
    const ref = `refs/${params.rest}`
    if (!(await r.store.readRef(ref))) throw new GitHubError(422, 'Reference does not exist')
    const refused = ruleViolation(r.rulesets, ref, { kind: 'delete' })
    if (refused) throw refused
    await r.store.deleteRef(ref)
    return { status: 204 }
  })
}

function addObjectRoutes(routes: GitHubRoutes, state: GitHubState, json: Serializers): void {
  routes.add('POST', `${R}/git/blobs`, WRITE, async ({ repo: r, body }) => {
    const b = await body()
    if (typeof b.content !== 'string') {
      throw validationFailed([{ resource: 'Blob', field: 'content', code: 'missing_field' }])
    }
    const encoding = b.encoding ?? 'utf-8'
    if (encoding !== 'utf-8' && encoding !== 'utf8' && encoding !== 'base64') {
      throw validationFailed([{ resource: 'Blob', field: 'encoding', code: 'invalid' }])
    }
    const bytes = Buffer.from(b.content, encoding === 'base64' ? 'base64' : 'utf8')
    const sha = await r.store.writeBlob(bytes)
    return { status: 201, body: { sha, url: `${json.apiRepo(r)}/git/blobs/${sha}` } }
  })

  routes.add('GET', `${R}/git/blobs/:sha`, READ, async ({ repo: r, params }) => {
    if ((await r.store.objectType(params.sha!)) !== 'blob') throw notFound()
    return { status: 200, body: json.blob(r, params.sha!, await r.store.readBlob(params.sha!)) }
  })

  routes.add('POST', `${R}/git/trees`, WRITE, async ({ repo: r, body }) => {
    const b = await body()
    if (!Array.isArray(b.tree)) {
      throw validationFailed([{ resource: 'Tree', field: 'tree', code: 'missing_field' }])
    }
    let baseTree: string | undefined
    if (b.base_tree !== undefined && b.base_tree !== null) {
      if (typeof b.base_tree !== 'string' || (await r.store.objectType(b.base_tree)) !== 'tree') {
        throw new GitHubError(422, 'Invalid tree info')
      }
      baseTree = b.base_tree
    }
    const changes: TreeChange[] = []
    for (const raw of b.tree as Array<Record<string, unknown>>) {
      const path = raw.path
      const mode = raw.mode
      if (
        typeof path !== 'string' ||
        path === '' ||
        path.startsWith('/') ||
        path.split('/').includes('..')
      ) {
        throw new GitHubError(422, 'tree.path contains a malformed path component')
      }
      if (mode !== '100644' && mode !== '100755' && mode !== '120000') {
        throw new GitHubError(422, `Must supply a valid tree.mode`)
      }
      if (raw.sha === null) {
        changes.push({ path, mode, sha: null })
      } else if (typeof raw.content === 'string') {
        changes.push({ path, mode, content: raw.content })
      } else if (typeof raw.sha === 'string') {
        if ((await r.store.objectType(raw.sha)) !== 'blob') {
          throw new GitHubError(422, `tree.sha ${raw.sha} is not a valid blob`)
        }
        changes.push({ path, mode, sha: raw.sha })
      } else {
        throw new GitHubError(422, 'Must supply either tree.sha or tree.content')
      }
    }
    const sha = await r.store.buildTree(baseTree, changes)
    return { status: 201, body: await json.tree(r, sha, false) }
  })

  routes.add('GET', `${R}/git/trees/:sha`, READ, async ({ repo: r, params, url }) => {
    const sha = (await r.store.resolve(`${params.sha}^{tree}`)) ?? undefined
    if (!sha) throw notFound()
    const recursive = ['1', 'true'].includes(url.searchParams.get('recursive') ?? '')
    return { status: 200, body: await json.tree(r, sha, recursive) }
  })

  routes.add('POST', `${R}/git/commits`, WRITE, async ({ repo: r, caller, body }) => {
    const b = await body()
    if (typeof b.message !== 'string') {
      throw validationFailed([{ resource: 'Commit', field: 'message', code: 'missing_field' }])
    }
    if (typeof b.tree !== 'string' || (await r.store.objectType(b.tree)) !== 'tree') {
      throw new GitHubError(422, 'Tree SHA does not exist')
    }
    const parents = Array.isArray(b.parents) ? (b.parents as unknown[]) : []
    for (const p of parents) {
      if (typeof p !== 'string' || (await r.store.objectType(p)) !== 'commit') {
        throw new GitHubError(422, 'Parent SHA does not exist or is not a commit object')
      }
    }
    const date = state.isoNow()
    const identity = (value: unknown): GitIdentity => {
      const v = (value ?? {}) as Record<string, unknown>
      return {
        name: typeof v.name === 'string' ? v.name : caller.login,
        email:
          typeof v.email === 'string'
            ? v.email
            : `41898282+${caller.login}@users.noreply.github.com`,
        date: typeof v.date === 'string' ? v.date : date
      }
    }
    // Without an explicit author the commit is by the token's account; GitHub is the
    // committer of commits made through the API, and it signs them.
    const sha = await r.store.commitTree({
      tree: b.tree,
      parents: parents as string[],
      message: b.message,
      author: identity(b.author),
      committer: { name: 'GitHub', email: 'noreply@github.com', date }
    })
    state.verified.add(sha)
    return { status: 201, body: await json.commit(r, sha) }
  })

  routes.add('GET', `${R}/git/commits/:sha`, READ, async ({ repo: r, params }) => ({
    status: 200,
    body: await json.commit(r, params.sha!)
  }))
}
