// The assistant-check action run the way the runner runs it: a clean environment with INPUT_*
// variables and the file-command files, against the platform emulator over loopback. The entry
// runs from source through tsx (dist/ is the coordinator's build), and the test reads back the
// files the runner would read.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import { assistantRoutes } from '../../emulator/assistant/platform-routes.js'
import { makeRunnerEnv, readOutputs, runAction } from '../../emulator/runner-env.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const repo = path.resolve(here, '..', '..')
const site = path.join(here, 'fixtures', 'site')
const KEY = 'svc_dsc_runner_key'
const tsxLoader = pathToFileURL(path.join(repo, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href

const QUESTIONS = `questions:
  - question: How do I install the CLI?
    filter: { version: "2.0", language: en }
    expect:
      cites: [/guides/install]
      contains: ["npm install -g acme-cli"]
      notContains: ["pip install"]
  - question: How do I install the CLI?
    filter: { version: "1.0" }
    expect:
      cites: [/v1/install]
      matches: "/pip install acme-cli-legacy/i"
  - question: What are the rate limits of the assistant?
    expect: { cites: [/reference/rate-limits], contains: ["10,000", "Retry-After"] }
`

describe('assistant-check action in a runner environment', () => {
  let platform: PlatformEmulator
  let tmp: string

  beforeAll(async () => {
    platform = await startPlatformEmulator({
      config: {
        orgs: [
          {
            name: 'acme',
            plan: 'starter',
            adminKey: 'svc_runner_admin',
            assistantKey: KEY,
            domains: { 'docs.acme.test': { site } }
          }
        ]
      },
      registerRoutes: [assistantRoutes()]
    })
    tmp = await mkdtemp(path.join(os.tmpdir(), 'assistant-check-'))
  })
  afterAll(async () => {
    await platform.close()
    await rm(tmp, { recursive: true, force: true })
  })

  async function run(name: string, questions: string, inputs: Record<string, string> = {}) {
    const root = path.join(tmp, name)
    const { env, files } = await makeRunnerEnv({
      tmpRoot: root,
      actionYml: path.join(repo, 'assistant-check', 'action.yml'),
      inputs: {
        domain: 'docs.acme.test',
        'assistant-key': KEY,
        'discovery-url': platform.url,
        questions: 'questions.yml',
        concurrency: '2',
        ...inputs
      },
      extraEnv: { NODE_OPTIONS: `--import=${tsxLoader}` }
    })
    await writeFile(path.join(files.workspace, 'questions.yml'), questions)
    const result = await runAction(path.join(repo, 'assistant-check', 'src', 'index.ts'), env, {
      timeoutMs: 60_000
    })
    return {
      result,
      outputs: await readOutputs(files.output),
      summary: await readFile(files.stepSummary, 'utf8'),
      runnerTemp: files.runnerTemp
    }
  }

  it('passes when every expectation holds, with outputs, a JSON report and a summary table', async () => {
    const { result, outputs, summary, runnerTemp } = await run('pass', QUESTIONS)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(outputs).toEqual({
      passed: '3',
      failed: '0',
      'report-path': path.join(runnerTemp, 'assistant-check-report.json')
    })
    const report = JSON.parse(await readFile(outputs['report-path'] as string, 'utf8')) as {
      passed: number
      results: { citedPages: string[]; timeToFirstTokenMs: number }[]
    }
    expect(report.passed).toBe(3)
    expect(report.results[1]?.citedPages[0]).toBe('/v1/install')
    expect(report.results.every(r => r.timeToFirstTokenMs >= 0)).toBe(true)
    expect(summary).toContain('All 3 questions passed for <code>docs.acme.test</code>')
    expect(summary).toContain('<th>Time to first token</th>')
    expect(summary.match(/✅ pass/g)).toHaveLength(3)
    expect(result.stdout).toContain('::notice::The assistant message endpoint v1')
    expect(result.stdout).toContain(`::add-mask::${KEY}`)
    expect(`${result.stdout}${summary}`.replace(`::add-mask::${KEY}`, '')).not.toContain(KEY)
  })

  it('fails the step and names the failed expectation', async () => {
    const failing = `${QUESTIONS}  - question: How do I rotate keys?
    expect: { cites: [/guides/static-export], notContains: [revoking] }
`
    const { result, outputs, summary } = await run('fail', failing)
    expect(result.code).toBe(1)
    expect(outputs).toMatchObject({ passed: '3', failed: '1' })
    expect(result.stdout).toMatch(
      /::error::1 of 4 assistant questions failed: "How do I rotate keys\?" \(does not cite \/guides\/static-export \(cited: \/guides\/authentication[^)]*\); answer contains "revoking", which it must not\)/
    )
    expect(summary).toContain('1 of 4 questions failed')
    expect(summary).toContain('❌ fail')
  })

  it('refuses an admin key and bad inputs before asking anything', async () => {
    const before = platform.log.entries.length
    const { result, outputs } = await run('inputs', QUESTIONS, {
      'assistant-key': 'svc_runner_admin',
      concurrency: '0',
      'discovery-url': 'ftp://x'
    })
    expect(result.code).toBe(1)
    expect(outputs).toEqual({})
    expect(result.stdout).toContain('input assistant-key: refusing to send an admin key')
    expect(result.stdout).toContain('input discovery-url must be an http(s) URL')
    expect(result.stdout).toContain(
      'input concurrency must be a whole number from 1 to 16 (got "0")'
    )
    // The key is masked (add-mask) and appears nowhere else.
    expect(result.stdout.replace('::add-mask::svc_runner_admin', '')).not.toContain(
      'svc_runner_admin'
    )
    expect(platform.log.entries.length).toBe(before)
  })
})
