// The run's order, in process: src/main.ts's run() (not dist/index.js, which the runner tests
// spawn) against the emulators, with a runner's environment (emulator/runner-env.ts), read back
// through the runner's files, the platform's request log, the artifact service and the GitHub
// stand-in's repositories. For what must (not) happen before which step.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WORKFLOW_WRITE_GRANT } from '../emulator/github/server.js'
import { startEmulators, type EmulatorSet } from '../emulator/index.js'
import { makeRunnerEnv, readOutputs } from '../emulator/runner-env.js'
import { capturedStdout } from './helpers/captured-stdout.js'
import { ACTION_YML, ADMIN_KEY, DOMAIN, OWNER } from './helpers/runner.js'

const TOKEN = 'ghs_in_process_token_0001'
const VALUES = 'staticExport:\n  enabled: false\n  bundleUrl: ""\n'

let emulators: EmulatorSet
let scratch: string
let count = 0
const savedEnv = { ...process.env }

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'run-order-'))
  emulators = await startEmulators({
    // Links live 6 days, as a platform's may.
    platform: { config: { jobs: { queuedMs: 20, msPerPage: 1 }, linkLifetimeSeconds: 6 * 86_400 } },
    github: { tokens: { [TOKEN]: WORKFLOW_WRITE_GRANT } },
    artifactStorageDir: join(scratch, 'artifacts')
  })
})
afterAll(async () => {
  await emulators.close()
  rmSync(scratch, { recursive: true, force: true })
})
afterEach(() => {
  process.env = { ...savedEnv }
  process.exitCode = undefined
})

async function newRepository(): Promise<string> {
  const repo = `order-${++count}`
  await emulators.github.addRepository({
    owner: OWNER,
    repo,
    files: { 'deploy/values.yaml': VALUES },
    actionsCanCreatePullRequests: true
  })
  return repo
}

/** run() once, as the runner would run the action with these inputs. */
async function runInProcess(repo: string, inputs: Record<string, string>) {
  const n = ++count
  const { env, files } = await makeRunnerEnv({
    actionYml: ACTION_YML,
    tmpRoot: join(scratch, `run-${n}`),
    inputs: {
      domain: DOMAIN,
      'admin-key': ADMIN_KEY,
      'api-url': emulators.platform.url,
      ...inputs
    },
    apiUrl: emulators.github.url,
    githubToken: TOKEN,
    repository: `${OWNER}/${repo}`,
    resultsUrl: emulators.artifacts.url,
    runtimeToken: emulators.artifacts.mintToken({ workflowRunBackendId: `order-run-${n}` })
  })
  // @actions/core's summary keeps the first file it wrote to: one file for every run here.
  const summaryFile = join(scratch, 'step-summary.md')
  writeFileSync(summaryFile, '')
  process.env = { ...env, GITHUB_STEP_SUMMARY: summaryFile }
  const { stdout } = await capturedStdout(async () => {
    const { run } = await import('../src/main.js')
    await run()
  })
  return {
    exitCode: process.exitCode,
    errors: stdout.split('\n').filter(l => l.startsWith('::error')),
    warnings: stdout.split('\n').filter(l => l.startsWith('::warning')),
    outputs: await readOutputs(files.output),
    summary: readFileSync(summaryFile, 'utf8')
  }
}

const refs = (repo: string): string =>
  execFileSync('git', ['--git-dir', emulators.github.repoPath(OWNER, repo), 'for-each-ref'], {
    encoding: 'utf8'
  })

describe('min-link-lifetime', () => {
  it.each(['both', 'pull-request'])(
    'with delivery %s, stops the run right after the link, before the download and any delivery',
    async delivery => {
      const repo = await newRepository()
      const artifactsBefore = emulators.artifacts.artifacts().length
      const requestsBefore = emulators.platform.log.entries.length
      const result = await runInProcess(repo, {
        delivery,
        'config-path': 'deploy/values.yaml',
        'min-link-lifetime': '7d'
      })
      expect(result.exitCode).toBe(1)
      expect(result.errors.join('\n')).toMatch(/sooner than min-link-lifetime \(7d\)/)
      // The bundle call was the last request: no download of the bundle.
      const requests = emulators.platform.log.entries.slice(requestsBefore)
      expect(requests.at(-1)?.path).toMatch(/\/bundle$/)
      expect(requests.filter(r => r.method === 'GET' && /\.tar\.gz/.test(r.path))).toEqual([])
      expect(result.outputs['archive-path']).toBeUndefined()
      // Nothing uploaded, nothing written.
      expect(emulators.artifacts.artifacts()).toHaveLength(artifactsBefore)
      expect(refs(repo).trim().split('\n')).toHaveLength(1)
    }
  )
})

describe('a dry run', () => {
  it('says dry-run as its pull-request-operation and names no pull request or commit', async () => {
    const repo = await newRepository()
    const inputs = { delivery: 'both', 'config-path': 'deploy/values.yaml' }
    // A pull request open already: the dry run finds it, and still names it in no output.
    const first = await runInProcess(repo, inputs)
    expect(first.errors).toEqual([])
    expect(first.outputs['pull-request-operation']).toBe('created')
    const before = refs(repo)
    const artifactsBefore = emulators.artifacts.artifacts().length

    const dry = await runInProcess(repo, { ...inputs, 'dry-run': 'true' })
    expect(dry.errors).toEqual([])
    expect(dry.exitCode).toBeUndefined()
    expect(dry.outputs['pull-request-operation']).toBe('dry-run')
    for (const name of ['pull-request-number', 'pull-request-url', 'commit-sha', 'artifact-id']) {
      expect(dry.outputs[name]).toBeUndefined()
    }
    expect(dry.summary).toContain('dry run: would be updated')
    expect(refs(repo)).toBe(before)
    expect(emulators.artifacts.artifacts()).toHaveLength(artifactsBefore)
  })
})

describe('pull-request inputs on a run that opens no pull request', () => {
  it('refuses config-path with delivery none before any request', async () => {
    const repo = await newRepository()
    const requestsBefore = emulators.platform.log.entries.length
    const result = await runInProcess(repo, {
      delivery: 'none',
      'config-path': 'deploy/values.yaml'
    })
    expect(result.exitCode).toBe(1)
    expect(result.errors.join('\n')).toMatch(
      /config-path.*delivery is none: set delivery to pull-request or both, or remove config-path/
    )
    expect(emulators.platform.log.entries.length).toBe(requestsBefore)
  })

  it('names the other pull-request inputs it does not use in a warning', async () => {
    const repo = await newRepository()
    const result = await runInProcess(repo, { delivery: 'none', labels: 'docs', branch: 'x' })
    expect(result.errors).toEqual([])
    expect(result.warnings.join('\n')).toMatch(
      /branch, labels are inputs of pull-request delivery, and delivery is none: they are not used/
    )
  })
})
