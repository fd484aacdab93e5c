// Where the downloaded bytes go: the socket's reads are copied into a few reused 256 KiB slabs,
// and each full slab is hashed and handed to the consumer (the verifier's gunzip) in one piece,
// and written to the file at its offset with the slabs sealed beside it (WRITE_BATCH).
//
// Why slabs: the socket hands over 64 KiB at a time. Passed on as they came, each read cost a
// thread-pool round trip in gunzip and another in the disk writes, and the two took turns with
// the main thread (gunzip alone over the 10,000-page bundle: 0.80-0.84 s fed 64 KiB pieces,
// 0.59-0.67 s fed 256 KiB ones, 0.61-0.64 s fed 1 MiB ones). And the reads, held in queues until the disk and gunzip were done
// with them, outlived young-generation collections and were promoted, to be freed only by full
// collections (buffer-garbage.ts). A slab is allocated once and reused; a socket read is dead as
// soon as it is copied. A slab is reused only once the disk write and the consumer are both done
// with it, and a download with every slab in use waits for one: that is the backpressure.
//
// Sizes (bench/download.ts, interleaved): four 1 MiB slabs were as fast, but the Rust docs
// peaked at 124-126 MiB against 117-121 with four of 256 KiB, which cost them about 3 %.
import { createHash, type Hash } from 'node:crypto'
import type { FileHandle } from 'node:fs/promises'
import { writeAll } from './write-fully.js'

export const SLAB_BYTES = 256 * 1024
/** Slabs in use at once (being written, verified or filled): the bytes held ahead, 2 MiB. */
export const SLABS = 8
/**
 * Sealed slabs written to the file in one call (a gathering write, 1 MiB). Each call hands the
 * write to a thread-pool thread, and on two cores the woken thread takes the core of the main
 * thread that woke it: over the 4 GiB bundle the main thread's CPU profile billed 3.5 s to
 * handing 16,384 writes of 256 KiB over, against a 4 GiB sha256 of 2.3 s.
 */
export const WRITE_BATCH = 4

export type SlabConsumer = (bytes: Buffer, offset: number) => void | Promise<void>

export class SlabSink {
  private readonly free: Buffer[] = []
  private readonly busy = new Set<Promise<void>>()
  private slab: Buffer | undefined
  private fill = 0
  /** File offset where the slab being filled starts: every byte before it is handed on. */
  private sealed = 0
  private hash: Hash = createHash('sha256')
  private failure: unknown
  /** Sealed slabs not yet handed to the file, in file order, each with its write's settler. */
  private unwritten: { bytes: Buffer; offset: number; done: () => void }[] = []

  constructor(
    private readonly file: FileHandle,
    private readonly consumer: SlabConsumer | undefined,
    /** The error a failed disk write becomes. */
    private readonly diskError: (err: unknown) => unknown
  ) {
    for (let i = 0; i < SLABS; i++) this.free.push(Buffer.allocUnsafeSlow(SLAB_BYTES))
  }

  /**
   * Copies a socket read in. Returns undefined when it all went in at once (the usual case), or a
   * promise when every slab is still in use: the chunk goes in as slabs come free, and the caller
   * stops reading until then (the backpressure). Not async on purpose: a promise per 64 KiB read
   * was a share of the download's main-thread time (body-reader.ts).
   */
  take(chunk: Buffer, from = 0): Promise<void> | undefined {
    for (let at = from; at < chunk.length;) {
      if (!this.slab) {
        const slab = this.free.pop()
        if (slab === undefined) return this.takeLater(chunk, at)
        this.slab = slab
      }
      const copied = chunk.copy(this.slab, this.fill, at)
      this.fill += copied
      at += copied
      if (this.fill === SLAB_BYTES) this.seal()
    }
    this.throwFailure()
    return undefined
  }

  /** The rest of a chunk from `at`, once a slab is free. */
  private async takeLater(chunk: Buffer, at: number): Promise<void> {
    this.slab = await this.nextSlab()
    await this.take(chunk, at)
  }

  /** Hands on what the slab being filled holds, and waits until the disk and consumer have it all. */
  async settle(): Promise<void> {
    if (this.fill > 0) this.seal()
    this.writeOut()
    while (this.busy.size > 0) await Promise.race(this.busy)
    this.throwFailure()
  }

  /** Starts again from byte 0 (the caller truncates the file): waits for what is under way. */
  async reset(): Promise<void> {
    this.writeOut()
    while (this.busy.size > 0) await Promise.race(this.busy)
    if (this.slab) this.free.push(this.slab)
    this.slab = undefined
    this.fill = 0
    this.sealed = 0
    this.failure = undefined
    this.hash = createHash('sha256')
  }

  /** The sha256 of every byte taken (call after settle). */
  digest(): string {
    return this.hash.digest('hex')
  }

  private async nextSlab(): Promise<Buffer> {
    this.writeOut()
    while (this.free.length === 0) await Promise.race(this.busy)
    return this.free.pop()!
  }

  private seal(): void {
    const slab = this.slab!
    const bytes = slab.subarray(0, this.fill)
    const offset = this.sealed
    this.sealed += this.fill
    this.slab = undefined
    this.fill = 0
    this.hash.update(bytes)
    const written = new Promise<void>(done => this.unwritten.push({ bytes, offset, done }))
    if (this.unwritten.length >= WRITE_BATCH) this.writeOut()
    const consumed = Promise.resolve()
      .then(() => this.consumer?.(bytes, offset))
      .catch((err: unknown) => {
        this.failure ??= err
      })
    const done: Promise<void> = Promise.all([written, consumed]).then(() => {
      this.busy.delete(done)
      this.free.push(slab)
    })
    this.busy.add(done)
  }

  /** Hands the sealed slabs not yet written to the file, in one gathering write. */
  private writeOut(): void {
    const slabs = this.unwritten
    if (slabs.length === 0) return
    this.unwritten = []
    writeAll(
      this.file,
      slabs.map(slab => slab.bytes),
      slabs[0]!.offset
    )
      .catch((err: unknown) => {
        this.failure ??= this.diskError(err)
      })
      .finally(() => {
        for (const slab of slabs) slab.done()
      })
  }

  private throwFailure(): void {
    if (this.failure !== undefined) throw this.failure
  }
}
