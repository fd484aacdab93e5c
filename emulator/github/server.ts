// A loopback stand-in of the GitHub REST API subset the pull-request delivery uses: the
// repository, git refs, blobs, trees, commits (and their comparison), contents, pulls, labels,
// reviewers and the GraphQL auto-merge mutation. Objects live in a real bare git repository per
// repository, so tests read the result with `git log` and `git show`.
//
// Answers follow GitHub's shapes and messages (Octokit reads `message` from error bodies), and
// the failures the action must explain are available on demand: tokens without permissions,
// the repository setting that forbids Actions to create pull requests, protected branches,
// injected 5xx/422 answers, GitHub's secondary rate limit (403/429 with retry-after, see
// rate-limit.ts) and a ref moved between the action's read and its update.
//
//   state.ts        tokens, repositories, pull requests
//   route.ts        the one route helper: authentication, permissions, GitHub's error shape
//   serializers.ts  GitHub's JSON shapes
//   rate-limit.ts   the secondary rate limit, on demand
//   routes/         repos (repository, branches, contents), git (refs, objects), pulls, graphql
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createListener, listen, replaceAnswer, RequestLog, Router } from '../lib/http.js'
import type { GitStore } from './git-store.js'
import {
  errorBody,
  GitHubError,
  GitHubRoutes,
  readRequestBody,
  sendGitHub,
  type Exchange
} from './route.js'
import { addGitRoutes } from './routes/git.js'
import { addGraphQLRoute } from './routes/graphql.js'
import { addMergeRoute } from './routes/merge.js'
import { addPullRoutes } from './routes/pulls.js'
import { addRepositoryRoutes } from './routes/repos.js'
import { SecondaryRateLimits, type SecondaryRateLimit } from './rate-limit.js'
import { Serializers } from './serializers.js'
import {
  GitHubState,
  type RepositorySettings,
  type SeedRepository,
  type StoredPullRequest,
  type TokenGrant
} from './state.js'

export { WORKFLOW_WRITE_GRANT } from './state.js'
export type {
  PermissionLevel,
  RepositorySettings,
  SeedRepository,
  StoredPullRequest,
  TokenGrant
} from './state.js'
export type { Exchange } from './route.js'
export type { SecondaryRateLimit } from './rate-limit.js'

export interface GitHubFault {
  method: string
  /** Matched against the request path (without the query). */
  path: RegExp | string
  status: number
  message?: string
  times?: number
  /** Headers of the answer, e.g. x-ratelimit-remaining: 0 for GitHub's primary rate limit. */
  headers?: Record<string, string>
  /**
   * The request is carried out and only its answer replaced by the failure: an answer lost on
   * its way back (a proxy's 502 after GitHub committed), so the client's retry finds it done.
   */
  afterWork?: boolean
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
  /**
   * Where the REST API lives: '' (github.com, the default) or '/api/v3' (GitHub Enterprise
   * Server). With '/api/v3' GraphQL answers at '/api/graphql', as on Enterprise Server.
   */
  basePath?: string
  /**
   * GitHub's secondary rate limit from the start: matching requests (by default the first
   * `times` writes) answer 403 or 429 "You have exceeded a secondary rate limit…" with
   * `retry-after`. `limitSecondary` adds one later.
   */
  secondaryRateLimit?: SecondaryRateLimit
}

export interface GitHubEmulator {
  /** The value for GITHUB_API_URL. */
  url: string
  /** The value for GITHUB_GRAPHQL_URL. */
  graphqlUrl: string
  /** The web address prefix of html_url links. */
  webUrl: string
  log: RequestLog
  /** Every request a route answered, with its bodies (for contract tests). */
  exchanges: Exchange[]
  /** The bare git directory of a repository. */
  repoPath(owner: string, repo: string): string
  git(owner: string, repo: string): GitStore
  addRepository(seed: SeedRepository): Promise<void>
  pulls(owner: string, repo: string): StoredPullRequest[]
  /** Commits that were created through the API (and so carry GitHub's signature). */
  isVerified(sha: string): boolean
  setRepository(owner: string, repo: string, settings: RepositorySettings): void
  /** Renames or transfers a repository; its old name then redirects (301, 307 for writes). */
  renameRepository(owner: string, repo: string, newOwner: string, newRepo: string): void
  injectFault(fault: GitHubFault): void
  /** Refuses matching requests with GitHub's secondary rate limit (403/429 + retry-after). */
  limitSecondary(limit: SecondaryRateLimit): void
  /**
   * Runs `action` once, just before the next request that matches is handled: a test moves a
   * branch there to play a concurrent writer.
   */
  beforeNext(method: string, path: RegExp | string, action: () => Promise<void> | void): void
  close(): Promise<void>
}

/** GraphQL's path for a REST base path: beside `/api/v3` on Enterprise Server. */
function graphqlPathFor(basePath: string): string {
  return basePath.endsWith('/api/v3')
    ? `${basePath.slice(0, -'/v3'.length)}/graphql`
    : `${basePath}/graphql`
}

export async function startGitHubEmulator(
  options: StartGitHubEmulatorOptions
): Promise<GitHubEmulator> {
  const ownsDataDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'github-emulator-')))
  const state = new GitHubState(dataDir, options.tokens, options.now ?? (() => new Date()))
  const basePath = (options.basePath ?? '').replace(/\/+$/, '')
  const graphqlPath = graphqlPathFor(basePath)
  const faults: GitHubFault[] = []
  const hooks: Array<{
    method: string
    path: RegExp | string
    action: () => Promise<void> | void
  }> = []
  const exchanges: Exchange[] = []
  const secondaryLimits = new SecondaryRateLimits()
  if (options.secondaryRateLimit) secondaryLimits.add(options.secondaryRateLimit)
  const log = new RequestLog()
  let origin = ''

  const json = new Serializers(state, () => ({
    api: `${origin}${basePath}`,
    web: `${origin}/_web`
  }))
  const router = new Router()
  const routes = new GitHubRoutes(router, state, basePath, e => exchanges.push(e))
  addRepositoryRoutes(routes, json)
  addGitRoutes(routes, state, json)
  addPullRoutes(routes, state, json)
  addMergeRoute(routes, state)
  addGraphQLRoute(routes, state, graphqlPath)
  // Anything else is GitHub's 404, recorded so a contract test sees requests nothing answers.
  routes.mount(['GET', 'POST', 'PATCH', 'PUT', 'DELETE'], '*', false, 'none', () => {
    throw new GitHubError(404, 'Not Found')
  })

  const matches = (pattern: RegExp | string, path: string): boolean =>
    typeof pattern === 'string' ? pattern === path : pattern.test(path)

  const listener = createListener({
    router,
    log,
    // Hooks and injected faults run before routing.
    before: async (req, res, url) => {
      const method = (req.method ?? 'GET').toUpperCase()
      const hookIndex = hooks.findIndex(h => h.method === method && matches(h.path, url.pathname))
      if (hookIndex >= 0) {
        const [hook] = hooks.splice(hookIndex, 1)
        await hook!.action()
      }
      const graphql = url.pathname === graphqlPath
      const path = graphql ? url.pathname : url.pathname.slice(basePath.length)
      // An injected answer is recorded like a route's, so the contract test holds it too.
      const answerWith = async (
        status: number,
        body: unknown,
        headers: Record<string, string> = {}
      ): Promise<true> => {
        const { value: requestBody } = await readRequestBody(req)
        exchanges.push({
          method,
          path,
          query: Object.fromEntries(url.searchParams),
          graphql,
          requestBody,
          status,
          responseBody: body,
          injected: true
        })
        sendGitHub(res, status, body, headers)
        return true
      }
      const limited = secondaryLimits.answer(method, path)
      if (limited) return answerWith(limited.status, limited.body, limited.headers)
      const fault = faults.find(
        f => f.method.toUpperCase() === method && matches(f.path, url.pathname)
      )
      if (!fault) return false
      fault.times = (fault.times ?? 1) - 1
      if (fault.times <= 0) faults.splice(faults.indexOf(fault), 1)
      const message = fault.message ?? (fault.status >= 500 ? 'Server Error' : 'Validation Failed')
      if (fault.afterWork) {
        // The route's own exchange is recorded (what GitHub did); the answer sent is not.
        replaceAnswer(res, () =>
          sendGitHub(res, fault.status, errorBody(fault.status, message), fault.headers)
        )
        return false
      }
      // GraphQL refuses within a 200 answer: its errors list, and no data.
      const body =
        graphql && fault.status === 200
          ? { data: null, errors: [{ message }] }
          : errorBody(fault.status, message)
      return answerWith(fault.status, body, fault.headers)
    },
    onError: (err, res) => {
      sendGitHub(res, 500, {
        message: `stand-in error: ${err instanceof Error ? err.message : String(err)}`,
        status: '500'
      })
    }
  })

  const listening = await listen(listener, options.port ?? 0)
  origin = listening.url
  for (const seed of options.repositories ?? []) await state.addRepository(seed)

  const repoOf = (owner: string, repo: string) => {
    const r = state.find(owner, repo)
    if (!r) throw new Error(`the stand-in has no repository ${owner}/${repo}`)
    return r
  }

  return {
    url: `${origin}${basePath}`,
    graphqlUrl: `${origin}${graphqlPath}`,
    webUrl: `${origin}/_web`,
    log,
    exchanges,
    repoPath: (owner, repo) => state.repoPath(owner, repo),
    git: (owner, repo) => repoOf(owner, repo).store,
    addRepository: seed => state.addRepository(seed),
    pulls: (owner, repo) => repoOf(owner, repo).pulls,
    isVerified: sha => state.verified.has(sha),
    setRepository: (owner, repo, settings) => state.configure(repoOf(owner, repo), settings),
    renameRepository: (owner, repo, newOwner, newRepo) =>
      state.rename(repoOf(owner, repo), newOwner, newRepo),
    injectFault: fault => faults.push({ ...fault }),
    limitSecondary: limit => secondaryLimits.add(limit),
    beforeNext: (method, path, action) =>
      hooks.push({ method: method.toUpperCase(), path, action }),
    close: async () => {
      await listening.close()
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true })
    }
  }
}
