// The pull-request delivery where real GitHub is less kind than a test double (issue 13): the
// GitHub stand-in answers as GitHub does when a test turns the behaviour on, and the delivery
// runs through the real Octokit (retry and throttling plugins) over loopback. Every exchange is
// held to GitHub's published description after each test.
//
//   drafts unavailable        seed draftsAvailable: false
//   team reviewers refused    token grant cannotResolveTeams: true
//   reviewers refused         seed collaborators / teams; the pull request's author
//   another org's team        reviewers: contoso/platform on acme's repository
//   ref reads lagging a write seed lagRefReads: true
//   secondary rate limits     emulator limitSecondary({ times, status, path })
import type { Exchange } from '../../emulator/github/index.js'
import { useGitHubStandIn, captured, failure } from '../helpers/pull-request-stand-in.js'

const TOKEN = 'ghs_casesCASEScases0001'
const PAT = 'ghp_casesPERSONAL0002'
const s = useGitHubStandIn({
  [TOKEN]: {
    contents: 'write',
    pullRequests: 'write',
    isActionsToken: true,
    // A workflow's GITHUB_TOKEN has no organization permissions: it cannot see teams.
    cannotResolveTeams: true
  },
  [PAT]: { login: 'octocat', contents: 'write', pullRequests: 'write' }
})

/** The exchanges since `from` of one method whose (decoded) path matches, in order. */
function exchangesSince(from: number, method: string, path: RegExp): Exchange[] {
  return s.gh.exchanges
    .slice(from)
    .filter(e => e.method === method && path.test(decodeURIComponent(e.path)))
}

/** Their statuses. */
function statusesSince(from: number, method: string, path: RegExp): number[] {
  return exchangesSince(from, method, path).map(e => e.status)
}

describe('draft: true where GitHub has no drafts', () => {
  it('opens a ready pull request with one warning instead of failing after the push', async () => {
    const repo = await s.newRepo(undefined, { private: true, draftsAvailable: false })
    const log = captured()
    const from = s.gh.exchanges.length
    const result = await s.mod.deliverPullRequest(s.options(repo, { draft: true }, log))

    expect(result.operation).toBe('created')
    expect(s.gh.pulls('acme', repo)).toHaveLength(1)
    expect(s.gh.pulls('acme', repo)[0]).toMatchObject({ draft: false, number: result.number })
    // GitHub's bare 422, then the same request without draft.
    const creates = exchangesSince(from, 'POST', /\/pulls$/)
    expect(creates.map(e => [e.status, (e.requestBody as { draft?: boolean }).draft])).toEqual([
      [422, true],
      [201, false]
    ])
    expect(JSON.stringify(creates[0]!.responseBody)).toContain(
      'Draft pull requests are not supported in this repository.'
    )
    expect(log.warnings).toHaveLength(1)
    expect(log.warnings[0]).toMatch(
      /draft: true, but acme\/deploy-\d+ does not support draft pull requests .*opened ready for review.*Set draft: false/
    )
    expect(result.warnings).toEqual(log.warnings)
    // The branch was written once: the base plus one commit.
    expect(s.git(repo, 'rev-list', '--count', 'main..static-export/docs.example.com').trim()).toBe(
      '1'
    )
  })
})

describe('team reviewers with a token that cannot see teams', () => {
  it("shows GitHub's string errors and the fix, and still requests the users", async () => {
    const repo = await s.newRepo()
    const log = captured()
    const from = s.gh.exchanges.length
    const result = await s.mod.deliverPullRequest(
      s.options(repo, { reviewers: ['alice', 'acme/docs-team'] }, log)
    )
    expect(result.operation).toBe('created')
    const requests = exchangesSince(from, 'POST', /\/requested_reviewers$/)
    // Refused together, then users and teams apart: only the team is refused.
    expect(requests.map(e => [e.status, e.requestBody])).toEqual([
      [422, { reviewers: ['alice'], team_reviewers: ['docs-team'] }],
      [201, { reviewers: ['alice'], team_reviewers: [] }],
      [422, { reviewers: [], team_reviewers: ['docs-team'] }]
    ])
    // GitHub lists this route's errors as plain strings.
    const errors = (requests[0]!.responseBody as { errors: unknown[] }).errors
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^Could not resolve to a node with the global id of '.+'\.$/)

    expect(s.gh.pulls('acme', repo)[0]).toMatchObject({
      requestedReviewers: ['alice'],
      requestedTeams: []
    })
    expect(log.warnings).toHaveLength(1)
    const [warning] = log.warnings
    expect(warning).toContain('Could not request reviews from acme/docs-team')
    expect(warning).toContain(`Validation Failed: ${errors[0] as string}`)
    expect(warning).toMatch(/GITHUB_TOKEN never can.*Members: read/)
    expect(warning).toContain('Reviews from alice were requested on their own.')
  })

  it('with teams only, one request and the warning; a token that sees teams requests them', async () => {
    const repo = await s.newRepo()
    const log = captured()
    await s.mod.deliverPullRequest(s.options(repo, { reviewers: ['acme/docs-team'] }, log))
    expect(
      statusesSince(0, 'POST', new RegExp(`/${repo}/pulls/\\d+/requested_reviewers$`))
    ).toEqual([422])
    expect(log.warnings).toHaveLength(1)
    expect(log.warnings[0]).toMatch(/Could not resolve to a node.*Members: read/)
    expect(log.warnings[0]).not.toContain('Reviews from')

    const other = await s.newRepo()
    const withPat = captured()
    await s.mod.deliverPullRequest(
      s.options(other, { token: PAT, reviewers: ['acme/docs-team'] }, withPat)
    )
    expect(withPat.warnings).toEqual([])
    expect(s.gh.pulls('acme', other)[0]!.requestedTeams).toEqual(['docs-team'])
  })
})

describe('reviewers GitHub refuses one by one', () => {
  // GitHub refuses the whole request when it refuses any one login, and requests nobody.
  const reviewRequests = (from: number): Array<[number, unknown]> =>
    exchangesSince(from, 'POST', /\/requested_reviewers$/).map(e => [e.status, e.requestBody])

  it("leaves out the pull request's author, with a notice, and requests the others at once", async () => {
    const repo = await s.newRepo()
    const log = captured()
    const from = s.gh.exchanges.length
    // The personal token acts as octocat, who so opens the pull request.
    await s.mod.deliverPullRequest(
      s.options(repo, { token: PAT, reviewers: ['OctoCat', 'alice', 'acme/docs-team'] }, log)
    )
    expect(reviewRequests(from)).toEqual([
      [201, { reviewers: ['alice'], team_reviewers: ['docs-team'] }]
    ])
    expect(s.gh.pulls('acme', repo)[0]).toMatchObject({
      createdBy: 'octocat',
      requestedReviewers: ['alice'],
      requestedTeams: ['docs-team']
    })
    expect(log.warnings).toEqual([])
    expect(log.info.join('\n')).toMatch(
      /reviewers: OctoCat is the author of pull request #\d+, and GitHub does not request a review from a pull request's author, so OctoCat was left out/
    )
  })

  it('asks users and teams apart, then each login, and names only who was refused', async () => {
    const repo = await s.newRepo(undefined, { collaborators: ['alice', 'bob'] })
    const log = captured()
    const from = s.gh.exchanges.length
    await s.mod.deliverPullRequest(
      s.options(repo, { token: PAT, reviewers: ['outsider', 'alice', 'acme/docs-team'] }, log)
    )
    expect(reviewRequests(from)).toEqual([
      [422, { reviewers: ['outsider', 'alice'], team_reviewers: ['docs-team'] }],
      [422, { reviewers: ['outsider', 'alice'], team_reviewers: [] }],
      [422, { reviewers: ['outsider'], team_reviewers: [] }],
      [201, { reviewers: ['alice'], team_reviewers: [] }],
      [201, { reviewers: [], team_reviewers: ['docs-team'] }]
    ])
    expect(s.gh.pulls('acme', repo)[0]).toMatchObject({
      requestedReviewers: ['alice'],
      requestedTeams: ['docs-team']
    })
    expect(log.warnings).toEqual([
      `Could not request reviews from outsider (GitHub answered 422: Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the acme/${repo} repository.). Add outsider as a collaborator of acme/${repo} (Settings → Collaborators and teams), or take the login out of reviewers. Reviews from alice, acme/docs-team were requested on their own.`
    ])
  })

  it('says a refused team needs access, and not a user that was requested', async () => {
    const repo = await s.newRepo(undefined, { teams: ['docs-team'] })
    const log = captured()
    const from = s.gh.exchanges.length
    await s.mod.deliverPullRequest(
      s.options(repo, { token: PAT, reviewers: ['alice', 'acme/docs-team', 'acme/ops-team'] }, log)
    )
    expect(reviewRequests(from).map(([status]) => status)).toEqual([422, 201, 422, 201, 422])
    expect(s.gh.pulls('acme', repo)[0]).toMatchObject({
      requestedReviewers: ['alice'],
      requestedTeams: ['docs-team']
    })
    expect(log.warnings).toHaveLength(1)
    const [warning] = log.warnings
    expect(warning).toMatch(
      /^Could not request reviews from acme\/ops-team \(GitHub answered 422: Reviews may only be requested from collaborators/
    )
    expect(warning).toContain(
      `Give acme/ops-team access to acme/${repo} (Settings → Collaborators and teams), or take the team out of reviewers.`
    )
    expect(warning).toContain('Reviews from alice, acme/docs-team were requested on their own.')
    expect(warning).not.toMatch(/collaborator of acme|Add /)
  })
})

describe("team reviewers of another organization than the repository's", () => {
  // GitHub takes team_reviewers as slugs of the repository owner's organization.
  const reviewRequests = (from: number): unknown[] =>
    exchangesSince(from, 'POST', /\/requested_reviewers$/).map(e => e.requestBody)

  it('are not requested as a namesake in the owner organization, with a warning', async () => {
    const repo = await s.newRepo()
    const log = captured()
    const from = s.gh.exchanges.length
    await s.mod.deliverPullRequest(
      s.options(
        repo,
        { token: PAT, reviewers: ['alice', 'contoso/platform', 'ACME/docs-team'] },
        log
      )
    )
    expect(reviewRequests(from)).toEqual([{ reviewers: ['alice'], team_reviewers: ['docs-team'] }])
    expect(s.gh.pulls('acme', repo)[0]).toMatchObject({ requestedTeams: ['docs-team'] })
    expect(log.warnings).toEqual([
      `reviewers: contoso/platform was not requested: only teams of the repository's organization, acme, can review pull requests of acme/${repo} (GitHub looks the team up by its name in acme, so asking would request another team). Name a team of acme (acme/team-slug), or take it out of reviewers.`
    ])
  })

  it('are told by the owner GitHub describes, after the repository moved', async () => {
    const repo = await s.newRepo()
    s.gh.renameRepository('acme', repo, 'acme-docs', repo)
    const log = captured()
    const from = s.gh.exchanges.length
    // The repository input still names the old owner.
    await s.mod.deliverPullRequest(
      s.options(repo, { token: PAT, reviewers: ['acme/docs-team', 'acme-docs/docs-team'] }, log)
    )
    expect(reviewRequests(from)).toEqual([{ reviewers: [], team_reviewers: ['docs-team'] }])
    expect(log.warnings).toHaveLength(1)
    expect(log.warnings[0]).toMatch(
      /^reviewers: acme\/docs-team was not requested: only teams of the repository's organization, acme-docs, can review/
    )
  })
})

describe('ref reads that lag a write', () => {
  // A replica that has not seen a write yet answers the old value for a moment: the stand-in
  // answers it to a read of the ref that comes right after the write. The delivery never reads
  // a ref back after writing it (the compare-and-swap, createRef or updateRefs with beforeOid,
  // says whether the write landed), so a lagging read can never be taken for another writer.
  const branchRead = /\/git\/ref\/heads\/static-export\/docs\.example\.com$/
  const refWrite = (e: Exchange): boolean =>
    (e.method === 'POST' && /\/git\/refs$/.test(e.path)) ||
    (e.graphql && /updateRefs/.test(JSON.stringify(e.requestBody)))

  it('the stand-in lags: a read right after a write answers the old value, once', async () => {
    const repo = await s.newRepo(undefined, { lagRefReads: true })
    const { token } = s.options(repo)
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${s.gh.url}/repos/acme/${repo}/git/${path}`, {
        ...init,
        headers: { authorization: `token ${token}`, 'content-type': 'application/json' }
      })
    const main = s.git(repo, 'rev-parse', 'main').trim()
    const created = await api('refs', {
      method: 'POST',
      body: JSON.stringify({ ref: 'refs/heads/lagging', sha: main })
    })
    expect(created.status).toBe(201)
    expect((await api('ref/heads/lagging')).status).toBe(404) // the replica has not seen it
    expect((await api('ref/heads/lagging')).status).toBe(200)
  })

  it('never reads a ref right after writing it: one commit a run, no redo, no blame', async () => {
    const repo = await s.newRepo(undefined, { lagRefReads: true })
    for (const [day, operation] of [
      [23, 'created'],
      [24, 'updated']
    ] as const) {
      const from = s.gh.exchanges.length
      const log = captured()
      const result = await s.mod.deliverPullRequest(
        s.options(
          repo,
          {
            update: {
              bundleUrl: `https://exports.example.com/exports/se_lag${day}/bundle.tar.gz?X-Amz-Date=202611${day}T000000Z&X-Amz-Expires=604800&X-Amz-Signature=s`,
              jobId: `se_lag${day}`,
              // A week later, across the month's end (30 November has no 31st).
              expiresAt: new Date(Date.UTC(2026, 10, day + 7)).toISOString()
            }
          },
          log
        )
      )
      expect(result.operation).toBe(operation)
      const exchanges = s.gh.exchanges.slice(from)
      const write = exchanges.findIndex(refWrite)
      expect(write).toBeGreaterThanOrEqual(0)
      const next = exchanges[write + 1]
      expect(next && next.method === 'GET' && branchRead.test(decodeURIComponent(next.path))).toBe(
        false
      )
      expect(statusesSince(from, 'POST', /\/git\/commits$/)).toEqual([201])
      expect(log.info.join('\n')).not.toMatch(/redoing|moved|another run/i)
      expect(log.warnings).toEqual([])
      expect(s.git(repo, 'rev-parse', 'static-export/docs.example.com').trim()).toBe(
        result.commitSha
      )
      expect(s.git(repo, 'rev-parse', `${result.commitSha}^@`).trim()).toBe(
        s.git(repo, 'rev-parse', 'main').trim()
      )
    }
  })
})

describe('rate limits', () => {
  // The real throttling plugin, its waits shortened: retry-after seconds count as milliseconds.
  const throttled = { retry: { retryAfterBaseValue: 1 }, throttle: { retryAfterBaseValue: 1 } }

  it('waits out a secondary rate limit (403, retry-after) on a write and succeeds with one warning', async () => {
    const repo = await s.newRepo()
    s.gh.limitSecondary({ times: 1, status: 403, retryAfter: 1, path: /\/git\/commits$/ })
    const log = captured()
    const from = s.gh.exchanges.length
    const result = await s.mod.deliverPullRequest(
      s.options(repo, { octokitOptions: throttled }, log)
    )
    expect(result.operation).toBe('created')
    const commits = exchangesSince(from, 'POST', /\/git\/commits$/)
    expect(commits.map(e => [e.status, e.injected === true])).toEqual([
      [403, true],
      [201, false]
    ])
    expect(JSON.stringify(commits[0]!.responseBody)).toContain(
      'You have exceeded a secondary rate limit'
    )
    expect(log.warnings).toHaveLength(1)
    expect(log.warnings[0]).toMatch(
      /secondary rate limit was hit on POST .*git\/commits; waiting 1s/
    )
    expect(result.warnings).toEqual(log.warnings)
    expect(s.git(repo, 'rev-list', '--count', 'main..static-export/docs.example.com').trim()).toBe(
      '1'
    )
  })

  it('waits out a 429 on opening the pull request, without the retry plugin retrying it too', async () => {
    const repo = await s.newRepo()
    s.gh.limitSecondary({ times: 1, status: 429, retryAfter: 1, method: 'POST', path: /\/pulls$/ })
    const log = captured()
    const from = s.gh.exchanges.length
    const result = await s.mod.deliverPullRequest(
      s.options(repo, { octokitOptions: throttled }, log)
    )
    expect(result.operation).toBe('created')
    expect(statusesSince(from, 'POST', /\/pulls$/)).toEqual([429, 201])
    expect(log.warnings).toHaveLength(1)
    expect(log.warnings[0]).toMatch(/secondary rate limit was hit on POST .*pulls/)
  })

  it('fails naming the secondary rate limit when it persists, with nothing written', async () => {
    const repo = await s.newRepo()
    // The first answer and both retries refused: three 429s, then the limit would lift. Had
    // the retry plugin retried the 429s as well, they would be used up and the run succeed.
    s.gh.limitSecondary({ times: 3, status: 429, retryAfter: 1, path: /\/git\/trees$/ })
    const log = captured()
    const from = s.gh.exchanges.length
    const err = await failure(
      s.mod.deliverPullRequest(s.options(repo, { octokitOptions: throttled }, log))
    )
    expect(err).toBeInstanceOf(s.mod.PullRequestDeliveryError)
    expect(err.message).toMatch(
      /GitHub's secondary rate limit refused this run while writing the tree \(429 You have exceeded a secondary rate limit.*retry-after: 1s.*concurrency group/
    )
    expect(statusesSince(from, 'POST', /\/git\/trees$/)).toEqual([429, 429, 429])
    expect(log.warnings).toHaveLength(2)
    expect(s.git(repo, 'for-each-ref', '--format=%(refname)').trim()).toBe('refs/heads/main')
    expect(s.gh.pulls('acme', repo)).toHaveLength(0)
  })

  it('takes the branch back when the limit outlasts the retries on opening the pull request', async () => {
    const repo = await s.newRepo()
    s.gh.limitSecondary({ times: 3, status: 403, retryAfter: 1, method: 'POST', path: /\/pulls$/ })
    const err = await failure(
      s.mod.deliverPullRequest(s.options(repo, { octokitOptions: throttled }))
    )
    expect(err.message).toMatch(
      /secondary rate limit refused this run while opening the pull request .*temporarily blocked from content creation/
    )
    expect(err.message).toContain(
      'Nothing was left half done: branch static-export/docs.example.com, which this run created, was deleted again.'
    )
    expect(s.gh.pulls('acme', repo)).toHaveLength(0)
    expect(s.git(repo, 'for-each-ref', '--format=%(refname)').trim()).toBe('refs/heads/main')
    // The next run, with the limit gone, opens it on the same branch: the base plus one commit.
    const next = await s.mod.deliverPullRequest(s.options(repo, { octokitOptions: throttled }))
    expect(next.operation).toBe('created')
    expect(s.git(repo, 'rev-list', '--count', 'main..static-export/docs.example.com').trim()).toBe(
      '1'
    )
  })

  it('fails at once on the primary limit, naming its reset, rather than idling until it', async () => {
    const repo = await s.newRepo()
    const reset = Math.floor(Date.parse('2030-01-01T00:00:00Z') / 1000)
    s.gh.injectFault({
      method: 'POST',
      path: /\/git\/trees$/,
      status: 403,
      message: 'API rate limit exceeded for installation ID 1234.',
      headers: { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(reset) }
    })
    const log = captured()
    const err = await failure(
      s.mod.deliverPullRequest(s.options(repo, { octokitOptions: throttled }, log))
    )
    expect(err.message).toMatch(
      /API rate limit for this token is used up \(403 API rate limit exceeded.*\) while writing the tree; it resets at 2030-01-01T00:00:00.000Z/
    )
    expect(log.warnings).toEqual([])
    expect(s.git(repo, 'for-each-ref', '--format=%(refname)').trim()).toBe('refs/heads/main')
  })
})
