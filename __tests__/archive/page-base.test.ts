// A page's `<base href>`: the browser resolves the page's relative URLs against it, so the link
// report must too (mdBook's 404 page has `<base href="/">`; some Hugo themes point theirs at the
// live site, from which every relative load then comes).
import { baseFolder } from '../../src/archive/link-resolution.js'
import { baseHref } from '../../src/archive/page-base.js'
import { linkReportOver } from '../helpers/link-reports.js'

const page = (head: string, body: string): Buffer =>
  Buffer.from(
    `<!DOCTYPE html><html><head><title>t</title>${head}</head><body>${body}</body></html>`
  )

it('finds the first base with an href in the head, in any quoting', () => {
  expect(baseHref(page('<base href="/">', ''))).toBe('/')
  expect(baseHref(page("<BASE HREF='https://docs.example/'>", ''))).toBe('https://docs.example/')
  expect(baseHref(page('<base href=../ >', ''))).toBe('../')
  expect(baseHref(page('<base target="_blank"><base href="sub/">', ''))).toBe('sub/')
  expect(baseHref(page('<basefont href="x/"><meta name="base" content="y">', ''))).toBeUndefined()
  // Text is no tag; and the search ends at `<body` (generators write the base in the head, and
  // the rest of every page is not searched again for it).
  expect(baseHref(page('', '<pre>&lt;base href="/"&gt;</pre><base href="late/">'))).toBeUndefined()
  expect(baseHref(Buffer.from('<base href="no-body/"><p>minified page without a body tag'))).toBe(
    'no-body/'
  )
  expect(baseHref(page('', '<a href="x.html">x</a>'))).toBeUndefined()
})

it('resolves a base to the bundle folder relative URLs start from, or to outside the bundle', () => {
  expect(baseFolder('guide', '../')).toEqual({ folder: '.' })
  expect(baseFolder('guide', 'sub/index.html')).toEqual({ folder: 'guide/sub' })
  expect(baseFolder('guide', 'sub/.')).toEqual({ folder: 'guide/sub' })
  expect(baseFolder('guide', '..&#x2F;api&#x2F;')).toEqual({ folder: 'api' })
  expect(baseFolder('guide', '')).toEqual({ folder: 'guide' })
  expect(baseFolder('guide', '#top')).toEqual({ folder: 'guide' })
  expect(baseFolder('.', '/')).toEqual({ elsewhere: 'host' })
  expect(baseFolder('.', '../../')).toEqual({ elsewhere: 'host' })
  expect(baseFolder('.', 'https://docs.example/v2/')).toEqual({ elsewhere: 'other-origin' })
  expect(baseFolder('.', '//docs.example/')).toEqual({ elsewhere: 'other-origin' })
})

function findings(files: string[], pages: Array<[string, Buffer]>) {
  const report = linkReportOver(files)
  for (const [name, html] of pages) report.scanPage(name, html)
  return report.finish()
}

it('reports the relative loads of a page based on another origin as loads from there', () => {
  const found = findings(
    ['index.html', 'css/site.css'],
    [
      [
        'index.html',
        page(
          '<base href="https://docs.example.com/">' +
            '<link rel="stylesheet" href="css/site.css"><script src="/js/app.js"></script>',
          '<img src="data:image/png;base64,AAAA"><a href="missing.html">m</a><a href="#top">t</a>'
        )
      ]
    ]
  )
  expect(found.externalReferences).toEqual([
    { page: 'index.html', via: 'link href', url: 'css/site.css' },
    { page: 'index.html', via: 'script src', url: '/js/app.js' }
  ])
  // Its anchors lead to that site's pages, not to the bundle's.
  expect(found.brokenLinkCount).toBe(0)
})

it('does not judge links of a page based at the host root', () => {
  // mdBook's 404 page: whether `/book.js` is the bundle's depends on where the site is served.
  const found = findings(
    ['index.html', '404.html'],
    [['404.html', page('<base href="/"><script src="book.js"></script>', '<a href="gone.html">')]]
  )
  expect(found.brokenLinkCount).toBe(0)
  expect(found.externalReferenceCount).toBe(0)
})

it('resolves links against a base inside the bundle, page after page', () => {
  const pages: Array<[string, Buffer]> = [
    ['guide/a.html', page('', '<a href="b.html">b</a><a href="gone-a.html">x</a>')],
    // Same folder, same anchors, but based one folder up: they mean other files.
    [
      'guide/b.html',
      page('<base href="../">', '<a href="b.html">b</a><a href="gone-a.html">x</a>')
    ],
    ['guide/c.html', page('', '<a href="b.html">b</a><a href="gone-a.html">x</a>')]
  ]
  const found = findings(['index.html', 'guide/a.html', 'guide/b.html', 'guide/c.html'], pages)
  expect(found.brokenLinks).toEqual([
    { page: 'guide/a.html', href: 'gone-a.html' },
    { page: 'guide/b.html', href: 'b.html' },
    { page: 'guide/b.html', href: 'gone-a.html' }
  ])
  expect(found.brokenLinkCount).toBe(4)
})
