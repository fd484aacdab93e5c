// The record for a config file that cannot hold it beside `bundleUrl` (JSON has no comments):
// one line in the message of the commit that wrote the link, and the same line at the end of
// the pull request's body, so that every way of merging keeps it (a merge or a rebase keeps the
// commit, a squash takes either the commit messages or the body):
//
//   Static-Export-Record: {"path":"deploy/values.json","link":"3f…","jobId":"se_…","sizeBytes":…}
//
// or, for an import (record.ts), `"imported":true,"importedAt":"…"` where `jobId` stands.
//
// A renewal reads the recent commits that touched the file (later commits to it, such as a
// Renovate bump or a formatter's rewrite, leave the link as it was) and takes the newest record
// that names that file and the link the file holds now (`link`: the first 128 bits of the link's
// sha256, never the link itself), so an edit of the link made by hand since then, or another
// run's link, leaves no record and the renewal downloads in full.
import {
  importRecordAt,
  linkFingerprint,
  readRecordProblem,
  recordProblem,
  type ExportRecord,
  type ImportRecord,
  type JobRecord
} from './record.js'

const RECORD_TRAILER = 'Static-Export-Record'

/** The line, `Static-Export-Record: {…}`; throws when the record cannot be written. */
export function formatRecordTrailer(path: string, bundleUrl: string, record: ExportRecord): string {
  const problem = recordProblem(record)
  if (problem) throw new Error(problem)
  // The record's own fields, beside what ties it to one file and one link.
  const value = { path, link: linkFingerprint(bundleUrl), ...record }
  // One line whatever the values hold, and nothing that ends an HTML comment in the body.
  const json = JSON.stringify(value).replace(/[<>\u2028\u2029]/g, c => unicodeEscape(c))
  return `${RECORD_TRAILER}: ${json}`
}

const unicodeEscape = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`

/**
 * The record a commit message (or pull request body) holds for `path` and the link the file
 * holds now; the last such line wins. Undefined when there is none or it does not match.
 */
export function findRecordTrailer(
  message: string,
  path: string,
  bundleUrl: string
): ExportRecord | undefined {
  const link = linkFingerprint(bundleUrl)
  let found: ExportRecord | undefined
  // Anywhere on a line: a squash lists each commit's message behind "* ".
  const line = new RegExp(`${RECORD_TRAILER}:[ \\t]*(\\{[^\\n]*\\})`, 'g')
  for (const m of message.matchAll(line)) {
    const record = recordOf(m[1]!, path, link)
    if (record) found = record
  }
  return found
}

function recordOf(json: string, path: string, link: string): ExportRecord | undefined {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const v = value as Record<string, unknown>
  if (v.path !== path || v.link !== link) return undefined
  // A job names what the record is of, as before the import mark existed.
  const record = typeof v.jobId === 'string' ? jobRecord(v.jobId, v) : importRecord(v)
  if (!record) return undefined
  if (typeof v.sizeBytes === 'number') record.sizeBytes = v.sizeBytes
  if (typeof v.sha256 === 'string') record.sha256 = v.sha256
  return readRecordProblem(record) === undefined ? record : undefined
}

function jobRecord(jobId: string, v: Record<string, unknown>): JobRecord {
  const record: JobRecord = { jobId }
  if (typeof v.expiresAt === 'string') record.expiresAt = v.expiresAt
  if (typeof v.etag === 'string') record.etag = v.etag
  if (typeof v.domain === 'string') record.domain = v.domain
  return record
}

function importRecord(v: Record<string, unknown>): ImportRecord | undefined {
  return v.imported === true ? importRecordAt(v.importedAt) : undefined
}
