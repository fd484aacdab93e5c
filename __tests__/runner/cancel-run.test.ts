// Runner tests: a step cancelled while it downloads. The runner cancels a step by sending SIGINT
// to the process it started (`node dist/index.js`, which on Node 24 under Linux has replaced
// itself under MALLOC_ARENA_MAX=1 by then, keeping its process id), then SIGTERM 7.5 s later.
// What must hold: the process still ends by the signal it was sent (the runner reads that as a
// cancellation), and no partial archive is left in RUNNER_TEMP, nor an archive-path output.
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import { makeRunnerEnv, nodeRuntimes, readOutputs } from '../../emulator/runner-env.js'
import { ACTION_YML, ADMIN_KEY, DOMAIN, ENTRY } from '../helpers/runner.js'

let platform: PlatformEmulator
let scratch: string
beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'cancel-runner-test-'))
  platform = await startPlatformEmulator({
    config: { jobs: { queuedMs: 0, msPerPage: 5 }, linkLifetimeSeconds: 2 * 86_400 }
  })
})
afterAll(async () => {
  await platform.close()
  rmSync(scratch, { recursive: true, force: true })
})

interface CancelledRun {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  /** What RUNNER_TEMP held once the process had ended. */
  left: string[]
  outputs: Record<string, string>
}

let runs = 0

/** Starts the action, and sends `signal` once the archive's part file is being written. */
async function cancelDuringDownload(node: string, signal: NodeJS.Signals): Promise<CancelledRun> {
  // The link host sends half the archive, then nothing for five minutes.
  platform.hostile.set([{ kind: 'stall', ms: 300_000 }])
  runs += 1
  const { env, files } = await makeRunnerEnv({
    tmpRoot: join(scratch, `run-${runs}`),
    actionYml: ACTION_YML,
    inputs: { domain: DOMAIN, 'admin-key': ADMIN_KEY, 'api-url': platform.url, delivery: 'none' },
    extraEnv: { RUNNER_DEBUG: '1' }
  })
  const child = spawn(node, [ENTRY], {
    env,
    cwd: files.workspace,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.resume()
  const poll = setInterval(() => {
    if (readdirSync(files.runnerTemp).some(name => name.endsWith('.part'))) {
      clearInterval(poll)
      // Some bytes written first: the stall comes after half of the archive.
      setTimeout(() => child.kill(signal), 300)
    }
  }, 25)
  const killer = setTimeout(() => child.kill('SIGKILL'), 45_000)
  const [code, ended] = await new Promise<[number | null, NodeJS.Signals | null]>(resolve =>
    child.on('close', (c, s) => resolve([c, s]))
  )
  clearInterval(poll)
  clearTimeout(killer)
  platform.hostile.clear()
  return {
    code,
    signal: ended,
    stdout,
    left: readdirSync(files.runnerTemp),
    outputs: await readOutputs(files.output)
  }
}

describe.each(nodeRuntimes())('a step cancelled during the download under $name', ({ path }) => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    '%s: ends by that signal, and no partial archive is left',
    async signal => {
      const run = await cancelDuringDownload(path, signal)
      expect(run.stdout).toContain('::group::Download and verify')
      expect({ code: run.code, signal: run.signal }).toEqual({ code: null, signal })
      expect(run.left).toEqual([])
      expect(run.outputs['archive-path']).toBeUndefined()
    },
    60_000
  )
})
