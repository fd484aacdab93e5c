// The GitHub stand-in answers the real Octokit with GitHub's shapes and messages, and keeps
// its objects in a bare git repository that `git` reads.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { getOctokit } from '@actions/github'
import { startGitHubEmulator, type GitHubEmulator } from '../../emulator/github/index.js'
import { contractProblems } from '../helpers/github-contract.js'

const WRITE = 'ghs_emulatorWrite01'
const READ = 'ghs_emulatorRead02'
const ADMIN = 'ghp_emulatorAdmin03'

let gh: GitHubEmulator
let octokit: ReturnType<typeof getOctokit>
let reader: ReturnType<typeof getOctokit>
const repo = { owner: 'acme', repo: 'site' }

const client = (token: string): ReturnType<typeof getOctokit> =>
  getOctokit(token, { baseUrl: gh.url, log: { debug() {}, info() {}, warn() {}, error() {} } })

/** The status and message of a failed call. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise
  } catch (err) {
    const e = err as { status: number; message: string }
    return { status: e.status, message: e.message }
  }
  throw new Error('the call succeeded but was expected to fail')
}

function git(...args: string[]): string {
  return execFileSync('git', ['--git-dir', gh.repoPath('acme', 'site'), ...args], {
    encoding: 'utf8'
  }).trim()
}

beforeAll(async () => {
  gh = await startGitHubEmulator({
    tokens: {
      [WRITE]: { contents: 'write', pullRequests: 'write', isActionsToken: true },
      [READ]: { contents: 'read', pullRequests: 'read', isActionsToken: true },
      [ADMIN]: { contents: 'write', pullRequests: 'write', admin: true }
    },
    repositories: [
      {
        owner: 'acme',
        repo: 'site',
        folder: join(process.cwd(), '__fixtures__', 'configs', 'nested-key'),
        allowAutoMerge: true,
        // Pull requests wait for checks, so GitHub lets auto-merge be enabled on them.
        requiredChecks: true,
        // Existing labels: pull-requests: write adds them, but does not create a new one.
        labels: ['a', 'b']
      }
    ],
    now: () => new Date('2026-11-22T10:00:00Z')
  })
  octokit = client(WRITE)
  reader = client(READ)
})

// Every request of the test and every answer of the stand-in, held to GitHub's description.
afterEach(async () => {
  expect(await contractProblems(gh.exchanges)).toEqual([])
})
afterAll(() => gh.close())

describe('GitHub stand-in', () => {
  it('seeds a repository from a folder and describes it', async () => {
    expect(git('ls-tree', '--name-only', 'main').split('\n')).toEqual([
      'case.json',
      'expected.yaml',
      'input.yaml'
    ])
    const { data } = await octokit.rest.repos.get(repo)
    expect(data).toMatchObject({
      full_name: 'acme/site',
      default_branch: 'main',
      permissions: { admin: false, push: true, pull: true }
    })
    expect((await reader.rest.repos.get(repo)).data.permissions?.push).toBe(false)
    // As on GitHub, the merge settings are shown to the repository's admins only: for any
    // other token (a workflow's GITHUB_TOKEN) the keys are absent, not false.
    expect(data).not.toHaveProperty('allow_auto_merge')
    expect(data).not.toHaveProperty('allow_squash_merge')
    expect((await client(ADMIN).rest.repos.get(repo)).data).toMatchObject({
      allow_auto_merge: true,
      allow_squash_merge: true,
      permissions: { admin: true }
    })
  })

  it('answers an unknown token with 401 Bad credentials', async () => {
    expect(await refusal(client('nope').rest.repos.get(repo))).toEqual({
      status: 401,
      message: expect.stringContaining('Bad credentials')
    })
  })

  it('serves file contents at a ref, and 404 for a missing file', async () => {
    const { data } = await octokit.rest.repos.getContent({ ...repo, path: 'input.yaml' })
    if (Array.isArray(data) || data.type !== 'file') throw new Error('expected a file')
    expect(Buffer.from(data.content, 'base64').toString('utf8')).toBe(
      git('show', 'main:input.yaml') + '\n'
    )
    expect(
      (await refusal(octokit.rest.repos.getContent({ ...repo, path: 'nope.yaml' }))).status
    ).toBe(404)
  })

  it('builds blobs, trees and signed commits that git can read', async () => {
    const main = (await octokit.rest.git.getRef({ ...repo, ref: 'heads/main' })).data.object.sha
    const base = (await octokit.rest.git.getCommit({ ...repo, commit_sha: main })).data
    expect(base.verification).toMatchObject({ verified: false, reason: 'unsigned' })

    const blob = (
      await octokit.rest.git.createBlob({
        ...repo,
        content: Buffer.from('hello\n').toString('base64'),
        encoding: 'base64'
      })
    ).data
    const read = (await octokit.rest.git.getBlob({ ...repo, file_sha: blob.sha })).data
    expect(Buffer.from(read.content, 'base64').toString()).toBe('hello\n')

    const tree = (
      await octokit.rest.git.createTree({
        ...repo,
        base_tree: base.tree.sha,
        tree: [{ path: 'docs/new.txt', mode: '100644', type: 'blob', sha: blob.sha }]
      })
    ).data
    const listed = (await octokit.rest.git.getTree({ ...repo, tree_sha: tree.sha, recursive: '1' }))
      .data
    expect(listed.tree.map(e => e.path)).toEqual([
      'case.json',
      'docs',
      'docs/new.txt',
      'expected.yaml',
      'input.yaml'
    ])

    const commit = (
      await octokit.rest.git.createCommit({
        ...repo,
        message: 'Add a file',
        tree: tree.sha,
        parents: [main]
      })
    ).data
    expect(commit.verification).toMatchObject({ verified: true, reason: 'valid' })
    expect(commit.committer).toMatchObject({ name: 'GitHub', email: 'noreply@github.com' })
    expect(commit.author.name).toBe('github-actions[bot]')
    expect(git('show', `${commit.sha}:docs/new.txt`)).toBe('hello')
    expect(git('log', '--format=%s', '-1', commit.sha)).toBe('Add a file')
  })

  it('creates and moves refs as GitHub does: exists, fast-forward, force', async () => {
    const main = (await octokit.rest.git.getRef({ ...repo, ref: 'heads/main' })).data.object.sha
    const tree = git('rev-parse', 'main^{tree}')
    const c1 = (
      await octokit.rest.git.createCommit({ ...repo, message: 'one', tree, parents: [main] })
    ).data.sha
    const side = (
      await octokit.rest.git.createCommit({ ...repo, message: 'side', tree, parents: [main] })
    ).data.sha

    expect((await refusal(octokit.rest.git.getRef({ ...repo, ref: 'heads/topic' }))).status).toBe(
      404
    )
    await octokit.rest.git.createRef({ ...repo, ref: 'refs/heads/topic', sha: c1 })
    expect(
      await refusal(octokit.rest.git.createRef({ ...repo, ref: 'refs/heads/topic', sha: c1 }))
    ).toEqual({
      status: 422,
      message: expect.stringContaining('Reference already exists')
    })
    expect(
      await refusal(octokit.rest.git.updateRef({ ...repo, ref: 'heads/topic', sha: side }))
    ).toEqual({
      status: 422,
      message: expect.stringContaining('Update is not a fast forward')
    })
    await octokit.rest.git.updateRef({ ...repo, ref: 'heads/topic', sha: side, force: true })
    expect(git('rev-parse', 'topic')).toBe(side)
    expect(
      (await refusal(octokit.rest.git.updateRef({ ...repo, ref: 'heads/gone', sha: side }))).status
    ).toBe(422)
  })

  it('keeps one open pull request per head and base, and filters lists', async () => {
    const main = git('rev-parse', 'main')
    const c = (
      await octokit.rest.git.createCommit({
        ...repo,
        message: 'pr',
        tree: git('rev-parse', 'main^{tree}'),
        parents: [main]
      })
    ).data.sha
    await octokit.rest.git.createRef({ ...repo, ref: 'refs/heads/feature', sha: c })
    const created = (
      await octokit.rest.pulls.create({
        ...repo,
        head: 'feature',
        base: 'main',
        title: 'T',
        body: 'B',
        draft: true
      })
    ).data
    expect(created).toMatchObject({
      number: 1,
      state: 'open',
      draft: true,
      head: { ref: 'feature', sha: c }
    })
    const dup = await refusal(
      octokit.rest.pulls.create({ ...repo, head: 'feature', base: 'main', title: 'again' })
    )
    expect(dup.status).toBe(422)
    expect(dup.message).toContain('A pull request already exists for acme:feature.')

    const listed = await octokit.rest.pulls.list({ ...repo, head: 'acme:feature', state: 'open' })
    expect(listed.data.map(p => p.number)).toEqual([1])
    expect((await octokit.rest.pulls.list({ ...repo, head: 'acme:other' })).data).toEqual([])
    expect((await octokit.rest.pulls.list({ ...repo, base: 'release' })).data).toEqual([])
    // GitHub ignores a head filter without its owner, and answers every pull request.
    expect((await octokit.rest.pulls.list({ ...repo, head: 'other' })).data).toHaveLength(1)

    const updated = (await octokit.rest.pulls.update({ ...repo, pull_number: 1, title: 'T2' })).data
    expect(updated.title).toBe('T2')
    const labels = (
      await octokit.rest.issues.addLabels({ ...repo, issue_number: 1, labels: ['a', 'b'] })
    ).data
    expect(labels.map(l => l.name)).toEqual(['a', 'b'])
    await octokit.rest.pulls.requestReviewers({ ...repo, pull_number: 1, reviewers: ['alice'] })
    expect(
      (await octokit.rest.pulls.get({ ...repo, pull_number: 1 })).data.requested_reviewers?.map(
        u => u.login
      )
    ).toEqual(['alice'])
    expect(
      (
        await refusal(
          octokit.rest.pulls.requestReviewers({
            ...repo,
            pull_number: 1,
            reviewers: ['github-actions[bot]']
          })
        )
      ).status
    ).toBe(422)

    await octokit.graphql(
      'mutation($pullRequestId: ID!, $mergeMethod: PullRequestMergeMethod!) { enablePullRequestAutoMerge(input: {pullRequestId: $pullRequestId, mergeMethod: $mergeMethod}) { pullRequest { number } } }',
      { pullRequestId: created.node_id, mergeMethod: 'SQUASH' }
    )
    expect(gh.pulls('acme', 'site')[0]!.autoMerge).toEqual({
      mergeMethod: 'SQUASH',
      enabledBy: 'github-actions[bot]'
    })
  })

  it("answers with GitHub's permission messages", async () => {
    expect(
      await refusal(reader.rest.git.createBlob({ ...repo, content: 'x', encoding: 'utf-8' }))
    ).toEqual({
      status: 403,
      message: expect.stringContaining('Resource not accessible by integration')
    })
    gh.setRepository('acme', 'site', { actionsCanCreatePullRequests: false })
    const main = git('rev-parse', 'main')
    const c = (
      await octokit.rest.git.createCommit({
        ...repo,
        message: 'x',
        tree: git('rev-parse', 'main^{tree}'),
        parents: [main]
      })
    ).data.sha
    await octokit.rest.git.createRef({ ...repo, ref: 'refs/heads/blocked', sha: c })
    expect(
      await refusal(
        octokit.rest.pulls.create({ ...repo, head: 'blocked', base: 'main', title: 'x' })
      )
    ).toEqual({
      status: 403,
      message: expect.stringContaining(
        'GitHub Actions is not permitted to create or approve pull requests.'
      )
    })
    gh.setRepository('acme', 'site', {
      actionsCanCreatePullRequests: true,
      protectedBranches: ['blocked']
    })
    expect(
      (
        await refusal(
          octokit.rest.git.updateRef({ ...repo, ref: 'heads/blocked', sha: main, force: true })
        )
      ).message
    ).toContain('Protected branch update failed for refs/heads/blocked.')
    gh.setRepository('acme', 'site', { protectedBranches: [] })
  })

  it('injects faults and runs a hook before a chosen request', async () => {
    gh.injectFault({ method: 'GET', path: '/repos/acme/site', status: 503, times: 2 })
    expect((await refusal(octokit.rest.repos.get(repo))).status).toBe(503)
    expect((await refusal(octokit.rest.repos.get(repo))).status).toBe(503)
    expect((await octokit.rest.repos.get(repo)).status).toBe(200)

    let ran = 0
    gh.beforeNext('GET', /\/git\/ref\//, () => {
      ran++
    })
    await octokit.rest.git.getRef({ ...repo, ref: 'heads/main' })
    await octokit.rest.git.getRef({ ...repo, ref: 'heads/main' })
    expect(ran).toBe(1)
    expect(gh.log.count('GET', '/repos/acme/site')).toBeGreaterThanOrEqual(3)
  })
})

describe("GitHub stand-in's renamed repositories", () => {
  it('answers under the new name and redirects the old one: 301 for reads, 307 for writes', async () => {
    const moving = await startGitHubEmulator({
      tokens: { [WRITE]: { contents: 'write', pullRequests: 'write' } },
      repositories: [{ owner: 'acme', repo: 'old-name' }]
    })
    try {
      moving.renameRepository('acme', 'old-name', 'acme-docs', 'new-name')
      const raw = (method: string, path: string) =>
        fetch(`${moving.url}${path}`, {
          method,
          redirect: 'manual',
          headers: { authorization: `token ${WRITE}`, 'content-type': 'application/json' },
          ...(method === 'GET' ? {} : { body: '{"content":"x","encoding":"utf-8"}' })
        })
      const read = await raw('GET', '/repos/acme/old-name/pulls?state=open')
      expect([read.status, read.headers.get('location')]).toEqual([
        301,
        '/repos/acme-docs/new-name/pulls?state=open'
      ])
      const write = await raw('POST', '/repos/Acme/Old-Name/git/blobs')
      expect([write.status, write.headers.get('location')]).toEqual([
        307,
        '/repos/acme-docs/new-name/git/blobs'
      ])
      // Octokit follows the redirect, as on GitHub.
      const plain = getOctokit(WRITE, {
        baseUrl: moving.url,
        log: { debug() {}, info() {}, warn() {}, error() {} }
      })
      const { data } = await plain.rest.repos.get({ owner: 'acme', repo: 'old-name' })
      expect([data.full_name, data.owner.login]).toEqual(['acme-docs/new-name', 'acme-docs'])
      expect(await contractProblems(moving.exchanges)).toEqual([])
    } finally {
      await moving.close()
    }
  })
})

describe('GitHub stand-in as GitHub Enterprise Server', () => {
  it('serves REST under /api/v3 and GraphQL at /api/graphql', async () => {
    const ghes = await startGitHubEmulator({
      tokens: { [WRITE]: { contents: 'write', pullRequests: 'write' } },
      repositories: [
        { owner: 'acme', repo: 'site', files: { 'a.txt': 'a\n' }, allowAutoMerge: true }
      ],
      basePath: '/api/v3'
    })
    try {
      expect(ghes.url).toMatch(/\/api\/v3$/)
      expect(ghes.graphqlUrl).toMatch(/\/api\/graphql$/)
      const enterprise = getOctokit(WRITE, {
        baseUrl: ghes.url,
        log: { debug() {}, info() {}, warn() {}, error() {} }
      })
      const { data } = await enterprise.rest.repos.get(repo)
      expect(data.url).toBe(`${ghes.url}/repos/acme/site`)
      // Octokit's GraphQL client derives /api/graphql from an /api/v3 base, as on GHES.
      const answer = await refusal(
        enterprise.graphql(
          'mutation($pullRequestId: ID!, $mergeMethod: PullRequestMergeMethod!) { enablePullRequestAutoMerge(input: {pullRequestId: $pullRequestId, mergeMethod: $mergeMethod}) { pullRequest { number } } }',
          { pullRequestId: 'PR_none', mergeMethod: 'MERGE' }
        )
      ).catch(err => ({ status: 0, message: String(err) }))
      expect(answer.message).toContain(
        "Could not resolve to a node with the global id of 'PR_none'"
      )
      expect(ghes.log.count('POST', '/api/graphql')).toBe(1)
      // Nothing answers outside the base path.
      const root = await fetch(`${ghes.url.replace('/api/v3', '')}/repos/acme/site`, {
        headers: { authorization: `token ${WRITE}` }
      })
      expect(root.status).toBe(404)
    } finally {
      await ghes.close()
    }
  })
})

describe("GitHub stand-in's secondary rate limit", () => {
  it('refuses the first writes as GitHub does (status, message, retry-after), then lets them pass', async () => {
    const limited = await startGitHubEmulator({
      tokens: { [WRITE]: { contents: 'write', pullRequests: 'write' } },
      repositories: [{ owner: 'acme', repo: 'site', files: { 'a.txt': 'a\n' } }],
      secondaryRateLimit: { times: 2, status: 429, retryAfter: 7 }
    })
    try {
      const plain = getOctokit(WRITE, {
        baseUrl: limited.url,
        log: { debug() {}, info() {}, warn() {}, error() {} }
      })
      const blob = () => plain.rest.git.createBlob({ ...repo, content: 'x\n' })
      const refused = async () => {
        try {
          await blob()
        } catch (err) {
          return err as {
            status: number
            message: string
            response: { headers: Record<string, string> }
          }
        }
        throw new Error('the write passed but was expected to be limited')
      }
      // Reads are not limited; writes are, twice.
      expect((await plain.rest.repos.get(repo)).status).toBe(200)
      for (let i = 0; i < 2; i++) {
        const err = await refused()
        expect(err.status).toBe(429)
        expect(err.message).toMatch(/^You have exceeded a secondary rate limit\./)
        expect(err.response.headers['retry-after']).toBe('7')
        // Quota is left: this is not the primary limit.
        expect(err.response.headers['x-ratelimit-remaining']).not.toBe('0')
      }
      expect((await blob()).status).toBe(201)
      // Opening a pull request is content creation, with GitHub's message for it.
      limited.limitSecondary({ times: 1, method: 'POST', path: /\/pulls$/, retryAfter: 0 })
      const pull = await refusal(
        plain.rest.pulls.create({ ...repo, head: 'main', base: 'main', title: 't' })
      )
      expect(pull).toMatchObject({ status: 403 })
      expect(pull.message).toMatch(
        /secondary rate limit and have been temporarily blocked from content creation/
      )
      expect(await contractProblems(limited.exchanges)).toEqual([])
    } finally {
      await limited.close()
    }
  })
})
