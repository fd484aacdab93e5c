// assistant-check: asks a site's docs assistant the questions of a YAML file and fails the step
// when an answer misses what it must show.
import * as core from '@actions/core'
import { mkdtemp, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { AssistantClient } from '../../src/platform/assistant.js'
import { info } from '../../src/log-text.js'
import { writeStepSummary } from '../../src/step-summary.js'
import { askAll } from './ask-all.js'
import { readInputs } from './inputs.js'
import { parseQuestions } from './questions.js'
import { buildReport, summaryHtml, writeReport } from './report.js'

export async function run(): Promise<void> {
  try {
    const inputs = readInputs()
    const questionsText = await readFile(inputs.questionsFile, 'utf8').catch(
      (err: NodeJS.ErrnoException) => {
        throw new Error(
          `input questions: cannot read ${inputs.questionsFile} (${err.code ?? err.message})`
        )
      }
    )
    const questions = parseQuestions(questionsText, inputs.questionsFile)
    const client = new AssistantClient({
      discoveryUrl: inputs.discoveryUrl,
      domain: inputs.domain,
      assistantKey: inputs.assistantKey,
      notice: message => core.notice(message)
    })

    core.startGroup(`Asking ${questions.length} questions (${inputs.concurrency} at a time)`)
    const results = await askAll(questions, {
      client,
      concurrency: inputs.concurrency,
      retrievalPageSize: inputs.retrievalPageSize,
      // Lines quote the server's words: the guard keeps any from reading as a workflow command.
      log: info
    }).finally(() => core.endGroup())

    for (const result of results) {
      for (const warning of result.warnings) core.warning(`"${result.name}": ${warning}`)
    }
    const report = buildReport(inputs.domain, results)
    // A folder of this step's own: RUNNER_TEMP is the job's, and a second check in the job (of
    // another site) would otherwise overwrite the report the first step's report-path names.
    const reportFolder = await mkdtemp(
      path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'assistant-check-')
    )
    const reportPath = path.join(reportFolder, 'assistant-check-report.json')
    await writeReport(report, reportPath)
    core.setOutput('passed', report.passed)
    core.setOutput('failed', report.failed)
    core.setOutput('report-path', reportPath)
    await writeStepSummary(summaryHtml(report))
    if (report.failed > 0) {
      core.setFailed(
        `${report.failed} of ${report.total} assistant questions failed: ` +
          results
            .filter(r => !r.passed)
            .map(r => `"${r.name}" (${r.failures.join('; ')})`)
            .join(', ')
      )
    } else {
      info(`All ${report.total} assistant questions passed`)
    }
  } catch (err) {
    core.setFailed(err instanceof Error ? err.message : String(err))
  }
}
