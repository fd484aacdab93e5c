// An independent reading of a site's pages by a real browser, to judge the verifier's link
// report against (nothing here is imported from src/). Debian's Chromium, through playwright-core,
// parses each page of a folder on disk (read as UTF-8, as every generator here writes them) with
// its own HTML parser, scripts off (so what it reads is the markup the generator wrote,
// `<noscript>` included, not what scripts would make of it), and lists every element that names a
// URL with the URL the browser resolves it to (base href, character references, `./`, `../`,
// percent-encoding, query, fragment, `//host`, other schemes). What such a URL means for a static
// bundle is the test's to say (real-generators.test.ts), not this file's.
import { isUtf8 } from 'node:buffer'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { srcsetUrls } from './srcset-reference.js'

export const CHROMIUM = '/usr/bin/chromium'
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']

/**
 * The site is served at a folder of a made-up host, not at its root: a relative link that climbs
 * above the bundle, or a root-absolute one, then resolves outside the site, as it would for a
 * bundle served under a prefix.
 */
const ORIGIN = 'http://site.invalid'
const PREFIX = '/bundle/'

/** One element naming a URL, as the browser read it. */
export interface BrowserReference {
  page: string
  tag: string
  attr: string
  /** The attribute's value as the parser gave it (entities decoded). */
  raw: string
  /** One URL of the value (a srcset names several), as written. */
  url: string
  /** That URL resolved against the document's base URL, or '' when it does not parse. */
  resolved: string
  /** The element's `rel`, lowercased. */
  rel: string
  /** Whether the page has a `<base href>`, against which `resolved` was resolved. */
  hasBase: boolean
}

/** Every file of a folder, as bundle paths, sorted as `tar --sort=name` lists them. */
export function filesOf(root: string): string[] {
  const found: string[] = []
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else found.push(path.relative(root, full).split(path.sep).join('/'))
    }
  }
  walk(root)
  return found.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
}

export function chromiumPresent(): boolean {
  return existsSync(CHROMIUM)
}

/** The attribute that numbers the source's `<a` start tags (see `references`). */
const ANCHOR_MARK = 'data-oracle-source-tag'

/**
 * A Chromium with one blank page, in which pages are parsed by the browser's own HTML parser
 * (DOMParser: scripts off, so `<noscript>` is read as markup and no `<meta http-equiv="refresh">`
 * is followed) and every URL is resolved as the document would resolve it: against its first
 * `<base href>`, itself resolved against the page's address. Nothing is fetched. A page whose
 * bytes are not UTF-8 is decoded by the browser itself instead: loaded as bytes into a second
 * page, where scripts do not run, it is read in the encoding Chromium finds for it (its `<meta>`
 * charset, as a page served without a charset is read).
 */
export class BrowserOracle {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly bytesPage: Page
  ) {}

  static async open(): Promise<BrowserOracle> {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS })
    const context = await browser.newContext()
    await context.route('**/*', route => route.abort())
    const bytesContext = await browser.newContext({ javaScriptEnabled: false })
    await bytesContext.route('**/*', route => route.abort())
    return new BrowserOracle(browser, await context.newPage(), await bytesContext.newPage())
  }

  async close(): Promise<void> {
    await this.browser.close()
  }

  /**
   * Every reference of every page (`.html`/`.htm`) of the folder. A link is counted once for each
   * `<a` start tag the page's source holds: an `<a>` left unclosed is copied by the parser into
   * every element after it until the next `<a>` (the HTML standard's reconstruction of the
   * active formatting elements: OpenSSL's pod2html pages lose a closing quote and turn one link
   * into four elements), and those copies are the one link the author wrote. Each `<a` of the
   * source is marked with its number before parsing, unquoted and between spaces, so that the
   * mark is an attribute of its own wherever a tag opens there; a copy bears the number of the
   * tag it copies. Where no tag opens (text, comments, an attribute's value), the mark is text,
   * and it is taken out of every value read.
   */
  async references(root: string): Promise<BrowserReference[]> {
    const found: BrowserReference[] = []
    for (const name of filesOf(root).filter(f => /\.html?$/i.test(f))) {
      const address = ORIGIN + PREFIX + name.split('/').map(encodeURIComponent).join('/')
      let tags = 0
      const bytes = readFileSync(path.join(root, name))
      const utf8 = isUtf8(bytes)
      // Marked in the bytes where they are not UTF-8 (a legacy encoding's bytes after 0x7f are
      // left as they are: `<` is never part of a character there).
      const marked = bytes
        .toString(utf8 ? 'utf8' : 'latin1')
        .replace(/<a(?=[\t\n\f\r />])/gi, at => `${at} ${ANCHOR_MARK}=${tags++} `)
      let html: string | null = marked
      if (!utf8) {
        html = null
        const data = Buffer.from(marked, 'latin1').toString('base64')
        await this.bytesPage.goto(`data:text/html;base64,${data}`)
      }
      const elements = await (utf8 ? this.page : this.bytesPage).evaluate(
        ({ html, address, mark }) => {
          const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html')
          const baseElement = doc.querySelector('base[href]')
          let base = address
          try {
            if (baseElement) base = new URL(baseElement.getAttribute('href')!, address).href
          } catch {
            // An unparsable base href leaves the page's address as the base.
          }
          const out: Array<{ tag: string; attr: string; raw: string; rel: string }> = []
          const anchorsSeen = new Set<string>()
          const marks = new RegExp(` ${mark}=\\d+ `, 'g')
          const unmarked = (value: string | null): string | null =>
            value === null ? null : value.replace(marks, '')
          for (const el of Array.from(doc.querySelectorAll('*'))) {
            const tag = el.localName === 'a' ? el.getAttribute(mark) : null
            if (tag !== null) {
              if (anchorsSeen.has(tag)) continue
              anchorsSeen.add(tag)
            }
            for (const attr of ['href', 'src', 'srcset', 'data', 'poster', 'xlink:href']) {
              // SVG's older `xlink:href`, which Chromium follows where no `href` stands beside it.
              if (attr === 'xlink:href' && el.hasAttribute('href')) continue
              const raw = unmarked(el.getAttribute(attr))
              if (raw === null) continue
              const rel = (unmarked(el.getAttribute('rel')) ?? '').toLowerCase()
              out.push({ tag: el.localName, attr, raw, rel })
            }
          }
          // A redirect: the document's first refresh element, a link the browser follows.
          const refresh = Array.from(doc.querySelectorAll('meta[http-equiv]')).find(
            m => m.getAttribute('http-equiv')!.toLowerCase() === 'refresh'
          )
          const content = unmarked(refresh?.getAttribute('content') ?? null)
          if (content) out.push({ tag: 'meta', attr: 'refresh', raw: content, rel: '' })
          return { base, hasBase: baseElement !== null, out }
        },
        { html, address, mark: ANCHOR_MARK }
      )
      for (const e of elements.out) {
        const urls =
          e.attr === 'srcset'
            ? srcsetUrls(e.raw)
            : e.attr === 'refresh'
              ? [refreshUrlOf(e.raw)].filter(u => u !== undefined)
              : [e.raw]
        for (const url of urls) {
          let resolved = ''
          try {
            resolved = new URL(url, elements.base).href
          } catch {
            // An unparsable URL leads nowhere; it is listed with no resolution.
          }
          found.push({ ...e, page: name, url, resolved, hasBase: elements.hasBase })
        }
      }
    }
    return found
  }

  /**
   * Every page's own styles, as the browser's parser reads them: the URLs of each element's
   * `style` attribute (its declarations, character references decoded, parsed by Chromium's CSS
   * parser), and the text of each `<style>` element (to be read as a stylesheet:
   * stylesheetUrls).
   */
  async inlineStyles(
    root: string
  ): Promise<Array<{ page: string; attributeUrls: string[]; elementTexts: string[] }>> {
    const found: Array<{ page: string; attributeUrls: string[]; elementTexts: string[] }> = []
    for (const name of filesOf(root).filter(f => /\.html?$/i.test(f))) {
      const styles = await this.page.evaluate(
        html => {
          const doc = new DOMParser().parseFromString(html, 'text/html')
          const values: string[] = []
          for (const el of Array.from(doc.querySelectorAll('[style]'))) {
            const declarations = (el as HTMLElement).style
            for (const property of Array.from(declarations)) {
              values.push(declarations.getPropertyValue(property))
            }
          }
          const elementTexts = Array.from(doc.querySelectorAll('style')).map(
            s => s.textContent ?? ''
          )
          return { values, elementTexts }
        },
        readFileSync(path.join(root, name), 'utf8')
      )
      found.push({
        page: name,
        attributeUrls: styles.values.flatMap(urlsOfValue),
        elementTexts: styles.elementTexts
      })
    }
    return found
  }

  /**
   * The URLs a stylesheet names, as Chromium's CSS parser reads it: every `@import`'s, and every
   * `url()` of every declaration (nested rules, `@font-face` sources and all), in order.
   */
  async stylesheetUrls(css: string): Promise<Array<{ via: string; url: string }>> {
    // An `@import`'s URL as it is; a declaration's value, for its `url()`s (urlsOfValue).
    const read = await this.page.evaluate(text => {
      const style = document.createElement('style')
      style.textContent = text
      document.head.append(style)
      const found: Array<{ import: string } | { value: string }> = []
      const walk = (rules: CSSRuleList): void => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSImportRule) found.push({ import: rule.href })
          const declarations = (rule as CSSStyleRule).style as CSSStyleDeclaration | undefined
          if (declarations) {
            for (const name of Array.from(declarations)) {
              found.push({ value: declarations.getPropertyValue(name) })
            }
          }
          const nested = (rule as CSSGroupingRule).cssRules as CSSRuleList | undefined
          if (nested) walk(nested)
        }
      }
      walk(style.sheet!.cssRules)
      style.remove()
      return found
    }, css)
    // What the browser fetches: a data: URL carries what it loads, and nothing is fetched for it.
    return read
      .flatMap(r =>
        'import' in r
          ? [{ via: 'css @import', url: r.import }]
          : urlsOfValue(r.value).map(url => ({ via: 'css url', url }))
      )
      .filter(({ url }) => !/^data:/i.test(url.trim()))
  }

  /** Attribute values as written in markup (character references and all), as the parser reads them. */
  async attributeValues(written: string[]): Promise<string[]> {
    return this.page.evaluate(values => {
      const parser = new DOMParser()
      return values.map(value => {
        const quote = value.includes('"') ? "'" : '"'
        const doc = parser.parseFromString(`<a href=${quote}${value}${quote}></a>`, 'text/html')
        return doc.querySelector('a')!.getAttribute('href')!
      })
    }, written)
  }
}

/**
 * The URLs of a CSS value as Chromium serialises it: each `url("…")`, its escapes undone.
 */
function urlsOfValue(value: string): string[] {
  return [...value.matchAll(/url\("((?:[^"\\]|\\.)*)"\)/g)].map(m => m[1]!.replace(/\\(.)/g, '$1'))
}

/**
 * The URL of a refresh's content as generators write it (`0; url=x.html`, `0;x.html`,
 * `0; URL='x.html'`), or undefined when it names none; the declarative refresh steps' corner
 * cases are checked against Chromium in page-refresh.test.ts.
 */
function refreshUrlOf(content: string): string | undefined {
  const m =
    /^[\t\n\f\r ]*[0-9.]+[\t\n\f\r ]*[;,]?[\t\n\f\r ]*(?:url[\t\n\f\r ]*=[\t\n\f\r ]*)?(.*)$/is.exec(
      content
    )
  const rest = m?.[1]
  if (!rest) return undefined
  const quote = rest[0] === '"' || rest[0] === "'" ? rest[0] : ''
  return quote ? rest.slice(1).split(quote)[0] : rest
}

/** Where a resolved URL lies: in the bundle (its bundle path), elsewhere on the host, or away. */
export function placeOf(
  resolved: string
): { kind: 'bundle'; path: string } | { kind: 'host' | 'other-origin' | 'no-fetch' } {
  if (resolved === '') return { kind: 'no-fetch' }
  const url = new URL(resolved)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'no-fetch' }
  if (url.origin !== ORIGIN) return { kind: 'other-origin' }
  if (!url.pathname.startsWith(PREFIX)) return { kind: 'host' }
  let rest = url.pathname.slice(PREFIX.length)
  try {
    rest = decodeURIComponent(rest)
  } catch {
    // Taken as written.
  }
  return { kind: 'bundle', path: rest }
}
