// The config file as bytes and as text. Every format edits text, but what is read from and
// written to a repository is bytes: the file is decoded only when the decoding is exact (UTF-8,
// with or without a byte order mark), so that encoding the edited text gives back every byte
// outside the edit. Anything else is refused before the export, naming the encoding found,
// because a lossy decoding (Windows-1252 read as UTF-8 becomes U+FFFD) would rewrite bytes the
// action never meant to touch.
import { ConfigEditError } from './errors.js'

/** Config files larger than this are refused: a deployment config is never that big. */
export const MAX_CONFIG_BYTES = 1024 * 1024

export interface DecodedConfig {
  /** The text without the byte order mark. */
  text: string
  /** Whether the file starts with the UTF-8 byte order mark (EF BB BF). */
  bom: boolean
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf])
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
const WINDOWS_1252 = new TextDecoder('windows-1252')

/** Decodes a config file's bytes, or refuses them naming the encoding found and the fix. */
export function decodeConfig(bytes: Uint8Array): DecodedConfig {
  if (bytes.length > MAX_CONFIG_BYTES) {
    throw new ConfigEditError(
      `the config file is ${bytes.length} bytes, over the ${MAX_CONFIG_BYTES}-byte limit; a deployment config is never that large, so check config-path`
    )
  }
  const foreign = foreignEncoding(bytes)
  if (foreign) {
    throw new ConfigEditError(
      `the file is encoded as ${foreign}, not UTF-8; the action edits UTF-8 files only (as Helm, kubectl and JSON readers expect), so save it as UTF-8 and run again`
    )
  }
  const bom = bytes.length >= 3 && UTF8_BOM.equals(Buffer.from(bytes.subarray(0, 3)))
  const body = bom ? bytes.subarray(3) : bytes
  try {
    return { text: STRICT_UTF8.decode(body), bom }
  } catch {
    throw new ConfigEditError(invalidUtf8Message(Buffer.from(body)))
  }
}

/** The bytes of edited text, with the byte order mark when the original had one. */
export function encodeConfig(decoded: DecodedConfig): Buffer {
  const body = Buffer.from(decoded.text, 'utf8')
  return decoded.bom ? Buffer.concat([UTF8_BOM, body]) : body
}

/** UTF-16 and UTF-32 by their byte order mark, or by the NUL bytes of ASCII text in them. */
function foreignEncoding(bytes: Uint8Array): string | undefined {
  const b = (i: number): number | undefined => bytes[i]
  if (b(0) === 0x00 && b(1) === 0x00 && b(2) === 0xfe && b(3) === 0xff)
    return 'UTF-32 BE (BOM 00 00 FE FF)'
  if (b(0) === 0xff && b(1) === 0xfe && b(2) === 0x00 && b(3) === 0x00)
    return 'UTF-32 LE (BOM FF FE 00 00)'
  if (b(0) === 0xfe && b(1) === 0xff) return 'UTF-16 BE (BOM FE FF)'
  if (b(0) === 0xff && b(1) === 0xfe) return 'UTF-16 LE (BOM FF FE)'
  if (bytes.length >= 2) {
    if (b(0) === 0x00 && b(1) !== 0x00) return 'UTF-16 BE (no BOM: every other byte is 00)'
    if (b(0) !== 0x00 && b(1) === 0x00) return 'UTF-16 LE (no BOM: every other byte is 00)'
  }
  const nul = bytes.indexOf(0)
  if (nul >= 0) return `binary data (a NUL byte at offset ${nul})`
  return undefined
}

function invalidUtf8Message(body: Buffer): string {
  const offset = firstInvalidUtf8(body)
  const before = body.subarray(0, offset).toString('utf8')
  const { line, column } = lineColumn(before, before.length)
  const byte = body[offset] ?? 0
  const next = body[offset + 1] ?? 0
  if (byte === 0xed && next >= 0xa0 && next <= 0xbf) {
    // ED A0..BF starts an encoded UTF-16 surrogate, never Windows-1252 text ("í" then a
    // symbol): CESU-8 (an emoji as two such halves, as Java's and Oracle's tools write) or
    // WTF-8 (a lone half). Naming Windows-1252 sent users looking for the wrong fix.
    return (
      `the file is not valid UTF-8: the bytes at line ${line}, column ${column} (ED ${next.toString(16).toUpperCase()} …) encode half of a UTF-16 surrogate pair, ` +
      'as CESU-8 (some Java and database tools) or WTF-8 writes characters beyond U+FFFF such as emoji; the action edits UTF-8 files only' +
      ' and never rewrites bytes it did not mean to change: save the file as UTF-8 and run again'
    )
  }
  const asWindows = WINDOWS_1252.decode(body.subarray(offset, offset + 1))
  return (
    `the file is not valid UTF-8: byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')} at line ${line}, column ${column}` +
    ` is "${asWindows}" in Windows-1252 (Latin-1), so the file looks saved in that encoding; the action edits UTF-8 files only` +
    ' and never rewrites bytes it did not mean to change: save the file as UTF-8 and run again'
  )
}

/** The offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i]!
    let need: number
    let min: number
    if (b < 0x80) {
      i++
      continue
    } else if (b >= 0xc2 && b <= 0xdf) [need, min] = [1, 0x80]
    else if (b >= 0xe0 && b <= 0xef) [need, min] = [2, 0x800]
    else if (b >= 0xf0 && b <= 0xf4) [need, min] = [3, 0x10000]
    else return i
    let cp = b & (0x3f >> need)
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k]
      if (c === undefined || (c & 0xc0) !== 0x80) return i
      cp = (cp << 6) | (c & 0x3f)
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i
    i += need + 1
  }
  return i
}

// Line breaks as JSON reads them: LF, CRLF, and a CR alone (files from classic Mac OS and the
// tools that still write them). YAML's editor never sees a CR alone: the file is refused before
// the edit (yaml/parse.ts), so the same rules serve both formats. No search runs past the line
// it is about: the helpers are called once per member or scalar of a large file, and a search
// for a CR in a file that has none read the whole file each time.

/** Whether `s` holds a line break (LF or CR). */
export function hasLineBreak(s: string): boolean {
  return s.includes('\n') || s.includes('\r')
}

const isBreak = (c: string | undefined): boolean => c === '\n' || c === '\r'

/** The offset of the last line break character before `offset`, or -1. */
function breakBefore(text: string, offset: number): number {
  const lf = offset > 0 ? text.lastIndexOf('\n', offset - 1) : -1
  const cr = text.slice(lf + 1, Math.max(offset, lf + 1)).lastIndexOf('\r')
  return cr === -1 ? lf : lf + 1 + cr
}

const BREAK = /[\r\n]/g

/** The offset of the first line break character at or after `offset`, or -1. */
function breakFrom(text: string, offset: number): number {
  BREAK.lastIndex = Math.max(offset, 0)
  return BREAK.exec(text)?.index ?? -1
}

/** Whether only blanks stand between the start of its line and `offset`. */
export function startsLine(text: string, offset: number): boolean {
  let i = offset - 1
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--
  return i < 0 || isBreak(text[i])
}

/** The line break that starts at `at` (a break character): CRLF, LF or CR. */
function breakAt(text: string, at: number): string {
  if (text[at] === '\r') return text[at + 1] === '\n' ? '\r\n' : '\r'
  return text[at - 1] === '\r' ? '\r\n' : '\n'
}

/** 1-based line and column of a text offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset)
  const line = (before.match(/\r\n|\r|\n/g)?.length ?? 0) + 1
  const column = offset - (breakBefore(text, offset) + 1) + 1
  return { line, column }
}

/** The offset where the line holding `offset` starts. */
export function lineStart(text: string, offset: number): number {
  return breakBefore(text, offset) + 1
}

/** The offset just after the line holding `endOffset - 1` ends (after its line break). */
export function afterLine(text: string, endOffset: number): number {
  if (endOffset > 0 && text[endOffset - 1] === '\n') return endOffset
  if (endOffset > 0 && text[endOffset - 1] === '\r' && text[endOffset] !== '\n') return endOffset
  const at = breakFrom(text, endOffset)
  if (at === -1) return text.length
  return at + (text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1)
}

/** The rest of the line from `offset`, without its line break. */
export function restOfLine(text: string, offset: number): string {
  const at = breakFrom(text, offset)
  return text.slice(offset, at === -1 ? text.length : at)
}

/** The leading blanks of the line holding `offset`. */
export function lineIndent(text: string, offset: number): string {
  return /^[ \t]*/.exec(text.slice(lineStart(text, offset)))![0]
}

/**
 * The line ending new lines get when they are inserted at `offset`: the one of the line just
 * before (the lines around an edit decide, not the first `\r\n` anywhere in the file), else the
 * one of the next line that has an ending, else `\n`.
 */
export function newlineAt(text: string, offset: number): string {
  const previous = breakBefore(text, offset)
  if (previous >= 0) return breakAt(text, previous)
  const next = breakFrom(text, offset)
  if (next >= 0) return breakAt(text, next)
  return '\n'
}

/** Whether the text ends without a line ending on its last line. */
export function lacksFinalNewline(text: string): boolean {
  return text !== '' && !isBreak(text[text.length - 1])
}

export interface Splice {
  start: number
  end: number
  text: string
}

/**
 * Applies non-overlapping replacements given as offsets into the original text. Splices at the
 * same offset land in the order they were given: a value written after `bundleUrl:` at the end
 * of the file, then the new pair inserted after that same last line (applying them back to
 * front by offset alone put the pair between the key and its value).
 */
export function applySplices(text: string, splices: Splice[]): string {
  // Array.prototype.sort is stable: equal starts keep the order given.
  const sorted = [...splices].sort((a, b) => a.start - b.start)
  let out = ''
  let at = 0
  for (const s of sorted) {
    if (s.start < at || s.end < s.start) {
      throw new ConfigEditError(
        `the action's edits of the file overlap at offset ${s.start}; nothing was written. This is a defect of the action: please report it with the file`
      )
    }
    out += text.slice(at, s.start) + s.text
    at = s.end
  }
  return out + text.slice(at)
}
