// Which URLs of an `@font-face` block the browser fetches: the entries of the block's last `src`
// that Chromium can use (stylesheet-urls.ts hands the block's URLs here as it reads them).
import { isNameChar, nameAt, skipBlank, stringAt } from './css-tokens.js'
import type { StylesheetUrl } from './stylesheet-urls.js'

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

/**
 * Whether what follows a URL at `i` skips its font: a `format()` or `tech()` Chromium does not
 * fetch (see FONT_FORMATS), or either followed by anything but the entry's end. A URL followed by
 * neither is kept whatever follows (`background: url(…) no-repeat`).
 */
export function skippedFont(text: string, i: number): boolean {
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
export class FontFaceSources {
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
