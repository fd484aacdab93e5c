// The surgical YAML edit. Re-serialising a document re-spaces comments and re-quotes values,
// so the file is parsed only to find the source offsets of what to change, and new text is
// spliced into the original at those offsets. Every other byte (comments, blank lines,
// quoting, anchors, other documents, line endings, a missing final newline) stays as it was.
// What the block lacks is written and inserted by insertion.ts.
import { isAlias, isScalar, Scalar } from 'yaml'
import type { Document, Node as YamlNode, Pair, YAMLMap } from 'yaml'
import { ConfigEditError } from '../errors.js'
import { formatRecordComment, splitRecordComment } from '../record.js'
import {
  afterLine,
  applySplices,
  lineIndent,
  lineStart,
  newlineAt,
  restOfLine,
  startsLine,
  type Splice
} from '../text.js'
import type { StaticExportUpdate } from '../types.js'
import type { Field } from '../format.js'
import { pickDocument } from './documents.js'
import {
  blockLines,
  flowInsertion,
  flowLines,
  flowPair,
  flowValue,
  insertAfterLastPair,
  insertLines,
  type FlowLines,
  type NewKeyWriters
} from './insertion.js'
import { columnOf, detectCommentGap, detectIndentUnit } from './layout.js'
import { checkExpansion, parseYaml } from './parse.js'
import {
  detectQuote,
  keyWriterFor,
  plainRoundTrips,
  scalarSource,
  sourceReadsAs
} from './scalars.js'
import { describeNode, refuseSharedAnchor, scalarKey, type AnchorUse } from './walk.js'

interface EditContext extends NewKeyWriters {
  text: string
  doc: Document.Parsed
  anchors: AnchorUse
  key: string
  fields: Field[]
  /**
   * The same record as written before it was tied to its link: beside the same link it says
   * the same thing, so a run that changes nothing else leaves it (no commit just to add the tie).
   */
  untiedComment: string | undefined
  /** A record comment left by an earlier run is removed (the update's record is null). */
  clearRecord: boolean
  splices: Splice[]
}

export function editYaml(
  text: string,
  path: string[],
  update: StaticExportUpdate,
  fields: Field[]
): { text: string; document: number } {
  const docs = parseYaml(text)
  for (const doc of docs) checkExpansion(doc, text)
  const target = pickDocument(docs, path, text, update.document, true)!
  const walk = target.walk
  if (walk.problem) throw new ConfigEditError(walk.problem)
  for (const { node, name } of walk.nodes) refuseSharedAnchor(node, name, target.anchors)
  const ctx: EditContext = {
    text,
    doc: target.doc,
    anchors: target.anchors,
    key: path.join('.'),
    fields,
    comment: update.record ? formatRecordComment(update.record, update.bundleUrl) : undefined,
    untiedComment: update.record ? formatRecordComment(update.record) : undefined,
    clearRecord: update.record === null,
    gap: detectCommentGap(docs, text),
    writeKey: keyWriterFor(null),
    quote: detectQuote(docs, text),
    unit: detectIndentUnit(docs, text),
    splices: []
  }
  const missing = path.slice(walk.depth)
  const terminal = walk.terminal
  if (terminal.kind === 'map') editMap(ctx, terminal.map)
  else if (terminal.kind === 'empty') fillEmpty(ctx, terminal.pair, terminal.parent, missing)
  else addPath(ctx, terminal.map, missing)
  return { text: applySplices(text, ctx.splices), document: target.info.index - 1 }
}

/** Sets the fields in an existing block. */
function editMap(ctx: EditContext, map: YAMLMap): void {
  const { text } = ctx
  const flow = map.flow ?? false
  const newPairs: Field[] = []
  for (const [field, value] of ctx.fields) {
    const pairs = (map.items as Pair[]).filter(p => scalarKey(p) === field)
    if (pairs.length > 1) {
      throw new ConfigEditError(
        `the key ${ctx.key}.${field} appears ${pairs.length} times in the block; remove the duplicates`
      )
    }
    const pair = pairs[0]
    if (!pair) {
      newPairs.push([field, value])
      continue
    }
    const node = pair.value as YamlNode | null
    if (isAlias(node)) {
      // Replacing an alias with a value changes this place only; the anchor stays as it is.
      // The record goes beside it as beside any other value: without it the next run with the
      // same link would change the file again, only to add the record.
      const resolved = node.resolve(ctx.doc)
      if (isScalar(resolved) && resolved.value === value) continue
      const [start, end] = node.range!
      const src = scalarSource(field, value, undefined, flow, ctx.quote)
      replaceInline(ctx, field, flow, { start, end, src, old: '', keep: false })
      continue
    }
    if (node !== null && !isScalar(node)) {
      throw new ConfigEditError(
        `${ctx.key}.${field} is ${describeNode(node)}; it must be a single value, so replace it with one (or remove it)`
      )
    }
    refuseSharedAnchor(node, `${ctx.key}.${field}`, ctx.anchors)
    if (node === null || !node.range || node.range[0] === node.range[1]) {
      // `bundleUrl:` with no value: the value goes after the colon, in place of a tag or an
      // anchor written there (`bundleUrl: !!str`).
      const slot = valueSlot(text, pair, `${ctx.key}.${field}`, flow)
      const end = node ? (propertiesOf(text, slot.at, node)?.end ?? slot.at) : slot.at
      const src = ' ' + scalarSource(field, value, undefined, flow, ctx.quote)
      const withComment =
        field === 'bundleUrl' && ctx.comment && !flow ? `${src}${ctx.gap}${ctx.comment}` : src
      const rest = restOfLine(text, end)
      ctx.splices.push({
        start: slot.at,
        end,
        text: slot.colon + (rest.trim() === '' ? withComment : src)
      })
      continue
    }
    const [valueStart, valueEnd] = node.range
    const isBlockScalar = node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED
    let end = valueEnd
    if (isBlockScalar) {
      // A block scalar's source runs over the following lines; the replacement is one line.
      end =
        text[valueEnd - 1] === '\n' ? valueEnd - (text[valueEnd - 2] === '\r' ? 2 : 1) : valueEnd
    }
    const old = text.slice(valueStart, end)
    // Keep the old source when every reader already reads it as the new value: no churn. A
    // plain one in a flow mapping only when it is safe there (an earlier run wrote
    // `{bundleUrl: https://…?…}`, which Helm cannot read: quoted now).
    const keep =
      !isBlockScalar &&
      node.value === value &&
      sourceReadsAs(old, value) &&
      !(flow && node.type === Scalar.PLAIN && !plainRoundTrips(old, true))
    // A tag other than !!str (`!!null ~`, `!!int 3`) would give the new link another type: it
    // goes with the old value. An anchor there is unused (refused above when it is not).
    const props =
      !keep && node.tag && node.tag !== 'tag:yaml.org,2002:str'
        ? propertiesOf(text, (pair.key as YamlNode).range![1], node)
        : undefined
    const start = props?.start ?? valueStart
    const src = keep
      ? old
      : scalarSource(field, value, isBlockScalar ? undefined : node, flow, ctx.quote)
    if (isBlockScalar) {
      // `bundleUrl: >-  # the link` then the link on its own line: one line now. A comment on
      // the header line is the user's and stays on it; without one, the record goes there, as
      // beside any other bundleUrl (else a later run with the same link would add it then).
      const header = /^[|>][1-9+-]*([ \t]+#.*)?$/.exec(restOfLine(text, valueStart))
      // An earlier record there is the action's, not the user's: replaced (or cleared) as beside
      // any other bundleUrl, never left to describe a link it was not written for.
      // A note the user wrote after that record stays after the new one.
      const earlier = header?.[1] !== undefined ? splitRecordComment(header[1]) : undefined
      const replaced =
        field === 'bundleUrl' &&
        earlier !== undefined &&
        (ctx.comment !== undefined || ctx.clearRecord)
      const own = replaced ? '' : (header?.[1] ?? '')
      const record =
        field === 'bundleUrl' && ctx.comment && own === '' ? `${ctx.gap}${ctx.comment}` : ''
      const note = replaced ? earlier.note : ''
      ctx.splices.push({ start, end, text: `${src}${own}${record}${note}` })
      continue
    }
    replaceInline(ctx, field, flow, { start, end, src, old, keep })
  }
  if (newPairs.length === 0) return
  ctx.writeKey = keyWriterFor(map)
  if (map.flow) {
    const entries = (): string[] => newPairs.map(([k, v]) => flowPair(ctx, k, v))
    ctx.splices.push(...flowInsertion(text, map, ctx.unit, entries))
    return
  }
  const indent = columnOf(text, (map.items[0] as Pair).key as YamlNode)
  ctx.splices.push(insertAfterLastPair(text, map, blockLines(ctx, [], newPairs, indent)))
}

/**
 * Replaces a one-line value (`start`–`end`) with `src`, and beside bundleUrl writes, replaces or
 * clears the record comment. `keep`: the old source `old` already reads as the value.
 */
function replaceInline(
  ctx: EditContext,
  field: string,
  flow: boolean,
  {
    start,
    end,
    src,
    old,
    keep
  }: { start: number; end: number; src: string; old: string; keep: boolean }
): void {
  const { text } = ctx
  if (field === 'bundleUrl' && ctx.comment !== undefined && !flow) {
    const rest = restOfLine(text, end)
    const existing = /^(\s*)(#.*)$/.exec(rest)
    if (!existing && rest.trim() === '') {
      ctx.splices.push({ start, end: end + rest.length, text: `${src}${ctx.gap}${ctx.comment}` })
      return
    }
    // An earlier record is replaced; a note the user wrote after it on the line stays after it.
    const earlier = existing ? splitRecordComment(existing[2]!) : undefined
    if (earlier) {
      const same = earlier.record === ctx.comment || earlier.record === ctx.untiedComment
      ctx.splices.push({
        start,
        end: end + rest.length,
        text: same && keep ? old + rest : `${src}${existing![1]}${ctx.comment}${earlier.note}`
      })
      return
    }
    // A comment the user wrote is kept; the link itself still tells a renewal run the job.
  }
  if (field === 'bundleUrl' && ctx.clearRecord && !flow) {
    const rest = restOfLine(text, end)
    const existing = /^(\s*)(#.*)$/.exec(rest)
    const earlier = existing ? splitRecordComment(existing[2]!) : undefined
    if (earlier) {
      // Only a comment in the record's own shape goes; whatever the user wrote stays.
      ctx.splices.push({ start, end: end + rest.length, text: src + earlier.note })
      return
    }
  }
  if (!keep) ctx.splices.push({ start, end, text: src })
}

/** `key:`, `key: null`, `key: ~` or `key: {}` becomes the block (and the rest of the path). */
function fillEmpty(ctx: EditContext, pair: Pair, parent: YAMLMap, rest: string[]): void {
  const { text } = ctx
  const keyNode = pair.key as YamlNode
  const value = pair.value as YamlNode | null
  ctx.writeKey = keyWriterFor(parent)
  const slot = valueSlot(text, pair, ctx.key, parent.flow ?? false)
  // The `null`, `~` or `{}` goes with its anchor (unused: refused otherwise) and its tag, also
  // a tag with no value after it (`key: !!null`): left before the block, it would tag the
  // mapping as null, which js-yaml and PyYAML refuse. A comment after it stays.
  let end = slot.at
  if (value?.range) {
    end =
      value.range[1] > value.range[0]
        ? value.range[1]
        : (propertiesOf(text, slot.at, value)?.end ?? end)
  }
  if (parent.flow) {
    // In a mapping over several lines the block is laid out over lines from its key's line, or
    // at its members' indentation when the key shares the `{` line (`values: {"staticExport":
    // null,` then a member a line): from the line's own indentation, the block's `}` would come
    // out of the mapping, under the block key that holds it, which YAML refuses.
    const lines = flowLines(text, parent, ctx.unit)
    const keyStart = keyNode.range![0]
    const at = lines && {
      newline: startsLine(text, keyStart)
        ? newlineAt(text, keyStart) + lineIndent(text, keyStart)
        : lines.newline,
      step: lines.step
    }
    const entry = flowValue(ctx, rest, ctx.fields, at)
    ctx.splices.push({ start: slot.at, end, text: `${slot.colon} ${entry}` })
    return
  }
  if (end > slot.at) ctx.splices.push({ start: slot.at, end, text: '' })
  const indent = columnOf(text, keyNode) + ctx.unit
  const lines = blockLines(ctx, rest, ctx.fields, indent)
  ctx.splices.push(insertLines(text, afterLine(text, end), lines))
}

/**
 * Where a key's value goes: right after its colon, which is looked for past spaces, line
 * breaks and comments after the key only (a later key's colon is not this key's). A key in a
 * flow mapping may have none (`{bundleUrl, x: 1}` is bundleUrl: null): the colon is added. In a
 * block mapping only an explicit key (`? bundleUrl` on its own) has none; writing `: value`
 * after it would make the key a mapping, so the edit is refused before it starts.
 */
function valueSlot(
  text: string,
  pair: Pair,
  name: string,
  flow: boolean
): { at: number; colon: string } {
  const keyEnd = (pair.key as YamlNode).range![1]
  let i = keyEnd
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++
    if (text[i] === '#' && i > keyEnd && /\s/.test(text[i - 1]!)) i = afterLine(text, i)
    else break
  }
  if (text[i] === ':') return { at: i + 1, colon: '' }
  if (flow) return { at: keyEnd, colon: ':' }
  const key = text.slice((pair.key as YamlNode).range![0], keyEnd)
  throw new ConfigEditError(
    `${name} is an explicit key (\`? ${key}\`) with no \`:\` and value; the file is valid YAML, but the action does not edit a key written that way. ` +
      `Write it as \`${key}:\` and run again`
  )
}

/**
 * Where a value's anchor and tag are (`key: &a !!null ~`): the parser leaves them out of the
 * value's range. Searched from `from` (after the key) to the value's start, on the value's own
 * line only, so that a `!` in a comment line before it is never taken for one.
 */
function propertiesOf(
  text: string,
  from: number,
  node: YamlNode
): { start: number; end: number } | undefined {
  const before = text.slice(from, node.range![0])
  const m = /(?:[ \t]+[&!][^\s,[\]{}]*)+[ \t]*$/.exec(before)
  if (!m) return undefined
  const start = from + m.index + (m[0].length - m[0].trimStart().length)
  return { start, end: from + m.index + m[0].trimEnd().length }
}

/** The path ends early: the missing keys and the block are added under the deepest mapping. */
function addPath(ctx: EditContext, map: YAMLMap | null, missing: string[]): void {
  const { text } = ctx
  ctx.writeKey = keyWriterFor(map)
  if (map && map.flow) {
    const entry = (lines: FlowLines | undefined): string[] => {
      const value = flowValue(ctx, missing.slice(1), ctx.fields, lines)
      return [flowPair(ctx, missing[0]!, value, true)]
    }
    ctx.splices.push(...flowInsertion(text, map, ctx.unit, entry))
    return
  }
  if (!map || map.items.length === 0) {
    // An empty document (or one holding only comments): the block goes at its end. A document
    // that is `null` or `~` loses it (a mapping added after it would be a second value); the
    // block then starts on the line after it, past a comment or `---` on the same line.
    const lines = blockLines(ctx, missing, ctx.fields, 0)
    const root = ctx.doc.contents as YamlNode | null
    let end = ctx.doc.range[1]
    if (root?.range && root.range[1] > root.range[0]) {
      if (root.anchor || root.tag) {
        throw new ConfigEditError(
          "the document is a null with an anchor or a tag; the file is valid YAML, but the action does not edit it. Replace it with the block's keys (or remove it) and run again"
        )
      }
      const [start, rootEnd] = root.range
      if (text.slice(lineStart(text, start), start) === '' && restOfLine(text, rootEnd) === '') {
        // Alone on its line: the block takes the line, with no empty line left before it.
        ctx.splices.push({ start, end: rootEnd, text: lines.join(newlineAt(text, start)) })
        return
      }
      // Taken out with the spaces that parted it from a `---` before it (`--- ~` leaves `---`,
      // not a trailing space a linter refuses), or from a comment after it when it opened the
      // line (`~ # nothing` leaves `# nothing`).
      let from = start
      const opens = lineStart(text, start)
      while (from > opens && (text[from - 1] === ' ' || text[from - 1] === '\t')) from--
      let to = rootEnd
      if (from === opens) while (text[to] === ' ' || text[to] === '\t') to++
      ctx.splices.push({ start: from, end: to, text: '' })
      end = rootEnd
    }
    ctx.splices.push(insertLines(text, afterLine(text, end), lines))
    return
  }
  const indent = columnOf(text, (map.items[0] as Pair).key as YamlNode)
  ctx.splices.push(insertAfterLastPair(text, map, blockLines(ctx, missing, ctx.fields, indent)))
}
