// Writes the job summary of either action. Runners older than 2.298 (GitHub Enterprise Server
// before 3.6) set no GITHUB_STEP_SUMMARY, and core.summary.write() then throws: a summary is
// a courtesy, so without one the step goes on, and a failed write is a warning, not a failure.
import * as core from '@actions/core'

export async function writeStepSummary(markup: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  try {
    await core.summary.addRaw(markup).write()
  } catch (err) {
    core.warning(`Could not write the job summary: ${(err as Error).message}`)
  }
}
