// A site built to be served under a path (Docusaurus `baseUrl: '/docs/'`, Next.js `basePath`,
// VitePress `base`, a GitHub project site at `/<repo>/`) writes its links `/docs/guide/intro`
// while the bundle's root holds `guide/intro.html`. Read from the bundle's root every such link
// pointed nowhere: the summary counted thousands, and its sample hid the links really broken.
// The report now finds the prefix (path-prefix.ts) and judges the links under it.
import { gzipSync } from 'node:zlib'
import { jest } from '@jest/globals'
import { verifyBundle, type BundleReport } from '../../src/archive/verify.js'
import { describeVerified } from '../../src/archive/verified-text.js'
import { LinkReport } from '../../src/archive/link-report.js'
import { PendingTargets } from '../../src/archive/pending-targets.js'
import { makeTar, type EntrySpec } from '../helpers/archives.js'
import { inChunks } from '../helpers/scanned-events.js'

const SECTIONS = 6
const PER_SECTION = 40

const verify = async (entries: EntrySpec[]): Promise<BundleReport> =>
  verifyBundle(inChunks(gzipSync(await makeTar(entries)), 65_521))

/**
 * A generated site built for `/${prefix}/`: every page carries a sidebar of its section's pages
 * and links to the other sections, written root-absolute under the prefix in the forms the
 * generators write (`/docs/s1/page-3`, `/docs/s1/page-3.html`, `/docs/s1/` for a folder's
 * index.html), loads a stylesheet and a script under it, and links home (`/docs/`). The broken
 * links: `broken` pages of section 0 link a page that does not exist, and one page links a path
 * outside the prefix. Sections are listed last first, the home page last: most links point
 * ahead in the archive, so the prefix is only decidable at the end.
 */
function prefixedSite(
  prefix: string,
  broken: number,
  at = ''
): { entries: EntrySpec[]; brokenLinks: Array<{ page: string; href: string }> } {
  const entries: EntrySpec[] = []
  const brokenLinks: Array<{ page: string; href: string }> = []
  const head =
    `<link rel="stylesheet" href="/${prefix}/assets/site.css">` +
    `<script src="/${prefix}/assets/app.js"></script>`
  for (let s = SECTIONS - 1; s >= 0; s--) {
    const sidebar = Array.from({ length: PER_SECTION }, (_, k) => {
      const href =
        k % 3 === 0 ? `s${s}/page-${k}` : k % 3 === 1 ? `s${s}/page-${k}.html` : `s${s}/page-${k}/`
      return `<a href="/${prefix}/${href}">${k}</a>`
    }).join('')
    const across = Array.from(
      { length: SECTIONS },
      (_, t) => `<a href="/${prefix}/s${t}/">S${t}</a>`
    )
    for (let k = 0; k < PER_SECTION; k++) {
      const name = k % 3 === 2 || k === 0 ? `s${s}/page-${k}/index.html` : `s${s}/page-${k}.html`
      let extra = ''
      if (s === 0 && k < broken) {
        const href = `/${prefix}/s0/missing-${k}`
        extra = `<a href="${href}">gone</a>`
        brokenLinks.push({ page: name, href })
      }
      if (s === 1 && k === 1) {
        extra = '<a href="/elsewhere/x">outside</a>'
        brokenLinks.push({ page: name, href: '/elsewhere/x' })
      }
      entries.push({
        name: `${at}${name}`,
        data: `<!doctype html><html><head>${head}</head><body><a href="/${prefix}/">Home</a><nav>${sidebar}</nav>${across.join('')}${extra}</body></html>`
      })
    }
    // Each section's own index (`/docs/s1/`), listed after its pages.
    entries.push({ name: `${at}s${s}/index.html`, data: '<!doctype html><title>s</title>' })
  }
  entries.push({ name: `${at}assets/site.css`, data: 'body{}' })
  entries.push({ name: `${at}assets/app.js`, data: '' })
  entries.push({
    name: `${at}index.html`,
    data: `<!doctype html><html><head>${head}</head><body><a href="/${prefix}/s0/page-1">Start</a></body></html>`
  })
  return { entries, brokenLinks }
}

/**
 * Every root-absolute link and load of the generated site with 3 broken: each page's two loads,
 * home, sidebar and sections, the home page's three, the 3 broken and the one outside.
 */
const allLinks = SECTIONS * PER_SECTION * (2 + 1 + PER_SECTION + SECTIONS) + 3 + 3 + 1

it('judges the links of a site built for a path prefix under it, and counts exactly the broken ones', async () => {
  const { entries, brokenLinks } = prefixedSite('docs', 3)
  const report = await verify(entries)
  expect(report.siteFolder).toBeUndefined()
  expect(report.rootAbsolute).toEqual({ prefix: 'docs', brokenLinkCount: 4, brokenLinks })
  expect(report.brokenLinkCount).toBe(0)
  expect(describeVerified(report)).toContain(
    '4 root-absolute links that point nowhere when the bundle is served under "/docs/" (the path its links are written for)'
  )
})

it('names the prefix when every link leads to a file under it', async () => {
  const { entries } = prefixedSite('my-project', 0)
  // Without the link outside the prefix.
  const report = await verify(
    entries.map(e =>
      e.name === 's1/page-1.html'
        ? { ...e, data: String(e.data).replace('<a href="/elsewhere/x">outside</a>', '') }
        : e
    )
  )
  expect(report.rootAbsolute).toEqual({ prefix: 'my-project', brokenLinkCount: 0, brokenLinks: [] })
})

it('judges from the root, as before, a bundle that really has a top folder named like the prefix', async () => {
  // `docs/` is a folder of the bundle: `/docs/…` may well mean it.
  const { entries } = prefixedSite('docs', 3)
  const report = await verify([...entries, { name: 'docs/readme.html', data: '<p>r</p>' }])
  expect(report.rootAbsolute?.prefix).toBeUndefined()
  expect(report.rootAbsolute?.brokenLinkCount).toBe(allLinks)
  expect(describeVerified(report)).toContain(
    `${allLinks} root-absolute links that point nowhere from the bundle's root`
  )
  // A file of that name too.
  const withFile = await verify([...entries, { name: 'docs', data: 'x' }])
  expect(withFile.rootAbsolute?.prefix).toBeUndefined()
})

it('does not judge the root-absolute links of a site inside a folder of the archive, prefix or not', async () => {
  const { entries } = prefixedSite('docs', 3, 'site/')
  const report = await verify(entries)
  expect(report.siteFolder).toBe('site')
  expect(report.rootAbsolute).toBeUndefined()
})

it('takes no prefix from a missing section whose pages, less the section, happen to exist', async () => {
  // A site at its host's root: `/guide/…` links lead to files; `/v2/guide/…` links lead into a
  // section the export lacks, and `guide/…` without `v2` exists. Those are broken, not a prefix.
  const report = new LinkReport()
  for (let p = 0; p < 50; p++) {
    const sidebar = Array.from({ length: 20 }, (_, k) => `<a href="/guide/p${k}">${k}</a>`)
    report.scanPage(`guide/p${p}.html`, `${sidebar.join('')}<a href="/v2/guide/p${p}">v2</a>`)
    report.noteFile(`guide/p${p}.html`)
  }
  report.noteFile('index.html')
  const found = report.finish()
  expect(found.rootAbsolute).toEqual({
    brokenLinkCount: 50,
    brokenLinks: expect.any(Array) as unknown
  })
})

it('takes no prefix when under it the links do not lead to files either', async () => {
  // Every link shares `/gone/`, nothing is there with or without it: broken as before.
  const report = new LinkReport()
  report.noteFile('index.html')
  for (let p = 0; p < 10; p++) report.scanPage(`p${p}.html`, `<a href="/gone/x${p}">x</a>`)
  const found = report.finish()
  expect(found.rootAbsolute?.prefix).toBeUndefined()
  expect(found.rootAbsolute?.brokenLinkCount).toBe(10)
})

it('takes no prefix from links that name one root path and nothing past it', () => {
  // `/missing.html`, `/gone/` and `/gone/index.html` name a root path that is not there; with it
  // taken off they name the bundle's root, which its index.html answers whatever the path:
  // taken for a prefix, they hid the broken links they are.
  for (const hrefs of [['/missing.html'], ['/gone/'], ['/gone', '/gone/index.html', '/gone/']]) {
    const report = new LinkReport()
    report.noteFile('index.html')
    report.noteFile('guide.html')
    hrefs.forEach((href, p) => report.scanPage(`p${p}.html`, `<a href="${href}">x</a>`))
    const found = report.finish()
    expect({ hrefs, prefix: found.rootAbsolute?.prefix }).toEqual({ hrefs, prefix: undefined })
    expect({ hrefs, broken: found.rootAbsolute?.brokenLinkCount }).toEqual({
      hrefs,
      broken: hrefs.length
    })
  }
  // A link past it that leads to a file under it still makes it a prefix, and the home link
  // `/docs/` then works.
  const report = new LinkReport()
  report.noteFile('index.html')
  report.noteFile('guide.html')
  report.scanPage('a.html', '<a href="/docs/">home</a><a href="/docs/guide.html">g</a>')
  const found = report.finish()
  expect(found.rootAbsolute).toMatchObject({ prefix: 'docs', brokenLinkCount: 0 })
})

it('names the broken links of a large site built for a prefix, read after its first 10,000 pages', () => {
  // Every root-absolute target of such a site points nowhere from the root until the end, so
  // each took one of the 10,000 first links kept for the sample (pending-targets.ts): a link
  // really broken, read after 10,000 pages, was counted and not named.
  const report = new LinkReport()
  const pages = 12_000
  for (let p = 0; p < pages; p++) {
    const next = `<a href="/docs/guide/p${p + 1}">next</a>`
    const gone = p >= pages - 3 ? `<a href="/docs/guide/gone-${p}">gone</a>` : ''
    report.scanPage(`guide/p${p}.html`, `<a href="/docs/">home</a>${next}${gone}`)
    report.noteFile(`guide/p${p}.html`)
  }
  report.noteFile(`guide/p${pages}.html`)
  report.noteFile('index.html')
  const found = report.finish()
  expect(found.rootAbsolute?.prefix).toBe('docs')
  expect(found.rootAbsolute?.brokenLinkCount).toBe(3)
  expect(found.rootAbsolute?.brokenLinks).toEqual(
    [pages - 3, pages - 2, pages - 1].map(p => ({
      page: `guide/p${p}.html`,
      href: `/docs/guide/gone-${p}`
    }))
  )
})

it('reads a full sample of root-absolute links really broken again less often while none can go', () => {
  // Every page links to a page the export left out: once the first links kept for the sample
  // (10,000) are all really broken, a clearing (at most every 1,000 files listed) frees none, and
  // each read all 10,000 again: 40 clearings over the 40,000 pages after them. Waiting twice as
  // long after each that freed nothing leaves 6; what the report says is the same.
  const drop = jest.spyOn(PendingTargets.prototype, 'dropExamples')
  try {
    const report = new LinkReport()
    const pages = 50_000
    for (let p = 0; p < pages; p++) {
      report.scanPage(`p${p}.html`, `<a href="/gone-${p}">gone</a><a href="/p${p + 1}">next</a>`)
      report.noteFile(`p${p}.html`)
    }
    report.noteFile('index.html')
    const found = report.finish()
    expect(found.rootAbsolute?.brokenLinkCount).toBe(pages + 1)
    expect(found.rootAbsolute?.brokenLinks.slice(0, 2)).toEqual([
      { page: 'p0.html', href: '/gone-0' },
      { page: 'p1.html', href: '/gone-1' }
    ])
    expect(drop.mock.calls.length).toBeGreaterThan(0)
    expect(drop.mock.calls.length).toBeLessThanOrEqual(8)
    expect(drop.mock.results.every(r => r.value === 0)).toBe(true)
  } finally {
    drop.mockRestore()
  }
})
