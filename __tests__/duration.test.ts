import { formatDuration, parseDuration } from '../src/duration.js'

describe('parseDuration', () => {
  it.each([
    ['90s', 90_000],
    ['20m', 1_200_000],
    ['1h', 3_600_000],
    ['1h30m', 5_400_000],
    ['1h 30m', 5_400_000],
    ['7d', 604_800_000],
    ['500ms', 500],
    ['1.5h', 5_400_000],
    [' 30M ', 1_800_000]
  ])('%s is %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms)
  })

  it.each(['', '90', 'm', '10 minutes', '1h-5m', '-5m', 'abc', '5x'])('refuses %j', text => {
    expect(parseDuration(text)).toBeUndefined()
  })
})

describe('formatDuration', () => {
  it.each([
    [45_000, '45s'],
    [1_200_000, '20m'],
    [3_900_000, '1h 5m'],
    [187_200_000, '2d 4h'],
    [-90_000, '-1m 30s']
  ])('%d ms is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })
})
