// Gunzip for the verifier, inflating into a few output buffers it reuses.
//
// node:zlib's stream allocates a new 256 KiB output buffer each time one fills and hands on
// views of it, so an archive's whole inflated size passes through fresh ArrayBuffers (658 MiB
// for the Rust docs' 69 MiB archive). Those were most of the pass's garbage: they drove the
// budget's full collections (buffer-garbage.ts) and half the peak. The verifier is done with a
// piece once its consumer returns (the tar reader copies whatever it keeps), so the same few
// buffers serve the whole archive: native-inflater.ts drives the zlib binding behind node:zlib
// for that. A runtime whose binding does not answer as expected gets node:zlib's stream instead
// (`nativeInflateWorks`, zlib-binding.ts; stream-inflater.ts). This module is what both engines
// promise and the choice between them.
import { nativeInflateWorks } from './zlib-binding.js'
import { NativeInflater } from './native-inflater.js'
import { StreamInflater } from './stream-inflater.js'

export { INFLATE_CHUNK_BYTES, INFLATE_OUTPUT_BUFFERS } from './native-inflater.js'

/** Takes one inflated piece; the view is valid until it returns (or its promise settles). */
export type InflatedConsumer = (piece: Buffer) => void | Promise<void>

export type InflaterEngine = 'native' | 'stream'

export interface Inflater {
  /** Compressed bytes zlib has taken in (for the inflation-ratio check). */
  readonly bytesIn: number
  /** Passes run on the calling thread rather than the thread pool (copy-like input). */
  readonly passesInline: number
  /** The most inflated pieces that waited for the consumer at once (the native engine's). */
  readonly mostReady: number
  /** External memory it holds live for its whole life: its reused output buffers. */
  readonly heldBytes: number
  /** Failed or destroyed: later calls reject. */
  readonly stopped: boolean
  /**
   * Inflates `input` after what was written before it; resolves once zlib is done with it, so
   * the caller may fill it again. Bytes after the end of the gzip stream (zero padding) are
   * passed over, as gzip does.
   */
  write(input: Buffer): Promise<void>
  /** Resolves once the gzip stream was whole and every piece consumed. */
  end(): Promise<void>
  /** Stops at once; pending and later calls reject with `reason`. */
  destroy(reason?: unknown): void
}

export interface InflaterOptions {
  /** The engine; the native one wherever it works (tests run both). */
  engine?: InflaterEngine
  /** Told once when the inflater stops early: bad gzip, a consumer's error, or destroy(). */
  onFailure?: (reason: unknown) => void
}

export function createInflater(
  consumer: InflatedConsumer,
  options: InflaterOptions = {}
): Inflater {
  const engine = options.engine ?? (nativeInflateWorks() ? 'native' : 'stream')
  const onFailure = options.onFailure ?? ((): void => undefined)
  return engine === 'native'
    ? new NativeInflater(consumer, onFailure)
    : new StreamInflater(consumer, onFailure)
}
