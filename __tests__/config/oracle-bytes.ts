// Byte-level half of the edit checker (oracle.ts): which encoding a file is in, its lines as
// bytes, and which lines an edit removed and added. Nothing here decodes lossily: lines are
// compared as bytes, so a byte replaced by U+FFFD, a changed line ending or an added final
// newline all show. Never imports from src/: it must not share the editor's mistakes.

export type Encoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252'

export type Eol = '' | 'LF' | 'CRLF' | 'CR'

export interface Line {
  /** The line's bytes without its ending. */
  content: Buffer
  eol: Eol
}

/** What a file's bytes are, judged from the bytes alone. */
export function detectEncoding(bytes: Uint8Array): Encoding {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return 'utf-8-bom'
  if (b[0] === 0xff && b[1] === 0xfe) return 'utf-16le'
  if (b[0] === 0xfe && b[1] === 0xff) return 'utf-16be'
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b)
    return 'utf-8'
  } catch {
    // Not UTF-8: every byte is a character of a single-byte code page (what Windows editors
    // write); windows-1252 is the one such files are in.
    return 'windows-1252'
  }
}

/**
 * The text of the bytes, decoded one-to-one (no byte is lost or merged), with a BOM kept as
 * U+FEFF. Windows-1252 is read as Latin-1 here: every byte becomes one character, which is
 * what the line structure and the YAML/JSON data need.
 */
export function decodeExactly(bytes: Uint8Array, encoding: Encoding): string {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  switch (encoding) {
    case 'utf-8':
    case 'utf-8-bom':
      return b.toString('utf8')
    case 'windows-1252':
      return b.toString('latin1')
    case 'utf-16le':
      return b.toString('utf16le')
    case 'utf-16be': {
      const swapped = Buffer.from(b)
      swapped.swap16()
      return swapped.toString('utf16le')
    }
  }
}

export function hasBom(encoding: Encoding): boolean {
  return encoding !== 'utf-8' && encoding !== 'windows-1252'
}

/** Splits bytes into lines (LF, CRLF or a lone CR end a line), code unit by code unit. */
export function splitLines(bytes: Uint8Array, encoding: Encoding): Line[] {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const unit = encoding === 'utf-16le' || encoding === 'utf-16be' ? 2 : 1
  const codeAt = (i: number): number =>
    unit === 1
      ? b[i]!
      : encoding === 'utf-16le'
        ? b[i]! | (b[i + 1]! << 8)
        : (b[i]! << 8) | b[i + 1]!
  const lines: Line[] = []
  let start = 0
  let i = 0
  while (i + unit <= b.length) {
    const c = codeAt(i)
    if (c === 0x0a) {
      lines.push({ content: b.subarray(start, i), eol: 'LF' })
      start = i += unit
    } else if (c === 0x0d) {
      const crlf = i + 2 * unit <= b.length && codeAt(i + unit) === 0x0a
      lines.push({ content: b.subarray(start, i), eol: crlf ? 'CRLF' : 'CR' })
      start = i += crlf ? 2 * unit : unit
    } else {
      i += unit
    }
  }
  if (start < b.length) lines.push({ content: b.subarray(start), eol: '' })
  return lines
}

export function sameLine(a: Line, b: Line): boolean {
  return a.eol === b.eol && a.content.equals(b.content)
}

export interface LineDiff {
  /** Indexes (0-based) of the original's lines that the edit removed or changed. */
  removed: number[]
  /**
   * Runs of added lines: `at` is the original's line index they stand before, `afterStart`
   * the index of the run's first line in the edited file.
   */
  added: Array<{ at: number; afterStart: number; lines: Line[] }>
}

/**
 * Which lines changed. The unchanged head and tail are stripped first; what is left in the
 * middle is aligned by a longest common subsequence, so two small edits far apart show as two
 * small edits, not as one block of everything between them.
 */
export function diffLines(before: Line[], after: Line[]): LineDiff {
  let head = 0
  while (head < before.length && head < after.length && sameLine(before[head]!, after[head]!)) {
    head++
  }
  let tail = 0
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    sameLine(before[before.length - 1 - tail]!, after[after.length - 1 - tail]!)
  ) {
    tail++
  }
  const a = before.slice(head, before.length - tail)
  const b = after.slice(head, after.length - tail)
  const diff: LineDiff = { removed: [], added: [] }
  const addRun = (at: number, afterIndex: number, line: Line): void => {
    const last = diff.added[diff.added.length - 1]
    if (last && last.at === at && last.afterStart + last.lines.length === afterIndex) {
      last.lines.push(line)
    } else {
      diff.added.push({ at, afterStart: afterIndex, lines: [line] })
    }
  }
  if (a.length * b.length > 4_000_000) {
    // Too large to align: an edit this big is wrong anyway; count it all as changed.
    a.forEach((_, i) => diff.removed.push(head + i))
    b.forEach((line, k) => addRun(head + a.length, head + k, line))
    return diff
  }
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs: Uint32Array[] = Array.from(
    { length: a.length + 1 },
    () => new Uint32Array(b.length + 1)
  )
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = sameLine(a[i]!, b[j]!)
        ? lcs[i + 1]![j + 1]! + 1
        : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!)
    }
  }
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && sameLine(a[i]!, b[j]!)) {
      i++
      j++
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      addRun(head + i, head + j, b[j]!)
      j++
    } else {
      diff.removed.push(head + i)
      i++
    }
  }
  return diff
}

/** 0-based numbers of the edited file's lines that are not in the original, in order. */
export function changedLineNumbers(before: Uint8Array, after: Uint8Array): number[] {
  const diff = diffLines(
    splitLines(before, detectEncoding(before)),
    splitLines(after, detectEncoding(after))
  )
  return diff.added.flatMap(run => run.lines.map((_, k) => run.afterStart + k))
}
