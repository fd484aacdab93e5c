// CSS read as its tokenizer reads it (CSS Syntax Level 3), as far as the readers of the bundle's
// stylesheets need: whitespace and comments passed over, strings and names with their escapes
// undone, and where an at-rule ends. Shared by stylesheet-urls.ts and font-face-sources.ts.

export const isSpace = (c: string): boolean =>
  c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f'
export const isHex = (c: string): boolean => /^[0-9a-f]$/i.test(c)
export const isNameChar = (c: string): boolean => /^[\w-]$/.test(c) || c > '\u007f'

/** A CSS escape at `text[i]` (a backslash): the character it stands for and where it ends. */
export function escape(text: string, i: number): { char: string; end: number } {
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
export function stringAt(text: string, i: number): { value: string; end: number } {
  const quote = text[i]
  // The value is put together a run between escapes at a time, not a character at a time: a
  // string of a few hundred KiB (a font embedded as a data: URL) made a rope of as many pieces,
  // about 32 bytes each, held until the URL was judged.
  let value = ''
  let from = i + 1
  let j = i + 1
  while (j < text.length) {
    const c = text[j]!
    if (c === quote) return { value: value + text.slice(from, j), end: j + 1 }
    // A newline ends a string as a bad string, which loads nothing.
    if (c === '\n' || c === '\r' || c === '\f') return { value: '', end: j }
    if (c === '\\') {
      value += text.slice(from, j)
      if (text[j + 1] === '\n') j += 2
      else {
        const e = escape(text, j)
        value += e.char
        j = e.end
      }
      from = j
      continue
    }
    j++
  }
  return { value: value + text.slice(from, j), end: j }
}

/** Past whitespace and comments from `i`. */
export function skipBlank(text: string, i: number): number {
  for (;;) {
    while (i < text.length && isSpace(text[i]!)) i++
    if (text[i] !== '/' || text[i + 1] !== '*') return i
    const close = text.indexOf('*/', i + 2)
    if (close < 0) return text.length
    i = close + 2
  }
}

/** A name (an ident's characters, escapes undone) from `i`, lower-cased; empty when none. */
export function nameAt(text: string, i: number): { name: string; end: number } {
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
 * Where the at-rule whose prelude goes on at `i` ends, and how: at its `;` (a statement such as
 * `@layer a, b;` or `@import "x";`), past the `}` of its block, at a `}` that closes the block
 * it stands in (left for the caller), or at the text's end. Strings, comments, `(…)` and `[…]`
 * are passed over whole, as the tokenizer consumes them: a `;` or `{` inside them ends nothing.
 */
export function atRuleEnd(text: string, i: number): { end: number; block: boolean } {
  let nested = 0
  for (let j = skipBlank(text, i); j < text.length; j = skipBlank(text, j)) {
    const past = pastStringOrEscape(text, j)
    if (past > j) {
      j = past
      continue
    }
    const c = text[j]!
    if (c === '(' || c === '[') nested++
    else if ((c === ')' || c === ']') && nested > 0) nested--
    else if (nested === 0 && c === ';') return { end: j + 1, block: false }
    else if (nested === 0 && c === '}') return { end: j, block: false }
    else if (nested === 0 && c === '{') return { end: blockEnd(text, j), block: true }
    j++
  }
  return { end: text.length, block: false }
}

/** Past the `}` that closes the block opened at `open` (its `{`), or the text's end. */
function blockEnd(text: string, open: number): number {
  let depth = 0
  for (let j = open; j < text.length; j = skipBlank(text, j)) {
    const past = pastStringOrEscape(text, j)
    if (past > j) {
      j = past
      continue
    }
    const c = text[j]!
    if (c === '{') depth++
    else if (c === '}' && --depth === 0) return j + 1
    j++
  }
  return text.length
}

/** Past the string or escape that starts at `j`, or `j` itself when neither does. */
function pastStringOrEscape(text: string, j: number): number {
  const c = text[j]
  if (c === '"' || c === "'") return stringAt(text, j).end
  if (c === '\\') return escape(text, j).end
  return j
}
