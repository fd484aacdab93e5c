// Where the site lies in a bundle: at the archive's root, or inside the folder that holds every
// entry (an archive made of a folder, as some exporters pack theirs, `build/html/` too). The second is
// accepted and named in the report; anything else without index.html at one of those places is
// refused as not a site.
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  createReadStream,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { ArchiveError, verifyBundle } from '../../src/archive/verify.js'
import { describeVerified } from '../../src/archive/verified-text.js'
import {
  bundleEntriesIn,
  makeTarGz,
  page,
  validBundleEntries,
  type EntrySpec
} from '../helpers/archives.js'

const verify = async (entries: EntrySpec[]) =>
  verifyBundle(Readable.from([await makeTarGz(entries)]))

async function refusal(entries: EntrySpec[]): Promise<ArchiveError> {
  const err = await verify(entries).catch((e: unknown) => e)
  expect(err).toBeInstanceOf(ArchiveError)
  return err as ArchiveError
}

it('reads a site at the root as before: no folder named', async () => {
  const report = await verify(validBundleEntries())
  expect(report).toMatchObject({ hasIndex: true, has404: true, pages: 3, brokenLinkCount: 0 })
  expect(report.siteFolder).toBeUndefined()
  expect(describeVerified(report)).toContain('index.html present, ')
})

it('accepts a site whose every entry is inside one folder, and names the folder', async () => {
  const root = await verify(validBundleEntries())
  const wrapped = await verify(bundleEntriesIn('docs.acme.test'))
  expect(wrapped.siteFolder).toBe('docs.acme.test')
  // The same site: the same pages, files, 404 page, links and loads.
  expect(wrapped).toMatchObject({
    hasIndex: true,
    has404: true,
    pages: root.pages,
    files: root.files,
    brokenLinkCount: root.brokenLinkCount,
    externalReferenceCount: root.externalReferenceCount
  })
  expect(describeVerified(wrapped)).toContain(
    'index.html present in "docs.acme.test/" (the whole site is inside that folder of the archive)'
  )
})

it('checks the links of a site inside a folder as it checks one at the root', async () => {
  const report = await verify([
    { name: 'site/index.html', data: page('Home', '<a href="guide/a.html">A</a>') },
    {
      name: 'site/guide/a.html',
      data: page('A', '<a href="../index.html">Home</a><a href="gone.html">Gone</a>')
    }
  ])
  expect(report.siteFolder).toBe('site')
  expect(report.has404).toBe(false)
  expect(report.brokenLinkCount).toBe(1)
  expect(report.brokenLinks).toEqual([{ page: 'site/guide/a.html', href: 'gone.html' }])
})

it('reads root-absolute links from the root of the site, not judged inside a folder of the archive', async () => {
  const pages = (prefix: string): EntrySpec[] => [
    {
      name: `${prefix}index.html`,
      data: page('Home', '<a href="/guide/a">A</a><a href="/gone">G</a>')
    },
    { name: `${prefix}guide/a.html`, data: page('A', '<a href="/">Home</a>') }
  ]
  const atRoot = await verify(pages(''))
  expect(atRoot.rootAbsolute).toEqual({
    brokenLinkCount: 1,
    brokenLinks: [{ page: 'index.html', href: '/gone' }]
  })
  expect(describeVerified(atRoot)).toContain(
    "1 root-absolute links that point nowhere from the bundle's root"
  )
  // Their root is the folder's, which a deployment may or may not serve as its root.
  const wrapped = await verify(pages('site/'))
  expect(wrapped.siteFolder).toBe('site')
  expect(wrapped.rootAbsolute).toBeUndefined()
  expect(describeVerified(wrapped)).not.toContain('root-absolute')
})

it("passes over macOS's AppleDouble file beside the folder", async () => {
  const report = await verify([{ name: '._site', data: 'x' }, ...bundleEntriesIn('site')])
  expect(report.siteFolder).toBe('site')
})

it('refuses entries in two top-level folders, naming the index.html it found', async () => {
  const err = await refusal([
    { name: 'site/index.html', data: page('Home') },
    { name: 'other/page.html', data: page('Other') }
  ])
  expect(err.kind).toBe('no-index')
  expect(err.message).toBe(
    'the archive has no index.html at its root, so it is not a site bundle; it holds site/index.html: if that folder is the site, make the archive from inside it (tar -czf bundle.tar.gz -C "site" .)'
  )
})

it('refuses a file or a link at the root beside the folder', async () => {
  const file = await refusal([{ name: 'README.txt', data: 'hi' }, ...bundleEntriesIn('site')])
  expect(file.kind).toBe('no-index')
  const link = await refusal([
    ...bundleEntriesIn('site'),
    { name: 'start.html', type: 'symlink', linkname: 'site/index.html' }
  ])
  expect(link.kind).toBe('no-index')
})

it('finds the site in a folder deeper down when nothing lies beside it on the way (build/html)', async () => {
  // `tar -czf bundle.tar.gz build/html` after Sphinx's `make html`, by GNU tar itself, of the
  // real Sphinx pages in __fixtures__/sites/real-sphinx: `build/`, `build/html/`, then the site.
  const work = mkdtempSync(join(tmpdir(), 'site-root-'))
  try {
    const site = join(work, 'build', 'html')
    cpSync(join('__fixtures__', 'sites', 'real-sphinx'), site, { recursive: true })
    rmSync(join(site, 'SOURCES.md'))
    execFileSync('tar', ['-czf', 'bundle.tar.gz', 'build', '--sort=name'], { cwd: work })
    const wrapped = await verifyBundle(createReadStream(join(work, 'bundle.tar.gz')))
    const names = readdirSync(site, { recursive: true, encoding: 'utf8' }).filter(name =>
      statSync(join(site, name)).isFile()
    )
    const root = await verify(names.map(name => ({ name, data: readFileSync(join(site, name)) })))
    expect(wrapped.siteFolder).toBe('build/html')
    expect(wrapped).toMatchObject({
      hasIndex: true,
      pages: root.pages,
      files: root.files,
      brokenLinkCount: root.brokenLinkCount,
      externalReferenceCount: root.externalReferenceCount
    })
    expect(root.pages).toBeGreaterThan(3)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  // In whatever order the folders come, and without entries of their own.
  const bare = await verify([
    { name: 'out/site/guide/', type: 'directory' },
    { name: 'out/site/guide/a.html', data: page('A', '<a href="../index.html">Home</a>') },
    { name: 'out/', type: 'directory' },
    { name: 'out/site/index.html', data: page('Home', '<a href="guide/a.html">A</a>') }
  ])
  expect(bare).toMatchObject({ siteFolder: 'out/site', brokenLinkCount: 0 })
})

it('refuses a folder whose index.html lies deeper still beside other entries, or none at all', async () => {
  const deeper = await refusal([
    { name: 'site/docs/index.html', data: page('Home') },
    { name: 'site/README.txt', data: 'read me' }
  ])
  expect(deeper.message).toContain('it holds site/docs/index.html')
  const emptyBeside = await refusal([
    { name: 'build/doctrees/', type: 'directory' },
    { name: 'build/html/index.html', data: page('Home') }
  ])
  expect(emptyBeside.message).toContain('it holds build/html/index.html')
  const none = await refusal([{ name: 'site/page.html', data: page('Page') }])
  expect(none.message).toBe('the archive has no index.html at its root, so it is not a site bundle')
})

it('refuses a folder whose index.html is a link, as it refuses one at the root', async () => {
  const err = await refusal([
    { name: 'site/home.html', data: page('Home') },
    { name: 'site/index.html', type: 'symlink', linkname: 'home.html' }
  ])
  expect(err.kind).toBe('no-index')
})
