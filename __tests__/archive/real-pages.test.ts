// The page scanner and the link report on pages this project did not generate: the Rust 1.95.0
// documentation's rustdoc and mdBook pages, kept byte for byte in __fixtures__/sites/
// real-rust-docs (see its SOURCES.md). Their shapes differ from our generator's: navigation
// loaded by script, pages of 160 KB that share long stretches with the page before and differ
// between them, and thousands of fragment links (`#method.get`, `../src/…rs.html#12-14`), which
// the link report caches by their path part. Both are checked against the independent reference
// reading (the two regular expressions, no cache).
import { gzipSync } from 'node:zlib'
import { PageScanner } from '../../src/archive/page-references.js'
import { verifyBundle } from '../../src/archive/verify.js'
import { makeTar, type EntrySpec } from '../helpers/archives.js'
import { referenceEvents, referenceFindings } from '../helpers/reference-scanner.js'
import { findingsOf, inChunks, scannedEvents } from '../helpers/scanned-events.js'
import { realSitePages } from '../helpers/real-site.js'

const pages = realSitePages()

it('has the real pages it claims (rustdoc and mdBook, unchanged)', () => {
  expect(pages.length).toBe(17)
  const generators = new Set(
    pages.map(([, html]) =>
      html.includes('<meta name="generator" content="rustdoc">')
        ? 'rustdoc'
        : html.includes('<!-- Book generated using mdBook -->')
          ? 'mdBook'
          : 'other'
    )
  )
  expect([...generators].sort()).toEqual(['mdBook', 'rustdoc'])
})

it('finds on every page, read one after the other, what the regular expressions find', () => {
  const scanner = new PageScanner()
  let anchors = 0
  let withFragment = 0
  for (const [name, html] of pages) {
    const expected = referenceEvents(html)
    for (const e of expected) {
      if (e.kind !== 'anchor') continue
      anchors += 1
      if (/^[^#?]+#/.test(e.href)) withFragment += 1
    }
    expect({ name, events: scannedEvents(html, scanner) }).toEqual({ name, events: expected })
  }
  // Real pages with real link counts, not a handful; many links to a page's fragment.
  expect(anchors).toBeGreaterThan(4_000)
  expect(withFragment).toBeGreaterThan(1_000)
})

it('reports the broken links and outside loads the reference reports, fragments and all', async () => {
  // The subset's links to pages not taken are broken; an index page makes it a bundle. The
  // pages are read twice, under a second folder too, so every link is met again with its
  // resolution cached (by its whole bytes, or by its path part when it has a fragment).
  const entries: EntrySpec[] = [{ name: 'index.html', data: Buffer.from('<a href="book/">b</a>') }]
  for (const [name, html] of pages) entries.push({ name, data: html })
  for (const [name, html] of pages) entries.push({ name: `copy/${name}`, data: html })
  const files = new Set(entries.map(e => e.name))
  const all = entries.map(e => [e.name, e.data!] as [string, Buffer])
  const expected = referenceFindings(all, files)
  expect(expected.brokenLinkCount).toBeGreaterThan(1_000)

  const archive = gzipSync(await makeTar(entries))
  const report = await verifyBundle(inChunks(archive, 7919))
  expect(findingsOf(report)).toEqual(expected)
  expect(report.uncheckedLinkCount).toBe(0)
  expect(report.pages).toBe(all.length)
})
