import { readFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
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

const backoffModule = join(process.cwd(), 'src', 'platform', 'backoff.ts')

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
  it("reads the three HTTP date forms as GMT, whatever the runner's zone", () => {
    // In a Node whose zone is five hours west (jest's process.env is its own copy, so the zone
    // cannot be changed in this process). asctime names no zone, and RFC 9110 says it is GMT:
    // read as local time it was five hours off there.
    const script = [
      `const { parseRetryAfter } = await import(${JSON.stringify(backoffModule)})`,
      `const now = Date.parse('2026-01-01T00:00:00Z')`,
      `const forms = ['Thu, 01 Jan 2026 00:01:00 GMT', 'Thursday, 01-Jan-26 00:01:00 GMT', 'Thu Jan  1 00:01:00 2026']`,
      `console.log(JSON.stringify([new Date(0).getTimezoneOffset(), ...forms.map(f => parseRetryAfter(f, now))]))`
    ].join('\n')
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        env: { ...process.env, TZ: 'America/New_York' },
        encoding: 'utf8'
      }
    )
    expect(run.stderr).toBe('')
    expect(JSON.parse(run.stdout)).toEqual([300, 60_000, 60_000, 60_000])
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
