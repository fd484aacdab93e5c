// The race the concurrency suite found: a run holding an older link checks the branch, then
// spends several API calls writing its commit; a run with a newer link updates the branch in
// that time; the older run then force-moved the branch over it, and the pull request ended with
// the older link. The branch is now moved with a compare-and-swap from the head the run read
// (pull-request-rulesets.test.ts plays the newer run in the very last round trip). Real Octokit
// over loopback against the GitHub stand-in; the newer run is played inside the stand-in's
// beforeNext hook, at the exact moment the older run creates its commit.
import { execFileSync } from 'node:child_process'
import type { GitHubEmulator } from '../../emulator/github/server.js'
import type { PullRequestDeliveryOptions } from '../../src/delivery/pull-request/index.js'
import {
  CONFIG_PATH,
  DEPLOY_OWNER,
  DEPLOY_REPO,
  DOMAIN,
  GITHUB_TOKEN,
  PR_BRANCH,
  bundleUrlIn,
  fileOnBranch,
  startGitHubStandIn
} from './harness.js'

type Module = typeof import('../../src/delivery/pull-request/index.js')

let github: GitHubEmulator
let delivery: Module
const savedApiUrl = process.env.GITHUB_API_URL

beforeAll(async () => {
  github = await startGitHubStandIn()
  // @actions/github reads GITHUB_API_URL when it loads, as on a runner: set it first.
  process.env.GITHUB_API_URL = github.url
  delivery = await import('../../src/delivery/pull-request/index.js')
})
afterAll(async () => {
  await github.close()
  if (savedApiUrl === undefined) delete process.env.GITHUB_API_URL
  else process.env.GITHUB_API_URL = savedApiUrl
})

const link = (jobId: string, date: string): string =>
  `https://exports.example.com/exports/${jobId}/bundle.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=${date}&X-Amz-Expires=604800&X-Amz-Signature=${jobId}0123456789abcdef`

function deliver(jobId: string, date: string, expiresAt: string) {
  const options: PullRequestDeliveryOptions = {
    token: GITHUB_TOKEN,
    owner: DEPLOY_OWNER,
    repo: DEPLOY_REPO,
    apiUrl: github.url,
    domain: DOMAIN,
    configPaths: [CONFIG_PATH],
    update: { bundleUrl: link(jobId, date), jobId, expiresAt },
    logger: { info: () => {}, warning: () => {}, debug: () => {} }
  }
  return delivery.deliverPullRequest(options)
}

it('keeps the newer link when it lands while an older run writes its commit', async () => {
  await deliver('se_first', '20261120T000000Z', '2026-11-27T00:00:00.000Z')

  let newerLanded = false
  github.beforeNext('POST', /\/git\/commits$/, async () => {
    await deliver('se_newer', '20261122T000000Z', '2026-11-29T00:00:00.000Z')
    newerLanded = true
  })
  const older = await deliver('se_older', '20261121T000000Z', '2026-11-28T00:00:00.000Z')

  expect(newerLanded).toBe(true)
  expect(older).toMatchObject({ operation: 'unchanged', superseded: true })
  const config = fileOnBranch(github.repoPath(DEPLOY_OWNER, DEPLOY_REPO), PR_BRANCH, CONFIG_PATH)
  expect(bundleUrlIn(config!)).toBe(link('se_newer', '20261122T000000Z'))
  // Still one pull request, and the branch is the base plus one commit.
  expect(github.pulls(DEPLOY_OWNER, DEPLOY_REPO)).toHaveLength(1)
  const gitDir = github.repoPath(DEPLOY_OWNER, DEPLOY_REPO)
  const count = execFileSync(
    'git',
    ['--git-dir', gitDir, 'rev-list', '--count', `main..${PR_BRANCH}`],
    {
      encoding: 'utf8'
    }
  )
  expect(count.trim()).toBe('1')
})
