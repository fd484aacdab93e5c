// Finds the references of one HTML page in its bytes: the loads a page makes when shown
// (`<script src>`, `<img src|srcset>`, `<link href>`, …) and its anchors (`<a href>`).
//
// Why not regular expressions over the decoded page: decoding every page to UTF-16 and running
// two backtracking expressions over it was most of the verifier's time on a docs site (every
// page carries a sidebar of hundreds of links). Here the page is read in its bytes, where it lies
// (no string of the page is made: a gigabyte of pages made into strings kept the young
// generation collecting), and the scan jumps from one `=` to the next with indexOf; only
// attribute values are decoded as UTF-8, and an anchor's value not at all (its raw bytes are the
// key of the link report's cache).
//
// What it finds is exactly what these two expressions, applied with matchAll to the page decoded
// as UTF-8, found before (the project's findings must not change with the speed-up):
//   /<(script|img|iframe|link|source|video|audio|embed|object)\b[^>]*?\s(src|href|data|srcset)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi
//   /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi
// That is: per tag, the first such attribute after the tag's name and before any `>`; the next
// match is searched after the end of the previous one's value; `\s` is JavaScript's (which
// includes Unicode spaces, matched here as their UTF-8 bytes); names are ASCII case-insensitive.

/** Tags whose attributes load something when the page is shown. */
const LOADING_TAGS = [
  'script',
  'img',
  'iframe',
  'link',
  'source',
  'video',
  'audio',
  'embed',
  'object'
]

/** A reference found in a page, as the link report consumes it. */
export interface PageReferenceVisitor {
  /**
   * A load: `tag` and `attr` lowercased, `value` the attribute's value decoded as UTF-8, and
   * `element` the text from the tag's `<` to the end of the value (where `rel` is looked for).
   */
  load(tag: string, attr: string, value: string, element: () => string): void
  /**
   * The page's anchors, once the loads are reported: the raw bytes of the n-th href are
   * `bytes.subarray(starts[n], ends[n])` (decoded: `bytes.toString('utf8', starts[n], ends[n])`).
   * Not cut out of the page: most anchors of a docs site are the same sidebar again, which the
   * link report recognises in place.
   */
  anchors(bytes: Buffer, starts: readonly number[], ends: readonly number[]): void
}

const LT = 0x3c
const GT = 0x3e
const EQUALS = 0x3d
const DQUOTE = 0x22
const SQUOTE = 0x27

/** Length of the JavaScript `\s` character whose UTF-8 bytes start at `i`, or 0. */
function spaceAt(s: Buffer, i: number): number {
  const c = s[i]
  if (c === undefined) return 0
  if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) return 1
  if (c < 0xc2) return 0
  const c1 = s[i + 1]
  if (c === 0xc2) return c1 === 0xa0 ? 2 : 0
  return isWideSpace(c, c1, s[i + 2]) ? 3 : 0
}

/** Length of the JavaScript `\s` character whose UTF-8 bytes end at `i`, or 0. */
function spaceEndingAt(s: Buffer, i: number): number {
  const c = s[i]
  if (c === undefined) return 0
  if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) return 1
  if (c < 0x80 || i < 1) return 0
  // A lead byte always starts a character afresh in UTF-8 decoding, so a complete sequence
  // ending here decodes to that character whatever comes before it.
  if (c === 0xa0 && s[i - 1] === 0xc2) return 2
  if (i < 2) return 0
  return isWideSpace(s[i - 2]!, s[i - 1], c) ? 3 : 0
}

/** U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF in UTF-8. */
function isWideSpace(b0: number, b1: number | undefined, b2: number | undefined): boolean {
  switch (b0) {
    case 0xe1:
      return b1 === 0x9a && b2 === 0x80
    case 0xe2:
      if (b1 === 0x80 && b2 !== undefined)
        return (b2 >= 0x80 && b2 <= 0x8a) || b2 === 0xa8 || b2 === 0xa9 || b2 === 0xaf
      return b1 === 0x81 && b2 === 0x9f
    case 0xe3:
      return b1 === 0x80 && b2 === 0x80
    case 0xef:
      return b1 === 0xbb && b2 === 0xbf
    default:
      return false
  }
}

function isWordChar(c: number | undefined): boolean {
  if (c === undefined) return false
  return (
    (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f
  )
}

/** Does `s` hold `word` (lowercase ASCII) at `at`, in any case? */
function wordAt(s: Buffer, at: number, word: string): boolean {
  for (let k = 0; k < word.length; k++) {
    if ((s[at + k]! | 0x20) !== word.charCodeAt(k)) return false
  }
  return true
}

/** The attribute names that may end at `j` (lowercase), longest checked by its last letter. */
function attributeEndingAt(s: Buffer, j: number): string | undefined {
  switch (s[j]! | 0x20) {
    case 0x66: // f
      return j >= 3 && wordAt(s, j - 3, 'href') ? 'href' : undefined
    case 0x63: // c
      return j >= 2 && wordAt(s, j - 2, 'src') ? 'src' : undefined
    case 0x61: // a
      return j >= 3 && wordAt(s, j - 3, 'data') ? 'data' : undefined
    case 0x74: // t
      return j >= 5 && wordAt(s, j - 5, 'srcset') ? 'srcset' : undefined
    default:
      return undefined
  }
}

/** The loading tags by their first letter (lowercase char code). */
const TAGS_BY_LETTER = new Map<number, string[]>()
for (const tag of LOADING_TAGS) {
  const letter = tag.charCodeAt(0)
  TAGS_BY_LETTER.set(letter, [...(TAGS_BY_LETTER.get(letter) ?? []), tag])
}

/** The loading tag named right after the `<` at `p` (followed by a word boundary), or undefined. */
function loadingTagAt(s: Buffer, p: number): string | undefined {
  const tags = TAGS_BY_LETTER.get(s[p + 1]! | 0x20)
  if (tags === undefined) return undefined
  for (const tag of tags) {
    if (wordAt(s, p + 1, tag) && !isWordChar(s[p + 1 + tag.length])) return tag
  }
  return undefined
}

function isAnchorAt(s: Buffer, p: number): boolean {
  return (s[p + 1]! | 0x20) === 0x61 && !isWordChar(s[p + 2])
}

/** Repeated forward searches for one byte from rising positions, each scanning once. */
class NextOf {
  private from = -1
  private found = -1
  constructor(
    private readonly s: Buffer,
    private readonly byte: number
  ) {}
  /** The first position ≥ `at` holding the character, or -1. */
  at(at: number): number {
    // The last answer holds for any start between the last start and that answer (or past the
    // last start when there was none): a pathological page costs one pass, not one per query.
    const known = this.from >= 0 && at >= this.from && (this.found < 0 || at <= this.found)
    if (!known) {
      this.from = at
      this.found = indexOfByte(this.s, this.byte, at)
    }
    return this.found
  }
}

/** One of the two expressions' matchAll walks: where the next match may start. */
interface Walk {
  /** End of the previous match: the next starts at or after it. */
  lastIndex: number
  /** No valid start lies in [lastIndex or the window start, noStartBefore). */
  noStartBefore: number
  lessThan: NextOf
  isStart: (s: Buffer, p: number) => string | undefined
}

/**
 * The start of the match whose attribute's leading space is at `q`: the leftmost tag start at
 * or after `from` (past the previous match and past the last `>` before `q`), or undefined.
 * `only`, when not -1, is the one `<` between that `>` and `q`.
 */
function startFor(
  s: Buffer,
  walk: Walk,
  from: number,
  q: number,
  only: number
): { p: number; tag: string } | undefined {
  const lo = Math.max(from, walk.noStartBefore)
  if (only >= 0) {
    const tag = lo <= only ? walk.isStart(s, only) : undefined
    if (tag !== undefined) return { p: only, tag }
    walk.noStartBefore = q
    return undefined
  }
  let p = walk.lessThan.at(lo)
  while (p >= 0 && p < q) {
    const tag = walk.isStart(s, p)
    if (tag !== undefined) return { p, tag }
    p = walk.lessThan.at(p + 1)
  }
  walk.noStartBefore = q
  return undefined
}

/**
 * Searches that look at the next few dozen bytes in JavaScript before asking Buffer's indexOf:
 * in a page the byte looked for is usually that near, and a call into Buffer's native search
 * costs as much as reading some fifty bytes here.
 */
const NEAR_BYTES = 48

/** The first position ≥ `from` holding `byte`, or -1. */
function indexOfByte(s: Buffer, byte: number, from: number): number {
  const near = Math.min(from + NEAR_BYTES, s.length)
  for (let i = from; i < near; i++) if (s[i] === byte) return i
  return near < s.length ? s.indexOf(byte, near) : -1
}

/** The last position before `at` holding `byte`, or -1. */
function lastBefore(s: Buffer, byte: number, at: number): number {
  const near = Math.max(at - NEAR_BYTES, 0)
  for (let i = at - 1; i >= near; i--) if (s[i] === byte) return i
  // A Buffer reads a negative start from its end: below 0 there is nothing left to search.
  return near > 0 ? s.lastIndexOf(byte, near - 1) : -1
}

/** A latin1 string of raw bytes decoded as UTF-8 (as the page decoded whole would read). */
export function decodeRaw(raw: string): string {
  return NON_ASCII.test(raw) ? Buffer.from(raw, 'latin1').toString('utf8') : raw
}
const NON_ASCII = /[\u0080-\uffff]/

/**
 * The hash of `text.slice(start, end)`, a link's raw bytes as a latin1 string (FNV-1a, kept
 * within a small integer), for link caches; `bytesHash` of the same bytes is the same number.
 */
export function linkHash(text: string, start: number, end: number): number {
  let h = 0x811c9dc5
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h & 0x3fffffff
}

/** `linkHash` of `bytes.subarray(start, end)`, read where they lie. */
export function bytesHash(bytes: Buffer, start: number, end: number): number {
  let h = 0x811c9dc5
  for (let i = start; i < end; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193)
  return h & 0x3fffffff
}

/** Reads pages one after the other (it reuses its arrays for the anchors of the next page). */
export class PageScanner {
  // Anchors are reported after the loads (the order the findings always had): where each
  // href starts and ends, in arrays reused from page to page.
  private readonly starts: number[] = []
  private readonly ends: number[] = []

  /** Reports every reference of the page in `bytes`: all loads in order, then all anchors. */
  scan(bytes: Buffer, visit: PageReferenceVisitor): void {
    const s = bytes
    const { starts, ends } = this
    starts.length = 0
    ends.length = 0
    const loads: Walk = {
      lastIndex: 0,
      noStartBefore: 0,
      lessThan: new NextOf(s, LT),
      isStart: loadingTagAt
    }
    const links: Walk = {
      lastIndex: 0,
      noStartBefore: 0,
      lessThan: new NextOf(s, LT),
      isStart: (text, p) => (isAnchorAt(text, p) ? 'a' : undefined)
    }
    const greaterThan = new NextOf(s, GT)
    const doubleQuote = new NextOf(s, DQUOTE)
    const singleQuote = new NextOf(s, SQUOTE)
    // The last `>` before the previous attribute, and that attribute's space.
    let lastGt = -1
    let previousQ = 0

    for (let e = indexOfByte(s, EQUALS, 1); e >= 0; e = indexOfByte(s, EQUALS, e + 1)) {
      // `\s(name)\s*=`: back over spaces to the name, then the space before it.
      let j = e - 1
      for (let w = spaceEndingAt(s, j); w > 0; w = j < 0 ? 0 : spaceEndingAt(s, j)) j -= w
      if (j < 0) continue
      const attr = attributeEndingAt(s, j)
      if (attr === undefined) continue
      const before = j - attr.length
      if (before < 0) continue
      const spaceWidth = spaceEndingAt(s, before)
      if (spaceWidth === 0) continue
      const q = before - spaceWidth + 1
      // `=\s*` then a quoted value that is closed somewhere.
      let k = e + 1
      for (let w = spaceAt(s, k); w > 0; w = spaceAt(s, k)) k += w
      const quote = s[k]
      if (quote !== DQUOTE && quote !== SQUOTE) continue
      const close = (quote === DQUOTE ? doubleQuote : singleQuote).at(k + 1)
      if (close < 0) continue
      const end = close + 1

      // `[^>]*?` between the tag's name and `q`: the start lies after the last `>` before q.
      const nextGt = greaterThan.at(previousQ)
      if (nextGt >= 0 && nextGt < q) lastGt = lastBefore(s, GT, q)
      previousQ = q
      const windowStart = lastGt + 1
      // Most tags follow the `>` of the one before: a `<` right there, and none after it before
      // q, is the only possible start for both walks (two searches fewer per attribute).
      const only = s[windowStart] === LT && lastBefore(s, LT, q) === windowStart ? windowStart : -1

      if (q >= loads.lastIndex) {
        const start = startFor(s, loads, Math.max(loads.lastIndex, windowStart), q, only)
        if (start !== undefined) {
          loads.lastIndex = end
          // The raw bytes decoded as UTF-8: what the page decoded whole holds there.
          const value = bytes.toString('utf8', k + 1, close)
          visit.load(start.tag, attr, value, () => bytes.toString('utf8', start.p, end))
        }
      }
      if (attr === 'href' && q >= links.lastIndex) {
        const start = startFor(s, links, Math.max(links.lastIndex, windowStart), q, only)
        if (start !== undefined) {
          links.lastIndex = end
          starts.push(k + 1)
          ends.push(close)
        }
      }
    }
    visit.anchors(bytes, starts, ends)
  }
}
