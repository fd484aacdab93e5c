// Where a page's HTML comments lie: markup inside one is text the browser never acts on. Old
// themes wrap their Internet Explorer shims in conditional comments on every page
// (`<!--[if lt IE 9]><script src="https://oss.maxcdn.com/html5shiv/…"></script><![endif]-->`:
// pkgdown's Bootstrap 3 template, the Read the Docs theme, old MkDocs and Jekyll themes), and
// authors comment out links they retire. Read as markup, each such page reported loads from
// another origin that no browser makes, and links that no reader can follow.
//
// Found with native searches over the page's bytes, as the HTML tokenizer finds them: `<!--`
// opens a comment in the page's markup, not inside a `<script>` or `<style>` element (whose text
// a comment does not open: Javadoc writes `<script><!-- … //--></script>` on every page); it ends
// at `-->` or `--!>`, or at once when `>` or `->` follows `<!--`, or with the page.
import { firstAtLeast, IntList, type IntView } from './int-list.js'

/**
 * A comment's opening without its `<`: `<` is in every tag, so a native search for `<!--` stops
 * at each one (six times slower over a page than a search for `!--`, which is rare in HTML).
 */
const BANG_DASHES = Buffer.from('!--')
const LT = 0x3c
const CLOSE = Buffer.from('-->')
const CLOSE_BANG = Buffer.from('--!>')
/**
 * Elements whose text is not markup, by the opening and closing of their tags (as generators
 * write them, in lower case: searching for other cases too cost a search of the whole page).
 */
const RAW_TEXT = ['script', 'style'].map(name => ({
  open: Buffer.from(`<${name}`),
  close: Buffer.from(`</${name}`)
}))
const GT = 0x3e
const DASH = 0x2d
const BANG = 0x21

export class PageComments {
  /** Each comment's first byte and the byte after it, in the page's order. */
  private readonly bounds = new IntList(16)

  /** Where each raw-text opening of RAW_TEXT lies next (the page's length when nowhere). */
  private readonly rawAt = new Array<number>(RAW_TEXT.length)

  /** Finds the comments of a page (`bytes`), forgetting the page before's. */
  read(bytes: Buffer): void {
    this.bounds.clear()
    let from = openingFrom(bytes, 0)
    if (from < 0) return
    // Openings of raw-text elements matter only before the last `<!--`; each is searched for
    // again only once passed, from where the last search stopped, so the searches go over that
    // part of the page once (most pages have their comments at the top: an IE shim).
    const last = lastOpening(bytes)
    const rawAt = this.rawAt.fill(-1)
    for (let open = from; open >= 0; open = from > last ? -1 : openingFrom(bytes, from)) {
      let raw = bytes.length
      let kind = 0
      for (let k = 0; k < RAW_TEXT.length; k++) {
        if (rawAt[k]! < from) {
          const at = bytes.subarray(from, last).indexOf(RAW_TEXT[k]!.open)
          rawAt[k] = at < 0 ? bytes.length : from + at
        }
        if (rawAt[k]! < raw) {
          raw = rawAt[k]!
          kind = k
        }
      }
      if (raw < open) {
        // The comment's opening lies in that element's text, or after it: go on after its end.
        const close = bytes.indexOf(RAW_TEXT[kind]!.close, raw + 1)
        if (close < 0) return
        from = close + 2
        continue
      }
      const end = commentEnd(bytes, open)
      this.bounds.push(open)
      this.bounds.push(end)
      from = end
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
