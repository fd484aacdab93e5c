// A response body handed chunk by chunk to a consumer that may ask the body to wait.
//
// Why not `for await (const chunk of body)`: the async iterator settles a promise and takes a
// turn of the microtask queue for every read, and a download's reads are 64 KiB each (3,300 for
// a 208 MiB bundle), most of them copied into a slab at once with nothing to wait for
// (slab-sink.ts). Here a chunk costs one call, and the body is paused only while the consumer's
// promise is pending, which holds the socket back exactly as the iterator's awaits did.
import { finished, type Readable } from 'node:stream'

/**
 * Hands each chunk of `body` to `take`, in order. When `take` returns a promise the body is
 * paused until it settles. Resolves once the body has ended and every take is done; rejects with
 * the first error, the body's own (a broken connection, a timeout, a close before the end) or
 * one a take threw or rejected with, once no take is under way, and destroys the body.
 */
export function readBody(
  body: Readable,
  take: (chunk: Buffer) => Promise<void> | undefined
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false
    /** The take the body waits for, if any. */
    let pending: Promise<void> | undefined
    const stop = (err: unknown): void => {
      if (settled) return
      settled = true
      body.off('data', onData)
      body.destroy()
      // A take under way finishes first: what the caller has taken in must be whole when it
      // hears of the failure (a resume continues from there).
      if (pending === undefined) reject(err)
      else
        pending.then(
          () => reject(err),
          () => reject(err)
        )
    }
    const onData = (chunk: Buffer): void => {
      let waiting: Promise<void> | undefined
      try {
        waiting = take(chunk)
      } catch (err) {
        stop(err)
        return
      }
      if (waiting === undefined) return
      body.pause()
      pending = waiting
      waiting.then(() => {
        pending = undefined
        if (!settled) body.resume()
      }, stop)
    }
    body.on('data', onData)
    finished(body, { writable: false }, err => {
      if (err) {
        stop(err)
        return
      }
      // The end can come while the last chunk's take still waits: a paused body whose last
      // bytes were already buffered ends as soon as they are read. The read is done when that
      // take is.
      const done = (): void => {
        if (settled) return
        settled = true
        body.off('data', onData)
        resolve()
      }
      if (pending === undefined) done()
      else pending.then(done, stop)
    })
  })
}
