// Writes one benchmark's section of bench/RESULTS.md, leaving every other section (the render
// benchmark's, the other benchmarks') as it is. A quick run (BENCH_QUICK=1, small sizes for
// trying the benchmarks out) writes to bench/out/RESULTS.quick.md instead, so the recorded
// results only ever hold full runs.
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const REPO_ROOT = path.resolve(BENCH_DIR, '..')
/** Generated files (big archives, scratch folders); git-ignored. */
export const OUT_DIR = path.join(BENCH_DIR, 'out')

export const QUICK = process.env.BENCH_QUICK === '1'

const HEADING = '# Benchmark results'

/** Sections in the order they appear in a new file. */
const ORDER = ['Polling', 'Download', 'Start-up', 'End to end', 'Render']

export function resultsFile(): string {
  return QUICK ? path.join(OUT_DIR, 'RESULTS.quick.md') : path.join(BENCH_DIR, 'RESULTS.md')
}

/**
 * Replaces (or adds) the `## <title>` section, from its heading to the next `## ` heading,
 * keeping the `### ` parts written into it by hand.
 */
export function replaceSection(text: string, title: string, body: string): string {
  const section = `## ${title}\n\n${body.trim()}\n`
  const lines = text.split('\n')
  const start = lines.findIndex(l => l.trim() === `## ${title}`)
  if (start === -1) {
    // Insert before the first section that comes later in ORDER, else at the end.
    const rank = ORDER.indexOf(title)
    const later = lines.findIndex(l => {
      const m = /^## (.+)$/.exec(l.trim())
      return m !== null && rank !== -1 && ORDER.indexOf(m[1]!) > rank
    })
    if (later === -1) return `${text.trimEnd()}\n\n${section}`
    return [...lines.slice(0, later), ...section.split('\n'), ...lines.slice(later)].join('\n')
  }
  let end = lines.findIndex((l, i) => i > start && /^## /.test(l))
  if (end === -1) end = lines.length
  const after = lines.slice(end)
  // The section's `### ` parts written by hand (what a round changed and measured) stay, after
  // the new body; a part the body writes itself is replaced by the body's.
  const sectionLines = trimBlank(section.split('\n'))
  const written = new Set(sectionLines.map(l => l.trim()))
  const kept = subsections(lines.slice(start + 1, end)).filter(
    part => !written.has(part[0]!.trim())
  )
  const keptLines = kept.flatMap(part => ['', ...trimBlank(part)])
  return (
    [...lines.slice(0, start), ...sectionLines, ...keptLines, '', ...after]
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  )
}

/** The `### ` parts of a section's lines, each from its heading to the next. */
function subsections(lines: string[]): string[][] {
  const parts: string[][] = []
  for (const line of lines) {
    if (/^### /.test(line)) parts.push([line])
    else parts.at(-1)?.push(line)
  }
  return parts
}

/** Lines without blank ones at either end. */
function trimBlank(lines: string[]): string[] {
  let from = 0
  let to = lines.length
  while (from < to && lines[from]!.trim() === '') from++
  while (to > from && lines[to - 1]!.trim() === '') to--
  return lines.slice(from, to)
}

export async function writeSection(title: string, body: string): Promise<string> {
  const file = resultsFile()
  await mkdir(path.dirname(file), { recursive: true })
  const current = existsSync(file) ? await readFile(file, 'utf8') : `${HEADING}\n`
  await writeFile(file, replaceSection(current, title, body))
  return file
}
