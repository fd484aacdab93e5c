// Issue 16 item 6: a config path that is a symbolic link in the repository is refused, and
// nothing is written (its mode kept, the commit would have made it a link whose target is the
// YAML text). The link is made with git plumbing in the GitHub stand-in's bare repository.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startGitHubEmulator, type GitHubEmulator } from '../../emulator/github/index.js'

type Module = typeof import('../../src/delivery/pull-request/index.js')
const TOKEN = 'ghs_symlinkSYMLINKsymlink01'
const values = readFileSync(
  join(process.cwd(), '__fixtures__', 'configs', 'helm-values', 'input.yaml'),
  'utf8'
)
let gh: GitHubEmulator
let mod: Module
const savedApiUrl = process.env.GITHUB_API_URL

beforeAll(async () => {
  gh = await startGitHubEmulator({
    tokens: { [TOKEN]: { contents: 'write', pullRequests: 'write', isActionsToken: true } }
  })
  process.env.GITHUB_API_URL = gh.url
  mod = await import('../../src/delivery/pull-request/index.js')
})
afterAll(async () => {
  await gh.close()
  if (savedApiUrl === undefined) delete process.env.GITHUB_API_URL
  else process.env.GITHUB_API_URL = savedApiUrl
})

it('refuses a config path that is a symbolic link, writing nothing', async () => {
  await gh.addRepository({ owner: 'acme', repo: 'linked', files: { 'deploy/real.yaml': values } })
  const gitDir = gh.repoPath('acme', 'linked')
  const index = join(gitDir, 'tmp-index')
  const git = (args: string[], input?: string): string =>
    execFileSync('git', ['--git-dir', gitDir, ...args], {
      encoding: 'utf8',
      input,
      env: { ...process.env, GIT_INDEX_FILE: index }
    }).trim()
  const head = git(['rev-parse', 'refs/heads/main'])
  const blob = git(['hash-object', '-w', '--stdin'], 'real.yaml')
  git(['read-tree', head])
  git(['update-index', '--add', '--cacheinfo', `120000,${blob},deploy/values.yaml`])
  const tree = git(['write-tree'])
  const commit = git(
    ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit-tree', tree, '-p', head],
    'link values.yaml to real.yaml'
  )
  git(['update-ref', 'refs/heads/main', commit])

  let error: Error | undefined
  try {
    await mod.deliverPullRequest({
      token: TOKEN,
      owner: 'acme',
      repo: 'linked',
      domain: 'docs.example.com',
      configPaths: ['deploy/values.yaml'],
      update: {
        bundleUrl: 'https://exports.example.com/exports/se_1/bundle.tar.gz?X-Amz-Signature=s',
        jobId: 'se_1',
        expiresAt: '2026-12-01T00:00:00Z'
      },
      logger: { info: () => {}, warning: () => {}, debug: () => {} },
      octokitOptions: { retry: { retryAfterBaseValue: 1 }, throttle: { enabled: false } }
    })
  } catch (err) {
    error = err as Error
  }
  // The stand-in follows the link as GitHub's contents API does; the delivery sees that the
  // path is a link (on the base, before anything is written) and refuses it, naming the fix.
  expect(error?.message).toMatch(
    /config-path deploy\/values\.yaml is a symbolic link (\(to deploy\/real\.yaml\) )?(on the base|in the repository)[^]*nothing was written/
  )
  // Nothing written: main is as it was, and no branch of the action exists.
  expect(git(['rev-parse', 'refs/heads/main'])).toBe(commit)
  expect(git(['for-each-ref', '--format=%(refname)', 'refs/heads/'])).toBe('refs/heads/main')
  expect(git(['cat-file', '-p', `${commit}:deploy/values.yaml`])).toBe('real.yaml')
})
