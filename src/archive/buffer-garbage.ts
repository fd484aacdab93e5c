// Dead buffers of a long download collected by a budget instead of by V8's own schedule.
//
// Every chunk of the archive passes through several Buffers (the socket's, node:zlib's 256 KiB
// output until the inflater reused its own, the tar parser's slices), each dead a moment later.
// Those that wait in a queue while a young-generation collection runs are promoted to the old
// generation, and V8 frees promoted ArrayBuffers only in a full collection, which it starts when
// external memory has grown by about 64 MiB since the last one. Measured under Node 24 over a
// 10,000-page bundle: 50-75 MiB of ArrayBuffers at the peak, of which at most a few MiB were live.
// Once external memory passes the budget, a young-generation collection is made first (about a
// millisecond; most dead buffers died young); only if external memory is still over the budget at
// the next check is a full collection asked for (asynchronously: V8 runs it from a task, in one
// pause now that heap-sizing.ts turns incremental marking off). It is asked for again only once the
// last one has shown (external memory back under the budget) or after 4 MiB more of input, so the
// number of collections is bounded by the archive's size. Young first: the 1 GiB incompressible
// archive 4.1-4.9 s → 3.6-3.7 s, the same peak; and the full one only once the young one's
// buffers have had time to be freed (ESCALATE_BYTES).
import v8 from 'node:v8'
import vm from 'node:vm'

type CollectGarbage = (options: { type: 'major' | 'minor'; execution: 'async' | 'sync' }) => void

/**
 * External memory (live and dead buffers) past which a collection is asked for. Measured under
 * Node 24 with incremental marking off (heap-sizing.ts), bench/download.ts runs: 24 MiB peaked
 * at 124-130 MiB on the 4 GiB bundle, 16 MiB at 114-131 (the machine's slower phases higher),
 * 12 MiB at 112-116, each for about the same time (29-37 s, the machine's own drift); at 30,000
 * pages 16 MiB against 24 gave 104-106 against 116 MiB. Live buffers alone reach 8-12 MiB. (With
 * incremental marking on, 16 MiB had cost about a quarter more CPU time than no budget.) Those
 * runs counted the downloaded bytes only; the inflated ones count too since (verify.ts), which
 * left the generated bundles where they were and took the Rust docs from 143-165 to 120-124 MiB.
 */
export const BUFFER_GARBAGE_BUDGET = 12 * 1024 * 1024

/**
 * V8's `gc()`, from a context made while --expose-gc is on (the runner starts Node with no
 * flags), the flag turned off again at once so no other context or module sees a `gc` global.
 * Undefined when the runtime refuses.
 */
function exposedGc(): CollectGarbage | undefined {
  const existing = (globalThis as { gc?: unknown }).gc
  if (typeof existing === 'function') return existing as CollectGarbage
  try {
    v8.setFlagsFromString('--expose-gc')
    const gc: unknown = vm.runInNewContext('gc')
    return typeof gc === 'function' ? (gc as CollectGarbage) : undefined
  } catch {
    return undefined
  } finally {
    v8.setFlagsFromString('--no-expose-gc')
  }
}

let collect: CollectGarbage | null | undefined

/**
 * Growth of V8's own heap since its low (about what the last full collection left) past which a
 * full collection is asked for too. The budget's full collections also kept the scan's and link
 * report's old garbage down; with the download's bytes in reused slabs (slab-sink.ts) they
 * became rarer, and the heap grew to V8's own limit: the 20,000-page bundle with 200,000 links
 * into a missing section peaked at 122-125 MiB, with this trigger at 107-116 MiB, in about the
 * same time (bench/download.ts, interleaved).
 */
export const HEAP_GARBAGE_ALLOWANCE = 6 * 1024 * 1024

/** External memory is read once per this much input. */
const CHECK_BYTES = 256 * 1024
/** At most one collection asked for per this much input while one seems under way. */
const REARM_BYTES = 4 * 1024 * 1024
/**
 * Input between a young-generation collection and the check that may escalate to a full one.
 * V8 frees the backing stores of the ArrayBuffers a young collection found dead on a background
 * thread after the pause, so external memory read at the very next check (256 KiB later) still
 * counted them, and every young collection was followed by a full one: 34 full collections
 * (9-19 ms each) per GiB of the incompressible archive, whose dead buffers are the socket's
 * 64 KiB reads and all die young. With 1 MiB between them: 1 full collection per GiB, the action's
 * CPU 4.1-4.7 -> 3.4-4.2 s there, 4 GiB 35-41 -> 32-36 s at 117-118 MiB against 120-122, the
 * missing section 2.53-2.75 -> 2.17-2.30 s (bench/download.ts, BENCH_OURS_ONLY=1).
 */
export const ESCALATE_BYTES = 1024 * 1024

export class BufferGarbage {
  private passed = 0
  private checkedAt = 0
  /** Bytes passed when the collection under way was asked for; undefined when none is. */
  private askedAt: number | undefined
  /** Full collections asked for so far. */
  collections = 0
  /** Young-generation collections made so far. */
  minorCollections = 0
  /**
   * Bytes passed when a young-generation collection was made at a check over the budget; undefined
   * while none was (or external memory came back under the budget since).
   */
  private minorAt: number | undefined

  /** The lowest heap in use seen since the last full collection was asked for. */
  private heapLow: number | undefined
  /** Sources of external memory that is live, not garbage (see `holding`). */
  private readonly held = new Set<() => number>()

  constructor(
    private readonly budget = BUFFER_GARBAGE_BUDGET,
    private readonly heapAllowance = HEAP_GARBAGE_ALLOWANCE
  ) {}

  /**
   * Registers a source of external memory that stays live while the pass runs (a table kept in
   * typed arrays), which the budget then does not count as garbage; the returned function
   * unregisters it. Without this the link report's pending targets (6 MiB at 200,000 targets)
   * counted as dead buffers and kept external memory over the budget: a full collection every
   * 4 MiB of input. `verifyFile` (an import, a cached or restarted download) over the
   * 20,000-page bundle with 200,000 links into a missing section made 91 of them (about 1.2 s
   * of the main thread) against 21 for 30,000 pages with none; with it 27, and 2.9-3.4 s fell
   * to 2.1-2.5 s. The download, whose budget sits above its slabs, did not change measurably.
   */
  holding(source: () => number): () => void {
    this.held.add(source)
    return () => this.held.delete(source)
  }

  /** Called for every chunk passed on; asks for a full collection when the budget is spent. */
  note(bytes: number): void {
    this.passed += bytes
    // External memory is read once per CHECK_BYTES of input, not per chunk.
    if (this.passed - this.checkedAt < CHECK_BYTES) return
    this.checkedAt = this.passed
    const stats = v8.getHeapStatistics()
    let external = stats.external_memory
    for (const source of this.held) external -= source()
    const used = stats.used_heap_size
    if (this.heapLow === undefined || used < this.heapLow) this.heapLow = used
    if (this.askedAt === undefined && used > this.heapLow + this.heapAllowance) {
      this.collectAll()
      return
    }
    if (this.askedAt !== undefined) {
      // Asked for and not yet visible: wait, unless live buffers alone exceed the budget, when
      // one more is asked for after REARM_BYTES (so never more often than that).
      if (external < this.budget || this.passed - this.askedAt >= REARM_BYTES) {
        this.askedAt = undefined
      } else return
    }
    if (external < this.budget) {
      this.minorAt = undefined
      return
    }
    if (collect === undefined) collect = exposedGc() ?? null
    if (collect === null) return
    if (this.minorAt === undefined) {
      // Most dead buffers died young: a young-generation collection (a millisecond) frees them.
      // Only when that was not enough is the whole heap collected.
      this.minorAt = this.passed
      this.minorCollections += 1
      collect({ type: 'minor', execution: 'sync' })
      return
    }
    // Still over, but the young collection's buffers may not be freed yet: wait a little more.
    if (this.passed - this.minorAt < ESCALATE_BYTES) return
    this.minorAt = undefined
    this.collectAll()
  }

  /** Asks for a full collection, which V8 makes from a task. */
  private collectAll(): void {
    if (collect === undefined) collect = exposedGc() ?? null
    if (collect === null) return
    this.askedAt = this.passed
    this.heapLow = undefined
    this.collections += 1
    collect({ type: 'major', execution: 'async' })
  }
}
