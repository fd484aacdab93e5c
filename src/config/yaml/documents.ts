// Which document of a multi-document YAML file holds the block. A Flux file may hold a
// Namespace, an OCIRepository and a HelmRelease; two Argo CD Applications may share a file.
// The block belongs to the document where the whole key path resolves (a `null` or `{}` at
// its end counts), never to one that merely shares the path's first keys. When that is not
// exactly one document, config-document says which, or the edit is refused with the list.
import { isMap, isScalar } from 'yaml'
import type { Document, Pair } from 'yaml'
import {
  describeDocument,
  describeSelector,
  selectorMatches,
  type DocumentSelector
} from '../document-selector.js'
import { ConfigEditError } from '../errors.js'
import type { DocumentInfo } from '../types.js'
import { indexAnchors, scalarKey, walkYaml, type AnchorUse, type Walk } from './walk.js'

export interface Candidate {
  doc: Document.Parsed
  info: DocumentInfo & { apiVersion?: string }
  walk: Walk
  anchors: AnchorUse
}

/** kind, metadata.name, metadata.namespace and apiVersion of a manifest-like document. */
export function documentInfo(
  doc: Document.Parsed,
  index: number
): DocumentInfo & { apiVersion?: string } {
  const info: DocumentInfo & { apiVersion?: string } = { index }
  const root = doc.contents
  if (!isMap(root)) return info
  const get = (map: unknown, key: string): unknown => {
    if (!isMap(map)) return undefined
    const pair = (map.items as Pair[]).find(p => scalarKey(p) === key)
    return pair?.value
  }
  const str = (node: unknown): string | undefined =>
    isScalar(node) && typeof node.value === 'string' ? node.value : undefined
  const kind = str(get(root, 'kind'))
  const apiVersion = str(get(root, 'apiVersion'))
  const name = str(get(get(root, 'metadata'), 'name'))
  const namespace = str(get(get(root, 'metadata'), 'namespace'))
  if (kind !== undefined) info.kind = kind
  if (apiVersion !== undefined) info.apiVersion = apiVersion
  if (name !== undefined) info.name = name
  if (namespace !== undefined) info.namespace = namespace
  return info
}

function isEmptyDocument(doc: Document.Parsed): boolean {
  const c = doc.contents
  return c === null || (isScalar(c) && c.value === null)
}

/**
 * The document to edit (`forEdit`) or to read. For reading, undefined means no document holds
 * the block; for an edit, the document that receives it.
 */
export function pickDocument(
  docs: Document.Parsed[],
  path: string[],
  text: string,
  selector: DocumentSelector | undefined,
  forEdit: boolean
): Candidate | undefined {
  const all = docs.map((doc, i) => {
    const anchors = indexAnchors(doc, text)
    return {
      doc,
      info: documentInfo(doc, i + 1),
      walk: walkYaml(doc, path, text, anchors),
      anchors
    }
  })
  const key = path.join('.')
  const list = (cs: Candidate[]): string => cs.map(c => describeDocument(c.info)).join('; ')
  if (selector) {
    const matches = all.filter(c => selectorMatches(selector, c.info))
    if (matches.length !== 1) {
      throw new ConfigEditError(
        `${describeSelector(selector)} matches ${matches.length === 0 ? 'none' : matches.length} of the file's ${all.length} documents (${list(all)}); ` +
          'give the number of one of them, or kind=…,name=… that only it has'
      )
    }
    return matches[0]!
  }
  const nonEmpty = all.filter(c => !isEmptyDocument(c.doc))
  if (nonEmpty.length <= 1) return nonEmpty[0] ?? all[0]!
  // A document whose key cannot be followed (an alias, a merge key, a duplicate, a string
  // there) still holds it: it is refused for that below, never passed over for a document
  // that only has the parent path.
  const full = nonEmpty.filter(c => c.walk.depth === path.length || c.walk.holds === true)
  if (full.length === 1) return full[0]!
  const example = (c: Candidate): string =>
    c.info.kind && c.info.name ? `kind=${c.info.kind},name=${c.info.name}` : String(c.info.index)
  if (full.length > 1) {
    throw new ConfigEditError(
      `${key} is in ${full.length} of the file's documents (${list(full)}), so it is ambiguous which one to ${forEdit ? 'edit' : 'read'}; ` +
        `set config-document to the one you mean (e.g. config-document: ${example(full[0]!)})`
    )
  }
  if (!forEdit) return undefined
  // No document holds the key at all: it goes where the rest of its path already exists, when
  // that is exactly one document (a HelmRelease's spec.values, not the OCIRepository's spec).
  const parentDepth = path.length - 1
  const parents =
    parentDepth === 0 ? [] : nonEmpty.filter(c => c.walk.depth >= parentDepth && !c.walk.problem)
  if (parents.length === 1) return parents[0]!
  throw new ConfigEditError(
    `${key} is in none of the file's ${nonEmpty.length} documents (${list(nonEmpty)}) and it is ambiguous which one should get it; ` +
      `add an empty block (${path[path.length - 1]}: {}) at ${key} in the document you mean, or set config-document (e.g. config-document: ${example(nonEmpty[nonEmpty.length - 1]!)})`
  )
}
