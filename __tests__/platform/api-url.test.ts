// The api-url the client is given: the platform's `{base_url}`, which may carry a path (a platform
// behind a reverse proxy at /docs-api/), but not the endpoint's own `/v1/…`, which the client
// appends itself. Over loopback: a small reverse proxy in front of the emulator.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import { PlatformInputError } from '../../src/platform/errors.js'
import { StaticExportClient } from '../../src/platform/static-export.js'

const ADMIN = 'svc_local_admin_key'
const PREFIX = '/docs-api'

let emulator: PlatformEmulator
let proxy: http.Server
let proxyUrl: string

/** Forwards `/docs-api/…` to the emulator's `/…`; anything else is the proxy's own 404. */
function reverseProxy(target: URL): http.Server {
  return http.createServer((req, res) => {
    if (!req.url?.startsWith(`${PREFIX}/`)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('no such route')
      return
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url.slice(PREFIX.length),
        headers: req.headers
      },
      answer => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    req.pipe(upstream)
  })
}

beforeEach(async () => {
  emulator = await startPlatformEmulator({ config: { jobs: { queuedMs: 0, msPerPage: 0 } } })
  proxy = reverseProxy(new URL(emulator.url))
  await new Promise<void>(resolve => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})
afterEach(async () => {
  await new Promise(resolve => proxy.close(resolve))
  await emulator.close()
})

it.each([`${PREFIX}`, `${PREFIX}/`])(
  'works behind a reverse proxy at %s: start, wait and bundle go under the prefix',
  async prefix => {
    const client = new StaticExportClient({ baseUrl: `${proxyUrl}${prefix}`, apiKey: ADMIN })
    const started = await client.startExport({ domain: 'docs.acme.test' })
    const job = await client.waitForExport(started.jobId, {
      schedule: { initialMs: 10, maxBackoffMs: 50, floorMs: 10 }
    })
    const bundle = await client.createBundle(job.jobId)
    expect(bundle.jobId).toBe(started.jobId)
    expect(emulator.log.count('POST', '/v1/static-export/jobs')).toBe(1)
  }
)

it.each(['/v1', '/v1/', '/v1/static-export', '/v1/static-export/jobs'])(
  'refuses an api-url ending in %s before any request, naming the base to give',
  tail => {
    const create = () =>
      new StaticExportClient({ baseUrl: `${proxyUrl}${PREFIX}${tail}`, apiKey: ADMIN })
    expect(create).toThrow(PlatformInputError)
    expect(create).toThrow(
      `must be the base address only, without ${tail.replace(/\/$/, '')}: the client adds ` +
        `/v1/static-export/jobs itself (use ${proxyUrl}${PREFIX})`
    )
    expect(emulator.log.entries).toHaveLength(0)
  }
)
