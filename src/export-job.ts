// The platform's export job of a run: a new export waited on with its progress in the log, or
// an existing job (job-id) whose link is renewed. Outputs are set as soon as they are known.
import * as core from '@actions/core'
import { formatDuration } from './duration.js'
import { info, oneLine } from './log-text.js'
import { PlatformError } from './platform/errors.js'
import type { ExportJob, StaticExportClient } from './platform/static-export.js'
import type { Settings } from './settings.js'

export async function exportSite(
  client: StaticExportClient,
  settings: Settings
): Promise<ExportJob> {
  const started = await client.startExport({
    domain: settings.domain,
    version: settings.version,
    paths: settings.paths
  })
  core.setOutput('job-id', started.jobId)
  info(`Started export job ${oneLine(started.jobId)} for ${settings.domain}`)
  return waitFor(client, settings, started.jobId)
}

export async function reuseJob(
  client: StaticExportClient,
  settings: Settings,
  jobId: string
): Promise<ExportJob> {
  core.setOutput('job-id', jobId)
  info(`Renewing the link of job ${oneLine(jobId)}; no new export is started`)
  const job = await client.getExport(jobId)
  if (job.status === 'completed') {
    reportJob(job)
    return job
  }
  if (job.status === 'failed') {
    core.setOutput('status', job.status)
    throw new PlatformError(
      `Job ${oneLine(jobId)} failed on the platform${job.error ? `: ${oneLine(job.error)}` : ''}; its link cannot be renewed. Run without job-id to export again.`,
      { kind: 'job-failed', call: `GET /v1/static-export/jobs/${jobId}` }
    )
  }
  info(`Job ${oneLine(jobId)} is still ${oneLine(job.status)}; waiting for it`)
  return waitFor(client, settings, jobId)
}

async function waitFor(
  client: StaticExportClient,
  settings: Settings,
  jobId: string
): Promise<ExportJob> {
  const started = Date.now()
  const job = await client.waitForExport(jobId, {
    timeoutMs: settings.waitTimeoutMs,
    warn: message => core.warning(message),
    onProgress: update => {
      const elapsed = formatDuration(Date.now() - started).padStart(7)
      info(
        `${elapsed}  ${oneLine(update.status).padEnd(9)} ${String(Math.round(update.progress)).padStart(3)}%${pagesText(update.pageCount, '  ')}`
      )
      core.setOutput('status', update.status)
    }
  })
  reportJob(job)
  return job
}

/**
 * The job's outcome in the log and outputs. Its page count when the platform gave one; when it
 * did not (the spec shows it only while a job runs), `page-count` is set later from the verified
 * archive (main.ts), never as a made-up 0.
 */
function reportJob(job: ExportJob): void {
  core.setOutput('status', job.status)
  if (job.pageCount !== undefined) core.setOutput('page-count', String(job.pageCount))
  info(`Job ${oneLine(job.jobId)} ${oneLine(job.status)}${pagesText(job.pageCount, ': ')}`)
}

/** ` 12 pages` after `separator`, or nothing when the count is not known. */
function pagesText(pageCount: number | undefined, separator: string): string {
  return pageCount === undefined ? '' : `${separator}${pageCount} pages`
}

/** How long the platform took, from its own timestamps; undefined when it did not say. */
export function exportDuration(job: ExportJob): number | undefined {
  const from = Date.parse(job.createdAt ?? '')
  const to = Date.parse(job.updatedAt ?? '')
  return Number.isNaN(from) || Number.isNaN(to) ? undefined : Math.max(0, to - from)
}
