// The self-hosted deployment over loopback: config reading, fetching a real bundle (file://,
// loopback http with a presigned-style link), serving with content types, caching and the
// bundle's 404, health, keeping the last good version when a fetch fails, air-gapped refusal,
// and SIGHUP reloading in the real CLI process.
import { spawn } from 'node:child_process'
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { HttpClient } from '@actions/http-client'
import { parseDeploymentConfig, offeredFeatures } from '../../emulator/deployment/config.js'
import { describeLink } from '../../emulator/deployment/bundle-store.js'
import { Deployment, HEALTH_PATH, IMMUTABLE, REVALIDATE } from '../../emulator/deployment/server.js'
import { listen, type Listening } from '../../emulator/lib/http.js'
import { writeBundle } from '../../emulator/renderer/index.js'
import { bundleEntriesIn, makeTarGz } from '../helpers/archives.js'

let tmp: string
let bundle: Buffer
let bundleFile: string
let otherBundleFile: string
const client = new HttpClient('deployment-test')

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'deployment-test-'))
  bundleFile = path.join(tmp, 'bundle.tar.gz')
  otherBundleFile = path.join(tmp, 'v1-only.tar.gz')
  await writeBundle({ siteDir: 'examples/site' }, bundleFile)
  await writeBundle({ siteDir: 'examples/site', version: 'v1' }, otherBundleFile)
  bundle = await readFile(bundleFile)
})
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true })
})

async function configFile(name: string, body: string): Promise<string> {
  const file = path.join(tmp, name)
  await writeFile(file, body)
  return file
}

function quiet(): {
  log: (l: string) => void
  warn: (l: string) => void
  lines: string[]
  warnings: string[]
} {
  const lines: string[] = []
  const warnings: string[] = []
  return { log: l => lines.push(l), warn: l => warnings.push(l), lines, warnings }
}

describe('config', () => {
  it('reads the top-level block, the type and loose feature flags', () => {
    const c = parseDeploymentConfig(
      'deploymentType: client-hosted\nfeatureFlags:\n  search: "yes"\n  assistant: off\nstaticExport:\n  enabled: true\n  bundleUrl: "https://x.example/b.tar.gz"\n  version: "2024-06-01"\n',
      'values.yaml'
    )
    expect(c).toMatchObject({
      deploymentType: 'client-hosted',
      blockPath: 'staticExport',
      staticExport: {
        enabled: true,
        bundleUrl: 'https://x.example/b.tar.gz',
        version: '2024-06-01'
      }
    })
    expect(offeredFeatures(c)).toEqual({
      search: true,
      assistant: false,
      analytics: false,
      apiPlayground: true,
      staticExportBundle: true
    })
  })

  it('finds a block nested deeper in JSON and applies --set like Helm', () => {
    const c = parseDeploymentConfig(
      '{"deploymentType":"air-gapped","docs":{"staticExport":{"enabled":false}}}',
      'c.json',
      ['docs.staticExport.enabled=true', 'docs.staticExport.bundleUrl=file:///b.tar.gz']
    )
    expect(c.blockPath).toBe('docs.staticExport')
    expect(c.staticExport).toEqual({
      enabled: true,
      bundleUrl: 'file:///b.tar.gz',
      version: undefined
    })
    expect(offeredFeatures(c)).toMatchObject({
      search: false,
      assistant: false,
      analytics: false,
      apiPlayground: false,
      staticExportBundle: true
    })
  })

  it('rejects an unknown deployment type and a non-boolean enabled', () => {
    expect(() => parseDeploymentConfig('deploymentType: hybrid\n', 'v.yaml')).toThrow(
      'deploymentType must be one of cloud, client-hosted, air-gapped, got "hybrid"'
    )
    expect(() => parseDeploymentConfig('staticExport:\n  enabled: maybe\n', 'v.yaml')).toThrow(
      'staticExport.enabled must be a boolean'
    )
  })

  it('reads the example Helm values', async () => {
    const c = parseDeploymentConfig(
      await readFile('examples/deploy/values.yaml', 'utf8'),
      'values.yaml'
    )
    expect(c.deploymentType).toBe('client-hosted')
    expect(c.blockPath).toBe('staticExport')
  })

  it('takes job id and expiry from a presigned link and never keeps the signature', () => {
    const info = describeLink(
      'https://exports.example.com/exports/se_3f9a2c1b8e7d4a06/bundle.tar.gz?X-Amz-Date=20240601T100000Z&X-Amz-Expires=3600&X-Amz-Signature=secret'
    )
    expect(info).toEqual({
      redacted: 'https://exports.example.com/exports/se_3f9a2c1b8e7d4a06/bundle.tar.gz?…',
      jobId: 'se_3f9a2c1b8e7d4a06',
      expiresAt: '2024-06-01T11:00:00.000Z'
    })
  })
})

/** A loopback bundle host whose answer each test chooses. */
let host: Listening
let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void
beforeAll(async () => {
  host = await listen((req, res) => answer(req, res))
})
afterAll(async () => {
  await host.close()
})

describe('serving', () => {
  let deployment: Deployment
  let base: string
  const out = quiet()
  beforeAll(async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': bundle.length })
      res.end(bundle)
    }
    const url = `${host.url}/exports/se_0123456789abcdef/bundle.tar.gz?X-Amz-Date=20990101T000000Z&X-Amz-Expires=86400&X-Amz-Signature=sigSECRET42`
    const config = await configFile(
      'serve.yaml',
      `deploymentType: cloud\nstaticExport:\n  enabled: true\n  bundleUrl: "${url}"\n`
    )
    deployment = new Deployment({
      configFile: config,
      dataDir: path.join(tmp, 'serve-data'),
      log: out.log,
      warn: out.warn
    })
    const outcome = await deployment.start()
    expect(outcome.ok).toBe(true)
    base = deployment.url
  })
  afterAll(async () => {
    await deployment.close()
  })

  it('serves pages as HTML that revalidates, and hashed assets as immutable', async () => {
    const home = await client.get(`${base}/`)
    expect(home.message.statusCode).toBe(200)
    expect(home.message.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(home.message.headers['cache-control']).toBe(REVALIDATE)
    const html = await home.readBody()
    const css = /href="(static\/site\.[0-9a-f]{10}\.css)"/.exec(html)![1]
    const asset = await client.get(`${base}/${css}`)
    expect(asset.message.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(asset.message.headers['cache-control']).toBe(IMMUTABLE)
    await asset.readBody()
    const svg = await client.get(`${base}/images/export-flow.svg`)
    expect(svg.message.headers['content-type']).toBe('image/svg+xml')
    await svg.readBody()
    const pretty = await client.get(`${base}/guides/authentication`)
    expect(pretty.message.statusCode).toBe(200)
    expect(await pretty.readBody()).toContain('<h1>Authentication</h1>')
  })

  it('answers 304 to a matching ETag', async () => {
    const first = await client.get(`${base}/quickstart.html`)
    await first.readBody()
    const etag = first.message.headers.etag as string
    const again = await client.get(`${base}/quickstart.html`, { 'If-None-Match': etag })
    expect(again.message.statusCode).toBe(304)
    await again.readBody()
  })

  it("answers a missing page with the bundle's 404 page and status 404", async () => {
    const res = await client.get(`${base}/no/such/page`)
    expect(res.message.statusCode).toBe(404)
    expect(await res.readBody()).toContain('Page not found')
    const escape = await client.get(`${base}/%2e%2e/%2e%2e/etc/passwd`)
    expect([400, 404]).toContain(escape.message.statusCode)
    await escape.readBody()
  })

  it('reports the active version, job id, fetch time and link expiry on the health route', async () => {
    const res = await client.getJson<Record<string, any>>(`${base}${HEALTH_PATH}`) // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(res.result).toMatchObject({
      status: 'ok',
      deploymentType: 'cloud',
      active: {
        version: 'se_0123456789abcdef',
        jobId: 'se_0123456789abcdef',
        expiresAt: '2099-01-02T00:00:00.000Z',
        pages: 31
      },
      features: { search: true, staticExportBundle: true }
    })
    expect(JSON.stringify(res.result)).not.toContain('X-Amz-Signature')
    expect(out.lines.join('\n')).not.toContain('sigSECRET42')
  })
})

describe('failed fetches keep the last good version', () => {
  const cases: [string, (req: http.IncomingMessage, res: http.ServerResponse) => void, RegExp][] = [
    [
      'an expired link',
      (_q, res) =>
        void res
          .writeHead(403, { 'Content-Type': 'application/xml' })
          .end('<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>'),
      /HTTP 403 .*Request has expired.*expired at 2000-01-01T01:00:00.000Z/
    ],
    [
      'a truncated download',
      (_q, res) => {
        res.writeHead(200, { 'Content-Length': bundle.length })
        res.write(bundle.subarray(0, 2000))
        setImmediate(() => res.socket?.destroy())
      },
      /cut off after \d+ of \d+ bytes/
    ],
    [
      'a bad archive',
      (_q, res) => void res.writeHead(200).end(Buffer.from('this is not gzip at all')),
      /not a valid export/
    ]
  ]
  it.each(cases)('%s', async (_name, failing, why) => {
    const out = quiet()
    const config = path.join(tmp, `keep-${_name.replace(/\W/g, '')}.yaml`)
    const good = `${host.url}/exports/se_aaaa/bundle.tar.gz`
    await writeFile(
      config,
      `staticExport:\n  enabled: true\n  version: "2024-06-01"\n  bundleUrl: "${good}"\n`
    )
    answer = (_req, res) => void res.writeHead(200, { 'Content-Length': bundle.length }).end(bundle)
    const deployment = new Deployment({
      configFile: config,
      dataDir: path.join(tmp, `keep-${_name.replace(/\W/g, '')}`),
      log: out.log,
      warn: out.warn
    })
    expect((await deployment.start()).ok).toBe(true)
    try {
      answer = failing
      await writeFile(
        config,
        `staticExport:\n  enabled: true\n  version: "2024-07-01"\n  bundleUrl: "${host.url}/exports/se_bbbb/bundle.tar.gz?X-Amz-Date=20000101T000000Z&X-Amz-Expires=3600&X-Amz-Signature=s"\n`
      )
      const outcome = await deployment.reload()
      expect(outcome.ok).toBe(false)
      expect(outcome.message).toMatch(why)
      expect(out.warnings.join('\n')).toMatch(/FETCH FAILED: .*still serving version 2024-06-01/)
      const page = await client.get(`${deployment.url}/quickstart.html`)
      expect(page.message.statusCode).toBe(200)
      expect(page.message.headers['x-docs-version']).toBe('2024-06-01')
      await page.readBody()
      const health = await client.getJson<{ status: string; lastError: { message: string } }>(
        `${deployment.url}${HEALTH_PATH}`
      )
      expect(health.result?.status).toBe('degraded')
      expect(health.result?.lastError.message).toMatch(why)
    } finally {
      await deployment.close()
    }
  })
})

describe('air-gapped', () => {
  it('refuses a non-local link, explaining the artifact route, and serves a file:// bundle', async () => {
    const out = quiet()
    const config = await configFile(
      'airgap.yaml',
      'deploymentType: air-gapped\nstaticExport:\n  enabled: true\n  bundleUrl: "https://exports.example.com/b.tar.gz?X-Amz-Signature=s"\n'
    )
    const deployment = new Deployment({
      configFile: config,
      dataDir: path.join(tmp, 'airgap'),
      log: out.log,
      warn: out.warn
    })
    const refused = await deployment.start()
    try {
      expect(refused.ok).toBe(false)
      expect(refused.message).toContain('never reach outside the machine')
      expect(refused.message).toContain('file:///path/to/bundle.tar.gz')
      const none = await client.get(`${deployment.url}/`)
      expect(none.message.statusCode).toBe(503)
      await none.readBody()
      await writeFile(
        config,
        `deploymentType: air-gapped\nstaticExport:\n  enabled: true\n  bundleUrl: "${pathToFileURL(otherBundleFile).href}"\n`
      )
      expect((await deployment.reload()).ok).toBe(true)
      const home = await client.get(`${deployment.url}/`)
      expect(await home.readBody()).toContain('v1/quickstart.html')
      const health = await client.getJson<{ features: Record<string, boolean> }>(
        `${deployment.url}${HEALTH_PATH}`
      )
      expect(health.result?.features).toMatchObject({
        search: false,
        assistant: false,
        staticExportBundle: true
      })
    } finally {
      await deployment.close()
    }
  })
})

describe('a bundle whose site is inside one folder', () => {
  it('is served from that folder, its 404 page too', async () => {
    const bundle = path.join(tmp, 'wrapped.tar.gz')
    await writeFile(bundle, await makeTarGz(bundleEntriesIn('docs.acme.test')))
    const config = await configFile(
      'wrapped.yaml',
      `deploymentType: air-gapped\nstaticExport:\n  enabled: true\n  bundleUrl: "${pathToFileURL(bundle).href}"\n`
    )
    const out = quiet()
    const deployment = new Deployment({
      configFile: config,
      dataDir: path.join(tmp, 'wrapped'),
      log: out.log,
      warn: out.warn
    })
    expect((await deployment.start()).ok).toBe(true)
    try {
      const home = await client.get(`${deployment.url}/`)
      expect(home.message.statusCode).toBe(200)
      expect(await home.readBody()).toContain('<title>Home</title>')
      const start = await client.get(`${deployment.url}/guide/start.html`)
      expect(start.message.statusCode).toBe(200)
      await start.readBody()
      const missing = await client.get(`${deployment.url}/no/such/page`)
      expect(missing.message.statusCode).toBe(404)
      expect(await missing.readBody()).toContain('<title>Not found</title>')
    } finally {
      await deployment.close()
    }
  })
})

describe('a bundle with hard and symbolic links', () => {
  it('is installed with them, as tar unpacks it: its index a hard link, a page a symbolic one', async () => {
    const bundle = path.join(tmp, 'linked.tar.gz')
    // GNU tar stores a file's later names as hard links: here the index is the second name.
    const home = '<!doctype html><title>Home</title><a href="start.html">Start</a>'
    await writeFile(
      bundle,
      await makeTarGz([
        { name: '404.html', data: home },
        { name: 'index.html', type: 'link', linkname: '404.html' },
        { name: 'guide/intro.html', data: '<!doctype html><title>Intro</title>' },
        { name: 'start.html', type: 'symlink', linkname: 'guide/intro.html' }
      ])
    )
    const config = await configFile(
      'linked.yaml',
      `deploymentType: air-gapped\nstaticExport:\n  enabled: true\n  bundleUrl: "${pathToFileURL(bundle).href}"\n`
    )
    const out = quiet()
    const deployment = new Deployment({
      configFile: config,
      dataDir: path.join(tmp, 'linked'),
      log: out.log,
      warn: out.warn
    })
    expect((await deployment.start()).ok).toBe(true)
    try {
      for (const [page, title] of [
        ['/', 'Home'],
        ['/start.html', 'Intro']
      ]) {
        const res = await client.get(`${deployment.url}${page}`)
        expect([page, res.message.statusCode]).toEqual([page, 200])
        expect(await res.readBody()).toContain(`<title>${title}</title>`)
      }
    } finally {
      await deployment.close()
    }
  })
})

describe('the CLI', () => {
  it('starts from a config, and reloads it on SIGHUP', async () => {
    const config = await configFile(
      'cli.yaml',
      'staticExport:\n  enabled: false\n  bundleUrl: ""\n'
    )
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'emulator/deployment/cli.ts',
        '--config',
        config,
        '--port',
        '0',
        '--data-dir',
        path.join(tmp, 'cli')
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] }
    )
    let output = ''
    const waitFor = (pattern: RegExp): Promise<RegExpMatchArray> =>
      new Promise((resolve, reject) => {
        const check = (): void => {
          const m = pattern.exec(output)
          if (m) resolve(m)
        }
        child.stdout.on('data', (c: Buffer) => {
          output += c.toString()
          check()
        })
        child.stderr.on('data', (c: Buffer) => (output += c.toString()))
        child.on('exit', code => reject(new Error(`the CLI exited with ${code}: ${output}`)))
        check()
      })
    try {
      const [, url] = await waitFor(/serving on (http:\/\/[\d.:]+)/)
      const before = await client.get(`${url}/`)
      expect(before.message.statusCode).toBe(503)
      await before.readBody()
      await writeFile(
        config,
        `staticExport:\n  enabled: true\n  version: "from-sighup"\n  bundleUrl: "${pathToFileURL(bundleFile).href}"\n`
      )
      child.kill('SIGHUP')
      await waitFor(/version from-sighup is active/)
      const after = await client.get(`${url}/`)
      expect(after.message.statusCode).toBe(200)
      expect(after.message.headers['x-docs-version']).toBe('from-sighup')
      await after.readBody()
    } finally {
      child.kill('SIGTERM')
    }
  })
})
