// What a page's own styles load: the text of its `<style>` elements (`@import "…"`, fonts and
// backgrounds by `url(…)`) and its `style` attributes (`style="background:url(…)"`), read as a
// stylesheet is read (stylesheet-urls.ts). A theme that imports its fonts from a CDN in a
// `<style>` of every page, or an export whose hero images sit on another host behind a `style`
// attribute (Webflow, landing pages), makes loads a self-hosted copy cannot serve; read only as
// markup, those loads were never seen.
//
// Most pages have no such style, and this runs on every page of the bundle, so the page is first
// searched natively for `url(` as generators write it (lower case), about 0.1 s per GB of pages
// here; a page without one is not read further. So a `<style>` whose only load is a bare-string
// `@import "…"` is not read; one holding a `url(` is read whole, its `@import`s with it (Google
// Fonts' embed code writes `@import url('…')`). Around a hit, the markup is read: the hit lies in
// a `<style>` element's text when a `<style` start tag comes before it with no `</style` between
// (both in lower case), or in a `style` attribute when the last `<` before it opens a tag that
// reaches past it. Each element or attribute is read once, however many hits it holds; hits in
// comments (html-comments.ts) are passed over.
import { decodeCharacterReferences } from './char-refs.js'
import { attributeValue } from './element-loads.js'
import { DQUOTE, EQUALS, GT, isHtmlSpace, LT, SLASH, SQUOTE } from './html-bytes.js'
import { eachStylesheetUrl } from './stylesheet-urls.js'

/** Where a URL of a page's own styles was read: a `<style>` element's text or an attribute. */
export type InlineStyleVia = 'style @import' | 'style url' | 'style attribute url'

const URL_OPEN = Buffer.from('url(')
const STYLE_OPEN = Buffer.from('<style')
const STYLE_CLOSE = Buffer.from('</style')

/**
 * Hands each URL the page's `<style>` elements and `style` attributes load to `found`, in the
 * page's order; `inComment` says whether a byte of the page lies in a comment.
 */
export function eachInlineStyleUrl(
  bytes: Buffer,
  inComment: (at: number) => boolean,
  found: (via: InlineStyleVia, url: string) => void
): void {
  // The byte up to which the page has been read (an element or tag taken whole).
  let readTo = 0
  for (let hit = bytes.indexOf(URL_OPEN); hit >= 0; hit = bytes.indexOf(URL_OPEN, readTo)) {
    readTo = hit + 1
    if (!inComment(hit)) readTo = readAround(bytes, hit, found)
  }
}

/**
 * Reads the `<style>` element or the tag whose `style` attribute holds the byte at `hit`, and
 * answers the byte after what was read (`hit + 1` when the hit lies in neither).
 */
function readAround(
  bytes: Buffer,
  hit: number,
  found: (via: InlineStyleVia, url: string) => void
): number {
  const open = styleOpenBefore(bytes, hit)
  if (open >= 0) {
    const textStart = tagEnd(bytes, open)
    if (textStart >= 0 && textStart <= hit) {
      const close = bytes.indexOf(STYLE_CLOSE, textStart)
      const textEnd = close < 0 ? bytes.length : close
      if (hit < textEnd) {
        const css = bytes.toString('utf8', textStart, textEnd)
        eachStylesheetUrl(css, (via, url) =>
          found(via === 'css @import' ? 'style @import' : 'style url', url)
        )
        return textEnd
      }
    }
  }
  const tag = bytes.lastIndexOf(LT, hit)
  if (tag < 0 || !isAsciiLetter(bytes[tag + 1])) return hit + 1
  const end = tagEnd(bytes, tag)
  if (end >= 0 && end <= hit) return hit + 1
  const text = bytes.toString('utf8', tag, end < 0 ? bytes.length : end)
  const style = attributeValue(text, 'style')
  if (style !== undefined) {
    eachStylesheetUrl(decodeCharacterReferences(style), (_, url) =>
      found('style attribute url', url)
    )
  }
  return end < 0 ? bytes.length : end
}

/** Where the last `<style` start tag before `at` lies when no `</style` follows it, else -1. */
function styleOpenBefore(bytes: Buffer, at: number): number {
  for (let open = bytes.lastIndexOf(STYLE_OPEN, at); open >= 0;) {
    const after = bytes[open + STYLE_OPEN.length]
    if (isHtmlSpace(after) || after === GT || after === SLASH) {
      const close = bytes.lastIndexOf(STYLE_CLOSE, at)
      return close > open ? -1 : open
    }
    open = open === 0 ? -1 : bytes.lastIndexOf(STYLE_OPEN, open - 1)
  }
  return -1
}

/**
 * The byte after the `>` that ends the start tag opening at `lt`, read as the tokenizer reads
 * attributes (a quoted value may hold `>`), or -1 when the page ends first.
 */
function tagEnd(bytes: Buffer, lt: number): number {
  const n = bytes.length
  let i = lt + 1
  let quote = 0
  // After `=` (and any spaces) a value may open with a quote.
  let valueNext = false
  for (; i < n; i++) {
    const c = bytes[i]!
    if (quote !== 0) {
      if (c === quote) quote = 0
      continue
    }
    if (valueNext && (c === DQUOTE || c === SQUOTE)) {
      quote = c
      valueNext = false
      continue
    }
    if (c === GT) return i + 1
    if (c === EQUALS) valueNext = true
    else if (!isHtmlSpace(c)) valueNext = false
  }
  return -1
}

function isAsciiLetter(c: number | undefined): boolean {
  if (c === undefined) return false
  const lower = c | 0x20
  return lower >= 0x61 && lower <= 0x7a
}
