// The start of an error answer's body from the link host, and what an object store's XML error
// in it says (`<Code>` and `<Message>`, as S3, GCS and Azure write them), for the download's
// messages. Never more than a few KiB is read: the connection is then closed.
import type { IncomingMessage } from 'node:http'
import { oneLine } from '../log-text.js'

/** `<Code>` and `<Message>` of an object store's XML error body, when there is one. */
export function objectStoreError(body: string): string | undefined {
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1]
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1]
  if (!code && !message) return undefined
  return oneLine([code, message && `(${message})`].filter(Boolean).join(' '), 200)
}

/** Up to `limit` bytes of the body as text; the connection is closed after. */
export async function readSome(message: IncomingMessage, limit = 8192): Promise<string> {
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
  return Buffer.concat(chunks).toString('utf8').slice(0, limit)
}
