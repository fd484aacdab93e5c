// What a timestamp from the platform is. The spec says only "timestamp" for `expiresAt`; the
// reference says ISO 8601. Servers write that in several legal forms: `Z` or `z`, an offset with
// or without its colon (`+02:00`, `+0200`, `+02`), seconds or none, a fraction of any length
// after `.` or `,`, `T`, `t` or a space between date and time, and the basic form without
// separators (`20261122T100000Z`, as SigV4's X-Amz-Date writes it). All are read here, to the
// millisecond, and handed on as one form (`toISOString`), so every later step (outputs, the
// config's record, renewal) reads the same text. A time without a zone names no instant, and
// guessing the runner's zone would move an expiry by hours: it is never read as one on its own
// (parseZonelessTimestamp only compares it with an instant stated elsewhere).

/**
 * Date, separator, hours and minutes, optional seconds and fraction, then the zone: the
 * extended forms of ISO 8601 (and RFC 3339), with the offset's colon optional.
 */
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)$/
/** The basic form: the same fields without the date's `-` and the time's `:` (and `T` required). */
const ISO_8601_BASIC =
  /^(\d{4})(\d{2})(\d{2})[Tt](\d{2})(\d{2})(?:(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2})(\d{2})?)$/

/** The instant `text` names, in ms since the epoch, or undefined when it is not ISO 8601 with a zone. */
export function parseTimestamp(text: string): number | undefined {
  const m = ISO_8601.exec(text) ?? ISO_8601_BASIC.exec(text)
  if (!m) return undefined
  const [, y, mo, d, h, mi, s = '0', fraction = '', utc, sign, oh = '0', om = '0'] = m
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const hour = Number(h)
  const minute = Number(mi)
  const second = Number(s)
  // Calendar and clock fields in range (Date.UTC would roll 30 February into March); a leap
  // second (60) is the last moment of its minute.
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined
  if (hour > 23 || minute > 59 || second > 60) return undefined
  if (!utc && (Number(oh) > 23 || Number(om) > 59)) return undefined
  // Digits past the millisecond are dropped (not rounded up into the next second).
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'))
  const local = Date.UTC(year, month - 1, day, hour, minute, Math.min(second, 59), ms)
  const offset = utc ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) * 60_000
  return local - offset
}

/**
 * The instant a zoneless ISO 8601 time (a local time: `2026-11-22T10:00:00`) names when read in
 * UTC, or undefined when `text` is not one. Only for comparing it with an instant named
 * elsewhere: on its own it names none.
 */
export function parseZonelessTimestamp(text: string): number | undefined {
  if (parseTimestamp(text) !== undefined || /[Zz]$/.test(text)) return undefined
  return parseTimestamp(`${text}Z`)
}

/** The most a wall time is off UTC in any zone (UTC-12 to UTC+14). */
export const MAX_ZONE_OFFSET_MS = 14 * 3_600_000

/** `text` as `2026-11-22T10:00:00.000Z`, or undefined when it is not ISO 8601 with a zone. */
export function normalizeTimestamp(text: string): string | undefined {
  const ms = parseTimestamp(text)
  return ms === undefined || !Number.isFinite(ms) ? undefined : new Date(ms).toISOString()
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}
