// Data half of the edit checker (oracle.ts): what a file means under each way it is read, and
// whether the edited file means the original's data with only the block's fields set at the
// one path in the one document. Never imports from src/.
import jsyaml from 'js-yaml'
import { parseAllDocuments } from 'yaml'

/**
 * The readings an edit must survive. Helm reads values as YAML 1.1 with merge keys (and turns
 * an unquoted date into a timestamp); YAML 1.2 tools see `<<` as an ordinary key. Two parsers
 * for YAML 1.1, so that one parser's quirk does not decide.
 */
export type Reading =
  'YAML 1.2 (yaml)' | 'YAML 1.1 with merge keys (yaml)' | 'YAML 1.1 (js-yaml)' | 'JSON'

export const YAML_READINGS: Reading[] = [
  'YAML 1.2 (yaml)',
  'YAML 1.1 with merge keys (yaml)',
  'YAML 1.1 (js-yaml)'
]

// The corpus test checks several edits of one original: its parse is kept for the next call.
const recent = new Map<string, unknown[]>()

/** Parses every document of `text` (BOM already removed) under one reading; throws if it cannot. */
export function readDocuments(text: string, reading: Reading): unknown[] {
  const key = `${reading}\u0000${text}`
  const cached = recent.get(key)
  if (cached) return cached
  const docs = parseUncached(text, reading)
  if (recent.size >= 6) recent.delete(recent.keys().next().value!)
  recent.set(key, docs)
  return docs
}

function parseUncached(text: string, reading: Reading): unknown[] {
  if (reading === 'JSON') return [JSON.parse(text)]
  if (reading === 'YAML 1.1 (js-yaml)') return jsyaml.loadAll(text) as unknown[]
  const options =
    reading === 'YAML 1.2 (yaml)'
      ? ({ version: '1.2', uniqueKeys: false } as const)
      : ({ version: '1.1', merge: true, uniqueKeys: false } as const)
  const docs = parseAllDocuments(text, options)
  const list = Array.isArray(docs) ? docs : [docs]
  return list.map((doc, index) => {
    const error = doc.errors[0]
    if (error) {
      throw new Error(`document ${index}: ${error.message.split('\n')[0]}`)
    }
    // No alias limit: these are the test's own files; the copy below bounds the expansion.
    return doc.toJS({ maxAliasCount: -1 })
  })
}

const MAX_NODES = 2_000_000

/**
 * A plain tree copy in which every alias is expanded into its own copy. The parsers return
 * the same object for an anchor and its aliases; copying keeps "set the block here" from
 * silently setting it at every alias too, which is exactly the wrong edit to catch.
 */
export function expand(value: unknown, budget = { nodes: 0 }): unknown {
  if (++budget.nodes > MAX_NODES) throw new Error('the data expands beyond 2,000,000 nodes')
  if (value instanceof Date) return { $timestamp: value.toISOString() }
  if (value instanceof Map) {
    return Object.fromEntries([...value.entries()].map(([k, v]) => [String(k), expand(v, budget)]))
  }
  if (Array.isArray(value)) return value.map(v => expand(v, budget))
  if (value instanceof Set) return [...value].map(v => expand(v, budget))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = expand(v, budget)
    return out
  }
  return value
}

export type Fields = Record<string, unknown>

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value)
}

/**
 * The original's document with the block's fields set at `path`: missing parents become
 * mappings, a null or `{}` block becomes a mapping, fields not given keep their values.
 */
export function withFields(doc: unknown, path: string[], fields: Fields): unknown {
  const root = isPlainObject(doc) ? doc : {}
  let node = root
  for (const segment of path) {
    const next = node[segment]
    if (!isPlainObject(next)) node[segment] = {}
    node = node[segment] as Record<string, unknown>
  }
  for (const [field, value] of Object.entries(fields)) node[field] = value
  return root
}

/** The value at `path`, or undefined. */
export function valueAt(doc: unknown, path: string[]): unknown {
  let node = doc
  for (const segment of path) {
    if (!isPlainObject(node)) return undefined
    node = node[segment]
  }
  return node
}

/**
 * Where `expected` and `actual` first differ, as a path (`a.b[2].c`), or undefined when they
 * are equal. Key order counts everywhere except inside the block and for the keys on the way
 * to it (a new block, or a new parent, may be placed anywhere among its siblings).
 */
export function firstDifference(
  expected: unknown,
  actual: unknown,
  blockPath: string[],
  at: string[] = []
): string | undefined {
  const here = at.length === 0 ? '(document root)' : at.join('.')
  const onPath = at.length < blockPath.length && at.every((s, i) => s === blockPath[i])
  const inBlock = at.length >= blockPath.length && blockPath.every((s, i) => s === at[i])
  if (Array.isArray(expected) || Array.isArray(actual)) {
    if (!Array.isArray(expected) || !Array.isArray(actual)) return here
    if (expected.length !== actual.length) return `${here} (list length)`
    for (let i = 0; i < expected.length; i++) {
      const d = firstDifference(expected[i], actual[i], blockPath, [
        ...at.slice(0, -1),
        `${at[at.length - 1] ?? ''}[${i}]`
      ])
      if (d) return d
    }
    return undefined
  }
  if (isPlainObject(expected) || isPlainObject(actual)) {
    if (!isPlainObject(expected) || !isPlainObject(actual)) return here
    const ek = Object.keys(expected)
    const ak = Object.keys(actual)
    const missing = ek.find(k => !(k in actual))
    if (missing !== undefined) return [...at, missing].join('.') + ' (missing)'
    const extra = ak.find(k => !(k in expected))
    if (extra !== undefined) return [...at, extra].join('.') + ' (added)'
    if (!inBlock) {
      const skip = onPath ? blockPath[at.length] : undefined
      const order = (keys: string[]): string => JSON.stringify(keys.filter(k => k !== skip))
      if (order(ek) !== order(ak)) return `${here} (key order)`
    }
    for (const k of ek) {
      const d = firstDifference(expected[k], actual[k], blockPath, [...at, k])
      if (d) return d
    }
    return undefined
  }
  return Object.is(expected, actual) ? undefined : here
}
