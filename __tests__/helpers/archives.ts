// Builds .tar.gz archives in memory for tests, including malformed and hostile ones.
import { gzipSync } from 'node:zlib'
import * as tar from 'tar-stream'

export interface EntrySpec {
  name: string
  type?: 'file' | 'directory' | 'symlink' | 'link'
  data?: string | Buffer
  linkname?: string
}

export async function makeTar(entries: EntrySpec[]): Promise<Buffer> {
  const pack = tar.pack()
  const chunks: Buffer[] = []
  const done = (async () => {
    for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk)
  })()
  for (const e of entries) {
    const type = e.type ?? 'file'
    if (type === 'file') {
      pack.entry({ name: e.name, type }, e.data ?? '')
    } else {
      pack.entry({ name: e.name, type, linkname: e.linkname })
    }
  }
  pack.finalize()
  await done
  return Buffer.concat(chunks)
}

export async function makeTarGz(entries: EntrySpec[]): Promise<Buffer> {
  return gzipSync(await makeTar(entries))
}

/** An HTML page; `css` is the stylesheet's path relative to the page, or '' for none. */
export const page = (title: string, body = '', css = ''): string =>
  `<!doctype html><html><head><title>${title}</title>` +
  (css ? `<link rel="stylesheet" href="${css}">` : '') +
  `</head><body>${body}</body></html>`

/** A small valid bundle: an index, a page, a stylesheet and a 404 page. */
export function validBundleEntries(): EntrySpec[] {
  return [
    {
      name: 'index.html',
      data: page('Home', '<a href="guide/start.html">Start</a>', 'assets/site.css')
    },
    { name: 'guide/', type: 'directory' },
    {
      name: 'guide/start.html',
      data: page('Start', '<a href="../index.html">Home</a><img src="../img/logo.svg">')
    },
    { name: 'img/logo.svg', data: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    { name: 'assets/site.css', data: 'body{}' },
    { name: '404.html', data: page('Not found') }
  ]
}

/** The same bundle packed with every entry inside `folder/` (an archive made of a folder). */
export function bundleEntriesIn(folder: string): EntrySpec[] {
  return [
    { name: `${folder}/`, type: 'directory' },
    ...validBundleEntries().map(e => ({ ...e, name: `${folder}/${e.name}` }))
  ]
}

/**
 * One header block written byte by byte, for archives no tar writer would make: `flag` is the
 * type flag's character, `sizeField` the size field's raw text when it must not be a number.
 */
export function tarHeader(fields: {
  /** Text as UTF-8, or the bytes themselves (a name in another encoding). */
  name: string | Buffer
  flag?: string
  size?: number
  linkname?: string
  sizeField?: string
  /** 'ustar' (POSIX, the default) or 'gnu' ("ustar  " magic). */
  magic?: 'ustar' | 'gnu'
}): Buffer {
  const block = Buffer.alloc(512)
  Buffer.from(fields.name).copy(block, 0, 0, 100)
  block.write('0000644\0', 100, 'latin1')
  block.write('0000000\0', 108, 'latin1')
  block.write('0000000\0', 116, 'latin1')
  const size = fields.sizeField ?? `${(fields.size ?? 0).toString(8).padStart(11, '0')}\0`
  block.write(size, 124, 12, 'latin1')
  block.write('14533242000\0', 136, 'latin1')
  block.write(fields.flag ?? '0', 156, 'latin1')
  if (fields.linkname) block.write(fields.linkname, 157, 100, 'utf8')
  block.write(fields.magic === 'gnu' ? 'ustar  \0' : 'ustar\x0000', 257, 'latin1')
  block.fill(0x20, 148, 156)
  let sum = 0
  for (const byte of block) sum += byte
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1')
  return block
}

/** Content padded to whole blocks. */
export function tarBlocks(data: string | Buffer): Buffer {
  const bytes = Buffer.from(data)
  return Buffer.concat([bytes, Buffer.alloc((512 - (bytes.length % 512)) % 512)])
}

/** A regular file entry: its header and its content. */
export function tarFile(name: string | Buffer, data: string | Buffer): Buffer {
  return Buffer.concat([tarHeader({ name, size: Buffer.byteLength(data) }), tarBlocks(data)])
}

/** A pax extended header (`x`, or `g` for a global one) holding these records. */
export function paxHeader(records: [string, string][], flag: 'x' | 'g' = 'x'): Buffer {
  const body = Buffer.concat(
    records.map(([key, value]) => {
      const record = ` ${key}=${value}\n`
      let length = Buffer.byteLength(record)
      while (String(length).length + Buffer.byteLength(record) !== length) {
        length = String(length).length + Buffer.byteLength(record)
      }
      return Buffer.from(`${length}${record}`)
    })
  )
  return Buffer.concat([
    tarHeader({ name: 'PaxHeaders/x', flag, size: body.length }),
    tarBlocks(body)
  ])
}

/** A GNU long name (`L`) or long link name (`K`) for the next entry. */
export function gnuLongHeader(name: string, flag: 'L' | 'K'): Buffer {
  const body = Buffer.from(`${name}\0`)
  return Buffer.concat([
    tarHeader({ name: '././@LongLink', flag, size: body.length, magic: 'gnu' }),
    tarBlocks(body)
  ])
}

/** The two zero blocks that end an archive. */
export const END_OF_ARCHIVE = Buffer.alloc(1024)
