// A unified diff of two versions of one text file, for the pull request's job summary and for
// dry runs. Config edits touch a handful of lines in files of at most 1 MiB, so the common
// head and tail are cut first and only the changed middle goes through a longest-common-
// subsequence table.

export interface LineChange {
  kind: 'context' | 'removed' | 'added'
  text: string
  /** The file's last line, with no line ending after it. */
  noNewline?: boolean
  /** 1-based line number in the old text (context and removed lines). */
  oldLine?: number
  /** 1-based line number in the new text (context and added lines). */
  newLine?: number
}

/** Splits into lines without their terminators (`\r\n` or `\n`); a final newline adds no line. */
export function splitLines(text: string): string[] {
  if (text === '') return []
  const lines = text.split(/\r?\n/)
  if (lines[lines.length - 1] === '') lines.pop()
  return lines
}

/**
 * Each line with its ending, so that lines are compared with their endings: `x` at the end of
 * a file and `x\n` differ (a final newline added or removed shows), and so do `x\r\n` and `x\n`.
 */
function linesWithEndings(text: string): string[] {
  return text === '' ? [] : (text.match(/[^\n]*\n|[^\n]+$/g) ?? [])
}

function lineText(line: string): string {
  return line.replace(/\r?\n$/, '')
}

// Larger middles would make the table big; they are shown as a plain replacement instead.
const MAX_TABLE_CELLS = 4_000_000

/** The line-by-line changes from `before` to `after`, every line included. */
export function diffLines(before: string, after: string): LineChange[] {
  const a = linesWithEndings(before)
  const b = linesWithEndings(after)
  let head = 0
  while (head < a.length && head < b.length && a[head] === b[head]) head++
  let tail = 0
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  ) {
    tail++
  }
  const midA = a.slice(head, a.length - tail)
  const midB = b.slice(head, b.length - tail)
  const changes: LineChange[] = []
  for (let i = 0; i < head; i++) {
    changes.push({ ...shown('context', a[i]!), oldLine: i + 1, newLine: i + 1 })
  }
  const middle = diffMiddle(midA, midB)
  let oldLine = head
  let newLine = head
  for (const c of middle) {
    if (c.kind === 'context') {
      changes.push({ ...shown('context', c.text), oldLine: ++oldLine, newLine: ++newLine })
    } else if (c.kind === 'removed') {
      changes.push({ ...shown('removed', c.text), oldLine: ++oldLine })
    } else {
      changes.push({ ...shown('added', c.text), newLine: ++newLine })
    }
  }
  for (let i = a.length - tail; i < a.length; i++) {
    changes.push({ ...shown('context', a[i]!), oldLine: ++oldLine, newLine: ++newLine })
  }
  return changes
}

function shown(kind: LineChange['kind'], line: string): LineChange {
  return line.endsWith('\n')
    ? { kind, text: lineText(line) }
    : { kind, text: line, noNewline: true }
}

function diffMiddle(a: string[], b: string[]): Array<{ kind: LineChange['kind']; text: string }> {
  if (a.length * b.length > MAX_TABLE_CELLS) {
    return [
      ...a.map(text => ({ kind: 'removed' as const, text })),
      ...b.map(text => ({ kind: 'added' as const, text }))
    ]
  }
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1
  const lcs = new Uint32Array((a.length + 1) * width)
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] =
        a[i] === b[j]
          ? lcs[(i + 1) * width + j + 1]! + 1
          : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!)
    }
  }
  const out: Array<{ kind: LineChange['kind']; text: string }> = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ kind: 'context', text: a[i]! })
      i++
      j++
    } else if (
      j === b.length ||
      (i < a.length && lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!)
    ) {
      // On a tie the removal comes first, as `diff -u` lists it.
      out.push({ kind: 'removed', text: a[i]! })
      i++
    } else {
      out.push({ kind: 'added', text: b[j]! })
      j++
    }
  }
  return out
}

/** Old and new line numbers that the edit touched, for tests and summaries. */
export function changedLineNumbers(
  before: string,
  after: string
): { removed: number[]; added: number[] } {
  const changes = diffLines(before, after)
  return {
    removed: changes.filter(c => c.kind === 'removed').map(c => c.oldLine!),
    added: changes.filter(c => c.kind === 'added').map(c => c.newLine!)
  }
}

/**
 * A unified diff (`--- a/path`, `+++ b/path`, `@@` hunks with `context` lines around each
 * change), as `git diff` prints it. Empty string when the texts have the same lines.
 */
export function unifiedDiff(path: string, before: string, after: string, context = 3): string {
  const changes = diffLines(before, after)
  const changedAt = changes.map((c, i) => (c.kind === 'context' ? -1 : i)).filter(i => i >= 0)
  if (changedAt.length === 0) return ''
  // Group changes whose context windows touch into one hunk.
  const hunks: Array<[number, number]> = []
  for (const i of changedAt) {
    const start = Math.max(0, i - context)
    const end = Math.min(changes.length - 1, i + context)
    const last = hunks[hunks.length - 1]
    if (last && start <= last[1] + 1) last[1] = end
    else hunks.push([start, end])
  }
  const out = [`--- a/${path}`, `+++ b/${path}`]
  for (const [start, end] of hunks) {
    const slice = changes.slice(start, end + 1)
    const oldLines = slice.filter(c => c.kind !== 'added')
    const newLines = slice.filter(c => c.kind !== 'removed')
    const oldStart = oldLines[0]?.oldLine ?? firstLineBefore(changes, start, 'oldLine')
    const newStart = newLines[0]?.newLine ?? firstLineBefore(changes, start, 'newLine')
    out.push(`@@ -${range(oldStart, oldLines.length)} +${range(newStart, newLines.length)} @@`)
    for (const c of slice) {
      out.push(`${c.kind === 'context' ? ' ' : c.kind === 'removed' ? '-' : '+'}${c.text}`)
      if (c.noNewline) out.push('\\ No newline at end of file')
    }
  }
  return out.join('\n') + '\n'
}

function firstLineBefore(
  changes: LineChange[],
  index: number,
  field: 'oldLine' | 'newLine'
): number {
  for (let i = index - 1; i >= 0; i--) {
    const n = changes[i]![field]
    if (n !== undefined) return n
  }
  return 0
}

function range(start: number, count: number): string {
  return count === 1 ? `${start}` : `${start},${count}`
}
