// The record a run leaves beside `bundleUrl` in YAML, as one comment:
//
//   bundleUrl: "https://…"  # static-export: job se_3f9a2c1b8e7d4a06, expires 2026-11-29T10:15:00.000Z, …, link 3f…
//
// so that a later renewal run knows the job and the link's expiry (and, for a download-free
// renewal, the archive's size, ETag and sha256, and the site it was exported from) from the
// config alone. `link` ties the record to the link it was written for (linkFingerprint, never
// the link itself): a link pasted over it by hand keeps the comment beside it, and a record for
// another link must not be trusted. The first two fields keep the shape earlier versions wrote,
// which are still read, as are records without `link` (written before it existed; nothing can
// tell whether their link changed) or `domain`. A job id is opaque (any string jobIdProblem
// accepts): one that is not a plain token is written as a JSON string, so every id round-trips. A link that does not expire gets no `expires` field. Only comments in this
// shape are ever replaced; a comment the user wrote there is kept.
//
// An import (air gap) has no job: its record starts `imported <time>` instead, with the carried
// archive's size and sha256:
//
//   bundleUrl: "https://bundles.internal/docs.tar.gz"  # static-export: imported 2026-11-29T10:15:00.000Z, size …, sha256 …, link 3f…
//
// An internal https link with no stated expiry reads like a hand-written presigned link of
// unknown expiry, which a scheduled run renews; the mark is what tells it the operator chose
// that link (renewal.ts). A comment naming a job is read as a job's record, as before the mark.
import { createHash } from 'node:crypto'
import { jobIdProblem } from '../rules/job-id.js'
import { parseTimestamp } from '../rules/timestamp.js'
import { ConfigEditError } from './errors.js'

/** The record of an export (or a renewal) of a platform job. */
export interface JobRecord {
  jobId: string
  imported?: undefined
  /** ISO 8601; absent when the link does not expire. */
  expiresAt?: string
  sizeBytes?: number
  etag?: string
  sha256?: string
  /**
   * The site (`domain` input) whose export this is: a values file copied from another site's
   * repository must not make a renewal there renew this site's job.
   */
  domain?: string
}

/**
 * The record of an import of a carried-in archive (import-run.ts): an internal link the operator
 * chose, which a scheduled renewal leaves as it is.
 */
export interface ImportRecord {
  imported: true
  /** ISO 8601: when the import ran. Required to write; absent when a hand edit garbled it. */
  importedAt?: string
  sizeBytes?: number
  sha256?: string
  jobId?: undefined
  expiresAt?: undefined
  etag?: undefined
  domain?: undefined
}

/** What a run records beside the link it wrote: a job's, or an import's. */
export type ExportRecord = JobRecord | ImportRecord

const PREFIX = 'static-export:'
const PLAIN_TOKEN = /^[A-Za-z0-9_.:/+=@~-]+$/
const SHA256 = /^[0-9a-f]{64}$/

/** Why `record` cannot be written as a comment, or undefined when it can. */
export function recordProblem(record: ExportRecord): string | undefined {
  // An import's record is written with its time (config-files.ts).
  if (record.imported && record.importedAt === undefined) {
    return 'import time undefined is not an ISO 8601 timestamp'
  }
  return readRecordProblem(record)
}

/**
 * Why a record read back (a commit trailer) cannot stand, or undefined when it can: as
 * recordProblem, but an import's record may lack its time, which a reader drops when it cannot
 * read it and keeps the mark (importRecordAt), as the comment reader does.
 */
export function readRecordProblem(record: ExportRecord): string | undefined {
  if (record.imported) {
    if (record.importedAt !== undefined && parseTimestamp(record.importedAt) === undefined) {
      return `import time ${JSON.stringify(record.importedAt)} is not an ISO 8601 timestamp`
    }
  } else {
    const job = jobIdProblem(record.jobId)
    if (job) return `job id ${JSON.stringify(record.jobId)} cannot be recorded: ${job}`
  }
  if (record.expiresAt !== undefined) {
    if (parseTimestamp(record.expiresAt) === undefined) {
      return `expiry ${JSON.stringify(record.expiresAt)} is not an ISO 8601 timestamp`
    }
  }
  if (record.sizeBytes !== undefined) {
    if (!Number.isSafeInteger(record.sizeBytes) || record.sizeBytes < 0) {
      return `size ${String(record.sizeBytes)} is not a byte count`
    }
  }
  // eslint-disable-next-line no-control-regex -- control characters would end the comment
  if (record.etag !== undefined && /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(record.etag)) {
    return 'the ETag contains a control character'
  }
  if (record.sha256 !== undefined && !SHA256.test(record.sha256)) {
    return `sha256 ${JSON.stringify(record.sha256)} is not 64 lowercase hex digits`
  }
  if (record.domain !== undefined && !PLAIN_TOKEN.test(record.domain)) {
    return `domain ${JSON.stringify(record.domain)} is not a hostname`
  }
  return undefined
}

/**
 * Whether two records are of the same thing: the same job, or both an import. A record read back
 * from an edit, or found beside the link already, says what the one written says when they are.
 */
export function sameSubject(a: ExportRecord, b: ExportRecord): boolean {
  return a.imported === b.imported && a.jobId === b.jobId
}

/**
 * What ties a record to one link: hex of the first 16 bytes of the link's sha256. It says
 * nothing of the link (a signed link's query is far beyond guessing), so it may be shown.
 */
export function linkFingerprint(bundleUrl: string): string {
  return createHash('sha256').update(bundleUrl).digest('hex').slice(0, 32)
}

/** The comment text, starting with `#`; tied to `bundleUrl` when given. */
export function formatRecordComment(record: ExportRecord, bundleUrl?: string): string {
  const problem = recordProblem(record)
  if (problem) throw new ConfigEditError(problem)
  const token = (s: string): string => (PLAIN_TOKEN.test(s) ? s : JSON.stringify(s))
  const fields = [record.imported ? `imported ${record.importedAt!}` : `job ${token(record.jobId)}`]
  if (record.expiresAt !== undefined) fields.push(`expires ${record.expiresAt}`)
  if (record.sizeBytes !== undefined) fields.push(`size ${record.sizeBytes}`)
  if (record.etag !== undefined) fields.push(`etag ${JSON.stringify(record.etag)}`)
  if (record.sha256 !== undefined) fields.push(`sha256 ${record.sha256}`)
  if (record.domain !== undefined) fields.push(`domain ${record.domain}`)
  if (bundleUrl !== undefined) fields.push(`link ${linkFingerprint(bundleUrl)}`)
  return `# ${PREFIX} ${fields.join(', ')}`
}

/** The record a comment holds, or undefined when the comment is not one (a user's own). */
export function parseRecordComment(comment: string): ExportRecord | undefined {
  return parseComment(comment)?.record
}

/**
 * A record comment (`# static-export: …`, from its `#`) parted from a note its user wrote after
 * it on the same line (`  # rotated weekly`, `# do not edit by hand`): the note is theirs and
 * stays where it is, the record before it is still read and replaced. `note` is what follows the
 * record, with its leading blanks ('' when nothing does). Undefined when the comment holds no
 * record. A note starts at a `#` after blanks outside a quoted value, and only where the whole
 * comment does not read as a record (as an id written unquoted by an earlier version may).
 */
export function splitRecordComment(comment: string): { record: string; note: string } | undefined {
  const text = comment.trim()
  if (readComment(text)) return { record: text, note: '' }
  const at = noteStart(text)
  if (at === undefined || !readComment(text.slice(0, at))) return undefined
  return { record: text.slice(0, at), note: text.slice(at) }
}

/** Where a `#` after blanks starts a note, outside JSON strings; past the record's own `#`. */
function noteStart(text: string): number | undefined {
  let quoted = false
  for (let i = 1; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '\\') i++
      else if (c === '"') quoted = false
    } else if (c === '"') {
      quoted = true
    } else if (/\s/.test(c)) {
      const blanks = /^\s+/.exec(text.slice(i))![0]
      if (text[i + blanks.length] === '#') return i
      i += blanks.length - 1
    }
  }
  return undefined
}

/**
 * The record a comment beside `bundleUrl` holds: `record` when it may be trusted for that link
 * (written for it, or too old to say), `stale` when it was written for another link (one pasted
 * over it by hand); undefined when the comment is not a record.
 */
export function recordForLink(
  comment: string,
  bundleUrl: string
): { record: ExportRecord } | { stale: ExportRecord } | undefined {
  const parsed = parseComment(comment)
  if (!parsed) return undefined
  const { record, link } = parsed
  return link === undefined || link === linkFingerprint(bundleUrl) ? { record } : { stale: record }
}

function parseComment(comment: string): { record: ExportRecord; link?: string } | undefined {
  const split = splitRecordComment(comment)
  return split && readComment(split.record)
}

function readComment(comment: string): { record: ExportRecord; link?: string } | undefined {
  const m = /^#\s*static-export:\s*/.exec(comment.trim())
  if (!m) return undefined
  const rest = comment.trim().slice(m[0].length)
  const fields = readFields(rest) ?? legacyFields(rest)
  if (!fields) return undefined
  const job = fields.get('job')
  // A job names what the record is of, as before the import mark existed.
  const record = job === undefined ? importRecord(fields) : jobRecord(job, fields)
  if (!record) return undefined
  const size = fields.get('size')
  if (size !== undefined && /^\d+$/.test(size)) record.sizeBytes = Number(size)
  const sha256 = fields.get('sha256')
  if (sha256 !== undefined && SHA256.test(sha256)) record.sha256 = sha256
  const link = fields.get('link')
  return link === undefined ? { record } : { record, link }
}

function jobRecord(job: string, fields: Map<string, string>): JobRecord | undefined {
  if (jobIdProblem(job)) return undefined
  const record: JobRecord = { jobId: job }
  // An expiry edited by hand into a time without a zone names no instant (Date.parse would read
  // it in the runner's zone, hours off west of UTC): the record then holds none, and the link is
  // renewed as one whose expiry is unknown. A readable one is kept as written.
  const expires = fields.get('expires')
  if (expires !== undefined && parseTimestamp(expires) !== undefined) record.expiresAt = expires
  const etag = fields.get('etag')
  if (etag !== undefined) record.etag = etag
  const domain = fields.get('domain')
  if (domain !== undefined && PLAIN_TOKEN.test(domain)) record.domain = domain
  return record
}

function importRecord(fields: Map<string, string>): ImportRecord | undefined {
  const at = fields.get('imported')
  return at === undefined ? undefined : importRecordAt(at)
}

/**
 * An import's record as a reader takes it, from a comment or a commit trailer: the mark alone
 * makes one; its time is kept only when readable, as an expiry is.
 */
export function importRecordAt(at: unknown): ImportRecord {
  return typeof at === 'string' && parseTimestamp(at) !== undefined
    ? { imported: true, importedAt: at }
    : { imported: true }
}

/**
 * `job <id>, expires <time>` with the id unquoted, as one earlier version wrote any id: the
 * greedy match up to the last `, expires ` gives the id back.
 */
function legacyFields(text: string): Map<string, string> | undefined {
  const m = /^job (.+), expires (\S+)\s*$/.exec(text)
  return m
    ? new Map([
        ['job', m[1]!],
        ['expires', m[2]!]
      ])
    : undefined
}

/** `name value, name value, …` where a value is a plain token or a JSON string. */
function readFields(text: string): Map<string, string> | undefined {
  const fields = new Map<string, string>()
  let rest = text.trimEnd()
  while (rest !== '') {
    const name = /^([a-z0-9-]+) +/.exec(rest)
    if (!name) return undefined
    rest = rest.slice(name[0].length)
    let value: string
    if (rest.startsWith('"')) {
      const quoted = /^"(?:[^"\\]|\\.)*"/.exec(rest)
      if (!quoted) return undefined
      try {
        value = JSON.parse(quoted[0]) as string
      } catch {
        return undefined
      }
      rest = rest.slice(quoted[0].length)
    } else {
      const plain = /^[^\s,]+/.exec(rest)
      if (!plain) return undefined
      value = plain[0]
      rest = rest.slice(plain[0].length)
    }
    if (!fields.has(name[1]!)) fields.set(name[1]!, value)
    const sep = /^\s*(,\s*|$)/.exec(rest)
    if (!sep) return undefined
    rest = rest.slice(sep[0].length)
  }
  return fields
}
