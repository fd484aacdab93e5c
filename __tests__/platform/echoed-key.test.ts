// A gateway or proxy in front of the platform may answer an error with a page that echoes the
// request, Authorization header included (debug and WAF pages do). The error shown to the user
// quotes the first 200 characters of such a page: the key must be taken out of the whole page
// before it is cut, or a key that straddles the cut leaves its first part (which no mask of the
// whole key recognises) in the failure, the log and the job summary. Over loopback.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { StaticExportClient } from '../../src/platform/static-export.js'

const KEY = 'svc_EchoedKey_7f3a9c2e51b04d88a6e2'

let gateway: http.Server
let gatewayUrl: string
/** Characters of the page before the echoed headers. */
let lead = 0

beforeAll(async () => {
  gateway = http.createServer((req, res) => {
    req.resume()
    const page =
      `${'x'.repeat(lead)} Request refused. ` +
      Object.entries(req.headers)
        .map(([name, value]) => `${name}: ${String(value)}`)
        .join(' ')
    res.writeHead(401, { 'Content-Type': 'text/plain' }).end(page)
  })
  await new Promise<void>(resolve => gateway.listen(0, '127.0.0.1', resolve))
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`
})
afterAll(() => new Promise(resolve => gateway.close(resolve)))

it.each([0, 110, 120, 130])(
  'keeps every part of the key out of an error that quotes an echoing page (%i characters before it)',
  async before => {
    lead = before
    const client = new StaticExportClient({ baseUrl: gatewayUrl, apiKey: KEY })
    const err = await client.startExport({ domain: 'docs.acme.test' }).catch((e: Error) => e)
    expect(err).toBeInstanceOf(Error)
    const { message } = err as Error
    expect(message).toContain('401')
    // No run of the key's characters long enough to say anything about it.
    for (let i = 0; i + 8 <= KEY.length; i++) expect(message).not.toContain(KEY.slice(i, i + 8))
  }
)

it('keeps a key out of a JSON error that writes it with escaped slashes', async () => {
  const slashed = 'svc_Slashed/Key+7f3a9c2e51b04d88'
  const server = http.createServer((req, res) => {
    req.resume()
    const body = `{"error":"the key ${slashed.replace(/\//g, '\\/')} was revoked"}`
    res.writeHead(401, { 'Content-Type': 'application/json' }).end(body)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  try {
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const client = new StaticExportClient({ baseUrl, apiKey: slashed })
    const err = (await client
      .startExport({ domain: 'docs.acme.test' })
      .catch((e: Error) => e)) as Error
    expect(err.message).toContain('the key *** was revoked')
  } finally {
    await new Promise(resolve => server.close(resolve))
  }
})
