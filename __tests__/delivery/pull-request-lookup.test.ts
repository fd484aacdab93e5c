// Which pull request a run takes as its own, open or settled (closed, for a renewal), over
// loopback against the GitHub stand-in: only one from its branch in its repository, whatever the
// list filter let through, and under the repository's name as GitHub knows it now, after a
// rename or a transfer.
import { captured as newCaptured, useGitHubStandIn } from '../helpers/pull-request-stand-in.js'

const TOKEN = 'ghs_lookupLOOKUPlookup0001'
const s = useGitHubStandIn({
  [TOKEN]: { contents: 'write', pullRequests: 'write', isActionsToken: true }
})
const { newRepo, options } = s

const BRANCH = 'static-export/docs.example.com'
const later = {
  bundleUrl:
    'https://exports.example.com/exports/se_later/bundle.tar.gz?X-Amz-Date=20261123T101500Z&X-Amz-Expires=604800&X-Amz-Signature=later',
  jobId: 'se_later',
  expiresAt: '2026-11-30T10:15:00.000Z'
}

describe('the open pull request of the branch', () => {
  it('is never one of another branch, though the list answers every open pull request', async () => {
    const repo = await newRepo()
    // Another domain's pull request, opened first, then a list that ignores its head filter.
    const other = await s.mod.deliverPullRequest(
      options(repo, { domain: 'other.example.com', branch: 'static-export/other.example.com' })
    )
    s.gh.setRepository('acme', repo, { headFilterIgnored: true })
    const ours = await s.mod.deliverPullRequest(options(repo))
    expect(ours).toMatchObject({ operation: 'created', number: other.number! + 1 })
    const pulls = s.gh.pulls('acme', repo)
    expect(pulls.map(p => [p.number, p.head, p.title])).toEqual([
      [
        other.number,
        'static-export/other.example.com',
        expect.stringContaining('other.example.com')
      ],
      [ours.number, BRANCH, expect.stringContaining('docs.example.com')]
    ])
    // A second run finds its own among the others and updates it.
    const again = await s.mod.deliverPullRequest(options(repo, { update: later }))
    expect(again).toMatchObject({ operation: 'updated', number: ours.number })
    expect(s.gh.pulls('acme', repo)).toHaveLength(2)
  })

  it('is found on a later page of the list, past a hundred of other branches', async () => {
    const repo = await newRepo()
    const ours = await s.mod.deliverPullRequest(options(repo))
    // Other branches' pull requests opened since, and a list that ignores its head filter:
    // newest first, ours is on the second page of a hundred.
    const pulls = s.gh.pulls('acme', repo)
    for (let i = 1; i <= 120; i++) {
      pulls.push({ ...pulls[0]!, number: pulls.length + 1, head: `feature/${i}`, labels: [] })
    }
    s.gh.setRepository('acme', repo, { headFilterIgnored: true })
    const from = s.gh.exchanges.length
    const again = await s.mod.deliverPullRequest(options(repo, { update: later }))
    expect(again).toMatchObject({ operation: 'updated', number: ours.number })
    expect(s.gh.pulls('acme', repo).filter(p => p.head === BRANCH)).toHaveLength(1)
    const lookups = s.gh.exchanges
      .slice(from)
      .filter(e => e.method === 'GET' && e.path.endsWith('/pulls'))
    expect(lookups.map(e => e.query.page ?? '1')).toEqual(['1', '2'])
  })

  it('is found under the new name after the repository moved to another owner', async () => {
    const repo = await newRepo()
    const first = await s.mod.deliverPullRequest(options(repo))
    // The organization was renamed: the old name redirects, the head filter needs the new owner.
    s.gh.renameRepository('acme', repo, 'acme-docs', repo)
    const log = newCaptured()
    const second = await s.mod.deliverPullRequest(options(repo, { update: later }, log))
    expect(second).toMatchObject({ operation: 'updated', number: first.number })
    expect(s.gh.pulls('acme-docs', repo)).toHaveLength(1)
    expect(second.url).toBe(`${s.gh.webUrl}/acme-docs/${repo}/pull/${first.number}`)
    expect(log.info.join('\n')).toContain(`acme/${repo} is now acme-docs/${repo}`)
    // After the first read, every request names the repository as it is now.
    const lookups = s.gh.exchanges.filter(e => e.method === 'GET' && e.path.endsWith('/pulls'))
    expect(lookups.at(-1)?.query.head).toBe(`acme-docs:${BRANCH}`)
  })
})

describe('the settled pull request of the branch', () => {
  /** Closes a pull request without merging it, as a reviewer who turns it down does. */
  async function close(repo: string, number: number): Promise<void> {
    const res = await fetch(`${s.gh.url}/repos/acme/${repo}/pulls/${number}`, {
      method: 'PATCH',
      headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'closed' })
    })
    await res.arrayBuffer()
    expect(res.status).toBe(200)
  }
  const settledOf = (repo: string) => {
    const { token, logger } = options(repo)
    return s.mod.settledBranch({ token, owner: 'acme', repo, branch: BRANCH, logger })
  }

  it('is seen after the repository moved to another owner, though the input names the old one', async () => {
    const repo = await newRepo()
    const { number } = await s.mod.deliverPullRequest(options(repo))
    await close(repo, number!)
    s.gh.renameRepository('acme', repo, 'acme-docs', repo)
    const from = s.gh.exchanges.length
    // The repository input still names the old owner, which GitHub redirects.
    expect(await settledOf(repo)).toEqual({ number, merged: false })
    const lookups = s.gh.exchanges
      .slice(from)
      .filter(e => e.method === 'GET' && e.path.endsWith('/pulls'))
    expect(lookups.map(e => [e.path, e.query.head])).toEqual([
      [`/repos/acme-docs/${repo}/pulls`, `acme-docs:${BRANCH}`]
    ])
  })

  it("is the branch's own, though the list answers every pull request", async () => {
    const repo = await newRepo()
    const { number } = await s.mod.deliverPullRequest(options(repo))
    await close(repo, number!)
    // Another domain's pull request, newer and open, then a list that ignores its head filter.
    await s.mod.deliverPullRequest(
      options(repo, { domain: 'other.example.com', branch: 'static-export/other.example.com' })
    )
    s.gh.setRepository('acme', repo, { headFilterIgnored: true })
    expect(await settledOf(repo)).toEqual({ number, merged: false })
  })
})
