// Symbolic links as a static host follows them (issue: the probe of archives made by other tools).
// A link entry answers a page's link only when its chain ends at a regular file of the bundle, or,
// for a link to a folder, at a folder whose files are served under the link's name; a link to a
// dangling symbolic link is broken on every host. A hard link to an earlier symbolic link (what
// `cp -al` or `rsync --link-dest` of a tree holding one archives) is a second symbolic link with
// the same target text, read from its own folder, as GNU tar, bsdtar and Python's tarfile unpack it.
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
