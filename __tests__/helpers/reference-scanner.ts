// An independent, deliberately simple reading of a bundle's pages, to check the verifier's fast
// byte scanner against (nothing here is imported from src/). It is the scanner the verifier had
// before the speed-up: the page decoded as UTF-8 whole, two regular expressions applied with
// matchAll, and the report kept without any bound or cache (fine for test-sized bundles).
import { posix } from 'node:path'
import { decodeHTMLAttribute } from 'entities'
import { srcsetUrls } from './srcset-reference.js'

// A value: quoted, or unquoted up to HTML's whitespace or `>` but not opening with a backslash
// (`href=\"…\"` is markup inside a script's string).
// A `>` that ends no tag (see QUOTED_GT) is read as QUOTED_GT here: an unquoted value ends at it
// as at any `>`, a quoted one holds it.
const VALUE = `(?:"([^"]*)"|'([^']*)'|([^\\s"'>\\\\\uFFFF][^\\t\\n\\f\\r >\uFFFF]*))`
const LOADING_REFERENCE = new RegExp(
  `<(script|img|iframe|frame|link|source|video|audio|embed|object|use|track|input|image)\\b[^>]*?(?:\\s|(?<=\\s|<[a-z][a-z0-9]*)/|(?<!=\\s*)["'])(src|href|data|srcset|poster|xlink:href)\\s*=\\s*${VALUE}`,
  'gi'
)
const ANCHOR_HREF = new RegExp(
  `<(?:a|area)\\b[^>]*?(?:\\s|(?<=\\s|<[a-z][a-z0-9]*)/|(?<!=\\s*)["'])href\\s*=\\s*${VALUE}`,
  'gi'
)
const LINK_REL = new RegExp(`\\srel\\s*=\\s*${VALUE}`, 'i')
// A <link> loads when a rel word is one the browser fetches for; any other, or none, fetches
// nothing (metadata, HTML 4's document relations, hints).
const FETCHING_REL =
  /(?:^|\s)(?:stylesheet|icon|apple-touch-icon|apple-touch-icon-precomposed|mask-icon|preload|modulepreload|prefetch|prerender|compression-dictionary|manifest)(?:\s|$)/

/** What the page refers to, in the order the verifier reports it: loads first, then anchors. */
export type PageEvent =
  | { kind: 'load'; tag: string; attr: string; value: string; element: string }
  | { kind: 'anchor'; href: string }

/**
 * A start tag from its `<` as the tokenizer reads it: after `=` (and spaces) a quote opens a value
 * that a `>` does not end; a value left open runs to the page's end, and so does the tag.
 */
const START_TAG = /(?:[^>=]|=[\t\n\f\r ]*(?:"[^"]*(?:"|$)|'[^']*(?:'|$))?)*(?:>|$)/y

/** Where the text of the tag opening at `lt` ends: after its `>`, or at the page's end. */
function tagEnd(text: string, lt: number): number {
  START_TAG.lastIndex = lt
  START_TAG.exec(text)
  return START_TAG.lastIndex
}

/**
 * What a quoted `>` is replaced by before the expressions run: one that lies inside a quoted
 * value of the tag the last `<` before it opens, as START_TAG reads that tag
 * (`<a title="A > B" href="…">`). A match's `[^>]*?` steps over it; it ends no tag.
 */
const QUOTED_GT = '\uFFFF'

/** The page's text with each quoted `>` replaced by QUOTED_GT (offsets unchanged). */
function withQuotedGtMarked(text: string): string {
  let marked = text
  for (let g = text.indexOf('>'); g >= 0; g = text.indexOf('>', g + 1)) {
    const lt = text.lastIndexOf('<', g)
    if (lt < 0) continue
    const end = tagEnd(text, lt)
    const endsTag = text[end - 1] === '>' && end <= g + 1
    if (!endsTag) marked = marked.slice(0, g) + QUOTED_GT + marked.slice(g + 1)
  }
  return marked
}

/** A captured value with its quoted `>`s given back. */
const unmarked = (value: string): string => value.replaceAll(QUOTED_GT, '>')

export function referenceEvents(html: Buffer): PageEvent[] {
  const text = html.toString('utf8')
  const marked = withQuotedGtMarked(text)
  const events: PageEvent[] = []
  for (const m of marked.matchAll(LOADING_REFERENCE)) {
    events.push({
      kind: 'load',
      tag: m[1]!.toLowerCase(),
      attr: m[2]!.toLowerCase(),
      value: schemeAloneIfData(m[2]!.toLowerCase(), unmarked(m[3] ?? m[4] ?? m[5] ?? '')),
      // The match and the rest of its tag, to the tag's end (or the page's end).
      element: text.slice(m.index, tagEnd(text, m.index))
    })
  }
  for (const m of marked.matchAll(ANCHOR_HREF))
    events.push({ kind: 'anchor', href: unmarked(m[1] ?? m[2] ?? m[3] ?? '') })
  return events
}

/**
 * A load's value as the scanner hands it over: a data: URL (after the C0 controls and spaces the
 * URL parser trims, the scheme in any case) as its scheme alone, since nothing reads its payload;
 * a srcset whole, since it is a list of candidates.
 */
function schemeAloneIfData(attr: string, value: string): string {
  if (attr === 'srcset') return value
  const trimmed = value.replace(/^[^!-\u{10ffff}]+/u, '')
  return trimmed.slice(0, 5).toLowerCase() === 'data:' ? 'data:' : value
}

// A comment, or an element whose text is no markup, nor does a comment open in it (the HTML
// parser's script data, raw-text and RCDATA rules: a script, a style, a textarea, an iframe, a
// noframes, a noembed or an xmp element), from its start to its end tag or the page's end; the
// element's tags in any case, each name ended by HTML whitespace, `/` or `>`.
const COMMENT_OR_RAW_TEXT =
  /<(script|style|textarea|iframe|noframes|noembed|xmp)(?=[\t\n\f\r />])[\s\S]*?(?:<\/\1(?=[\t\n\f\r />])|$)|<!--(?:>|->|[\s\S]*?(?:--!?>|$))/gi

/**
 * The page with its comments and its text-only elements' text blanked out: the browser reads no
 * markup there (the element's own start tag is markup: a script's or an iframe's `src` loads).
 */
function withoutComments(html: Buffer): Buffer {
  const text = html.toString('utf8')
  return Buffer.from(
    text.replace(COMMENT_OR_RAW_TEXT, (m: string, raw?: string) => {
      if (m.startsWith('<!--')) return ' '.repeat(m.length)
      if (raw === undefined) return m
      const startTag = /^<[^\s/>]+(?:[^>"']|"[^"]*"|'[^']*')*>/.exec(m)
      if (startTag === null) return m
      // Its text runs to its end tag, or to the page's end.
      const closed = m.toLowerCase().endsWith(`</${raw.toLowerCase()}`)
      const closing = closed ? m.length - raw.length - 2 : m.length
      if (startTag[0].length > closing) return m
      return startTag[0] + ' '.repeat(closing - startTag[0].length) + m.slice(closing)
    })
  )
}

/**
 * The first value of the attribute `name` in a load's element text, if it has one. Attributes are
 * parted by HTML's whitespace (ASCII), not JavaScript's `\s`: `src\u3000=` names no `src`; or by
 * a `/` after such a space or the tag's name, or by the quote that closes the value before
 * (`alt='x'src=…`), not one that opens it.
 */
function attributeIn(element: string, name: string): string | undefined {
  const m = new RegExp(
    `(?:[\\t\\n\\f\\r ]|(?<=[\\t\\n\\f\\r ]|<[a-z][a-z0-9]*)/|(?<!=[\\t\\n\\f\\r ]*)["'])${name}[\\t\\n\\f\\r ]*=[\\t\\n\\f\\r ]*${VALUE}`,
    'i'
  ).exec(element)
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : undefined
}

/** The (attribute, value) pairs a matched load fetches, by its tag's rule. */
function elementLoads(event: {
  tag: string
  attr: string
  value: string
  element: string
}): Array<[string, string]> {
  const loads: Array<[string, string]> = [[event.attr, event.value]]
  const { tag, attr, element } = event
  if (tag === 'img' || tag === 'video') {
    // An <img> loads its src and its srcset, a <video> its src and its poster, as the tag's own
    // attributes (the expression may have matched inside another one's value, or an attribute
    // that loads nothing there), the one the expression matched first.
    const names = tag === 'img' ? ['src', 'srcset'] : ['src', 'poster']
    const found: Array<[string, string]> = []
    for (const name of names.includes(attr) ? [attr, ...names.filter(n => n !== attr)] : names) {
      const value = attributeIn(element, name)
      if (value !== undefined) found.push([name, value])
    }
    return found
  }
  if (tag === 'input') {
    // Only an image button loads anything, and only its src.
    if (attributeIn(element, 'type')?.toLowerCase() !== 'image') return []
    const src = attr === 'src' ? event.value : attributeIn(element, 'src')
    return src === undefined ? [] : [['src', src]]
  }
  if (tag === 'link' && attr !== 'href') {
    // A <link> fetches its href alone (DITA-OT writes `<link rel="stylesheet" src="…">`).
    const href = attributeIn(element, 'href')
    return href === undefined ? [] : [['href', href]]
  }
  if ((tag === 'use' || tag === 'image') && attr === 'xlink:href') {
    // SVG 2: href wins over xlink:href.
    const href = attributeIn(element, 'href')
    if (href !== undefined) return [['href', href]]
  }
  return loads
}

export interface ReferenceFindings {
  brokenLinkCount: number
  brokenLinks: Array<{ page: string; href: string }>
  externalReferenceCount: number
  externalReferences: Array<{ page: string; via: string; url: string }>
}

/**
 * An attribute's URL as a browser reads it: references decoded, outer spaces trimmed, tabs and
 * line breaks dropped, `\` taken as `/` (WHATWG URL, for http and https).
 */
function asUrlParserReads(value: string): string {
  return decodeHTMLAttribute(value)
    .trim()
    .split(/[\t\n\r]/)
    .join('')
    .split('\\')
    .join('/')
}

/**
 * Where a link written in `folder` leads inside the bundle, or null when it is not checked. The
 * link is read as a browser reads the attribute: character references decoded (by `entities`,
 * markdown-it's decoder, not the verifier's).
 */
export function target(folder: string, href: string): string | null {
  const link = asUrlParserReads(href)
  if (link === '' || link.startsWith('#') || link.startsWith('/') || link.startsWith('//'))
    return null
  if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return null
  const path = link.replace(/[?#].*$/s, '')
  if (path === '') return null
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // Malformed percent-encoding is taken as written.
  }
  const joined = posix.normalize(posix.join(folder, decoded))
  return joined.startsWith('../') ? joined : joined.replace(/\/$/, '') || '.'
}

/** The same, for a link naming a folder (`guide/`): that folder's index page, which alone answers it. */
function servedTarget(folder: string, href: string): string | null {
  const t = target(folder, href)
  if (t === null || t === '.' || t.startsWith('../')) return t
  return asUrlParserReads(href)
    .replace(/[?#].*$/s, '')
    .endsWith('/')
    ? `${t}/index.html`
    : t
}

/**
 * The findings over whole pages (path → bytes) and the files of the bundle: every internal link
 * whose target is no file, no folder with an index page and no `.html` page is broken; every
 * load from another origin is counted; samples are the first 20 of each, in reading order (a
 * broken target named by its first link).
 */
export function referenceFindings(
  pages: Array<[string, Buffer]>,
  files: Set<string>,
  sample = 20
): ReferenceFindings {
  const leads = (t: string): boolean =>
    files.has(t) ||
    files.has(t === '.' ? 'index.html' : `${t}/index.html`) ||
    files.has(`${t}.html`)
  const broken = new Map<string, { count: number; first: { page: string; href: string } }>()
  const externals: Array<{ page: string; via: string; url: string }> = []
  const internal = (page: string, href: string): void => {
    const t = servedTarget(posix.dirname(page), href)
    if (t === null || leads(t)) return
    const seen = broken.get(t)
    if (seen) seen.count += 1
    else broken.set(t, { count: 1, first: { page, href } })
  }
  for (const [page, html] of pages) {
    for (const event of referenceEvents(withoutComments(html))) {
      if (event.kind === 'anchor') {
        internal(page, event.href)
        continue
      }
      if (event.tag === 'link') {
        const m = LINK_REL.exec(event.element)
        const rel = (m?.[1] ?? m?.[2] ?? m?.[3] ?? '').toLowerCase()
        if (!FETCHING_REL.test(rel)) continue
      }
      for (const [attr, value] of elementLoads(event)) {
        for (const url of attr === 'srcset' ? srcsetUrls(value) : [value]) {
          if (/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(asUrlParserReads(url))) {
            externals.push({ page, via: `${event.tag} ${attr}`, url })
          } else internal(page, url)
        }
      }
    }
  }
  let brokenLinkCount = 0
  for (const { count } of broken.values()) brokenLinkCount += count
  return {
    brokenLinkCount,
    brokenLinks: [...broken.values()].slice(0, sample).map(b => b.first),
    externalReferenceCount: externals.length,
    externalReferences: externals.slice(0, sample)
  }
}
