// The bundle's link report in memory that does not grow with the number of links: every page of
// an exported site carries the same sidebar of hundreds of links, so a site of 100,000 pages has
// tens of millions of them. Each link is checked as its page is read: one that leads to a path
// already in the archive is done with at once; one that does not yet (the archive lists its
// target later) waits as one entry per distinct target with a count until the archive lists it;
// what still waits at the end is broken. What is kept: counts, a bounded sample of broken links
// and external loads, the paths listed and the distinct targets still pending as hashes
// (served-paths.ts, target-table.ts; at most MAX_PENDING_TARGETS pending, links beyond are
// counted as unchecked), and a bounded cache of how links that are not plain paths resolve
// (resolution-cache.ts). Root-absolute links (`/guide/x`) wait apart, read from the bundle's root,
// and are reported apart (pending-targets.ts): whether the bundle is served from its host's root
// is the deployment's. A site built for a path prefix (`/docs/guide/x` for `guide/x.html`) has
// its root-absolute links judged under that prefix, found at the end (path-prefix.ts).
//
// Where each link leads is link-targets.ts's to say (plain paths hashed where they lie, other
// links through a cache of resolutions); what leaves a self-hosted copy is loads-away.ts's to
// count, the page's own styles included (inline-styles.ts).
import { MAX_FRAGMENT } from '../fragment-length.js'
import type { IntView } from './int-list.js'
import { baseHref, headEnd } from './page-base.js'
import { refreshTarget } from './page-refresh.js'
import { isDataUrl, isExternal, rawKey } from './link-resolution.js'
import { PageScanner } from './page-references.js'
import { ServedPaths } from './served-paths.js'
import { srcsetUrls } from './srcset.js'
import { eachStylesheetUrl } from './stylesheet-urls.js'
import { eachInlineStyleUrl, StyleTexts } from './inline-styles.js'
import { ElementLoadMemo } from './element-loads.js'
import { AnchorTakeOver, FOUND, NONE, PATH, ROOTED, type Outcome } from './anchor-outcomes.js'
import { mayHoldTextarea, PageComments, textHoldsTag } from './html-comments.js'
import { asUtf8, decodeBytes, legacyDecoder } from './page-charset.js'
import { filledInText, quoteBefore } from './html-bytes.js'
import { PendingTargets, type BrokenLink } from './pending-targets.js'
import { LinkTargets } from './link-targets.js'
import { keepCandidate, leadsUnderCandidate, PREFIX_COLUMNS } from './path-prefix.js'
import { TargetHasher } from './target-hash.js'
import { SiteOrigin } from './site-origin.js'
import { LoadsAway } from './loads-away.js'
import { REPORT_SAMPLE, sampled, type LinkFindings } from './link-findings.js'

export type { BrokenLink }
export type { ExternalReference } from './link-findings.js'
export { REPORT_SAMPLE, type LinkFindings }

/**
 * Distinct link targets not (yet) in the archive that are remembered, 12-24 bytes each (28-56 for
 * a root-absolute one, which keeps where it leads under a path prefix: path-prefix.ts).
 */
export const MAX_PENDING_TARGETS = 200_000
/**
 * Files listed between two clearings of the root-absolute sample's first links (makeExampleRoom):
 * each reads the up to 10,000 kept once. A clearing that frees nothing doubles the wait before
 * the next, up to ROOM_MOST_FILES; one that frees any sets it back.
 */
const ROOM_EVERY_FILES = 1000
const ROOM_MOST_FILES = 64_000
/**
 * Anchor i of a page's scan as written (its raw bytes, decoded as a link is read: in the page's
 * legacy encoding when it declares one, page-charset.ts).
 */
function anchorAt(
  bytes: Buffer,
  starts: IntView,
  ends: IntView,
  i: number,
  decoder: TextDecoder | undefined
): string {
  return decodeBytes(bytes, starts.get(i), ends.get(i), decoder)
}

export class LinkReport {
  /** The site's own public address, when told (site-origin.ts). */
  private readonly origin: SiteOrigin | undefined
  /** Where links of the page's folder lead. */
  private readonly targets: LinkTargets
  /** The target being judged (the targets' own). */
  private readonly target: TargetHasher
  /** What leaves a self-hosted copy, and where the page's base puts its relative URLs. */
  private readonly away: LoadsAway
  /** The link `follow` judged last named the site's own address. */
  private followedOwn = false
  private readonly served = new ServedPaths()
  private readonly probe = new TargetHasher()
  /**
   * Targets of relative links not (yet) listed, and of root-absolute ones, each kept with its
   * prefix candidate and path under it (path-prefix.ts).
   */
  private readonly pending = new PendingTargets()
  private readonly rootedPending = new PendingTargets(PREFIX_COLUMNS)
  /** Files listed so far, and when the root-absolute sample was last cleared of working links. */
  private filesNoted = 0
  private roomMadeAt = 0
  /** Files to list before the next clearing (makeExampleRoom). */
  private roomEvery = ROOM_EVERY_FILES
  /**
   * The targets that the last link `follow` judged was the first to, newly pending there; else
   * undefined.
   */
  private firstToTarget: PendingTargets | undefined
  private unchecked = 0
  private readonly scanner = new PageScanner()
  /** Where each anchor of the page before led (by the scanner's index), and what is taken over. */
  private readonly takeOver = new AnchorTakeOver()
  /** The last `<style>` texts read and their URLs (pages repeat them). */
  private readonly styleTexts = new StyleTexts()
  private readonly elementLoads = new ElementLoadMemo()
  /** The comments of the page being scanned. */
  private readonly comments = new PageComments()

  /**
   * `siteDomains`: the site's own hostnames (the `domain` input); absolute URLs to them are
   * judged as paths of the bundle and counted apart.
   */
  constructor(siteDomains: readonly string[] = []) {
    this.origin = siteDomains.length > 0 ? new SiteOrigin(siteDomains) : undefined
    this.targets = new LinkTargets(this.origin)
    this.target = this.targets.target
    this.away = new LoadsAway(this.origin)
  }

  /**
   * Scans one page (its bytes, or text for tests) for internal links and loads from other
   * origins; see page-references.ts for what counts as either.
   */
  scanPage(page: string, html: Buffer | string): void {
    const bytes = asUtf8(typeof html === 'string' ? Buffer.from(html) : html)
    this.readAs(legacyDecoder(bytes))
    // Relative URLs resolve against the page's `<base href>` when it has one.
    const head = headEnd(bytes)
    this.targets.enter(this.away.enterPage(page, baseHref(bytes, head)))
    // Markup in a comment is not read by the browser (html-comments.ts).
    const comments = this.comments
    comments.read(bytes)
    // Nor is the text of a script, a style, a textarea, a (no)frames or an iframe element
    // (addRawText); looked for on a page only once it may hold a textarea with markup, a tag
    // found there follows a quote (``document.write(`<img src=…>`)``), a script there is a
    // template the browser does not run (script-blocks.ts), a frame loads, or an iframe that
    // holds markup.
    let rawRead = false
    const readRawText = (): void => {
      rawRead = true
      comments.addRawText(bytes)
    }
    if (mayHoldTextarea(bytes)) readRawText()
    // A redirect page's refresh is a link the browser follows at once (page-refresh.ts).
    const refresh = refreshTarget(bytes, at => comments.any && comments.holds(at), head)
    if (refresh !== undefined) this.refreshed(page, refresh)
    this.scanner.scan(bytes, {
      load: (tag, attr, value, element, at) => {
        // The scanner has seen such an anchor already when one comes first in the script's string
        // (`'<a href="…"><img src="…">'`), and a template's `type` before its loads; a frame's or
        // an iframe's load comes before the text of its element (or its frameset's noframes).
        if (
          !rawRead &&
          (tag === 'frame' ||
            (tag === 'iframe' && textHoldsTag(bytes, element.from, 'iframe')) ||
            this.scanner.scriptMarkupSeen ||
            quoteBefore(bytes, element.from, filledInText(value)))
        ) {
          readRawText()
        }
        if (comments.any && comments.holds(at)) return
        // The scanner reports a tag's first URL attribute; some elements load more, or only
        // under a condition, or (a `<link>` by its rel) nothing (element-loads.ts).
        const loads = this.elementLoads.loadsOf(tag, attr, value, element)
        if (loads === null) this.loadedAll(page, tag, attr, value)
        else for (const load of loads) this.loadedAll(page, tag, load.attr, load.value)
      },
      anchors: (bytes, starts, ends, origins) => {
        if (!rawRead && this.scanner.scriptMarkupSeen) readRawText()
        this.anchors(page, bytes, starts, ends, origins)
      }
    })
    // What the page's own styles load: `<style>` elements and `style` attributes.
    eachInlineStyleUrl(
      bytes,
      head,
      at => comments.any && comments.hidesStyles(at),
      (via, url) => this.styleLoaded(page, via, url),
      this.styleTexts
    )
  }

  /**
   * Pages from now on are read in the legacy encoding `decoder` (undefined: UTF-8). On a change,
   * nothing read from the page before in another encoding is taken over: its anchors' outcomes,
   * its repeated regions, the elements it loaded from.
   */
  private readAs(decoder: TextDecoder | undefined): void {
    if (decoder === this.targets.decoder) return
    this.targets.decoder = decoder
    this.scanner.readAs(decoder)
    this.takeOver.forget()
    this.elementLoads.clear()
  }

  /**
   * Reads a stylesheet of the bundle for what it loads from other origins (stylesheet-urls.ts).
   * What it loads from the bundle is not judged.
   */
  scanStylesheet(path: string, css: Buffer | string): void {
    const text = typeof css === 'string' ? css : css.toString('utf8')
    eachStylesheetUrl(text, (via, url) => this.away.counted(path, via, url))
  }

  /**
   * A URL the page's own styles load (inline-styles.ts): counted when it leaves the bundle, as a
   * stylesheet's are; what it loads from the bundle is not judged.
   */
  private styleLoaded(page: string, via: string, url: string): void {
    const { away } = this
    if (!away.counted(page, via, url) && away.elsewhere !== undefined) away.relative(page, via, url)
  }

  /**
   * A file (or link) of the archive at this bundle path, told as the archive lists it: links to
   * it are found from now on, and the links waiting for it (to the path, to its folder through
   * `index.html`, or to it without `.html`) are done with, so what is pending is what points
   * ahead in the archive, not everything that ever did.
   */
  noteFile(path: string): void {
    this.filesNoted += 1
    const waiting = this.pending.size + this.rootedPending.size > 0
    this.served.add(path, waiting ? this.arrive : undefined)
  }

  /** Links resolved by strings so far (the cache's misses): the pass's costly work per link. */
  get resolutionCount(): number {
    return this.targets.cache.made
  }

  /**
   * External memory the report keeps live: the tables of paths listed and targets pending.
   */
  heldBytes(): number {
    return this.pending.bytes + this.rootedPending.bytes + this.served.bytes
  }

  private readonly arrive = (a: number, b: number): void => {
    this.pending.arrived(a, b)
    this.rootedPending.arrived(a, b)
  }

  /**
   * The links still pending are broken: every file of the archive was told to `noteFile`, which
   * forgot the targets it serves. The sample is of the first broken targets whose first link was
   * kept (pending-targets.ts), in reading order; root-absolute links apart, when pages had any,
   * judged under the path prefix the site was built for when it was (path-prefix.ts).
   * `hasRootEntry` says whether the bundle's root has an entry (file or folder) of a name; without
   * it, whether a link to the name would find a file.
   */
  finish(hasRootEntry?: (name: string) => boolean): LinkFindings {
    const { brokenLinks, brokenLinkCount } = this.pending.finish(REPORT_SAMPLE)
    const { cache } = this.targets
    const prefix = cache.rootedSeen
      ? cache.prefixes.judge(this.rootedPending, this.served, hasRootEntry)
      : undefined
    const rooted = this.rootedPending.finish(REPORT_SAMPLE, prefix?.works)
    this.served.clear()
    cache.clear()
    this.takeOver.forget()
    const siteAddress = this.away.own.findings()
    return {
      brokenLinks,
      brokenLinkCount,
      uncheckedLinkCount: this.unchecked,
      externalReferences: this.away.externals.sample,
      externalReferenceCount: this.away.externals.count,
      ...(cache.rootedSeen
        ? { rootAbsolute: prefix === undefined ? rooted : { ...rooted, prefix: prefix.prefix } }
        : {}),
      ...(siteAddress ? { siteAddress } : {})
    }
  }

  /**
   * A redirect page's target: judged as a link into the bundle unless the page's base lies
   * elsewhere; one naming the site's own address (Hugo's alias pages redirect to the page's
   * permalink, `https://docs.acme.com/guide/`) is judged as its path and counted apart.
   */
  private refreshed(page: string, refresh: string): void {
    if (!isExternal(refresh)) {
      if (this.away.elsewhere === undefined) this.judged(page, refresh)
      return
    }
    const ownPath = this.origin?.pathOf(refresh)
    if (ownPath === undefined) return
    this.away.own.links.add(page, 'meta refresh', refresh)
    this.judged(page, ownPath, refresh)
  }

  /** The URL an attribute loads, or each URL of a srcset. */
  private loadedAll(page: string, tag: string, attr: string, value: string): void {
    if (attr !== 'srcset') this.loaded(page, tag, attr, value)
    else for (const url of srcsetUrls(value)) this.loaded(page, tag, attr, url)
  }

  /** One URL a page loads (a srcset names several). */
  private loaded(page: string, tag: string, attr: string, url: string): void {
    if (isDataUrl(url)) return
    if (isExternal(url)) {
      // One naming the site's own address is fetched from the public site by a self-hosted
      // copy: counted apart, and judged as the path it names (a missing file is broken).
      const ownPath = this.origin?.pathOf(url)
      if (ownPath === undefined) return this.away.externals.add(page, `${tag} ${attr}`, url)
      // Absolute, it leads there whatever the page's base.
      this.away.own.loads.add(page, `${tag} ${attr}`, url)
      this.judged(page, ownPath, url)
      return
    }
    if (this.away.elsewhere !== undefined) return this.away.relative(page, `${tag} ${attr}`, url)
    this.judged(page, url)
  }

  /**
   * A URL of the page (decoded, not a cut of its bytes) judged as a link or load into the bundle;
   * `written` is how the page wrote it when that differs (the site's own absolute URL).
   */
  private judged(page: string, url: string, written = url): void {
    const resolution = this.targets.cache.lookup(rawKey(url), url)
    const outcome = this.follow(this.targets.targetOf(resolution))
    if (outcome === FOUND) resolution.outcome = FOUND
    if (this.firstToTarget?.roomForExample) this.example(page, written)
  }

  /**
   * The page's anchors, in order. One the scanner knows to be byte for byte an anchor of the page
   * before (`origins`) leads where that one did, without resolving it again, when the take-over
   * rule allows (anchor-outcomes.ts): most of a docs page's anchors are its section's sidebar
   * again.
   */
  private anchors(
    page: string,
    bytes: Buffer,
    starts: IntView,
    ends: IntView,
    origins: IntView
  ): void {
    if (this.away.elsewhere !== undefined) {
      // Every anchor leads outside the bundle (or to a page of another origin): none is judged,
      // and the next page has no outcomes of this one to take over. Those leading to the site's
      // address (`guide/`, `#top` against its base; not `mailto:`) are counted.
      this.takeOver.forget()
      if (this.away.elsewhere !== 'site-address') return
      const { comments, origin } = this
      for (let i = 0; i < starts.length; i++) {
        if (comments.any && comments.holds(starts.get(i))) continue
        const href = anchorAt(bytes, starts, ends, i, this.targets.decoder)
        if (origin!.leadsHere(href, this.away.ownBase))
          this.away.own.links.add(page, 'a href', href)
      }
      return
    }
    const { takeOver, target, comments } = this
    const count = starts.length
    // Anchors in comments lead nowhere.
    const commented = comments.any && comments.holdsAny(starts)
    takeOver.begin(this.targets.folder, commented, count)
    const { previous, current } = takeOver
    let ownSeen = false
    for (let i = 0; i < count;) {
      const x = origins.get(i)
      if (commented && comments.holds(starts.get(i))) {
        current.set(i, NONE, target)
        i += 1
        continue
      }
      if (x < 0 || !takeOver.taken(bytes, starts, i)) {
        current.set(i, this.follow(this.targets.anchor(bytes, starts.get(i), ends.get(i))), target)
        this.exampleAt(page, bytes, starts, ends, i)
        if (this.followedOwn) {
          ownSeen = true
          this.away.own.links.add(page, 'a href', () =>
            anchorAt(bytes, starts, ends, i, this.targets.decoder)
          )
        }
        i += 1
        continue
      }
      // A run of anchors that are the page before's, in order, that may be taken over: where
      // they led is copied at once, and only those that led to a path not known to be there
      // are counted again.
      let j = i + 1
      while (j < count && origins.get(j) === x + (j - i) && takeOver.taken(bytes, starts, j)) j += 1
      current.copyRun(previous, x, i, j - i)
      const outcomes = current.outcomes
      for (let k = i; k < j; k++) {
        const outcome = outcomes[k] as Outcome
        if (outcome !== PATH && outcome !== ROOTED) continue
        current.get(k, target)
        if (this.follow(outcome) === FOUND) outcomes[k] = FOUND
        this.exampleAt(page, bytes, starts, ends, k)
      }
      i = j
    }
    takeOver.end(this.targets.folder, ownSeen)
  }

  /**
   * Anchor i as an example when `follow` just made its target pending and the sample has room.
   * The link is cut out of the page only then: a section missing from a large site has hundreds
   * of thousands of first links, and room for EXAMPLES_KEPT (pending-targets.ts).
   */
  private exampleAt(page: string, bytes: Buffer, starts: IntView, ends: IntView, i: number): void {
    if (this.firstToTarget?.roomForExample) {
      this.example(page, anchorAt(bytes, starts, ends, i, this.targets.decoder))
    }
  }

  /**
   * Counts one link whose target is in `this.target` and answers where it leads (FOUND once its
   * target is known to be there). Sets `firstToTarget` when it is the first link to a target
   * not (yet) in the archive: the caller then gives it as an example (`example`).
   */
  private follow(outcome: Outcome): Outcome {
    this.firstToTarget = undefined
    const resolution = this.targets.takeResolution()
    this.followedOwn = resolution?.own === true
    if (outcome !== PATH && outcome !== ROOTED) return outcome
    const pending = outcome === PATH ? this.pending : this.rootedPending
    const target = this.target
    const a = target.hashA()
    const b = target.hashB()
    if (pending.count(a, b)) return outcome
    if (this.served.answers(target)) return FOUND
    if (this.pending.size + this.rootedPending.size >= MAX_PENDING_TARGETS) {
      this.unchecked += 1
      return outcome
    }
    const slot = pending.add(a, b)
    // Where a root-absolute link leads under its prefix candidate, for the end.
    if (outcome === ROOTED) {
      keepCandidate(pending, slot, resolution)
      if (!pending.roomForExample) this.makeExampleRoom()
    }
    this.firstToTarget = pending
    return outcome
  }

  /**
   * Room in the root-absolute sample: a site built for a path prefix has every root-absolute
   * target pending from the root until the end, and its first 10,000 filled the first links
   * kept (pending-targets.ts), so a link really broken read after them was counted and not
   * named. The first links of targets that lead to a file under their prefix candidate are
   * dropped, at most once per ROOM_EVERY_FILES files listed. A site with more than 10,000
   * root-absolute targets really missing has none to drop: reading them all again every 1,000
   * files cost 240 ms of 14.5 s over 100,000 Next.js-style pages (bench/download.ts), so a
   * clearing that frees nothing waits twice as long before the next.
   */
  private makeExampleRoom(): void {
    if (this.filesNoted - this.roomMadeAt < this.roomEvery) return
    this.roomMadeAt = this.filesNoted
    const { served, probe } = this
    const freed = this.rootedPending.dropExamples(kept => leadsUnderCandidate(kept, served, probe))
    this.roomEvery = freed > 0 ? ROOM_EVERY_FILES : Math.min(this.roomEvery * 2, ROOM_MOST_FILES)
  }

  /** The first link to a pending target, kept for the report's sample (callers check room). */
  private example(page: string, href: string): void {
    const target = this.target
    this.firstToTarget?.example(target.hashA(), target.hashB(), {
      // A page's path (up to MAX_ENTRY_PATH_BYTES) is shared by its examples unless it is long.
      page: page.length > MAX_FRAGMENT + 1 ? sampled(page) : page,
      href: sampled(href)
    })
  }
}
