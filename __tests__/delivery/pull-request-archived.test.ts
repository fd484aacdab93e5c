// An archived repository is read-only: GitHub answers every write with 403 "Repository was
// archived so is read-only.", while every read still works. The pre-export check reads the
// configs only, so without looking at `archived` a run spent a whole export and then failed
// at its first write. The stand-in answers as GitHub does; every exchange is held to GitHub's
// published description after each test.
import { checkConfigs } from '../../src/deliver.js'
import type { PullRequestSettings } from '../../src/pull-request-settings.js'
import type { Settings } from '../../src/settings.js'
import { useGitHubStandIn, captured, failure } from '../helpers/pull-request-stand-in.js'

const TOKEN = 'ghs_archivedARCHIVED0001'
const s = useGitHubStandIn({
  [TOKEN]: { contents: 'write', pullRequests: 'write', isActionsToken: true }
})

const ARCHIVED =
  /^Repository acme\/deploy-\d+ is archived, so GitHub refuses every write to it .*nothing was written\. Unarchive it .*or set repository to/

/** The requests since `from` that are not reads. */
const writesSince = (from: number): string[] =>
  s.gh.exchanges
    .slice(from)
    .filter(e => e.method !== 'GET')
    .map(e => `${e.method} ${e.path}`)

describe('an archived repository', () => {
  it('is refused by the pre-export check, with base given or not, before any write', async () => {
    const repo = await s.newRepo(undefined, { archived: true })
    for (const base of [undefined, 'main']) {
      const from = s.gh.exchanges.length
      const err = await failure(
        s.mod.checkConfigsOnBase({
          ...s.options(repo),
          ...(base ? { base } : {}),
          configPaths: ['deploy/values.yaml']
        })
      )
      expect(err.name).toBe('PullRequestDeliveryError')
      expect(err.message).toMatch(ARCHIVED)
      expect(writesSince(from)).toEqual([])
    }
  })

  it("is refused by the delivery at once, naming the fix, not at the first write's 403", async () => {
    const repo = await s.newRepo(undefined, { archived: true })
    const from = s.gh.exchanges.length
    const err = await failure(s.mod.deliverPullRequest(s.options(repo)))
    expect(err.message).toMatch(ARCHIVED)
    expect(writesSince(from)).toEqual([])
    expect(s.git(repo, 'for-each-ref', '--format=%(refname)').trim()).toBe('refs/heads/main')
  })

  it('does not stop a dry run, which writes nothing: the check and the diff go through', async () => {
    const repo = await s.newRepo(undefined, { archived: true })
    const log = captured()
    const pr: PullRequestSettings = {
      token: TOKEN,
      apiUrl: s.gh.url,
      owner: 'acme',
      repo,
      branch: 'static-export/docs.example.com',
      configPaths: ['deploy/values.yaml'],
      configKey: 'staticExport',
      labels: [],
      reviewers: [],
      draft: false
    }
    await checkConfigs({ dryRun: true } as Settings, pr)
    const result = await s.mod.deliverPullRequest(s.options(repo, { dryRun: true }, log))
    expect(result).toMatchObject({ dryRun: true, operation: 'created' })
    expect(result.diff).toContain('+++ b/deploy/values.yaml')
  })

  it('is read-only in the stand-in as on GitHub: a write answers 403 with its words', async () => {
    const repo = await s.newRepo()
    const main = s.git(repo, 'rev-parse', 'main').trim()
    s.gh.setRepository('acme', repo, { archived: true })
    const response = await fetch(`${s.gh.url}/repos/acme/${repo}/git/refs`, {
      method: 'POST',
      headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ref: 'refs/heads/x', sha: main })
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({
      message: 'Repository was archived so is read-only.'
    })
    expect(s.git(repo, 'for-each-ref', '--format=%(refname)').trim()).toBe('refs/heads/main')
  })
})
