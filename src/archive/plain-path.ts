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
 * Whether `source[from, to)` (a string's units or bytes where they lie) is segments of plain
 * characters joined by single slashes, with no slash at either end and no segment `.` or `..`
 * (so no scheme, query, fragment, percent-encoding, space or backslash either). The link report
 * asks it of a link's bytes in the page, the archive's checks of an entry's name.
 */
export function isPlainPath(source: string | Uint8Array, from = 0, to = source.length): boolean {
  const text = typeof source === 'string'
  let segmentStart = from
  for (let i = from; i <= to; i++) {
    const c = i === to ? 0x2f : text ? source.charCodeAt(i) : source[i]!
    if (c !== 0x2f) {
      if (!isPlainChar(c)) return false
      continue
    }
    const length = i - segmentStart
    if (length === 0) return false
    if (length <= 2 && unitAt(source, segmentStart) === 0x2e) {
      if (length === 1 || unitAt(source, segmentStart + 1) === 0x2e) return false
    }
    segmentStart = i + 1
  }
  return true
}

function unitAt(source: string | Uint8Array, i: number): number {
  return typeof source === 'string' ? source.charCodeAt(i) : source[i]!
}
