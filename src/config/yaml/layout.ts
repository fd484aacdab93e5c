// Where new lines go in a YAML file and how far they are indented, read from the file's own
// layout, so that an added key looks as if the file's author had written it.
import { isMap, isScalar, visit } from 'yaml'
import type { Document, Node as YamlNode, Pair } from 'yaml'
import { afterLine, lineStart, restOfLine } from '../text.js'

/**
 * The column a mapping key starts at, with what the parser leaves out of the key's range: its
 * anchor and tag (`&k a: 1`, `!!str a: 1`) and an explicit key's `? `. New keys go at that
 * column; at the key text's own column they would not be keys of the same mapping.
 */
export function columnOf(text: string, key: YamlNode): number {
  const start = key.range![0]
  const before = text.slice(lineStart(text, start), start)
  const properties = /(?:(?:[&!][^\s,[\]{}]*|\?)[ \t]+)+$/.exec(before)
  return properties ? properties.index : before.length
}

/**
 * Where new keys go after a mapping's last pair: past the comment lines that follow it and
 * belong to it, up to the next line of content. Helm values end a key with its commented-out
 * example (`extraObjects: []` then `#   - apiVersion: …`); keys inserted right after the value
 * would take that example away from its key and put it, indented, inside the new block. A
 * comment indented deeper than the mapping's keys belongs to the last pair; one at the keys'
 * own indentation only while no blank line parts it from the pair (after a blank line it is a
 * note on what follows, or the file's footer, and stays after the new keys).
 */
export function afterTrailingComments(text: string, at: number, column: number): number {
  let end = at
  let pos = at
  let gap = false
  while (pos < text.length) {
    const next = afterLine(text, pos + 1)
    const line = restOfLine(text, pos)
    if (line.trim() === '') {
      gap = true
    } else {
      const comment = /^([ \t]*)#/.exec(line)
      const indent = comment ? comment[1]!.length : -1
      if (indent < column || (indent === column && gap)) break
      end = next
      gap = false
    }
    pos = next
  }
  return end
}

/**
 * The file's indent step: how far a nested mapping's keys sit from their parent's key, as the
 * file most often does it. The smallest indentation of any line is not that: in a file whose
 * lists are indented (`extraObjects:` then `  - apiVersion: v1` then `    kind: Secret`), or
 * with a wrapped plain value, it takes a list item's keys or a continuation for the step.
 */
export function detectIndentUnit(docs: Document.Parsed[], text: string): number {
  const steps = new Map<number, number>()
  for (const doc of docs) {
    visit(doc, {
      Pair(_, pair) {
        const key = pair.key as YamlNode | null
        const value = pair.value
        if (!isMap(value) || value.flow || value.items.length === 0 || !key?.range) return
        const first = (value.items[0] as Pair).key as YamlNode | null
        if (!first?.range) return
        const step = columnOf(text, first) - columnOf(text, key)
        if (step > 0) steps.set(step, (steps.get(step) ?? 0) + 1)
      }
    })
  }
  let unit = 0
  for (const [step, count] of steps) {
    const best = steps.get(unit) ?? 0
    if (count > best || (count === best && step < unit)) unit = step
  }
  return unit === 0 ? smallestIndent(text) : unit
}

/** Without a nested block mapping to measure: the smallest indentation of a key line, else 2. */
function smallestIndent(text: string): number {
  let unit = 0
  for (const line of text.split('\n')) {
    const m = /^( +)[^\s#-]/.exec(line)
    if (m && (unit === 0 || m[1]!.length < unit)) unit = m[1]!.length
  }
  return unit === 0 ? 2 : unit
}

/**
 * The blanks between a value and the record comment written beside it: two where the file already
 * has a comment after a value with more than one (its own style, and yamllint's default
 * minimum), else one. One is what prettier writes, and `prettier --check` fails a file that has
 * two; yamllint's default config only warns on one (its `comments` rule is a warning), and
 * repositories that run both set yamllint's minimum to one. So a file with no comments after
 * values gets one.
 */
export function detectCommentGap(docs: Document.Parsed[], text: string): string {
  let wider = 0
  for (const doc of docs) {
    visit(doc, {
      Scalar(_, node) {
        if (!isScalar(node) || !node.range) return
        const gap = /^([ \t]+)#/.exec(restOfLine(text, node.range[1]))?.[1]
        if (gap !== undefined && gap !== ' ') wider++
      }
    })
  }
  return wider > 0 ? '  ' : ' '
}
