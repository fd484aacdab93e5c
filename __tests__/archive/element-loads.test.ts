// What an element loads beside the first URL attribute the scanner reports (src/archive/
// element-loads.ts), judged by the link report as any load: from another origin it is reported
// as such, a relative reference to a file the bundle lacks is broken. Each page is also checked
// against the independent reference (__tests__/helpers/reference-scanner.ts).
import { attributeSpan, ElementLoadMemo } from '../../src/archive/element-loads.js'
import type { ElementView } from '../../src/archive/page-references.js'
import { linkReportOver } from '../helpers/link-reports.js'
import { referenceFindings } from '../helpers/reference-scanner.js'

/** The report's findings over one page `index.html` in a bundle of `files`, and the reference's. */
function judge(
  html: string,
  files: string[]
): {
  found: ReturnType<ReturnType<typeof linkReportOver>['finish']>
  reference: ReturnType<typeof referenceFindings>
} {
  const all = new Set(['index.html', ...files])
  const report = linkReportOver(all)
  report.scanPage('index.html', html)
  return {
    found: report.finish(),
    reference: referenceFindings([['index.html', Buffer.from(html)]], all)
  }
}

it("reads a <video>'s poster as well as its src, in either order", () => {
  const { found, reference } = judge(
    // Both from other origins: an air-gapped reader gets neither.
    '<video poster="https://cdn.example/x.jpg" src="https://media.example/x.mp4"></video>' +
      // A poster on a CDN beside a video in the bundle.
      '<video src="local.mp4" controls poster="https://cdn.example/y.jpg"></video>' +
      // A poster missing from the bundle, written first, without quotes.
      '<VIDEO POSTER=stills/gone.jpg SRC=local.mp4></VIDEO>' +
      // A poster alone (its sources in <source> children).
      '<video poster="stills/z.jpg"><source src="local.mp4" type="video/mp4"></video>',
    ['local.mp4', 'stills/z.jpg']
  )
  expect(found.externalReferences).toEqual([
    { page: 'index.html', via: 'video poster', url: 'https://cdn.example/x.jpg' },
    { page: 'index.html', via: 'video src', url: 'https://media.example/x.mp4' },
    { page: 'index.html', via: 'video poster', url: 'https://cdn.example/y.jpg' }
  ])
  expect(found.brokenLinks).toEqual([{ page: 'index.html', href: 'stills/gone.jpg' }])
  expect(found.brokenLinkCount).toBe(1)
  expect(found).toMatchObject(reference)
})

it("reads a <track>'s subtitles and an image button's src, not a text field's", () => {
  const { found, reference } = judge(
    '<video src="v.mp4"><track kind="subtitles" src="subs/en.vtt" srclang="en">' +
      '<track kind="captions" src="https://subs.example/fr.vtt"></video>' +
      '<form><input type="image" src="https://cdn.example/go.png" alt="Go">' +
      "<input alt='Send' src=img/send.png TYPE=Image>" +
      // Only an image button loads: these do not, whatever they carry.
      '<input type="text" src="not-loaded.png"><input name="q" src="https://no.example/q.png">' +
      '<input type="image" data="not-its-url.png"></form>',
    ['v.mp4']
  )
  expect(found.externalReferences).toEqual([
    { page: 'index.html', via: 'track src', url: 'https://subs.example/fr.vtt' },
    { page: 'index.html', via: 'input src', url: 'https://cdn.example/go.png' }
  ])
  expect(found.brokenLinks.map(b => b.href)).toEqual(['subs/en.vtt', 'img/send.png'])
  expect(found.brokenLinkCount).toBe(2)
  expect(found).toMatchObject(reference)
})

it("reads SVG's <image href> and the older xlink:href of <image> and <use>", () => {
  const { found, reference } = judge(
    '<svg><image href="figures/plot.png" width="10"/>' +
      '<image xlink:href="https://cdn.example/logo.png"/>' +
      '<image xlink:href="data:image/png;base64,iVBORw0KGgo=" width="1"/>' +
      // An older icon sprite, and one whose file the bundle lacks.
      '<use xlink:href="icons/sprite.svg#menu"/><use xlink:href="icons/gone.svg#x"/>' +
      // Both written: SVG 2 fetches href and never the other.
      '<use xlink:href="https://old.example/s.svg#a" href="icons/sprite.svg#a"/>' +
      '<use href="icons/sprite.svg#b" xlink:href="icons/also-not-fetched.svg#b"/></svg>',
    ['figures/plot.png', 'icons/sprite.svg']
  )
  expect(found.externalReferences).toEqual([
    { page: 'index.html', via: 'image xlink:href', url: 'https://cdn.example/logo.png' }
  ])
  expect(found.brokenLinks).toEqual([{ page: 'index.html', href: 'icons/gone.svg#x' }])
  expect(found.brokenLinkCount).toBe(1)
  expect(found).toMatchObject(reference)
})

it('reads every URL attribute of an <img>, whichever the scanner met first', () => {
  // `poster` is no <img> attribute, but a URL attribute to the scanner: met first, it must not
  // hide the src and srcset after it.
  const { found, reference } = judge(
    '<img poster="x.png" src="https://cdn.example/a.png" srcset="img/gone@2x.png 2x">',
    ['x.png']
  )
  expect(found.externalReferences.map(e => e.url)).toEqual(['https://cdn.example/a.png'])
  expect(found.brokenLinks.map(b => b.href)).toEqual(['img/gone@2x.png'])
  expect(found).toMatchObject(reference)
})

it("reads an <img>'s own src and srcset, not URL-like text inside its style attribute", () => {
  // next/image's blur placeholder (`placeholder="blur"`, every statically imported image of a
  // Next.js export): a `style` written before `src` holds an SVG data URL whose `<image href=…>`
  // is text of that attribute, its quotes written `&#x27;`. The browser reads one attribute,
  // `style`, and loads src and srcset only; read as the first URL attribute of the tag, the
  // `href=&#x27;data:…` was judged a relative link to a file the bundle lacks (one per image).
  const blur =
    'background-image:url(&quot;data:image/svg+xml;charset=utf-8,%3Csvg xmlns=&#x27;http://www.w3.org/2000/svg&#x27;' +
    ' viewBox=&#x27;0 0 320 160&#x27;%3E%3Cimage width=&#x27;100%25&#x27; height=&#x27;100%25&#x27;' +
    ' href=&#x27;data:image/png;base64,iVBORw0KGgo=&#x27;/%3E%3C/svg%3E&quot;)'
  const { found, reference } = judge(
    `<img alt="CLI" loading="lazy" width="3814" height="1808" style="color:transparent;${blur}"` +
      ' srcSet="/_next/static/media/main.png?w=3840 1x" src="media/main.png">' +
      // A poster on an <img> is no attribute it loads from, though a URL attribute to the scanner.
      '<img poster="gone/poster.png" src="media/main.png">',
    ['media/main.png']
  )
  expect(found.brokenLinks).toEqual([])
  expect(found.brokenLinkCount).toBe(0)
  expect(found.externalReferenceCount).toBe(0)
  expect(found).toMatchObject(reference)
})

describe('ElementLoadMemo', () => {
  /** The element `html` as the scanner hands it over, at `at` in a page, counting decodings. */
  function view(html: string, at = 0): ElementView & { decoded: number } {
    const bytes = Buffer.concat([Buffer.alloc(at, 0x20), Buffer.from(html)])
    return {
      bytes,
      from: at,
      to: bytes.length,
      decoded: 0,
      text() {
        this.decoded += 1
        return bytes.toString('utf8', this.from, this.to)
      },
      attribute(name) {
        const span = attributeSpan(bytes, this.from, this.to, name)
        if (span === undefined) return undefined
        this.decoded += 1
        return bytes.toString('utf8', span.start, span.end)
      }
    }
  }
  const preload = '<link rel="preload" as="script" href="/_next/static/chunks/main.js">'
  const canonical = '<link rel="canonical" href="/_next/static/chunks/main.js">'

  it('reads an element met again byte for byte once, wherever it lies on the page', () => {
    const memo = new ElementLoadMemo()
    const views = [0, 17, 4000, 3].map(at => view(preload, at))
    const answers = views.map(v => memo.loadsOf('link', 'href', '/_next/static/chunks/main.js', v))
    expect(answers).toEqual([null, null, null, null])
    expect(views.map(v => v.decoded)).toEqual([1, 0, 0, 0])
  })

  it('reads the element again when its bytes differ, even for the same URL', () => {
    const memo = new ElementLoadMemo()
    const url = '/_next/static/chunks/main.js'
    expect(memo.loadsOf('link', 'href', url, view(preload))).toBeNull()
    const metadata = view(canonical)
    expect(memo.loadsOf('link', 'href', url, metadata)).toEqual([])
    expect(metadata.decoded).toBe(1)
    const img = view('<img src="a.png" srcset="a@2x.png 2x">')
    expect(memo.loadsOf('img', 'src', 'a.png', img)).toEqual([
      { attr: 'src', value: 'a.png' },
      { attr: 'srcset', value: 'a@2x.png 2x' }
    ])
    const other = view('<img src="a.png">')
    expect(memo.loadsOf('img', 'src', 'a.png', other)).toEqual([{ attr: 'src', value: 'a.png' }])
    expect(other.decoded).toBe(1)
  })

  it('never decodes an element whose loads do not depend on it', () => {
    const memo = new ElementLoadMemo()
    const script = view('<script src="app.js" defer>')
    expect(memo.loadsOf('script', 'src', 'app.js', script)).toBeNull()
    expect(script.decoded).toBe(0)
    // An icon sprite's `<use href>`: only an older `xlink:href` makes its text worth reading, so
    // its bytes are not even looked at (to be compared with, or copied into, the memo).
    const icon = view('<use href="icons.svg#copy">')
    let looked = 0
    const watched = Object.defineProperty({ ...icon }, 'bytes', {
      get: () => {
        looked += 1
        return icon.bytes
      }
    }) as typeof icon
    expect(memo.loadsOf('use', 'href', 'icons.svg#copy', watched)).toBeNull()
    expect(looked).toBe(0)
    const older = view('<use xlink:href="old.svg#a" href="new.svg#a">')
    expect(memo.loadsOf('use', 'xlink:href', 'old.svg#a', older)).toEqual([
      { attr: 'href', value: 'new.svg#a' }
    ])
  })

  it('reads a long element each time rather than keep it', () => {
    const memo = new ElementLoadMemo()
    const long = `<img src="a.png" alt="${'x'.repeat(4000)}">`
    const views = [view(long), view(long)]
    for (const v of views) expect(memo.loadsOf('img', 'src', 'a.png', v)).toHaveLength(1)
    expect(views.map(v => v.decoded)).toEqual([1, 1])
  })
})
