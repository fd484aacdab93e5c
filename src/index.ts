// The action's entry point, as the runner starts it: `node dist/index.js`.
import * as core from '@actions/core'
import { run } from './main.js'

run().catch((err: unknown) => {
  // run() reports expected failures itself; this is the net for anything it did not foresee.
  core.setFailed(`Unexpected failure: ${err instanceof Error ? err.message : String(err)}`)
})
