// The renewal shortcut: the plan (pure), the order of cache look-up and probe, and the probe
// itself over loopback against a purpose-built object store whose answer each test chooses.
import type http from 'node:http'
import {
  planReuse,
  probeSameObject,
  tryReuse,
  type RecordedObject
} from '../../src/archive/same-object.js'
import { LinkRefused } from '../../src/archive/link-policy.js'
import { Router, createListener, listen, type Listening } from '../../emulator/lib/http.js'
import { PROXIED_HOST, startForwardProxy } from '../helpers/forward-proxy.js'

const SHA = 'a'.repeat(64)
const RECORDED: RecordedObject = { sizeBytes: 1000, etag: '"v1"', sha256: SHA }
const RECORD = { jobId: 'se_1', sizeBytes: 1000, etag: '"v1"', sha256: SHA }

describe('planReuse', () => {
  const base = { renewing: true, jobId: 'se_1', record: RECORD, bundleSizeBytes: 1000 }
  it('probes when a renewal finds size, ETag and sha256 recorded for the same job', () => {
    expect(planReuse(base)).toEqual({ probe: RECORDED })
  })
  it('probes without the platform sizeBytes (not promised): the link host total is compared', () => {
    expect(planReuse({ ...base, bundleSizeBytes: undefined })).toEqual({ probe: RECORDED })
  })
  it.each([
    ['a new export', { renewing: false }, /new export/],
    ['no record', { record: undefined }, /no record/],
    ['another job', { jobId: 'se_2' }, /another job/],
    [
      "an import's record",
      {
        record: {
          imported: true as const,
          importedAt: '2026-11-29T10:15:00.000Z',
          sizeBytes: 1000,
          sha256: SHA
        }
      },
      /records an import's archive, not a download of this job/
    ],
    ['no sha256', { record: { ...RECORD, sha256: undefined } }, /no size and sha256/],
    ['no size', { record: { ...RECORD, sizeBytes: undefined } }, /no size and sha256/],
    ['no ETag', { record: { ...RECORD, etag: undefined } }, /no ETag/],
    ['a weak ETag', { record: { ...RECORD, etag: 'W/"v1"' } }, /weak ETag/],
    ['a new sizeBytes', { bundleSizeBytes: 1001 }, /sizeBytes \(1001\) differs/]
  ])('downloads for %s', (_name, change, why) => {
    const plan = planReuse({ ...base, ...change })
    expect('download' in plan && plan.download).toMatch(why)
  })
})

describe('tryReuse', () => {
  const plan = { probe: RECORDED }
  it('without the artifact: one probe, no cache look-up', async () => {
    const calls: string[] = []
    const out = await tryReuse({
      plan,
      wantsArtifact: false,
      findCached: async () => (calls.push('cache'), '/x'),
      probe: async () => (calls.push('probe'), { same: true })
    })
    expect(out).toEqual({ proven: RECORDED })
    expect(calls).toEqual(['probe'])
  })
  it('with the artifact and nothing cached: no probe, a download', async () => {
    let probes = 0
    const out = await tryReuse({
      plan,
      wantsArtifact: true,
      findCached: async () => undefined,
      probe: async () => (probes++, { same: true })
    })
    expect(out).toEqual({ download: expect.stringMatching(/artifact is wanted/) })
    expect(probes).toBe(0)
  })
  it('with the artifact on a runner that keeps no archives: no look-up, no probe, the reason', async () => {
    const calls: string[] = []
    const out = await tryReuse({
      plan,
      wantsArtifact: true,
      noCache: 'GitHub-hosted runners start fresh each job',
      findCached: async () => (calls.push('cache'), '/x'),
      probe: async () => (calls.push('probe'), { same: true })
    })
    expect(out).toEqual({
      download:
        'the artifact is wanted and no archive is kept here (GitHub-hosted runners start fresh each job)'
    })
    expect(calls).toEqual([])
  })
  it('with the artifact cached: the cached path once the probe proves the link', async () => {
    const out = await tryReuse({
      plan,
      wantsArtifact: true,
      findCached: async () => '/cache/bundle.tar.gz',
      probe: async () => ({ same: true })
    })
    expect(out).toEqual({ proven: RECORDED, cachedPath: '/cache/bundle.tar.gz' })
  })
  it('a probe that fails is a download with its reason', async () => {
    const out = await tryReuse({
      plan,
      wantsArtifact: false,
      findCached: async () => undefined,
      probe: async () => ({ same: false, why: 'because' })
    })
    expect(out).toEqual({ download: 'because' })
  })
  it('a plan to download is passed through', async () => {
    const out = await tryReuse({
      plan: { download: 'no record' },
      wantsArtifact: false,
      findCached: async () => undefined,
      probe: async () => ({ same: true })
    })
    expect(out).toEqual({ download: 'no record' })
  })
})

type Answer = (req: http.IncomingMessage, res: http.ServerResponse) => void
let answer: Answer
let seen: { method?: string; range?: string; authorization?: string }[]
let server: Listening

beforeAll(async () => {
  const router = new Router().add('GET', '/bucket/:name', (req, res) => {
    seen.push({
      method: req.method,
      range: req.headers.range,
      authorization: req.headers.authorization
    })
    answer(req, res)
  })
  server = await listen(createListener({ router }))
})
afterAll(() => server.close())
beforeEach(() => {
  seen = []
})

const partial =
  (headers: Record<string, string>, status = 206): Answer =>
  (_req, res) => {
    res.writeHead(status, headers)
    res.end('x')
  }
const probe = () =>
  probeSameObject({
    url: `${server.url}/bucket/bundle.tar.gz?X-Amz-Signature=s`,
    expected: RECORDED,
    policy: { allowPrivate: false }
  })

describe('probeSameObject', () => {
  it('one GET of one byte, no Authorization; same size and ETag prove the object', async () => {
    answer = partial({ 'Content-Range': 'bytes 0-0/1000', ETag: '"v1"' })
    await expect(probe()).resolves.toEqual({ same: true })
    expect(seen).toEqual([{ method: 'GET', range: 'bytes=0-0', authorization: undefined }])
  })
  it.each([
    ['a 200', partial({ ETag: '"v1"', 'Content-Length': '1' }, 200), /answered 200/],
    ['another total', partial({ 'Content-Range': 'bytes 0-0/999', ETag: '"v1"' }), /999 bytes/],
    [
      'an unknown total',
      partial({ 'Content-Range': 'bytes 0-0/*', ETag: '"v1"' }),
      /Content-Range/
    ],
    ['another ETag', partial({ 'Content-Range': 'bytes 0-0/1000', ETag: '"v2"' }), /another ETag/],
    ['no ETag', partial({ 'Content-Range': 'bytes 0-0/1000' }), /without an ETag/],
    ['a refusal', partial({}, 403), /answered 403/]
  ])('is not proven by %s', async (_name, given, why) => {
    answer = given
    const result = await probe()
    expect(result.same).toBe(false)
    expect(!result.same && result.why).toMatch(why)
    expect(seen).toHaveLength(1)
  })
  it('gives up on a link host that never answers at its deadline: not proven', async () => {
    answer = () => undefined // holds the request open
    const result = await probeSameObject({
      url: `${server.url}/bucket/bundle.tar.gz?X-Amz-Signature=s`,
      expected: RECORDED,
      policy: { allowPrivate: false },
      deadlineMs: 1_000
    })
    expect(result).toEqual({ same: false, why: 'the link host did not answer within 1s' })
    expect(seen).toHaveLength(1)
  }, 5_000)

  it('stops reading at once when a CDN ignores the Range and sends the whole object', async () => {
    const size = 4 * 1024 ** 3
    let sent = 0
    let closed!: () => void
    const gone = new Promise<void>(resolve => (closed = resolve))
    answer = (_req, res) => {
      res.writeHead(200, { ETag: '"v1"', 'Content-Length': String(size) })
      const chunk = Buffer.alloc(64 * 1024)
      res.on('close', closed)
      const pump = (): void => {
        while (!res.destroyed && sent < size) {
          sent += chunk.length
          if (!res.write(chunk)) return void res.once('drain', pump)
        }
      }
      pump()
    }
    const result = await probeSameObject({
      url: `${server.url}/bucket/bundle.tar.gz`,
      expected: { ...RECORDED, sizeBytes: size },
      policy: { allowPrivate: false }
    })
    expect(result).toEqual({ same: false, why: expect.stringMatching(/answered 200/) })
    // The connection is closed, not drained: what left the server is what the sockets buffer
    // (about 4 MiB on loopback here; reading on for half a second let 20 MiB through).
    await gone
    expect(sent).toBeLessThan(16 * 1024 ** 2)
    expect(seen).toHaveLength(1)
  })
  describe('a link host that fails for a moment, as object stores do', () => {
    const s3Error =
      (status: number, code: string, headers: Record<string, string> = {}): Answer =>
      (_req, res) => {
        const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>Please reduce your request rate.</Message></Error>`
        res.writeHead(status, { 'Content-Type': 'application/xml', ...headers })
        res.end(body)
      }
    const proven = partial({ 'Content-Range': 'bytes 0-0/1000', ETag: '"v1"' })
    const inTurn = (...answers: Answer[]): Answer => {
      let n = 0
      return (req, res) => answers[Math.min(n++, answers.length - 1)]!(req, res)
    }
    const quickProbe = (deadlineMs?: number) =>
      probeSameObject({
        url: `${server.url}/bucket/bundle.tar.gz?X-Amz-Signature=s`,
        expected: RECORDED,
        policy: { allowPrivate: false },
        backoff: { initialMs: 1, factor: 1, maxMs: 1 },
        ...(deadlineMs !== undefined ? { deadlineMs } : {})
      })

    it.each([
      ['503 SlowDown without Retry-After', s3Error(503, 'SlowDown')],
      ['500 InternalError', s3Error(500, 'InternalError')],
      ['429 with Retry-After: 0', s3Error(429, 'TooManyRequests', { 'Retry-After': '0' })],
      [
        'a connection reset before any answer',
        ((req: http.IncomingMessage) => req.socket.destroy()) as Answer
      ]
    ])('asks again after %s, and the second answer proves the object', async (_name, first) => {
      answer = inTurn(first, proven)
      await expect(quickProbe()).resolves.toEqual({ same: true })
      expect(seen.map(s => s.range)).toEqual(['bytes=0-0', 'bytes=0-0'])
    })
    it('stops after a few tries of a host that keeps failing: not proven, with the last answer', async () => {
      answer = s3Error(503, 'SlowDown')
      const result = await quickProbe()
      expect(result).toEqual({ same: false, why: expect.stringMatching(/answered 503/) })
      expect(seen.length).toBeGreaterThan(1)
      expect(seen.length).toBeLessThanOrEqual(4)
    })
    it('does not wait out a Retry-After longer than the probe may take: not proven at once', async () => {
      answer = inTurn(s3Error(503, 'SlowDown', { 'Retry-After': '3600' }), proven)
      const started = Date.now()
      const result = await quickProbe()
      expect(result).toEqual({ same: false, why: expect.stringMatching(/503.*retry after 1h/) })
      expect(Date.now() - started).toBeLessThan(2_000)
      expect(seen).toHaveLength(1)
    })
    it('does not ask again after a refusal (403): the full download renews the link', async () => {
      answer = inTurn(s3Error(403, 'AccessDenied'), proven)
      const result = await quickProbe()
      expect(result).toEqual({ same: false, why: expect.stringMatching(/answered 403/) })
      expect(seen).toHaveLength(1)
    })
  })

  it('asks a proxy that refuses the tunnel (407) once, not again as a broken connection', async () => {
    const proxy = await startForwardProxy({ credentials: 'runner:pr0xy-s3cret' })
    const saved = { lower: process.env.https_proxy, upper: process.env.HTTPS_PROXY }
    process.env.https_proxy = proxy.url
    delete process.env.HTTPS_PROXY
    try {
      const result = await probeSameObject({
        url: `https://${PROXIED_HOST}/bucket/bundle.tar.gz?X-Amz-Signature=s`,
        expected: RECORDED,
        policy: { allowPrivate: false },
        backoff: { initialMs: 1, factor: 1, maxMs: 1 }
      })
      expect(result).toEqual({ same: false, why: expect.stringMatching(/proxy.*407/) })
      expect(proxy.targets).toEqual([`${PROXIED_HOST}:443`])
    } finally {
      for (const [name, value] of [
        ['https_proxy', saved.lower],
        ['HTTPS_PROXY', saved.upper]
      ] as const) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
      await proxy.close()
    }
  })
  it('follows redirects under the link rules: one to a metadata address is refused', async () => {
    answer = (_req, res) => {
      res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' })
      res.end()
    }
    await expect(probe()).rejects.toBeInstanceOf(LinkRefused)
  })
  it('reads a Location sent in raw UTF-8 as curl does, not encoded twice', async () => {
    const paths: string[] = []
    answer = (req, res) => {
      paths.push(req.url ?? '')
      if (paths.length === 1) {
        // The header's bytes are the UTF-8 of the path (Node writes a header string as latin1).
        res.writeHead(302, { Location: Buffer.from('/bucket/bündle.tar.gz').toString('latin1') })
        return void res.end()
      }
      partial({ 'Content-Range': 'bytes 0-0/1000', ETag: '"v1"' })(req, res)
    }
    await expect(probe()).resolves.toEqual({ same: true })
    expect(paths[1]).toBe('/bucket/b%C3%BCndle.tar.gz')
  })
  it('refuses a link outside the rules before any request', async () => {
    await expect(
      probeSameObject({
        url: 'ftp://bucket.example/bundle.tar.gz',
        expected: RECORDED,
        policy: { allowPrivate: false }
      })
    ).rejects.toBeInstanceOf(LinkRefused)
    expect(seen).toHaveLength(0)
  })
})
