// Renewal without downloading again: whether a fresh link serves the very object an earlier run
// downloaded and verified, proven with one byte of it.
//
// The probe is a GET with `Range: bytes=0-0`, never a HEAD: a presigned link is signed for one
// method, and a real object store refuses a HEAD on a GET-signed URL. It goes through
// requestBundle, so the link rules of every download apply (scheme, address classes, every
// redirect judged, no Authorization header) under a deadline of its own. Proof is the object's
// total size in `Content-Range` (equal to the recorded size and to the platform's sizeBytes)
// and its ETag (equal to the recorded one, and strong: a weak ETag, `W/"…"`, promises only an
// equivalent representation, not the same bytes, RFC 9110 8.8.1). Anything else is "not proven":
// the caller then downloads and verifies in full, saying why in one line.
//
// A moment's failure of the link host (a 5xx, a 429, a connection broken before an answer) is
// asked again, a few times within the probe's deadline: object stores answer a share of requests
// 500 InternalError or 503 SlowDown and ask clients to retry them, and taking one such answer as
// "not proven" downloaded the whole archive (gigabytes) for nothing. A refusal (403, 400, 404) is
// not asked again: the full download renews a refused link.
import type { ExportRecord } from '../config/index.js'
import { formatDuration } from '../duration.js'
import { oneLine } from '../log-text.js'
import { parseRetryAfter, type BackoffOptions } from '../platform/backoff.js'
import { nextTry, type RetryPlan } from '../platform/retry-plan.js'
import { realClock } from '../platform/clock.js'
import { proxyTunnelHint } from '../proxy-hint.js'
import { failedHop, requestBundle, type Resolver } from './bundle-request.js'
import { LinkRefused, type LinkPolicy } from './link-policy.js'

/** What the record must hold for a renewal to skip the download. */
export interface RecordedObject {
  sizeBytes: number
  etag: string
  sha256: string
}

export type ReusePlan = { probe: RecordedObject } | { download: string }

/** Whether an ETag may prove the same bytes: a strong one (a weak one starts with `W/`). */
export function isStrongEtag(etag: string): boolean {
  return !/^W\//i.test(etag.trim())
}

/**
 * Pure: whether this run may try to skip the download, or why not. `renewing` is a run on an
 * existing job (job-id or renew-only); `wantsArtifact` means the bytes themselves are needed
 * (the tool cache may still hold them: see archive-cache.ts).
 */
export function planReuse(input: {
  renewing: boolean
  jobId: string
  record: ExportRecord | undefined
  bundleSizeBytes: number | undefined
}): ReusePlan {
  const { record } = input
  if (!input.renewing) return { download: 'a new export is downloaded and verified' }
  if (!record) return { download: 'the config holds no record of an earlier verified download' }
  if (record.imported) {
    // An import's record is of a carried-in archive behind an internal link, not of the
    // platform's object for this job: nothing the new link serves can be proved by it.
    return { download: "the config records an import's archive, not a download of this job" }
  }
  if (record.jobId !== input.jobId) {
    return { download: 'the config records another job than the one renewed' }
  }
  if (record.sizeBytes === undefined || record.sha256 === undefined) {
    return { download: 'the config records no size and sha256 of the archive' }
  }
  if (record.etag === undefined) return { download: 'the config records no ETag of the archive' }
  if (!isStrongEtag(record.etag)) {
    return { download: 'the recorded ETag is a weak ETag, which does not prove the same bytes' }
  }
  // Without the platform's sizeBytes (the spec does not promise it) the probe's Content-Range
  // total alone is compared with the record.
  if (input.bundleSizeBytes !== undefined && input.bundleSizeBytes !== record.sizeBytes) {
    return {
      download: `the platform's sizeBytes (${String(input.bundleSizeBytes)}) differs from the recorded size (${record.sizeBytes})`
    }
  }
  return { probe: { sizeBytes: record.sizeBytes, etag: record.etag, sha256: record.sha256 } }
}

export type ProbeResult = { same: true } | { same: false; why: string }

export interface ProbeOptions {
  url: string
  expected: RecordedObject
  policy: LinkPolicy
  /**
   * The probe's whole time (PROBE_DEADLINE_MS unless less is given: the caller passes
   * download-timeout when shorter, so no setting's limit is outwaited). A link host that stalls
   * means a full download.
   */
  deadlineMs?: number
  resolver?: Resolver
  /** The waits between tries after a transient failure (PROBE_BACKOFF by default). */
  backoff?: BackoffOptions
  debug?: (message: string) => void
}

/** The longest a probe waits: one byte from a host that has not answered by then will not prove much. */
export const PROBE_DEADLINE_MS = 30_000

/** Most one-byte GETs a probe makes, the first included, when the link host fails for a moment. */
export const PROBE_ATTEMPTS = 3

const PROBE_BACKOFF: BackoffOptions = { initialMs: 500, factor: 2, maxMs: 4_000 }

const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+)$/

/**
 * One ranged GET of the link (asked again after a transient failure, see above). Never throws
 * for what the link host answers (that is "not proven"); a link refused by the link rules is
 * thrown as LinkRefused, as for a download.
 */
export async function probeSameObject(options: ProbeOptions): Promise<ProbeResult> {
  const deadlineMs = Math.min(options.deadlineMs ?? PROBE_DEADLINE_MS, PROBE_DEADLINE_MS)
  const deadline = AbortSignal.timeout(deadlineMs)
  const retryPlan: RetryPlan = {
    attempts: PROBE_ATTEMPTS,
    deadlineAt: Date.now() + deadlineMs,
    backoff: options.backoff ?? PROBE_BACKOFF
  }
  const debug = options.debug ?? (() => undefined)
  for (let attempt = 1; ; attempt++) {
    const answer = await probeOnce(options, deadline, deadlineMs)
    if (!('retry' in answer)) return answer
    const { why, retryAfterMs } = answer.retry
    const next = nextTry(retryPlan, attempt, retryAfterMs, Date.now())
    if ('stop' in next && next.stop === 'attempts') return { same: false, why }
    if ('stop' in next) {
      const asked =
        next.asked !== undefined ? ` and asked to retry after ${formatDuration(next.asked)}` : ''
      return { same: false, why: `${why}${asked}, past the probe's ${formatDuration(deadlineMs)}` }
    }
    const { wait } = next
    debug(`renewal probe: ${why}; asking again in ${wait} ms`)
    try {
      await realClock.sleep(wait, deadline)
    } catch {
      return { same: false, why }
    }
  }
}

/** A transient failure of one probe request: worth another within the deadline. */
type ProbeAnswer = ProbeResult | { retry: { why: string; retryAfterMs?: number } }

async function probeOnce(
  options: ProbeOptions,
  deadline: AbortSignal,
  deadlineMs: number
): Promise<ProbeAnswer> {
  let message
  try {
    ;({ message } = await requestBundle({
      url: options.url,
      headers: { Range: 'bytes=0-0' },
      policy: options.policy,
      signal: deadline,
      idleTimeoutMs: deadlineMs,
      resolver: options.resolver,
      debug: options.debug
    }))
  } catch (err) {
    if (err instanceof LinkRefused) throw err
    if (deadline.aborted) {
      return {
        same: false,
        why: `the link host did not answer within ${formatDuration(deadlineMs)}`
      }
    }
    // A proxy that will not open the tunnel answers the same every time: not asked again.
    const hop = failedHop(err) ?? new URL(options.url)
    const proxyHint = proxyTunnelHint(err, hop)
    if (proxyHint !== undefined) {
      return { same: false, why: `the probe could not reach ${hop.host}: ${proxyHint}` }
    }
    return {
      retry: { why: `the probe could not connect (${oneLine((err as Error).message, 120)})` }
    }
  }
  // At most one byte is wanted; the connection is not kept for anything else.
  message.destroy()
  const status = message.statusCode ?? 0
  if (status === 429 || status >= 500) {
    const retryAfterMs = parseRetryAfter(message.headers['retry-after'], Date.now())
    return {
      retry: {
        why: `the link answered ${status} to a one-byte range`,
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {})
      }
    }
  }
  if (status !== 206) {
    return { same: false, why: `the link answered ${status} to a one-byte range, not 206` }
  }
  const range = CONTENT_RANGE.exec(String(message.headers['content-range'] ?? ''))
  if (!range) return { same: false, why: 'the link answered without a complete Content-Range' }
  const total = Number(range[3])
  if (total !== options.expected.sizeBytes) {
    return {
      same: false,
      why: `the link serves ${total} bytes, the recorded archive ${options.expected.sizeBytes}`
    }
  }
  const etag = message.headers.etag
  if (etag === undefined) return { same: false, why: 'the link answered without an ETag' }
  if (!isStrongEtag(etag)) {
    return {
      same: false,
      why: 'the link answered with a weak ETag, which does not prove the same bytes'
    }
  }
  if (etag !== options.expected.etag) {
    return { same: false, why: 'the link serves another ETag than the recorded one' }
  }
  return { same: true }
}

export type ReuseOutcome = { proven: RecordedObject; cachedPath?: string } | { download: string }

/**
 * The whole renewal shortcut: the plan, the cached bytes when the artifact needs them (looked
 * up first, so no probe is spent when there are none), then the probe.
 */
export async function tryReuse(input: {
  plan: ReusePlan
  wantsArtifact: boolean
  /** Why this runner keeps no archives (archive-cache.ts cacheUnavailable), when it keeps none. */
  noCache?: string
  findCached: (recorded: RecordedObject) => Promise<string | undefined>
  probe: (recorded: RecordedObject) => Promise<ProbeResult>
}): Promise<ReuseOutcome> {
  if ('download' in input.plan) return input.plan
  const recorded = input.plan.probe
  let cachedPath: string | undefined
  if (input.wantsArtifact) {
    if (input.noCache !== undefined) {
      return { download: `the artifact is wanted and no archive is kept here (${input.noCache})` }
    }
    cachedPath = await input.findCached(recorded)
    if (cachedPath === undefined) {
      return { download: 'the artifact is wanted and no cached archive has the recorded sha256' }
    }
  }
  const probed = await input.probe(recorded)
  if (!probed.same) return { download: probed.why }
  return cachedPath === undefined ? { proven: recorded } : { proven: recorded, cachedPath }
}
