// The fetch ahead of a large bundle (src/archive/ahead-fetch.ts) over loopback, against an
// object-store server whose answers to the second connection each test chooses: whatever that
// connection does, the file and the bytes handed on must be the object's, in order, whole.
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { aheadStart } from '../../src/archive/ahead-fetch.js'
import { downloadBundle } from '../../src/archive/download.js'
import type { Clock } from '../../src/platform/clock.js'
import { Router, createListener, listen, type Listening } from '../../emulator/lib/http.js'

const body = randomBytes(6 * 1024 * 1024 + 12_345)
const other = randomBytes(body.length)
const sha = (data: Buffer): string => createHash('sha256').update(data).digest('hex')
const ETAG = '"d41d8cd98f00b204e9800998ecf8427e"'
const instant: Clock = { now: () => Date.now(), sleep: async () => undefined }

interface Seen {
  range?: string
}
type Behaviour = (req: http.IncomingMessage, res: http.ServerResponse, n: number) => void
let behaviour: Behaviour
let seen: Seen[]
let server: Listening
let dir: string

/** Answers a whole or ranged GET (`bytes=a-` or `bytes=a-b`) of `data` as S3 does. */
function serve(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  data = body,
  etag: string | null = ETAG,
  cutAfter?: number
): void {
  const m = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''))
  const start = m ? Number(m[1]) : 0
  const end = m && m[2] ? Number(m[2]) : data.length - 1
  const headers: Record<string, string | number> = {
    'Content-Length': end - start + 1,
    'Accept-Ranges': 'bytes',
    ...(etag ? { ETag: etag } : {})
  }
  if (m) headers['Content-Range'] = `bytes ${start}-${end}/${data.length}`
  res.writeHead(m ? 206 : 200, headers)
  const part = data.subarray(start, end + 1)
  if (cutAfter === undefined) res.end(part)
  else res.write(part.subarray(0, cutAfter), () => res.destroy())
}

beforeAll(async () => {
  const router = new Router().add('GET', '/bucket/:name', (req, res) => {
    seen.push({ range: req.headers.range })
    behaviour(req, res, seen.length)
  })
  server = await listen(createListener({ router }))
})
afterAll(() => server.close())
beforeEach(() => {
  seen = []
  dir = mkdtempSync(join(tmpdir(), 'ahead-fetch-test-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Downloads with the fetch ahead on from 1 MiB; returns the result and what onData saw. */
async function download(sizeBytes: number | undefined = body.length) {
  const dest = join(dir, 'bundle.tar.gz')
  // A restart from zero hands the bytes on again from offset 0: what counts is the last pass.
  let handed = createHash('sha256')
  let next = 0
  let outOfOrder = 0
  const result = await downloadBundle({
    link: { url: `${server.url}/bucket/b?X-Amz-Signature=abc`, sizeBytes },
    destination: dest,
    clock: instant,
    fetchAheadFrom: 1024 * 1024,
    onData: async (chunk, offset) => {
      if (offset === 0) handed = createHash('sha256')
      else if (offset !== next) outOfOrder += 1
      next = offset + chunk.length
      handed.update(chunk)
      // A consumer slower than the socket: the main connection is held back, the fetch ahead
      // is not (it writes to the file).
      await new Promise(resolve => setImmediate(resolve))
    }
  })
  return { result, file: readFileSync(dest), handed: handed.digest('hex'), outOfOrder, next }
}

const start = aheadStart(body.length)

describe('the fetch ahead of a large bundle', () => {
  it('fetches the second half on a second connection and hands on every byte in order', async () => {
    behaviour = (req, res) => serve(req, res)
    const { result, file, handed, outOfOrder, next } = await download()
    expect(seen.map(s => s.range)).toEqual([undefined, `bytes=${start}-${body.length - 1}`])
    expect(result.sha256).toBe(sha(body))
    expect(sha(file)).toBe(sha(body))
    expect(handed).toBe(sha(body))
    expect([outOfOrder, next]).toEqual([0, body.length])
    expect(result.retries).toBe(0)
  })

  it('also when the platform sent no sizeBytes (the size from Content-Length)', async () => {
    behaviour = (req, res) => serve(req, res)
    const { result, file } = await download(undefined)
    expect(seen).toHaveLength(2)
    expect([result.sha256, sha(file)]).toEqual([sha(body), sha(body)])
  })

  it('is not tried without a strong ETag to show both connections read one object', async () => {
    for (const etag of [null, 'W/"weak"']) {
      seen = []
      behaviour = (req, res) => serve(req, res, body, etag)
      const { result, file } = await download()
      expect(seen).toHaveLength(1)
      expect([result.sha256, sha(file)]).toEqual([sha(body), sha(body)])
    }
  })

  it.each<[string, Behaviour]>([
    [
      'the range ignored (200, the whole object)',
      (req, res, n) =>
        n === 2 ? serve({ headers: {} } as http.IncomingMessage, res) : serve(req, res)
    ],
    [
      'another object (another ETag)',
      (req, res, n) => (n === 2 ? serve(req, res, other, '"other"') : serve(req, res))
    ],
    [
      'a refusal',
      (req, res, n) =>
        n === 2
          ? (res.writeHead(403), res.end('<Error><Code>AccessDenied</Code></Error>'))
          : serve(req, res)
    ],
    [
      'a server error',
      (req, res, n) => (n === 2 ? (res.writeHead(503), res.end()) : serve(req, res))
    ]
  ])('is dropped on %s, and the main connection reads on', async (_what, answer) => {
    behaviour = answer
    const { result, file, handed } = await download()
    expect(seen).toHaveLength(2)
    expect([result.sha256, sha(file), handed]).toEqual([sha(body), sha(body), sha(body)])
  })

  it('goes on over the main connection from where a broken fetch ahead stopped', async () => {
    // The second connection breaks 1 MiB and a bit into its range.
    behaviour = (req, res, n) =>
      serve(req, res, body, ETAG, n === 2 ? 1024 * 1024 + 777 : undefined)
    const { result, file, handed, outOfOrder } = await download()
    expect(seen).toHaveLength(3)
    const resumedAt = Number(/^bytes=(\d+)-$/.exec(seen[2]!.range ?? '')?.[1])
    // Resumed at or past where the fetched bytes began, never before: the file's bytes were used.
    expect(resumedAt).toBeGreaterThanOrEqual(start)
    expect([result.sha256, sha(file), handed]).toEqual([sha(body), sha(body), sha(body)])
    expect(outOfOrder).toBe(0)
    // Not a retry: nothing failed that the user should hear of.
    expect(result.retries).toBe(0)
  })

  it('stops the fetch ahead before starting over when the object changes under the link', async () => {
    // The main connection breaks early; its resume finds another object, so the download
    // starts again from zero: the fetch ahead of the first object must not write into the
    // new file.
    let changed = false
    behaviour = (req, res, n) => {
      const range = String(req.headers.range ?? '')
      if (n === 1) return serve(req, res, body, ETAG, 200_000)
      if (/^bytes=\d+-\d+$/.test(range) && !changed) {
        // The fetch ahead: its first MiB at once, the rest a while later, so it is still
        // writing when the main connection finds the new object.
        const part = body.subarray(start)
        res.writeHead(206, {
          'Content-Length': part.length,
          'Content-Range': `bytes ${start}-${body.length - 1}/${body.length}`,
          ETag: ETAG
        })
        res.write(part.subarray(0, 1024 * 1024))
        setTimeout(() => res.end(part.subarray(1024 * 1024)), 400)
        return
      }
      changed = true
      if (range !== '') return serve(req, res, other, '"other"')
      // The new object from zero: most of it at once, the end after the stalled fetch ahead
      // would have written its last bytes of the old object over the new one's.
      res.writeHead(200, { 'Content-Length': other.length, ETag: '"other"' })
      res.write(other.subarray(0, 5 * 1024 * 1024))
      setTimeout(() => res.end(other.subarray(5 * 1024 * 1024)), 800)
    }
    const { result, file, handed } = await download()
    expect([result.sha256, sha(file), handed]).toEqual([sha(other), sha(other), sha(other)])
  })
})
