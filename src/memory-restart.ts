// The action's process restarted, before anything else runs, under settings that keep its memory
// flat: one malloc arena, and V8's finished Maglev compiles freed at once.
//
// One arena. glibc's malloc gives every thread that allocates an arena of its own, up to eight
// per core, and memory freed in an arena stays there for that arena's next allocation. V8 compiles
// hot code on its worker threads, each compile in a zone of 32 KiB blocks freed at the end: over
// the 100,000-page bundle that was about 5,600 such blocks on four workers (181 MiB allocated in
// all, an LD_PRELOAD log of every allocation of 32 KiB or more), left in four arenas that /proc's
// smaps showed holding 6-18 MiB at the peak, a different amount on every run: the largest, and
// the most random, part of the peak after the node binary itself. With one arena the workers'
// blocks are reused by every thread: that bundle peaked at 98-100 MiB against 114-116 (three
// interleaved runs each, bench/download.ts with BENCH_ACTION_ENV), in the same time.
//
// Maglev's jobs destroyed on the main thread (`--no-maglev-destroy-on-background`). Even in one
// arena, the arena stayed large: verifying the Rust docs (bench/RESULTS.md's site row), smaps'
// [heap] held 37 MiB at 300 ms and 40 MiB at 2 s, against 12 and 23 MiB with the flag. V8 hands a
// finished Maglev compile to a background task to be destroyed, and on two busy cores that task
// waits while the compile's zone stays allocated, with the next allocations placed above it. In
// the action (bench/download.ts, builds interleaved, three runs each): the Python docs peaked at
// 92-94 MiB against 110-116, in 0.77-0.81 s against 0.85-0.92 s; the Rust docs at 104-107 against
// 112-118. Measured and not taken: all optimizing compiles on the main thread
// (`--no-concurrent-recompilation`): the Rust docs 99-102 MiB, but the main thread pays for the
// compiles, and short runs are mostly compiling (1,000 pages 0.48 against 0.40 s).
//
// V8 reads the flag once, when its isolate is made (`v8.setFlagsFromString` later changed
// nothing), so it goes on the restart's command line, before the runtime's own flags, which win
// over it. A flag V8 does not know makes Node exit at once ("bad option"), which a restart could
// not recover from, so it is given only to the V8 versions it was checked in: 12.4 (Node 22.15),
// 12.9 (Node 23.11), 13.6 (Node 24.0, 24.9), 14.1 (Node 25.0) and 14.6 (Node 26.12).
//
// glibc reads the arena variable when a process starts, and the runner starts `node
// dist/index.js` with an environment of its own, so the process replaces itself (`process.execve`:
// the same process id, arguments and standard streams; Node 22.15 and 23.11 onwards, not on
// Windows) with the same command under MALLOC_ARENA_MAX=1 and the flag. Where that is not
// possible, or the variable is already set (by the user, or by this very restart), the action runs
// on as it is; other C libraries ignore the variable.
import { accessSync, constants } from 'node:fs'

/** The environment variable glibc reads for its largest number of arenas. */
export const ARENA_VARIABLE = 'MALLOC_ARENA_MAX'

/** V8's flag for Maglev's finished compiles destroyed on the main thread, given by the restart. */
export const MAGLEV_FLAG = '--no-maglev-destroy-on-background'

/** The V8 major versions whose flags list MAGLEV_FLAG (Node 22.15 to 26.12). */
const MAGLEV_FLAG_V8_MAJORS = { first: 12, last: 14 }

type Execve = (file: string, args: string[], env: NodeJS.ProcessEnv) => never

/** Pure: the environment to restart under, or undefined to run on in this process. */
export function restartEnvironment(
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
  canExecve: boolean
): NodeJS.ProcessEnv | undefined {
  if (platform !== 'linux' || !canExecve) return undefined
  if (env[ARENA_VARIABLE] !== undefined) return undefined
  return { ...env, [ARENA_VARIABLE]: '1' }
}

/** Pure: the V8 flags the restart gives to a runtime of this V8 version (process.versions.v8). */
export function restartFlags(v8Version: string): string[] {
  const major = Number(/^(\d+)\./.exec(v8Version)?.[1])
  const known = major >= MAGLEV_FLAG_V8_MAJORS.first && major <= MAGLEV_FLAG_V8_MAJORS.last
  return known ? [MAGLEV_FLAG] : []
}

/** Pure: the restart's command line, its V8 flags first so that the runtime's own win. */
export function restartArguments(
  execPath: string,
  execArgv: string[],
  argv: string[],
  v8Version: string
): string[] {
  return [execPath, ...restartFlags(v8Version), ...execArgv, ...argv.slice(1)]
}

/** Restarts this process under the memory settings when it can; returns only when it does not. */
export function restartForMemory(): void {
  const execve = (process as unknown as { execve?: Execve }).execve
  const env = restartEnvironment(process.env, process.platform, typeof execve === 'function')
  if (!env || !execve) return
  try {
    // Node aborts the process when the exec itself fails (it cannot be caught), so what it could
    // fail on is proven first: the binary running now is still there and executable. Errors
    // thrown before the exec (a permission model without child processes, a closed standard
    // stream) are caught, and the action runs on.
    accessSync(process.execPath, constants.X_OK)
    const { execPath, execArgv, argv, versions } = process
    execve.call(process, execPath, restartArguments(execPath, execArgv, argv, versions.v8), env)
  } catch {
    // Run on as it is.
  }
}

/** One line for the debug log: the memory settings the action runs under. */
export function memoryNote(
  env: NodeJS.ProcessEnv = process.env,
  execArgv: string[] = process.execArgv
): string {
  const value = env[ARENA_VARIABLE]
  const arena =
    value === undefined
      ? `${ARENA_VARIABLE} is not set: malloc's default arenas (a restart needs Linux and process.execve)`
      : `${ARENA_VARIABLE}=${value}`
  const maglev = execArgv.includes(MAGLEV_FLAG)
    ? `Maglev's compiles freed on the main thread (${MAGLEV_FLAG})`
    : "Maglev's compiles freed in the background"
  return `${arena}; ${maglev}`
}
