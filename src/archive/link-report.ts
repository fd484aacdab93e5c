// The bundle's link report in memory that does not grow with the number of links: every page of
// an exported site carries the same sidebar of hundreds of links, so a site of 100,000 pages has
// tens of millions of them. Each link is checked as its page is read: one that leads to a path
// already in the archive is done with at once; one that does not yet (the archive lists its
// target later) waits as one entry per distinct target with a count until the archive lists it;
// what still waits at the end is broken. What is kept: counts, a bounded sample of broken links
// and external loads, the distinct targets still pending as hashes and counts (pending-targets.ts;
// at most MAX_PENDING_TARGETS, links beyond are counted as unchecked), and a bounded cache of
// how a link resolves from a folder.
import { posix } from 'node:path'
import type { IntView } from './int-list.js'
import { baseHref } from './page-base.js'
import {
  asBrowserReads,
  baseFolder,
  isExternal,
  LINK_REL,
  linkLoads,
  own,
  rawKey,
  resolveInternal,
  resolvePlain
} from './link-resolution.js'
import { bytesHash, decodeRaw, linkHash, PageScanner } from './page-references.js'
import { PendingTargets, targetHashA, targetHashB } from './pending-targets.js'
import { srcsetUrls } from './srcset.js'

export interface BrokenLink {
  /** The page holding the link, as a bundle path. */
  page: string
  /** The link as written in the page. */
  href: string
}

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
}

export const REPORT_SAMPLE = 20
/** Distinct link targets not (yet) in the archive that are remembered, 12-24 bytes each. */
export const MAX_PENDING_TARGETS = 200_000
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
 * Resolved (folder, href) pairs remembered; cleared when full. An archive lists a folder's pages
 * together, so the cache needs the links of about one folder (a sidebar of a few hundred).
 */
const RESOLVE_CACHE_SIZE = 10_000

/** How a link written in a folder resolves: `target` null when it is not checked at all. */
interface Resolution {
  /** The link's raw bytes as a latin1 string. */
  key: string
  /** Another link of the folder whose key has the same hash. */
  next: Resolution | undefined
  target: string | null
  /** The target is known to exist: later copies of this link cost one lookup. */
  found: boolean
  /** The target's two hashes (pending-targets.ts), worked out once; 0 when there is none. */
  hashA: number
  hashB: number
  /**
   * Set when cached for a link's path part alone (the bytes before its `#` or `?`), which every
   * link with that part shares; 'not plain' when the part is not a plain path, so such links are
   * looked up whole.
   */
  part?: 'plain' | 'not plain'
}

/** How a link with no path part resolves (empty, or a fragment or query alone): to no file. */
const NO_TARGET: Resolution = {
  key: '',
  next: undefined,
  target: null,
  found: false,
  hashA: 0,
  hashB: 0
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
  // folder → hash of the link's bytes → resolution: the sidebar repeats on every page of a folder.
  private readonly resolved = new Map<string, Map<number, Resolution>>()
  /** The page being scanned: its folder and that folder's resolutions. */
  private folder = ''
  private inFolder = new Map<number, Resolution>()
  private resolvedCount = 0
  private readonly pending = new PendingTargets()
  private readonly examples = new Map<string, BrokenLink>()
  private unchecked = 0
  private readonly externals: ExternalReference[] = []
  private externalCount = 0
  private readonly scanner = new PageScanner()
  /** The page before's folder and how each of its anchors resolved (by the scanner's index). */
  private previousFolder: string | undefined
  private previousResolutions: Resolution[] = []
  /** Set while a page whose `<base href>` lies outside the bundle is scanned (see baseFolder). */
  private elsewhere: 'other-origin' | 'host' | undefined
  private spareResolutions: Resolution[] = []

  /**
   * `exists` answers whether a bundle path is a file of the archive read so far; every file and
   * link must also be told to `noteFile` as it is read, since that is how a pending target is
   * found (`finish` takes what still waits as broken).
   */
  constructor(
    private readonly exists: (path: string) => boolean,
    /**
     * Whether a bundle path is a folder of the archive read so far; without it every folder
     * might be one. Saves looking for `target/index.html` (a string made for nothing) on every
     * link to a target that is not there yet: 660,000 look-ups of the 20,000-page bundle whose
     * 200,000 links lead into a missing section.
     */
    private readonly isFolder: (path: string) => boolean = () => true
  ) {}

  /**
   * Scans one page (its bytes, or text for tests) for internal links and loads from other
   * origins; see page-references.ts for what counts as either.
   */
  scanPage(page: string, html: Buffer | string): void {
    const bytes = typeof html === 'string' ? Buffer.from(html) : html
    // Relative URLs resolve against the page's `<base href>` when it has one.
    const href = baseHref(bytes)
    const base = href === undefined ? undefined : baseFolder(posix.dirname(page), href)
    this.elsewhere = base !== undefined && 'elsewhere' in base ? base.elsewhere : undefined
    this.enterFolder(base !== undefined && 'folder' in base ? base.folder : posix.dirname(page))
    this.scanner.scan(bytes, {
      load: (tag, attr, value, element) => {
        if (tag === 'link') {
          const m = LINK_REL.exec(element())
          const rel = (m?.[1] ?? m?.[2] ?? m?.[3] ?? '').toLowerCase()
          if (!linkLoads(rel)) return
        }
        if (attr !== 'srcset') this.loaded(page, tag, attr, value)
        else for (const url of srcsetUrls(value)) this.loaded(page, tag, attr, url)
      },
      anchors: (bytes, starts, ends, origins) => this.anchors(page, bytes, starts, ends, origins)
    })
  }

  /**
   * A file (or link) of the archive at this bundle path: the links waiting for it (to the path,
   * to its folder through `index.html`, or to it without `.html`) are done with, so what is
   * pending is what points ahead in the archive, not everything that ever did.
   */
  noteFile(path: string): void {
    if (this.pending.size === 0) return
    for (const target of targetsServedBy(path)) this.arrive(target)
  }

  /** External memory the report keeps live: the pending targets' table. */
  heldBytes(): number {
    return this.pending.bytes
  }

  private arrive(target: string): void {
    this.pending.delete(targetHashA(target), targetHashB(target))
    this.examples.delete(target)
  }

  /**
   * The links still pending are broken: every file of the archive was told to `noteFile`, which
   * forgot the targets it serves. The sample is of the first broken targets whose first link was
   * kept (EXAMPLES_KEPT at a time), in reading order.
   */
  finish(): LinkFindings {
    const brokenLinkCount = this.pending.totalLinks()
    const brokenLinks = [...this.examples.values()].slice(0, REPORT_SAMPLE)
    this.pending.clear()
    this.examples.clear()
    this.resolved.clear()
    this.previousFolder = undefined
    this.previousResolutions = []
    return {
      brokenLinks,
      brokenLinkCount,
      uncheckedLinkCount: this.unchecked,
      externalReferences: this.externals,
      externalReferenceCount: this.externalCount
    }
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
    const resolution = this.lookupKey(rawKey(url), url)
    if (this.follow(resolution)) this.example(page, resolution, url)
  }

  private external(page: string, via: string, url: string): void {
    this.externalCount += 1
    if (this.externals.length < REPORT_SAMPLE) this.externals.push({ page, via, url: own(url) })
  }

  private enterFolder(folder: string): void {
    this.folder = folder
    let inFolder = this.resolved.get(folder)
    if (inFolder === undefined) {
      inFolder = new Map()
      this.resolved.set(folder, inFolder)
    }
    this.inFolder = inFolder
  }

  /**
   * The page's anchors, in order. One the scanner knows to be byte for byte an anchor of the page
   * before (`origins`) resolves as that one did when the folder is the same, without a lookup:
   * most of a docs page's anchors are its section's sidebar again.
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
      // and the next page has no resolutions of this one to take over.
      this.previousFolder = undefined
      return
    }
    const before = this.previousFolder === this.folder ? this.previousResolutions : undefined
    // Written by index, never emptied (emptying gives the array's storage up, page after page).
    const resolutions = this.spareResolutions
    for (let i = 0; i < starts.length; i++) {
      const x = origins.get(i)
      const resolution =
        x >= 0 && before !== undefined
          ? before[x]!
          : this.lookupBytes(bytes, starts.get(i), ends.get(i))
      resolutions[i] = resolution
      if (this.follow(resolution)) {
        this.example(
          page,
          resolution,
          decodeRaw(bytes.toString('latin1', starts.get(i), ends.get(i)))
        )
      }
    }
    this.spareResolutions = this.previousResolutions
    this.previousResolutions = resolutions
    this.previousFolder = this.folder
  }

  /**
   * How a link of the current folder resolves, from the cache (found by a hash of its bytes and
   * compared where they lie, never cut out or decoded again) or worked out and cached. A link
   * with a fragment or query is looked up by its path part when that is a plain path: the
   * fragments of a docs site's links (`page.html#method.x`, `file.rs.html#12-14`) are many, and
   * would each be a string, a resolution and a cache entry of their own.
   */
  private lookupBytes(bytes: Buffer, start: number, end: number): Resolution {
    const partEnd = pathPartEnd(bytes, start, end)
    // Without a path part the link names no file, whatever follows (what resolveAny answers too,
    // and such a link has no leading space to trim): a page's own `#…` links cost nothing.
    if (partEnd === start) return NO_TARGET
    if (partEnd < end) {
      const part =
        this.cached(bytes, start, partEnd, true) ?? this.rememberPart(bytes, start, partEnd)
      if (part.part === 'plain') return part
    }
    return (
      this.cached(bytes, start, end, false) ??
      this.remember(bytesHash(bytes, start, end), bytes.toString('latin1', start, end), undefined)
    )
  }

  /** The cached resolution of `bytes[start, end)` as a whole link, or as a path part. */
  private cached(bytes: Buffer, start: number, end: number, part: boolean): Resolution | undefined {
    let resolution = this.inFolder.get(bytesHash(bytes, start, end))
    while (
      resolution !== undefined &&
      ((resolution.part !== undefined) !== part || !sameBytes(resolution.key, bytes, start, end))
    ) {
      resolution = resolution.next
    }
    return resolution
  }

  /** A path part's resolution: that of the plain path it is (any fragment or query dropped). */
  private rememberPart(bytes: Buffer, start: number, end: number): Resolution {
    const key = bytes.toString('latin1', start, end)
    const target = resolvePlain(this.folder, key)
    const resolution = this.remember(bytesHash(bytes, start, end), key, undefined, target ?? null)
    resolution.part = target === undefined ? 'not plain' : 'plain'
    return resolution
  }

  /** The same for a link already decoded (`url`), whose raw bytes are `key` (latin1). */
  private lookupKey(key: string, url: string): Resolution {
    const hash = linkHash(key, 0, key.length)
    let resolution = this.inFolder.get(hash)
    while (resolution !== undefined && (resolution.part !== undefined || resolution.key !== key)) {
      resolution = resolution.next
    }
    return resolution ?? this.remember(hash, own(key), url)
  }

  private remember(
    hash: number,
    key: string,
    known: string | undefined,
    target = resolveInternal(this.folder, known ?? decodeRaw(key))
  ): Resolution {
    if (this.resolvedCount >= RESOLVE_CACHE_SIZE) {
      this.resolved.clear()
      this.resolvedCount = 0
      this.enterFolder(this.folder)
    }
    const resolution: Resolution = {
      key,
      next: this.inFolder.get(hash),
      target,
      found: false,
      hashA: target === null ? 0 : targetHashA(target),
      hashB: target === null ? 0 : targetHashB(target)
    }
    this.inFolder.set(hash, resolution)
    this.resolvedCount += 1
    return resolution
  }

  /**
   * Counts one link that resolves as `resolution`. True when it is the first link to a target
   * not (yet) in the archive: the caller then gives it as an example (`example`).
   */
  private follow(resolution: Resolution): boolean {
    if (resolution.found) return false
    const target = resolution.target
    if (target === null) return false
    if (this.pending.count(resolution.hashA, resolution.hashB)) return false
    if (this.leadsSomewhere(target)) {
      resolution.found = true
      return false
    }
    if (this.pending.size >= MAX_PENDING_TARGETS) {
      this.unchecked += 1
      return false
    }
    this.pending.add(resolution.hashA, resolution.hashB)
    return true
  }

  /** The first link to a pending target, kept (while there is room) for the report's sample. */
  private example(page: string, resolution: Resolution, href: string): void {
    if (this.examples.size < EXAMPLES_KEPT) {
      this.examples.set(resolution.target!, { page, href: own(href) })
    }
  }

  /**
   * Whether a link to `target` works on a static host: the file itself, the folder's
   * `index.html`, or the page with `.html` added answers it. `targetsServedBy` is its inverse.
   */
  private leadsSomewhere(target: string): boolean {
    if (this.exists(target)) return true
    // An entry `target/index.html` makes `target` a folder of the archive (entry-tree.ts).
    const index =
      target === '.' ? 'index.html' : this.isFolder(target) ? `${target}/index.html` : undefined
    return (index !== undefined && this.exists(index)) || this.exists(`${target}.html`)
  }
}

/** The link targets that a file at `path` answers (see `leadsSomewhere`). */
function targetsServedBy(path: string): string[] {
  const targets = [path]
  if (path === 'index.html') targets.push('.')
  else if (path.endsWith('/index.html')) targets.push(path.slice(0, -'/index.html'.length))
  if (path.endsWith('.html')) targets.push(path.slice(0, -'.html'.length))
  return targets
}
