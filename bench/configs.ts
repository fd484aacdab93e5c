// Writes bench/CONFIGS.md: every case of the real-config corpus (__tests__/config/corpus-cases.ts)
// through the editor and the independent checker, the same judgement as corpus.test.ts, as a
// table. Run with `npx tsx bench/configs.ts`.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CORPUS_CASES } from '../__tests__/config/corpus-cases.js'
import { runCase } from '../__tests__/config/corpus-run.js'

const rows: string[] = []
const counts = { ok: 0, refused: 0, wrong: 0 }
const files = new Set<string>()
for (const c of CORPUS_CASES) {
  files.add(c.file)
  const outcome = runCase(c)
  counts[outcome.kind]++
  const variant = c.variant ? c.variant.name : ''
  const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ')
  const result =
    outcome.kind === 'ok'
      ? 'ok'
      : outcome.kind === 'refused'
        ? `refused: ${cell(outcome.detail)}`
        : `**wrong**: ${cell(outcome.detail)}`
  // The checker counts lines from 0; the table from 1, as editors do.
  const lines = outcome.changedLines ? summarise(outcome.changedLines.map(n => n + 1)) : ''
  rows.push(`| \`${c.file}\` | ${variant} | \`${c.key}\` | ${result} | ${lines} |`)
}

/** `12-14, 20` from [12, 13, 14, 20]. */
function summarise(lines: number[]): string {
  const parts: string[] = []
  for (let i = 0; i < lines.length; i++) {
    let j = i
    while (j + 1 < lines.length && lines[j + 1] === lines[j]! + 1) j++
    parts.push(j === i ? `${lines[i]}` : `${lines[i]}-${lines[j]}`)
    i = j
  }
  return `${lines.length}: ${parts.join(', ')}`
}

const text = `# Deployment configs: the corpus results

Every case of the real-config corpus (\`__fixtures__/configs/real/\`, ${files.size} files from public
repositories, see its \`SOURCES.md\`; the variants are derived from them as
\`__tests__/config/variants.ts\` describes) written by the editor with a new link, a record
and, where the case says so, \`version\`, then judged by the independent checker
(\`__tests__/config/oracle.ts\`): YAML 1.2 and YAML 1.1-with-merge-keys data equal to the
original's but for the block, bytes outside the edited lines identical, BOM, line endings and
comments kept, editing again changing nothing, and a later link changing only the link's line.
A refusal must be a ConfigEditError naming the cause the case expects. \`corpus.test.ts\` runs the
same judgement in \`npm test\`; this table is written by \`npx tsx bench/configs.ts\`.

**${CORPUS_CASES.length} cases over ${files.size} files: ${counts.ok} ok, ${counts.refused} refused with their cause, ${counts.wrong} wrong.**

"Changed lines" are the lines of the edited file that are not in the original (new or
rewritten; the checker's \`changedLineNumbers\`): how many, then their numbers.

| File | Variant | Key | Result | Changed lines |
|---|---|---|---|---|
${rows.join('\n')}
`
writeFileSync(join(import.meta.dirname, 'CONFIGS.md'), text)
console.log(
  `${CORPUS_CASES.length} cases: ${counts.ok} ok, ${counts.refused} refused, ${counts.wrong} wrong`
)
