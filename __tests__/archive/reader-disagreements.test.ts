// Archives that tar readers read differently (a review found each): from the same bytes GNU tar,
// bsdtar, BusyBox or Python's tarfile unpack `evil -> /etc`, which the verifier must therefore
// see or refuse. The verifier reads one way; as it cannot know which reader unpacks the bundle,
// it refuses, naming the entry. Each archive hides the same symbolic link where some reader
// finds it.
import { Readable } from 'node:stream'
import { gzipSync } from 'node:zlib'
import { ArchiveError, verifyBundle } from '../../src/archive/verify.js'
import {
  END_OF_ARCHIVE,
  gnuLongHeader,
  paxHeader,
  tarBlocks,
  tarFile,
  tarHeader
} from '../helpers/archives.js'

const index = tarFile('index.html', '<p>home</p>')
const evil = tarHeader({ name: 'evil', flag: '2', linkname: '/etc' })

async function refusal(...parts: Buffer[]): Promise<ArchiveError> {
  const archive = gzipSync(Buffer.concat([index, ...parts, END_OF_ARCHIVE]))
  try {
    await verifyBundle(Readable.from([archive]))
  } catch (err) {
    expect(err).toBeInstanceOf(ArchiveError)
    return err as ArchiveError
  }
  throw new Error('expected the archive to be refused')
}

describe('a name that ends in "/" on an entry that is not a folder', () => {
  // GNU tar and bsdtar make a folder of `docs/` and read its 512 bytes as the next header (the
  // link); BusyBox and Python make a file of it, and the link's header is its content.
  const docs = (flag: string, name = 'docs/'): Buffer => tarHeader({ name, flag, size: 512 })

  it.each([
    ['a plain ustar name', [docs('0')]],
    ['a contiguous file (type 7)', [docs('7')]],
    ['a pax path', [paxHeader([['path', 'docs/']]), docs('0', 'docs')]],
    ['a GNU long name', [gnuLongHeader('docs/', 'L'), docs('0', 'docs')]]
  ])('is refused when it comes from %s', async (_how, parts) => {
    const err = await refusal(...parts, evil)
    expect(err.kind).toBe('unsafe-path')
    expect(err.message).toContain('entry "docs/" is a ')
    expect(err.message).toContain('whose name ends in "/"')
    expect(err.message).toContain('its 512 bytes are its content or further entries')
  })

  it('is refused on a folder that has a size', async () => {
    const err = await refusal(tarHeader({ name: 'docs/', flag: '5', size: 512 }), evil)
    expect(err.kind).toBe('unsafe-path')
    expect(err.message).toMatch(/^folder "docs" has a size of 512 bytes/)
  })

  it('is still a folder when it is empty, as every reader makes it', async () => {
    const archive = gzipSync(
      Buffer.concat([
        index,
        tarHeader({ name: 'docs/' }),
        tarFile('docs/a.html', 'a'),
        END_OF_ARCHIVE
      ])
    )
    const report = await verifyBundle(Readable.from([archive]))
    expect(report.files).toBe(2)
  })
})

describe('headers that readers combine differently', () => {
  it.each([
    ['linkpath', '/etc'],
    ['path', 'evil'],
    ['size', '0']
  ])('refuses a global pax header that sets %s', async (key, value) => {
    const err = await refusal(paxHeader([[key, value]], 'g'), tarFile('a.txt', 'x'.repeat(512)))
    expect(err.kind).toBe('not-tar')
    expect(err.message).toContain(
      `entry "a.txt" follows a global pax header that sets ${key} for every later entry`
    )
  })

  it('still reads a global pax header that sets only what no reader places an entry by', async () => {
    const archive = gzipSync(
      Buffer.concat([paxHeader([['comment', 'made by hand']], 'g'), index, END_OF_ARCHIVE])
    )
    expect((await verifyBundle(Readable.from([archive]))).files).toBe(1)
  })

  const link = tarHeader({ name: 'ok', flag: '2', linkname: 'index.html', magic: 'gnu' })
  it.each([
    [
      'a GNU long link name, then a pax linkpath',
      [gnuLongHeader('/etc', 'K'), paxHeader([['linkpath', 'index.html']])],
      'has both a pax linkpath and a GNU long link name'
    ],
    [
      'a pax linkpath, then a GNU long link name',
      [paxHeader([['linkpath', 'index.html']]), gnuLongHeader('/etc', 'K')],
      'has both a pax linkpath and a GNU long link name'
    ],
    [
      'two pax headers',
      [paxHeader([['linkpath', '/etc']]), paxHeader([['path', 'ok']])],
      'comes after two pax extended headers'
    ],
    [
      'two GNU long link names',
      [gnuLongHeader('/etc', 'K'), gnuLongHeader('index.html', 'K')],
      'comes after two GNU long link names'
    ],
    [
      'two GNU long names',
      [gnuLongHeader('a', 'L'), gnuLongHeader('ok', 'L')],
      'comes after two GNU long names'
    ],
    [
      'a GNU long name and a pax path',
      [gnuLongHeader('a', 'L'), paxHeader([['path', 'ok']])],
      'has both a pax path and a GNU long name'
    ]
  ])('refuses an entry that comes after %s', async (_how, parts, why) => {
    const err = await refusal(...parts, link)
    expect(err.kind).toBe('not-tar')
    expect(err.message).toContain(`entry "ok" ${why}: tar readers disagree about which one applies`)
  })
})

describe('numbers that are not numbers', () => {
  // parseInt read the digits before the junk, as tar-stream does; GNU tar and Python differ.
  it.each(['00000001000x', '00000001008\0', '0001000 x\0', '+0001000\0'])(
    'refuses the size field %j',
    async sizeField => {
      const err = await refusal(tarHeader({ name: 'a.txt', sizeField }), evil)
      expect(err.kind).toBe('not-tar')
      expect(err.message).toMatch(
        /entry "a\.txt" has a size field ".*" that is not an octal number/
      )
    }
  )

  it('reads the forms POSIX allows: leading spaces, a NUL or spaces after the digits', async () => {
    // Octal 14: the twelve bytes of "twelve bytes".
    for (const sizeField of ['         14\0', '00000000014 ', '000000014 \0', '00000000014']) {
      const archive = gzipSync(
        Buffer.concat([
          index,
          tarHeader({ name: 'a.txt', sizeField }),
          Buffer.from('twelve bytes'.padEnd(512, '\0')),
          END_OF_ARCHIVE
        ])
      )
      const report = await verifyBundle(Readable.from([archive]))
      expect({ sizeField, unpacked: report.unpackedBytes }).toEqual({
        sizeField,
        unpacked: 11 + 12
      })
    }
  })

  it('refuses a pax size with junk after its digits', async () => {
    const err = await refusal(paxHeader([['size', '512x']]), tarHeader({ name: 'a.txt' }), evil)
    expect(err.kind).toBe('not-tar')
    expect(err.message).toContain('entry "a.txt" has the pax size "512x", which is not a number')
  })
})

describe('what follows the end of the archive', () => {
  // Two archives joined with cat: every extractor (without tar -i) unpacks the first alone, so a
  // bundle could pass the index.html check with the second's and unpack without one.
  it('refuses a second archive after the end-of-archive marker, naming its first entry', async () => {
    const first = gzipSync(Buffer.concat([tarFile('readme.txt', 'r'), END_OF_ARCHIVE]))
    const second = gzipSync(Buffer.concat([index, END_OF_ARCHIVE]))
    try {
      await verifyBundle(Readable.from([Buffer.concat([first, second])]))
      throw new Error('expected the archive to be refused')
    } catch (err) {
      expect(err).toBeInstanceOf(ArchiveError)
      expect((err as ArchiveError).kind).toBe('not-tar')
      expect((err as Error).message).toContain(
        'entry "index.html" comes after the end-of-archive marker (two blocks of zeros): ' +
          'tar stops at that marker and would not unpack what follows'
      )
    }
  })

  it('refuses an entry after a lone block of zeros, where readers part ways', async () => {
    const err = await refusal(Buffer.alloc(512), evil)
    expect(err.kind).toBe('not-tar')
    expect(err.message).toContain('entry "evil" comes after a block of zeros')
  })

  it('refuses bytes other than zeros after the marker, and takes the zeros of a record', async () => {
    const junk = Buffer.alloc(512, 0x41)
    const err = await refusal(END_OF_ARCHIVE, junk)
    expect(err.message).toContain('bytes other than zeros come after the end-of-archive marker')
    // GNU tar pads the archive with zeros to its 10 KiB record.
    const padded = gzipSync(Buffer.concat([index, END_OF_ARCHIVE, Buffer.alloc(8192)]))
    expect((await verifyBundle(Readable.from([padded]))).files).toBe(1)
  })
})

describe('names that are not UTF-8', () => {
  // Read as UTF-8, both Latin-1 names turned into "r\uFFFDsum\uFFFD.html": refused as one path
  // stored twice, and any report named a path that is in neither.
  const latin1 = (name: string): Buffer => Buffer.from(name, 'latin1')

  it('refuses the first, naming it with its bytes escaped', async () => {
    const err = await refusal(
      tarFile(latin1('résumé.html'), 'a'),
      tarFile(latin1('rèsumè.html'), 'b')
    )
    expect(err.kind).toBe('unsafe-path')
    expect(err.message).toBe(
      'entry "r\\xe9sum\\xe9.html" has a name that is not UTF-8 (its other bytes shown as \\xNN): ' +
        "a bundle's names must be UTF-8, the encoding a web server serves URLs in"
    )
  })

  it('shows the UTF-8 letters of a name as they are', async () => {
    const name = Buffer.concat([Buffer.from('ü/'), latin1('é.html')])
    const err = await refusal(paxHeader([['comment', 'x']]), tarFile(name, 'a'))
    expect(err.message).toMatch(/^entry "ü\/\\xe9\.html" has a name that is not UTF-8/)
  })

  it('refuses a link target that is not UTF-8', async () => {
    const link = tarHeader({ name: 'start.html', flag: '2', linkname: 'x' })
    latin1('é.html').copy(link, 157)
    link.fill(0x20, 148, 156)
    link.write(
      `${link
        .reduce((sum, byte) => sum + byte, 0)
        .toString(8)
        .padStart(6, '0')}\0 `,
      148,
      'latin1'
    )
    const err = await refusal(link)
    expect(err.kind).toBe('unsafe-path')
    expect(err.message).toMatch(/^entry "start\.html" links to "\\xe9\.html", which is not UTF-8/)
  })

  it('refuses a pax path that is not UTF-8', async () => {
    const body = Buffer.concat([Buffer.from('18 path=caf'), latin1('é'), Buffer.from('.html\n')])
    const pax = Buffer.concat([
      tarHeader({ name: 'PaxHeaders/x', flag: 'x', size: 18 }),
      tarBlocks(body)
    ])
    const err = await refusal(pax, tarHeader({ name: 'cafe.html' }))
    expect(err.message).toMatch(/^entry "caf\\xe9\.html" has a name that is not UTF-8/)
  })
})
