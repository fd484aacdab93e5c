// Runner tests: the step's log reaches a runner that reads it late. The runner reads the
// action's stdout through a pipe, and Node writes to a pipe asynchronously on POSIX: what the
// pipe has not taken yet waits in the process. Ending the process then must not drop it: the
// last line written is the failure's `::error::` line, the one a user reads.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makeRunnerEnv, nodeRuntimes } from '../../emulator/runner-env.js'
import { ACTION_YML, ADMIN_KEY, DOMAIN, ENTRY } from '../helpers/runner.js'

let scratch: string
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'slow-reader-runner-test-'))
})
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Runs the action with its stdout left unread for `lateMs`, as a busy runner may leave it. */
async function runReadLate(node: string, inputs: Record<string, string>, lateMs: number) {
  const { env, files } = await makeRunnerEnv({
    tmpRoot: join(scratch, `run-${Math.random().toString(36).slice(2)}`),
    actionYml: ACTION_YML,
    inputs
  })
  const child = spawn(node, [ENTRY], {
    env,
    cwd: files.workspace,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  child.stderr.resume()
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stdout.pause()
  // Read once the process has ended (all it could lose is lost then), or after `lateMs`.
  const late = setTimeout(() => child.stdout.resume(), lateMs)
  child.on('exit', () => child.stdout.resume())
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000)
  const code = await new Promise<number | null>(resolve => child.on('close', resolve))
  clearTimeout(late)
  clearTimeout(killer)
  return { code, stdout }
}

describe.each(nodeRuntimes())('a runner that reads the log late, under $name', ({ path }) => {
  it("still gets the whole of a long failure's ::error:: line", async () => {
    // 3,000 page paths the input refuses: one ::error:: line of about 200 KB, more than a
    // pipe holds.
    const paths = Array.from({ length: 3000 }, (_, i) => `not a path ${i}`).join('\n')
    const run = await runReadLate(
      path,
      { domain: DOMAIN, 'admin-key': ADMIN_KEY, 'api-url': 'https://api.example.com', paths },
      5000
    )
    expect(run.code).toBe(1)
    const error = run.stdout.split('\n').find(line => line.startsWith('::error::')) ?? ''
    // Its end only: the line is too long to show whole when it is cut short.
    expect(error.slice(-160)).toMatch(/"not a path 2999" .*Nothing was requested or written\.$/)
  }, 40_000)
})
