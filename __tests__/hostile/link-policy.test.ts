// Where a bundle link may lead (src/archive/link-policy.ts) and how the bundle request follows
// it (src/archive/bundle-request.ts): over loopback against a small server whose redirects each
// test chooses, with a resolver standing in for DNS where a name must resolve to a given class.
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { requestBundle } from '../../src/archive/bundle-request.js'
import { DownloadError, downloadBundle } from '../../src/archive/download.js'
import {
  LinkRefused,
  checkLink,
  classifyAddress,
  type AddressClass
} from '../../src/archive/link-policy.js'
import type { Clock } from '../../src/platform/clock.js'
import { Router, createListener, listen, type Listening } from '../../emulator/lib/http.js'

const strict = { allowPrivate: false }
const open = { allowPrivate: true }

describe('classifyAddress', () => {
  it.each<[string, AddressClass]>([
    ['169.254.169.254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['64:ff9b::169.254.169.254', 'metadata'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['192.0.2.2', 'private'],
    ['8.8.8.8', 'public'],
    ['172.32.0.1', 'public'],
    ['2606:4700::1111', 'public']
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind)
  })
})

describe('checkLink', () => {
  const rule = (link: string, policy = strict): string | undefined => {
    try {
      checkLink(link, policy)
      return undefined
    } catch (err) {
      expect(err).toBeInstanceOf(LinkRefused)
      return (err as LinkRefused).rule
    }
  }
  it.each([
    ['javascript:alert(1)//x?X-Amz-Signature=abc', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['gopher://127.0.0.1:70/_x', 'scheme'],
    ['ftp://127.0.0.1/x', 'scheme'],
    ['data:application/gzip;base64,AAAA', 'scheme'],
    ['not a link', 'scheme'],
    ['http://bundles.example.com/x', 'http-needs-loopback'],
    ['http://10.0.0.1/x', 'private-address'],
    ['https://user:pw@bundles.example.com/x', 'credentials-in-link'],
    ['https://169.254.169.254/latest/meta-data/', 'metadata-address'],
    ['http://169.254.169.254/latest/meta-data/', 'metadata-address'],
    ['https://metadata.google.internal/', 'metadata-address'],
    ['https://METADATA.google.internal./', 'metadata-address'],
    ['https://[fe80::1]/x', 'link-local-address'],
    ['https://0.0.0.0/x', 'unspecified-address'],
    ['https://0x7f.1/x', undefined],
    ['https://10.1.2.3/x', 'private-address'],
    ['https://[fd12::1]/x', 'private-address'],
    ['https://bundles.example.com/x', undefined],
    ['http://127.0.0.1:4010/x', undefined],
    ['http://[::1]:4010/x', undefined],
    ['http://localhost:4010/x', undefined]
  ])('%s: %s', (link, expected) => {
    expect(rule(link)).toBe(expected)
  })
  it('lets private addresses through only when allowed, never metadata or link-local', () => {
    expect(rule('https://10.1.2.3/x', open)).toBeUndefined()
    expect(rule('https://[fd12::1]/x', open)).toBeUndefined()
    // Plain http too, to an on-premises store (MinIO serves http by default), never to public.
    expect(rule('http://10.1.2.3/x', open)).toBeUndefined()
    expect(rule('http://[fd12::1]/x', open)).toBeUndefined()
    expect(rule('http://93.184.216.34/x', open)).toBe('http-needs-loopback')
    // A name is checked once resolved (below); without the setting it is refused at once.
    expect(rule('http://minio.internal:9000/x', open)).toBeUndefined()
    expect(rule('http://minio.internal:9000/x', strict)).toBe('http-needs-loopback')
    expect(rule('https://169.254.169.254/x', open)).toBe('metadata-address')
    expect(rule('https://[fe80::1]/x', open)).toBe('link-local-address')
  })
  it('says which rule refused, and never shows the link query', () => {
    expect(() => checkLink('https://10.1.2.3/x?X-Amz-Signature=secret', strict)).toThrow(
      /10\.1\.2\.3, a private network address; set allow-private-bundle-hosts: true .*\(rule: private-address\)/
    )
    try {
      checkLink('javascript:x//y?X-Amz-Signature=secret', strict)
    } catch (err) {
      expect((err as Error).message).not.toContain('secret')
    }
  })
})

describe('requestBundle', () => {
  const body = randomBytes(50_000)
  let server: Listening
  let next: (req: http.IncomingMessage, res: http.ServerResponse) => void
  let paths: string[]
  beforeAll(async () => {
    const router = new Router().add('GET', '/:name', (req, res) => {
      paths.push(req.url ?? '')
      next(req, res)
    })
    server = await listen(createListener({ router }))
  })
  afterAll(() => server.close())
  beforeEach(() => {
    paths = []
  })
  const hop =
    (location: string, status = 302) =>
    (_req: unknown, res: http.ServerResponse) => {
      res.writeHead(status, { Location: location, 'Content-Length': 2 })
      res.end('ok')
    }
  const serve = (_req: unknown, res: http.ServerResponse) => {
    res.writeHead(200, { 'Content-Length': body.length })
    res.end(body)
  }

  it('follows a relative Location against the URL that sent it', async () => {
    let n = 0
    next = (req, res) => (++n === 1 ? hop('b?sig=1')(req, res) : serve(req, res))
    const { message, redirects } = await requestBundle({ url: `${server.url}/a`, policy: strict })
    message.resume()
    expect(message.statusCode).toBe(200)
    expect(redirects).toBe(1)
    expect(paths).toEqual(['/a', '/b?sig=1'])
  })

  it('refuses a redirect to a refused address before connecting, naming the rule', async () => {
    next = hop('https://169.254.169.254/latest/meta-data/')
    await expect(requestBundle({ url: `${server.url}/a`, policy: strict })).rejects.toThrow(
      /rule: metadata-address/
    )
    expect(paths).toEqual(['/a'])
  })

  it('refuses a host name that resolves to a refused address, before connecting', async () => {
    const resolver = async () => [{ address: '169.254.169.254', family: 4 }]
    await expect(
      requestBundle({ url: 'https://bundles.example.com/x', policy: strict, resolver })
    ).rejects.toThrow(/bundles\.example\.com \(169\.254\.169\.254\).*rule: metadata-address/)
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 }
    ]
    await expect(
      requestBundle({ url: 'https://bundles.example.com/x', policy: strict, resolver: mixed })
    ).rejects.toThrow(/rule: private-address/)
  })

  it('over plain http with private hosts allowed, refuses a name that resolves to a public address', async () => {
    const resolver = async () => [{ address: '93.184.216.34', family: 4 }]
    await expect(
      requestBundle({ url: 'http://minio.internal:9000/x', policy: open, resolver })
    ).rejects.toThrow(
      /plain http to minio\.internal \(93\.184\.216\.34\).*allow-private-bundle-hosts.*rule: http-needs-loopback/
    )
  })

  it('connects to the address it checked: a loopback name over http', async () => {
    next = serve
    const port = new URL(server.url).port
    const resolver = async () => [{ address: '127.0.0.1', family: 4 }]
    const { message } = await requestBundle({
      url: `http://localhost:${port}/a`,
      policy: strict,
      resolver
    })
    message.resume()
    expect(message.statusCode).toBe(200)
  })

  it('names a redirect to something not a URL without its query (it may hold a signature)', async () => {
    next = hop('https://exa mple.com/next?X-Amz-Signature=SECRETSIGNATURE')
    const err = (await requestBundle({ url: `${server.url}/a`, policy: strict }).catch(
      (e: unknown) => e
    )) as Error
    expect(err.message).toMatch(
      /redirected to "https:\/\/exa mple\.com\/next\?…", which is not a URL/
    )
    expect(err.message).not.toContain('SECRETSIGNATURE')
  })

  it('gives up after five redirects', async () => {
    next = hop('/a')
    await expect(requestBundle({ url: `${server.url}/a`, policy: strict })).rejects.toThrow(
      /more than 5 times.*rule: too-many-redirects/
    )
  })
})

describe('downloadBundle limits', () => {
  const body = randomBytes(100_000)
  let server: Listening
  let next: (req: http.IncomingMessage, res: http.ServerResponse) => void
  let dir: string
  beforeAll(async () => {
    const router = new Router().add('GET', '/:name', (req, res) => next(req, res))
    server = await listen(createListener({ router }))
  })
  afterAll(() => server.close())
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'download-limits-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))
  const fail = async (p: Promise<unknown>): Promise<DownloadError> => {
    try {
      await p
    } catch (err) {
      expect(err).toBeInstanceOf(DownloadError)
      return err as DownloadError
    }
    throw new Error('expected a failure')
  }

  it('caps Retry-After from the link host, and fails at once when even the cap passes the deadline', async () => {
    let n = 0
    next = (_req, res) => {
      if (++n === 1) {
        res.writeHead(503, { 'Retry-After': '86400', 'Content-Length': 0 })
        res.end()
        return
      }
      res.writeHead(200, { 'Content-Length': body.length })
      res.end(body)
    }
    const waits: number[] = []
    const clock: Clock = { now: () => Date.now(), sleep: async ms => void waits.push(ms) }
    const result = await downloadBundle({
      link: { url: `${server.url}/a`, sizeBytes: body.length },
      destination: join(dir, 'a'),
      clock,
      deadlineMs: 10 * 60_000
    })
    expect(waits).toEqual([120_000])
    expect(result.sha256).toBe(createHash('sha256').update(body).digest('hex'))

    n = 0
    const err = await fail(
      downloadBundle({
        link: { url: `${server.url}/a`, sizeBytes: body.length },
        destination: join(dir, 'b'),
        clock,
        deadlineMs: 60_000
      })
    )
    expect(err.kind).toBe('deadline')
    expect(err.message).toMatch(/download-timeout \(1m\).*asked to retry after 1d/)
  })

  it('ends a body that stalls at the deadline, whatever the idle timeout', async () => {
    next = (_req, res) => {
      res.writeHead(200, { 'Content-Length': body.length })
      res.write(body.subarray(0, 1000))
      // …and nothing more until the client leaves.
    }
    const err = await fail(
      downloadBundle({
        link: { url: `${server.url}/a`, sizeBytes: body.length },
        destination: join(dir, 'c'),
        deadlineMs: 300,
        timeoutMs: 60_000
      })
    )
    expect(err.kind).toBe('deadline')
  })

  it('resumes a body that stays silent past the idle timeout', async () => {
    let n = 0
    next = (req, res) => {
      if (++n === 1) {
        res.writeHead(200, { 'Content-Length': body.length })
        res.write(body.subarray(0, 1000))
        return
      }
      const start = Number(/bytes=(\d+)-/.exec(String(req.headers.range))?.[1] ?? 0)
      res.writeHead(206, {
        'Content-Length': body.length - start,
        'Content-Range': `bytes ${start}-${body.length - 1}/${body.length}`
      })
      res.end(body.subarray(start))
    }
    const result = await downloadBundle({
      link: { url: `${server.url}/a`, sizeBytes: body.length },
      destination: join(dir, 'd'),
      timeoutMs: 200,
      clock: { now: () => Date.now(), sleep: async () => undefined }
    })
    expect(result.retries).toBe(1)
    expect(result.sha256).toBe(createHash('sha256').update(body).digest('hex'))
  })

  it('treats a redirect whose body breaks off as a failure, then follows a whole one', async () => {
    let n = 0
    next = (req, res) => {
      n += 1
      if (req.url === '/a' && n === 1) {
        res.writeHead(302, { Location: '/b', 'Content-Length': 4096 })
        res.write('partial', () => res.destroy())
        return
      }
      if (req.url === '/a') {
        res.writeHead(302, { Location: '/b', 'Content-Length': 0 })
        res.end()
        return
      }
      res.writeHead(200, { 'Content-Length': body.length })
      res.end(body)
    }
    const result = await downloadBundle({
      link: { url: `${server.url}/a`, sizeBytes: body.length },
      destination: join(dir, 'e'),
      clock: { now: () => Date.now(), sleep: async () => undefined }
    })
    expect(result.retries).toBe(1)
  })
})
