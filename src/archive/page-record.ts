// What the page scanner keeps of a page so that the next page need not read again what it
// repeats. Pages of an exported docs site repeat most of their bytes from one page to the next:
// the head, the tab bar and a section's sidebar of hundreds of links. Where the next page holds
// a region byte for byte the same, the scanner takes over this page's findings in it (shifted)
// instead of scanning it (page-references.ts says when that gives exactly what a scan gives).
//
// Kept per page: a copy of its bytes (pages up to MAX_KEPT_BYTES), its anchors, its loads, and
// where each attribute value the scan read forward to ends (its "reach"), so that a position can
// be told clean: no scan of an `=` before it read at or past it.

import { GT, quotedGt } from './html-bytes.js'
import { firstAtLeast, IntList } from './int-list.js'

/** Pages larger than this are not kept for the next page to compare with. */
const MAX_KEPT_BYTES = 256 * 1024
/** Loads kept per page; a page with more is not kept (its next page is scanned in full). */
const MAX_KEPT_LOADS = 1024
/** Compared bytes are known equal to within this (the common length is found by halving). */
const COMPARE_GRAIN = 64
/** First step of the common-length search. */
const COMPARE_FIRST = 1024

/**
 * A load as the scanner reports it, kept to be reported again for a repeated region. Its element
 * (the tag's text from its `<`) is kept as where it starts before the value, not as text: only
 * some are ever read (a `<link>`'s `rel`), and the same bytes lie at the same distance from the
 * value on a page that repeats the region (the element's end is found on that page when asked).
 */
export interface KeptLoad {
  tag: string
  attr: string
  value: string
  /** The element's start, relative to the value's start. */
  elementFrom: number
}

export class PageRecord {
  /** The page's bytes (a copy, valid after `keep`), or an empty buffer when it was not kept. */
  bytes = Buffer.alloc(0)
  private store = Buffer.alloc(0)
  /** Anchors: where the n-th href's raw bytes start and end. */
  readonly starts = new IntList()
  readonly ends = new IntList()
  /** For each anchor, the index of the page before's anchor with the same bytes, or -1. */
  readonly origins = new IntList()
  /**
   * Signs of markup in a script's text, in page order: where each anchor whose tag follows a quote
   * starts (markup in a script's string, most likely), and the `type=` of each script the browser
   * does not run (a template: script-blocks.ts).
   */
  readonly scriptMarkup = new IntList()
  /** Loads: where each value starts and where its match ends, and what was reported. */
  readonly loadStarts = new IntList()
  readonly loadEnds = new IntList()
  readonly loads: KeptLoad[] = []
  /**
   * Attribute `=`s whose scan read forward past them (in page order): the `=`'s position and
   * the furthest position any of them up to this one read.
   */
  private readonly spanAt = new IntList()
  private readonly spanReach = new IntList()
  /** Whether this page can be compared with (kept, and not over the limits). */
  usable = false

  reset(): void {
    this.starts.clear()
    this.ends.clear()
    this.origins.clear()
    this.scriptMarkup.clear()
    this.loadStarts.clear()
    this.loadEnds.clear()
    this.loads.length = 0
    this.spanAt.clear()
    this.spanReach.clear()
    this.usable = false
    this.bytes = this.store.subarray(0, 0)
  }

  /** The scan of the `=` at `at` read forward up to `reach` (inclusive). */
  span(at: number, reach: number): void {
    const n = this.spanAt.length
    this.spanAt.push(at)
    const most = n > 0 ? this.spanReach.get(n - 1) : -1
    this.spanReach.push(most > reach ? most : reach)
  }

  load(valueStart: number, end: number, kept: KeptLoad): void {
    this.loadStarts.push(valueStart)
    this.loadEnds.push(end)
    this.loads.push(kept)
  }

  /** Keeps a copy of the page's bytes, once its scan is complete, if it is within the limits. */
  keep(page: Buffer): void {
    if (page.length > MAX_KEPT_BYTES || this.loads.length > MAX_KEPT_LOADS) return
    if (this.store.length < page.length) {
      this.store = Buffer.allocUnsafe(Math.max(page.length, 64 * 1024))
    }
    page.copy(this.store, 0)
    this.bytes = this.store.subarray(0, page.length)
    this.usable = true
  }

  /**
   * Whether position `g` is clean: it follows a `>` that is not quoted (quotedGt: one that ends a
   * tag, or lies in text) and no scan of an `=` before it read at or past it (so what was found
   * before `g` and from `g` on are independent of each other).
   */
  clean(g: number): boolean {
    if (g < 1 || g > this.bytes.length || this.bytes[g - 1] !== GT) return false
    if (quotedGt(this.bytes, g - 1)) return false
    // The last span whose `=` lies before g: the reach of everything up to it must be below g.
    const before = firstAtLeast(this.spanAt, g)
    return before === 0 || this.spanReach.get(before - 1) < g
  }

  /** The last clean position in (from, to], or -1. A few `>` are tried, then it gives up. */
  lastCleanUpTo(from: number, to: number): number {
    let at = to
    for (let tries = 0; tries < 8; tries++) {
      const gt = this.bytes.lastIndexOf(GT, at - 1)
      if (gt < from) return -1
      if (this.clean(gt + 1)) return gt + 1
      at = gt
    }
    return -1
  }

  /** Appends the spans whose `=` lies in [from, to) of `other`, moved by `shift`. */
  copySpans(other: PageRecord, from: number, to: number, shift: number): void {
    const at = other.spanAt
    let x = firstAtLeast(at, from)
    // A span's own reach is not kept, only the running maximum; within a clean region every
    // reach lies inside it, so the maximum up to each span, capped by the region, is a bound.
    for (; x < at.length && at.get(x) < to; x++) {
      this.span(at.get(x) + shift, Math.min(other.spanReach.get(x), to - 1) + shift)
    }
  }
}

/**
 * How many bytes `a` from `aFrom` and `b` from `bFrom` have in common, to within COMPARE_GRAIN
 * below the truth (never above): doubling steps, then halving the step that differed. A few
 * native compares instead of a byte loop. When fewer than `least` bytes are in common, the answer
 * is 0 after one compare: pages that share only short stretches (a site whose navigation is
 * loaded by script) cost one call per anchor, not a halving search.
 */
export function commonLength(
  a: Buffer,
  aFrom: number,
  b: Buffer,
  bFrom: number,
  least = 0
): number {
  const most = Math.min(a.length - aFrom, b.length - bFrom)
  if (least > most) return 0
  if (least > 0 && a.compare(b, bFrom, bFrom + least, aFrom, aFrom + least) !== 0) return 0
  let known = least
  let step = Math.max(COMPARE_FIRST, least)
  while (known < most) {
    const n = Math.min(step, most - known)
    if (a.compare(b, bFrom + known, bFrom + known + n, aFrom + known, aFrom + known + n) === 0) {
      known += n
      step *= 2
    } else {
      if (n <= COMPARE_GRAIN) break
      step = n >>> 1
    }
  }
  return known
}
