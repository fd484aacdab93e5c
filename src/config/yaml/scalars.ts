// How a value is written as YAML source so that every reader gets the same string back:
// YAML 1.2 and YAML 1.1 (Helm) disagree on `yes`, `1.10`, `0777` and dates, so a plain
// scalar is used only when both read it as the same string; `version` is always quoted.
import { isScalar, parse as parseYamlValue, Scalar, visit } from 'yaml'
import type { Document, Pair, YAMLMap } from 'yaml'

/** Whether `s` reads as the same string in YAML 1.2 and in YAML 1.1. */
function bothRead(source: string, value: unknown): boolean {
  try {
    for (const version of ['1.2', '1.1'] as const) {
      const read: unknown = parseYamlValue(source, { version })
      if (read !== value) return false
    }
    return true
  } catch {
    return false
  }
}

/** Whether `s` can be written as a plain scalar and read back as the same string. */
export function plainRoundTrips(s: string, inFlow: boolean): boolean {
  if (s === '' || s !== s.trim()) return false
  if (/[#\r\n\t]|: /.test(s) || s.endsWith(':')) return false
  // Inside `{…}` or `[…]` the readers disagree on what ends a plain scalar: YAML 1.2 lets
  // `?` and a `:` not followed by a space stand inside one, but libyaml's scanner (PyYAML,
  // and go-yaml v2 and v3, which Helm uses) ends it at `?` and fails on `:` before a flow
  // indicator, and older go-yaml v2 fails on any `:` there. So a flow value with any of them
  // is quoted; `https://…?X-Amz-…` written plain there is unreadable to Helm.
  if (inFlow && /[,[\]{}?:]/.test(s)) return false
  if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(s)) return false
  return bothRead(s, s)
}

/** Whether existing source text already reads as `value` for both readers (no churn). */
export function sourceReadsAs(source: string, value: boolean | string): boolean {
  return bothRead(source, value)
}

/**
 * What Helm (go-yaml, YAML 1.1) reads a plain, untagged scalar as: `no`, `off`, `n` are false
 * there and `yes`, `on`, `y` true, where the YAML 1.2 reader sees strings. Undefined for any
 * other scalar, which both read alike.
 */
export function yaml11Reading(node: unknown, text: string): { value: unknown } | undefined {
  if (!isScalar(node) || node.type !== Scalar.PLAIN || node.tag || !node.range) return undefined
  if (typeof node.value !== 'string') return undefined
  return { value: parseYamlValue(text.slice(node.range[0], node.range[1]), { version: '1.1' }) }
}

export function doubleQuoted(s: string): string {
  return JSON.stringify(s)
}

function singleQuoted(s: string): string {
  return `'${s.replace(/'/g, "''")}'`
}

/**
 * How a new value is quoted: single where the file single-quotes every quoted value that
 * single quotes can hold (Prettier with singleQuote: true writes a file so, and yamllint's
 * quoted-strings rule with quote-type: single holds it to that), else double. A value holding
 * `'` is double-quoted either way, as Prettier writes it.
 */
export function detectQuote(docs: Document.Parsed[], text: string): (s: string) => string {
  let single = 0
  let double = 0
  for (const doc of docs) {
    visit(doc, {
      Scalar(_, node) {
        if (node.type === Scalar.QUOTE_SINGLE) single++
        else if (node.type === Scalar.QUOTE_DOUBLE && node.range) {
          if (!/['\\]/.test(text.slice(node.range[0], node.range[1]))) double++
        }
      }
    })
  }
  if (single === 0 || double > 0) return doubleQuoted
  return s => (s.includes("'") ? doubleQuoted(s) : singleQuoted(s))
}

/**
 * New source text for a field's value, in the style of the scalar it replaces when that style
 * can hold it, else quoted by `quote` (the file's style). `version` is always quoted: an
 * unquoted `2024-06-01` is a timestamp to Helm.
 */
export function scalarSource(
  field: string,
  value: boolean | string,
  existing: Scalar | undefined,
  inFlow: boolean,
  quote: (s: string) => string = doubleQuoted
): string {
  if (typeof value === 'boolean') return String(value)
  switch (existing?.type) {
    case Scalar.QUOTE_SINGLE:
      return singleQuoted(value)
    case Scalar.QUOTE_DOUBLE:
      return doubleQuoted(value)
    case Scalar.PLAIN:
      if (field !== 'version' && plainRoundTrips(value, inFlow)) return value
      return quote(value)
    default:
      return quote(value)
  }
}

export function yamlKey(key: string): string {
  return plainRoundTrips(key, true) ? key : doubleQuoted(key)
}

/**
 * How keys added to `map` are written: quoted as its own keys all are (`"staticExport":` in a
 * file written as JSON, or with every key quoted), else plain where every reader reads the
 * plain key as the same string.
 */
export function keyWriterFor(map: YAMLMap | null): (key: string) => string {
  const types = new Set(
    ((map?.items ?? []) as Pair[]).map(p => (isScalar(p.key) ? p.key.type : undefined))
  )
  if (types.size === 1 && types.has(Scalar.QUOTE_DOUBLE)) return doubleQuoted
  if (types.size === 1 && types.has(Scalar.QUOTE_SINGLE)) return singleQuoted
  return yamlKey
}
