// Integration tests of the pull-request delivery: the real Octokit (with the retry and
// throttling plugins) over loopback against the GitHub stand-in, whose repositories are real
// bare git repositories read back here with `git log` and `git show`. Every exchange is held
// to GitHub's published description after each test (the stand-in helper's afterEach).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type {
  PullRequestDeliveryOptions,
  PullRequestResult
} from '../../src/delivery/pull-request/index.js'
import {
  captured as newCaptured,
  failure,
  goldenUpdate,
  helmExpected,
  helmValues,
  useGitHubStandIn,
  type Captured
} from '../helpers/pull-request-stand-in.js'

const corpus = join(process.cwd(), '__fixtures__', 'configs')

const TOKENS = {
  write: 'ghs_writeWRITEwrite0001',
  readOnly: 'ghs_readREADread0002',
  noPulls: 'ghs_nopullsNOPULLS0003',
  pat: 'ghp_personalPERSONAL0004',
  fineGrainedNoPulls: 'github_pat_11FINEgrained0005'
}

const s = useGitHubStandIn({
  [TOKENS.write]: { contents: 'write', pullRequests: 'write', isActionsToken: true },
  [TOKENS.readOnly]: { contents: 'read', pullRequests: 'read', isActionsToken: true },
  [TOKENS.noPulls]: { contents: 'write', pullRequests: 'read', isActionsToken: true },
  // A repository admin's personal token: the one kind GitHub shows the merge settings to.
  [TOKENS.pat]: { login: 'octocat', contents: 'write', pullRequests: 'write', admin: true },
  [TOKENS.fineGrainedNoPulls]: {
    login: 'octocat',
    contents: 'write',
    pullRequests: 'read',
    fineGrained: true
  }
})
const { newRepo, git, options } = s

function link(jobId: string, date: string, expires = 604800): string {
  return `https://exports.example.com/exports/${jobId}/bundle.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=${date}&X-Amz-Expires=${expires}&X-Amz-Signature=${jobId}sig`
}

function writes(): number {
  return s.gh.log.entries.filter(e => e.method !== 'GET').length
}

describe('deliverPullRequest', () => {
  it('opens a pull request with one signed commit on top of the base', async () => {
    // Labels the repository has: the token's pull-requests: write adds them (creating one takes
    // issues: write, pull-request-labels.test.ts).
    const repo = await newRepo(undefined, { labels: ['static-export', 'docs'] })
    const captured: Captured = newCaptured()
    const result = await s.mod.deliverPullRequest(
      options(
        repo,
        {
          labels: ['static-export', 'docs'],
          reviewers: ['alice', 'acme/docs-team'],
          draft: true,
          // The real throttling plugin, with its default write spacing, on this one run.
          octokitOptions: { retry: { retryAfterBaseValue: 1 } }
        },
        captured
      )
    )
    expect(result).toMatchObject({
      operation: 'created',
      dryRun: false,
      number: 1,
      base: 'main',
      branch: 'static-export/docs.example.com'
    })
    expect(result.url).toBe(`${s.gh.webUrl}/acme/${repo}/pull/1`)

    const mainHead = git(repo, 'rev-parse', 'main').trim()
    expect(git(repo, 'rev-list', `main..static-export/docs.example.com`).trim()).toBe(
      result.commitSha
    )
    expect(git(repo, 'rev-parse', `${result.commitSha}^`).trim()).toBe(mainHead)
    expect(s.gh.isVerified(result.commitSha!)).toBe(true)
    expect(git(repo, 'show', `${result.commitSha}:deploy/values.yaml`)).toBe(helmExpected)
    expect(git(repo, 'show', '--name-only', '--format=%s', result.commitSha!).trim()).toBe(
      'Update staticExport.bundleUrl for docs.example.com\n\ndeploy/values.yaml'
    )
    expect(git(repo, 'log', '-1', '--format=%cn <%ce>', result.commitSha!).trim()).toBe(
      'GitHub <noreply@github.com>'
    )

    // The diff is the three changed lines of the block, in unified form.
    expect(result.diff).toMatch(
      /^--- a\/deploy\/values\.yaml\n\+\+\+ b\/deploy\/values\.yaml\n@@ -19,9 \+19,9 @@/
    )
    expect(result.diff.split('\n').filter(l => /^[-+][^-+]/.test(l))).toHaveLength(6)

    const [pull] = s.gh.pulls('acme', repo)
    expect(s.gh.pulls('acme', repo)).toHaveLength(1)
    expect(pull).toMatchObject({
      head: 'static-export/docs.example.com',
      base: 'main',
      draft: true,
      labels: ['static-export', 'docs'],
      requestedReviewers: ['alice'],
      requestedTeams: ['docs-team']
    })
    expect(pull!.body).toContain('docs.example.com')
    expect(pull!.body).toContain(goldenUpdate.record.jobId)
    expect(pull!.body).toContain('| Pages | 42 |')
    expect(pull!.body).toContain(goldenUpdate.record.expiresAt)
    expect(pull!.body).toContain('What merging does')
    expect(captured.info.join('\n')).not.toContain(TOKENS.write)
  })

  it('updates the same pull request on a second run, again as the base plus one commit', async () => {
    const repo = await newRepo()
    const first = await s.mod.deliverPullRequest(options(repo))
    const newer = link('se_newer2', '20261123T101500Z')
    const second = await s.mod.deliverPullRequest(
      options(repo, {
        update: { bundleUrl: newer, jobId: 'se_newer2', expiresAt: '2026-11-30T10:15:00.000Z' }
      })
    )
    expect(second).toMatchObject({ operation: 'updated', number: first.number })
    expect(s.gh.pulls('acme', repo)).toHaveLength(1)
    const mainHead = git(repo, 'rev-parse', 'main').trim()
    expect(git(repo, 'rev-list', 'main..static-export/docs.example.com').trim()).toBe(
      second.commitSha
    )
    expect(git(repo, 'rev-parse', `${second.commitSha}^`).trim()).toBe(mainHead)
    expect(git(repo, 'show', 'static-export/docs.example.com:deploy/values.yaml')).toContain(
      `bundleUrl: "${newer}"  # static-export: job se_newer2, expires 2026-11-30T10:15:00.000Z`
    )
  })

  it('writes nothing when the base already holds the values', async () => {
    const repo = await newRepo({ 'deploy/values.yaml': helmExpected })
    s.gh.log.clear()
    const result = await s.mod.deliverPullRequest(options(repo))
    expect(result).toMatchObject({ operation: 'unchanged', diff: '' })
    expect(result.number).toBeUndefined()
    expect(writes()).toBe(0)
    expect(git(repo, 'branch', '--list').trim()).toBe('* main')
    expect(s.gh.pulls('acme', repo)).toHaveLength(0)
  })

  it('changes several config files in one commit', async () => {
    const repo = await newRepo()
    const result = await s.mod.deliverPullRequest(
      options(repo, { configPaths: ['deploy/values.yaml', './deploy/prod.json'] })
    )
    expect(result.operation).toBe('created')
    expect(result.files.map(f => [f.path, f.changed])).toEqual([
      ['deploy/values.yaml', true],
      ['deploy/prod.json', true]
    ])
    expect(
      git(repo, 'show', '--name-only', '--format=', result.commitSha!).trim().split('\n')
    ).toEqual(['deploy/prod.json', 'deploy/values.yaml'])
    expect(git(repo, 'show', `${result.commitSha}:deploy/prod.json`)).toBe(
      readFileSync(join(corpus, 'json-2-space', 'expected.json'), 'utf8')
    )
    expect(result.diff).toContain('--- a/deploy/prod.json')
    expect(result.diff).toContain('--- a/deploy/values.yaml')
  })

  it('dry-run computes the diff and writes nothing', async () => {
    const repo = await newRepo()
    s.gh.log.clear()
    const result = await s.mod.deliverPullRequest(options(repo, { dryRun: true }))
    expect(result).toMatchObject({ operation: 'created', dryRun: true })
    expect(result.commitSha).toBeUndefined()
    expect(result.diff).toContain(`+  bundleUrl: "${goldenUpdate.bundleUrl}"`)
    expect(writes()).toBe(0)
    expect(git(repo, 'branch', '--list').trim()).toBe('* main')
  })

  it('two runs at once end with one pull request holding the newer link', async () => {
    const repo = await newRepo()
    const older = link('se_older1', '20261122T090000Z')
    const newer = link('se_newer1', '20261122T100000Z')
    const results = await Promise.all([
      s.mod.deliverPullRequest(
        options(repo, {
          update: { bundleUrl: older, jobId: 'se_older1', expiresAt: '2026-11-29T09:00:00.000Z' }
        })
      ),
      s.mod.deliverPullRequest(
        options(repo, {
          update: { bundleUrl: newer, jobId: 'se_newer1', expiresAt: '2026-11-29T10:00:00.000Z' }
        })
      )
    ])
    expect(s.gh.pulls('acme', repo)).toHaveLength(1)
    const numbers = results.map(r => r.number).filter(n => n !== undefined)
    expect(new Set(numbers)).toEqual(new Set([1]))
    const onBranch = git(repo, 'show', 'static-export/docs.example.com:deploy/values.yaml')
    expect(onBranch).toContain(newer)
    expect(onBranch).not.toContain(older)
    expect(git(repo, 'rev-list', '--count', 'main..static-export/docs.example.com').trim()).toBe(
      '1'
    )
  })

  it('does not overwrite a newer link already on the branch', async () => {
    const repo = await newRepo()
    const newer = link('se_newer3', '20261123T000000Z')
    await s.mod.deliverPullRequest(
      options(repo, {
        update: { bundleUrl: newer, jobId: 'se_newer3', expiresAt: '2026-11-30T00:00:00.000Z' }
      })
    )
    const before = git(repo, 'rev-parse', 'static-export/docs.example.com').trim()
    const stale = await s.mod.deliverPullRequest(options(repo))
    expect(stale).toMatchObject({ operation: 'unchanged', superseded: true, number: 1 })
    expect(git(repo, 'rev-parse', 'static-export/docs.example.com').trim()).toBe(before)
  })

  it('does not overwrite a newer link on the branch of a JSON config, whose link names no expiry', async () => {
    // Opaque links: only the record in the commit that wrote the newer one says when it expires.
    const repo = await newRepo()
    const record = { sizeBytes: 1024, etag: '"e1"', sha256: 'cd'.repeat(32) }
    const json = (bundleUrl: string, jobId: string, expiresAt: string) =>
      options(repo, {
        configPaths: ['deploy/prod.json'],
        update: { bundleUrl, jobId, expiresAt, ...record }
      })
    await s.mod.deliverPullRequest(
      json(
        'https://bundles.example.com/dl/7f3c9a/bundle.tar.gz',
        'se_newer4',
        '2026-11-30T00:00:00.000Z'
      )
    )
    const before = git(repo, 'rev-parse', 'static-export/docs.example.com').trim()
    const stale = await s.mod.deliverPullRequest(
      json(
        'https://bundles.example.com/dl/11aa22/bundle.tar.gz',
        'se_older4',
        '2026-11-29T00:00:00.000Z'
      )
    )
    expect(stale).toMatchObject({ operation: 'unchanged', superseded: true, number: 1 })
    expect(git(repo, 'rev-parse', 'static-export/docs.example.com').trim()).toBe(before)
    // A later one still replaces it.
    const later = await s.mod.deliverPullRequest(
      json(
        'https://bundles.example.com/dl/33bb44/bundle.tar.gz',
        'se_later4',
        '2026-12-01T00:00:00.000Z'
      )
    )
    expect(later.operation).toBe('updated')
  })

  it('opens the pull request on the branch as written when the base moves on every attempt', async () => {
    // A busy base (a merge queue): main gets a commit during each of the run's branch moves
    // (GraphQL updateRefs, once the branch exists).
    const repo = await newRepo()
    await s.mod.deliverPullRequest(options(repo))
    const newer = link('se_busy1', '20261123T000000Z')
    for (let i = 1; i <= 2; i++) {
      s.gh.beforeNext('POST', /\/graphql$/, async () => {
        await s.gh
          .git('acme', repo)
          .seedFiles(
            { 'README.md': `# deploy\n\nmerge ${i}\n` },
            'main',
            { name: 'Queue', email: 'queue@example.com', date: '2026-11-22T10:21:00Z' },
            `Merge ${i}`
          )
      })
    }
    const captured: Captured = newCaptured()
    const update = { bundleUrl: newer, jobId: 'se_busy1', expiresAt: '2026-11-30T00:00:00.000Z' }
    const result = await s.mod.deliverPullRequest({
      ...options(repo, { update }, captured),
      maxAttempts: 2
    })
    expect(result.operation).toBe('updated')
    expect(s.gh.pulls('acme', repo)).toHaveLength(1)
    // The pull request holds this run's change, on main as the last attempt read it.
    expect(git(repo, 'show', `${result.commitSha}:README.md`)).toContain('merge 1')
    expect(captured.info.join('\n')).toMatch(
      /main kept moving \(2 attempts\); the pull request is opened/
    )
  })

  it('redoes the commit on the new base when the base moves during the update', async () => {
    const repo = await newRepo()
    await s.mod.deliverPullRequest(options(repo))
    let movedTo = ''
    // The branch is reset through GraphQL updateRefs (a compare-and-swap).
    s.gh.beforeNext('POST', /\/graphql$/, async () => {
      movedTo = await s.gh
        .git('acme', repo)
        .seedFiles(
          { 'README.md': '# deploy\n\nmoved\n' },
          'main',
          { name: 'Someone', email: 'someone@example.com', date: '2026-11-22T10:21:00Z' },
          'Meanwhile on main'
        )
    })
    s.gh.log.clear()
    const newer = link('se_race2', '20261123T000000Z')
    const result = await s.mod.deliverPullRequest(
      options(repo, {
        update: { bundleUrl: newer, jobId: 'se_race2', expiresAt: '2026-11-30T00:00:00.000Z' }
      })
    )
    expect(movedTo).toMatch(/^[0-9a-f]{40}$/)
    expect(result.operation).toBe('updated')
    expect(git(repo, 'rev-parse', `${result.commitSha}^`).trim()).toBe(movedTo)
    expect(s.gh.log.count('POST', /\/graphql$/)).toBe(2)
    expect(git(repo, 'show', 'static-export/docs.example.com:README.md')).toContain('moved')
  })

  it('retries a rejected ref update and a 5xx answer', async () => {
    const repo = await newRepo()
    await s.mod.deliverPullRequest(options(repo))
    // Another writer moves the branch right before the update, whose compare-and-swap refuses.
    s.gh.beforeNext('POST', /\/graphql$/, async () => {
      const main = git(repo, 'rev-parse', 'main').trim()
      git(repo, 'update-ref', 'refs/heads/static-export/docs.example.com', main)
    })
    s.gh.injectFault({ method: 'POST', path: /\/git\/trees$/, status: 502 })
    s.gh.log.clear()
    const newer = link('se_retry1', '20261123T000000Z')
    const result = await s.mod.deliverPullRequest(
      options(repo, {
        update: { bundleUrl: newer, jobId: 'se_retry1', expiresAt: '2026-11-30T00:00:00.000Z' }
      })
    )
    expect(result.operation).toBe('updated')
    expect(s.gh.log.count('POST', /\/git\/trees$/)).toBe(3) // 502, its retry, then the second attempt
    // File contents travel inside the tree: no separate blob writes.
    expect(s.gh.log.count('POST', /\/git\/blobs$/)).toBe(0)
    expect(s.gh.log.count('POST', /\/graphql$/)).toBe(2)
    expect(git(repo, 'show', 'static-export/docs.example.com:deploy/values.yaml')).toContain(newer)
  })

  it('enables auto-merge where the repository allows it, and warns where it does not', async () => {
    // Required checks keep the pull request waiting ("blocked"): auto-merge is what GitHub allows.
    const allowed = await newRepo(undefined, { allowAutoMerge: true, requiredChecks: true })
    const a = await s.mod.deliverPullRequest(options(allowed, { autoMerge: 'squash' }))
    expect(a.warnings).toEqual([])
    // Pinned to the head this run wrote.
    const mutation = s.gh.exchanges.find(e => e.graphql)
    expect(JSON.stringify(mutation)).toContain(a.commitSha!)
    // A squash is given the body of the commit this run wrote (its title is GitHub's).
    expect(s.gh.pulls('acme', allowed)[0]!.autoMerge).toEqual({
      mergeMethod: 'SQUASH',
      enabledBy: 'github-actions[bot]',
      commitBody: git(allowed, 'log', '-1', '--format=%b', a.commitSha!).trim()
    })

    // GITHUB_TOKEN is not shown allow_auto_merge (admins only): auto-merge is asked for, and
    // GitHub's refusal is what says the setting is off.
    const refused = await newRepo()
    let from = s.gh.exchanges.length
    const b = await s.mod.deliverPullRequest(options(refused, { autoMerge: 'merge' }))
    expect(b.operation).toBe('created')
    expect(
      s.gh.exchanges.slice(from).filter(e => /AutoMerge/.test(JSON.stringify(e.requestBody)))
    ).toHaveLength(1)
    expect(b.warnings).toEqual([
      expect.stringMatching(
        /^auto-merge was asked for, but acme\/deploy-\d+ does not allow auto-merge \(Settings/
      )
    ])
    expect(s.gh.pulls('acme', refused)[0]!.autoMerge).toBeNull()

    // An admin's token is shown the setting: no request is spent on a known refusal.
    const refusedForAdmin = await newRepo()
    from = s.gh.exchanges.length
    const c = await s.mod.deliverPullRequest(
      options(refusedForAdmin, { token: TOKENS.pat, autoMerge: 'merge' })
    )
    expect(c.warnings).toEqual([expect.stringMatching(/does not allow auto-merge/)])
    expect(
      s.gh.exchanges.slice(from).filter(e => /AutoMerge/.test(JSON.stringify(e.requestBody)))
    ).toEqual([])
  })

  it('keeps the renewal record of a JSON config through a squash, whatever the squash message setting', async () => {
    const record = { sizeBytes: 8_298_338, etag: '"0a1b2c"', sha256: 'ab'.repeat(32) }
    const update = { ...options('x').update, ...record }
    // A repository whose squash commits have no body unless the merge gives one.
    const blank = await newRepo(undefined, {
      allowAutoMerge: true,
      squashMergeCommitMessage: 'BLANK'
    })
    const merged = await s.mod.deliverPullRequest(
      options(blank, { configPaths: ['deploy/prod.json'], autoMerge: 'squash', update })
    )
    expect(merged.warnings).toEqual([])
    expect(s.gh.pulls('acme', blank)[0]).toMatchObject({ state: 'closed' })
    expect(git(blank, 'log', '-1', '--format=%B', 'main')).toContain('Static-Export-Record: {')
    const common = { token: TOKENS.write, owner: 'acme', repo: blank }
    expect(
      await s.mod.readConfigOnBase({
        ...common,
        logger: options(blank).logger,
        configPath: 'deploy/prod.json'
      })
    ).toMatchObject({ record: { jobId: update.jobId, ...record } })

    // Auto-merge (checks pending) carries the same body; a merge commit is left to GitHub.
    const waiting = await newRepo(undefined, { allowAutoMerge: true, requiredChecks: true })
    const squash = await s.mod.deliverPullRequest(
      options(waiting, { configPaths: ['deploy/prod.json'], autoMerge: 'squash', update })
    )
    expect(s.gh.pulls('acme', waiting)[0]!.autoMerge?.commitBody).toContain(
      'Static-Export-Record: {'
    )
    expect(s.gh.pulls('acme', waiting)[0]!.autoMerge?.commitBody).toBe(
      git(waiting, 'log', '-1', '--format=%b', squash.commitSha!).trim()
    )
    const merging = await newRepo(undefined, { allowAutoMerge: true, requiredChecks: true })
    await s.mod.deliverPullRequest(
      options(merging, { configPaths: ['deploy/prod.json'], autoMerge: 'merge', update })
    )
    expect(s.gh.pulls('acme', merging)[0]!.autoMerge).toEqual({
      mergeMethod: 'MERGE',
      enabledBy: 'github-actions[bot]'
    })
  })

  it('merges a pull request that is already mergeable, where GitHub refuses auto-merge', async () => {
    // No required checks: the new pull request is "clean" at once, and GitHub answers
    // enablePullRequestAutoMerge with "Pull request Pull request is in clean status".
    const repo = await newRepo(undefined, { allowAutoMerge: true })
    const baseBefore = git(repo, 'rev-parse', 'main').trim()
    const captured: Captured = newCaptured()
    const result = await s.mod.deliverPullRequest(options(repo, { autoMerge: 'squash' }, captured))
    expect(result.warnings).toEqual([])
    const refused = s.gh.exchanges.filter(e => e.graphql)
    expect(JSON.stringify(refused)).toContain('Pull request Pull request is in clean status')
    const merges = s.gh.exchanges.filter(
      e => e.method === 'PUT' && /\/pulls\/1\/merge$/.test(e.path)
    )
    expect(merges).toHaveLength(1)
    expect(JSON.stringify(merges[0])).toContain(`"sha":"${result.commitSha}"`)
    const [pull] = s.gh.pulls('acme', repo)
    expect(pull).toMatchObject({ state: 'closed', mergedBy: 'github-actions[bot]' })
    // Squashed: one commit on the base, with the tree this run wrote.
    expect(git(repo, 'rev-parse', 'main^').trim()).toBe(baseBefore)
    expect(git(repo, 'rev-parse', 'main^{tree}').trim()).toBe(
      git(repo, 'rev-parse', `${result.commitSha}^{tree}`).trim()
    )
    expect(captured.info.join('\n')).toMatch(/#1 .*merged it \(squash\)/)
  })

  it('asks auto-merge again when GitHub called the pull request mergeable, then refused the merge', async () => {
    // Right after it opens, GitHub may answer from a merge state computed before the base's
    // required checks were known ("clean"), and refuse the merge (405) once they are.
    const repo = await newRepo(undefined, { allowAutoMerge: true })
    s.gh.beforeNext('PUT', /\/pulls\/1\/merge$/, () =>
      s.gh.setRepository('acme', repo, { requiredChecks: true })
    )
    const captured: Captured = newCaptured()
    const result = await s.mod.deliverPullRequest(options(repo, { autoMerge: 'squash' }, captured))
    expect(result.warnings).toEqual([])
    // The 405 is GitHub's word on the pull request, not an outage: asked once, not retried.
    const merges = s.gh.exchanges.filter(
      e => e.method === 'PUT' && /\/pulls\/1\/merge$/.test(e.path)
    )
    expect(merges).toHaveLength(1)
    const [pull] = s.gh.pulls('acme', repo)
    expect(pull).toMatchObject({ state: 'open', autoMerge: { mergeMethod: 'SQUASH' } })
    expect(captured.info.join('\n')).toMatch(/#1 is not mergeable yet \(Required status check/)
  })

  it('never merges a head newer than the one it wrote', async () => {
    const repo = await newRepo(undefined, { allowAutoMerge: true })
    // Someone pushes to the branch between this run's write and its merge: the test moves the
    // branch just before the merge request arrives.
    s.gh.beforeNext('PUT', /\/pulls\/1\/merge$/, () => {
      const extra = execFileSync(
        'git',
        [
          '--git-dir',
          s.gh.repoPath('acme', repo),
          'commit-tree',
          '-p',
          'static-export/docs.example.com',
          '-m',
          'pushed by hand',
          'main^{tree}'
        ],
        {
          encoding: 'utf8',
          env: {
            ...process.env,
            GIT_AUTHOR_NAME: 'Someone',
            GIT_AUTHOR_EMAIL: 'someone@example.com',
            GIT_COMMITTER_NAME: 'Someone',
            GIT_COMMITTER_EMAIL: 'someone@example.com'
          }
        }
      ).trim()
      git(repo, 'update-ref', 'refs/heads/static-export/docs.example.com', extra)
    })
    const result = await s.mod.deliverPullRequest(options(repo, { autoMerge: 'merge' }))
    expect(result.warnings.join('\n')).toMatch(/merging it failed.*Head branch was modified/s)
    expect(s.gh.pulls('acme', repo)[0]).toMatchObject({ state: 'open', mergedAt: null })
  })

  it('reads a config over the contents API limit through the blobs API', async () => {
    const padding = `# ${'x'.repeat(98)}\n`.repeat(10_300)
    const repo = await newRepo({ 'deploy/values.yaml': padding + helmValues })
    const result = await s.mod.deliverPullRequest(options(repo))
    expect(result.operation).toBe('created')
    const after = git(repo, 'show', `${result.commitSha}:deploy/values.yaml`)
    expect(after).toBe(padding + helmExpected)
    expect(s.gh.log.count('GET', /\/git\/blobs\//)).toBeGreaterThan(0)
  })

  // A renewal reads the base, picks the job behind its link, renews it, and only then writes the
  // pull request on the base's head. If the base's link changed in between (a hand edit, another
  // workflow's export merged), the renewed old job must not be written over the newer link.
  it('refuses a renewal whose base no longer holds the link it was decided from', async () => {
    const decidedFrom = link('se_0ld1', '20261122T080000Z')
    const mergedMeanwhile = link('se_n3w2', '20261122T090000Z')
    const yamlWith = (url: string): string =>
      `replicaCount: 2\nstaticExport:\n  enabled: true\n  bundleUrl: "${url}"\n`
    const renewed = {
      bundleUrl: link('se_0ld1', '20261123T080000Z'),
      jobId: 'se_0ld1',
      expiresAt: '2026-11-30T08:00:00.000Z',
      renews: decidedFrom
    }
    const moved = await newRepo({ 'deploy/values.yaml': yamlWith(mergedMeanwhile) })
    const before = writes()
    await expect(s.mod.deliverPullRequest(options(moved, { update: renewed }))).rejects.toThrow(
      /deploy\/values.yaml on main \([0-9a-f]{7}\) no longer holds the link this renewal was decided from.*nothing was written/
    )
    expect(writes()).toBe(before)
    expect(git(moved, 'for-each-ref', '--format=%(refname)').trim()).toBe('refs/heads/main')

    // The base as the renewal read it: the pull request is written.
    const same = await newRepo({ 'deploy/values.yaml': yamlWith(decidedFrom) })
    const result = await s.mod.deliverPullRequest(options(same, { update: renewed }))
    expect(result.operation).toBe('created')
    expect(git(same, 'show', `${result.commitSha}:deploy/values.yaml`)).toContain(renewed.bundleUrl)
  })

  // With several config-path files the renewal may take its job from the second one (the first
  // was renewed by hand, or records none): that file's base link is the one that must not move.
  it('checks the config-path file the renewal was decided from, not the first one', async () => {
    const decidedFrom = link('se_0ld1', '20261122T080000Z')
    const stagingByHand = link('se_0ld1', '20261124T080000Z')
    const yamlWith = (url: string): string =>
      `replicaCount: 2\nstaticExport:\n  enabled: true\n  bundleUrl: "${url}"\n`
    const configPaths = ['deploy/staging.yaml', 'deploy/production.yaml']
    const update = {
      bundleUrl: link('se_0ld1', '20261125T080000Z'),
      jobId: 'se_0ld1',
      expiresAt: '2026-12-02T08:00:00.000Z',
      renews: decidedFrom,
      renewsIn: 'deploy/production.yaml'
    }
    const same = await newRepo({
      'deploy/staging.yaml': yamlWith(stagingByHand),
      'deploy/production.yaml': yamlWith(decidedFrom)
    })
    const result = await s.mod.deliverPullRequest(options(same, { configPaths, update }))
    expect(result.operation).toBe('created')

    const moved = await newRepo({
      'deploy/staging.yaml': yamlWith(stagingByHand),
      'deploy/production.yaml': yamlWith(link('se_n3w2', '20261122T090000Z'))
    })
    await expect(s.mod.deliverPullRequest(options(moved, { configPaths, update }))).rejects.toThrow(
      /deploy\/production.yaml on main \([0-9a-f]{7}\) no longer holds the link/
    )
  })

  // What a renewal reads: the branch while it holds a change waiting for review, the base once
  // the branch's pull request is over (closed or merged) and the branch has not moved since, or
  // when it never had one.
  it('tells a branch whose pull request is over from one that is pending', async () => {
    const repo = await newRepo()
    const branch = 'static-export/docs.example.com'
    const common = { token: TOKENS.write, owner: 'acme', repo, branch }
    const api = async (method: string, path: string, body: unknown): Promise<number> => {
      const res = await fetch(`${s.gh.url}/repos/acme/${repo}/${path}`, {
        method,
        headers: { Authorization: `Bearer ${TOKENS.write}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body)
      })
      await res.arrayBuffer()
      return res.status
    }
    expect(await s.mod.settledBranch(common)).toBeUndefined() // no branch
    // A branch pushed by a run that stopped before opening its pull request: nothing on it
    // reaches the base, so it is not pending either.
    git(repo, 'update-ref', `refs/heads/${branch}`, git(repo, 'rev-parse', 'main').trim())
    expect(await s.mod.settledBranch(common)).toEqual({})
    await s.mod.deliverPullRequest(options(repo))
    expect(await s.mod.settledBranch(common)).toBeUndefined() // #1 open
    // A second pull request from the same branch into another base, closed: #1 still waits.
    git(repo, 'update-ref', 'refs/heads/release', git(repo, 'rev-parse', 'main').trim())
    expect(await api('POST', 'pulls', { title: 'x', head: branch, base: 'release' })).toBe(201)
    expect(await api('PATCH', 'pulls/2', { state: 'closed' })).toBe(200)
    expect(await s.mod.settledBranch(common)).toBeUndefined()
    // #1 closed too: the branch is history.
    expect(await api('PATCH', 'pulls/1', { state: 'closed' })).toBe(200)
    expect(await s.mod.settledBranch(common)).toEqual({ number: 2, merged: false })
    // A commit on the branch since: a change nobody has reviewed yet.
    git(repo, 'update-ref', `refs/heads/${branch}`, git(repo, 'rev-parse', 'release').trim())
    expect(await s.mod.settledBranch(common)).toBeUndefined()
  })

  it('reads what the previous run recorded on the base, for renewals', async () => {
    const repo = await newRepo({
      'deploy/values.yaml': helmExpected,
      'deploy/prod.json':
        JSON.stringify(
          {
            staticExport: { enabled: true, bundleUrl: link('se_json1', '20261122T080000Z', 3600) }
          },
          null,
          2
        ) + '\n'
    })
    const common = { token: TOKENS.write, owner: 'acme', repo, logger: options(repo).logger }
    expect(
      await s.mod.readConfigOnBase({ ...common, configPath: 'deploy/values.yaml' })
    ).toMatchObject({
      enabled: true,
      bundleUrl: goldenUpdate.bundleUrl,
      jobId: goldenUpdate.record.jobId,
      expiresAt: goldenUpdate.record.expiresAt
    })
    expect(
      await s.mod.readConfigOnBase({ ...common, configPath: 'deploy/prod.json', apiUrl: s.gh.url })
    ).toMatchObject({
      jobId: 'se_json1',
      expiresAt: '2026-11-22T09:00:00.000Z'
    })
    expect(
      await s.mod.readConfigOnBase({
        ...common,
        configPath: 'deploy/prod.json',
        configKey: 'other'
      })
    ).toBeUndefined()
    await expect(
      s.mod.readConfigOnBase({ ...common, configPath: 'deploy/none.yaml' })
    ).rejects.toThrow(/does not exist on main/)
  })

  describe('errors that name the fix', () => {
    const run = (opts: PullRequestDeliveryOptions): Promise<PullRequestResult> =>
      s.mod.deliverPullRequest(opts)

    it('a token without contents: write', async () => {
      const repo = await newRepo()
      const err = await failure(run(options(repo, { token: TOKENS.readOnly })))
      expect(err).toBeInstanceOf(s.mod.PullRequestDeliveryError)
      expect(err.message).toContain('Resource not accessible by integration')
      expect(err.message).toContain('permissions:\n  contents: write\n  pull-requests: write')
      expect(err.message).not.toContain(TOKENS.readOnly)
    })

    it('a token without pull-requests: write', async () => {
      const repo = await newRepo()
      const err = await failure(run(options(repo, { token: TOKENS.noPulls })))
      expect(err.message).toContain('pull-requests: write')
    })

    it('a fine-grained personal access token without Pull requests: write', async () => {
      // GitHub's 403 then names the token kind, not "integration"; a workflow's permissions
      // block does nothing for such a token: its own settings are what to change.
      const repo = await newRepo()
      const err = await failure(run(options(repo, { token: TOKENS.fineGrainedNoPulls })))
      expect(err).toBeInstanceOf(s.mod.PullRequestDeliveryError)
      expect(err.message).toContain('Resource not accessible by personal access token')
      expect(err.message).toContain(
        'give the fine-grained personal access token Contents: Read and write and Pull requests: Read and write'
      )
      expect(err.message).not.toContain('permissions:\n')
      expect(err.message).toContain('Nothing was left half done')
      expect(err.message).not.toContain(TOKENS.fineGrainedNoPulls)
    })

    it('Actions not permitted to create pull requests, and a PAT that is', async () => {
      const repo = await newRepo()
      s.gh.setRepository('acme', repo, { actionsCanCreatePullRequests: false })
      const err = await failure(run(options(repo)))
      expect(err.message).toContain(
        'GitHub Actions is not permitted to create or approve pull requests'
      )
      expect(err.message).toContain('Allow GitHub Actions to create and approve pull requests')
      // Nothing half done: the branch this run created is gone again.
      expect(err.message).toContain(
        'Nothing was left half done: branch static-export/docs.example.com, which this run created, was deleted again.'
      )
      expect(git(repo, 'for-each-ref', '--format=%(refname)').trim()).toBe('refs/heads/main')
      const withPat = await run(options(repo, { token: TOKENS.pat }))
      expect(withPat.operation).toBe('created')
      expect(s.gh.pulls('acme', repo)[0]!.createdBy).toBe('octocat')
    })

    it('reports created when the create’s answer was lost and its retry was told it exists', async () => {
      // GitHub opened it, a proxy answered 502, plugin-retry asked again and got 422.
      const repo = await newRepo()
      s.gh.injectFault({ method: 'POST', path: /\/pulls$/, status: 502, afterWork: true })
      const result = await run(options(repo))
      expect(result.operation).toBe('created')
      expect(result.number).toBe(1)
      expect(s.gh.pulls('acme', repo)).toHaveLength(1)
      expect(
        s.gh.log.entries.filter(e => e.method === 'POST' && e.path === `/repos/acme/${repo}/pulls`)
      ).toHaveLength(2)
    })

    it('keeps the branch when GitHub says its pull request exists, though the list lags', async () => {
      // A create whose first answer was lost, retried: GitHub answers 422 for the pull request
      // it did open, and a list served from a replica does not show it yet. Deleting the
      // branch would close that pull request.
      const repo = await newRepo()
      s.gh.injectFault({
        method: 'POST',
        path: /\/pulls$/,
        status: 422,
        message:
          'Validation Failed: A pull request already exists for acme:static-export/docs.example.com.'
      })
      const err = await failure(run(options(repo)))
      expect(err.message).toContain(
        'GitHub says a pull request for static-export/docs.example.com exists, though its list does not show it yet'
      )
      expect(err.message).not.toContain('was deleted again')
      expect(git(repo, 'for-each-ref', '--format=%(refname)').trim()).toContain(
        'refs/heads/static-export/docs.example.com'
      )
    })

    it('a pull request refused on a branch that was there: the branch put back where it was', async () => {
      const repo = await newRepo()
      // A branch left by someone, with no pull request: this run resets it, then cannot open one.
      const main = git(repo, 'rev-parse', 'main').trim()
      git(repo, 'update-ref', 'refs/heads/static-export/docs.example.com', main)
      s.gh.setRepository('acme', repo, { actionsCanCreatePullRequests: false })
      const err = await failure(run(options(repo)))
      expect(err.message).toContain(
        `Nothing was left half done: branch static-export/docs.example.com was put back to ${main.slice(0, 7)}, where this run found it.`
      )
      expect(git(repo, 'rev-parse', 'static-export/docs.example.com').trim()).toBe(main)
    })

    it('a pull request refused where GraphQL refuses the undo: the branch deleted over REST', async () => {
      const repo = await newRepo()
      s.gh.setRepository('acme', repo, { actionsCanCreatePullRequests: false })
      // The branch is new, so the undo is the run's only GraphQL request.
      // A GitHub without updateRefs (an older Enterprise Server) refuses it this way.
      s.gh.injectFault({
        method: 'POST',
        path: /\/graphql$/,
        status: 200,
        message: "Field 'updateRefs' doesn't exist on type 'Mutation'",
        times: 1
      })
      const err = await failure(run(options(repo)))
      expect(err.message).toContain('which this run created, was deleted again.')
      expect(s.gh.log.entries.filter(e => e.method === 'DELETE')).toHaveLength(1)
      expect(git(repo, 'for-each-ref', '--format=%(refname)').trim()).toBe('refs/heads/main')
    })

    it('a pull request refused where a ruleset forbids deleting the branch: kept, and said so', async () => {
      const repo = await newRepo(undefined, {
        rulesets: [{ branches: ['static-export/**'], rules: ['deletion'] }]
      })
      s.gh.setRepository('acme', repo, { actionsCanCreatePullRequests: false })
      const err = await failure(run(options(repo)))
      expect(err.message).toContain('GitHub Actions is not permitted to create or approve')
      expect(err.message).toContain(
        'Branch static-export/docs.example.com holds the change but has no pull request yet; the next run resets it and opens one.'
      )
      expect(git(repo, 'rev-list', '--count', 'main..static-export/docs.example.com').trim()).toBe(
        '1'
      )
    })

    it('an unknown token', async () => {
      const repo = await newRepo()
      const err = await failure(run(options(repo, { token: 'ghs_revoked' })))
      expect(err.message).toMatch(/401 Bad credentials.*github-token/)
      expect(err.message).not.toContain('ghs_revoked')
    })

    it('a missing base branch', async () => {
      const repo = await newRepo()
      const err = await failure(run(options(repo, { base: 'release' })))
      expect(err.message).toContain('The base branch "release" does not exist')
    })

    it('a protected branch', async () => {
      const repo = await newRepo(undefined, {
        protectedBranches: ['static-export/docs.example.com']
      })
      const err = await failure(run(options(repo)))
      expect(err.message).toMatch(/protected branch.*Set branch/i)
    })

    it('a config path missing on the base, and one outside the repository', async () => {
      const repo = await newRepo()
      s.gh.log.clear()
      const missing = await failure(run(options(repo, { configPaths: ['deploy/nope.yaml'] })))
      expect(missing.message).toMatch(/config-path deploy\/nope\.yaml does not exist on main/)
      const outside = await failure(run(options(repo, { configPaths: ['../secrets.yaml'] })))
      expect(outside.message).toContain('leaves the repository')
      expect(writes()).toBe(0)
    })

    it('a config path that is a symbolic link: nothing written, never a 120000 entry', async () => {
      const repo = await newRepo({
        'deploy/real.yaml': helmValues,
        'deploy/values.yaml': { symlink: 'real.yaml' }
      })
      const err = await failure(run(options(repo)))
      expect(err.message).toMatch(/deploy\/values\.yaml is a symbolic link/)
      expect(git(repo, 'for-each-ref', '--format=%(refname)').trim()).toBe('refs/heads/main')
    })

    it('a branch name git cannot hold beside an existing branch', async () => {
      const repo = await newRepo()
      git(repo, 'update-ref', 'refs/heads/static-export', git(repo, 'rev-parse', 'main').trim())
      const err = await failure(run(options(repo)))
      expect(err.message).toMatch(/a branch named static-export exists.*Set the branch input/)
    })

    it('a missing repository', async () => {
      const err = await failure(run(options('no-such-repo')))
      expect(err.message).toMatch(/Repository acme\/no-such-repo was not found/)
    })
  })
})

describe('a GitHub API that cannot be reached', () => {
  it('says "could not reach" and the host, not that GitHub answered 500', async () => {
    // A loopback port that was just free: bind it, note it, close it, so nothing listens there.
    const server = createServer()
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    await new Promise<void>(resolve => server.close(() => resolve()))

    const repo = await newRepo()
    const before = writes()
    const err = await failure(
      s.mod.deliverPullRequest(options(repo, { apiUrl: `http://127.0.0.1:${port}` }))
    )
    expect(err.message).toMatch(/could not reach/)
    expect(err.message).toContain(`127.0.0.1:${port}`)
    expect(err.message).toContain('ECONNREFUSED')
    expect(err.message).not.toMatch(/GitHub answered/)
    expect(err.message).not.toContain(TOKENS.write)
    expect(writes()).toBe(before)
  })
})

describe('a GitHub API answer that echoes the secrets', () => {
  // A proxy or gateway in front of the API that quotes the request's Authorization header in
  // its error body: the token must not reach the error, the log or the warnings.
  const ADMIN_KEY = 'svc_admin_key_EchoedBack42'
  let server: ReturnType<typeof createServer>
  let apiUrl: string
  beforeAll(async () => {
    server = createServer((req, res) => {
      const auth = String(req.headers.authorization ?? '')
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          message: `upstream failed for header ${auth} token=${auth.replace(/^(token|Bearer) /i, '')} key=${ADMIN_KEY}`
        })
      )
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))

  const shown = (err: Error, log: Captured): string =>
    [err.message, err.stack ?? '', ...log.info, ...log.warnings].join('\n')

  it('keeps the token and the other secrets out of the delivery error and its log', async () => {
    const log = newCaptured()
    const err = await failure(
      s.mod.deliverPullRequest(options('no-such-repo', { apiUrl, secrets: [ADMIN_KEY] }, log))
    )
    expect(err.message).toMatch(/GitHub answered 500 while reading acme\/no-such-repo/)
    expect(err.message).toContain('upstream failed for header token ***')
    expect(shown(err, log)).not.toContain(TOKENS.write)
    expect(shown(err, log)).not.toContain(ADMIN_KEY)
  })

  it('keeps them out of the pre-export config check and the renewal reads too', async () => {
    const log = newCaptured()
    const base = options('no-such-repo', { apiUrl, secrets: [ADMIN_KEY] }, log)
    for (const err of [
      await failure(s.mod.checkConfigsOnBase(base)),
      await failure(s.mod.readConfigOnBase({ ...base, configPath: 'deploy/values.yaml' })),
      await failure(s.mod.settledBranch({ ...base, branch: 'static-export/docs.example.com' }))
    ]) {
      expect(err.message).toMatch(/GitHub answered 500/)
      expect(shown(err, log)).not.toContain(TOKENS.write)
      expect(shown(err, log)).not.toContain(ADMIN_KEY)
    }
  })
})
