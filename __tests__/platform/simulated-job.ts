// A simulated export job and a virtual clock, for testing the waiter's schedule in virtual time.
import type { Clock } from '../../src/platform/clock.js'
import type { ExportJob } from '../../src/platform/static-export.js'

export class VirtualClock implements Clock {
  constructor(public time = Date.UTC(2026, 0, 1)) {}
  now(): number {
    return this.time
  }
  async sleep(ms: number): Promise<void> {
    this.time += Math.max(0, ms)
  }
}

/** Deterministic PRNG (the emulator's mulberry32), so noisy jobs are the same on every run. */
import { prng as seeded } from '../../emulator/platform/faults.js'
export { seeded }

/**
 * What a job's `updatedAt` says, which the platform does not define: the moment progress last
 * changed, as the emulator reports it (`progress`); the moment the status last changed, still
 * while progress rises (`status`); none at all, as in answers holding only what the spec
 * promises (`absent`); or the moment progress changed on a platform clock two minutes behind or
 * ahead of the runner's (`clock-behind`, `clock-ahead`).
 */
export type UpdatedAtStyle = 'progress' | 'status' | 'absent' | 'clock-behind' | 'clock-ahead'

const SKEW_MS: Partial<Record<UpdatedAtStyle, number>> = {
  'clock-behind': -120_000,
  'clock-ahead': 120_000
}

/**
 * A job that is queued for `queueMs`, then processes pages taking `pageMs[i]` each; progress is
 * the share of pages done (one decimal) and updatedAt as `updatedAt` says.
 */
export class SimulatedJob {
  readonly completedAt: number
  private readonly pageDone: number[] = []
  calls = 0

  constructor(
    private readonly clock: VirtualClock,
    private readonly queueMs: number,
    pageMs: number[],
    private readonly updatedAt: UpdatedAtStyle = 'progress'
  ) {
    const start = clock.now()
    let t = start + queueMs
    for (const ms of pageMs) {
      t += ms
      this.pageDone.push(t)
    }
    this.createdAt = start
    this.completedAt = t
  }
  private readonly createdAt: number

  async getExport(jobId: string): Promise<ExportJob> {
    this.calls++
    const job = this.answer(jobId)
    if (this.updatedAt === 'absent') return { ...job, updatedAt: undefined }
    if (this.updatedAt === 'status' && job.status === 'running') {
      return { ...job, updatedAt: new Date(this.createdAt + this.queueMs).toISOString() }
    }
    const skew = SKEW_MS[this.updatedAt] ?? 0
    return { ...job, updatedAt: new Date(Date.parse(job.updatedAt!) + skew).toISOString() }
  }

  private answer(jobId: string): ExportJob {
    const now = this.clock.now()
    const runStart = this.createdAt + this.queueMs
    const base = {
      jobId,
      createdAt: new Date(this.createdAt).toISOString(),
      error: null
    }
    if (now < runStart) {
      const updatedAt = new Date(this.createdAt).toISOString()
      return { ...base, status: 'queued', progress: 0, pageCount: 0, updatedAt }
    }
    const done = this.pageDone.filter(t => t <= now).length
    const total = this.pageDone.length
    const changedAt = done === 0 ? runStart : this.pageDone[done - 1]!
    const updatedAt = new Date(changedAt).toISOString()
    if (done === total)
      return { ...base, status: 'completed', progress: 100, pageCount: done, updatedAt }
    const progress = Math.floor((1000 * done) / total) / 10
    return { ...base, status: 'running', progress, pageCount: done, updatedAt }
  }
}

export type Shape = 'linear' | 'noisy' | 'slowing' | 'speeding'

/** Page durations summing to about `durationMs` in the given shape. */
export function pageDurations(shape: Shape, pages: number, durationMs: number, seed = 1): number[] {
  const random = seeded(seed)
  const weights = Array.from({ length: pages }, (_, i) => {
    const x = i / pages
    switch (shape) {
      case 'linear':
        return 1
      case 'noisy':
        return 0.3 + 1.4 * random()
      case 'slowing':
        return 0.75 + 0.5 * x
      case 'speeding':
        return 1.25 - 0.5 * x
    }
  })
  const sum = weights.reduce((a, b) => a + b, 0)
  return weights.map(w => (w / sum) * durationMs)
}
