// What one element loads, from the URL attribute the page scanner reported for it and the text
// of its tag. The scanner reports the first URL attribute of a tag only (page-references.ts keeps
// to that rule for its speed), and some elements load from more than one, or load only under a
// condition; the tag's text is read here for the rest, as the HTML tokenizer reads a start tag's
// attributes (only for the tags below: a `<script>` or an icon's `<use href>` costs nothing):
// - `<img>` loads its `src` and its `srcset` (the browser picks one candidate of the two by the
//   screen's density and width, so a missing one is a broken image for some readers): Hugo's
//   image processing, Webflow exports and responsive-image plugins write both;
// - `<video>` loads its `poster` (the still shown before it plays) and its `src`: a poster on a
//   CDN beside a video in the bundle was never judged;
// - for both, what the scanner reported is not taken as it is: its rule finds the first ` href=`
//   or ` src=` after the tag's name even inside another attribute's quoted value, and next/image's
//   blur placeholder (every statically imported image of a Next.js export) writes a `style`
//   before `src` holding an SVG whose `<image href=&#x27;data:…&#x27;>` it took for the tag's
//   URL; the loads are read from the tag's attributes as the tokenizer reads them;
// - `<input>` loads its `src` only as an image button (`type="image"`): a text field loads
//   nothing, whatever attributes it has;
// - `<link>` loads its `href` alone, whatever other URL attribute it is written with;
// - SVG's `<use>` and `<image>` load their `href`, else their older `xlink:href` (SVG 2: when
//   both are written, `href` wins and the other is not fetched).

import { DQUOTE, EQUALS, GT, isHtmlSpace, SLASH, SQUOTE } from './html-bytes.js'
import { LINK_REL, linkLoads } from './link-resolution.js'
import type { ElementView } from './page-references.js'

/**
 * Where the value of the attribute `name` (lowercase ASCII) lies in the start tag whose `<` is at
 * `from` in `bytes`, read up to `to` (the tag's end, or where reading stops), as the HTML
 * tokenizer reads its attributes: the first such attribute wins, and names match in any ASCII
 * case (the tokenizer lowercases only ASCII). Undefined when the tag has none, or when its bytes
 * end inside a quoted value before the attribute is reached; an attribute without a value has an
 * empty span. Read in bytes, so a value nobody asks for is never decoded: a notebook export's
 * `<img src="data:…">` holds hundreds of KiB (every byte the tokenizer looks at is ASCII, so
 * UTF-8 and the legacy encodings a page may declare agree on them).
 */
export function attributeSpan(
  bytes: Buffer,
  from: number,
  to: number,
  name: string
): { start: number; end: number } | undefined {
  let i = from + 1
  // The tag's name runs to whitespace, `/` or `>`.
  while (i < to && !isHtmlSpace(bytes[i]!)) {
    const c = bytes[i]!
    if (c === SLASH || c === GT) break
    i++
  }
  while (i < to) {
    const c = bytes[i]!
    if (isHtmlSpace(c) || c === SLASH) {
      i++
      continue
    }
    if (c === GT) return undefined
    // An attribute's name: its first character may be `=`; then up to whitespace, `/`, `>`, `=`.
    const nameStart = i++
    for (; i < to; i++) {
      const d = bytes[i]!
      if (isHtmlSpace(d) || d === SLASH || d === GT || d === EQUALS) break
    }
    const nameEnd = i
    while (i < to && isHtmlSpace(bytes[i]!)) i++
    let start = i
    let end = i
    if (bytes[i] === EQUALS && i < to) {
      i++
      while (i < to && isHtmlSpace(bytes[i]!)) i++
      const quote = bytes[i]
      if ((quote === DQUOTE || quote === SQUOTE) && i < to) {
        const close = bytes.indexOf(quote, i + 1)
        if (close < 0 || close >= to) return undefined
        start = i + 1
        end = close
        i = close + 1
      } else {
        start = i
        for (; i < to; i++) {
          const d = bytes[i]!
          if (isHtmlSpace(d) || d === GT) break
        }
        end = i
      }
    }
    if (isName(bytes, nameStart, nameEnd, name)) return { start, end }
  }
  return undefined
}

/** Whether `bytes` from `from` to `to` are `name` (lowercase ASCII) in any ASCII case. */
function isName(bytes: Uint8Array, from: number, to: number, name: string): boolean {
  if (to - from !== name.length) return false
  for (let k = 0; k < name.length; k++) {
    const c = bytes[from + k]!
    const lower = c >= 0x41 && c <= 0x5a ? c | 0x20 : c
    if (lower !== name.charCodeAt(k)) return false
  }
  return true
}

/** attributeSpan's value decoded as UTF-8, or undefined when the tag has none. */
export function attributeText(
  bytes: Buffer,
  from: number,
  to: number,
  name: string
): string | undefined {
  const span = attributeSpan(bytes, from, to, name)
  return span && bytes.toString('utf8', span.start, span.end)
}

/** An attribute an element loads from, and its value as written. */
export interface ElementLoad {
  attr: string
  value: string
}

/** The URL attributes that each loads from. */
const ALSO_LOADED: Record<string, readonly string[]> = {
  img: ['src', 'srcset'],
  video: ['src', 'poster']
}

/**
 * What the element whose URL attribute `attr` (`value`) the scanner reported loads, when that is
 * not just the reported attribute (undefined then, the common case, with nothing made).
 * `element.attribute(name)` is the value of the tag's attribute `name` (ElementView).
 */
export function elementLoads(
  tag: string,
  attr: string,
  value: string,
  element: Pick<ElementView, 'attribute'>
): ElementLoad[] | undefined {
  switch (tag) {
    case 'img':
    case 'video': {
      // The reported attribute first (as the page lists it), then the other, each as the tag's
      // own attribute; one the scanner met inside another's value, or that loads nothing
      // (`<img poster>`), is not taken.
      const names = ALSO_LOADED[tag]!
      const loads: ElementLoad[] = []
      for (const name of names.includes(attr) ? [attr, ...names.filter(n => n !== attr)] : names) {
        const found = element.attribute(name)
        if (found !== undefined) loads.push({ attr: name, value: found })
      }
      return loads
    }
    case 'input': {
      if (element.attribute('type')?.toLowerCase() !== 'image') return []
      if (attr === 'src') return undefined
      const src = element.attribute('src')
      return src === undefined ? [] : [{ attr: 'src', value: src }]
    }
    case 'link': {
      // A `<link>` fetches its href alone: DITA-OT's HTML5 plugin writes MathJax's script as
      // `<link rel="stylesheet" src="http://cdn.mathjax.org/…">` on every page, which loads
      // nothing, and a src before the href hid the href.
      if (attr === 'href') return undefined
      const href = element.attribute('href')
      return href === undefined ? [] : [{ attr: 'href', value: href }]
    }
    case 'use':
    case 'image': {
      if (attr !== 'xlink:href') return undefined
      const href = element.attribute('href')
      return href === undefined ? undefined : [{ attr: 'href', value: href }]
    }
    default:
      return undefined
  }
}

/** An element whose loads were worked out, with its bytes to know it again. */
interface ReadElement {
  tag: string
  attr: string
  bytes: Buffer
  loads: ElementLoad[] | null
}

/** Elements remembered at most; all are forgotten when it is reached. */
const MAX_READ_ELEMENTS = 256
/** Longer elements are read each time, not remembered. */
const MAX_READ_ELEMENT_BYTES = 2048

/**
 * What each load the page scanner reports loads, remembered for elements met again byte for byte.
 * A site writes the same `<link>`s and images on every page (a Next.js export seven `<link>`s in
 * each head, outside the region the scanner takes over from the page before); decoding each and
 * matching its rel again was a fifth of what the 30,000-page Next.js-style bundle's pass
 * allocated (64 of 312 MB, sampled).
 */
export class ElementLoadMemo {
  /** Keyed by the reported value; one element per value, the last read. */
  private readonly read = new Map<string, ReadElement>()

  /**
   * What the element loads: null for the reported attribute alone, else the attributes that load
   * (none for a `<link>` whose rel fetches nothing).
   */
  loadsOf(tag: string, attr: string, value: string, element: ElementView): ElementLoad[] | null {
    if (!readsElement(tag, attr)) return null
    const { bytes, from, to } = element
    if (to - from > MAX_READ_ELEMENT_BYTES) return readLoads(tag, attr, value, element)
    const known = this.read.get(value)
    if (
      known !== undefined &&
      known.tag === tag &&
      known.attr === attr &&
      bytes.compare(known.bytes, 0, known.bytes.length, from, to) === 0
    ) {
      return known.loads
    }
    const loads = readLoads(tag, attr, value, element)
    if (this.read.size >= MAX_READ_ELEMENTS) this.read.clear()
    this.read.set(value, { tag, attr, bytes: Buffer.from(bytes.subarray(from, to)), loads })
    return loads
  }

  /** Forgets every element (pages read in another encoding follow). */
  clear(): void {
    this.read.clear()
  }
}

/**
 * Whether what the element loads depends on its text: a `<link>`'s rel, and the elements whose
 * text elementLoads reads. The rest load the reported attribute, and cost nothing here (an icon
 * sprite's `<use href>` on every line of a page).
 */
function readsElement(tag: string, attr: string): boolean {
  switch (tag) {
    case 'link':
    case 'img':
    case 'video':
    case 'input':
      return true
    case 'use':
    case 'image':
      return attr === 'xlink:href'
    default:
      return false
  }
}

/** What the element loads, read from its text (ElementLoadMemo.loadsOf, without the memo). */
function readLoads(
  tag: string,
  attr: string,
  value: string,
  element: ElementView
): ElementLoad[] | null {
  if (tag === 'link') {
    const m = LINK_REL.exec(element.text())
    if (!linkLoads(m?.[1] ?? m?.[2] ?? m?.[3] ?? '')) return []
  }
  return elementLoads(tag, attr, value, element) ?? null
}
