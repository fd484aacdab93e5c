// JSON configs: tfvars.json, ARM and CloudFormation templates, package-like settings files.
// One document; no comments, so no record (a renewal reads the job from the link instead).
import { selectorMatches, describeSelector, type DocumentSelector } from '../document-selector.js'
import { ConfigEditError } from '../errors.js'
import type { BlockRead, ConfigFormatHandler, Field } from '../format.js'
import { caseMismatch } from '../key.js'
import {
  applySplices,
  hasLineBreak,
  lineColumn,
  lineIndent,
  lineStart,
  newlineAt,
  restOfLine,
  startsLine,
  type Splice
} from '../text.js'
import type { DocumentInfo, StaticExportUpdate } from '../types.js'
import { blockJson, inlineJson, inlineMember, spacingOf, type Spacing } from './layout.js'
import { parseJsonWithRanges, type JsonObject, type JsonValue } from './scanner.js'

/** Prettier's default print width, past which it breaks an object over lines. */
const PRINT_WIDTH = 80

interface JsonWalk {
  object: JsonObject
  /** The object that holds `object`; none for the top level. */
  container?: JsonObject
  depth: number
  /** The path's last existing member holds `null` (or, before its end, `{}` counts as an object). */
  nullMember?: { value: JsonValue; parent: JsonObject }
}

function pathName(path: string[], n: number): string {
  return path.slice(0, n).join('.')
}

function walkJson(root: JsonValue, path: string[], text: string): JsonWalk {
  if (root.kind !== 'object') {
    throw new ConfigEditError(
      `the file's top level is not an object, so it cannot hold ${path.join('.')}`
    )
  }
  let object = root
  let container: JsonObject | undefined
  for (let i = 0; i < path.length; i++) {
    const found = object.members.filter(m => m.key === path[i])
    if (found.length > 1) {
      throw new ConfigEditError(
        `the key ${pathName(path, i + 1)} appears ${found.length} times; remove the duplicates`
      )
    }
    const member = found[0]
    if (!member) {
      // A key's line is counted only when it is named: counting it for every key of a large
      // object read the text up to each key, minutes for a 1 MiB object of 50,000 keys.
      const keys = object.members.map(m => ({
        key: m.key,
        get line(): number {
          return lineColumn(text, m.keyStart).line
        }
      }))
      const otherCase = caseMismatch(path, i, keys)
      if (otherCase) throw new ConfigEditError(otherCase)
      return { object, ...(container ? { container } : {}), depth: i }
    }
    if (member.value.kind === 'scalar' && member.value.value === null) {
      return { object, depth: i + 1, nullMember: { value: member.value, parent: object } }
    }
    if (member.value.kind !== 'object') {
      const what =
        member.value.kind === 'array'
          ? 'an array'
          : `a ${typeof member.value.value} (${quoteSource(text, member.value)})`
      throw new ConfigEditError(
        `${pathName(path, i + 1)} is ${what}, not an object, so it cannot hold ${path.slice(i + 1).join('.') || 'the static export fields (enabled, bundleUrl, version)'}`
      )
    }
    container = object
    object = member.value
  }
  return { object, ...(container ? { container } : {}), depth: path.length }
}

/**
 * A value as the file writes it, cut short: JSON.stringify of the parsed value showed 1e400 as
 * `null`, and a long string (a whole link pasted as the block) in full.
 */
function quoteSource(text: string, value: JsonValue): string {
  const source = text.slice(value.start, value.end)
  return source.length > 60 ? `${source.slice(0, 50)}…` : source
}

function documentInfo(root: JsonValue, text: string): DocumentInfo & { apiVersion?: string } {
  const info: DocumentInfo & { apiVersion?: string } = { index: 1 }
  if (root.kind !== 'object') return info
  const data = JSON.parse(text.slice(root.start, root.end)) as Record<string, unknown>
  const meta = (data.metadata ?? {}) as Record<string, unknown>
  if (typeof data.kind === 'string') info.kind = data.kind
  if (typeof data.apiVersion === 'string') info.apiVersion = data.apiVersion
  if (typeof meta.name === 'string') info.name = meta.name
  if (typeof meta.namespace === 'string') info.namespace = meta.namespace
  return info
}

function parseSelected(text: string, selector?: DocumentSelector): JsonValue {
  const root = parseJsonWithRanges(text)
  if (selector && !selectorMatches(selector, documentInfo(root, text))) {
    throw new ConfigEditError(
      `${describeSelector(selector)} does not match this JSON file, which is one document (#1)`
    )
  }
  return root
}

function read(text: string, path: string[], selector?: DocumentSelector): BlockRead | undefined {
  const walk = walkJson(parseSelected(text, selector), path, text)
  if (walk.depth < path.length) return undefined
  if (walk.nullMember) return { block: {} }
  return {
    block: JSON.parse(text.slice(walk.object.start, walk.object.end)) as Record<string, unknown>
  }
}

function detectIndent(text: string): string {
  const m = /[\r\n]([ \t]+)\S/.exec(text)
  if (!m) return '  '
  return m[1]!.startsWith('\t') ? '\t' : m[1]!
}

function edit(
  text: string,
  path: string[],
  update: StaticExportUpdate,
  fields: Field[]
): { text: string; document: number } {
  const root = parseSelected(text, update.document)
  const walk = walkJson(root, path, text)
  const unit = detectIndent(text)
  const splices: Splice[] = []
  const nested = (from: number): unknown => {
    let inner: unknown = Object.fromEntries(fields)
    for (let i = path.length - 1; i >= from; i--) inner = { [path[i]!]: inner }
    return inner
  }
  if (walk.nullMember) {
    // `"staticExport": null` (or a parent on the path that is null) becomes the object.
    const { value, parent } = walk.nullMember
    const multiline = hasLineBreak(text.slice(parent.start, parent.end))
    const spacing = spacingOf(text, root, parent)
    const newline = newlineAt(text, value.start) + lineIndent(text, value.start)
    const body = multiline
      ? blockJson(nested(walk.depth), unit, newline, spacing)
      : inlineJson(nested(walk.depth), spacing)
    splices.push({ start: value.start, end: value.end, text: body })
    return { text: applySplices(text, splices), document: 0 }
  }
  let pending: Array<[string, unknown]>
  if (walk.depth === path.length) {
    pending = []
    for (const [field, value] of fields) {
      const found = walk.object.members.filter(m => m.key === field)
      if (found.length > 1) {
        throw new ConfigEditError(
          `the key ${field} appears ${found.length} times in the block; remove the duplicates`
        )
      }
      const member = found[0]
      if (!member) {
        pending.push([field, value])
        continue
      }
      if (member.value.kind !== 'scalar') {
        throw new ConfigEditError(
          `${path.join('.')}.${field} is an ${member.value.kind}; it must be a single value`
        )
      }
      if (member.value.value === value) continue
      splices.push({
        start: member.value.start,
        end: member.value.end,
        text: JSON.stringify(value)
      })
    }
  } else {
    pending = [[path[walk.depth]!, nested(walk.depth + 1)]]
  }
  if (pending.length > 0) {
    const spacing = spacingOf(text, root, walk.object)
    splices.push(insertion(text, walk.object, walk.container, pending, unit, spacing))
  }
  return { text: brokenIfTooLong(applySplices(text, splices), path, unit), document: 0 }
}

/**
 * The edited text with the block broken over lines when it is a one-line object in a
 * multi-line object and the link has made its line longer than Prettier's print width:
 * Prettier breaks such an object, so left on one line it failed `prettier --check`. Each member
 * keeps its source; a block inside another one-line object is left as it is (breaking it
 * would rewrite lines outside the block).
 */
function brokenIfTooLong(text: string, path: string[], unit: string): string {
  const { object, container } = walkJson(parseJsonWithRanges(text), path, text)
  const source = text.slice(object.start, object.end)
  if (!container || object.members.length === 0 || hasLineBreak(source)) return text
  if (!hasLineBreak(text.slice(container.start, container.end))) return text
  if (restOfLine(text, lineStart(text, object.start)).length <= PRINT_WIDTH) return text
  const indent = lineIndent(text, object.start)
  const nl = newlineAt(text, object.start)
  const members = object.members.map(m => indent + unit + text.slice(m.keyStart, m.value.end))
  const body = `{${nl}${members.join(`,${nl}`)}${nl}${indent}}`
  return applySplices(text, [{ start: object.start, end: object.end, text: body }])
}

function insertion(
  text: string,
  object: JsonObject,
  container: JsonObject | undefined,
  members: Array<[string, unknown]>,
  unit: string,
  spacing: Spacing
): Splice {
  // An empty object (`{}`) shows no layout of its own: the object around it decides, as it does
  // for a `null` block, so `"docs": {"staticExport": {}}` inside a pretty file stays on one line.
  const around = object.members.length > 0 ? object : container
  const multiline = around
    ? hasLineBreak(text.slice(around.start, around.end))
    : hasLineBreak(text.trim())
  if (!multiline) {
    // A one-line object stays on one line.
    const entries = members.map(([k, v]) => inlineMember(k, v, spacing)).join(`,${spacing.comma}`)
    const last = object.members[object.members.length - 1]
    if (!last) return { start: object.start + 1, end: object.start + 1, text: entries }
    return { start: last.value.end, end: last.value.end, text: `,${spacing.comma}${entries}` }
  }
  // New members line up with the last member that starts its own line: the first may share
  // the brace's line (`{ "name": "docs",`), whose indentation is the brace's, not a member's.
  const model = object.members.findLast(m => startsLine(text, m.keyStart))
  const nl = newlineAt(text, model?.keyStart ?? object.members[0]?.keyStart ?? object.start)
  const closingIndent = lineIndent(text, object.start)
  const memberIndent = model ? lineIndent(text, model.keyStart) : closingIndent + unit
  const render = (k: string, v: unknown): string =>
    `${memberIndent}${JSON.stringify(k)}:${spacing.colon}${blockJson(v, unit, nl + memberIndent, spacing)}`
  const entries = members.map(([k, v]) => render(k, v)).join(',' + nl)
  if (object.members.length === 0) {
    return { start: object.start, end: object.end, text: `{${nl}${entries}${nl}${closingIndent}}` }
  }
  const last = object.members[object.members.length - 1]!
  return { start: last.value.end, end: last.value.end, text: `,${nl}${entries}` }
}

export const jsonFormat: ConfigFormatHandler = {
  name: 'json',
  matches: path => /\.json$/i.test(path),
  edit,
  read,
  readings: text => [{ name: 'JSON', documents: [JSON.parse(text)] }]
}
