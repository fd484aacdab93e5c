// The link report's cache of how links that are not plain paths resolve (link-report.ts): the
// link's raw bytes, where it leads from the page's folder (or from the bundle's root, for a
// root-absolute link), and that target's hash state (target-hash.ts). Working a link out takes
// strings (link-resolution.ts); every page of a docs site carries the same sidebar, so each
// distinct link of a folder is worked out once, and a root-absolute one once for all folders.
// Bounded by count and by characters, and cleared when full.
import { decodeRaw, linkHash } from './link-keys.js'
import { folderIndex, own, resolveInternal, resolveRooted } from './link-resolution.js'
import { NONE, PATH, ROOTED, type Outcome } from './anchor-outcomes.js'
import { NO_CANDIDATE, pastFirstSegment, PrefixCandidates } from './path-prefix.js'
import type { SiteOrigin } from './site-origin.js'
import { TargetHasher } from './target-hash.js'

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

/** How a link that is not a plain path resolves from a folder (cached). */
export interface Resolution {
  /** The link's raw bytes as a latin1 string. */
  key: string
  /** Another link of the folder whose key has the same hash. */
  next: Resolution | undefined
  outcome: Outcome
  /** The target's hash state (target-hash.ts) when the outcome is not NONE. */
  a: number
  b: number
  n: number
  /**
   * For a root-absolute link, its first segment's index among the candidate prefixes
   * (path-prefix.ts) and the hash state of its target with that segment taken off; else
   * NO_CANDIDATE.
   */
  prefix: number
  restA: number
  restB: number
  restN: number
  /** The root-absolute target lies past its first segment (path-prefix.ts, pastFirstSegment). */
  restPast: boolean
  /** The link names the site's own public address (site-origin.ts); judged as its path. */
  own: boolean
}

/** Whether `key` (raw bytes as a latin1 string) is `bytes.subarray(start, end)`. */
function sameBytes(key: string, bytes: Buffer, start: number, end: number): boolean {
  if (key.length !== end - start) return false
  for (let k = 0; k < key.length; k++) if (key.charCodeAt(k) !== bytes[start + k]) return false
  return true
}

/**
 * Whether the link whose units `unit(0)`, `unit(1)`, … are is an absolute http(s) URL (`http:`,
 * `https:`, any case): it leads to the same place from any folder. Kept per folder, a Hugo
 * site's sidebar written with `baseURL = "https://docs.acme.com/"` was worked out again in every
 * folder, and a page is most often a folder's index.html: 10,000 pages of 100 such links took
 * 3.5 s of CPU against 0.47 s for the same links written root-absolute.
 */
function isHttpUrl(
  u0: number,
  u1: number,
  u2: number,
  u3: number,
  u4: number,
  u5: number
): boolean {
  if (
    (u0 | 0x20) !== 0x68 ||
    (u1 | 0x20) !== 0x74 ||
    (u2 | 0x20) !== 0x74 ||
    (u3 | 0x20) !== 0x70
  ) {
    return false
  }
  return u4 === 0x3a || ((u4 | 0x20) === 0x73 && u5 === 0x3a)
}

export class ResolutionCache {
  // folder → hash of the link's bytes → resolution, for links that are not plain paths.
  private readonly resolved = new Map<string, Map<number, Resolution>>()
  /** The folder links resolve from, and its resolutions. */
  private folder = '.'
  private inFolder = new Map<number, Resolution>()
  /**
   * Resolutions of links whose first byte is `/`: they lead to the same target from any folder
   * (resolveRooted), so they are kept once for all folders. Kept per folder, a Next.js-style
   * export's sidebar of 250 root-absolute links was resolved again in every folder, and one
   * page in ten is a folder's index.html: 30,000 such pages took 6.6-7.0 s of CPU against
   * 3.5-3.7 s for as many pages with relative links. Absolute http(s) URLs too (isHttpUrl).
   */
  private readonly fromRoot = new Map<number, Resolution>()
  private count = 0
  private chars = 0
  /** Links resolved by strings so far (the cache's misses). */
  made = 0
  /** A root-absolute link was read. */
  rootedSeen = false
  /** The first segments of the root-absolute links read. */
  readonly prefixes = new PrefixCandidates()
  private readonly hasher = new TargetHasher()
  private readonly rest = new TargetHasher()

  /** `origin`: the site's own address, whose absolute URLs are judged as root-absolute paths. */
  constructor(private readonly origin?: SiteOrigin) {}

  /** Links resolve from `folder` (a bundle folder, `.` for the root) from now on. */
  enter(folder: string): void {
    this.folder = folder
    let inFolder = this.resolved.get(folder)
    if (inFolder === undefined) {
      inFolder = new Map()
      this.resolved.set(folder, inFolder)
    }
    this.inFolder = inFolder
  }

  /** The cached resolution of the link `bytes[start, end)` (whose hash is `hash`). */
  cached(bytes: Buffer, start: number, end: number, hash: number): Resolution | undefined {
    const fromAnywhere =
      bytes[start] === 0x2f ||
      (end - start > 5 &&
        isHttpUrl(
          bytes[start]!,
          bytes[start + 1]!,
          bytes[start + 2]!,
          bytes[start + 3]!,
          bytes[start + 4]!,
          bytes[start + 5]!
        ))
    let resolution = (fromAnywhere ? this.fromRoot : this.inFolder).get(hash)
    while (resolution !== undefined && !sameBytes(resolution.key, bytes, start, end)) {
      resolution = resolution.next
    }
    return resolution
  }

  /** The same for a link already decoded (`url`), whose raw bytes are `key` (latin1). */
  lookup(key: string, url: string): Resolution {
    const hash = linkHash(key, 0, key.length)
    let resolution = this.cacheFor(key).get(hash)
    while (resolution !== undefined && resolution.key !== key) resolution = resolution.next
    return resolution ?? this.resolve(hash, own(key), url)
  }

  /**
   * Works out where the link `key` (raw bytes as latin1, whose hash is `hash`; `known` when
   * already decoded) leads from the folder, and remembers it.
   */
  resolve(hash: number, key: string, known: string | undefined): Resolution {
    if (this.count >= RESOLVE_CACHE_SIZE || this.chars >= RESOLVE_CACHE_CHARS) {
      this.resolved.clear()
      this.fromRoot.clear()
      this.count = 0
      this.chars = 0
      this.enter(this.folder)
    }
    const resolutions = this.cacheFor(key)
    const link = known ?? decodeRaw(key)
    const resolved = resolveInternal(this.folder, link)
    const target = resolved === null ? null : folderIndex(resolved, link)
    // A root-absolute link leads to the same path from any folder; it is judged apart. So does
    // an absolute one to the site's own address, as the path it names.
    const ownPath = target === null ? this.origin?.pathOf(link) : undefined
    const rooted = target === null ? resolveRooted(ownPath ?? link) : null
    let prefix = NO_CANDIDATE
    if (rooted !== null) {
      this.rootedSeen = true
      prefix = this.prefixes.candidateOf(rooted, this.rest)
    }
    const hashed = this.hasher.reset()
    if (target !== null) hashed.units(target)
    else if (rooted !== null) hashed.units(rooted)
    const rest = this.rest
    const resolution: Resolution = {
      key,
      next: resolutions.get(hash),
      outcome: target !== null ? PATH : rooted !== null ? ROOTED : NONE,
      a: hashed.a,
      b: hashed.b,
      n: hashed.n,
      prefix,
      restA: prefix === NO_CANDIDATE ? 0 : rest.a,
      restB: prefix === NO_CANDIDATE ? 0 : rest.b,
      restN: prefix === NO_CANDIDATE ? 0 : rest.n,
      restPast: prefix !== NO_CANDIDATE && pastFirstSegment(rooted!),
      own: ownPath !== undefined
    }
    resolutions.set(hash, resolution)
    this.count += 1
    this.made += 1
    this.chars += key.length
    return resolution
  }

  /** Forgets every resolution and candidate (the pass is over). */
  clear(): void {
    this.resolved.clear()
    this.fromRoot.clear()
    this.prefixes.clear()
    this.count = 0
    this.chars = 0
    this.enter(this.folder)
  }

  /** The resolutions the link `key` is cached among (the same rule as `cached` applies). */
  private cacheFor(key: string): Map<number, Resolution> {
    const c = (i: number): number => key.charCodeAt(i)
    const fromAnywhere =
      c(0) === 0x2f || (key.length > 5 && isHttpUrl(c(0), c(1), c(2), c(3), c(4), c(5)))
    return fromAnywhere ? this.fromRoot : this.inFolder
  }
}
