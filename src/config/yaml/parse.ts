// Parsing a YAML config, and the two ways its readers see it: YAML 1.2 (the `yaml` library,
// kubectl's and Argo CD's newer parsers) and YAML 1.1 with merge keys (`<<`), as Helm reads
// values files. An edit is checked against both.
import { isAlias, isCollection, isPair, parseAllDocuments, parseDocument, visit } from 'yaml'
import type { Document, Node as YamlNode } from 'yaml'
import { ConfigEditError, ConfigSyntaxError } from '../errors.js'
import { lineColumn } from '../text.js'

// Duplicate keys are checked on the edited path only: elsewhere they are the file owner's
// business and do not make this edit ambiguous.
const YAML_1_2 = { uniqueKeys: false, prettyErrors: true } as const
const YAML_1_1_MERGE = {
  uniqueKeys: false,
  prettyErrors: true,
  version: '1.1',
  merge: true
} as const

/**
 * How many nodes the data may have once every alias is expanded: ten times the nodes the file
 * itself writes, and at least MIN_EXPANSION_BOUND. Real files reuse anchors a lot (a
 * docker-compose file with dozens of services sharing one anchor expands to a few times its
 * size); an alias bomb ("billion laughs") expands exponentially. The bound is on the size, not
 * on the number of aliases.
 */
export const EXPANSION_FACTOR = 10
export const MIN_EXPANSION_BOUND = 10_000

/** The documents of a file, YAML 1.2; syntax errors are refused with their line and column. */
export function parseYaml(text: string): Document.Parsed[] {
  refuseOtherLineBreaks(text)
  return parseWith(text, YAML_1_2, 'YAML')
}

/**
 * A CR not followed by LF ends a line for YAML's spec and for Helm and js-yaml, but not for the
 * `yaml` library that finds what to edit: it reads `# note<CR>staticExport: {}` as one comment,
 * and a block added for the key it did not see is a duplicate key for every other reader. The
 * same holds for NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029), line
 * breaks for YAML 1.1 and so for libyaml and go-yaml (Helm), not for YAML 1.2 and `yaml`: a
 * Windows "…" that went through Latin-1 is a NEL. The two readings cannot be made to agree on
 * such a file, so it is refused (CRLF is an ordinary line break).
 */
function refuseOtherLineBreaks(text: string): void {
  const found = /\r(?!\n)|[\u0085\u2028\u2029]/.exec(text)
  if (found === null) return
  const { line, column } = lineColumn(text, found.index)
  if (found[0] === '\r') {
    throw new ConfigEditError(
      `line ${line}, column ${column} has a carriage return (CR) that is not followed by a line feed (LF): Helm and other YAML readers end the line there, the parser this action edits with does not, so they would read different keys. ` +
        'Replace it with an LF or CRLF line break (or remove it) and run again'
    )
  }
  const name = { '\u0085': 'NEXT LINE (U+0085)', '\u2028': 'LINE SEPARATOR (U+2028)' }[found[0]]
  throw new ConfigEditError(
    `line ${line}, column ${column} has a ${name ?? 'PARAGRAPH SEPARATOR (U+2029)'}: Helm (go-yaml) and libyaml end the line there, as YAML 1.1 does, the parser this action edits with (YAML 1.2) does not, so they would read different keys. ` +
      'Replace it with an LF line break, or with the character meant (a NEL is often a "…" that went through Latin-1), and run again'
  )
}

function parseWith(
  text: string,
  options: typeof YAML_1_2 | typeof YAML_1_1_MERGE,
  what: string
): Document.Parsed[] {
  const parsed = parseAllDocuments(text, options)
  // A file with no document at all (empty, or only comments) is edited as one empty document.
  const docs = parsed.length > 0 ? (parsed as Document.Parsed[]) : [parseDocument(text, options)]
  for (const doc of docs) {
    const err = doc.errors[0]
    if (err) {
      const pos = err.linePos?.[0] ?? lineColumn(text, err.pos[0])
      const line = 'line' in pos ? pos.line : 1
      const column = 'col' in pos ? pos.col : 'column' in pos ? pos.column : 1
      const firstLine = err.message.split('\n')[0]
      throw new ConfigSyntaxError(what, `line ${line}, column ${column}: ${firstLine}`)
    }
  }
  return docs
}

/** Refuses a document whose aliases expand past MAX_RESOLVED_NODES. */
export function checkExpansion(doc: Document.Parsed, text: string): void {
  // size(node) counts the node and everything under it with aliases expanded; an anchored
  // node's size is computed once, so this is linear in the file however deep the nesting.
  let written = 0
  visit(doc, { Node: () => void written++ })
  const limit = Math.max(MIN_EXPANSION_BOUND, EXPANSION_FACTOR * written)
  const anchored = new Map<string, YamlNode>()
  const sizes = new Map<YamlNode, number>()
  const size = (node: unknown): number => {
    if (node === null || node === undefined) return 1
    if (isAlias(node)) {
      const target = anchored.get(node.source)
      return target ? (sizes.get(target) ?? 1) : 1
    }
    if (isPair(node)) return size(node.key) + size(node.value)
    let total = 1
    if (isCollection(node)) for (const item of node.items) total += size(item)
    if (total > limit) total = limit + 1
    const n = node as YamlNode
    sizes.set(n, total)
    if (n.anchor) anchored.set(n.anchor, n)
    return total
  }
  // Anchors are defined before their aliases, so a walk in document order sees each target
  // first; the size of an anchored collection is recorded as soon as it is complete.
  const total = size(doc.contents)
  if (total > limit) {
    const firstAlias = findFirstAlias(doc)
    const where = firstAlias?.range
      ? ` (aliases from line ${lineColumn(text, firstAlias.range[0]).line})`
      : ''
    throw new ConfigEditError(
      `the YAML's aliases expand it to more than ${limit.toLocaleString('en-US')} values, over ${EXPANSION_FACTOR} times the ${written.toLocaleString('en-US')} it writes${where}; refusing it as an alias bomb ("billion laughs"). Write the repeated data out, or reuse it less deeply`
    )
  }
}

function findFirstAlias(doc: Document.Parsed): YamlNode | undefined {
  let found: YamlNode | undefined
  visit(doc, {
    Alias(_, node) {
      found = node
      return visit.BREAK
    }
  })
  return found
}

export interface Reading {
  name: string
  documents: unknown[]
}

/** The file's data as both kinds of reader see it, one entry per document. */
export function readings(text: string): Reading[] {
  const plain = parseYaml(text)
  for (const doc of plain) checkExpansion(doc, text)
  let merged: Document.Parsed[]
  try {
    merged = parseWith(text, YAML_1_1_MERGE, 'YAML 1.1 (as Helm reads it)')
  } catch (err) {
    throw err instanceof ConfigEditError ? err : new ConfigEditError(String(err))
  }
  return [
    { name: 'YAML 1.2', documents: plain.map(d => toData(d, 'YAML 1.2')) },
    { name: 'YAML 1.1 with merge keys', documents: merged.map(d => toData(d, 'YAML 1.1')) }
  ]
}

/** Plain data of a document whose expansion was already bounded. */
export function toData(doc: Document.Parsed, what: string): unknown {
  try {
    return doc.toJS({ maxAliasCount: -1 })
  } catch (err) {
    const message = err instanceof Error ? err.message.split('\n')[0] : String(err)
    throw new ConfigEditError(`the file cannot be read as ${what}: ${message}`)
  }
}
