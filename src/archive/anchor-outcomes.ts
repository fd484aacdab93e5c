// Where each anchor of the page just scanned led, by the scanner's index, kept in typed arrays
// for the next page: the scanner tells which of a page's anchors are byte for byte those of the
// page before (page-references.ts), and those lead where they did without being resolved or
// hashed again (most of a docs page's anchors are its section's sidebar again).
import type { TargetHasher } from './target-hash.js'

/**
 * What a link leads to: no file it is checked against, a path known to be there, a path, or a
 * path read from the bundle's root (a root-absolute link, which the report judges apart).
 */
export const NONE = 0
export const FOUND = 1
export const PATH = 2
export const ROOTED = 3
export type Outcome = typeof NONE | typeof FOUND | typeof PATH | typeof ROOTED

/** Where each anchor of a page led, by the scanner's index: what the next page takes over. */
export class AnchorOutcomes {
  outcomes = new Uint8Array(256)
  a = new Int32Array(256)
  b = new Int32Array(256)
  n = new Int32Array(256)

  /** Room for `count` anchors. */
  reserve(count: number): void {
    if (count > this.outcomes.length) this.grow(count - 1)
  }

  /** Anchor i (within what was reserved) led to the target in `target`. */
  set(i: number, outcome: Outcome, target: TargetHasher): void {
    this.outcomes[i] = outcome
    this.a[i] = target.a
    this.b[i] = target.b
    this.n[i] = target.n
  }

  /** Puts anchor i's target into `target`, and answers its outcome. */
  get(i: number, target: TargetHasher): Outcome {
    target.a = this.a[i]!
    target.b = this.b[i]!
    target.n = this.n[i]!
    return this.outcomes[i] as Outcome
  }

  /** Anchors `to`.. led where `from`.. of `other` did (within what was reserved). */
  copyRun(other: AnchorOutcomes, from: number, to: number, count: number): void {
    this.outcomes.set(other.outcomes.subarray(from, from + count), to)
    this.a.set(other.a.subarray(from, from + count), to)
    this.b.set(other.b.subarray(from, from + count), to)
    this.n.set(other.n.subarray(from, from + count), to)
  }

  private grow(i: number): void {
    const size = Math.max(i + 1, this.outcomes.length * 2)
    const outcomes = new Uint8Array(size)
    outcomes.set(this.outcomes)
    this.outcomes = outcomes
    for (const name of ['a', 'b', 'n'] as const) {
      const next = new Int32Array(size)
      next.set(this[name])
      this[name] = next
    }
  }
}
