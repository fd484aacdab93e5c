// A link report over an archive whose files were all listed before any page is scanned: the
// report learns what exists only from noteFile, as the verifier tells it entry by entry.
import { LinkReport } from '../../src/archive/link-report.js'

export function linkReportOver(files: Iterable<string>): LinkReport {
  const report = new LinkReport()
  for (const file of files) report.noteFile(file)
  return report
}
