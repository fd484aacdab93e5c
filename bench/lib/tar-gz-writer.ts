// A tar written as a stream into gzip, straight to a file, so that a bundle of gigabytes never
// sits in memory (docs-bundle.ts): a hand-rolled ustar writer (regular files and folders, names
// over 100 bytes split into prefix and name, a fixed mode and time so the output depends on the
// content alone), whose gzip output may be cut into members of different levels, and whose
// sha256 is taken of the bytes as they are written.
import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { createGzip, type Gzip } from 'node:zlib'

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0'
}

function tarHeader(name: string, size: number, type: '0' | '5' = '0'): Buffer {
  const h = Buffer.alloc(512)
  let prefix = ''
  let base = name
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 154)
    prefix = name.slice(0, cut)
    base = name.slice(cut + 1)
  }
  h.write(base, 0, 100, 'utf8')
  h.write(octal(type === '5' ? 0o755 : 0o644, 8), 100, 'ascii')
  h.write(octal(0, 8), 108, 'ascii')
  h.write(octal(0, 8), 116, 'ascii')
  h.write(octal(size, 12), 124, 'ascii')
  h.write(octal(1_700_000_000, 12), 136, 'ascii')
  h.fill(' ', 148, 156)
  h.write(type, 156, 'ascii')
  h.write('ustar\u000000', 257, 'ascii')
  h.write(prefix, 345, 155, 'utf8')
  let sum = 0
  for (const b of h) sum += b
  h.write(octal(sum, 7) + ' ', 148, 'ascii')
  return h
}

/** A tar written into gzip members, one after the other, into one file; with backpressure. */
export class TarGzWriter {
  private gzip: Gzip
  readonly out
  private readonly hash = createHash('sha256')
  tarBytes = 0
  compressedBytes = 0
  private members: Promise<void>[] = []

  constructor(file: string, level: number) {
    this.out = createWriteStream(file)
    this.gzip = this.member(level)
  }

  private member(level: number): Gzip {
    const gzip = createGzip({ level, chunkSize: 256 * 1024 })
    gzip.on('data', (chunk: Buffer) => {
      this.hash.update(chunk)
      this.compressedBytes += chunk.length
      if (!this.out.write(chunk)) {
        gzip.pause()
        this.out.once('drain', () => gzip.resume())
      }
    })
    this.members.push(once(gzip, 'end').then(() => undefined))
    return gzip
  }

  private async write(buf: Buffer): Promise<void> {
    this.tarBytes += buf.length
    if (!this.gzip.write(buf)) await once(this.gzip, 'drain')
  }

  async file(name: string, data: Buffer | string): Promise<void> {
    const body = typeof data === 'string' ? Buffer.from(data) : data
    await this.write(tarHeader(name, body.length))
    await this.write(body)
    const pad = (512 - (body.length % 512)) % 512
    if (pad) await this.write(Buffer.alloc(pad))
  }

  async directory(name: string): Promise<void> {
    await this.write(tarHeader(name.endsWith('/') ? name : `${name}/`, 0, '5'))
  }

  /** Ends the current gzip member and starts another at `level`. */
  async nextMember(level: number): Promise<void> {
    this.gzip.end()
    await this.members[this.members.length - 1]
    this.gzip = this.member(level)
  }

  async finish(): Promise<string> {
    await this.write(Buffer.alloc(1024))
    this.gzip.end()
    await Promise.all(this.members)
    this.out.end()
    await once(this.out, 'finish')
    return this.hash.digest('hex')
  }
}
