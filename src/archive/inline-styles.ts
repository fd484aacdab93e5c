// What a page's own styles load: the text of its `<style>` elements (`@import "…"`, fonts and
// backgrounds by `url(…)`) and its `style` attributes (`style="background:url(…)"`), read as a
// stylesheet is read (stylesheet-urls.ts). A theme that imports its fonts from a CDN in a
// `<style>` of every page, or an export whose hero images sit on another host behind a `style`
// attribute (Webflow, landing pages), makes loads a self-hosted copy cannot serve; read only as
// markup, those loads were never seen.
//
// Most pages have no such style, and this runs on every page of the bundle, so the page is first
// searched for `url(` in any case (CSS names are caseless: `URL(` loads too), by its `(`
// (nextUrlOpen), about 0.06 s per GB of pages here, and its head (up to `<body`) for `@import`; a
// page without either is not read further. So a `<style>` in the body whose only load is a
// bare-string `@import "…"` is not read; one holding a `url(` is read whole, its `@import`s with
// it. Around a hit, the markup is read: the hit lies in a `<style>` element's text when a `<style`
// start tag comes before it with no `</style` between, or in a `style` attribute when the last `<`
// before it opens a tag that reaches past it. Tag names are caseless too: pages written in the
// HTML 4 manner (`<STYLE TYPE="text/css">`, older Javadoc and hand-written docs) were not read.
// Each element or attribute is read once, however many hits it holds; hits in comments, and in
// the text of a script or a textarea (html-comments.ts), are passed over.
import { createHash } from 'node:crypto'
import { decodeCharacterReferences } from './char-refs.js'
import { attributeText } from './element-loads.js'
import {
  endsTagName,
  indexOfByte,
  isAsciiLetter,
  lastBefore,
  LT,
  SLASH,
  tagEnd
} from './html-bytes.js'
import { eachStylesheetUrl } from './stylesheet-urls.js'

/** Where a URL of a page's own styles was read: a `<style>` element's text or an attribute. */
export type InlineStyleVia = 'style @import' | 'style url' | 'style attribute url'

const PAREN = 0x28
const L = 0x6c
const R = 0x72
const U = 0x75
const S = 0x73
const IMPORT = Buffer.from('@import')
/**
 * The name `style` after its `s`, in the two spellings searched for: together they find it as
 * generators write it, `<style`, `<Style` and `<STYLE` (any other mix of cases is not looked for).
 */
const TYLE_LOWER = Buffer.from('tyle')
const TYLE_UPPER = Buffer.from('TYLE')

/**
 * Hands each URL the page's `<style>` elements and `style` attributes load to `found`, in the
 * page's order; `headEnd` is where the page's head ends (page-base.ts), and `hidden` says
 * whether a byte of the page lies where its styles are not read: in a comment, or in the text of
 * an element other than a `<style>` (html-comments.ts, hidesStyles).
 */
export function eachInlineStyleUrl(
  bytes: Buffer,
  headEnd: number,
  hidden: (at: number) => boolean,
  found: (via: InlineStyleVia, url: string) => void,
  styles = new StyleTexts()
): void {
  const head = bytes.subarray(0, headEnd)
  let url = nextUrlOpen(bytes, 0)
  let imports = head.indexOf(IMPORT)
  if (url < 0 && imports < 0) return
  const around = new AroundHits(bytes, found, styles)
  while (url >= 0 || imports >= 0) {
    const hit = imports < 0 || (url >= 0 && url < imports) ? url : imports
    // The byte up to which the page has been read (an element or tag taken whole).
    const readTo = hidden(hit) ? hit + 1 : around.read(hit)
    if (url >= 0 && url < readTo) url = nextUrlOpen(bytes, readTo)
    if (imports >= 0 && imports < readTo) imports = head.indexOf(IMPORT, readTo)
  }
}

/**
 * Where the first `url(` at or after `from` starts, or -1. Found by its `(`: a native search for
 * `url(` stops at every `u`, common in prose (1.2 million on 2,000 Next.js-style pages), and went
 * over those pages at 5.6 GB/s where a search for `(` goes at 18 GB/s (15 on rustdoc's pages,
 * code and all). Nearby `(`s are looked for here, not natively (indexOfByte).
 */
function nextUrlOpen(bytes: Buffer, from: number): number {
  for (let p = indexOfByte(bytes, PAREN, from + 3); p >= 0; p = indexOfByte(bytes, PAREN, p + 1)) {
    // `| 0x20` lowers a letter; no other byte becomes l, r or u by it.
    if (
      (bytes[p - 1]! | 0x20) === L &&
      (bytes[p - 2]! | 0x20) === R &&
      (bytes[p - 3]! | 0x20) === U
    )
      return p - 3
  }
  return -1
}

/** `<style>` texts whose URLs are kept: at most this many URLs a text, */
const KEPT_TEXT_URLS = 1024
/** of at most this many characters in all (a text's URLs may be long: its own limit is 4 MiB), */
const KEPT_TEXT_URL_CHARS = 256 * 1024
/** and this many texts. */
const KEPT_TEXTS = 2

/**
 * The URLs of the last `<style>` texts read, by their bytes' sha256. A site that inlines its
 * stylesheet in every page (Gatsby writes it whole into each page's head) repeats the same text
 * page after page, and reading CSS goes at about 35-150 MB/s here: 250 KB of it on each of
 * 10,000 pages would have cost 17 s. A text is hashed (natively, about 1.5 GB/s) and, when it
 * is one of those kept, its URLs are handed over again. Kept by digest, not by a copy of its
 * bytes, so a text of any size is kept: copies were bounded to 512 KiB, and a page that inlined
 * a 1.9 MB stylesheet was read whole on every page (5 times the cost of its other bytes).
 */
export class StyleTexts {
  private readonly kept: { digest: string; urls: Array<[InlineStyleVia, string]> }[] = []

  /** Hands each URL the `<style>` text `text` loads to `found`. */
  read(text: Buffer, found: (via: InlineStyleVia, url: string) => void): void {
    const digest = createHash('sha256').update(text).digest('base64')
    for (const k of this.kept) {
      if (k.digest !== digest) continue
      for (const [via, url] of k.urls) found(via, url)
      return
    }
    let urls: Array<[InlineStyleVia, string]> | undefined = []
    let chars = 0
    eachStylesheetUrl(text.toString('utf8'), (read, url) => {
      const via = read === 'css @import' ? 'style @import' : 'style url'
      found(via, url)
      if (urls === undefined) return
      chars += url.length
      // eachStylesheetUrl hands over copies, which keep nothing of the text alive.
      if (urls.length < KEPT_TEXT_URLS && chars <= KEPT_TEXT_URL_CHARS) urls.push([via, url])
      else urls = undefined
    })
    if (urls === undefined) return
    this.kept.unshift({ digest, urls })
    if (this.kept.length > KEPT_TEXTS) this.kept.pop()
  }
}

/**
 * The last occurrence of a needle before a position, asked for positions that never go back: each
 * occurrence is searched for once, so a page costs one pass however many hits it has (searched
 * backwards from each hit instead, a page of thousands of `style` attributes and no `<style>`
 * went over the page again for every one). An occurrence is reported `lead` bytes before where
 * the needle lies (the tag's `<`, where the needle is the part of its name searched for).
 */
class LastBefore {
  private last = -1
  private next: number

  constructor(
    private readonly bytes: Buffer,
    private readonly needle: Buffer,
    private readonly lead: number,
    private readonly accept: (at: number) => boolean
  ) {
    this.next = this.find(0)
  }

  before(at: number): number {
    while (this.next >= 0 && this.next < at) {
      this.last = this.next
      this.next = this.find(this.next + 1)
    }
    return this.last
  }

  /** The first occurrence at or after the position `before` was last asked about, or -1. */
  get following(): number {
    return this.next
  }

  private find(from: number): number {
    const { bytes, needle, lead } = this
    for (let at = bytes.indexOf(needle, from + lead); at >= 0; at = bytes.indexOf(needle, at + 1)) {
      if (this.accept(at - lead)) return at - lead
    }
    return -1
  }
}

/** Where `<style` (or, closing, `</style`) tags start, found by TYLE_LOWER or TYLE_UPPER. */
class StyleTags {
  private readonly lower: LastBefore
  private readonly upper: LastBefore

  constructor(bytes: Buffer, closing: boolean) {
    const lead = closing ? 3 : 2
    const isTag = (lt: number): boolean => {
      if (lt < 0 || bytes[lt] !== LT || (bytes[lt + lead - 1]! | 0x20) !== S) return false
      if (closing) return bytes[lt + 1] === SLASH
      // The name ends there: `<styles>` is another element.
      return endsTagName(bytes[lt + lead + 4])
    }
    this.lower = new LastBefore(bytes, TYLE_LOWER, lead, isTag)
    this.upper = new LastBefore(bytes, TYLE_UPPER, lead, isTag)
  }

  /** The last such tag's `<` before `at`, or -1 (positions asked for never go back). */
  before(at: number): number {
    return Math.max(this.lower.before(at), this.upper.before(at))
  }

  /** The first such tag at or after the position `before` was last asked about, or -1. */
  get following(): number {
    const a = this.lower.following
    const b = this.upper.following
    return a < 0 ? b : b < 0 ? a : Math.min(a, b)
  }
}

/** Reads around the hits of a page, in the page's order. */
class AroundHits {
  private readonly styleOpen: StyleTags
  private readonly styleClose: StyleTags
  /** The last `<` before the last hit asked about, and the first after it (-1: none). */
  private previousLt = -1
  private nextLt = 0
  /** The last start tag whose end was asked for, and its end. */
  private endOf = -1
  private end = -1

  constructor(
    private readonly bytes: Buffer,
    private readonly found: (via: InlineStyleVia, url: string) => void,
    private readonly styles: StyleTexts
  ) {
    this.styleOpen = new StyleTags(bytes, false)
    this.styleClose = new StyleTags(bytes, true)
  }

  /**
   * Reads the `<style>` element or the tag whose `style` attribute holds the byte at `hit`, and
   * answers the byte after what was read (`hit + 1` when the hit lies in neither).
   */
  read(hit: number): number {
    const { bytes, found } = this
    const open = this.styleOpen.before(hit)
    if (open >= 0 && this.styleClose.before(hit) < open) {
      const textStart = this.tagEnd(open)
      if (textStart >= 0 && textStart <= hit) {
        // No `</style` lies between the start tag and the hit: the first after the hit ends it.
        const close = this.styleClose.following
        const textEnd = close < 0 ? bytes.length : close
        this.styles.read(bytes.subarray(textStart, textEnd), found)
        return textEnd
      }
    }
    const tag = this.lastLtBefore(hit)
    if (tag < 0 || !isAsciiLetter(bytes[tag + 1])) return hit + 1
    const end = this.tagEnd(tag)
    if (end >= 0 && end <= hit) return hit + 1
    const style = attributeText(bytes, tag, end < 0 ? bytes.length : end, 'style')
    if (style !== undefined) {
      eachStylesheetUrl(decodeCharacterReferences(style), (_, url) =>
        found('style attribute url', url)
      )
    }
    return end < 0 ? bytes.length : end
  }

  /**
   * The last `<` before `hit`. Searched for only when the first `<` after the last hit asked about
   * lies before this one, so the searches cover the page once, forwards and backwards.
   */
  private lastLtBefore(hit: number): number {
    const { bytes } = this
    if (this.nextLt !== -1 && this.nextLt < hit) {
      this.previousLt = lastBefore(bytes, LT, hit)
      this.nextLt = indexOfByte(bytes, LT, hit + 1)
    }
    return this.previousLt
  }

  /** The end of the start tag at `lt` (tagEnd), found once per tag. */
  private tagEnd(lt: number): number {
    if (lt !== this.endOf) [this.endOf, this.end] = [lt, tagEnd(this.bytes, lt)]
    return this.end
  }
}
