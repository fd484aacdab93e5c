// The runner's command files a run writes its results to. GITHUB_OUTPUT is written the moment
// an output is known (the job id, right after the export starts): a file the runner named but
// that is missing or read-only failed the run there, with the library's bare "Missing file at
// path", after the platform had started a job. Checked before any request instead, naming it.
import { constants } from 'node:fs'
import { access } from 'node:fs/promises'
import { oneLine } from './log-text.js'

/** Throws, naming the variable, when a command file the runner named cannot be appended to. */
export async function checkRunnerFiles(env: NodeJS.ProcessEnv): Promise<void> {
  const path = env.GITHUB_OUTPUT
  // Unset: an older runner (outputs go to stdout) or a local run; nothing to check.
  if (path === undefined || path === '') return
  try {
    await access(path, constants.W_OK)
  } catch (err) {
    throw new Error(
      `GITHUB_OUTPUT ${oneLine(path, 300)} cannot be written (${oneLine((err as Error).message, 300)}), ` +
        "so the run's outputs could not be set: the runner creates that file for each step. " +
        'Check the runner (its _work/_temp folder and its disk). Nothing was requested or written.'
    )
  }
}
