// An `<img>` loads from both its `src` and its `srcset` (the browser picks one candidate of the
// two by the screen's density and width, so a missing one is a broken image for some readers).
// The page scanner reports the first URL attribute of a tag only (page-references.ts keeps to
// that rule for its speed), so `<img src="a.png" srcset="a@2x.png 2x">`, as Hugo's image
// processing, Webflow exports and responsive-image plugins write it, had its srcset unread: a
// missing `@2x` file was never reported, nor a srcset served from a CDN. The tag's text is read
// here for the other attribute, as the HTML tokenizer reads a start tag's attributes.

/** ASCII whitespace as HTML means it. */
function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d
}

const SLASH = 0x2f
const GT = 0x3e
const EQUALS = 0x3d
const DQUOTE = 0x22
const SQUOTE = 0x27

/**
 * The value of the attribute `name` (lowercase) of the start tag that `element` opens (its text
 * from the `<`), as written; the first such attribute wins, as in the browser. Undefined when the
 * tag has none, or when its text ends inside a quoted value before the attribute is reached.
 */
export function attributeValue(element: string, name: string): string | undefined {
  const n = element.length
  let i = 1
  // The tag's name runs to whitespace, `/` or `>`.
  while (i < n && !isSpace(element.charCodeAt(i))) {
    const c = element.charCodeAt(i)
    if (c === SLASH || c === GT) break
    i++
  }
  while (i < n) {
    const c = element.charCodeAt(i)
    if (isSpace(c) || c === SLASH) {
      i++
      continue
    }
    if (c === GT) return undefined
    // An attribute's name: its first character may be `=`; then up to whitespace, `/`, `>`, `=`.
    const nameStart = i++
    for (; i < n; i++) {
      const d = element.charCodeAt(i)
      if (isSpace(d) || d === SLASH || d === GT || d === EQUALS) break
    }
    const nameEnd = i
    while (i < n && isSpace(element.charCodeAt(i))) i++
    let value = ''
    if (element.charCodeAt(i) === EQUALS) {
      i++
      while (i < n && isSpace(element.charCodeAt(i))) i++
      const quote = element.charCodeAt(i)
      if (quote === DQUOTE || quote === SQUOTE) {
        const close = element.indexOf(String.fromCharCode(quote), i + 1)
        if (close < 0) return undefined
        value = element.slice(i + 1, close)
        i = close + 1
      } else {
        const start = i
        for (; i < n; i++) {
          const d = element.charCodeAt(i)
          if (isSpace(d) || d === GT) break
        }
        value = element.slice(start, i)
      }
    }
    if (
      nameEnd - nameStart === name.length &&
      element.slice(nameStart, nameEnd).toLowerCase() === name
    ) {
      return value
    }
  }
  return undefined
}

/**
 * For an `<img>` whose URL attribute `attr` the scanner reported, the other of `src` and
 * `srcset` in its tag (`element`), when it has one.
 */
export function otherImageSource(
  tag: string,
  attr: string,
  element: () => string
): { attr: 'src' | 'srcset'; value: string } | undefined {
  if (tag !== 'img' || (attr !== 'src' && attr !== 'srcset')) return undefined
  const other = attr === 'src' ? 'srcset' : 'src'
  const value = attributeValue(element(), other)
  return value === undefined ? undefined : { attr: other, value }
}
