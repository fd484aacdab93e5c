import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, posix } from 'node:path'
import { Readable } from 'node:stream'
import { gunzipSync, gzipSync } from 'node:zlib'
import { ArchiveError, verifyBundle } from '../../src/archive/verify.js'
import { safeEntryPath } from '../../src/archive/entry-path.js'
import { verifyFile, verifyFileCopy } from '../../src/archive/verify-file.js'
import { describeVerified } from '../../src/archive/verified-text.js'
import { prng } from '../../emulator/platform/faults.js'
import { makeTar, makeTarGz, page, validBundleEntries } from '../helpers/archives.js'
import { randomJoin } from '../helpers/random-text.js'
import { inChunks } from '../helpers/scanned-events.js'

async function rejectionOf(p: Promise<unknown>): Promise<ArchiveError> {
  try {
    await p
  } catch (err) {
    expect(err).toBeInstanceOf(ArchiveError)
    return err as ArchiveError
  }
  throw new Error('expected the archive to be refused')
}

describe('safeEntryPath', () => {
  it.each([
    ['index.html', 'index.html'],
    ['./guide/start.html', 'guide/start.html'],
    ['guide/', 'guide'],
    ['a/./b.html', 'a/b.html']
  ])('keeps %s as %s', (name, expected) => {
    expect(safeEntryPath(name)).toBe(expected)
  })

  it.each(['/etc/passwd', '../outside.html', 'a/../../b', 'C:\\win.ini', 'a\\..\\..\\b', 'x\0y'])(
    'refuses %s',
    name => {
      expect(() => safeEntryPath(name)).toThrow(ArchiveError)
    }
  )

  it('reads random names as the general route does (plain names take a shortcut)', () => {
    // The general route, written out: what safeEntryPath did for every name before the shortcut.
    const general = (name: string): string => {
      if (name.includes('\0')) throw new ArchiveError('NUL', 'unsafe-path')
      const slashed = name.replace(/\\/g, '/')
      if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed)) {
        throw new ArchiveError('absolute', 'unsafe-path')
      }
      if (slashed.split('/').includes('..')) throw new ArchiveError('climbs', 'unsafe-path')
      // A backslash is refused as a separator, and kept in the path as a character of a name.
      const normal = posix
        .normalize(name)
        .replace(/^(\.\/)+/, '')
        .replace(/\/$/, '')
      return normal === '.' ? '' : normal
    }
    const outcome = (read: (name: string) => string, name: string): string => {
      try {
        return `ok ${read(name)}`
      } catch (err) {
        return `refused (${(err as ArchiveError).kind})`
      }
    }
    const pieces = [
      'a',
      'B9',
      '-',
      '_',
      '~',
      '.',
      '..',
      '...',
      '/',
      '//',
      '\\',
      'é',
      ' ',
      ':',
      'C:',
      '%2e',
      '\0',
      'x.html'
    ]
    const random = prng(21)
    for (let n = 0; n < 20_000; n++) {
      const name = randomJoin(pieces, random, 1, 8)
      expect({ name, read: outcome(safeEntryPath, name) }).toEqual({
        name,
        read: outcome(general, name)
      })
    }
    // At the length limits a plain name is measured like any other, its closing slash included.
    const folders = `${'a'.repeat(200)}/`.repeat(21)
    expect(safeEntryPath(folders.slice(0, 4096))).toBe(folders.slice(0, 4096))
    expect(() => safeEntryPath(folders.slice(0, 4097))).toThrow(/longer than 4096 bytes/)
    expect(() => safeEntryPath(`${folders.slice(0, 4096)}/`)).toThrow(/longer than 4096 bytes/)
    expect(() => safeEntryPath(`${'b'.repeat(256)}/c.html`)).toThrow(/part of 256 bytes/)
  })
})

// Every case under both inflaters: the one that reuses its buffers through zlib's binding, and
// node:zlib's stream, which a runtime whose binding answers otherwise gets (inflater.ts).
describe.each(['native', 'stream'] as const)('verifyBundle (%s inflater)', engine => {
  const verify: typeof verifyBundle = (source, options = {}) =>
    verifyBundle(source, { engine, ...options })

  it('accepts a valid bundle and reports pages, size and links', async () => {
    const archive = await makeTarGz(validBundleEntries())
    const report = await verify(inChunks(archive))
    expect(report).toMatchObject({
      files: 5,
      pages: 3,
      hasIndex: true,
      has404: true,
      brokenLinkCount: 0,
      externalReferenceCount: 0,
      compressedBytes: archive.length
    })
    expect(report.unpackedBytes).toBeGreaterThan(0)
  })

  it('counts every inflated byte against the garbage budget it is given', async () => {
    const archive = await makeTarGz(validBundleEntries())
    const sizes: number[] = []
    const held: (() => number)[] = []
    let released = 0
    await verify(inChunks(archive, 101), {
      garbage: {
        note: bytes => sizes.push(bytes),
        holding: source => {
          held.push(source)
          return () => (released += 1)
        }
      }
    })
    expect(sizes.length).toBeGreaterThan(0)
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(gunzipSync(archive).length)
    // The link report's table is live, not garbage: held while the pass ran, then let go.
    expect(held).toHaveLength(1)
    expect(held[0]!()).toBeGreaterThan(0)
    expect(released).toBe(1)
  })

  it('hands every file to onFile with its content, for unpacking while verifying', async () => {
    const seen = new Map<string, string>()
    await verify(inChunks(await makeTarGz(validBundleEntries()), 64), {
      onFile: async (path, content) => {
        const parts: Buffer[] = []
        for await (const c of content) parts.push(c as Buffer)
        seen.set(path, Buffer.concat(parts).toString())
      }
    })
    expect([...seen.keys()].sort()).toEqual(
      ['404.html', 'assets/site.css', 'guide/start.html', 'img/logo.svg', 'index.html'].sort()
    )
    expect(seen.get('assets/site.css')).toBe('body{}')
  })

  it('waits for a slow consumer instead of buffering, and stops when the consumer fails', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 'b')
    const archive = await makeTarGz([
      { name: 'index.html', data: page('x') },
      { name: 'big.bin', data: big }
    ])
    let received = 0
    await verify(inChunks(archive, 64 * 1024), {
      onFile: async (path, content) => {
        for await (const c of content) {
          if (path === 'big.bin') received += (c as Buffer).length
          await new Promise(resolve => setImmediate(resolve))
        }
      }
    })
    expect(received).toBe(big.length)

    const failing = verify(inChunks(archive, 64 * 1024), {
      onFile: async path => {
        if (path === 'big.bin') throw new Error('disk full')
      }
    })
    await expect(failing).rejects.toThrow('disk full')
  })

  it('reports internal links that point nowhere and loads from another origin', async () => {
    const archive = await makeTarGz([
      {
        name: 'index.html',
        data: page(
          'Home',
          '<a href="missing.html">x</a><a href="https://example.com/">ok to link</a>' +
            '<script src="https://cdn.example.com/x.js"></script><img srcset="//img.example.com/a.png 2x">' +
            '<link rel="canonical" href="https://docs.example.com/">'
        )
      }
    ])
    const report = await verify(inChunks(archive))
    expect(report.brokenLinks).toEqual([{ page: 'index.html', href: 'missing.html' }])
    expect(report.externalReferences.map(r => r.url)).toEqual([
      'https://cdn.example.com/x.js',
      '//img.example.com/a.png'
    ])
  })

  it('reads .htm and .xhtml pages as pages, in any case', async () => {
    const archive = await makeTarGz([
      { name: 'index.html', data: page('Home') },
      { name: 'a.XHTML', data: page('A', '<a href="gone.html">x</a>') },
      { name: 'b.htm', data: page('B', '<script src="https://cdn.example.com/b.js"></script>') },
      { name: 'c.xml', data: '<a href="gone.html">x</a>' }
    ])
    const report = await verify(inChunks(archive))
    expect(report).toMatchObject({ files: 4, pages: 3, brokenLinkCount: 1 })
    expect(report.brokenLinks).toEqual([{ page: 'a.XHTML', href: 'gone.html' }])
    expect(report.externalReferences.map(r => r.page)).toEqual(['b.htm'])
  })

  it('names the pages over the scan limit, which it counts but does not read', async () => {
    // A page over the limit went by in silence: its external script and broken link were simply
    // not in the report, which said "0 loads from other origins".
    const big = page(
      'Big',
      `<script src="https://cdn.example.com/x.js"></script>${'<p>x</p>'.repeat(200)}`
    )
    const archive = await makeTarGz([
      { name: 'index.html', data: page('Home') },
      { name: 'big.html', data: big },
      { name: 'also/big.htm', data: big },
      { name: 'small.html', data: page('Small') }
    ])
    const limits = { maxScannedHtmlBytes: 1024 }
    const report = await verify(inChunks(archive), { limits })
    expect(report).toMatchObject({
      pages: 4,
      externalReferenceCount: 0,
      unscannedPages: { count: 2, sample: ['big.html', 'also/big.htm'], overBytes: 1024 }
    })
    expect(describeVerified(report)).toMatch(/\(2 pages over 1024 bytes not read for links\)$/)
    // Under the limit nothing is said.
    const whole = await verify(inChunks(archive))
    expect(whole.unscannedPages).toBeUndefined()
    expect(whole.externalReferenceCount).toBe(2)
    expect(describeVerified(whole)).not.toMatch(/not read/)
  })

  it('takes a link as a static host serves it: the file, its folder index.html, or with .html added', async () => {
    // Targets listed before the page are looked up in the entries; those after it wait for them.
    const links =
      '<a href="before/">a</a><a href="before">b</a><a href="early">c</a><a href="/">d</a>' +
      '<a href="./">e</a><a href="after/">f</a><a href="after">g</a><a href="late">h</a>' +
      '<a href="nested/deep">i</a><a href="folder-only/">j</a><a href="nowhere">k</a>'
    const archive = await makeTarGz([
      { name: 'before/index.html', data: page('Before') },
      { name: 'early.html', data: page('Early') },
      { name: 'folder-only/', type: 'directory' },
      { name: 'folder-only/image.png', data: 'png' },
      { name: 'index.html', data: page('Home', links) },
      { name: 'after/index.html', data: page('After') },
      { name: 'late.html', data: page('Late') },
      { name: 'nested/deep/index.html', data: page('Deep') }
    ])
    const report = await verify(inChunks(archive))
    // A folder without index.html serves nothing.
    expect(report.brokenLinks.map(l => l.href).sort()).toEqual(['folder-only/', 'nowhere'])
    expect(report.brokenLinkCount).toBe(2)
  })

  it("counts a Mac tar's AppleDouble files (._name) as files, not as pages", async () => {
    // The header of an AppleDouble file: magic, version, "Mac OS X" filler, then its entries.
    const appleDouble = Buffer.concat([
      Buffer.from([0x00, 0x05, 0x16, 0x07, 0x00, 0x02, 0x00, 0x00]),
      Buffer.from('Mac OS X        '),
      Buffer.from('<a href="nowhere.html">bytes that look like a link</a>')
    ])
    const archive = await makeTarGz([
      { name: './._index.html', data: appleDouble },
      { name: './index.html', data: page('Home', '<a href="docs/a.html">A</a>') },
      { name: './docs/._a.html', data: appleDouble },
      { name: './docs/a.html', data: page('A') }
    ])
    const report = await verify(inChunks(archive))
    expect(report).toMatchObject({ files: 4, pages: 2, hasIndex: true, brokenLinkCount: 0 })
  })

  it('refuses data that is not gzip', async () => {
    const err = await rejectionOf(verify(inChunks(Buffer.from('<html>not an archive</html>'))))
    expect(err.kind).toBe('not-gzip')
  })

  it('refuses a source of strings as the bytes they are (not gzip), never stopping the process', async () => {
    const err = await rejectionOf(verify(Readable.from(['<html>not an archive</html>'])))
    expect(err.kind).toBe('not-gzip')
  })

  it('refuses gzip that does not hold a tar', async () => {
    const err = await rejectionOf(verify(inChunks(gzipSync(Buffer.alloc(2048, 'x')))))
    expect(err.kind).toBe('not-tar')
  })

  it('refuses a truncated gzip stream', async () => {
    const archive = await makeTarGz(validBundleEntries())
    const err = await rejectionOf(verify(inChunks(archive.subarray(0, archive.length - 40))))
    expect(err.kind).toBe('truncated')
  })

  it('accepts zero bytes after the gzip stream, as gzip and tar do, however they arrive', async () => {
    const archive = await makeTarGz(validBundleEntries())
    const expected = await verify(inChunks(archive))
    for (const zeros of [1, 512, 70_000]) {
      const padded = Buffer.concat([archive, Buffer.alloc(zeros)])
      // gunzip ends its output before its input; the pipe's teardown then raced the end of
      // the reading, and about half of such archives were refused ("operation was aborted").
      for (let run = 0; run < 8; run++) {
        for (const chunk of [padded.length, archive.length, 1024, 7919]) {
          const report = await verify(inChunks(padded, chunk))
          expect({ ...report, compressedBytes: 0 }).toEqual({ ...expected, compressedBytes: 0 })
        }
      }
    }
  })

  it('refuses other bytes after the gzip stream (gzip reads them as a broken member)', async () => {
    const archive = await makeTarGz(validBundleEntries())
    for (const trailer of ['\n', '<html>error</html>']) {
      const err = await rejectionOf(
        verify(inChunks(Buffer.concat([archive, Buffer.from(trailer)])))
      )
      expect(['truncated', 'not-gzip']).toContain(err.kind)
    }
  })

  it('refuses a tar whose last entry is cut short', async () => {
    const big = Buffer.alloc(5000, 'a')
    const tarball = await makeTar([
      { name: 'index.html', data: page('x') },
      { name: 'big.bin', data: big }
    ])
    // Cut inside big.bin's data: its header promises 5000 bytes that never come.
    const cut = tarball.subarray(0, 512 + 512 + 512 + 1000)
    const err = await rejectionOf(verify(inChunks(gzipSync(cut))))
    expect(err.kind).toBe('truncated')
  })

  it.each([
    ['../evil.html', 'unsafe-path'],
    ['/etc/cron.d/evil', 'unsafe-path'],
    ['docs/../../evil.html', 'unsafe-path']
  ])('refuses an entry named %s', async (name, kind) => {
    const archive = await makeTarGz([
      { name: 'index.html', data: page('x') },
      { name, data: 'x' }
    ])
    const err = await rejectionOf(verify(inChunks(archive)))
    expect(err.kind).toBe(kind)
    expect(err.message).toContain(name)
  })

  it.each([
    ['symlink', '/etc/passwd'],
    ['symlink', '../../etc/passwd'],
    ['link', '../outside']
  ] as const)('refuses a %s to %s', async (type, linkname) => {
    const archive = await makeTarGz([
      { name: 'index.html', data: page('x') },
      { name: 'assets/evil', type, linkname }
    ])
    const err = await rejectionOf(verify(inChunks(archive)))
    expect(err.kind).toBe('unsafe-link')
  })

  it('accepts a symlink that stays inside the bundle', async () => {
    const archive = await makeTarGz([
      { name: 'index.html', data: page('x') },
      { name: 'docs/home.html', type: 'symlink', linkname: '../index.html' }
    ])
    await expect(verify(inChunks(archive))).resolves.toMatchObject({ hasIndex: true })
  })

  it('follows a symbolic link to a folder when judging links, as a static server does', async () => {
    // Versioned docs link `stable/…` with `stable` a link to `v2` (listed before or after the
    // pages, or through another link); a path that is not there is still broken. Names outside
    // ASCII are served under the link as they are.
    const links = [
      'stable/guide/a.html',
      'stable/',
      'stable/gu%C3%ADa/%C3%ADndice.html',
      'latest/%F0%9F%98%80.html',
      'stable/guide/missing.html',
      'v2/guide/gone.html'
    ]
    const archive = await makeTarGz([
      { name: 'stable', type: 'symlink', linkname: 'v2' },
      {
        name: 'index.html',
        data: `<!doctype html><title>x</title>${links.map(l => `<a href="${l}">l</a>`).join('')}`
      },
      { name: 'v2/index.html', data: page('v2') },
      { name: 'v2/guide/a.html', data: page('a') },
      { name: 'v2/guía/índice.html', data: page('í') },
      { name: 'v2/😀.html', data: page('e') },
      { name: 'latest', type: 'symlink', linkname: 'stable' }
    ])
    const report = await verify(inChunks(archive))
    expect(report.brokenLinks.map(b => b.href)).toEqual([
      'stable/guide/missing.html',
      'v2/guide/gone.html'
    ])
    expect(report.brokenLinkCount).toBe(2)
    expect(report.pages).toBe(5)
  })

  it('refuses a gzip bomb before inflating it all', async () => {
    const archive = await makeTarGz([
      { name: 'index.html', data: page('x') },
      { name: 'zeros.bin', data: Buffer.alloc(8 * 1024 * 1024) }
    ])
    const err = await rejectionOf(
      verify(inChunks(archive), { limits: { ratioFloorBytes: 1024 * 1024, maxRatio: 100 } })
    )
    expect(err.kind).toBe('too-large')
  })

  it('refuses an archive past the absolute unpacked limit', async () => {
    const archive = await makeTarGz([{ name: 'index.html', data: Buffer.alloc(100_000, 'a') }])
    const err = await rejectionOf(
      verify(inChunks(archive), { limits: { maxUnpackedBytes: 50_000 } })
    )
    expect(err.kind).toBe('too-large')
  })

  it('refuses an archive without index.html at its root (nor in its one folder)', async () => {
    const archive = await makeTarGz([
      { name: 'site/index.html', data: page('x') },
      { name: 'notes.txt', data: 'x' }
    ])
    const err = await rejectionOf(verify(inChunks(archive)))
    expect(err.kind).toBe('no-index')
  })

  it('refuses device entries', async () => {
    const tarball = await makeTar([{ name: 'index.html', data: page('x') }])
    // Rewrite the type flag of a copy of the header to a character device ('3').
    const header = Buffer.from(tarball.subarray(0, 512))
    header.write('dev\0', 0)
    header[156] = '3'.charCodeAt(0)
    let sum = 0
    header.fill(' ', 148, 156)
    for (const b of header) sum += b
    header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148)
    const withDevice = Buffer.concat([header, tarball])
    const err = await rejectionOf(verify(inChunks(gzipSync(withDevice))))
    expect(err.kind).toBe('unsupported-entry')
  })
})

describe('verifyFile', () => {
  it('verifies an archive on disk as the stream would, and says what it holds in one line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-file-'))
    try {
      const archive = await makeTarGz([
        ...validBundleEntries(),
        { name: 'guide/broken.html', data: page('B', '<a href="../gone.html">x</a>') }
      ])
      const file = join(dir, 'bundle.tar.gz')
      await writeFile(file, archive)
      const fromDisk = await verifyFile(file)
      expect(fromDisk).toEqual(await verifyBundle(inChunks(archive)))
      expect(describeVerified(fromDisk)).toBe(
        'Verified: 4 pages in 6 files, index.html present, 1 broken internal links, 0 loads from other origins'
      )
      const damaged = join(dir, 'damaged.tar.gz')
      await writeFile(damaged, archive.subarray(0, archive.length >> 1))
      expect((await rejectionOf(verifyFile(damaged))).kind).toBe('truncated')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('verifyFileCopy: one read gives the report, a byte-identical copy and its sha256', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-copy-'))
    try {
      const archive = await makeTarGz([
        ...validBundleEntries(),
        { name: 'guide/broken.html', data: page('B', '<a href="../gone.html">x</a>') }
      ])
      const file = join(dir, 'bundle.tar.gz')
      await writeFile(file, archive)
      const copyPath = join(dir, 'copy.tar.gz')
      const copy = await verifyFileCopy(file, copyPath)
      expect(copy.report).toEqual(await verifyBundle(inChunks(archive)))
      expect(readFileSync(copyPath).equals(archive)).toBe(true)
      expect(copy.sha256).toBe(createHash('sha256').update(archive).digest('hex'))

      // A bad archive: the verifier's own refusal, and no copy left behind.
      const damaged = join(dir, 'damaged.tar.gz')
      await writeFile(damaged, archive.subarray(0, archive.length >> 1))
      const damagedCopy = join(dir, 'damaged-copy.tar.gz')
      expect((await rejectionOf(verifyFileCopy(damaged, damagedCopy))).kind).toBe('truncated')
      expect(existsSync(damagedCopy)).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
