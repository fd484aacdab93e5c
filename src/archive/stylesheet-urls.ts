// The URLs a stylesheet (`.css` file of the bundle) makes the browser fetch: `@import "…"` and
// every `url(…)` (fonts, backgrounds, `@import url(…)`), read as CSS tokenizes them: nothing in a
// comment or inside a string, quotes and escapes undone. A theme that takes its fonts or icons
// from a CDN (`@import "https://fonts.bunny.net/css?…"`, Font Awesome's kit) loads them on every
// page, and a reader of an air-gapped site gets none; the link report counts them as loads from
// other origins, which they are. Which stylesheets a page applies is not followed: every
// stylesheet of the bundle is read.

export interface StylesheetUrl {
  /** `@import` for an import (`@import "…"` or `@import url(…)`), `url` for any other `url(…)`. */
  via: 'css @import' | 'css url'
  url: string
}

const isSpace = (c: string): boolean =>
  c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f'
const isHex = (c: string): boolean => /^[0-9a-f]$/i.test(c)
const isNameChar = (c: string): boolean => /^[\w-]$/.test(c) || c > '\u007f'

/** A CSS escape at `text[i]` (a backslash): the character it stands for and where it ends. */
function escape(text: string, i: number): { char: string; end: number } {
  let j = i + 1
  if (j >= text.length) return { char: '\ufffd', end: j }
  if (!isHex(text[j]!)) return { char: text[j]!, end: j + 1 }
  let hex = ''
  while (j < text.length && hex.length < 6 && isHex(text[j]!)) hex += text[j++]
  if (j < text.length && isSpace(text[j]!)) j++
  const code = parseInt(hex, 16)
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
  return { char: valid ? String.fromCodePoint(code) : '\ufffd', end: j }
}

/** A string token from its opening quote at `i`: its value and where it ends. */
function stringAt(text: string, i: number): { value: string; end: number } {
  const quote = text[i]
  let value = ''
  let j = i + 1
  while (j < text.length) {
    const c = text[j]!
    if (c === quote) return { value, end: j + 1 }
    // A newline ends a string as a bad string, which loads nothing.
    if (c === '\n' || c === '\r' || c === '\f') return { value: '', end: j }
    if (c === '\\') {
      if (text[j + 1] === '\n') j += 2
      else {
        const e = escape(text, j)
        value += e.char
        j = e.end
      }
      continue
    }
    value += c
    j++
  }
  return { value, end: j }
}

/**
 * Font formats and technologies of an `@font-face` `src` entry (`url(…) format(…) tech(…)`) as
 * Chromium reads them: an entry naming any other, or with anything else after its URL, is
 * skipped and its font never fetched. Dokka's theme loads JetBrains Sans from a CDN with
 * `format('woff2 supports variations')` ahead of the same font as `format('woff2-variations')`,
 * and the "bulletproof" pattern adds `format('embedded-opentype')` and `format('svg')` entries;
 * counted, each was a load from another origin that no page makes. Keywords and strings alike,
 * in any case; the `-variations` names as strings only.
 */
const FONT_FORMATS = new Set(['woff', 'woff2', 'truetype', 'opentype', 'collection'])
const FONT_FORMAT_STRINGS = new Set([
  ...FONT_FORMATS,
  'woff-variations',
  'woff2-variations',
  'truetype-variations',
  'opentype-variations'
])
const FONT_TECHS = new Set([
  'variations',
  'palettes',
  'color-colrv0',
  'color-colrv1',
  'color-sbix',
  'color-cbdt',
  'features-opentype',
  'features-aat'
])

/** Past whitespace and comments from `i`. */
function skipBlank(text: string, i: number): number {
  for (;;) {
    while (i < text.length && isSpace(text[i]!)) i++
    if (text[i] !== '/' || text[i + 1] !== '*') return i
    const close = text.indexOf('*/', i + 2)
    if (close < 0) return text.length
    i = close + 2
  }
}

/** A name (an ident's characters, escapes undone) from `i`, lower-cased; empty when none. */
function nameAt(text: string, i: number): { name: string; end: number } {
  let name = ''
  let j = i
  while (j < text.length) {
    const c = text[j]!
    if (c === '\\' && text[j + 1] !== '\n') {
      const e = escape(text, j)
      name += e.char
      j = e.end
    } else if (isNameChar(c)) {
      name += c
      j++
    } else break
  }
  return { name: name.toLowerCase(), end: j }
}

/**
 * Whether what follows a URL at `i` skips its font: a `format()` or `tech()` Chromium does not
 * fetch (see FONT_FORMATS), or either followed by anything but the entry's end. A URL followed by
 * neither is kept whatever follows (`background: url(…) no-repeat`).
 */
function skippedFont(text: string, i: number): boolean {
  let j = skipBlank(text, i)
  let hinted = false
  let f = nameAt(text, j)
  if (f.name === 'format' && text[f.end] === '(') {
    hinted = true
    j = skipBlank(text, f.end + 1)
    const quoted = text[j] === '"' || text[j] === "'"
    let format: string
    if (quoted) {
      const string = stringAt(text, j)
      format = string.value.toLowerCase()
      j = string.end
    } else {
      const name = nameAt(text, j)
      format = name.name
      j = name.end
    }
    if (!(quoted ? FONT_FORMAT_STRINGS : FONT_FORMATS).has(format)) return true
    j = skipBlank(text, j)
    if (text[j] !== ')') return true
    j = skipBlank(text, j + 1)
    f = nameAt(text, j)
  }
  if (f.name === 'tech' && text[f.end] === '(') {
    hinted = true
    j = f.end
    do {
      const t = nameAt(text, skipBlank(text, j + 1))
      if (!FONT_TECHS.has(t.name)) return true
      j = skipBlank(text, t.end)
    } while (text[j] === ',')
    if (text[j] !== ')') return true
    j = skipBlank(text, j + 1)
  }
  return hinted && j < text.length && text[j] !== ',' && text[j] !== ';' && text[j] !== '}'
}

/** The most URLs of one `@font-face` block held back; past that they are handed on as read. */
const MAX_HELD_SOURCES = 64

/**
 * The URLs of an `@font-face` block's `src` declarations, held until the block ends: Chromium
 * fetches from the block's last `src` that has an entry it fetches, and ignores the ones before
 * (the bulletproof pattern's `src: url(x.eot);` ahead of the full list).
 */
class FontFaceSources {
  /** An `@font-face` was read and its block has not opened yet. */
  private pending = false
  /** Within the block: at a declaration's start, and whether the declaration is `src`. */
  private inBlock = false
  private atDeclaration = false
  private inSrc = false
  private current: string[] = []
  private kept: string[] = []

  /** An `@font-face` was read: the next `{` opens its block. */
  open(): void {
    this.pending = true
  }

  /**
   * Reads the character at `i` (no comment, string, space or `url(`) for the block's shape: its
   * opening, a declaration's name, a declaration's or the block's end. Answers where reading
   * goes on.
   */
  read(text: string, i: number, found: (via: StylesheetUrl['via'], url: string) => void): number {
    const c = text[i]!
    if (c === '{' && this.pending) {
      this.pending = false
      this.inBlock = true
      this.atDeclaration = true
    } else if (this.inBlock && c === ';') {
      this.endDeclaration()
    } else if (this.inBlock && c === '}') {
      this.endBlock(found)
    } else if (this.inBlock && this.atDeclaration && isNameChar(c)) {
      // A declaration's name: `src` when a `:` follows it.
      const name = nameAt(text, i)
      this.inSrc = name.name === 'src' && text[skipBlank(text, name.end)] === ':'
      this.atDeclaration = false
      return name.end
    }
    return i + 1
  }

  /** Whether a URL read now is held (an entry of a `src` in a block) rather than handed on. */
  holds(url: string): boolean {
    if (!this.inBlock || !this.inSrc || this.current.length >= MAX_HELD_SOURCES) return false
    this.current.push(url)
    return true
  }

  /** A declaration ended: a `src` with an entry replaces the ones before. */
  private endDeclaration(): void {
    if (this.inSrc && this.current.length > 0) this.kept = this.current
    this.current = []
    this.inSrc = false
    this.atDeclaration = true
  }

  /** The sheet ended: a block left open ends with it. */
  finish(found: (via: StylesheetUrl['via'], url: string) => void): void {
    if (this.inBlock) this.endBlock(found)
  }

  /** The block ended: what its last `src` loads is handed on. */
  private endBlock(found: (via: StylesheetUrl['via'], url: string) => void): void {
    this.endDeclaration()
    for (const url of this.kept) found('css url', url)
    this.kept = []
    this.inBlock = false
  }
}

/** The URLs of a stylesheet's text, in order. */
export function stylesheetUrls(text: string): StylesheetUrl[] {
  const urls: StylesheetUrl[] = []
  eachStylesheetUrl(text, (via, url) => urls.push({ via, url }))
  return urls
}

/**
 * Hands each URL of a stylesheet's text to `found`, in order, as it is read. A stylesheet may be
 * as large as the scan limit (4 MiB) and a URL as short as `url(a)`: 700,000 of them, which as
 * an array of objects held tens of MiB at once for a verdict taken URL by URL.
 */
export function eachStylesheetUrl(
  text: string,
  found: (via: StylesheetUrl['via'], url: string) => void
): void {
  const n = text.length
  let i = 0
  // Whether the last token was `@import` (then a string names the stylesheet it loads).
  let importing = false
  const fonts = new FontFaceSources()
  const emit = (via: StylesheetUrl['via'], url: string): void => {
    if (!fonts.holds(url)) found(via, url)
  }
  while (i < n) {
    // Comments and whitespace are passed over; an `@import` still waits for what it loads.
    const past = skipBlank(text, i)
    if (past > i) {
      i = past
      continue
    }
    const c = text[i]!
    if (c === '"' || c === "'") {
      const s = stringAt(text, i)
      if (importing && s.value !== '') found('css @import', s.value)
      importing = false
      i = s.end
      continue
    }
    if (c === '@' && /^@import(?![\w-])/i.test(text.slice(i, i + 8))) {
      importing = true
      i += 7
      continue
    }
    if (c === '@' && /^@font-face(?![\w-])/i.test(text.slice(i, i + 11))) {
      fonts.open()
      i += 10
      continue
    }
    if (
      (c === 'u' || c === 'U') &&
      /^url\(/i.test(text.slice(i, i + 4)) &&
      (i === 0 || !isNameChar(text[i - 1]!))
    ) {
      const via = importing ? 'css @import' : 'css url'
      importing = false
      let j = i + 4
      while (j < n && isSpace(text[j]!)) j++
      if (text[j] === '"' || text[j] === "'") {
        // `url("…")` is a function whose argument is a string.
        const s = stringAt(text, j)
        let end = skipBlank(text, s.end)
        end = text[end] === ')' ? end + 1 : end
        if (s.value !== '' && !skippedFont(text, end)) emit(via, s.value)
        i = s.end
        continue
      }
      // An unquoted URL runs to `)` or whitespace; quotes or `(` in it make it a bad URL.
      let value = ''
      let bad = false
      for (; j < n; j++) {
        const d = text[j]!
        if (d === ')' || isSpace(d)) break
        if (d === '"' || d === "'" || d === '(') bad = true
        if (d === '\\') {
          const e = escape(text, j)
          value += e.char
          j = e.end - 1
          continue
        }
        value += d
      }
      while (j < n && isSpace(text[j]!)) j++
      if (text[j] !== ')') bad = true
      const close = text.indexOf(')', j)
      i = close < 0 ? n : close + 1
      if (!bad && value !== '' && !skippedFont(text, i)) emit(via, value)
      continue
    }
    importing = false
    i = fonts.read(text, i, found)
  }
  fonts.finish(found)
}
