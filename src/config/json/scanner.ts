// A small JSON parser that records each value's source range, so that the JSON edit is a
// splice too: JSON.parse keeps no offsets and silently takes the last of duplicate keys.
import { ConfigSyntaxError } from '../errors.js'
import { lineColumn } from '../text.js'

export interface JsonMember {
  key: string
  keyStart: number
  value: JsonValue
}

export type JsonValue =
  | { kind: 'object'; start: number; end: number; members: JsonMember[] }
  | { kind: 'array'; start: number; end: number }
  | { kind: 'scalar'; start: number; end: number; value: unknown }

/**
 * Objects and arrays nested deeper than this are refused: the scanner descends by recursion, and
 * a file nested thousands deep would end it in a RangeError that names neither the file nor its
 * problem. No real config comes near it (Rust's serde_json stops at 128).
 */
export const MAX_JSON_DEPTH = 512

/** A number or a literal, matched where the scanner stands (sticky), however long it is. */
const LITERAL = /true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y

/** Blanks JSON does not allow, as text pasted from a web page or a chat brings them. */
const UNSEEN: Record<string, string> = {
  '\u00a0': 'a no-break space',
  '\ufeff': 'a byte order mark, a second one or one inside the file',
  '\u200b': 'a zero-width space',
  '\u3000': 'an ideographic space',
  '\u2028': 'a line separator',
  '\u2029': 'a paragraph separator'
}

/**
 * A character as a message can show it: one that looks like a blank or shows nothing is named
 * by its code point, since `not " "` for a no-break space reads as a complaint about a space.
 */
function shown(c: string): string {
  const code = `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
  const name = UNSEEN[c]
  if (name) return `${code} (${name}: JSON allows only spaces, tabs and line breaks between values)`
  return /[\s\p{C}]/u.test(c) ? code : JSON.stringify(c)
}

const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u'])

/**
 * Where and why a string's body (between its quotes) is not JSON: what hand-edited files get
 * wrong is a Windows path's single backslashes (`"C:\Users"`) and a tab typed into a value.
 */
function stringProblem(
  text: string,
  from: number,
  to: number
): { at: number; message: string } | undefined {
  for (let i = from; i < to; i++) {
    const c = text[i]!
    if (c === '\\') {
      const next = text[i + 1]!
      if (!ESCAPES.has(next)) {
        // A backslash ending a line (a shell habit) would put a raw line break in the message.
        const escape = /[\s\p{C}]/u.test(next) ? `a backslash before ${shown(next)}` : `\\${next}`
        return {
          at: i,
          message: `${escape} is not a JSON escape in this string: a backslash itself is written \\\\ (a Windows path as C:\\\\Users\\\\docs, or with forward slashes)`
        }
      }
      if (next === 'u' && !/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
        return { at: i, message: '\\u in a string needs four hex digits after it' }
      }
      i++
      continue
    }
    if (c < ' ') {
      const code = `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`
      const what = c === '\t' ? `a tab (${code})` : `the control character ${code}`
      return {
        at: i,
        message: `${what} inside a string: JSON strings hold it only escaped, as ${c === '\t' ? '\\t' : `\\u${code.slice(2)}`}`
      }
    }
  }
  return undefined
}

export class JsonScanner {
  private pos = 0
  private depth = 0
  constructor(private readonly text: string) {}

  parseDocument(): JsonValue {
    this.skipWs()
    if (this.pos === this.text.length) {
      this.fail(
        `the file is ${this.text === '' ? 'empty' : 'only whitespace'}, and JSON needs a value; write {} in it (an empty object), and the block is added to it`
      )
    }
    const value = this.parseValue()
    this.skipWs()
    if (this.pos < this.text.length)
      this.unexpected('expected the end of the file after the JSON value')
    return value
  }

  private fail(message: string): never {
    const { line, column } = lineColumn(this.text, this.pos)
    throw new ConfigSyntaxError('JSON', `line ${line}, column ${column}: ${message}`)
  }

  /**
   * Fails where `expected` is not found, naming the two extensions of JSON that real files
   * hold (VS Code and Dev Containers files, ASP.NET settings): a comment and a trailing comma.
   * Both are refused rather than edited around, since a strict JSON reader of the same file
   * would refuse them too; the message says so, not only what the parser wanted instead.
   */
  private unexpected(expected: string): never {
    const c = this.text[this.pos]
    const next = this.text[this.pos + 1]
    if (c === '/' && (next === '/' || next === '*')) {
      this.fail(
        `a comment (${c}${next}): JSON has no comments, so this is JSON with comments (JSONC, as VS Code, Dev Containers and ASP.NET read it), which the action does not edit. ` +
          'Remove the comments, or keep the static export block in a strict JSON or a YAML file'
      )
    }
    if (c === '}' || c === ']') {
      const comma = this.text.slice(0, this.pos).trimEnd()
      if (comma.endsWith(',')) {
        const at = lineColumn(this.text, comma.length - 1)
        this.fail(
          `a trailing comma before "${c}" (the comma at line ${at.line}, column ${at.column}): JSON allows none, so remove that comma`
        )
      }
    }
    if (c === undefined) this.fail('unexpected end of file')
    // The whole character: an emoji is two UTF-16 units, and its first alone shows as garbage.
    this.fail(`${expected}, not ${shown(String.fromCodePoint(this.text.codePointAt(this.pos)!))}`)
  }

  private skipWs(): void {
    while (this.pos < this.text.length && /[ \t\r\n]/.test(this.text[this.pos]!)) this.pos++
  }

  private parseValue(): JsonValue {
    const c = this.text[this.pos]
    if (c === '{') return this.parseObject()
    if (c === '[') return this.parseArray()
    const start = this.pos
    if (c === '"') {
      const value = this.parseString()
      return { kind: 'scalar', start, end: this.pos, value }
    }
    LITERAL.lastIndex = this.pos
    const m = LITERAL.exec(this.text)
    if (!m) this.unexpected('expected a value')
    this.pos += m![0].length
    return { kind: 'scalar', start, end: this.pos, value: JSON.parse(m![0]) }
  }

  private parseString(): string {
    const start = this.pos
    this.pos++
    while (this.pos < this.text.length) {
      const c = this.text[this.pos]!
      if (c === '\\') {
        this.pos += 2
        continue
      }
      if (c === '"') {
        this.pos++
        try {
          return JSON.parse(this.text.slice(start, this.pos)) as string
        } catch {
          const problem = stringProblem(this.text, start + 1, this.pos - 1)
          this.pos = problem?.at ?? start
          this.fail(problem?.message ?? 'invalid string')
        }
      }
      if (c === '\n') this.fail('line break inside a string')
      this.pos++
    }
    this.pos = start
    return this.fail('unterminated string')
  }

  /** Enters an object or array, refusing nesting past MAX_JSON_DEPTH. */
  private enter(): void {
    if (++this.depth > MAX_JSON_DEPTH) {
      this.fail(
        `objects and arrays nested more than ${MAX_JSON_DEPTH} deep; no deployment config nests that far, so check config-path names the right file`
      )
    }
  }

  private parseObject(): JsonValue {
    this.enter()
    const start = this.pos
    this.pos++
    const members: JsonMember[] = []
    this.skipWs()
    if (this.text[this.pos] === '}') {
      this.pos++
      this.depth--
      return { kind: 'object', start, end: this.pos, members }
    }
    for (;;) {
      this.skipWs()
      if (this.text[this.pos] !== '"') this.unexpected('expected a "quoted" key')
      const keyStart = this.pos
      const key = this.parseString()
      this.skipWs()
      if (this.text[this.pos] !== ':') this.unexpected('expected ":" after a key')
      this.pos++
      this.skipWs()
      const value = this.parseValue()
      members.push({ key, keyStart, value })
      this.skipWs()
      const c = this.text[this.pos]
      if (c === ',') {
        this.pos++
        continue
      }
      if (c === '}') {
        this.pos++
        this.depth--
        return { kind: 'object', start, end: this.pos, members }
      }
      this.unexpected('expected "," or "}"')
    }
  }

  private parseArray(): JsonValue {
    this.enter()
    const start = this.pos
    this.pos++
    this.skipWs()
    if (this.text[this.pos] === ']') {
      this.pos++
      this.depth--
      return { kind: 'array', start, end: this.pos }
    }
    for (;;) {
      this.skipWs()
      this.parseValue()
      this.skipWs()
      const c = this.text[this.pos]
      if (c === ',') {
        this.pos++
        continue
      }
      if (c === ']') {
        this.pos++
        this.depth--
        return { kind: 'array', start, end: this.pos }
      }
      this.unexpected('expected "," or "]"')
    }
  }
}

export type JsonObject = Extract<JsonValue, { kind: 'object' }>

/** The value tree of a JSON text (without its byte order mark), with source ranges. */
export function parseJsonWithRanges(text: string): JsonValue {
  return new JsonScanner(text).parseDocument()
}
