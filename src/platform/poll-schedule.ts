// When to ask about an export job next. Pure: it sees observations and the time, and returns a
// delay, so it can be tested and simulated in virtual time.
//
// The goal (issue 7): notice completion within about 1 s, yet make at most ~15 status calls for a
// job of up to 10 minutes. A fixed interval or a capped backoff cannot do both: to be 1 s late at
// most it must poll every second. So the schedule uses what the job tells about itself:
//
// 1. Until progress has been seen to move, nothing is known about the job's speed: back off from
//    `initialMs` by `factor` up to `maxBackoffMs` (lightly jittered, never lengthened). Short jobs
//    finish within these first polls.
// 2. Once there are two points of progress over time, estimate the completion time T by
//    extrapolating the recent rate (the rate over the last quarter of the observed span, so a
//    job that slows down or speeds up is followed; `shares` can add more windows, and then the
//    earliest estimate still ahead is aimed at). Each point is (time the progress was reached,
//    progress): the poll that saw it, as progress is a live figure, unless `updatedAt` proves to
//    be the moment progress changed (see timeline()). The platform does not define updatedAt:
//    answers may have none, give the last status change, or run on a clock minutes off ours.
// 3. Poll again after `fraction` of the estimated remaining time, within [floorMs, ceilingMs]
//    and at most `spanFactor` times the time progress has been watched (an estimate from little
//    data is not trusted far ahead): sparse while T is far, denser as it nears; each poll
//    refines the estimate. When less than
//    two floors remain, poll once just after T (T + settleMs).
// 4. If T has passed without completion (the estimate was early, or the job sits at 100% while
//    packaging), poll at `floorMs` growing by 1.5× per poll up to `maxBackoffMs`.
//
// The first status call waits `initialMs` (the job was just started). Tuned with the simulation
// in __tests__/platform/poll-simulation.test.ts: 5 s to 10 min jobs take 4 to 13 calls and are
// noticed 0 to 0.5 s after completion when progress is steady (up to 1.5 s when updatedAt is
// not the moment progress changed, a page of a 10 min job lasting 2 s); jobs of very few, very uneven
// pages (30 pages of 6 to 34 s each) cost up to ~18 calls, as no estimate can say when one
// uneven page ends. The number of polls after the first estimate is about log(remaining / floor) / log(1 /
// (1 - fraction)), a handful even for long jobs, and the last one lands just after T.

import type { RandomSource } from './clock.js'

export interface PollScheduleOptions {
  /** First delay while the job's speed is unknown. */
  initialMs: number
  factor: number
  /** Cap of the backoff used while speed is unknown or the estimate has passed. */
  maxBackoffMs: number
  /** Shortest delay once an estimate exists. */
  floorMs: number
  /** Longest delay once an estimate exists. */
  ceilingMs: number
  /** Share of the estimated remaining time to wait. */
  fraction: number
  /** Windows (shares of the observed span, most recent part) over which rates are measured. */
  shares: number[]
  /** A sleep is at most this multiple of the time since progress was first seen. */
  spanFactor: number
  /** How long after the estimated completion the landing poll goes. */
  settleMs: number
}

export const DEFAULT_POLL_SCHEDULE: PollScheduleOptions = {
  initialMs: 500,
  factor: 2,
  maxBackoffMs: 15_000,
  floorMs: 500,
  ceilingMs: 300_000,
  fraction: 0.7,
  shares: [0.25],
  spanFactor: 4,
  settleMs: 100
}

export interface JobObservation {
  /** When the answer arrived (our clock, ms). */
  observedAt: number
  status: string
  progress: number
  /** The job's updatedAt, ms since the epoch, if it sent a parseable one. */
  updatedAt?: number
}

interface ProgressPoint {
  at: number
  progress: number
}

/** A rise of progress as one poll saw it. */
interface Sighting {
  progress: number
  /** When the poll that saw it was answered: the progress was reached by then. */
  observedAt: number
  /** When the poll before it was answered, if any: the progress had not been reached then. */
  after: number | undefined
  /** The job's updatedAt in that answer (the platform's clock), if it sent one. */
  updatedAt: number | undefined
}

export class PollSchedule {
  private readonly options: PollScheduleOptions
  private readonly sightings: Sighting[] = []
  private lastObservedAt: number | undefined
  private lastProgress = -1
  private backoffPolls = 0
  private overduePolls = 0

  constructor(
    options: Partial<PollScheduleOptions> = {},
    private readonly random: RandomSource = Math.random
  ) {
    this.options = { ...DEFAULT_POLL_SCHEDULE, ...options }
  }

  observe(obs: JobObservation): void {
    const previousObservedAt = this.lastObservedAt
    this.lastObservedAt = obs.observedAt
    // Only a running job's progress says anything about its speed.
    if (obs.status !== 'running' && obs.status !== 'completed') return
    if (obs.progress < this.lastProgress) {
      // Progress went backwards (the job restarted a phase): what it said about its speed no
      // longer holds. Start over from this point instead of waiting for the old high-water mark.
      this.sightings.length = 0
      this.lastProgress = -1
      this.backoffPolls = 0
    }
    if (obs.progress <= this.lastProgress) return
    this.lastProgress = obs.progress
    this.sightings.push({
      progress: obs.progress,
      observedAt: obs.observedAt,
      after: previousObservedAt,
      updatedAt: obs.updatedAt
    })
  }

  /**
   * When each progress seen was reached, on our clock. Progress is a live figure: the value a
   * poll sees was reached at most one step of the job before it, so the poll's time is the point,
   * unless updatedAt proves to be the moment progress changed: every answer has one, it moved
   * forward with every rise, and, read on our clock (the offset between the platform's clock and
   * ours taken out by reading the freshest answer as just changed: the largest updatedAt -
   * observedAt), each moment lies after the poll before, which had not seen that progress yet.
   * An updatedAt that stays put while progress rises (the last status change), or that puts a
   * change before a poll that did not see it (a heartbeat, a write of another field), is not
   * that moment. A platform clock minutes off ours is: its offset is taken out.
   */
  private timeline(): ProgressPoint[] {
    const seen = this.sightings
    let times = seen.map(s => s.observedAt)
    if (seen.every(s => s.updatedAt !== undefined)) {
      const updated = seen.map(s => s.updatedAt!)
      const offset = Math.max(...seen.map((s, i) => updated[i]! - s.observedAt))
      const moments = updated.map(u => u - offset)
      const tracksProgress =
        updated.every((u, i) => i === 0 || u > updated[i - 1]!) &&
        seen.every((s, i) => s.after === undefined || moments[i]! > s.after)
      if (tracksProgress) times = moments
    }
    const points: ProgressPoint[] = []
    for (const [i, s] of seen.entries()) {
      const previous = points[i - 1]
      const at = previous && times[i]! <= previous.at ? previous.at + 1 : times[i]!
      points.push({ at, progress: s.progress })
    }
    return points
  }

  /**
   * Completion times extrapolated from the rate over the whole observed span and over its
   * recent part (the last `recentShare` of it), earliest first; empty while the speed is unknown.
   */
  estimates(): number[] {
    return this.estimatesFrom(this.timeline())
  }

  private estimatesFrom(points: ProgressPoint[]): number[] {
    const last = points[points.length - 1]
    if (!last || points.length < 2) return []
    const first = points[0]!
    const out: number[] = []
    for (const share of this.options.shares) {
      const window = (last.at - first.at) * share
      let ref = first
      for (const p of points) {
        if (p === last) break
        if (last.at - p.at >= window) ref = p
      }
      const rate = (last.progress - ref.progress) / (last.at - ref.at)
      if (rate > 0) out.push(last.at + (100 - last.progress) / rate)
    }
    return out.sort((a, b) => a - b)
  }

  /** How long to wait, from `now`, before the next status call. */
  nextDelay(now: number): number {
    const o = this.options
    const points = this.timeline()
    const all = this.estimatesFrom(points)
    if (all.length === 0) {
      const cap = Math.min(o.maxBackoffMs, o.initialMs * Math.pow(o.factor, this.backoffPolls++))
      // Light jitter, only shortening, so many jobs started together spread out.
      return Math.round(cap * (0.85 + 0.15 * this.random()))
    }
    // Aim at the earliest estimate still ahead; when it passes, the next one takes over.
    const estimate = all.find(t => t > now) ?? all[all.length - 1]!
    const remaining = estimate - now
    if (remaining > 2 * o.floorMs) {
      this.overduePolls = 0
      // Extrapolate no further ahead than the span observed so far: an early estimate rests on
      // little data, so the first sleeps stay short even when the estimate says "far".
      const observed = now - points[0]!.at
      const wanted = Math.min(o.fraction * remaining, o.spanFactor * observed)
      return Math.round(Math.min(o.ceilingMs, Math.max(o.floorMs, wanted)))
    }
    if (remaining > 0) {
      this.overduePolls = 0
      return Math.round(remaining + o.settleMs)
    }
    return Math.round(Math.min(o.maxBackoffMs, o.floorMs * Math.pow(1.5, this.overduePolls++)))
  }
}
