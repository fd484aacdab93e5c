// Client of the platform's static export API: start a job, read it, generate its bundle link.
// Responses are checked field by field: extra fields are ignored (the platform may add some), a
// missing or mistyped required field is an error naming it. Required is what the specification's
// response rows promise, no more: the start answer is `jobId` ("the job is queued"), a status
// answer is `status` (with `progress` and `pageCount` while the job runs), a bundle answer is
// `bundleUrl` and `expiresAt`. The rest (a job id echoed back, a final page count, `sizeBytes`,
// timestamps) is used when given and never required: the platform's own answers carry more, but
// a platform that answers as its specification shows must work too (the emulator's `minimal`
// answer style, emulator/platform/styles.ts).

import { quote } from '../log-text.js'
import { checkAdminKey, checkDomain, checkExportApiUrl } from './checks.js'
import { PlatformError, PlatformInputError } from './errors.js'
import { PlatformHttp, type PlatformHttpOptions } from './http.js'
import { waitForExport, type WaitOptions } from './wait.js'
import { jobIdPathSegment, jobIdProblem } from '../rules/job-id.js'
import {
  MAX_ZONE_OFFSET_MS,
  normalizeTimestamp,
  parseZonelessTimestamp
} from '../rules/timestamp.js'
import { linkExpiry } from '../links.js'

export type KnownStatus = 'queued' | 'running' | 'completed' | 'failed'
/** The documented statuses; any other status word is a job not finished yet (see wait.ts). */
export const EXPORT_STATUSES: readonly KnownStatus[] = ['queued', 'running', 'completed', 'failed']
export type ExportStatus = KnownStatus | (string & {})

/** A status the platform may add later: one word. Anything else is not a status but an attack. */
const STATUS_WORD = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/

export function isKnownStatus(status: string): status is KnownStatus {
  return (EXPORT_STATUSES as readonly string[]).includes(status)
}

export interface ExportJob {
  jobId: string
  status: ExportStatus
  /** 0 to 100. */
  progress: number
  /**
   * Pages counted so far; undefined when the answer had none. The spec shows it only while a job
   * runs, so a completed job may have none: a count seen earlier is not carried over (pages may
   * have been added since), and the run takes the verified archive's count instead (main.ts).
   */
  pageCount: number | undefined
  createdAt?: string
  updatedAt?: string
  /** Set only when `failed`. */
  error: string | null
}

export interface ExportBundle {
  /** The job asked about (an answer naming another job is refused). */
  jobId: string
  /** Presigned link: a capability, to be masked in logs. */
  bundleUrl: string
  sizeBytes?: number
  expiresAt: string
}

export interface StartExportRequest {
  domain: string
  version?: string
  paths?: string[]
}

export interface StaticExportClientOptions extends PlatformHttpOptions {
  /**
   * How long the bundle call may take, per request and with its retries (default 30 min, the
   * wait's default; the action passes wait-timeout). It packages the completed export into one
   * archive before it answers (spec 4.4), so for a large site it takes as long as that does;
   * the platform's own recipe waits for it with curl and no limit. Held to the 30 s of the other
   * calls, a site whose packaging took longer never got its link: each timeout was followed by
   * another request, asking for the packaging again, until the retry deadline.
   */
  bundleTimeoutMs?: number
}

/** The bundle call's time when the client is given none: the wait's default (wait.ts). */
const DEFAULT_BUNDLE_TIMEOUT_MS = 30 * 60_000

const JOBS_PATH = '/v1/static-export/jobs'

export class StaticExportClient {
  private readonly http: PlatformHttp
  private readonly bundleTimeoutMs: number

  /** Checks the key and the URL first: a bad one throws PlatformInputError, no request made. */
  constructor(options: StaticExportClientOptions) {
    const keyProblem = checkAdminKey(options.apiKey)
    if (keyProblem) throw new PlatformInputError(keyProblem)
    const urlProblem = checkExportApiUrl(options.baseUrl)
    if (urlProblem) throw new PlatformInputError(urlProblem)
    this.http = new PlatformHttp(options)
    this.bundleTimeoutMs = Math.max(
      options.bundleTimeoutMs ?? DEFAULT_BUNDLE_TIMEOUT_MS,
      options.timeoutMs ?? 0
    )
  }

  /** Starts an export; never sent twice unless the platform surely did not receive it. */
  async startExport(request: StartExportRequest): Promise<ExportJob> {
    const domainProblem = checkDomain(request.domain)
    if (domainProblem) throw new PlatformInputError(domainProblem)
    if (request.version !== undefined && request.version.trim() === '') {
      throw new PlatformInputError(
        'the version is empty; leave it out to export the default version'
      )
    }
    if (request.paths !== undefined) {
      if (!Array.isArray(request.paths) || request.paths.some(p => typeof p !== 'string' || !p)) {
        throw new PlatformInputError('paths must be a list of non-empty page paths')
      }
    }
    const body: StartExportRequest = { domain: request.domain }
    if (request.version !== undefined) body.version = request.version
    if (request.paths !== undefined) body.paths = request.paths
    const res = await this.http.requestJson('POST', JOBS_PATH, body, 'start')
    return parseStartedJob(res.body, res.call, res.status)
  }

  async getExport(jobId: string): Promise<ExportJob> {
    const res = await this.http.requestJson('GET', jobPath(jobId), undefined, 'idempotent')
    return parseJob(res.body, res.call, res.status, jobId)
  }

  /**
   * Generates a fresh link for a job that reported completed; safe to repeat, the job is not
   * rerun. A 409 is retried: after a completed status it means the platform lags behind itself.
   */
  async createBundle(jobId: string): Promise<ExportBundle> {
    const res = await this.http.requestJson(
      'POST',
      `${jobPath(jobId)}/bundle`,
      undefined,
      'completed-job',
      // Its retries (a gateway giving up on a long packaging: 502, 504) fit in the same time.
      { timeoutMs: this.bundleTimeoutMs, deadlineMs: this.bundleTimeoutMs }
    )
    return parseBundle(res.body, res.call, res.status, jobId)
  }

  /** Polls the job until it completes; see wait.ts for the schedule. */
  waitForExport(jobId: string, options: WaitOptions = {}): Promise<ExportJob> {
    return waitForExport(this, jobId, options)
  }
}

/**
 * The job an answer is about: the one asked about. An answer that names another job is refused:
 * taken as is, it would swap the job (another job's bundle delivered while the job-id output
 * names this one). One that names none is about the job in its path (the spec's status and
 * bundle answers carry no `jobId`).
 */
function answeredJobId(f: Fields, asked: string, call: string, status: number): string {
  const named = f.has('jobId') ? f.jobId('jobId') : asked
  if (named !== asked) {
    throw new PlatformError(
      `${call} answered ${status} about job ${quote(named)}, not the job asked about ` +
        `(${quote(asked)}); refusing an answer about another job. Report this to the platform.`,
      { kind: 'bad-response', call, status }
    )
  }
  return asked
}

function jobPath(jobId: string): string {
  const problem = jobIdProblem(jobId)
  if (problem !== undefined) throw new PlatformInputError(`the job id is not usable: ${problem}`)
  return `${JOBS_PATH}/${jobIdPathSegment(jobId)}`
}

/** Reads the fields of a response object, naming the first missing or mistyped one. */
class Fields {
  constructor(
    private readonly obj: Record<string, unknown>,
    private readonly call: string,
    private readonly status: number
  ) {}

  static of(body: unknown, call: string, status: number): Fields {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new PlatformError(`${call} answered ${status} with a body that is not a JSON object`, {
        kind: 'bad-response',
        call,
        status
      })
    }
    return new Fields(body as Record<string, unknown>, call, status)
  }

  private fail(name: string, problem: string): never {
    throw new PlatformError(`${this.call} answered ${this.status} but field "${name}" ${problem}`, {
      kind: 'bad-response',
      call: this.call,
      status: this.status
    })
  }

  string(name: string): string {
    const value = this.obj[name]
    if (value === undefined || value === null) this.fail(name, 'is missing')
    if (typeof value !== 'string' || value === '') this.fail(name, 'is not a non-empty string')
    return value
  }

  /** Whether the answer has the field (null counts as absent). */
  has(name: string): boolean {
    const value = this.obj[name]
    return value !== undefined && value !== null
  }

  /**
   * A field the spec does not define (`createdAt`, `updatedAt`): a string, else undefined. It
   * only feeds the summary's duration and the poll schedule, so its shape must not fail a run.
   */
  informalString(name: string): string | undefined {
    const value = this.obj[name]
    return typeof value === 'string' ? value : undefined
  }

  /**
   * A failed job's reason, in whatever shape the platform gives it: a string, an object with a
   * `message` string, or any other JSON written as text (never an error: the job failed anyway,
   * and its reason is what the user needs).
   */
  reason(name: string): string | null {
    const value = this.obj[name]
    if (value === undefined || value === null || value === '') return null
    if (typeof value === 'string') return value
    const message = (value as { message?: unknown }).message
    if (typeof message === 'string' && message !== '') return message
    return JSON.stringify(value)
  }

  /**
   * A figure whose type the spec does not give (`progress`, `pageCount`): a number, or a decimal
   * number written as a string (as serialisers of 64-bit and decimal numbers do). Anything else
   * is `fallback`, never an error: these figures only feed the progress line and the poll
   * schedule, and a run must not fail on their shape.
   */
  figure(name: string, fallback: number): number {
    const value = this.obj[name]
    if (typeof value === 'number') return Number.isFinite(value) ? value : fallback
    if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value)
    return fallback
  }

  /**
   * An optional size in bytes: a whole number, or one written as a string of digits (64-bit
   * integers often are, in JSON). A fraction, a negative or an unsafe integer is refused: it
   * would be the check a download is measured against.
   */
  optionalByteCount(name: string): number | undefined {
    const value = this.obj[name]
    if (value === undefined || value === null) return undefined
    const count = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) {
      this.fail(name, `is ${quote(JSON.stringify(value), 40)}, not a byte count (a whole number)`)
    }
    return count
  }

  /** A job id: any string the platform hands out, refused only for what would break it. */
  jobId(name: string): string {
    const value = this.string(name)
    const problem = jobIdProblem(value)
    if (problem !== undefined) this.fail(name, `is not usable as a job id: ${problem}`)
    return value
  }

  /**
   * An ISO 8601 date and time with a zone, in any of its forms; returned in UTC (see the rule).
   * One without a zone (ISO 8601's local time, as a platform keeping UTC in naive datetimes
   * writes it) names no instant; `stated`, the instant stated beside it (the link's own expiry),
   * is taken instead when it is that wall time in some zone. No guess is made otherwise.
   */
  timestamp(name: string, stated?: string): string {
    const value = this.string(name)
    const normalized = normalizeTimestamp(value)
    if (normalized !== undefined) return normalized
    const wall = parseZonelessTimestamp(value)
    if (wall === undefined) {
      this.fail(
        name,
        `is ${quote(value, 60)}, not an ISO 8601 timestamp with a zone (2026-11-22T10:00:00Z)`
      )
    }
    if (stated !== undefined && Math.abs(Date.parse(stated) - wall) <= MAX_ZONE_OFFSET_MS) {
      return stated
    }
    const instead =
      stated === undefined
        ? 'the link states no expiry of its own to take instead'
        : `the expiry the link states (${stated}) is not that time in any zone`
    this.fail(
      name,
      `is ${quote(value, 60)}, a time with no zone, which names no instant, and ${instead}; ` +
        'report this to the platform (expected e.g. 2026-11-22T10:00:00Z)'
    )
  }
}

/**
 * A status answer about the job `asked` (the spec: `status`, and while the job runs `progress`
 * and `pageCount`; a `jobId`, when the platform echoes it, must be the one asked about).
 */
export function parseJob(body: unknown, call: string, status: number, asked: string): ExportJob {
  const f = Fields.of(body, call, status)
  return jobOf(f, answeredJobId(f, asked, call, status), f.string('status'), call, status)
}

/**
 * The start answer (the spec: `jobId`, "the job is queued"): a status and figures are read when
 * given, a job without a status is `queued`.
 */
export function parseStartedJob(body: unknown, call: string, status: number): ExportJob {
  const f = Fields.of(body, call, status)
  const jobId = f.jobId('jobId')
  return jobOf(f, jobId, f.has('status') ? f.string('status') : 'queued', call, status)
}

function jobOf(f: Fields, jobId: string, said: string, call: string, status: number): ExportJob {
  // A documented status in another case (`COMPLETED`, as a backend that writes its enums by
  // their names sends it) is that status: waiting for it as an unknown word would wait out the
  // whole wait-timeout for a job that is done.
  const lower = said.toLowerCase()
  const state = isKnownStatus(lower) ? lower : said
  if (!isKnownStatus(state) && !STATUS_WORD.test(state)) {
    throw new PlatformError(
      `${call} answered ${status} but field "status" is ${quote(state, 60)}, not a status word (${EXPORT_STATUSES.join(', ')} or another single word)`,
      { kind: 'bad-response', call, status }
    )
  }
  // The spec shows progress and pageCount only while a job runs, and gives neither type nor unit.
  const progress = Math.min(100, Math.max(0, f.figure('progress', state === 'completed' ? 100 : 0)))
  const pageCount = f.figure('pageCount', NaN)
  return {
    jobId,
    status: state,
    progress,
    pageCount: Number.isNaN(pageCount) ? undefined : Math.max(0, Math.floor(pageCount)),
    createdAt: f.informalString('createdAt'),
    updatedAt: f.informalString('updatedAt'),
    error: f.reason('error')
  }
}

/** A bundle answer for the job `asked` (the spec: `bundleUrl` and `expiresAt`). */
export function parseBundle(
  body: unknown,
  call: string,
  status: number,
  asked: string
): ExportBundle {
  const f = Fields.of(body, call, status)
  const bundleUrl = f.string('bundleUrl')
  let url: URL
  try {
    url = new URL(bundleUrl)
  } catch {
    throw new PlatformError(`${call} answered ${status} but field "bundleUrl" is not a URL`, {
      kind: 'bad-response',
      call,
      status
    })
  }
  return {
    jobId: answeredJobId(f, asked, call, status),
    bundleUrl,
    sizeBytes: f.optionalByteCount('sizeBytes'),
    expiresAt: f.timestamp('expiresAt', linkExpiry(url.searchParams))
  }
}
