// dist/index.js in the environment @github/local-action gives an action (its launcher sets
// TARGET_ACTION_PATH; no runner variables, no artifact service; RUNNER_TEMP from the .env, a
// folder under .cache/ that may not exist yet): `delivery: both` opens the pull request and
// skips the artifact with one warning, instead of failing the whole run.
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { WORKFLOW_WRITE_GRANT } from '../../emulator/github/server.js'
import { startEmulators, type EmulatorSet } from '../../emulator/index.js'
import { makeRunnerEnv, readOutputs, runAction } from '../../emulator/runner-env.js'
import { LOCAL_ACTION_ARTIFACT_WARNING, isLocalAction } from '../../src/local-action.js'

const ROOT = resolve(import.meta.dirname, '..', '..')
const TOKEN = 'ghs_local_action_test_token'
let emulators: EmulatorSet
let scratch: string

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'local-action-test-'))
  emulators = await startEmulators({
    platform: { config: { jobs: { queuedMs: 100, msPerPage: 10 } } },
    github: { tokens: { [TOKEN]: WORKFLOW_WRITE_GRANT } },
    artifactStorageDir: join(scratch, 'artifacts')
  })
  await emulators.github.addRepository({
    owner: 'acme',
    repo: 'docs-deploy-local',
    files: { 'values.yaml': 'staticExport:\n  enabled: false\n  bundleUrl: ""\n' },
    actionsCanCreatePullRequests: true
  })
})
afterAll(async () => {
  await emulators.close()
  rmSync(scratch, { recursive: true, force: true })
})

describe('isLocalAction', () => {
  it('is true only where local-action set TARGET_ACTION_PATH and no runner is there', () => {
    expect(isLocalAction({ TARGET_ACTION_PATH: '/src/action' })).toBe(true)
    expect(isLocalAction({})).toBe(false)
    expect(isLocalAction({ TARGET_ACTION_PATH: '' })).toBe(false)
    expect(isLocalAction({ TARGET_ACTION_PATH: '/a', GITHUB_ACTIONS: 'true' })).toBe(false)
  })
})

describe('under @github/local-action', () => {
  it('delivers the pull request and skips the artifact with one warning', async () => {
    const runnerTemp = join(scratch, 'project', '.cache', 'local-action')
    const { env, files } = await makeRunnerEnv({
      tmpRoot: join(scratch, 'run'),
      actionYml: join(ROOT, 'action.yml'),
      inputs: {
        domain: 'docs.acme.test',
        'admin-key': 'svc_local_admin_key',
        'api-url': emulators.platform.url,
        delivery: 'both',
        'config-path': 'values.yaml',
        'min-link-lifetime': '30m'
      },
      apiUrl: emulators.github.url,
      githubToken: TOKEN,
      repository: 'acme/docs-deploy-local',
      extraEnv: { GITHUB_ACTIONS: undefined, TARGET_ACTION_PATH: ROOT, RUNNER_TEMP: runnerTemp }
    })
    const result = await runAction(join(ROOT, 'dist', 'index.js'), env, { timeoutMs: 120_000 })
    const lines = result.stdout.split('\n')
    expect(lines.filter(l => l.startsWith('::error'))).toEqual([])
    expect(result.code).toBe(0)
    expect(lines.filter(l => l.includes('@github/local-action'))).toEqual([
      `::warning::${LOCAL_ACTION_ARTIFACT_WARNING}`
    ])
    const outputs = await readOutputs(files.output)
    expect(outputs['pull-request-operation']).toBe('created')
    expect(outputs['artifact-id']).toBeUndefined()
    expect(outputs['archive-path']!.startsWith(runnerTemp)).toBe(true)
    expect(statSync(outputs['archive-path']!).size).toBe(Number(outputs['bundle-size']))
  })
})
