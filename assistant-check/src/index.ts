// Entry of the assistant-check action (bundled into assistant-check/dist/index.js).
import * as core from '@actions/core'
import { normalizeProxyVariables } from '../../src/proxy-env.js'
import { run } from './main.js'

// A proxy variable with no scheme is an http:// proxy, as curl reads it (src/proxy-env.ts).
normalizeProxyVariables()

run().then(
  // Once run() has settled, the step is over: a socket a peer never closed, or a timer left
  // behind, must not keep a finished (or failed) step alive until the job's timeout. The exit
  // code is run()'s (1 after setFailed).
  () => process.exit(),
  (err: unknown) => {
    core.setFailed(`Unexpected failure: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  }
)
