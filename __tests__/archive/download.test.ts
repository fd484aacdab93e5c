// The download over loopback against a purpose-built object-store server whose misbehaviour
// each test chooses; the platform emulator's own download route is exercised by the runner tests.
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { DownloadError, downloadBundle } from '../../src/archive/download.js'
import { withCodingHint } from '../../src/archive/download-contract.js'
import { ArchiveError } from '../../src/archive/archive-error.js'
import type { Clock } from '../../src/platform/clock.js'
import { Router, createListener, listen, type Listening } from '../../emulator/lib/http.js'

const body = randomBytes(300_000)
const sha = createHash('sha256').update(body).digest('hex')
// Retries wait in virtual time: the tests count requests, not seconds.
const instant: Clock = { now: () => Date.now(), sleep: async () => undefined }

type Behaviour = (req: http.IncomingMessage, res: http.ServerResponse, n: number) => void
let behaviour: Behaviour
let seen: { path: string; range?: string; authorization?: string }[]
let server: Listening
let dir: string

function serveRange(req: http.IncomingMessage, res: http.ServerResponse, data = body): void {
  const m = /^bytes=(\d+)-$/.exec(String(req.headers.range ?? ''))
  if (m) {
    const start = Number(m[1])
    if (start >= data.length) {
      res.writeHead(416, { 'Content-Range': `bytes */${data.length}` })
      res.end()
      return
    }
    res.writeHead(206, {
      'Content-Length': data.length - start,
      'Content-Range': `bytes ${start}-${data.length - 1}/${data.length}`
    })
    res.end(data.subarray(start))
    return
  }
  res.writeHead(200, { 'Content-Length': data.length, 'Accept-Ranges': 'bytes' })
  res.end(data)
}

/** Sends the headers for the whole body, then only `upTo` bytes, then cuts the connection. */
function truncate(res: http.ServerResponse, upTo: number): void {
  res.writeHead(200, { 'Content-Length': body.length })
  res.write(body.subarray(0, upTo), () => res.destroy())
}

beforeAll(async () => {
  const router = new Router().add('GET', '/bucket/:name', (req, res) => {
    seen.push({
      path: req.url ?? '',
      range: req.headers.range,
      authorization: req.headers.authorization
    })
    behaviour(req, res, seen.length)
  })
  server = await listen(createListener({ router }))
})
afterAll(() => server.close())
beforeEach(() => {
  seen = []
  dir = mkdtempSync(join(tmpdir(), 'download-test-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const link = (name = 'bundle.tar.gz') => ({
  url: `${server.url}/bucket/${name}?X-Amz-Signature=abc`,
  sizeBytes: body.length
})

async function failure(p: Promise<unknown>): Promise<DownloadError> {
  try {
    await p
  } catch (err) {
    expect(err).toBeInstanceOf(DownloadError)
    return err as DownloadError
  }
  throw new Error('expected the download to fail')
}

describe('downloadBundle', () => {
  it('streams to disk with the right sha256 and sends no Authorization header', async () => {
    behaviour = (req, res) => serveRange(req, res)
    const dest = join(dir, 'a.tar.gz')
    const progress: number[] = []
    const result = await downloadBundle({
      link: link(),
      destination: dest,
      clock: instant,
      onProgress: r => progress.push(r)
    })
    expect(result).toMatchObject({ bytes: body.length, sha256: sha, renewed: false, retries: 0 })
    expect(createHash('sha256').update(readFileSync(dest)).digest('hex')).toBe(sha)
    expect(progress.at(-1)).toBe(body.length)
    expect(seen.every(s => s.authorization === undefined)).toBe(true)
  })

  it('resumes a truncated body with a Range request', async () => {
    behaviour = (req, res, n) => (n === 1 ? truncate(res, 100_000) : serveRange(req, res))
    const result = await downloadBundle({
      link: link(),
      destination: join(dir, 'b'),
      clock: instant
    })
    expect(result.sha256).toBe(sha)
    expect(result.retries).toBe(1)
    expect(seen[1]!.range).toMatch(/^bytes=\d+-$/)
    expect(Number(seen[1]!.range!.slice(6, -1))).toBeGreaterThan(0)
  })

  it('restarts from zero when the server ignores the range', async () => {
    behaviour = (_req, res, n) => {
      if (n === 1) return truncate(res, 50_000)
      res.writeHead(200, { 'Content-Length': body.length })
      res.end(body)
    }
    const dest = join(dir, 'c')
    const result = await downloadBundle({ link: link(), destination: dest, clock: instant })
    expect(result.sha256).toBe(sha)
    expect(readFileSync(dest).length).toBe(body.length)
  })

  it('renews a refused (expired) link once and downloads from the new one', async () => {
    behaviour = (req, res) => {
      if (req.url?.startsWith('/bucket/old')) {
        res.writeHead(403, { 'Content-Type': 'application/xml' })
        res.end(
          '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>'
        )
        return
      }
      serveRange(req, res)
    }
    let renewals = 0
    const result = await downloadBundle({
      link: link('old'),
      destination: join(dir, 'd'),
      clock: instant,
      renewLink: async () => {
        renewals += 1
        return link('new')
      }
    })
    expect(renewals).toBe(1)
    expect(result).toMatchObject({ renewed: true, sha256: sha })
    expect(result.link.url).toContain('/bucket/new')
  })

  it('fails clearly when the renewed link is refused too, without leaking the signature', async () => {
    behaviour = (_req, res) => {
      res.writeHead(403)
      res.end('<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>')
    }
    const err = await failure(
      downloadBundle({
        link: link(),
        destination: join(dir, 'e'),
        clock: instant,
        renewLink: async () => link('again')
      })
    )
    expect(err.kind).toBe('refused')
    expect(err.message).toMatch(/AccessDenied \(Request has expired\)/)
    expect(err.message).not.toContain('X-Amz-Signature')
  })

  it('waits out 503s and 429s with Retry-After, then succeeds', async () => {
    behaviour = (req, res, n) => {
      if (n <= 2) {
        res.writeHead(n === 1 ? 503 : 429, { 'Retry-After': '1' })
        res.end()
        return
      }
      serveRange(req, res)
    }
    const waits: number[] = []
    const clock: Clock = { now: () => Date.now(), sleep: async ms => void waits.push(ms) }
    const result = await downloadBundle({ link: link(), destination: join(dir, 'f'), clock })
    expect(result.retries).toBe(2)
    expect(waits).toEqual([1000, 1000])
  })

  it('refuses a body whose Content-Length differs from sizeBytes', async () => {
    behaviour = (req, res) => serveRange(req, res)
    const err = await failure(
      downloadBundle({
        link: { ...link(), sizeBytes: body.length + 10 },
        destination: join(dir, 'g'),
        clock: instant
      })
    )
    expect(err.kind).toBe('size-mismatch')
  })

  it('names the Content-Encoding of a body a proxy compressed again, and only then', async () => {
    // nginx's `gzip_proxied any` with octet-stream among its types, before the object store.
    const again = gzipSync(body)
    behaviour = (_req, res) => {
      res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Length': again.length })
      res.end(again)
    }
    const err = await failure(
      downloadBundle({ link: link(), destination: join(dir, 'z'), clock: instant })
    )
    expect(err.kind).toBe('size-mismatch')
    expect(err.message).toMatch(
      /The link host sent it with Content-Encoding: gzip; a proxy or CDN on the way may be compressing the \.tar\.gz again/
    )
    // The stored archive sent with its own coding named (S3 and GCS metadata) passes as before,
    // and the result says what coding came with it.
    behaviour = (_req, res) => {
      res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Length': body.length })
      res.end(body)
    }
    const result = await downloadBundle({
      link: link(),
      destination: join(dir, 'y'),
      clock: instant
    })
    expect(result).toMatchObject({ sha256: sha, contentEncoding: 'gzip' })
    // A size error of a host that named no coding says nothing of one.
    behaviour = (req, res) => serveRange(req, res)
    const plain = await failure(
      downloadBundle({
        link: { ...link(), sizeBytes: body.length + 10 },
        destination: join(dir, 'x'),
        clock: instant
      })
    )
    expect(plain.message).not.toMatch(/Content-Encoding/)
  })

  it('names the coding in a verification error too, inside the sentence that quotes it', () => {
    const err = withCodingHint(new ArchiveError('a tar entry ends early', 'truncated'), 'gzip')
    expect(err.message).toBe(
      "a tar entry ends early (the link host sent it with Content-Encoding: gzip; a proxy or CDN on the way may be compressing the .tar.gz again: turn its compression off for the bundle's host)"
    )
    expect(withCodingHint(new Error('other'), 'gzip').message).toBe('other')
  })

  it('refuses a complete body shorter than sizeBytes when no length was announced', async () => {
    behaviour = (_req, res) => {
      res.writeHead(200)
      res.end(body)
    }
    const err = await failure(
      downloadBundle({
        link: { ...link(), sizeBytes: body.length + 10 },
        destination: join(dir, 'h'),
        clock: instant
      })
    )
    expect(err.kind).toBe('size-mismatch')
  })

  it('gives up after the attempt limit when every try breaks off', async () => {
    behaviour = (_req, res) => truncate(res, 1000)
    const err = await failure(
      downloadBundle({ link: link(), destination: join(dir, 'i'), clock: instant, attempts: 3 })
    )
    expect(err.kind).toBe('network')
    expect(err.message).toMatch(/failed 3 times/)
    expect(seen).toHaveLength(3)
  })
})

describe('downloadBundle without the platform sizeBytes', () => {
  it('takes a chunked body without Content-Length as complete once it ends cleanly', async () => {
    behaviour = (_req, res) => {
      res.writeHead(200, { 'Transfer-Encoding': 'chunked' })
      res.end(body)
    }
    const result = await downloadBundle({
      link: { url: link().url },
      destination: join(dir, 'unsized'),
      clock: instant
    })
    expect(result).toMatchObject({ bytes: body.length, sha256: sha, retries: 0 })
  })

  it('resumes a chunked body that breaks off, rather than taking the part as the whole', async () => {
    behaviour = (req, res, n) => {
      if (n > 1) return serveRange(req, res)
      res.writeHead(200, { 'Transfer-Encoding': 'chunked' })
      res.write(body.subarray(0, 70_000), () => res.destroy())
    }
    const result = await downloadBundle({
      link: { url: link().url },
      destination: join(dir, 'unsized-cut'),
      clock: instant
    })
    expect(result).toMatchObject({ bytes: body.length, sha256: sha, retries: 1 })
  })

  it('restarts when a resume finds an object of another size than first announced', async () => {
    const other = Buffer.concat([body, Buffer.from('more')])
    behaviour = (req, res, n) => {
      if (n === 1) return truncate(res, 60_000)
      if (n === 2) {
        res.writeHead(206, {
          'Content-Range': `bytes 60000-${other.length - 1}/${other.length}`,
          'Content-Length': other.length - 60_000
        })
        return void res.end(other.subarray(60_000))
      }
      serveRange(req, res)
    }
    const result = await downloadBundle({
      link: { url: link().url },
      destination: join(dir, 'unsized-other'),
      clock: instant
    })
    expect(result).toMatchObject({ bytes: body.length, sha256: sha })
    expect(seen[2]!.range).toBeUndefined()
  })
})

describe('downloadBundle when the object changes under the link', () => {
  it('restarts from zero when a resume answers another ETag, instead of splicing two objects', async () => {
    const other = Buffer.from(body.map(b => b ^ 0xff))
    const otherSha = createHash('sha256').update(other).digest('hex')
    behaviour = (req, res, n) => {
      if (n === 1) {
        res.writeHead(200, { 'Content-Length': body.length, ETag: '"v1"' })
        return void res.write(body.subarray(0, 80_000), () => res.destroy())
      }
      const m = /^bytes=(\d+)-$/.exec(String(req.headers.range ?? ''))
      const start = m ? Number(m[1]) : 0
      res.writeHead(m ? 206 : 200, {
        ETag: '"v2"',
        'Content-Length': other.length - start,
        ...(m ? { 'Content-Range': `bytes ${start}-${other.length - 1}/${other.length}` } : {})
      })
      res.end(other.subarray(start))
    }
    const dest = join(dir, 'changed')
    const result = await downloadBundle({ link: link(), destination: dest, clock: instant })
    expect(result).toMatchObject({ sha256: otherSha, etag: '"v2"' })
    expect(createHash('sha256').update(readFileSync(dest)).digest('hex')).toBe(otherSha)
    expect(seen.map(s => s.range === undefined)).toEqual([true, false, true])
  })
})

describe('downloadBundle when the link expires between a broken body and its resume', () => {
  /** The first body breaks off with ETag "v1"; the old link is then refused as expired. */
  const expiring =
    (renewedEtag: string | undefined): Behaviour =>
    (req, res, n) => {
      if (n === 1) {
        res.writeHead(200, { 'Content-Length': body.length, ETag: '"v1"' })
        return void res.write(body.subarray(0, 80_000), () => res.destroy())
      }
      if (req.url?.startsWith('/bucket/old')) {
        res.writeHead(403, { 'Content-Type': 'application/xml' })
        return void res.end(
          '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>'
        )
      }
      const m = /^bytes=(\d+)-$/.exec(String(req.headers.range ?? ''))
      const start = m ? Number(m[1]) : 0
      res.writeHead(m ? 206 : 200, {
        ...(renewedEtag !== undefined ? { ETag: renewedEtag } : {}),
        'Content-Length': body.length - start,
        ...(m ? { 'Content-Range': `bytes ${start}-${body.length - 1}/${body.length}` } : {})
      })
      res.end(body.subarray(start))
    }
  const run = () =>
    downloadBundle({
      link: link('old'),
      destination: join(dir, 'expiring'),
      clock: instant,
      renewLink: async () => link('new')
    })

  it('goes on from the byte held when the renewed link shows the same ETag and size', async () => {
    behaviour = expiring('"v1"')
    await expect(run()).resolves.toMatchObject({ sha256: sha, renewed: true, etag: '"v1"' })
    expect(seen.map(s => s.range)).toEqual([undefined, 'bytes=80000-', 'bytes=80000-'])
  })
  it.each([
    ['another ETag', '"v2"'],
    ['no ETag', undefined]
  ])('starts over when the renewed link answers with %s', async (_name, renewedEtag) => {
    behaviour = expiring(renewedEtag)
    await expect(run()).resolves.toMatchObject({ sha256: sha, renewed: true })
    expect(seen.map(s => s.range)).toEqual([undefined, 'bytes=80000-', 'bytes=80000-', undefined])
  })
})
