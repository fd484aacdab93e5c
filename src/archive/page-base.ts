// The `<base href>` of a page: a browser resolves every relative URL of the page against it, not
// against the page's own address. mdBook writes one into its 404 page (`<base href="/">`, or the
// book's site-url), and a theme may point it at the live site (`<base href="https://…/">`): read
// against the page, such a page's loads look like files of the bundle although the browser
// fetches them from the host's root or from another origin.
//
// Only the page's head is searched (up to `<body`, or the whole page when it has none), with two
// native searches, since nearly no page has one: the first `<base` (in lower or upper case) with
// an `href` wins, as in the browser.

const HEAD_END = [Buffer.from('<body'), Buffer.from('<BODY')]
const BASE = [Buffer.from('<base'), Buffer.from('<BASE')]
/** A head tag's attributes (`<base>`, `<meta>`) are read within this many bytes of its `<`. */
export const MAX_TAG_BYTES = 4096
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i

/**
 * Where the first of `needles` starts in `bytes[from, end)`, or -1. Each search after a find is
 * bounded by it, so the second needle costs little when the first is near.
 */
export function firstOf(bytes: Buffer, needles: Buffer[], from: number, end: number): number {
  let found = -1
  for (const needle of needles) {
    const at = bytes.subarray(from, found < 0 ? end : found).indexOf(needle)
    if (at >= 0) found = from + at
  }
  return found
}

/** Where the page's head ends: its first `<body` (in lower or upper case), else its end. */
export function headEnd(bytes: Buffer): number {
  const end = firstOf(bytes, HEAD_END, 0, bytes.length)
  return end < 0 ? bytes.length : end
}

/** The value of the page's `<base href>` as written (character references not decoded), or undefined. */
export function baseHref(bytes: Buffer, end = headEnd(bytes)): string | undefined {
  for (let at = firstOf(bytes, BASE, 0, end); at >= 0; at = firstOf(bytes, BASE, at + 1, end)) {
    const after = bytes[at + 5]
    // `<base` must be the whole tag name: followed by a space, `/` or `>`.
    if (after !== undefined && !/[\s/>]/.test(String.fromCharCode(after))) continue
    const close = bytes.indexOf(0x3e, at)
    const tagEnd = Math.min(close < 0 ? bytes.length : close, at + MAX_TAG_BYTES)
    const tag = bytes.toString('utf8', at + 5, tagEnd)
    const href = HREF.exec(tag)
    if (href) return href[1] ?? href[2] ?? href[3] ?? ''
  }
  return undefined
}
