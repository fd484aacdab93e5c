// Reader of the chat SDK v4 data stream protocol: one part per line, written `CODE:JSON\n`.
// Bytes arrive in arbitrary chunks, so lines and multi-byte UTF-8 characters may be split
// between chunks; a streaming TextDecoder and a carry-over buffer put them back together.
import type { DataStreamPart } from './assistant-types.js'
import { isCode, PART_NAMES, typedPart } from './data-stream-parts.js'
import { oneLine } from '../log-text.js'
import { redact } from '../redact.js'

/** A line that is not a valid part, or a `3:` error part sent by the server. */
export class DataStreamError extends Error {
  constructor(
    message: string,
    /**
     * 1-based line number in the stream; 0 when the error is not one line's (the body's
     * compression, the order of the parts).
     */
    readonly line: number,
    /** The offending line (cut to 200 characters). */
    readonly text: string
  ) {
    super(message)
    this.name = 'DataStreamError'
  }
}

/** The server reported an error in the stream (`3:` part). */
export class AssistantStreamError extends DataStreamError {
  constructor(
    readonly serverMessage: string,
    line: number,
    text: string
  ) {
    super(
      `the assistant reported an error in its stream (line ${line}): ${oneLine(serverMessage)}`,
      line,
      text
    )
    this.name = 'AssistantStreamError'
  }
}

/**
 * The stream ended before the reply did: in the middle of a part, or with no finish part
 * (`d:` must come last). The server's answer was cut off on its way, so the same request may
 * well succeed again: a transport failure, unlike a malformed line or an error part.
 */
export class DataStreamCutError extends DataStreamError {
  constructor(message: string, line: number, text: string) {
    super(message, line, text)
    this.name = 'DataStreamCutError'
  }
}

/**
 * Whether a last line without its newline is the start of a part rather than a bad one: a code
 * alone, or a known code with JSON that does not parse yet. Anything else (an HTML page, a JSON
 * body, a server-sent event) is a wrong answer, which asking again would get again.
 */
function endsMidPart(line: string): boolean {
  const colon = line.indexOf(':')
  if (colon === -1) return isCode(line)
  if (!isCode(line.slice(0, colon))) return false
  try {
    JSON.parse(line.slice(colon + 1))
    return false
  } catch {
    return true
  }
}

/** The field names of a server-sent event line (`data: …`, `event: …`). */
const SSE_FIELDS = ['data', 'event', 'id', 'retry']

/**
 * A line as an error may show it: without the secrets (a server may echo the key it was sent,
 * in an error part or in any line), then cut to 200 characters. Redacting first, so a cut
 * never leaves part of a secret behind.
 */
function excerpt(line: string, secrets: readonly string[] = []): string {
  const shown = redact(line, secrets)
  return shown.length > 200 ? `${shown.slice(0, 200)}…` : shown
}

/**
 * Parses one line (without its newline). Throws DataStreamError naming the line for an unknown
 * code, bad JSON or a payload of the wrong shape, and AssistantStreamError for a `3:` part.
 * No secret in `secrets` reaches an error's message, text or server message.
 */
export function parseDataStreamLine(
  line: string,
  lineNumber: number,
  secrets: readonly string[] = []
): DataStreamPart {
  // Only a failing line is redacted and cut: a good one may be megabytes long. JSON.parse's
  // own message quotes the text it read, so each message is redacted whole.
  const fail = (problem: string) => {
    const shown = excerpt(line, secrets)
    return new DataStreamError(
      redact(`data stream line ${lineNumber}${problem}: ${JSON.stringify(shown)}`, secrets),
      lineNumber,
      shown
    )
  }
  const colon = line.indexOf(':')
  if (colon <= 0) throw fail(' is not a CODE:JSON part')
  const code = line.slice(0, colon)
  if (!isCode(code)) {
    // `data: {…}` is a server-sent event, what the v2 endpoint sends. Told by the line, not by
    // a Content-Type of text/event-stream: the SDK's reader reads a data stream labelled so.
    const sse = SSE_FIELDS.includes(code)
      ? ' (a server-sent event: the shape of the v2 message endpoint for chat SDK 5 and later, ' +
        'not the v1 data stream; check that the discovery URL leads to the v1 endpoint)'
      : ''
    throw fail(` has an unknown part code ${JSON.stringify(code)}${sse}`)
  }
  let value: unknown
  try {
    value = JSON.parse(line.slice(colon + 1))
  } catch (err) {
    throw fail(` (code ${code}) is not valid JSON (${(err as Error).message})`)
  }
  const part = typedPart(code, value)
  if (typeof part === 'string') {
    throw fail(`: part ${code} (${PART_NAMES[code]}) ${part}`)
  }
  if (part.type === 'error') {
    throw new AssistantStreamError(redact(part.value, secrets), lineNumber, excerpt(line, secrets))
  }
  return part
}

/**
 * The longest line read, in characters. A part is one line, and the largest a server sends (a
 * search result of up to 50 pages) is a few megabytes; a body that never ends its line (a
 * download, an endless stream) would otherwise be held whole until memory runs out.
 */
export const MAX_LINE_LENGTH = 16 * 1024 * 1024

/**
 * Turns chunks of bytes into parts. Feed chunks with `push`, then call `end`; both return the
 * parts completed so far. Blank lines are skipped (some proxies add them).
 *
 * A bad line or an error part throws. When whole parts came before it in the same chunk, those
 * are returned first and the error is thrown by the next `push` or `end`: a chunk often holds
 * the text just before a server's error part, and a reader showing the answer as it streams
 * (as the SDK's own reader does) must not lose it.
 *
 * Each chunk's text is searched for newlines once: an unfinished line is kept as a list of
 * pieces and joined once its newline comes. A single huge part (a long text delta in many
 * chunks) then costs time in proportion to its size, not to its size times its chunk count.
 */
export class DataStreamDecoder {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true })
  /** The unfinished line: pieces of text after the last newline, in order. */
  private pieces: string[] = []
  private lineNumber = 0
  private failure: unknown
  private searched = 0
  /** Characters held in `pieces`. */
  private pending = 0

  /** @param secrets never shown in an error (the key the request carried). */
  constructor(private readonly secrets: readonly string[] = []) {}

  /** Characters searched for a newline so far: each character of the stream once. */
  get charactersSearched(): number {
    return this.searched
  }

  push(chunk: Uint8Array | string): DataStreamPart[] {
    this.throwIfFailed()
    return this.drain(typeof chunk === 'string' ? chunk : this.decode(chunk, true), false)
  }

  end(): DataStreamPart[] {
    this.throwIfFailed()
    return this.drain(this.decode(new Uint8Array(0), false), true)
  }

  /** Lines read so far, blank ones included. */
  get linesRead(): number {
    return this.lineNumber
  }

  /** Throws the error of a bad line whose earlier parts were already returned. */
  throwIfFailed(): void {
    if (this.failure !== undefined) throw this.failure
  }

  private decode(bytes: Uint8Array, stream: boolean): string {
    try {
      return this.decoder.decode(bytes, { stream })
    } catch {
      throw new DataStreamError(
        `data stream is not valid UTF-8 after line ${this.lineNumber}`,
        this.lineNumber + 1,
        excerpt(this.pieces[0] ?? '', this.secrets)
      )
    }
  }

  /** The unfinished line's pieces and `tail`, as one string; the pieces are then cleared. */
  private takeLine(tail: string): string {
    const line = this.pieces.length === 0 ? tail : this.pieces.join('') + tail
    this.pieces = []
    this.pending = 0
    return line
  }

  /** The error for a line past MAX_LINE_LENGTH; what was held of it is let go. */
  private tooLong(text: string, start: number): DataStreamError {
    const shown = excerpt(this.pieces[0] ?? text.slice(start, start + 400), this.secrets)
    this.pieces = []
    this.pending = 0
    const line = this.lineNumber + 1
    return new DataStreamError(
      redact(
        `data stream line ${line} runs past ${MAX_LINE_LENGTH} characters without a newline: ` +
          `not a part of a reply (${JSON.stringify(shown)})`,
        this.secrets
      ),
      line,
      shown
    )
  }

  private drain(text: string, final: boolean): DataStreamPart[] {
    const parts: DataStreamPart[] = []
    try {
      let start = 0
      let newline = text.indexOf('\n')
      while (newline !== -1) {
        this.searched += newline + 1 - start
        if (this.pending + newline - start > MAX_LINE_LENGTH) throw this.tooLong(text, start)
        const raw = this.takeLine(text.slice(start, newline))
        // A CRLF line's CR goes (JSON.parse takes it as white space, as the SDK's reader does);
        // a line that is a lone CR (a blank line of a CRLF stream) is not blank to the SDK,
        // which fails the reply on it ("No separator found"), so it is refused here too.
        start = newline + 1
        this.lineNumber += 1
        if (raw === '\r') {
          throw new DataStreamError(
            `data stream line ${this.lineNumber} is a lone carriage return (a blank line of a CRLF stream, as a proxy's keep-alive may add): the chat SDK v4 client fails the reply on it ("No separator found"), so the site's chat shows an error`,
            this.lineNumber,
            raw
          )
        }
        const line = raw.replace(/\r$/, '')
        if (line.length > 0) parts.push(parseDataStreamLine(line, this.lineNumber, this.secrets))
        newline = text.indexOf('\n', start)
      }
      this.searched += text.length - start
      if (start < text.length) {
        this.pieces.push(start === 0 ? text : text.slice(start))
        this.pending += text.length - start
        if (this.pending > MAX_LINE_LENGTH) throw this.tooLong(text, start)
      }
      if (final && this.pieces.length > 0) {
        // A last line without its newline is still a whole part once the stream has ended.
        const line = this.takeLine('')
        this.lineNumber += 1
        if (endsMidPart(line)) {
          const shown = excerpt(line, this.secrets)
          throw new DataStreamCutError(
            redact(
              `the data stream ended in the middle of line ${this.lineNumber}: ${JSON.stringify(shown)}`,
              this.secrets
            ),
            this.lineNumber,
            shown
          )
        }
        parts.push(parseDataStreamLine(line, this.lineNumber, this.secrets))
      }
    } catch (err) {
      this.failure = err
      if (parts.length === 0) throw err
    }
    return parts
  }
}

export interface ReadDataStreamOptions {
  /**
   * Throw DataStreamCutError when the stream ends without a finish part. A reader of a whole
   * reply wants this; the protocol's own reader does not check it.
   */
  requireFinish?: boolean
  /** Text no error may show: the key the request carried, which a server may echo. */
  secrets?: readonly string[]
}

/** Reads parts from any async source of byte chunks (a Node stream, a web stream reader, …). */
export async function* readDataStream(
  chunks: AsyncIterable<Uint8Array | string>,
  options: ReadDataStreamOptions = {}
): AsyncGenerator<DataStreamPart, void, undefined> {
  const decoder = new DataStreamDecoder(options.secrets)
  let finished = false
  for await (const chunk of chunks) {
    for (const part of decoder.push(chunk)) {
      if (part.type === 'finish_message') finished = true
      yield part
    }
    // An error part ends the reply now, not when (or if) the server sends another chunk.
    decoder.throwIfFailed()
  }
  for (const part of decoder.end()) {
    if (part.type === 'finish_message') finished = true
    yield part
  }
  decoder.throwIfFailed()
  if (options.requireFinish && !finished) {
    throw new DataStreamCutError(
      `the data stream ended after line ${decoder.linesRead} without its finish part (d:): the reply was cut off`,
      decoder.linesRead + 1,
      ''
    )
  }
}
