// The download never runs ahead of a slow consumer of the archive (issue 12): the bytes pass
// the disk, sha256, gunzip, tar and the page consumer with backpressure all the way to the
// socket, so what is held in memory is bounded whatever the archive's size. A real download over
// loopback from a server that sends as fast as the socket takes; the consumer is deliberately
// slow. The gap between what the download has taken in and what the consumer has seen is
// measured at every step and must stay under a fixed bound (the archive is four times larger).
import { createCipheriv } from 'node:crypto'
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { downloadBundle } from '../../src/archive/download.js'
import { StreamingVerification } from '../../src/archive/streaming-verification.js'
import { Router, createListener, listen, type Listening } from '../../emulator/lib/http.js'
import { makeTar, page } from '../helpers/archives.js'

const PAYLOAD = 64 * 1024 * 1024
const BOUND = 16 * 1024 * 1024

let dir: string
let server: Listening
let archive: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'backpressure-test-'))
  archive = join(dir, 'bundle.tar.gz')
  // Incompressible and stored (level 0), so an offset in the archive is about an offset in the
  // file the consumer reads.
  const cipher = createCipheriv('aes-128-ctr', Buffer.alloc(16, 1), Buffer.alloc(16))
  const tar = await makeTar([
    { name: 'index.html', data: page('Home') },
    { name: 'images/big.png', data: cipher.update(Buffer.alloc(PAYLOAD)) }
  ])
  await writeFile(archive, gzipSync(tar, { level: 0 }))
  const router = new Router().add('GET', '/bucket/bundle.tar.gz', (_req, res) => {
    res.writeHead(200, { 'Content-Length': statSync(archive).size })
    createReadStream(archive).pipe(res)
  })
  server = await listen(createListener({ router }))
})
afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

it('holds the download back to the pace of a slow consumer (bounded buffered bytes)', async () => {
  let received = 0
  let consumed = 0
  let widest = 0
  const note = (): void => {
    widest = Math.max(widest, received - consumed)
  }
  const verification = new StreamingVerification({
    onFile: async (_path, content) => {
      for await (const chunk of content as AsyncIterable<Buffer>) {
        consumed += chunk.length
        note()
        // A consumer far slower than loopback: about 1 ms per 16 KiB.
        await new Promise(resolve => setTimeout(resolve, Math.ceil(chunk.length / 16384)))
      }
    }
  })
  const result = await downloadBundle({
    link: { url: `${server.url}/bucket/bundle.tar.gz`, sizeBytes: statSync(archive).size },
    destination: join(dir, 'download.tar.gz'),
    onData: (chunk, offset) => verification.push(chunk, offset),
    onProgress: got => {
      received = got
      note()
    }
  })
  const report = await verification.finish()
  expect(report).toMatchObject({ files: 2, hasIndex: true })
  expect(result.bytes).toBe(statSync(archive).size)
  expect(consumed).toBeGreaterThan(PAYLOAD)
  // Without backpressure the download finishes while the consumer has seen a fraction.
  expect(widest).toBeLessThan(BOUND)
})
