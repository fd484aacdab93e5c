// What a stylesheet of the bundle loads (src/archive/stylesheet-urls.ts): its `@import`s and
// `url()`s, read as Chromium's CSS parser reads them, and those from other origins counted by the
// verifier as loads from other origins.
import { readFileSync } from 'node:fs'
import { Readable } from 'node:stream'
import { eachStylesheetUrl, stylesheetUrls } from '../../src/archive/stylesheet-urls.js'
import { verifyBundle } from '../../src/archive/verify.js'
import { makeTarGz, page } from '../helpers/archives.js'
import { BrowserOracle, chromiumPresent } from '../helpers/browser-oracle.js'

/** Stylesheets as themes write them, and the corners of CSS's tokenizer. */
const SHEETS = [
  // VitePress's theme as Fuse.js's site builds it: minified imports of font and icon CDNs.
  '@import"https://fonts.bunny.net/css?family=dosis:500|inter:400,500,600,700";@import"https://use.fontawesome.com/releases/v5.7.1/css/all.css";.a{color:red}',
  "@import url('https://fonts.googleapis.com/css2?family=Inter&display=swap') screen;\n@import 'local.css';",
  '@font-face{font-family:X;src:url(/_next/static/media/x.woff2) format("woff2"),url("https://cdn.example/x.woff") format("woff")}',
  '.b{background:url( "img/a b.png" ) no-repeat, url(\'//cdn.example/bg.png\')}',
  '@media (min-width: 40em) { .c { background-image: url(https://cdn.example/wide.png) } }',
  '@supports (display:grid){.d{mask:url(#m)}}',
  // Not loads: in a comment, inside a string, a function whose name ends in url, a bad url.
  '/* @import "https://gone.example/x.css"; url(https://gone.example/y.png) */ .e{content:"url(https://no.example/z)"}',
  '.f{background:myurl(https://no.example/q.png);x:url(a"b.png)}',
  '.g{background:URL(https\\3a //esc.example/\\61.png)}',
  '.h{background:url(data:image/svg+xml;utf8,<svg/>)}',
  // Font entries Chromium skips, never fetching them: formats and technologies it does not
  // support (Dokka's JetBrains Sans, the "bulletproof" eot and svg entries), a hint followed by
  // anything but the entry's end; and those it fetches, in any case, keyword or string.
  "@supports (font-variation-settings: normal){@font-face{font-family:J;src:url('https://cdn.example/J.woff2') format('woff2 supports variations'),\n url('https://cdn.example/J.woff2') format('woff2-variations'),url('https://cdn.example/J.woff') format('woff-variations')}}",
  "@font-face{font-family:F;src:url('https://cdn.example/f.eot?#iefix') format('embedded-opentype'),url(https://cdn.example/f.woff2) format('woff2'),url(https://cdn.example/f.svg#f) format(svg);font-display:swap}",
  '@font-face{font-family:G;src:url(https://cdn.example/g) FORMAT(WOFF2), url(https://cdn.example/h) format("Woff2-Variations") tech(variations, color-COLRv1), url(https://cdn.example/i) format(truetype-variations), url(https://cdn.example/j) format("woff2", "woff")}',
  // A block's last `src` with an entry Chromium fetches is the one it loads from (the
  // bulletproof pattern's first `src: url(x.eot)` is not fetched); one with none is ignored.
  "@font-face{font-family:B;src:url(https://cdn.example/b1.eot);src:url('https://cdn.example/b1.eot?#iefix') format('embedded-opentype'),url(https://cdn.example/b1.woff2) format('woff2');font-weight:400}.x{background:url(https://cdn.example/x.png)}",
  "@media screen{@font-face{font-family:C;src:url(https://cdn.example/c1.eot);SRC : url(https://cdn.example/c2.eot?#iefix) format('embedded-opentype')}}@font-face{font-family:D;src:url(https://cdn.example/d1.woff);src:url(https://cdn.example/d2.woff2) format('woff2') bogus}",
  '@font-face{font-family:H;src:url(https://cdn.example/k) tech(incremental), url(https://cdn.example/l) format("woff2") bogus, url(https://cdn.example/m) format(/* c */ collection ) , url(https://cdn.example/n) tech("variations"), url(https://cdn.example/o) format(\\77 off2), local(H)}',
  // An `@import` loads only before every other rule but `@charset` and `@layer` statements:
  // nested in a rule (markdown-exec's stylesheet for MkDocs), after a rule or a layer's block,
  // inside `@media`, it is dropped with its url(). `<!--` and `-->` at the top level are not
  // rules; a `;` or `{` inside a string or url() ends no rule.
  'html[data-theme="light"] {\n    @import "https://cdn.example/nested.css"\n}\n@import url(https://cdn.example/after.css);',
  '<!-- @charset "utf-8"; --> @layer base, theme;@import url("https://cdn.example/ok;{.css") layer(base);@import "https://cdn.example/ok2.css" supports(display: grid) screen;@media print{@import "https://cdn.example/in-media.css";.p{background:url(https://cdn.example/p.png)}}@import "https://cdn.example/late.css";',
  '@layer a{.x{color:red}}@import "https://cdn.example/after-layer-block.css";.y{background:url(https://cdn.example/y.png)}',
  '.z{color:red};@import url(https://cdn.example/after-rule.css);'
]

it('reads the imports and url()s of a stylesheet, nothing in comments or strings', () => {
  expect(stylesheetUrls(SHEETS[0]!)).toEqual([
    {
      via: 'css @import',
      url: 'https://fonts.bunny.net/css?family=dosis:500|inter:400,500,600,700'
    },
    { via: 'css @import', url: 'https://use.fontawesome.com/releases/v5.7.1/css/all.css' }
  ])
  expect(stylesheetUrls(SHEETS[6]!)).toEqual([])
  expect(stylesheetUrls(SHEETS[8]!)).toEqual([{ via: 'css url', url: 'https://esc.example/a.png' }])
})

it('hands on no data: URL, and holds no more than the sheet while reading fonts embedded so', () => {
  // A theme that embeds its fonts: eight of 300 KiB each in one block's src, held until the
  // block ends (font-face-sources.ts), then a CDN font. Each value was put together a character
  // at a time, a rope of some 32 bytes a character: 75 MiB held for a 2.4 MB sheet.
  const font = (k: number): string =>
    `url(data:font/woff2;base64,${Buffer.alloc(300 * 768, k).toString('base64')}) format("woff2")`
  const sheet =
    `@font-face{font-family:E;src:${[0, 1, 2, 3].map(font).join(',')}}` +
    `@font-face{font-family:Q;src:${[4, 5, 6, 7].map(k => font(k).replace('url(', 'url("').replace(') format', '") format')).join(',')}}` +
    "@font-face{font-family:C;src:url('https://cdn.example/c.woff2') format('woff2')}" +
    '.x{background:url( DATA:image/png;base64,AAAA )}'
  let heldBytes = 0
  const before = process.memoryUsage().heapUsed
  const urls: string[] = []
  eachStylesheetUrl(sheet, (_, url) => {
    heldBytes = Math.max(heldBytes, process.memoryUsage().heapUsed - before)
    urls.push(url)
  })
  expect(urls).toEqual(['https://cdn.example/c.woff2'])
  expect(sheet.length).toBeGreaterThan(2_400_000)
  expect(heldBytes).toBeLessThan(16 * 1024 * 1024)
})

it('counts what bundle stylesheets load from other origins, as pages loads are counted', async () => {
  const report = await verifyBundle(
    Readable.from([
      await makeTarGz([
        { name: 'index.html', data: page('Home', '', 'assets/style.css') },
        { name: 'assets/style.css', data: SHEETS.join('\n') }
      ])
    ])
  )
  // The sheets are one file here, so the second sheet's imports come after the first's rule:
  // the browser drops them (see the sheets' last four).
  expect(report.externalReferences.map(e => `${e.page} ${e.via} ${e.url}`)).toEqual([
    'assets/style.css css @import https://fonts.bunny.net/css?family=dosis:500|inter:400,500,600,700',
    'assets/style.css css @import https://use.fontawesome.com/releases/v5.7.1/css/all.css',
    'assets/style.css css url https://cdn.example/x.woff',
    'assets/style.css css url //cdn.example/bg.png',
    'assets/style.css css url https://cdn.example/wide.png',
    'assets/style.css css url https://esc.example/a.png',
    'assets/style.css css url https://cdn.example/J.woff2',
    'assets/style.css css url https://cdn.example/J.woff',
    'assets/style.css css url https://cdn.example/f.woff2',
    'assets/style.css css url https://cdn.example/g',
    'assets/style.css css url https://cdn.example/h',
    'assets/style.css css url https://cdn.example/b1.woff2',
    'assets/style.css css url https://cdn.example/x.png',
    'assets/style.css css url https://cdn.example/c1.eot',
    'assets/style.css css url https://cdn.example/d1.woff',
    'assets/style.css css url https://cdn.example/m',
    'assets/style.css css url https://cdn.example/o',
    'assets/style.css css url https://cdn.example/p.png',
    'assets/style.css css url https://cdn.example/y.png'
  ])
  expect(report.brokenLinkCount).toBe(0)
})

const describeBrowser = chromiumPresent() ? describe : describe.skip

describeBrowser('against Chromium', () => {
  let oracle: BrowserOracle
  beforeAll(async () => {
    oracle = await BrowserOracle.open()
  })
  afterAll(async () => {
    await oracle?.close()
  })

  it.each(SHEETS.map((sheet, i) => [i, sheet]))(
    'sheet %i reads as Chromium reads it',
    async (_, sheet) => {
      expect(stylesheetUrls(sheet)).toEqual(await oracle.stylesheetUrls(sheet))
    }
  )

  it("reads a real theme's stylesheet as Chromium does (VitePress, Fuse.js's site)", async () => {
    const css = readFileSync('__fixtures__/sites/real-vitepress/assets/style.BNuOwEBa.css', 'utf8')
    const ours = stylesheetUrls(css)
    expect(ours).toEqual(await oracle.stylesheetUrls(css))
    expect(ours.length).toBeGreaterThan(10)
  })
})
