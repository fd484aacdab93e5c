// The second half of a large bundle, fetched on a connection of its own while the first half is
// still being verified, and written straight to the file at its offsets.
//
// Why: the verifier reads the archive in order, and the socket it reads from is held back to its
// pace (slab-sink.ts), so a bundle whose first part is pages (slow to scan) and whose last part
// is images (fast) was downloaded at the pages' pace and then at the images' pace, one after the
// other, with a core idle through the pages. This fetch takes the later bytes in that idle time;
// the verifier then reads them from the file (where they had to go anyway) instead of the
// socket. Memory stays as flat as before: the bytes run ahead on disk, not in buffers.
//
// It is only ever a help: whatever goes wrong (no range support, another object, a refusal, a
// broken connection, the deadline) stops it quietly, and the main connection goes on from where
// the file stops holding fetched bytes. It is started only for an answer with a strong ETag, and
// its own answer must repeat that ETag and the size (the same object; the archive's own gzip
// CRCs and the sha256 over the file stand behind that too).
import type { FileHandle } from 'node:fs/promises'
import { requestBundle, type Resolver } from './bundle-request.js'
import { readBody } from './body-reader.js'
import type { LinkPolicy } from './link-policy.js'
import { writeFully } from './write-fully.js'
import { oneLine } from '../log-text.js'

/** Bundles smaller than this are fetched on one connection: a second request is not worth it. */
export const AHEAD_MIN_BYTES = 64 * 1024 * 1024

/** The bytes copied into one disk write (the socket's reads are 64 KiB). */
const WRITE_BYTES = 1024 * 1024
/** Writes under way at once. */
const WRITE_BUFFERS = 2
/** The buffers this fetch holds live while it runs (not garbage: buffer-garbage.ts). */
export const AHEAD_BUFFER_BYTES = WRITE_BUFFERS * WRITE_BYTES

/** Where the fetch ahead begins: the second half of the archive, on a 1 MiB boundary. */
export function aheadStart(size: number): number {
  return Math.floor(size / 2 / WRITE_BYTES) * WRITE_BYTES
}

export interface AheadFetchOptions {
  url: string
  file: FileHandle
  /** The first byte fetched; the fetch runs to the end of the object. */
  start: number
  /** The object's size: the answer must say it (Content-Range). */
  size: number
  /** The strong ETag of the main connection's answer: the answer must repeat it. */
  etag: string
  policy: LinkPolicy
  resolver?: Resolver
  signal: AbortSignal
  idleTimeoutMs?: number
  /** Each socket read as it arrives: dead once copied, for the caller's collection budget. */
  onChunk?: (bytes: number) => void
  debug: (message: string) => void
}

export class AheadFetch {
  /** Bytes from `start` on that are in the file (their writes are done). */
  private held = 0
  private stopped = false
  private stopping = new AbortController()
  private waiters: Array<() => void> = []
  private readonly run: Promise<void>

  constructor(private readonly options: AheadFetchOptions) {
    this.run = this.fetch().catch((err: unknown) => {
      if (!this.stopping.signal.aborted) {
        options.debug(`download ahead: stopped (${oneLine((err as Error).message, 200)})`)
      }
    })
    void this.run.finally(() => {
      this.stopped = true
      this.wake()
    })
  }

  get start(): number {
    return this.options.start
  }

  /** The end (exclusive) of the bytes this fetch has put in the file. */
  heldTo(): number {
    return this.options.start + this.held
  }

  /** Every byte from `start` to the end of the object is in the file. */
  complete(): boolean {
    return this.heldTo() === this.options.size
  }

  /** Whether it holds or may still fetch any byte: the main connection stops at `start` then. */
  useful(): boolean {
    return !this.stopped || this.held > 0
  }

  /** Whether more bytes may still come. */
  running(): boolean {
    return !this.stopped
  }

  /** Resolves once more than `than` bytes are held (up to heldTo), or the fetch has stopped. */
  async more(than: number): Promise<void> {
    while (!this.stopped && this.heldTo() <= than) {
      await new Promise<void>(resolve => this.waiters.push(resolve))
    }
  }

  /** Stops the fetch; resolves once no write of it is under way (the file may then be cut). */
  async cancel(): Promise<void> {
    this.stopping.abort()
    await this.run
  }

  private wake(): void {
    const waiters = this.waiters
    this.waiters = []
    for (const resume of waiters) resume()
  }

  private async fetch(): Promise<void> {
    const { start, size, etag } = this.options
    const signal = AbortSignal.any([this.options.signal, this.stopping.signal])
    const { message } = await requestBundle({
      url: this.options.url,
      headers: { Range: `bytes=${start}-${size - 1}` },
      policy: this.options.policy,
      signal,
      idleTimeoutMs: this.options.idleTimeoutMs,
      resolver: this.options.resolver,
      debug: this.options.debug
    })
    const range = String(message.headers['content-range'] ?? '')
    if (message.statusCode !== 206 || range !== `bytes ${start}-${size - 1}/${size}`) {
      message.destroy()
      throw new Error(`the link answered ${message.statusCode} ${range} to a range request`)
    }
    if (message.headers.etag !== etag) {
      message.destroy()
      throw new Error('the link answered with another ETag than the first request')
    }
    this.options.debug(`download ahead: bytes ${start} to ${size - 1} on a second connection`)
    const free: Buffer[] = []
    for (let i = 0; i < WRITE_BUFFERS; i++) free.push(Buffer.allocUnsafeSlow(WRITE_BYTES))
    const writes = new Set<Promise<void>>()
    let buffer: Buffer | undefined
    let fill = 0
    // Writes end in order of offset only by chance; `held` grows over a contiguous run.
    let queued = start
    const ends = new Map<number, number>()
    let failure: unknown
    const flush = (): void => {
      const bytes = buffer!.subarray(0, fill)
      const slab = buffer!
      const offset = queued
      queued += fill
      buffer = undefined
      fill = 0
      const write: Promise<void> = writeFully(this.options.file, bytes, offset).then(
        () => {
          ends.set(offset, offset + bytes.length)
          while (ends.has(this.heldTo())) {
            const end = ends.get(this.heldTo())!
            ends.delete(this.heldTo())
            this.held = end - start
          }
          writes.delete(write)
          free.push(slab)
          this.wake()
        },
        (err: unknown) => {
          failure ??= err
          writes.delete(write)
          free.push(slab)
        }
      )
      writes.add(write)
    }
    const take = (chunk: Buffer): Promise<void> | undefined => {
      if (failure !== undefined) throw failure
      this.options.onChunk?.(chunk.length)
      if (queued + fill + chunk.length > size) throw new Error('the range answer ran past its end')
      for (let at = 0; at < chunk.length;) {
        if (buffer === undefined) {
          const next = free.pop()
          if (next === undefined) return waitThenTake(chunk, at)
          buffer = next
        }
        const copied = chunk.copy(buffer, fill, at)
        fill += copied
        at += copied
        if (fill === WRITE_BYTES) flush()
      }
      return undefined
    }
    const waitThenTake = async (chunk: Buffer, at: number): Promise<void> => {
      while (free.length === 0) await Promise.race(writes)
      if (failure !== undefined) throw failure
      await take(chunk.subarray(at))
    }
    try {
      await readBody(message, take)
      if (fill > 0) flush()
    } finally {
      // Nothing of this fetch may be written after it says it has stopped.
      while (writes.size > 0) await Promise.race(writes).catch(() => undefined)
    }
    if (failure !== undefined) throw failure
    if (!this.complete()) throw new Error(`the range answer ended at byte ${this.heldTo()}`)
    this.options.debug(`download ahead: every byte to the end is in the file`)
  }
}

/** Bytes handed on between progress reports while reading what was fetched ahead. */
const TAKE_STEP = 4 * 1024 * 1024

/**
 * Hands on, through `sink`, the bytes the fetch ahead has put in the file from `from` on, as it
 * puts them there. Resolves with where they end: the object's size when the fetch completed,
 * less when it stopped short (the main connection goes on from there).
 */
export async function takeFetchedAhead(
  ahead: AheadFetch,
  sink: { takeFromFile(from: number, to: number): Promise<void> },
  from: number,
  onTaken: (to: number) => void
): Promise<number> {
  let at = from
  for (;;) {
    const held = ahead.heldTo()
    if (held > at) {
      const to = Math.min(held, at + TAKE_STEP)
      await sink.takeFromFile(at, to)
      at = to
      onTaken(at)
    } else if (ahead.running()) {
      await ahead.more(at)
    } else {
      return at
    }
  }
}
