// A page's own styles load too: `<style>` elements and `style` attributes (inline-styles.ts).
// Loads that leave the bundle are counted with the page's other loads from other origins; URLs
// written in prose, code, scripts or comments are not loads.
import { LinkReport } from '../../src/archive/link-report.js'
import { jest } from '@jest/globals'
import { eachInlineStyleUrl, StyleTexts } from '../../src/archive/inline-styles.js'
import { PageComments } from '../../src/archive/html-comments.js'
import { headEnd } from '../../src/archive/page-base.js'

function inlineUrls(html: string): Array<[string, string]> {
  const bytes = Buffer.from(html)
  const comments = new PageComments()
  comments.read(bytes)
  const urls: Array<[string, string]> = []
  eachInlineStyleUrl(
    bytes,
    headEnd(bytes),
    at => comments.holds(at),
    (via, url) => urls.push([via, url])
  )
  return urls
}

const PAGE =
  '<!doctype html><html><head><title>a > b</title>' +
  '<style>@import "https://fonts.bunny.net/css?family=inter"; .hero{background:url(\'https://cdn.example/hero.png\')}' +
  ' .local{background:url(/img/a.png)} .icon{mask:url("data:image/svg+xml,%3Csvg%3E")}</style>' +
  '<!--[if lt IE 9]><style>@import url(https://commented.example/ie.css);</style><![endif]-->' +
  '<script>var css = "url(https://script.example/x.png)"; if (a < b) x()</script></head>' +
  '<body><div class="hero" title="a > b" style="background-image: url(&quot;https://assets.example/x.jpg&quot;); color: red">' +
  '<p>Write <code>background: url(https://prose.example/x.png)</code> or <code>@import "https://prose.example/y.css"</code>.</p>' +
  '<span data-note=\'style="x"\' style="mask: url(\'icons.svg#a\')">i</span>' +
  '</div></body></html>'

it("reads the URLs of a page's <style> elements and style attributes, and nothing else", () => {
  expect(inlineUrls(PAGE)).toEqual([
    ['style @import', 'https://fonts.bunny.net/css?family=inter'],
    ['style url', 'https://cdn.example/hero.png'],
    ['style url', '/img/a.png'],
    // Not the icon's data: URL, which loads nothing.
    ['style attribute url', 'https://assets.example/x.jpg'],
    ['style attribute url', 'icons.svg#a']
  ])
})

it('finds url( wherever it lies, among other parentheses and near misses, as generators write it', () => {
  // The page is searched for `(`, then `url` before it: the first `url(` of a page, one right
  // after the tag before, and prose and code dense with `(` around them. An attribute whose
  // only parentheses are not `url(` is not read (its `curl(` would not be a load either way).
  const code = '<pre>f(g(h(x)), (1 + (2)) * ((3)))</pre>'.repeat(200)
  const html =
    `<i style="background:url(https://cdn.example/a.png)">${code}` +
    `<b style="mask:curl(x) rl(y) ul(z)"><b style="mask:url(https://cdn.example/b.png)">` +
    `<p>(((${'('.repeat(100)}url(https://prose.example/p.png)</p><u style="x:url(c.png)"></u>`
  expect(inlineUrls(html)).toEqual([
    ['style attribute url', 'https://cdn.example/a.png'],
    ['style attribute url', 'https://cdn.example/b.png'],
    ['style attribute url', 'c.png']
  ])
  expect(inlineUrls('<u style="background:url(a.png)">')).toEqual([
    ['style attribute url', 'a.png']
  ])
})

it('reads tag names and url( in any case the HTML 4 manner writes them (older Javadoc, hand-written pages)', () => {
  // Tag and attribute names are caseless in HTML, CSS's url( is too. What follows a </STYLE> is
  // markup again: its url( in prose is no load.
  const html =
    '<HTML><HEAD><STYLE TYPE="text/css">BODY { background: URL(https://cdn.example/a.png) }</STYLE>' +
    '<Style>.b{background:url(https://cdn.example/b.png)}</Style>' +
    '<style>.c{mask:Url("https://cdn.example/c.svg")}</STYLE></HEAD>' +
    '<BODY><P>In prose: URL(https://prose.example/p.png)</P>' +
    '<DIV STYLE="background-image: URL(\'https://cdn.example/d.png\')">x</DIV>' +
    '<STYLES>.e{background:url(https://not-a-style.example/e.png)}</STYLES></BODY></HTML>'
  expect(inlineUrls(html)).toEqual([
    ['style url', 'https://cdn.example/a.png'],
    ['style url', 'https://cdn.example/b.png'],
    ['style url', 'https://cdn.example/c.svg'],
    ['style attribute url', 'https://cdn.example/d.png']
  ])
})

it('reads nothing on a page without url( or @import, and a style element whole however many URLs it holds', () => {
  expect(inlineUrls('<style>body{color:red}</style><p style="color:blue">x</p>')).toEqual([])
  const many = Array.from(
    { length: 50 },
    (_, i) => `.i${i}{background:url(https://cdn.example/${i}.png)}`
  )
  const urls = inlineUrls(
    `<style>${many.join('\n')}</style><style>@import url(https://cdn.example/z.css);</style>`
  )
  expect(urls).toHaveLength(51)
  expect(urls.at(-1)).toEqual(['style @import', 'https://cdn.example/z.css'])
})

it("reads a bare-string @import in a <style> of the page's head (a theme's font import)", () => {
  const html =
    '<html><head><style>@import "https://fonts.bunny.net/css?family=inter";\nbody{font-family:Inter}</style>' +
    '</head><body><p>In prose: @import "https://prose.example/x.css";</p></body></html>'
  expect(inlineUrls(html)).toEqual([['style @import', 'https://fonts.bunny.net/css?family=inter']])
})

it('reads a style element to the page’s end when it is never closed; a tag the page cuts off loads nothing', () => {
  expect(inlineUrls('<style>.a{background:url(https://cdn.example/a.png)}')).toEqual([
    ['style url', 'https://cdn.example/a.png']
  ])
  // The tokenizer drops a tag that the end of the file interrupts.
  expect(inlineUrls('<div style="background:url(https://cdn.example/b.png)')).toEqual([])
})

it("counts the loads of a page's own styles that leave the bundle with its other loads from other origins", () => {
  const report = new LinkReport()
  report.noteFile('index.html')
  report.scanPage('index.html', PAGE)
  const found = report.finish()
  expect(found.externalReferences).toEqual([
    { page: 'index.html', via: 'style @import', url: 'https://fonts.bunny.net/css?family=inter' },
    { page: 'index.html', via: 'style url', url: 'https://cdn.example/hero.png' },
    { page: 'index.html', via: 'style attribute url', url: 'https://assets.example/x.jpg' }
  ])
  expect(found.externalReferenceCount).toBe(3)
  // What the styles load from the bundle is not judged, as a stylesheet's is not.
  expect(found.brokenLinkCount).toBe(0)
})

it('counts relative style URLs against a base on another origin, and the site’s own address apart', () => {
  const report = new LinkReport(['docs.acme.com'])
  report.scanPage(
    'a.html',
    '<base href="https://live.example/docs/"><div style="background:url(img/x.png)"></div>' +
      '<p style="mask:url(data:image/png;base64,AAAA)"></p>'
  )
  report.scanPage('b.html', '<style>.x{background:url(https://docs.acme.com/img/y.png)}</style>')
  const found = report.finish()
  expect(found.externalReferences).toEqual([
    { page: 'a.html', via: 'style attribute url', url: 'img/x.png' }
  ])
  expect(found.siteAddress).toMatchObject({
    loadCount: 1,
    loads: [{ page: 'b.html', via: 'style url', url: 'https://docs.acme.com/img/y.png' }]
  })
})

/**
 * A page whose native searches count the bytes they go over (from where each starts to what it
 * finds), as the reader's searches are made on the page it is given.
 */
function countingPage(html: string): { bytes: Buffer; searched: () => number } {
  const bytes = Buffer.from(html)
  const indexOf = bytes.indexOf.bind(bytes)
  const lastIndexOf = bytes.lastIndexOf.bind(bytes)
  let searched = 0
  Object.assign(bytes, {
    indexOf: (value: Buffer | number, from = 0) => {
      const at = indexOf(value, from)
      searched += (at < 0 ? bytes.length : at) - from
      return at
    },
    lastIndexOf: (value: Buffer | number, from = bytes.length) => {
      const at = lastIndexOf(value, from)
      searched += from - (at < 0 ? 0 : at)
      return at
    }
  })
  return { bytes, searched: () => searched }
}

it.each([
  [
    'many style attributes, no <style>',
    Array.from(
      { length: 20_000 },
      (_, i) => `<i style="background:url(https://cdn.example/${i}.png)">`
    ).join(''),
    20_000
  ],
  [
    'many url( in prose before one style attribute',
    `<p>${'url( '.repeat(100_000)}</p><div style="background:url(https://cdn.example/z.png)">`,
    1
  ],
  [
    'many url( in a long tag and after it',
    `<div title="${'url( '.repeat(50_000)}">${'url( '.repeat(50_000)}`,
    0
  ],
  [
    'many url( after a closed <style>',
    `<style>.a{background:url(https://cdn.example/a.png)}</style>${'url( '.repeat(100_000)}`,
    1
  ]
])('reads a page of %s in a few passes, not a search back from every hit', (_, html, urls) => {
  // Searched from each hit back to the page's start (or on to its end), 100,000 hits on a page
  // went over it 100,000 times.
  const { bytes, searched } = countingPage(html)
  let count = 0
  eachInlineStyleUrl(
    bytes,
    headEnd(bytes),
    () => false,
    () => (count += 1)
  )
  expect(count).toBe(urls)
  expect(searched()).toBeLessThan(8 * bytes.length)
})

describe('the <style> texts kept with their URLs', () => {
  const css = (n: number) =>
    '@import url(https://fonts.example/inter.css);' +
    '.btn:hover{color:#fff;background-color:#0b5ed7}\n'.repeat(n) +
    '.hero{background:url(https://cdn.example/h.png)}'
  const read = (styles: StyleTexts, text: string) => {
    const urls: Array<[string, string]> = []
    styles.read(Buffer.from(text), (via, url) => urls.push([via, url]))
    return urls
  }

  it('reads a text again only when it differs from the last ones (a site inlining its CSS in every page)', () => {
    const styles = new StyleTexts()
    const toString = jest.spyOn(Buffer.prototype, 'toString')
    try {
      const first = read(styles, css(4000))
      for (let page = 0; page < 50; page++) expect(read(styles, css(4000))).toEqual(first)
      expect(toString).toHaveBeenCalledTimes(1)
      expect(read(styles, css(4001))).toEqual(first)
      expect(toString).toHaveBeenCalledTimes(2)
    } finally {
      toString.mockRestore()
    }
    expect(read(styles, css(4000))).toEqual([
      ['style @import', 'https://fonts.example/inter.css'],
      ['style url', 'https://cdn.example/h.png']
    ])
  })

  it('keeps the last two texts of any size, none with more than 1024 URLs or 256 Ki characters of them', () => {
    const styles = new StyleTexts()
    const toString = jest.spyOn(Buffer.prototype, 'toString')
    const reads = (text: string): number => {
      const before = toString.mock.calls.length
      read(styles, text)
      return toString.mock.calls.length - before
    }
    try {
      // A stylesheet of 2 MB inlined in every page is read once (copies were kept to 512 KiB).
      const big = css(42_000)
      expect(big.length).toBeGreaterThan(2_000_000)
      expect([reads(big), reads(big), reads(big)]).toEqual([1, 0, 0])
      // One with more URLs than are kept is read each time, and hands all of them over.
      const many = Array.from({ length: 1025 }, (_, i) => `.i${i}{background:url(/${i}.png)}`)
      expect([reads(many.join('')), reads(many.join(''))]).toEqual([1, 1])
      expect(read(styles, many.join(''))).toHaveLength(1025)
      expect([reads(many.slice(1).join('')), reads(many.slice(1).join(''))]).toEqual([1, 0])
      // Nor are URLs of more than 256 Ki characters in all kept.
      const long = Array.from(
        { length: 70 },
        (_, i) => `.l${i}{background:url(/${'x'.repeat(4000)}${i}.png)}`
      )
      expect([reads(long.join('')), reads(long.join(''))]).toEqual([1, 1])
      expect([reads(long.slice(10).join('')), reads(long.slice(10).join(''))]).toEqual([1, 0])
      // The last two are kept: the 2 MB text is the third now.
      expect([reads(css(1)), reads(big), reads(css(1))]).toEqual([1, 1, 0])
    } finally {
      toString.mockRestore()
    }
  })

  it('counts the loads of a stylesheet inlined in every page once per page', () => {
    const report = new LinkReport()
    for (let p = 0; p < 20; p++) {
      report.scanPage(
        `p${p}.html`,
        `<html><head><style>${css(100)}</style></head><body>x</body></html>`
      )
    }
    expect(report.finish().externalReferenceCount).toBe(40)
  })
})
