// The verifier on archives made by tools this project did not write: GNU tar in four formats,
// bsdtar (libarchive), BusyBox, Python's tarfile, git archive, and gzip streams from gzip, pigz
// (independent blocks, zopfli) and two concatenated members, one followed by zero padding, and
// GNU tar's volume label and incremental dump (its `V` and `D` entries). Each
// must read as the site in __fixtures__/archives/other-tools/tree reads when tar-stream packs
// it: the same pages, files, bytes, broken links and loads from other origins. How each was made
// is in that folder's SOURCES.md.
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'
import { Readable } from 'node:stream'
import { REPORT_SAMPLE, verifyBundle, type BundleReport } from '../../src/archive/verify.js'
import { verifyFile } from '../../src/archive/verify-file.js'
import { makeTarGz, type EntrySpec } from '../helpers/archives.js'

const folder = join(process.cwd(), '__fixtures__', 'archives', 'other-tools')
const tree = join(folder, 'tree')

/** The tree's entries as tar-stream packs them: folders, files and the symbolic link. */
function treeEntries(dir = tree, prefix = ''): EntrySpec[] {
  const entries: EntrySpec[] = []
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name)
    const inside = `${prefix}${name}`
    const info = lstatSync(path)
    if (info.isSymbolicLink()) {
      entries.push({ name: inside, type: 'symlink', linkname: readlinkSync(path) })
    } else if (info.isDirectory()) {
      entries.push({ name: `${inside}/`, type: 'directory' })
      entries.push(...treeEntries(path, `${inside}/`))
    } else {
      entries.push({ name: inside, data: readFileSync(path) })
    }
  }
  return entries
}

/**
 * What a report says about the site, whatever the order the archive lists it in. The sample of
 * broken links is bounded (REPORT_SAMPLE) and which ones it names depends on that order (the
 * real pages link to assets this subset does not hold), so it is compared only when whole.
 */
function reading(report: BundleReport): Record<string, unknown> {
  const byText = <T>(items: T[]): T[] =>
    [...items].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
  const whole = report.brokenLinkCount <= REPORT_SAMPLE
  return {
    files: report.files,
    pages: report.pages,
    unpackedBytes: report.unpackedBytes,
    hasIndex: report.hasIndex,
    has404: report.has404,
    brokenLinkCount: report.brokenLinkCount,
    brokenLinks: whole ? byText(report.brokenLinks) : report.brokenLinks.length,
    externalReferenceCount: report.externalReferenceCount,
    externalReferences: byText(report.externalReferences)
  }
}

/** Whether `href` on `page` leads to nothing in the tree, read from the disk (not our reader). */
function brokenOnDisk(page: string, href: string): boolean {
  const target = decodeURIComponent(href.replace(/[?#].*$/, ''))
  const path = posix.normalize(posix.join(posix.dirname(page), target))
  if (!existsSync(join(tree, page))) return false
  const onDisk = join(tree, path)
  if (!existsSync(onDisk)) return true
  return statSync(onDisk).isDirectory() && !existsSync(join(onDisk, 'index.html'))
}

const archives = readdirSync(folder)
  .filter(
    name =>
      name.endsWith('.tar.gz') &&
      name !== 'folder-not-contents.tar.gz' &&
      !name.startsWith('refused-')
  )
  .sort()

let reference: Record<string, unknown>
/** Each archive's report, verified once. */
const reports = new Map<string, BundleReport>()
beforeAll(async () => {
  const packed = await makeTarGz(treeEntries())
  reference = reading(await verifyBundle(Readable.from([packed])))
  for (const name of archives) reports.set(name, await verifyFile(join(folder, name)))
})

it('the reference reads the site as it is, and the links written broken are named', () => {
  expect(archives.length).toBeGreaterThanOrEqual(18)
  expect(reference).toMatchObject({ files: 9, pages: 7, hasIndex: true, has404: true })
  expect(reference.externalReferences).toEqual([
    { page: 'index.html', via: 'script src', url: 'https://cdn.example.com/analytics.js' }
  ])
  // The two written into the site are named by the archives that list their pages first.
  const named = [...reports.values()].flatMap(r => r.brokenLinks.map(l => `${l.page} → ${l.href}`))
  expect(named).toEqual(
    expect.arrayContaining([
      'index.html → guides/removed.html',
      'guides/ünïcødé/page one.html → ../missing.html'
    ])
  )
})

it.each(archives)('%s reads as the site', name => {
  const report = reports.get(name)!
  expect(reading(report)).toEqual(reference)
  // Every link it names as broken leads nowhere on the disk.
  for (const link of report.brokenLinks) {
    expect({ ...link, broken: brokenOnDisk(link.page, link.href) }).toEqual({
      ...link,
      broken: true
    })
  }
})

it.each(archives)(
  '%s reads the same through node:zlib’s stream, the fallback inflater',
  async name => {
    expect(await verifyFile(join(folder, name), { engine: 'stream' })).toEqual(reports.get(name))
  }
)

it('an archive of the site’s folder rather than its contents reads as that site, inside the folder', async () => {
  const report = await verifyFile(join(folder, 'folder-not-contents.tar.gz'))
  expect(report.siteFolder).toBe('tree')
  // The same site as the reference, its pages one folder down.
  const inTree = <T extends { page: string }>(items: T[] | number): T[] | number =>
    typeof items === 'number' ? items : items.map(item => ({ ...item, page: `tree/${item.page}` }))
  const expected = reference as Record<string, unknown> & {
    brokenLinks: Array<{ page: string }> | number
    externalReferences: Array<{ page: string }>
  }
  expect(reading(report)).toEqual({
    ...expected,
    brokenLinks: inTree(expected.brokenLinks),
    externalReferences: inTree(expected.externalReferences)
  })
})

it.each(['refused-gnu-tar-sparse.tar.gz', 'refused-gnu-tar-sparse-posix.tar.gz'])(
  '%s, GNU tar’s sparse file, is refused by its name',
  async name => {
    // The pax form names the entry GNUSparseFile.NNNN/sparse.bin; the message names the file.
    await expect(verifyFile(join(folder, name))).rejects.toMatchObject({
      kind: 'unsupported-entry',
      message: expect.stringMatching(
        /^entry "\.\/images\/sparse\.bin" is stored as a sparse file \(GNU tar --sparse.*make the bundle with GNU tar without --sparse, or with bsdtar --no-read-sparse$/
      )
    })
  }
)
