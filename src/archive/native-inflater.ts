// The verifier's native gunzip engine (inflater.ts): the zlib binding behind node:zlib driven
// directly (the handle every zlib stream holds, as minizlib and others do), inflating into a few
// output buffers it reuses. One inflate pass at a time runs on the thread pool into a free
// buffer, and the next pass is started before the consumer reads the last one, so inflating and
// scanning overlap as they did with node:zlib's stream.
import { constants } from 'node:zlib'
import {
  GUNZIP_INIT,
  gunzipHandleClass,
  type InflatePass,
  type ZlibHandle
} from './zlib-binding.js'
import type { InflatedConsumer, Inflater } from './inflater.js'

/**
 * Size of each output piece: fewer, larger calls into the tar reader, and fewer passes handed to
 * the thread pool. On two cores each hand-over wakes a pool thread that may take the main
 * thread's core for a while (the CPU profile billed 90-110 ms of the main thread to queueing
 * passes at 10,000 pages with 256 KiB). 1 MiB against 256 KiB, interleaved (bench/download.ts):
 * 10,000 pages 1.17-1.28 -> 1.09-1.22 s, the missing section 1.77-1.84 -> 1.68-1.74 s (medians
 * of five), 4 GiB 22.7-24.9 -> 21.4-22.2 s, the Rust docs 3.08-3.21 -> 3.04-3.14 s at 116-122
 * -> 117-123 MiB; the incompressible 1 GiB and 1,000 pages unchanged.
 */
export const INFLATE_CHUNK_BYTES = 1024 * 1024
/**
 * A pass whose output was at most this many times its input was a copy, more or less: stored
 * blocks (images, fonts and other compressed files inside a bundle, which deflate stores as
 * they are). The next pass then runs on the calling thread (see NativeInflater.pump).
 */
const COPY_LIKE_RATIO = 1.25
/**
 * The most handed to the consumer in one call. Between slices the event loop may take a turn, to
 * start the next pass (NativeInflater.consume).
 */
const CONSUME_SLICE_BYTES = 256 * 1024
/**
 * Output buffers: one being read, one being inflated into, and two inflated ahead, which absorb
 * pieces that take the page scan longer than their inflating took (NativeInflater.consume).
 * Against three, interleaved (bench/download.ts): 100,000 pages 8.0-8.8 against 7.7-7.8 s, the
 * 4 GiB bundle 20.8-24.9 against 19.6-23.2 s.
 */
export const INFLATE_OUTPUT_BUFFERS = 4
/** What an inflater holds live for its whole life. */
const INFLATER_BYTES = INFLATE_OUTPUT_BUFFERS * INFLATE_CHUNK_BYTES

const NO_BYTES = Buffer.alloc(0)

/** The bytes of a written chunk as a Buffer (a string as UTF-8, as a stream takes it). */
function asBytes(chunk: unknown): Buffer | Error {
  if (Buffer.isBuffer(chunk)) return chunk
  if (typeof chunk === 'string') return Buffer.from(chunk)
  if (ArrayBuffer.isView(chunk))
    return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return Object.assign(new TypeError('the inflater takes a Buffer, a typed array or a string'), {
    code: 'ERR_INVALID_ARG_TYPE'
  })
}

/** An inflated piece: `length` bytes of `buffer`, handed on up to `at`. */
interface ReadyPiece {
  buffer: Buffer
  length: number
  at: number
}

interface Waiter {
  resolve: () => void
  reject: (reason: unknown) => void
}

export class NativeInflater implements Inflater {
  bytesIn = 0
  passesInline = 0
  mostReady = 0
  readonly heldBytes = INFLATER_BYTES
  /** The last pass's output was about its input: the next runs on this thread. */
  private copyLike = false
  private failure: { reason: unknown } | undefined
  private readonly handle: ZlibHandle
  /** [availOut, availIn] after each pass, written by the binding. */
  private readonly state = new Uint32Array(2)
  private readonly free: Buffer[] = []
  /** Inflated pieces waiting for the consumer, oldest first. */
  private readonly ready: ReadyPiece[] = []
  /** The piece the consumer is being handed, slice by slice. */
  private reading: ReadyPiece | undefined
  /** A slice is with the consumer, or the next waits for the event loop's turn. */
  private consuming = false
  /** The buffer the pass on the thread pool is writing into; undefined when none is under way. */
  private target: Buffer | undefined
  private flush: number = constants.Z_NO_FLUSH
  private input: Buffer = NO_BYTES
  private inOffset = 0
  private inLength = 0
  /** The last pass filled its buffer: zlib holds more output for the same input. */
  private moreOutput = false
  /** The gzip stream has ended (its last member's trailer read). */
  private streamEnded = false
  private ending = false
  /** Whoever wrote the input being inflated, told once zlib is done with it. */
  private inputWaiter: Waiter | undefined
  /** Inputs written while another was being inflated, in order. */
  private readonly queued: { input: Buffer; waiter: Waiter }[] = []
  private endWaiter: Waiter | undefined
  private ended: Promise<void> | undefined
  private closed = false

  constructor(
    private readonly consumer: InflatedConsumer,
    private readonly onFailure: (reason: unknown) => void
  ) {
    const Handle = gunzipHandleClass()
    if (!Handle) throw new Error('zlib binding unavailable')
    this.handle = new Handle(constants.GUNZIP)
    this.handle.onerror = (message, errno, code) => {
      this.fail(Object.assign(new Error(message), { errno, code }))
    }
    this.handle.init(...GUNZIP_INIT, this.state, () => this.written(), undefined)
    for (let i = 0; i < INFLATE_OUTPUT_BUFFERS; i++)
      this.free.push(Buffer.allocUnsafe(INFLATE_CHUNK_BYTES))
  }

  get stopped(): boolean {
    return this.failure !== undefined
  }

  write(chunk: Buffer): Promise<void> {
    if (this.failure) return Promise.reject(this.failure.reason)
    if (this.ending) return Promise.reject(new Error('write after end'))
    // The binding takes bytes only, and aborts the process on anything else.
    const input = asBytes(chunk as unknown)
    if (input instanceof Error) return Promise.reject(input)
    if (this.streamEnded || input.length === 0) return Promise.resolve()
    return new Promise((resolve, reject) => {
      this.queued.push({ input, waiter: { resolve, reject } })
      this.pump()
    })
  }

  end(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure.reason)
    // Asked again, the same answer.
    this.ended ??= new Promise((resolve, reject) => {
      this.ending = true
      this.endWaiter = { resolve, reject }
      this.pump()
      this.settleEnd()
    })
    return this.ended
  }

  destroy(reason: unknown = new Error('inflation stopped')): void {
    this.fail(reason)
  }

  /**
   * Starts the next pass when there is work and a free buffer: on the thread pool, or, after a
   * pass that was little more than a copy, here and at once. Why: a stored block inflates at
   * about 4 GB/s (a copy and a CRC), less than the hand-over to the pool costs, and on two cores
   * those hand-overs queued behind the disk writes of the same bytes. Over a bundle's images the
   * download then waited for free slabs more than half of its time (the 4 GiB bundle: 15.9 of
   * 27.9 s, nearly always for the inflater). Compressed input still goes to the pool, where it
   * overlaps with the page scan here; a wrong guess costs one pass.
   */
  private pump(): void {
    let inline = false
    for (;;) {
      if (this.target || this.failure || this.streamEnded || this.closed) break
      if (!this.inputWaiter && !this.moreOutput) {
        const next = this.queued.shift()
        if (next) {
          this.input = next.input
          this.inOffset = 0
          this.inLength = next.input.length
          this.inputWaiter = next.waiter
        }
      }
      const pending = this.moreOutput || this.inLength > 0
      if (!pending && !(this.ending && !this.inputWaiter)) break
      const target = this.free.pop()
      if (!target) break
      // Z_FINISH only once every byte written has gone in: zlib then says whether the stream
      // ended whole ("unexpected end of file" when not).
      this.flush = this.ending && !pending ? constants.Z_FINISH : constants.Z_NO_FLUSH
      this.target = target
      const pass: InflatePass = [
        this.flush,
        this.input,
        this.inOffset,
        this.inLength,
        target,
        0,
        INFLATE_CHUNK_BYTES
      ]
      if (!this.copyLike) {
        this.handle.write(...pass)
        break
      }
      // The binding reports an error of a pass run here through onerror, before returning.
      this.handle.writeSync(...pass)
      this.passesInline += 1
      inline = true
      this.passDone()
    }
    if (inline) this.consume()
  }

  /** A pass on the thread pool is done (the binding's callback): the next, then consume. */
  private written(): void {
    this.passDone()
    this.pump()
    this.consume()
  }

  /** Queues the output of the pass just done and settles what it finished with. */
  private passDone(): void {
    const target = this.target!
    this.target = undefined
    if (this.failure) return
    const [availOut, availIn] = this.state as unknown as [number, number]
    const used = this.inLength - availIn
    const produced = INFLATE_CHUNK_BYTES - availOut
    // A pass that read nothing (output zlib still held) tells nothing about the input.
    if (used > 0) this.copyLike = produced <= used * COPY_LIKE_RATIO
    this.bytesIn += used
    this.inOffset += used
    this.inLength = availIn
    this.moreOutput = availOut === 0
    if (!this.moreOutput) {
      // zlib stopped with room to spare: the input is used up, or the gzip stream ended before
      // it (the binding reads on into a further member itself, so what is left is padding).
      if (availIn > 0 || this.flush === constants.Z_FINISH) this.streamEnded = true
      this.inLength = 0
    }
    if (produced > 0) {
      this.ready.push({ buffer: target, length: produced, at: 0 })
      this.mostReady = Math.max(this.mostReady, this.ready.length)
    } else this.free.push(target)
    if (!this.moreOutput && this.inputWaiter) {
      const waiter = this.inputWaiter
      this.inputWaiter = undefined
      // The caller may now change or drop that buffer: no later pass names it, not even the
      // final one with nothing to read.
      this.input = NO_BYTES
      this.inOffset = 0
      waiter.resolve()
    }
    // Once the stream has ended, what was written after it is passed over like the rest.
    if (this.streamEnded) for (const next of this.queued.splice(0)) next.waiter.resolve()
  }

  /**
   * Hands the oldest piece to the consumer, a slice at a time; its buffer is free again once the
   * consumer is done with all of it. Between slices, while a pass is on the thread pool and a
   * buffer is free for the pass after it, this gives the event loop a turn: the pass's callback
   * can only run then, and only it starts the next pass. Consuming a whole piece in one call left
   * the thread pool idle from the end of its pass to the end of the piece, and the page scan
   * idle whenever the next pass took longer than the piece before it; on bundles whose pages cost
   * about what they take to inflate the two waited for each other at every piece.
   */
  private consume(): void {
    while (!this.consuming && !this.failure) {
      const piece = this.reading ?? this.ready.shift()
      if (!piece) break
      this.reading = piece
      const end = Math.min(piece.length, piece.at + CONSUME_SLICE_BYTES)
      this.consuming = true
      let result: void | Promise<void>
      try {
        result = this.consumer(piece.buffer.subarray(piece.at, end))
      } catch (err) {
        this.fail(err)
        return
      }
      piece.at = end
      // Any thenable (a promise of another realm too) is waited for.
      if (typeof (result as PromiseLike<void> | undefined)?.then === 'function') {
        Promise.resolve(result).then(
          () => {
            this.sliceDone(piece)
            this.consume()
          },
          (err: unknown) => this.fail(err)
        )
        return
      }
      if (!this.sliceDone(piece)) {
        this.consuming = true
        setImmediate(() => {
          this.consuming = false
          this.consume()
        })
        return
      }
    }
    this.settleEnd()
  }

  /**
   * After a slice: frees a piece read to its end. Returns false when the loop should give the
   * event loop a turn before the next slice (see consume).
   */
  private sliceDone(piece: ReadyPiece): boolean {
    this.consuming = false
    if (piece.at === piece.length) {
      this.reading = undefined
      this.release(piece.buffer)
      return true
    }
    return this.target === undefined || this.free.length === 0
  }

  private release(buffer: Buffer): void {
    this.free.push(buffer)
    this.pump()
  }

  private settleEnd(): void {
    if (!this.endWaiter || !this.streamEnded || this.target) return
    if (this.consuming || this.reading || this.ready.length > 0) return
    const waiter = this.endWaiter
    this.endWaiter = undefined
    this.close()
    waiter.resolve()
  }

  /** Frees zlib's state; the binding defers it while a pass is on the thread pool. */
  private close(): void {
    if (this.closed) return
    this.closed = true
    this.handle.close()
  }

  private fail(reason: unknown): void {
    if (this.failure) return
    this.failure = { reason }
    this.close()
    const waiters = [this.inputWaiter, ...this.queued.splice(0).map(next => next.waiter)]
    for (const waiter of [...waiters, this.endWaiter]) waiter?.reject(reason)
    this.inputWaiter = undefined
    this.endWaiter = undefined
    this.onFailure(reason)
  }
}
