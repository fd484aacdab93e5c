// A platform answer's body as its sender wrote it, with the Content-Encoding a server or a proxy
// put on it undone. The requests name no Accept-Encoding, which RFC 9110 (12.5.3) reads as "any
// coding is acceptable", so a compressing proxy or CDN may send the assistant's stream or the
// export API's JSON gzipped or in brotli; the chat SDK's own client and curl-in-a-browser read
// through fetch, which undoes these codings, so the client here must read the same. (The export's
// archive is another matter: its gzip is the file itself, see archive/bundle-request.ts.)
import type { IncomingMessage } from 'node:http'
import { pipeline, type Duplex } from 'node:stream'
import zlib from 'node:zlib'
import { DataStreamCutError, DataStreamError } from './data-stream.js'

// zstd came to zlib in Node 23.8 (the action runs on 24); the type definitions in use predate it.
const createZstdDecompress = (zlib as { createZstdDecompress?: () => Duplex }).createZstdDecompress

/** The codings undone, by their registered names (lower case): those fetch undoes. */
const DECODERS: Record<string, () => Duplex> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
  ...(createZstdDecompress ? { zstd: createZstdDecompress } : {})
}

/** The codings of a Content-Encoding header, in the order they were applied. */
function codings(message: IncomingMessage): string[] {
  const header = message.headers['content-encoding']
  const text = Array.isArray(header) ? header.join(',') : (header ?? '')
  return text
    .split(',')
    .map(c => c.trim().toLowerCase())
    .filter(c => c !== '' && c !== 'identity')
}

/** What an answer is called in the errors below, unless told: the assistant's. */
const ASSISTANT_ANSWER = "the assistant's answer"

/**
 * The problem with the answer's Content-Encoding, before its body is read: a coding this client
 * cannot undo. Undefined when the body can be read. `what` names the answer in the message.
 */
export function contentEncodingProblem(
  message: IncomingMessage,
  what = ASSISTANT_ANSWER
): string | undefined {
  const unknown = codings(message).filter(c => !Object.hasOwn(DECODERS, c))
  if (unknown.length === 0) return undefined
  return (
    `${what} is compressed with ${unknown.join(', ')} (its Content-Encoding), ` +
    `which this client cannot undo (it reads ${Object.keys(DECODERS).join(', ')}); ` +
    'a proxy between the runner and the API may be compressing it'
  )
}

/** Whether a decoder's error says its input ended before the compressed data did. */
function endedEarly(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return code === 'Z_BUF_ERROR' || /unexpected end of file/i.test((err as Error)?.message ?? '')
}

/** Whether an error came from a decoder (zlib, brotli, zstd) rather than the connection. */
function isDecoderError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^(Z_|ERR__|ZSTD_)/.test(code)
}

/**
 * The error for compressed data that cannot be undone: `cut` when it ended early (the answer was
 * cut off on its way), else data that is not what the header says.
 */
export type CodingFailure = (message: string, cut: boolean) => Error

/** The assistant's: its stream's errors, which say whether the reply was cut off. */
const dataStreamFailure: CodingFailure = (message, cut) =>
  cut ? new DataStreamCutError(message, 0, '') : new DataStreamError(message, 0, '')

/**
 * The body's bytes, every coding undone (the last applied first). An error of the connection
 * (a reset, a stall the caller ended) comes through unchanged; compressed data that ends early or
 * is not what the header says is the error `failure` makes (by default the data stream's: a
 * DataStreamCutError, a DataStreamError), as is a coding it cannot undo, before reading.
 */
export async function* decodedBody(
  message: IncomingMessage,
  what = ASSISTANT_ANSWER,
  failure: CodingFailure = dataStreamFailure
): AsyncGenerator<Uint8Array> {
  const problem = contentEncodingProblem(message, what)
  if (problem) {
    message.resume()
    throw failure(problem, false)
  }
  const names = codings(message).reverse()
  if (names.length === 0) {
    yield* message as AsyncIterable<Buffer>
    return
  }
  const steps = names.map(name => (DECODERS[name] as () => Duplex)())
  const decoded = steps[steps.length - 1] as Duplex
  // Errors reach `decoded` through the pipeline; it rejects the iteration below with them.
  pipeline([message, ...steps], () => undefined)
  const coding = names.join(' and ')
  try {
    yield* decoded as AsyncIterable<Buffer>
  } catch (err) {
    if (!isDecoderError(err)) throw err
    if (endedEarly(err)) {
      throw failure(
        `${what} (${coding}-compressed) ended in the middle of its compressed data: it was cut off on its way`,
        true
      )
    }
    throw failure(
      `${what} is not valid ${coding} data, though its Content-Encoding says it is (${(err as Error).message})`,
      false
    )
  }
}

/** A whole (error) body as text, its coding undone; what could be read when it cannot be. */
export async function decodedText(message: IncomingMessage): Promise<string> {
  const chunks: Uint8Array[] = []
  try {
    for await (const chunk of decodedBody(message)) chunks.push(chunk)
  } catch {
    // An error body that cannot be read whole still says what it could.
  }
  return Buffer.concat(chunks).toString('utf8')
}
