// The text of what the block lacks, and where it goes: new keys written as block lines or as
// flow entries, in the file's own key quoting, value quoting, indent and comment spacing, and the
// splices that insert them (after a mapping's last pair and the comments that belong to it, at a
// line start, or into a flow mapping). Apart from the edit of what exists (edit.ts), which calls
// this wherever a key, the block or the path to it is missing.
import type { Node as YamlNode, Pair, YAMLMap } from 'yaml'
import { ConfigEditError } from '../errors.js'
import type { Field } from '../format.js'
import {
  afterLine,
  hasLineBreak,
  lacksFinalNewline,
  lineIndent,
  lineStart,
  newlineAt,
  restOfLine,
  startsLine,
  type Splice
} from '../text.js'
import { afterTrailingComments, columnOf } from './layout.js'
import { scalarSource } from './scalars.js'

/** How a new key and its value are written, as the file writes its own. */
export interface KeyWriters {
  /** How a new key is written: in the quoting of the keys of the mapping that receives it. */
  writeKey: (key: string) => string
  /** How a new value is quoted: as the file quotes its values (scalars.ts). */
  quote: (s: string) => string
}

/** How new block lines are written: keys and values, indent, and the record beside bundleUrl. */
export interface NewKeyWriters extends KeyWriters {
  /** The record comment to write beside bundleUrl (record.ts), or undefined for none. */
  comment: string | undefined
  /** The blanks before a new record comment, as the file spaces its comments. */
  gap: string
  /** The file's indent step, in columns. */
  unit: number
}

/** New lines at a line start `at`; at the end of a file without a final newline, none is added. */
export function insertLines(text: string, at: number, lines: string[]): Splice {
  const nl = newlineAt(text, at)
  if (at === text.length && lacksFinalNewline(text)) {
    return { start: at, end: at, text: nl + lines.join(nl) }
  }
  return { start: at, end: at, text: lines.join(nl) + nl }
}

export function insertAfterLastPair(text: string, map: YAMLMap, lines: string[]): Splice {
  const last = map.items[map.items.length - 1] as Pair
  const lastNode = (last.value ?? last.key) as YamlNode
  // range[1] is where the value's own text ends (before a trailing comment); the new lines go
  // after that line so a comment on it stays with it, and after the comment lines that follow
  // it inside the mapping (see afterTrailingComments).
  const column = columnOf(text, map.items[0]!.key as YamlNode)
  // A block sequence whose last item ends in a comment line has its range end past the next
  // line's indentation (`      # filters: []` then `  tls:`): read from there, that next key's
  // line would be the value's, and the new lines would land after it, in its mapping.
  let end = lastNode.range![1]
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--
  const at = afterTrailingComments(text, afterLine(text, end), column)
  // A new key in a mapping whose keys are set apart by blank lines gets one too.
  const keyLine = lineStart(text, (last.key as YamlNode).range![0])
  const lineBefore = keyLine > 0 ? text.slice(lineStart(text, keyLine - 1), keyLine) : 'x'
  const spaced = lines.length > 1 && lineBefore.trim() === ''
  return insertLines(text, at, spaced ? ['', ...lines] : lines)
}

export function blockLines(
  ctx: NewKeyWriters,
  missing: string[],
  fields: Field[],
  indent: number
): string[] {
  const lines: string[] = []
  let level = indent
  for (const segment of missing) {
    lines.push(`${' '.repeat(level)}${ctx.writeKey(segment)}:`)
    level += ctx.unit
  }
  for (const [k, v] of fields) {
    const line = `${' '.repeat(level)}${ctx.writeKey(k)}: ${scalarSource(k, v, undefined, false, ctx.quote)}`
    lines.push(k === 'bundleUrl' && ctx.comment ? `${line}${ctx.gap}${ctx.comment}` : line)
  }
  return lines
}

export function flowPair(
  ctx: KeyWriters,
  key: string,
  value: boolean | string,
  raw = false
): string {
  const src = raw ? (value as string) : scalarSource(key, value, undefined, true, ctx.quote)
  return `${ctx.writeKey(key)}: ${src}`
}

/**
 * How a flow mapping written over several lines (a values.yaml written as JSON, as some tools
 * emit it, or `key: {` then a member a line) lays out its members: each on a line of its own,
 * at the indentation of the last member that starts its own line. New members and the mappings
 * nested in them are written the same way, as the JSON editor writes into the same text.
 */
export interface FlowLines {
  /** The line break and the indentation a member of this mapping starts after. */
  newline: string
  /** One step deeper, for the members of a mapping nested in it. */
  step: string
}

/**
 * The layout of `map`'s members when it is a flow mapping over several lines; undefined for one
 * on one line (new members then go on the last member's line). New members line up with the
 * last member that starts its own line, one step (its indentation past the `{` line's, else the
 * file's step of `unit` columns) in from the `{` line when none does (`{"a": 1, "b": 2` then
 * `}`), as the JSON editor lines them up.
 */
export function flowLines(text: string, map: YAMLMap, unit: number): FlowLines | undefined {
  const range = (map as unknown as YamlNode).range
  if (!range || !hasLineBreak(text.slice(range[0], range[1]))) return undefined
  const keys = (map.items as Pair[]).map(p => (p.key as YamlNode | null)?.range?.[0])
  // Only blanks before the key (a key after an anchor or a tag does not count: telling one
  // reads its whole line, and a mapping with many members on one long line made that quadratic).
  const model = keys.findLast(start => start !== undefined && startsLine(text, start))
  const brace = lineIndent(text, range[0])
  if (model === undefined) {
    const step = ' '.repeat(unit)
    return { newline: newlineAt(text, keys[0] ?? range[0]) + brace + step, step }
  }
  const indent = lineIndent(text, model)
  const step =
    indent.length > brace.length && indent.startsWith(brace)
      ? indent.slice(brace.length)
      : ' '.repeat(unit)
  return { newline: newlineAt(text, model) + indent, step }
}

/** A flow mapping of `entries`: on one line, or laid out over lines after `lines.newline`. */
function flowMapping(entries: string[], lines: FlowLines | undefined): string {
  if (!lines) return `{${entries.join(', ')}}`
  const inner = lines.newline + lines.step
  return `{${inner}${entries.join(`,${inner}`)}${lines.newline}}`
}

/**
 * `{enabled: true, bundleUrl: "…"}`, nested in the missing keys: on one line, or over lines
 * when `lines` says how the line of its key starts (a mapping over several lines holds it).
 */
export function flowValue(
  ctx: KeyWriters,
  missing: string[],
  fields: Field[],
  lines?: FlowLines
): string {
  const members = fields.map(([k, v]) => flowPair(ctx, k, v))
  const build = (depth: number, at: FlowLines | undefined): string => {
    if (depth === missing.length) return flowMapping(members, at)
    const inner = at && { newline: at.newline + at.step, step: at.step }
    return flowMapping([`${ctx.writeKey(missing[depth]!)}: ${build(depth + 1, inner)}`], at)
  }
  return build(0, lines)
}

/**
 * Adds the entries as the last members of a flow mapping. In a mapping on one line they go
 * right after the last member's value, so that a comment or a trailing comma after it stays
 * intact. In one over several lines each goes on a line of its own after the last member's
 * line (its comment and trailing comma stay on it; the comma it needs now is added after its
 * value, and the new last member gets one when the file ends its last member with one). The
 * entries are written for that layout: `entries(lines)`.
 */
export function flowInsertion(
  text: string,
  map: YAMLMap,
  unit: number,
  entries: (lines: FlowLines | undefined) => string[]
): Splice[] {
  if (map.items.length === 0) {
    const open = text.indexOf('{', (map as unknown as YamlNode).range![0])
    if (open < 0) throw new ConfigEditError('could not find the start of a flow mapping')
    return [{ start: open + 1, end: open + 1, text: entries(undefined).join(', ') }]
  }
  const last = map.items[map.items.length - 1] as Pair
  const node = (last.value ?? last.key) as YamlNode
  const end = node.range![1]
  const lines = flowLines(text, map, unit)
  if (!lines) return [{ start: end, end, text: `, ${entries(undefined).join(', ')}` }]
  const added = entries(lines).join(`,${lines.newline}`)
  const rest = restOfLine(text, end)
  const tail = /^[ \t]*(,?)[ \t]*(?:#.*)?$/.exec(rest)
  // Something else follows on the line (the closing brace): the members go before it.
  if (!tail) return [{ start: end, end, text: `,${lines.newline}${added}` }]
  const comma = tail[1] === ','
  const lineEnd = end + rest.length
  return [
    ...(comma ? [] : [{ start: end, end, text: ',' }]),
    { start: lineEnd, end: lineEnd, text: `${lines.newline}${added}${comma ? ',' : ''}` }
  ]
}
