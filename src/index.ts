// The action's entry point, as the runner starts it: `node dist/index.js`. It is built on its own,
// without the action, so that the restart under the memory settings (memory-restart.ts) is decided
// before the action's bundle (dist/action.js) is read at all: the process that restarts pays for
// Node's start and this file only. Then the action is loaded, in the restarted process (or in
// this one, where no restart is made).
import { restartForMemory } from './memory-restart.js'

restartForMemory()

// Left to Node (webpackIgnore): dist/action.js is the action's bundle, beside this file.
import(/* webpackIgnore: true */ './action.js').catch((err: unknown) => {
  const reason = err instanceof Error ? err.message : String(err)
  process.stdout.write(`::error::The action's bundle (dist/action.js) did not load: ${reason}\n`)
  process.exitCode = 1
})
