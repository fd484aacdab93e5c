// Absolute URLs to the site's own public address (the `domain` input) in an exported bundle:
// judged as paths of the bundle, and counted apart as leaving a self-hosted copy. Real pages
// first (Hugo's theme links `https://1414c.github.io/sqac/credits`, Doxygen's inline dot graph
// `<img src="https://daxbot.github.io/NovaGSM/…png">`, kept in __fixtures__/sites/), then a
// generated Hugo-style site written with `baseURL = "https://docs.acme.com/"`.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { REPORT_SAMPLE, verifyBundle, type VerifyOptions } from '../../src/archive/verify.js'
import { SiteOrigin } from '../../src/archive/site-origin.js'
import { LinkReport } from '../../src/archive/link-report.js'
import { makeTar, type EntrySpec } from '../helpers/archives.js'
import { filesOf } from '../helpers/browser-oracle.js'
import { inChunks } from '../helpers/scanned-events.js'

const siteFiles = (generator: string): EntrySpec[] => {
  const root = path.resolve(`__fixtures__/sites/real-${generator}`)
  return filesOf(root)
    .filter(f => !['SOURCES.md', '.gitattributes', 'LISTING.txt'].includes(f))
    .map(name => ({ name, data: readFileSync(path.join(root, name)) }))
}

const verify = async (entries: EntrySpec[], options: VerifyOptions = {}) =>
  verifyBundle(inChunks(gzipSync(await makeTar(entries)), 65_521), options)

describe('SiteOrigin', () => {
  const origin = new SiteOrigin(['docs.acme.com'])

  it.each([
    ['https://docs.acme.com/css/main.css', '/css/main.css'],
    ['http://docs.acme.com/guide/?q=1#top', '/guide/?q=1#top'],
    ['//docs.acme.com/js/app.js', '/js/app.js'],
    ['https://docs.acme.com', '/'],
    ['HTTPS://Docs.ACME.com/A.html', '/A.html'],
    ['https://docs.acme.com./x', '/x'],
    ['https://www.docs.acme.com/x', '/x'],
    ['https://docs.acme.com:443/x', '/x'],
    ['http://docs.acme.com:80/x', '/x'],
    [' https://docs.acme.com/a&#x2F;b ', '/a/b'],
    ['https://docs.acme.com/r%C3%A9sum%C3%A9.html', '/r%C3%A9sum%C3%A9.html']
  ])('reads %j as the path %j of the bundle', (written, expected) => {
    expect(origin.pathOf(written)).toBe(expected)
  })

  it.each([
    'https://docs.acme.com:8443/x',
    'https://docs.acme.com.evil.example/x',
    'https://acme.com/x',
    'https://user@docs.acme.com/x',
    'ftp://docs.acme.com/x',
    '/css/main.css',
    'css/main.css',
    'https://cdn.example/x.js'
  ])('leaves %j alone', written => {
    expect(origin.pathOf(written)).toBeUndefined()
  })

  it('knows an internationalised domain given in its ASCII form as the page writes it', () => {
    const idn = new SiteOrigin(['xn--bcher-kva.example'])
    expect(idn.pathOf('https://bücher.example/a.css')).toBe('/a.css')
    expect(idn.pathOf('https://BÜCHER.example/a.css')).toBe('/a.css')
    expect(idn.pathOf('https://xn--bcher-kva.example/a.css')).toBe('/a.css')
  })
})

describe('the real pages', () => {
  it("judges Hugo's absolute links to the site as root-absolute links, counted apart", async () => {
    const files = siteFiles('hugo')
    const without = await verify(files)
    const report = await verify(files, { siteDomains: ['1414c.github.io'] })
    // Each of the three pages links the logo to `https://1414c.github.io/sqac` and the credits
    // to `…/sqac/credits`, a page this subset does not hold.
    expect(without.siteAddress).toBeUndefined()
    expect(report.siteAddress?.linkCount).toBe(6)
    expect(report.siteAddress?.loadCount).toBe(0)
    expect(report.siteAddress?.links.map(l => l.url)).toContain(
      'https://1414c.github.io/sqac/credits'
    )
    // Judged like the root-absolute `/sqac/…` links the same pages write: this subset holds
    // neither `sqac` nor `sqac/credits` at its root, so all six point nowhere, as the 202
    // root-absolute links and loads the pages write do.
    expect(without.rootAbsolute!.brokenLinkCount).toBe(202)
    expect(report.rootAbsolute!.brokenLinkCount).toBe(202 + 6)
    expect(report.externalReferenceCount).toBe(without.externalReferenceCount)
  })

  it("counts Doxygen's inline graph fetched from the public site as a load of the site, not of another origin", async () => {
    const files = siteFiles('doxygen')
    const without = await verify(files)
    const report = await verify(files, { siteDomains: ['daxbot.github.io'] })
    const graph = 'https://daxbot.github.io/NovaGSM/dot_inline_dotgraph_1.png'
    expect(without.externalReferences.map(e => e.url)).toContain(graph)
    expect(report.externalReferenceCount).toBe(without.externalReferenceCount - 1)
    expect(report.externalReferences.map(e => e.url)).not.toContain(graph)
    expect(report.siteAddress).toEqual({
      loads: [{ page: 'index.html', via: 'img src', url: graph }],
      loadCount: 1,
      // The navigation's `documentation` link to the public site.
      links: [
        { page: 'index.html', via: 'a href', url: 'https://daxbot.github.io/NovaGSM/index.html' }
      ],
      linkCount: 1
    })
    // The image is not in the bundle: a copy that does not reach the public site shows none.
    expect(report.rootAbsolute?.brokenLinks).toContainEqual({ page: 'index.html', href: graph })
  })
})

describe('a site built with an absolute baseURL', () => {
  const head =
    '<link rel="stylesheet" href="https://docs.acme.com/css/main.css">' +
    '<script src="//docs.acme.com/js/app.js"></script>' +
    // Metadata, not fetched by the browser: neither a load nor a link.
    '<link rel="canonical" href="https://docs.acme.com/guide/">' +
    '<meta property="og:image" content="https://docs.acme.com/img/card.png">' +
    '<link rel="preconnect" href="https://docs.acme.com">' +
    // Another port is another origin; a longer name is another host.
    '<script src="https://docs.acme.com:8443/x.js"></script>' +
    '<script src="https://docs.acme.com.cdn.example/y.js"></script>'
  const sidebar = (n: number): string =>
    Array.from(
      { length: n },
      (_, i) => `<a href="https://docs.acme.com/guide/p${i}/">p${i}</a>`
    ).join('')
  const pageOf = (body: string): string =>
    `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>`
  const PAGES = 300
  const entries = (): EntrySpec[] => [
    {
      name: 'index.html',
      data: pageOf(sidebar(10) + '<a href="HTTPS://WWW.Docs.Acme.Com./missing/">m</a>')
    },
    { name: 'css/main.css', data: '@font-face{src:url(https://docs.acme.com/fonts/a.woff2)}' },
    { name: 'js/app.js', data: '' },
    ...Array.from({ length: PAGES }, (_, i) => ({
      name: `guide/p${i}/index.html`,
      data: pageOf(sidebar(10))
    }))
  ]

  it('judges the loads and links as paths, counts every one apart, and leaves the rest as they were', async () => {
    const report = await verify(entries(), { siteDomains: ['docs.acme.com'] })
    // Per page: the stylesheet and the script; the font of the stylesheet once.
    expect(report.siteAddress?.loadCount).toBe((PAGES + 1) * 2 + 1)
    // Every page's sidebar of 10, one by one (the pages are alike: none is taken over uncounted).
    expect(report.siteAddress?.linkCount).toBe((PAGES + 1) * 10 + 1)
    expect(report.siteAddress?.loads).toHaveLength(REPORT_SAMPLE)
    expect(report.siteAddress?.loads.slice(0, 2)).toEqual([
      { page: 'index.html', via: 'link href', url: 'https://docs.acme.com/css/main.css' },
      { page: 'index.html', via: 'script src', url: '//docs.acme.com/js/app.js' }
    ])
    expect(report.siteAddress?.links).toHaveLength(REPORT_SAMPLE)
    // The other port and the other host stay loads from other origins.
    expect(report.externalReferenceCount).toBe((PAGES + 1) * 2)
    expect(report.externalReferences.map(e => e.url).slice(0, 2)).toEqual([
      'https://docs.acme.com:8443/x.js',
      'https://docs.acme.com.cdn.example/y.js'
    ])
    // What the bundle lacks is broken like any root-absolute link (the stylesheet's font is not
    // judged: a stylesheet's loads from the bundle never are).
    expect(report.rootAbsolute?.brokenLinks).toEqual([
      { page: 'index.html', href: 'HTTPS://WWW.Docs.Acme.Com./missing/' }
    ])
    expect(report.rootAbsolute?.brokenLinkCount).toBe(1)
    expect(report.brokenLinkCount).toBe(0)
  })

  it('without the domain counts them as before', async () => {
    const report = await verify(entries())
    expect(report.siteAddress).toBeUndefined()
    expect(report.externalReferenceCount).toBe((PAGES + 1) * 4 + 1)
    expect(report.rootAbsolute).toBeUndefined()
  })
})

describe("Hugo's alias pages", () => {
  // Hugo writes a page for each `aliases:` entry of a page's front matter from its embedded
  // alias template, the target being the page's permalink: with `baseURL =
  // "https://docs.acme.com/"`, an absolute URL to the public site, in a refresh the browser
  // follows at once (and a canonical link, which it does not).
  const alias = (target: string): string =>
    `<!DOCTYPE html><html lang="en-us"><head><title>${target}</title>` +
    `<link rel="canonical" href="${target}"><meta name="robots" content="noindex">` +
    `<meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${target}"></head></html>`

  it('judges the redirect as a link to the page it names, and counts it as leaving the copy', async () => {
    const report = await verify(
      [
        { name: 'index.html', data: '<!doctype html><title>home</title>' },
        { name: 'guide/install/index.html', data: '<!doctype html><title>install</title>' },
        { name: 'old/install/index.html', data: alias('https://docs.acme.com/guide/install/') },
        { name: 'old/setup/index.html', data: alias('https://docs.acme.com/guide/setup/') }
      ],
      { siteDomains: ['docs.acme.com'] }
    )
    expect(report.siteAddress).toEqual({
      loads: [],
      loadCount: 0,
      links: [
        {
          page: 'old/install/index.html',
          via: 'meta refresh',
          url: 'https://docs.acme.com/guide/install/'
        },
        {
          page: 'old/setup/index.html',
          via: 'meta refresh',
          url: 'https://docs.acme.com/guide/setup/'
        }
      ],
      linkCount: 2
    })
    // The page the second one redirects to is not in the bundle.
    expect(report.rootAbsolute).toEqual({
      brokenLinks: [{ page: 'old/setup/index.html', href: 'https://docs.acme.com/guide/setup/' }],
      brokenLinkCount: 1
    })
    expect(report.externalReferenceCount).toBe(0)
  })
})

describe("a page based at the site's own address", () => {
  // Hugo themes write `<base href="{{ .Site.BaseURL }}">` (spf13's theme, hugo's own docs of old):
  // with `baseURL = "https://docs.acme.com/"` every relative URL of the page resolves against
  // the public site, so a self-hosted copy fetches the page's stylesheet from there and each of
  // its links leaves the copy, `#top` too (it names the base's page).
  const based = (body: string): string =>
    '<!doctype html><html><head><base href="https://docs.acme.com/">' +
    '<link rel="stylesheet" href="css/main.css"><link rel="canonical" href="guide/">' +
    `<title>t</title></head><body>${body}</body></html>`

  it('counts its relative loads and links as naming the site, not another origin', async () => {
    const body =
      '<a href="guide/">guide</a><a href="#top">top</a><a href="mailto:a@acme.com">mail</a>' +
      '<a href="https://github.com/acme/docs">source</a><img src="data:image/png;base64,AA==">'
    const report = await verify(
      [
        { name: 'index.html', data: based(body) },
        { name: 'css/main.css', data: '' },
        { name: 'guide/index.html', data: based('<a href="../">home</a>') }
      ],
      { siteDomains: ['docs.acme.com'] }
    )
    expect(report.externalReferenceCount).toBe(0)
    expect(report.siteAddress).toEqual({
      loads: [
        { page: 'index.html', via: 'link href', url: 'css/main.css' },
        { page: 'guide/index.html', via: 'link href', url: 'css/main.css' }
      ],
      loadCount: 2,
      links: [
        { page: 'index.html', via: 'a href', url: 'guide/' },
        { page: 'index.html', via: 'a href', url: '#top' },
        { page: 'guide/index.html', via: 'a href', url: '../' }
      ],
      linkCount: 3
    })
  })

  it('is read as before without the domain: its loads come from another origin', async () => {
    const report = await verify([{ name: 'index.html', data: based('<a href="guide/">g</a>') }])
    expect(report.externalReferenceCount).toBe(1)
    expect(report.siteAddress).toBeUndefined()
  })
})

describe('the cost of absolute links', () => {
  it('works out a sidebar of absolute links once for all folders, not once per folder', () => {
    // A Hugo site's pages are each a folder's index.html; its sidebar, written with an absolute
    // baseURL, was worked out again in every folder: 10,000 pages of 100 such links took 3.5 s
    // of CPU against 0.47 s for the same links written root-absolute.
    const report = new LinkReport(['docs.acme.com'])
    const sidebar = Array.from(
      { length: 50 },
      (_, k) => `<a href="https://docs.acme.com/guide/p${k}/">${k}</a>`
    ).join('')
    for (let i = 0; i < 50; i++) report.noteFile(`guide/p${i}/index.html`)
    for (let i = 0; i < 50; i++) report.scanPage(`guide/p${i}/index.html`, sidebar)
    expect(report.resolutionCount).toBe(50)
    const found = report.finish()
    expect(found.siteAddress?.linkCount).toBe(50 * 50)
    expect(found.rootAbsolute?.brokenLinkCount).toBe(0)
  })

  it('still resolves a relative link that starts like a scheme from its own folder', async () => {
    const report = await verify(
      [
        { name: 'index.html', data: '<a href="a/">a</a>' },
        { name: 'a/index.html', data: '<a href="https-setup.html">s</a><a href="http.html">h</a>' },
        { name: 'a/https-setup.html', data: '' },
        { name: 'a/http.html', data: '' },
        { name: 'b/index.html', data: '<a href="https-setup.html">s</a><a href="http.html">h</a>' }
      ],
      { siteDomains: ['docs.acme.com'] }
    )
    expect(report.brokenLinks).toEqual([
      { page: 'b/index.html', href: 'https-setup.html' },
      { page: 'b/index.html', href: 'http.html' }
    ])
  })
})
