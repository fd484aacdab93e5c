// Following the key path through one YAML document, and what may not be edited on the way:
// an alias, a key supplied by a merge key (`<<`), an anchored node that is reused elsewhere,
// a value that is not a mapping, a duplicate key.
import { isAlias, isMap, isScalar, isSeq, parse as parseYamlValue, Scalar, visit } from 'yaml'
import type { Alias, Document, Node as YamlNode, Pair, YAMLMap } from 'yaml'
import { ConfigEditError } from '../errors.js'
import { caseMismatch } from '../key.js'
import { lineColumn } from '../text.js'
import { sourceReadsAs } from './scalars.js'

export type Terminal =
  /** The block exists as a mapping. */
  | { kind: 'map'; map: YAMLMap }
  /** The path's last existing key has no mapping yet: `key:`, `key: null`, `key: ~`, `key: {}`. */
  | { kind: 'empty'; pair: Pair; parent: YAMLMap }
  /** The deepest existing mapping; the rest of the path is to be added under it. */
  | { kind: 'partial'; map: YAMLMap | null }

export interface Walk {
  /** How many path segments exist (an empty value at the last one counts). */
  depth: number
  terminal: Terminal
  /** The nodes whose edit the block's edit is (the mappings from the root on, an empty value), by name. */
  nodes: Array<{ node: YamlNode; name: string }>
  /** Why the path cannot be followed in this document, when it cannot. */
  problem?: string
  /**
   * With a problem: the document still has the whole key path for its readers (through an
   * alias or a merge key, under a duplicate key, or with a value that is not a mapping). It is
   * then the document the key is in, refused for that problem, not one to pass over for
   * another document that merely has the parent path.
   */
  holds?: boolean
}

/** Whether a scalar is null (`key:`, `null`, `~`) or the node is an empty flow mapping `{}`. */
export function isEmptyValue(node: unknown): boolean {
  if (node === null || node === undefined) return true
  if (isScalar(node)) return node.value === null
  return isMap(node) && node.items.length === 0 && node.flow === true
}

export function scalarKey(pair: Pair): string | undefined {
  const k = pair.key
  if (isScalar(k)) return String(k.value)
  return undefined
}

export function pathName(path: string[], n: number): string {
  return path.slice(0, n).join('.')
}

export function describeNode(node: unknown): string {
  if (isSeq(node)) return 'a list'
  if (isMap(node)) return 'a mapping'
  if (isScalar(node)) {
    if (node.value === null) return 'null'
    if (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED') return 'a block of text'
    return `a ${typeof node.value} (${JSON.stringify(node.value)})`
  }
  return 'not a mapping'
}

/** Follows `path` from the document root as far as it exists. Never throws. */
export function walkYaml(
  doc: Document.Parsed,
  path: string[],
  text: string,
  anchors: AnchorUse = indexAnchors(doc, text)
): Walk {
  const root: unknown = doc.contents
  if (root === null || (isScalar(root) && root.value === null)) {
    return { depth: 0, terminal: { kind: 'partial', map: null }, nodes: [] }
  }
  if (!isMap(root)) {
    return {
      depth: 0,
      terminal: { kind: 'partial', map: null },
      nodes: [],
      problem: `the document's top level is ${describeNode(root)}, not a mapping, so it cannot hold ${path.join('.')}`
    }
  }
  let map = root as YAMLMap
  const nodes: Walk['nodes'] = [
    { node: map as unknown as YamlNode, name: "the document's top level" }
  ]
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!
    const at = pathName(path, i + 1)
    const pairs = (map.items as Pair[]).filter(p => scalarKey(p) === segment)
    const rest = path.slice(i + 1)
    const stop = (problem: string, holds: boolean): Walk => ({
      depth: i,
      terminal: { kind: 'partial', map },
      nodes,
      problem,
      ...(holds ? { holds } : {})
    })
    if (pairs.length > 1) {
      return stop(
        `the key ${at} appears ${pairs.length} times; remove the duplicates`,
        pairs.some(p => reaches(p.value, rest, anchors))
      )
    }
    const pair = pairs[0]
    if (!pair) {
      const keys = (map.items as Pair[]).flatMap(p => {
        const key = scalarKey(p)
        // The line is counted only for the key reported (counting each is quadratic).
        return key === undefined
          ? []
          : [
              {
                key,
                get line() {
                  return lineOf(text, p.key as YamlNode)
                }
              }
            ]
      })
      const otherCase = caseMismatch(path, i, keys)
      if (otherCase) return stop(otherCase, i === path.length - 1)
      const merged = mergeSupplying(map, segment, anchors)
      if (merged) {
        return stop(
          `${at} is not written here but comes from the merge key "<<: ${merged.source}" (line ${lineOf(text, merged.node)}); ` +
            `a ${segment} key added beside it would replace the whole merged ${segment} for readers that apply merge keys (Helm), dropping its other keys. ` +
            `Write ${at} out in full in this mapping (with the block), or give a config-key that does not run through the merge`,
          reaches(map, path.slice(i), anchors)
        )
      }
      return { depth: i, terminal: { kind: 'partial', map }, nodes }
    }
    const differs = keyReadDifferently(pair, text)
    if (differs) {
      return stop(
        `the key ${differs.source} at line ${lineOf(text, pair.key as YamlNode)} is read as ${differs.asYaml11} by YAML 1.1 readers such as Helm, ` +
          `so ${path.join('.')} is not the same path for every reader of the file. Quote the key ("${differs.source}":) so every reader reads it as the string, and run again`,
        reaches(pair.value, rest, anchors)
      )
    }
    const value = pair.value
    if (isAlias(value)) {
      return stop(
        `${at} is the alias ${describeAlias(value, anchors, text)}; editing through it would change the anchored mapping and every other place that uses it. ` +
          `Write ${at} out in full here instead of the alias`,
        reaches(value, rest, anchors)
      )
    }
    if (isEmptyValue(value)) {
      if (value) nodes.push({ node: value as YamlNode, name: at })
      return { depth: i + 1, terminal: { kind: 'empty', pair, parent: map }, nodes }
    }
    if (!isMap(value)) {
      const holds =
        path.slice(i + 1).join('.') || 'the static export fields (enabled, bundleUrl, version)'
      return stop(
        `${at} is ${describeNode(value)}, not a mapping, so it cannot hold ${holds}`,
        rest.length === 0
      )
    }
    map = value
    nodes.push({ node: map as unknown as YamlNode, name: at })
  }
  return { depth: path.length, terminal: { kind: 'map', map }, nodes }
}

/**
 * Whether `rest` of the key path exists under `node` for a reader that resolves aliases and
 * merge keys (`node` itself exists when `rest` is empty, whatever its value).
 */
function reaches(node: unknown, rest: string[], anchors: AnchorUse, merges = 0): boolean {
  const resolved: unknown = isAlias(node) ? anchors.nodes.get(node.source) : node
  if (rest.length === 0) return resolved !== undefined
  // The bound stops a merge that names its own anchor; real files merge a level or two deep.
  if (!isMap(resolved) || merges > 32) return false
  const [head, ...tail] = rest
  const pairs = resolved.items as Pair[]
  if (pairs.some(p => scalarKey(p) === head && reaches(p.value, tail, anchors))) return true
  return pairs.some(p => {
    if (scalarKey(p) !== '<<') return false
    const sources = isSeq(p.value) ? p.value.items : [p.value]
    return sources.some(source => reaches(source, rest, anchors, merges + 1))
  })
}

/**
 * A plain key on the path that YAML 1.1 (Helm) reads as something other than the string the
 * path names: `on`, `off`, `yes`, `no`, `y`, `n` are booleans there. A block added under it
 * would sit under `true` for Helm and under `on` for every other reader.
 */
function keyReadDifferently(
  pair: Pair,
  text: string
): { source: string; asYaml11: string } | undefined {
  const key = pair.key
  if (!isScalar(key) || key.type !== Scalar.PLAIN || key.tag || !key.range) return undefined
  const source = text.slice(key.range[0], key.range[1])
  if (typeof key.value !== 'string' || sourceReadsAs(source, key.value)) return undefined
  const read: unknown = parseYamlValue(source, { version: '1.1' })
  return { source, asYaml11: `the ${typeof read} ${JSON.stringify(read)}` }
}

/** The merge key of `map` whose source supplies `key`, if any. */
function mergeSupplying(
  map: YAMLMap,
  key: string,
  anchors: AnchorUse
): { source: string; node: YamlNode } | undefined {
  for (const pair of map.items as Pair[]) {
    if (scalarKey(pair) !== '<<') continue
    const sources = isSeq(pair.value) ? pair.value.items : [pair.value]
    for (const source of sources) {
      const target = isAlias(source) ? source : undefined
      const resolved = target ? undefined : source
      const supplies = (m: unknown): boolean =>
        isMap(m) && (m.items as Pair[]).some(p => scalarKey(p) === key)
      if (target) {
        const anchored = anchors.nodes.get(target.source)
        if (anchored === undefined || supplies(anchored)) {
          return { source: `*${target.source}`, node: pair.value as YamlNode }
        }
      } else if (supplies(resolved)) {
        return { source: 'a mapping', node: pair.value as YamlNode }
      }
    }
  }
  return undefined
}

export interface AnchorUse {
  /** Each anchor's node (the last definition of a name wins, as for the aliases after it). */
  nodes: Map<string, YamlNode>
  /** Lines (1-based) of the aliases that use each anchor. */
  aliases: Map<string, number[]>
}

/** Indexes a document's anchors and the aliases that use them. */
export function indexAnchors(doc: Document.Parsed, text: string): AnchorUse {
  const nodes = new Map<string, YamlNode>()
  const aliases = new Map<string, number[]>()
  visit(doc, {
    Node(_, node) {
      if (node.anchor) nodes.set(node.anchor, node)
    },
    Alias(_, node: Alias) {
      const lines = aliases.get(node.source) ?? []
      lines.push(node.range ? lineOf(text, node as unknown as YamlNode) : 0)
      aliases.set(node.source, lines)
    }
  })
  return { nodes, aliases }
}

/**
 * Refuses an edit of `node` (a mapping on the path, or a value to replace) when it carries an
 * anchor that an alias uses elsewhere: the change would show up there too.
 */
export function refuseSharedAnchor(node: unknown, what: string, uses: AnchorUse): void {
  const anchor = (node as YamlNode | null | undefined)?.anchor
  if (!anchor) return
  const lines = uses.aliases.get(anchor)
  if (!lines || lines.length === 0) return
  const where = lines.length === 1 ? `line ${lines[0]}` : `lines ${lines.join(', ')}`
  throw new ConfigEditError(
    `${what} is defined with the anchor &${anchor}, which is reused through *${anchor} (${where}); editing it would change the data there too. ` +
      `Remove the anchor from ${what} (write the reused values out at those places), or give a config-key whose block is not shared`
  )
}

function describeAlias(alias: Alias, anchors: AnchorUse, text: string): string {
  const target = anchors.nodes.get(alias.source)
  if (!target?.range) return `*${alias.source}`
  // The node's range starts after its properties; the line is the one of `&name` itself.
  const at = text.lastIndexOf(`&${alias.source}`, target.range[0])
  const line = lineColumn(text, at >= 0 ? at : target.range[0]).line
  return `*${alias.source} of the anchor &${alias.source} at line ${line}`
}

export function lineOf(text: string, node: YamlNode): number {
  return node.range ? lineColumn(text, node.range[0]).line : 0
}
