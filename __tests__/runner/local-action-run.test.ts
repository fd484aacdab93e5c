// dist/index.js in the environment @github/local-action gives an action (its launcher sets
// TARGET_ACTION_PATH; no runner variables, no artifact service; RUNNER_TEMP from the .env, a
// folder under .cache/ that may not exist yet): `delivery: both` opens the pull request and
// skips the artifact with one warning, instead of failing the whole run.
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { WORKFLOW_WRITE_GRANT } from '../../emulator/github/server.js'
import { LOCAL_ACTION_ARTIFACT_WARNING, isLocalAction } from '../../src/local-action.js'
import { errorLines, ROOT, runnerSuite } from '../helpers/runner.js'

const TOKEN = 'ghs_local_action_test_token'
const suite = runnerSuite({
  name: 'docs-deploy-local',
  token: TOKEN,
  contract: true,
  platform: { config: { jobs: { queuedMs: 100, msPerPage: 10 } } },
  github: { tokens: { [TOKEN]: WORKFLOW_WRITE_GRANT } }
})
let repo: string
beforeAll(async () => {
  repo = await suite.newRepository({
    'values.yaml': 'staticExport:\n  enabled: false\n  bundleUrl: ""\n'
  })
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
    const runnerTemp = join(suite.scratch, 'project', '.cache', 'local-action')
    // No artifact service: local-action gives none.
    const result = await suite.run(
      { delivery: 'both', 'config-path': 'values.yaml', 'min-link-lifetime': '30m' },
      {
        repo,
        artifacts: false,
        extraEnv: { GITHUB_ACTIONS: undefined, TARGET_ACTION_PATH: ROOT, RUNNER_TEMP: runnerTemp }
      }
    )
    const lines = result.stdout.split('\n')
    expect(errorLines(result.stdout)).toEqual([])
    expect(result.code).toBe(0)
    expect(lines.filter(l => l.includes('@github/local-action'))).toEqual([
      `::warning::${LOCAL_ACTION_ARTIFACT_WARNING}`
    ])
    const outputs = result.outputs
    expect(outputs['pull-request-operation']).toBe('created')
    expect(outputs['artifact-id']).toBeUndefined()
    expect(outputs['archive-path']!.startsWith(runnerTemp)).toBe(true)
    expect(statSync(outputs['archive-path']!).size).toBe(Number(outputs['bundle-size']))
  })
})
