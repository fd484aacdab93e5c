// Where a page's HTML comments lie: markup inside one is text the browser never acts on. Old
// themes wrap their Internet Explorer shims in conditional comments on every page
// (`<!--[if lt IE 9]><script src="https://oss.maxcdn.com/html5shiv/…"></script><![endif]-->`:
// pkgdown's Bootstrap 3 template, the Read the Docs theme, old MkDocs and Jekyll themes), and
// authors comment out links they retire. Read as markup, each such page reported loads from
// another origin that no browser makes, and links that no reader can follow.
//
// Found over the page's bytes as the HTML tokenizer finds them: `<!--` opens a comment in the
// page's markup, not inside a `<script>` or `<style>` element (whose text a comment does not open:
// Javadoc writes `<script><!-- … //--></script>` on every page); it ends at `-->` or `--!>`, or
// at once when `>` or `->` follows `<!--`, or with the page. Those elements are found by their
// tags in any case, as the browser finds them: found in lower case only, `<SCRIPT>s = "<!--"
// </SCRIPT>` opened a comment to the page's end, and every load and link after it went unjudged.
import { GT, indexOfByte, isHtmlSpace, LT, SLASH } from './html-bytes.js'
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

  /** Finds the comments of a page (`bytes`), forgetting the page before's. */
  read(bytes: Buffer): void {
    this.bounds.clear()
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
    const bounds = this.bounds
    // The last comment starting at or before `at`.
    let lo = 0
    let hi = bounds.length >> 1
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (bounds.get(mid << 1) <= at) lo = mid + 1
      else hi = mid
    }
    return lo > 0 && at < bounds.get(((lo - 1) << 1) + 1)
  }
}

/** Elements whose text is not markup: a `<!--` in them opens no comment. */
const RAW_TEXT = ['script', 'style']

/** Whether the byte at `at` ends a tag's name: HTML whitespace, `/` or `>`. */
function endsName(c: number | undefined): boolean {
  return c === SLASH || c === GT || isHtmlSpace(c)
}

/** The raw-text element named at `at` (after a `<` or `</`), in any case, or undefined. */
function rawNameAt(bytes: Buffer, at: number): string | undefined {
  for (const name of RAW_TEXT) {
    let k = 0
    while (k < name.length && (bytes[at + k]! | 0x20) === name.charCodeAt(k)) k++
    if (k === name.length && endsName(bytes[at + k])) return name
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
