// Finds the references of one HTML page in its bytes: the loads a page makes when shown
// (`<script src>`, `<img src|srcset>`, `<link href>`, `<video poster>`, …) and its anchors
// (`<a href>`, and the `<area href>` of an image map).
//
// Why not regular expressions over the decoded page: decoding every page to UTF-16 and running
// two backtracking expressions over it was most of the verifier's time on a docs site (every
// page carries a sidebar of hundreds of links). Here the page is read in its bytes, where it lies
// (no string of the page is made: a gigabyte of pages made into strings kept the young
// generation collecting), and the scan jumps from one `=` to the next with indexOf; only
// attribute values are decoded as UTF-8, and an anchor's value not at all (its raw bytes are the
// key of the link report's cache).
//
// What it finds is exactly what these two expressions find, applied with matchAll to the page
// decoded as UTF-8 (how pages were read before the speed-up, which must not change findings):
//   /<(script|img|iframe|frame|link|source|video|audio|embed|object|use|track|input|image)\b[^>]*?\s(src|href|data|srcset|poster|xlink:href)\s*=\s*VALUE/gi
//   /<(?:a|area)\b[^>]*?\shref\s*=\s*VALUE/gi
// where VALUE is (?:"([^"]*)"|'([^']*)'|([^\s"'>\\][^\t\n\f\r >]*)): quoted, or unquoted up to
// HTML's whitespace or `>` (as minified pages write them: Hugo's --minify drops the quotes), but
// not opening with a backslash (an escaped quote: markup inside a script's string); and where a
// quoted `>` (html-bytes.ts, quotedGt: one inside a quoted value of the tag the last `<` before
// it opens) is no `>` to `[^>]*?`: `<a title="A > B" href="…">` and `<source media="(width >=
// 800px)" srcset="…">` are matched, as the browser reads them.
// That is: per tag, the first such attribute after the tag's name and before any `>` that is not
// quoted (the link report reads the tag's other URL attributes from its text: element-loads.ts);
// the next match is searched after the end of the previous one's value; `\s` is JavaScript's (which
// includes Unicode spaces, matched here as their UTF-8 bytes); names are ASCII case-insensitive.
//
// Pages are read one after the other, and a region a page repeats byte for byte from the page
// before is not read again: that page's findings there are taken over (see PageScanner for why
// that is exact). On a docs site the head, tab bar and sidebar are most of every page.

import {
  attributeEndingAt,
  beforeSpaces,
  unquotedEnd,
  DQUOTE,
  EQUALS,
  GT,
  indexOfByte,
  isAnchorAt,
  LastOf,
  filledIn,
  quoteBefore,
  quotingTag,
  lastBefore,
  loadingTagAt,
  LT,
  NextOf,
  separatorEndingAt,
  spaceAt,
  spaceEndingAt,
  SQUOTE,
  BACKSLASH,
  tagEnd
} from './html-bytes.js'
import { attributeSpan } from './element-loads.js'
import { firstAtLeast, type IntView } from './int-list.js'
import { DATA_URL, isDataUrlBytes } from './link-resolution.js'
import { decodeBytes } from './page-charset.js'
import { PageRecord } from './page-record.js'
import { RepeatedRegionPlanner } from './repeated-regions.js'
import { dataBlockTypeAt } from './script-blocks.js'

/** The last letter of `type`, in lower case. */
const LOWER_E = 0x65

// The anchor keys were defined here before link-keys.ts: link-report.ts and its test still
// import them from this path.
export { decodeRaw, linkHash } from './link-keys.js'

/** A reference found in a page, as the link report consumes it. */
export interface PageReferenceVisitor {
  /**
   * A load: `tag` and `attr` lowercased, `value` the attribute's value decoded as UTF-8, and
   * `element` where the tag's text lies, from its `<` to the `>` the tokenizer ends it at (not
   * one inside a quoted value), or to the page's end (where `rel` is looked for:
   * `<link href="…/index.xml" rel="alternate">` names it after). Valid during this call only
   * (the view is reused, and the page's bytes after).
   * `at` is where the value starts in the page's bytes.
   */
  load(tag: string, attr: string, value: string, element: ElementView, at: number): void
  /**
   * The page's anchors, once the loads are reported: the raw bytes of the n-th href are
   * `bytes.subarray(starts.get(n), ends.get(n))`.
   * Not cut out of the page: most anchors of a docs site are the same sidebar again. `origins.get(n)`
   * is, when known, the index among the page before's anchors of one with the same bytes (taken
   * over with a repeated region, or compared), else -1.
   */
  anchors(bytes: Buffer, starts: IntView, ends: IntView, origins: IntView): void
}

/** Where a load's element lies in the page's bytes: `bytes.subarray(from, to)`. */
export interface ElementView {
  readonly bytes: Buffer
  readonly from: number
  readonly to: number
  /** The element's text, decoded as the page is. */
  text(): string
  /**
   * The value of the tag's attribute `name` (lowercase), decoded as the page is, as the
   * tokenizer reads it (element-loads.ts, attributeSpan); a data: URL as its scheme alone.
   */
  attribute(name: string): string | undefined
}

/**
 * The one ElementView a scanner hands out, moved before each load is reported: a closure per load
 * was the largest part of the scan's garbage (30,000 Next.js-style pages, about 40 loads each:
 * 91 of 377 MB allocated, sampled), and garbage the young generation keeps is promoted and
 * collected by full collections.
 */
class MovingElementView implements ElementView {
  bytes: Buffer = Buffer.alloc(0)
  from = 0
  /** The page's legacy encoding (page-charset.ts), or undefined for UTF-8. */
  decoder: TextDecoder | undefined
  /** The element's end once found, or -1. */
  private end = -1

  /** Moves the view to the element whose `<` is at `from` (of `bytes`). */
  moveTo(from: number): void {
    this.from = from
    this.end = -1
  }

  /**
   * Where the tag ends as the tokenizer ends it, from its `<` (a quoted value may hold a `>`:
   * `<img src="a.png" alt="File > Save" srcset="…">`), or the page's end. Found when first asked
   * for, from the page's own bytes: on a region taken over from the page before as well, what a
   * scan of this page finds, and for most loads (a `<script src>`) never.
   */
  get to(): number {
    if (this.end < 0) {
      const closed = tagEnd(this.bytes, this.from)
      this.end = closed < 0 ? this.bytes.length : closed
    }
    return this.end
  }

  text(): string {
    return decodeBytes(this.bytes, this.from, this.to, this.decoder)
  }

  attribute(name: string): string | undefined {
    const span = attributeSpan(this.bytes, this.from, this.to, name)
    return span && valueText(name, this.bytes, span.start, span.end, this.decoder)
  }
}

/**
 * The value of the attribute `attr` decoded as the page is (UTF-8 unless it declares a legacy
 * encoding); a data: URL's payload, which nothing reads, is not (isDataUrl). A srcset is a list,
 * whose first candidate may be a data: URL (a lazy-loading placeholder) before the images it
 * loads: it is decoded whole.
 */
function valueText(
  attr: string,
  bytes: Buffer,
  start: number,
  end: number,
  decoder: TextDecoder | undefined
): string {
  return attr !== 'srcset' && isDataUrlBytes(bytes, start, end)
    ? DATA_URL
    : decodeBytes(bytes, start, end, decoder)
}

/** One of the two expressions' matchAll walks: where the next match may start. */
interface Walk {
  /** End of the previous match: the next starts at or after it. */
  lastIndex: number
  /** No valid start lies in [lastIndex or the window start, noStartBefore). */
  noStartBefore: number
  lessThan: NextOf
  isStart: (s: Buffer, p: number) => string | undefined
  /** The tag of the start `startFor` found last. */
  tag: string
}

/** A walk at the start of another page. */
function restart(walk: Walk, s: Buffer): void {
  walk.lastIndex = 0
  walk.noStartBefore = 0
  walk.lessThan.reset(s)
}

/**
 * The start of the match whose attribute's leading space is at `q`: the leftmost tag start at
 * or after `from` (past the previous match and past the last `>` before `q`), or -1; its tag is
 * left in `walk.tag` (no object per match: a docs page has hundreds). `only`, when not -1, is
 * the one `<` between that `>` and `q`.
 */
function startFor(s: Buffer, walk: Walk, from: number, q: number, only: number): number {
  const lo = Math.max(from, walk.noStartBefore)
  if (only >= 0) {
    const tag = lo <= only ? walk.isStart(s, only) : undefined
    if (tag !== undefined) {
      walk.tag = tag
      return only
    }
    walk.noStartBefore = q
    return -1
  }
  let p = walk.lessThan.at(lo)
  while (p >= 0 && p < q) {
    const tag = walk.isStart(s, p)
    if (tag !== undefined) {
      walk.tag = tag
      return p
    }
    p = walk.lessThan.at(p + 1)
  }
  walk.noStartBefore = q
  return -1
}

/** `a` when an anchor's (or an image map area's) tag starts at `p`. */
function anchorTagAt(s: Buffer, p: number): string | undefined {
  return isAnchorAt(s, p) ? 'a' : undefined
}

/**
 * Reads pages one after the other. Where a page repeats a region of the page before byte for
 * byte, that page's findings in the region are taken over instead of scanning it again.
 *
 * Why that gives exactly what a scan gives: a region [a, c) is taken over only when
 * - it follows a `>` that is not quoted on either page (so every match window inside it starts
 *   inside it: a window reaches back to the last such `>` before the attribute, and whether a
 *   `>` in the region is quoted is read from the region's bytes, or from that first `>`'s being
 *   no quoted one) and ends after such a `>`;
 * - in the page before, both ends were clean (no `=` before them was read past them, see
 *   page-record.ts), so every `=` in the region was decided by the region's bytes alone;
 * - here, every `=` before `a` has been scanned and no match ends past `a`, so both walks enter
 *   the region as they entered it there (a match inside cannot start before `a` either way).
 * After it, both walks continue from its last matches, and the last `>` is `c - 1`.
 */
export class PageScanner {
  // This page's findings as they are made, and the page before's (swapped after each page).
  private current = new PageRecord()
  private before = new PageRecord()
  /** Bytes of the pages so far taken over from the page before instead of scanned. */
  repeatedBytes = 0
  // One set of walks and searchers for all pages, reset for each. Made afresh per page, they
  // were all dead at every full collection the garbage budget asks for between chunks, and V8
  // threw its optimised code for `scan`, `startFor` and `NextOf.at` away each time, since that
  // code refers weakly to what it was made for (Rust docs: 27 times each, about 0.8 s of CPU in
  // 5 s; optimised-scanner.test.ts).
  private readonly loads: Walk = {
    lastIndex: 0,
    noStartBefore: 0,
    lessThan: new NextOf(LT),
    isStart: loadingTagAt,
    tag: ''
  }
  private readonly links: Walk = {
    lastIndex: 0,
    noStartBefore: 0,
    lessThan: new NextOf(LT),
    isStart: anchorTagAt,
    tag: ''
  }
  private readonly element = new MovingElementView()
  private readonly greaterThan = new NextOf(GT)
  /** The last `<` before a `>` far from any tag, asked at rising positions (quotingTag). */
  private readonly lastLessThan = new LastOf(LT)
  private readonly doubleQuote = new NextOf(DQUOTE)
  private readonly singleQuote = new NextOf(SQUOTE)
  private readonly planner = new RepeatedRegionPlanner()

  /**
   * Whether the page being scanned has shown, so far, a sign of markup in a script's text: an
   * anchor whose tag follows a quote (markup in a script's string, most likely), or a script the
   * browser does not run (a template: script-blocks.ts). Asked as its loads and anchors are
   * reported (html-comments.ts, addRawText).
   */
  get scriptMarkupSeen(): boolean {
    return this.current.scriptMarkup.length > 0
  }

  /**
   * Pages from now on are read in the legacy encoding `decoder` (undefined: UTF-8). A change
   * forgets the page before: what was decoded there in another encoding is not taken over.
   */
  readAs(decoder: TextDecoder | undefined): void {
    if (decoder === this.element.decoder) return
    this.element.decoder = decoder
    this.before.reset()
  }

  /** Reports every reference of the page in `bytes`: all loads in order, then all anchors. */
  scan(bytes: Buffer, visit: PageReferenceVisitor): void {
    const s = bytes
    const record = this.current
    const before = this.before
    record.reset()
    const element = this.element
    element.bytes = bytes
    const { starts, ends, origins } = record
    const { loads, links, greaterThan, lastLessThan, doubleQuote, singleQuote, planner } = this
    restart(loads, s)
    restart(links, s)
    greaterThan.reset(s)
    lastLessThan.reset(s)
    doubleQuote.reset(s)
    singleQuote.reset(s)
    // The last `>` before the previous attribute, and that attribute's space.
    let lastGt = -1
    let previousQ = 0
    // A region to take over from the page before: here [regionFrom, regionTo), there shifted
    // back by regionShift; regionFrom is -1 when none is planned. `expect` is the page before's
    // anchor that the next anchor found here is first compared with.
    let regionFrom = -1
    let regionTo = 0
    let regionShift = 0
    let expect = 0

    for (let e = indexOfByte(s, EQUALS, 1); e >= 0; e = indexOfByte(s, EQUALS, e + 1)) {
      if (regionFrom >= 0 && e >= regionFrom) {
        const from = regionFrom
        regionFrom = -1
        if (e < regionTo && loads.lastIndex <= from && links.lastIndex <= from) {
          const shift = regionShift
          this.repeatedBytes += regionTo - from
          const lo = from - shift
          const hi = regionTo - shift
          // Its signs of markup in a script first: a template's loads are reported as text.
          const signs = before.scriptMarkup
          for (let y = firstAtLeast(signs, lo); y < signs.length && signs.get(y) < hi; y++) {
            record.scriptMarkup.push(signs.get(y) + shift)
          }
          // The page before's loads, then anchors, in the region: as found there, moved.
          for (let x = firstAtLeast(before.loadStarts, lo); x < before.loadStarts.length; x++) {
            const valueStart = before.loadStarts.get(x)
            if (valueStart >= hi) break
            const kept = before.loads[x]!
            const at = valueStart + shift
            element.moveTo(at + kept.elementFrom)
            visit.load(kept.tag, kept.attr, kept.value, element, at)
            record.load(at, before.loadEnds.get(x) + shift, kept)
            loads.lastIndex = before.loadEnds.get(x) + shift
          }
          let x = firstAtLeast(before.starts, lo)
          for (; x < before.starts.length && before.starts.get(x) < hi; x++) {
            starts.push(before.starts.get(x) + shift)
            ends.push(before.ends.get(x) + shift)
            origins.push(x)
            links.lastIndex = before.ends.get(x) + 1 + shift
          }
          expect = x
          record.copySpans(before, lo, hi, shift)
          lastGt = regionTo - 1
          previousQ = regionTo - 1
          e = regionTo - 1
          continue
        }
      }
      // `\s(name)\s*=`: back over spaces to the name, then the space before it.
      const j = beforeSpaces(s, e - 1)
      if (j < 0) continue
      const attr = attributeEndingAt(s, j)
      if (attr === undefined) {
        // A `<script type=…>` the browser does not run: its text is a template's markup.
        if ((s[j]! | 0x20) === LOWER_E) {
          const reach = dataBlockTypeAt(s, j, e)
          if (reach >= 0) {
            record.span(e, reach)
            record.scriptMarkup.push(e)
          }
        }
        continue
      }
      const nameStart = j - attr.length
      if (nameStart < 0) continue
      // Parted from what comes before by a space, a `/` or the closing quote of a value.
      let spaceWidth = spaceEndingAt(s, nameStart)
      if (spaceWidth === 0) spaceWidth = separatorEndingAt(s, nameStart)
      if (spaceWidth === 0) continue
      const q = nameStart - spaceWidth + 1
      // `=\s*` then a quoted value that is closed somewhere, or an unquoted one.
      let k = e + 1
      for (let w = spaceAt(s, k); w > 0; w = spaceAt(s, k)) k += w
      const quote = s[k]
      // The value is [valueStart, valueEnd); the match ends at `matchEnd`; the next match of
      // either walk may start from `valueEnd + 1` (a closing quote, or the byte that ended an
      // unquoted value, which is no `<`: from there or from the byte after, the same matches).
      let valueStart: number
      let valueEnd: number
      let matchEnd: number
      if (quote === DQUOTE || quote === SQUOTE) {
        const close = (quote === DQUOTE ? doubleQuote : singleQuote).at(k + 1)
        record.span(e, close < 0 ? s.length : close)
        if (close < 0) continue
        valueStart = k + 1
        valueEnd = close
        matchEnd = close + 1
      } else {
        // Unquoted (minifiers write `<a href=/docs/>`): up to ASCII whitespace or `>`. Not one
        // that opens with a backslash: `href=\"…\"` is markup in a script's string (rustdoc's
        // JSON of notable traits on every page), which the browser never reads as a link.
        const t = quote === BACKSLASH ? k : unquotedEnd(s, k)
        // spaceAt may have looked at the two bytes after k; the loop looked at t.
        record.span(e, Math.max(k + 2, t))
        if (t === k) continue
        valueStart = k
        valueEnd = t
        matchEnd = t
      }
      const end = valueEnd + 1

      // `[^>]*?` between the tag's name and `q`: the start lies after the last `>` before q that
      // is not quoted (a `>` in `title="A > B"` ends no tag).
      const nextGt = greaterThan.at(previousQ)
      if (nextGt >= 0 && nextGt < q) {
        let g = lastBefore(s, GT, q)
        while (g > lastGt) {
          const lt = quotingTag(s, g, lastLessThan)
          if (lt < 0) break
          g = lastBefore(s, GT, lt)
        }
        if (g > lastGt) lastGt = g
      }
      previousQ = q
      const windowStart = lastGt + 1
      // Most tags follow the `>` of the one before: a `<` right there, and none after it before
      // q, is the only possible start for both walks (two searches fewer per attribute).
      const only = s[windowStart] === LT && lastBefore(s, LT, q) === windowStart ? windowStart : -1

      if (q >= loads.lastIndex) {
        const start = startFor(s, loads, Math.max(loads.lastIndex, windowStart), q, only)
        if (start >= 0) {
          loads.lastIndex = end
          const value = valueText(attr, bytes, valueStart, valueEnd, element.decoder)
          // Its end found, and its text decoded, only when asked for (a `<link>`'s `rel`), not
          // for every script and image.
          element.moveTo(start)
          visit.load(loads.tag, attr, value, element, valueStart)
          record.load(valueStart, end, {
            tag: loads.tag,
            attr,
            value,
            elementFrom: start - valueStart
          })
        }
      }
      if (attr === 'href' && q >= links.lastIndex) {
        const start = startFor(s, links, Math.max(links.lastIndex, windowStart), q, only)
        if (start >= 0) {
          links.lastIndex = end
          starts.push(valueStart)
          ends.push(valueEnd)
          origins.push(-1)
          if (quoteBefore(s, start, filledIn(s, valueStart, valueEnd))) {
            record.scriptMarkup.push(valueStart)
          }
          if (regionFrom < 0 && before.usable) {
            const found = planner.plan(
              s,
              before,
              valueStart,
              valueEnd,
              greaterThan.at(matchEnd),
              expect
            )
            if (planner.counterpart >= 0) {
              origins.set(origins.length - 1, planner.counterpart)
              expect = planner.counterpart + 1
            }
            if (found) {
              regionFrom = planner.from
              regionTo = planner.to
              regionShift = planner.shift
            }
          }
        }
      }
    }
    visit.anchors(bytes, starts, ends, origins)
    record.keep(bytes)
    this.current = before
    this.before = record
  }
}
