// The read-back check of every edit, before anything is written: the edited text is parsed
// again, as every kind of reader of its format sees it (YAML 1.2 and YAML 1.1 with merge keys
// for YAML), and must equal the original data with only the block's fields set, at that one
// path, in that one document.
import { ConfigEditError } from './errors.js'
import type { Field, Reading } from './format.js'

export function verifyData(
  before: Reading[],
  after: Reading[],
  document: number,
  path: string[],
  fields: Field[]
): void {
  for (let r = 0; r < before.length; r++) {
    const was = before[r]!
    const now = after[r]
    const fail = (why: string): never => {
      throw new ConfigEditError(
        `the edited config does not read back as intended as ${was.name} (${why}); nothing was written. This is a defect of the action: please report it with the file`
      )
    }
    if (!now || now.documents.length !== was.documents.length)
      fail('the number of documents changed')
    // canonical() builds fresh plain data, so setting the fields never touches the reading.
    const expected = canonical(was.documents) as unknown[]
    let node = expected[document] as Record<string, unknown> | null | undefined
    if (node === null || node === undefined || typeof node !== 'object') {
      node = {}
      expected[document] = node
    }
    for (const segment of path) {
      const next = node[segment]
      if (next === null || next === undefined || typeof next !== 'object' || Array.isArray(next))
        node[segment] = {}
      node = node[segment] as Record<string, unknown>
    }
    for (const [field, value] of fields) node[field] = value
    if (JSON.stringify(canonical(expected)) !== JSON.stringify(canonical(now!.documents))) {
      fail(`data outside ${path.join('.')}'s ${fields.map(f => f[0]).join(', ')} changed`)
    }
  }
}

/**
 * Data in one spelling: keys sorted, Maps as objects, dates as ISO strings. Types are told by
 * their tag, not instanceof, so data from another realm (a VM context) reads the same.
 */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  const tag = Object.prototype.toString.call(value)
  if (tag === '[object Date]') {
    const time = (value as Date).getTime()
    return { $date: Number.isNaN(time) ? 'invalid' : new Date(time).toISOString() }
  }
  if (tag === '[object Map]') return canonical(Object.fromEntries(value as Map<unknown, unknown>))
  if (tag === '[object Set]') return canonical([...(value as Set<unknown>)])
  if (ArrayBuffer.isView(value)) {
    return {
      $binary: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64')
    }
  }
  if (typeof value === 'bigint') return { $bigint: value.toString() }
  if (typeof value === 'number' && !Number.isFinite(value)) return { $number: String(value) }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map(k => [k, canonical((value as Record<string, unknown>)[k])])
    )
  }
  return value
}
