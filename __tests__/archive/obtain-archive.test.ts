// The archive of a run as obtainArchive gets it, against the platform emulator over loopback:
// the tool cache of a self-hosted runner that cannot take the archive or holds a copy that does
// not verify, and the outputs of a renewal proven without a download when the platform gave no
// sizeBytes.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import { defaultConfig, type PlatformEmulatorConfig } from '../../emulator/platform/config.js'
import { obtainArchive } from '../../src/obtain-archive.js'
import { StaticExportClient } from '../../src/platform/static-export.js'
import type { Settings } from '../../src/settings.js'

const ADMIN = 'svc_local_admin_key'
const DOMAIN = 'docs.acme.test'
const ENV = ['GITHUB_OUTPUT', 'RUNNER_ENVIRONMENT', 'RUNNER_TOOL_CACHE'] as const

let dir: string
let saved: Partial<Record<(typeof ENV)[number], string>>
let stdout: string[]
const write = process.stdout.write.bind(process.stdout)
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'obtain-archive-'))
  saved = Object.fromEntries(ENV.map(name => [name, process.env[name]]))
  process.env.GITHUB_OUTPUT = join(dir, 'outputs')
  writeFileSync(process.env.GITHUB_OUTPUT, '')
  delete process.env.RUNNER_ENVIRONMENT
  delete process.env.RUNNER_TOOL_CACHE
  // Workflow commands (warnings) go to stdout: caught here, and read by the tests.
  stdout = []
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout.push(String(chunk))
    return true
  }) as typeof process.stdout.write
})
afterEach(() => {
  process.stdout.write = write
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  rmSync(dir, { recursive: true, force: true })
})

/** The outputs written so far, by name (the runner's GITHUB_OUTPUT file format). */
function outputs(): Record<string, string> {
  const text = readFileSync(process.env.GITHUB_OUTPUT!, 'utf8')
  const found: Record<string, string> = {}
  for (const m of text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) found[m[1]!] = m[3]!
  return found
}

function settingsFor(tempDir: string): Settings {
  return {
    domain: DOMAIN,
    tempDir,
    downloadTimeoutMs: 60_000,
    allowPrivateBundleHosts: false,
    maskBundleUrl: false
  } as Settings
}

async function withJob(
  config: Partial<PlatformEmulatorConfig>,
  body: (ctx: {
    platform: PlatformEmulator
    client: StaticExportClient
    jobId: string
    sha256: string
    size: number
  }) => Promise<void>
): Promise<void> {
  const platform = await startPlatformEmulator({
    config: { jobs: { queuedMs: 0, msPerPage: 0 }, ...config }
  })
  try {
    const client = new StaticExportClient({ baseUrl: platform.url, apiKey: ADMIN })
    const started = await client.startExport({ domain: DOMAIN })
    const job = await client.waitForExport(started.jobId, {
      schedule: { initialMs: 10, maxBackoffMs: 50, floorMs: 10 }
    })
    const bytes = readFileSync(platform.jobs.get(job.jobId)!.archive!)
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    await body({ platform, client, jobId: job.jobId, sha256, size: bytes.length })
  } finally {
    await platform.close()
  }
}

describe('obtainArchive on a self-hosted runner whose tool cache cannot take the archive', () => {
  it('delivers the verified archive with a warning instead of failing the run', async () => {
    await withJob({}, async ({ client, jobId, sha256 }) => {
      process.env.RUNNER_ENVIRONMENT = 'self-hosted'
      // A file where the cache folder should be: no folder can be made under it (root or not).
      const toolCache = join(dir, 'tool-cache')
      writeFileSync(toolCache, 'not a folder')
      process.env.RUNNER_TOOL_CACHE = toolCache
      const bundle = await client.createBundle(jobId)
      const archive = await obtainArchive(client, settingsFor(dir), bundle, {
        renewing: false,
        record: undefined,
        wantsArtifact: true
      })
      expect(archive.sha256).toBe(sha256)
      expect(archive.report?.pages).toBeGreaterThan(0)
      expect(existsSync(archive.path!)).toBe(true)
      expect(outputs()['archive-sha256']).toBe(sha256)
      expect(stdout.join('')).toMatch(
        /::warning::The verified archive was not kept in the runner's tool cache \(RUNNER_TOOL_CACHE\): .*ENOTDIR.*The run goes on/
      )
    })
  })
})

describe('a renewal proven without a download', () => {
  it('sets bundle-size from the record when the platform sent no sizeBytes', async () => {
    await withJob({ answers: { fields: 'minimal' } }, async ({ client, jobId, sha256, size }) => {
      const first = await obtainArchive(
        client,
        settingsFor(dir),
        await client.createBundle(jobId),
        {
          renewing: false,
          record: undefined,
          wantsArtifact: false
        }
      )
      expect(outputs()['bundle-size']).toBe(String(size))
      writeFileSync(process.env.GITHUB_OUTPUT!, '')
      const bundle = await client.createBundle(jobId)
      expect(bundle.sizeBytes).toBeUndefined()
      const renewed = await obtainArchive(client, settingsFor(dir), bundle, {
        renewing: true,
        record: { jobId, sizeBytes: size, etag: first.etag!, sha256 },
        wantsArtifact: false
      })
      expect(renewed.report).toBeUndefined()
      expect(outputs()).toMatchObject({ 'archive-sha256': sha256, 'bundle-size': String(size) })
    })
  })
})

describe('a renewal that takes the artifact from the tool cache', () => {
  it('downloads in full when the cached copy does not verify, and never delivers it', async () => {
    await withJob({}, async ({ client, jobId, sha256, size }) => {
      process.env.RUNNER_ENVIRONMENT = 'self-hosted'
      process.env.RUNNER_TOOL_CACHE = join(dir, 'tool-cache')
      const first = await obtainArchive(
        client,
        settingsFor(dir),
        await client.createBundle(jobId),
        {
          renewing: false,
          record: undefined,
          wantsArtifact: true
        }
      )
      // What the cache holds under the recorded sha256 is not an archive that verifies (as a
      // copy cut short by another run keeping the same entry at that moment would not be).
      const bad = Buffer.from('not a gzip archive')
      const badSha = createHash('sha256').update(bad).digest('hex')
      writeFileSync(join(dir, 'bad.tar.gz'), bad)
      const { keepArchive } = await import('../../src/archive/archive-cache.js')
      await keepArchive(join(dir, 'bad.tar.gz'), { domain: DOMAIN, jobId, sha256: badSha })
      const renewed = await obtainArchive(
        client,
        settingsFor(dir),
        await client.createBundle(jobId),
        {
          renewing: true,
          record: { jobId, sizeBytes: size, etag: first.etag!, sha256: badSha },
          wantsArtifact: true
        }
      )
      expect(renewed.sha256).toBe(sha256)
      expect(renewed.report?.pages).toBeGreaterThan(0)
      expect(createHash('sha256').update(readFileSync(renewed.path!)).digest('hex')).toBe(sha256)
      expect(outputs()['archive-sha256']).toBe(sha256)
      expect(stdout.join('')).toMatch(/Full download: the cached archive did not verify again/)
    })
  })
})

describe('a site whose pages name its own public address', () => {
  it('judges those links as paths of the bundle and says they leave a self-hosted copy', async () => {
    // Written as Hugo with `baseURL = "https://docs.acme.test/"` writes them: absolute links to
    // the site's own domain, one to a page the bundle holds and one to a page it lacks.
    const site = join(dir, 'site')
    mkdirSync(site)
    writeFileSync(
      join(site, 'index.md'),
      '# Home\n\nSee [the guide](https://docs.acme.test/guide.html) and ' +
        '[the old page](https://docs.acme.test/retired.html).\n'
    )
    writeFileSync(join(site, 'guide.md'), '# Guide\n\nBack [home](https://docs.acme.test/).\n')
    const config = defaultConfig()
    config.orgs[0]!.domains[DOMAIN]!.site = site
    await withJob({ orgs: config.orgs }, async ({ client, jobId }) => {
      const archive = await obtainArchive(
        client,
        settingsFor(dir),
        await client.createBundle(jobId),
        {
          renewing: false,
          record: undefined,
          wantsArtifact: false
        }
      )
      const report = archive.report!
      expect(report.siteAddress?.linkCount).toBe(3)
      expect(report.externalReferenceCount).toBe(0)
      expect(report.rootAbsolute?.brokenLinks).toEqual([
        { page: 'index.html', href: 'https://docs.acme.test/retired.html' }
      ])
      const log = stdout.join('')
      expect(log).toMatch(
        /Verified: .*, 0 loads from other origins, 3 links naming the site's public address/
      )
      expect(log).toMatch(
        /::warning::3 links in the bundle's pages name the site's public address, e\.g\. "https:\/\/docs\.acme\.test\/guide\.html" in "index\.html": they lead out of a self-hosted copy to the public site; those written as absolute URLs were also checked as paths of the bundle\. It is delivered as it is\./
      )
    })
  })
})
