// A branch the action owns, with commits someone pushed to it by hand: a reviewer's fix-up, a
// note, a merge of the base through "Update branch". Every run resets the branch to the base
// plus one commit (the pull request's body says edits pushed to it are replaced); a run that
// takes someone's commits away names them in a warning, and says nothing for its own commits
// or a merge of the base, whose changes the new base holds anyway. Real Octokit over loopback
// against the GitHub stand-in; the commits are made with git in its bare repositories.
import { execFileSync } from 'node:child_process'
import { captured, useGitHubStandIn } from '../helpers/pull-request-stand-in.js'

const BRANCH = 'static-export/docs.example.com'
const ALICE = { name: 'Alice Reviewer', email: 'alice@example.com', date: '2026-11-22T10:21:00Z' }

const s = useGitHubStandIn({
  ghs_handCommitsHAND0001: { contents: 'write', pullRequests: 'write', isActionsToken: true }
})

/** A later run's link: another job, a day later. */
function nextUpdate(day: number) {
  const jobId = `se_hand${day}`
  return {
    bundleUrl: `https://exports.example.com/exports/${jobId}/bundle.tar.gz?X-Amz-Date=202611${day}T000000Z&X-Amz-Expires=604800&X-Amz-Signature=${jobId}`,
    jobId,
    expiresAt: `2026-11-${day + 7}T00:00:00.000Z`
  }
}

async function deliver(repo: string, day: number) {
  const log = captured()
  const result = await s.mod.deliverPullRequest(s.options(repo, { update: nextUpdate(day) }, log))
  return { result, log }
}

/** A merge commit of `parents` with the first parent's tree, made by Alice with git. */
function mergeByHand(repo: string, parents: string[], message: string): string {
  const args = ['--git-dir', s.gh.repoPath('acme', repo), 'commit-tree', `${parents[0]}^{tree}`]
  for (const p of parents) args.push('-p', p)
  return execFileSync('git', [...args, '-m', message], {
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: ALICE.name,
      GIT_AUTHOR_EMAIL: ALICE.email,
      GIT_COMMITTER_NAME: 'GitHub',
      GIT_COMMITTER_EMAIL: 'noreply@github.com'
    }
  }).trim()
}

describe('commits pushed to the branch by hand', () => {
  it('are named in a warning when the reset takes them away, and the run still delivers', async () => {
    const repo = await s.newRepo()
    await deliver(repo, 20)
    const fixup = await s.gh
      .git('acme', repo)
      .seedFiles(
        { 'deploy/NOTES.md': 'roll out after 18:00\n' },
        BRANCH,
        ALICE,
        'Add rollout notes\n\nfor the on-call'
      )
    const { result, log } = await deliver(repo, 21)
    expect(result.operation).toBe('updated')
    // Reset as ever: the base plus this run's one commit.
    expect(s.git(repo, 'rev-parse', `${result.commitSha}^`).trim()).toBe(
      s.git(repo, 'rev-parse', 'main').trim()
    )
    expect(log.warnings).toHaveLength(1)
    expect(result.warnings).toEqual(log.warnings)
    expect(log.warnings[0]).toContain(
      `${BRANCH} held a commit this action did not write, and this run reset the branch to main plus its own commit`
    )
    expect(log.warnings[0]).toContain(
      `${fixup} "Add rollout notes" by Alice Reviewer <alice@example.com>`
    )
  })

  it("are not named when they are the action's own, or a merge of the base", async () => {
    const repo = await s.newRepo()
    await deliver(repo, 20)
    // The base moves, and Alice brings it into the branch with "Update branch" (a merge).
    const main = await s.gh
      .git('acme', repo)
      .seedFiles({ 'README.md': '# deploy\n\nmoved\n' }, 'main', ALICE, 'Meanwhile on main')
    const head = s.git(repo, 'rev-parse', BRANCH).trim()
    const merge = mergeByHand(repo, [head, main], `Merge branch 'main' into ${BRANCH}`)
    s.git(repo, 'update-ref', `refs/heads/${BRANCH}`, merge, head)
    const { result, log } = await deliver(repo, 21)
    expect(result.operation).toBe('updated')
    expect(log.warnings).toEqual([])
    // And a run after a run: its own commit only.
    const third = await deliver(repo, 22)
    expect(third.log.warnings).toEqual([])
  })

  it("are not named when the action wrote them with another token, as its message's first line shows", async () => {
    const repo = await s.newRepo()
    const first = await deliver(repo, 20)
    // The workflow changed its token: the branch's commit is by another account (an App's bot).
    const message = s.git(repo, 'log', '-1', '--format=%B', first.result.commitSha!)
    const tree = s.git(repo, 'rev-parse', `${first.result.commitSha}^{tree}`).trim()
    const parent = s.git(repo, 'rev-parse', `${first.result.commitSha}^`).trim()
    const other = execFileSync(
      'git',
      ['--git-dir', s.gh.repoPath('acme', repo), 'commit-tree', tree, '-p', parent, '-m', message],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 'deploy-bot[bot]',
          GIT_AUTHOR_EMAIL: '99+deploy-bot[bot]@users.noreply.github.com',
          GIT_COMMITTER_NAME: 'GitHub',
          GIT_COMMITTER_EMAIL: 'noreply@github.com'
        }
      }
    ).trim()
    s.git(repo, 'update-ref', `refs/heads/${BRANCH}`, other)
    const { log } = await deliver(repo, 21)
    expect(log.warnings).toEqual([])
  })

  it("are named when they amend the action's commit by hand, keeping its first line", async () => {
    const repo = await s.newRepo()
    const first = await deliver(repo, 20)
    // Alice amends the commit locally (a tweak to the values) and force-pushes it.
    const message = s.git(repo, 'log', '-1', '--format=%B', first.result.commitSha!)
    const author = s.git(repo, 'log', '-1', '--format=%an%n%ae', first.result.commitSha!)
    const [authorName, authorEmail] = author.trim().split('\n')
    const tree = s.git(repo, 'rev-parse', `${first.result.commitSha}^{tree}`).trim()
    const parent = s.git(repo, 'rev-parse', `${first.result.commitSha}^`).trim()
    const amended = execFileSync(
      'git',
      ['--git-dir', s.gh.repoPath('acme', repo), 'commit-tree', tree, '-p', parent, '-m', message],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: authorName,
          GIT_AUTHOR_EMAIL: authorEmail,
          GIT_COMMITTER_NAME: ALICE.name,
          GIT_COMMITTER_EMAIL: ALICE.email
        }
      }
    ).trim()
    s.git(repo, 'update-ref', `refs/heads/${BRANCH}`, amended)
    const { log } = await deliver(repo, 21)
    expect(log.warnings).toHaveLength(1)
    expect(log.warnings[0]).toContain(
      `${amended} "Update staticExport.bundleUrl for docs.example.com"`
    )
  })

  it('name five and count the rest', async () => {
    const repo = await s.newRepo()
    await deliver(repo, 20)
    const store = s.gh.git('acme', repo)
    for (let i = 1; i <= 7; i++) {
      await store.seedFiles({ [`notes/${i}.md`]: `${i}\n` }, BRANCH, ALICE, `Note ${i}`)
    }
    const { log } = await deliver(repo, 21)
    expect(log.warnings).toHaveLength(1)
    expect(log.warnings[0]).toMatch(/held 7 commits this action did not write/)
    expect(log.warnings[0]).toMatch(
      /"Note 1".*"Note 5" by Alice Reviewer <alice@example\.com>; and 2 more\./
    )
    expect(log.warnings[0]).not.toContain('"Note 6"')
  })
})
