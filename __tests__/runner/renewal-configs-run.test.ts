// A renewal with several config-path files (staging and production values of one site): one run
// writes one link into both, so it must renew when either needs it. It decided from the first
// file only: a staging link renewed by hand made a scheduled run skip while production's ran
// out, and production switched off by hand was switched back on by a renewal decided from
// staging. Then a file the scheduled run must not write (switched off by hand, or serving an
// import's link: staging air-gapped, production not) made the whole run skip while the other
// file's link ran out, and a renew-only run without a window wrote over an import. Such a file
// is now left as it is, byte for byte. Run as a runner runs it: dist/index.js, the platform
// emulator, the GitHub stand-in.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { WORKFLOW_WRITE_GRANT } from '../../emulator/github/server.js'
import { formatRecordComment } from '../../src/config/index.js'
import { cloneCommitPush } from '../helpers/clone-and-push.js'
import { errorText, OWNER, PR_BRANCH, runnerSuite } from '../helpers/runner.js'

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

  it('leaves the second file switched off, byte for byte, and renews the first', async () => {
    const job = await knownJob()
    const production = values('https://bundles.example.com/production.tar.gz?sig=p', job, 1, false)
    const repo = await suite.newRepository({
      [STAGING]: values('https://bundles.example.com/staging.tar.gz?sig=s', job, 1),
      [PRODUCTION]: production
    })
    const run = await renewal(repo)
    expect(errorText(run.stdout)).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs['pull-request-operation']).toBe('created')
    expect(run.stdout).toContain(`${PRODUCTION} (switched off) left as it is`)
    expect(suite.git(repo, 'show', `${PR_BRANCH}:${PRODUCTION}`)).toBe(production)
    expect(suite.git(repo, 'show', `${PR_BRANCH}:${STAGING}`)).toContain(`job ${job}`)
    expect(suite.git(repo, 'diff', '--name-only', 'main', PR_BRANCH).trim()).toBe(STAGING)
  })

  it('writes nothing while both files are switched off', async () => {
    const job = await knownJob()
    const repo = await suite.newRepository({
      [STAGING]: values('https://bundles.example.com/staging.tar.gz?sig=s', job, 1, false),
      [PRODUCTION]: values('https://bundles.example.com/production.tar.gz?sig=p', job, 1, false)
    })
    const run = await renewal(repo)
    expect(errorText(run.stdout)).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs['pull-request-operation']).toBe('skipped')
    expect(run.stdout).toMatch(/^::notice title=Static export switched off::/m)
    expect(suite.refs(repo)).not.toContain(PR_BRANCH)
  })
})

describe('a config-path file serving an import, beside one that does not', () => {
  // Staging is air-gapped: an import run wrote its internal file:// link (renewal.ts leaves it).
  const IMPORTED =
    'deploymentType: air-gapped\nstaticExport:\n  enabled: true\n  bundleUrl: "file:///srv/static-export/docs.tar.gz"\n'

  /** Puts `files` on the action's branch, one commit on main, and opens its pull request. */
  async function pendingPullRequest(repo: string, files: Record<string, string>): Promise<void> {
    const bare = suite.emulators.github.repoPath(OWNER, repo)
    cloneCommitPush(bare, suite.scratch, `refs/heads/${PR_BRANCH}`, (git, work) => {
      for (const [path, text] of Object.entries(files)) writeFileSync(join(work, path), text)
      git('commit', '-q', '-am', 'Import the carried bundle')
    })
    const res = await fetch(`${suite.emulators.github.url}/repos/${OWNER}/${repo}/pulls`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Import', head: PR_BRANCH, base: 'main', body: '' })
    })
    await res.arrayBuffer()
    expect(res.status).toBe(201)
  }

  it.each([
    [
      'renew-only with renew-if-expiring-within',
      { 'renew-only': 'true', 'renew-if-expiring-within': '48h' }
    ],
    ['renew-only', { 'renew-only': 'true' }],
    ['renew-if-expiring-within, exporting anew', { 'renew-if-expiring-within': '48h' }]
  ])("renews the other file and leaves the import's byte for byte (%s)", async (_, inputs) => {
    const job = await knownJob()
    const repo = await suite.newRepository({
      [STAGING]: IMPORTED,
      [PRODUCTION]: values('https://bundles.example.com/production.tar.gz?sig=p', job, 1)
    })
    const run = await suite.run(
      { delivery: 'pull-request', 'config-path': `${STAGING}\n${PRODUCTION}`, ...inputs },
      { repo, artifacts: false }
    )
    expect(errorText(run.stdout)).toBe('')
    expect(run.code).toBe(0)
    const exportsAnew = !('renew-only' in inputs)
    const delivered = run.outputs['job-id']!
    if (exportsAnew) expect(delivered).not.toBe(job)
    else expect(delivered).toBe(job)
    expect(run.outputs['pull-request-operation']).toBe('created')
    expect(run.stdout).toContain(
      `${PRODUCTION} gets the renewed link, ${STAGING} (an import) left as it is`
    )
    expect(suite.gitBytes(repo, 'show', `${PR_BRANCH}:${STAGING}`)).toEqual(Buffer.from(IMPORTED))
    const production = suite.git(repo, 'show', `${PR_BRANCH}:${PRODUCTION}`)
    expect(production).not.toContain('bundles.example.com')
    expect(production).toContain(`job ${delivered}`)
    expect(run.summary).toContain(
      `Left as it is by this scheduled renewal: ${STAGING} (an import). The renewed link goes to ${PRODUCTION} only.`
    )
    // One file in the commit.
    expect(suite.git(repo, 'diff', '--name-only', 'main', PR_BRANCH).trim()).toBe(PRODUCTION)
  })

  it('writes nothing while the import is only on the pending branch, then renews once it is merged', async () => {
    const job = await knownJob()
    const repo = await suite.newRepository({
      [STAGING]: values('https://bundles.example.com/staging.tar.gz?sig=s', job, 1),
      [PRODUCTION]: values('https://bundles.example.com/production.tar.gz?sig=p', job, 1)
    })
    await pendingPullRequest(repo, { [STAGING]: IMPORTED })
    const pending = suite.git(repo, 'rev-parse', PR_BRANCH).trim()

    const waiting = await renewal(repo)
    expect(errorText(waiting.stdout)).toBe('')
    expect(waiting.code).toBe(0)
    expect(waiting.outputs['pull-request-operation']).toBe('skipped')
    expect(waiting.stdout).toMatch(
      /^::notice title=Change pending on the pull request::deploy\/staging\/values\.yaml is an import only on the pending pull request's branch/m
    )
    expect(suite.git(repo, 'rev-parse', PR_BRANCH).trim()).toBe(pending)

    const merge = await fetch(
      `${suite.emulators.github.url}/repos/${OWNER}/${repo}/pulls/1/merge`,
      {
        method: 'PUT',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ merge_method: 'merge' })
      }
    )
    await merge.arrayBuffer()
    expect(merge.status).toBe(200)
    const renewed = await renewal(repo)
    expect(errorText(renewed.stdout)).toBe('')
    expect(renewed.code).toBe(0)
    expect(renewed.outputs['pull-request-operation']).toBe('created')
    expect(suite.git(repo, 'show', `${PR_BRANCH}:${STAGING}`)).toBe(IMPORTED)
    expect(suite.git(repo, 'show', `${PR_BRANCH}:${PRODUCTION}`)).toContain(`job ${job}`)
  })
})
