// Five runs for the same domain at once, each exporting and delivering by pull request into the
// same deployment repository: they must end with one open pull request whose config holds the
// newest link of the five, and that link must download the platform's archive. Every branch
// move is a compare-and-swap (see branch-writer.ts), so no run overwrites a newer link: the
// test is expected to pass every time, without retries.
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { GitHubEmulator } from '../../emulator/github/server.js'
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import {
  ADMIN_KEY,
  CONFIG_PATH,
  DEPLOY_OWNER,
  DEPLOY_REPO,
  GITHUB_TOKEN,
  PR_BRANCH,
  branchHistory,
  bundleUrlIn,
  errorLines,
  fileOnBranch,
  pullRequestInputs,
  runDist,
  secretLeaks,
  startGitHubStandIn
} from './harness.js'

const RUNS = 5
let scratch: string
let platform: PlatformEmulator
let github: GitHubEmulator

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'reliability-concurrency-'))
  platform = await startPlatformEmulator({
    // Jobs of slightly different lengths, so the runs reach GitHub in an order of their own.
    config: { jobs: { queuedMs: 50, msPerPage: 15 }, linkLifetimeSeconds: 2 * 24 * 3600 }
  })
  github = await startGitHubStandIn()
})

afterAll(async () => {
  await platform.close()
  await github.close()
  rmSync(scratch, { recursive: true, force: true })
})

it(`${RUNS} runs at once end with one pull request holding the newest link`, async () => {
  const runs = await Promise.all(
    Array.from({ length: RUNS }, (_, i) =>
      runDist({
        platform,
        githubApiUrl: github.url,
        inputs: pullRequestInputs(),
        tmpRoot: join(scratch, `run-${i}`),
        runId: String(7_000_000 + i),
        timeoutMs: 120_000
      })
    )
  )
  for (const run of runs) {
    expect(errorLines(run.stdout)).toEqual([])
    expect(run.code).toBe(0)
    expect(['created', 'updated', 'unchanged']).toContain(run.outputs['pull-request-operation'])
    expect(
      secretLeaks(run, {
        adminKey: ADMIN_KEY,
        githubToken: GITHUB_TOKEN,
        links: [run.outputs['bundle-url']!],
        linksMasked: true
      })
    ).toEqual([])
  }

  // One pull request for the branch, open.
  const pulls = github.pulls(DEPLOY_OWNER, DEPLOY_REPO)
  expect(pulls.filter(p => p.head === PR_BRANCH)).toHaveLength(1)
  expect(pulls[0]!.state).toBe('open')
  const numbers = new Set(runs.map(r => r.outputs['pull-request-number']))
  expect(numbers).toEqual(new Set([String(pulls[0]!.number)]))

  // Its config holds the newest of the five links (links are signed to the second, so the
  // newest expiry may be shared; the link must be one of those).
  const newestExpiry = Math.max(...runs.map(r => Date.parse(r.outputs['expires-at']!)))
  const newestLinks = runs
    .filter(r => Date.parse(r.outputs['expires-at']!) === newestExpiry)
    .map(r => r.outputs['bundle-url'])
  const config = fileOnBranch(github.repoPath(DEPLOY_OWNER, DEPLOY_REPO), PR_BRANCH, CONFIG_PATH)
  expect(config).toBeDefined()
  const committed = bundleUrlIn(config!)
  expect(newestLinks).toContain(committed)

  // The committed link works: it downloads the archive of its job.
  const response = await fetch(committed!)
  expect(response.status).toBe(200)
  const bytes = Buffer.from(await response.arrayBuffer())
  const jobId = /\/exports\/([^/]+)\//.exec(committed!)![1]!
  const platformSha = createHash('sha256')
    .update(readFileSync(platform.jobs.get(jobId)!.archive!))
    .digest('hex')
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(platformSha)

  // No commit, pull request body or title carries a secret.
  const log = branchHistory(github.repoPath(DEPLOY_OWNER, DEPLOY_REPO), PR_BRANCH)
  for (const secret of [ADMIN_KEY, GITHUB_TOKEN]) {
    expect(log).not.toContain(secret)
    expect(JSON.stringify(pulls)).not.toContain(secret)
  }
}, 180_000)
