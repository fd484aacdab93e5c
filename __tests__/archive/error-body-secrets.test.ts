// A link host's error body may echo what it was asked for: the path (Spring Boot's JSON error,
// Express's "Cannot GET /…"), or the whole request line with its query (a proxy's or a debug
// error page). The download quotes the start of such a body in its error; the link's secrets
// (links.ts linkSecrets: the link, its signature, a token path) must leave it whole before the
// excerpt is cut, or a secret straddling the cut leaves a fragment that no later redaction (the
// failure text's, the runner's masker) recognises. Over loopback, through the real download.
import { mkdtempSync, rmSync } from 'node:fs'
import type http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DownloadError, downloadBundle } from '../../src/archive/download.js'
import { linkSecrets } from '../../src/links.js'
import type { Clock } from '../../src/platform/clock.js'
import { redact } from '../../src/redact.js'
import { Router, createListener, listen, type Listening } from '../../emulator/lib/http.js'

const instant: Clock = { now: () => Date.now(), sleep: async () => undefined }
// A token as a CDN's token path or a signature carries it: long, and all of it secret.
const token = 'tok' + 'A1b2C3d4E5'.repeat(15)
const signature = 'f00dcafe'.repeat(8)

let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void
let server: Listening
let dir: string

beforeAll(async () => {
  const router = new Router()
    .add('GET', '/exports/:token/bundle.tar.gz', (req, res) => answer(req, res))
    // The link as a CDN or the platform gives it, redirecting to the store's presigned URL.
    .add('GET', '/redirect/bundle.tar.gz', (req, res) => {
      res.writeHead(302, {
        Location: `/exports/abc/bundle.tar.gz?X-Amz-Date=20261128T070000Z&X-Amz-Signature=${signature}`,
        'Content-Length': 0
      })
      res.end()
    })
  server = await listen(createListener({ router }))
})
afterAll(() => server.close())
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'error-body-secrets-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** The failure as the action shows it: redacted with the run's secrets (main.ts, protectLink). */
async function shownFailure(url: string): Promise<string> {
  try {
    await downloadBundle({
      link: { url, sizeBytes: 1000 },
      destination: join(dir, 'bundle.tar.gz'),
      clock: instant,
      policy: { allowPrivate: true }
    })
  } catch (err) {
    expect(err).toBeInstanceOf(DownloadError)
    return redact((err as Error).message, linkSecrets(url))
  }
  throw new Error('expected the download to fail')
}

function sendJson(res: http.ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value)
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': text.length })
  res.end(text)
}

describe('a link host error body that echoes the request', () => {
  it("keeps no fragment of a token path that Spring Boot's 404 echoes", async () => {
    answer = (req, res) =>
      sendJson(res, 404, {
        timestamp: '2026-11-28T07:00:00.000+00:00',
        status: 404,
        error: 'Not Found',
        path: new URL(req.url!, 'http://x').pathname
      })
    const shown = await shownFailure(`${server.url}/exports/${token}/bundle.tar.gz`)
    expect(shown).toMatch(/answered 404: .*Not Found/)
    expect(shown).not.toContain(token.slice(0, 12))
  })

  it('keeps no fragment of a signature that an error page quoting the request line echoes', async () => {
    answer = (req, res) => {
      const text =
        `<html><head><title>405 Not Allowed</title></head><body><h1>405 Not Allowed</h1>` +
        `<p>GET ${req.url} HTTP/1.1</p></body></html>`
      res.writeHead(405, { 'Content-Type': 'text/html', 'Content-Length': text.length })
      res.end(text)
    }
    const shown = await shownFailure(
      `${server.url}/exports/abc/bundle.tar.gz?X-Amz-Date=20261128T070000Z&X-Amz-Signature=${signature}`
    )
    expect(shown).toMatch(/answered 405: /)
    expect(shown).not.toContain(signature.slice(0, 12))
  })

  it("keeps the signature of the hop a redirect led to, which is not the link's", async () => {
    answer = (req, res) => {
      const text = `<html><body><p>405 Not Allowed: GET ${req.url}</p></body></html>`
      res.writeHead(405, { 'Content-Type': 'text/html', 'Content-Length': text.length })
      res.end(text)
    }
    const shown = await shownFailure(`${server.url}/redirect/bundle.tar.gz?token=opaque-token-1`)
    expect(shown).toMatch(/answered 405: /)
    expect(shown).not.toContain(signature.slice(0, 12))
  })
})
