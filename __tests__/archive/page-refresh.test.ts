// A redirect page's `<meta http-equiv="refresh">` (src/archive/page-refresh.ts) and its target
// judged by the link report as a link the browser follows; the reading of `content` is checked
// against where Chromium goes.
import { chromium } from 'playwright-core'
import { refreshTarget, refreshUrl } from '../../src/archive/page-refresh.js'
import { CHROMIUM, chromiumPresent } from '../helpers/browser-oracle.js'
import { linkReportOver } from '../helpers/link-reports.js'

const head = (meta: string, body = ''): Buffer =>
  Buffer.from(
    `<!doctype html><html><head><title>t</title>${meta}</head><body>${body}</body></html>`
  )

it('reads the URL of a refresh as the declarative refresh steps do', () => {
  // As generators write them: Antora, VitePress, Docusaurus, Javadoc (no `url=`).
  expect(refreshUrl('0; url=manuals/en/index.html')).toBe('manuals/en/index.html')
  expect(refreshUrl('0; url=/sponsor.html')).toBe('/sponsor.html')
  expect(refreshUrl('0;gr/geompokon/bitarray/package-summary.html')).toBe(
    'gr/geompokon/bitarray/package-summary.html'
  )
  expect(refreshUrl(" 3 ; URL = 'moved.html' ")).toBe('moved.html')
  expect(refreshUrl('0,url="a b.html"trailing')).toBe('a b.html')
  expect(refreshUrl('0.5 ; url=x.html')).toBe('x.html')
  expect(refreshUrl('0 x.html')).toBe('x.html')
  // `u…` that is not `url =` is the URL itself.
  expect(refreshUrl('0; up.html')).toBe('up.html')
  expect(refreshUrl('0; url x.html')).toBe('url x.html')
  // No URL: the page reloads itself; no time: no refresh at all.
  expect(refreshUrl('30')).toBeUndefined()
  expect(refreshUrl('5;  ')).toBeUndefined()
  expect(refreshUrl('url=x.html')).toBeUndefined()
  expect(refreshUrl('0x; url=x.html')).toBeUndefined()
})

it("takes the head's first refresh element, not one in a comment, another tag or the body", () => {
  expect(refreshTarget(head('<meta http-equiv="refresh" content="0; url=a.html">'))).toBe('a.html')
  expect(refreshTarget(head('<META HTTP-EQUIV="Refresh" CONTENT="0;b.html">'))).toBe('b.html')
  expect(
    refreshTarget(
      head(
        '<meta content="0; url=first.html" http-equiv=refresh><meta http-equiv="refresh" content="0; url=second.html">'
      )
    )
  ).toBe('first.html')
  expect(
    refreshTarget(
      head('<meta http-equiv="content-type" content="text/html"><meta data-http-equiv="refresh">')
    )
  ).toBeUndefined()
  expect(refreshTarget(head('<meta http-equiv="refresh" content="60">'))).toBeUndefined()
  expect(
    refreshTarget(head('', '<p>http-equiv="refresh" content="0; url=x.html"</p>'))
  ).toBeUndefined()
  const commented = head(
    '<!-- <meta http-equiv="refresh" content="0; url=old.html"> --><meta http-equiv="refresh" content="0; url=new.html">'
  )
  const comment = [commented.indexOf('<!--'), commented.indexOf('-->') + 3]
  expect(refreshTarget(commented, at => at >= comment[0]! && at < comment[1]!)).toBe('new.html')
})

it('reads a URL quoted with character references as quoted, as the browser decodes the attribute first', () => {
  // `&quot;` and `&#39;` are quotes once the attribute's value is decoded; the URL is handed on as
  // written (its `&` escaped), to be decoded where it is resolved.
  expect(
    refreshTarget(head('<meta http-equiv="refresh" content="0 ; url=&quot;d1.html&quot;">'))
  ).toBe('d1.html')
  expect(
    refreshTarget(head('<meta http-equiv="refresh" content="0;URL=&#39;e 1.html&#39;">'))
  ).toBe('e 1.html')
  expect(
    refreshTarget(head('<meta http-equiv="refresh" content="0; url=s.html?a=1&amp;b=2">'))
  ).toBe('s.html?a=1&amp;b=2')
  const report = linkReportOver(['index.html', 'd1.html', 'a&b.html'])
  report.scanPage(
    'r1.html',
    head('<meta http-equiv="refresh" content="0 ; url=&quot;d1.html&quot;">')
  )
  report.scanPage(
    'r2.html',
    head('<meta http-equiv="refresh" content="0; url=&#39;gone.html&#39;">')
  )
  report.scanPage('r3.html', head('<meta http-equiv="refresh" content="0; url=a&amp;b.html">'))
  const found = report.finish()
  expect(found.brokenLinks).toEqual([{ page: 'r2.html', href: 'gone.html' }])
})

it('judges where a redirect page leads as a link, relative or root-absolute', () => {
  const report = linkReportOver(['index.html', 'manuals/en/index.html', 'sponsor.html'])
  report.scanPage(
    'index.html',
    head('<meta http-equiv="refresh" content="0; url=manuals/en/index.html">')
  )
  report.scanPage(
    'docs/old.html',
    head('<meta http-equiv="refresh" content="0; url=../gone.html">')
  )
  report.scanPage('donate.html', head('<meta http-equiv="refresh" content="0; url=/sponsor.html">'))
  report.scanPage('moved.html', head('<meta http-equiv="refresh" content="0; url=/moved-away">'))
  report.scanPage(
    'out.html',
    head('<meta http-equiv="refresh" content="0; url=https://new.example/">')
  )
  const found = report.finish()
  expect(found.brokenLinks).toEqual([{ page: 'docs/old.html', href: '../gone.html' }])
  expect(found.brokenLinkCount).toBe(1)
  expect(found.rootAbsolute).toEqual({
    brokenLinkCount: 1,
    brokenLinks: [{ page: 'moved.html', href: '/moved-away' }]
  })
  // A redirect is a navigation, not a load.
  expect(found.externalReferenceCount).toBe(0)
})

const describeBrowser = chromiumPresent() ? describe : describe.skip

describeBrowser('against Chromium', () => {
  it('reads every refresh as Chromium follows it', async () => {
    // Each content in a page of a made-up host, whose next request is where Chromium goes.
    const contents = [
      '0; url=manuals/en/index.html',
      '0;gr/a/package-summary.html',
      " 0 ; URL = 'moved.html' ",
      '0,url="a b.html"trailing',
      '0.5 ; url=x.html',
      '0 x.html',
      '0; up.html',
      '0; url x.html',
      '0; url=',
      "0; url='open.html",
      '.5;url=dot.html',
      '0;;url=y.html',
      '0 ; ; z.html',
      '0\t,\turl\t=\tq.html',
      '0; url=../up/',
      '1',
      'url=x.html',
      '0x; url=x.html'
    ]
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox']
    })
    try {
      const context = await browser.newContext()
      // Page i holds contents[i]; any other request is where a page's refresh went.
      const pageUrl = (i: number): string => `http://site.invalid/dir/${i}.html`
      const went = new Map<number, string>()
      await context.route('**/*', async route => {
        const request = route.request()
        const i = contents.findIndex((_, k) => pageUrl(k) === request.url())
        if (i >= 0) {
          const meta = `<meta http-equiv="refresh" content="${contents[i]!.replace(/"/g, '&quot;')}">`
          await route.fulfill({ contentType: 'text/html', body: `<head>${meta}</head><body>x` })
          return
        }
        const from = contents.findIndex((_, k) => request.frame().url() === pageUrl(k))
        if (from >= 0 && !went.has(from)) went.set(from, request.url())
        await route.abort()
      })
      await Promise.all(
        contents.map(async (_, i) => {
          const page = await context.newPage()
          await page.goto(pageUrl(i))
          // Long enough for a refresh of 1 second to be followed.
          await page.waitForTimeout(1_500)
        })
      )
      // Fourteen of them lead elsewhere; `1` reloads its page, the last three are no refresh.
      expect(went.size).toBe(14)
      contents.forEach((content, i) => {
        const ours = refreshUrl(content)
        const expected = ours === undefined || ours === '' ? '' : new URL(ours, pageUrl(i)).href
        expect({ content, goes: went.get(i) ?? '' }).toEqual({ content, goes: expected })
      })
    } finally {
      await browser.close()
    }
  })
})
