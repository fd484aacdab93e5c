// The config diff as the job summary shows it. GitHub refuses a step summary over 1 MiB whole
// (the summary is dropped, with an error annotation), and the diff is the one part of it whose
// size the user's file decides: a minified JSON config is one line, so its diff is the whole
// file twice. Long lines are shown as a window around where the old and new line first differ
// (the change, not the start of the line), and the diff as a whole is cut past a bound; the
// step's log keeps the whole diff.

/** Characters of one diff line shown in the summary. */
export const SUMMARY_DIFF_LINE_CHARS = 2_000
/** Characters of the whole diff shown in the summary: far under the 1 MiB of a summary. */
export const SUMMARY_DIFF_CHARS = 200_000
/** How much of a long changed line is shown before its first difference. */
const BEFORE_CHANGE = 200

export function diffForSummary(diff: string): string {
  const lines = diff.split('\n')
  const shown: string[] = []
  let total = 0
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const from = windowStart(lines, i)
    const text = cutLine(line, from)
    if (total + text.length > SUMMARY_DIFF_CHARS) {
      shown.push(`… (${lines.length - i} more diff lines: the whole diff is in the step's log)`)
      break
    }
    shown.push(text)
    total += text.length + 1
  }
  return shown.join('\n')
}

/**
 * Where a long line's window starts: for a removed or added line paired with its counterpart
 * (the k-th line of a run of removals and the k-th of the additions after it), shortly before
 * the two first differ; otherwise at the start.
 */
function windowStart(lines: readonly string[], i: number): number {
  const line = lines[i]!
  if (line.length <= SUMMARY_DIFF_LINE_CHARS) return 0
  const other = counterpart(lines, i)
  if (other === undefined) return 0
  let same = 1 // the sign differs; the text after it is compared
  const end = Math.min(line.length, other.length)
  while (same < end && line.charCodeAt(same) === other.charCodeAt(same)) same++
  return Math.max(1, same - BEFORE_CHANGE)
}

function counterpart(lines: readonly string[], i: number): string | undefined {
  const sign = lines[i]![0]
  if (sign !== '-' && sign !== '+') return undefined
  const own = runAround(lines, i)
  const k = own.indexOf(i)
  const other =
    sign === '-'
      ? runAround(lines, next(lines, own[own.length - 1]!, 1))
      : runAround(lines, next(lines, own[0]!, -1))
  const pair = other[k]
  return pair !== undefined && lines[pair]![0] !== sign ? lines[pair] : undefined
}

/**
 * The indices of the run of lines of one sign around `i` (none when `i` is not a removed or
 * added line). A `\ No newline at end of file` line belongs to the line before it and does
 * not end a run.
 */
function runAround(lines: readonly string[], i: number | undefined): number[] {
  const sign = i === undefined ? undefined : lines[i]?.[0]
  if (i === undefined || (sign !== '-' && sign !== '+')) return []
  const run = [i]
  for (
    let j = next(lines, i, -1);
    j !== undefined && lines[j]![0] === sign;
    j = next(lines, j, -1)
  ) {
    run.unshift(j)
  }
  for (let j = next(lines, i, 1); j !== undefined && lines[j]![0] === sign; j = next(lines, j, 1)) {
    run.push(j)
  }
  return run
}

/** The next line from `i` in the direction `step` that is not a `\` remark. */
function next(lines: readonly string[], i: number, step: 1 | -1): number | undefined {
  for (let j = i + step; j >= 0 && j < lines.length; j += step) {
    if (lines[j]![0] !== '\\') return j
  }
  return undefined
}

/** The line cut to its window, saying what was left out on either side. */
function cutLine(line: string, from: number): string {
  if (line.length <= SUMMARY_DIFF_LINE_CHARS) return line
  const start = Math.max(1, from)
  const end = Math.min(line.length, start + SUMMARY_DIFF_LINE_CHARS)
  const head = start > 1 ? `… (${start - 1} characters) ` : ''
  const tail = end < line.length ? ` … (${line.length - end} more characters)` : ''
  return line.slice(0, 1) + head + line.slice(start, end) + tail
}
