// Where in the original file an edit may touch (oracle.ts): the lines of the block at the key
// path in the target document, or, when the block is missing, the lines of its deepest
// existing parent. Lines outside that region must come back byte for byte. Never imports
// from src/.
import { isMap, isScalar, parseAllDocuments } from 'yaml'
import type { Node as YamlNode, Pair } from 'yaml'

export interface Region {
  /** Whether the whole key path is written out explicitly in the original. */
  exists: boolean
  /** Lines (0-based, inclusive) the edit may rewrite: the block's, or an empty parent's. */
  rewritable?: [number, number]
  /** New lines may be inserted before line `from` … `to` (inclusive; `to` may be the count). */
  window: [number, number]
  /** Number of documents the YAML parser sees (1 for JSON). */
  documents: number
}

/** Start offsets of each line, with LF, CRLF and a lone CR ending a line (as oracle-bytes). */
function lineStarts(text: string): number[] {
  const starts = [0]
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) starts.push(i + 1)
  }
  return starts
}

function lineOf(starts: number[], offset: number): number {
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (starts[mid]! <= offset) lo = mid
    else hi = mid - 1
  }
  return lo
}

function lineCount(text: string, starts: number[]): number {
  // A final line ending does not start a further line.
  return starts[starts.length - 1] === text.length ? starts.length - 1 : starts.length
}

/** The region for a YAML file (`text` decoded one-to-one, BOM included or not). */
export function yamlRegion(text: string, path: string[], document: number): Region {
  const starts = lineStarts(text)
  const docs = parseAllDocuments(text, { uniqueKeys: false })
  const list = Array.isArray(docs) ? docs : [docs]
  const doc = list[document]
  const total = lineCount(text, starts)
  if (!doc) return { exists: false, window: [0, total], documents: list.length }
  const docStart = lineOf(starts, doc.range[0])
  // The document's window runs to the next document's first line (its `---`).
  const next = list[document + 1]
  const docEnd = next ? lineOf(starts, next.range[0]) : total
  const region: Region = { exists: false, window: [docStart, docEnd], documents: list.length }
  let node: unknown = doc.contents
  let pair: Pair | undefined
  for (const [depth, segment] of path.entries()) {
    if (!isMap(node)) break
    const found = (node.items as Pair[]).find(
      p => isScalar(p.key) && String((p.key as { value: unknown }).value) === segment
    )
    if (!found) {
      node = undefined
      break
    }
    pair = found
    node = found.value
    if (depth === path.length - 1) region.exists = true
  }
  if (!pair) {
    // Nothing of the path exists: a top-level insertion anywhere in the document, or a
    // document that is empty (or only comments), which the edit may fill.
    const root = doc.contents
    if (root === null || (isScalar(root) && root.value === null) || (isMap(root) && root.flow)) {
      // An empty document, or a flow mapping root (`{}` or `{a: 1}`), has to be rewritten.
      region.rewritable = [docStart, Math.max(docStart, docEnd - 1)]
    }
    return region
  }
  const key = pair.key as YamlNode
  const value = pair.value as YamlNode | null
  const startOffset = key.range?.[0] ?? 0
  const endOffset = value?.range?.[2] ?? key.range?.[2] ?? startOffset
  const first = lineOf(starts, startOffset)
  const last = lineOf(starts, Math.max(startOffset, endOffset - 1))
  region.window = [first, last + 1]
  // The block's own lines may be rewritten; so may a parent whose value is not a block
  // mapping (`values: {}`, `values:` or `values: null`), which has to become one.
  const blockMapping = isMap(value) && value.flow !== true
  if (region.exists || !blockMapping) region.rewritable = [first, last]
  return region
}

interface JsonNode {
  start: number
  end: number
  members?: Array<{ key: string; keyStart: number; value: JsonNode }>
}

/** A small JSON reader that keeps offsets (JSON.parse has none). */
function scanJson(text: string): JsonNode {
  let i = 0
  const ws = (): void => {
    while (i < text.length && /[\s\uFEFF]/.test(text[i]!)) i++
  }
  const str = (): string => {
    const start = i++
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1
    i++
    return JSON.parse(text.slice(start, i)) as string
  }
  const value = (): JsonNode => {
    ws()
    const start = i
    const c = text[i]
    if (c === '{') {
      i++
      const members: JsonNode['members'] = []
      ws()
      while (text[i] !== '}' && i < text.length) {
        ws()
        const keyStart = i
        const key = str()
        ws()
        i++ // ':'
        const v = value()
        members.push({ key, keyStart, value: v })
        ws()
        if (text[i] === ',') i++
        ws()
      }
      i++
      return { start, end: i, members }
    }
    if (c === '[') {
      i++
      ws()
      while (text[i] !== ']' && i < text.length) {
        value()
        ws()
        if (text[i] === ',') i++
        ws()
      }
      i++
      return { start, end: i }
    }
    if (c === '"') {
      str()
      return { start, end: i }
    }
    while (i < text.length && /[^\s,\]}]/.test(text[i]!)) i++
    return { start, end: i }
  }
  return value()
}

/** The region for a JSON file: one document, the block's member lines or its parent's. */
export function jsonRegion(text: string, path: string[]): Region {
  const starts = lineStarts(text)
  const total = lineCount(text, starts)
  const region: Region = { exists: false, window: [0, total], documents: 1 }
  let node: JsonNode | undefined = scanJson(text)
  let member: { key: string; keyStart: number; value: JsonNode } | undefined
  for (const [depth, segment] of path.entries()) {
    const found: typeof member = node?.members?.find(m => m.key === segment)
    if (!found) break
    member = found
    node = found.value
    if (depth === path.length - 1) region.exists = true
  }
  if (!member) {
    // A root object on one line (`{}` or `{"a": 1}`) has to be rewritten to hold a member.
    const root = scanJson(text)
    const first = lineOf(starts, root.start)
    if (first === lineOf(starts, Math.max(root.start, root.end - 1)))
      region.rewritable = [first, first]
    return region
  }
  const first = lineOf(starts, member.keyStart)
  const last = lineOf(starts, Math.max(member.keyStart, member.value.end - 1))
  region.window = [first, last + 1]
  // The block's own lines, or a parent that is not an object spread over lines (`{}`,
  // `{"a": 1}` on one line, `null`), which has to be rewritten to hold the block.
  const valueOneLine =
    lineOf(starts, member.value.start) ===
    lineOf(starts, Math.max(member.value.start, member.value.end - 1))
  if (region.exists || !member.value.members || valueOneLine) region.rewritable = [first, last]
  return region
}
