// What the check leaves behind: a JSON report file and the job summary table.
import { writeFile } from 'node:fs/promises'
import type { QuestionResult } from './ask-all.js'
import { oneLine } from '../../src/log-text.js'

export interface CheckReport {
  domain: string
  passed: number
  failed: number
  total: number
  results: QuestionResult[]
}

export function buildReport(domain: string, results: QuestionResult[]): CheckReport {
  const passed = results.filter(r => r.passed).length
  return { domain, passed, failed: results.length - passed, total: results.length, results }
}

export async function writeReport(report: CheckReport, file: string): Promise<void> {
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** The answer's first words on one line, cut at `max` characters (on a code point). */
export function excerpt(text: string, max = 160): string {
  return oneLine(text.replace(/\s+/g, ' ').trim(), max)
}

/**
 * Outside text (the server's paths, answers and error words, the file's names) for a cell: one
 * line, since a blank line would end the summary's HTML block and let the rest render as
 * Markdown, then HTML-escaped.
 */
function cell(text: string, max = 1000): string {
  return escapeHtml(oneLine(text, max))
}

export function formatMs(ms: number | undefined): string {
  if (ms === undefined) return '–'
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`
}

/** The summary as an HTML fragment (GitHub renders HTML and Markdown in step summaries). */
export function summaryHtml(report: CheckReport): string {
  const verdict =
    report.failed === 0
      ? `All ${report.total} questions passed for <code>${cell(report.domain)}</code>.`
      : `${report.failed} of ${report.total} questions failed for <code>${cell(report.domain)}</code>.`
  const rows = report.results
    .map(r => {
      const result =
        (r.passed ? '✅ pass' : `❌ fail<br>${r.failures.map(f => cell(f)).join('<br>')}`) +
        r.warnings.map(w => `<br>⚠️ ${cell(w)}`).join('')
      const pages = r.citedPages.length
        ? r.citedPages.map(p => `<code>${cell(p)}</code>`).join('<br>')
        : '–'
      return (
        `<tr><td>${cell(r.name)}</td><td>${result}</td><td>${escapeHtml(excerpt(r.answer))}</td>` +
        `<td>${pages}</td><td>${formatMs(r.timeToFirstTokenMs)}</td></tr>`
      )
    })
    .join('\n')
  return [
    '<h2>Docs assistant check</h2>',
    `<p>${verdict}</p>`,
    '<table>',
    '<tr><th>Question</th><th>Result</th><th>Answer (excerpt)</th><th>Cited pages</th><th>Time to first token</th></tr>',
    rows,
    '</table>',
    ''
  ].join('\n')
}
