// The redirect of a page: `<meta http-equiv="refresh" content="0; url=…">`, which the browser
// follows as a link. Generators write such pages for every moved page: Antora's site root,
// Docusaurus's client redirects, Hugo's aliases, MkDocs's and VitePress sites' redirect pages,
// Javadoc's index (`content="0;gr/…/package-summary.html"`, with no `url=`). A redirect to a
// page the bundle lacks is a broken link, on the page a reader lands on first.
//
// Only the page's head is searched, as for `<base href>` (page-base.ts), with native searches for
// the attribute's name; the first refresh element counts, as in the browser (a document follows
// one declarative refresh).
import { GT, isHtmlSpace, LT, SLASH } from './html-bytes.js'
import { decodeCharacterReferences } from './char-refs.js'
import { attributeText } from './element-loads.js'
import { firstOf, headEnd, MAX_TAG_BYTES } from './page-base.js'

const HTTP_EQUIV = [Buffer.from('http-equiv'), Buffer.from('HTTP-EQUIV')]

/**
 * The URL the page's refresh leads to, as written in its `content` (character references not
 * decoded: `&` written `&amp;`); undefined when the page has no refresh element in its head (up
 * to `end`), or its first has no URL (it reloads the page itself). `skipped` tells a position the
 * browser never reads as markup (a comment).
 */
export function refreshTarget(
  bytes: Buffer,
  skipped: (at: number) => boolean = () => false,
  end = headEnd(bytes)
): string | undefined {
  for (
    let at = firstOf(bytes, HTTP_EQUIV, 0, end);
    at >= 0;
    at = firstOf(bytes, HTTP_EQUIV, at + 1, end)
  ) {
    // Inside a `<meta` tag: its `<` is the last before the name, with no `>` between.
    const lt = bytes.lastIndexOf(LT, at)
    if (lt < 0 || at - lt > MAX_TAG_BYTES) continue
    const gt = bytes.indexOf(GT, lt)
    if (gt >= 0 && gt < at) continue
    if (bytes.toString('latin1', lt + 1, lt + 5).toLowerCase() !== 'meta') continue
    const afterName = bytes[lt + 5]
    if (afterName === undefined || !(isHtmlSpace(afterName) || afterName === SLASH)) continue
    const tagEnd = Math.min(gt < 0 ? bytes.length : gt, lt + MAX_TAG_BYTES)
    if (attributeText(bytes, lt, tagEnd, 'http-equiv')?.toLowerCase() !== 'refresh') continue
    if (skipped(lt)) continue
    const content = attributeText(bytes, lt, tagEnd, 'content')
    if (content === undefined) return undefined
    // The browser reads the value with its character references decoded: `url=&quot;a.html&quot;`
    // is quoted. The URL is handed on as written, decoded once more where it is resolved, so its
    // `&`s are escaped again (decoded twice, `a&amp;amp;b.html` would lose one).
    return refreshUrl(decodeCharacterReferences(content))?.replaceAll('&', '&amp;')
  }
  return undefined
}

/**
 * The URL of a refresh's `content`, as the HTML standard's declarative refresh steps read it
 * (`5`, `0; url=x.html`, `0;URL='x.html'`, `0, x.html`), or undefined when it names none or is
 * not a refresh.
 */
export function refreshUrl(content: string): string | undefined {
  const n = content.length
  const at = (i: number): number => (i < n ? content.charCodeAt(i) : -1)
  const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39
  let i = 0
  while (isHtmlSpace(at(i))) i++
  const timeStart = i
  while (isDigit(at(i))) i++
  if (i === timeStart && at(i) !== 0x2e) return undefined
  while (isDigit(at(i)) || at(i) === 0x2e) i++
  if (i < n) {
    const c = at(i)
    if (c !== 0x3b && c !== 0x2c && !isHtmlSpace(c)) return undefined
    while (isHtmlSpace(at(i))) i++
    if (at(i) === 0x3b || at(i) === 0x2c) i++
    while (isHtmlSpace(at(i))) i++
  }
  if (i >= n) return undefined
  // `url =` may come before the URL; without it the rest is the URL as it is.
  let p = i
  const lower = (k: number): string => content.charAt(k).toLowerCase()
  if (lower(p) === 'u') {
    if (lower(p + 1) !== 'r' || lower(p + 2) !== 'l') return content.slice(i)
    p += 3
    while (isHtmlSpace(at(p))) p++
    if (at(p) !== 0x3d) return content.slice(i)
    p++
    while (isHtmlSpace(at(p))) p++
  }
  const quote = content.charAt(p)
  if (quote !== '"' && quote !== "'") return content.slice(p)
  const close = content.indexOf(quote, p + 1)
  return content.slice(p + 1, close < 0 ? n : close)
}
