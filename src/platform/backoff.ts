// Retry timing: exponential backoff with full jitter, and the server's Retry-After.

import type { RandomSource } from './clock.js'

export interface BackoffOptions {
  /** Delay cap for the first retry, in ms. */
  initialMs: number
  /** Growth of the cap per retry. */
  factor: number
  /** Upper bound of the cap, in ms. */
  maxMs: number
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 500, factor: 2, maxMs: 15_000 }

/** The cap for retry number `retry` (0 for the first retry): initial × factor^retry, bounded. */
export function backoffCap(retry: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  return Math.min(options.maxMs, options.initialMs * Math.pow(options.factor, Math.max(0, retry)))
}

/**
 * Full jitter: a uniform delay in [0, cap). Spreads clients that failed together so they do
 * not come back together (the AWS architecture blog's "full jitter" variant).
 */
export function backoffDelay(
  retry: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
  random: RandomSource = Math.random
): number {
  return Math.floor(random() * backoffCap(retry, options))
}

/**
 * The longest Retry-After a step waits out: a minute or two is a server asking for room; hours
 * (an hourly or daily quota) would hold the workflow's runner idle until the job's timeout.
 */
export const MAX_RETRY_AFTER_MS = 120_000

/**
 * Parses a Retry-After header into a delay in ms: either delta-seconds ("120") or an HTTP date
 * ("Wed, 21 Oct 2015 07:28:00 GMT"), relative to `now`. Returns undefined when absent or
 * unparseable; a date in the past gives 0.
 */
export function parseRetryAfter(
  value: string | string[] | undefined,
  now: number
): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim()
  if (!text) return undefined
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000)
  // Only accept something that looks like a date, not any string Date.parse tolerates.
  if (!/[a-z]{3}/i.test(text)) return undefined
  // HTTP dates are GMT (RFC 9110, 5.6.7), but the obsolete asctime form names no zone, and
  // Date.parse reads a zoneless date in the runner's local zone: hours off on a runner set to one.
  const asctime = /^[a-z]{3} [a-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/i.test(text)
  const at = Date.parse(asctime ? `${text} GMT` : text)
  if (Number.isNaN(at)) return undefined
  return Math.max(0, at - now)
}
