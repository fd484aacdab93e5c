// The runner-environment helper: the file-command parser on its own, and a round trip in
// which a real @actions/core script, spawned like a runner spawns an action, reads its
// inputs and writes outputs and a summary that the helper reads back.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  inputVariable,
  makeRunnerEnv,
  nodeRuntimes,
  parseFileCommands,
  readOutputs,
  runAction
} from '../../emulator/runner-env.js'

describe('parseFileCommands', () => {
  it('reads the heredoc form @actions/core writes, including multi-line and empty values', () => {
    const d1 = 'ghadelimiter_5f1c2a4e-0d7b-4a8e-9c1d-2b3e4f5a6b7c'
    const d2 = 'ghadelimiter_0a1b2c3d-1111-2222-3333-444455556666'
    const text =
      `job-id<<${d1}\nse_3f9a2c1b8e7d4a06\n${d1}\n` +
      `summary<<${d2}\nline one\n\nline = three\n${d2}\n` +
      `empty<<${d1}\n\n${d1}\n`
    expect(parseFileCommands(text)).toEqual({
      'job-id': 'se_3f9a2c1b8e7d4a06',
      summary: 'line one\n\nline = three',
      empty: ''
    })
  })

  it('reads name=value lines, keeps "=" and "<<" inside values, and lets the last write win', () => {
    expect(
      parseFileCommands('status=completed\nurl=https://x/?a=b&c=d\nop=a<<b\nstatus=failed\n')
    ).toEqual({ status: 'failed', url: 'https://x/?a=b&c=d', op: 'a<<b' })
  })

  it('refuses an unterminated heredoc and a line that is neither form', () => {
    expect(() => parseFileCommands('a<<EOF\nvalue\n')).toThrow(/delimiter EOF not found/)
    expect(() => parseFileCommands('just text\n')).toThrow(/neither/)
  })
})

describe('inputVariable', () => {
  it('names inputs the way @actions/core reads them', () => {
    expect(inputVariable('admin-key')).toBe('INPUT_ADMIN-KEY')
    expect(inputVariable('wait timeout')).toBe('INPUT_WAIT_TIMEOUT')
  })
})

describe('makeRunnerEnv and runAction', () => {
  let tmp: string
  let script: string

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'runner-env-test-'))
    const core = pathToFileURL(path.resolve('node_modules/@actions/core/lib/core.js')).href
    script = path.join(tmp, 'action.mjs')
    await writeFile(
      script,
      `import * as core from ${JSON.stringify(core)}\n` +
        `const domain = core.getInput('domain', { required: true })\n` +
        `core.setOutput('domain', domain)\n` +
        `core.setOutput('timeout', core.getInput('wait-timeout'))\n` +
        `core.setOutput('multi', 'a\\nb')\n` +
        `core.setOutput('cwd', process.cwd())\n` +
        `core.setOutput('leaked', process.env.SECRET_FROM_HOST ?? 'none')\n` +
        `core.setOutput('node', process.version)\n` +
        `await core.summary.addHeading('Done').write()\n` +
        `console.log('hello from ' + domain)\n` +
        `if (domain === 'fail.example.com') core.setFailed('it failed')\n`
    )
    await writeFile(
      path.join(tmp, 'action.yml'),
      'name: t\ninputs:\n  domain:\n    required: true\n  wait-timeout:\n    default: 30m\n' +
        '  token:\n    default: ${{ github.token }}\n  other:\n    default: ${{ env.X }}\n' +
        '  api:\n    default: ${{ github.api_url }}\n  archive:\n    required: false\n'
    )
  })
  afterAll(() => rm(tmp, { recursive: true, force: true }))

  it('fills action.yml defaults, keeps given inputs, and leaks nothing from the host', async () => {
    const { env, files } = await makeRunnerEnv({
      inputs: { domain: 'docs.example.com' },
      tmpRoot: path.join(tmp, 'env'),
      actionYml: path.join(tmp, 'action.yml'),
      githubToken: 'ghs_test',
      resultsUrl: 'http://127.0.0.1:1/',
      runtimeToken: 'a.b.c',
      extraEnv: { GITHUB_API_URL: 'https://ghes.example/api/v3' }
    })
    expect(env).toMatchObject({
      INPUT_DOMAIN: 'docs.example.com',
      'INPUT_WAIT-TIMEOUT': '30m',
      INPUT_TOKEN: 'ghs_test',
      INPUT_OTHER: '',
      // As the runner evaluates github.api_url: the run's GITHUB_API_URL.
      INPUT_API: 'https://ghes.example/api/v3',
      // The runner sets every input of action.yml: one without a default is empty, not absent.
      INPUT_ARCHIVE: '',
      GITHUB_ACTIONS: 'true',
      CI: 'true',
      ACTIONS_RESULTS_URL: 'http://127.0.0.1:1/',
      ACTIONS_RUNTIME_TOKEN: 'a.b.c',
      GITHUB_OUTPUT: files.output,
      RUNNER_TEMP: files.runnerTemp
    })
    // Only the runner's own variables: nothing inherited from the machine running the tests.
    const foreign = Object.keys(env).filter(
      k => !['PATH', 'HOME', 'LANG', 'CI'].includes(k) && !/^(GITHUB|RUNNER|INPUT|ACTIONS)_/.test(k)
    )
    expect(foreign).toEqual([])
    expect(await readFile(files.output, 'utf8')).toBe('')
  })

  it.each(nodeRuntimes().map(r => [r.name, r.path]))(
    'runs an @actions/core script under %s and reads back its outputs and summary',
    async (_name, node) => {
      process.env.SECRET_FROM_HOST = 'must-not-leak'
      const { env, files } = await makeRunnerEnv({
        inputs: { domain: 'docs.example.com', 'wait-timeout': '90s' },
        tmpRoot: path.join(tmp, `run-${path.basename(path.dirname(node))}-${Date.now()}`)
      })
      const result = await runAction(script, env, { node })
      delete process.env.SECRET_FROM_HOST
      expect(result.stderr).toBe('')
      expect(result.code).toBe(0)
      expect(result.stdout).toContain('hello from docs.example.com')
      const outputs = await readOutputs(files.output)
      expect(outputs).toEqual({
        domain: 'docs.example.com',
        timeout: '90s',
        multi: 'a\nb',
        cwd: files.workspace,
        leaked: 'none',
        node: expect.stringMatching(/^v\d+\./)
      })
      expect(await readFile(files.stepSummary, 'utf8')).toContain('<h1>Done</h1>')
    }
  )

  it('reports a failing action by its exit code and ::error:: line', async () => {
    const { env } = await makeRunnerEnv({
      inputs: { domain: 'fail.example.com' },
      tmpRoot: path.join(tmp, 'fail')
    })
    const result = await runAction(script, env)
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('::error::it failed')
  })

  it('offers Node 24 when it is installed', () => {
    const runtimes = nodeRuntimes()
    expect(runtimes[0]?.path).toBe(process.execPath)
    if (runtimes.length > 1) expect(runtimes[1]?.name).toMatch(/^node v24\./)
  })
})
