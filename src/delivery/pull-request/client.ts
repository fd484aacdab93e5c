// The Octokit client of the pull-request delivery: GitHub's API at github-api-url, through the
// proxy its host needs, with rate limits waited out (within bounds) and a web page where the
// API's JSON should be named as the wrong address.
import { getOctokit } from '@actions/github'
import { HttpClient } from '@actions/http-client'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import { fetch as undiciFetch } from 'undici'
import { proxyFor } from '../../no-proxy.js'
import { isRequestError, isWebPage, webPageNotApi } from './errors.js'
import type { DeliveryLogger, Octokit, RepositoryOptions } from './repository.js'

/** Retries of one request that hit a rate limit, each after the wait GitHub asked for. */
const RATE_LIMIT_RETRIES = 2
/**
 * The longest wait GitHub may ask for that a run sits out. A secondary limit usually asks for
 * seconds to a minute (60 s when it names none); the primary limit waits for its hourly reset,
 * which a workflow should not idle through: past this, the run fails naming the limit.
 */
const MAX_RATE_LIMIT_WAIT_S = 120

/** plugin-retry's default, plus 429: a rate limit is the throttling plugin's to wait out. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451]

/**
 * Octokit's fetch for requests to `apiUrl`, through the proxy the runner's variables
 * (HTTPS_PROXY, HTTP_PROXY, NO_PROXY) name for that host, as no-proxy.ts reads them.
 * @actions/github makes that choice once, when it loads, for GITHUB_API_URL: a github-api-url on
 * another host (a GHES runner delivering to github.com, or the reverse) would get the proxy
 * choice of the runner's own server, and go direct where it needs the proxy, or the reverse.
 */
function fetchFor(apiUrl: string): typeof undiciFetch {
  const dispatcher = proxyFor(apiUrl) ? new HttpClient().getAgentDispatcher(apiUrl) : undefined
  return (input, init) => undiciFetch(input, { ...init, dispatcher })
}

/** Octokit with the retry and throttling plugins, on GITHUB_API_URL unless apiUrl is given. */
export function createClient(
  options: RepositoryOptions,
  log: DeliveryLogger,
  warn: (message: string) => void
): Octokit {
  const onLimit =
    (kind: string) =>
    (
      retryAfter: number,
      request: { method: string; url: string },
      _octokit: unknown,
      retryCount: number
    ): boolean => {
      // Past the last retry, or asked to wait too long: the error reaches explain(), which names
      // the limit. Otherwise wait as GitHub asked (the plugin does) and say so once per hit.
      if (retryCount >= RATE_LIMIT_RETRIES || retryAfter > MAX_RATE_LIMIT_WAIT_S) return false
      warn(
        `GitHub's ${kind} was hit on ${request.method} ${request.url}; waiting ${retryAfter}s as GitHub asked, then retrying (retry ${retryCount + 1} of ${RATE_LIMIT_RETRIES})`
      )
      return true
    }
  // Tests shorten the waits through octokitOptions; the handlers and 429 stay in place.
  const {
    retry: retryOptions,
    throttle: throttleOptions,
    ...rest
  } = (options.octokitOptions ?? {}) as {
    retry?: Record<string, unknown>
    throttle?: Record<string, unknown>
  }
  const baseUrl = options.apiUrl?.replace(/\/+$/, '')
  const octokit = getOctokit(
    options.token,
    {
      ...(baseUrl ? { baseUrl, request: { fetch: fetchFor(baseUrl) } } : {}),
      log: { debug: log.debug, info: log.debug, warn: log.debug, error: log.debug },
      retry: { doNotRetry: DO_NOT_RETRY, ...retryOptions },
      throttle: {
        onRateLimit: onLimit('rate limit'),
        onSecondaryRateLimit: onLimit('secondary rate limit'),
        ...throttleOptions
      },
      ...rest
    },
    retry,
    throttling
  )
  // A web page where the API's JSON should be: github-api-url names the server's web address.
  // Caught here, before a 404 reads as a missing repository or branch, and before a sign-in
  // page (a private-mode server's redirect, followed) is read as the repository.
  octokit.hook.after('request', (response, request) => {
    if (isWebPage(response.headers)) throw webPageNotApi(request.baseUrl, response.status)
  })
  octokit.hook.error('request', (err, request) => {
    if (isRequestError(err) && err.status === 404 && isWebPage(err.response?.headers)) {
      throw webPageNotApi(request.baseUrl, err.status)
    }
    throw err
  })
  return octokit
}
