// The link report asks these of every load of every page, so they are loops rather than regular
// expressions (link-resolution.ts, link-keys.ts). The expressions they replaced are the oracle:
// over random strings made of the pieces that decide them, both must answer alike.
import { decodeRaw, hasNonAscii } from '../../src/archive/link-keys.js'
import {
  asBrowserReads,
  isExternal,
  linkLoads,
  rawKey,
  resolveInternal,
  resolveRooted,
  schemeEnd
} from '../../src/archive/link-resolution.js'
import { decodeCharacterReferences } from '../../src/archive/char-refs.js'
import { prng } from '../../emulator/platform/faults.js'
import { randomJoin } from '../helpers/random-text.js'

const PIECES = [
  '\u00a0',
  '&nbsp;',
  '/',
  '//',
  ':',
  'a',
  'Z',
  'http',
  'HTTPS',
  'mailto',
  'x-y+z.1',
  '9',
  '+',
  '.',
  '-',
  '_',
  ' ',
  '\t',
  '\n',
  '\r',
  '\\',
  '&#x2F;',
  '&sol;',
  'é',
  'ſ',
  'K',
  '文',
  '#',
  '?q=1'
]

function expectedAsBrowserReads(url: string): string {
  // The URL parser trims C0 controls and spaces, not JavaScript's whitespace.
  const decoded = decodeCharacterReferences(url)
  let from = 0
  let to = decoded.length
  while (from < to && decoded.charCodeAt(from) <= 0x20) from++
  while (to > from && decoded.charCodeAt(to - 1) <= 0x20) to--
  const text = decoded.slice(from, to)
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\t\n\r]/g, '').replace(/\\/g, '/') : text
}

it('reads URLs as the regular expressions they replaced did', () => {
  const random = prng(21)
  let external = 0
  for (let n = 0; n < 30_000; n++) {
    const url = randomJoin(PIECES, random, 0, 6)
    const expected = {
      url,
      reads: expectedAsBrowserReads(url),
      // `//host`, `scheme://…`, and http(s) with a slash missing (`https:/host/x.js`).
      external: /^(?:(?:[a-z][a-z0-9+.-]*:)?\/\/|https?:\/)/i.test(expectedAsBrowserReads(url)),
      scheme: /^[a-z][a-z0-9+.-]*:/i.test(expectedAsBrowserReads(url)),
      nonAscii: /[\u0080-\uffff]/.test(url),
      key: /[\u0080-\uffff]/.test(url) ? Buffer.from(url, 'utf8').toString('latin1') : url
    }
    expect({
      url,
      reads: asBrowserReads(url),
      external: isExternal(url),
      scheme: schemeEnd(asBrowserReads(url)) > 0,
      nonAscii: hasNonAscii(url),
      key: rawKey(url)
    }).toEqual(expected)
    expect(decodeRaw(rawKey(url))).toBe(url)
    if (expected.external) external += 1
  }
  // The random URLs cover both answers.
  expect(external).toBeGreaterThan(300)
})

it('takes an http(s) URL with a slash missing for the host it names, as the browser may read it', () => {
  // Rspress writes `href="https:/cdnjs.cloudflare.com/…/loader.js"` on every page: on a page
  // served over http the browser loads it from cdnjs, over https from the page's own host.
  for (const url of [
    'https:/cdn.example/x.js',
    'HTTP:/cdn.example/x.js',
    'https:\\cdn.example/x.js',
    'http:\\/cdn.example/x'
  ]) {
    expect({ url, external: isExternal(url) }).toEqual({ url, external: true })
  }
  // Without a slash, or another scheme with one, it names no host.
  for (const url of ['https:cdn.example/x.js', 'mailto:/x', 'file:/x', 'x-y:/z', '/https:/x']) {
    expect({ url, external: isExternal(url) }).toEqual({ url, external: false })
  }
})

it('trims what the URL parser trims: C0 controls and spaces, not a no-break space', () => {
  expect(asBrowserReads(' \t\nok.html \r\u0000')).toBe('ok.html')
  expect(asBrowserReads('\u00a0ok.html')).toBe('\u00a0ok.html')
  expect(asBrowserReads('&#xA0;ok.html&nbsp;')).toBe('\u00a0ok.html\u00a0')
  expect(asBrowserReads('\u3000ok.html\ufeff')).toBe('\u3000ok.html\ufeff')
})

it('reads a rel as the attribute says it, character references decoded', () => {
  expect(linkLoads('stylesheet&#x20;')).toBe(true)
  expect(linkLoads('&#x73;tylesheet')).toBe(true)
  expect(linkLoads('preload&#9;icon')).toBe(true)
  expect(linkLoads('alternate&#x20;next')).toBe(false)
})

it('answers a rel alike however often and after however many others it was read', () => {
  const rels = ['stylesheet', 'preload', 'canonical', 'alternate icon', 'alternate', 'preconnect']
  const first = rels.map(linkLoads)
  expect(first).toEqual([true, true, false, true, false, false])
  // More distinct rels than the answers kept, then the same again.
  for (let i = 0; i < 200; i++) expect(linkLoads(`x-${i} next`)).toBe(false)
  expect(rels.map(linkLoads)).toEqual(first)
  expect(rels.map(linkLoads)).toEqual(first)
})

it('leads a root-absolute link where the general steps lead it, plain path or not', () => {
  // resolveRooted takes `/` and a plain path (plain-path.ts) as that path at once; a `#` at the
  // end (before any space the browser trims) names the same file and keeps any link off that
  // shortcut, so the two must agree.
  const random = prng(22)
  const pieces = ['/', 'a', 'Z', '9', '.', '..', '-', '_', '~', 'x.html', 'é', '%20', ' ', '?q=1']
  let plain = 0
  for (let n = 0; n < 20_000; n++) {
    const url = `/${randomJoin(pieces, random, 0, 6)}`
    expect({ url, leads: resolveRooted(url) }).toEqual({
      url,
      leads: resolveRooted(`${url.trimEnd()}#`)
    })
    // Never judged as a relative link, from any folder.
    expect({ url, relative: resolveInternal('guide/x', url) }).toEqual({ url, relative: null })
    if (/^\/[\w.~-]+(?:\/[\w.~-]+)*$/.test(url) && !/(?:^|\/)\.\.?(?:\/|$)/.test(url)) plain += 1
  }
  // Both routes are taken often.
  expect(plain).toBeGreaterThan(2_000)
  expect(resolveRooted('/guide/intro')).toBe('guide/intro')
  expect(resolveRooted('/guide/./a/../intro/')).toBe('guide/intro/index.html')
  expect(resolveRooted('/')).toBe('.')
  expect(resolveRooted('//cdn.example/x.js')).toBeNull()
})

it('reads rel keywords in any case, and a rel that fetches nothing as no load', () => {
  // Sphinx's `<link rel="index" href="genindex.html">` on every page, Starlight's
  // `rel="sitemap"`, old Javadoc's `REL ="stylesheet"`; a rel the browser does not know fetches
  // nothing either, nor does a `<link>` without one.
  const rels = ['index', 'Index', 'sitemap', 'UP top', 'Stylesheet', 'ICON', 'index stylesheet']
  expect(rels.map(linkLoads)).toEqual([false, false, false, false, true, true, true])
  expect(['x-unknown', '', 'prerender', 'Alternate StyleSheet'].map(linkLoads)).toEqual([
    false,
    false,
    true,
    true
  ])
})
