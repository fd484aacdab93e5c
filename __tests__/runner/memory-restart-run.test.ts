// The restart under the memory settings (src/memory-restart.ts, the entry src/index.ts): when it is
// made, and that `node dist/index.js` started as a runner starts it comes back as the same action
// with MALLOC_ARENA_MAX=1 and V8's Maglev flag (where the runtime's V8 knows it), its arguments, standard streams
// and exit code intact; a value the user set is kept, and a runtime without process.execve runs
// on as it is.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import {
  ARENA_VARIABLE,
  MAGLEV_FLAG,
  memoryNote,
  restartArguments,
  restartEnvironment,
  restartFlags
} from '../../src/memory-restart.js'
import { node24Binary } from '../../emulator/runner-env.js'

const ROOT = resolve(import.meta.dirname, '..', '..')
const ENTRY = join(ROOT, 'dist', 'index.js')

describe('restartEnvironment', () => {
  const env = { PATH: '/usr/bin', INPUT_DOMAIN: 'docs.example.com' }

  it('adds one arena to the environment on Linux with process.execve', () => {
    expect(restartEnvironment(env, 'linux', true)).toEqual({ ...env, [ARENA_VARIABLE]: '1' })
  })

  it('keeps a value already set, even an empty one, and never restarts twice', () => {
    expect(restartEnvironment({ ...env, [ARENA_VARIABLE]: '4' }, 'linux', true)).toBeUndefined()
    expect(restartEnvironment({ ...env, [ARENA_VARIABLE]: '' }, 'linux', true)).toBeUndefined()
    const once = restartEnvironment(env, 'linux', true)!
    expect(restartEnvironment(once, 'linux', true)).toBeUndefined()
  })

  it('runs on elsewhere: another system, or a Node without process.execve', () => {
    expect(restartEnvironment(env, 'darwin', true)).toBeUndefined()
    expect(restartEnvironment(env, 'win32', true)).toBeUndefined()
    expect(restartEnvironment(env, 'linux', false)).toBeUndefined()
  })

  it("gives V8's flags before the runtime's own flags, which win over them", () => {
    expect(
      restartArguments(
        '/opt/node',
        ['--maglev-destroy-on-background'],
        ['/opt/node', '/w/dist/index.js', 'x'],
        '13.6.233.10-node.27'
      )
    ).toEqual([
      '/opt/node',
      '--no-maglev-destroy-on-background',
      '--maglev-destroy-on-background',
      '/w/dist/index.js',
      'x'
    ])
  })

  it('gives the Maglev flag only to the V8 versions it was checked in', () => {
    // Node 22.15, 23.11, 24, 25.0, 26.12.
    for (const v8 of ['12.4.254.21-node.24', '12.9.202.28-node.14', '13.6.233.10-node.27'])
      expect(restartFlags(v8)).toEqual([MAGLEV_FLAG])
    expect(restartFlags('14.6.202.34-node.40')).toEqual([MAGLEV_FLAG])
    // An unknown flag would make the restarted Node exit with "bad option": none is given.
    for (const v8 of ['11.3.244.8-node.19', '15.0.1', '', 'not a version'])
      expect(restartFlags(v8)).toEqual([])
  })

  it('says in the debug log what the action runs under', () => {
    expect(memoryNote({ [ARENA_VARIABLE]: '1' }, [MAGLEV_FLAG])).toBe(
      "MALLOC_ARENA_MAX=1; Maglev's compiles freed on the main thread (--no-maglev-destroy-on-background)"
    )
    expect(memoryNote({}, [])).toMatch(
      /^MALLOC_ARENA_MAX is not set: .*process\.execve.*; Maglev's compiles freed in the background$/
    )
  })
})

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

function runAction(
  node: string,
  extraEnv: NodeJS.ProcessEnv,
  nodeArgs: string[] = []
): Promise<Run> {
  return new Promise((resolveRun, reject) => {
    // No inputs: the action refuses them at once, after the restart, with exit code 1.
    const child = spawn(node, [...nodeArgs, ENTRY], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, RUNNER_DEBUG: '1', GITHUB_ACTIONS: 'true', ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', code => resolveRun({ code, stdout, stderr }))
  })
}

const node24 = process.platform === 'linux' && existsSync(node24Binary) && existsSync(ENTRY)
const describeNode24 = node24 ? describe : describe.skip

describeNode24('node dist/index.js under Node 24 on Linux', () => {
  it('restarts under MALLOC_ARENA_MAX=1 with its streams and exit code', async () => {
    const run = await runAction(node24Binary, {})
    expect(run.stdout).toContain(
      "::debug::MALLOC_ARENA_MAX=1; Maglev's compiles freed on the main thread (--no-maglev-destroy-on-background)\n"
    )
    // Once: the restarted process does not restart again.
    expect(run.stdout.split('::debug::MALLOC_ARENA_MAX').length).toBe(2)
    expect(run.stdout).toContain('::error::3 inputs are not valid')
    expect(run.stderr).toBe('')
    expect(run.code).toBe(1)
  }, 30_000)

  it('gives only flags that V8 in this Node knows', () => {
    const v8 = execFileSync(node24Binary, ['-p', 'process.versions.v8'], { encoding: 'utf8' })
    const options = execFileSync(node24Binary, ['--v8-options'], { encoding: 'utf8' })
    const flags = restartFlags(v8.trim())
    expect(flags.length).toBeGreaterThan(0)
    for (const flag of flags) expect(options).toContain(`  --${flag.replace(/^--no-/, '')} (`)
  })

  it("keeps the user's own setting", async () => {
    const run = await runAction(node24Binary, { [ARENA_VARIABLE]: '2' })
    expect(run.stdout).toContain(
      "::debug::MALLOC_ARENA_MAX=2; Maglev's compiles freed in the background\n"
    )
    expect(run.code).toBe(1)
  }, 30_000)
})

describe('dist/index.js', () => {
  it('holds the restart and not the action, which it loads from dist/action.js', () => {
    const entry = readFileSync(ENTRY, 'utf8')
    // The process that restarts reads only this file: a few KiB, not the action's bundle.
    expect(entry.length).toBeLessThan(16 * 1024)
    expect(entry).toContain('restartForMemory()')
    expect(entry).toContain("import(/* webpackIgnore: true */ './action.js')")
    expect(entry).not.toContain('semi-space-growth-factor')
    expect(readFileSync(join(ROOT, 'dist', 'action.js'), 'utf8')).toContain(
      'semi-space-growth-factor'
    )
  })
})

describe('node dist/index.js under a Node without process.execve', () => {
  it('runs on as it is', async () => {
    // Node 20 has no process.execve; any Node is made one by removing it before the entry runs.
    const run = await runAction(process.execPath, {}, [
      '--import',
      'data:text/javascript,delete process.execve'
    ])
    expect(run.stdout).toContain('::debug::MALLOC_ARENA_MAX is not set')
    expect(run.stdout).toContain('::error::3 inputs are not valid')
    expect(run.code).toBe(1)
  }, 30_000)
})
