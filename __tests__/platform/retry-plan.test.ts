import { describe, expect, it } from '@jest/globals'
import { nextTry, type RetryPlan } from '../../src/platform/retry-plan.js'

const plan: RetryPlan = {
  attempts: 3,
  deadlineAt: 10_000,
  backoff: { initialMs: 1_000, factor: 2, maxMs: 8_000 },
  random: () => 0.5
}

describe('nextTry', () => {
  it('waits backoff with full jitter, growing per try', () => {
    expect(nextTry(plan, 1, undefined, 0)).toEqual({ wait: 500 })
    expect(nextTry(plan, 2, undefined, 0)).toEqual({ wait: 1_000 })
  })

  it('stops when the attempts are spent, whatever the time left', () => {
    expect(nextTry(plan, 3, undefined, 0)).toEqual({ stop: 'attempts' })
    expect(nextTry(plan, 3, 0, 0)).toEqual({ stop: 'attempts' })
  })

  it("waits the server's Retry-After instead of backoff", () => {
    expect(nextTry(plan, 1, 4_000, 0)).toEqual({ wait: 4_000 })
    expect(nextTry(plan, 1, 0, 0)).toEqual({ wait: 0 })
  })

  it('stops when the wait would end at the deadline or past it, saying what was asked', () => {
    expect(nextTry(plan, 1, 4_000, 5_999)).toEqual({ wait: 4_000 })
    expect(nextTry(plan, 1, 4_000, 6_000)).toEqual({ stop: 'deadline', wait: 4_000, asked: 4_000 })
    expect(nextTry(plan, 2, undefined, 9_500)).toEqual({ stop: 'deadline', wait: 1_000 })
  })

  it('waits a Retry-After over maxRetryAfterMs only that long', () => {
    const capped = { ...plan, deadlineAt: 10_000_000, maxRetryAfterMs: 120_000 }
    expect(nextTry(capped, 1, 3_600_000, 0)).toEqual({ wait: 120_000 })
    expect(nextTry(capped, 1, 3_600_000, 9_900_000)).toEqual({
      stop: 'deadline',
      wait: 120_000,
      asked: 3_600_000
    })
  })
})
