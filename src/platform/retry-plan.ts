// The one rule of every retry loop (the platform client, the bundle download, the renewal probe):
// after a failed try, how long to wait before the next one, or why to stop. Each caller keeps
// its own messages and errors; only the decision lives here.

import { backoffDelay, type BackoffOptions } from './backoff.js'
import type { RandomSource } from './clock.js'

export interface RetryPlan {
  /** Most tries, the first included. */
  attempts: number
  /** The clock time (ms) by which the next try must have started. */
  deadlineAt: number
  backoff: BackoffOptions
  random?: RandomSource
  /**
   * The longest Retry-After waited out as asked; a longer one is waited only this long. Only a
   * caller whose deadline is far off needs it (the download's is download-timeout, which may be
   * hours: MAX_RETRY_AFTER_MS): for the others the deadline is the bound.
   */
  maxRetryAfterMs?: number
}

export type NextTry =
  | { wait: number }
  | { stop: 'attempts' }
  /** The wait would end at or past the deadline; `asked` is the server's Retry-After, if any. */
  | { stop: 'deadline'; wait: number; asked?: number }

/**
 * After try number `attempt` (1 for the first) failed: the wait before the next, or why not.
 * The server's Retry-After (ms, parsed) is honoured when given, else backoff with full jitter.
 * A wait that would end at the deadline or past it is not started: at the deadline no try may
 * begin (the download and the probe abort everything there, and the platform client's deadline
 * bounds its retries), so that wait could only be wasted.
 */
export function nextTry(
  plan: RetryPlan,
  attempt: number,
  retryAfterMs: number | undefined,
  now: number
): NextTry {
  if (attempt >= plan.attempts) return { stop: 'attempts' }
  const wait =
    retryAfterMs === undefined
      ? backoffDelay(attempt - 1, plan.backoff, plan.random)
      : Math.min(retryAfterMs, plan.maxRetryAfterMs ?? Infinity)
  if (now + wait >= plan.deadlineAt) {
    return retryAfterMs === undefined
      ? { stop: 'deadline', wait }
      : { stop: 'deadline', wait, asked: retryAfterMs }
  }
  return { wait }
}
