// Runner tests on GitHub Enterprise Server: dist/index.js with a GHES runner's environment
// (GITHUB_SERVER_URL names the server, GITHUB_API_URL is …/api/v3, ACTIONS_RUNTIME_URL and
// ACTIONS_RUNTIME_TOKEN are set, ACTIONS_RESULTS_URL is not). The GitHub stand-in serves only
// GHES's paths (/api/v3, /api/graphql: anything else is a 404), the artifact API is the v1
// stand-in, and every address points at 127.0.0.1 while the server URL names the GHES host.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import {
  startArtifactV1Service,
  type ArtifactV1Service
} from '../../emulator/artifact/v1-service.js'
import { WORKFLOW_WRITE_GRANT } from '../../emulator/github/server.js'
import { errorText as errors, OWNER, PR_BRANCH, runnerSuite } from '../helpers/runner.js'

const TOKEN = 'ghs_ghes_runner_token'
const SERVER = 'https://ghes.example.internal'
const VALUES = 'replicaCount: 2\nstaticExport:\n  enabled: false\n  bundleUrl: ""\n'

const suite = runnerSuite({
  name: 'deploy',
  token: TOKEN,
  contract: true,
  platform: { config: { jobs: { queuedMs: 50, msPerPage: 5 }, linkLifetimeSeconds: 6 * 86_400 } },
  github: { tokens: { [TOKEN]: WORKFLOW_WRITE_GRANT }, basePath: '/api/v3' }
})
let artifacts: ArtifactV1Service

beforeAll(async () => {
  artifacts = await startArtifactV1Service({
    runId: '7007',
    storageDir: join(suite.scratch, 'v1-artifacts')
  })
})
afterAll(async () => {
  await artifacts.close()
})

const newRepository = (): Promise<string> =>
  suite.newRepository(
    { 'deploy/values.yaml': VALUES },
    // Pull requests wait for checks: auto-merge is enabled, not refused for a clean one.
    { allowAutoMerge: true, requiredChecks: true }
  )

/** A GHES runner's run: its server URL, the v1 artifact API, no ACTIONS_RESULTS_URL. */
async function runOnGhes(repo: string, inputs: Record<string, string>) {
  const run = await suite.run(
    // config-path only where a pull request is delivered: artifact delivery refuses it.
    {
      ...(inputs.delivery === 'artifact' ? {} : { 'config-path': 'deploy/values.yaml' }),
      ...inputs
    },
    {
      repo,
      artifacts: false,
      serverUrl: SERVER,
      runId: artifacts.runId,
      runtimeUrl: artifacts.runtimeUrl,
      runtimeToken: artifacts.runtimeToken
    }
  )
  expect(run.env.ACTIONS_RESULTS_URL).toBeUndefined()
  expect(run.env.GITHUB_API_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v3$/)
  return run
}

const sha256File = (file: string): string =>
  createHash('sha256').update(readFileSync(file)).digest('hex')

describe('on GitHub Enterprise Server, run as a runner runs it', () => {
  it('delivers the artifact through the artifact API GHES serves', async () => {
    const repo = await newRepository()
    const run = await runOnGhes(repo, { delivery: 'artifact', 'retention-days': '7' })
    expect(errors(run.stdout)).toBe('')
    expect(run.code).toBe(0)
    const o = run.outputs
    const stored = artifacts.artifacts().find(a => a.name === 'static-export-docs.acme.test.tar.gz')
    expect(stored).toMatchObject({ retentionDays: 7 })
    expect(stored?.items).toHaveLength(1)
    expect(sha256File(stored!.items[0]!.path)).toBe(o['archive-sha256'])
    expect(o['artifact-digest']).toBe(o['archive-sha256'])
    // The API gives no artifact id and no artifact page: those outputs stay unset.
    expect(o['artifact-id']).toBeUndefined()
    expect(o['artifact-url']).toBeUndefined()
    // The summary names the artifact and links the run on the GHES host.
    expect(run.summary).toContain('static-export-docs.acme.test.tar.gz')
    expect(run.summary).toContain(`${SERVER}/${OWNER}/${repo}/actions/runs/${artifacts.runId}`)
    expect(run.summary).toContain(o['archive-sha256'])
  })

  it('opens the pull request through /api/v3 and enables auto-merge through /api/graphql', async () => {
    const repo = await newRepository()
    suite.emulators.github.log.clear()
    const run = await runOnGhes(repo, { delivery: 'pull-request', 'auto-merge': 'squash' })
    expect(errors(run.stdout)).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs['pull-request-operation']).toBe('created')
    const [pull] = suite.emulators.github.pulls(OWNER, repo)
    expect(pull?.autoMerge).toMatchObject({ mergeMethod: 'SQUASH' })
    // Every request went to GHES's paths: REST under /api/v3, the mutation to /api/graphql.
    const paths = suite.emulators.github.log.entries.map(e => e.path)
    expect(paths.filter(p => !p.startsWith('/api/v3/') && p !== '/api/graphql')).toEqual([])
    expect(
      suite.emulators.github.log.entries.some(e => e.path === '/api/graphql' && e.status === 200)
    ).toBe(true)
    const config = suite.git(repo, 'show', `${PR_BRANCH}:deploy/values.yaml`)
    expect(parse(config).staticExport).toMatchObject({
      enabled: true,
      bundleUrl: run.outputs['bundle-url']
    })
    // The pull request body links the run on the GHES host.
    expect(pull?.body).toContain(`${SERVER}/${OWNER}/${repo}/actions/runs/${artifacts.runId}`)
  })

  it('does both in one run', async () => {
    const repo = await newRepository()
    const before = artifacts.artifacts().length
    const run = await runOnGhes(repo, {
      delivery: 'both',
      'artifact-name': `both-${repo}`,
      'auto-merge': 'merge'
    })
    expect(errors(run.stdout)).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs['pull-request-number']).toBe('1')
    expect(suite.emulators.github.pulls(OWNER, repo)[0]?.autoMerge).toMatchObject({
      mergeMethod: 'MERGE'
    })
    expect(artifacts.artifacts()).toHaveLength(before + 1)
    const stored = artifacts.artifacts().find(a => a.name === `both-${repo}.tar.gz`)
    expect(sha256File(stored!.items[0]!.path)).toBe(run.outputs['archive-sha256'])
  })

  it('refuses artifact delivery before the export when ACTIONS_RUNTIME_URL is missing', async () => {
    const repo = await newRepository()
    const started = suite.emulators.platform.log.count('POST', /\/v1\/static-export/)
    // Artifact delivery (the default), no github.token, and no ACTIONS_RUNTIME_URL.
    const run = await suite.run(
      {},
      {
        repo,
        token: '',
        artifacts: false,
        serverUrl: SERVER,
        runtimeToken: artifacts.runtimeToken,
        timeoutMs: 60_000
      }
    )
    expect(run.code).not.toBe(0)
    expect(errors(run.stdout)).toMatch(/Enterprise Server.*ACTIONS_RUNTIME_URL is not set/)
    expect(suite.emulators.platform.log.count('POST', /\/v1\/static-export/)).toBe(started)
  })
})
