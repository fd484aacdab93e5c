// assistant-check: asks a site's docs assistant the questions of a YAML file and fails the step
// when an answer misses what it must show.
import * as core from '@actions/core'
import { existsSync } from 'node:fs'
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

/**
 * The questions the input gives: the YAML itself when it spans lines (a workflow's `questions: |`
 * block, what the input's name invites; no file path holds a line break), else the file it names.
 * A missing file is said with its sibling of the other YAML extension, when there is one.
 */
async function questionsSource(input: string): Promise<{ name: string; text: string }> {
  if (input.includes('\n')) return { name: 'input questions', text: input }
  try {
    return { name: input, text: await readFile(input, 'utf8') }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    const sibling = /\.ya?ml$/i.test(input)
      ? input.replace(/\.(ya?ml)$/i, (_, ext: string) => (ext.length === 3 ? '.yaml' : '.yml'))
      : undefined
    const there = sibling !== undefined && code === 'ENOENT' && existsSync(sibling)
    throw new Error(
      `input questions: cannot read ${input} (${code ?? (err as Error).message})` +
        (there ? `; there is ${sibling}: give it as the questions input` : '')
    )
  }
}

export async function run(): Promise<void> {
  try {
    const inputs = readInputs()
    const source = await questionsSource(inputs.questionsFile)
    const questions = parseQuestions(source.text, source.name)
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
