// Fixed-window request limits, as the platform applies them to the assistant: per organization
// per hour and per IP per day. The clock is injected so tests can cross a window without waiting.

export interface RateLimitOptions {
  perOrgPerHour?: number
  perIpPerDay?: number
  now?: () => number
}

export interface RateLimitVerdict {
  allowed: boolean
  /** Seconds until the exhausted window resets (only when not allowed). */
  retryAfterSeconds?: number
  /** Which limit was hit. */
  limit?: string
}

interface Window {
  start: number
  count: number
}

const HOUR = 3_600_000
const DAY = 24 * HOUR

class FixedWindowCounter {
  private readonly windows = new Map<string, Window>()
  constructor(
    private readonly max: number,
    private readonly length: number
  ) {}

  /** Counts a request for `key` unless the window is full; returns ms until reset when full. */
  take(key: string, now: number): number | undefined {
    const start = Math.floor(now / this.length) * this.length
    let window = this.windows.get(key)
    if (!window || window.start !== start) {
      window = { start, count: 0 }
      this.windows.set(key, window)
    }
    if (window.count >= this.max) return start + this.length - now
    window.count += 1
    return undefined
  }
}

export class AssistantRateLimiter {
  readonly perOrgPerHour: number
  readonly perIpPerDay: number
  private readonly now: () => number
  private readonly orgs: FixedWindowCounter
  private readonly ips: FixedWindowCounter

  constructor(options: RateLimitOptions = {}) {
    this.perOrgPerHour = options.perOrgPerHour ?? 10_000
    this.perIpPerDay = options.perIpPerDay ?? 10_000
    this.now = options.now ?? Date.now
    this.orgs = new FixedWindowCounter(this.perOrgPerHour, HOUR)
    this.ips = new FixedWindowCounter(this.perIpPerDay, DAY)
  }

  check(orgId: string, ip: string): RateLimitVerdict {
    const now = this.now()
    const orgWait = this.orgs.take(orgId, now)
    if (orgWait !== undefined) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(orgWait / 1000)),
        limit: `${this.perOrgPerHour} requests per organization per hour`
      }
    }
    const ipWait = this.ips.take(ip, now)
    if (ipWait !== undefined) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(ipWait / 1000)),
        limit: `${this.perIpPerDay} requests per IP per day`
      }
    }
    return { allowed: true }
  }
}
