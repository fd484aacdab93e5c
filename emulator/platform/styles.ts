// Shapes the platform emulator can answer in, so no test passes because of one shape: the
// specification promises only "a string" for a job id and "a URL" for a bundle link. The id style
// picks how new job ids look; the link style picks the signing scheme of bundle links and whether
// they point at the emulator's own host or at a second loopback listener (storage elsewhere).

import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import type { AnswerEncoding } from './answer-coding.js'

export type IdStyle = 'se' | 'uuid' | 'numeric' | 'opaque'
export type LinkStyle =
  's3' | 's3-other-host' | 'gcs' | 'gcs-other-host' | 'azure' | 'azure-other-host' | 'no-expiry'

export const ID_STYLES: readonly IdStyle[] = ['se', 'uuid', 'numeric', 'opaque']
export const LINK_STYLES: readonly LinkStyle[] = [
  's3',
  's3-other-host',
  'gcs',
  'gcs-other-host',
  'azure',
  'azure-other-host',
  'no-expiry'
]

/** The loopback address a second listener takes for the `*-other-host` link styles. */
export const OTHER_LOOPBACK_HOST = '127.0.0.2'

let numericCounter = 4_100_000

export function newJobId(style: IdStyle = 'se'): string {
  if (style === 'uuid') return randomUUID()
  if (style === 'numeric') return String(++numericCounter)
  // Opaque: long, mixed case, with characters a URL path must encode (`/`, `+`, `=`, a space,
  // `#`, `%`, `?`) and one beyond ASCII, as a base64 or composite id can be.
  if (style === 'opaque')
    return `Export #${++numericCounter}/Ä ${randomBytes(48).toString('base64')}?%`
  return `se_${randomBytes(8).toString('hex')}`
}

export function linksOnOtherHost(style: LinkStyle = 's3'): boolean {
  return style.endsWith('-other-host')
}

/** `20260101T000000Z`, the X-Amz-Date (and X-Goog-Date) format. */
function compactDate(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

function parseCompactDate(text: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text)
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : NaN
}

/** Signs and checks bundle links of one style with one secret. */
export class LinkSigner {
  constructor(
    private readonly style: LinkStyle,
    private readonly secret: string
  ) {}

  private sign(...parts: string[]): string {
    return createHmac('sha256', this.secret).update(parts.join('\n')).digest('hex')
  }

  /** The signed query for a job's link made at `now`, and when the link stops working. */
  make(jobId: string, now: number, lifetimeSeconds: number): { query: string; expiresAt: string } {
    // Links carry whole seconds, so the expiry is computed from the second they were signed in.
    const signedAt = Math.floor(now / 1000) * 1000
    const expiresMs = signedAt + lifetimeSeconds * 1000
    const expiresAt = new Date(expiresMs).toISOString()
    const expires = String(lifetimeSeconds)
    const date = compactDate(signedAt)
    let params: Record<string, string>
    switch (this.style) {
      case 'gcs':
      case 'gcs-other-host':
        params = {
          'X-Goog-Algorithm': 'GOOG4-RSA-SHA256',
          'X-Goog-Date': date,
          'X-Goog-Expires': expires,
          'X-Goog-Signature': this.sign(jobId, date, expires)
        }
        break
      case 'azure':
      case 'azure-other-host': {
        const se = expiresAt.replace(/\.\d{3}Z$/, 'Z')
        params = { sv: '2022-11-02', sr: 'b', sp: 'r', se, sig: this.sign(jobId, se) }
        break
      }
      case 'no-expiry':
        params = { token: this.sign(jobId) }
        break
      default:
        params = {
          'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
          'X-Amz-Date': date,
          'X-Amz-Expires': expires,
          'X-Amz-Signature': this.sign(jobId, date, expires)
        }
    }
    return { query: new URLSearchParams(params).toString(), expiresAt }
  }

  /** Why a download with this query is refused (`forged` or `expired`), or undefined. */
  refusal(jobId: string, q: URLSearchParams, now: number): 'forged' | 'expired' | undefined {
    const same = (given: string | null, wanted: string): boolean => {
      const a = Buffer.from(given ?? '', 'utf8')
      const b = Buffer.from(wanted, 'utf8')
      return a.length === b.length && timingSafeEqual(a, b)
    }
    const dated = (date: string, expires: string): 'expired' | undefined => {
      const signedAt = parseCompactDate(date)
      return !/^\d+$/.test(expires) || Number.isNaN(signedAt) || now > signedAt + +expires * 1000
        ? 'expired'
        : undefined
    }
    switch (this.style) {
      case 'gcs':
      case 'gcs-other-host': {
        const date = q.get('X-Goog-Date') ?? ''
        const expires = q.get('X-Goog-Expires') ?? ''
        if (!same(q.get('X-Goog-Signature'), this.sign(jobId, date, expires))) return 'forged'
        return dated(date, expires)
      }
      case 'azure':
      case 'azure-other-host': {
        const se = q.get('se') ?? ''
        if (!same(q.get('sig'), this.sign(jobId, se))) return 'forged'
        const until = Date.parse(se)
        return Number.isNaN(until) || now > until ? 'expired' : undefined
      }
      case 'no-expiry':
        return same(q.get('token'), this.sign(jobId)) ? undefined : 'forged'
      default: {
        const date = q.get('X-Amz-Date') ?? ''
        const expires = q.get('X-Amz-Expires') ?? ''
        if (
          q.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' ||
          !same(q.get('X-Amz-Signature'), this.sign(jobId, date, expires))
        )
          return 'forged'
        return dated(date, expires)
      }
    }
  }
}

/** An object store's refusal of a link, in the words of the store the link style stands for. */
export interface StoreRefusal {
  status: number
  code: string
  message: string
  /** More XML elements after `<Message>` (GCS `<Details>`, Azure `<AuthenticationErrorDetail>`). */
  extra?: string
}

/**
 * Why a request for a bundle link is refused, as the real store answers it: S3 (and MinIO) 403
 * `AccessDenied` "Request has expired" or `SignatureDoesNotMatch`; GCS 400 `ExpiredToken` or 403
 * `SignatureDoesNotMatch`; Azure 403 `AuthenticationFailed` for both. S3 and GCS sign the method
 * into the link, so a `HEAD` of a link signed for `GET` is refused as a forged signature; an
 * Azure SAS grants read access, `HEAD` included. Undefined: the request is served.
 */
export function storeRefusal(
  style: LinkStyle,
  refusal: 'forged' | 'expired' | undefined,
  method: string
): StoreRefusal | undefined {
  const azure = style === 'azure' || style === 'azure-other-host'
  const gcs = style === 'gcs' || style === 'gcs-other-host'
  const signsMethod = style !== 'no-expiry' && !azure
  const reason = refusal ?? (signsMethod && method === 'HEAD' ? 'forged' : undefined)
  if (reason === undefined) return undefined
  if (azure) {
    return {
      status: 403,
      code: 'AuthenticationFailed',
      message:
        'Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.\nRequestId:00000000-0000-0000-0000-000000000000\nTime:2026-01-01T00:00:00.0000000Z',
      extra:
        reason === 'expired'
          ? '<AuthenticationErrorDetail>Signed expiry time [Thu, 01 Jan 2026 00:00:00 GMT] must be after signed start time [Thu, 01 Jan 2026 00:01:00 GMT]</AuthenticationErrorDetail>'
          : '<AuthenticationErrorDetail>Signature did not match. String to sign used was r</AuthenticationErrorDetail>'
    }
  }
  if (reason === 'forged') {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: gcs
        ? 'Access denied.'
        : 'The request signature we calculated does not match the signature you provided.'
    }
  }
  return gcs
    ? {
        status: 400,
        code: 'ExpiredToken',
        message: 'Invalid argument.',
        extra:
          '<Details>The provided token has expired. Request signature expired at: 2026-01-01T00:00:00+00:00</Details>'
      }
    : { status: 403, code: 'AccessDenied', message: 'Request has expired' }
}

/**
 * How the bundle answer and the link host answer, beside the id and link styles: each value is
 * something the specification (or a real object store) allows and the default does not show.
 *
 * - `expiresAt`: ISO 8601 with milliseconds and `Z` (default), whole seconds, an offset
 *   (`+02:00`), an offset without colon (`+0000`), microseconds, lower-case `t` and `z`, or
 *   UTC written with no zone at all (`zoneless`: ISO 8601's local time, as Python's
 *   `datetime.utcnow().isoformat()` writes it).
 * - `sizeBytes`: a number (default), a string of digits (as JSON often carries 64-bit
 *   integers), or left out (the specification promises only `bundleUrl` and `expiresAt`).
 * - `etag`: a strong ETag (default), a weak one (`W/"…"`), a multipart-upload one (`"…-12"`),
 *   or none.
 * - `ranges`: honoured (default); ignored (a Range request gets the whole object with 200); or
 *   honoured with an unknown total (`Content-Range: bytes 0-0/*`).
 * - `progress`: `progress` and `pageCount` as numbers (default), as numeric strings (as
 *   serialisers of 64-bit and decimal numbers write them), or left out (the spec gives neither
 *   their types nor units, and shows them only while a job runs).
 * - `updatedAt`: the moment progress last changed (default), the moment the status last changed
 *   (`status`: it stays put while a running job's progress rises), or left out (`absent`). The
 *   platform does not say which its `updatedAt` is.
 * - `fields`: the platform's job and bundle objects (default), or `minimal`: only what the
 *   specification's response rows promise. The start answer is `{ jobId }`, a status answer
 *   `status` (with `progress` and `pageCount` while the job runs), a bundle answer `bundleUrl`
 *   and `expiresAt`: no echoed `jobId`, no final page count, no `sizeBytes`, no timestamps.
 */
export interface AnswerStyle {
  progress?: 'number' | 'string' | 'absent'
  updatedAt?: 'progress' | 'status' | 'absent'
  fields?: 'full' | 'minimal'
  /**
   * How the link host stores the archive: as plain bytes (default), or as Google Cloud Storage
   * does an object uploaded with `Content-Encoding: gzip` (`gcs-transcoding`): to a request
   * without `Accept-Encoding: gzip` it serves the archive decompressed (a tar), chunked, with no
   * length and Range ignored; to one with it, the stored bytes as they are, with
   * `Content-Encoding: gzip` (https://cloud.google.com/storage/docs/transcoding).
   */
  storage?: 'plain' | 'gcs-transcoding'
  /** The Content-Encoding a gateway in front of the API puts on its JSON answers (answer-coding.ts). */
  encoding?: AnswerEncoding
  expiresAt?:
    'millis' | 'seconds' | 'offset' | 'compact-offset' | 'micros' | 'lowercase' | 'zoneless'
  sizeBytes?: 'number' | 'string' | 'absent'
  etag?: 'strong' | 'weak' | 'multipart' | 'none'
  ranges?: 'honoured' | 'ignored' | 'unknown-total'
}

/** `expiresAt` (an ISO string with milliseconds and Z) written in the style's form, same instant. */
export function formatExpiresAt(iso: string, style: AnswerStyle['expiresAt'] = 'millis'): string {
  const seconds = iso.replace(/\.\d{3}Z$/, 'Z')
  switch (style) {
    case 'seconds':
      return seconds
    case 'micros':
      return iso.replace(/Z$/, '000Z')
    case 'lowercase':
      return seconds.replace('T', 't').replace(/Z$/, 'z')
    case 'compact-offset':
      return seconds.replace(/Z$/, '+0000')
    case 'zoneless':
      return seconds.replace(/Z$/, '')
    case 'offset': {
      // The same instant two hours east of UTC.
      const local = new Date(Date.parse(iso) + 2 * 3600_000).toISOString()
      return local.replace(/\.\d{3}Z$/, '+02:00')
    }
    default:
      return iso
  }
}

/** The ETag the link host sends for an archive, in the style's form (undefined: none). */
export function etagFor(
  jobId: string,
  size: number,
  style: AnswerStyle['etag'] = 'strong'
): string | undefined {
  const tag = createHmac('sha256', 'etag').update(`${jobId}\n${size}`).digest('hex').slice(0, 32)
  switch (style) {
    case 'weak':
      return `W/"${tag}"`
    case 'multipart':
      return `"${tag}-12"`
    case 'none':
      return undefined
    default:
      return `"${tag}"`
  }
}

/** A job answer with `progress` and `pageCount` in the style's form. */
export function styleJobView<T extends { progress: number; pageCount: number }>(
  view: T,
  style: AnswerStyle['progress'] = 'number'
): Omit<T, 'progress' | 'pageCount'> & { progress?: number | string; pageCount?: number | string } {
  const { progress, pageCount, ...rest } = view
  if (style === 'absent') return rest
  if (style === 'string')
    return { ...rest, progress: String(progress), pageCount: String(pageCount) }
  return view
}

/**
 * A job answer with `updatedAt` in the style's sense (see AnswerStyle.updatedAt); `runningSince`
 * is when the job left the queue, the last status change of a running job.
 */
export function styleUpdatedAt<T extends { status: string; updatedAt?: string }>(
  view: T,
  style: AnswerStyle['updatedAt'] = 'progress',
  runningSince: string
): Omit<T, 'updatedAt'> & { updatedAt?: string } {
  if (style === 'absent') {
    const { updatedAt: _, ...rest } = view
    return rest
  }
  if (style === 'status' && view.status === 'running') return { ...view, updatedAt: runningSince }
  return view
}

/** A start or status answer in the style's fields (see AnswerStyle.fields). */
export function jobAnswerFields(
  answer: { jobId: string; status: string; progress?: unknown; pageCount?: unknown },
  call: 'start' | 'status',
  fields: AnswerStyle['fields'] = 'full'
): object {
  if (fields !== 'minimal') return answer
  if (call === 'start') return { jobId: answer.jobId }
  const running = answer.status === 'running'
  return running
    ? { status: answer.status, progress: answer.progress, pageCount: answer.pageCount }
    : { status: answer.status }
}
