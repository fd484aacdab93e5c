// Writes the static export block (`enabled`, `bundleUrl`, `version`) into a deployment's
// config file and reads it back. Bytes in, bytes out: no file system, no network.
//
// The file is decoded exactly (UTF-8, with or without BOM) or refused; the format's module
// splices the new values into the text; the result is read back by every kind of reader of
// the format and must mean the original data with only the block's fields set; then it is
// encoded to the same bytes outside the edit. Anything that cannot be done safely throws a
// ConfigEditError naming the real cause and the fix, and the caller writes nothing.
import { parseBundleLink } from '../links.js'
import type { DocumentSelector } from './document-selector.js'
import { ConfigEditError, ConfigSyntaxError } from './errors.js'
import type { Field } from './format.js'
import { keySegments } from './key.js'
import { DEFAULT_CONFIG_KEY } from '../rules/config-key.js'
import { recordForLink, sameSubject } from './record.js'
import { formatHandler, type ConfigFormat } from './registry.js'
import { decodeConfig, encodeConfig } from './text.js'
import type { EditResult, StaticExportUpdate, StaticExportValues } from './types.js'
import { verifyData } from './verify.js'

export { ConfigEditError } from './errors.js'
export { keySegments } from './key.js'
export { detectConfigFormat, type ConfigFormat } from './registry.js'
export { MAX_CONFIG_BYTES, decodeConfig } from './text.js'
export {
  formatRecordComment,
  linkFingerprint,
  parseRecordComment,
  recordForLink,
  recordProblem,
  sameSubject,
  type ExportRecord,
  type ImportRecord,
  type JobRecord
} from './record.js'
export { findRecordTrailer, formatRecordTrailer } from './record-trailer.js'
export {
  parseDocumentSelector,
  describeSelector,
  type DocumentSelector
} from './document-selector.js'
export type { EditResult, StaticExportUpdate, StaticExportValues, DocumentInfo } from './types.js'

function fieldsOf(update: StaticExportUpdate): Field[] {
  const fields: Field[] = [
    ['enabled', true],
    ['bundleUrl', update.bundleUrl]
  ]
  if (update.version !== undefined) fields.push(['version', update.version])
  return fields
}

function validateUpdate(update: StaticExportUpdate): void {
  if (typeof update.bundleUrl !== 'string' || update.bundleUrl === '') {
    throw new ConfigEditError('bundleUrl is empty')
  }
  if (/[\r\n\u2028\u2029]/.test(update.bundleUrl))
    throw new ConfigEditError('bundleUrl contains a line break')
  if (update.version !== undefined && /[\r\n\u2028\u2029]/.test(update.version)) {
    throw new ConfigEditError('version contains a line break')
  }
}

/**
 * Edits the block at `update.key` (default `staticExport`): `enabled: true`, the new
 * `bundleUrl` and, when given, `version`. Throws ConfigEditError for anything it cannot do
 * safely; the caller then writes nothing.
 */
export function applyStaticExport(
  bytes: Uint8Array,
  format: ConfigFormat,
  update: StaticExportUpdate
): EditResult {
  validateUpdate(update)
  const decoded = decodeConfig(bytes)
  const path = keySegments(update.key ?? DEFAULT_CONFIG_KEY)
  const handler = formatHandler(format)
  const fields = fieldsOf(update)
  const before = decoded.text
  const edited = handler.edit(before, path, update, fields)
  if (edited.text === before) {
    return { bytes: Buffer.from(bytes), text: before, before, changed: false }
  }
  // The read-back: the data, the block's values and the record.
  const readings = handler.readings(before)
  const selector = update.document ?? { index: edited.document + 1 }
  const read = valuesOf(
    readBack(() => {
      verifyData(readings, handler.readings(edited.text), edited.document, path, fields)
      return handler.read(edited.text, path, selector)
    })
  )
  const fail = (why: string): never => {
    throw new ConfigEditError(
      `the edited config does not read back as intended (${why}); nothing was written`
    )
  }
  if (!read) fail(`no ${path.join('.')} block`)
  if (read!.enabled !== true) fail('enabled is not true')
  if (read!.bundleUrl !== update.bundleUrl) fail('bundleUrl differs')
  if (update.version !== undefined && read!.version !== update.version) fail('version differs')
  if (update.record && read!.record && !sameSubject(read!.record, update.record)) {
    fail('the record says another job, or an import, than the one written')
  }
  if (update.record === null && (read!.record || read!.staleRecord)) {
    fail('an earlier record is still beside bundleUrl')
  }
  const out = encodeConfig({ text: edited.text, bom: decoded.bom })
  return {
    bytes: out,
    text: edited.text,
    before,
    changed: !out.equals(Buffer.from(bytes)),
    ...(read!.record ? { record: read!.record } : {})
  }
}

/**
 * Runs the read-back of the edited text. The user's file parsed before the edit, so a parse
 * error now is in the text the action wrote: refused as that, never as the user's invalid file
 * (its line and column are in the edited text, not in the file the user has).
 */
function readBack<T>(check: () => T): T {
  try {
    return check()
  } catch (err) {
    if (!(err instanceof ConfigSyntaxError)) throw err
    throw new ConfigEditError(
      `the text the action edited into the file is not valid ${err.format} (at ${err.where}, in the edited text); nothing was written. ` +
        'The file itself is valid: this is a defect of the action, please report it with the file'
    )
  }
}

/** Reads the block at `key`; undefined when the file has no such block. */
export function readStaticExport(
  bytes: Uint8Array,
  format: ConfigFormat,
  key: string = DEFAULT_CONFIG_KEY,
  document?: DocumentSelector
): StaticExportValues | undefined {
  const { text } = decodeConfig(bytes)
  return valuesOf(formatHandler(format).read(text, keySegments(key), document))
}

function valuesOf(
  read: ReturnType<ReturnType<typeof formatHandler>['read']>
): StaticExportValues | undefined {
  if (!read) return undefined
  const { block } = read
  const values: StaticExportValues = {}
  if ('enabled' in block) values.enabled = block.enabled
  if (typeof block.bundleUrl === 'string') values.bundleUrl = block.bundleUrl
  if (block.version !== undefined && block.version !== null) {
    values.version =
      Object.prototype.toString.call(block.version) === '[object Date]'
        ? (block.version as Date).toISOString()
        : String(block.version)
  }
  const comment = read.bundleUrlComment?.trim()
  const found = comment ? recordForLink(comment, values.bundleUrl ?? '') : undefined
  if (found && 'stale' in found) values.staleRecord = found.stale
  const record = found && 'record' in found ? found.record : undefined
  if (record) {
    // The record is what this action wrote; the link is only a fallback when there is none. An
    // import's record names no job, and none is guessed from its internal link's path.
    values.record = record
    if (record.jobId !== undefined) {
      values.jobId = record.jobId
      values.jobIdFrom = 'record'
    }
    if (record.expiresAt !== undefined) values.expiresAt = record.expiresAt
  } else if (values.bundleUrl !== undefined) {
    const fromLink = parseBundleLink(values.bundleUrl)
    if (fromLink.jobId !== undefined) {
      values.jobId = fromLink.jobId
      values.jobIdFrom = 'link'
    }
    if (fromLink.expiresAt !== undefined) values.expiresAt = fromLink.expiresAt
  }
  return values
}
