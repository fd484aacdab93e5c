// Waiting for an export job: poll its status on the schedule of poll-schedule.ts, report each
// change once, and end with the completed job or an error that says what to do next.

import { oneLine, quote } from '../log-text.js'
import { realClock, type Clock, type RandomSource } from './clock.js'
import { PlatformError } from './errors.js'
import { PollSchedule, type PollScheduleOptions } from './poll-schedule.js'
import { isKnownStatus, type ExportJob } from './static-export.js'
import { parseTimestamp } from '../rules/timestamp.js'

export interface WaitOptions {
  /** Give up after this many ms (default 30 minutes). */
  timeoutMs?: number
  /** Called once for every change of status, progress or pageCount (first answer included). */
  onProgress?: (job: ExportJob) => void
  /** Told once per status the platform's API does not document; the wait goes on. */
  warn?: (message: string) => void
  clock?: Clock
  random?: RandomSource
  schedule?: Partial<PollScheduleOptions>
  /** Aborts the wait (the job keeps running on the platform). */
  signal?: AbortSignal
}

/**
 * How long after the wait begins a 404 for the job counts as the platform not yet showing a job
 * it has just queued (its start and status services need not agree at once), rather than a job
 * that does not exist. Past it, or once the job has been seen, a 404 ends the wait.
 */
export const NOT_YET_VISIBLE_MS = 30_000

export interface JobReader {
  getExport(jobId: string): Promise<ExportJob>
}

export async function waitForExport(
  client: JobReader,
  jobId: string,
  options: WaitOptions = {}
): Promise<ExportJob> {
  const clock = options.clock ?? realClock
  const timeoutMs = options.timeoutMs ?? 30 * 60_000
  const schedule = new PollSchedule(options.schedule, options.random)
  const call = `GET /v1/static-export/jobs/${oneLine(jobId)}`
  const started = clock.now()
  const deadline = started + timeoutMs
  let last: ExportJob | undefined
  let lastKey = ''
  let transientFailures = 0
  // The failure of the last poll, while no status came after it: said when the wait times out,
  // so a gateway's 502 or a rate limit is not known only to the debug log.
  let lastFailure: PlatformError | undefined
  const unknownSeen = new Set<string>()

  // The job was just started (or looked up): the first status call waits one initial delay.
  await clock.sleep(Math.min(schedule.nextDelay(started), timeoutMs), options.signal)
  for (;;) {
    options.signal?.throwIfAborted()
    let job: ExportJob | undefined
    // How long the platform asked the next poll to wait, after a poll it refused (Retry-After).
    let askedWaitMs = 0
    try {
      job = await client.getExport(jobId)
    } catch (err) {
      // The client already retried this call; a transient failure that outlived those retries
      // costs one poll, not the whole wait, as does a 404 for a job not seen yet, early on.
      // Anything else (401, a 404 later, …) ends it.
      if (!(err instanceof PlatformError)) throw err
      const notYetVisible =
        err.kind === 'not-found' && last === undefined && clock.now() - started < NOT_YET_VISIBLE_MS
      if (!err.transient && !notYetVisible) throw err
      transientFailures++
      lastFailure = err
      // A 429 or 503 whose Retry-After outlasted the client's retries: the next poll waits for
      // it (within the wait's deadline), as polling on schedule would only be refused again.
      askedWaitMs = err.retryAfterMs ?? 0
    }
    const now = clock.now()
    if (job) {
      lastFailure = undefined
      const key = `${job.status}|${job.progress}|${job.pageCount}`
      if (key !== lastKey) {
        lastKey = key
        options.onProgress?.(job)
      }
      last = job
      if (job.status === 'completed') return job
      if (!isKnownStatus(job.status) && !unknownSeen.has(job.status)) {
        unknownSeen.add(job.status)
        options.warn?.(
          `export job ${oneLine(jobId)} reports status ${quote(job.status)}, which the platform's ` +
            'API does not document; waiting for it as a job not finished yet'
        )
      }
      if (job.status === 'failed') {
        const reason = job.error === null ? 'the platform gave no reason' : oneLine(job.error)
        throw new PlatformError(`export job ${oneLine(jobId)} failed: ${reason}`, {
          kind: 'job-failed',
          call,
          platformError: job.error ?? undefined,
          hint: 'start a new export; if it fails again, check the site on the platform'
        })
      }
      schedule.observe({
        observedAt: now,
        status: job.status,
        progress: job.progress,
        updatedAt: job.updatedAt === undefined ? undefined : parseTimestamp(job.updatedAt)
      })
    }
    const failures = { count: transientFailures, last: lastFailure }
    if (now >= deadline) throw timeoutError(jobId, call, timeoutMs, last, failures)
    // A platform that asks for a wait past the deadline would only be refused again: said now,
    // rather than after waiting out the rest of wait-timeout.
    if (askedWaitMs > deadline - now) {
      throw timeoutError(jobId, call, timeoutMs, last, failures, askedWaitMs)
    }
    const delay = Math.min(Math.max(schedule.nextDelay(now), askedWaitMs), deadline - now)
    await clock.sleep(delay, options.signal)
  }
}

/**
 * The wait's end without a completed job: what was last known, the last poll's failure when no
 * status came after it, and, when the platform asked for a wait past the deadline (`askedMs`),
 * that the wait ends before its time for it.
 */
function timeoutError(
  jobId: string,
  call: string,
  timeoutMs: number,
  last: ExportJob | undefined,
  failures: { count: number; last: PlatformError | undefined },
  askedMs?: number
): PlatformError {
  const known = last
    ? `last status "${oneLine(last.status)}" at ${last.progress}%${last.pageCount === undefined ? '' : ` (${last.pageCount} pages)`}`
    : `no status could be read${failures.count ? ` (${failures.count} failed poll${failures.count === 1 ? '' : 's'})` : ''}`
  const failed = failures.last ? `; the last poll failed: ${failureText(failures.last)}` : ''
  const asked =
    askedMs === undefined
      ? ''
      : `; the platform asked for ${Math.ceil(askedMs / 1000)} s before the next poll (Retry-After), past the wait's end, so the wait ends now`
  const state = `${known}${failed}${asked}`
  // The id as a YAML string: written bare into a workflow as told, an id such as 1.10, 0123 or
  // `Export #12` would be read as a number or cut at the comment.
  const hint =
    `the job may still finish on the platform: check it later, and once it is completed run ` +
    `the action with input job-id: ${quote(jobId)} to get its bundle link without a new export`
  return new PlatformError(
    `export job ${oneLine(jobId)} did not complete within ${formatDuration(timeoutMs)}: ${state}. ` +
      `${hint.charAt(0).toUpperCase()}${hint.slice(1)}.`,
    { kind: 'wait-timeout', call, hint }
  )
}

/**
 * A failed poll as the timeout names it: the status and the platform's words when it answered
 * (not the advice after them: the timeout gives its own), else the whole error (the network's).
 */
function failureText(err: PlatformError): string {
  if (err.status === undefined) return oneLine(err.message, 300).replace(/\.$/, '')
  const said = err.platformError === undefined ? '' : `: ${oneLine(err.platformError, 200)}`
  return `${err.call} answered ${err.status}${said}`
}

function formatDuration(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`
  return `${Math.round(ms / 1000)} s`
}
