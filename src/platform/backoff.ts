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
  const at = Date.parse(text)
  if (Number.isNaN(at)) return undefined
  return Math.max(0, at - now)
}
