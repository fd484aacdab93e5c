// The link report's memory does not grow with the length of links (issue 12): a link may be as
// long as its page (4 MiB scanned), and both what the report remembers of links it resolved and
// the first links it keeps for its sample were bounded by their count alone. 300 pages of 100
// root-absolute links to distinct missing pages, each with an 8 KiB query (valid, if unusual:
// state or tracking encoded in the URL), kept 160 MiB of them, and the action peaked at
// 241 MiB against the 128 MiB.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { LinkReport } from '../../src/archive/link-report.js'
import { MAX_FRAGMENT } from '../../src/fragment-length.js'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

function heapUsed(): number {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

const QUERY = 'q'.repeat(8 * 1024)
const page = (p: number, links: number, first = '/gone'): string =>
  `<!doctype html><html><body>${Array.from(
    { length: links },
    (_, k) => `<a href="${first}/${p}-${k}?${QUERY}">${k}</a>`
  ).join('')}</body></html>`

it('keeps what it remembers of long links bounded, whatever their number', () => {
  const report = new LinkReport()
  for (const file of ['index.html']) report.noteFile(file)
  const before = heapUsed()
  // Relative links from a folder and root-absolute links: both kinds of pending targets.
  for (let p = 0; p < 30; p++) report.scanPage(`p/${p}.html`, page(p, 100))
  for (let p = 30; p < 60; p++) report.scanPage(`p/${p}.html`, page(p, 100, 'gone'))
  const held = heapUsed() - before
  // 6,000 links of 8 KiB: 48 MiB of link text went through the report, and it kept 96 MiB
  // (each link in the cache and in the sample) before the bound.
  expect(held).toBeLessThan(16 * 1024 * 1024)
  const found = report.finish()
  expect(found.brokenLinkCount).toBe(3000)
  expect(found.rootAbsolute?.brokenLinkCount).toBe(3000)
})

it('keeps the start of a long link for the sample, as much as the job summary shows and one more', () => {
  const report = new LinkReport()
  report.scanPage('index.html', page(0, 3))
  report.scanPage('a/b.html', page(1, 3, '../gone'))
  report.scanPage('c.html', `<img src="https://cdn.example/x?${QUERY}">`)
  const found = report.finish()
  const kept = [
    ...found.brokenLinks.map(l => l.href),
    ...found.rootAbsolute!.brokenLinks.map(l => l.href),
    ...found.externalReferences.map(e => e.url)
  ]
  expect(kept).toHaveLength(7)
  for (const href of kept) expect(href).toHaveLength(MAX_FRAGMENT + 1)
  expect(found.rootAbsolute!.brokenLinks[0]).toEqual({
    page: 'index.html',
    href: `/gone/0-0?${QUERY}`.slice(0, MAX_FRAGMENT + 1)
  })
  expect(found.brokenLinks[0]!.href.startsWith('../gone/1-0?qqq')).toBe(true)
})

it('resolves a root-absolute link once for every folder, not again in each', () => {
  // A Next.js-style export: every page of a section carries the same sidebar of root-absolute
  // links, and one page in ten is a folder's index.html (`/guide/x/` is `guide/x/index.html`).
  const sidebar = Array.from({ length: 250 }, (_, k) => `<a href="/docs/s0/page-${k}">${k}</a>`)
  const report = new LinkReport()
  for (let p = 0; p < 100; p++) {
    const path = p % 10 === 3 ? `docs/s0/page-${p}/index.html` : `docs/s0/page-${p}.html`
    report.scanPage(path, `<!doctype html><nav>${sidebar.join('')}</nav>`)
    report.noteFile(path)
  }
  // Each link's target was worked out once (the folder-by-folder cache did it in each of the
  // 11 folders: 2,750 times).
  expect(report.resolutionCount).toBe(250)
  const found = report.finish()
  expect(found.rootAbsolute?.brokenLinkCount).toBe(150 * 100)
})

it('reads a stylesheet URL by URL, so one of 4 MiB and 500,000 url()s fits a 32 MiB heap', () => {
  // A stylesheet is read whole up to the scan limit (4 MiB); its URLs were gathered into an
  // array of objects first, which with `url(//a)` 524,286 times did not fit a heap of 48 MiB.
  const source = pathToFileURL(join(import.meta.dirname, '../../src/archive/link-report.ts'))
  const script =
    `import { LinkReport } from ${JSON.stringify(source.href)}\n` +
    `const report = new LinkReport()\n` +
    `report.scanStylesheet('a.css', Buffer.from('url(//a)'.repeat(524286)))\n` +
    `console.log(report.finish().externalReferenceCount)\n`
  const run = spawnSync(
    process.execPath,
    ['--max-old-space-size=32', '--import', 'tsx', '--input-type=module', '-e', script],
    { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } }
  )
  expect(run.stderr).not.toMatch(/heap out of memory/)
  expect(run.stdout.trim()).toBe('524286')
})

it('keeps the start of a long page path for the sample too', () => {
  // Entry paths are accepted up to 4 KiB: 10,000 examples from as many such pages kept 40 MiB.
  const report = new LinkReport()
  const folder = 'd'.repeat(200) + '/'
  const long = folder.repeat(19)
  for (let p = 0; p < 5; p++) report.scanPage(`${long}${p}.html`, `<a href="/gone/${p}">x</a>`)
  const found = report.finish()
  expect(found.rootAbsolute!.brokenLinks).toHaveLength(5)
  for (const { page, href } of found.rootAbsolute!.brokenLinks) {
    expect(page).toBe(long.slice(0, MAX_FRAGMENT + 1))
    expect(href).toMatch(/^\/gone\/\d$/)
  }
})

it('keeps no more of root-absolute links for their path prefix than their hashes and a few short segments', () => {
  // The prefix a site is built for (path-prefix.ts) is decided at the end: what waits until then
  // is a hash per pending target, and at most a few first segments, each short. 3,000 links of
  // 8 KiB whose first segments are all distinct and as long.
  const report = new LinkReport()
  report.noteFile('index.html')
  const before = heapUsed()
  for (let p = 0; p < 30; p++) {
    const links = Array.from({ length: 100 }, (_, k) => `<a href="/${QUERY}${p}-${k}/x">${k}</a>`)
    report.scanPage(`p/${p}.html`, `<!doctype html>${links.join('')}`)
  }
  const held = heapUsed() - before
  expect(held).toBeLessThan(16 * 1024 * 1024)
  const found = report.finish()
  expect(found.rootAbsolute?.brokenLinkCount).toBe(3000)
  expect(found.rootAbsolute?.prefix).toBeUndefined()
})
