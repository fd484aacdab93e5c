// The start of an error answer's body from the link host, and what an object store's XML error
// in it says (`<Code>` and `<Message>`, as S3, GCS and Azure write them), for the download's
// messages. Never more than a few KiB is read: the connection is then closed.
//
// A link host's error body may echo the request: its path (Spring Boot's JSON error, Express's
// "Cannot GET /…"), even its query (a proxy's or a debug error page quoting the request line).
// The link's secrets (links.ts linkSecrets: the link, its signature, a token path) are replaced
// as the body is read, before anything cuts it for a message: a secret straddling a cut would
// leave a fragment that no later redaction, nor the runner's masker, recognises.
import type { IncomingMessage } from 'node:http'
import { linkSecrets } from '../links.js'
import { oneLine } from '../log-text.js'
import { redact } from '../redact.js'

/** `<Code>` and `<Message>` of an object store's XML error body, when there is one. */
export function objectStoreError(body: string): string | undefined {
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1]
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1]
  if (!code && !message) return undefined
  return oneLine([code, message && `(${message})`].filter(Boolean).join(' '), 200)
}

/**
 * Up to `limit` bytes of the body as text, without the secrets of `urls` (the link, and the hop
 * that answered when a redirect led elsewhere: its signature is as secret as the link's); the
 * connection is closed after. (Only the start reaches a message: the limit's cut shows nothing.)
 */
export async function readSome(
  message: IncomingMessage,
  urls: readonly string[],
  limit = 8192
): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of message) {
      chunks.push(chunk as Buffer)
      size += (chunk as Buffer).length
      if (size >= limit) break
    }
  } catch {
    // An error body that breaks off still says what it said so far.
  }
  message.destroy()
  const secrets = urls.flatMap(url => linkSecrets(url))
  return redact(Buffer.concat(chunks).toString('utf8'), secrets).slice(0, limit)
}
