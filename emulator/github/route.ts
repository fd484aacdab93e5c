// The one route helper of the GitHub stand-in: every route is authenticated, finds its
// repository (404 as GitHub answers for one the token cannot see), checks the token's
// permission, and answers in GitHub's shape, errors included. Each exchange is recorded, so a
// contract test can hold requests and answers against GitHub's published description.
import type http from 'node:http'
import { HttpError, readJson, type Params, type Router } from '../lib/http.js'
import { notAccessible, type GitHubState, type RepoState, type TokenGrant } from './state.js'

export const DOCS = 'https://docs.github.com/rest'

/** An answer in GitHub's error shape: `{ message, errors?, documentation_url, status }`. */
export class GitHubError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: unknown[],
    readonly headers: Record<string, string> = {}
  ) {
    super(message)
  }
}

export function notFound(): GitHubError {
  return new GitHubError(404, 'Not Found')
}

export function validationFailed(errors: unknown[]): GitHubError {
  return new GitHubError(422, 'Validation Failed', errors)
}

export interface Caller {
  token: string
  grant: TokenGrant
  login: string
}

export type Permission = 'contents' | 'pullRequests' | 'issues'

/** What a route needs: a token only, or a repository and a permission on it. */
export type Access = 'token' | { permission: Permission; level: 'read' | 'write' }

export interface RouteContext {
  req: http.IncomingMessage
  params: Params
  url: URL
  caller: Caller
  /** The repository of `/repos/:owner/:repo/…` routes. */
  repo: RepoState
  /** The request's JSON object body (`{}` when empty); 400 for anything else. */
  body(): Promise<Record<string, unknown>>
}

export interface RouteAnswer {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

/** One request and its answer, as the stand-in saw them. */
export interface Exchange {
  method: string
  /** The path under the REST base (`/repos/…`), or the GraphQL path. */
  path: string
  query: Record<string, string>
  graphql: boolean
  requestBody?: unknown
  status: number
  responseBody?: unknown
  /** Answered by fault injection rather than by a route. */
  injected?: boolean
}

export function sendGitHub(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
): void {
  const text = body === undefined ? '' : JSON.stringify(body)
  res.writeHead(status, {
    ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
    'Content-Length': Buffer.byteLength(text),
    'X-GitHub-Media-Type': 'github.v3; format=json',
    'X-RateLimit-Limit': '5000',
    'X-RateLimit-Remaining': '4999',
    'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) + 3600),
    'X-RateLimit-Resource': 'core',
    ...headers
  })
  res.end(text)
}

/**
 * One page of a list as GitHub answers it: `per_page` items (30 unless asked, at most 100) of
 * page `page`, and a `Link` header naming the next, last, first and previous pages, which
 * Octokit's paginate follows. The page links keep the request's other query parameters.
 */
export function page<T>(
  items: T[],
  url: URL,
  /** The address the links carry (the stand-in's public base, not the socket's). */
  publicUrl: string
): { items: T[]; headers: Record<string, string> } {
  const q = url.searchParams
  const perPage = Math.min(100, Math.max(1, Number(q.get('per_page') ?? 30) || 30))
  const current = Math.max(1, Number(q.get('page') ?? 1) || 1)
  const last = Math.max(1, Math.ceil(items.length / perPage))
  const link = (n: number, rel: string): string => {
    const target = new URL(publicUrl)
    for (const [k, v] of q) if (k !== 'page') target.searchParams.set(k, v)
    target.searchParams.set('page', String(n))
    return `<${target.href}>; rel="${rel}"`
  }
  const links = [
    ...(current > 1 ? [link(current - 1, 'prev')] : []),
    ...(current < last ? [link(current + 1, 'next'), link(last, 'last')] : []),
    ...(current > 1 ? [link(1, 'first')] : [])
  ]
  return {
    items: items.slice((current - 1) * perPage, current * perPage),
    headers: links.length > 0 ? { Link: links.join(', ') } : {}
  }
}

/** GitHub's error body for a status and message. */
export function errorBody(status: number, message: string, errors?: unknown[]): unknown {
  return {
    message,
    ...(errors ? { errors } : {}),
    documentation_url: DOCS,
    status: String(status)
  }
}

export class GitHubRoutes {
  constructor(
    private readonly router: Router,
    private readonly state: GitHubState,
    /** The REST base path: '' on github.com, '/api/v3' on GitHub Enterprise Server. */
    private readonly restPath: string,
    private readonly record: (exchange: Exchange) => void
  ) {}

  /** A REST route; `path` is relative to the REST base, e.g. `/repos/:owner/:repo/pulls`. */
  add(
    method: string,
    path: string,
    access: Access,
    handler: (ctx: RouteContext) => Promise<RouteAnswer> | RouteAnswer
  ): void {
    this.mount(method, this.restPath + path, false, access, handler)
  }

  /** A route at a full path (GraphQL lives outside the REST base on Enterprise Server). */
  mount(
    method: string | string[],
    fullPath: string,
    graphql: boolean,
    access: Access | 'none',
    handler: (ctx: RouteContext) => Promise<RouteAnswer> | RouteAnswer
  ): void {
    this.router.add(method, fullPath, async (req, res, params, url) => {
      // Counted for the stand-in's replica lag, which only the very next request can see.
      this.state.requests++
      const exchange: Exchange = {
        method: (req.method ?? 'GET').toUpperCase(),
        path: graphql ? url.pathname : url.pathname.slice(this.restPath.length),
        query: Object.fromEntries(url.searchParams),
        graphql,
        status: 0
      }
      let answer: RouteAnswer
      try {
        // The body is read before anything else, so the record holds it even when the
        // request is refused; a body that is not a JSON object is refused when a route asks.
        const read = await readRequestBody(req)
        exchange.requestBody = read.value
        const ctx = {
          req,
          params,
          url,
          body: async () => {
            if (read.problem) throw read.problem
            return (read.value ?? {}) as Record<string, unknown>
          }
        } as RouteContext
        if (access !== 'none') {
          ctx.caller = this.authenticate(req)
          if (access !== 'token') {
            ctx.repo = this.repoOf(params, ctx.caller, url, exchange.method)
            requirePermission(ctx.caller, access.permission, access.level)
            // An archived repository is read-only for everyone, whatever the token may do.
            if (access.level === 'write' && ctx.repo.archived) {
              throw new GitHubError(403, 'Repository was archived so is read-only.')
            }
          }
        }
        answer = await handler(ctx)
      } catch (err) {
        if (err instanceof GitHubError) {
          answer = {
            status: err.status,
            body: errorBody(err.status, err.message, err.errors),
            headers: err.headers
          }
        } else if (err instanceof HttpError) {
          answer = { status: err.status, body: errorBody(err.status, err.message) }
        } else throw err
      }
      exchange.status = answer.status
      exchange.responseBody = answer.body
      this.record(exchange)
      sendGitHub(res, answer.status, answer.body, answer.headers)
    })
  }

  private authenticate(req: http.IncomingMessage): Caller {
    const header = req.headers.authorization ?? ''
    const m = /^(?:token|bearer)\s+(\S+)$/i.exec(header)
    const grant = m ? this.state.tokens[m[1]!] : undefined
    if (!m || !grant) throw new GitHubError(401, 'Bad credentials')
    return { token: m[1]!, grant, login: grant.login ?? 'github-actions[bot]' }
  }

  /** The repository; 404 also for one the token cannot see, as GitHub answers. */
  private repoOf(params: Params, caller: Caller, url: URL, method: string): RepoState {
    const owner = params.owner ?? ''
    const name = params.repo ?? ''
    const r = this.state.find(owner, name)
    const moved = r ? undefined : this.state.movedFrom.get(`${owner}/${name}`.toLowerCase())
    const found = r ?? moved
    const visible = caller.grant.repositories?.map(x => x.toLowerCase())
    if (!found || (visible && !visible.includes(`${found.owner}/${found.repo}`.toLowerCase()))) {
      throw notFound()
    }
    if (moved) throw this.redirect(moved, url, method, `/repos/${owner}/${name}`)
    return found
  }

  /**
   * GitHub's answer under a repository's old name: 301 for a read, 307 for a write (so the
   * client sends the same method and body again), to the same path under the new name.
   */
  private redirect(r: RepoState, url: URL, method: string, oldPrefix: string): GitHubError {
    const at = url.pathname.indexOf(oldPrefix)
    const rest = url.pathname.slice(at + oldPrefix.length)
    const location = `${this.restPath}/repos/${r.owner}/${r.repo}${rest}${url.search}`
    const read = method === 'GET' || method === 'HEAD'
    return new GitHubError(
      read ? 301 : 307,
      read ? 'Moved Permanently' : 'Temporary Redirect',
      undefined,
      {
        Location: location
      }
    )
  }
}

/** GitHub answers a token that lacks a permission with this 403 on any route. */
function requirePermission(caller: Caller, permission: Permission, level: 'read' | 'write'): void {
  const have = caller.grant[permission] ?? 'none'
  const ok = level === 'read' ? have !== 'none' : have === 'write'
  // Write on pull requests also covers labels and reviewers, as for GitHub's tokens.
  const viaPulls = permission === 'issues' && (caller.grant.pullRequests ?? 'none') === 'write'
  if (ok || viaPulls) return
  // A classic token's user without write access gets GitHub's 404, not a 403 naming it.
  if (caller.grant.classic && level === 'write') throw notFound()
  throw new GitHubError(403, notAccessible(caller.grant))
}

/** The request's JSON body (undefined when empty), or why it is not a JSON object. */
export async function readRequestBody(
  req: http.IncomingMessage
): Promise<{ value?: unknown; problem?: GitHubError }> {
  let parsed: unknown
  try {
    parsed = await readJson(req)
  } catch {
    return { problem: new GitHubError(400, 'Problems parsing JSON') }
  }
  if (parsed === undefined) return {}
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { value: parsed, problem: new GitHubError(400, 'Problems parsing JSON') }
  }
  return { value: parsed }
}
