// A table of bundle paths known by their two hashes (target-hash.ts), each with a count: the link
// report's pending targets (distinct paths that links point to and the archive has not listed
// yet, with the links to each) and the paths the archive has served so far. A site exported
// with a section missing has one pending target per link into it, hundreds of thousands; as a
// Map of strings they cost about 150 bytes each and a 70,000-page bundle with three such links a
// page peaked at 160 MiB. Here a path is two 32-bit hashes and a count, in typed arrays (12
// bytes a slot, under 6 MiB at 200,000 paths). Two distinct paths are taken for one only when
// both hashes agree (about 2^-64 a pair; 10^-9 over 200,000 targets against as many files).

/** Slots the table starts with; it doubles while more than half full. */
const FIRST_SLOTS = 4096

export class TargetTable {
  private a = new Int32Array(FIRST_SLOTS)
  private b = new Int32Array(FIRST_SLOTS)
  /** Links to the target in each slot; 0 marks an empty slot. */
  private counts = new Int32Array(FIRST_SLOTS)
  /**
   * Numbers kept with each target, a column each (the root-absolute targets keep where the
   * link leads under a path prefix, path-prefix.ts); none unless asked for.
   */
  private columns: Int32Array[]
  private mask = FIRST_SLOTS - 1
  /** Targets held. */
  size = 0

  constructor(private readonly payloadColumns = 0) {
    this.columns = Array.from({ length: payloadColumns }, () => new Int32Array(FIRST_SLOTS))
  }

  /** Whether the path (a, b) is held. */
  has(a: number, b: number): boolean {
    return this.find(a, b) >= 0
  }

  /** One more link to the target (a, b) if it is held; false when it is not. */
  count(a: number, b: number): boolean {
    const slot = this.find(a, b)
    if (slot < 0) return false
    this.counts[slot]! += 1
    return true
  }

  /** Holds the target (a, b), not held before, with one link; answers its slot. */
  add(a: number, b: number): number {
    if ((this.size + 1) * 2 > this.counts.length) this.grow()
    let slot = a & this.mask
    while (this.counts[slot] !== 0) slot = (slot + 1) & this.mask
    this.a[slot] = a
    this.b[slot] = b
    this.counts[slot] = 1
    this.size += 1
    return slot
  }

  /** The number in `column` kept with the target in `slot` (a slot `add` or `slots` gave). */
  payload(slot: number, column: number): number {
    return this.columns[column]![slot]!
  }

  setPayload(slot: number, column: number, value: number): void {
    this.columns[column]![slot] = value
  }

  /** The slot of the target (a, b), or -1 when it is not held. */
  slotOf(a: number, b: number): number {
    return this.find(a, b)
  }

  /** Each held target's slot and count, in no particular order (the table must not change). */
  *slots(): Generator<{ slot: number; count: number }> {
    for (let slot = 0; slot < this.counts.length; slot++) {
      const count = this.counts[slot]!
      if (count !== 0) yield { slot, count }
    }
  }

  /** Forgets the target (a, b): the archive has listed it. */
  delete(a: number, b: number): void {
    let hole = this.find(a, b)
    if (hole < 0) return
    // Linear probing: the slots after the hole whose home is not between it and them move
    // back, so every held target stays reachable from its home slot.
    for (
      let next = (hole + 1) & this.mask;
      this.counts[next] !== 0;
      next = (next + 1) & this.mask
    ) {
      const home = this.a[next]! & this.mask
      const reachable = hole <= next ? home > hole && home <= next : home > hole || home <= next
      if (reachable) continue
      this.a[hole] = this.a[next]!
      this.b[hole] = this.b[next]!
      this.counts[hole] = this.counts[next]!
      for (const column of this.columns) column[hole] = column[next]!
      hole = next
    }
    this.counts[hole] = 0
    this.size -= 1
  }

  /** The bytes of the table's typed arrays (external memory, live while the table is). */
  get bytes(): number {
    return (3 + this.payloadColumns) * this.counts.byteLength
  }

  /** The links to all targets held. */
  totalLinks(): number {
    let total = 0
    for (let i = 0; i < this.counts.length; i++) total += this.counts[i]!
    return total
  }

  clear(): void {
    this.a = new Int32Array(FIRST_SLOTS)
    this.b = new Int32Array(FIRST_SLOTS)
    this.counts = new Int32Array(FIRST_SLOTS)
    this.columns = this.columns.map(() => new Int32Array(FIRST_SLOTS))
    this.mask = FIRST_SLOTS - 1
    this.size = 0
  }

  private find(a: number, b: number): number {
    for (let slot = a & this.mask; this.counts[slot] !== 0; slot = (slot + 1) & this.mask) {
      if (this.a[slot] === a && this.b[slot] === b) return slot
    }
    return -1
  }

  private grow(): void {
    const { a, b, counts, columns } = this
    const slots = counts.length * 2
    this.a = new Int32Array(slots)
    this.b = new Int32Array(slots)
    this.counts = new Int32Array(slots)
    this.columns = columns.map(() => new Int32Array(slots))
    this.mask = slots - 1
    for (let i = 0; i < counts.length; i++) {
      if (counts[i] === 0) continue
      let slot = a[i]! & this.mask
      while (this.counts[slot] !== 0) slot = (slot + 1) & this.mask
      this.a[slot] = a[i]!
      this.b[slot] = b[i]!
      this.counts[slot] = counts[i]!
      for (let c = 0; c < columns.length; c++) this.columns[c]![slot] = columns[c]![i]!
    }
  }
}
