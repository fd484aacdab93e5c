// Runner tests: `node dist/index.js` started the way a GitHub runner starts it (INPUT_*
// variables, the runner's command files, ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_TOKEN) against
// the platform emulator and the artifact service stand-in. Assertions are on what the runner
// reads afterwards: the exit code, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, the stored artifact and
// stdout.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import type { PlatformEmulatorConfig } from '../../emulator/platform/config.js'
import type { FaultRule } from '../../emulator/platform/faults.js'
import { nodeRuntimes } from '../../emulator/runner-env.js'
import { ADMIN_KEY, DOMAIN, errorLines, runDist, runnerSuite } from '../helpers/runner.js'

// No GitHub here: artifact delivery talks to the platform and the artifact service only.
const suite = runnerSuite({
  name: 'artifact',
  token: '',
  platform: { config: { jobs: { queuedMs: 200, msPerPage: 250 } } }
})
let platform: PlatformEmulator
beforeAll(() => {
  platform = suite.emulators.platform
})
beforeEach(() => {
  platform.faults.clear()
  platform.log.clear()
})

let runCounter = 0
async function runExport(
  inputs: Record<string, string>,
  options: {
    node?: string
    faults?: FaultRule[]
    timeoutMs?: number
    /** Another platform emulator than the shared one (other job speeds, link lifetimes). */
    on?: PlatformEmulator
  } = {}
) {
  const target = options.on ?? platform
  target.faults.add(options.faults ?? [])
  runCounter += 1
  return runDist({
    tmpRoot: join(suite.scratch, `run-${runCounter}`),
    inputs: { domain: DOMAIN, 'admin-key': ADMIN_KEY, 'api-url': target.url, ...inputs },
    artifacts: suite.emulators.artifacts,
    runId: String(2_000_000 + runCounter),
    node: options.node,
    timeoutMs: options.timeoutMs
  })
}

describe.each(nodeRuntimes())(
  'a full export with artifact delivery under $name',
  ({ path: node }) => {
    it('exports, verifies, uploads the archive and reports it', async () => {
      const before = suite.emulators.artifacts.artifacts().length
      const run = await runExport({}, { node })
      expect(errorLines(run.stdout)).toEqual([])
      expect(run.code).toBe(0)

      const o = run.outputs
      expect(o['job-id']).toMatch(/^se_[0-9a-f]+$/)
      expect(o.status).toBe('completed')
      expect(Number(o['page-count'])).toBeGreaterThan(0)
      expect(o['bundle-url']).toContain(`/exports/${o['job-id']}/bundle.tar.gz?`)
      expect(Date.parse(o['expires-at']!)).toBeGreaterThan(Date.now())

      // The archive on the runner is the platform's archive, byte for byte.
      const platformArchive = platform.jobs.get(o['job-id']!)!.archive!
      const platformSha = createHash('sha256').update(readFileSync(platformArchive)).digest('hex')
      expect(o['archive-sha256']).toBe(platformSha)
      expect(Number(o['bundle-size'])).toBe(readFileSync(platformArchive).length)
      expect(existsSync(o['archive-path']!)).toBe(true)
      expect(createHash('sha256').update(readFileSync(o['archive-path']!)).digest('hex')).toBe(
        platformSha
      )
      expect(readdirSync(run.files.runnerTemp).some(f => f.endsWith('.part'))).toBe(false)

      // The stored artifact holds the same bytes.
      const stored = suite.emulators.artifacts.artifacts()
      expect(stored.length).toBe(before + 1)
      const artifact = stored.at(-1)!
      expect(artifact.name).toBe('static-export-docs.acme.test.tar.gz')
      expect(artifact.sha256).toBe(platformSha)
      expect(o['artifact-id']).toBe(String(artifact.id))
      expect(o['artifact-digest']).toBe(platformSha)
      expect(o['artifact-url']).toMatch(
        /^https:\/\/github\.com\/acme\/docs\/actions\/runs\/\d+\/artifacts\/\d+$/
      )

      // The summary has what a reviewer needs, and no secret.
      expect(run.summary).toContain('docs.acme.test')
      expect(run.summary).toContain(o['job-id'])
      expect(run.summary).toContain(platformSha)
      expect(run.summary).toMatch(/Link expires \| .*UTC \(in /)
      expect(run.summary).not.toContain('X-Amz-Signature')

      // The key is masked at once and appears nowhere else; the link is masked too.
      expect(run.stdout).toContain(`::add-mask::${ADMIN_KEY}`)
      const withoutMasks = (run.stdout + run.stderr)
        .split('\n')
        .filter(l => !l.startsWith('::add-mask::'))
        .join('\n')
      expect(withoutMasks).not.toContain(ADMIN_KEY)
      expect(run.stdout).toContain(`::add-mask::${o['bundle-url']}`)
      expect(withoutMasks).not.toContain(o['bundle-url'])

      // Progress is logged per change, and the bundle host never saw an Authorization header.
      expect(run.stdout).toMatch(/running\s+\d+%\s+\d+ pages/)
      const downloads = platform.log.entries.filter(e => e.path.startsWith('/exports/'))
      expect(downloads.length).toBeGreaterThan(0)
      expect(downloads.every(e => !e.hadAuthorization)).toBe(true)
    })
  }
)

describe('runs that must fail clearly', () => {
  it('refuses the assistant key as admin key before any request', async () => {
    const run = await runExport({ 'admin-key': 'svc_dsc_local_assistant_key' })
    expect(run.code).toBe(1)
    expect(errorLines(run.stdout).join('\n')).toMatch(/admin-key.*public assistant key/)
    expect(platform.log.entries).toHaveLength(0)
    expect(run.outputs).toEqual({})
  })

  it('explains a 401 (wrong or expired key)', async () => {
    const run = await runExport({ 'admin-key': 'svc_not_a_real_key' })
    expect(run.code).toBe(1)
    expect(errorLines(run.stdout).join('\n')).toMatch(/401/)
    const unmasked = run.stdout.split('\n').filter(l => !l.startsWith('::add-mask::'))
    expect(unmasked.join('\n')).not.toContain('svc_not_a_real_key')
  })

  it('explains a 403 for an organization without Enterprise', async () => {
    const run = await runExport({
      domain: 'docs.starter.test',
      'admin-key': 'svc_local_starter_key'
    })
    expect(run.code).toBe(1)
    const error = errorLines(run.stdout).join('\n')
    expect(error).toMatch(/403/)
    expect(error).toMatch(/Enterprise/i)
  })

  it('explains a 404 for a domain of another organization', async () => {
    const run = await runExport({ domain: 'docs.starter.test' })
    expect(run.code).toBe(1)
    expect(errorLines(run.stdout).join('\n')).toMatch(/404/)
  })

  it('reports a failed job with the platform’s error and keeps the job id output', async () => {
    const run = await runExport(
      {},
      {
        faults: [
          { kind: 'job-failure', atProgress: 30, message: 'page /guide/broken failed to render' }
        ]
      }
    )
    expect(run.code).toBe(1)
    expect(errorLines(run.stdout).join('\n')).toContain('page /guide/broken failed to render')
    expect(run.outputs['job-id']).toMatch(/^se_/)
    expect(run.outputs.status).toBe('failed')
    expect(run.outputs['archive-path']).toBeUndefined()

    // Given again as job-id, the failed job says so in its status too, as a new export's does.
    const renewal = await runExport({ 'job-id': run.outputs['job-id']! })
    expect(renewal.code).toBe(1)
    expect(errorLines(renewal.stdout).join('\n')).toMatch(/failed on the platform/)
    expect(renewal.outputs.status).toBe('failed')
  })

  it('times out with the job id, its last status and how to pick it up', async () => {
    const slow = await startPlatformEmulator({
      config: { jobs: { queuedMs: 100, msPerPage: 60_000 } }
    })
    try {
      const run = await runExport({ 'wait-timeout': '3s' }, { on: slow })
      expect(run.code).toBe(1)
      const error = errorLines(run.stdout).join('\n')
      expect(error).toContain(run.outputs['job-id']!)
      expect(error).toMatch(/job-id/)
    } finally {
      await slow.close()
    }
  })

  it('renews an expired link once and still delivers', async () => {
    const shortLinks = await startPlatformEmulator({
      // Links signed to the second live 3-4 s: the renewed one has seconds to be used on a busy
      // machine (at 1 s it could have next to none, and a loaded CI run saw it expire too).
      config: { jobs: { queuedMs: 50, msPerPage: 5 }, linkLifetimeSeconds: 4 }
    })
    try {
      // The first download request is held until its link has expired.
      const run = await runExport(
        { delivery: 'none' },
        {
          on: shortLinks,
          faults: [{ kind: 'latency', route: 'download', latencyMs: 5000, count: 1 }]
        }
      )
      expect(errorLines(run.stdout)).toEqual([])
      expect(run.code).toBe(0)
      expect(shortLinks.log.count('POST', /\/bundle$/)).toBe(2)
      expect(shortLinks.log.count('POST', '/v1/static-export/jobs')).toBe(1)
      expect(existsSync(run.outputs['archive-path']!)).toBe(true)
    } finally {
      await shortLinks.close()
    }
  })

  it('resumes a truncated download, and fails without uploading when it never completes', async () => {
    const resumed = await runExport(
      { delivery: 'none' },
      { faults: [{ kind: 'truncate', route: 'download', truncateAt: 0.4, count: 1 }] }
    )
    expect(resumed.code).toBe(0)
    expect(platform.log.count('GET', /^\/exports\//)).toBeGreaterThanOrEqual(2)

    platform.faults.clear()
    const before = suite.emulators.artifacts.artifacts().length
    const broken = await runExport(
      {},
      { faults: [{ kind: 'truncate', route: 'download', truncateAt: 0.4 }] }
    )
    expect(broken.code).toBe(1)
    expect(errorLines(broken.stdout).join('\n')).toMatch(/download|failed \d+ times/i)
    expect(suite.emulators.artifacts.artifacts().length).toBe(before)
    expect(broken.outputs['archive-path']).toBeUndefined()
    expect(readdirSync(broken.files.runnerTemp).some(f => f.includes('.tar.gz'))).toBe(false)
  })

  it('renews the link of an existing job without exporting again', async () => {
    const first = await runExport({ delivery: 'none' })
    expect(first.code).toBe(0)
    platform.log.clear()
    // renew-only beside job-id, without a pull request: a renewal of that job, as job-id alone.
    const renewal = await runExport({
      delivery: 'none',
      'job-id': first.outputs['job-id']!,
      'renew-only': 'true'
    })
    expect(errorLines(renewal.stdout)).toEqual([])
    expect(renewal.code).toBe(0)
    expect(platform.log.count('POST', '/v1/static-export/jobs')).toBe(0)
    expect(renewal.outputs['archive-sha256']).toBe(first.outputs['archive-sha256'])
    expect(platform.log.count('POST', /\/bundle$/)).toBe(1)
    expect(renewal.summary).toContain('link renewed, no new export')
  })
})

// The platform promises a string for a job id and a URL for a link, nothing more: the same
// delivery and renewal under other shapes, so no test passes because of one shape.
const STYLES: Array<{ name: string; config: Partial<PlatformEmulatorConfig> }> = [
  { name: 'default (se_ ids, S3 links on the API host, 202)', config: {} },
  {
    name: 'UUID ids, GCS links on another loopback host, start answers 200',
    config: { ids: 'uuid', links: 'gcs-other-host', startStatus: 200 }
  },
  { name: 'numeric ids, Azure SAS links', config: { ids: 'numeric', links: 'azure' } },
  { name: 'UUID ids, links with no expiry in them', config: { ids: 'uuid', links: 'no-expiry' } },
  {
    name: 'opaque ids, a bundle answer without sizeBytes',
    config: { ids: 'opaque', answers: { sizeBytes: 'absent' } }
  },
  {
    name: 'numeric ids, answers holding only what the spec promises (no echoed jobId, no final page count)',
    config: { ids: 'numeric', answers: { fields: 'minimal' } }
  }
]

/** The verified archive's page count, as the step summary states it. */
function pagesIn(summary: string): number {
  const found = /- (\d+) pages in \d+ files/.exec(summary)
  if (!found) throw new Error(`no page count in the summary:\n${summary}`)
  return Number(found[1])
}

describe.each(STYLES)('artifact delivery with a platform answering in style: $name', style => {
  let styled: PlatformEmulator
  beforeAll(async () => {
    styled = await startPlatformEmulator({
      config: { jobs: { queuedMs: 50, msPerPage: 5 }, ...style.config }
    })
  })
  afterAll(async () => {
    await styled.close()
  })

  it('exports, uploads the archive, then renews the same job by its id', async () => {
    const before = suite.emulators.artifacts.artifacts().length
    const run = await runExport({}, { on: styled })
    expect(errorLines(run.stdout)).toEqual([])
    expect(run.code).toBe(0)
    const jobId = run.outputs['job-id']!
    const job = styled.jobs.get(jobId)
    expect(job?.archive).toBeDefined()
    const link = new URL(run.outputs['bundle-url']!)
    expect(link.pathname).toBe(`/exports/${encodeURIComponent(jobId)}/bundle.tar.gz`)
    expect(link.host === new URL(styled.url).host).toBe(!style.config.links?.endsWith('other-host'))
    expect(run.outputs['expires-at']).toBe(
      new Date(Date.parse(run.outputs['expires-at']!)).toISOString()
    )
    const sha = createHash('sha256').update(readFileSync(job!.archive!)).digest('hex')
    expect(run.outputs['archive-sha256']).toBe(sha)
    // The platform's count; from a platform that gives none once the job completes, the
    // verified archive's pages (never a made-up 0).
    expect(run.outputs['page-count']).toBe(
      String(
        style.config.answers?.fields === 'minimal' ? pagesIn(run.summary) : job!.view().pageCount
      )
    )
    expect(Number(run.outputs['bundle-size'])).toBe(readFileSync(job!.archive!).length)
    expect(suite.emulators.artifacts.artifacts().length).toBe(before + 1)
    expect(suite.emulators.artifacts.artifacts().at(-1)!.sha256).toBe(sha)
    expect(run.summary).toContain(jobId)
    expect(run.summary).not.toMatch(/Signature=|sig=[0-9a-f]{8}|token=[0-9a-f]{8}/)
    expect(styled.log.count('GET', /^\/exports\//)).toBeGreaterThan(0)

    styled.log.clear()
    const renewal = await runExport({ delivery: 'none', 'job-id': jobId }, { on: styled })
    expect(errorLines(renewal.stdout)).toEqual([])
    expect(renewal.code).toBe(0)
    expect(renewal.outputs['job-id']).toBe(jobId)
    expect(styled.log.count('POST', '/v1/static-export/jobs')).toBe(0)
    expect(styled.log.count('POST', /\/bundle$/)).toBe(1)
    expect(renewal.outputs['archive-sha256']).toBe(sha)
    expect(renewal.summary).toContain('link renewed, no new export')
  })
})
