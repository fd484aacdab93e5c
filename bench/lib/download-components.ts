// Where the download time goes: the parts of "download + sha256 + verify" measured one by one
// in-process against the same emulator link, and a prototype of verifying while downloading
// (the bytes teed into the hash, the file and the verifier in one pass), to size the gain before
// anyone changes src/. Each function returns elapsed ms.
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { open, rm } from 'node:fs/promises'
import http from 'node:http'
import { PassThrough, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { pathToFileURL } from 'node:url'
import { downloadBundle } from '../../src/archive/download.js'
import { verifyBundle } from '../../src/archive/verify.js'

function get(url: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http
      .get(url, res => {
        if (res.statusCode !== 200) reject(new Error(`GET answered ${res.statusCode}`))
        else resolve(res)
      })
      .on('error', reject)
  })
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const t0 = process.hrtime.bigint()
  await work()
  return Number(process.hrtime.bigint() - t0) / 1e6
}

const sink = (): Writable =>
  new Writable({
    write(_chunk, _enc, cb) {
      cb()
    }
  })

/** Node's HTTP client reading the body and dropping it: the ceiling for any Node download. */
export const httpOnly = (url: string): Promise<number> =>
  timed(async () => pipeline(await get(url), sink()))

/** HTTP plus sha256, nothing written. */
export const httpAndHash = (url: string): Promise<number> =>
  timed(async () => {
    const hash = createHash('sha256')
    await pipeline(await get(url), hash)
    hash.digest('hex')
  })

/** src/archive/download.ts as the action runs it: sha256, a write per chunk, fsync at the end. */
export const actionDownload = (url: string, sizeBytes: number, file: string): Promise<number> =>
  timed(async () => {
    await downloadBundle({ link: { url, sizeBytes }, destination: file })
    await rm(file, { force: true })
  })

/** HTTP plus sha256 into a write stream (writes overlap reads), without and then with fsync. */
export async function streamedDownload(
  url: string,
  file: string
): Promise<{ ms: number; fsyncMs: number }> {
  const ms = await timed(async () => {
    const hash = createHash('sha256')
    const res = await get(url)
    res.on('data', (chunk: Buffer) => hash.update(chunk))
    await pipeline(res, createWriteStream(file, { highWaterMark: 1024 * 1024 }))
    hash.digest('hex')
  })
  const fsyncMs = await timed(async () => {
    const handle = await open(file, 'r+')
    await handle.sync()
    await handle.close()
  })
  await rm(file, { force: true })
  return { ms, fsyncMs }
}

/** The verify pass alone, over a file in the page cache. */
export const verifyFile = (file: string): Promise<number> =>
  timed(() => verifyBundle(createReadStream(file, { highWaterMark: 1024 * 1024 })))

/** Prototype: one pass, the body teed into sha256, the file and the verifier. */
export const teedDownloadAndVerify = (url: string, file: string): Promise<number> =>
  timed(async () => {
    const hash = createHash('sha256')
    const res = await get(url)
    const toVerifier = new PassThrough({ highWaterMark: 1024 * 1024 })
    const toFile = new PassThrough({ highWaterMark: 1024 * 1024 })
    res.on('data', (chunk: Buffer) => {
      hash.update(chunk)
      const a = toVerifier.write(chunk)
      const b = toFile.write(chunk)
      if (!a || !b) {
        res.pause()
        let waiting = (a ? 0 : 1) + (b ? 0 : 1)
        const resume = (): void => {
          if (--waiting === 0) res.resume()
        }
        if (!a) toVerifier.once('drain', resume)
        if (!b) toFile.once('drain', resume)
      }
    })
    res.on('end', () => {
      toVerifier.end()
      toFile.end()
    })
    await Promise.all([
      verifyBundle(toVerifier),
      pipeline(toFile, createWriteStream(file, { highWaterMark: 1024 * 1024 }))
    ])
    hash.digest('hex')
    await rm(file, { force: true })
  })

/**
 * Run as a script (`tsx bench/lib/download-components.ts <url> <sizeBytes> <scratch file>
 * <cached archive>`) so the parts run in their own process, apart from the emulator's, as the
 * action does; prints the timings as JSON.
 */
export interface ComponentTimes {
  httpOnly: number
  httpAndHash: number
  actionDownload: number
  streamed: number
  fsync: number
  verify: number
  teed: number
}

async function cli(): Promise<void> {
  const [url, size, file, cached] = process.argv.slice(2)
  if (!url || !size || !file || !cached)
    throw new Error('usage: <url> <sizeBytes> <file> <archive>')
  const times: Partial<ComponentTimes> = {}
  times.httpOnly = await httpOnly(url)
  times.httpAndHash = await httpAndHash(url)
  times.actionDownload = await actionDownload(url, Number(size), file)
  const streamed = await streamedDownload(url, file)
  times.streamed = streamed.ms
  times.fsync = streamed.fsyncMs
  times.verify = await verifyFile(cached)
  times.teed = await teedDownloadAndVerify(url, file)
  process.stdout.write(`${JSON.stringify(times)}\n`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await cli()
