// A loopback stand-in of the GitHub REST API subset the pull-request delivery uses: the
// repository, git refs, blobs, trees, commits, contents, pulls, labels, reviewers and the
// GraphQL auto-merge mutation. Objects live in a real bare git repository per repository, so
// tests read the result with `git log` and `git show`.
//
// Answers follow GitHub's shapes and messages (Octokit reads `message` from error bodies), and
// the failures the action must explain are available on demand: tokens without permissions,
// the repository setting that forbids Actions to create pull requests, protected branches,
// injected 5xx/422 answers and a ref moved between the action's read and its update.
import type http from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createListener, listen, readJson, RequestLog, Router } from '../lib/http.js'
import { GitStore, type GitIdentity, type TreeChange } from './git-store.js'

export type PermissionLevel = 'none' | 'read' | 'write'

export interface TokenGrant {
  /** The account the token acts as, e.g. `github-actions[bot]`. */
  login?: string
  contents?: PermissionLevel
  pullRequests?: PermissionLevel
  issues?: PermissionLevel
  /**
   * A workflow's GITHUB_TOKEN: subject to the repository setting "Allow GitHub Actions to
   * create and approve pull requests". Personal and App tokens are not.
   */
  isActionsToken?: boolean
}

/** A workflow's GITHUB_TOKEN granted what pull-request delivery needs (the usual set-up). */
export const WORKFLOW_WRITE_GRANT: TokenGrant = {
  login: 'github-actions[bot]',
  contents: 'write',
  pullRequests: 'write',
  issues: 'write',
  isActionsToken: true
}

export interface SeedRepository {
  owner: string
  repo: string
  defaultBranch?: string
  /** A folder whose files become the first commit. */
  folder?: string
  /** Files (path → content) for the first commit, when no folder is given. */
  files?: Record<string, string | Buffer>
  allowAutoMerge?: boolean
  /** The repository setting; false answers pull-request creation from an Actions token with 403. */
  actionsCanCreatePullRequests?: boolean
  /** Branches whose ref the API refuses to move ("Protected branch update failed"). */
  protectedBranches?: string[]
  private?: boolean
}

export interface GitHubFault {
  method: string
  /** Matched against the request path (without the query). */
  path: RegExp | string
  status: number
  message?: string
  times?: number
}

export interface StartGitHubEmulatorOptions {
  /** token → what it may do. Requests without a known token get 401 "Bad credentials". */
  tokens: Record<string, TokenGrant>
  repositories?: SeedRepository[]
  /** Where the bare repositories live; a temp folder (removed on close) when omitted. */
  dataDir?: string
  /** Clock for commit and pull-request times. */
  now?: () => Date
  port?: number
}

export interface StoredPullRequest {
  number: number
  nodeId: string
  owner: string
  repo: string
  title: string
  body: string | null
  head: string
  base: string
  state: 'open' | 'closed'
  draft: boolean
  labels: string[]
  requestedReviewers: string[]
  requestedTeams: string[]
  autoMerge: { mergeMethod: string; enabledBy: string } | null
  createdBy: string
  createdAt: string
  updatedAt: string
}

export interface GitHubEmulator {
  /** The value for GITHUB_API_URL. */
  url: string
  /** The value for GITHUB_GRAPHQL_URL. */
  graphqlUrl: string
  /** The web address prefix of html_url links. */
  webUrl: string
  log: RequestLog
  /** The bare git directory of a repository. */
  repoPath(owner: string, repo: string): string
  git(owner: string, repo: string): GitStore
  addRepository(seed: SeedRepository): Promise<void>
  pulls(owner: string, repo: string): StoredPullRequest[]
  /** Commits that were created through the API (and so carry GitHub's signature). */
  isVerified(sha: string): boolean
  setRepository(
    owner: string,
    repo: string,
    settings: Partial<
      Pick<
        SeedRepository,
        'allowAutoMerge' | 'actionsCanCreatePullRequests' | 'protectedBranches' | 'defaultBranch'
      >
    >
  ): void
  injectFault(fault: GitHubFault): void
  /**
   * Runs `action` once, just before the next request that matches is handled: a test moves a
   * branch there to play a concurrent writer.
   */
  beforeNext(method: string, path: RegExp | string, action: () => Promise<void> | void): void
  close(): Promise<void>
}

const DOCS = 'https://docs.github.com/rest'

/** An answer in GitHub's error shape. */
class GitHubError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: unknown[],
    readonly documentationUrl = DOCS
  ) {
    super(message)
  }
}

function notFound(): GitHubError {
  return new GitHubError(404, 'Not Found')
}

function validationFailed(errors: unknown[]): GitHubError {
  return new GitHubError(422, 'Validation Failed', errors)
}

interface RepoState {
  owner: string
  repo: string
  id: number
  store: GitStore
  defaultBranch: string
  allowAutoMerge: boolean
  actionsCanCreatePullRequests: boolean
  protectedBranches: Set<string>
  private: boolean
  pulls: StoredPullRequest[]
  labels: Map<string, { id: number; name: string; color: string }>
}

interface Caller {
  token: string
  grant: TokenGrant
  login: string
}

const SEED_IDENTITY_NAME = 'Repository Owner'

export async function startGitHubEmulator(
  options: StartGitHubEmulatorOptions
): Promise<GitHubEmulator> {
  const ownsDataDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'github-emulator-')))
  const now = options.now ?? (() => new Date())
  const repos = new Map<string, RepoState>()
  const verified = new Set<string>()
  const faults: GitHubFault[] = []
  const hooks: Array<{
    method: string
    path: RegExp | string
    action: () => Promise<void> | void
  }> = []
  const log = new RequestLog()
  let nextId = 1000
  let baseUrl = ''

  const isoNow = (): string =>
    now()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z')
  const key = (owner: string, repo: string): string => `${owner}/${repo}`.toLowerCase()

  async function addRepository(seed: SeedRepository): Promise<void> {
    const defaultBranch = seed.defaultBranch ?? 'main'
    const gitDir = join(dataDir, seed.owner, `${seed.repo}.git`)
    const store = await GitStore.init(gitDir, defaultBranch)
    const identity: GitIdentity = {
      name: SEED_IDENTITY_NAME,
      email: `${seed.owner}@users.noreply.example.com`,
      date: isoNow()
    }
    if (seed.folder) await store.seedFromFolder(seed.folder, defaultBranch, identity)
    else
      await store.seedFiles(
        seed.files ?? { 'README.md': `# ${seed.repo}\n` },
        defaultBranch,
        identity,
        'Initial commit'
      )
    repos.set(key(seed.owner, seed.repo), {
      owner: seed.owner,
      repo: seed.repo,
      id: nextId++,
      store,
      defaultBranch,
      allowAutoMerge: seed.allowAutoMerge ?? false,
      actionsCanCreatePullRequests: seed.actionsCanCreatePullRequests ?? true,
      protectedBranches: new Set(seed.protectedBranches ?? []),
      private: seed.private ?? true,
      pulls: [],
      labels: new Map()
    })
  }

  function repoOf(params: Record<string, string>): RepoState {
    const state = repos.get(key(params.owner ?? '', params.repo ?? ''))
    if (!state) throw notFound()
    return state
  }

  function authenticate(req: http.IncomingMessage): Caller {
    const header = req.headers.authorization ?? ''
    const m = /^(?:token|bearer)\s+(\S+)$/i.exec(header)
    const grant = m ? options.tokens[m[1]!] : undefined
    if (!m || !grant) throw new GitHubError(401, 'Bad credentials')
    return { token: m[1]!, grant, login: grant.login ?? 'github-actions[bot]' }
  }

  /** GitHub answers a token that lacks a permission with this 403 on any route. */
  function requirePermission(
    caller: Caller,
    permission: 'contents' | 'pullRequests' | 'issues',
    level: 'read' | 'write'
  ): void {
    const have = caller.grant[permission] ?? 'none'
    const ok = level === 'read' ? have !== 'none' : have === 'write'
    // Write on pull requests also covers labels and reviewers, as for GitHub's tokens.
    const viaPulls = permission === 'issues' && (caller.grant.pullRequests ?? 'none') === 'write'
    if (!ok && !viaPulls) throw new GitHubError(403, 'Resource not accessible by integration')
  }

  // ---- serialisers ---------------------------------------------------------------------

  const apiRepo = (r: RepoState): string => `${baseUrl}/repos/${r.owner}/${r.repo}`
  const webRepo = (r: RepoState): string => `${baseUrl}/_web/${r.owner}/${r.repo}`

  function user(login: string): Record<string, unknown> {
    return {
      login,
      id: 41898282,
      node_id: 'MDM6Qm90NDE4OTgyODI=',
      type: login.endsWith('[bot]') ? 'Bot' : 'User',
      site_admin: false,
      url: `${baseUrl}/users/${encodeURIComponent(login)}`,
      html_url: `${baseUrl}/_web/${encodeURIComponent(login)}`
    }
  }

  function repoJson(r: RepoState, caller: Caller): Record<string, unknown> {
    const write = caller.grant.contents === 'write'
    return {
      id: r.id,
      node_id: Buffer.from(`010:Repository${r.id}`).toString('base64'),
      name: r.repo,
      full_name: `${r.owner}/${r.repo}`,
      private: r.private,
      owner: { ...user(r.owner), type: 'Organization' },
      html_url: webRepo(r),
      url: apiRepo(r),
      default_branch: r.defaultBranch,
      allow_auto_merge: r.allowAutoMerge,
      allow_merge_commit: true,
      allow_squash_merge: true,
      allow_rebase_merge: true,
      archived: false,
      disabled: false,
      visibility: r.private ? 'private' : 'public',
      permissions: { admin: false, maintain: false, push: write, triage: write, pull: true }
    }
  }

  function refJson(r: RepoState, ref: string, sha: string): Record<string, unknown> {
    return {
      ref,
      node_id: Buffer.from(`ref:${ref}`).toString('base64'),
      url: `${apiRepo(r)}/git/${ref}`,
      object: { sha, type: 'commit', url: `${apiRepo(r)}/git/commits/${sha}` }
    }
  }

  async function commitJson(r: RepoState, sha: string): Promise<Record<string, unknown>> {
    const c = await r.store.readCommit(sha)
    if (!c) throw notFound()
    const signed = verified.has(sha)
    return {
      sha,
      node_id: Buffer.from(`commit:${sha}`).toString('base64'),
      url: `${apiRepo(r)}/git/commits/${sha}`,
      html_url: `${webRepo(r)}/commit/${sha}`,
      author: c.author,
      committer: c.committer,
      message: c.message.replace(/\n$/, ''),
      tree: { sha: c.tree, url: `${apiRepo(r)}/git/trees/${c.tree}` },
      parents: c.parents.map(p => ({
        sha: p,
        url: `${apiRepo(r)}/git/commits/${p}`,
        html_url: `${webRepo(r)}/commit/${p}`
      })),
      verification: signed
        ? {
            verified: true,
            reason: 'valid',
            signature: '-----BEGIN PGP SIGNATURE-----\n(stand-in)\n-----END PGP SIGNATURE-----',
            payload: `tree ${c.tree}`,
            verified_at: c.committer.date
          }
        : { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null }
    }
  }

  async function pullJson(r: RepoState, p: StoredPullRequest): Promise<Record<string, unknown>> {
    const headSha = (await r.store.readRef(`refs/heads/${p.head}`)) ?? null
    const baseSha = (await r.store.readRef(`refs/heads/${p.base}`)) ?? null
    const side = (branch: string, sha: string | null): Record<string, unknown> => ({
      label: `${r.owner}:${branch}`,
      ref: branch,
      sha,
      user: user(r.owner),
      repo: { id: r.id, name: r.repo, full_name: `${r.owner}/${r.repo}`, url: apiRepo(r) }
    })
    return {
      url: `${apiRepo(r)}/pulls/${p.number}`,
      id: 5000 + p.number,
      node_id: p.nodeId,
      html_url: `${webRepo(r)}/pull/${p.number}`,
      number: p.number,
      state: p.state,
      locked: false,
      title: p.title,
      body: p.body,
      draft: p.draft,
      user: user(p.createdBy),
      labels: p.labels.map(name => r.labels.get(name)),
      requested_reviewers: p.requestedReviewers.map(user),
      requested_teams: p.requestedTeams.map(slug => ({ slug, name: slug })),
      head: side(p.head, headSha),
      base: side(p.base, baseSha),
      auto_merge: p.autoMerge
        ? {
            enabled_by: user(p.autoMerge.enabledBy),
            merge_method: p.autoMerge.mergeMethod.toLowerCase(),
            commit_title: null,
            commit_message: null
          }
        : null,
      merged: false,
      mergeable_state: 'clean',
      created_at: p.createdAt,
      updated_at: p.updatedAt,
      closed_at: null,
      merged_at: null
    }
  }

  // ---- routes --------------------------------------------------------------------------

  const router = new Router()
  const R = '/repos/:owner/:repo'

  const send = (res: http.ServerResponse, status: number, body: unknown): void => {
    const text = JSON.stringify(body)
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'X-GitHub-Media-Type': 'github.v3; format=json',
      'X-RateLimit-Limit': '5000',
      'X-RateLimit-Remaining': '4999',
      'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) + 3600),
      'X-RateLimit-Resource': 'core'
    })
    res.end(text)
  }

  const body = async (req: http.IncomingMessage): Promise<Record<string, unknown>> => {
    const parsed = await readJson(req)
    if (parsed === undefined) return {}
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new GitHubError(400, 'Problems parsing JSON')
    }
    return parsed as Record<string, unknown>
  }

  router.add('GET', R, (req, res, params) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'contents', 'read')
    send(res, 200, repoJson(r, caller))
  })

  router.add('GET', `${R}/branches/*`, async (req, res, params) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'contents', 'read')
    const branch = params.rest!
    const sha = await r.store.readRef(`refs/heads/${branch}`)
    if (!sha) throw new GitHubError(404, 'Branch not found')
    send(res, 200, {
      name: branch,
      commit: { sha, url: `${apiRepo(r)}/commits/${sha}` },
      protected: r.protectedBranches.has(branch)
    })
  })

  // Refs: GET /git/ref/heads/x (one), GET /git/matching-refs/heads/x (prefix), create, update.
  router.add('GET', `${R}/git/ref/*`, async (req, res, params) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'contents', 'read')
    const ref = `refs/${params.rest}`
    const sha = await r.store.readRef(ref)
    if (!sha || !ref.startsWith('refs/heads/')) throw notFound()
    send(res, 200, refJson(r, ref, sha))
  })

  router.add('GET', `${R}/git/matching-refs/*`, async (req, res, params) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'contents', 'read')
    const prefix = `refs/${params.rest}`
    const refs = (await r.store.listRefs('refs/heads/')).filter(x => x.ref.startsWith(prefix))
    send(
      res,
      200,
      refs.map(x => refJson(r, x.ref, x.sha))
    )
  })

  router.add('POST', `${R}/git/refs`, async (req, res, params) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'contents', 'write')
    const b = await body(req)
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
    if (!(await r.store.updateRef(ref, sha, undefined))) {
      throw new GitHubError(422, 'Reference already exists')
    }
    send(res, 201, refJson(r, ref, sha))
  })

  router.add('PATCH', `${R}/git/refs/*`, async (req, res, params) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'contents', 'write')
    const ref = `refs/${params.rest}`
    const b = await body(req)
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
    if (!force && !(await r.store.isAncestor(current, sha))) {
      throw new GitHubError(422, 'Update is not a fast forward')
    }
    // Compare-and-swap: a writer that moved the ref since our read makes this one fail like
    // a non-fast-forward, as it would on GitHub.
    if (!(await r.store.updateRef(ref, sha, current))) {
      throw new GitHubError(422, 'Update is not a fast forward')
    }
    send(res, 200, refJson(r, ref, sha))
  })

  router.add('DELETE', `${R}/git/refs/*`, async (req, res, params) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'contents', 'write')
    const ref = `refs/${params.rest}`
    if (!(await r.store.readRef(ref))) throw new GitHubError(422, 'Reference does not exist')
    await r.store.deleteRef(ref)
    res.writeHead(204).end()
  })

  // Blobs
  router.add('POST', `${R}/git/blobs`, async (req, res, params) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'contents', 'write')
    const b = await body(req)
    if (typeof b.content !== 'string') {
      throw validationFailed([{ resource: 'Blob', field: 'content', code: 'missing_field' }])
    }
    const encoding = b.encoding ?? 'utf-8'
    if (encoding !== 'utf-8' && encoding !== 'utf8' && encoding !== 'base64') {
      throw validationFailed([{ resource: 'Blob', field: 'encoding', code: 'invalid' }])
    }
    const bytes = Buffer.from(b.content, encoding === 'base64' ? 'base64' : 'utf8')
    const sha = await r.store.writeBlob(bytes)
    send(res, 201, { sha, url: `${apiRepo(r)}/git/blobs/${sha}` })
  })

  router.add('GET', `${R}/git/blobs/:sha`, async (req, res, params) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'contents', 'read')
    if ((await r.store.objectType(params.sha!)) !== 'blob') throw notFound()
    const bytes = await r.store.readBlob(params.sha!)
    send(res, 200, {
      sha: params.sha,
      node_id: Buffer.from(`blob:${params.sha}`).toString('base64'),
      size: bytes.length,
      url: `${apiRepo(r)}/git/blobs/${params.sha}`,
      content: bytes.toString('base64').replace(/(.{60})/g, '$1\n'),
      encoding: 'base64'
    })
  })

  // Trees
  router.add('POST', `${R}/git/trees`, async (req, res, params) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'contents', 'write')
    const b = await body(req)
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
    send(res, 201, await treeJson(r, sha, false))
  })

  async function treeJson(
    r: RepoState,
    sha: string,
    recursive: boolean
  ): Promise<Record<string, unknown>> {
    const entries = await r.store.lsTree(sha, recursive)
    return {
      sha,
      url: `${apiRepo(r)}/git/trees/${sha}`,
      tree: entries.map(e => ({
        path: e.path,
        mode: e.mode,
        type: e.type,
        sha: e.sha,
        ...(e.size !== undefined ? { size: e.size } : {}),
        url: `${apiRepo(r)}/git/${e.type === 'tree' ? 'trees' : 'blobs'}/${e.sha}`
      })),
      truncated: false
    }
  }

  router.add('GET', `${R}/git/trees/:sha`, async (req, res, params, url) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'contents', 'read')
    const sha = (await r.store.resolve(`${params.sha}^{tree}`)) ?? undefined
    if (!sha) throw notFound()
    const recursive = ['1', 'true'].includes(url.searchParams.get('recursive') ?? '')
    send(res, 200, await treeJson(r, sha, recursive))
  })

  // Commits
  router.add('POST', `${R}/git/commits`, async (req, res, params) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'contents', 'write')
    const b = await body(req)
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
    const date = isoNow()
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
    const author = identity(b.author)
    const committer: GitIdentity = { name: 'GitHub', email: 'noreply@github.com', date }
    const sha = await r.store.commitTree({
      tree: b.tree,
      parents: parents as string[],
      message: b.message,
      author,
      committer
    })
    verified.add(sha)
    send(res, 201, await commitJson(r, sha))
  })

  router.add('GET', `${R}/git/commits/:sha`, async (req, res, params) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'contents', 'read')
    send(res, 200, await commitJson(r, params.sha!))
  })

  // Contents (files only; directories are not needed by the action)
  router.add('GET', `${R}/contents/*`, async (req, res, params, url) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'contents', 'read')
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
      send(
        res,
        200,
        entries.map(e => ({
          type: e.type === 'tree' ? 'dir' : 'file',
          name: e.path,
          path: `${path}/${e.path}`,
          sha: e.sha,
          size: e.size ?? 0
        }))
      )
      return
    }
    const bytes = await r.store.readBlob(sha)
    const name = path.split('/').pop()!
    send(res, 200, {
      type: 'file',
      encoding: 'base64',
      size: bytes.length,
      name,
      path,
      content: bytes.toString('base64').replace(/(.{60})/g, '$1\n'),
      sha,
      url: `${apiRepo(r)}/contents/${path}?ref=${encodeURIComponent(ref)}`,
      git_url: `${apiRepo(r)}/git/blobs/${sha}`,
      html_url: `${webRepo(r)}/blob/${ref}/${path}`,
      download_url: null
    })
  })

  // Pulls
  router.add('GET', `${R}/pulls`, async (req, res, params, url) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'pullRequests', 'read')
    const state = url.searchParams.get('state') ?? 'open'
    const head = url.searchParams.get('head')
    const base = url.searchParams.get('base')
    const list = r.pulls.filter(p => {
      if (state !== 'all' && p.state !== state) return false
      if (head) {
        // `owner:branch`; GitHub ignores the filter's owner case.
        const [owner, ...rest] = head.split(':')
        const branch = rest.join(':')
        if (
          rest.length === 0 ||
          owner!.toLowerCase() !== r.owner.toLowerCase() ||
          p.head !== branch
        ) {
          return false
        }
      }
      if (base && p.base !== base) return false
      return true
    })
    const out = []
    for (const p of [...list].reverse()) out.push(await pullJson(r, p))
    send(res, 200, out)
  })

  router.add('GET', `${R}/pulls/:number`, async (req, res, params) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'pullRequests', 'read')
    const p = r.pulls.find(x => x.number === Number(params.number))
    if (!p) throw notFound()
    send(res, 200, await pullJson(r, p))
  })

  router.add('POST', `${R}/pulls`, async (req, res, params) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'pullRequests', 'write')
    if (caller.grant.isActionsToken && !r.actionsCanCreatePullRequests) {
      throw new GitHubError(
        403,
        'GitHub Actions is not permitted to create or approve pull requests.'
      )
    }
    const b = await body(req)
    const headRaw = typeof b.head === 'string' ? b.head : ''
    const head = headRaw.includes(':') ? headRaw.split(':').slice(1).join(':') : headRaw
    const base = typeof b.base === 'string' ? b.base : ''
    if (typeof b.title !== 'string' || b.title === '') {
      throw validationFailed([{ resource: 'PullRequest', field: 'title', code: 'missing_field' }])
    }
    const headSha = head ? await r.store.readRef(`refs/heads/${head}`) : undefined
    if (!headSha)
      throw validationFailed([{ resource: 'PullRequest', field: 'head', code: 'invalid' }])
    const baseSha = base ? await r.store.readRef(`refs/heads/${base}`) : undefined
    if (!baseSha)
      throw validationFailed([{ resource: 'PullRequest', field: 'base', code: 'invalid' }])
    if (await r.store.isAncestor(headSha, baseSha)) {
      throw validationFailed([
        {
          resource: 'PullRequest',
          code: 'custom',
          message: `No commits between ${base} and ${head}`
        }
      ])
    }
    // No await between this check and the insert: two concurrent creates cannot both pass.
    if (r.pulls.some(p => p.state === 'open' && p.head === head && p.base === base)) {
      throw validationFailed([
        {
          resource: 'PullRequest',
          code: 'custom',
          message: `A pull request already exists for ${r.owner}:${head}.`
        }
      ])
    }
    const number = r.pulls.length + 1
    const at = isoNow()
    const p: StoredPullRequest = {
      number,
      nodeId: Buffer.from(`PR_${r.id}_${number}`).toString('base64url'),
      owner: r.owner,
      repo: r.repo,
      title: b.title,
      body: typeof b.body === 'string' ? b.body : null,
      head,
      base,
      state: 'open',
      draft: b.draft === true,
      labels: [],
      requestedReviewers: [],
      requestedTeams: [],
      autoMerge: null,
      createdBy: caller.login,
      createdAt: at,
      updatedAt: at
    }
    r.pulls.push(p)
    send(res, 201, await pullJson(r, p))
  })

  router.add('PATCH', `${R}/pulls/:number`, async (req, res, params) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'pullRequests', 'write')
    const p = r.pulls.find(x => x.number === Number(params.number))
    if (!p) throw notFound()
    const b = await body(req)
    if (typeof b.base === 'string' && b.base !== p.base) {
      if (!(await r.store.readRef(`refs/heads/${b.base}`))) {
        throw validationFailed([{ resource: 'PullRequest', field: 'base', code: 'invalid' }])
      }
      p.base = b.base
    }
    if (typeof b.title === 'string') p.title = b.title
    if (typeof b.body === 'string') p.body = b.body
    if (b.state === 'open' || b.state === 'closed') p.state = b.state
    p.updatedAt = isoNow()
    send(res, 200, await pullJson(r, p))
  })

  router.add('POST', `${R}/issues/:number/labels`, async (req, res, params) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'issues', 'write')
    const p = r.pulls.find(x => x.number === Number(params.number))
    if (!p) throw notFound()
    const b = await body(req)
    const labels = Array.isArray(b.labels) ? b.labels : Array.isArray(b) ? b : []
    for (const raw of labels as unknown[]) {
      const name = typeof raw === 'string' ? raw : (raw as { name?: string })?.name
      if (typeof name !== 'string' || name === '') {
        throw validationFailed([{ resource: 'Label', field: 'name', code: 'invalid' }])
      }
      if (!r.labels.has(name)) r.labels.set(name, { id: nextId++, name, color: 'ededed' })
      if (!p.labels.includes(name)) p.labels.push(name)
    }
    send(
      res,
      200,
      p.labels.map(name => r.labels.get(name))
    )
  })

  router.add('POST', `${R}/pulls/:number/requested_reviewers`, async (req, res, params) => {
    const caller = authenticate(req)
    const r = repoOf(params)
    requirePermission(caller, 'pullRequests', 'write')
    const p = r.pulls.find(x => x.number === Number(params.number))
    if (!p) throw notFound()
    const b = await body(req)
    const reviewers = Array.isArray(b.reviewers) ? (b.reviewers as string[]) : []
    const teams = Array.isArray(b.team_reviewers) ? (b.team_reviewers as string[]) : []
    if (reviewers.some(x => x.toLowerCase() === p.createdBy.toLowerCase())) {
      throw new GitHubError(422, 'Review cannot be requested from pull request author.')
    }
    for (const x of reviewers) if (!p.requestedReviewers.includes(x)) p.requestedReviewers.push(x)
    for (const x of teams) if (!p.requestedTeams.includes(x)) p.requestedTeams.push(x)
    send(res, 201, await pullJson(r, p))
  })

  // GraphQL: only the auto-merge mutation the action sends.
  router.add('POST', '/graphql', async (req, res) => {
    const caller = authenticate(req)
    const b = await body(req)
    const query = typeof b.query === 'string' ? b.query : ''
    const variables = (b.variables ?? {}) as Record<string, unknown>
    if (!/enablePullRequestAutoMerge/.test(query)) {
      send(res, 200, {
        data: null,
        errors: [{ message: 'The stand-in only answers enablePullRequestAutoMerge' }]
      })
      return
    }
    const id = variables.pullRequestId
    const method = String(variables.mergeMethod ?? 'MERGE').toUpperCase()
    let found: { r: RepoState; p: StoredPullRequest } | undefined
    for (const r of repos.values()) {
      const p = r.pulls.find(x => x.nodeId === id)
      if (p) found = { r, p }
    }
    const gqlError = (message: string, type?: string): void =>
      send(res, 200, {
        data: { enablePullRequestAutoMerge: null },
        errors: [{ ...(type ? { type } : {}), path: ['enablePullRequestAutoMerge'], message }]
      })
    if (!found)
      return gqlError(
        `Could not resolve to a node with the global id of '${String(id)}'`,
        'NOT_FOUND'
      )
    if (
      (caller.grant.pullRequests ?? 'none') !== 'write' ||
      (caller.grant.contents ?? 'none') !== 'write'
    ) {
      return gqlError('Resource not accessible by integration', 'FORBIDDEN')
    }
    if (!found.r.allowAutoMerge) {
      return gqlError('Pull request Auto merge is not allowed for this repository', 'UNPROCESSABLE')
    }
    if (!['MERGE', 'SQUASH', 'REBASE'].includes(method)) {
      return gqlError(`Argument 'mergeMethod' has an invalid value (${method})`)
    }
    found.p.autoMerge = { mergeMethod: method, enabledBy: caller.login }
    send(res, 200, {
      data: {
        enablePullRequestAutoMerge: {
          pullRequest: {
            number: found.p.number,
            autoMergeRequest: { mergeMethod: method, enabledAt: isoNow() }
          }
        }
      }
    })
  })

  // ---- fault injection and hooks ---------------------------------------------------------

  const matches = (pattern: RegExp | string, path: string): boolean =>
    typeof pattern === 'string' ? pattern === path : pattern.test(path)

  const listener = createListener({
    router,
    log,
    before: async (req, res, url) => {
      const method = (req.method ?? 'GET').toUpperCase()
      const hookIndex = hooks.findIndex(h => h.method === method && matches(h.path, url.pathname))
      if (hookIndex >= 0) {
        const [hook] = hooks.splice(hookIndex, 1)
        await hook!.action()
      }
      const fault = faults.find(
        f => f.method.toUpperCase() === method && matches(f.path, url.pathname)
      )
      if (!fault) return false
      fault.times = (fault.times ?? 1) - 1
      if (fault.times <= 0) faults.splice(faults.indexOf(fault), 1)
      send(res, fault.status, {
        message: fault.message ?? (fault.status >= 500 ? 'Server Error' : 'Validation Failed'),
        documentation_url: DOCS,
        status: String(fault.status)
      })
      return true
    },
    onError: (err, res) => {
      if (err instanceof GitHubError) {
        send(res, err.status, {
          message: err.message,
          ...(err.errors ? { errors: err.errors } : {}),
          documentation_url: err.documentationUrl,
          status: String(err.status)
        })
      } else {
        send(res, 500, {
          message: `stand-in error: ${err instanceof Error ? err.message : String(err)}`,
          status: '500'
        })
      }
    }
  })

  const listening = await listen(listener, options.port ?? 0)
  baseUrl = listening.url
  for (const seed of options.repositories ?? []) await addRepository(seed)

  return {
    url: baseUrl,
    graphqlUrl: `${baseUrl}/graphql`,
    webUrl: `${baseUrl}/_web`,
    log,
    repoPath: (owner, repo) => join(dataDir, owner, `${repo}.git`),
    git: (owner, repo) => repoOf({ owner, repo }).store,
    addRepository,
    pulls: (owner, repo) => repoOf({ owner, repo }).pulls,
    isVerified: sha => verified.has(sha),
    setRepository: (owner, repo, settings) => {
      const r = repoOf({ owner, repo })
      if (settings.allowAutoMerge !== undefined) r.allowAutoMerge = settings.allowAutoMerge
      if (settings.actionsCanCreatePullRequests !== undefined) {
        r.actionsCanCreatePullRequests = settings.actionsCanCreatePullRequests
      }
      if (settings.protectedBranches) r.protectedBranches = new Set(settings.protectedBranches)
      if (settings.defaultBranch) r.defaultBranch = settings.defaultBranch
    },
    injectFault: fault => faults.push({ ...fault }),
    beforeNext: (method, path, action) =>
      hooks.push({ method: method.toUpperCase(), path, action }),
    close: async () => {
      await listening.close()
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true })
    }
  }
}
