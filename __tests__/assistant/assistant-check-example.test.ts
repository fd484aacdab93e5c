// The bundled assistant-check action (assistant-check/dist/index.js, what users run) against the
// platform emulator serving the example site, with the example questions file: every question
// must pass, as the README promises.
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { assistantRoutes } from '../../emulator/assistant/platform-routes.js'
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import { makeRunnerEnv, nodeRuntimes, readOutputs, runAction } from '../../emulator/runner-env.js'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

describe.each(nodeRuntimes())(
  'assistant-check on examples/assistant-questions.yml under $name',
  ({ path: node }) => {
    let platform: PlatformEmulator
    let tmp: string

    beforeAll(async () => {
      // The built-in organization acme serves examples/site as docs.acme.test, whose assistant answers to its subdomain identifier, acme.
      platform = await startPlatformEmulator({ registerRoutes: [assistantRoutes()] })
      tmp = await mkdtemp(path.join(os.tmpdir(), 'assistant-check-example-'))
    })
    afterAll(async () => {
      await platform.close()
      await rm(tmp, { recursive: true, force: true })
    })

    it('passes every question, with the outputs, report and summary a runner reads', async () => {
      const { env, files } = await makeRunnerEnv({
        tmpRoot: tmp,
        actionYml: path.join(repo, 'assistant-check', 'action.yml'),
        inputs: {
          domain: 'acme',
          'assistant-key': 'svc_dsc_local_assistant_key',
          'discovery-url': platform.url,
          questions: 'assistant-questions.yml'
        }
      })
      await copyFile(
        path.join(repo, 'examples', 'assistant-questions.yml'),
        path.join(files.workspace, 'assistant-questions.yml')
      )
      const result = await runAction(path.join(repo, 'assistant-check', 'dist', 'index.js'), env, {
        node,
        timeoutMs: 60_000
      })
      const outputs = await readOutputs(files.output)
      expect(result.stdout.split('\n').filter(l => l.startsWith('::error'))).toEqual([])
      expect(result.code).toBe(0)
      expect(outputs.failed).toBe('0')
      expect(Number(outputs.passed)).toBe(4)
      const report = JSON.parse(await readFile(outputs['report-path']!, 'utf8')) as {
        results: { citedPages: string[] }[]
      }
      expect(report.results).toHaveLength(4)
      const summary = await readFile(files.stepSummary, 'utf8')
      expect(summary).toContain('Refreshing links on a schedule')
      expect(summary).not.toContain('svc_dsc_local_assistant_key')
      expect(platform.log.count('POST', '/v1/assistant/acme/message')).toBe(4)
    })
  }
)
