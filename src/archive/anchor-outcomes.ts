// Where each anchor of the page just scanned led, by the scanner's index, kept in typed arrays
// for the next page: the scanner tells which of a page's anchors are byte for byte those of the
// page before (page-references.ts), and those lead where they did without being resolved or
// hashed again (most of a docs page's anchors are its section's sidebar again).
import type { IntView } from './int-list.js'
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

/**
 * Whether the link whose first byte is `bytes[at]` leads to the same place from every folder: a
 * root-absolute link (`/guide/x`, and `//host/x`, which leaves the bundle), a fragment (`#x`) or
 * a query (`?x`) of the page itself, none of which resolve from the folder. A Next.js export or
 * a Docusaurus site writes its sidebar so and puts many pages in a folder of their own
 * (`guide/x/index.html`), where anchors resolved again page after page.
 */
export function leadsAlikeFromAnyFolder(bytes: Buffer, at: number): boolean {
  const c = bytes[at]
  // `/`, `#`, `?`
  return c === 0x2f || c === 0x23 || c === 0x3f
}

/**
 * What a page may take over from the page before: the two pages' outcomes, and whether the
 * page before's anchors still lead where they led. They do from a page of the same folder; from
 * one of another folder, only anchors that lead alike from any folder (above) do. None
 * are taken over where either page has an anchor in a comment (a run of the same bytes may lie
 * in a comment on one page only), after a page with links to the site's own address (counted
 * one by one), or after a page whose anchors were not judged (`forget`).
 */
export class AnchorTakeOver {
  /** The page before's outcomes, and this page's as they are set. */
  previous = new AnchorOutcomes()
  current = new AnchorOutcomes()
  /** The page before's folder; undefined when there is nothing to take over. */
  private folder: string | undefined
  private commented = false
  private own = false
  /** This page's: take over any anchor, or only those leading alike from any folder. */
  private anyAnchor = false
  private allowed = false

  /**
   * Starts a page whose links resolve from `folder`, with anchors in comments or not; room is
   * made for `count` outcomes.
   */
  begin(folder: string, commented: boolean, count: number): void {
    this.allowed = this.folder !== undefined && !commented && !this.commented && !this.own
    this.anyAnchor = this.allowed && this.folder === folder
    this.commented = commented
    this.current.reserve(count)
  }

  /** Whether anchor k of this page (its raw bytes from `starts.get(k)`) may be taken over. */
  taken(bytes: Buffer, starts: IntView, k: number): boolean {
    return this.anyAnchor || (this.allowed && leadsAlikeFromAnyFolder(bytes, starts.get(k)))
  }

  /** The page is done: its outcomes are the next page's to take over. */
  end(folder: string, ownSeen: boolean): void {
    this.own = ownSeen
    const previous = this.previous
    this.previous = this.current
    this.current = previous
    this.folder = folder
  }

  /** The next page takes nothing over (this one's anchors were not judged, or the pass ended). */
  forget(): void {
    this.folder = undefined
  }
}
