// A JS string's UTF-16 units as bytes and back: UTF-8 for whole characters and three bytes for
// each half of a surrogate pair (or a lone half), so every distinct string has one distinct
// sequence of bytes, and reading them back gives the string that was written. The entry tree
// keeps its names (entry-names.ts) and its symbolic links' targets (symlink-targets.ts) so.

/** The most bytes `encodeUnits` writes for `units` UTF-16 units. */
export const MAX_BYTES_PER_UNIT = 3

/** The number of bytes `encodeUnits` writes for the whole of `text`. */
export function encodedLength(text: string): number {
  let n = 0
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    n += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3
  }
  return n
}

/** Writes `text.slice(start, end)` into `out` from `at`; the number of bytes written. */
export function encodeUnits(
  text: string,
  start: number,
  end: number,
  out: Uint8Array,
  at: number
): number {
  let n = at
  for (let i = start; i < end; i++) {
    const unit = text.charCodeAt(i)
    if (unit < 0x80) {
      out[n++] = unit
    } else if (unit < 0x800) {
      out[n++] = 0xc0 | (unit >> 6)
      out[n++] = 0x80 | (unit & 0x3f)
    } else {
      out[n++] = 0xe0 | (unit >> 12)
      out[n++] = 0x80 | ((unit >> 6) & 0x3f)
      out[n++] = 0x80 | (unit & 0x3f)
    }
  }
  return n - at
}

/** The string `encodeUnits` wrote as `bytes[start, start + length)`. */
export function decodeUnits(bytes: Uint8Array, start: number, length: number): string {
  const units: number[] = []
  for (let i = start; i < start + length;) {
    const b = bytes[i]!
    if (b < 0x80) {
      units.push(b)
      i += 1
    } else if (b < 0xe0) {
      units.push(((b & 0x1f) << 6) | (bytes[i + 1]! & 0x3f))
      i += 2
    } else {
      units.push(((b & 0x0f) << 12) | ((bytes[i + 1]! & 0x3f) << 6) | (bytes[i + 2]! & 0x3f))
      i += 3
    }
  }
  // In pieces: a spread of a very long text's units would overflow the stack.
  let text = ''
  for (let i = 0; i < units.length; i += 4096) {
    text += String.fromCharCode(...units.slice(i, i + 4096))
  }
  return text
}
