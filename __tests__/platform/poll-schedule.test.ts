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

  it('estimates completion from progress over time, with updatedAt as the moment it changed', () => {
    const s = new PollSchedule({}, noJitter)
    s.observe({ observedAt: 1_000, status: 'running', progress: 0, updatedAt: 1_000 })
    s.observe({ observedAt: 11_000, status: 'running', progress: 10, updatedAt: 10_500 })
    // 10 % in 9.5 s from 1 s: done at 96 s
    expect(s.estimates()).toEqual([96_000])
  })

  it("reads updatedAt on a platform clock a minute off the runner's as on ours", () => {
    const behind = new PollSchedule({}, noJitter)
    behind.observe({ observedAt: 1_000, status: 'running', progress: 0, updatedAt: -59_000 })
    behind.observe({ observedAt: 11_000, status: 'running', progress: 10, updatedAt: -49_500 })
    const ahead = new PollSchedule({}, noJitter)
    ahead.observe({ observedAt: 1_000, status: 'running', progress: 0, updatedAt: 61_000 })
    ahead.observe({ observedAt: 11_000, status: 'running', progress: 10, updatedAt: 70_500 })
    expect(behind.estimates()).toEqual([96_000])
    expect(ahead.estimates()).toEqual([96_000])
  })

  it('goes by the polls when answers have no updatedAt, not by the middle between them', () => {
    const s = new PollSchedule({}, noJitter)
    s.observe({ observedAt: 0, status: 'running', progress: 0 })
    s.observe({ observedAt: 10_000, status: 'running', progress: 10 })
    s.observe({ observedAt: 100_000, status: 'running', progress: 46 })
    // 36 % in 90 s since the last point: the midpoints (5 s, 55 s) said 36 % in 50 s
    expect(s.estimates()).toEqual([235_000])
  })

  it('goes by the polls when updatedAt stays put while progress rises (a status change time)', () => {
    const s = new PollSchedule({}, noJitter)
    s.observe({ observedAt: 1_000, status: 'running', progress: 0, updatedAt: 500 })
    s.observe({ observedAt: 11_000, status: 'running', progress: 10, updatedAt: 500 })
    s.observe({ observedAt: 21_000, status: 'running', progress: 20, updatedAt: 500 })
    expect(s.estimates()).toEqual([101_000])
  })

  it('goes by the polls when updatedAt puts a change before a poll that did not see it', () => {
    const s = new PollSchedule({}, noJitter)
    s.observe({ observedAt: 1_000, status: 'running', progress: 0, updatedAt: 1_000 })
    s.observe({ observedAt: 2_000, status: 'running', progress: 1, updatedAt: 1_200 })
    // 2 % was not there at 2 s, so 1.3 s is not when it came (a heartbeat, a write of another field)
    s.observe({ observedAt: 3_000, status: 'running', progress: 2, updatedAt: 1_300 })
    expect(s.estimates()).toEqual([101_000])
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
