// Large, valid export bundles for the download benchmark: a .tar.gz with an index.html and
// incompressible files (AES-CTR keystream, generated at memory speed), cached under bench/out/
// (git-ignored) with their sha256 so later runs reuse them. Stored without compression (gzip
// level 0): generating 4 GiB at level 1 would take minutes, and incompressible data would not
// shrink anyway. The archive is still real gzip and tar, read in full by the verifier.
import { createCipheriv, createHash } from 'node:crypto'
import { createReadStream, createWriteStream, existsSync } from 'node:fs'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PassThrough, Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import tar from 'tar-stream'
import { OUT_DIR } from './results.js'

const CHUNK = 1024 * 1024
const FILE_BYTES = 64 * 1024 * 1024

export interface BigArchive {
  file: string
  bytes: number
  sha256: string
}

/** `bytes` of pseudo-random data, deterministic for a given seed. */
function noise(bytes: number, seed: number): Readable {
  const key = createHash('sha256').update(`bench-noise-${seed}`).digest().subarray(0, 16)
  const cipher = createCipheriv('aes-128-ctr', key, Buffer.alloc(16))
  const zeros = Buffer.alloc(CHUNK)
  let left = bytes
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null)
      const n = Math.min(CHUNK, left)
      left -= n
      this.push(cipher.update(n === CHUNK ? zeros : zeros.subarray(0, n)))
    }
  })
}

async function writeArchive(target: string, payloadBytes: number): Promise<void> {
  const pack = tar.pack()
  const hash = createHash('sha256')
  const tee = new PassThrough()
  tee.on('data', (chunk: Buffer) => hash.update(chunk))
  const written = pipeline(pack, createGzip({ level: 0 }), tee, createWriteStream(target))
  const names: string[] = []
  let left = payloadBytes
  for (let i = 0; left > 0; i++) {
    const size = Math.min(FILE_BYTES, left)
    left -= size
    const name = `data/blob-${String(i).padStart(4, '0')}.bin`
    names.push(name)
    const entry = pack.entry({ name, size, mtime: new Date(0) })
    await pipeline(noise(size, i), entry)
  }
  const links = names.map(n => `<li><a href="${n}">${n}</a></li>`).join('\n')
  pack.entry(
    { name: 'index.html', mtime: new Date(0) },
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Benchmark bundle</title></head>\n<body><h1>Benchmark bundle</h1><ul>\n${links}\n</ul></body></html>\n`
  )
  pack.finalize()
  await written
  await writeFile(`${target}.sha256`, hash.digest('hex'))
}

/** The cached archive of about `mib` MiB (created on first use). */
export async function bigArchive(mib: number): Promise<BigArchive> {
  const dir = path.join(OUT_DIR, 'archives')
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `bundle-${mib}MiB.tar.gz`)
  if (!existsSync(file) || !existsSync(`${file}.sha256`)) {
    const part = `${file}.part`
    await writeArchive(part, mib * 1024 * 1024)
    await rename(`${part}.sha256`, `${file}.sha256`)
    await rename(part, file)
  }
  const { size } = await stat(file)
  return { file, bytes: size, sha256: (await readFile(`${file}.sha256`, 'utf8')).trim() }
}

/** sha256 of a file, streaming (for checking what a download wrote). */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file, { highWaterMark: CHUNK }), hash)
  return hash.digest('hex')
}
