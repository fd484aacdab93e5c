// GitHub as it really behaves (issue 13), one case per behaviour, through dist/index.js with a
// runner's environment against the GitHub stand-in with that behaviour turned on. Each case
// checks what a user and the repository are left with: the exit code, the `::error`/`::warning`
// line a user reads, the step outputs, and the repository afterwards (committed bytes, modes,
// refs, the pull request). Every exchange is held to GitHub's description after each test.
import { WORKFLOW_WRITE_GRANT } from '../../emulator/github/server.js'
import { parse } from 'yaml'
import { startPlatformEmulator } from '../../emulator/platform/server.js'
import {
  errorText,
  OWNER,
  PR_BRANCH,
  runnerSuite,
  warningLines,
  type DistRun
} from '../helpers/runner.js'

const TOKEN = 'ghs_behaviour_runner_token'
/** A workflow's token that sees the workflow's own repository (acme/docs) only. */
const OWN_REPO_TOKEN = 'ghs_behaviour_own_repository_only'
const CONFIG = 'deploy/values.yaml'

const VALUES = `# Helm values for the docs deployment
replicaCount: 2

staticExport:
  enabled: false
  bundleUrl: ""

ingress:
  enabled: true
`

const suite = runnerSuite({
  name: 'behaviour',
  token: TOKEN,
  contract: true,
  platform: {
    config: { jobs: { queuedMs: 0, msPerPage: 0 }, linkLifetimeSeconds: 6 * 86_400 }
  },
  github: {
    tokens: {
      [TOKEN]: WORKFLOW_WRITE_GRANT,
      [OWN_REPO_TOKEN]: { ...WORKFLOW_WRITE_GRANT, repositories: [`${OWNER}/docs`] }
    }
  }
})

/** A pull-request delivery into `repo`'s CONFIG, as the workflow's step would run it. */
const deliver = (repo: string, inputs: Record<string, string> = {}, token = TOKEN) =>
  suite.run(
    { delivery: 'pull-request', 'config-path': CONFIG, repository: `${OWNER}/${repo}`, ...inputs },
    { token }
  )

/** How many exports the platform was asked to start so far. */
const exportsStarted = (): number =>
  suite.emulators.platform.log.count('POST', '/v1/static-export/jobs')
/** How many requests the stand-in answered for `method` on paths matching `path`. */
const requests = (method: string, path: RegExp): number =>
  suite.emulators.github.log.count(method, path)

/** The exchanges since index `from` of one method whose (decoded) path matches, in order. */
const exchangesSince = (from: number, method: string, path: RegExp) =>
  suite.emulators.github.exchanges
    .slice(from)
    .filter(e => e.method === method && path.test(decodeURIComponent(e.path)))
/** Where the exchanges stand now, for exchangesSince. */
const mark = (): number => suite.emulators.github.exchanges.length

/** A run refused with one clear error, before the export and with nothing written to `repo`. */
function expectRefusedBeforeExport(run: DistRun, repo: string, started: number): void {
  expect(run.code).toBe(1)
  expect(exportsStarted()).toBe(started)
  expect(run.outputs['job-id']).toBeUndefined()
  expect(run.outputs['commit-sha']).toBeUndefined()
  expect(run.outputs['pull-request-number']).toBeUndefined()
  expect(suite.refs(repo)).toBe('refs/heads/main')
  expect(suite.emulators.github.pulls(OWNER, repo)).toEqual([])
}

describe('pull-request delivery against GitHub as it behaves, through dist/index.js', () => {
  it('a config path that is a symbolic link: refused before the export, no ref created, the target unchanged', async () => {
    const repo = await suite.newRepository({
      'deploy/real.yaml': VALUES,
      [CONFIG]: { symlink: 'real.yaml' }
    })
    const before = suite.git(repo, 'ls-tree', '-r', 'main')
    const started = exportsStarted()
    const run = await deliver(repo)
    // Refused on the pre-export read (GitHub answers with the target's path), so no export is spent.
    expectRefusedBeforeExport(run, repo, started)
    expect(errorText(run.stdout)).toMatch(
      /deploy\/values\.yaml is a symbolic link \(to deploy\/real\.yaml\).*nothing was written.*Set config-path to the file it points to: deploy\/real\.yaml/
    )
    // Nothing was written: no blob, tree or commit was even sent, and the link is still a link.
    expect(requests('POST', new RegExp(`/repos/${OWNER}/${repo}/git/`))).toBe(0)
    expect(suite.git(repo, 'ls-tree', '-r', 'main')).toBe(before)
    expect(before).toMatch(/^120000 blob \S+\tdeploy\/values\.yaml$/m)
  })

  it('a config near the contents API limit: read through the blobs API, only the block changed', async () => {
    // 1,040,000 bytes of comments before the block: over 1 MB the contents API sends no content.
    const padding = `# ${'x'.repeat(97)}\n`.repeat(10_400)
    expect(padding.length).toBe(1_040_000)
    const repo = await suite.newRepository({ [CONFIG]: padding + VALUES })
    const run = await deliver(repo)
    expect(errorText(run.stdout)).toBe('')
    expect(warningLines(run.stdout)).toEqual([])
    expect(run.code).toBe(0)
    const o = run.outputs
    expect(o['pull-request-operation']).toBe('created')
    expect(o['pull-request-number']).toBe('1')
    expect(requests('GET', new RegExp(`/repos/${OWNER}/${repo}/git/blobs/`))).toBeGreaterThan(0)

    // The branch is the base plus one commit whose file keeps every byte outside the block.
    expect(suite.git(repo, 'rev-parse', PR_BRANCH).trim()).toBe(o['commit-sha'])
    expect(suite.git(repo, 'rev-list', '--count', `main..${PR_BRANCH}`).trim()).toBe('1')
    const committed = suite.gitBytes(repo, 'show', `${PR_BRANCH}:${CONFIG}`).toString('utf8')
    expect(committed.startsWith(padding)).toBe(true)
    expect(parse(committed.slice(padding.length)).staticExport).toEqual({
      enabled: true,
      bundleUrl: o['bundle-url']
    })
    const changed = suite
      .git(repo, 'diff', '-U0', 'main', PR_BRANCH)
      .split('\n')
      .filter(l => /^[+-](?![+-]{2} )/.test(l))
    expect(changed.filter(l => l.startsWith('-'))).toEqual([
      '-  enabled: false',
      '-  bundleUrl: ""'
    ])
    expect(changed.filter(l => l.startsWith('+'))).toHaveLength(2)
    expect(changed).toContain('+  enabled: true')
    // A regular file still, one entry changed in the tree.
    expect(suite.git(repo, 'ls-tree', PR_BRANCH, CONFIG)).toMatch(/^100644 blob /)
    expect(suite.git(repo, 'diff', '--name-only', 'main', PR_BRANCH).trim().split('\n')).toEqual([
      CONFIG
    ])
  })

  it('auto-merge on a pull request that is already clean: merged through REST with the head sha', async () => {
    // No required checks: the new pull request is "clean" and GitHub refuses auto-merge on it.
    const repo = await suite.newRepository({ [CONFIG]: VALUES }, { allowAutoMerge: true })
    const baseBefore = suite.git(repo, 'rev-parse', 'main').trim()
    const run = await deliver(repo, { 'auto-merge': 'squash' })
    expect(errorText(run.stdout)).toBe('')
    expect(warningLines(run.stdout)).toEqual([])
    expect(run.code).toBe(0)
    const o = run.outputs
    expect(o['pull-request-operation']).toBe('created')
    expect(run.stdout).toMatch(/#1 .*merged it \(squash\)/)

    // GitHub's refusal, then the merge pinned to the commit this run wrote.
    const exchanges = suite.emulators.github.exchanges
    expect(JSON.stringify(exchanges.filter(e => e.graphql))).toContain('is in clean status')
    const merges = exchanges.filter(
      e => e.method === 'PUT' && e.path === `/repos/${OWNER}/${repo}/pulls/1/merge`
    )
    expect(merges.map(e => [e.status, (e.requestBody as { sha?: string }).sha])).toEqual([
      [200, o['commit-sha']]
    ])
    expect(suite.emulators.github.pulls(OWNER, repo)[0]).toMatchObject({
      state: 'closed',
      mergedBy: 'github-actions[bot]'
    })
    // Squashed: one commit on the base, holding the tree this run wrote.
    expect(suite.git(repo, 'rev-parse', 'main^').trim()).toBe(baseBefore)
    expect(suite.git(repo, 'rev-parse', 'main^{tree}').trim()).toBe(
      suite.git(repo, 'rev-parse', `${o['commit-sha']}^{tree}`).trim()
    )
    expect(parse(suite.git(repo, 'show', `main:${CONFIG}`)).staticExport.bundleUrl).toBe(
      o['bundle-url']
    )
  })

  it('a repository the token cannot see: 404 named as such, before the export', async () => {
    const repo = await suite.newRepository({ [CONFIG]: VALUES })
    const started = exportsStarted()
    const run = await deliver(repo, {}, OWN_REPO_TOKEN)
    expectRefusedBeforeExport(run, repo, started)
    const error = errorText(run.stdout)
    expect(error).toContain(`Repository ${OWNER}/${repo} was not found, or the token cannot see it`)
    expect(error).toMatch(/token \(GitHub App or PAT\) with access to it/)
    expect(error).not.toMatch(/config-path|GitHub answered 404/)
  })

  it('a branch name blocked by an existing static-export branch: named, with the branch input', async () => {
    const repo = await suite.newRepository({ [CONFIG]: VALUES })
    const main = suite.git(repo, 'rev-parse', 'main').trim()
    suite.git(repo, 'update-ref', 'refs/heads/static-export', main)
    const run = await deliver(repo)
    expect(run.code).toBe(1)
    expect(errorText(run.stdout)).toMatch(
      /a branch named static-export exists.*Set the branch input/
    )
    expect(errorText(run.stdout)).not.toMatch(/concurrent|another run/i)
    expect(run.outputs['pull-request-number']).toBeUndefined()
    // No ref created or moved, no pull request, and no commits written over and over.
    expect(suite.refs(repo)).toBe('refs/heads/main\nrefs/heads/static-export')
    expect(suite.git(repo, 'rev-parse', 'static-export').trim()).toBe(main)
    expect(suite.emulators.github.pulls(OWNER, repo)).toEqual([])
    expect(
      requests('POST', new RegExp(`/repos/${OWNER}/${repo}/git/commits$`))
    ).toBeLessThanOrEqual(1)
  })

  it('a Git LFS pointer at the config path: said so, before the export', async () => {
    const pointer =
      'version https://git-lfs.github.com/spec/v1\n' +
      `oid sha256:${'4d7a'.repeat(16)}\n` +
      'size 18231\n'
    const repo = await suite.newRepository({ [CONFIG]: pointer })
    const started = exportsStarted()
    const run = await deliver(repo)
    expectRefusedBeforeExport(run, repo, started)
    expect(errorText(run.stdout)).toMatch(
      /config-path deploy\/values\.yaml is a Git LFS pointer.*\.gitattributes/
    )
    expect(suite.git(repo, 'show', `main:${CONFIG}`)).toBe(pointer)
  })

  it('a missing base branch: the branch is named, not the config, before the export', async () => {
    const repo = await suite.newRepository({ [CONFIG]: VALUES })
    const started = exportsStarted()
    const run = await deliver(repo, { base: 'release' })
    expectRefusedBeforeExport(run, repo, started)
    const error = errorText(run.stdout)
    expect(error).toMatch(/branch "release" does not exist in acme\/behaviour-\d+\. Set base/)
    expect(error).not.toMatch(/config-path/)
  })

  it('draft: true where drafts are unavailable: a ready pull request and one warning', async () => {
    const repo = await suite.newRepository(
      { [CONFIG]: VALUES },
      { private: true, draftsAvailable: false }
    )
    const from = mark()
    const run = await deliver(repo, { draft: 'true' })
    expect(errorText(run.stdout)).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs['pull-request-operation']).toBe('created')
    const warnings = warningLines(run.stdout)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(
      /draft: true, but acme\/behaviour-\d+ does not support draft pull requests .*opened ready for review.*Set draft: false/
    )
    // GitHub's bare 422, then the same request without draft; the branch written once.
    const creates = exchangesSince(from, 'POST', new RegExp(`/${repo}/pulls$`))
    expect(creates.map(e => [e.status, (e.requestBody as { draft?: boolean }).draft])).toEqual([
      [422, true],
      [201, false]
    ])
    expect(suite.emulators.github.pulls(OWNER, repo)).toEqual([
      expect.objectContaining({ number: 1, draft: false, state: 'open' })
    ])
    expect(suite.git(repo, 'rev-list', '--count', `main..${PR_BRANCH}`).trim()).toBe('1')
  })

  it("team reviewers the workflow's token cannot see: GitHub's string errors in the warning, the pull request delivered", async () => {
    const repo = await suite.newRepository({ [CONFIG]: VALUES })
    const from = mark()
    const run = await deliver(repo, { reviewers: 'alice, acme/docs-team' })
    expect(errorText(run.stdout)).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs['pull-request-operation']).toBe('created')
    const requests = exchangesSince(from, 'POST', /\/requested_reviewers$/)
    // Refused together, then the users (201) and the team (422) asked apart.
    expect(requests.map(e => e.status)).toEqual([422, 201, 422])
    const [stringError] = (requests[0]!.responseBody as { errors: unknown[] }).errors
    expect(stringError).toMatch(/^Could not resolve to a node with the global id of '.+'\.$/)
    const warnings = warningLines(run.stdout)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('Could not request reviews from acme/docs-team')
    expect(warnings[0]).toContain(`Validation Failed: ${stringError as string}`)
    expect(warnings[0]).toMatch(/Members: read/)
    expect(suite.emulators.github.pulls(OWNER, repo)[0]).toMatchObject({
      state: 'open',
      requestedReviewers: ['alice'],
      requestedTeams: []
    })
  })

  it('ref reads that lag a write: one commit a run, no race blamed', async () => {
    const repo = await suite.newRepository({ [CONFIG]: VALUES }, { lagRefReads: true })
    for (const operation of ['created', 'updated']) {
      const from = mark()
      const run = await deliver(repo)
      expect(errorText(run.stdout)).toBe('')
      expect(warningLines(run.stdout)).toEqual([])
      expect(run.code).toBe(0)
      expect(run.outputs['pull-request-operation']).toBe(operation)
      expect(run.stdout).not.toMatch(/redoing|another run|concurrent/i)
      expect(exchangesSince(from, 'POST', new RegExp(`/${repo}/git/commits$`))).toHaveLength(1)
      expect(suite.git(repo, 'rev-parse', PR_BRANCH).trim()).toBe(run.outputs['commit-sha'])
      expect(suite.git(repo, 'rev-list', '--count', `main..${PR_BRANCH}`).trim()).toBe('1')
    }
    expect(suite.emulators.github.pulls(OWNER, repo)).toHaveLength(1)
  })

  it('secondary rate limits: waited out with one warning; one that persists names itself and the branch', async () => {
    const repo = await suite.newRepository({ [CONFIG]: VALUES })
    const github = suite.emulators.github
    // Opening the pull request refused three times (the answer and both retries).
    github.limitSecondary({
      times: 3,
      status: 403,
      retryAfter: 1,
      method: 'POST',
      path: new RegExp(`/${repo}/pulls$`)
    })
    const refused = await deliver(repo)
    expect(refused.code).toBe(1)
    expect(errorText(refused.stdout)).toMatch(
      /secondary rate limit refused this run while opening the pull request .*temporarily blocked from content creation/
    )
    expect(errorText(refused.stdout)).toContain(
      `Nothing was left half done: branch ${PR_BRANCH}, which this run created, was deleted again.`
    )
    expect(warningLines(refused.stdout)).toHaveLength(2)
    expect(github.pulls(OWNER, repo)).toEqual([])

    // The next run meets one 403 with retry-after on a write, waits it out, and opens it.
    github.limitSecondary({
      times: 1,
      status: 403,
      retryAfter: 1,
      path: new RegExp(`/${repo}/git/commits$`)
    })
    const from = mark()
    const run = await deliver(repo)
    expect(errorText(run.stdout)).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs['pull-request-operation']).toBe('created')
    expect(warningLines(run.stdout)).toEqual([
      expect.stringMatching(/secondary rate limit was hit on POST .*git\/commits; waiting 1s/)
    ])
    const commits = exchangesSince(from, 'POST', new RegExp(`/${repo}/git/commits$`))
    expect(commits.map(e => [e.status, e.injected === true])).toEqual([
      [403, true],
      [201, false]
    ])
    expect(github.pulls(OWNER, repo)).toHaveLength(1)
    expect(suite.git(repo, 'rev-list', '--count', `main..${PR_BRANCH}`).trim()).toBe('1')
  })

  it('renewal reads the pending branch, and the base only when GitHub says it is not there (404)', async () => {
    const repo = await suite.newRepository({ [CONFIG]: VALUES })
    const first = await deliver(repo)
    expect(first.code).toBe(0)
    const configReads = (from: number, ref: string): number =>
      exchangesSince(from, 'GET', new RegExp(`/${repo}/contents/deploy/values\\.yaml$`)).filter(
        e => e.query.ref === ref
      ).length
    const renewOnly = { 'renew-only': 'true', 'renew-if-expiring-within': '72h' }
    const started = exportsStarted()

    // Merged, and the branch deleted: the read of the branch answers 404, and the base's record
    // decides (the link is fresh: skipped, no export).
    suite.git(repo, 'update-ref', 'refs/heads/main', first.outputs['commit-sha']!)
    suite.git(repo, 'update-ref', '-d', `refs/heads/${PR_BRANCH}`)
    let from = mark()
    const skipped = await deliver(repo, renewOnly)
    expect(errorText(skipped.stdout)).toBe('')
    expect(skipped.code).toBe(0)
    expect(skipped.outputs['pull-request-operation']).toBe('skipped')
    expect(skipped.stdout).toMatch(/::notice.*renewal is due from/)
    const pendingAnswers = suite.emulators.github.exchanges
      .slice(from)
      .filter(e => decodeURIComponent(e.path).includes(PR_BRANCH) || e.query.ref === PR_BRANCH)
      .map(e => e.status)
    expect(pendingAnswers.length).toBeGreaterThan(0)
    expect(pendingAnswers.every(status => status === 404)).toBe(true)
    expect(configReads(from, 'main')).toBe(1)
    expect(exportsStarted()).toBe(started)

    // A pending branch again, which GitHub cannot read (5xx past the retries): the run fails
    // naming it, and never decides from the base.
    suite.git(repo, 'update-ref', `refs/heads/${PR_BRANCH}`, first.outputs['commit-sha']!)
    suite.emulators.github.injectFault({
      method: 'GET',
      // The path as sent: Octokit escapes the slash inside the file's path.
      path: new RegExp(`/${repo}/contents/deploy(/|%2F)values\\.yaml$`),
      status: 502,
      times: 10
    })
    from = mark()
    const failed = await deliver(repo, renewOnly)
    expect(failed.code).toBe(1)
    expect(errorText(failed.stdout)).toMatch(
      new RegExp(
        `Could not read deploy/values\\.yaml on ${PR_BRANCH}, the branch of the pending pull request.*502`
      )
    )
    expect(configReads(from, PR_BRANCH)).toBeGreaterThan(0)
    expect(configReads(from, 'main')).toBe(0)
    expect(failed.outputs['pull-request-operation']).toBeUndefined()
    expect(exportsStarted()).toBe(started)
  })

  it('a ruleset forbidding force pushes: the update lands as a fast-forward, the diff still this one change', async () => {
    const repo = await suite.newRepository(
      { [CONFIG]: VALUES },
      { rulesets: [{ branches: ['static-export/**'], rules: ['non_fast_forward'] }] }
    )
    const first = await deliver(repo)
    expect(first.code).toBe(0)
    expect(first.outputs['pull-request-operation']).toBe('created')
    const firstDiff = suite.git(repo, 'diff', `main...${PR_BRANCH}`)

    const from = mark()
    const second = await deliver(repo)
    expect(errorText(second.stdout)).toBe('')
    expect(warningLines(second.stdout)).toEqual([])
    expect(second.code).toBe(0)
    expect(second.outputs['pull-request-operation']).toBe('updated')
    expect(second.outputs['pull-request-number']).toBe('1')
    expect(second.stdout).toMatch(/adding the change on top of static-export\/docs\.acme\.test/)
    // GitHub refused the reset with the ruleset's text; the commit went on top of the first.
    const resets = suite.emulators.github.exchanges
      .slice(from)
      .filter(e => e.graphql && /updateRefs/.test(JSON.stringify(e.requestBody)))
    expect(JSON.stringify(resets.map(e => e.responseBody))).toContain(
      'Cannot force-push to this branch'
    )
    const head = second.outputs['commit-sha']!
    expect(suite.git(repo, 'rev-parse', PR_BRANCH).trim()).toBe(head)
    expect(suite.git(repo, 'rev-parse', `${head}^@`).trim()).toBe(first.outputs['commit-sha'])
    expect(suite.emulators.github.isVerified(head)).toBe(true)
    // The pull request's diff is the newer link in place of the old block, nothing else.
    const diff = suite.git(repo, 'diff', `main...${PR_BRANCH}`)
    const files = (d: string) => d.split('\n').filter(l => l.startsWith('diff --git'))
    expect(files(diff)).toEqual(files(firstDiff))
    expect(diff.split('\n')).toHaveLength(firstDiff.split('\n').length)
    expect(parse(suite.git(repo, 'show', `${PR_BRANCH}:${CONFIG}`)).staticExport.bundleUrl).toBe(
      second.outputs['bundle-url']
    )
    expect(suite.emulators.github.pulls(OWNER, repo)).toHaveLength(1)
  })

  it('the race: a newer run that lands just before an older run moves the branch is kept', async () => {
    // The platform's clock is moved a minute on for the newer run, so its link is the newer.
    let ahead = 0
    const platform = await startPlatformEmulator({
      clock: { now: () => Date.now() + ahead },
      config: { jobs: { queuedMs: 0, msPerPage: 0 }, linkLifetimeSeconds: 6 * 86_400 }
    })
    try {
      const repo = await suite.newRepository({ [CONFIG]: VALUES })
      const onPlatform = { 'api-url': platform.url }
      expect((await deliver(repo, onPlatform)).code).toBe(0)
      // The newer run is a whole run of dist/index.js, played inside the stand-in just before
      // the older run's branch update (the GraphQL reset) is handled.
      let newer: DistRun | undefined
      suite.emulators.github.beforeNext('POST', /\/graphql$/, async () => {
        ahead = 60_000
        newer = await deliver(repo, onPlatform)
      })
      const older = await deliver(repo, onPlatform)
      expect(newer?.code).toBe(0)
      expect(newer?.outputs['pull-request-operation']).toBe('updated')
      expect(errorText(older.stdout)).toBe('')
      expect(older.code).toBe(0)
      expect(older.stdout).toMatch(/moved since this run read it/)
      expect(Date.parse(newer!.outputs['expires-at']!)).toBeGreaterThan(
        Date.parse(older.outputs['expires-at']!)
      )
      // The branch holds the newer run's commit and link, as the base plus one commit.
      expect(suite.git(repo, 'rev-parse', PR_BRANCH).trim()).toBe(newer!.outputs['commit-sha'])
      expect(suite.git(repo, 'rev-list', '--count', `main..${PR_BRANCH}`).trim()).toBe('1')
      const config = suite.git(repo, 'show', `${PR_BRANCH}:${CONFIG}`)
      expect(parse(config).staticExport.bundleUrl).toBe(newer!.outputs['bundle-url'])
      expect(config).not.toContain(older.outputs['bundle-url'])
      expect(suite.emulators.github.pulls(OWNER, repo)).toHaveLength(1)
    } finally {
      await platform.close()
    }
  })
})
