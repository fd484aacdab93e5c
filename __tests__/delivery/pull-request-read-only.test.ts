// A token that may read the deployment repository but not write to it: a classic personal
// access token of a collaborator with the Read role, or of anyone on a public repository.
// GitHub answers its writes with 404 Not Found, not 403, as for a repository it cannot see, so
// "GitHub answered 404 while writing the tree: Not Found" named nothing to change. The run
// reads the repository first, so a 404 on a write can only mean that. Real Octokit over
// loopback against the GitHub stand-in, which answers such writes as GitHub does.
import { failure, useGitHubStandIn } from '../helpers/pull-request-stand-in.js'

const READER = 'ghp_readerREADERreader0001'
const NO_SCOPE = 'ghp_noscopeNOSCOPE0002'
const s = useGitHubStandIn({
  [READER]: { login: 'octocat', contents: 'read', pullRequests: 'read', classic: true },
  [NO_SCOPE]: {
    login: 'octocat',
    contents: 'read',
    pullRequests: 'read',
    classic: true,
    roleWrite: true
  }
})

describe('a token that can read the repository but not write it', () => {
  it("is refused by the pre-export check where GitHub shows its user's access", async () => {
    const repo = await s.newRepo()
    const options = s.options(repo)
    const writesBefore = s.gh.exchanges.filter(e => e.method !== 'GET').length
    const err = await failure(
      s.mod.checkConfigsOnBase({ ...options, configPaths: ['deploy/values.yaml'] })
    )
    expect(err).toBeInstanceOf(s.mod.PullRequestDeliveryError)
    expect(err.message).toBe(
      `github-token may read acme/${repo} but not write to it: GitHub describes the repository to the token's user without push access, so no branch or pull request can be made there; nothing was written. ` +
        `Give the token write access to acme/${repo}: a classic personal access token needs the repo scope (public_repo for a public repository) and a user with the Write role there; ` +
        'a fine-grained token, or a GitHub App, Contents: Read and write and Pull requests: Read and write on it.'
    )
    expect(s.gh.exchanges.filter(e => e.method !== 'GET')).toHaveLength(writesBefore)
    // A dry run writes nothing: the check lets it through.
    await s.mod.checkConfigsOnBase({
      ...options,
      configPaths: ['deploy/values.yaml'],
      dryRun: true
    })
  })

  it('is refused by the delivery too, before its first write', async () => {
    const repo = await s.newRepo()
    const err = await failure(s.mod.deliverPullRequest(s.options(repo)))
    expect(err.message).toMatch(/^github-token may read acme\/deploy-\d+ but not write to it/)
    expect(s.git(repo, 'for-each-ref', '--format=%(refname)').trim()).toBe('refs/heads/main')
  })

  it("fails at the first write naming the token's access where GitHub shows push access", async () => {
    // The user may push, the token may not (a classic token without the repo scope): GitHub
    // shows push access, and still answers the writes with 404.
    const repo = await s.newRepo()
    const options = s.options(repo, { token: NO_SCOPE })
    await s.mod.checkConfigsOnBase({ ...options, configPaths: ['deploy/values.yaml'] })
    const err = await failure(s.mod.deliverPullRequest(options))
    expect(err).toBeInstanceOf(s.mod.PullRequestDeliveryError)
    expect(err.message).toContain(
      `GitHub answered 404 (Not Found) while writing the tree, though the token reads acme/${repo}: GitHub answers a write the token may not make with 404, not 403.`
    )
    expect(err.message).toContain('Nothing was written.')
    expect(err.message).toMatch(/classic personal access token needs the repo scope/)
    expect(err.message).not.toContain(NO_SCOPE)
    expect(s.git(repo, 'for-each-ref', '--format=%(refname)').trim()).toBe('refs/heads/main')
  })
})
