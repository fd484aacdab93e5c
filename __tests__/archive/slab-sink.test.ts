// The download hands its bytes on in reused slabs (src/archive/slab-sink.ts). A reused buffer is
// only safe if nobody still holds it: these tests hold every piece until their promise settles
// and check it then, over a real loopback download several times larger than all the slabs.
import { jest } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { downloadBundle } from '../../src/archive/download.js'
import { SLAB_BYTES, SLABS, WRITE_BATCH } from '../../src/archive/slab-sink.js'
import { StreamingVerification } from '../../src/archive/streaming-verification.js'
import type { Clock } from '../../src/platform/clock.js'
import { Router, createListener, listen, type Listening } from '../../emulator/lib/http.js'
import { makeTarGz, page } from '../helpers/archives.js'

/** Pages of random hex (compressing to about half), so the archive is over three times the slabs. */
const PAGES = Math.ceil((SLAB_BYTES * SLABS * 3 * 2.2) / 65536)
let body: Buffer
let sha: string
const instant: Clock = { now: () => Date.now(), sleep: async () => undefined }
let requests = 0
/** Bytes the first answer sends before it breaks off; undefined serves every answer whole. */
let breakAfter: number | undefined
let server: Listening
let dir: string

beforeAll(async () => {
  body = await makeTarGz([
    { name: 'index.html', data: page('Home') },
    ...Array.from({ length: PAGES }, (_, i) => ({
      name: `docs/page-${i}.html`,
      data: page(`Page ${i}`, randomBytes(32768).toString('hex'))
    }))
  ])
  sha = createHash('sha256').update(body).digest('hex')
  const router = new Router().add('GET', '/bucket/bundle.tar.gz', (req, res) => {
    requests += 1
    const range = /^bytes=(\d+)-$/.exec(String(req.headers.range ?? ''))
    const start = range ? Number(range[1]) : 0
    const headers = range
      ? { 'Content-Range': `bytes ${start}-${body.length - 1}/${body.length}` }
      : {}
    res.writeHead(range ? 206 : 200, { 'Content-Length': body.length - start, ...headers })
    // Written in 64 KiB pieces, as a socket delivers them.
    let at = start
    const end = requests === 1 && breakAfter !== undefined ? breakAfter : body.length
    const next = (): void => {
      if (at >= end) {
        if (end < body.length) res.destroy()
        else res.end()
        return
      }
      const piece = body.subarray(at, Math.min(at + 65536, end))
      at += piece.length
      if (res.write(piece)) setImmediate(next)
      else res.once('drain', next)
    }
    next()
  })
  server = await listen(createListener({ router }))
})
afterAll(() => server.close())
beforeEach(() => {
  requests = 0
  breakAfter = undefined
  dir = mkdtempSync(join(tmpdir(), 'slab-sink-test-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** A consumer that holds each piece for a while and checks it is still intact when it lets go. */
function holdingConsumer() {
  const seen = { pieces: 0, next: 0, largest: 0, damaged: [] as number[] }
  const onData = async (piece: Buffer, offset: number): Promise<void> => {
    expect(offset).toBe(seen.next)
    seen.next += piece.length
    seen.pieces += 1
    seen.largest = Math.max(seen.largest, piece.length)
    await new Promise(resolve => setTimeout(resolve, 5))
    // Were the buffer filled again while held, these bytes would be later ones.
    if (!piece.equals(body.subarray(offset, offset + piece.length))) seen.damaged.push(offset)
  }
  return { seen, onData }
}

it('hands on whole slabs in order, never filled again while the consumer holds one', async () => {
  const { seen, onData } = holdingConsumer()
  const destination = join(dir, 'bundle.tar.gz')
  const result = await downloadBundle({
    link: { url: `${server.url}/bucket/bundle.tar.gz`, sizeBytes: body.length },
    destination,
    onData
  })
  expect(seen.damaged).toEqual([])
  expect(seen.next).toBe(body.length)
  expect(seen.largest).toBe(SLAB_BYTES)
  // Socket reads of 64 KiB gathered into 1 MiB pieces: the file's size over a slab, rounded up.
  expect(seen.pieces).toBe(Math.ceil(body.length / SLAB_BYTES))
  expect(result.sha256).toBe(sha)
  expect(readFileSync(destination).equals(body)).toBe(true)
})

it('hands on what came before a break and continues at its offset after a Range resume', async () => {
  // The break falls inside a slab: the part before it is handed on, the resume continues it.
  breakAfter = SLAB_BYTES * 2 + 300_000
  const { seen, onData } = holdingConsumer()
  const destination = join(dir, 'bundle.tar.gz')
  const result = await downloadBundle({
    link: { url: `${server.url}/bucket/bundle.tar.gz`, sizeBytes: body.length },
    destination,
    onData,
    clock: instant
  })
  expect(requests).toBe(2)
  expect(result.retries).toBe(1)
  expect(seen.damaged).toEqual([])
  expect(seen.next).toBe(body.length)
  expect(result.sha256).toBe(sha)
  expect(readFileSync(destination).equals(body)).toBe(true)
})

it('feeds the verifier slab by slab: the archive verifies whole while the slabs are reused', async () => {
  expect(body.length).toBeGreaterThan(SLAB_BYTES * SLABS * 3)
  const verification = new StreamingVerification()
  const result = await downloadBundle({
    link: { url: `${server.url}/bucket/bundle.tar.gz`, sizeBytes: body.length },
    destination: join(dir, 'bundle.tar.gz'),
    onData: (piece, offset) => verification.push(piece, offset)
  })
  expect(result.sha256).toBe(sha)
  // gunzip would fail on, or the count miss, pages overwritten before it inflated them.
  await expect(verification.finish()).resolves.toMatchObject({
    pages: PAGES + 1,
    hasIndex: true,
    compressedBytes: body.length
  })
})

it('writes the file several slabs at a time: each write call is a hand-over to another thread', async () => {
  // Counted on the real FileHandle (the calls still run): on two cores each call woke a pool
  // thread that took the main thread's core, 3.5 s of the 4 GiB bundle's main thread.
  const probe = await open(join(dir, 'probe'), 'w')
  const handle = Object.getPrototypeOf(probe) as FileHandle
  await probe.close()
  const write = jest.spyOn(handle, 'write')
  const writev = jest.spyOn(handle, 'writev')
  try {
    const destination = join(dir, 'bundle.tar.gz')
    const result = await downloadBundle({
      link: { url: `${server.url}/bucket/bundle.tar.gz`, sizeBytes: body.length },
      destination
    })
    expect(result.sha256).toBe(sha)
    expect(readFileSync(destination).equals(body)).toBe(true)
    const slabs = Math.ceil(body.length / SLAB_BYTES)
    const calls = write.mock.calls.length + writev.mock.calls.length
    // One call per WRITE_BATCH slabs, and a few more where the download waited for a slab.
    expect(calls).toBeGreaterThan(0)
    expect(calls).toBeLessThanOrEqual(Math.ceil(slabs / WRITE_BATCH) + 3)
  } finally {
    write.mockRestore()
    writev.mockRestore()
  }
})
