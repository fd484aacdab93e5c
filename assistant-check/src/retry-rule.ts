// Which failures of one question are worth asking again, and what to say when the asking stops.
// A failure on the way (no answer, a dropped connection, a reply cut off before its finish part)
// says nothing about the assistant, so it is retried; so is an answer that says "later" (429,
// 5xx, an error part about overload or rate limits). Any other answer (401, 404, a malformed
// line, an error part about something else) would be the same the next time: it is reported at
// once, so a broken setup fails the check fast instead of after minutes of backoff.
import { AssistantHttpError } from '../../src/platform/assistant.js'
import {
  AssistantStreamError,
  DataStreamCutError,
  DataStreamError
} from '../../src/platform/data-stream.js'
import { oneLine } from '../../src/log-text.js'

// A name lookup that failed for now (EAI_AGAIN) and a route that is down are passing on a
// runner; a name that does not exist (ENOTFOUND) is a wrong URL, and is not among them.
const TRANSPORT_CODES = [
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'ESOCKETTIMEDOUT',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH'
]

/**
 * Words of an error part that mean "not now" rather than "not this": a model provider's overload
 * or rate limit, or a gateway's 5xx, passed on by the server. The v4 protocol's error part is a
 * bare string, so its words are all there is to go on. The SDK's masked default ("An error
 * occurred.") says nothing either way and is not retried.
 */
const TRANSIENT_WORDS =
  /overload|rate[ _-]?limit|too many requests|capacity|temporar(y|ily)|unavailable|timed? ?out|try again later|retry (later|your request)|\b(429|502|503|504|529)\b/i

/** Whether an error part's message says the failure is passing. */
export function saysTransient(serverMessage: string): boolean {
  return TRANSIENT_WORDS.test(serverMessage)
}

/** What went wrong, if it is worth another try; undefined when it is not. */
export function retryReason(err: unknown): string | undefined {
  if (err instanceof AssistantHttpError) {
    // 501 says the server does not do this at all: no later try differs.
    return err.status === 429 || (err.status >= 500 && err.status !== 501)
      ? `${err.status} from the assistant`
      : undefined
  }
  if (err instanceof DataStreamCutError) return 'the reply was cut off'
  if (err instanceof AssistantStreamError) {
    return saysTransient(err.serverMessage)
      ? `the assistant's stream said ${JSON.stringify(oneLine(err.serverMessage, 200))}`
      : undefined
  }
  if (err instanceof DataStreamError) return undefined
  const code = (err as { code?: unknown })?.code
  return typeof code === 'string' && TRANSPORT_CODES.includes(code)
    ? `the connection failed (${code})`
    : undefined
}

/** The error a question ends with: what happened, after how many tries, and why no more. */
export function finalError(err: unknown, attempts: number): string {
  const message = err instanceof Error ? err.message : String(err)
  const tries = `${attempts} ${attempts === 1 ? 'try' : 'tries'}`
  return retryReason(err) === undefined
    ? `${message} (after ${tries}; not retried, as asking again would get the same answer)`
    : `${message} (after ${tries}, the most allowed)`
}
