// How a link or a load written in a page is read: the URL as the browser takes it, whether it
// leaves the bundle, which `<link>` rels load something, and the bundle path a relative link
// leads to from a page's folder (or its `<base href>`). The link report (link-report.ts) asks
// these per distinct link; its caches keep the answers.
import { posix } from 'node:path'
import { decodeCharacterReferences } from './char-refs.js'
import { isAsciiLetter, SLASH } from './html-bytes.js'
import { hasNonAscii } from './link-keys.js'
import { isPlainPath } from './plain-path.js'

// <link rel="canonical|alternate|…"> is metadata; stylesheets, icons and preloads load.
export const LINK_REL = /\srel\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>\\][^\t\n\f\r >]*))/i
/**
 * Whether a `<link>` with this rel loads something: when one of its tokens is a rel the browser
 * fetches for (rustdoc's `rel="alternate icon"` is an icon, `rel="alternate stylesheet"` a
 * stylesheet), in any case. Any other rel loads nothing, as in the browser: metadata (canonical,
 * alternate, next, HTML 4's index, copyright, up, …, Starlight's sitemap) and hints (`preconnect`
 * and `dns-prefetch` open a connection or look a name up ahead of a load that may come). Taking
 * an unknown rel as a load made a broken load of Sphinx's `rel="index"` to genindex.html and
 * Starlight's `rel="sitemap"` on every page of a bundle without them, and a hint to an analytics
 * host a load from another origin.
 */
export function linkLoads(rel: string): boolean {
  let loads = RELS_READ.get(rel)
  if (loads !== undefined) return loads
  // Keywords in any case, as the browser reads them (`REL="Stylesheet"` in HTML 4 pages), in the
  // attribute's value: its character references decoded (`rel="stylesheet&#x20;"`).
  const tokens = decodeCharacterReferences(rel)
    .replace(/[A-Z]+/g, upper => upper.toLowerCase())
    .split(/[\t\n\f\r ]+/)
  loads = tokens.some(t => LOADING_REL.has(t))
  if (RELS_READ.size >= MAX_RELS_READ) RELS_READ.clear()
  RELS_READ.set(rel, loads)
  return loads
}
/**
 * The answers for the last few rels read: a site writes the same few on every page (a Next.js
 * export seven `<link>`s in each head), and splitting each again was a tenth of what the
 * 30,000-page Next.js-style bundle's loads allocated.
 */
const RELS_READ = new Map<string, boolean>()
const MAX_RELS_READ = 64
const LOADING_REL = new Set([
  'stylesheet',
  'icon',
  'apple-touch-icon',
  'apple-touch-icon-precomposed',
  'mask-icon',
  'preload',
  'modulepreload',
  'prefetch',
  'prerender',
  'compression-dictionary',
  'manifest'
])

/** The cache key of a decoded link: its UTF-8 bytes as a latin1 string (itself when ASCII). */
export function rawKey(url: string): string {
  return hasNonAscii(url) ? Buffer.from(url, 'utf8').toString('latin1') : url
}

/**
 * A URL as the browser's URL parser takes it for a web page's link: character references decoded,
 * outer C0 controls and spaces trimmed, tabs and line breaks inside dropped, and backslashes read
 * as slashes (Javadoc copies a comment's `<a href="..\..\Results\Run.html">` as written; browsers
 * follow it).
 */
export function asBrowserReads(url: string): string {
  const text = trimC0OrSpace(decodeCharacterReferences(url))
  return hasTabBreakOrBackslash(text) ? text.replace(/[\t\n\r]/g, '').replace(/\\/g, '/') : text
}

/**
 * `text` without the C0 controls and spaces at its ends: the URL parser's trim, not JavaScript's,
 * which also drops a no-break space (`href="&nbsp;page.html"` from a WYSIWYG editor asks the
 * server for `%C2%A0page.html`) and the other Unicode spaces.
 */
function trimC0OrSpace(text: string): string {
  let from = 0
  let to = text.length
  while (from < to && text.charCodeAt(from) <= 0x20) from++
  while (to > from && text.charCodeAt(to - 1) <= 0x20) to--
  return from === 0 && to === text.length ? text : text.slice(from, to)
}

// These two are asked of every load of every page: loops, since each regular expression `test`
// allocated about 56 bytes (a Next.js-style page has a dozen loads; 390,000 at 30,000 pages).
function hasTabBreakOrBackslash(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x5c || c === 0x09 || c === 0x0a || c === 0x0d) return true
  }
  return false
}

/**
 * Whether a URL is a `data:` URL (after the C0 controls and spaces the browser trims, the scheme
 * in any case): it carries what it loads, so it loads nothing from the bundle or from another
 * origin, however long it is. Notebook exports embed every plot so, hundreds of KiB each, and
 * each was decoded, hashed and cached as a link: 200 such pages took 19-28 s to verify against
 * 2-4 s with the plots as files. Asked before anything else is done with a load; a `data:`
 * written another way (a character reference, a tab in the scheme) is not seen here and takes
 * the long way, which leads to nothing as well (a scheme other than http(s) is not judged).
 */
export function isDataUrl(text: string): boolean {
  let i = 0
  while (i < text.length && text.charCodeAt(i) <= 0x20) i++
  if (text.length - i < DATA_SCHEME_LENGTH) return false
  for (let k = 0; k < DATA_SCHEME_LENGTH; k++) {
    if (!isDataSchemeChar(k, text.charCodeAt(i + k))) return false
  }
  return true
}

/** What the page scanner reports as a data: URL's value (isDataUrlBytes): its scheme alone. */
export const DATA_URL = 'data:'

/**
 * isDataUrl of a page's bytes `from` to `to`, before they are decoded (every encoding a page may
 * be read in agrees with ASCII on these bytes). Asked of every anchor: no closure, no string.
 */
export function isDataUrlBytes(bytes: Uint8Array, from: number, to: number): boolean {
  let i = from
  while (i < to && bytes[i]! <= 0x20) i++
  if (to - i < DATA_SCHEME_LENGTH) return false
  for (let k = 0; k < DATA_SCHEME_LENGTH; k++) {
    if (!isDataSchemeChar(k, bytes[i + k]!)) return false
  }
  return true
}

const DATA_SCHEME_LENGTH = DATA_URL.length

/** Whether `c` is character `k` of `data:`, its letters in any case. */
function isDataSchemeChar(k: number, c: number): boolean {
  const lower = c >= 0x41 && c <= 0x5a ? c | 0x20 : c
  return lower === DATA_URL.charCodeAt(k)
}

/**
 * Whether a URL, as the browser reads it, leaves the page's origin: `//host…`, `scheme://…`, or
 * `https:/host…` with a slash missing (Rspress writes its Monaco loader so on every page). The
 * browser reads the host of that last one after any number of slashes when the page is served
 * over the other scheme of the two, and a path on the page's own host when over the same one; a
 * deployment may serve either, and the host is what the page means to load from.
 */
export function isExternal(url: string): boolean {
  const text = asBrowserReads(url)
  const at = schemeEnd(text)
  if (text.charCodeAt(at) !== 0x2f) return false
  return text.charCodeAt(at + 1) === 0x2f || (at > 0 && isWebScheme(text, at))
}

/** Whether the scheme ending at `at` (after its `:`) is `http` or `https`, in any case. */
function isWebScheme(text: string, at: number): boolean {
  const scheme = text.slice(0, at - 1).toLowerCase()
  return scheme === 'http' || scheme === 'https'
}

/**
 * Where the scheme of a URL as the browser reads it ends: the index after its `:` (an ASCII
 * letter, then letters, digits, `+`, `.` or `-`, then `:`), or 0 when it has none. A loop, as
 * for the checks above: the link report asks it of every load.
 */
export function schemeEnd(text: string): number {
  if (!isAsciiLetter(text.charCodeAt(0))) return 0
  let i = 1
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i)
    const schemeChar =
      isAsciiLetter(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2e || c === 0x2d
    if (!schemeChar) break
  }
  return text.charCodeAt(i) === 0x3a ? i + 1 : 0
}

/**
 * A copy of a string that does not keep the page it was cut from alive (V8 represents a
 * substring as a slice of the whole page).
 */
export function own(text: string): string {
  return (' ' + text).slice(1)
}

/** The bundle path a relative link from a page in `folder` leads to, or null when not checked. */
export function resolveInternal(folder: string, href: string): string | null {
  return resolvePlain(folder, href) ?? resolveAny(folder, href)
}

/**
 * The same for a link of `../` steps and a plain path (plain-path.ts), by cutting and joining
 * strings; undefined for any other link, or one that climbs above the bundle.
 */
export function resolvePlain(folder: string, href: string): string | undefined {
  let at = 0
  while (href.startsWith('../', at)) at += 3
  if (at === href.length || !isPlainPath(href, at)) return undefined
  // `folder` is a normalised bundle folder (a page's dirname): `.` or plain segments.
  let base = folder === '.' ? '' : folder
  for (let up = at / 3; up > 0; up--) {
    if (base === '') return undefined
    base = base.slice(0, Math.max(base.lastIndexOf('/'), 0))
  }
  return own(base === '' ? href.slice(at) : `${base}/${href.slice(at)}`)
}

function resolveAny(folder: string, href: string): string | null {
  // A value that opens with `/` opens with it as the browser reads it too (neither decoding nor
  // trimming touches that `/`): root-absolute, not judged here (resolveRooted).
  if (href.charCodeAt(0) === SLASH) return null
  // The value as the browser takes it: `..&#x2F;a.css` is `../a.css` (char-refs.ts).
  const trimmed = asBrowserReads(href)
  if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('/')) return null
  if (schemeEnd(trimmed) > 0 || trimmed.startsWith('//')) return null
  const withoutQuery = trimmed.split('#')[0]!.split('?')[0]!
  if (withoutQuery === '') return null
  const decoded = decodedPath(withoutQuery)
  const joined = posix.normalize(posix.join(folder, decoded ?? withoutQuery))
  const target = joined.startsWith('../') ? joined : joined.replace(/\/$/, '') || '.'
  return own(decoded === undefined ? REFUSED + target : target)
}

/**
 * Put before the target of a link the server refuses to decode (decodedPath): no entry's path
 * holds a NUL (entry-path.ts refuses one), so no file answers it and the link is reported broken,
 * each such link under its own target.
 */
const REFUSED = '\u0000'

/**
 * A link's path as the server decodes it, or undefined when it answers 400 Bad Request: a `%`
 * not followed by two hex digits (`100%.html`), which the browser sends as written and nginx,
 * Apache and the deployment emulator refuse to decode. Escapes that decode to bytes that are not
 * UTF-8 are kept as written. The check is made only when decoding fails.
 */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path)
  } catch {
    return BARE_PERCENT.test(path) ? undefined : path
  }
}
const BARE_PERCENT = /%(?![0-9A-Fa-f]{2})/

/**
 * The target a static host answers a link with when the link names a folder (its path ends with
 * `/`): that folder's index.html alone. nginx, S3 website hosting and the deployment serve
 * `/guide/` from `guide/index.html` and answer 404 when there is only `guide.html` (a Next.js
 * export without `trailingSlash` writes pages so, and a link written `/quickstart/` to one is
 * broken there), or when `guide` is a file. `target` is where the link leads (resolveInternal).
 */
export function folderIndex(target: string, link: string): string {
  return indexOfFolder(target, asBrowserReads(link).split(/[?#]/)[0]!.endsWith('/'))
}

/** `target`'s index.html when the link's path (read as the browser reads it) ends with `/`. */
function indexOfFolder(target: string, namesFolder: boolean): string {
  if (!namesFolder || target === '.' || target === '..' || target.startsWith('../')) return target
  return own(`${target}/index.html`)
}

/**
 * The bundle path a root-absolute link (`/guide/x`, not `//host`) leads to when the bundle is
 * served from its host's root, as a self-hosted deployment serves it (`.` for `/`), or null for
 * any other link. A browser keeps such a link at the root however many `..` it climbs.
 */
export function resolveRooted(href: string): string | null {
  // `/` and a plain path (plain-path.ts) is that path, as the steps below would leave it: nothing
  // to decode, trim, normalise or cut. A Next.js-style export's links are all such paths (63,000
  // distinct ones at 30,000 pages), and each went through the strings below once.
  if (href.charCodeAt(0) === SLASH && isPlainPath(href, 1)) return own(href.slice(1))
  const trimmed = asBrowserReads(href)
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return null
  const path = trimmed.split('#')[0]!.split('?')[0]!
  const decoded = decodedPath(path)
  const normal = posix.normalize(decoded ?? path).slice(1)
  const served = indexOfFolder(normal.replace(/\/$/, '') || '.', path.endsWith('/'))
  return decoded === undefined ? REFUSED + served : served
}

/**
 * Where the relative URLs of a page in `folder` with the `<base href>` value `href` lead: the
 * bundle folder they resolve from, or `elsewhere` when the base lies outside the bundle (another
 * origin, where the page's relative loads come from, or the host's root or above the bundle,
 * which depend on where the site is served and are not judged: mdBook's 404 page, based at `/`,
 * is served at any path of a book that may itself be served under a prefix).
 */
export function baseFolder(
  folder: string,
  href: string
): { folder: string } | { elsewhere: 'other-origin' | 'host' } {
  const base = asBrowserReads(href)
  if (isExternal(base)) return { elsewhere: 'other-origin' }
  const path = base.split(/[?#]/)[0]!
  if (path === '') return { folder }
  const target = resolveInternal(folder, base)
  if (target === null || target.startsWith('../') || target === '..') return { elsewhere: 'host' }
  // A base names a folder when it ends with `/`, `.` or `..`; else the folder of the file it names.
  return { folder: /(?:^|\/)\.{0,2}$/.test(path) ? target : posix.dirname(target) }
}
