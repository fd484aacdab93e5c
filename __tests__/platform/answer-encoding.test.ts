// Answers of the export API compressed on their way: a gateway or CDN may gzip, deflate or
// brotli-compress JSON, since the client's requests name no Accept-Encoding (RFC 9110, 12.5.3).
// The client undoes each coding, errors included, refuses a coding it cannot undo by name, and
// bounds what an answer may inflate to. And a job id of `.` or `..` in an answer, which no
// percent-encoding keeps in a URL's path, is refused before any request about it. Over loopback,
// through the real HTTP client.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { ANSWER_ENCODINGS } from '../../emulator/platform/answer-coding.js'
import { startPlatformEmulator } from '../../emulator/platform/server.js'
import { MAX_ANSWER_BYTES } from '../../src/platform/answer-body.js'
import { PlatformError } from '../../src/platform/errors.js'
import { StaticExportClient } from '../../src/platform/static-export.js'

const ADMIN = 'svc_local_admin_key'

describe.each(ANSWER_ENCODINGS)('export API answers sent with Content-Encoding %s', encoding => {
  it('starts, waits for and bundles a job, and reads an error answer’s words', async () => {
    const platform = await startPlatformEmulator({
      config: { jobs: { queuedMs: 0, msPerPage: 0 }, answers: { encoding } }
    })
    try {
      const client = new StaticExportClient({ baseUrl: platform.url, apiKey: ADMIN })
      const started = await client.startExport({ domain: 'docs.acme.test' })
      const job = await client.waitForExport(started.jobId, {
        schedule: { initialMs: 10, maxBackoffMs: 50, floorMs: 10 }
      })
      expect(job.status).toBe('completed')
      const bundle = await client.createBundle(job.jobId)
      expect(bundle.bundleUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/exports\//)
      const wrongKey = new StaticExportClient({ baseUrl: platform.url, apiKey: 'svc_wrong' })
      const err = await wrongKey.getExport(job.jobId).catch((e: unknown) => e)
      expect(err).toBeInstanceOf(PlatformError)
      expect((err as Error).message).toMatch(/answered 401: invalid API key\./)
      // The premise: the answers did come compressed.
      const coding = await new Promise<string | undefined>((resolve, reject) => {
        const url = `${platform.url}/v1/static-export/jobs/${encodeURIComponent(job.jobId)}`
        http
          .get(url, { headers: { Authorization: `Bearer ${ADMIN}` } }, res => {
            res.resume()
            resolve(res.headers['content-encoding'])
          })
          .on('error', reject)
      })
      expect(coding).toBe(encoding === 'identity' ? undefined : encoding)
    } finally {
      await platform.close()
    }
  })
})

/** A one-route server answering every request with `status`, `headers` and `body`. */
async function answering(
  status: number,
  headers: http.OutgoingHttpHeaders,
  body: Buffer
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(status, { 'Content-Length': body.length, ...headers })
    res.end(body)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise(resolve => server.close(() => resolve()))
  }
}

async function startError(
  status: number,
  headers: http.OutgoingHttpHeaders,
  body: Buffer
): Promise<Error> {
  const server = await answering(status, headers, body)
  try {
    const client = new StaticExportClient({ baseUrl: server.url, apiKey: ADMIN })
    const err = await client.startExport({ domain: 'docs.acme.test' }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(PlatformError)
    return err as Error
  } finally {
    await server.close()
  }
}

const JOB = Buffer.from(JSON.stringify({ jobId: 'j-1', status: 'queued', progress: 0 }))

describe('answers whose coding cannot be read', () => {
  it('names a coding the client cannot undo, not “a body that is not JSON”', async () => {
    const err = await startError(202, { 'Content-Encoding': 'compress' }, JOB)
    expect(err.message).toMatch(
      /^the answer to POST \/v1\/static-export\/jobs is compressed with compress \(its Content-Encoding\)/
    )
  })

  it('says a gzip answer cut off in its compressed data was cut off', async () => {
    const gz = zlib.gzipSync(JOB)
    const err = await startError(202, { 'Content-Encoding': 'gzip' }, gz.subarray(0, 12))
    expect(err.message).toMatch(/\(gzip-compressed\) ended in the middle of its compressed data/)
  })

  it('says an answer that is not the coding it claims is not', async () => {
    const err = await startError(202, { 'Content-Encoding': 'gzip' }, JOB)
    expect(err.message).toMatch(/is not valid gzip data, though its Content-Encoding says it is/)
  })

  it('keeps an error answer’s status when its compressed body breaks off', async () => {
    const gz = zlib.gzipSync(Buffer.from('{"error":"bad gateway"}'))
    const err = await startError(502, { 'Content-Encoding': 'gzip' }, gz.subarray(0, 12))
    expect(err.message).toMatch(/^POST \/v1\/static-export\/jobs answered 502/)
  })

  it('refuses an answer that inflates past the bound, however small it came', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(MAX_ANSWER_BYTES + 1024, 0x20))
    expect(bomb.length).toBeLessThan(MAX_ANSWER_BYTES / 100)
    const err = await startError(202, { 'Content-Encoding': 'gzip' }, bomb)
    expect(err.message).toMatch(/answered with more than 16 MiB/)
  })
})

describe('a job id the URL parser would take out of the path', () => {
  it.each(['.', '..'])(
    'refuses %j from the start answer, before any request about it',
    async id => {
      let requests = 0
      const body = Buffer.from(JSON.stringify({ jobId: id, status: 'queued', progress: 0 }))
      const server = http.createServer((_req, res) => {
        requests += 1
        res.writeHead(202, { 'Content-Type': 'application/json', 'Content-Length': body.length })
        res.end(body)
      })
      await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
      try {
        const { port } = server.address() as AddressInfo
        const client = new StaticExportClient({
          baseUrl: `http://127.0.0.1:${port}`,
          apiKey: ADMIN
        })
        const err = await client.startExport({ domain: 'docs.acme.test' }).catch((e: unknown) => e)
        expect((err as Error).message).toMatch(/jobId.*is not usable as a job id: it is "\.{1,2}"/)
        await expect(client.getExport(id)).rejects.toThrow(/the job id is not usable/)
        expect(requests).toBe(1)
      } finally {
        await new Promise(resolve => server.close(resolve))
      }
    }
  )
})
