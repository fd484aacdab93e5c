// A small JSON parser that records each value's source range, so that the JSON edit is a
// splice too: JSON.parse keeps no offsets and silently takes the last of duplicate keys.
import { ConfigEditError } from '../errors.js'
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

export class JsonScanner {
  private pos = 0
  constructor(private readonly text: string) {}

  parseDocument(): JsonValue {
    this.skipWs()
    const value = this.parseValue()
    this.skipWs()
    if (this.pos < this.text.length) this.fail('unexpected content after the JSON value')
    return value
  }

  private fail(message: string): never {
    const { line, column } = lineColumn(this.text, this.pos)
    throw new ConfigEditError(`invalid JSON at line ${line}, column ${column}: ${message}`)
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
    const m = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(
      this.text.slice(this.pos, this.pos + 400)
    )
    if (!m)
      this.fail(
        c === undefined ? 'unexpected end of file' : `unexpected character ${JSON.stringify(c)}`
      )
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
          this.pos = start
          this.fail('invalid string')
        }
      }
      if (c === '\n') this.fail('line break inside a string')
      this.pos++
    }
    this.pos = start
    return this.fail('unterminated string')
  }

  private parseObject(): JsonValue {
    const start = this.pos
    this.pos++
    const members: JsonMember[] = []
    this.skipWs()
    if (this.text[this.pos] === '}') {
      this.pos++
      return { kind: 'object', start, end: this.pos, members }
    }
    for (;;) {
      this.skipWs()
      if (this.text[this.pos] !== '"') this.fail('expected a "quoted" key')
      const keyStart = this.pos
      const key = this.parseString()
      this.skipWs()
      if (this.text[this.pos] !== ':') this.fail('expected ":" after a key')
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
        return { kind: 'object', start, end: this.pos, members }
      }
      this.fail('expected "," or "}"')
    }
  }

  private parseArray(): JsonValue {
    const start = this.pos
    this.pos++
    this.skipWs()
    if (this.text[this.pos] === ']') {
      this.pos++
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
        return { kind: 'array', start, end: this.pos }
      }
      this.fail('expected "," or "]"')
    }
  }
}

export type JsonObject = Extract<JsonValue, { kind: 'object' }>

/** The value tree of a JSON text (without its byte order mark), with source ranges. */
export function parseJsonWithRanges(text: string): JsonValue {
  return new JsonScanner(text).parseDocument()
}
