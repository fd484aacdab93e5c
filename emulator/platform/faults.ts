// Fault injection for the platform emulator: rules matched per route (or path pattern), fired
// deterministically from a seeded PRNG, changeable at run time.

export type FaultRoute = 'start' | 'status' | 'bundle' | 'download' | 'any'
export type FaultKind = 'error' | 'rate-limit' | 'latency' | 'reset' | 'truncate' | 'job-failure'

export interface FaultRule {
  kind: FaultKind
  /** Named route; `any` (the default) matches every route except the admin API. */
  route?: FaultRoute
  /** A regular expression the path must match (instead of or besides `route`). */
  path?: string
  /** Probability of firing for a matching request (default 1). */
  rate?: number
  /** Let this many matching requests pass before the rule can fire. */
  skip?: number
  /** Fire at most this many times (a 429 burst is `count: 3`). Unlimited when absent. */
  count?: number
  /** `error`: status to answer (500, 502, 503; default 500). */
  status?: number
  /**
   * `error`: the body, the platform's JSON (default), the HTML page a proxy, load balancer or
   * CDN in front of it answers with (a title, a long style sheet, then the text), or an object
   * store's XML error (`<Error><Code>…`: 500 InternalError, 503 SlowDown, as S3 answers them).
   */
  body?: 'json' | 'html' | 'xml'
  /** `error` with a 3xx status: where the redirect points (a moved API answers 301 or 308). */
  location?: string
  /** `rate-limit`: Retry-After value in seconds (default 1), or an HTTP date string. */
  retryAfter?: number | string
  /** `latency`: added delay in ms. */
  latencyMs?: number
  /** `truncate`: share of the download body sent before the connection is cut (default 0.5). */
  truncateAt?: number
  /** `job-failure`: the job fails once its progress reaches this (default 50). */
  atProgress?: number
  /** `job-failure`: the job's `error` text. */
  message?: string
}

interface ActiveRule {
  rule: FaultRule
  seen: number
  fired: number
  pattern?: RegExp
}

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const KINDS: FaultKind[] = ['error', 'rate-limit', 'latency', 'reset', 'truncate', 'job-failure']
const TERMINAL: FaultKind[] = ['reset', 'error', 'rate-limit']
const ROUTES: FaultRoute[] = ['start', 'status', 'bundle', 'download', 'any']

/** Checks a rule from a config file or the admin API; returns a problem or undefined. */
export function checkFaultRule(rule: unknown): string | undefined {
  if (!rule || typeof rule !== 'object') return 'a fault rule must be an object'
  const r = rule as FaultRule
  if (!KINDS.includes(r.kind)) return `fault kind must be one of ${KINDS.join(', ')}`
  if (r.route !== undefined && !ROUTES.includes(r.route))
    return `fault route must be one of ${ROUTES.join(', ')}`
  if (r.rate !== undefined && !(r.rate >= 0 && r.rate <= 1))
    return 'fault rate must be between 0 and 1'
  const redirect = r.location !== undefined
  if (
    r.status !== undefined &&
    !(Number.isInteger(r.status) && r.status >= (redirect ? 300 : 400) && r.status <= 599)
  ) {
    return 'fault status must be an HTTP error status (or a redirect, with location)'
  }
  if (r.body !== undefined && r.body !== 'json' && r.body !== 'html' && r.body !== 'xml')
    return 'fault body must be json, html or xml'
  if (r.path !== undefined) {
    try {
      new RegExp(r.path)
    } catch {
      return `fault path is not a valid regular expression: ${r.path}`
    }
  }
  return undefined
}

export class FaultInjector {
  private rules: ActiveRule[] = []
  private random: () => number

  constructor(rules: FaultRule[] = [], seed = 1) {
    this.random = prng(seed)
    this.add(rules)
  }

  /** Adds rules; throws on an invalid one. */
  add(rules: FaultRule[]): void {
    for (const rule of rules) {
      const problem = checkFaultRule(rule)
      if (problem) throw new Error(problem)
      this.rules.push({
        rule,
        seen: 0,
        fired: 0,
        pattern: rule.path ? new RegExp(rule.path) : undefined
      })
    }
  }

  /** Replaces all rules and, when given, restarts the random sequence from `seed`. */
  set(rules: FaultRule[], seed?: number): void {
    this.rules = []
    if (seed !== undefined) this.random = prng(seed)
    this.add(rules)
  }

  clear(): void {
    this.rules = []
  }

  list(): Array<FaultRule & { fired: number }> {
    return this.rules.map(r => ({ ...r.rule, fired: r.fired }))
  }

  /** The rules that fire for this request, each counted. Job-failure rules fire at job start. */
  fire(route: FaultRoute | 'other', path: string, kinds: FaultKind[]): FaultRule[] {
    const out: FaultRule[] = []
    for (const active of this.rules) {
      const { rule } = active
      if (!kinds.includes(rule.kind)) continue
      if (rule.route && rule.route !== 'any' && rule.route !== route) continue
      if (active.pattern && !active.pattern.test(path)) continue
      if (!rule.route && !active.pattern && route === 'other') continue
      // One request gets at most one answer-replacing fault; later rules wait for the next.
      const terminal = TERMINAL.includes(rule.kind)
      if (terminal && out.some(r => TERMINAL.includes(r.kind))) continue
      active.seen++
      if (active.seen <= (rule.skip ?? 0)) continue
      if (rule.count !== undefined && active.fired >= rule.count) continue
      if (this.random() >= (rule.rate ?? 1)) continue
      active.fired++
      out.push(rule)
    }
    return out
  }
}
