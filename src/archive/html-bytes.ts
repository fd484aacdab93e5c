// Byte-level pieces of the page scanner (page-references.ts): JavaScript's `\s` and word
// characters in UTF-8 bytes, the attribute and tag names the scanner looks for, and searches for
// one byte that look at the next few dozen bytes before calling Buffer's native search.

/** Tags whose attributes load something when the page is shown. */
const LOADING_TAGS = [
  'script',
  'img',
  'iframe',
  // A frameset's frames (Javadoc before JDK 9 opens every site with one).
  'frame',
  'link',
  'source',
  'video',
  'audio',
  'embed',
  'object',
  // SVG's `<use href>` draws a symbol of another file, which is fetched: TypeDoc 0.26 and later
  // draw every icon of every page from `../assets/icons.svg#icon-…`.
  'use',
  // Subtitles (`<track src>`), an image button (`<input type="image" src>`: the link report
  // skips other inputs), and SVG's `<image href>`: each is fetched as the page is shown.
  'track',
  'input',
  'image'
]

export const LT = 0x3c
export const GT = 0x3e
export const EQUALS = 0x3d
export const DQUOTE = 0x22
export const SQUOTE = 0x27
export const BACKTICK = 0x60
export const BACKSLASH = 0x5c
export const SLASH = 0x2f

/** A byte that opens a JavaScript string: a tag right after one is most likely markup in a script. */
export function isQuote(c: number | undefined): boolean {
  return c === DQUOTE || c === SQUOTE || c === BACKTICK
}

/** How far back over whitespace quoteBefore looks for the quote, or for the tag before. */
const QUOTE_REACH = 64
/** How many start tags in a row quoteBefore looks back over, and how long each may be. */
const QUOTE_TAGS = 4
const QUOTE_TAG_BYTES = 256

/**
 * Whether the tag whose `<` is at `lt` follows a quote, right after it or after HTML whitespace:
 * markup in a script's string, most likely, indented as templates in code are
 * (`` `  <a href="${url}">Edit</a>` ``: Docsify's own site). With `containers`, also after start
 * tags that follow one, as a template opens the link's container first
 * (`` `<div class="ais-Hits-item"><h3><a href="${e.permalink}">` ``: the Algolia search of Hugo's
 * Techdoc theme); asked for a value a script fills in (`filledIn`), since looking back over a
 * tag for every link of a page cost the Rust docs 5 % more CPU. Text, an end tag or more tags
 * than QUOTE_TAGS stop the look. A wrong guess costs only time: the page's script and style text
 * is then read for what it is (html-comments.ts).
 */
export function quoteBefore(s: Buffer, lt: number, containers = false): boolean {
  let at = lt
  for (let tags = 0; ; tags++) {
    const stop = Math.max(at - 1 - QUOTE_REACH, -1)
    let i = at - 1
    while (i > stop && isHtmlSpace(s[i])) i--
    if (i <= stop) return false
    const c = s[i]
    if (isQuote(c)) return true
    if (c !== GT || !containers || tags === QUOTE_TAGS) return false
    // The start tag that `>` ends, by its `<` and the letter of its name.
    const open = lastBefore(s, LT, i)
    if (open < 0 || i - open > QUOTE_TAG_BYTES || !isAsciiLetter(s[open + 1])) return false
    at = open
  }
}

/** The marks of a URL a script fills in: `$`, `{`, `+`, a backslash and the quotes (filledIn). */
const FILL_MARKS = new Uint8Array(0x80)
for (const c of '${+\\"\'`') FILL_MARKS[c.charCodeAt(0)] = 1

/**
 * Whether a URL, the bytes `s[from, to)` of a page, bears the marks of one a script fills in
 * (`${…}`, `{{…}}`, `' + url + '`, an escaped quote).
 */
export function filledIn(s: Buffer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = s[i]!
    if (c < 0x80 && FILL_MARKS[c] === 1) return true
  }
  return false
}

/** filledIn of a load's value as decoded. */
export function filledInText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if (c < 0x80 && FILL_MARKS[c] === 1) return true
  }
  return false
}

/** Whether the byte or character code `c` is an ASCII letter, in either case. */
export function isAsciiLetter(c: number | undefined): boolean {
  if (c === undefined) return false
  const lower = c | 0x20
  return lower >= 0x61 && lower <= 0x7a
}

/** HTML's ASCII whitespace: tab, line feed, form feed, carriage return, space. */
export function isHtmlSpace(c: number | undefined): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d
}

/** Whether a tag's name ends at the byte `c` (after a `<` or `</` and the name): HTML whitespace, `/` or `>`. */
export function endsTagName(c: number | undefined): boolean {
  return c === SLASH || c === GT || isHtmlSpace(c)
}

/** Length of the JavaScript `\s` character whose UTF-8 bytes start at `i`, or 0. */
export function spaceAt(s: Buffer, i: number): number {
  const c = s[i]
  if (c === undefined) return 0
  if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) return 1
  if (c < 0xc2) return 0
  const c1 = s[i + 1]
  if (c === 0xc2) return c1 === 0xa0 ? 2 : 0
  return isWideSpace(c, c1, s[i + 2]) ? 3 : 0
}

/** Length of the JavaScript `\s` character whose UTF-8 bytes end at `i`, or 0. */
export function spaceEndingAt(s: Buffer, i: number): number {
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

/**
 * Length (1) of a `/` or a closing quote at `i` that parts an attribute's name from what comes
 * before it, as the tokenizer reads `<img/src=…>` and `<a class="y"href=…>` (html-minifier's
 * `removeTagWhitespace` writes every tag so), or 0. A quote after `=` (and spaces) opens a value;
 * a `/` counts after a space or right after the tag's name, not inside an unquoted value
 * (`id=x/href=…` names no href).
 */
export function separatorEndingAt(s: Buffer, i: number): number {
  const c = s[i]
  if (c === SLASH) return spaceEndingAt(s, i - 1) > 0 || tagNameEndsAt(s, i - 1) ? 1 : 0
  if (c !== DQUOTE && c !== SQUOTE) return 0
  return s[beforeSpaces(s, i - 1)] === EQUALS ? 0 : 1
}

/** The position before the JavaScript `\s` characters that end at `k` (`k` when none does). */
export function beforeSpaces(s: Buffer, k: number): number {
  for (let w = spaceEndingAt(s, k); w > 0; w = k < 0 ? 0 : spaceEndingAt(s, k)) k -= w
  return k
}

/** Whether a tag's name (`<` and an ASCII letter, then letters and digits) ends at `k`. */
function tagNameEndsAt(s: Buffer, k: number): boolean {
  let p = k
  while (p >= 0 && isAsciiAlnum(s[p]!)) p--
  return p < k && s[p] === LT && isAsciiLetter(s[p + 1])
}

function isAsciiAlnum(c: number): boolean {
  return isAsciiLetter(c) || (c >= 0x30 && c <= 0x39)
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

/**
 * Where an unquoted attribute value starting at `k` ends: at the first HTML whitespace (tab, line
 * feed, form feed, carriage return, space) or `>`, or at the end of the page.
 */
export function unquotedEnd(s: Buffer, k: number): number {
  let t = k
  for (let c = s[t]; c !== undefined; c = s[++t]) {
    if (c === 0x20 || c === GT || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d) break
  }
  return t
}

/** Does `s` hold `word` (lowercase ASCII letters) at `at`, in any case? */
export function wordAt(s: Buffer, at: number, word: string): boolean {
  for (let k = 0; k < word.length; k++) {
    if ((s[at + k]! | 0x20) !== word.charCodeAt(k)) return false
  }
  return true
}

const COLON = 0x3a

/**
 * The attribute names that may end at `j` (lowercase), longest checked by its last letter. Older
 * SVG names its links `xlink:href` (`<use xlink:href>` sprites, `<image xlink:href>`): a `:`
 * before `href` makes the name that, and `href` alone is then no name (no space before it).
 */
export function attributeEndingAt(s: Buffer, j: number): string | undefined {
  switch (s[j]! | 0x20) {
    case 0x66: // f
      if (j < 3 || !wordAt(s, j - 3, 'href')) return undefined
      // The colon compared as it is: `| 0x20` would take a control byte 0x1a for it.
      return j >= 9 && s[j - 4] === COLON && wordAt(s, j - 9, 'xlink') ? 'xlink:href' : 'href'
    case 0x63: // c
      return j >= 2 && wordAt(s, j - 2, 'src') ? 'src' : undefined
    case 0x61: // a
      return j >= 3 && wordAt(s, j - 3, 'data') ? 'data' : undefined
    case 0x74: // t
      return j >= 5 && wordAt(s, j - 5, 'srcset') ? 'srcset' : undefined
    case 0x72: // r
      // A video's still image, shown before it plays.
      return j >= 5 && wordAt(s, j - 5, 'poster') ? 'poster' : undefined
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
export function loadingTagAt(s: Buffer, p: number): string | undefined {
  const tags = TAGS_BY_LETTER.get(s[p + 1]! | 0x20)
  if (tags === undefined) return undefined
  for (const tag of tags) {
    if (wordAt(s, p + 1, tag) && !isWordChar(s[p + 1 + tag.length])) return tag
  }
  return undefined
}

/**
 * Whether a link one clicks starts at the `<` at `p`: an anchor `<a`, or an image map's `<area`
 * (Doxygen's include and call graphs are image maps whose areas lead to the pages they show).
 */
export function isAnchorAt(s: Buffer, p: number): boolean {
  if ((s[p + 1]! | 0x20) !== 0x61) return false
  return !isWordChar(s[p + 2]) || (wordAt(s, p + 2, 'rea') && !isWordChar(s[p + 5]))
}

const EMPTY = Buffer.alloc(0)

/** Repeated forward searches for one byte from rising positions, each scanning once. */
export class NextOf {
  private s: Buffer = EMPTY
  private from = -1
  private found = -1
  constructor(private readonly byte: number) {}
  /** Starts over on another page. */
  reset(s: Buffer): void {
    this.s = s
    this.from = -1
    this.found = -1
  }
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

/**
 * Repeated backward searches for one byte from rising positions, each byte looked at once a page:
 * the answer for the last position asked holds up to it, so a later one searches only the bytes
 * after it. quotingTag asks for the last `<` before each `>` far from any tag, and a page of
 * 4 MiB with no `<` for a long way (a REPL transcript in a `<pre>`, `>>> f(path, data=1)`; an
 * unminified script, `const data = …` after an arrow `=>`) made each such search run back to
 * the last tag: 3 s of CPU for one page.
 */
export class LastOf {
  private s: Buffer = EMPTY
  /** Bytes up to here were searched: `found` is the last position ≤ it holding the byte. */
  private upTo = -1
  private found = -1
  constructor(private readonly byte: number) {}
  /** Starts over on another page. */
  reset(s: Buffer): void {
    this.s = s
    this.upTo = -1
    this.found = -1
  }
  /** The last position ≤ `at` holding the byte, or -1. */
  at(at: number): number {
    if (at < 0) return -1
    if (at <= this.upTo) {
      // Nothing after `found` up to `upTo`: it is the answer for any position from it on.
      return at >= this.found ? this.found : this.s.lastIndexOf(this.byte, at)
    }
    const hit = this.s.subarray(this.upTo + 1, at + 1).lastIndexOf(this.byte)
    if (hit >= 0) this.found = this.upTo + 1 + hit
    this.upTo = at
    return this.found
  }
}

/**
 * Searches that look at the next few dozen bytes in JavaScript before asking Buffer's indexOf:
 * in a page the byte looked for is usually that near, and a call into Buffer's native search
 * costs as much as reading some fifty bytes here.
 */
const NEAR_BYTES = 48

/** The first position ≥ `from` holding `byte`, or -1. */
export function indexOfByte(s: Buffer, byte: number, from: number): number {
  const near = Math.min(from + NEAR_BYTES, s.length)
  for (let i = from; i < near; i++) if (s[i] === byte) return i
  return near < s.length ? s.indexOf(byte, near) : -1
}

/** The last position before `at` holding `byte`, or -1. */
export function lastBefore(s: Buffer, byte: number, at: number): number {
  const near = Math.max(at - NEAR_BYTES, 0)
  for (let i = at - 1; i >= near; i--) if (s[i] === byte) return i
  // A Buffer reads a negative start from its end: below 0 there is nothing left to search.
  return near > 0 ? s.lastIndexOf(byte, near - 1) : -1
}

/**
 * The byte after the `>` that ends the start tag opening at `lt`, read as the tokenizer reads
 * attributes (a quoted value may hold `>`), or -1 when the page ends first.
 */
export function tagEnd(bytes: Buffer, lt: number): number {
  const n = bytes.length
  let i = lt + 1
  // After `=` (and any spaces) a value may open with a quote.
  let valueNext = false
  for (; i < n; i++) {
    const c = bytes[i]!
    if (valueNext && (c === DQUOTE || c === SQUOTE)) {
      // To its closing quote in one search: a value may be long (a data: URL of a few MiB).
      i = indexOfByte(bytes, c, i + 1)
      if (i < 0) return -1
      valueNext = false
      continue
    }
    if (c === GT) return i + 1
    if (c === EQUALS) valueNext = true
    else if (!isHtmlSpace(c)) valueNext = false
  }
  return -1
}

/** Bytes quotingTag reads back from a `>` itself before asking Buffer's search for the `<`. */
const QUOTED_GT_NEAR_BYTES = 256

/**
 * Whether the `>` at `g` is quoted: it lies inside a quoted value of the tag that the last `<`
 * before it opens, read as tagEnd reads it (`<a title="A > B" href="…">`, `<source
 * media="(width >= 800px)" srcset="…">`), so that it ends no tag. Only that one tag is read, not
 * the page from its start: a `>` whose last `<` itself lies in a quoted value is judged from
 * there. The page scanner's window for a tag's attributes reaches back over quoted `>`s.
 */
export function quotedGt(s: Buffer, g: number): boolean {
  return quotingTag(s, g) >= 0
}

/**
 * Where the tag that holds the `>` at `g` in a quoted value opens (its `<`), or -1 when that `>`
 * is not quoted (quotedGt). Every `>` between that `<` and `g` has the same last `<` and lies in
 * the same tag, so it is quoted too: a walk back over quoted `>`s goes on before that `<`, not
 * one `>` at a time (a `data-` attribute of JSON with a thousand `>`s is read once, not a
 * thousand times).
 */
export function quotingTag(s: Buffer, g: number, lastLt?: LastOf): number {
  // Back to that `<`: a tag with no quote before `g` holds no quoted value there (`</a>`, `<li>`,
  // most of the `>`s a scan asks about), and is not read again forward.
  let quotes = false
  let lt = g - 1
  const near = Math.max(g - QUOTED_GT_NEAR_BYTES, 0)
  for (; lt >= near; lt--) {
    const c = s[lt]!
    if (c === LT) break
    if (c === DQUOTE || c === SQUOTE) quotes = true
  }
  if (lt < near) {
    // Far from any tag (a `>` in prose or a script): found natively (through the page's
    // `lastLt` when the caller asks at rising positions), and read forward.
    lt = near > 0 ? (lastLt ? lastLt.at(near - 1) : s.lastIndexOf(LT, near - 1)) : -1
    quotes = true
  }
  if (lt < 0 || !quotes) return -1
  const end = tagEnd(s, lt)
  return end < 0 || end > g + 1 ? lt : -1
}
