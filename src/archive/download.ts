// Downloads the bundle from its presigned link to a file, streaming: memory stays flat whatever
// the archive's size, and the sha256 is computed as the bytes pass. The byte count is checked
// against the platform's `sizeBytes` and the server's Content-Length. The spec promises only
// `bundleUrl` and `expiresAt`: without `sizeBytes`, the size is the one the link host announces
// (Content-Length, or the total of Content-Range), and the archive's own checks (gzip's length
// and CRC, the tar structure) stand behind it.
//
// The link is a capability on an object store, not the platform's API: no Authorization header
// is ever sent to it (this client has no credentials at all). Failures are handled by kind:
// - a link the object store refuses (403/400, e.g. expired) is renewed through `renewLink` (the
//   platform's bundle call for the same job): once, and again only when the renewed link served
//   bytes before it was refused in turn. The download then goes on from the byte it holds when
//   the first answer carried a strong ETag, which the renewed link's answer must repeat with the
//   same size, and from zero otherwise. (A store checks a link's expiry when a request starts, so
//   a link that dies during a long download is refused at the next resume; starting over from
//   zero with the new link could outlast that one too.)
// - a transient failure (connection reset, truncated body, 5xx, 429) resumes with a Range request
//   from the last byte written, or restarts from zero when the server ignores the range; at most
//   `attempts` tries, with backoff that honours Retry-After.
import { open, type FileHandle } from 'node:fs/promises'
import { DEFAULT_BACKOFF, MAX_RETRY_AFTER_MS, parseRetryAfter } from '../platform/backoff.js'
import { nextTry, type RetryPlan } from '../platform/retry-plan.js'
import { realClock } from '../platform/clock.js'
import { IdleTimeout, failedHop, requestBundle } from './bundle-request.js'
import { readBody } from './body-reader.js'
import { objectStoreError, readSome } from './error-body.js'
import { SlabSink } from './slab-sink.js'
import { LinkRefused } from './link-policy.js'
import { isStrongEtag } from './same-object.js'
import { formatDuration } from '../duration.js'
import { describeLink } from '../links.js'
import { oneLine } from '../log-text.js'
import { proxyTunnelHint } from '../proxy-hint.js'
import {
  DEFAULT_DOWNLOAD_DEADLINE_MS,
  DownloadError,
  withCodingHint,
  type DownloadOptions,
  type DownloadResult
} from './download-contract.js'

export { DownloadError }
export type { BundleLink, DownloadOptions, DownloadResult } from './download-contract.js'

/** A transient failure: worth another request for the same link. */
class Transient extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number
  ) {
    super(message)
  }
}

export async function downloadBundle(options: DownloadOptions): Promise<DownloadResult> {
  const attempts = Math.max(1, options.attempts ?? 6)
  const clock = options.clock ?? realClock
  const random = options.random ?? Math.random
  const backoff = options.backoff ?? DEFAULT_BACKOFF
  const debug = options.debug ?? (() => undefined)
  const policy = options.policy ?? { allowPrivate: false }
  const deadlineMs = options.deadlineMs ?? DEFAULT_DOWNLOAD_DEADLINE_MS
  // A Retry-After of hours is waited only MAX_RETRY_AFTER_MS: download-timeout may be that long.
  const retryPlan: RetryPlan = {
    attempts,
    deadlineAt: clock.now() + deadlineMs,
    backoff,
    random,
    maxRetryAfterMs: MAX_RETRY_AFTER_MS
  }
  // The deadline aborts whatever is under way: a request, a body being read, a retry wait.
  const deadline = new AbortController()
  const deadlineTimer = setTimeout(() => deadline.abort(), deadlineMs)
  const deadlineError = (last?: string): DownloadError =>
    new DownloadError(
      `the download did not finish within download-timeout (${formatDuration(deadlineMs)})` +
        `${last ? `; the last failure: ${last}` : ''}. The link host is too slow or stalls; ` +
        'run again, or raise download-timeout for very large bundles.',
      'deadline'
    )

  let link = options.link
  let renewed = false
  let retries = 0
  let received = 0
  let etag: string | undefined
  // The size the link host announced, used when the platform sent no sizeBytes.
  let announced: number | undefined
  // The bytes held came from a link since renewed: a resume must show the same ETag to go on.
  let heldFromOtherLink = false
  // Bytes the latest renewed link served: one that served some may be renewed when it expires.
  let bytesFromRenewed = 0
  // The Content-Encoding of the answer the bytes came in, when it named one (withCodingHint).
  let contentEncoding: string | undefined
  const file: FileHandle = await open(options.destination, 'w')
  // The bytes go to the file, the hash and onData in 256 KiB slabs (slab-sink.ts).
  const sink = new SlabSink(
    file,
    options.onData,
    err =>
      new DownloadError(
        `writing the archive to ${options.destination} failed: ${(err as Error).message}. ` +
          'Free space in the runner temporary folder (RUNNER_TEMP) and run again.',
        'disk'
      )
  )

  const restart = async (): Promise<void> => {
    // Nothing still being written may land in the file after it is cut.
    await sink.reset()
    received = 0
    etag = undefined
    announced = undefined
    heldFromOtherLink = false
    await file.truncate(0)
  }

  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await fetchOnce()
        break
      } catch (err) {
        if (deadline.signal.aborted) {
          throw deadlineError(err instanceof Error ? oneLine(err.message, 200) : undefined)
        }
        if (err instanceof LinkRefused) {
          throw new DownloadError(`${err.message}. Nothing was fetched from there.`, 'link-policy')
        }
        if (!(err instanceof Transient)) throw err
        const next = nextTry(retryPlan, attempt, err.retryAfterMs, clock.now())
        if ('stop' in next && next.stop === 'attempts') {
          throw new DownloadError(
            `downloading ${describeLink(link.url)} failed ${attempts} times; the last failure: ${err.message}. ` +
              'The object store or the network is unreliable right now; run the workflow again.',
            'network'
          )
        }
        if ('stop' in next) {
          const { asked } = next
          throw deadlineError(
            `${err.message}${asked !== undefined && asked > 0 ? ` (the link host asked to retry after ${formatDuration(asked)})` : ''}`
          )
        }
        retries += 1
        const { wait } = next
        debug(`download: ${err.message}; retrying in ${wait} ms from byte ${received}`)
        try {
          await clock.sleep(wait, deadline.signal)
        } catch {
          throw deadlineError(err.message)
        }
      }
    }
    // No fsync: the file is read back by this process, and a run that dies starts over.
  } catch (err) {
    throw withCodingHint(err, contentEncoding)
  } finally {
    clearTimeout(deadlineTimer)
    await sink.settle().catch(() => undefined)
    await file.close()
  }
  return {
    path: options.destination,
    bytes: received,
    sha256: sink.digest(),
    link,
    renewed,
    retries,
    ...(etag !== undefined ? { etag } : {}),
    ...(contentEncoding !== undefined ? { contentEncoding } : {})
  }

  async function fetchOnce(): Promise<void> {
    const headers: Record<string, string> = received > 0 ? { Range: `bytes=${received}-` } : {}
    let message
    // Whose secrets an error body may echo: the link's, and those of the hop that answered.
    let answeredBy: string[]
    try {
      let answered
      ;({ message, url: answered } = await requestBundle({
        url: link.url,
        headers,
        policy,
        signal: deadline.signal,
        idleTimeoutMs: options.timeoutMs,
        resolver: options.resolver,
        debug
      }))
      answeredBy = [link.url, answered.href]
    } catch (err) {
      if (err instanceof LinkRefused) throw err
      // A proxy that will not open the tunnel answers the same every time: said once, naming
      // the proxy and its variable (never its password), not retried as a broken connection.
      // Named by the hop that failed: after a redirect, that is another host than the link's.
      const hop = failedHop(err) ?? new URL(link.url)
      const proxyHint = proxyTunnelHint(err, hop)
      if (proxyHint !== undefined) {
        throw new DownloadError(
          `could not reach the bundle host ${hop.host}: ${proxyHint}`,
          'network'
        )
      }
      throw new Transient(`could not connect: ${oneLine((err as Error).message, 200)}`)
    }
    const status = message.statusCode ?? 0

    if (status === 403 || status === 400 || status === 401) {
      const said = objectStoreError(await readSome(message, answeredBy)) ?? `HTTP ${status}`
      // Once, and again only for a renewed link that served bytes before it was refused (it
      // expired during a long download): a link refused straight away is not renewed twice.
      if (options.renewLink && (!renewed || bytesFromRenewed > 0)) {
        debug(`download: the object store refused the link (${said}); renewing it`)
        renewed = true
        bytesFromRenewed = 0
        link = await options.renewLink()
        // The same job's link serves the same object: the bytes held are kept when a strong ETag
        // can prove it at the resume (checked below, with the size); a weak one proves nothing.
        if (received > 0 && etag !== undefined && isStrongEtag(etag)) {
          heldFromOtherLink = true
          throw new Transient(
            `the link was refused (${said}) and has been renewed; resuming from byte ${received}`,
            0
          )
        }
        await restart()
        throw new Transient(`the link was refused (${said}) and has been renewed`, 0)
      }
      throw new DownloadError(
        `the object store refused the bundle link: ${status} ${said}. ` +
          (renewed
            ? 'A renewed link was refused too; check the clock of the runner and the platform, then run again.'
            : 'The link has probably expired; run again, or renew it with the job-id input.'),
        'refused',
        status
      )
    }
    if (status === 429 || status >= 500) {
      const retryAfterMs = parseRetryAfter(message.headers['retry-after'], clock.now())
      await readSome(message, answeredBy, 1024)
      throw new Transient(`the server answered ${status}`, retryAfterMs)
    }
    if (status === 416 && received > 0) {
      // The range asked for lies past the end: what we hold is already longer than the object.
      await readSome(message, answeredBy, 1024)
      await restart()
      throw new Transient('the server refused the resume range; restarting from zero', 0)
    }
    if (status !== 200 && status !== 206) {
      const body = await readSome(message, answeredBy, 1024)
      throw new DownloadError(
        `downloading ${describeLink(link.url)} answered ${status}${body ? `: ${oneLine(body.replace(/\s+/g, ' '), 200)}` : ''}`,
        'http',
        status
      )
    }

    if (status === 206) {
      const range = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(
        String(message.headers['content-range'] ?? '')
      )
      const total = range && range[3] !== '*' ? Number(range[3]) : undefined
      if (total !== undefined && link.sizeBytes !== undefined && total !== link.sizeBytes) {
        message.destroy()
        throw new DownloadError(
          `the bundle link holds ${total} bytes but the platform said ${link.sizeBytes} (sizeBytes); refusing it`,
          'size-mismatch'
        )
      }
      if (total !== undefined && announced !== undefined && total !== announced) {
        // Without sizeBytes the first answer's size is all there is: another total means
        // another object, and what is on disk belongs to the first.
        message.destroy()
        await restart()
        throw new Transient(
          `the link host now holds ${total} bytes, not the ${announced} it first announced; restarting from zero`,
          0
        )
      }
      if (link.sizeBytes === undefined && announced === undefined) announced = total
      if (!range || Number(range[1]) !== received) {
        message.destroy()
        await restart()
        throw new Transient(
          'the server resumed at another offset than asked; restarting from zero',
          0
        )
      }
    } else if (received > 0) {
      // A 200 to a range request is the whole object again.
      await restart()
    }

    const answered = message.headers.etag
    // From a renewed link, only the same ETag shows the object is the one the bytes held are of.
    const unproven = answered === undefined ? heldFromOtherLink : answered !== etag
    if (received > 0 && etag !== undefined && unproven) {
      // The object changed between the first part and this one (a bundle generated again under
      // the same key), or a renewed link cannot show it has not: the two would splice into an
      // archive that is neither.
      message.destroy()
      await restart()
      throw new Transient(
        answered === undefined
          ? 'the renewed link answered without an ETag, so nothing shows it serves the bytes held; restarting from zero'
          : 'the object changed since the download began (another ETag); restarting from zero',
        0
      )
    }
    // A resume answered without an ETag leaves none recorded: a later renewal then downloads.
    if (received === 0) etag = answered
    else if (answered !== etag) etag = undefined
    const coding = String(message.headers['content-encoding'] ?? '').trim()
    contentEncoding = coding === '' || /^identity$/i.test(coding) ? undefined : oneLine(coding, 60)
    const length = message.headers['content-length']
    // Without sizeBytes, a whole body's length is the size (a resume's total was read above).
    if (link.sizeBytes === undefined && announced === undefined && status === 200) {
      if (length !== undefined && /^\d+$/.test(length)) announced = Number(length)
    }
    const expected = link.sizeBytes ?? announced
    if (
      length !== undefined &&
      status === 200 &&
      link.sizeBytes !== undefined &&
      Number(length) !== link.sizeBytes
    ) {
      message.destroy()
      throw new DownloadError(
        `the bundle link serves ${length} bytes but the platform said the bundle has ${link.sizeBytes} (sizeBytes); ` +
          'refusing an archive whose size does not match. Run again; if it persists, report it to the platform.',
        'size-mismatch'
      )
    }

    try {
      await readBody(message, chunk => {
        if (expected !== undefined && received + chunk.length > expected) {
          throw new DownloadError(
            `the bundle link serves more than the ${expected} bytes ${sizeSource()}; refusing it`,
            'size-mismatch'
          )
        }
        received += chunk.length
        bytesFromRenewed += chunk.length
        const waiting = sink.take(chunk)
        options.onProgress?.(received, expected)
        return waiting
      })
      await sink.settle()
    } catch (err) {
      if (err instanceof DownloadError) throw err
      // What arrived before the break is good: it goes to disk so a Range resume continues it.
      await sink.settle()
      const why = err instanceof IdleTimeout ? err.message : oneLine((err as Error).message, 200)
      throw new Transient(`the connection broke after ${received} bytes (${why})`)
    }
    if (expected === undefined ? !message.complete : received < expected) {
      // A body that ended cleanly is all the server has: the announced size is wrong. One that
      // broke off is a transient failure worth resuming.
      if (message.complete) {
        throw new DownloadError(
          `the bundle link served ${received} bytes, not the ${expected} ${sizeSource()}; refusing it`,
          'size-mismatch'
        )
      }
      throw new Transient(
        `the body ended after ${received}${expected === undefined ? '' : ` of ${expected}`} bytes`
      )
    }
  }

  /** Who said how large the archive is, for messages. */
  function sizeSource(): string {
    return link.sizeBytes !== undefined
      ? 'the platform announced (sizeBytes)'
      : 'the link host announced (Content-Length)'
  }
}
