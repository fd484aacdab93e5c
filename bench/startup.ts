// Start-up benchmark (issue 7 §1): from `node dist/index.js` being spawned to its first request
// reaching the platform emulator (median over runs; goal under 200 ms), beside the floor for any
// Node program (a one-line script that makes the same first request), and the size of dist/.
// Under the machine's Node and, when scripts/ensure-test-tools.mjs installed it, Node 24 (the
// action's `runs.using`).
import { spawn } from 'node:child_process'
import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js'
import { makeRunnerEnv, nodeRuntimes } from '../emulator/runner-env.js'
import { describeMachine, machineInfo } from './lib/machine.js'
import { OUT_DIR, QUICK, REPO_ROOT, writeSection } from './lib/results.js'
import { max, median, min, table, yesNo } from './lib/stats.js'

const ADMIN_KEY = 'svc_local_admin_key'
const DOMAIN = 'docs.acme.test'
const DIST = path.join(REPO_ROOT, 'dist')
const ENTRY = path.join(DIST, 'index.js')
const RUNS = QUICK ? 3 : 15
const GOAL_MS = 200

/** The smallest Node program that makes the action's first request (a POST to start a job). */
const FLOOR_SCRIPT = `
const http = require('node:http')
const req = http.request(process.argv[1], { method: 'POST', headers: { 'Content-Type': 'application/json' } }, res => res.resume())
req.end('{}')`

function exit(child: ReturnType<typeof spawn>): Promise<number | null> {
  return new Promise(resolve => child.on('close', code => resolve(code)))
}

/** ms from spawn to the first request the emulator logs after `before`. */
async function firstRequestMs(
  emulator: PlatformEmulator,
  spawnIt: () => ReturnType<typeof spawn>
): Promise<{ ms: number; code: number | null }> {
  const before = emulator.log.entries.length
  const startedAt = Date.now()
  const child = spawnIt()
  const code = await exit(child)
  const first = emulator.log.entries[before]
  if (!first) throw new Error('the process made no request')
  return { ms: first.at - startedAt, code }
}

async function distSize(): Promise<{
  total: number
  js: number
  entry: number
  action: number
  files: number
}> {
  let total = 0
  let js = 0
  let files = 0
  for (const name of await readdir(DIST)) {
    const { size } = await stat(path.join(DIST, name))
    total += size
    files++
    if (/\.(c|m)?js$/.test(name)) js += size
  }
  const action = (await stat(path.join(DIST, 'action.js'))).size
  return { total, js, entry: (await stat(ENTRY)).size, action, files }
}

async function main(): Promise<void> {
  const machine = machineInfo()
  const emulator = await startPlatformEmulator({
    config: { jobs: { queuedMs: 0, msPerPage: 1 }, linkLifetimeSeconds: 3600 }
  })
  const scratch = path.join(OUT_DIR, 'startup-scratch')
  const rows: Array<Array<string | number>> = []
  let goalMet = true
  try {
    for (const runtime of nodeRuntimes()) {
      const action: number[] = []
      const floor: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const { env, files } = await makeRunnerEnv({
          tmpRoot: path.join(scratch, `run-${i}`),
          actionYml: path.join(REPO_ROOT, 'action.yml'),
          inputs: {
            domain: DOMAIN,
            'admin-key': ADMIN_KEY,
            'api-url': emulator.url,
            delivery: 'none'
          }
        })
        const a = await firstRequestMs(emulator, () =>
          spawn(runtime.path, [ENTRY], { env, cwd: files.workspace, stdio: 'ignore' })
        )
        if (a.code !== 0) throw new Error(`the action failed with exit code ${a.code}`)
        action.push(a.ms)
        const f = await firstRequestMs(emulator, () =>
          spawn(runtime.path, ['-e', FLOOR_SCRIPT, `${emulator.url}/v1/static-export/jobs`], {
            stdio: 'ignore'
          })
        )
        floor.push(f.ms)
      }
      const m = median(action)
      goalMet &&= m < GOAL_MS
      rows.push([
        runtime.name,
        RUNS,
        `${m} ms`,
        `${min(action)}–${max(action)} ms`,
        `${median(floor)} ms`,
        `${m - median(floor)} ms`,
        yesNo(m < GOAL_MS)
      ])
      console.log(`start-up under ${runtime.name}: median ${m} ms (floor ${median(floor)} ms)`)
    }
  } finally {
    await emulator.close()
    await rm(scratch, { recursive: true, force: true })
  }
  const size = await distSize()
  const kib = (n: number): string => `${(n / 1024).toFixed(0)} KiB`
  const body = [
    describeMachine(machine),
    '',
    `From spawning \`node dist/index.js\` (a runner environment: INPUT_* variables, command` +
      ` files) to its first request (the start call) reaching the platform emulator, which` +
      ` stamps each request on arrival. Floor = a one-line Node script making the same request:` +
      ` what any Node program pays to start. ${RUNS} runs each, interleaved.`,
    '',
    table(
      [
        'Node',
        'Runs',
        'Median',
        'Range',
        'Floor (median)',
        'Action above the floor',
        `Goal (< ${GOAL_MS} ms)`
      ],
      rows
    ),
    '',
    `dist/: ${size.files} files, ${kib(size.total)} in all (source maps and licenses included),` +
      ` ${kib(size.js)} of JavaScript; the entry dist/index.js is ${kib(size.entry)} (the restart` +
      ` under one malloc arena), the action's dist/action.js ${kib(size.action)}. The other` +
      ` chunks (the artifact and pull-request delivery code) load only when a run uses them.`,
    '',
    goalMet ? `Goal met under every Node.` : `Goal missed (see the table).`
  ].join('\n')
  const file = await writeSection('Start-up', body)
  console.log(`wrote the Start-up section of ${file}`)
}

await main()
