// The fields of a tar header block and of a pax extended header, decoded one by one: the tar
// reader (tar-reader.ts) decides what they make together.
import { isUtf8 } from 'node:buffer'

export const BLOCK = 512

/** A pax header's records: keys as text, values as their bytes (a name is checked as UTF-8). */
export type Pax = Record<string, Buffer>

/** Bytes after content of this size up to the next block. */
export function padding(size: number): number {
  const rest = size % BLOCK
  return rest === 0 ? 0 : BLOCK - rest
}

/** The header's checksum as POSIX sums it: its bytes unsigned, the checksum field as spaces. */
export function checksum(block: Buffer): number {
  let sum = 8 * 32
  for (let i = 0; i < 148; i++) sum += block[i]!
  for (let i = 156; i < BLOCK; i++) sum += block[i]!
  return sum
}

/**
 * Whether the header's stored checksum is its sum `unsigned` (checksum) or the sum of its bytes
 * as signed, where each byte over 0x7f counts 256 less: old Sun tar and some writers sum so, and
 * GNU tar, bsdtar and Python's tarfile accept either. The signed sum is only counted when the
 * unsigned one does not match, so a header as tar writes it costs no second pass.
 */
export function checksumMatches(block: Buffer, unsigned: number): boolean {
  const stored = octal(block, 148, 8)
  if (unsigned === stored) return true
  let high = 0
  for (let i = 0; i < 148; i++) if (block[i]! > 0x7f) high += 1
  for (let i = 156; i < BLOCK; i++) if (block[i]! > 0x7f) high += 1
  return high > 0 && unsigned - 256 * high === stored
}

/** "ustar" at the magic field's start, which both ustar and GNU headers have. */
function ustarMagic(block: Buffer): boolean {
  return (
    block[257] === 0x75 &&
    block[258] === 0x73 &&
    block[259] === 0x74 &&
    block[260] === 0x61 &&
    block[261] === 0x72
  )
}

/** POSIX ustar: "ustar\0". */
export function isUstar(block: Buffer): boolean {
  return ustarMagic(block) && block[262] === 0
}

/** GNU: "ustar " then the version " \0". */
export function isGnu(block: Buffer): boolean {
  return ustarMagic(block) && block[262] === 0x20 && block[263] === 0x20 && block[264] === 0
}

/** Pre-POSIX tar: no magic and no version, the eight bytes from 257 all zeros. */
export function isV7(block: Buffer): boolean {
  for (let i = 257; i < 265; i++) if (block[i] !== 0) return false
  return true
}

/** A NUL-terminated field's bytes: a view of `block`. */
export function field(block: Buffer, offset: number, length: number): Buffer {
  let end = offset
  const limit = Math.min(offset + length, block.length)
  while (end < limit && block[end] !== 0) end++
  return block.subarray(offset, end)
}

/** A name's bytes as text, or undefined when they are not UTF-8. */
export function utf8(bytes: Buffer): string | undefined {
  return isUtf8(bytes) ? bytes.toString('utf8') : undefined
}

/**
 * A name for a message, in quotes: its UTF-8 characters as they are, any other byte (and a
 * quote, a backslash or a control character) as \xNN, so that two names that differ show apart.
 */
export function shownName(bytes: Buffer): string {
  let shown = ''
  for (let i = 0; i < bytes.length;) {
    const byte = bytes[i]!
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1
    if (length > 1 && isUtf8(bytes.subarray(i, i + length))) {
      shown += bytes.toString('utf8', i, i + length)
      i += length
      continue
    }
    const plain = byte >= 0x20 && byte < 0x7f && byte !== 0x22 && byte !== 0x5c
    shown += plain ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, '0')}`
    i += 1
  }
  return `"${shown}"`
}

/**
 * A numeric field: octal digits after optional spaces, ended by spaces, a NUL or the field's end
 * (an empty field is 0), or GNU's base-256 form; NaN for anything else. Stricter than parseInt,
 * which stops at the first byte that is not a digit: "00000001000x" or "00000001008" would be a
 * size to it, while GNU tar reads another and Python's tarfile stops reading the archive there,
 * so each would unpack different entries from the bytes that follow.
 */
export function octal(block: Buffer, offset: number, length: number): number {
  if (block[offset]! & 0x80) return base256(block, offset, length)
  const limit = offset + length
  let at = offset
  while (at < limit && block[at] === 0x20) at++
  let value = 0
  for (; at < limit && block[at]! >= 0x30 && block[at]! <= 0x37; at++) {
    value = value * 8 + block[at]! - 0x30
  }
  while (at < limit && block[at] === 0x20) at++
  // What follows a NUL is not part of the number for any reader.
  return at === limit || block[at] === 0 ? value : NaN
}

/** The numeric fields of a header that every reader decodes (Python's tarfile all of them). */
const NUMERIC_FIELDS: readonly (readonly [name: string, offset: number, length: number])[] = [
  ['mode', 100, 8],
  ['uid', 108, 8],
  ['gid', 116, 8],
  ['size', 124, 12],
  ['mtime', 136, 12],
  ['devmajor', 329, 8],
  ['devminor', 337, 8]
]

/** The first numeric field that is not a number, named and shown as it is, or undefined. */
export function malformedNumber(block: Buffer): string | undefined {
  for (const [name, offset, length] of NUMERIC_FIELDS) {
    if (Number.isNaN(octal(block, offset, length))) {
      const shown = JSON.stringify(
        block.toString('latin1', offset, offset + length).replace(/\0+$/, '')
      )
      return `${name} field ${shown}`
    }
  }
  return undefined
}

/** GNU's base-256 numbers: 0x80 then a big-endian positive value, 0xff for a negative one. */
function base256(block: Buffer, offset: number, length: number): number {
  const first = block[offset]
  if (first !== 0x80 && first !== 0xff) return NaN
  const positive = first === 0x80
  let sum = 0
  for (let i = offset + 1; i < offset + length; i++) {
    const byte = positive ? block[i]! : 0xff - block[i]!
    sum = sum * 256 + byte
  }
  return positive ? sum : -sum
}

/**
 * Records `"<length> <key>=<value>\n"`, up to the content's end or a NUL; undefined when a record
 * does not parse, where GNU tar warns and reads on and Python's tarfile stops.
 */
export function decodePax(content: Buffer): Pax | undefined {
  const result: Pax = {}
  let at = 0
  while (at < content.length && content[at] !== 0) {
    let i = at
    let length = 0
    for (; i < content.length && content[i]! >= 0x30 && content[i]! <= 0x39; i++) {
      length = length * 10 + content[i]! - 0x30
    }
    const end = at + length
    if (i === at || content[i] !== 0x20 || end > content.length || content[end - 1] !== 0x0a) {
      return undefined
    }
    const equals = content.indexOf(0x3d, i + 1)
    if (equals <= i + 1 || equals >= end) return undefined
    result[content.toString('utf8', i + 1, equals)] = content.subarray(equals + 1, end - 1)
    at = end
  }
  return result
}

/** A pax number's value: digits only ("512x" is a number to parseInt); NaN for anything else. */
export function paxNumber(value: Buffer): number {
  const text = value.toString('latin1')
  return /^[0-9]+$/.test(text) ? Number(text) : NaN
}
