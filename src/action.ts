// The action itself, loaded by the entry point (index.ts, dist/index.js) once it has decided
// about the restart under the memory settings (memory-restart.ts).
// First, so the heap is sized before the rest of the action loads (see heap-sizing.ts).
import './heap-sizing.js'
import * as core from '@actions/core'
import { handleCancellation } from './cancellation.js'
import { memoryNote } from './memory-restart.js'
import { run } from './main.js'
import { normalizeProxyVariables } from './proxy-env.js'

/** How long a finished step waits at most for the runner to read the rest of its log. */
const EXIT_WAIT_MS = 10_000

handleCancellation()
core.debug(memoryNote())
for (const name of normalizeProxyVariables()) {
  // The value may carry a user and password: only the variable is named.
  core.debug(`${name} names no scheme: read as an http:// proxy, as curl reads it`)
}

run().then(
  // Once run() has settled, the step is over: a socket or timer something left behind must not
  // keep a finished (or failed) step alive. The exit code is run()'s (1 after setFailed).
  () => exitOnceWritten(),
  (err: unknown) => {
    // run() reports expected failures itself; this is the net for anything it did not foresee.
    core.setFailed(`Unexpected failure: ${err instanceof Error ? err.message : String(err)}`)
    exitOnceWritten(1)
  }
)

/**
 * Ends the process once stdout has taken the log. To the runner's pipe Node writes
 * asynchronously (on POSIX): whatever the pipe had not taken yet when process.exit() ran was
 * lost, the failure's ::error:: line last, when a busy runner read the log late. An empty write
 * calls back once every write before it is out; a reader that never reads does not hold the
 * step for longer than EXIT_WAIT_MS.
 */
function exitOnceWritten(code?: number): void {
  if (code !== undefined) process.exitCode = code
  setTimeout(() => process.exit(), EXIT_WAIT_MS)
  process.stdout.write('', () => process.exit())
}
