// Writes the chat SDK v4 data stream: headers first, then one `CODE:JSON\n` line per part.
// Only the codes SDK 4.1 understands are allowed; `h` to `k` would break those clients.
import type http from 'node:http'
import { NEWER_CLIENT_CODES, PART_NAMES } from '../../src/platform/data-stream-parts.js'

const ALLOWED_CODES = new Set(
  Object.keys(PART_NAMES).filter(code => !(NEWER_CLIENT_CODES as string[]).includes(code))
)

export function formatStreamPart(code: string, value: unknown): string {
  if (!ALLOWED_CODES.has(code)) {
    throw new Error(`data stream code ${JSON.stringify(code)} is not readable by SDK 4.1 clients`)
  }
  return `${code}:${JSON.stringify(value)}\n`
}

export class DataStreamWriter {
  private ended = false

  constructor(private readonly res: http.ServerResponse) {}

  /** Sends the 200 and the protocol headers; extra headers (thread id and key) go with them. */
  start(headers: Record<string, string> = {}): void {
    this.res.writeHead(200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Vercel-AI-Data-Stream': 'v1',
      'Cache-Control': 'no-cache',
      ...headers
    })
    // Headers leave now, so a client sees the thread id before the first part.
    this.res.flushHeaders()
  }

  /** Writes one part; resolves when the socket has taken it (backpressure respected). */
  write(code: string, value: unknown): Promise<void> {
    if (this.ended) throw new Error('the data stream has already ended')
    const line = formatStreamPart(code, value)
    return new Promise<void>((resolve, reject) => {
      this.res.write(line, err => (err ? reject(err) : resolve()))
    })
  }

  end(): Promise<void> {
    this.ended = true
    return new Promise<void>(resolve => this.res.end(() => resolve()))
  }
}
