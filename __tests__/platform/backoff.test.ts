import { readFileSync } from 'node:fs'
import { backoffCap, backoffDelay, parseRetryAfter } from '../../src/platform/backoff.js'
import { hintFor } from '../../src/platform/errors.js'
import { ACTION_VERSION, USER_AGENT } from '../../src/platform/user-agent.js'

describe('backoff', () => {
  const options = { initialMs: 500, factor: 2, maxMs: 15_000 }
  it('grows the cap exponentially up to the maximum', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(n => backoffCap(n, options))).toEqual([
      500, 1000, 2000, 4000, 8000, 15000, 15000
    ])
  })
  it('draws a full-jitter delay in [0, cap)', () => {
    expect(backoffDelay(3, options, () => 0)).toBe(0)
    expect(backoffDelay(3, options, () => 0.5)).toBe(2000)
    expect(backoffDelay(3, options, () => 0.999999)).toBe(3999)
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z')
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('3', now)).toBe(3000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
    expect(parseRetryAfter('1.5', now)).toBe(1500)
  })
  it('reads an HTTP date relative to now, a past date giving 0', () => {
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000)
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0)
  })
  it('ignores absent or malformed values', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined()
    expect(parseRetryAfter('', now)).toBeUndefined()
    expect(parseRetryAfter('-1', now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter(['2', '5'], now)).toBe(2000)
  })
})

describe('hints', () => {
  it('picks the 403 cause from the platform text', () => {
    expect(hintFor(403, 'static export is not enabled for this organization')).toMatch(/Enterprise/)
    expect(hintFor(403, 'this key lacks the admin scope')).toMatch(/admin scope/)
    expect(hintFor(403, 'IP address 10.1.2.3 is not on the allow-list')).toMatch(/allow-list/)
    expect(hintFor(403, '')).toMatch(/Enterprise.*admin scope.*allow-list/)
  })
  it('covers each known status', () => {
    expect(hintFor(401)).toMatch(/wrong or has expired/)
    expect(hintFor(404)).toMatch(/unknown/)
    expect(hintFor(409)).toMatch(/not finished/)
    expect(hintFor(429)).toMatch(/rate limiting/)
    expect(hintFor(502)).toMatch(/temporary/)
  })
})

describe('User-Agent', () => {
  it("names the action with package.json's version", () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8')
    ) as {
      version: string
    }
    expect(ACTION_VERSION).toBe(pkg.version)
    expect(USER_AGENT).toBe(`static-export-action/${pkg.version}`)
  })
})
