// What the documentation tests read: an action's metadata (action.yml) and the README's
// tables and code blocks, parsed once here so every docs test judges the same text.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse as parseYaml } from 'yaml'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export interface InputSpec {
  description: string
  required: boolean
  /** The default as the runner sees it; '' when action.yml gives none. */
  default: string
}

export interface ActionMetadata {
  file: string
  name: string
  description: string
  inputs: Map<string, InputSpec>
  outputs: Map<string, { description: string }>
  runs: { using: string; main: string }
}

export function readActionMetadata(relativePath: string): ActionMetadata {
  const file = path.join(repoRoot, relativePath)
  const doc = parseYaml(readFileSync(file, 'utf8')) as {
    name: string
    description: string
    inputs?: Record<string, { description?: string; required?: boolean; default?: unknown }>
    outputs?: Record<string, { description?: string }>
    runs: { using: string; main: string }
  }
  const inputs = new Map<string, InputSpec>()
  for (const [name, spec] of Object.entries(doc.inputs ?? {})) {
    inputs.set(name, {
      description: spec.description ?? '',
      required: spec.required === true,
      default: spec.default === undefined || spec.default === null ? '' : String(spec.default)
    })
  }
  const outputs = new Map<string, { description: string }>()
  for (const [name, spec] of Object.entries(doc.outputs ?? {})) {
    outputs.set(name, { description: spec.description ?? '' })
  }
  return { file, name: doc.name, description: doc.description, inputs, outputs, runs: doc.runs }
}

export function readRepoText(relativePath: string): string {
  return readFileSync(path.join(repoRoot, relativePath), 'utf8')
}

/** Splits a Markdown table row into its cells (a `\|` inside a cell is not a separator). */
export function tableCells(row: string): string[] {
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '')
  return inner.split(/(?<!\\)\|/).map(cell => cell.trim().replace(/\\\|/g, '|'))
}

/**
 * The rows of the first table after the heading `heading` (e.g. `### Inputs`), as cells; the
 * header and the `|---|` line are left out.
 */
export function markdownTableAfter(markdown: string, heading: string): string[][] {
  const lines = markdown.split(/\r?\n/)
  const start = lines.findIndex(line => line.trim() === heading)
  if (start === -1) throw new Error(`no heading "${heading}"`)
  const rows: string[][] = []
  let inTable = false
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,6}\s/.test(line)) break
    if (line.trim().startsWith('|')) {
      inTable = true
      rows.push(tableCells(line))
    } else if (inTable) {
      break
    }
  }
  if (rows.length < 2) throw new Error(`no table after "${heading}"`)
  return rows.slice(2)
}

/** The contents of the code spans of a Markdown cell, in order. */
export function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map(m => m[1]!)
}

export interface CodeBlock {
  /** The info string's first word (`yaml`, `sh`). */
  lang: string
  text: string
  /** 1-based line of the opening fence. */
  line: number
}

/** The fenced code blocks of a Markdown or MDX text (``` fences, any indent). */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = []
  const lines = markdown.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/.exec(lines[i]!)
    if (!open) continue
    const indent = open[1]!.length
    const fence = open[2]!
    const body: string[] = []
    let j = i + 1
    for (; j < lines.length; j++) {
      if (lines[j]!.trim().startsWith(fence) && lines[j]!.trim().replace(/[`~]/g, '') === '') break
      body.push(lines[j]!.slice(Math.min(indent, lines[j]!.length - lines[j]!.trimStart().length)))
    }
    blocks.push({ lang: open[3]!.toLowerCase(), text: body.join('\n'), line: i + 1 })
    i = j
  }
  return blocks
}
