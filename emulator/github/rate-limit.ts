// GitHub's secondary rate limit, played on demand. GitHub answers requests that come too fast
// (mostly writes: "no more than 80 content-generating requests per minute") with 403, or
// sometimes 429, a message that says "secondary rate limit" and a `retry-after` header in
// seconds; the regular x-ratelimit-* headers still show quota left, which is how a client
// tells it from the primary (hourly) limit. Clients are meant to wait `retry-after` and retry.
import { DOCS } from './route.js'

/** Which requests the stand-in refuses, and how. */
export interface SecondaryRateLimit {
  /** How many matching requests are refused; afterwards they pass again. Infinity: all. */
  times: number
  /** 403 (GitHub's usual answer) or 429. Default 403. */
  status?: 403 | 429
  /** Seconds sent in `retry-after`; default 1. 0 sends no header (GitHub then says nothing). */
  retryAfter?: number
  /** HTTP method to refuse; default every write (anything but GET and HEAD). */
  method?: string
  /** Matched against the path under the REST base (or the GraphQL path); default any path. */
  path?: RegExp | string
}

export interface LimitAnswer {
  status: number
  body: Record<string, unknown>
  headers: Record<string, string>
}

const LIMIT_DOCS = `${DOCS}/using-the-rest-api/rate-limits-for-the-rest-api#about-secondary-rate-limits`

/** The secondary limits in force; the first that matches a request answers it. */
export class SecondaryRateLimits {
  private readonly limits: SecondaryRateLimit[] = []

  add(limit: SecondaryRateLimit): void {
    if (limit.times > 0) this.limits.push({ ...limit })
  }

  /** GitHub's refusal for this request, or undefined when no limit applies to it. */
  answer(method: string, path: string): LimitAnswer | undefined {
    const limit = this.limits.find(l => applies(l, method, path))
    if (!limit) return undefined
    limit.times -= 1
    if (limit.times <= 0) this.limits.splice(this.limits.indexOf(limit), 1)
    const retryAfter = limit.retryAfter ?? 1
    const status = limit.status ?? 403
    // Creating pull requests, comments and labels is "content creation", which GitHub limits
    // with a message of its own; both say "secondary rate limit".
    const message =
      /\/(pulls|issues)(\/|$)/.test(path) && method === 'POST'
        ? 'You have exceeded a secondary rate limit and have been temporarily blocked from content creation. Please retry your request again later.'
        : 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 0400:3A7F:1C2D3E:4F5A6B:6740A1B2.'
    return {
      status,
      body: { message, documentation_url: LIMIT_DOCS, status: String(status) },
      headers: retryAfter > 0 ? { 'Retry-After': String(retryAfter) } : {}
    }
  }
}

function applies(limit: SecondaryRateLimit, method: string, path: string): boolean {
  const methodMatches =
    limit.method === undefined
      ? method !== 'GET' && method !== 'HEAD'
      : limit.method.toUpperCase() === method
  if (!methodMatches) return false
  if (limit.path === undefined) return true
  return typeof limit.path === 'string' ? limit.path === path : limit.path.test(path)
}
