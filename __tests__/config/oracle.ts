// An edit checker that does not trust the editor: given a config's original bytes, the edited
// bytes and what the edit was meant to do, it lists every way the edit is wrong. It never
// imports from src/ (it must not share the editor's mistakes) and reads the files with two
// different YAML parsers, under YAML 1.2 and under YAML 1.1 with merge keys (as Helm does).
//
//   const violations = checkEdit(before, after, {
//     format: 'yaml', key: 'spec.values.staticExport', document: 2,
//     fields: { enabled: true, bundleUrl: 'https://…', version: '2024-06-01' }
//   })
//   expect(violations).toEqual([])
//
// What it checks:
// - the encoding is unchanged (a Windows-1252 byte replaced by U+FFFD shows as UTF-8), the
//   BOM is kept, and a final newline is neither added nor removed;
// - every reading parses the edited file when it parsed the original, with the same number
//   of documents; per document, the data equals the original's with only the block's fields
//   set at that one path in that one document (aliases expanded, so editing an anchored
//   node that is aliased elsewhere shows; merge keys applied in the 1.1 readings, so a block
//   shadowed or dropped by an edit shows); key order is kept outside the block;
// - `version`, when written, reads back as a string under YAML 1.1 too (not a timestamp);
// - byte for byte, lines change only inside the block (or an empty parent it replaces), new
//   lines go only inside the block's parent in the target document, inserted lines take the
//   line ending of the lines around them, no line's ending changes, no blank line is added at
//   the end, and no comment is lost
//   (except the editor's own record comment, by default one starting `# static-export`).
import {
  decodeExactly,
  detectEncoding,
  diffLines,
  hasBom,
  sameLine,
  splitLines,
  type Encoding,
  type Line
} from './oracle-bytes.js'
import {
  expand,
  firstDifference,
  readDocuments,
  valueAt,
  withFields,
  YAML_READINGS,
  type Fields,
  type Reading
} from './oracle-data.js'
import { jsonRegion, yamlRegion, type Region } from './oracle-region.js'
import { Lexer } from 'yaml'

export { changedLineNumbers } from './oracle-bytes.js'

export interface EditIntent {
  format: 'yaml' | 'json'
  /** Dotted key path of the block, e.g. `staticExport` or `spec.values.staticExport`. */
  key: string
  /** 0-based index of the document that must receive the block, as `yaml` counts them. */
  document: number
  /** The fields the block must hold afterwards; fields not named keep their old values. */
  fields: Fields
  /** Comments the editor may replace (its own record). */
  ownComment?: RegExp
}

const OWN_COMMENT = /^#\s*static-export\b/

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

function show(value: unknown): string {
  const s = JSON.stringify(value)
  return s === undefined ? 'nothing' : s.length > 120 ? `${s.slice(0, 117)}...` : s
}

function checkEncoding(encBefore: Encoding, encAfter: Encoding, after: Uint8Array): string[] {
  const out: string[] = []
  if (encBefore !== encAfter) {
    const replaced = Buffer.from(after).includes(Buffer.from([0xef, 0xbf, 0xbd]))
    out.push(
      `the encoding changed from ${encBefore} to ${encAfter}` +
        (replaced ? ' (the edited file holds U+FFFD where the original had other bytes)' : '')
    )
  }
  if (hasBom(encBefore) !== hasBom(encAfter)) {
    out.push(hasBom(encBefore) ? 'the BOM was removed' : 'a BOM was added')
  }
  return out
}

function checkData(textBefore: string, textAfter: string, intent: EditIntent): string[] {
  const out: string[] = []
  const path = intent.key.split('.')
  const readings: Reading[] = intent.format === 'json' ? ['JSON'] : YAML_READINGS
  for (const reading of readings) {
    let before: unknown[]
    try {
      before = readDocuments(stripBom(textBefore), reading)
    } catch {
      continue // The original itself does not read this way: nothing to compare with.
    }
    let after: unknown[]
    try {
      after = readDocuments(stripBom(textAfter), reading)
    } catch (err) {
      out.push(`${reading}: the edited file does not parse: ${(err as Error).message}`)
      continue
    }
    if (before.length !== after.length) {
      out.push(`${reading}: ${before.length} document(s) became ${after.length}`)
      continue
    }
    for (let i = 0; i < before.length; i++) {
      const target = i === intent.document
      const actual = expand(after[i])
      const expected = target
        ? withFields(expand(before[i]), path, intent.fields)
        : expand(before[i])
      if (target && intent.fields.version !== undefined) {
        const version = valueAt(actual, [...path, 'version'])
        if (typeof version !== 'string') {
          out.push(
            `${reading}: ${intent.key}.version reads as ${show(version)}, not the string ${show(intent.fields.version)}` +
              (version && typeof version === 'object' ? ' (a timestamp: write it quoted)' : '')
          )
        }
      }
      const where = firstDifference(expected, actual, target ? path : ['\u0000'])
      if (where !== undefined) {
        const field = where.replace(/ \(.*\)$/, '')
        const segs = field === '(document root)' ? [] : field.split('.')
        out.push(
          `${reading}: document ${i}${target ? '' : ' (not the target)'}: ${where} is not the original's data with only ${intent.key} set ` +
            `(expected ${show(valueAt(expected, segs))}, found ${show(valueAt(actual, segs))})`
        )
      }
    }
  }
  return out
}

function eolName(line: Line | undefined): string {
  return line?.eol || 'none'
}

function checkLines(before: Line[], after: Line[], region: Region, intent: EditIntent): string[] {
  const out: string[] = []
  const diff = diffLines(before, after)
  const addedLines = diff.added.flatMap(run => run.lines)
  const text = (line: Line): string => line.content.toString('latin1')
  for (const r of diff.removed) {
    const line = before[r]!
    if (region.rewritable && r >= region.rewritable[0] && r <= region.rewritable[1]) continue
    // Appending after a last line that has no line ending needs one there (the file still
    // ends without one: checked apart).
    const isLast = r === before.length - 1 && line.eol === ''
    if (isLast && addedLines.some(a => a.content.equals(line.content) && a.eol !== '')) continue
    // JSON: a new member after the last one puts a comma on the line before it.
    if (
      intent.format === 'json' &&
      addedLines.some(a => {
        const x = text(a).trimEnd()
        const y = text(line).trimEnd()
        return x === `${y},` || y === `${x},`
      })
    ) {
      continue
    }
    const sameContent = addedLines.find(a => a.content.equals(line.content))
    if (sameContent) {
      out.push(
        `line ${r + 1}: its line ending changed from ${eolName(line)} to ${eolName(sameContent)}`
      )
    } else {
      out.push(
        `line ${r + 1} changed outside ${intent.key} in document ${intent.document}: ${show(text(line))}`
      )
    }
  }
  for (const run of diff.added) {
    // A run whose last lines repeat the lines just before it (a blank line between sections)
    // could as well stand that many lines earlier: the bytes are the same, and the alignment
    // put it after them. It is in place when any of those positions is.
    let slide = 0
    while (
      slide < run.lines.length &&
      run.at - 1 - slide >= 0 &&
      sameLine(run.lines[run.lines.length - 1 - slide]!, before[run.at - 1 - slide]!)
    ) {
      slide++
    }
    const inPlace = (at: number): boolean => at >= region.window[0] && at <= region.window[1]
    if (!Array.from({ length: slide + 1 }, (_, s) => run.at - s).some(inPlace)) {
      out.push(
        `${run.lines.length} line(s) inserted before line ${run.at + 1}, outside ${intent.key}'s place in document ${intent.document} (lines ${region.window[0] + 1}-${region.window[1] + 1})`
      )
    }
    const replaced = diff.removed.filter(r => r >= run.at - 1 && r <= run.at).map(r => before[r]!)
    const around = [before[run.at - 1], before[run.at], ...replaced]
      .map(l => l?.eol)
      .filter((e): e is Line['eol'] => !!e)
    if (around.length === 0) continue
    run.lines.forEach((line, k) => {
      if (line.eol !== '' && !around.includes(line.eol)) {
        out.push(
          `inserted line ${run.afterStart + k + 1} ends with ${line.eol} where the lines around it end with ${[...new Set(around)].join('/')}`
        )
      }
    })
  }
  const trailingBlank = (lines: Line[]): number => {
    let n = 0
    while (
      n < lines.length &&
      lines[lines.length - 1 - n]!.content.toString('latin1').trim() === ''
    )
      n++
    return n
  }
  if (trailingBlank(after) > trailingBlank(before)) {
    out.push('blank line(s) were added at the end of the file')
  }
  const endsBefore = before[before.length - 1]?.eol ?? ''
  const endsAfter = after[after.length - 1]?.eol ?? ''
  if ((endsBefore === '') !== (endsAfter === '')) {
    out.push(endsBefore === '' ? 'a final newline was added' : 'the final newline was removed')
  }
  return out
}

function comments(text: string): string[] {
  return [...new Lexer().lex(text)].filter(t => t.startsWith('#')).map(t => t.trimEnd())
}

function checkComments(textBefore: string, textAfter: string, intent: EditIntent): string[] {
  const own = intent.ownComment ?? OWN_COMMENT
  const left = new Map<string, number>()
  for (const c of comments(textAfter)) left.set(c, (left.get(c) ?? 0) + 1)
  const out: string[] = []
  for (const c of comments(textBefore)) {
    const n = left.get(c) ?? 0
    if (n > 0) left.set(c, n - 1)
    else if (!own.test(c)) out.push(`the comment ${show(c)} was lost`)
  }
  return out
}

/** Every way the edit from `before` to `after` is wrong; empty when it is right. */
export function checkEdit(before: Uint8Array, after: Uint8Array, intent: EditIntent): string[] {
  const encBefore = detectEncoding(before)
  const encAfter = detectEncoding(after)
  const textBefore = decodeExactly(before, encBefore)
  const textAfter = decodeExactly(after, encAfter)
  const region =
    intent.format === 'json'
      ? jsonRegion(textBefore, intent.key.split('.'))
      : yamlRegion(textBefore, intent.key.split('.'), intent.document)
  return [
    ...checkEncoding(encBefore, encAfter, after),
    ...checkData(textBefore, textAfter, intent),
    ...checkLines(splitLines(before, encBefore), splitLines(after, encAfter), region, intent),
    ...(intent.format === 'yaml' ? checkComments(textBefore, textAfter, intent) : [])
  ]
}
