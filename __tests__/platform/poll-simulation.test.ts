// Simulates waitForExport against jobs of 5 s to 10 min in virtual time: counts status calls and
// measures how long after completion the waiter noticed. Counts and simulated time only; nothing
// here depends on the machine's speed.
import { waitForExport } from '../../src/platform/wait.js'
import {
  SimulatedJob,
  VirtualClock,
  pageDurations,
  seeded,
  type Shape,
  type UpdatedAtStyle
} from './simulated-job.js'

const DURATIONS = [5_000, 30_000, 120_000, 600_000]

async function run(
  shape: Shape,
  pages: number,
  durationMs: number,
  seed: number,
  updatedAt: UpdatedAtStyle = 'progress'
) {
  const clock = new VirtualClock()
  const job = new SimulatedJob(clock, 300, pageDurations(shape, pages, durationMs, seed), updatedAt)
  const done = await waitForExport(job, 'se_sim', {
    clock,
    random: seeded(seed + 100),
    timeoutMs: 3_600_000
  })
  expect(done.status).toBe('completed')
  return { calls: job.calls, delayMs: clock.now() - job.completedAt }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

describe('export waiter in virtual time (issue 7 goals: <= 15 calls, median delay <= 1 s)', () => {
  for (const durationMs of DURATIONS) {
    const label = `${durationMs / 1000} s`
    it(`linear jobs of ${label} (30, 300 and 1000 pages) each meet both goals`, async () => {
      for (const pages of [30, 300, 1000]) {
        const r = await run('linear', pages, durationMs, 1)
        expect({ pages, ...r }).toEqual({
          pages,
          calls: expect.any(Number),
          delayMs: expect.any(Number)
        })
        expect(r.calls).toBeLessThanOrEqual(15)
        expect(r.delayMs).toBeGreaterThanOrEqual(0)
        expect(r.delayMs).toBeLessThanOrEqual(1000)
      }
    })

    for (const shape of ['noisy', 'slowing', 'speeding'] as const) {
      it(`${shape} jobs of ${label} with 300 and 1000 pages: <= 15 calls, median delay <= 1 s`, async () => {
        const results = []
        for (let seed = 1; seed <= 6; seed++) {
          for (const pages of [300, 1000]) results.push(await run(shape, pages, durationMs, seed))
        }
        for (const r of results) expect(r.calls).toBeLessThanOrEqual(15)
        expect(median(results.map(r => r.delayMs))).toBeLessThanOrEqual(1000)
        expect(Math.max(...results.map(r => r.delayMs))).toBeLessThanOrEqual(3000)
      })
    }

    it(`coarse, uneven jobs of ${label} (30 pages of random length) stay near the goals`, async () => {
      // One page may take 0.3x to 1.7x the mean, so the last page's end cannot be predicted;
      // the waiter pays in calls near the end and may be a second or two late (a known gap).
      const results = []
      for (let seed = 1; seed <= 6; seed++) results.push(await run('noisy', 30, durationMs, seed))
      for (const r of results) expect(r.calls).toBeLessThanOrEqual(20)
      expect(median(results.map(r => r.delayMs))).toBeLessThanOrEqual(3000)
    })
  }

  // The platform does not define updatedAt: answers holding only what the spec promises have
  // none, others give the time of the last status change, and a self-hosted platform's clock
  // may be minutes off the runner's. Taken as the moment progress changed, it had put the
  // estimate minutes early or late: a 10 min job was noticed 49 s (300 pages, no updatedAt) to
  // 86 s late, or cost 50 calls (the status's time). A page lasts 2 s in a 10 min job of 300, so
  // the poll's own time, which the waiter then goes by, is up to 2 s after the change.
  describe.each<UpdatedAtStyle>(['absent', 'status', 'clock-behind', 'clock-ahead'])(
    'updatedAt %s',
    updatedAt => {
      it.each(DURATIONS)(
        'jobs of %i ms of every shape: <= 15 calls, median delay <= 2 s',
        async durationMs => {
          const results = []
          for (const shape of ['linear', 'noisy', 'slowing', 'speeding'] as const) {
            for (let seed = 1; seed <= 3; seed++) {
              for (const pages of [300, 1000])
                results.push(await run(shape, pages, durationMs, seed, updatedAt))
            }
          }
          for (const r of results) expect(r.calls).toBeLessThanOrEqual(15)
          expect(median(results.map(r => r.delayMs))).toBeLessThanOrEqual(2000)
          expect(Math.max(...results.map(r => r.delayMs))).toBeLessThanOrEqual(3000)
        }
      )
    }
  )

  it('a fixed 10 s recipe would be far worse (sanity check of the simulation itself)', async () => {
    const clock = new VirtualClock()
    const job = new SimulatedJob(clock, 300, pageDurations('linear', 30, 600_000))
    for (;;) {
      const j = await job.getExport('se_sim')
      if (j.status === 'completed') break
      await clock.sleep(10_000)
    }
    expect(job.calls).toBeGreaterThan(50)
  })
})
