// A page stored under two names (issue: relative links judged from the first name's folder only).
// A static host serves a hard link's or a symbolic link's name with the page's bytes, and the
// browser resolves its relative links from that name's folder; the verifier read the page once,
// under its first name. From another folder the report cannot say whether they work, and says so.
import { Readable } from 'node:stream'
import { REPORT_SAMPLE, verifyBundle, type BundleReport } from '../../src/archive/verify.js'
import { describeVerified } from '../../src/archive/verified-text.js'
import { makeTarGz, page, type EntrySpec } from '../helpers/archives.js'

async function verify(entries: EntrySpec[]): Promise<BundleReport> {
  return verifyBundle(Readable.from([await makeTarGz(entries)]))
}

/** `guide/a.html` links to `b.html` beside it; from `other/` that is `other/b.html`, not there. */
const guide: EntrySpec[] = [
  { name: 'index.html', data: page('home', '<a href="guide/a.html">a</a>') },
  { name: 'guide/a.html', data: page('a', '<a href="b.html">b</a>') },
  { name: 'guide/b.html', data: page('b') },
  { name: 'f.txt', data: 'text' }
]

describe('a page stored under a second name', () => {
  it('is named when a hard link serves it from another folder', async () => {
    const report = await verify([
      ...guide,
      { name: 'other/a.html', type: 'link', linkname: 'guide/a.html' }
    ])
    // Its link to b.html was judged from guide/ only; from other/ it leads to other/b.html.
    expect(report.brokenLinkCount).toBe(0)
    expect(report.pagesUnderOtherNames).toEqual({
      count: 1,
      sample: [{ page: 'guide/a.html', servedAs: 'other/a.html' }]
    })
    expect(describeVerified(report)).toMatch(
      /\(1 page name from hard or symbolic links in another folder: relative links not checked from there\)$/
    )
  })

  it('is named when a symbolic link, listed before or after it, ends at it from another folder', async () => {
    const report = await verify([
      { name: 'early/a.html', type: 'symlink', linkname: '../guide/a.html' },
      ...guide,
      { name: 'other/chain.html', type: 'symlink', linkname: '../early/a.html' },
      // Through a link to a folder, the chain ends at the page itself.
      { name: 'stable', type: 'symlink', linkname: 'guide' },
      { name: 'top.html', type: 'symlink', linkname: 'stable/a.html' }
    ])
    expect(report.brokenLinkCount).toBe(0)
    expect(report.pagesUnderOtherNames).toEqual({
      count: 3,
      sample: [
        { page: 'guide/a.html', servedAs: 'early/a.html' },
        { page: 'guide/a.html', servedAs: 'other/chain.html' },
        { page: 'guide/a.html', servedAs: 'top.html' }
      ]
    })
  })

  it('is not named from its own folder, nor under a name that is no page, nor by a dangling link', async () => {
    const report = await verify([
      ...guide,
      { name: 'guide/copy.html', type: 'link', linkname: 'guide/a.html' },
      { name: 'guide/same.html', type: 'symlink', linkname: 'a.html' },
      { name: 'home.html', type: 'symlink', linkname: 'index.html' },
      { name: 'other/a.txt', type: 'link', linkname: 'guide/a.html' },
      { name: 'other/text.html', type: 'link', linkname: 'f.txt' },
      { name: 'other/gone.html', type: 'symlink', linkname: '../guide/gone.html' },
      { name: 'other/walk.html', type: 'symlink', linkname: '../x/../guide/a.html' }
    ])
    expect(report.pagesUnderOtherNames).toBeUndefined()
    expect(describeVerified(report)).not.toMatch(/another folder/)
    // other/text.html serves f.txt's bytes as a page: not read, and said so apart (below).
    expect(report.pagesStoredAsOtherFiles?.sample).toEqual([
      { page: 'f.txt', servedAs: 'other/text.html' }
    ])
  })

  it("is reported unread when its bytes are stored under a name that is not a page's", async () => {
    // `a.html` → `a.txt`: a host serves a.txt's bytes as a page, in which a link leads nowhere;
    // the verifier read them as a text file. A text file's other names are not pages, nor named.
    const report = await verify([
      { name: 'index.html', data: page('home') },
      { name: 'notes.html', type: 'symlink', linkname: 'src/notes.txt' },
      { name: 'src/notes.txt', data: '<a href="gone.html">gone</a>' },
      { name: 'src/copy.html', type: 'link', linkname: 'src/notes.txt' },
      { name: 'src/notes.md', type: 'symlink', linkname: 'notes.txt' },
      { name: 'docs', type: 'symlink', linkname: 'src' }
    ])
    expect(report.pagesStoredAsOtherFiles).toEqual({
      count: 3,
      sample: [
        { page: 'src/notes.txt', servedAs: 'src/copy.html' },
        { page: 'src/notes.txt', servedAs: 'notes.html' },
        { page: 'src/notes.txt', servedAs: 'docs/copy.html' }
      ]
    })
    expect(report.pagesUnderOtherNames).toBeUndefined()
    expect(describeVerified(report)).toMatch(
      /\(3 pages stored under a name that is not a page's: not read for links\)$/
    )
  })

  it('is named through a symbolic link to a folder whose parent is another folder', async () => {
    // `latest -> versions/v2`: from versions/v2/guide/, `../../index.html` is versions/index.html;
    // from latest/guide/ it is index.html. A link beside its folder (`versions/current -> v2`)
    // and one to the root (`docs -> .`) climb into the same folders as the stored names do.
    const report = await verify([
      { name: 'index.html', data: page('home', '<a href="versions/v2/guide/a.html">a</a>') },
      { name: 'versions/index.html', data: page('versions') },
      { name: 'versions/v2/guide/a.html', data: page('a', '<a href="../../index.html">up</a>') },
      { name: 'versions/v2/guide/b.txt', data: 'text' },
      { name: 'versions/v2/guide/c.html', type: 'symlink', linkname: 'a.html' },
      { name: 'versions/current', type: 'symlink', linkname: 'v2' },
      { name: 'docs', type: 'symlink', linkname: '.' },
      { name: 'latest', type: 'symlink', linkname: 'versions/v2' }
    ])
    expect(report.brokenLinkCount).toBe(0)
    expect(report.pagesUnderOtherNames).toEqual({
      count: 2,
      sample: [
        { page: 'versions/v2/guide/a.html', servedAs: 'latest/guide/a.html' },
        { page: 'versions/v2/guide/a.html', servedAs: 'latest/guide/c.html' }
      ]
    })
    expect(describeVerified(report)).toMatch(
      /\(2 page names from hard or symbolic links in another folder:/
    )
  })

  it('is named through a folder link as the stored name is, when the two read alike', async () => {
    // `guide/c.html -> ../index.html` reads from guide/ and is named; under `current -> guide`,
    // beside guide/, `current/c.html` is named as well, and `current/a2.html` is not.
    const report = await verify([
      { name: 'index.html', data: page('home') },
      { name: 'guide/a2.html', data: page('a2') },
      { name: 'guide/c.html', type: 'symlink', linkname: '../index.html' },
      { name: 'current', type: 'symlink', linkname: 'guide' }
    ])
    expect(report.pagesUnderOtherNames).toEqual({
      count: 2,
      sample: [
        { page: 'index.html', servedAs: 'guide/c.html' },
        { page: 'index.html', servedAs: 'current/c.html' }
      ]
    })
  })

  it("is judged by where a hard link's bytes were read: its file's first name", async () => {
    // guide/copy.html is a second name of other/a.html, read from other/. Through `current ->
    // guide` (beside it) current/copy.html reads as guide/copy.html does, so from another
    // folder than other/: named. other/y.html, a symbolic link to it, reads from other/ itself.
    const report = await verify([
      { name: 'index.html', data: page('home') },
      { name: 'other/a.html', data: page('a', '<a href="b.html">b</a>') },
      { name: 'other/b.html', data: page('b') },
      { name: 'guide/copy.html', type: 'link', linkname: 'other/a.html' },
      { name: 'guide/copy2.html', type: 'link', linkname: 'guide/copy.html' },
      { name: 'other/y.html', type: 'symlink', linkname: '../guide/copy2.html' },
      { name: 'current', type: 'symlink', linkname: 'guide' }
    ])
    expect(report.pagesUnderOtherNames?.sample).toEqual([
      { page: 'other/a.html', servedAs: 'guide/copy.html' },
      { page: 'other/a.html', servedAs: 'guide/copy2.html' },
      { page: 'other/a.html', servedAs: 'current/copy.html' },
      { page: 'other/a.html', servedAs: 'current/copy2.html' }
    ])
  })

  it('keeps a count and the first REPORT_SAMPLE, however many names there are', async () => {
    const names = Array.from({ length: REPORT_SAMPLE + 5 }, (_, i) => `v${i}/a.html`)
    const report = await verify([
      ...guide,
      ...names.map((name): EntrySpec => ({ name, type: 'link', linkname: 'guide/a.html' }))
    ])
    expect(report.pagesUnderOtherNames?.count).toBe(REPORT_SAMPLE + 5)
    expect(report.pagesUnderOtherNames?.sample.map(s => s.servedAs)).toEqual(
      names.slice(0, REPORT_SAMPLE)
    )
  })
})
