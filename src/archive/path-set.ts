// A set of bundle paths known by their two hashes (target-hash.ts), with nothing kept beside
// them: the paths the archive has listed (served-paths.ts), one per file, so the set grows with
// the archive's file count. TargetTable keeps a count with each path and marks an empty slot by
// it; for a set of a file per slot that was a third of its bytes. Here an empty slot is the pair
// (0, 0), and a path hashed to it is held as (0, 1): two distinct paths are taken for one when
// both hashes agree (about 2^-64 a pair), and that one pair more is no measurable addition.
// Measured on 420,000 files (20,000 pages and 400,000 small images): 12 MiB of slots, 8 here.

import { freeNow } from './free-now.js'

/** Slots the set starts with; it doubles while more than half full. */
const FIRST_SLOTS = 4096

export class PathSet {
  private a = new Int32Array(FIRST_SLOTS)
  private b = new Int32Array(FIRST_SLOTS)
  private mask = FIRST_SLOTS - 1
  /** Paths held. */
  size = 0

  /** Whether the path (a, b) is held. */
  has(a: number, b: number): boolean {
    if (a === 0 && b === 0) b = 1
    for (let slot = a & this.mask; ; slot = (slot + 1) & this.mask) {
      const heldA = this.a[slot]!
      const heldB = this.b[slot]!
      if (heldA === a && heldB === b) return true
      if (heldA === 0 && heldB === 0) return false
    }
  }

  /** Holds the path (a, b); nothing changes when it is held already. */
  add(a: number, b: number): void {
    if (a === 0 && b === 0) b = 1
    if ((this.size + 1) * 2 > this.a.length) this.grow()
    if (this.place(this.a, this.b, a, b)) this.size += 1
  }

  /** The bytes of the set's typed arrays (external memory, live while the set is). */
  get bytes(): number {
    return this.a.byteLength + this.b.byteLength
  }

  clear(): void {
    this.a = new Int32Array(FIRST_SLOTS)
    this.b = new Int32Array(FIRST_SLOTS)
    this.mask = FIRST_SLOTS - 1
    this.size = 0
  }

  /** Puts (a, b) into the arrays by linear probing; false when it was there. */
  private place(into: Int32Array, intoB: Int32Array, a: number, b: number): boolean {
    const mask = into.length - 1
    for (let slot = a & mask; ; slot = (slot + 1) & mask) {
      const heldA = into[slot]!
      const heldB = intoB[slot]!
      if (heldA === a && heldB === b) return false
      if (heldA === 0 && heldB === 0) {
        into[slot] = a
        intoB[slot] = b
        return true
      }
    }
  }

  private grow(): void {
    const { a, b } = this
    const slots = a.length * 2
    this.a = new Int32Array(slots)
    this.b = new Int32Array(slots)
    this.mask = slots - 1
    for (let i = 0; i < a.length; i++) {
      if (a[i] !== 0 || b[i] !== 0) this.place(this.a, this.b, a[i]!, b[i]!)
    }
    freeNow(a)
    freeNow(b)
  }
}
