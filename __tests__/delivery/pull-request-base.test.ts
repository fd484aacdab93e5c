// A base written as a full ref: `base: ${{ github.ref }}` gives `refs/heads/main` (or, in a
// pull_request workflow, `refs/pull/7/merge`). git takes that as a branch name of its own, so
// the settings accept it and only GitHub's 404 shows the mix-up: the refusal then says which
// branch was meant. And a base that is not main: a default branch of another name, a branch name
// with slashes and letters outside ASCII. Every exchange is held to GitHub's published
// description after each test.
import { useGitHubStandIn, failure } from '../helpers/pull-request-stand-in.js'

const TOKEN = 'ghs_baseBASEbase0001'
const s = useGitHubStandIn({
  [TOKEN]: { contents: 'write', pullRequests: 'write', isActionsToken: true }
})

describe('a base given as a full ref name', () => {
  it('refs/heads/main: the check and the delivery name the branch, main', async () => {
    const repo = await s.newRepo()
    const options = s.options(repo, { base: 'refs/heads/main' })
    const hint =
      '"refs/heads/main" is a full ref name, as github.ref gives it: the branch is "main" (github.ref_name).'
    const checked = await failure(s.mod.checkConfigsOnBase(options))
    expect(checked.message).toBe(
      `The branch "refs/heads/main" does not exist in acme/${repo}. ${hint} Set base to an existing branch (or leave it empty for the default branch).`
    )
    const delivered = await failure(s.mod.deliverPullRequest(options))
    expect(delivered.message).toContain(`does not exist in acme/${repo}. ${hint} Set base`)
    expect(s.git(repo, 'for-each-ref', '--format=%(refname)').trim()).toBe('refs/heads/main')
  })

  it("refs/pull/7/merge: said to be no branch, with the pull_request workflow's base_ref", async () => {
    const repo = await s.newRepo()
    const checked = await failure(
      s.mod.checkConfigsOnBase(s.options(repo, { base: 'refs/pull/7/merge' }))
    )
    expect(checked.message).toContain(
      '"refs/pull/7/merge" is a full ref name, as github.ref gives it, not a branch: name the branch (github.ref_name, or github.base_ref in a pull_request workflow).'
    )
  })

  it('a plain branch name that does not exist gets no such hint', async () => {
    const repo = await s.newRepo()
    const checked = await failure(s.mod.checkConfigsOnBase(s.options(repo, { base: 'release' })))
    expect(checked.message).toBe(
      `The branch "release" does not exist in acme/${repo}. Set base to an existing branch (or leave it empty for the default branch).`
    )
  })
})

describe('a base that is not main', () => {
  it('the default branch, whatever its name: the check, the delivery and the renewal read use it', async () => {
    const repo = await s.newRepo(undefined, { defaultBranch: 'trunk' })
    await s.mod.checkConfigsOnBase({ ...s.options(repo), configPaths: ['deploy/values.yaml'] })
    const result = await s.mod.deliverPullRequest(s.options(repo))
    expect(result).toMatchObject({ operation: 'created', base: 'trunk' })
    expect(s.gh.pulls('acme', repo)[0]).toMatchObject({ base: 'trunk' })
    expect(s.git(repo, 'rev-parse', `${result.commitSha}^`).trim()).toBe(
      s.git(repo, 'rev-parse', 'trunk').trim()
    )
    expect(
      await s.mod.readConfigOnBase({ ...s.options(repo), configPath: 'deploy/values.yaml' })
    ).toMatchObject({ bundleUrl: expect.any(String) })
  })

  it('a branch name with slashes and letters outside ASCII, given as base and as branch', async () => {
    const base = 'release/2026.11-été'
    const branch = 'static-export/prévisualisation'
    const repo = await s.newRepo(undefined, { defaultBranch: base })
    const first = await s.mod.deliverPullRequest(s.options(repo, { base, branch }))
    expect(first).toMatchObject({ operation: 'created', base, branch })
    const later = s.options(repo).update
    const second = await s.mod.deliverPullRequest(
      s.options(repo, {
        base,
        branch,
        update: { ...later, bundleUrl: `${later.bundleUrl}&x-id=2`, jobId: 'se_second' }
      })
    )
    expect(second).toMatchObject({ operation: 'updated', number: first.number })
    expect(s.gh.pulls('acme', repo)).toHaveLength(1)
    expect(s.gh.pulls('acme', repo)[0]).toMatchObject({ base, head: branch })
    expect(s.git(repo, 'show', `${branch}:deploy/values.yaml`)).toContain('se_second')
  })
})
