// Archives whose entries are harmless one by one but not together (issue 16, item 5): a chain of
// symbolic links that climbs out, a file and then a folder of the same name, a link header that
// carries data. Each is refused by the verifier before anything is delivered.
import { Readable } from 'node:stream'
import { gzipSync } from 'node:zlib'
import { ArchiveError, verifyBundle } from '../../src/archive/verify.js'
import { withDataAfterHeader } from '../../emulator/platform/hostile-archives.js'
import {
  END_OF_ARCHIVE,
  makeTar,
  makeTarGz,
  page,
  paxHeader,
  tarBlocks,
  tarFile,
  tarHeader,
  type EntrySpec
} from '../helpers/archives.js'

const home: EntrySpec = { name: 'index.html', data: page('Home') }

async function refusal(entries: EntrySpec[] | Buffer): Promise<ArchiveError> {
  const archive = Buffer.isBuffer(entries) ? entries : await makeTarGz(entries)
  try {
    await verifyBundle(Readable.from([archive]))
  } catch (err) {
    expect(err).toBeInstanceOf(ArchiveError)
    return err as ArchiveError
  }
  throw new Error('expected the archive to be refused')
}

describe('symbolic links that climb out together', () => {
  it('refuses a chain whose last link resolves to the parent of the bundle root', async () => {
    const err = await refusal([
      home,
      { name: 'd/up', type: 'symlink', linkname: '..' },
      { name: 'esc', type: 'symlink', linkname: 'd/up/..' }
    ])
    expect(err.kind).toBe('unsafe-link')
    expect(err.message).toBe(
      'symlink "esc" points outside the bundle ("d/up/.."), through the symbolic link "d/up"'
    )
  })

  it('refuses the chain whatever order the links come in', async () => {
    const err = await refusal([
      home,
      { name: 'esc', type: 'symlink', linkname: 'd/up/..' },
      { name: 'd/up', type: 'symlink', linkname: '..' }
    ])
    expect(err.message).toMatch(/symlink "esc" points outside the bundle/)
  })

  it('refuses a file written under a symbolic link', async () => {
    const err = await refusal([
      home,
      { name: 'esc', type: 'symlink', linkname: 'assets' },
      { name: 'esc/pwned.html', data: page('x') }
    ])
    expect(err.kind).toBe('unsafe-link')
    expect(err.message).toMatch(/entry "esc\/pwned\.html" lies under the symbolic link "esc"/)
  })

  it('refuses links that loop', async () => {
    const err = await refusal([
      home,
      { name: 'a', type: 'symlink', linkname: 'b/x' },
      { name: 'b', type: 'symlink', linkname: 'a' }
    ])
    expect(err.message).toMatch(/more than 40 links/)
  })

  it('accepts links that chain and stay inside', async () => {
    const archive = await makeTarGz([
      home,
      { name: 'docs/latest', type: 'symlink', linkname: 'v2' },
      { name: 'docs/v2/index.html', data: page('v2') },
      { name: 'current', type: 'symlink', linkname: 'docs/latest/../v2' }
    ])
    await expect(verifyBundle(Readable.from([archive]))).resolves.toMatchObject({ files: 2 })
  })
})

describe('one path, two kinds', () => {
  it('refuses a file followed by a folder of the same name', async () => {
    const err = await refusal([home, { name: 'index.html/', type: 'directory' }])
    expect(err.kind).toBe('conflicting-entry')
    expect(err.message).toMatch(/entry "index\.html" is a file and then again a folder/)
  })

  it('refuses a file placed inside an earlier file', async () => {
    const err = await refusal([home, { name: 'index.html/pwned.html', data: page('x') }])
    expect(err.kind).toBe('conflicting-entry')
  })

  it('refuses a file where a folder was', async () => {
    const err = await refusal([home, { name: 'guide/a.html', data: 'a' }, { name: 'guide' }])
    expect(err.kind).toBe('conflicting-entry')
  })

  it('accepts a folder listed twice and a file stored again, counting each path once', async () => {
    // `tar -r` appends a newer copy of a file, which unpacks over the first: one file, one page
    // (both were counted before).
    const archive = await makeTarGz([
      { name: 'guide/', type: 'directory' },
      { name: 'guide/', type: 'directory' },
      home,
      { name: 'guide/a.css', data: 'a{}' },
      home,
      { name: 'guide/a.css', data: 'b{}' },
      { name: 'copy.html', type: 'link', linkname: 'index.html' },
      { name: 'copy.html', type: 'link', linkname: 'index.html' }
    ])
    await expect(verifyBundle(Readable.from([archive]))).resolves.toMatchObject({
      hasIndex: true,
      files: 3,
      pages: 2
    })
  })
})

describe('link headers', () => {
  it('refuses a hard-link header that carries data (a hidden entry for GNU tar)', async () => {
    const hidden = (await makeTar([{ name: 'hidden.html', data: page('h') }])).subarray(0, 1024)
    const plain = await makeTar([home, { name: 'copy.html', type: 'link', linkname: 'index.html' }])
    const err = await refusal(gzipSync(withDataAfterHeader(plain, 'copy.html', hidden)))
    expect(err.kind).toBe('unsafe-link')
    expect(err.message).toMatch(/link "copy\.html" carries 1024 bytes of data/)
  })

  it('refuses a hard link to something that is not an earlier file', async () => {
    const err = await refusal([home, { name: 'copy.html', type: 'link', linkname: 'later.html' }])
    expect(err.message).toMatch(/not a regular file earlier in the archive/)
  })

  it('counts a hard link as the file it names: an index.html, a 404.html, a page', async () => {
    // GNU tar stores the second name of a file with several as a hard link; this one was refused
    // as having no index.html, and the pages it named were not counted.
    const archive = await makeTarGz([
      { name: 'a.html', data: page('Home', '<a href="b.html">b</a>') },
      { name: 'index.html', type: 'link', linkname: 'a.html' },
      { name: '404.html', type: 'link', linkname: 'a.html' },
      { name: 'b.html', type: 'link', linkname: 'index.html' }
    ])
    const report = await verifyBundle(Readable.from([archive]))
    expect(report).toMatchObject({ hasIndex: true, has404: true, files: 4, pages: 4 })
    expect(report.brokenLinkCount).toBe(0)
  })

  it('accepts a hard link to an earlier file', async () => {
    const archive = await makeTarGz([
      home,
      { name: 'copy.html', type: 'link', linkname: 'index.html' }
    ])
    await expect(verifyBundle(Readable.from([archive]))).resolves.toMatchObject({ hasIndex: true })
  })
})

describe('entries that are not files, folders or links', () => {
  it('names what GNU tar and bsdtar each need to store a sparse file plainly', async () => {
    // bsdtar (the tar of macOS and Windows too) reads a file's holes by default and stores it as
    // GNU's pax sparse form without being asked: the refusal named only GNU tar's --sparse.
    const map = '1\n1048576\n4\n'
    const archive = Buffer.concat([
      tarFile('index.html', page('Home')),
      paxHeader([
        ['GNU.sparse.major', '1'],
        ['GNU.sparse.minor', '0'],
        ['GNU.sparse.name', 'data/index.bin'],
        ['GNU.sparse.realsize', '1048580']
      ]),
      tarHeader({ name: 'data/GNUSparseFile.0/index.bin', size: 512 + 4 }),
      tarBlocks(Buffer.concat([tarBlocks(map), Buffer.from('data')])),
      END_OF_ARCHIVE
    ])
    const err = await refusal(gzipSync(archive))
    expect(err.kind).toBe('unsupported-entry')
    expect(err.message).toMatch(/^entry "data\/index\.bin" is stored as a sparse file/)
    expect(err.message).toMatch(/GNU tar without --sparse/)
    expect(err.message).toMatch(/bsdtar --no-read-sparse/)
  })

  // The refusal said "is a null" for a type flag it did not know, and "a fifo" for the others.
  it.each([
    ['6', 'entry "pipe" is a FIFO (named pipe), which a static bundle never holds'],
    ['3', 'entry "pipe" is a character device, which a static bundle never holds'],
    [
      'M',
      'entry "pipe" has the tar type "M", which is not a file, folder or link a static bundle holds'
    ]
  ])('names the type of a type-%s entry in words', async (flag, message) => {
    const archive = Buffer.concat([
      tarFile('index.html', page('Home')),
      tarHeader({ name: 'pipe', flag }),
      END_OF_ARCHIVE
    ])
    const err = await refusal(gzipSync(archive))
    expect(err.kind).toBe('unsupported-entry')
    expect(err.message).toBe(message)
  })
})
