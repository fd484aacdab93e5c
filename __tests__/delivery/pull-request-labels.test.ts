// Labels on the pull request with the token the README asks for (contents: write and
// pull-requests: write, no issues: write). GitHub adds the repository's existing labels with it,
// but refuses to create one it does not have yet, and then adds none of the request's labels:
// 403 "You do not have permission to create labels on this repository." The pull request is open
// by then, so the run must not fail on it. The stand-in answers as GitHub does; every exchange is
// held to GitHub's published description after each test.
import type { Exchange } from '../../emulator/github/index.js'
import { useGitHubStandIn, captured } from '../helpers/pull-request-stand-in.js'

const TOKEN = 'ghs_labelsLABELSlabels0001'
const ISSUES_TOKEN = 'ghs_issuesISSUESissues0002'
const s = useGitHubStandIn({
  [TOKEN]: { contents: 'write', pullRequests: 'write', isActionsToken: true },
  [ISSUES_TOKEN]: {
    contents: 'write',
    pullRequests: 'write',
    issues: 'write',
    isActionsToken: true
  }
})

/** The label requests since `from`: status and the labels asked for. */
function labelRequests(from: number): Array<[number, unknown]> {
  return s.gh.exchanges
    .slice(from)
    .filter((e: Exchange) => e.method === 'POST' && /\/issues\/\d+\/labels$/.test(e.path))
    .map(e => [e.status, (e.requestBody as { labels?: unknown }).labels])
}

describe('labels the repository does not have yet', () => {
  it('without issues: write, adds the existing labels, warns with the fix, and still delivers', async () => {
    const repo = await s.newRepo(undefined, { labels: ['docs'] })
    const log = captured()
    const from = s.gh.exchanges.length
    const result = await s.mod.deliverPullRequest(
      s.options(repo, { labels: ['docs', 'static-export'] }, log)
    )
    expect(result).toMatchObject({ operation: 'created', number: 1 })
    expect(labelRequests(from)).toEqual([
      [403, ['docs', 'static-export']],
      [200, ['docs']],
      [403, ['static-export']]
    ])
    expect(s.gh.pulls('acme', repo)[0]!.labels).toEqual(['docs'])
    expect(log.warnings).toEqual([
      `Could not add label "static-export" (GitHub answered 403: You do not have permission to create labels on this repository.) to pull request #1. GitHub creates a label the repository does not have yet only for a token with issues: write: create the label once in acme/${repo} (Issues → Labels → New label), or add "issues: write" to the job's permissions. The label docs was added.`
    ])
    expect(result.warnings).toEqual(log.warnings)
  })

  it('with one label refused, asks once and names it', async () => {
    const repo = await s.newRepo()
    const log = captured()
    const from = s.gh.exchanges.length
    const result = await s.mod.deliverPullRequest(
      s.options(repo, { labels: ['static-export'] }, log)
    )
    expect(result.operation).toBe('created')
    expect(labelRequests(from)).toEqual([[403, ['static-export']]])
    expect(log.warnings).toHaveLength(1)
    expect(log.warnings[0]).toMatch(/^Could not add label "static-export" \(GitHub answered 403/)
    expect(log.warnings[0]).not.toMatch(/was added|were added/)
  })

  it('past ten labels, one refused request names them all instead of a request per label', async () => {
    const many = Array.from({ length: 12 }, (_, i) => `area-${i + 1}`)
    const repo = await s.newRepo(undefined, { labels: many.slice(1) })
    const log = captured()
    const from = s.gh.exchanges.length
    const result = await s.mod.deliverPullRequest(s.options(repo, { labels: many }, log))
    expect(result.operation).toBe('created')
    expect(labelRequests(from)).toEqual([[403, many]])
    expect(log.warnings).toHaveLength(1)
    expect(log.warnings[0]).toContain(
      `Could not add labels ${many.map(l => `"${l}"`).join(', ')} (GitHub answered 403: You do not have permission to create labels on this repository.)`
    )
    expect(log.warnings[0]).toMatch(
      /None was added: past 10 labels they are not asked one at a time\.$/
    )
  })

  it('with issues: write, GitHub creates them: one request, no warning', async () => {
    const repo = await s.newRepo()
    const log = captured()
    const from = s.gh.exchanges.length
    await s.mod.deliverPullRequest(
      s.options(repo, { token: ISSUES_TOKEN, labels: ['docs', 'static-export'] }, log)
    )
    expect(labelRequests(from)).toEqual([[200, ['docs', 'static-export']]])
    expect(s.gh.pulls('acme', repo)[0]!.labels).toEqual(['docs', 'static-export'])
    expect(log.warnings).toEqual([])
  })
})

describe('an outage while the open pull request is decorated', () => {
  it('warns, names the pull request, and still delivers with its outputs', async () => {
    // GitHub's 502 on every label request, past the client's retries, and a 403 on requesting
    // reviews (a documented answer of that route): the pull request holds the link already.
    const repo = await s.newRepo(undefined, { labels: ['docs'] })
    s.gh.injectFault({ method: 'POST', path: /\/issues\/\d+\/labels$/, status: 502, times: 20 })
    s.gh.injectFault({
      method: 'POST',
      path: /\/pulls\/\d+\/requested_reviewers$/,
      status: 403,
      message: 'Resource not accessible by integration',
      times: 20
    })
    const log = captured()
    const result = await s.mod.deliverPullRequest(
      s.options(repo, { labels: ['docs'], reviewers: ['octocat'] }, log)
    )
    expect(result).toMatchObject({ operation: 'created', number: 1 })
    expect(s.gh.pulls('acme', repo)).toHaveLength(1)
    expect(log.warnings).toHaveLength(2)
    expect(log.warnings[0]).toMatch(/^#1 is open, but adding its labels failed: .*502/)
    expect(log.warnings[1]).toMatch(/^#1 is open, but requesting its reviews failed: .*403/)
  })
})
