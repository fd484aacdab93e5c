// What a timestamp from the platform is: every ISO 8601 form with a zone, one instant each.
import { normalizeTimestamp, parseTimestamp } from '../../src/rules/timestamp.js'

describe('normalizeTimestamp', () => {
  it.each([
    ['2026-11-22T10:00:00Z', '2026-11-22T10:00:00.000Z'],
    ['2026-11-22T10:00:00.5Z', '2026-11-22T10:00:00.500Z'],
    ['2026-11-22T10:00:00,25Z', '2026-11-22T10:00:00.250Z'],
    ['2026-11-22T10:00:00.123456789Z', '2026-11-22T10:00:00.123Z'],
    ['2026-11-22t10:00:00z', '2026-11-22T10:00:00.000Z'],
    ['2026-11-22 10:00:00Z', '2026-11-22T10:00:00.000Z'],
    ['2026-11-22T10:00Z', '2026-11-22T10:00:00.000Z'],
    ['2026-11-22T12:00:00+02:00', '2026-11-22T10:00:00.000Z'],
    ['2026-11-22T12:00:00+0200', '2026-11-22T10:00:00.000Z'],
    ['2026-11-22T12:00:00+02', '2026-11-22T10:00:00.000Z'],
    ['2026-11-22T04:30:00-05:30', '2026-11-22T10:00:00.000Z'],
    ['2026-11-23T00:30:00+14:30', '2026-11-22T10:00:00.000Z'],
    ['2024-02-29T10:00:00Z', '2024-02-29T10:00:00.000Z'],
    ['2026-11-22T10:00:00.29Z', '2026-11-22T10:00:00.290Z'],
    ['2026-11-22T10:00:00.1234567890123Z', '2026-11-22T10:00:00.123Z'],
    ['2026-11-22T10:00:59.9999999Z', '2026-11-22T10:00:59.999Z'],
    // The basic form (no separators), as SigV4's X-Amz-Date writes it.
    ['20261122T100000Z', '2026-11-22T10:00:00.000Z'],
    ['20261122T1000Z', '2026-11-22T10:00:00.000Z'],
    ['20261122T120000.5+0200', '2026-11-22T10:00:00.500Z'],
    ['20261122T120000+02', '2026-11-22T10:00:00.000Z']
  ])('%s is %s', (text, iso) => {
    expect(normalizeTimestamp(text)).toBe(iso)
  })

  it.each([
    ['no zone', '2026-11-22T10:00:00'],
    ['a date alone', '2026-11-22'],
    ['a number', '1'],
    ['30 February', '2026-02-30T10:00:00Z'],
    ['29 February of a common year', '2026-02-29T10:00:00Z'],
    ['hour 24', '2026-11-22T24:00:00Z'],
    ['an offset of 24 hours', '2026-11-22T10:00:00+24:00'],
    ['an RFC 1123 date', 'Sun, 22 Nov 2026 10:00:00 GMT'],
    ['trailing text', '2026-11-22T10:00:00Z junk'],
    ['the basic form without a zone', '20261122T100000'],
    ['the basic form without T', '20261122100000Z'],
    ['basic and extended mixed', '2026-11-22T100000Z'],
    ['an empty fraction', '2026-11-22T10:00:00.Z']
  ])('refuses %s', (_name, text) => {
    expect(parseTimestamp(text)).toBeUndefined()
    expect(normalizeTimestamp(text)).toBeUndefined()
  })
})
