// A light parser for the MDX component tags docs pages use (`<Note>`, `<Tabs>`, …). Full MDX
// (acorn-parsed JSX and expressions) was ~20x slower than the Markdown itself; docs pages only
// put components on their own lines around Markdown, so this scanner finds those tag lines,
// outside code fences, and leaves everything in between to the real Markdown parser.

export type Attrs = Record<string, string | number | boolean>

export type DocNode =
  | { kind: 'markdown'; text: string; line: number }
  | { kind: 'component'; name: string; attrs: Attrs; children: DocNode[]; line: number }

export class SyntaxProblem extends Error {}

interface ParsedTag {
  name: string
  attrs: Attrs
  closing: boolean
  selfClosing: boolean
  /** Index just past the tag's `>`. */
  end: number
}

const NAME = /[A-Za-z][\w.]*/y

function braceValue(raw: string): string | number | boolean {
  const inner = raw.trim()
  if (inner === 'true') return true
  if (inner === 'false') return false
  if (/^-?\d+(\.\d+)?$/.test(inner)) return Number(inner)
  const quoted = /^(["'`])([\s\S]*)\1$/.exec(inner)
  if (quoted) return quoted[2]!
  return inner
}

/** Parses one tag at `start` (which points at `<`); returns undefined when the text ends first. */
export function parseTag(text: string, start: number): ParsedTag | undefined {
  let i = start + 1
  const closing = text[i] === '/'
  if (closing) i++
  NAME.lastIndex = i
  const nameMatch = NAME.exec(text)
  if (!nameMatch) throw new SyntaxProblem(`"${text.slice(start, start + 20)}" is not a valid tag`)
  const name = nameMatch[0]
  i = NAME.lastIndex
  const attrs: Attrs = {}
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++
    if (i >= text.length) return undefined
    const ch = text[i]!
    if (ch === '>') return { name, attrs, closing, selfClosing: false, end: i + 1 }
    if (ch === '/' && text[i + 1] === '>')
      return { name, attrs, closing, selfClosing: true, end: i + 2 }
    if (ch === '{') {
      // A spread or comment inside the tag; skipped as a whole.
      const close = matchBrace(text, i)
      if (close < 0) return undefined
      i = close + 1
      continue
    }
    NAME.lastIndex = i
    const attrName = NAME.exec(text)
    if (!attrName) throw new SyntaxProblem(`unexpected "${ch}" in <${name}>`)
    i = NAME.lastIndex
    if (text[i] !== '=') {
      attrs[attrName[0]] = true
      continue
    }
    i++
    const q = text[i]
    if (q === '"' || q === "'") {
      const close = text.indexOf(q, i + 1)
      if (close < 0) return undefined
      attrs[attrName[0]] = text.slice(i + 1, close)
      i = close + 1
    } else if (q === '{') {
      const close = matchBrace(text, i)
      if (close < 0) return undefined
      attrs[attrName[0]] = braceValue(text.slice(i + 1, close))
      i = close + 1
    } else {
      throw new SyntaxProblem(`attribute "${attrName[0]}" of <${name}> has no quoted or {…} value`)
    }
  }
}

function matchBrace(text: string, open: number): number {
  let depth = 0
  let quote: string | undefined
  for (let i = open; i < text.length; i++) {
    const ch = text[i]!
    if (quote) {
      if (ch === '\\') i++
      else if (ch === quote) quote = undefined
      continue
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch
    else if (ch === '{') depth++
    else if (ch === '}' && --depth === 0) return i
  }
  return -1
}

function dedent(lines: string[]): string {
  let min = Infinity
  for (const line of lines) {
    if (line.trim() === '') continue
    const indent = line.length - line.trimStart().length
    if (indent < min) min = indent
  }
  if (min === Infinity || min === 0) return lines.join('\n')
  return lines.map(l => l.slice(Math.min(min, l.length - l.trimStart().length))).join('\n')
}

const FENCE = /^(`{3,}|~{3,})/
const COMPONENT_START = /^<\/?[A-Z]/

/**
 * Splits a page body into Markdown runs and component nodes. `firstLine` is the body's line
 * number in the file, so errors point at the line the author sees.
 */
export function parseDocument(
  body: string,
  firstLine = 1
): { nodes: DocNode[]; droppedEsm: number } {
  const lines = body.split('\n')
  type Open = { name: string; attrs: Attrs; children: DocNode[]; line: number }
  const stack: Open[] = [{ name: '#root', attrs: {}, children: [], line: 0 }]
  let buffer: string[] = []
  let bufferLine = firstLine
  let fence: string | undefined
  let droppedEsm = 0

  const top = (): Open => stack[stack.length - 1]!
  const flush = (): void => {
    if (buffer.some(l => l.trim() !== ''))
      top().children.push({ kind: 'markdown', text: dedent(buffer), line: bufferLine })
    buffer = []
  }
  const push = (line: string, lineNo: number): void => {
    if (buffer.length === 0) bufferLine = lineNo
    buffer.push(line)
  }

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const lineNo = firstLine + i
    const trimmed = line.trimStart()
    if (fence) {
      push(line, lineNo)
      if (
        trimmed.startsWith(fence) &&
        trimmed.slice(fence.length).trim().replace(/[`~]/g, '') === ''
      )
        fence = undefined
      continue
    }
    const fenceMatch = FENCE.exec(trimmed)
    if (fenceMatch) {
      fence = fenceMatch[1]!
      push(line, lineNo)
      continue
    }
    if (trimmed.startsWith('{/*')) {
      // An MDX comment, possibly spanning lines: dropped from the output.
      while (i < lines.length && !lines[i]!.includes('*/}')) i++
      continue
    }
    if (stack.length === 1 && /^(import|export)\s/.test(line)) {
      droppedEsm++
      continue
    }
    if (!COMPONENT_START.test(trimmed)) {
      push(line, lineNo)
      continue
    }
    // A tag may run over several lines (long attribute lists); join until it is complete.
    let text = trimmed
    let tag = parseTag(text, 0)
    let j = i
    while (!tag && j + 1 < lines.length) {
      j++
      text += '\n' + lines[j]!
      tag = parseTag(text, 0)
    }
    if (!tag)
      throw new SyntaxProblem(`line ${lineNo}: the tag "${trimmed.slice(0, 40)}" is never finished`)
    i = j
    const rest = text.slice(tag.end)
    flush()
    if (tag.closing) {
      const open = top()
      if (stack.length === 1)
        throw new SyntaxProblem(`line ${lineNo}: </${tag.name}> closes nothing`)
      if (open.name !== tag.name) {
        throw new SyntaxProblem(
          `line ${lineNo}: </${tag.name}> found where <${open.name}> (line ${open.line}) should close`
        )
      }
      stack.pop()
      top().children.push({
        kind: 'component',
        name: open.name,
        attrs: open.attrs,
        children: open.children,
        line: open.line
      })
      if (rest.trim() !== '') push(rest, lineNo)
      continue
    }
    const node: Open = { name: tag.name, attrs: tag.attrs, children: [], line: lineNo }
    if (tag.selfClosing) {
      top().children.push({ kind: 'component', ...node })
      if (rest.trim() !== '') push(rest, lineNo)
      continue
    }
    stack.push(node)
    const closer = `</${tag.name}>`
    if (rest.trimEnd().endsWith(closer)) {
      // `<Note>Short text</Note>` on one line.
      const inner = rest.trimEnd().slice(0, -closer.length)
      if (inner.trim() !== '') push(inner, lineNo)
      flush()
      stack.pop()
      top().children.push({ kind: 'component', ...node })
    } else if (rest.trim() !== '') push(rest, lineNo)
  }
  // An unclosed fence runs to the end of the page, as CommonMark renders it.
  flush()
  if (stack.length > 1) {
    const open = top()
    throw new SyntaxProblem(`<${open.name}> opened on line ${open.line} is never closed`)
  }
  return { nodes: stack[0]!.children, droppedEsm }
}
