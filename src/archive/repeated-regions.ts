// Where a page repeats the page before: PageScanner (page-references.ts) finds an anchor, and
// this looks for the same bytes among the page before's anchors near where the last one matched,
// then for a region after it that both pages hold byte for byte, cleanly cut at both ends (see
// page-record.ts), so that the scanner can take the page before's findings there over instead of
// reading the region again. Apart from the scanner because it is the one place that compares two
// pages; the scanner only reads one. Why a region taken over gives exactly what a scan gives is
// PageScanner's comment.
import { quotedGt } from './html-bytes.js'
import { commonLength, type PageRecord } from './page-record.js'

/** Up to this length two ranges are compared here, past it by Buffer's native compare. */
const NATIVE_COMPARE_BYTES = 64

/**
 * Whether `a[aFrom, aFrom + length)` and `b[bFrom, bFrom + length)` hold the same bytes. Links of
 * the same length mostly differ within their first bytes, which a loop here finds sooner than a
 * call into Buffer's compare returns.
 */
function sameRange(a: Buffer, aFrom: number, b: Buffer, bFrom: number, length: number): boolean {
  if (length > NATIVE_COMPARE_BYTES) {
    return a.compare(b, bFrom, bFrom + length, aFrom, aFrom + length) === 0
  }
  for (let i = 0; i < length; i++) if (a[aFrom + i] !== b[bFrom + i]) return false
  return true
}

/** Anchors of the page before looked at for the counterpart of an anchor just found. */
const COUNTERPART_WINDOW = 16
/** Regions shorter than this are scanned (taking one over costs a few native calls). */
const MIN_REGION_BYTES = 512

/** Finds the counterpart of an anchor in the page before, and a region both pages repeat. */
export class RepeatedRegionPlanner {
  /** The anchor of the page before with the same bytes as the one looked for, or -1. */
  counterpart = -1
  /** The region found: here [from, to), `shift` bytes further on than in the page before. */
  from = 0
  to = 0
  shift = 0

  /**
   * Looks for the anchor just found here (its value [valueStart, valueEnd), the first `>` after
   * its match at `gtAfter`) among the page before's anchors from `expect`, and when found, for
   * a region from after that `>` that the page before holds too, cleanly cut at both ends.
   */
  plan(
    s: Buffer,
    before: PageRecord,
    valueStart: number,
    valueEnd: number,
    gtAfter: number,
    expect: number
  ): boolean {
    this.counterpart = -1
    const length = valueEnd - valueStart
    const limit = Math.min(expect + COUNTERPART_WINDOW, before.starts.length)
    for (let x = expect; x < limit; x++) {
      const there = before.starts.get(x)
      if (before.ends.get(x) - there !== length) continue
      if (!sameRange(s, valueStart, before.bytes, there, length)) continue
      this.counterpart = x
      if (gtAfter < 0) return false
      const shift = valueStart - there
      const from = gtAfter + 1
      // A region starts after the `>` and must be MIN_REGION_BYTES long.
      const common = commonLength(
        s,
        valueStart,
        before.bytes,
        there,
        from - valueStart + MIN_REGION_BYTES
      )
      if (common === 0) return false
      const lo = from - shift
      if (!before.clean(lo)) return false
      const hi = before.lastCleanUpTo(lo, there + common)
      if (hi < 0 || hi - lo < MIN_REGION_BYTES) return false
      // Both ends follow a `>` that ends a tag here too (clean checked it there): the `<` that
      // tells a quoted `>` may lie before the region, in bytes the two pages need not share.
      if (quotedGt(s, gtAfter) || quotedGt(s, hi + shift - 1)) return false
      this.from = from
      this.to = hi + shift
      this.shift = shift
      return true
    }
    return false
  }
}
