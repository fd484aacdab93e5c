// One rule shared by the archive's path checks and the link report's resolution: a relative
// path made only of plain segments, which joining and normalising leave as written. Most paths
// of an exported site are such paths, and for them the general route (split, decode, join,
// normalise, a few strings per path, tens of millions of times over a large site) is skipped.

/** Letters, digits, `-`, `.`, `_`, `~`: a path character that needs no decoding or care. */
function isPlainChar(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x2d ||
    c === 0x2e ||
    c === 0x5f ||
    c === 0x7e
  )
}

/**
 * Whether `text` from `from` on is segments of plain characters joined by single slashes, with
 * no slash at either end and no segment `.` or `..` (so no scheme, query, fragment, percent-
 * encoding, space or backslash either).
 */
export function isPlainPath(text: string, from = 0): boolean {
  let segmentStart = from
  for (let i = from; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0x2f
    if (c !== 0x2f) {
      if (!isPlainChar(c)) return false
      continue
    }
    const length = i - segmentStart
    if (length === 0) return false
    if (text.charCodeAt(segmentStart) === 0x2e) {
      if (length === 1 || (length === 2 && text.charCodeAt(segmentStart + 1) === 0x2e)) {
        return false
      }
    }
    segmentStart = i + 1
  }
  return true
}
