// The bundle's link report in memory that does not grow with the number of links: every page of
// an exported site carries the same sidebar of hundreds of links, so a site of 100,000 pages has
// tens of millions of them. Each link is checked as its page is read: one that leads to a path
// already in the archive is done with at once; one that does not yet (the archive lists its
// target later) waits as one entry per distinct target with a count until the archive lists it;
// what still waits at the end is broken. What is kept: counts, a bounded sample of broken links
// and external loads, the paths listed and the distinct targets still pending as hashes
// (served-paths.ts, target-table.ts; at most MAX_PENDING_TARGETS pending, links beyond are
// counted as unchecked), and a bounded cache of how links that are not plain paths resolve.
// Root-absolute links (`/guide/x`) wait apart, read from the bundle's root, and are reported apart
// (pending-targets.ts): whether the bundle is served from its host's root is the deployment's.
//
// A link that is a plain path (`../api/page.html#x`: `../` steps, then plain segments) is hashed
// where it lies in the page, after its folder's hash (target-hash.ts), and looked up by that hash:
// no string is made for it. On the 20,000-page bundle with 200,000 links into a missing section,
// the strings made to resolve such links and look them up were more than half of what the pass
// allocated (a sampling profile: 127 of 233 MiB).
import { posix } from 'node:path'
import { MAX_FRAGMENT } from '../fragment-length.js'
import type { IntView } from './int-list.js'
import { baseHref, headEnd } from './page-base.js'
import { refreshTarget } from './page-refresh.js'
import {
  asBrowserReads,
  baseFolder,
  isExternal,
  LINK_REL,
  linkLoads,
  own,
  rawKey,
  folderIndex,
  resolveInternal,
  resolveRooted
} from './link-resolution.js'
import { bytesHash, decodeRaw, linkHash, PageScanner } from './page-references.js'
import { isPlainPath } from './plain-path.js'
import { ServedPaths } from './served-paths.js'
import { srcsetUrls } from './srcset.js'
import { eachStylesheetUrl } from './stylesheet-urls.js'
import { elementLoads } from './element-loads.js'
import { AnchorOutcomes, FOUND, NONE, PATH, ROOTED, type Outcome } from './anchor-outcomes.js'
import { PageComments } from './html-comments.js'
import { TargetHasher } from './target-hash.js'
import { PendingTargets, type BrokenLink } from './pending-targets.js'

export type { BrokenLink }

export interface ExternalReference {
  page: string
  /** The tag and attribute that would load it, e.g. `script src`. */
  via: string
  url: string
}

export interface LinkFindings {
  /** At most `REPORT_SAMPLE` of each, with the total count beside them. */
  brokenLinks: BrokenLink[]
  brokenLinkCount: number
  /** Links not judged because too many distinct targets were pending (a hostile archive). */
  uncheckedLinkCount: number
  externalReferences: ExternalReference[]
  externalReferenceCount: number
  /**
   * Root-absolute links and loads (`/guide/x`), read from the bundle's root, as a deployment
   * serving the bundle at its host's root reads them; only when pages have any. Apart from the
   * broken links above: served under a path prefix, the same links lead elsewhere.
   */
  rootAbsolute?: { brokenLinks: BrokenLink[]; brokenLinkCount: number }
}

export const REPORT_SAMPLE = 20
/** Distinct link targets not (yet) in the archive that are remembered, 12-24 bytes each. */
export const MAX_PENDING_TARGETS = 200_000
/**
 * Resolved (folder, link) pairs remembered for links that are not plain paths and for loads;
 * cleared when full. An archive lists a folder's pages together, so the cache needs the links of
 * about one folder.
 */
const RESOLVE_CACHE_SIZE = 10_000
/**
 * And at most this many characters of links (each key is a link's raw bytes): a link may be as
 * long as its page, so 10,000 of them are not bounded by their count. 300 pages of 100 links
 * with an 8 KiB query each (to distinct missing pages) kept 80 MiB here, and the action peaked
 * at 241 MiB.
 */
const RESOLVE_CACHE_CHARS = 2 * 1024 * 1024

/**
 * A link or URL as the report's sample keeps it: the job summary shows its first MAX_FRAGMENT
 * characters (log-text.ts), and one more tells it the link went on. Kept whole, a sample of
 * EXAMPLES_KEPT first links (pending-targets.ts) held as many links of any length: the 300
 * pages above kept another 80 MiB of them until the end of the pass.
 */
function sampled(url: string): string {
  return own(url.length > MAX_FRAGMENT + 1 ? url.slice(0, MAX_FRAGMENT + 1) : url)
}

/** How a link that is not a plain path resolves from a folder (cached). */
interface Resolution {
  /** The link's raw bytes as a latin1 string. */
  key: string
  /** Another link of the folder whose key has the same hash. */
  next: Resolution | undefined
  outcome: Outcome
  /** The target's hash state (target-hash.ts) when the outcome is not NONE. */
  a: number
  b: number
  n: number
}

const HASH = 0x23
const QUESTION = 0x3f

/** Where the path part of the link `bytes[start, end)` ends: its first `#` or `?`, else `end`. */
function pathPartEnd(bytes: Buffer, start: number, end: number): number {
  for (let i = start; i < end; i++) {
    const c = bytes[i]
    if (c === HASH || c === QUESTION) return i
  }
  return end
}

/** Whether `key` (raw bytes as a latin1 string) is `bytes.subarray(start, end)`. */
function sameBytes(key: string, bytes: Buffer, start: number, end: number): boolean {
  if (key.length !== end - start) return false
  for (let k = 0; k < key.length; k++) if (key.charCodeAt(k) !== bytes[start + k]) return false
  return true
}

export class LinkReport {
  // folder → hash of the link's bytes → resolution, for links that are not plain paths.
  private readonly resolved = new Map<string, Map<number, Resolution>>()
  /** The page being scanned: its folder and that folder's resolutions. */
  private folder = ''
  private inFolder = new Map<number, Resolution>()
  /**
   * Resolutions of links whose first byte is `/`: they lead to the same target from any folder
   * (resolveRooted), so they are kept once for all folders. Kept per folder, a Next.js-style
   * export's sidebar of 250 root-absolute links was resolved again in every folder, and one
   * page in ten is a folder's index.html: 30,000 such pages took 6.6-7.0 s of CPU against
   * 3.5-3.7 s for as many pages with relative links.
   */
  private readonly fromRoot = new Map<number, Resolution>()
  private resolvedCount = 0
  private resolvedChars = 0
  private resolutionsMade = 0
  /** The hash state of the folder and a slash (nothing for the root): where a link's bytes go on. */
  private readonly folderHash = new TargetHasher()
  /** The target being judged. */
  private readonly target = new TargetHasher()
  private readonly served = new ServedPaths()
  /** Targets of relative links not (yet) listed, and of root-absolute ones. */
  private readonly pending = new PendingTargets()
  private readonly rootedPending = new PendingTargets()
  /** A root-absolute link was read. */
  private rootedSeen = false
  /**
   * The targets that the last link `follow` judged was the first to, newly pending there; else
   * undefined.
   */
  private firstToTarget: PendingTargets | undefined
  private unchecked = 0
  private readonly externals: ExternalReference[] = []
  private externalCount = 0
  private readonly scanner = new PageScanner()
  /** The page before's folder and where each of its anchors led (by the scanner's index). */
  private previousFolder: string | undefined
  private previous = new AnchorOutcomes()
  private current = new AnchorOutcomes()
  /** The comments of the page being scanned. */
  private readonly comments = new PageComments()
  /** The page before had an anchor in a comment, which it did not follow. */
  private previousCommented = false
  /** Set while a page whose `<base href>` lies outside the bundle is scanned (see baseFolder). */
  private elsewhere: 'other-origin' | 'host' | undefined

  /**
   * Scans one page (its bytes, or text for tests) for internal links and loads from other
   * origins; see page-references.ts for what counts as either.
   */
  scanPage(page: string, html: Buffer | string): void {
    const bytes = typeof html === 'string' ? Buffer.from(html) : html
    // Relative URLs resolve against the page's `<base href>` when it has one.
    const head = headEnd(bytes)
    const href = baseHref(bytes, head)
    const base = href === undefined ? undefined : baseFolder(posix.dirname(page), href)
    this.elsewhere = base !== undefined && 'elsewhere' in base ? base.elsewhere : undefined
    this.enterFolder(base !== undefined && 'folder' in base ? base.folder : posix.dirname(page))
    // Markup in a comment is not read by the browser (html-comments.ts).
    const comments = this.comments
    comments.read(bytes)
    // A redirect page's refresh is a link the browser follows at once (page-refresh.ts).
    const refresh = refreshTarget(bytes, at => comments.any && comments.holds(at), head)
    if (refresh !== undefined && this.elsewhere === undefined && !isExternal(refresh)) {
      this.judged(page, refresh)
    }
    this.scanner.scan(bytes, {
      load: (tag, attr, value, element, at) => {
        if (comments.any && comments.holds(at)) return
        if (tag === 'link') {
          const m = LINK_REL.exec(element())
          const rel = (m?.[1] ?? m?.[2] ?? m?.[3] ?? '').toLowerCase()
          if (!linkLoads(rel)) return
        }
        // The scanner reports a tag's first URL attribute; some elements load more, or only
        // under a condition (element-loads.ts).
        const loads = elementLoads(tag, attr, value, element)
        if (loads === undefined) this.loadedAll(page, tag, attr, value)
        else for (const load of loads) this.loadedAll(page, tag, load.attr, load.value)
      },
      anchors: (bytes, starts, ends, origins) => this.anchors(page, bytes, starts, ends, origins)
    })
  }

  /**
   * Reads a stylesheet of the bundle for what it loads from other origins (stylesheet-urls.ts).
   * What it loads from the bundle is not judged.
   */
  scanStylesheet(path: string, css: Buffer | string): void {
    const text = typeof css === 'string' ? css : css.toString('utf8')
    eachStylesheetUrl(text, (via, url) => {
      if (isExternal(url)) this.external(path, via, url)
    })
  }

  /**
   * A file (or link) of the archive at this bundle path, told as the archive lists it: links to
   * it are found from now on, and the links waiting for it (to the path, to its folder through
   * `index.html`, or to it without `.html`) are done with, so what is pending is what points
   * ahead in the archive, not everything that ever did.
   */
  noteFile(path: string): void {
    const waiting = this.pending.size + this.rootedPending.size > 0
    this.served.add(path, waiting ? this.arrive : undefined)
  }

  /** Links resolved by strings so far (the cache's misses): the pass's costly work per link. */
  get resolutionCount(): number {
    return this.resolutionsMade
  }

  /** External memory the report keeps live: the tables of paths listed and targets pending. */
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
   * kept (pending-targets.ts), in reading order; root-absolute links apart, when pages had any.
   */
  finish(): LinkFindings {
    const { brokenLinks, brokenLinkCount } = this.pending.finish(REPORT_SAMPLE)
    const rooted = this.rootedPending.finish(REPORT_SAMPLE)
    this.served.clear()
    this.resolved.clear()
    this.fromRoot.clear()
    this.previousFolder = undefined
    return {
      brokenLinks,
      brokenLinkCount,
      uncheckedLinkCount: this.unchecked,
      externalReferences: this.externals,
      externalReferenceCount: this.externalCount,
      ...(this.rootedSeen ? { rootAbsolute: rooted } : {})
    }
  }

  /** The URL an attribute loads, or each URL of a srcset. */
  private loadedAll(page: string, tag: string, attr: string, value: string): void {
    if (attr !== 'srcset') this.loaded(page, tag, attr, value)
    else for (const url of srcsetUrls(value)) this.loaded(page, tag, attr, url)
  }

  /** One URL a page loads (a srcset names several). */
  private loaded(page: string, tag: string, attr: string, url: string): void {
    if (isExternal(url)) {
      this.external(page, `${tag} ${attr}`, url)
      return
    }
    if (this.elsewhere !== undefined) {
      // Against a base on another origin, any URL naming a path is fetched from there.
      const written = asBrowserReads(url)
      const path = !/^[a-z][a-z0-9+.-]*:/i.test(written) && !/^(?:#|$)/.test(written)
      if (path && this.elsewhere === 'other-origin') this.external(page, `${tag} ${attr}`, url)
      return
    }
    this.judged(page, url)
  }

  /** A URL of the page (decoded, not a cut of its bytes) judged as a link or load into the bundle. */
  private judged(page: string, url: string): void {
    const resolution = this.lookupKey(rawKey(url), url)
    const outcome = this.follow(this.targetOf(resolution))
    if (outcome === FOUND) resolution.outcome = FOUND
    if (this.firstToTarget?.roomForExample) this.example(page, url)
  }

  private external(page: string, via: string, url: string): void {
    this.externalCount += 1
    if (this.externals.length < REPORT_SAMPLE) this.externals.push({ page, via, url: sampled(url) })
  }

  private enterFolder(folder: string): void {
    this.folder = folder
    this.folderHash.reset()
    if (folder !== '.') this.folderHash.units(folder).unit(0x2f)
    let inFolder = this.resolved.get(folder)
    if (inFolder === undefined) {
      inFolder = new Map()
      this.resolved.set(folder, inFolder)
    }
    this.inFolder = inFolder
  }

  /**
   * The page's anchors, in order. One the scanner knows to be byte for byte an anchor of the page
   * before (`origins`) leads where that one did when the folder is the same, without resolving it
   * again: most of a docs page's anchors are its section's sidebar again.
   */
  private anchors(
    page: string,
    bytes: Buffer,
    starts: IntView,
    ends: IntView,
    origins: IntView
  ): void {
    if (this.elsewhere !== undefined) {
      // Every anchor leads outside the bundle (or to a page of another origin): none is judged,
      // and the next page has no outcomes of this one to take over.
      this.previousFolder = undefined
      return
    }
    const { previous, current, target, comments } = this
    const count = starts.length
    // Anchors in comments lead nowhere; where a page has any, or the page before had, no
    // outcome is taken over (a run of the same bytes may lie in a comment on one page only).
    const commented = comments.any && comments.holdsAny(starts)
    const takeOver = this.previousFolder === this.folder && !commented && !this.previousCommented
    this.previousCommented = commented
    current.reserve(count)
    for (let i = 0; i < count;) {
      const x = origins.get(i)
      if (commented && comments.holds(starts.get(i))) {
        current.set(i, NONE, target)
        i += 1
        continue
      }
      if (x < 0 || !takeOver) {
        current.set(i, this.follow(this.resolveAnchor(bytes, starts.get(i), ends.get(i))), target)
        this.exampleAt(page, bytes, starts, ends, i)
        i += 1
        continue
      }
      // A run of anchors that are the page before's, in order: where they led is copied at once,
      // and only those that led to a path not known to be there are counted again.
      let j = i + 1
      while (j < count && origins.get(j) === x + (j - i)) j += 1
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
    this.previous = current
    this.current = previous
    this.previousFolder = this.folder
  }

  /**
   * Anchor i as an example when `follow` just made its target pending and the sample has room.
   * The link is cut out of the page only then: a section missing from a large site has hundreds
   * of thousands of first links, and room for EXAMPLES_KEPT (pending-targets.ts).
   */
  private exampleAt(page: string, bytes: Buffer, starts: IntView, ends: IntView, i: number): void {
    if (this.firstToTarget?.roomForExample) {
      this.example(page, decodeRaw(bytes.toString('latin1', starts.get(i), ends.get(i))))
    }
  }

  /**
   * Where the link `bytes[start, end)` of the current folder leads, its target put into
   * `this.target`. A link whose path part (the bytes before any `#` or `?`) is a plain path is
   * hashed where it lies; any other goes through the cache of resolutions.
   */
  private resolveAnchor(bytes: Buffer, start: number, end: number): Outcome {
    const partEnd = pathPartEnd(bytes, start, end)
    // Without a path part the link names no file, whatever follows (what resolveAny answers too,
    // and such a link has no leading space to trim): a page's own `#…` links cost nothing.
    if (partEnd === start) return NONE
    if (this.hashPlain(bytes, start, partEnd)) return PATH
    const resolution =
      this.cached(bytes, start, end) ??
      this.remember(bytesHash(bytes, start, end), bytes.toString('latin1', start, end), undefined)
    return this.targetOf(resolution)
  }

  /**
   * Hashes the target of `bytes[start, end)` into `this.target` when it is `../` steps and a
   * plain path that stays in the bundle (what resolvePlain in link-resolution.ts resolves by
   * strings): the folder, less a segment per step, then a slash and the plain path.
   */
  private hashPlain(bytes: Buffer, start: number, end: number): boolean {
    let at = start
    let ups = 0
    while (
      end - at >= 3 &&
      bytes[at] === 0x2e &&
      bytes[at + 1] === 0x2e &&
      bytes[at + 2] === 0x2f
    ) {
      at += 3
      ups += 1
    }
    if (at === end || !isPlainPath(bytes, at, end)) return false
    const target = this.target
    if (ups === 0) target.copy(this.folderHash)
    else {
      const folder = this.folder
      let baseEnd = folder === '.' ? 0 : folder.length
      for (; ups > 0; ups--) {
        if (baseEnd === 0) return false
        baseEnd = Math.max(folder.lastIndexOf('/', baseEnd - 1), 0)
      }
      target.reset()
      if (baseEnd > 0) target.units(folder, 0, baseEnd).unit(0x2f)
    }
    target.bytes(bytes, at, end)
    return true
  }

  /** Puts a cached resolution's target into `this.target`, and answers its outcome. */
  private targetOf(resolution: Resolution): Outcome {
    this.target.a = resolution.a
    this.target.b = resolution.b
    this.target.n = resolution.n
    return resolution.outcome
  }

  /** The resolutions a link whose first unit is `first` is cached among. */
  private cacheFor(first: number): Map<number, Resolution> {
    return first === 0x2f ? this.fromRoot : this.inFolder
  }

  /** The cached resolution of the link `bytes[start, end)`. */
  private cached(bytes: Buffer, start: number, end: number): Resolution | undefined {
    let resolution = this.cacheFor(bytes[start]!).get(bytesHash(bytes, start, end))
    while (resolution !== undefined && !sameBytes(resolution.key, bytes, start, end)) {
      resolution = resolution.next
    }
    return resolution
  }

  /** The same for a link already decoded (`url`), whose raw bytes are `key` (latin1). */
  private lookupKey(key: string, url: string): Resolution {
    const hash = linkHash(key, 0, key.length)
    let resolution = this.cacheFor(key.charCodeAt(0)).get(hash)
    while (resolution !== undefined && resolution.key !== key) resolution = resolution.next
    return resolution ?? this.remember(hash, own(key), url)
  }

  private remember(hash: number, key: string, known: string | undefined): Resolution {
    if (this.resolvedCount >= RESOLVE_CACHE_SIZE || this.resolvedChars >= RESOLVE_CACHE_CHARS) {
      this.resolved.clear()
      this.fromRoot.clear()
      this.resolvedCount = 0
      this.resolvedChars = 0
      this.enterFolder(this.folder)
    }
    const resolutions = this.cacheFor(key.charCodeAt(0))
    const link = known ?? decodeRaw(key)
    const resolved = resolveInternal(this.folder, link)
    const target = resolved === null ? null : folderIndex(resolved, link)
    // A root-absolute link leads to the same path from any folder; it is judged apart.
    const rooted = target === null ? resolveRooted(link) : null
    if (rooted !== null) this.rootedSeen = true
    const hashed = this.target.reset()
    if (target !== null) hashed.units(target)
    else if (rooted !== null) hashed.units(rooted)
    const resolution: Resolution = {
      key,
      next: resolutions.get(hash),
      outcome: target !== null ? PATH : rooted !== null ? ROOTED : NONE,
      a: hashed.a,
      b: hashed.b,
      n: hashed.n
    }
    resolutions.set(hash, resolution)
    this.resolvedCount += 1
    this.resolutionsMade += 1
    this.resolvedChars += key.length
    return resolution
  }

  /**
   * Counts one link whose target is in `this.target` and answers where it leads (FOUND once its
   * target is known to be there). Sets `firstToTarget` when it is the first link to a target
   * not (yet) in the archive: the caller then gives it as an example (`example`).
   */
  private follow(outcome: Outcome): Outcome {
    this.firstToTarget = undefined
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
    pending.add(a, b)
    this.firstToTarget = pending
    return outcome
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
