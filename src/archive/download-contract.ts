// What the download takes and gives: its options, its result and its errors (download.ts does
// the work). Apart so that callers and tests read the contract without the machinery.
import type { BackoffOptions } from '../platform/backoff.js'
import type { Clock, RandomSource } from '../platform/clock.js'
import { ArchiveError } from './archive-error.js'
import type { Resolver } from './bundle-request.js'
import type { LinkPolicy } from './link-policy.js'

export interface BundleLink {
  url: string
  /** The platform's `sizeBytes`, when it sent one. */
  sizeBytes?: number
  /** When the link stops working (ISO 8601), carried along for whoever delivers it. */
  expiresAt?: string
}

export interface DownloadOptions {
  link: BundleLink
  destination: string
  /**
   * A fresh link for the same job, when the object store refuses the link: once, and again only
   * after the renewed link served bytes (a long download that outlasts it too).
   */
  renewLink?: () => Promise<BundleLink>
  /** Most requests for the same link, the first included (default 6). */
  attempts?: number
  /** Idle socket timeout in ms (default 60 s): a silent connection is destroyed and resumed. */
  timeoutMs?: number
  /**
   * The whole download (every request, body, resume and retry wait) ends by this many ms after
   * it starts (`download-timeout`; default 30 minutes).
   */
  deadlineMs?: number
  /** Where the link (and its redirects) may lead (`allow-private-bundle-hosts`). */
  policy?: LinkPolicy
  /** Host name resolution, for tests; dns.lookup otherwise. */
  resolver?: Resolver
  backoff?: BackoffOptions
  clock?: Clock
  random?: RandomSource
  /** `total` is undefined while neither the platform nor the link host has said the size. */
  onProgress?: (received: number, total: number | undefined) => void
  /**
   * The bytes as they are written, in pieces of up to 256 KiB with their offset in the file. A
   * resume continues at the offset where the last piece ended; a restart begins again at 0. The
   * piece is the download's own buffer, filled again once the returned promise settles, so a
   * consumer that keeps bytes longer copies them. A consumer slower than the network slows the
   * download (a few pieces ahead at most) instead of buffering.
   */
  onData?: (chunk: Buffer, offset: number) => void | Promise<void>
  debug?: (message: string) => void
}

export interface DownloadResult {
  path: string
  bytes: number
  sha256: string
  /** The link the bytes finally came from (differs from the first when it was renewed). */
  link: BundleLink
  renewed: boolean
  /** Requests that continued or restarted after a transient failure. */
  retries: number
  /**
   * The object's ETag as the link host sent it with the bytes (the first answer of the final
   * pass), recorded so a later renewal can prove a new link serves the same object.
   */
  etag?: string
  /**
   * The Content-Encoding the link host sent the bytes with, when it named one: the bytes are
   * kept as they came (bundle-request.ts), so a failed verification may owe to it (codingHint).
   */
  contentEncoding?: string
}

export type DownloadErrorKind =
  'refused' | 'size-mismatch' | 'http' | 'network' | 'disk' | 'link-policy' | 'deadline'

export class DownloadError extends Error {
  constructor(
    message: string,
    readonly kind: DownloadErrorKind,
    readonly status?: number
  ) {
    super(message)
    this.name = 'DownloadError'
  }
}

export const DEFAULT_DOWNLOAD_DEADLINE_MS = 30 * 60_000

/**
 * `err` with a word on the coding the link host sent the archive with (`contentEncoding`), when
 * it sent one and the archive failed for its size or its contents: a proxy or CDN that gzips the
 * .tar.gz again on its way serves a stream that is neither. Only the message changes.
 */
export function withCodingHint<E>(err: E, contentEncoding: string | undefined): E {
  if (contentEncoding === undefined || !(err instanceof Error)) return err
  const bySize = err instanceof DownloadError && err.kind === 'size-mismatch'
  if (!bySize && !(err instanceof ArchiveError)) return err
  const said =
    `the link host sent it with Content-Encoding: ${contentEncoding}; a proxy or CDN on the way ` +
    "may be compressing the .tar.gz again: turn its compression off for the bundle's host"
  // A verification error is quoted inside a sentence (main.ts); a download error is whole.
  err.message = bySize
    ? `${err.message} ${said.charAt(0).toUpperCase()}${said.slice(1)}.`
    : `${err.message} (${said})`
  return err
}
