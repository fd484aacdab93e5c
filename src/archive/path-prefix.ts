// The path prefix a site was built to be served under, found from its root-absolute links. A
// site built for a path (Docusaurus `baseUrl: '/docs/'`, Next.js `basePath`, Hugo's `baseURL`
// with a path, VitePress `base`, a GitHub project site at `/<repo>/`) writes its links
// `/docs/guide/intro` while the bundle's root holds `guide/intro.html`: read from the bundle's
// root every such link points nowhere, and the report counted thousands of them and hid the
// few that are really broken.
//
// The rule (decide, at the end of the pass, when every file is known):
// - the prefix is one leading path segment P (`/docs/…`; a deeper one, `/org/docs/…`, is not
//   recognised, and its links are judged from the root as before);
// - the bundle's root has no entry named P: a bundle that really has a folder (or file) of that
//   name is judged from its root, as before;
// - the root-absolute links share it: at least SHARED of the distinct root-absolute links read
//   start with `/P/` (or are `/P`), and so do at least SHARED of the links that point nowhere
//   from the root;
// - under it they resolve: with `/P` taken off, at least half of the links with that prefix that
//   point nowhere from the root and name a path past it lead to a file of the bundle, and there
//   is one such link at least. A link to `/P` or `/P/` itself names the bundle's root under P,
//   which its `index.html` answers whatever P is: a bundle whose one root-absolute link was a
//   typo (`/missing.html`, `/gone/`) took it for its prefix and reported nothing broken.
// Then the root-absolute links are judged under P: a link points nowhere when it leads to no file
// either from the root or with `/P` taken off (a link outside the prefix with no file at the
// root, `/elsewhere/x`, points nowhere; one that leads to a file from the root is taken to).
//
// Why at the end: the archive lists files in any order, so whether `guide/intro.html` exists,
// or a root folder named P does, is known only once it is read whole. The report keeps, with
// each target still pending from the root (pending-targets.ts, as hashes), the candidate
// prefix's index and the hash of the path with it taken off; the first segments themselves are
// kept for at most MAX_CANDIDATES candidates, so the memory stays bounded.
import type { PendingTargets } from './pending-targets.js'
import type { Resolution } from './resolution-cache.js'
import type { ServedPaths } from './served-paths.js'
import { TargetHasher } from './target-hash.js'
import { own } from './link-resolution.js'

/** First segments kept as candidates; the rest are counted as no candidate. */
export const MAX_CANDIDATES = 8
/**
 * The longest first segment taken as a candidate: a path segment names a folder, which a file
 * system allows 255 bytes (a link may be as long as its page, and the candidates are kept).
 */
const MAX_SEGMENT = 255
/** No candidate: a link to `/`, a first segment beyond MAX_CANDIDATES, or a longer one. */
export const NO_CANDIDATE = -1
/** The share of root-absolute links (distinct ones, and broken ones) that must carry the prefix. */
const SHARED = 0.9

/** The numbers kept with each root-absolute target pending (pending-targets.ts): */
export const PREFIX_COLUMNS = 5
/**
 * its candidate (or NO_CANDIDATE), the hash state of its path under the candidate, and whether
 * that path lies past the candidate (pastFirstSegment: 1, else 0).
 */
const CANDIDATE = 0
const REST_A = 1
const REST_B = 2
const REST_N = 3
const PAST = 4

/**
 * Whether the bundle path `rooted` lies past its first segment: not the segment itself (`/P`),
 * nor its `index.html` (`/P/`, `/P/index.html`).
 */
export function pastFirstSegment(rooted: string): boolean {
  const slash = rooted.indexOf('/')
  if (slash < 0) return false
  return !(rooted.length === slash + 11 && rooted.endsWith('/index.html'))
}

/** The numbers kept with a pending target, by column. */
type Kept = (column: number) => number

/**
 * Keeps with a root-absolute target, newly pending at `slot`, its candidate and its path under
 * it, from the resolution its link came from. A link taken over from the page before has none
 * at hand (only when the table was full as it was read first): it gets no candidate.
 */
export function keepCandidate(
  pending: PendingTargets,
  slot: number,
  from: Resolution | undefined
): void {
  const candidate = from?.prefix ?? NO_CANDIDATE
  pending.setPayload(slot, CANDIDATE, candidate)
  if (candidate === NO_CANDIDATE) return
  pending.setPayload(slot, REST_A, from!.restA)
  pending.setPayload(slot, REST_B, from!.restB)
  pending.setPayload(slot, REST_N, from!.restN)
  pending.setPayload(slot, PAST, from!.restPast ? 1 : 0)
}

/**
 * Whether a root-absolute target (by the numbers kept with it) leads to a file of `served` under
 * its own candidate; `probe` is scratch.
 */
export function leadsUnderCandidate(kept: Kept, served: ServedPaths, probe: TargetHasher): boolean {
  if (kept(CANDIDATE) === NO_CANDIDATE) return false
  probe.a = kept(REST_A)
  probe.b = kept(REST_B)
  probe.n = kept(REST_N)
  return served.answers(probe)
}

/** The first segments of root-absolute links, and how many distinct links had each. */
export class PrefixCandidates {
  private readonly segments: string[] = []
  private readonly distinct: number[] = []
  /** Distinct root-absolute links resolved (the resolution cache's misses). */
  private distinctTotal = 0

  /**
   * The candidate of a root-absolute link leading to the bundle path `rooted` from the root
   * (resolveRooted's answer, `.` for `/`), counted as one distinct link; the hasher is set to
   * the path with the first segment taken off (`.` when nothing is left) when there is one.
   */
  candidateOf(rooted: string, rest: TargetHasher): number {
    this.distinctTotal += 1
    if (rooted === '.') return NO_CANDIDATE
    const slash = rooted.indexOf('/')
    const length = slash < 0 ? rooted.length : slash
    if (length > MAX_SEGMENT) return NO_CANDIDATE
    // Compared where it lies: a string cut per distinct link was most of what this allocated.
    let index = -1
    for (let i = 0; i < this.segments.length && index < 0; i++) {
      const segment = this.segments[i]!
      if (segment.length === length && rooted.startsWith(segment)) index = i
    }
    if (index < 0) {
      if (this.segments.length >= MAX_CANDIDATES) return NO_CANDIDATE
      index = this.segments.push(own(rooted.slice(0, length))) - 1
      this.distinct.push(0)
    }
    this.distinct[index]! += 1
    rest.reset().units(slash < 0 ? '.' : rooted, slash < 0 ? 0 : slash + 1)
    return index
  }

  /**
   * The prefix the root-absolute links are judged under (`docs`) by the rule above, once every
   * file was told to `served`, and which of the targets still `pending` from the root lead to
   * a file under it (`works`); undefined when there is none. `hasRootEntry` says whether the
   * bundle's root has an entry of a name (without it, whether a link to the name finds a file).
   */
  judge(
    pending: PendingTargets,
    served: ServedPaths,
    hasRootEntry: ((name: string) => boolean) | undefined
  ): { prefix: string; works: (kept: Kept) => boolean } | undefined {
    const probe = new TargetHasher()
    const worksUnder = (candidate: number, kept: Kept): boolean =>
      kept(CANDIDATE) === candidate && leadsUnderCandidate(kept, served, probe)
    // Links pointing nowhere from the root by candidate (no candidate last); those of them that
    // name a path past it, and of these the ones that lead to a file with it taken off.
    const pointNowhere = new Array<number>(MAX_CANDIDATES + 1).fill(0)
    const pointNowherePast = new Array<number>(MAX_CANDIDATES + 1).fill(0)
    const resolveUnder = new Array<number>(MAX_CANDIDATES + 1).fill(0)
    pending.eachTarget((count, kept) => {
      const candidate = kept(CANDIDATE)
      const at = candidate === NO_CANDIDATE ? MAX_CANDIDATES : candidate
      pointNowhere[at]! += count
      if (kept(PAST) !== 1) return
      pointNowherePast[at]! += count
      if (worksUnder(candidate, kept)) resolveUnder[at]! += count
    })
    const hasEntry = hasRootEntry ?? (name => served.answers(probe.reset().units(name)))
    const found = this.decide(pointNowhere, pointNowherePast, resolveUnder, hasEntry)
    if (found === undefined) return undefined
    return { prefix: found.prefix, works: kept => worksUnder(found.index, kept) }
  }

  /**
   * The prefix the links are judged under (`docs`), or undefined, by the rule above.
   * `pointNowhere` counts the links pointing nowhere from the root by candidate (NO_CANDIDATE's
   * at index MAX_CANDIDATES), `pointNowherePast` those of them naming a path past the candidate,
   * `resolveUnder` those of these that resolve with the candidate taken off; `hasRootEntry` says
   * whether the bundle's root has an entry of that name.
   */
  private decide(
    pointNowhere: number[],
    pointNowherePast: number[],
    resolveUnder: number[],
    hasRootEntry: (name: string) => boolean
  ): { prefix: string; index: number } | undefined {
    const broken = pointNowhere.reduce((sum, n) => sum + n, 0)
    if (broken === 0) return undefined
    let best = -1
    for (let i = 0; i < this.segments.length; i++) {
      if (best < 0 || pointNowhere[i]! > pointNowhere[best]!) best = i
    }
    if (best < 0) return undefined
    const prefix = this.segments[best]!
    if (this.distinct[best]! < SHARED * this.distinctTotal) return undefined
    if (pointNowhere[best]! < SHARED * broken) return undefined
    if (pointNowherePast[best] === 0) return undefined
    if (resolveUnder[best]! * 2 < pointNowherePast[best]!) return undefined
    if (hasRootEntry(prefix)) return undefined
    return { prefix, index: best }
  }

  clear(): void {
    this.segments.length = 0
    this.distinct.length = 0
    this.distinctTotal = 0
  }
}
