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
  while (i < n) {
    const c = text[i]!
    if (c === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2)
      i = close < 0 ? n : close + 2
      continue
    }
    if (c === '"' || c === "'") {
      const s = stringAt(text, i)
      if (importing && s.value !== '') found('css @import', s.value)
      importing = false
      i = s.end
      continue
    }
    if (isSpace(c)) {
      i++
      continue
    }
    if (c === '@' && /^@import(?![\w-])/i.test(text.slice(i, i + 8))) {
      importing = true
      i += 7
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
        if (s.value !== '') found(via, s.value)
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
      if (!bad && value !== '') found(via, value)
      continue
    }
    importing = false
    i++
  }
}
