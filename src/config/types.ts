// What the config edit takes and gives, shared by every format.
import type { ExportRecord } from './record.js'
import type { DocumentSelector } from './document-selector.js'

export type { ExportRecord } from './record.js'

export interface StaticExportUpdate {
  /** Dotted path of the block, default `staticExport`. */
  key?: string
  bundleUrl: string
  version?: string
  /**
   * What this run did, recorded as a comment beside `bundleUrl` in YAML so that a later
   * renewal run can find the job (and the link's expiry) from the config alone. JSON has no
   * comments; its record goes in the commit instead (record-trailer.ts). An import's record
   * says so instead of naming a job. `null` removes a record this action wrote earlier: the new
   * link is not the one it describes.
   */
  record?: ExportRecord | null
  /** Which document of a multi-document file holds the block (config-document). */
  document?: DocumentSelector
}

export interface StaticExportValues {
  enabled?: unknown
  bundleUrl?: string
  version?: string
  /** The record comment beside bundleUrl, or the record the commit that wrote it carries. */
  record?: ExportRecord
  /**
   * A record comment beside bundleUrl that was written for another link (one pasted over it by
   * hand): not trusted, so jobId and expiresAt come from the link as if there were no record.
   */
  staleRecord?: ExportRecord
  /** From the record, else (only when there is no record) from the presigned link. */
  jobId?: string
  /**
   * Where jobId came from: the action's record, or a guess from the link's path (links.ts),
   * which a renewal names as such when the platform does not know the job.
   */
  jobIdFrom?: 'record' | 'link'
  /** ISO 8601, from the record, else (only when there is no record) from the link's query. */
  expiresAt?: string
}

export interface EditResult {
  /** The file's new bytes (the same bytes when nothing changed). */
  bytes: Buffer
  /** The new content as text (without a byte order mark), for diffs. */
  text: string
  /** The original content as text (without a byte order mark). */
  before: string
  changed: boolean
  /**
   * The record beside bundleUrl as the edited file reads back; absent when the file cannot hold
   * one (JSON) or nothing changed.
   */
  record?: ExportRecord
}

/** One document of a file, as a refusal lists it. */
export interface DocumentInfo {
  /** 1-based position in the file. */
  index: number
  kind?: string
  name?: string
  namespace?: string
  apiVersion?: string
}
