// Runs one corpus case through the editor and judges the outcome with the independent checker
// (oracle.ts): an edit must be right (and idempotent, and a later link must change only the
// link's line), a refusal must be a ConfigEditError that names the expected cause. Shared by
// corpus.test.ts and the table in bench/CONFIGS.md.
import { applyStaticExport, ConfigEditError } from '../../src/config/index.js'
import { caseBytes, caseFormat, type CorpusCase } from './corpus-cases.js'
import { changedLineNumbers, checkEdit } from './oracle.js'

export const FIRST_LINK =
  'https://exports.example.com/exports/se_3f9a2c1b8e7d4a06/bundle.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20261122T101500Z&X-Amz-Expires=604800&X-Amz-Signature=5d672d79c15b13162d9279b0855cfba6'
export const SECOND_LINK =
  'https://exports.example.com/exports/se_9e8d7c6b5a4f3e2d/bundle.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20261129T101500Z&X-Amz-Expires=604800&X-Amz-Signature=0a1b2c3d4e5f60718293a4b5c6d7e8f9'

export interface CaseOutcome {
  kind: 'ok' | 'refused' | 'wrong'
  /** The refusal's message, or what was wrong. */
  detail: string
  /** The edited file's lines that are not in the original (0-based, as the checker counts). */
  changedLines?: number[]
  /** The edited bytes, when the edit succeeded. */
  after?: Buffer
}

function update(c: CorpusCase, bundleUrl: string, jobId: string, expiresAt: string) {
  return {
    key: c.key,
    bundleUrl,
    ...(c.version !== undefined ? { version: c.version } : {}),
    record: { jobId, expiresAt }
  }
}

function fields(c: CorpusCase, bundleUrl: string): Record<string, unknown> {
  return { enabled: true, bundleUrl, ...(c.version !== undefined ? { version: c.version } : {}) }
}

export function runCase(c: CorpusCase): CaseOutcome {
  const before = caseBytes(c)
  const format = caseFormat(c)
  let after: Buffer
  try {
    after = applyStaticExport(
      before,
      format,
      update(c, FIRST_LINK, 'se_3f9a2c1b8e7d4a06', '2026-11-29T10:15:00.000Z')
    ).bytes
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    if (!(err instanceof ConfigEditError)) return { kind: 'wrong', detail: `threw ${String(err)}` }
    if ('refuse' in c.expected) {
      if (!c.expected.refuse.test(message)) {
        return { kind: 'wrong', detail: `refused, but not naming ${c.expected.refuse}: ${message}` }
      }
      const missing = (c.expected.mentions ?? []).filter(m => !message.includes(m))
      if (missing.length > 0) {
        return {
          kind: 'wrong',
          detail: `refused without mentioning ${missing.join(', ')}: ${message}`
        }
      }
      return { kind: 'refused', detail: message }
    }
    if (c.expected.orRefuse?.test(message)) return { kind: 'refused', detail: message }
    return { kind: 'wrong', detail: `refused a file it should edit: ${message}` }
  }
  if ('refuse' in c.expected) {
    return { kind: 'wrong', detail: `edited a file it should refuse (${c.expected.refuse})`, after }
  }
  const document = c.expected.edit.document
  const violations = checkEdit(before, after, {
    format,
    key: c.key,
    document,
    fields: fields(c, FIRST_LINK)
  })
  if (violations.length > 0) return { kind: 'wrong', detail: violations.join('; '), after }
  const again = applyStaticExport(
    after,
    format,
    update(c, FIRST_LINK, 'se_3f9a2c1b8e7d4a06', '2026-11-29T10:15:00.000Z')
  )
  if (again.changed)
    return { kind: 'wrong', detail: 'editing again with the same values changed the file', after }
  const renewed = applyStaticExport(
    after,
    format,
    update(c, SECOND_LINK, 'se_9e8d7c6b5a4f3e2d', '2026-12-06T10:15:00.000Z')
  ).bytes
  const renewal = checkEdit(after, renewed, {
    format,
    key: c.key,
    document,
    fields: fields(c, SECOND_LINK)
  })
  if (renewal.length > 0)
    return { kind: 'wrong', detail: `the renewal: ${renewal.join('; ')}`, after }
  const linkLines = changedLineNumbers(after, renewed)
  if (linkLines.length !== 1) {
    return {
      kind: 'wrong',
      detail: `a new link changed lines ${linkLines.join(', ')}, not just the link's`,
      after
    }
  }
  return { kind: 'ok', detail: '', changedLines: changedLineNumbers(before, after), after }
}
