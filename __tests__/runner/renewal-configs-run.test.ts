// A renewal with several config-path files (staging and production values of one site): one run
// writes one link into both, so it must renew when either needs it. It decided from the first
// file only: a staging link renewed by hand made a scheduled run skip while production's ran
// out, and production switched off by hand was switched back on by a renewal decided from
// staging. Run as a runner runs it: dist/index.js, the platform emulator, the GitHub stand-in.
import { WORKFLOW_WRITE_GRANT } from '../../emulator/github/server.js'
import { formatRecordComment } from '../../src/config/index.js'
import { errorText, PR_BRANCH, runnerSuite } from '../helpers/runner.js'

const TOKEN = 'ghs_renewalConfigsRunToken00000000000000'
const suite = runnerSuite({
  name: 'renew-configs',
  token: TOKEN,
  platform: {
    config: { jobs: { queuedMs: 0, msPerPage: 0 }, linkLifetimeSeconds: 6 * 86_400 }
  },
  github: { tokens: { [TOKEN]: WORKFLOW_WRITE_GRANT } }
})

const STAGING = 'deploy/staging/values.yaml'
const PRODUCTION = 'deploy/production/values.yaml'
const DAY = 86_400_000

/** A values file serving `url`, recorded as job `jobId`'s link expiring in `days`. */
function values(url: string, jobId: string, days: number, enabled = true): string {
  const expiresAt = new Date(Date.now() + days * DAY).toISOString().replace(/\.\d+Z$/, 'Z')
  const record = formatRecordComment({ jobId, expiresAt }, url)
  return `replicaCount: 2\nstaticExport:\n  enabled: ${enabled}\n  bundleUrl: "${url}"  ${record}\n`
}

/** A job the platform knows (exported once, delivered nowhere). */
async function knownJob(): Promise<string> {
  const run = await suite.run({ delivery: 'none' }, { artifacts: false })
  expect(run.code).toBe(0)
  return run.outputs['job-id']!
}

const renewal = (repo: string) =>
  suite.run(
    {
      delivery: 'pull-request',
      'config-path': `${STAGING}\n${PRODUCTION}`,
      'renew-only': 'true',
      'renew-if-expiring-within': '48h'
    },
    { repo, artifacts: false }
  )

describe('renew-only over two config-path files, through dist/index.js', () => {
  it("renews when the second file's link is due, though the first one's is not", async () => {
    const job = await knownJob()
    // Staging's link was renewed by hand (5 days left); production's has one day left.
    const repo = await suite.newRepository({
      [STAGING]: values('https://bundles.example.com/staging.tar.gz?sig=s', job, 5),
      [PRODUCTION]: values('https://bundles.example.com/production.tar.gz?sig=p', job, 1)
    })
    const run = await renewal(repo)
    expect(errorText(run.stdout)).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs['job-id']).toBe(job)
    expect(run.stdout).toContain(`${PRODUCTION} decides (its link is due)`)
    expect(run.outputs['pull-request-operation']).not.toBe('skipped')
    for (const path of [STAGING, PRODUCTION]) {
      const written = suite.git(repo, 'show', `${PR_BRANCH}:${path}`)
      expect(written).not.toContain('bundles.example.com')
      expect(written).toContain(`job ${job}`)
    }
  })

  it('writes nothing while the second file is switched off, and says which file', async () => {
    const job = await knownJob()
    const repo = await suite.newRepository({
      [STAGING]: values('https://bundles.example.com/staging.tar.gz?sig=s', job, 1),
      [PRODUCTION]: values('https://bundles.example.com/production.tar.gz?sig=p', job, 1, false)
    })
    const run = await renewal(repo)
    expect(errorText(run.stdout)).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs['pull-request-operation']).toBe('skipped')
    expect(run.stdout).toContain(`${PRODUCTION} holds a link with staticExport.enabled: false`)
    expect(suite.refs(repo)).not.toContain(PR_BRANCH)
  })
})
