// The anchors of the page read before, kept so that the next page of the same folder can take
// over their resolutions for a run of anchors whose bytes are the same, without looking each
// link up: every page of a docs site repeats its section's sidebar (hundreds of links), and one
// compare of a few kilobytes replaces a lookup per link.
//
// The bytes are copied (the page's buffer belongs to the stream that produced it), and only for
// pages up to MAX_KEPT_BYTES, so what is kept stays small whatever the pages.

/** Pages larger than this are not kept for comparison (a hostile or unusual page). */
const MAX_KEPT_BYTES = 256 * 1024

export class PreviousAnchors<T> {
  folder: string | undefined
  private bytes = Buffer.alloc(0)
  /** Where the kept bytes began in their page: positions below are the page's. */
  private offset = 0
  private starts: number[] = []
  private ends: number[] = []
  /** What each anchor resolved to. */
  values: T[] = []

  get count(): number {
    return this.folder === undefined ? 0 : this.starts.length
  }

  /**
   * Whether anchors [i, i + m) of the page (`bytes`, `starts`, `ends`) are byte for byte the kept
   * anchors [x, x + m), at the same distances from each other.
   */
  sameRun(
    bytes: Buffer,
    starts: readonly number[],
    ends: readonly number[],
    i: number,
    x: number,
    m: number
  ): boolean {
    const ks = this.starts
    const ke = this.ends
    for (let k = 0; k < m; k++) {
      if (ends[i + k]! - starts[i + k]! !== ke[x + k]! - ks[x + k]!) return false
      if (starts[i + k]! - starts[i]! !== ks[x + k]! - ks[x]!) return false
    }
    const from = ks[x]! - this.offset
    const to = ke[x + m - 1]! - this.offset
    return bytes.compare(this.bytes, from, to, starts[i]!, ends[i + m - 1]!) === 0
  }

  /** Keeps this page's anchors (and their values) for the next page, or forgets when too big. */
  keep(
    folder: string,
    bytes: Buffer,
    starts: readonly number[],
    ends: readonly number[],
    values: T[]
  ): void {
    const n = starts.length
    const from = n > 0 ? starts[0]! : 0
    const to = n > 0 ? ends[n - 1]! : 0
    if (to - from > MAX_KEPT_BYTES) {
      this.folder = undefined
      this.values = []
      return
    }
    if (this.bytes.length < to - from)
      this.bytes = Buffer.allocUnsafe(Math.max(to - from, 16 * 1024))
    bytes.copy(this.bytes, 0, from, to)
    this.offset = from
    this.folder = folder
    this.starts = starts.slice()
    this.ends = ends.slice()
    this.values = values
  }
}
