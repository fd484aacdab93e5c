// The assistant-check action run the way the runner runs it: a clean environment with INPUT_*
// variables and the file-command files, against the platform emulator over loopback. The entry
// runs from source through tsx (dist/ is the coordinator's build), and the test reads back the
// files the runner would read.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
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

  async function run(
    name: string,
    questions: string,
    inputs: Record<string, string> = {},
    discoveryUrl = platform.url,
    extraEnv: Record<string, string | undefined> = {}
  ) {
    const root = path.join(tmp, name)
    const { env, files } = await makeRunnerEnv({
      tmpRoot: root,
      actionYml: path.join(repo, 'assistant-check', 'action.yml'),
      inputs: {
        // The site's subdomain identifier (the org's only site), not its export domain.
        domain: 'acme',
        'assistant-key': KEY,
        'discovery-url': discoveryUrl,
        questions: 'questions.yml',
        concurrency: '2',
        ...inputs
      },
      extraEnv: { NODE_OPTIONS: `--import=${tsxLoader}`, ...extraEnv }
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
    expect(outputs).toMatchObject({ passed: '3', failed: '0' })
    expect(path.dirname(path.dirname(outputs['report-path'] as string))).toBe(runnerTemp)
    expect(path.basename(outputs['report-path'] as string)).toBe('assistant-check-report.json')
    const report = JSON.parse(await readFile(outputs['report-path'] as string, 'utf8')) as {
      passed: number
      results: { citedPages: string[]; timeToFirstTokenMs: number }[]
    }
    expect(report.passed).toBe(3)
    expect(report.results[1]?.citedPages[0]).toBe('/v1/install')
    expect(report.results.every(r => r.timeToFirstTokenMs >= 0)).toBe(true)
    expect(summary).toContain('All 3 questions passed for <code>acme</code>')
    expect(summary).toContain('<th>Time to first token</th>')
    expect(summary.match(/✅ pass/g)).toHaveLength(3)
    expect(result.stdout).toContain('::notice::The assistant message endpoint v1')
    expect(result.stdout).toContain(`::add-mask::${KEY}`)
    expect(`${result.stdout}${summary}`.replace(`::add-mask::${KEY}`, '')).not.toContain(KEY)
  })

  it("keeps each step's report when a job checks twice (RUNNER_TEMP is the job's)", async () => {
    const jobTemp = await mkdtemp(path.join(tmp, 'job-temp-'))
    const first = await run('twice-1', QUESTIONS, {}, platform.url, { RUNNER_TEMP: jobTemp })
    const second = await run(
      'twice-2',
      'questions:\n  - question: What are the rate limits of the assistant?\n',
      {},
      platform.url,
      { RUNNER_TEMP: jobTemp }
    )
    expect([first.result.code, second.result.code]).toEqual([0, 0])
    const firstPath = first.outputs['report-path'] as string
    expect(firstPath).not.toBe(second.outputs['report-path'])
    expect(path.relative(jobTemp, firstPath).startsWith('..')).toBe(false)
    // What a later step (an upload of the first report) reads: still the first check's.
    const report = JSON.parse(await readFile(firstPath, 'utf8')) as { total: number }
    expect(report.total).toBe(3)
  })

  it('takes the questions written in the workflow itself (questions: |)', async () => {
    // What the input's name invites: the list in the step's with:, not a file. The runner
    // passes the block's text, line breaks and indents kept.
    const { result, outputs } = await run('inline', '', { questions: QUESTIONS })
    expect(result.code).toBe(0)
    expect(outputs).toMatchObject({ passed: '3', failed: '0' })
    const bad = await run('inline-bad', '', { questions: '- question: a\n  expect: { nope: 1 }\n' })
    expect(bad.result.code).toBe(1)
    expect(bad.result.stdout).toContain(
      '::error::input questions has problems:%0A- questions[0].expect.nope is not known'
    )
  })

  it('says where the questions are when the file has the other YAML extension', async () => {
    // The default names .github/assistant-questions.yml; the repository has the .yaml file.
    const workspace = path.join(tmp, 'yaml-extension', 'work', 'repo')
    await mkdir(path.join(workspace, '.github'), { recursive: true })
    await writeFile(path.join(workspace, '.github', 'assistant-questions.yaml'), QUESTIONS)
    const { result, outputs } = await run('yaml-extension', QUESTIONS, {
      questions: '.github/assistant-questions.yml'
    })
    expect(result.code).toBe(1)
    expect(outputs).toEqual({})
    expect(result.stdout).toContain(
      '::error::input questions: cannot read .github/assistant-questions.yml (ENOENT); there is ' +
        '.github/assistant-questions.yaml: give it as the questions input'
    )
  })

  it('ends the step once the check has settled, whatever handle is left behind', async () => {
    // A socket a peer never closes, or a timer of a library, would keep Node running after the
    // check has finished: the step would hang until the job's timeout. A timer stands in for it.
    const leftBehind = 'data:text/javascript,setInterval(()=>{},1e9)'
    const { result, outputs } = await run('left-behind', QUESTIONS, {}, platform.url, {
      NODE_OPTIONS: `--import=${tsxLoader} --import=${leftBehind}`
    })
    expect(result.signal).toBeNull()
    expect(result.code).toBe(0)
    expect(outputs).toMatchObject({ passed: '3', failed: '0' })
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
    expect(result.stdout).toContain(
      'input discovery-url: the discovery URL must use https://, not ftp:'
    )
    expect(result.stdout).toContain(
      'input concurrency must be a whole number from 1 to 16 (got "0")'
    )
    // The key is masked (add-mask) and appears nowhere else.
    expect(result.stdout.replace('::add-mask::svc_runner_admin', '')).not.toContain(
      'svc_runner_admin'
    )
    expect(platform.log.entries.length).toBe(before)

    // A query would land before the endpoint's path; plain http to another host would carry
    // the key in clear; a URL as the domain names no site.
    const badUrls: [string, string][] = [
      ['https://api.example.com/discovery?team=docs', 'must not contain a query or fragment'],
      [
        'http://api.example.com/discovery',
        'must use https:// (plain http is allowed only for loopback'
      ],
      // The endpoint's own address, copied from the docs: its path would be sent twice.
      [
        'https://api.example.com/discovery/v1/assistant/acme/message',
        'must be the base address only, without /v1/assistant/acme/message: the client adds ' +
          '/v1/assistant/{domain}/message itself (use https://api.example.com/discovery)'
      ],
      ['https://api.example.com/v1/', 'must be the base address only, without /v1']
    ]
    for (const [url, problem] of badUrls) {
      const bad = await run('inputs-url', QUESTIONS, {
        'discovery-url': url,
        domain: 'https://acme/'
      })
      expect(bad.result.code).toBe(1)
      expect(bad.outputs).toEqual({})
      expect(bad.result.stdout).toContain(`input discovery-url: the discovery URL ${problem}`)
      expect(bad.result.stdout).toContain(
        "input domain: the domain must be the site's domain identifier only"
      )
    }
    expect(platform.log.entries.length).toBe(before)
  })

  it("keeps a server's text to one line: no workflow command, no blank line in the summary, no key in the report", async () => {
    // A service (or anything between) that echoes the key and puts line breaks in its words:
    // an error part in the stream for one question, a JSON error body for the other.
    const server = http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        if (body.includes('stream')) {
          res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' })
          res.end(
            '0:"Partial "\n3:"model failed\\n::warning::from the stream\\n\\n![x](https://t.test/p.png)"\n'
          )
        } else if (body.includes('cites')) {
          // A search result whose path and title carry line breaks and Markdown.
          const page = {
            path: '/a\n\n![x](https://t.test/c.png)\n::warning::from a path',
            content: ''
          }
          res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' })
          res.end(
            `9:{"toolCallId":"c1","toolName":"search","args":{}}\na:${JSON.stringify({ toolCallId: 'c1', result: [page] })}\n` +
              '0:"An answer\\n\\n![y](https://t.test/a.png)"\nd:{"finishReason":"stop"}\n'
          )
        } else {
          res.writeHead(400, { 'Content-Type': 'application/json' })
          res.end(JSON.stringify({ error: `bad key ${KEY}\n::error::from the body` }))
        }
      })
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const questions =
        'questions:\n  - question: stream?\n  - question: body?\n' +
        '  - question: cites?\n    expect: { cites: [/b] }\n'
      const { result, outputs, summary } = await run(
        'outside-text',
        questions,
        {},
        `http://127.0.0.1:${port}`
      )
      expect(result.code).toBe(1)
      expect(outputs).toMatchObject({ passed: '0', failed: '3' })
      const commands = result.stdout.split('\n').filter(line => /^\s*::/.test(line))
      expect(
        commands.filter(
          line =>
            /from (the stream|the body|a path)/.test(line) && !line.startsWith('::error::3 of 3')
        )
      ).toEqual([])
      expect(summary).not.toMatch(/\n\s*\n(?!$)/)
      const report = await readFile(outputs['report-path'] as string, 'utf8')
      expect(report).toContain('model failed')
      expect(`${report}${summary}${result.stdout.replace(`::add-mask::${KEY}`, '')}`).not.toContain(
        KEY
      )
    } finally {
      await new Promise<void>(resolve => server.close(() => resolve()))
    }
  })

  it('passes on a runner without job summaries (GHES before 3.6), with its outputs', async () => {
    const { result, outputs, summary } = await run('no-summary', QUESTIONS, {}, platform.url, {
      GITHUB_STEP_SUMMARY: undefined
    })
    expect(result.stdout).not.toContain('::error::')
    expect(result.code).toBe(0)
    expect(outputs).toMatchObject({ passed: '3', failed: '0' })
    expect(summary).toBe('')
  })
})
