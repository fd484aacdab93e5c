// Symbolic links as a static host follows them (issue: the probe of archives made by other tools).
// A link entry answers a page's link only when its chain ends at a regular file of the bundle, or,
// for a link to a folder, at a folder whose files are served under the link's name; a link to a
// dangling symbolic link is broken on every host. A hard link to an earlier symbolic link (what
// `cp -al` or `rsync --link-dest` of a tree holding one archives) is a second symbolic link with
// the same target text, read from its own folder, as GNU tar, bsdtar and Python's tarfile unpack it.
import { mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { ArchiveError, verifyBundle, type BundleReport } from '../../src/archive/verify.js'
import { makeTarGz, page, type EntrySpec } from '../helpers/archives.js'

const linksTo = (hrefs: string[]): string =>
  `<!doctype html><title>home</title>${hrefs.map(h => `<a href="${h}">l</a>`).join('')}`

async function verify(entries: EntrySpec[]): Promise<BundleReport> {
  return verifyBundle(Readable.from([await makeTarGz(entries)]))
}

async function refusal(entries: EntrySpec[]): Promise<ArchiveError> {
  try {
    await verify(entries)
  } catch (err) {
    expect(err).toBeInstanceOf(ArchiveError)
    return err as ArchiveError
  }
  throw new Error('expected the archive to be refused')
}

describe('links through symbolic links', () => {
  it('reports a link to a dangling symbolic link, a chain ending in one, or a folder without its index as broken', async () => {
    // As tar lists `ln -s` links of a site: before or after what they point to.
    const report = await verify([
      {
        name: 'index.html',
        data: linksTo([
          'old.html',
          'chain.html',
          'latest',
          'latest/',
          'stable',
          'stable/',
          'stable/guide/a.html',
          'v1link',
          'v1link/',
          'home.html',
          'up/page.html',
          'later.html'
        ])
      },
      { name: 'old.html', type: 'symlink', linkname: 'removed.html' },
      { name: 'chain.html', type: 'symlink', linkname: 'old.html' },
      { name: 'latest', type: 'symlink', linkname: 'v3' },
      { name: 'stable', type: 'symlink', linkname: 'v2' },
      { name: 'v1link', type: 'symlink', linkname: 'v1/' },
      { name: 'later.html', type: 'symlink', linkname: 'docs/page.html' },
      { name: 'v1/index.html', data: page('v1') },
      { name: 'v2/guide/a.html', data: page('a') },
      { name: 'home.html', type: 'symlink', linkname: 'index.html' },
      { name: 'up', type: 'symlink', linkname: 'docs' },
      { name: 'docs/page.html', data: page('p') }
    ])
    expect(report.brokenLinks.map(b => b.href)).toEqual([
      'old.html',
      'chain.html',
      'latest',
      'latest/',
      'stable',
      'stable/'
    ])
    expect(report.brokenLinkCount).toBe(6)
  })

  it('does not serve a dangling symbolic link under a linked folder', async () => {
    const report = await verify([
      {
        name: 'index.html',
        data: linksTo(['stable/home.html', 'stable/gone.html', 'stable/chain.html'])
      },
      { name: 'stable', type: 'symlink', linkname: 'v2' },
      { name: 'v2/index.html', data: page('v2') },
      { name: 'v2/home.html', type: 'symlink', linkname: 'index.html' },
      { name: 'v2/gone.html', type: 'symlink', linkname: 'removed.html' },
      { name: 'v2/chain.html', type: 'symlink', linkname: 'gone.html' }
    ])
    expect(report.brokenLinks.map(b => b.href)).toEqual(['stable/gone.html', 'stable/chain.html'])
  })
})

describe('a symbolic link to the bundle root', () => {
  it('serves the whole bundle under its name, as a host follows `docs -> .`', async () => {
    // A site built for the /docs/ prefix made to work from the root too; `guide/up -> ..` the same
    // from a folder. A link to another folder (`guide/latest -> .`) was followed already.
    const report = await verify([
      {
        name: 'index.html',
        data: linksTo([
          'docs/guide/a.html',
          'docs/',
          'docs',
          'guide/latest/a.html',
          'guide/up/index.html',
          'guide/up/guide/a.html',
          'docs/missing.html'
        ])
      },
      { name: 'docs', type: 'symlink', linkname: '.' },
      { name: 'guide/a.html', data: page('a') },
      { name: 'guide/latest', type: 'symlink', linkname: '.' },
      { name: 'guide/up', type: 'symlink', linkname: '..' }
    ])
    expect(report.brokenLinks.map(b => b.href)).toEqual(['docs/missing.html'])
  })
})

describe('a hard link to a symbolic link', () => {
  // `cp -al v2 latest` of a folder holding `start.html -> index.html`; tar stores the second name
  // of the symbolic link as a hard link to the first.
  const copied: EntrySpec[] = [
    { name: 'index.html', data: linksTo(['v2/', 'latest/', 'latest/start.html']) },
    { name: 'latest/index.html', data: page('latest', '<a href="start.html">start</a>') },
    { name: 'latest/start.html', type: 'symlink', linkname: 'index.html' },
    { name: 'v2/index.html', type: 'link', linkname: 'latest/index.html' },
    { name: 'v2/start.html', type: 'link', linkname: './latest/start.html' }
  ]

  it('is accepted as a second symbolic link, and links to it resolve', async () => {
    const report = await verify(copied)
    expect(report).toMatchObject({ files: 3, pages: 3, brokenLinkCount: 0 })
  })

  it('is read from its own folder: a link to it is broken when its target is not there', async () => {
    const report = await verify([
      ...copied,
      { name: 'other/', type: 'directory' },
      { name: 'other/start.html', type: 'link', linkname: 'latest/start.html' },
      { name: 'a.html', data: linksTo(['other/start.html', 'v2/start.html']) }
    ])
    expect(report.brokenLinks.map(b => `${b.page} -> ${b.href}`)).toEqual([
      'a.html -> other/start.html'
    ])
  })

  it('is refused when its target text leads outside the bundle from its own folder', async () => {
    const err = await refusal([
      { name: 'index.html', data: page('x') },
      { name: 'a/b/up.html', type: 'symlink', linkname: '../../index.html' },
      { name: 'top.html', type: 'link', linkname: 'a/b/up.html' }
    ])
    expect(err.kind).toBe('unsafe-link')
    expect(err.message).toMatch(
      /"top\.html" points outside the bundle \("\.\.\/\.\.\/index\.html"\)/
    )
  })

  it('is refused when its chain leads outside the bundle through another link', async () => {
    const err = await refusal([
      { name: 'index.html', data: page('x') },
      { name: 'd/up', type: 'symlink', linkname: '..' },
      // From x/y, `d/up/..` is x/y/d (nothing there, but inside); from the root, d/up is the root.
      { name: 'x/y/s', type: 'symlink', linkname: 'd/up/..' },
      { name: 's', type: 'link', linkname: 'x/y/s' }
    ])
    expect(err.kind).toBe('unsafe-link')
    expect(err.message).toBe(
      'symlink "s" points outside the bundle ("d/up/.."), through the symbolic link "d/up"'
    )
  })
})

describe('a symbolic link whose target text passes through another name', () => {
  // `x/../b.html` is `b.html` by its text, but the kernel walks it a part at a time: a missing
  // `x` (ENOENT), or a file there (ENOTDIR), fails the walk, and a web server answers 404 for
  // the link; a symbolic link to a folder at `x` is followed first, and `..` leaves the folder
  // it leads to. What the filesystem answers is asked of one built from the same entries.
  const entries: EntrySpec[] = [
    { name: 'b.html', data: page('b') },
    { name: 'c.html', data: page('c') },
    { name: 'f.txt', data: 'a file' },
    { name: 'sub/index.html', data: page('sub') },
    { name: 'deep/er/index.html', data: page('er') },
    { name: 'deep/b.html', data: page('deep b') },
    { name: 'v1/index.html', data: page('v1') },
    { name: 'to-deep', type: 'symlink', linkname: 'deep/er' },
    { name: 'to-file', type: 'symlink', linkname: 'b.html' },
    { name: 'to-nothing', type: 'symlink', linkname: 'gone' },
    { name: 'missing.html', type: 'symlink', linkname: 'x/../b.html' },
    { name: 'missing-deeper.html', type: 'symlink', linkname: 'x/y/../../b.html' },
    { name: 'through-file.html', type: 'symlink', linkname: 'f.txt/../b.html' },
    { name: 'through-link-to-file.html', type: 'symlink', linkname: 'to-file/../b.html' },
    { name: 'through-dangling.html', type: 'symlink', linkname: 'to-nothing/../b.html' },
    { name: 'file-as-folder.html', type: 'symlink', linkname: 'b.html/' },
    { name: 'file-dot.html', type: 'symlink', linkname: 'b.html/.' },
    { name: 'through-folder.html', type: 'symlink', linkname: 'sub/../b.html' },
    { name: 'through-folder-link.html', type: 'symlink', linkname: 'to-deep/../b.html' },
    { name: 'through-folder-link-c.html', type: 'symlink', linkname: 'to-deep/../c.html' },
    { name: 'chained.html', type: 'symlink', linkname: 'missing.html' },
    { name: 'v1-missing', type: 'symlink', linkname: 'x/../v1' },
    { name: 'v1-through-folder', type: 'symlink', linkname: 'sub/../v1' }
  ]
  // The links judged (the `to-` ones are only passed through).
  const linkNames = entries
    .filter(e => e.type === 'symlink' && !e.name.startsWith('to-'))
    .map(e => e.name)
  const hrefOf = (name: string): string => (name.endsWith('.html') ? name : `${name}/`)

  /** The links of `hrefs` that the filesystem, built from the same entries, does not serve. */
  async function notServedOnDisk(hrefs: string[]): Promise<string[]> {
    const root = await mkdtemp(path.join(os.tmpdir(), 'symlink-walk-'))
    try {
      for (const e of entries) {
        const at = path.join(root, e.name)
        await mkdir(path.dirname(at), { recursive: true })
        if (e.type === 'symlink') await symlink(e.linkname!, at)
        else await writeFile(at, e.data ?? '')
      }
      const failing: string[] = []
      for (const href of hrefs) {
        const file = path.join(root, href.endsWith('/') ? `${href}index.html` : href)
        const served = await stat(file).then(
          s => s.isFile(),
          () => false
        )
        if (!served) failing.push(href)
      }
      return failing
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  }

  it('is broken where the filesystem cannot walk it, as a server answers', async () => {
    const hrefs = linkNames.map(hrefOf)
    const report = await verify([{ name: 'index.html', data: linksTo(hrefs) }, ...entries])
    const broken = report.brokenLinks.map(b => b.href)
    expect(broken).toEqual(await notServedOnDisk(hrefs))
    // What the filesystem answers, written out (a change of the oracle shows here too).
    expect(broken).toEqual([
      'missing.html',
      'missing-deeper.html',
      'through-file.html',
      'through-link-to-file.html',
      'through-dangling.html',
      'file-as-folder.html',
      'file-dot.html',
      'through-folder-link-c.html',
      'chained.html',
      'v1-missing/'
    ])
  })
})
