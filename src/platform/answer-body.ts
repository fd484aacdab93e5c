// The body of a platform answer: read whole, in linear time and within a bound (an answer too
// large to be one is refused unread), and parsed as JSON. Apart from the client (http.ts), which
// decides what to send, when to retry and what a failed request means.
import type { IncomingMessage } from 'node:http'
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
 * past MAX_ANSWER_BYTES.
 */
export async function readAnswer(message: IncomingMessage, call: string): Promise<string> {
  const tooLarge = (): AnswerTooLarge => {
    message.destroy()
    return new AnswerTooLarge(
      `${call} answered with more than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB; an answer of the platform is a few hundred bytes, so it is refused unread`,
      { kind: 'bad-response', call, status: message.statusCode }
    )
  }
  const declared = Number(message.headers['content-length'])
  if (Number.isFinite(declared) && declared > MAX_ANSWER_BYTES) throw tooLarge()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of message as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_ANSWER_BYTES) throw tooLarge()
    chunks.push(chunk)
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
