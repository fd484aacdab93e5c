// Where a page's HTML comments lie (and, on a page that writes markup in a script's string, holds
// a template or a frame, or an iframe or a textarea with markup, the text of its text-only
// elements: addRawText): markup inside one is text the browser never acts on. Old themes wrap
// their Internet Explorer shims in conditional comments on every page
// (`<!--[if lt IE 9]><script src="https://oss.maxcdn.com/html5shiv/…"></script><![endif]-->`:
// pkgdown's Bootstrap 3 template, the Read the Docs theme, old MkDocs and Jekyll themes), and
// authors comment out links they retire. Read as markup, each such page reported loads from
// another origin that no browser makes, and links that no reader can follow.
//
// Found over the page's bytes as the HTML tokenizer finds them: `<!--` opens a comment in the
// page's markup, not inside a text-only element such as `<script>` or `<style>` (RAW_TEXT, whose
// text a comment does not open: Javadoc writes `<script><!-- … //--></script>` on every page);
// it ends at `-->` or `--!>`, or at once when `>` or `->` follows `<!--`, or with the page. Those
// elements are found by their tags in any case, as the browser finds them: found in lower case
// only, `<SCRIPT>s = "<!--"</SCRIPT>` opened a comment to the page's end, and every load and link
// after it went unjudged.
import { endsTagName, GT, indexOfByte, LT, SLASH, tagEnd } from './html-bytes.js'
import { firstAtLeast, IntList, type IntView } from './int-list.js'

/**
 * A comment's opening without its `<`: `<` is in every tag, so a native search for `<!--` stops
 * at each one (six times slower over a page than a search for `!--`, which is rare in HTML).
 */
const BANG_DASHES = Buffer.from('!--')
const CLOSE = Buffer.from('-->')
const CLOSE_BANG = Buffer.from('--!>')
const DASH = 0x2d
const BANG = 0x21

export class PageComments {
  /** Each comment's first byte and the byte after it, in the page's order. */
  private readonly bounds = new IntList(16)
  /** The `<style>` elements' texts among the regions addRawText added, bounded the same way. */
  private readonly styleBounds = new IntList(4)

  /** Finds the comments of a page (`bytes`), forgetting the page before's. */
  read(bytes: Buffer): void {
    this.bounds.clear()
    this.styleBounds.clear()
    let from = openingFrom(bytes, 0)
    if (from < 0) return
    // Openings of raw-text elements matter only before the last `<!--`; the next is searched for
    // again only once passed, from where the last search stopped, so the search goes over that
    // part of the page once (most pages have their comments at the top: an IE shim). One pass
    // over its `<`s finds both names in any case, for about what native searches for the two
    // names in lower case cost (and searches for each way of writing them could not be exact).
    const last = lastOpening(bytes)
    // From the page's start: a script before the first `<!--` may hold it in its text (searched
    // from that `<!--` on, `<script>s = "<!--"</script>` at a page's top opened a comment).
    let raw = rawTextFrom(bytes, 0, last)
    for (let open = from; open >= 0; open = from > last ? -1 : openingFrom(bytes, from)) {
      if (raw < open) {
        // The comment's opening lies in that element's text, or after it: go on after its end.
        const name = rawNameAt(bytes, raw + 1)!
        const close = closingFrom(bytes, raw + 1 + name.length, name)
        if (close < 0) return
        from = close + 2
        raw = rawTextFrom(bytes, from, last)
        continue
      }
      const end = commentEnd(bytes, open)
      this.bounds.push(open)
      this.bounds.push(end)
      from = end
      // An opening inside the comment opens nothing.
      if (raw < from) raw = rawTextFrom(bytes, from, last)
    }
  }

  /**
   * Adds the text of the page's text-only elements (RAW_TEXT: from the end of the start tag to the
   * end tag), which the parser reads as text, not markup. Every page of a Jupyter Book
   * (sphinx-book-theme) writes its dark logo in a script's string,
   * ``document.write(`<img src="_static/logo.png" …>`)``: read as markup it was a second load of
   * the logo, and `'<a href="…">'` in a script a link no reader sees. A frameset page (Javadoc
   * before JDK 9 opens with one) links its frames' pages again in a `<noframes>` that no reader
   * sees; read as markup, a missing frame was a broken link twice. An editor's demo page holds
   * its sample page in a `<textarea>`, `<script src>` and all. Called only for a page where a tag
   * the scanner found follows a quote, that has a script the browser does not run (a template:
   * script-blocks.ts) or a frame, or an iframe or a textarea that holds markup (textHoldsTag,
   * mayHoldTextarea), so no other page pays the walk over its tags (link-report.ts); an element
   * that begins inside a comment is none.
   */
  addRawText(bytes: Buffer): void {
    const added: number[] = []
    for (let raw = rawTextFrom(bytes, 0, bytes.length); raw < bytes.length;) {
      const name = rawNameAt(bytes, raw + 1)!
      const text = tagEnd(bytes, raw)
      if (text < 0) break
      if (this.any && this.holds(raw)) {
        raw = rawTextFrom(bytes, text, bytes.length)
        continue
      }
      const close = closingFrom(bytes, text, name)
      added.push(text, close < 0 ? bytes.length : close)
      if (name === 'style') {
        this.styleBounds.push(text)
        this.styleBounds.push(close < 0 ? bytes.length : close)
      }
      if (close < 0) break
      raw = rawTextFrom(bytes, close + 2, bytes.length)
    }
    this.merge(added)
  }

  /** Adds regions (starts and ends, in the page's order) to the comments'. */
  private merge(added: number[]): void {
    if (added.length === 0) return
    // Merged with the comments in the page's order; where the two overlap, one region.
    const all: Array<[number, number]> = []
    for (let i = 0; i < this.bounds.length; i += 2) {
      all.push([this.bounds.get(i), this.bounds.get(i + 1)])
    }
    for (let i = 0; i < added.length; i += 2) all.push([added[i]!, added[i + 1]!])
    all.sort((a, b) => a[0] - b[0])
    this.bounds.clear()
    for (const [start, end] of all) {
      const n = this.bounds.length
      if (n > 0 && start <= this.bounds.get(n - 1)) {
        this.bounds.set(n - 1, Math.max(end, this.bounds.get(n - 1)))
      } else {
        this.bounds.push(start)
        this.bounds.push(end)
      }
    }
  }

  /** Whether any value of the sorted list `starts` lies in a comment of the page. */
  holdsAny(starts: IntView): boolean {
    const bounds = this.bounds
    for (let c = 0; c < bounds.length; c += 2) {
      const i = firstAtLeast(starts, bounds.get(c))
      if (i < starts.length && starts.get(i) < bounds.get(c + 1)) return true
    }
    return false
  }

  /** Whether the page has any comment. */
  get any(): boolean {
    return this.bounds.length > 0
  }

  /** Whether the byte at `at` lies in a comment of the page. */
  holds(at: number): boolean {
    return within(this.bounds, at)
  }

  /**
   * Whether the byte at `at` lies where the page's own styles are not read (inline-styles.ts): in
   * a comment, or in the text of an element other than a `<style>` (a `style` attribute written
   * in a script's string, a stylesheet shown in a textarea). A `<style>` element's text is text
   * to the markup, and CSS to the page: a page whose tags were walked for text-only elements
   * (addRawText) lost its `<style>`s' `@import`s of web fonts.
   */
  hidesStyles(at: number): boolean {
    return within(this.bounds, at) && !within(this.styleBounds, at)
  }
}

/** Whether `at` lies in one of the regions `bounds` holds (starts and ends, in order). */
function within(bounds: IntList, at: number): boolean {
  // The last region starting at or before `at`.
  let lo = 0
  let hi = bounds.length >> 1
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (bounds.get(mid << 1) <= at) lo = mid + 1
    else hi = mid
  }
  return lo > 0 && at < bounds.get(((lo - 1) << 1) + 1)
}

/**
 * Elements whose text is not markup, whatever the browser's settings (the HTML parser's script
 * data, raw-text and RCDATA rules, for an element in the page's body or head): a `<!--` in them
 * opens no comment, and a tag there is text. `<noscript>` is not one of them: without scripts
 * its content is markup, and what it loads is loaded then. `<title>` is left out: inside an
 * inline `<svg>`, where every page's icons put one, its content is markup.
 */
const RAW_TEXT = ['script', 'style', 'textarea', 'iframe', 'noframes', 'noembed', 'xmp']

/**
 * `textarea` without its first two letters, in the two ways generators write it: Node's search
 * finds a needle of up to six bytes by its first byte (memchr), a longer one with
 * Boyer-Moore-Horspool, which on HTML is about ten times slower (30,000 generated pages, 1 GB:
 * `textarea` 520 ms, `xtarea` 45 ms).
 */
const TEXTAREA_TAILS = [Buffer.from('xtarea'), Buffer.from('XTAREA')]

/**
 * Whether the page may hold a `<textarea>` with markup in its text (a start tag's `<textarea`, in
 * lower or upper case, whose text holds a `<` before its end tag): only then is the walk over its
 * tags for text-only elements worth its cost (50-100 µs a page of 35 KB). The name alone is in
 * many pages' inlined stylesheets (`button,input,select,textarea{…}`), and a feedback form's
 * textarea is empty. A frame, an iframe or a script's markup is told by the page scanner instead.
 */
export function mayHoldTextarea(bytes: Buffer): boolean {
  for (const tail of TEXTAREA_TAILS) {
    for (let at = bytes.indexOf(tail, 3); at >= 0; at = bytes.indexOf(tail, at + 1)) {
      const lt = at - 3
      if (bytes[lt] === LT && rawNameAt(bytes, lt + 1) === 'textarea') {
        if (textHoldsTag(bytes, lt, 'textarea')) return true
      }
    }
  }
  return false
}

/**
 * Whether the text of the element `name` (one of RAW_TEXT) whose start tag opens at `lt` holds a
 * `<` before its end tag: markup the browser reads as text. Most iframes are empty (mdBook's
 * table of contents on every page, Doxygen's search results on every page), and an empty one
 * is not worth the walk over the page's tags.
 */
export function textHoldsTag(bytes: Buffer, lt: number, name: string): boolean {
  const text = tagEnd(bytes, lt)
  if (text < 0) return false
  const next = indexOfByte(bytes, LT, text)
  if (next < 0) return false
  return !(bytes[next + 1] === SLASH && rawNameAt(bytes, next + 2) === name)
}

/** RAW_TEXT by their first letter (lower case), for the walk over a page's `<`s. */
const RAW_TEXT_BY_FIRST = new Array<string[] | undefined>(128).fill(undefined)
for (const name of RAW_TEXT) (RAW_TEXT_BY_FIRST[name.charCodeAt(0)] ??= []).push(name)

/** The raw-text element named at `at` (after a `<` or `</`), in any case, or undefined. */
function rawNameAt(bytes: Buffer, at: number): string | undefined {
  // `| 0x20` lowers a letter; no other byte becomes one of their first letters by it.
  const names = RAW_TEXT_BY_FIRST[bytes[at]! | 0x20]
  if (names === undefined) return undefined
  for (const name of names) {
    let k = 1
    while (k < name.length && (bytes[at + k]! | 0x20) === name.charCodeAt(k)) k++
    if (k === name.length && endsTagName(bytes[at + k])) return name
  }
  return undefined
}

/** Where the first raw-text element's start tag in [from, to) lies, or the page's length. */
function rawTextFrom(bytes: Buffer, from: number, to: number): number {
  for (let p = indexOfByte(bytes, LT, from); p >= 0 && p < to; p = indexOfByte(bytes, LT, p + 1)) {
    if (rawNameAt(bytes, p + 1) !== undefined) return p
  }
  return bytes.length
}

/** Where the first end tag of `name` (in any case) at or after `from` lies, or -1. */
function closingFrom(bytes: Buffer, from: number, name: string): number {
  for (let p = indexOfByte(bytes, LT, from); p >= 0; p = indexOfByte(bytes, LT, p + 1)) {
    if (bytes[p + 1] === SLASH && rawNameAt(bytes, p + 2) === name) return p
  }
  return -1
}

/** Where the first `<!--` at or after `from` lies, or -1. */
function openingFrom(bytes: Buffer, from: number): number {
  for (
    let at = bytes.indexOf(BANG_DASHES, from + 1);
    at >= 0;
    at = bytes.indexOf(BANG_DASHES, at + 1)
  ) {
    if (bytes[at - 1] === LT) return at - 1
  }
  return -1
}

/** Where the last `<!--` of the page lies, or -1. */
function lastOpening(bytes: Buffer): number {
  for (
    let at = bytes.lastIndexOf(BANG_DASHES);
    at > 0;
    at = bytes.lastIndexOf(BANG_DASHES, at - 1)
  ) {
    if (bytes[at - 1] === LT) return at - 1
  }
  return -1
}

/** The byte after the comment opened by the `<!--` at `open`. */
function commentEnd(bytes: Buffer, open: number): number {
  const after = open + 4
  if (bytes[after] === GT) return after + 1
  if (bytes[after] === DASH && bytes[after + 1] === GT) return after + 2
  const close = bytes.indexOf(CLOSE, after)
  const limit = close < 0 ? bytes.length : close
  const bang = bangClose(bytes, after, limit)
  if (bang >= 0) return bang + CLOSE_BANG.length
  return close < 0 ? bytes.length : close + CLOSE.length
}

/** Where `--!>` first lies in `bytes[from, to)`, or -1; a short comment is read here. */
function bangClose(bytes: Buffer, from: number, to: number): number {
  if (to - from > 256) {
    const at = bytes.subarray(from, to).indexOf(CLOSE_BANG)
    return at < 0 ? -1 : from + at
  }
  for (let i = from; i + 4 <= to; i++) {
    if (
      bytes[i] === DASH &&
      bytes[i + 1] === DASH &&
      bytes[i + 2] === BANG &&
      bytes[i + 3] === GT
    ) {
      return i
    }
  }
  return -1
}
