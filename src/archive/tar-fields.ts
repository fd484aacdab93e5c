// The fields of a tar header block and of a pax extended header, decoded one by one: the tar
// reader (tar-reader.ts) decides what they make together.

export const BLOCK = 512

export type Pax = Record<string, string>

/** Bytes after content of this size up to the next block. */
export function padding(size: number): number {
  const rest = size % BLOCK
  return rest === 0 ? 0 : BLOCK - rest
}

export function checksum(block: Buffer): number {
  let sum = 8 * 32
  for (let i = 0; i < 148; i++) sum += block[i]!
  for (let i = 156; i < BLOCK; i++) sum += block[i]!
  return sum
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

/** A NUL-terminated field as UTF-8. */
export function text(block: Buffer, offset: number, length: number): string {
  let end = offset
  const limit = Math.min(offset + length, block.length)
  while (end < limit && block[end] !== 0) end++
  return block.toString('utf8', offset, end)
}

/** A numeric field: octal text (leading spaces and NULs allowed), or base-256 when flagged. */
export function octal(block: Buffer, offset: number, length: number): number {
  if (block[offset]! & 0x80) return base256(block, offset, length)
  let at = offset
  const limit = offset + length
  while (at < limit && block[at] === 0x20) at++
  let end = at
  while (end < limit && block[end] !== 0x20) end++
  while (at < end && block[at] === 0) at++
  if (end === at) return 0
  return parseInt(block.toString('latin1', at, end), 8)
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

/** Records `"<length> <key>=<value>\n"`, read until one does not parse. */
export function decodePax(content: Buffer): Pax {
  const result: Pax = {}
  let rest = content
  while (rest.length > 0) {
    let i = 0
    while (i < rest.length && rest[i] !== 0x20) i++
    const length = parseInt(rest.toString('utf8', 0, i), 10)
    if (!length) return result
    const record = rest.toString('utf8', i + 1, length - 1)
    const equals = record.indexOf('=')
    if (equals === -1) return result
    result[record.slice(0, equals)] = record.slice(equals + 1)
    rest = rest.subarray(length)
  }
  return result
}
