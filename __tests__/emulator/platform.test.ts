// The platform emulator on its own: defaults, config files, request validation, the admin API,
// seeded faults and the archive it builds.
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import tar from 'tar-stream'
import { loadConfigFile } from '../../emulator/platform/config.js'
import { placeholderExporter } from '../../emulator/platform/exporter.js'
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'

const ADMIN = { Authorization: 'Bearer svc_local_admin_key', 'Content-Type': 'application/json' }
let emulator: PlatformEmulator | undefined
afterEach(async () => {
  await emulator?.close()
  emulator = undefined
})

async function post(url: string, body: unknown, headers: Record<string, string> = ADMIN) {
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

async function untar(gz: Buffer): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  const extract = tar.extract()
  const done = new Promise<void>((resolve, reject) => {
    extract.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = []
      stream.on('data', (c: unknown) => chunks.push(c as Buffer))
      stream.on('end', () => {
        files.set(header.name, Buffer.concat(chunks).toString('utf8'))
        next()
      })
    })
    extract.on('finish', resolve)
    extract.on('error', reject)
  })
  extract.end(gunzipSync(gz))
  await done
  return files
}

describe('platform emulator', () => {
  it('serves the built-in organizations and keys', async () => {
    emulator = await startPlatformEmulator({ config: { jobs: { queuedMs: 0, msPerPage: 0 } } })
    const start = `${emulator.url}/v1/static-export/jobs`
    expect((await post(start, { domain: 'docs.acme.test' })).status).toBe(202)
    expect(
      await post(
        start,
        { domain: 'docs.starter.test' },
        { Authorization: 'Bearer svc_local_starter_key' }
      )
    ).toEqual({
      status: 403,
      body: { error: 'static export is not enabled for this organization' }
    })
    const assistant = await post(
      start,
      { domain: 'docs.acme.test' },
      { Authorization: 'Bearer svc_dsc_local_assistant_key' }
    )
    expect(assistant.status).toBe(403)
    expect(assistant.body.error).toMatch(/assistant key/)
    expect((await post(start, { domain: 'docs.acme.test' }, {})).status).toBe(401)
    expect(emulator.log.entries.map(e => e.hadAuthorization)).toEqual([true, true, true, false])
  })

  it("takes the example site's own versions (docs.json), which the exports can render", async () => {
    emulator = await startPlatformEmulator({ config: { jobs: { queuedMs: 0, msPerPage: 0 } } })
    const start = `${emulator.url}/v1/static-export/jobs`
    const started = await post(start, { domain: 'docs.acme.test', version: 'v1' })
    expect(started.status).toBe(202)
    let job = started.body
    for (let i = 0; i < 200 && job.status !== 'completed' && job.status !== 'failed'; i++) {
      await new Promise(resolve => setTimeout(resolve, 50))
      const res = await fetch(`${start}/${job.jobId}`, { headers: ADMIN })
      job = await res.json()
    }
    expect(job).toMatchObject({ status: 'completed', error: null })
    expect((await post(start, { domain: 'docs.acme.test', version: '2024-06-01' })).status).toBe(
      400
    )
  })

  it.each([
    [{ domain: 'https://docs.acme.test/' }, /hostname only/],
    [{ domain: 'docs.acme.test/guide' }, /hostname only/],
    [{}, /"domain" is required/],
    [{ domain: 'docs.acme.test', paths: 'guide' }, /paths/],
    [{ domain: 'docs.acme.test', paths: [1] }, /paths/],
    [{ domain: 'docs.acme.test', version: 'v0' }, /unknown version/],
    [[1, 2], /JSON object/]
  ])('answers 400 with {"error"} for %j', async (body, message) => {
    emulator = await startPlatformEmulator()
    const res = await post(`${emulator.url}/v1/static-export/jobs`, body)
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(message)
  })

  it('loads organizations from a YAML config file, sites relative to it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'emu-config-'))
    const file = path.join(dir, 'emulator.yaml')
    const site = path.relative(dir, path.resolve('__fixtures__/sites/mini'))
    await writeFile(
      file,
      `seed: 3\njobs: { queuedMs: 0, msPerPage: 0 }\norgs:\n  - name: beta\n    plan: enterprise\n    adminKey: svc_beta\n    domains:\n      docs.beta.test: { site: ${site} }\n`
    )
    const config = await loadConfigFile(file)
    expect(config.orgs?.[0]?.domains['docs.beta.test']?.site).toBe(
      path.resolve('__fixtures__/sites/mini')
    )
    emulator = await startPlatformEmulator({ config })
    const res = await post(
      `${emulator.url}/v1/static-export/jobs`,
      { domain: 'docs.beta.test' },
      { Authorization: 'Bearer svc_beta' }
    )
    expect(res.status).toBe(202)
    expect(
      (await post(`${emulator.url}/v1/static-export/jobs`, { domain: 'docs.acme.test' })).status
    ).toBe(401)
  })

  it('takes faults over the admin API, fires them deterministically by seed, logs and resets', async () => {
    const statuses = async (seed: number): Promise<number[]> => {
      const emu = await startPlatformEmulator()
      try {
        const set = await post(`${emu.url}/_emulator/faults`, {
          seed,
          faults: [{ kind: 'error', route: 'status', status: 503, rate: 0.5 }]
        })
        expect(set.status).toBe(200)
        const out: number[] = []
        for (let i = 0; i < 12; i++) {
          out.push(
            (await fetch(`${emu.url}/v1/static-export/jobs/se_x`, { headers: ADMIN })).status
          )
        }
        const log = (await (await fetch(`${emu.url}/_emulator/requests`)).json()) as {
          requests: Array<{ path: string; status: number }>
        }
        expect(
          log.requests.filter(r => r.path === '/v1/static-export/jobs/se_x').map(r => r.status)
        ).toEqual(out)
        await post(`${emu.url}/_emulator/reset`, {})
        expect((await (await fetch(`${emu.url}/_emulator/faults`)).json()) as unknown).toEqual({
          faults: []
        })
        return out
      } finally {
        await emu.close()
      }
    }
    const a = await statuses(42)
    expect(a).toEqual(await statuses(42))
    expect(a).toContain(503)
    expect(a).toContain(404)
    expect(a).not.toEqual(await statuses(43))
  })

  it('rejects an invalid fault rule with 400', async () => {
    emulator = await startPlatformEmulator()
    const res = await post(`${emulator.url}/_emulator/faults`, { faults: [{ kind: 'explode' }] })
    expect(res.status).toBe(400)
  })

  it('skips and counts: a 429 burst after the first request, with Retry-After', async () => {
    emulator = await startPlatformEmulator()
    emulator.faults.add([
      { kind: 'rate-limit', path: '^/v1/static-export/jobs/', skip: 1, count: 2, retryAfter: 4 }
    ])
    const got: Array<[number, string | null]> = []
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${emulator.url}/v1/static-export/jobs/se_y`, { headers: ADMIN })
      got.push([res.status, res.headers.get('retry-after')])
    }
    expect(got).toEqual([
      [404, null],
      [429, '4'],
      [429, '4'],
      [404, null]
    ])
    expect(emulator.faults.list()[0]?.fired).toBe(2)
  })

  it('mounts extra route modules that reuse authenticate', async () => {
    emulator = await startPlatformEmulator({
      registerRoutes: [
        (router, ctx) =>
          router.add('GET', '/v1/whoami', (req, res) => {
            const { org } = ctx.authenticate(req, 'assistant')
            res.end(org.name)
          })
      ]
    })
    const ok = await fetch(`${emulator.url}/v1/whoami`, {
      headers: { Authorization: 'Bearer svc_dsc_local_assistant_key' }
    })
    expect(await ok.text()).toBe('acme')
    const wrong = await fetch(`${emulator.url}/v1/whoami`, {
      headers: { Authorization: 'Bearer svc_local_admin_key' }
    })
    expect(wrong.status).toBe(403)
  })
})

describe('placeholder exporter', () => {
  it('writes a .tar.gz with one HTML page per Markdown page and an index, reporting each page', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'emu-export-'))
    const out = path.join(dir, 'site.tar.gz')
    const progress: string[] = []
    const result = await placeholderExporter(
      { siteDir: '__fixtures__/sites/mini', onPage: (d, t) => progress.push(`${d}/${t}`) },
      out
    )
    expect(result.pageCount).toBe(3)
    expect(progress).toEqual(['1/3', '2/3', '3/3'])
    const { readFile } = await import('node:fs/promises')
    const files = await untar(await readFile(out))
    expect([...files.keys()].sort()).toEqual([
      'guide/configuration.html',
      'guide/quickstart.html',
      'home.html',
      'index.html'
    ])
    const quick = files.get('guide/quickstart.html')!
    expect(quick).toContain('<title>Quick start</title>')
    expect(quick).not.toContain('description:')
    expect(files.get('guide/configuration.html')).toContain('&lt;tags&gt;')
    expect(files.get('index.html')).toContain('href="guide/quickstart.html"')
  })

  it('filters by paths and fails when none match', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'emu-export-'))
    const r = await placeholderExporter(
      {
        siteDir: '__fixtures__/sites/mini',
        paths: ['/guide/quickstart', '/nope'],
        onPage: () => undefined
      },
      path.join(dir, 'a.tar.gz')
    )
    expect(r).toEqual({ pageCount: 1, warnings: ['no page at /nope'] })
    await expect(
      placeholderExporter(
        { siteDir: '__fixtures__/sites/mini', paths: ['/nope'], onPage: () => undefined },
        path.join(dir, 'b.tar.gz')
      )
    ).rejects.toThrow(/none of the requested paths/)
  })
})
