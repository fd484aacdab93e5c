// A wait whose status poll is refused with 429 and a Retry-After longer than the client's retry
// deadline (an hourly quota, say): the poll fails over to the wait, which must hold its next
// poll until the time the platform asked for, not poll on its own schedule into more refusals.
// Over loopback against the emulator; the client's and the wait's time is a virtual clock.
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import { StaticExportClient } from '../../src/platform/static-export.js'
import { VirtualClock, seeded } from './simulated-job.js'

let emulator: PlatformEmulator
beforeEach(async () => {
  emulator = await startPlatformEmulator({ config: { jobs: { queuedMs: 0, msPerPage: 0 } } })
})
afterEach(() => emulator.close())

/** A client of the emulator whose time, and its waits', is virtual; `deadlineMs` its retries'. */
function clientOnVirtualTime(deadlineMs: number) {
  const clock = new VirtualClock(Date.UTC(2026, 0, 1))
  const client = new StaticExportClient({
    baseUrl: emulator.url,
    apiKey: 'svc_local_admin_key',
    clock,
    random: seeded(5),
    deadlineMs
  })
  return { clock, client }
}

it.each([
  ['delta-seconds', 300, 300_000],
  ['an HTTP date', 'Thu, 01 Jan 2026 00:05:00 GMT', 300_000]
])(
  'holds the next poll for a Retry-After in %s beyond the retry deadline',
  async (_form, retryAfter, askedMs) => {
    const { clock, client } = clientOnVirtualTime(120_000)
    const started = await client.startExport({ domain: 'docs.acme.test' })
    emulator.faults.set([{ kind: 'rate-limit', route: 'status', retryAfter, count: 1 }])
    const waitStart = clock.now()
    const polls: number[] = []
    const job = await client.waitForExport(started.jobId, {
      clock,
      timeoutMs: 30 * 60_000,
      schedule: { initialMs: 10, maxBackoffMs: 50, floorMs: 10 },
      onProgress: () => polls.push(clock.now() - waitStart)
    })
    expect(job.status).toBe('completed')
    const gets = emulator.log.entries.filter(e => e.method === 'GET').map(e => e.status)
    expect(gets.slice(0, 2)).toEqual([429, 200])
    // The first answer came no sooner than the platform asked (after the 10 ms first delay).
    expect(polls[0]).toBeGreaterThanOrEqual(askedMs)
  }
)

it('ends the wait at once, saying why, when the platform asks for a wait past its end', async () => {
  const { clock, client } = clientOnVirtualTime(120_000)
  const started = await client.startExport({ domain: 'docs.acme.test' })
  emulator.faults.set([{ kind: 'rate-limit', route: 'status', retryAfter: 3600, count: 1 }])
  const waitStart = clock.now()
  const err = (await client
    .waitForExport(started.jobId, {
      clock,
      timeoutMs: 30 * 60_000,
      schedule: { initialMs: 10, maxBackoffMs: 50, floorMs: 10 }
    })
    .catch((e: unknown) => e)) as Error
  expect(err.message).toMatch(
    /did not complete within 30 min: no status could be read \(1 failed poll\); the last poll failed: GET \/v1\/static-export\/jobs\/\S+ answered 429: rate limit exceeded; the platform asked for 3600 s before the next poll \(Retry-After\), past the wait's end, so the wait ends now\. The job may still finish/
  )
  // Not after waiting out the half hour: within the client's own retries of the one poll.
  expect(clock.now() - waitStart).toBeLessThan(5 * 60_000)
})

it('says what the last poll met when the wait runs out while polls fail', async () => {
  const { clock, client } = clientOnVirtualTime(20_000)
  const started = await client.startExport({ domain: 'docs.acme.test' })
  // A gateway in front of the platform answers every poll with its own error page.
  emulator.faults.set([{ kind: 'error', route: 'status', status: 502, body: 'html' }])
  const err = (await client
    .waitForExport(started.jobId, {
      clock,
      timeoutMs: 2 * 60_000,
      schedule: { initialMs: 10, maxBackoffMs: 50, floorMs: 10 }
    })
    .catch((e: unknown) => e)) as Error
  expect(err.message).toMatch(
    /did not complete within 2 min: no status could be read \(\d+ failed polls\); the last poll failed: GET \/v1\/static-export\/jobs\/\S+ answered 502: api\.example\.test \| 502: Bad gateway\. The job may still finish/
  )
})
