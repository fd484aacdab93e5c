import { PollSchedule } from '../../src/platform/poll-schedule.js'

const noJitter = () => 1

describe('PollSchedule', () => {
  it('backs off from 0.5 s doubling to 15 s while the speed is unknown', () => {
    const s = new PollSchedule({}, noJitter)
    const delays = Array.from({ length: 7 }, () => s.nextDelay(0))
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000])
  })

  it('jitter only shortens the backoff', () => {
    const s = new PollSchedule({}, () => 0)
    expect(s.nextDelay(0)).toBe(425)
  })

  it('estimates completion from progress over time, using updatedAt when plausible', () => {
    const s = new PollSchedule({}, noJitter)
    s.observe({ observedAt: 1_000, status: 'running', progress: 0, updatedAt: 500 })
    s.observe({ observedAt: 11_000, status: 'running', progress: 10, updatedAt: 10_500 })
    // 10 % per 10 s from 10.5 s: done at 100.5 s
    expect(s.estimates()).toEqual([100_500])
  })

  it('ignores an updatedAt later than the observation (server clock ahead)', () => {
    const s = new PollSchedule({}, noJitter)
    s.observe({ observedAt: 0, status: 'running', progress: 0 })
    s.observe({ observedAt: 10_000, status: 'running', progress: 50, updatedAt: 99_999 })
    // midpoint between the two polls: 50 % at 5 s
    expect(s.estimates()).toEqual([10_000])
  })

  it('waits a fraction of the remaining time, bounded by what was observed, then lands just after', () => {
    const s = new PollSchedule({}, noJitter)
    s.observe({ observedAt: 2_000, status: 'running', progress: 0, updatedAt: 0 })
    s.observe({ observedAt: 10_000, status: 'running', progress: 10, updatedAt: 10_000 })
    // estimate 100 s; 0.7 × 90 s = 63 s but only 10 s watched: 4 × 10 s = 40 s
    expect(s.nextDelay(10_000)).toBe(40_000)
    s.observe({ observedAt: 50_000, status: 'running', progress: 50, updatedAt: 50_000 })
    expect(s.nextDelay(50_000)).toBe(35_000)
    s.observe({ observedAt: 99_500, status: 'running', progress: 99.5, updatedAt: 99_500 })
    expect(s.nextDelay(99_500)).toBe(600)
  })

  it('backs off from the floor once the estimate has passed', () => {
    const s = new PollSchedule({}, noJitter)
    s.observe({ observedAt: 0, status: 'running', progress: 0, updatedAt: 0 })
    s.observe({ observedAt: 10_000, status: 'running', progress: 100, updatedAt: 10_000 })
    expect([s.nextDelay(11_000), s.nextDelay(12_000), s.nextDelay(13_000)]).toEqual([
      500, 750, 1125
    ])
  })

  it('takes no speed from a queued job', () => {
    const s = new PollSchedule({}, noJitter)
    s.observe({ observedAt: 0, status: 'queued', progress: 0 })
    s.observe({ observedAt: 1_000, status: 'queued', progress: 0 })
    expect(s.estimates()).toEqual([])
  })
})
