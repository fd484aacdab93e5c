// node:zlib's gunzip stream behind the verifier's inflater interface (inflater.ts): the engine of
// a runtime whose zlib binding does not answer as the native engine expects.
import { createGunzip } from 'node:zlib'
import type { InflatedConsumer, Inflater } from './inflater.js'
import { INFLATE_CHUNK_BYTES } from './native-inflater.js'

/** node:zlib's stream behind the same interface: a fresh buffer per piece. */
export class StreamInflater implements Inflater {
  readonly passesInline = 0
  readonly mostReady = 0
  /** A fresh buffer per piece: none is held. */
  readonly heldBytes = 0
  private readonly gunzip = createGunzip({ chunkSize: INFLATE_CHUNK_BYTES })
  private failure: { reason: unknown } | undefined
  private readonly consumed: Promise<void>
  /** The gzip stream ended and was consumed; what is still written is padding after it. */
  private outputEnded = false

  constructor(
    consumer: InflatedConsumer,
    private readonly onFailure: (reason: unknown) => void
  ) {
    const gunzip = this.gunzip
    // Errors reach the reading loop below; once it is over, the stream has nobody to tell.
    gunzip.on('error', () => undefined)
    this.consumed = (async () => {
      for await (const piece of gunzip as AsyncIterable<Buffer>) await consumer(piece)
      this.outputEnded = true
    })()
    this.consumed.catch((err: unknown) => this.destroy(err))
  }

  get bytesIn(): number {
    return this.gunzip.bytesWritten
  }

  get stopped(): boolean {
    return this.failure !== undefined
  }

  write(input: Buffer): Promise<void> {
    if (this.failure) return Promise.reject(this.failure.reason)
    if (this.outputEnded || this.gunzip.destroyed) return Promise.resolve()
    return new Promise((resolve, reject) => {
      const settle = (): void => {
        this.gunzip.off('close', settle)
        if (this.failure) reject(this.failure.reason)
        else resolve()
      }
      // A stream that ends early (padding after the gzip stream) is destroyed once read, and
      // calls back no write after that.
      this.gunzip.once('close', settle)
      this.gunzip.write(input, () => settle())
    })
  }

  async end(): Promise<void> {
    if (this.failure) throw this.failure.reason
    if (!this.gunzip.destroyed) this.gunzip.end()
    await this.consumed
  }

  destroy(reason: unknown = new Error('inflation stopped')): void {
    if (this.failure) return
    this.failure = { reason }
    this.gunzip.destroy()
    this.onFailure(reason)
  }
}
