// Writes the static export block (`enabled`, `bundleUrl`, `version`) into a deployment's
// config file and reads it back. Pure text in, text out: no file system, no network.
//
// The edit is surgical. Re-serialising a YAML document re-spaces comments and re-quotes
// values, so instead the file is parsed only to find the source offsets of the values to
// change, and new text is spliced into the original string at those offsets. Every other
// byte (comments, blank lines, quoting, anchors, other documents, CRLF, BOM) stays as it was.
// The result is parsed again and compared with the intended values before it is returned.
import {
  Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parse as parseYamlValue,
  parseAllDocuments,
  parseDocument,
  Scalar,
  YAMLMap
} from 'yaml'
import type { Node as YamlNode, Pair } from 'yaml'
import { parseBundleLink } from './links.js'
import { jobIdProblem } from './rules/job-id.js'

/** Config files larger than this are refused: a deployment config is never that big. */
export const MAX_CONFIG_BYTES = 1024 * 1024

export const DEFAULT_CONFIG_KEY = 'staticExport'

export type ConfigFormat = 'yaml' | 'json'

export interface StaticExportUpdate {
  /** Dotted path of the block, default `staticExport`. */
  key?: string
  bundleUrl: string
  version?: string
  /**
   * What this run did, recorded as a comment beside `bundleUrl` in YAML so that a later
   * renewal run can find the job and the link's expiry from the config alone. JSON has no
   * comments; there the presigned link itself is parsed instead.
   */
  record?: { jobId: string; expiresAt: string }
}

export interface StaticExportValues {
  enabled?: unknown
  bundleUrl?: string
  version?: string
  /** From the recorded comment, else from the presigned link. */
  jobId?: string
  /** ISO 8601, from the recorded comment, else from the presigned link's query. */
  expiresAt?: string
}

export interface EditResult {
  text: string
  changed: boolean
}

/** A config that cannot be edited safely; the message names the file's problem and the fix. */
export class ConfigEditError extends Error {
  override name = 'ConfigEditError'
}

/** Picks the format from a file name: `.json` is JSON, anything else YAML. */
export function detectConfigFormat(path: string): ConfigFormat {
  return /\.json$/i.test(path) ? 'json' : 'yaml'
}

export { checkConfigPath } from './config-path.js'

function keySegments(key: string): string[] {
  const segments = key.split('.')
  if (segments.some(s => s.trim() === '')) {
    throw new ConfigEditError(`config-key "${key}" has an empty segment; write it like a.b.c`)
  }
  return segments
}

// ---------------------------------------------------------------------------------------
// Links: job id and expiry from an S3-style presigned URL
// ---------------------------------------------------------------------------------------

export { parseBundleLink, type BundleLinkInfo } from './links.js'

// The comment a run leaves beside bundleUrl in YAML. Only comments in exactly this shape are
// ever replaced; a comment the user wrote there is kept.
// The job id is any id jobIdProblem accepts (no line breaks, no outer white space); the greedy
// match up to the last ", expires " makes every such id round-trip.
const RECORD_COMMENT = /^#\s*static-export: job (.+), expires (\S+)\s*$/

export function formatRecordComment(record: { jobId: string; expiresAt: string }): string {
  const problem = jobIdProblem(record.jobId)
  if (problem !== undefined) throw new ConfigEditError(`the job id cannot be recorded: ${problem}`)
  if (!/^[0-9T:.+\-Z]+$/.test(record.expiresAt)) {
    throw new ConfigEditError(`expiry "${record.expiresAt}" is not an ISO 8601 timestamp`)
  }
  return `# static-export: job ${record.jobId}, expires ${record.expiresAt}`
}

export function parseRecordComment(
  comment: string
): { jobId: string; expiresAt: string } | undefined {
  const m = RECORD_COMMENT.exec(comment.trim())
  return m ? { jobId: m[1]!, expiresAt: m[2]! } : undefined
}

// ---------------------------------------------------------------------------------------
// Shared
// ---------------------------------------------------------------------------------------

interface Splice {
  start: number
  end: number
  text: string
}

function applySplices(text: string, splices: Splice[]): string {
  const sorted = [...splices].sort((a, b) => b.start - a.start)
  let out = text
  for (const s of sorted) out = out.slice(0, s.start) + s.text + out.slice(s.end)
  return out
}

function checkSize(text: string): void {
  const bytes = Buffer.byteLength(text, 'utf8')
  if (bytes > MAX_CONFIG_BYTES) {
    throw new ConfigEditError(
      `the config file is ${bytes} bytes, over the ${MAX_CONFIG_BYTES}-byte limit; a deployment config is never that large, so check config-path`
    )
  }
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset)
  const line = before.split('\n').length
  const column = offset - (before.lastIndexOf('\n') + 1) + 1
  return { line, column }
}

function newlineOf(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n'
}

function wanted(update: StaticExportUpdate): Array<[string, boolean | string]> {
  const fields: Array<[string, boolean | string]> = [
    ['enabled', true],
    ['bundleUrl', update.bundleUrl]
  ]
  if (update.version !== undefined) fields.push(['version', update.version])
  return fields
}

function validateUpdate(update: StaticExportUpdate): void {
  if (typeof update.bundleUrl !== 'string' || update.bundleUrl === '') {
    throw new ConfigEditError('bundleUrl is empty')
  }
  if (/[\r\n]/.test(update.bundleUrl)) throw new ConfigEditError('bundleUrl contains a line break')
  if (update.version !== undefined && /[\r\n]/.test(update.version)) {
    throw new ConfigEditError('version contains a line break')
  }
}

function withLinkFallback(values: StaticExportValues): StaticExportValues {
  if (values.bundleUrl !== undefined && (!values.jobId || !values.expiresAt)) {
    const fromLink = parseBundleLink(values.bundleUrl)
    values.jobId ??= fromLink.jobId
    values.expiresAt ??= fromLink.expiresAt
    if (values.jobId === undefined) delete values.jobId
    if (values.expiresAt === undefined) delete values.expiresAt
  }
  return values
}

/**
 * Edits the block at `update.key` (default `staticExport`): `enabled: true`, the new
 * `bundleUrl` and, when given, `version`. Throws ConfigEditError for anything it cannot
 * do safely; the caller then writes nothing.
 */
export function applyStaticExport(
  text: string,
  format: ConfigFormat,
  update: StaticExportUpdate
): EditResult {
  checkSize(text)
  validateUpdate(update)
  const key = update.key ?? DEFAULT_CONFIG_KEY
  const path = keySegments(key)
  const edited = format === 'json' ? editJson(text, path, update) : editYaml(text, path, update)
  verifyEdit(text, edited, format, path, update)
  return { text: edited, changed: edited !== text }
}

/** Reads the block at `key`; `undefined` when the file has no such block. */
export function readStaticExport(
  text: string,
  format: ConfigFormat,
  key: string = DEFAULT_CONFIG_KEY
): StaticExportValues | undefined {
  checkSize(text)
  const path = keySegments(key)
  return format === 'json' ? readJson(text, path) : readYaml(text, path)
}

/**
 * Parses the edited text again and checks that the block holds the intended values and
 * that the rest of the file means exactly what it meant before.
 */
function verifyEdit(
  before: string,
  after: string,
  format: ConfigFormat,
  path: string[],
  update: StaticExportUpdate
): void {
  const fail = (why: string): never => {
    throw new ConfigEditError(
      `the edited config does not read back as intended (${why}); nothing was written`
    )
  }
  const read = readStaticExport(after, format, path.join('.'))
  if (!read) fail(`no ${path.join('.')} block`)
  if (read!.enabled !== true) fail('enabled is not true')
  if (read!.bundleUrl !== update.bundleUrl) fail('bundleUrl differs')
  if (update.version !== undefined && read!.version !== update.version) fail('version differs')
  if (update.record && format === 'yaml') {
    // The record is best-effort (a user's own comment on that line is kept), but when it
    // is there it must say what this run did.
    const recorded = readRecordedComment(after, path)
    if (recorded && recorded.jobId !== update.record.jobId) fail('recorded job id differs')
  }
  // Everything else means the same: the data before, with the block's fields set, equals the
  // data after.
  const expected = plainData(before, format)
  const actual = plainData(after, format)
  if (expected.length !== actual.length) fail('the number of documents changed')
  const target = format === 'yaml' ? pickYamlDocument(before, path).index : 0
  let node = expected[target] as Record<string, unknown> | null
  if (node === null || node === undefined) {
    node = {}
    expected[target] = node
  }
  for (const segment of path) {
    const next = node![segment]
    if (next === null || next === undefined || typeof next !== 'object') node![segment] = {}
    node = node![segment] as Record<string, unknown>
  }
  for (const [field, value] of wanted(update)) node![field] = value
  if (JSON.stringify(canonical(expected)) !== JSON.stringify(canonical(actual))) {
    fail('other values changed')
  }
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value instanceof Map) return canonical(Object.fromEntries(value))
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map(k => [k, canonical((value as Record<string, unknown>)[k])])
    )
  }
  return value
}

function plainData(text: string, format: ConfigFormat): unknown[] {
  if (format === 'json') return [JSON.parse(stripBom(text))]
  return parseYamlDocuments(text).map(d => toPlain(d))
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

// ---------------------------------------------------------------------------------------
// YAML
// ---------------------------------------------------------------------------------------

// Duplicate keys are checked on the edited path only: elsewhere they are the file owner's
// business and do not make this edit ambiguous.
const YAML_OPTIONS = { uniqueKeys: false, prettyErrors: true } as const

function parseYamlDocuments(text: string): Document.Parsed[] {
  const parsed = parseAllDocuments(text, YAML_OPTIONS)
  // A file with no document at all (empty, or only comments) is edited as one empty document.
  const docs =
    parsed.length > 0 ? (parsed as Document.Parsed[]) : [parseDocument(text, YAML_OPTIONS)]
  for (const doc of docs) {
    const err = doc.errors[0]
    if (err) {
      const pos = err.linePos?.[0] ?? lineColumn(text, err.pos[0])
      const line = 'line' in pos ? pos.line : 1
      const column = 'col' in pos ? pos.col : 'column' in pos ? pos.column : 1
      const firstLine = err.message.split('\n')[0]
      throw new ConfigEditError(`invalid YAML at line ${line}, column ${column}: ${firstLine}`)
    }
  }
  return docs
}

function toPlain(doc: Document.Parsed): unknown {
  try {
    // maxAliasCount bounds how far aliases may expand: a "billion laughs" file is refused.
    return doc.toJS({ maxAliasCount: 100 })
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    throw new ConfigEditError(
      `the YAML expands too many aliases (${message}); refusing it as a possible alias bomb`
    )
  }
}

function scalarKey(pair: Pair): string | undefined {
  const k = pair.key
  if (isScalar(k)) return String(k.value)
  return undefined
}

interface Walk {
  /** The deepest mapping reached on the path. */
  map: YAMLMap | null
  /** How many path segments were found. */
  depth: number
  /** When the walk stopped at a key whose value is empty (`staticExport:`), that pair. */
  emptyPair?: Pair
}

/** Follows `path` from the document root as far as it exists. */
function walkYaml(doc: Document.Parsed, path: string[]): Walk {
  const node: unknown = doc.contents
  if (node === null || (isScalar(node) && node.value === null)) return { map: null, depth: 0 }
  if (!isMap(node)) {
    throw new ConfigEditError(
      `the document's top level is ${describeNode(node)}, not a mapping, so it cannot hold ${path.join('.')}`
    )
  }
  let map = node as YAMLMap
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!
    const pairs = (map.items as Pair[]).filter(p => scalarKey(p) === segment)
    if (pairs.length > 1) {
      const at = pathName(path, i + 1)
      throw new ConfigEditError(
        `the key ${at} appears ${pairs.length} times; remove the duplicates`
      )
    }
    const pair = pairs[0]
    if (!pair) return { map, depth: i }
    const value = pair.value
    if (isAlias(value)) {
      throw new ConfigEditError(
        `${pathName(path, i + 1)} is an alias (*${value.source}); editing it would change the anchored value too, so write the block out there`
      )
    }
    if (value === null || (isScalar(value) && value.value === null && isEmptyNull(value))) {
      return { map, depth: i, emptyPair: pair }
    }
    if (!isMap(value)) {
      throw new ConfigEditError(
        `${pathName(path, i + 1)} is ${describeNode(value)}, not a mapping, so it cannot hold ${path.slice(i + 1).join('.') || 'the static export fields'}`
      )
    }
    map = value
  }
  return { map, depth: path.length }
}

/** A null written as nothing at all (`key:`), which can be replaced by a block. */
function isEmptyNull(scalar: Scalar): boolean {
  const r = scalar.range
  return !r || r[0] === r[1]
}

function describeNode(node: unknown): string {
  if (isSeq(node)) return 'a list'
  if (isScalar(node)) {
    if (node.value === null) return 'null'
    return `a ${typeof node.value} (${JSON.stringify(node.value)})`
  }
  return 'not a mapping'
}

function pathName(path: string[], n: number): string {
  return path.slice(0, n).join('.')
}

/** Which document of a multi-document file holds the block (or should receive it). */
function pickYamlDocument(text: string, path: string[]): { doc: Document.Parsed; index: number } {
  const docs = parseYamlDocuments(text)
  const nonEmpty = docs
    .map((doc, index) => ({ doc, index }))
    .filter(({ doc }) => doc.contents !== null)
  if (docs.length === 1 || nonEmpty.length <= 1) {
    const only = nonEmpty[0] ?? { doc: docs[0]!, index: 0 }
    return only
  }
  const depthOf = (doc: Document.Parsed): number => {
    try {
      return walkYaml(doc, path).depth
    } catch {
      return -1
    }
  }
  const full = nonEmpty.filter(({ doc }) => depthOf(doc) === path.length)
  if (full.length === 1) return full[0]!
  if (full.length > 1) {
    throw new ConfigEditError(
      `${path.join('.')} is in ${full.length} of the file's documents (${full.map(f => `#${f.index + 1}`).join(', ')}); it is ambiguous which to edit, so keep the block in one document`
    )
  }
  const partial = nonEmpty.filter(({ doc }) => depthOf(doc) > 0)
  if (partial.length === 1) return partial[0]!
  throw new ConfigEditError(
    `${path.join('.')} is in none of the file's ${nonEmpty.length} documents and it is ambiguous where to add it; add an empty ${path.join('.')} block to one of them`
  )
}

function readYaml(text: string, path: string[]): StaticExportValues | undefined {
  const { doc } = pickYamlDocument(text, path)
  toPlain(doc)
  const walk = walkYaml(doc, path)
  if (walk.depth < path.length || !walk.map) return undefined
  const values: StaticExportValues = {}
  const block = walk.map.toJSON() as Record<string, unknown>
  if ('enabled' in block) values.enabled = block.enabled
  if (typeof block.bundleUrl === 'string') values.bundleUrl = block.bundleUrl
  if (block.version !== undefined && block.version !== null) values.version = String(block.version)
  const recorded = readRecordedComment(text, path)
  if (recorded) {
    values.jobId = recorded.jobId
    values.expiresAt = recorded.expiresAt
  }
  return withLinkFallback(values)
}

/** The run record beside bundleUrl, when the line carries one. */
function readRecordedComment(
  text: string,
  path: string[]
): { jobId: string; expiresAt: string } | undefined {
  const { doc } = pickYamlDocument(text, path)
  const walk = walkYaml(doc, path)
  if (walk.depth < path.length || !walk.map) return undefined
  const pair = (walk.map.items as Pair[]).find(p => scalarKey(p) === 'bundleUrl')
  const value = pair?.value as YamlNode | undefined
  if (!value?.range || !isScalar(value)) return undefined
  const rest = restOfLine(text, value.range[1])
  return parseRecordComment(rest.trim())
}

function restOfLine(text: string, offset: number): string {
  const nl = text.indexOf('\n', offset)
  const end = nl === -1 ? text.length : nl
  return text.slice(offset, end).replace(/\r$/, '')
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1
}

/** The offset just after the line holding `offset - 1` ends (after its newline). */
function afterLine(text: string, endOffset: number): number {
  if (endOffset > 0 && text[endOffset - 1] === '\n') return endOffset
  const nl = text.indexOf('\n', endOffset)
  return nl === -1 ? text.length : nl + 1
}

/** Whether `s` can be written as a plain scalar and read back as the same string. */
function plainRoundTrips(s: string, inFlow: boolean): boolean {
  if (s === '' || s !== s.trim()) return false
  if (/[#\r\n\t]|: /.test(s) || s.endsWith(':')) return false
  if (inFlow && /[,[\]{}]/.test(s)) return false
  if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(s)) return false
  try {
    // Both YAML 1.1 (what Helm's parser speaks) and 1.2 must see a string: `1.10`, `yes`,
    // `2024-06-01` and `null` must keep their quotes.
    return (
      parseYamlValue(s, { version: '1.2' }) === s && parseYamlValue(s, { version: '1.1' }) === s
    )
  } catch {
    return false
  }
}

function doubleQuoted(s: string): string {
  return JSON.stringify(s)
}

function singleQuoted(s: string): string {
  return `'${s.replace(/'/g, "''")}'`
}

/** New source text for a scalar, in the style of the one it replaces when that can hold it. */
function scalarSource(
  value: boolean | string,
  existing: Scalar | undefined,
  inFlow: boolean
): string {
  if (typeof value === 'boolean') return String(value)
  switch (existing?.type) {
    case Scalar.PLAIN:
      return plainRoundTrips(value, inFlow) ? value : doubleQuoted(value)
    case Scalar.QUOTE_SINGLE:
      return singleQuoted(value)
    default:
      return doubleQuoted(value)
  }
}

function yamlKey(key: string): string {
  return plainRoundTrips(key, true) ? key : doubleQuoted(key)
}

function detectIndentUnit(text: string): number {
  // The smallest non-zero indentation of a mapping key line is the file's indent step.
  let unit = 0
  for (const line of text.split('\n')) {
    const m = /^( +)[^\s#-]/.exec(line)
    if (m && (unit === 0 || m[1]!.length < unit)) unit = m[1]!.length
  }
  return unit === 0 ? 2 : unit
}

function editYaml(text: string, path: string[], update: StaticExportUpdate): string {
  const { doc } = pickYamlDocument(text, path)
  toPlain(doc)
  const nl = newlineOf(text)
  const unit = detectIndentUnit(text)
  const walk = walkYaml(doc, path)
  const fields = wanted(update)
  const comment = update.record ? formatRecordComment(update.record) : undefined
  const splices: Splice[] = []

  if (walk.depth === path.length && walk.map) {
    editYamlMap(text, walk.map, fields, comment, nl, splices)
    return applySplices(text, splices)
  }

  // Part of the path is missing: write the rest of it, and the fields, as a new block.
  const missing = path.slice(walk.depth)
  if (walk.emptyPair) {
    // `key:` with nothing after it: the new block goes on the lines below the key.
    const keyNode = walk.emptyPair.key as YamlNode
    const keyStart = keyNode.range![0]
    const indent = keyStart - lineStart(text, keyStart)
    const rest = missing.slice(1)
    const inner = blockLines(rest, fields, comment, indent + unit, unit)
    const valueNode = walk.emptyPair.value as YamlNode | null
    const after = afterLine(text, valueNode?.range?.[2] ?? keyNode.range![2])
    const insert = inner.join(nl) + nl
    if (after === text.length && !text.endsWith('\n')) {
      splices.push({ start: after, end: after, text: nl + insert })
    } else {
      splices.push({ start: after, end: after, text: insert })
    }
    return applySplices(text, splices)
  }

  const map = walk.map
  if (map && map.flow) {
    splices.push(flowInsertion(text, map, flowEntry(missing, fields)))
    return applySplices(text, splices)
  }
  if (!map || map.items.length === 0) {
    // An empty document (or one holding only comments): the block goes at its end.
    const lines = blockLines(missing, fields, comment, 0, unit)
    const docEnd = doc.range[2] ?? text.length
    const pos = afterLine(text, docEnd)
    const needsNl = pos > 0 && text[pos - 1] !== '\n'
    splices.push({ start: pos, end: pos, text: (needsNl ? nl : '') + lines.join(nl) + nl })
    return applySplices(text, splices)
  }
  const firstKey = (map.items[0] as Pair).key as YamlNode
  const indent = firstKey.range![0] - lineStart(text, firstKey.range![0])
  const lines = blockLines(missing, fields, comment, indent, unit)
  splices.push(insertAfterLastPair(text, map, lines, nl))
  return applySplices(text, splices)
}

function editYamlMap(
  text: string,
  map: YAMLMap,
  fields: Array<[string, boolean | string]>,
  comment: string | undefined,
  nl: string,
  splices: Splice[]
): void {
  const newPairs: Array<[string, boolean | string]> = []
  for (const [field, value] of fields) {
    const pairs = (map.items as Pair[]).filter(p => scalarKey(p) === field)
    if (pairs.length > 1) {
      throw new ConfigEditError(
        `the key ${field} appears ${pairs.length} times in the block; remove the duplicates`
      )
    }
    const pair = pairs[0]
    if (!pair) {
      newPairs.push([field, value])
      continue
    }
    const node = pair.value as YamlNode | null
    if (isAlias(node)) {
      throw new ConfigEditError(
        `${field} is an alias (*${node.source}); write the value out instead`
      )
    }
    if (node !== null && !isScalar(node)) {
      throw new ConfigEditError(`${field} is ${describeNode(node)}; it must be a single value`)
    }
    if (node === null || !node.range || isEmptyNull(node)) {
      // `bundleUrl:` with no value: write the value after the colon.
      const keyEnd = (pair.key as YamlNode).range![1]
      const colon = text.indexOf(':', keyEnd)
      const src = ' ' + scalarSource(value, undefined, map.flow ?? false)
      splices.push({ start: colon + 1, end: colon + 1, text: src })
      continue
    }
    const [start, valueEnd] = node.range
    const isBlockScalar = node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED
    let src = scalarSource(value, isBlockScalar ? undefined : node, map.flow ?? false)
    let end = valueEnd
    if (isBlockScalar) {
      // A block scalar's source runs over the following lines; the replacement is one line.
      end =
        text[valueEnd - 1] === '\n' ? valueEnd - (text[valueEnd - 2] === '\r' ? 2 : 1) : valueEnd
    }
    // Keep the old source when it already reads as the new value: no churn in the diff.
    if (node.value === value) src = text.slice(start, end)
    if (field === 'bundleUrl' && comment !== undefined && !map.flow && !isBlockScalar) {
      const rest = restOfLine(text, valueEnd)
      const existingComment = /^(\s*)(#.*)$/.exec(rest)
      if (!existingComment) {
        if (rest.trim() === '') {
          splices.push({ start, end: end + rest.length, text: `${src}  ${comment}` })
          continue
        }
      } else if (parseRecordComment(existingComment[2]!)) {
        splices.push({
          start,
          end: end + rest.length,
          text: `${src}${existingComment[1]}${comment}`
        })
        continue
      }
      // A comment the user wrote is kept; the link itself still tells a renewal run the job.
    }
    splices.push({ start, end, text: src })
  }
  if (newPairs.length === 0) return
  if (map.flow) {
    splices.push(
      flowInsertion(
        text,
        map,
        newPairs.map(([k, v]) => `${yamlKey(k)}: ${scalarSource(v, undefined, true)}`).join(', ')
      )
    )
    return
  }
  const firstKey = (map.items[0] as Pair).key as YamlNode
  const indent = firstKey.range![0] - lineStart(text, firstKey.range![0])
  const lines = newPairs.map(([k, v]) => {
    const line = `${' '.repeat(indent)}${yamlKey(k)}: ${scalarSource(v, undefined, false)}`
    return k === 'bundleUrl' && comment ? `${line}  ${comment}` : line
  })
  splices.push(insertAfterLastPair(text, map, lines, nl))
}

function insertAfterLastPair(text: string, map: YAMLMap, lines: string[], nl: string): Splice {
  const last = map.items[map.items.length - 1] as Pair
  const lastNode = (last.value ?? last.key) as YamlNode
  // range[1] is where the value's own text ends (before a trailing comment); the new lines go
  // after that line so a comment on it stays with it.
  const valueEnd = lastNode.range![1]
  const pos = afterLine(text, valueEnd)
  const needsNl = pos === text.length && !text.endsWith('\n')
  // A new key in a mapping whose keys are set apart by blank lines gets one too.
  const keyLine = lineStart(text, (last.key as YamlNode).range![0])
  const lineBefore = keyLine > 0 ? text.slice(lineStart(text, keyLine - 1), keyLine) : 'x'
  const blank = lines.length > 1 && lineBefore.trim() === '' ? nl : ''
  return { start: pos, end: pos, text: (needsNl ? nl : '') + blank + lines.join(nl) + nl }
}

function blockLines(
  missing: string[],
  fields: Array<[string, boolean | string]>,
  comment: string | undefined,
  indent: number,
  unit: number
): string[] {
  const lines: string[] = []
  let level = indent
  for (const segment of missing) {
    lines.push(`${' '.repeat(level)}${yamlKey(segment)}:`)
    level += unit
  }
  for (const [k, v] of fields) {
    const line = `${' '.repeat(level)}${yamlKey(k)}: ${scalarSource(v, undefined, false)}`
    lines.push(k === 'bundleUrl' && comment ? `${line}  ${comment}` : line)
  }
  return lines
}

function flowEntry(missing: string[], fields: Array<[string, boolean | string]>): string {
  let inner = fields
    .map(([k, v]) => `${yamlKey(k)}: ${scalarSource(v, undefined, true)}`)
    .join(', ')
  for (let i = missing.length - 1; i >= 0; i--) {
    inner = `${yamlKey(missing[i]!)}: {${inner}}`
  }
  return inner
}

/** Adds `entry` as the last member of a flow mapping `{…}`, on the same line as its `}`. */
function flowInsertion(text: string, map: YAMLMap, entry: string): Splice {
  const end = (map as unknown as YamlNode).range![1]
  const close = text.lastIndexOf('}', end - 1)
  if (close < 0) throw new ConfigEditError('could not find the end of a flow mapping')
  let before = close
  while (before > 0 && /\s/.test(text[before - 1]!)) before--
  const empty = map.items.length === 0
  const hasTrailingComma = text[before - 1] === ','
  const sep = empty ? '' : hasTrailingComma ? ' ' : ', '
  return { start: before, end: before, text: `${sep}${entry}` }
}

// ---------------------------------------------------------------------------------------
// JSON
// ---------------------------------------------------------------------------------------

// JSON is scanned by a small parser of our own that records each value's source range, so
// that the edit is a splice too (JSON.parse keeps no offsets and silently takes the last of
// duplicate keys).

interface JsonMember {
  key: string
  keyStart: number
  value: JsonValue
}

type JsonValue =
  | { kind: 'object'; start: number; end: number; members: JsonMember[] }
  | { kind: 'array'; start: number; end: number }
  | { kind: 'scalar'; start: number; end: number; value: unknown }

class JsonScanner {
  private pos = 0
  constructor(private readonly text: string) {}

  parseDocument(): JsonValue {
    this.skipWs()
    const value = this.parseValue()
    this.skipWs()
    if (this.pos < this.text.length) this.fail('unexpected content after the JSON value')
    return value
  }

  private fail(message: string): never {
    const { line, column } = lineColumn(this.text, this.pos)
    throw new ConfigEditError(`invalid JSON at line ${line}, column ${column}: ${message}`)
  }

  private skipWs(): void {
    while (this.pos < this.text.length && /[ \t\r\n]/.test(this.text[this.pos]!)) this.pos++
  }

  private parseValue(): JsonValue {
    const c = this.text[this.pos]
    if (c === '{') return this.parseObject()
    if (c === '[') return this.parseArray()
    const start = this.pos
    if (c === '"') {
      const value = this.parseString()
      return { kind: 'scalar', start, end: this.pos, value }
    }
    const m = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(
      this.text.slice(this.pos, this.pos + 400)
    )
    if (!m)
      this.fail(
        c === undefined ? 'unexpected end of file' : `unexpected character ${JSON.stringify(c)}`
      )
    this.pos += m![0].length
    return { kind: 'scalar', start, end: this.pos, value: JSON.parse(m![0]) }
  }

  private parseString(): string {
    const start = this.pos
    this.pos++
    while (this.pos < this.text.length) {
      const c = this.text[this.pos]!
      if (c === '\\') {
        this.pos += 2
        continue
      }
      if (c === '"') {
        this.pos++
        try {
          return JSON.parse(this.text.slice(start, this.pos)) as string
        } catch {
          this.pos = start
          this.fail('invalid string')
        }
      }
      if (c === '\n') this.fail('line break inside a string')
      this.pos++
    }
    this.pos = start
    return this.fail('unterminated string')
  }

  private parseObject(): JsonValue {
    const start = this.pos
    this.pos++
    const members: JsonMember[] = []
    this.skipWs()
    if (this.text[this.pos] === '}') {
      this.pos++
      return { kind: 'object', start, end: this.pos, members }
    }
    for (;;) {
      this.skipWs()
      if (this.text[this.pos] !== '"') this.fail('expected a "quoted" key')
      const keyStart = this.pos
      const key = this.parseString()
      this.skipWs()
      if (this.text[this.pos] !== ':') this.fail('expected ":" after a key')
      this.pos++
      this.skipWs()
      const value = this.parseValue()
      members.push({ key, keyStart, value })
      this.skipWs()
      const c = this.text[this.pos]
      if (c === ',') {
        this.pos++
        continue
      }
      if (c === '}') {
        this.pos++
        return { kind: 'object', start, end: this.pos, members }
      }
      this.fail('expected "," or "}"')
    }
  }

  private parseArray(): JsonValue {
    const start = this.pos
    this.pos++
    this.skipWs()
    if (this.text[this.pos] === ']') {
      this.pos++
      return { kind: 'array', start, end: this.pos }
    }
    for (;;) {
      this.skipWs()
      this.parseValue()
      this.skipWs()
      const c = this.text[this.pos]
      if (c === ',') {
        this.pos++
        continue
      }
      if (c === ']') {
        this.pos++
        return { kind: 'array', start, end: this.pos }
      }
      this.fail('expected "," or "]"')
    }
  }
}

function parseJsonWithRanges(text: string): JsonValue {
  // The BOM is skipped by position, so every range stays an offset into the original text.
  const scanner = new JsonScanner(text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text)
  return scanner.parseDocument()
}

interface JsonWalk {
  object: Extract<JsonValue, { kind: 'object' }>
  depth: number
}

function walkJson(root: JsonValue, path: string[]): JsonWalk {
  if (root.kind !== 'object') {
    throw new ConfigEditError(
      `the file's top level is not an object, so it cannot hold ${path.join('.')}`
    )
  }
  let object = root
  for (let i = 0; i < path.length; i++) {
    const found = object.members.filter(m => m.key === path[i])
    if (found.length > 1) {
      throw new ConfigEditError(
        `the key ${pathName(path, i + 1)} appears ${found.length} times; remove the duplicates`
      )
    }
    const member = found[0]
    if (!member) return { object, depth: i }
    if (member.value.kind !== 'object') {
      const what =
        member.value.kind === 'array'
          ? 'an array'
          : `a ${member.value.value === null ? 'null' : typeof member.value.value}`
      throw new ConfigEditError(
        `${pathName(path, i + 1)} is ${what}, not an object, so it cannot hold ${path.slice(i + 1).join('.') || 'the static export fields'}`
      )
    }
    object = member.value
  }
  return { object, depth: path.length }
}

function readJson(text: string, path: string[]): StaticExportValues | undefined {
  const walk = walkJson(parseJsonWithRanges(text), path)
  if (walk.depth < path.length) return undefined
  const values: StaticExportValues = {}
  for (const m of walk.object.members) {
    if (m.value.kind !== 'scalar') continue
    if (m.key === 'enabled') values.enabled = m.value.value
    if (m.key === 'bundleUrl' && typeof m.value.value === 'string') values.bundleUrl = m.value.value
    if (m.key === 'version' && m.value.value !== null) values.version = String(m.value.value)
  }
  return withLinkFallback(values)
}

function detectJsonIndent(text: string): string {
  const m = /\n([ \t]+)\S/.exec(text)
  if (!m) return '  '
  const indent = m[1]!
  return indent.startsWith('\t') ? '\t' : indent
}

function lineIndent(text: string, offset: number): string {
  const start = lineStart(text, offset)
  return /^[ \t]*/.exec(text.slice(start))![0]
}

function editJson(text: string, path: string[], update: StaticExportUpdate): string {
  const root = parseJsonWithRanges(text)
  const walk = walkJson(root, path)
  const nl = newlineOf(text)
  const unit = detectJsonIndent(text)
  const splices: Splice[] = []
  const fields = wanted(update)

  let pending: Array<[string, unknown]>
  const object = walk.object
  if (walk.depth === path.length) {
    pending = []
    for (const [field, value] of fields) {
      const found = object.members.filter(m => m.key === field)
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
        throw new ConfigEditError(`${field} is not a single value in ${path.join('.')}`)
      }
      if (member.value.value === value) continue
      splices.push({
        start: member.value.start,
        end: member.value.end,
        text: JSON.stringify(value)
      })
    }
  } else {
    // Build the missing part of the path as one nested member.
    let inner: unknown = Object.fromEntries(fields)
    for (let i = path.length - 1; i > walk.depth; i--) inner = { [path[i]!]: inner }
    pending = [[path[walk.depth]!, inner]]
  }
  if (pending.length > 0) splices.push(jsonInsertion(text, walk.object, pending, unit, nl))
  return applySplices(text, splices)
}

function jsonInsertion(
  text: string,
  object: Extract<JsonValue, { kind: 'object' }>,
  members: Array<[string, unknown]>,
  unit: string,
  nl: string
): Splice {
  const multiline =
    text.slice(object.start, object.end).includes('\n') || object.members.length === 0
  if (!multiline) {
    // A one-line object stays on one line.
    const last = object.members[object.members.length - 1]!
    const entries = members.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')
    return { start: last.value.end, end: last.value.end, text: `, ${entries}` }
  }
  const closingIndent = lineIndent(text, object.start)
  const memberIndent =
    object.members.length > 0 ? lineIndent(text, object.members[0]!.keyStart) : closingIndent + unit
  const render = (k: string, v: unknown): string => {
    const body = JSON.stringify(v, null, unit)
      .split('\n')
      .join(nl + memberIndent)
    return `${memberIndent}${JSON.stringify(k)}: ${body}`
  }
  const entries = members.map(([k, v]) => render(k, v)).join(',' + nl)
  if (object.members.length === 0) {
    return {
      start: object.start,
      end: object.end,
      text: `{${nl}${entries}${nl}${closingIndent}}`
    }
  }
  const last = object.members[object.members.length - 1]!
  return { start: last.value.end, end: last.value.end, text: `,${nl}${entries}` }
}
