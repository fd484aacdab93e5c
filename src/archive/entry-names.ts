// The archive's entries by name, one path part at a time, in typed arrays: each entry is the
// entry of its folder plus the bytes of its own name, and a small number (its kind).
//
// A Map from full path to kind held every path as a string, each a separate object in V8's heap
// that every full collection marked again. On the 100,000-page bundle (bench/download.ts, smaps
// and V8's space statistics at the peak) V8's heap was 24 MiB, of which the Map's hash table
// alone was a 3.6 MiB large object; here it is 17 MiB, while malloc's heap holds about 5 MiB
// more (these arrays). The whole process's peak moved within its run-to-run noise (98-112 MiB
// against 103-115, most of that noise the thread arenas that memory-restart.ts removed since);
// the gain is the collector's, which marks about 107,000 objects fewer in every full collection.
// An entry costs its name's bytes (its folder's path is not repeated) and about 30 bytes of
// arrays, none of which the collector walks.
//
// Names are compared byte for byte, never by hash alone: the entry tree refuses unsafe archives,
// so two distinct names must never be taken for one. The hash is seeded at random per table, so
// an archive cannot be built to make every name land in one probe chain.
import { randomInt } from 'node:crypto'
import { FNV_PRIME } from './fnv-hash.js'
import { freeNow } from './free-now.js'
import { decodeUnits, encodeUnits, MAX_BYTES_PER_UNIT } from './unit-bytes.js'

/** The parent of a top-level entry. */
export const TOP = -1

/** Entries per block of records. */
const RECORD_BLOCK_ENTRIES = 8192
/** Slots the hash index starts with; it doubles while more than half full. */
const FIRST_SLOTS = 4096
/** Bytes of each block of names (a longer name gets a block of its own, starting at 0). */
const NAME_BLOCK_BITS = 18
const NAME_BLOCK_BYTES = 2 ** NAME_BLOCK_BITS
/** Blocks a record can name (32 bits less the start's): 4 GiB of names, far past any archive. */
const MAX_NAME_BLOCKS = 2 ** (32 - NAME_BLOCK_BITS)

// An entry's record: three 32-bit fields. Its hash is not kept: a probe compares the folder, then
// the name's length and bytes (most names in one folder differ in their first bytes), and a
// rehash reads the names again. Twelve bytes where twenty were: a bundle of 420,000 files
// (20,000 pages, 400,000 small images) held 3.2 MiB less.
const PARENT = 0
/** Where the name lies: its block, times NAME_BLOCK_BYTES, plus its start in the block. */
const NAME_AT = 1
/** The name's length in bytes, times 256, plus the entry's value (a byte). */
const LENGTH_VALUE = 2
const RECORD = 3

export class EntryNames {
  // Records and names are kept in blocks that are never copied or freed while the table lives,
  // so growing leaves no old copies behind as holes in malloc's heap (only the slots double).
  private readonly records: Int32Array[] = []
  /** Open addressing by hash: entry index + 1, 0 for an empty slot. */
  private slots = new Int32Array(FIRST_SLOTS)
  private readonly nameBlocks: Uint8Array[] = []
  private blockUsed = NAME_BLOCK_BYTES
  /** The name being looked up, encoded. */
  private scratch = new Uint8Array(1024)
  private scratchLength = 0
  private scratchHash = 0
  /** Bytes of the longest name held. */
  private longestName = 0
  private readonly seed = randomInt(2 ** 32) | 0
  /** Entries held. */
  size = 0

  /** The entry named `text.slice(start, end)` inside `parent`, or -1. */
  find(parent: number, text: string, start: number, end: number): number {
    // Each unit is at least one byte: a name longer in units than every name held in bytes is
    // none of them (a link's target may be megabytes long; the scratch buffer is kept).
    if (end - start > this.longestName) return -1
    this.encode(parent, text, start, end)
    const slot = this.probe(parent)
    return this.slots[slot]! - 1
  }

  /**
   * The entry named `text.slice(start, end)` inside `parent`; when there is none, a new one
   * holding `value` is made, and its index is returned as `~index` (a negative number).
   */
  findOrAdd(parent: number, text: string, start: number, end: number, value: number): number {
    this.encode(parent, text, start, end)
    const slot = this.probe(parent)
    const held = this.slots[slot]!
    if (held !== 0) return held - 1
    const index = this.append(parent, value)
    this.slots[slot] = index + 1
    if (this.size * 2 > this.slots.length) this.rehash()
    return ~index
  }

  value(index: number): number {
    return this.field(index, LENGTH_VALUE) & 0xff
  }

  /** The entry's folder (TOP for a top-level entry). */
  parent(index: number): number {
    return this.field(index, PARENT)
  }

  /** The entry's own name, as it was added. */
  name(index: number): string {
    const length = this.field(index, LENGTH_VALUE) >>> 8
    const { block, start } = this.nameOf(index)
    return decodeUnits(block, start, length)
  }

  /** The bytes of the typed arrays (external memory, live while the table is). */
  get bytes(): number {
    return (
      this.records.length * RECORD_BLOCK_ENTRIES * RECORD * 4 +
      this.slots.byteLength +
      this.nameBlocks.reduce((sum, block) => sum + block.byteLength, 0) +
      this.scratch.byteLength
    )
  }

  /** Encodes the name into the scratch buffer (unit-bytes.ts) and hashes it. */
  private encode(parent: number, text: string, start: number, end: number): void {
    if ((end - start) * MAX_BYTES_PER_UNIT > this.scratch.length) {
      this.scratch = new Uint8Array((end - start) * MAX_BYTES_PER_UNIT)
    }
    const n = encodeUnits(text, start, end, this.scratch, 0)
    this.scratchHash = this.hash(parent, this.scratch, 0, n)
    this.scratchLength = n
  }

  /** The slot holding the encoded name in `parent`, or the empty slot where it would go. */
  private probe(parent: number): number {
    const mask = this.slots.length - 1
    for (let slot = this.scratchHash & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot]!
      if (held === 0) return slot
      const index = held - 1
      if (this.field(index, PARENT) === parent && this.sameName(index)) return slot
    }
  }

  private sameName(index: number): boolean {
    const length = this.field(index, LENGTH_VALUE) >>> 8
    if (length !== this.scratchLength) return false
    const { block, start } = this.nameOf(index)
    for (let i = 0; i < length; i++) if (block[start + i] !== this.scratch[i]) return false
    return true
  }

  /** The block holding the entry's name, and where in it the name starts. */
  private nameOf(index: number): { block: Uint8Array; start: number } {
    const at = this.field(index, NAME_AT) >>> 0
    return {
      block: this.nameBlocks[Math.floor(at / NAME_BLOCK_BYTES)]!,
      start: at % NAME_BLOCK_BYTES
    }
  }

  /** The hash of a name in `parent` (its bytes `bytes[start, start + length)`), seeded. */
  private hash(parent: number, bytes: Uint8Array, start: number, length: number): number {
    let h = this.seed ^ Math.imul(parent + 2, 0x9e3779b1)
    for (let i = start; i < start + length; i++) h = Math.imul(h ^ bytes[i]!, FNV_PRIME)
    // FNV's low bits, which pick the slot, mix poorly on their own: murmur3's finaliser.
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
    return h ^ (h >>> 16)
  }

  private field(index: number, field: number): number {
    const block = this.records[Math.floor(index / RECORD_BLOCK_ENTRIES)]!
    return block[(index % RECORD_BLOCK_ENTRIES) * RECORD + field]!
  }

  private append(parent: number, value: number): number {
    const length = this.scratchLength
    if (length >= 2 ** 23) throw new RangeError(`an entry name of ${length} bytes`)
    if (this.blockUsed + length > NAME_BLOCK_BYTES || this.nameBlocks.length === 0) {
      if (this.nameBlocks.length === MAX_NAME_BLOCKS) throw new RangeError('entry names past 4 GiB')
      this.nameBlocks.push(new Uint8Array(Math.max(NAME_BLOCK_BYTES, length)))
      this.blockUsed = 0
    }
    const index = this.size++
    if (index % RECORD_BLOCK_ENTRIES === 0) {
      this.records.push(new Int32Array(RECORD_BLOCK_ENTRIES * RECORD))
    }
    const record = this.records[this.records.length - 1]!
    const at = (index % RECORD_BLOCK_ENTRIES) * RECORD
    record[at + PARENT] = parent
    record[at + NAME_AT] = (this.nameBlocks.length - 1) * NAME_BLOCK_BYTES + this.blockUsed
    record[at + LENGTH_VALUE] = length * 256 + (value & 0xff)
    this.nameBlocks[this.nameBlocks.length - 1]!.set(
      this.scratch.subarray(0, length),
      this.blockUsed
    )
    this.blockUsed += length
    if (length > this.longestName) this.longestName = length
    return index
  }

  private rehash(): void {
    // Rebuilt from the records, so the old slots are freed first: never both live at once.
    const slots = this.slots.length * 2
    freeNow(this.slots)
    this.slots = new Int32Array(slots)
    const mask = this.slots.length - 1
    for (let index = 0; index < this.size; index++) {
      const { block, start } = this.nameOf(index)
      const length = this.field(index, LENGTH_VALUE) >>> 8
      let slot = this.hash(this.field(index, PARENT), block, start, length) & mask
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask
      this.slots[slot] = index + 1
    }
  }
}
