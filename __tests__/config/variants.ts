// Variants of the real configs in __fixtures__/configs/real/, derived at test time, byte for
// byte the same on every run: the shapes real repositories also hold (CRLF, BOM, Windows-1252
// bytes, UTF-16, no final newline, one stray CRLF) and the block written in the ways the
// editor has got wrong (null, {}, behind an anchor, through a merge key, an unquoted date,
// a flow mapping with a comment). Each variant is a small named transformation of bytes, so a
// case list entry reads as "this real file, changed this way".
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export const REAL_CONFIGS = join(process.cwd(), '__fixtures__', 'configs', 'real')

export interface Variant {
  /** Short name for the case's title, e.g. `crlf` or `bom+block-on-line-1`. */
  name: string
  derive: (bytes: Buffer) => Buffer
}

const text = (bytes: Buffer): string => bytes.toString('utf8')
const bytesOf = (s: string): Buffer => Buffer.from(s, 'utf8')

function mustChange(name: string, before: Buffer, after: Buffer): Buffer {
  // A variant that does nothing to its file would test the plain file twice and hide it.
  if (before.equals(after)) throw new Error(`variant ${name} did not change its file`)
  return after
}

/** Every LF becomes CRLF (the file had none). */
export const crlf: Variant = {
  name: 'crlf',
  derive: b => mustChange('crlf', b, bytesOf(text(b).replace(/\r?\n/g, '\r\n')))
}

/** A UTF-8 byte order mark in front. */
export const bom: Variant = {
  name: 'bom',
  derive: b => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), b])
}

/** The file's trailing line breaks removed. */
export const noFinalNewline: Variant = {
  name: 'no-final-newline',
  derive: b => mustChange('no-final-newline', b, bytesOf(text(b).replace(/(\r?\n)+$/, '')))
}

/** One CRLF, on the first line, in an otherwise LF file. */
export const oneCrlf: Variant = {
  name: 'one-crlf',
  derive: b => mustChange('one-crlf', b, bytesOf(text(b).replace('\n', '\r\n')))
}

/** UTF-16 with its BOM, as some Windows tools save. */
export function utf16(order: 'le' | 'be'): Variant {
  return {
    name: `utf-16${order}`,
    derive: b => {
      const body = Buffer.from(text(b), 'utf16le')
      if (order === 'be') body.swap16()
      return Buffer.concat([Buffer.from(order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]), body])
    }
  }
}

/**
 * A line naming a maintainer with `é` as the single byte 0xE9 (Windows-1252), inserted after
 * the first line that matches `after` (or first of all). The rest stays ASCII/UTF-8 as it was.
 */
export function windows1252(line: string, after?: RegExp): Variant {
  return {
    name: 'windows-1252',
    derive: b => {
      const encoded = Buffer.from(line.replace('é', '\u00e9') + '\n', 'latin1')
      if (!after) return Buffer.concat([encoded, b])
      const s = text(b)
      const m = after.exec(s)
      if (!m) throw new Error(`windows-1252: no line matches ${after}`)
      const at = Buffer.byteLength(s.slice(0, m.index + m[0].length + 1), 'utf8')
      return Buffer.concat([b.subarray(0, at), encoded, b.subarray(at)])
    }
  }
}

/** `snippet` added at the end (after a line break if the file lacks one). */
export function append(name: string, snippet: string): Variant {
  return {
    name,
    derive: b => {
      const s = text(b)
      const nl = s.includes('\r\n') ? '\r\n' : '\n'
      const sep = s === '' || s.endsWith('\n') ? '' : nl
      return bytesOf(s + sep + snippet.replace(/\n/g, nl))
    }
  }
}

/** `snippet` put in front of the file's first line. */
export function prepend(name: string, snippet: string): Variant {
  return { name, derive: b => bytesOf(snippet + text(b)) }
}

/**
 * `snippet` inserted after the lines matching `line` (a regular expression tried on each
 * line): the `occurrence`-th one (0-based), or every one with `'all'`.
 */
export function insertAfter(
  name: string,
  line: RegExp,
  snippet: string,
  occurrence: number | 'all' = 0
): Variant {
  return {
    name,
    derive: b => {
      const lines = text(b).split('\n')
      let seen = 0
      const out: string[] = []
      for (const l of lines) {
        out.push(l)
        if (line.test(l.replace(/\r$/, ''))) {
          // The snippet takes the line ending of the line it follows.
          const cr = l.endsWith('\r') ? '\r' : ''
          if (occurrence === 'all' || seen === occurrence) {
            out.push(
              snippet
                .split('\n')
                .map(s => s + cr)
                .join('\n')
            )
          }
          seen++
        }
      }
      return mustChange(name, b, bytesOf(out.join('\n')))
    }
  }
}

/** Text replaced (the first occurrence of `from`, or every one when it is global). */
export function replace(name: string, from: string | RegExp, to: string): Variant {
  return { name, derive: b => mustChange(name, b, bytesOf(text(b).replace(from, to))) }
}

/** The file followed by a second document: another real file, changed by `change`. */
export function followedBy(name: string, file: string, change?: Variant): Variant {
  return {
    name,
    derive: b => {
      const other = readFileSync(join(REAL_CONFIGS, file))
      const second = change ? change.derive(other) : other
      const s = text(b)
      return bytesOf(`${s}${s.endsWith('\n') ? '' : '\n'}---\n${text(second)}`)
    }
  }
}

/** Several variants applied in order. */
export function chain(...variants: Variant[]): Variant {
  return {
    name: variants.map(v => v.name).join('+'),
    derive: b => variants.reduce((acc, v) => v.derive(acc), b)
  }
}

/** The bytes of a real file, changed by its variant when it has one. */
export function realBytes(file: string, variant?: Variant): Buffer {
  const original = readFileSync(join(REAL_CONFIGS, file))
  return variant ? variant.derive(original) : original
}
