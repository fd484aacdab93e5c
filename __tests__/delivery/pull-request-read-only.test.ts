// A token that may read the deployment repository but not write to it: a classic personal
// access token of a collaborator with the Read role, or of anyone on a public repository.
// GitHub answers its writes with 404 Not Found, not 403, as for a repository it cannot see, so
// "GitHub answered 404 while writing the tree: Not Found" named nothing to change. The run
// reads the repository first, so a 404 on a write can only mean that. Real Octokit over
// loopback against the GitHub stand-in, which answers such writes as GitHub does.
import { failure, useGitHubStandIn } from '../helpers/pull-request-stand-in.js'

const READER = 'ghp_readerREADERreader0001'
const s = useGitHubStandIn({
  [READER]: { login: 'octocat', contents: 'read', pullRequests: 'read', classic: true }
})

describe('a token that can read the repository but not write it', () => {
  it("passes the pre-export check, then fails at the first write naming the token's access", async () => {
    const repo = await s.newRepo()
    const options = s.options(repo)
    // Reading is all the check does: it cannot tell (GitHub shows no token's write access).
    await s.mod.checkConfigsOnBase({ ...options, configPaths: ['deploy/values.yaml'] })
    const err = await failure(s.mod.deliverPullRequest(options))
    expect(err).toBeInstanceOf(s.mod.PullRequestDeliveryError)
    expect(err.message).toContain(
      `GitHub answered 404 (Not Found) while writing the tree, though the token reads acme/${repo}: GitHub answers a write the token may not make with 404, not 403.`
    )
    expect(err.message).toContain('Nothing was written.')
    expect(err.message).toMatch(/classic personal access token needs the repo scope/)
    expect(err.message).not.toContain(READER)
    expect(s.git(repo, 'for-each-ref', '--format=%(refname)').trim()).toBe('refs/heads/main')
  })
})
