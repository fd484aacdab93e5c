// Config paths GitHub's contents API does not resolve as a checkout would: a file inside a
// submodule (GitHub does not look into the other repository) and a file reached through a
// symbolic link to a folder (GitHub follows a link only as the last part of a path) both answer
// 404, which read as "does not exist" although the path looks right in a clone. The stand-in
// answers as GitHub does; every exchange is held to GitHub's published description after each
// test.
import { helmValues, useGitHubStandIn, failure } from '../helpers/pull-request-stand-in.js'

const TOKEN = 'ghs_pathsPATHSpaths0001'
const s = useGitHubStandIn({
  [TOKEN]: { contents: 'write', pullRequests: 'write', isActionsToken: true }
})

/** A commit of another repository, as a submodule's gitlink names it. */
const SUBMODULE_COMMIT = '5d1e3c0a7b9f2e4d6c8a0b1e3f5a7c9e1b3d5f70'

const writesSince = (from: number): string[] =>
  s.gh.exchanges
    .slice(from)
    .filter(e => e.method !== 'GET')
    .map(e => `${e.method} ${e.path}`)

/** The pre-export check's refusal and the delivery's, for one config path; nothing written. */
async function refusals(repo: string, configPath: string): Promise<string[]> {
  const from = s.gh.exchanges.length
  const options = s.options(repo, { configPaths: [configPath] })
  const checked = await failure(s.mod.checkConfigsOnBase(options))
  const delivered = await failure(s.mod.deliverPullRequest(options))
  expect(writesSince(from)).toEqual([])
  expect(s.git(repo, 'for-each-ref', '--format=%(refname)').trim()).toBe('refs/heads/main')
  return [checked.message, delivered.message]
}

describe('config paths the contents API does not resolve', () => {
  it('a file inside a submodule: named as such, with the repository to set', async () => {
    const repo = await s.newRepo({
      'README.md': '# deploy\n',
      'charts/docs': { submodule: SUBMODULE_COMMIT }
    })
    for (const message of await refusals(repo, 'charts/docs/values.yaml')) {
      expect(message).toBe(
        `config-path charts/docs/values.yaml is inside charts/docs, a submodule: its files live in another repository, which GitHub does not look into from acme/${repo}. Set repository to the submodule's repository and config-path to values.yaml there.`
      )
    }
  })

  it("a file reached through a link to a folder: named, with the file's own path", async () => {
    const repo = await s.newRepo({
      'k8s/prod/values.yaml': helmValues,
      'deploy/current': { symlink: '../k8s/prod' }
    })
    for (const message of await refusals(repo, 'deploy/current/values.yaml')) {
      expect(message).toBe(
        "config-path deploy/current/values.yaml goes through deploy/current, a symbolic link (to ../k8s/prod), which GitHub does not follow in the middle of a path. Set config-path to the file's own path: k8s/prod/values.yaml."
      )
    }
  })

  it('a path that does not exist is still said not to exist', async () => {
    const repo = await s.newRepo()
    const [checked, delivered] = await refusals(repo, 'deploy/missing/values.yaml')
    expect(checked).toMatch(/^config-path deploy\/missing\/values\.yaml does not exist on main/)
    expect(delivered).toMatch(/^config-path deploy\/missing\/values\.yaml does not exist on main/)
  })

  it('a config path that is itself a submodule: GitHub describes it, and it is refused', async () => {
    const repo = await s.newRepo({ 'deploy/values.yaml': { submodule: SUBMODULE_COMMIT } })
    const [checked] = await refusals(repo, 'deploy/values.yaml')
    expect(checked).toBe('config-path deploy/values.yaml is a submodule, not a file')
  })

  it('a path with spaces and non-ASCII letters is read and committed as it is', async () => {
    const path = 'déploy/prod values.yaml'
    const repo = await s.newRepo({ [path]: helmValues })
    const result = await s.mod.deliverPullRequest(s.options(repo, { configPaths: [path] }))
    expect(result.operation).toBe('created')
    expect(s.git(repo, 'show', `${result.commitSha}:${path}`)).toContain(
      s.options(repo).update.bundleUrl
    )
    expect(s.git(repo, 'diff', '--name-only', 'main', result.commitSha!).trim()).toBe(
      '"d\\303\\251ploy/prod values.yaml"'
    )
  })
})
