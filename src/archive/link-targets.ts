// Where the links of a page lead, as the link report (link-report.ts) judges them: the target's
// hash state put into `target` (target-hash.ts) and an outcome (anchor-outcomes.ts). A link that
// is a plain path (`../api/page.html#x`: `../` steps, then plain segments) is hashed where it lies
// in the page, after its folder's hash: no string is made for it. On the 20,000-page bundle with
// 200,000 links into a missing section, the strings made to resolve such links and look them up
// were more than half of what the pass allocated (a sampling profile: 127 of 233 MiB). Any other
// link goes through the cache of resolutions (resolution-cache.ts).
import { NONE, PATH, type Outcome } from './anchor-outcomes.js'
import { bytesHash } from './link-keys.js'
import { isDataUrlBytes, rawKey } from './link-resolution.js'
import { asciiOnly } from './page-charset.js'
import { isPlainPath } from './plain-path.js'
import { ResolutionCache, type Resolution } from './resolution-cache.js'
import type { SiteOrigin } from './site-origin.js'
import { TargetHasher } from './target-hash.js'

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

export class LinkTargets {
  readonly cache: ResolutionCache
  /** The folder links resolve from (a page's, or its `<base href>`'s). */
  folder = ''
  /** The target of the last link: where it leads. */
  readonly target = new TargetHasher()
  /** The hash state of the folder and a slash (nothing for the root): where a link's bytes go on. */
  private readonly folderHash = new TargetHasher()
  /** The cached resolution the last target came from, when it did (targetOf). */
  private resolution: Resolution | undefined
  /** The page's legacy encoding (page-charset.ts), or undefined for UTF-8. */
  decoder: TextDecoder | undefined

  /** `origin`: the site's own address, whose absolute links lead into the bundle. */
  constructor(origin?: SiteOrigin) {
    this.cache = new ResolutionCache(origin)
  }

  /** Links resolve from `folder` (`.` for the root) from now on. */
  enter(folder: string): void {
    this.folder = folder
    this.folderHash.reset()
    if (folder !== '.') this.folderHash.units(folder).unit(0x2f)
    this.cache.enter(folder)
  }

  /** The resolution the last target came from, once (a plain path's came from none). */
  takeResolution(): Resolution | undefined {
    const resolution = this.resolution
    this.resolution = undefined
    return resolution
  }

  /**
   * Where the link `bytes[start, end)` of the current folder leads, its target put into
   * `this.target`. A link whose path part (the bytes before any `#` or `?`) is a plain path is
   * hashed where it lies; any other goes through the cache of resolutions.
   */
  anchor(bytes: Buffer, start: number, end: number): Outcome {
    const partEnd = pathPartEnd(bytes, start, end)
    // Without a path part the link names no file, whatever follows (what resolveAny answers too,
    // and such a link has no leading space to trim): a page's own `#…` links cost nothing.
    if (partEnd === start) return NONE
    if (this.hashPlain(bytes, start, partEnd)) return PATH
    // A download link written as a data: URL leads to no file, and its payload is not cached.
    if (isDataUrlBytes(bytes, start, partEnd)) return NONE
    const { decoder } = this
    if (decoder !== undefined && !asciiOnly(bytes, start, end, decoder)) {
      // Read in the page's encoding, and known by the bytes the same link has in UTF-8: what
      // the browser asks for, and one key whatever page it stands on.
      const link = decoder.decode(bytes.subarray(start, end))
      return this.targetOf(this.cache.lookup(rawKey(link), link))
    }
    const hash = bytesHash(bytes, start, end)
    const resolution =
      this.cache.cached(bytes, start, end, hash) ??
      this.cache.resolve(hash, bytes.toString('latin1', start, end), undefined)
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
  targetOf(resolution: Resolution): Outcome {
    this.target.a = resolution.a
    this.target.b = resolution.b
    this.target.n = resolution.n
    this.resolution = resolution
    return resolution.outcome
  }
}
