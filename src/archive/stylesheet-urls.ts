// The URLs a stylesheet (`.css` file of the bundle) makes the browser fetch: `@import "…"` and
// every `url(…)` (fonts, backgrounds, `@import url(…)`), read as CSS tokenizes them: nothing in a
// comment or inside a string, quotes and escapes undone. A theme that takes its fonts or icons
// from a CDN (`@import "https://fonts.bunny.net/css?…"`, Font Awesome's kit) loads them on every
// page, and a reader of an air-gapped site gets none; the link report counts them as loads from
// other origins, which they are. Which stylesheets a page applies is not followed: every
// stylesheet of the bundle is read.
import {
  atRuleEnd,
  escape,
  isNameChar,
  isSpace,
  nameAt,
  skipBlank,
  stringAt
} from './css-tokens.js'
import { FontFaceSources, skippedFont } from './font-face-sources.js'
import { isDataUrl, own } from './link-resolution.js'

export interface StylesheetUrl {
  /** `@import` for an import (`@import "…"` or `@import url(…)`), `url` for any other `url(…)`. */
  via: 'css @import' | 'css url'
  url: string
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
 *
 * An `@import` loads only where CSS allows one: at the sheet's top level, before every rule but
 * `@charset`, `@layer` statements and other imports. Anywhere else the browser drops it whole
 * and fetches nothing: markdown-exec's stylesheet (MkDocs) writes
 * `html[data-theme="light"] { @import "https://cdn.jsdelivr.net/…/tomorrow.css" }`, which
 * Chromium neither keeps (the rule's style has no import) nor requests.
 */
export function eachStylesheetUrl(
  text: string,
  found: (via: StylesheetUrl['via'], url: string) => void
): void {
  const n = text.length
  let i = 0
  // Whether the last token was `@import` (then a string names the stylesheet it loads).
  let importing = false
  // Blocks open here; whether a rule of the top level may start here (at the sheet's start, after
  // a `;` or a block there), and whether an `@import` still may.
  let depth = 0
  let ruleStart = true
  let importsOpen = true
  const fonts = new FontFaceSources()
  // What is handed on: a data: URL loads nothing (isDataUrl), and a URL is a copy, not a cut of
  // the sheet's text that would keep all of it alive wherever the URL is kept.
  const hand = (via: StylesheetUrl['via'], url: string): void => {
    if (!isDataUrl(url)) found(via, own(url))
  }
  const emit = (via: StylesheetUrl['via'], url: string): void => {
    if (!fonts.holds(url)) hand(via, url)
  }
  while (i < n) {
    // Comments and whitespace are passed over; an `@import` still waits for what it loads.
    const past = skipBlank(text, i)
    if (past > i) {
      i = past
      continue
    }
    const c = text[i]!
    const atStart = ruleStart && depth === 0
    if (atStart) {
      // The `<!--` and `-->` around a `<style>`'s text are passed over at the top level.
      if (text.startsWith('<!--', i) || text.startsWith('-->', i)) {
        i += text[i] === '<' ? 4 : 3
        continue
      }
      ruleStart = false
      if (c !== '@') importsOpen = false
      else {
        const rule = nameAt(text, i + 1)
        if (rule.name === 'layer') importsOpen &&= !atRuleEnd(text, rule.end).block
        else if (rule.name !== 'import' && rule.name !== 'charset') importsOpen = false
      }
    }
    if (c === '"' || c === "'") {
      const s = stringAt(text, i)
      if (importing && s.value !== '') hand('css @import', s.value)
      importing = false
      i = s.end
      continue
    }
    if (c === '@' && /^@import(?![\w-])/i.test(text.slice(i, i + 8))) {
      if (atStart && importsOpen) {
        importing = true
        i += 7
        continue
      }
      // Out of place: the whole at-rule is dropped, its `url(…)` with it.
      i = atRuleEnd(text, i + 7).end
      if (depth === 0) ruleStart = true
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
      // An unquoted URL runs to `)` or whitespace; quotes or `(` in it make it a bad URL. Put
      // together a run between escapes at a time (stringAt says why).
      let value = ''
      let bad = false
      let from = j
      for (; j < n; j++) {
        const d = text[j]!
        if (d === ')' || isSpace(d)) break
        if (d === '"' || d === "'" || d === '(') bad = true
        if (d === '\\') {
          const e = escape(text, j)
          value += text.slice(from, j) + e.char
          from = e.end
          j = e.end - 1
        }
      }
      value += text.slice(from, j)
      while (j < n && isSpace(text[j]!)) j++
      if (text[j] !== ')') bad = true
      const close = text.indexOf(')', j)
      i = close < 0 ? n : close + 1
      if (!bad && value !== '' && !skippedFont(text, i)) emit(via, value)
      continue
    }
    if (c === '{') depth++
    else if (c === '}' && depth > 0) ruleStart = --depth === 0
    else if (c === ';' && depth === 0) ruleStart = true
    importing = false
    i = fonts.read(text, i, hand)
  }
  fonts.finish(hand)
}
