// The link targets a link report waits for: distinct bundle paths that links point to and the
// archive has not listed (yet), known by their hashes with a count of links each
// (target-table.ts), and the first link to each kept as an example for the report's sample. The
// report keeps two: targets of relative links, and targets of root-absolute ones read from the
// bundle's root, which it reports apart (link-report.ts) and which keep with each target where
// it leads under a path prefix (path-prefix.ts), as numbers in the table (payload columns).
import { TargetTable } from './target-table.js'

export interface BrokenLink {
  /** The page holding the link, as a bundle path. */
  page: string
  /** The link as written in the page. */
  href: string
}

/**
 * Pending targets whose first link (page and href) is kept for the sample, about 300 bytes each.
 * Which targets are broken is known only at the end, and until then most pending targets are
 * pages the archive lists later: the generated 30,000 pages had up to 7,600 pending at once, the
 * Rust docs 26,600 (their examples leave as they arrive). With room for only 1,000, a broken
 * link first seen while it was full went unnamed: 5 of 10 broken links put into the 30,000
 * pages were counted and not named. 10,000 named all 10 there and on the Rust docs.
 */
const EXAMPLES_KEPT = 10_000

/**
 * The bytes of text the kept examples may hold, with their count: about 300 a link leaves room
 * for all 10,000, but a link's text is cut at 300 characters (MAX_FRAGMENT) and a page's too, and
 * text past Latin-1 takes two bytes a character. Links of 400 CJK characters from pages with as
 * long a path held 23 MiB in the two tables' examples (a probe's bundle, peak 131-134 MiB); the
 * sample names REPORT_SAMPLE of them.
 */
const EXAMPLE_TEXT_BYTES = 3_000_000

/** V8 keeps a string of Latin-1 characters one byte a character, any other two. */
function textBytes(s: string): number {
  // eslint-disable-next-line no-control-regex -- the test is for anything past Latin-1
  return /[^\u0000-\u00ff]/.test(s) ? 2 * s.length : s.length
}

/** A key for a pending target's example, from its two hashes (53 bits of them). */
function exampleKey(a: number, b: number): number {
  return (a >>> 0) * 0x200000 + (b >>> 11)
}

/** An example with its target's hashes, to find the target's slot at the end. */
interface Example {
  link: BrokenLink
  a: number
  b: number
  /** Its text's bytes, counted against EXAMPLE_TEXT_BYTES. */
  bytes: number
}

export class PendingTargets {
  private readonly table: TargetTable
  private readonly examples = new Map<number, Example>()
  private exampleBytes = 0

  /** `payloadColumns` numbers are kept with each target (TargetTable). */
  constructor(payloadColumns = 0) {
    this.table = new TargetTable(payloadColumns)
  }

  /** Distinct targets pending. */
  get size(): number {
    return this.table.size
  }

  /** The table's typed arrays (external memory, live for the whole pass). */
  get bytes(): number {
    return this.table.bytes
  }

  /** One more link to the target (a, b) when it is pending; false when it is not. */
  count(a: number, b: number): boolean {
    return this.table.count(a, b)
  }

  /** The target (a, b), not pending before, with its first link; answers its table slot. */
  add(a: number, b: number): number {
    return this.table.add(a, b)
  }

  setPayload(slot: number, column: number, value: number): void {
    this.table.setPayload(slot, column, value)
  }

  /** The archive listed the target (a, b): its links are not broken. */
  arrived(a: number, b: number): void {
    if (this.table.size === 0) return
    this.table.delete(a, b)
    this.forget(exampleKey(a, b))
  }

  private forget(key: number): void {
    const example = this.examples.get(key)
    if (example === undefined) return
    this.exampleBytes -= example.bytes
    this.examples.delete(key)
  }

  /** Whether the sample has room for one more first link (only then is its text cut out). */
  get roomForExample(): boolean {
    return this.examples.size < EXAMPLES_KEPT && this.exampleBytes < EXAMPLE_TEXT_BYTES
  }

  /** The first link to the pending target (a, b), for the sample. */
  example(a: number, b: number, link: BrokenLink): void {
    const key = exampleKey(a, b)
    this.forget(key)
    const bytes = textBytes(link.page) + textBytes(link.href)
    this.examples.set(key, { link, a, b, bytes })
    this.exampleBytes += bytes
  }

  /**
   * Forgets the first links kept for the targets `works` answers true for (by the numbers kept
   * with them), making room for others; the targets stay pending. Answers how many it forgot.
   */
  dropExamples(works: (payload: (column: number) => number) => boolean): number {
    const table = this.table
    let forgotten = 0
    for (const [key, { a, b }] of this.examples) {
      const slot = table.slotOf(a, b)
      if (slot >= 0 && works(column => table.payload(slot, column))) {
        this.forget(key)
        forgotten += 1
      }
    }
    return forgotten
  }

  /**
   * Each target still pending: its count of links and the numbers kept with it (`payload(i)`),
   * valid during the call only.
   */
  eachTarget(visit: (count: number, payload: (column: number) => number) => void): void {
    const table = this.table
    for (const { slot, count } of table.slots()) visit(count, column => table.payload(slot, column))
  }

  /**
   * The links still pending, which are broken once every file of the archive was listed, and the
   * first of them kept, in reading order, at most `sample`; the table is emptied. `works`, when
   * given, excuses the targets it answers true for (by the numbers kept with them): their links
   * are not broken after all.
   */
  finish(
    sample: number,
    works?: (payload: (column: number) => number) => boolean
  ): { brokenLinks: BrokenLink[]; brokenLinkCount: number } {
    const table = this.table
    let brokenLinkCount = 0
    if (works === undefined) brokenLinkCount = table.totalLinks()
    else {
      this.eachTarget((count, payload) => {
        if (!works(payload)) brokenLinkCount += count
      })
    }
    const brokenLinks: BrokenLink[] = []
    for (const { link, a, b } of this.examples.values()) {
      if (brokenLinks.length >= sample) break
      const slot = works === undefined ? -1 : table.slotOf(a, b)
      if (slot >= 0 && works!(column => table.payload(slot, column))) continue
      brokenLinks.push(link)
    }
    table.clear()
    this.examples.clear()
    this.exampleBytes = 0
    return { brokenLinks, brokenLinkCount }
  }
}
