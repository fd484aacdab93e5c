// How new JSON is written into a file: spaced the way the file spaces its own members, so that
// the added lines read like the lines around them. Minified JSON (`{"a":1,"b":2}`, as jq -c and
// JSON.stringify write it) gets no blanks, Windows PowerShell's ConvertTo-Json (`"a":  1`) its
// two, and everything else the usual `"a": 1, "b": 2`.
import type { JsonObject, JsonValue } from './scanner.js'

export interface Spacing {
  /** What follows a member's colon. */
  colon: string
  /** What follows a comma between members on one line. */
  comma: string
}

const USUAL: Spacing = { colon: ' ', comma: ' ' }

/** A gap between two tokens, when it is blanks on one line (a line break tells nothing). */
function blanks(gap: string): string | undefined {
  return /^[ \t]*$/.test(gap) ? gap : undefined
}

/** The gaps of one object's members, as far as it shows them. */
function gapsOf(text: string, object: JsonObject): Partial<Spacing> {
  const found: Partial<Spacing> = {}
  object.members.forEach((member, i) => {
    if (found.colon === undefined) {
      const colon = text.lastIndexOf(':', member.value.start)
      found.colon = blanks(text.slice(colon + 1, member.value.start))
    }
    const next = object.members[i + 1]
    if (found.comma === undefined && next) {
      const comma = text.indexOf(',', member.value.end)
      found.comma = blanks(text.slice(comma + 1, next.keyStart))
    }
  })
  return found
}

/**
 * The spacing for members added to `near`: its own members' where they show it, else the first
 * the rest of the file shows (an empty object or a one-member one takes the file's), else the
 * usual.
 */
export function spacingOf(text: string, root: JsonValue, near: JsonObject): Spacing {
  const spacing: Partial<Spacing> = gapsOf(text, near)
  const visit = (value: JsonValue): boolean => {
    if (value.kind !== 'object') return false
    const gaps = gapsOf(text, value)
    spacing.colon ??= gaps.colon
    spacing.comma ??= gaps.comma
    if (spacing.colon !== undefined && spacing.comma !== undefined) return true
    return value.members.some(m => visit(m.value))
  }
  if (spacing.colon === undefined || spacing.comma === undefined) visit(root)
  return { colon: spacing.colon ?? USUAL.colon, comma: spacing.comma ?? USUAL.comma }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** A member `"key": value` on one line. */
export function inlineMember(key: string, value: unknown, spacing: Spacing): string {
  return `${JSON.stringify(key)}:${spacing.colon}${inlineJson(value, spacing)}`
}

/** A value on one line. */
export function inlineJson(value: unknown, spacing: Spacing): string {
  if (!isObject(value)) return JSON.stringify(value)
  const entries = Object.entries(value).map(([k, v]) => inlineMember(k, v, spacing))
  return `{${entries.join(`,${spacing.comma}`)}}`
}

/**
 * A value over several lines, as JSON.stringify(value, null, unit) writes it but with the file's
 * colon spacing; `newline` is the line break plus the indentation of the line it starts on.
 */
export function blockJson(value: unknown, unit: string, newline: string, spacing: Spacing): string {
  if (!isObject(value) || Object.keys(value).length === 0) return JSON.stringify(value)
  const inner = newline + unit
  const entries = Object.entries(value).map(
    ([k, v]) => `${JSON.stringify(k)}:${spacing.colon}${blockJson(v, unit, inner, spacing)}`
  )
  return `{${inner}${entries.join(`,${inner}`)}${newline}}`
}
