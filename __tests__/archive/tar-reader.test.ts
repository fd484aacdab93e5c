// The verifier's own tar reader against tar-stream 3 (the reader it replaced, still used by the
// emulators to write bundles): on archives made by GNU tar in each of its formats, by tar-stream,
// and on every cut, corruption and chunking of them, both must see the same entries with the
// same bytes, or both refuse. Archives from GNU tar are made here, not by our code.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, linkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import * as tar from 'tar-stream'
import { TarReader, type TarHeader } from '../../src/archive/tar-reader.js'
import { END_OF_ARCHIVE, makeTar, tarFile } from '../helpers/archives.js'

interface Seen {
  entries: string[]
  error?: string
}

function describe_(header: Pick<TarHeader, 'name' | 'type' | 'size' | 'linkname'>, sha: string) {
  return `${header.type}|${header.name}|${header.size}|${header.linkname ?? ''}|${sha}`
}

function readOurs(archive: Buffer, chunk: number): Seen {
  const entries: string[] = []
  let current: TarHeader | undefined
  let hash = createHash('sha256')
  const reader = new TarReader({
    entry(header) {
      current = header
      hash = createHash('sha256')
    },
    data(bytes) {
      hash.update(bytes)
    },
    end() {
      entries.push(describe_(current!, hash.digest('hex').slice(0, 16)))
    }
  })
  try {
    for (let at = 0; at < archive.length; at += chunk) reader.push(archive.subarray(at, at + chunk))
    reader.finish()
    return { entries }
  } catch (err) {
    return { entries, error: (err as Error).message }
  }
}

async function readTarStream(archive: Buffer, chunk: number, anyFormat = false): Promise<Seen> {
  const entries: string[] = []
  // tar-stream 3 reads this option; its type definitions do not list it.
  const options = { allowUnknownFormat: anyFormat } as unknown as Parameters<typeof tar.extract>[0]
  const extract = tar.extract(options)
  const pieces: Buffer[] = []
  for (let at = 0; at < archive.length; at += chunk) pieces.push(archive.subarray(at, at + chunk))
  Readable.from(pieces).pipe(extract as unknown as NodeJS.WritableStream)
  try {
    for await (const entry of extract) {
      const hash = createHash('sha256')
      for await (const data of entry as AsyncIterable<Buffer>) hash.update(data)
      entries.push(describe_(entry.header as unknown as TarHeader, hash.digest('hex').slice(0, 16)))
    }
    return { entries }
  } catch (err) {
    return { entries, error: (err as Error).message }
  }
}

let dir: string
const archives = new Map<string, Buffer>()

function gnuTar(format: string, extra: string[] = []): Buffer {
  return execFileSync('tar', ['-c', `--format=${format}`, ...extra, '-C', join(dir, 'tree'), '.'], {
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore']
  })
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tar-reader-test-'))
  const tree = join(dir, 'tree')
  const deep = join(tree, 'a'.repeat(60), 'b'.repeat(60), 'c'.repeat(60))
  mkdirSync(deep, { recursive: true })
  mkdirSync(join(tree, 'docs'), { recursive: true })
  // Over 100 bytes and under 256: ustar splits it into prefix and name.
  const middle = join(tree, 'm'.repeat(50), 'n'.repeat(50))
  mkdirSync(middle, { recursive: true })
  writeFileSync(join(middle, 'prefixed-page.html'), 'middle')
  writeFileSync(join(tree, 'index.html'), '<a href="docs/page.html">x</a>')
  writeFileSync(join(tree, 'docs', 'page.html'), 'p'.repeat(1000))
  writeFileSync(join(tree, 'docs', 'empty.html'), '')
  writeFileSync(join(tree, 'docs', 'block.bin'), Buffer.alloc(512, 7))
  writeFileSync(join(deep, `${'long-name-'.repeat(12)}.html`), 'deep')
  writeFileSync(join(tree, 'docs', 'ünïcødé name.html'), 'u')
  // GNU tar's header keeps the name's first 100 bytes, here cut inside an "é": only the long
  // name is read as UTF-8. (In a folder the ustar and v7 archives leave out.)
  writeFileSync(join(tree, 'a'.repeat(60), `ab${'é'.repeat(60)}.html`), 'cut')
  writeFileSync(
    join(tree, 'big.bin'),
    createHash('sha512').update('x').digest().toString('hex').repeat(700)
  )
  symlinkSync('docs/page.html', join(tree, 'link.html'))
  symlinkSync(`${'t'.repeat(120)}.html`, join(tree, 'long-target.html'))
  linkSync(join(tree, 'index.html'), join(tree, 'hard.html'))
  for (const format of ['gnu', 'oldgnu', 'posix', 'ustar']) {
    try {
      archives.set(`GNU tar --format=${format}`, gnuTar(format))
    } catch {
      // ustar cannot hold the longest names: GNU tar refuses, and there is nothing to compare.
    }
  }
  const short = ['--exclude=./a*', '--exclude=./long-target.html']
  archives.set('GNU tar --format=ustar (names split into prefix)', gnuTar('ustar', short))
  archives.set('GNU tar --format=v7', gnuTar('v7', [...short, '--exclude=./m*']))
  archives.set(
    'tar-stream pack',
    await makeTar([
      { name: 'index.html', data: 'home' },
      { name: 'guide/', type: 'directory' },
      { name: `guide/${'x'.repeat(150)}.html`, data: 'long' },
      { name: 'guide/link', type: 'symlink', linkname: '../index.html' },
      { name: 'g/h', type: 'link', linkname: 'index.html' }
    ])
  )
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// A v7 header has no magic: tar-stream reads it only when told to allow any format, which would
// also let it read headers with a magic no tar writes; ours reads v7 and still refuses those. So
// well-formed archives are compared with `anyFormat`, damaged ones without.
async function expectSame(archive: Buffer, chunk: number, anyFormat = false): Promise<void> {
  const ours = readOurs(archive, chunk)
  const theirs = await readTarStream(archive, chunk, anyFormat)
  expect(ours).toEqual(theirs)
}

/** Writes a header block's checksum field for its present bytes, as tar does. */
function setChecksum(header: Buffer): void {
  header.fill(0x20, 148, 156)
  let sum = 0
  for (let i = 0; i < 512; i++) sum += header[i]!
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1')
}

it('reads every GNU tar format and tar-stream’s own archives as tar-stream does', async () => {
  expect(archives.size).toBeGreaterThanOrEqual(5)
  for (const [label, archive] of archives) {
    const seen = readOurs(archive, 65536)
    expect({ label, error: seen.error }).toEqual({ label, error: undefined })
    expect(seen.entries.length).toBeGreaterThan(4)
    for (const chunk of [1, 7, 511, 512, 513, 4096, 65536]) await expectSame(archive, chunk, true)
  }
})

it('reads a pre-POSIX (v7) archive as GNU tar lists it, and refuses a magic no tar writes', () => {
  const archive = archives.get('GNU tar --format=v7')!
  const seen = readOurs(archive, 4096).entries
  const entries = seen.join('\n')
  expect(entries).toContain('file|./docs/page.html|1000|')
  expect(entries).toContain('symlink|./link.html|0|docs/page.html|')
  expect(entries).toMatch(/directory\|\.\/docs\/\|0\|/)
  const listed = execFileSync('tar', ['-t'], { input: archive }).toString().trim().split('\n')
  expect(seen.map(line => line.split('|')[1])).toEqual(listed)
  // The same archive with a magic that is neither zeros nor ustar's: refused.
  const bad = Buffer.from(archive)
  bad.write('junk', 257, 'latin1')
  setChecksum(bad)
  expect(readOurs(bad, 4096).error).toBe('Invalid tar header: unknown format.')
})

it('sees the long names, the pax records, links and the folder convention', () => {
  const entries = readOurs(archives.get('GNU tar --format=posix')!, 1000).entries.join('\n')
  expect(entries).toMatch(/file\|\.\/a{60}\/b{60}\/c{60}\/(long-name-){12}\.html\|4\|/)
  expect(entries).toContain('symlink|./link.html|0|docs/page.html|')
  expect(entries).toContain(`symlink|./long-target.html|0|${'t'.repeat(120)}.html|`)
  expect(entries).toMatch(/link\|\.\/(hard|index)\.html\|0\|\.\/(index|hard)\.html\|/)
  expect(entries).toContain('file|./docs/ünïcødé name.html|1|')
  expect(entries).toContain(`file|./${'a'.repeat(60)}/ab${'é'.repeat(60)}.html|3|`)
  const gnu = readOurs(archives.get('GNU tar --format=gnu')!, 1000)
  expect(gnu.entries.join('\n')).toContain(`file|./${'a'.repeat(60)}/ab${'é'.repeat(60)}.html|3|`)
  expect(entries).toMatch(/directory\|\.\/docs\/\|0\|/)
  const ustar = readOurs(archives.get('GNU tar --format=ustar (names split into prefix)')!, 512)
  expect(ustar.entries.join('\n')).toContain(
    `file|./${'m'.repeat(50)}/${'n'.repeat(50)}/prefixed-page.html|6|`
  )
})

it('refuses what tar-stream refuses, with its words, at every cut and corruption', async () => {
  const archive = archives.get('GNU tar --format=gnu')!
  // Cut at and around block boundaries of the first entries, and in the middle of contents.
  for (const cut of [1, 100, 511, 512, 513, 1024, 1500, 2048, 3000, 5000, 9000]) {
    if (cut < archive.length) await expectSame(archive.subarray(0, cut), 509)
  }
  // A byte changed in a header (name, size, checksum, magic) and in contents.
  for (const at of [0, 124, 130, 148, 156, 257, 262, 600, 1100, 2600]) {
    const bad = Buffer.from(archive)
    bad[at] = (bad[at]! + 1) & 0xff
    await expectSame(bad, 4096)
  }
  // Something after the end-of-archive blocks, as two archives joined with cat: tar-stream reads
  // on, and ours did, but tar stops at that marker (GNU tar reads on only with -i), so the
  // second archive's files were verified and never unpacked. Ours now refuses it, naming the
  // first entry past the marker; what it read before is what tar lists.
  const joined = Buffer.concat([archive, archive])
  const seen = readOurs(joined, 4096)
  expect(seen.error).toMatch(/^entry "\.\/" comes after the end-of-archive marker/)
  // From a file: GNU tar stops reading a pipe at the marker, and the rest of the write fails.
  const listed = (tar: Buffer): string[] => {
    writeFileSync(join(dir, 'listed.tar'), tar)
    return execFileSync('tar', ['-tf', join(dir, 'listed.tar')])
      .toString()
      .trim()
      .split('\n')
  }
  expect(listed(joined)).toEqual(listed(archive))
  expect(seen.entries.map(line => line.split('|')[1])).toEqual(listed(archive))
  expect(readOurs(Buffer.from('not a tar at all'.repeat(64)), 100).error).toMatch(
    /Invalid tar header/
  )
})

it('reads a base-256 size and a pax size the same way', async () => {
  const small = await makeTar([{ name: 'f.bin', data: Buffer.alloc(1000, 1) }])
  // The size field in GNU's base-256 form: 0x80, then the value big-endian.
  const header = Buffer.from(small.subarray(0, 512))
  header.fill(0, 124, 136)
  header[124] = 0x80
  header.writeUInt32BE(1000, 132)
  setChecksum(header)
  await expectSame(Buffer.concat([header, small.subarray(512)]), 300)
  expect(readOurs(Buffer.concat([header, small.subarray(512)]), 300).entries[0]).toMatch(
    /^file\|f\.bin\|1000\|/
  )
})

it('reads a header whose checksum is the signed-byte sum, as GNU tar, bsdtar and Python do', () => {
  // Old Sun tar and some writers sum the header's bytes as signed: a byte over 0x7f (a UTF-8
  // name) counts 256 less. POSIX readers accept either sum; a wrong one is still refused.
  const archive = Buffer.concat([
    tarFile('café.html', 'c'),
    tarFile('index.html', '<a href="café.html">c</a>'),
    END_OF_ARCHIVE
  ])
  const header = archive.subarray(0, 512)
  header.fill(0x20, 148, 156)
  let signed = 0
  for (let i = 0; i < 512; i++) signed += header[i]! > 0x7f ? header[i]! - 256 : header[i]!
  header.write(`${signed.toString(8).padStart(6, '0')}\0 `, 148, 'latin1')
  for (const chunk of [1, 512, 4096]) {
    const seen = readOurs(archive, chunk)
    expect(seen.error).toBeUndefined()
    expect(seen.entries.map(line => line.split('|').slice(0, 3).join('|'))).toEqual([
      'file|café.html|1',
      'file|index.html|26'
    ])
  }
  const listed = execFileSync('tar', ['-t'], { input: archive }).toString().trim().split('\n')
  expect(listed).toEqual(['café.html', 'index.html'])
  // Neither sum: refused as before.
  header.write(`${(signed + 1).toString(8).padStart(6, '0')}\0 `, 148, 'latin1')
  expect(readOurs(archive, 4096).error).toMatch(/^Invalid tar header/)
})
