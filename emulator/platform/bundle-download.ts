// The object store behind bundle links, as the platform emulator serves it: the signed link is
// checked (an expired or forged one refused in the store's XML), then the archive is sent whole
// or by Range, in the storage styles a store answers in (no ETag, ranges ignored, an unknown
// total, GCS's decompressive transcoding), cut short or stalled when a fault or a hostile answer
// asks for it. Apart from the platform's JSON API (server.ts): this is what a runner downloads
// from, another service in production, and only the link it signs ties the two.
import type http from 'node:http'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import { waitWhileOpen, type Router } from '../lib/http.js'
import { sendFileRange } from '../lib/send-file.js'
import type { PlatformEmulatorConfig } from './config.js'
import type { HostileAnswers } from './hostile-answers.js'
import type { EmulatorClock, JobStore } from './jobs.js'
import { etagFor, storeRefusal, type LinkSigner } from './styles.js'

export function sendXmlError(
  res: http.ServerResponse,
  status: number,
  code: string,
  message: string,
  extra = ''
): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>${extra}</Error>\n`
  res.writeHead(status, {
    'Content-Type': 'application/xml',
    'Content-Length': Buffer.byteLength(body)
  })
  res.end(body)
}

/** An object store's XML error for a status, as S3 words them (no Retry-After: S3 sends none). */
export function sendStoreError(res: http.ServerResponse, status: number): void {
  if (status === 503) return sendXmlError(res, 503, 'SlowDown', 'Please reduce your request rate.')
  sendXmlError(res, status, 'InternalError', 'We encountered an internal error. Please try again.')
}

/** What the bundle route reads of the emulator it is part of. */
export interface BundleDownloadContext {
  config: PlatformEmulatorConfig
  clock: EmulatorClock
  jobs: JobStore
  hostile: HostileAnswers
  signer: LinkSigner
  /** Requests a `truncate` fault picked (in the fault hook), with the share of the body they get. */
  truncated: WeakMap<http.IncomingMessage, number>
  /** The emulator's own base URL, once listening. */
  baseUrl: () => string
}

/** Serves `GET /exports/:jobId/bundle.tar.gz` (and HEAD): the archive a bundle link names. */
export function registerBundleDownload(
  router: Router,
  { config, clock, jobs, hostile, signer, truncated, baseUrl }: BundleDownloadContext
): void {
  router.add('GET', '/exports/:jobId/bundle.tar.gz', async (req, res, { jobId }, url) => {
    if (hostile.download(req, res, url, baseUrl())) return
    const refused = storeRefusal(
      config.links ?? 's3',
      signer.refusal(jobId!, url.searchParams, clock.now()),
      req.method ?? 'GET'
    )
    if (refused)
      return sendXmlError(res, refused.status, refused.code, refused.message, refused.extra)
    const job = jobs.get(jobId!)
    if (!job?.archive)
      return sendXmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.')
    const { size } = await stat(job.archive)
    let start = 0
    let end = size - 1
    let status = 200
    const style = config.answers ?? {}
    if (style.storage === 'gcs-transcoding') {
      if (!/\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''))) {
        // Decompressive transcoding: the tar, chunked, no length, no Range, no ETag of it.
        res.writeHead(200, {
          'Content-Type': 'application/x-tar',
          'x-goog-stored-content-encoding': 'gzip',
          'Cache-Control': 'no-transform'
        })
        if (req.method === 'HEAD') return void res.end()
        await pipeline(createReadStream(job.archive), createGunzip(), res).catch(() => undefined)
        return
      }
    }
    const headers: Record<string, string | number> = {
      'Content-Type': 'application/gzip',
      'Accept-Ranges': 'bytes',
      ...(style.storage === 'gcs-transcoding'
        ? { 'Content-Encoding': 'gzip', 'x-goog-stored-content-encoding': 'gzip' }
        : {})
    }
    const etag = etagFor(job.jobId, size, style.etag)
    if (etag !== undefined) headers.ETag = etag
    const range = style.ranges === 'ignored' ? undefined : req.headers.range
    if (range) {
      const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim())
      const from = m?.[1] ? Number(m[1]) : undefined
      const to = m?.[2] ? Number(m[2]) : undefined
      if (from !== undefined) {
        start = from
        end = to === undefined ? size - 1 : Math.min(to, size - 1)
      } else if (to !== undefined) {
        start = Math.max(0, size - to)
      }
      if (!m || (from === undefined && to === undefined) || start > end || start >= size) {
        res.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Content-Length': 0 })
        return void res.end()
      }
      status = 206
      headers['Content-Range'] =
        `bytes ${start}-${end}/${style.ranges === 'unknown-total' ? '*' : size}`
    }
    const length = end - start + 1
    res.writeHead(status, { ...headers, 'Content-Length': length })
    if (req.method === 'HEAD') return void res.end()
    const cutAt = truncated.get(req)
    const sendEnd =
      cutAt === undefined ? end : Math.min(end, start + Math.floor(length * cutAt) - 1)
    const stall = cutAt === undefined && sendEnd > start ? hostile.stall() : undefined
    if (stall) {
      // Half the body, a silence, then the rest (unless the client gave up meanwhile).
      const cut = start + Math.floor((sendEnd - start) * stall.share)
      if (!(await sendFileRange(res, job.archive, start, cut))) return
      if (!(await waitWhileOpen(res, stall.ms))) return
      if (await sendFileRange(res, job.archive, cut + 1, sendEnd)) res.end()
      return
    }
    const sent = await sendFileRange(res, job.archive, start, Math.max(start, sendEnd))
    // Truncated: the whole length was promised, part of it sent; then the connection is cut.
    if (cutAt !== undefined) res.destroy()
    else if (sent) res.end()
  })
}
