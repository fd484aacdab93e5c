// The body of a platform answer: read whole, in linear time and within a bound (an answer too
// large to be one is refused unread), its Content-Encoding undone (content-coding.ts), and parsed
// as JSON. Apart from the client (http.ts), which decides what to send, when to retry and what a
// failed request means.
import type { IncomingMessage } from 'node:http'
import { decodedBody } from './content-coding.js'
import { PlatformError } from './errors.js'

/**
 * The most an answer of the platform may hold. Its answers are a few hundred bytes (a job, a
 * link); 16 MiB leaves room for any honest one and refuses a flood before it costs memory.
 */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024

/** An answer too large to be one: not retried, nothing more of it read. */
export class AnswerTooLarge extends PlatformError {}

/**
 * The body as text, read in linear time (the chunks are joined once at the end; the HTTP
 * client's readBody copies everything received so far for every chunk) and refused, unread,
 * past MAX_ANSWER_BYTES, before or after its Content-Encoding is undone (a gateway may gzip the
 * JSON; a small answer may inflate to a flood). A coding that cannot be undone fails a successful
 * answer, saying so; an error answer keeps its status, with what of its text could be read.
 */
export async function readAnswer(message: IncomingMessage, call: string): Promise<string> {
  const status = message.statusCode ?? 0
  const tooLarge = (): AnswerTooLarge => {
    message.destroy()
    return new AnswerTooLarge(
      `${call} answered with more than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB; an answer of the platform is a few hundred bytes, so it is refused unread`,
      { kind: 'bad-response', call, status: message.statusCode }
    )
  }
  const declared = Number(message.headers['content-length'])
  if (Number.isFinite(declared) && declared > MAX_ANSWER_BYTES) throw tooLarge()
  const what = `the answer to ${call}`
  const unreadable = (text: string): PlatformError =>
    new PlatformError(text, { kind: 'bad-response', call, status })
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for await (const chunk of decodedBody(message, what, unreadable)) {
      size += chunk.length
      if (size > MAX_ANSWER_BYTES) throw tooLarge()
      chunks.push(chunk)
    }
  } catch (err) {
    // A coding that cannot be undone fails a successful answer; an error answer keeps its
    // status, with what of its text could be read.
    if (err instanceof AnswerTooLarge || !(err instanceof PlatformError)) throw err
    if (status >= 200 && status < 300) throw err
  }
  return Buffer.concat(chunks, size).toString('utf8')
}

export function parseJson(text: string, call: string, status: number): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new PlatformError(`${call} answered ${status} with a body that is not JSON`, {
      kind: 'bad-response',
      call,
      status
    })
  }
}
