// A renewal reads what the deployment config serves from the action's pending branch, whose
// pull request may not be merged yet, and from the base only when GitHub says the branch (or
// the config on it) is not there. Any other failure fails the run: deciding from the base,
// which may hold an older link, would renew the wrong job or skip a renewal that is due.
// Settings come from readSettings over action inputs; the reads go through the real Octokit.
import { readDeployedLink, RenewalError } from '../../src/renewal.js'
import { readDeployedConfigs } from '../../src/renewal-configs.js'
import { readSettings, type Settings } from '../../src/settings.js'
import {
  failure,
  goldenUpdate,
  helmExpected,
  helmValues,
  useGitHubStandIn
} from '../helpers/pull-request-stand-in.js'

const TOKEN = 'ghs_renewRENEWrenew0001'
const s = useGitHubStandIn({
  [TOKEN]: { contents: 'write', pullRequests: 'write', isActionsToken: true }
})

function settings(repo: string, token = TOKEN, configPath = 'deploy/values.yaml'): Settings {
  const inputs: Record<string, string> = {
    domain: 'docs.example.com',
    'admin-key': 'svc_local_admin_key',
    'api-url': 'http://127.0.0.1:4010',
    delivery: 'pull-request',
    'config-path': configPath,
    'renew-only': 'true',
    'github-token': token,
    'github-api-url': s.gh.url,
    repository: `acme/${repo}`
  }
  return readSettings(name => inputs[name] ?? '', { RUNNER_TEMP: '/tmp/runner' })
}

const PENDING = 'static-export/docs.example.com'

/** GET requests of the config on a ref, since exchange `from`. */
function configReads(from: number, ref: string): number {
  return s.gh.exchanges
    .slice(from)
    .filter(
      e =>
        e.method === 'GET' &&
        decodeURIComponent(e.path).endsWith('/contents/deploy/values.yaml') &&
        e.query.ref === ref
    ).length
}

describe('readDeployedLink', () => {
  it('reads the pending branch when it holds the config', async () => {
    // The base holds the hand-written config; the branch the link a previous run delivered.
    const repo = await s.newRepo({ 'deploy/values.yaml': helmValues })
    await s.mod.deliverPullRequest(s.options(repo))
    const info: string[] = []
    const current = await readDeployedLink(settings(repo), m => info.push(m))
    expect(current).toMatchObject({
      bundleUrl: goldenUpdate.bundleUrl,
      jobId: goldenUpdate.record.jobId
    })
    expect(info).toEqual([
      `Reading deploy/values.yaml on ${PENDING}, the branch of the pending pull request`
    ])
  })

  it('falls back to the base when the branch does not exist (404)', async () => {
    const repo = await s.newRepo({ 'deploy/values.yaml': helmExpected })
    const from = s.gh.exchanges.length
    const info: string[] = []
    const current = await readDeployedLink(settings(repo), m => info.push(m))
    expect(current).toMatchObject({ jobId: goldenUpdate.record.jobId })
    expect(info).toEqual([])
    expect(configReads(from, 'main')).toBe(1)
  })

  it('falls back to the base when the branch exists without the config (404)', async () => {
    const repo = await s.newRepo({ 'deploy/values.yaml': helmExpected })
    // A branch of that name whose tree has no deploy/values.yaml, pending in an open pull
    // request (a branch that never had one is read past: see pull-request.test.ts).
    const empty = s.git(repo, 'mktree').trim()
    const commit = s
      .git(
        repo,
        '-c',
        'user.name=t',
        '-c',
        'user.email=t@example.com',
        'commit-tree',
        empty,
        '-p',
        'main',
        '-m',
        'empty'
      )
      .trim()
    s.git(repo, 'update-ref', `refs/heads/${PENDING}`, commit)
    const opened = await fetch(`${s.gh.url}/repos/acme/${repo}/pulls`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'pending', head: PENDING, base: 'main' })
    })
    expect(opened.status).toBe(201)
    await opened.arrayBuffer()
    const from = s.gh.exchanges.length
    const current = await readDeployedLink(settings(repo), () => {})
    expect(current).toMatchObject({ jobId: goldenUpdate.record.jobId })
    expect(configReads(from, PENDING)).toBe(1)
    expect(configReads(from, 'main')).toBe(1)
  })

  it('reads the base when the branch was turned down, after the repository moved', async () => {
    // The base holds the hand-written config; the branch a link whose pull request was closed
    // without merging. The repository input still names the old owner after a transfer.
    const repo = await s.newRepo({ 'deploy/values.yaml': helmValues })
    const { number } = await s.mod.deliverPullRequest(s.options(repo))
    const res = await fetch(`${s.gh.url}/repos/acme/${repo}/pulls/${number}`, {
      method: 'PATCH',
      headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'closed' })
    })
    await res.arrayBuffer()
    s.gh.renameRepository('acme', repo, 'acme-docs', repo)
    const from = s.gh.exchanges.length
    const info: string[] = []
    const current = await readDeployedLink(settings(repo), m => info.push(m))
    expect(current).toMatchObject({ readOn: 'base' })
    expect(current?.jobId).not.toBe(goldenUpdate.record.jobId)
    expect(info).toEqual([
      `${PENDING} still holds the link of pull request #${number}, which was closed without merging: reading deploy/values.yaml on the base instead`
    ])
    expect(configReads(from, PENDING)).toBe(0)
  })

  it('fails, never reading the base, when the token is refused (401)', async () => {
    const repo = await s.newRepo({ 'deploy/values.yaml': helmExpected })
    const from = s.gh.exchanges.length
    const err = await failure(readDeployedLink(settings(repo, 'ghs_revoked'), () => {}))
    expect(err).toBeInstanceOf(RenewalError)
    expect(err.message).toMatch(
      new RegExp(
        `^Could not read deploy/values.yaml on ${PENDING}, the branch of the pending pull request, .*401 Bad credentials.*github-token`
      )
    )
    expect(err.message).not.toContain('ghs_revoked')
    expect(configReads(from, 'main')).toBe(0)
  })

  it('fails, never reading the base, when a rate limit outlasts the retries', async () => {
    const repo = await s.newRepo({ 'deploy/values.yaml': helmValues })
    await s.mod.deliverPullRequest(s.options(repo))
    // The branch's config read and both retries refused (each after retry-after: 1 s).
    s.gh.limitSecondary({ times: 3, method: 'GET', path: /\/contents\// })
    const from = s.gh.exchanges.length
    const err = await failure(readDeployedLink(settings(repo), () => {}))
    expect(err).toBeInstanceOf(RenewalError)
    expect(err.message).toMatch(/on static-export\/docs\.example\.com.*secondary rate limit/)
    expect(configReads(from, PENDING)).toBe(3)
    expect(configReads(from, 'main')).toBe(0)
  })

  it('asks once whether the branch is pending, for every config file it reads', async () => {
    // Asked per file, it cost two requests a file, and a pull request merged between two
    // files' reads sent one to the branch and the other to the base.
    const repo = await s.newRepo({
      'deploy/values.yaml': helmValues,
      'deploy/staging.yaml': helmValues
    })
    await s.mod.deliverPullRequest(s.options(repo))
    const from = s.gh.exchanges.length
    const read = await readDeployedConfigs(
      settings(repo, TOKEN, 'deploy/values.yaml\ndeploy/staging.yaml'),
      () => {}
    )
    expect(read.map(config => config.link?.readOn)).toEqual(['branch', 'branch'])
    expect(read[0]?.link?.jobId).toBe(goldenUpdate.record.jobId)
    const pullLists = s.gh.exchanges
      .slice(from)
      .filter(e => e.method === 'GET' && /\/repos\/[^/]+\/[^/]+\/pulls$/.test(e.path))
    expect(pullLists).toHaveLength(1)
    // Only a file the renewal may leave out is read on the base as well: staging, still switched
    // off as hand-written (enabled: false beside a link), not the delivered values.yaml.
    const baseReads = s.gh.exchanges
      .slice(from)
      .filter(e => e.method === 'GET' && e.path.includes('/contents/') && e.query.ref === 'main')
      .map(e => decodeURIComponent(e.path))
    expect(baseReads).toEqual([`/repos/acme/${repo}/contents/deploy/staging.yaml`])
  })
})
