// What the action knows about presigned bundle links. The link is a capability: messages,
// logs and summaries show its host and path, never its query (which holds the signature).
//
// The platform promises a presigned link and, beside it, `expiresAt`: that answer is the truth
// about expiry. What a link says about itself is read only as a fallback, for configs written
// by hand. Object stores sign links in several ways, all known here:
//
//   S3 SigV4       X-Amz-Date (20240601T100000Z) + X-Amz-Expires (seconds); X-Amz-Signature,
//                  X-Amz-Credential, X-Amz-Security-Token
//   S3 SigV2       Expires (epoch seconds); Signature, AWSAccessKeyId
//   CloudFront     Expires (epoch seconds); Signature, Policy, Key-Pair-Id
//   GCS V4         X-Goog-Date + X-Goog-Expires; X-Goog-Signature, X-Goog-Credential
//   GCS V2         Expires (epoch seconds); Signature, GoogleAccessId
//   Azure SAS      se (ISO 8601 expiry); sig
//
// A link with none of these (a plain CDN path, a signed path) is fine: its expiry comes from the
// record the action keeps beside it.
import { jobIdProblem } from './rules/job-id.js'
import { parseTimestamp } from './rules/timestamp.js'

/**
 * Shows a link by its origin and path, for messages. A file:// link (an air-gapped import's)
 * has no origin (the URL parser says `null`): it is shown as file:// and its path.
 */
export function describeLink(url: string): string {
  try {
    const u = new URL(url)
    const origin = u.protocol === 'file:' ? `file://${u.host}` : u.origin
    return `${origin}${u.pathname}`
  } catch {
    return 'the bundle link'
  }
}

/**
 * Text with every http(s) link's query replaced by `?…` (diffs and log lines that quote links).
 * The whole query goes, not only the signature: whatever a scheme calls its signature, and any
 * token an unknown scheme carries, is in the query. A link inside a JSON string may have its
 * slashes escaped (`https:\/\/…`, as PHP's json_encode writes every link), and a scheme may be
 * written in capitals: both are links all the same. A user and password in a link (a config
 * written by hand for a server behind basic auth) go too.
 */
export function redactLinks(text: string): string {
  return text
    .replace(/(https?:(?:\\?\/){2}[^\s"'?#]+)\?[^\s"'#]*/gi, '$1?…')
    .replace(USER_INFO, '$1***@')
}

/** The user and password of a link (`https://user:password@host/…`), as a config may hold them. */
const USER_INFO = /(https?:(?:\\?\/){2})[^\s"'/\\?#@]+@/gi

/**
 * Query parameters that carry a link's signature or a credential, by scheme (lower case). Each
 * value is masked on its own, so a log line that quotes the signature alone is masked too.
 */
const SIGNATURE_PARAMS = new Set([
  'x-amz-signature', // S3 SigV4
  'x-amz-credential',
  'x-amz-security-token',
  'signature', // S3 SigV2, CloudFront, GCS V2
  'policy', // CloudFront custom policy (signed together with Signature)
  'key-pair-id', // CloudFront: names the key that signed
  'x-goog-signature', // GCS V4
  'x-goog-credential',
  'sig' // Azure SAS
])

/**
 * Any other parameter whose name says it holds a secret (an unknown scheme's token; Backblaze
 * B2's `Authorization`).
 */
const SECRET_LOOKING = /signature|sig$|token|credential|secret|password|authorization/i

/** A mask of a very short value would blank out unrelated text in every log line. */
const MIN_MASKED_LENGTH = 8

/**
 * Values a mask should hide: the whole link, and each signature or credential in its query both
 * as the link writes it and decoded (the runner masks a value and its own escapes of it, which
 * are not always how the link wrote it: `%2b`, or `+` for a space). A link whose query signs
 * nothing carries its capability elsewhere, in its path (a CDN's token path, nginx's
 * secure_link: `/t/<token>/bundle.tar.gz`): then the path, as describeLink shows it, is masked
 * too, since the link shown without its query is no longer the masked whole.
 */
export function linkSecrets(url: string): string[] {
  const secrets = [url]
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return secrets
  }
  const add = (value: string): void => {
    if (value.length >= MIN_MASKED_LENGTH && !secrets.includes(value)) secrets.push(value)
  }
  let signed = false
  const query = /\?([^#]*)/.exec(url)?.[1] ?? ''
  for (const pair of query.split('&')) {
    const [entry] = new URLSearchParams(pair)
    if (entry === undefined) continue
    const [name, value] = entry
    if (!SIGNATURE_PARAMS.has(name.toLowerCase()) && !SECRET_LOOKING.test(name)) continue
    signed = true
    add(value)
    add(pair.slice(pair.indexOf('=') + 1))
  }
  // A user and password in the link (a config written by hand for a server behind basic auth).
  if (parsed.password !== '') {
    add(parsed.password)
    add(decodeURIComponentSafe(parsed.password))
  }
  const http = parsed.protocol === 'https:' || parsed.protocol === 'http:'
  // Only a path of folders and a file: `/bundle.tar.gz` alone names no token, and a mask of it
  // would blank the archive's own name wherever a log line shows it.
  if (!signed && http && parsed.pathname.split('/').filter(s => s !== '').length >= 2) {
    add(parsed.pathname)
  }
  return secrets
}

export interface BundleLinkInfo {
  /**
   * The folder the archive sits in, when the link's shape makes it the job beyond doubt (see
   * jobFromPath); a guess all the same, since the platform promises nothing about the path.
   */
  jobId?: string
  /** ISO 8601, from whichever signing scheme the link uses (see the table above). */
  expiresAt?: string
}

/**
 * Reads what a presigned bundle link says about itself, as a fallback for configs without the
 * action's record: the job (the folder holding the archive, as in the platform's example
 * `https://exports.example.com/<job>/bundle.tar.gz`, only when unambiguous) and when it expires.
 * Fields that are not there are left out; a string that is not a URL gives `{}`.
 */
export function parseBundleLink(link: string): BundleLinkInfo {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return {}
  }
  const info: BundleLinkInfo = {}
  const jobId = jobFromPath(url)
  if (jobId !== undefined) info.jobId = jobId
  const expiresAt = linkExpiry(url.searchParams)
  if (expiresAt !== undefined) info.expiresAt = expiresAt
  return info
}

/**
 * The job a link's path names, or undefined when its shape leaves any doubt. The platform
 * promises nothing about the path, and a wrong guess is worse than none: the renewal would ask
 * for a job that does not exist, or renew another one. So the folder holding the archive is
 * taken only when
 * - it is not the bucket or container of a path-style object store link (S3
 *   `s3.<region>.amazonaws.com/<bucket>/…`, GCS `storage.googleapis.com/<bucket>/…`, Azure
 *   `<account>.blob.core.windows.net/<container>/…`), whose first segment is never a job;
 * - the archive's own name holds no digit: `se_3f9a….tar.gz` may itself be the job, and its
 *   folder (`exports/`) a fixed one;
 * - the folder holds a digit, as every id shape seen does (`se_…`, UUIDs, numbers): a folder
 *   without one (`exports`, `latest`, `docs`) is far more likely a fixed name than a job.
 * Anything else: no job, and the renewal asks for job-id instead of guessing.
 */
function jobFromPath(url: URL): string | undefined {
  let segments = url.pathname.split('/').filter(s => s !== '')
  if (PATH_STYLE_STORE.some(host => host.test(url.hostname))) segments = segments.slice(1)
  if (segments.length < 2) return undefined
  const archive = decodeURIComponentSafe(segments[segments.length - 1]!)
  const id = decodeURIComponentSafe(segments[segments.length - 2]!)
  if (/\d/.test(archive) || !/\d/.test(id)) return undefined
  return jobIdProblem(id) === undefined ? id : undefined
}

/** Hosts whose links name the bucket or container in the path's first segment. */
const PATH_STYLE_STORE = [
  // S3 path style: s3.amazonaws.com, s3.eu-west-1…, s3-eu-west-1…, s3.dualstack.…, s3-fips.…
  /^s3(?:-fips)?(?:[.-](?:dualstack\.)?[a-z]{2}(?:-[a-z]+)+-\d+|-external-1)?\.amazonaws\.com(?:\.cn)?$/i,
  /^storage\.(?:googleapis\.com|cloud\.google\.com)$/i,
  /\.(?:blob|dfs)\.core\.(?:windows\.net|chinacloudapi\.cn|usgovcloudapi\.net)$/i,
  // S3-compatible stores whose path-style host names no bucket: Cloudflare R2 (the account id),
  // DigitalOcean Spaces (the region), Backblaze B2 and Wasabi.
  /^[0-9a-f]{32}\.(?:eu\.|fedramp\.)?r2\.cloudflarestorage\.com$/i,
  /^[a-z]+\d+\.digitaloceanspaces\.com$/i,
  /^s3\.[a-z]+-[a-z]+-\d+\.backblazeb2\.com$/i,
  /^s3(?:\.[a-z]+-[a-z]+-\d+)?\.wasabisys\.com$/i
]

/** The expiry a link's query states, in the first scheme that matches; undefined if none. */
export function linkExpiry(query: URLSearchParams): string | undefined {
  const get = caseInsensitive(query)
  const fromDateAndSeconds = (date: string | undefined, seconds: string | undefined) => {
    const signedAt = date === undefined ? NaN : parseCompactDate(date)
    if (Number.isNaN(signedAt) || seconds === undefined || !/^\d{1,9}$/.test(seconds)) return
    return isoOrUndefined(signedAt + Number(seconds) * 1000)
  }
  return (
    fromDateAndSeconds(get('x-amz-date'), get('x-amz-expires')) ??
    fromDateAndSeconds(get('x-goog-date'), get('x-goog-expires')) ??
    epochSeconds(get('expires')) ??
    azureExpiry(get('se'), get('sig'))
  )
}

function caseInsensitive(query: URLSearchParams): (name: string) => string | undefined {
  const byName = new Map<string, string>()
  for (const [name, value] of query) {
    if (!byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), value)
  }
  return name => byName.get(name)
}

/** `20240601T100000Z`, the date format of SigV4 and GCS V4 (ISO 8601's basic form). */
function parseCompactDate(date: string): number {
  return /^\d{8}T\d{6}Z$/.test(date) ? (parseTimestamp(date) ?? NaN) : NaN
}

/** S3 SigV2, CloudFront and GCS V2: `Expires` in seconds since the epoch. */
function epochSeconds(value: string | undefined): string | undefined {
  if (value === undefined || !/^\d{1,12}$/.test(value)) return undefined
  return isoOrUndefined(Number(value) * 1000)
}

/** Azure SAS: `se` is an ISO 8601 date or time (UTC); only with its signature `sig`. */
function azureExpiry(se: string | undefined, sig: string | undefined): string | undefined {
  if (se === undefined || sig === undefined) return undefined
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(se)) return undefined
  // A time without a zone is UTC in SAS; Date.parse would read it as local time.
  const zoned = /T[\d:.]+$/.test(se) ? `${se}Z` : se
  return isoOrUndefined(Date.parse(zoned))
}

function isoOrUndefined(ms: number): string | undefined {
  if (!Number.isFinite(ms)) return undefined
  const date = new Date(ms)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
