// Secrets under the conditions most likely to spill them: step debug logging on (every wire
// detail the action logs with core.debug reaches stdout), retries and a renewed link (more
// links, more messages), failures whose messages quote what went wrong, and the pull-request
// token present in every run. The admin key, the assistant key, the GitHub token and every
// masked link signature must stay out of stdout, stderr (outside `::add-mask::`), outputs other
// than bundle-url, and the summary; no Authorization header may reach the download route.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startArtifactService, type ArtifactService } from '../../emulator/artifact/service.js'
import type { FaultRule } from '../../emulator/platform/faults.js'
import { startPlatformEmulator } from '../../emulator/platform/server.js'
import {
  ADMIN_KEY,
  ASSISTANT_KEY,
  GITHUB_TOKEN,
  errorLines,
  runDist,
  secretLeaks,
  type DistRun
} from './harness.js'

let scratch: string
let artifacts: ArtifactService
let runs = 0

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'reliability-secrets-'))
  artifacts = await startArtifactService({ storageDir: join(scratch, 'artifact-store') })
})
afterAll(async () => {
  await artifacts.close()
  rmSync(scratch, { recursive: true, force: true })
})

async function run(
  inputs: Record<string, string>,
  options: { faults?: FaultRule[]; linkLifetimeSeconds?: number; debug?: boolean } = {}
): Promise<DistRun & { downloadsWithAuth: number; downloads: number }> {
  runs += 1
  const platform = await startPlatformEmulator({
    config: {
      jobs: { queuedMs: 20, msPerPage: 10 },
      linkLifetimeSeconds: options.linkLifetimeSeconds ?? 2 * 24 * 3600,
      faults: options.faults ?? []
    }
  })
  try {
    const result = await runDist({
      platform,
      artifacts,
      inputs: { ...inputs },
      tmpRoot: join(scratch, `run-${runs}`),
      runId: String(6_000_000 + runs),
      extraEnv: options.debug ? { RUNNER_DEBUG: '1' } : undefined
    })
    const downloads = platform.log.entries.filter(e => e.path.startsWith('/exports/'))
    return {
      ...result,
      downloads: downloads.length,
      downloadsWithAuth: downloads.filter(e => e.hadAuthorization).length
    }
  } finally {
    await platform.close()
  }
}

const ALL_SECRETS = { adminKey: ADMIN_KEY, assistantKey: ASSISTANT_KEY, githubToken: GITHUB_TOKEN }

it('keeps every secret out of a debug-logged run with retries and a renewed link', async () => {
  const result = await run(
    {},
    {
      debug: true,
      // Links signed to the second live 3-4 s, so the renewed one has seconds to be used on a
      // busy machine; the held resume (5 s) outlives the first.
      linkLifetimeSeconds: 4,
      faults: [
        { kind: 'error', route: 'status', status: 503, count: 2 },
        { kind: 'rate-limit', route: 'bundle', retryAfter: 1, count: 1 },
        // The first download is cut and its resume held past the link's expiry: a renewal.
        { kind: 'truncate', route: 'download', truncateAt: 0.5, count: 1 },
        { kind: 'latency', route: 'download', skip: 1, count: 1, latencyMs: 5000 }
      ]
    }
  )
  expect(errorLines(result.stdout)).toEqual([])
  expect(result.code).toBe(0)
  // Debug logging really was on, so wire detail was there to leak.
  expect(result.stdout).toMatch(/^::debug::/m)
  expect(result.stdout).toContain(`::add-mask::${ADMIN_KEY}`)
  expect(result.stdout).toContain(`::add-mask::${GITHUB_TOKEN}`)
  expect(result.stdout).toContain(`::add-mask::${result.outputs['bundle-url']}`)
  expect(
    secretLeaks(result, {
      ...ALL_SECRETS,
      links: [result.outputs['bundle-url']!],
      linksMasked: true
    })
  ).toEqual([])
  expect(result.downloads).toBeGreaterThanOrEqual(3)
  expect(result.downloadsWithAuth).toBe(0)
})

it('keeps the keys out of failures that quote the platform (401, failed job, dead download)', async () => {
  const unauthorized = await run({ 'admin-key': 'svc_revoked_key_0123456789' }, { debug: true })
  expect(unauthorized.code).toBe(1)
  expect(
    secretLeaks(unauthorized, { ...ALL_SECRETS, adminKey: 'svc_revoked_key_0123456789' })
  ).toEqual([])

  const failedJob = await run(
    {},
    { debug: true, faults: [{ kind: 'job-failure', atProgress: 20, message: 'render crashed' }] }
  )
  expect(failedJob.code).toBe(1)
  expect(secretLeaks(failedJob, { ...ALL_SECRETS, linksMasked: true })).toEqual([])

  const deadDownload = await run(
    {},
    { debug: true, faults: [{ kind: 'truncate', route: 'download', truncateAt: 0.3 }] }
  )
  expect(deadDownload.code).toBe(1)
  expect(
    secretLeaks(deadDownload, {
      ...ALL_SECRETS,
      links: [deadDownload.outputs['bundle-url']!],
      linksMasked: true
    })
  ).toEqual([])
  expect(deadDownload.downloadsWithAuth).toBe(0)
})

it('shows the link only where asked when masking is off, and the keys never', async () => {
  const result = await run({ 'mask-bundle-url': 'false', delivery: 'none' }, { debug: true })
  expect(result.code).toBe(0)
  expect(result.stdout).not.toContain(`::add-mask::${result.outputs['bundle-url']}`)
  // Asked for so that the link can be taken from the log: there it is, whole.
  expect(result.stdout).toContain(
    `Bundle link (mask-bundle-url: false): ${result.outputs['bundle-url']}\n`
  )
  expect(secretLeaks(result, ALL_SECRETS)).toEqual([])
  expect(result.downloadsWithAuth).toBe(0)
})
