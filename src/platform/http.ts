// JSON requests to the platform over @actions/http-client (which honours HTTPS_PROXY and
// NO_PROXY), with a per-request timeout, retries and errors that explain themselves.
//
// Retry rules. A call is either `idempotent` (GET status: repeating it is harmless), `completed-job`
// (POST bundle, made once the job reported completed: idempotent too) or `start` (POST start:
// repeating it may start a second export). Idempotent calls are retried on 408, 429, any 5xx and any
// network error or timeout; a completed job's call also on 409 "the job has not finished yet",
// which after a completed status is the platform's services not yet agreeing, not an answer. The start call is retried only when the
// platform surely did not act on it: it answered 408, 429 or 503 (all mean "not processed"), or the
// connection was never made (refused, unreachable, DNS not answering). Every retry waits for
// Retry-After when the platform sends it, else for exponential backoff with full jitter; retries
// stop at `attempts` requests or when the next wait would reach `deadlineMs` from the first try
// (retry-plan.ts).

import { HttpClient } from '@actions/http-client'
import type { OutgoingHttpHeaders } from 'node:http'
import { parseJson, readAnswer } from './answer-body.js'
import { DEFAULT_BACKOFF, parseRetryAfter, type BackoffOptions } from './backoff.js'
import { nextTry } from './retry-plan.js'
import { checkApiUrl } from './checks.js'
import { realClock, type Clock, type RandomSource } from './clock.js'
import {
  PlatformError,
  PlatformInputError,
  errorTextWithout,
  hintFor,
  kindForStatus,
  type PlatformErrorKind
} from './errors.js'
import { USER_AGENT } from './user-agent.js'
import { oneLine } from '../log-text.js'
import { redact } from '../redact.js'
import { directWhereNoProxySays } from '../no-proxy.js'
import { proxyTunnelHint } from '../proxy-hint.js'

export type RetryClass = 'idempotent' | 'completed-job' | 'start'

export interface PlatformHttpOptions {
  /** Base URL of the platform API, e.g. `https://api.example.com` (HTTPS unless loopback). */
  baseUrl: string
  /** Bearer key sent in Authorization; never logged or put in errors. */
  apiKey: string
  /** Per-request timeout in ms (default 30 s). */
  timeoutMs?: number
  /** Most requests per call, the first included (default 5). */
  attempts?: number
  /** No retry wait may end this many ms after the first request or later (default 120 s). */
  deadlineMs?: number
  backoff?: BackoffOptions
  clock?: Clock
  random?: RandomSource
  userAgent?: string
  /** Wire-level detail (method, path, status, retry waits); never headers or bodies. */
  debug?: (message: string) => void
}

/** A call's own time limits, where it differs from the others (the bundle call: see static-export.ts). */
export interface CallLimits {
  /** Per-request timeout in ms, instead of the client's. */
  timeoutMs: number
  /** Retry deadline in ms from the first request, instead of the client's. */
  deadlineMs: number
}

export interface JsonResponse {
  status: number
  body: unknown
  call: string
  attempts: number
}

/** Connection errors that prove the request never reached the server. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'EADDRNOTAVAIL'
])

/** The code of a forward proxy's refusal to open a tunnel to the platform (proxy-hint.ts). */
const PROXY_REFUSED = 'EPROXYREFUSED'

class RequestTimeout extends Error {
  readonly code = 'ETIMEDOUT'
}

/**
 * Whether a request failed for want of an answer in time: our own deadline, a socket's
 * ETIMEDOUT, or @actions/http-client's socket timeout before the answer's headers came, which
 * it reports as a plain Error "Request timeout: <path>" with no code.
 */
export function isTimeoutError(err: unknown): boolean {
  const code = (err as { code?: unknown } | undefined)?.code
  const message = err instanceof Error ? err.message : String(err)
  return err instanceof RequestTimeout || code === 'ETIMEDOUT' || /Request timeout/.test(message)
}

export class PlatformHttp {
  private readonly baseUrl: string
  private readonly apiKey: string
  private readonly timeoutMs: number
  private readonly attempts: number
  private readonly deadlineMs: number
  private readonly backoff: BackoffOptions
  private readonly clock: Clock
  private readonly random: RandomSource
  private readonly debug: (message: string) => void
  private readonly userAgent: string
  /** One client per request timeout (http-client's socket timeout is the client's own). */
  private readonly clients = new Map<number, HttpClient>()

  constructor(options: PlatformHttpOptions) {
    const urlProblem = checkApiUrl(options.baseUrl)
    if (urlProblem) throw new PlatformInputError(urlProblem)
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.apiKey = options.apiKey
    this.timeoutMs = options.timeoutMs ?? 30_000
    this.attempts = Math.max(1, options.attempts ?? 5)
    this.deadlineMs = options.deadlineMs ?? 120_000
    this.backoff = options.backoff ?? DEFAULT_BACKOFF
    this.clock = options.clock ?? realClock
    this.random = options.random ?? Math.random
    this.debug = options.debug ?? (() => undefined)
    this.userAgent = options.userAgent ?? USER_AGENT
  }

  private client(timeoutMs: number): HttpClient {
    let client = this.clients.get(timeoutMs)
    if (client === undefined) {
      // Redirects are not followed: a redirect could carry the Authorization header elsewhere.
      // http-client's own retries stay off; this class decides what is safe to repeat.
      client = new HttpClient(this.userAgent, [directWhereNoProxySays], {
        socketTimeout: timeoutMs,
        allowRedirects: false,
        allowRetries: false,
        keepAlive: false
      })
      this.clients.set(timeoutMs, client)
    }
    return client
  }

  /** The path part of a call, as shown in errors: `POST /v1/static-export/jobs`. */
  describe(method: string, path: string): string {
    return `${method} ${new URL(this.baseUrl + path).pathname}`
  }

  async requestJson(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    retryClass: RetryClass,
    limits?: CallLimits
  ): Promise<JsonResponse> {
    const call = this.describe(method, path)
    const url = this.baseUrl + path
    const timeoutMs = limits?.timeoutMs ?? this.timeoutMs
    const deadlineMs = limits?.deadlineMs ?? this.deadlineMs
    const started = this.clock.now()
    for (let attempt = 1; ; attempt++) {
      let failure: PlatformError
      let retryAfterMs: number | undefined
      try {
        const { status, text, retryAfter, location } = await this.send(
          method,
          url,
          body,
          call,
          timeoutMs
        )
        if (status >= 200 && status < 300) {
          this.debug(`${call} -> ${status}`)
          return { status, body: parseJson(text, call, status), call, attempts: attempt }
        }
        this.debug(`${call} -> ${status}`)
        retryAfterMs = parseRetryAfter(retryAfter, this.clock.now())
        failure = this.statusError(call, path, status, text, attempt, location, retryAfterMs)
        if (!mayRetryStatus(status, retryClass)) throw failure
      } catch (err) {
        if (err instanceof PlatformError) throw err
        failure = this.networkError(call, url, err, attempt, retryClass)
        this.debug(`${call} -> ${failure.code ?? 'network error'}`)
        // A proxy that will not open the tunnel answers the same every time, and nothing reached
        // the platform: said once, with the proxy and its variable.
        if (failure.code === PROXY_REFUSED) throw failure
        if (retryClass === 'start' && !NOT_SENT_CODES.has(failure.code ?? '')) throw failure
      }
      const next = nextTry(
        {
          attempts: this.attempts,
          deadlineAt: started + deadlineMs,
          backoff: this.backoff,
          random: this.random
        },
        attempt,
        retryAfterMs,
        this.clock.now()
      )
      if ('stop' in next) {
        if (next.stop === 'deadline' && next.asked !== undefined) {
          throw withMessage(
            failure,
            `${failure.message} (the platform asked to retry after ${Math.ceil(next.asked / 1000)} s, ` +
              `beyond the retry deadline of ${Math.round(deadlineMs / 1000)} s)`
          )
        }
        throw failure
      }
      const { wait } = next
      this.debug(`${call}: retrying in ${wait} ms (attempt ${attempt + 1} of ${this.attempts})`)
      await this.clock.sleep(wait)
    }
  }

  private async send(
    method: string,
    url: string,
    body: unknown,
    call: string,
    timeoutMs: number
  ): Promise<{
    status: number
    text: string
    retryAfter: string | undefined
    location: string | undefined
  }> {
    const headers: OutgoingHttpHeaders = {
      Accept: 'application/json',
      Authorization: `Bearer ${this.apiKey}`
    }
    let data: string | null = null
    if (body !== undefined) {
      data = JSON.stringify(body)
      headers['Content-Type'] = 'application/json'
    }
    // The socket timeout covers an idle connection; this timer also bounds a slow trickle.
    let timer: NodeJS.Timeout | undefined
    let response: Awaited<ReturnType<HttpClient['request']>> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        response?.message.destroy()
        reject(new RequestTimeout(`no complete answer within ${timeoutMs} ms`))
      }, timeoutMs)
    })
    try {
      return await Promise.race([
        (async () => {
          response = await this.client(timeoutMs).request(method, url, data, headers)
          const text = await readAnswer(response.message, call)
          const { 'retry-after': retryAfter, location } = response.message.headers
          return { status: response.message.statusCode ?? 0, text, retryAfter, location }
        })(),
        timeout
      ])
    } finally {
      clearTimeout(timer)
    }
  }

  private statusError(
    call: string,
    path: string,
    status: number,
    text: string,
    attempts: number,
    location?: string,
    retryAfterMs?: number
  ): PlatformError {
    const platformError = oneLine(errorTextWithout(text, [this.apiKey]))
    const kind = kindForStatus(status)
    const hint =
      status >= 300 && status < 400 && location !== undefined
        ? this.redirectHint(location, path)
        : hintFor(status, platformError)
    const said = platformError ? `: ${platformError}` : ''
    return new PlatformError(`${call} answered ${status}${said}. ${capitalize(hint)}.`, {
      kind,
      call,
      status,
      platformError: platformError || undefined,
      hint,
      attempts,
      retryAfterMs
    })
  }

  /**
   * A redirect of the API is not followed (the key would go along), so the user is told where it
   * points and, when it keeps the path asked for, the base URL to give as api-url.
   */
  private redirectHint(location: string, path: string): string {
    let target: URL
    try {
      target = new URL(location, this.baseUrl + path)
    } catch {
      return 'the platform answered with a redirect to something that is not a URL; check api-url'
    }
    // A redirect that keeps the path asked for moved the base: that base is the api-url to give.
    const tail = new URL(path, 'http://x').pathname
    const advice = target.pathname.endsWith(tail)
      ? `if that is the platform API's new address, set api-url to ${target.origin}${target.pathname.slice(0, -tail.length)}`
      : 'check api-url'
    return (
      `the platform redirected to ${target.origin}${oneLine(target.pathname, 120)}, which is not followed ` +
      `so that the admin key goes to api-url only; ${advice}`
    )
  }

  private networkError(
    call: string,
    url: string,
    err: unknown,
    attempts: number,
    retryClass: RetryClass
  ): PlatformError {
    const proxyHint = proxyTunnelHint(err, new URL(url))
    if (proxyHint !== undefined) {
      // The tunnel agent calls this refusal ECONNRESET, which would read as a request that may
      // have reached the platform (for the start call: "an export may have started").
      return new PlatformError(
        `${call} failed: the request never reached the platform. ${proxyHint}`,
        {
          kind: 'network',
          call,
          hint: proxyHint,
          attempts,
          code: PROXY_REFUSED,
          cause: err
        }
      )
    }
    const code = (err as { code?: unknown }).code
    const message = oneLine(redact(err instanceof Error ? err.message : String(err), [this.apiKey]))
    const isTimeout = isTimeoutError(err)
    const kind: PlatformErrorKind = isTimeout ? 'timeout' : 'network'
    // Whether the request may have reached the platform decides what the user should think.
    const neverSent = typeof code === 'string' && NOT_SENT_CODES.has(code)
    const hint = neverSent
      ? 'could not reach the platform; check the API URL, the network and any proxy settings (HTTPS_PROXY, NO_PROXY)'
      : retryClass === 'start'
        ? 'the connection broke after the request was sent, so an export may have started; it is not sent again, ' +
          'so that no second export starts. Run the workflow again (a stray job does no harm)'
        : isTimeout
          ? 'the platform did not answer in time; retry later or raise the timeout'
          : 'the connection to the platform broke; check the network and any proxy settings (HTTPS_PROXY, NO_PROXY), then run again'
    return new PlatformError(`${call} failed: ${message}. ${capitalize(hint)}.`, {
      kind,
      call,
      hint,
      attempts,
      code: typeof code === 'string' ? code : isTimeout ? 'ETIMEDOUT' : undefined,
      cause: err
    })
  }
}

function mayRetryStatus(status: number, retryClass: RetryClass): boolean {
  // 408 is the server (or a proxy before it) not having had the whole request in time: like 429
  // and 503 it was not processed, and RFC 9110 (15.5.9) lets any request be repeated after it.
  if (status === 408 || status === 429 || status === 503) return true
  if (status === 409) return retryClass === 'completed-job'
  return retryClass !== 'start' && status >= 500
}

function withMessage(error: PlatformError, message: string): PlatformError {
  return new PlatformError(message, {
    kind: error.kind,
    call: error.call,
    status: error.status,
    platformError: error.platformError,
    hint: error.hint,
    attempts: error.attempts,
    code: error.code,
    retryAfterMs: error.retryAfterMs
  })
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
