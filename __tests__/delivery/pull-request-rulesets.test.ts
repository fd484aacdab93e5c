// How the pull-request delivery moves its branch: a reset to the base plus one commit through
// GraphQL updateRefs (a compare-and-swap), a fast-forward on top of the branch where a ruleset
// refuses force pushes, a message naming rulesets and the branch input where even that is
// refused, and the race the compare-and-swap closes: a newer run landing in the very last
// round trip before an older run's update. Real Octokit over loopback against the GitHub
// stand-in, whose repositories are real bare git repositories read back here with git.
import type { Ruleset } from '../../emulator/github/rulesets.js'
import type { PullRequestDeliveryOptions } from '../../src/delivery/pull-request/index.js'
import { captured, failure, useGitHubStandIn } from '../helpers/pull-request-stand-in.js'

const BRANCH = 'static-export/docs.example.com'
const NO_FORCE_PUSH: Ruleset = { branches: ['static-export/**'], rules: ['non_fast_forward'] }

const s = useGitHubStandIn({
  ghs_rulesetsRULESETS0001: { contents: 'write', pullRequests: 'write', isActionsToken: true }
})
const git = (repo: string, ...args: string[]): string => s.git(repo, ...args)
const newRepo = (rulesets: Ruleset[] = []): Promise<string> => s.newRepo(undefined, { rulesets })

/** A signed link of day `day` of November 2026, expiring a week later. */
function update(day: number): PullRequestDeliveryOptions['update'] {
  const jobId = `se_day${day}`
  return {
    bundleUrl: `https://exports.example.com/exports/${jobId}/bundle.tar.gz?X-Amz-Date=202611${day}T000000Z&X-Amz-Expires=604800&X-Amz-Signature=${jobId}sig`,
    jobId,
    expiresAt: `2026-11-${day + 7}T00:00:00.000Z`
  }
}

function deliver(repo: string, day: number, info: string[] = []) {
  const log = captured()
  log.info = info
  return s.mod.deliverPullRequest(s.options(repo, { update: update(day) }, log))
}

/** The pull request's diff as GitHub shows it: against the merge base with main. */
function pullRequestDiff(repo: string): string {
  return git(repo, 'diff', `main...${BRANCH}`)
}

/** What the updateRefs mutations of the test answered (errors' messages, or 'ok'). */
function updateRefsAnswers(from: number): string[] {
  return s.gh.exchanges
    .slice(from)
    .filter(e => e.graphql && /updateRefs/.test(JSON.stringify(e.requestBody)))
    .map(e => {
      const body = e.responseBody as { errors?: Array<{ message: string }> }
      return body.errors ? body.errors.map(x => x.message).join('; ') : 'ok'
    })
}

describe('moving the branch', () => {
  it('resets the branch to the base plus one commit on every run, with a compare-and-swap', async () => {
    const repo = await newRepo()
    await deliver(repo, 20)
    const from = s.gh.exchanges.length
    const second = await deliver(repo, 21)
    expect(second.operation).toBe('updated')
    expect(updateRefsAnswers(from)).toEqual(['ok'])
    const request = s.gh.exchanges.slice(from).find(e => e.graphql)!.requestBody as {
      variables: { input: { refUpdates: unknown[] } }
    }
    expect(request.variables.input.refUpdates).toEqual([
      expect.objectContaining({
        name: `refs/heads/${BRANCH}`,
        force: true,
        beforeOid: expect.stringMatching(/^[0-9a-f]{40}$/)
      })
    ])
    expect(git(repo, 'rev-list', '--count', `main..${BRANCH}`).trim()).toBe('1')
    expect(s.gh.isVerified(second.commitSha!)).toBe(true)
  })
})

describe('a ruleset that blocks force pushes', () => {
  it('adds the change on top of the branch instead, and the pull request shows one clean diff', async () => {
    const repo = await newRepo([NO_FORCE_PUSH])
    const first = await deliver(repo, 20)
    expect(first.operation).toBe('created')
    const reference = pullRequestDiff(repo)

    const info: string[] = []
    const from = s.gh.exchanges.length
    const second = await deliver(repo, 21, info)
    expect(second).toMatchObject({ operation: 'updated', number: first.number })
    // GitHub refused the reset with the ruleset's 422 text; the run went on with a fast-forward.
    expect(updateRefsAnswers(from)).toEqual([
      'Repository rule violations found\n\nCannot force-push to this branch\n\n'
    ])
    expect(info.join('\n')).toMatch(/adding the change on top of static-export\/docs\.example\.com/)
    expect(git(repo, 'rev-parse', BRANCH).trim()).toBe(second.commitSha)
    expect(git(repo, 'rev-parse', `${second.commitSha}^@`).trim()).toBe(first.commitSha)
    expect(s.gh.isVerified(second.commitSha!)).toBe(true)

    // The diff against main is the newer link in place of the old block, nothing else: the
    // same diff as the first run's, with the newer values.
    const diff = pullRequestDiff(repo)
    expect(diff).toContain(update(21).bundleUrl)
    expect(diff).not.toContain(update(20).bundleUrl)
    const files = (d: string) => d.split('\n').filter(l => l.startsWith('diff --git'))
    expect(files(diff)).toEqual(files(reference))
    expect(diff.split('\n').length).toBe(reference.split('\n').length)

    // A third run finds the base right below: one more plain commit, no merge.
    await deliver(repo, 22)
    expect(git(repo, 'rev-list', '--merges', `main..${BRANCH}`).trim()).toBe('')
    expect(git(repo, 'rev-list', '--count', `main..${BRANCH}`).trim()).toBe('3')
    expect(pullRequestDiff(repo)).toContain(update(22).bundleUrl)
    expect(s.gh.pulls('acme', repo)).toHaveLength(1)
  })

  it('takes a moved base in as a second parent, so the diff stays this change alone', async () => {
    const repo = await newRepo([NO_FORCE_PUSH])
    const first = await deliver(repo, 20)
    const moved = await s.gh
      .git('acme', repo)
      .seedFiles(
        { 'README.md': '# deploy\n\nmoved on main\n' },
        'main',
        { name: 'Someone', email: 'someone@example.com', date: '2026-11-22T10:21:00Z' },
        'Meanwhile on main'
      )
    const second = await deliver(repo, 21)
    expect(git(repo, 'rev-parse', `${second.commitSha}^@`).trim().split('\n')).toEqual([
      first.commitSha,
      moved
    ])
    const diff = pullRequestDiff(repo)
    expect(diff).toContain(update(21).bundleUrl)
    // main's own change is below the merge base, not in the pull request.
    expect(diff).not.toContain('README.md')
    expect(git(repo, 'show', `${BRANCH}:README.md`)).toContain('moved on main')
  })

  it('names rulesets and the branch input when the update itself is refused', async () => {
    const repo = await newRepo([{ branches: ['static-export/*'], rules: ['update'] }])
    await deliver(repo, 20) // creating the branch is not an update
    const before = git(repo, 'rev-parse', BRANCH).trim()
    const err = await failure(deliver(repo, 21))
    expect(err.message).toMatch(
      /ruleset refused to update branch static-export\/docs\.example\.com/
    )
    expect(err.message).toContain('Cannot update this protected ref.')
    expect(err.message).toMatch(/set the branch input to a name no ruleset covers/)
    expect(err.message).toMatch(/needs no force push/)
    expect(git(repo, 'rev-parse', BRANCH).trim()).toBe(before)
  })

  it('names rulesets and the branch input when creating the branch is refused', async () => {
    const repo = await newRepo([{ branches: ['static-export/**'], rules: ['creation'] }])
    const err = await failure(deliver(repo, 20))
    expect(err.message).toMatch(
      /ruleset refused to create branch static-export\/docs\.example\.com/
    )
    expect(err.message).toContain('Cannot create ref due to creations being restricted.')
    expect(err.message).toMatch(/set the branch input to a name no ruleset covers/)
    expect(git(repo, 'branch', '--list').trim()).toBe('* main')
    expect(s.gh.pulls('acme', repo)).toHaveLength(0)
  })
})

describe('the race the compare-and-swap closes', () => {
  // The newer run is played inside the stand-in, just before the older run's update is
  // handled: the moment after the older run's last read, which a forced update cannot guard.
  it.each([
    ['the reset (updateRefs)', [] as Ruleset[], 'POST', /\/graphql$/],
    ['the fast-forward under a ruleset', [NO_FORCE_PUSH], 'PATCH', /\/git\/refs\/heads/]
  ])('a newer link that lands right before %s is kept', async (_name, rulesets, method, path) => {
    const repo = await newRepo(rulesets)
    await deliver(repo, 20)
    let newerLanded = false
    s.gh.beforeNext(method, path, async () => {
      await deliver(repo, 22)
      newerLanded = true
    })
    const info: string[] = []
    const older = await deliver(repo, 21, info)
    expect(newerLanded).toBe(true)
    expect(older).toMatchObject({ operation: 'unchanged', superseded: true, number: 1 })
    expect(info.join('\n')).toMatch(/moved since this run read it/)
    const onBranch = git(repo, 'show', `${BRANCH}:deploy/values.yaml`)
    expect(onBranch).toContain(update(22).bundleUrl)
    expect(onBranch).not.toContain(update(21).bundleUrl)
    expect(s.gh.pulls('acme', repo)).toHaveLength(1)
  })
})

describe("GitHub's 422 'Reference cannot be updated' on the fast-forward", () => {
  // What GitHub answers a ref update that loses to another write of the same ref at the same
  // moment (its lock), rather than "Update is not a fast forward": the branch moved, or is
  // moving, under this run. The run starts again from a fresh read, as for any lost race.
  it('is a lost race: the run reads the branch again and lands its change on top', async () => {
    const repo = await newRepo([NO_FORCE_PUSH])
    await deliver(repo, 20)
    // The other writer: a commit pushed on top of the branch while this run's update waits.
    let newer = ''
    s.gh.beforeNext('PATCH', /\/git\/refs\/heads/, async () => {
      newer = await s.gh
        .git('acme', repo)
        .seedFiles(
          { 'deploy/NOTES.md': 'roll out after 18:00\n' },
          BRANCH,
          { name: 'Someone', email: 'someone@example.com', date: '2026-11-22T10:21:00Z' },
          'Add rollout notes'
        )
    })
    s.gh.injectFault({
      method: 'PATCH',
      path: /\/git\/refs\/heads/,
      status: 422,
      message: 'Reference cannot be updated',
      times: 1
    })
    const info: string[] = []
    const result = await deliver(repo, 22, info)
    expect(newer).toMatch(/^[0-9a-f]{40}$/)
    expect(result.operation).toBe('updated')
    expect(info.join('\n')).toMatch(/moved since this run read it; redoing it/)
    expect(git(repo, 'rev-parse', `${result.commitSha}^`).trim()).toBe(newer)
    expect(git(repo, 'show', `${BRANCH}:deploy/values.yaml`)).toContain(update(22).bundleUrl)
    expect(s.gh.pulls('acme', repo)).toHaveLength(1)
  })
})

describe("GitHub's 422 'Reference cannot be updated' on creating the branch", () => {
  it('is a lost race too: the run reads again and creates it, or resets what the other wrote', async () => {
    const repo = await newRepo()
    s.gh.injectFault({
      method: 'POST',
      path: /\/git\/refs$/,
      status: 422,
      message: 'Reference cannot be updated',
      times: 1
    })
    const info: string[] = []
    const result = await deliver(repo, 20, info)
    expect(result.operation).toBe('created')
    expect(info.join('\n')).toMatch(/moved since this run read it; redoing it/)
    expect(git(repo, 'rev-parse', BRANCH).trim()).toBe(result.commitSha)
  })
})
