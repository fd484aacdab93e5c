// The one interface every config format implements. A new format is one module implementing
// it plus one line in registry.ts; the byte handling, the record, the read-back check and the
// document selection input are shared.
import type { DocumentSelector } from './document-selector.js'
import type { StaticExportUpdate } from './types.js'

/** A field of the block and the value it gets. */
export type Field = [string, boolean | string]

/** The file's data as one kind of reader sees it: one entry per document. */
export interface Reading {
  name: string
  documents: unknown[]
}

/** The block as the file holds it. */
export interface BlockRead {
  /** The block's data (aliases resolved). */
  block: Record<string, unknown>
  /** What follows bundleUrl's value on its line (where the record comment lives), if anything. */
  bundleUrlComment?: string
}

export interface ConfigFormatHandler {
  readonly name: string
  /** Whether a config path is of this format (by its file name). */
  matches(path: string): boolean
  /** The edited text, and the 0-based index of the document that holds the block. */
  edit(
    text: string,
    path: string[],
    update: StaticExportUpdate,
    fields: Field[]
  ): { text: string; document: number }
  /** The block at `path`; undefined when no document holds one. */
  read(text: string, path: string[], selector?: DocumentSelector): BlockRead | undefined
  /** The data, as every kind of reader of this format sees it, for the read-back check. */
  readings(text: string): Reading[]
}
