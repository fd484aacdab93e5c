// Statuses and progress the platform's API never promised: a status word never seen is waited
// on with one warning, a documented one in another case is that status, progress above 100 or
// going backwards does not break the poll schedule.
import { PollSchedule } from '../../src/platform/poll-schedule.js'
import { parseJob, type ExportJob } from '../../src/platform/static-export.js'
import { waitForExport } from '../../src/platform/wait.js'
import { VirtualClock } from './simulated-job.js'

/** A job reader that answers the given job bodies in turn (the last one repeats). */
function scripted(bodies: object[]) {
  let calls = 0
  return {
    get calls() {
      return calls
    },
    async getExport(): Promise<ExportJob> {
      const body = bodies[Math.min(calls++, bodies.length - 1)]!
      return parseJob({ jobId: 'j-1', ...body }, 'GET /v1/static-export/jobs/j-1', 200, 'j-1')
    }
  }
}

describe('a job in answers the API never promised', () => {
  it('waits through an unknown status, warning once, with extra fields ignored', async () => {
    const warnings: string[] = []
    const reader = scripted([
      { status: 'queued' },
      { status: 'paused', progress: 10, pageCount: 3, shard: 'eu-1' },
      { status: 'paused', progress: 10, pageCount: 3 },
      { status: 'packaging', progress: 100, pageCount: 9 },
      { status: 'completed', progress: 100, pageCount: 9, extra: { any: 'thing' } }
    ])
    const done = await waitForExport(reader, 'j-1', {
      clock: new VirtualClock(),
      random: () => 0.5,
      warn: m => warnings.push(m)
    })
    expect(done).toMatchObject({ status: 'completed', pageCount: 9 })
    expect(warnings).toHaveLength(2)
    expect(warnings[0]).toMatch(/status "paused", which the platform's API does not document/)
    expect(warnings[1]).toMatch(/status "packaging"/)
  })

  it('reads a documented status in another case as that status, without a warning', async () => {
    const warnings: string[] = []
    const reader = scripted([
      { status: 'QUEUED' },
      { status: 'Running', progress: 50 },
      { status: 'COMPLETED', progress: 100, pageCount: 9 }
    ])
    const done = await waitForExport(reader, 'j-1', {
      clock: new VirtualClock(),
      random: () => 0.5,
      warn: m => warnings.push(m)
    })
    expect(done).toMatchObject({ status: 'completed', pageCount: 9 })
    expect(reader.calls).toBe(3)
    expect(warnings).toEqual([])
    const failed = scripted([{ status: 'FAILED', error: 'the site has no pages' }])
    await expect(waitForExport(failed, 'j-1', { clock: new VirtualClock() })).rejects.toThrow(
      /export job j-1 failed: the site has no pages/
    )
  })

  it('keeps the schedule sane when progress passes 100 or goes backwards', async () => {
    const clock = new VirtualClock()
    const reader = scripted([
      { status: 'running', progress: 20 },
      { status: 'running', progress: 60 },
      { status: 'running', progress: 5 }, // restarted
      { status: 'running', progress: 30 },
      { status: 'running', progress: 250 },
      { status: 'completed', progress: 250 }
    ])
    const done = await waitForExport(reader, 'j-1', { clock, random: () => 0.5 })
    expect(done.progress).toBe(100)
    expect(reader.calls).toBe(6)
  })

  it('re-estimates from the restart point once progress goes backwards', () => {
    const s = new PollSchedule({}, () => 1)
    s.observe({ observedAt: 0, status: 'running', progress: 10 })
    s.observe({ observedAt: 10_000, status: 'running', progress: 90 })
    expect(s.estimates()).toHaveLength(1)
    s.observe({ observedAt: 20_000, status: 'running', progress: 5 })
    // One point since the restart: no speed known yet, so no stale estimate.
    expect(s.estimates()).toEqual([])
    s.observe({ observedAt: 30_000, status: 'running', progress: 15 })
    expect(s.estimates()[0]).toBeGreaterThan(30_000)
  })
})
