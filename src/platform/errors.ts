// The one error type of the platform client. It says which call failed (method and path, never
// the key), what the platform answered, and what to do about it.
import { redact } from '../redact.js'

export type PlatformErrorKind =
  | 'bad-request'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'server'
  | 'http'
  | 'network'
  | 'timeout'
  | 'bad-response'
  | 'job-failed'
  | 'wait-timeout'

export interface PlatformErrorDetails {
  kind: PlatformErrorKind
  /** e.g. `GET /v1/static-export/jobs/se_123` */
  call: string
  /** HTTP status, when the platform answered. */
  status?: number
  /** The platform's `error` text, when it sent one. */
  platformError?: string
  /** What to do about it. */
  hint?: string
  /** How many requests were made for this call (retries included). */
  attempts?: number
  /** Network error code such as ECONNREFUSED. */
  code?: string
  /** The wait the platform asked for (Retry-After) before the call is made again, in ms. */
  retryAfterMs?: number
  cause?: unknown
}

export class PlatformError extends Error {
  readonly kind: PlatformErrorKind
  readonly call: string
  readonly status?: number
  readonly platformError?: string
  readonly hint?: string
  readonly attempts?: number
  readonly code?: string
  readonly retryAfterMs?: number

  constructor(message: string, details: PlatformErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause })
    this.name = 'PlatformError'
    this.kind = details.kind
    this.call = details.call
    this.status = details.status
    this.platformError = details.platformError
    this.hint = details.hint
    this.attempts = details.attempts
    this.code = details.code
    this.retryAfterMs = details.retryAfterMs
  }

  /** Whether repeating the same request later may succeed (429, 5xx, network, timeout). */
  get transient(): boolean {
    return (
      this.kind === 'rate-limited' ||
      this.kind === 'server' ||
      this.kind === 'network' ||
      this.kind === 'timeout'
    )
  }
}

export function kindForStatus(status: number): PlatformErrorKind {
  if (status === 400 || status === 422) return 'bad-request'
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'not-found'
  // 408: the platform, or a proxy or load balancer in front of it, closed the request before it
  // had all of it (RFC 9110, 15.5.9). Nothing was acted on; like a timeout of ours, it passes.
  if (status === 408) return 'timeout'
  if (status === 409) return 'conflict'
  if (status === 429) return 'rate-limited'
  if (status >= 500) return 'server'
  return 'http'
}

/**
 * The advice for a status. For 403 the platform's text decides between its three causes (no
 * Enterprise plan, key without admin scope, IP allow-list); when it names none, all three are
 * listed.
 */
export function hintFor(status: number, platformError = ''): string {
  const text = platformError.toLowerCase()
  switch (kindForStatus(status)) {
    case 'bad-request':
      return 'the platform rejected the request; check the domain (a bare hostname), version and paths'
    case 'unauthorized':
      return (
        'the admin API key is wrong or has expired; create a new admin key on the ' +
        "dashboard's API keys page and update the secret"
      )
    case 'forbidden':
      if (/not enabled|enterprise|plan/.test(text)) {
        return 'static export needs an Enterprise plan; ask your account owner to enable it'
      }
      if (/scope|admin|assistant|permission/.test(text)) {
        return 'the key lacks the admin scope; use an admin API key from the dashboard, not the assistant key'
      }
      if (/\bip\b|allow-?list|address/.test(text)) {
        return "the runner's IP address is not on the key's allow-list; add it (or use a self-hosted runner with a listed address)"
      }
      return (
        'the key may not use static export: the organization needs an Enterprise plan, the key ' +
        "needs the admin scope, and the runner's IP must be on the key's allow-list if it has one"
      )
    case 'not-found':
      return 'the job or domain is unknown to the organization that owns this key; check the domain, the job id and the key'
    case 'conflict':
      return 'the job has not finished yet; wait for status "completed" before asking for the bundle'
    case 'rate-limited':
      return 'the platform is rate limiting this key; retry later or run less often'
    case 'server':
      return 'the platform had a temporary problem; retry later'
    case 'timeout':
      return 'the platform, or a proxy in front of it, gave up waiting for the request; retry later'
    default:
      return 'unexpected answer from the platform'
  }
}

/**
 * errorText of an answer that may echo `secrets` (a gateway's page echoing the Authorization
 * header, an error quoting the key): they are taken out of the whole answer before it is cut to
 * 200 characters (a cut through a secret would keep its first part, which no mask of the whole
 * secret recognises), and again after, when errorText has undone a JSON string's escapes (`\/`).
 */
export function errorTextWithout(text: string, secrets: readonly string[]): string {
  return redact(errorText(redact(text, secrets)), secrets)
}

/**
 * The text of an error body: the platform's `{"error": "…"}` (or the `{"message": "…"}` of its
 * read routes and of API gateways in front of it, the `{"error": {"message": "…"}}` of Google's
 * style, RFC 9457's problem details' `title` and `detail`), or a short excerpt of whatever else
 * came. An HTML page (a proxy's, a load balancer's or a CDN's, in front of the platform) is read
 * for its title, else for its text without markup: its first 200 characters are mostly a style
 * sheet.
 * Still outside text: callers pass it through `redact` (redact.ts) and `oneLine` before showing it.
 */
export function errorText(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed && typeof parsed === 'object') {
      const { error, message, title, detail } = parsed as Record<string, unknown>
      if (typeof error === 'string') return error
      if (error === undefined && typeof message === 'string') return message
      const nested = (error as { message?: unknown } | null | undefined)?.message
      if (typeof nested === 'string') return nested
      if (typeof detail === 'string')
        return typeof title === 'string' ? `${title}: ${detail}` : detail
      if (typeof title === 'string') return title
    }
  } catch {
    // not JSON: fall through to the excerpt
  }
  let plain = text
  if (/^\s*(<!doctype html|<html)/i.test(text)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1]?.trim()
    plain = title
      ? title
      : text.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' ')
    plain = plain.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => HTML_ENTITIES[e] ?? '')
  }
  const flat = plain.replace(/\s+/g, ' ').trim()
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat
}

const HTML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'"
}

/** A setting that fails the input checks; thrown before any request is made. */
export class PlatformInputError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PlatformInputError'
  }
}
