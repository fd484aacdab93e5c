// The config-document input: which document of a multi-document YAML file holds the block.
// Either the document's 1-based position in the file (`3`), or fields of a Kubernetes-style
// manifest (`kind=HelmRelease,name=docs`, also `namespace=` and `apiVersion=`) that exactly
// one document matches. Parser-free, so that the settings check it at start-up.
import type { DocumentInfo } from './types.js'

export type DocumentSelector =
  { index: number } | { kind?: string; name?: string; namespace?: string; apiVersion?: string }

const FIELDS = ['kind', 'name', 'namespace', 'apiVersion'] as const
type Field = (typeof FIELDS)[number]

/** Parses config-document; throws an Error whose message says what would be valid. */
export function parseDocumentSelector(input: string): DocumentSelector | undefined {
  const text = input.trim()
  if (text === '') return undefined
  if (/^\d+$/.test(text)) {
    const index = Number(text)
    if (index < 1 || !Number.isSafeInteger(index)) {
      throw new Error(`"${text}" is not a document number; documents count from 1`)
    }
    return { index }
  }
  const selector: Partial<Record<Field, string>> = {}
  for (const part of text.split(',')) {
    const m = /^\s*([A-Za-z.]+)\s*=\s*(.*?)\s*$/.exec(part)
    const field = m ? normaliseField(m[1]!) : undefined
    if (!m || !field || m[2] === '') {
      throw new Error(
        `"${text}" is neither a document number (1, 2, …) nor a list of kind=…, name=…, namespace=…, apiVersion=… (e.g. kind=HelmRelease,name=docs)`
      )
    }
    if (selector[field] !== undefined) throw new Error(`"${text}" gives ${field} twice`)
    selector[field] = m[2]!
  }
  return selector
}

function normaliseField(name: string): Field | undefined {
  const short = name.replace(/^metadata\./, '')
  return (FIELDS as readonly string[]).includes(short) ? (short as Field) : undefined
}

/** Whether a document is the one the selector names. */
export function selectorMatches(
  selector: DocumentSelector,
  doc: DocumentInfo & { apiVersion?: string }
): boolean {
  if ('index' in selector) return doc.index === selector.index
  return FIELDS.every(f => selector[f] === undefined || selector[f] === doc[f])
}

/** The selector as the user wrote it, for messages. */
export function describeSelector(selector: DocumentSelector): string {
  if ('index' in selector) return `config-document: ${selector.index}`
  const parts = FIELDS.filter(f => selector[f] !== undefined).map(f => `${f}=${selector[f]}`)
  return `config-document: ${parts.join(',')}`
}

/** One document for a refusal's list: `#3 HelmRelease docs`. */
export function describeDocument(doc: DocumentInfo): string {
  const what = [doc.kind ?? '(no kind)', doc.name ? `"${doc.name}"` : undefined]
    .filter(Boolean)
    .join(' ')
  return `#${doc.index} ${what}`
}
