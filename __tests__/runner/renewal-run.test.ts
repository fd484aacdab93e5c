// Runner tests of renewal without a second download: dist/index.js against the platform
// emulator (whose object store answers Range and sends an ETag) and the GitHub stand-in. The
// platform emulator's request log counts what reached the bundle host.
import { WORKFLOW_WRITE_GRANT } from '../../emulator/github/server.js'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startEmulators, type EmulatorSet } from '../../emulator/index.js'
import { makeRunnerEnv, readOutputs, runAction } from '../../emulator/runner-env.js'
import { parseRecordComment } from '../../src/config/index.js'
import { contractProblems } from '../helpers/github-contract.js'

const ROOT = resolve(import.meta.dirname, '..', '..')
const ENTRY = join(ROOT, 'dist', 'index.js')
const TOKEN = 'ghs_runner_test_token'
const OWNER = 'acme'
const BRANCH = 'static-export/docs.acme.test'
const BUNDLE_PATH = /^\/exports\/[^/]+\/bundle\.tar\.gz$/
let emulators: EmulatorSet
let scratch: string
let repoCounter = 0
let runCounter = 0

const values = (block = '  enabled: false\n  bundleUrl: ""\n'): string =>
  `# Helm values for the docs deployment\nreplicaCount: 2\n\nstaticExport:\n${block}`

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'renewal-runner-test-'))
  emulators = await startEmulators({
    platform: {
      config: { jobs: { queuedMs: 50, msPerPage: 5 }, linkLifetimeSeconds: 6 * 86_400 }
    },
    github: { tokens: { [TOKEN]: WORKFLOW_WRITE_GRANT } },
    artifactStorageDir: join(scratch, 'artifacts')
  })
})
afterEach(async () => {
  expect(await contractProblems(emulators.github.exchanges)).toEqual([])
})
afterAll(async () => {
  await emulators.close()
  rmSync(scratch, { recursive: true, force: true })
})

async function newRepository(text = values()): Promise<string> {
  repoCounter += 1
  const repo = `renew-${repoCounter}`
  await emulators.github.addRepository({
    owner: OWNER,
    repo,
    files: { 'deploy/values.yaml': text },
    actionsCanCreatePullRequests: true
  })
  return repo
}

async function run(repo: string, inputs: Record<string, string>, extraEnv = {}) {
  runCounter += 1
  const { env, files } = await makeRunnerEnv({
    tmpRoot: join(scratch, `run-${runCounter}`),
    actionYml: join(ROOT, 'action.yml'),
    inputs: {
      domain: 'docs.acme.test',
      'admin-key': 'svc_local_admin_key',
      'api-url': emulators.platform.url,
      delivery: 'pull-request',
      'config-path': 'deploy/values.yaml',
      ...inputs
    },
    apiUrl: emulators.github.url,
    githubToken: TOKEN,
    repository: `${OWNER}/${repo}`,
    resultsUrl: emulators.artifacts.url,
    runtimeToken: emulators.artifacts.mintToken({ workflowRunBackendId: `renew-${runCounter}` }),
    extraEnv
  })
  emulators.platform.log.clear()
  const result = await runAction(ENTRY, env, { timeoutMs: 120_000 })
  return {
    ...result,
    outputs: await readOutputs(files.output),
    summary: readFileSync(files.stepSummary, 'utf8'),
    bundleRequests: emulators.platform.log.count('GET', BUNDLE_PATH)
  }
}

const git = (repo: string, ...args: string[]): string =>
  execFileSync('git', ['--git-dir', emulators.github.repoPath(OWNER, repo), ...args], {
    encoding: 'utf8'
  })
const errors = (stdout: string): string =>
  stdout
    .split('\n')
    .filter(l => l.startsWith('::error'))
    .join('\n')
/** The record comment on the action's branch. */
const recordOn = (repo: string) => {
  const line = git(repo, 'show', `${BRANCH}:deploy/values.yaml`)
    .split('\n')
    .find(l => l.includes('bundleUrl:'))!
  return parseRecordComment(line.slice(line.indexOf('#')))
}

describe('renewal without downloading again, run as a runner runs it', () => {
  it('records size, ETag and sha256; a renewal then makes one request to the bundle host', async () => {
    const repo = await newRepository()
    const first = await run(repo, {})
    expect(errors(first.stdout)).toBe('')
    expect(first.code).toBe(0)
    expect(first.bundleRequests).toBe(1)
    const record = recordOn(repo)
    expect(record).toMatchObject({
      jobId: first.outputs['job-id'],
      sizeBytes: Number(first.outputs['bundle-size']),
      sha256: first.outputs['archive-sha256']
    })
    expect(record?.etag).toMatch(/^".+"$/)

    const renewal = await run(repo, { 'renew-only': 'true' })
    expect(errors(renewal.stdout)).toBe('')
    expect(renewal.code).toBe(0)
    expect(renewal.bundleRequests).toBe(1)
    const probe = emulators.platform.log.entries.filter(e => BUNDLE_PATH.test(e.path))
    expect(probe.map(e => [e.status, e.hadAuthorization])).toEqual([[206, false]])
    expect(renewal.stdout).toMatch(
      /Not downloaded: the new link serves the archive verified earlier/
    )
    expect(renewal.summary).toMatch(/proven to serve the archive an earlier run verified/)
    expect(renewal.outputs['archive-sha256']).toBe(first.outputs['archive-sha256'])
    expect(renewal.outputs['archive-path']).toBeUndefined()
    // The record carries the archive forward for the next renewal, beside the new link's expiry.
    expect(recordOn(repo)).toEqual({ ...record, expiresAt: renewal.outputs['expires-at'] })
  })

  it('falls back to the full download when the ETag changed, saying why', async () => {
    const seed = await newRepository()
    const first = await run(seed, {})
    expect(first.code).toBe(0)
    const record = recordOn(seed)!
    const stale = `# static-export: job ${record.jobId}, size ${record.sizeBytes}, etag "\\"other\\"", sha256 ${record.sha256}`
    const repo = await newRepository(
      values(`  enabled: true\n  bundleUrl: "https://old.invalid/b.tar.gz"  ${stale}\n`)
    )
    const renewal = await run(repo, { 'job-id': record.jobId })
    expect(errors(renewal.stdout)).toBe('')
    expect(renewal.code).toBe(0)
    expect(renewal.stdout).toContain(
      'Full download: the link serves another ETag than the recorded one'
    )
    expect(renewal.bundleRequests).toBe(2)
    expect(renewal.outputs['archive-sha256']).toBe(record.sha256)
    expect(renewal.outputs['archive-path']).toBeDefined()
    expect(recordOn(repo)).toEqual({ ...record, expiresAt: renewal.outputs['expires-at'] })
  })

  it('on a self-hosted runner keeps the archive and reuses it for the artifact', async () => {
    const toolCache = join(scratch, 'self-hosted-tool-cache')
    const selfHosted = { RUNNER_ENVIRONMENT: 'self-hosted', RUNNER_TOOL_CACHE: toolCache }
    const repo = await newRepository()
    const first = await run(repo, { delivery: 'both' }, selfHosted)
    expect(errors(first.stdout)).toBe('')
    expect(first.stdout).toContain("Kept the verified archive in the runner's tool cache")
    const renewal = await run(repo, { delivery: 'both', 'renew-only': 'true' }, selfHosted)
    expect(errors(renewal.stdout)).toBe('')
    expect(renewal.code).toBe(0)
    expect(renewal.bundleRequests).toBe(1)
    expect(renewal.stdout).toMatch(/the tool cache holds it with sha256/)
    expect(renewal.outputs['artifact-digest']).toBe(first.outputs['artifact-digest'])

    // A GitHub-hosted runner neither keeps nor looks: the artifact means a full download.
    const hosted = await run(
      repo,
      { delivery: 'both', 'renew-only': 'true' },
      {
        RUNNER_TOOL_CACHE: toolCache
      }
    )
    expect(hosted.code).toBe(0)
    expect(hosted.stdout).toContain('Full download: the artifact is wanted and no cached archive')
    expect(hosted.bundleRequests).toBe(1)
  })
})
