// The blob store an artifact's signed URLs lead to, as Azure Blob Storage answers what
// @azure/storage-blob's BlockBlobClient sends: `PUT ?comp=block&blockid=…` per staged block
// (at most MAX_BLOCK_BYTES each), `PUT ?comp=blocklist` with the XML block list that commits
// them, a single-shot `PUT` with `x-ms-blob-type: BlockBlob`, and `GET` of the committed blob;
// a URL whose SAS signature does not check out is refused in the store's XML. Apart from the
// Twirp API (twirp-api.ts) that creates, finalizes and lists artifacts: in production these are
// two services, and only the signed URL ties them.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rm, stat } from 'node:fs/promises'
import type http from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { readBody, type Router } from '../lib/http.js'

const MAX_BLOCK_BYTES = 100 * 1024 * 1024 // Azure's limit for one staged block (API 2019-12-12+)

export class BlobError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string
  ) {
    super(message)
  }
}

export function sendBlobError(res: http.ServerResponse, err: BlobError): void {
  const body =
    `<?xml version="1.0" encoding="utf-8"?><Error><Code>${err.code}</Code>` +
    `<Message>${err.message}\nRequestId:${randomUUID()}\nTime:${new Date().toISOString()}</Message></Error>`
  res.writeHead(err.status, {
    'Content-Type': 'application/xml',
    'Content-Length': Buffer.byteLength(body),
    'x-ms-error-code': err.code,
    'x-ms-request-id': randomUUID(),
    'x-ms-version': '2025-05-05'
  })
  res.end(body)
}

function blobHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'x-ms-request-id': randomUUID(),
    'x-ms-version': '2025-05-05',
    'x-ms-request-server-encrypted': 'true',
    Date: new Date().toUTCString(),
    ...extra
  }
}

/** What the blob routes read and write of an artifact's record (twirp-api.ts has the rest). */
export interface BlobRecord {
  name: string
  mimeType: string | undefined
  /** The key blob URLs name the artifact by. */
  uploadKey: string
  /** The SAS signature of its upload URL. */
  uploadSig: string
  /** The SAS signature of its download URL. */
  downloadSig: string
  /** The folder the committed blob is written to. */
  dir: string
  /** Staged blocks not yet committed: the file each block id was received into. */
  stagedBlocks: Map<string, string>
  committed?: { path: string; size: number; sha256: string }
  /** Set once the artifact is finalized: its upload URL writes no more. */
  finalized?: unknown
}

/** What the blob routes need of the service. */
export interface BlobStorageContext {
  storageDir: string
  now: () => Date
  /** The record whose blob URLs carry this key, if any. */
  recordFor: (uploadKey: string) => BlobRecord | undefined
}

/** Serves `PUT` and `GET /blob/:key/:file`: staged blocks, block lists, single shots, reads. */
export function registerBlobRoutes(
  router: Router,
  { storageDir, now, recordFor }: BlobStorageContext
): void {
  /** The record a blob URL names, once its SAS signature checks out. */
  function blobRecord(params: Record<string, string>, url: URL, forWrite: boolean): BlobRecord {
    const record = recordFor(params.key ?? '')
    if (!record) throw new BlobError(404, 'BlobNotFound', 'The specified blob does not exist.')
    const sig = url.searchParams.get('sig')
    const expected = forWrite ? record.uploadSig : record.downloadSig
    if (sig !== expected || (forWrite && record.finalized)) {
      throw new BlobError(
        403,
        'AuthenticationFailed',
        'Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.'
      )
    }
    return record
  }

  /** Streams the request body to `file`, refusing more than `limit` bytes. */
  async function receive(req: http.IncomingMessage, file: string, limit: number): Promise<void> {
    let size = 0
    await pipeline(
      req,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length
          if (size > limit) {
            throw new BlobError(413, 'RequestBodyTooLarge', 'The request body is too large.')
          }
          yield chunk
        }
      },
      createWriteStream(file)
    )
  }

  /** Writes the final blob from its parts, hashing as it goes. */
  async function commit(record: BlobRecord, parts: string[]): Promise<void> {
    await mkdir(record.dir, { recursive: true })
    const target = path.join(record.dir, record.name)
    const hash = createHash('sha256')
    let size = 0
    const out = createWriteStream(target)
    try {
      for (const part of parts) {
        await pipeline(
          createReadStream(part),
          async function* (source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              hash.update(chunk)
              size += chunk.length
              yield chunk
            }
          },
          out,
          { end: false }
        )
      }
    } finally {
      await new Promise<void>((resolve, reject) =>
        out.end((err?: Error | null) => (err ? reject(err) : resolve()))
      )
    }
    record.committed = { path: target, size, sha256: hash.digest('hex') }
  }

  async function putBlob(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    params: Record<string, string>,
    url: URL
  ): Promise<void> {
    const record = blobRecord(params, url, true)
    const comp = url.searchParams.get('comp')
    const uploads = path.join(storageDir, 'uploads', record.uploadKey)
    await mkdir(uploads, { recursive: true })
    if (comp === 'block') {
      const blockId = url.searchParams.get('blockid')
      if (!blockId) throw new BlobError(400, 'InvalidQueryParameterValue', 'blockid is required')
      const file = path.join(uploads, Buffer.from(blockId, 'base64').toString('hex') || 'empty')
      await receive(req, file, MAX_BLOCK_BYTES)
      record.stagedBlocks.set(blockId, file)
      res.writeHead(201, blobHeaders({ 'Content-Length': '0' }))
      res.end()
      return
    }
    if (comp === 'blocklist') {
      const xml = (await readBody(req, 4 * 1024 * 1024)).toString('utf8')
      const ids = [...xml.matchAll(/<(Latest|Uncommitted|Committed)>([^<]*)<\/\1>/g)].map(
        m => m[2] ?? ''
      )
      const parts = ids.map(id => {
        const file = record.stagedBlocks.get(id)
        if (!file)
          throw new BlobError(400, 'InvalidBlockList', 'The specified block list is invalid.')
        return file
      })
      await commit(record, parts)
      await rm(uploads, { recursive: true, force: true })
      record.stagedBlocks.clear()
      res.writeHead(
        201,
        blobHeaders({
          ETag: `"0x${randomBytes(8).toString('hex').toUpperCase()}"`,
          'Last-Modified': now().toUTCString(),
          'Content-Length': '0'
        })
      )
      res.end()
      return
    }
    if (comp === null && req.headers['x-ms-blob-type'] === 'BlockBlob') {
      const file = path.join(uploads, 'single-shot')
      await receive(req, file, 5000 * 1024 * 1024)
      await commit(record, [file])
      await rm(uploads, { recursive: true, force: true })
      res.writeHead(
        201,
        blobHeaders({ ETag: `"0x${randomBytes(8).toString('hex')}"`, 'Content-Length': '0' })
      )
      res.end()
      return
    }
    throw new BlobError(
      400,
      'UnsupportedQueryParameter',
      `comp=${comp ?? ''} is not supported here`
    )
  }

  async function getBlob(
    _req: http.IncomingMessage,
    res: http.ServerResponse,
    params: Record<string, string>,
    url: URL
  ): Promise<void> {
    const record = blobRecord(params, url, false)
    const stored = record.committed
    if (!stored) throw new BlobError(404, 'BlobNotFound', 'The specified blob does not exist.')
    const { size } = await stat(stored.path)
    const encoded = encodeURIComponent(record.name)
    res.writeHead(
      200,
      blobHeaders({
        'Content-Type': record.mimeType ?? 'application/octet-stream',
        'Content-Length': String(size),
        'Content-Disposition': `attachment; filename="${record.name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encoded}`,
        'x-ms-blob-type': 'BlockBlob'
      })
    )
    await pipeline(createReadStream(stored.path), res)
  }

  router
    .add('PUT', '/blob/:key/:file', async (req, res, params, url) => {
      try {
        await putBlob(req, res, params, url)
      } catch (err) {
        if (!(err instanceof BlobError)) throw err
        req.resume()
        sendBlobError(res, err)
      }
    })
    .add('GET', '/blob/:key/:file', async (req, res, params, url) => {
      try {
        await getBlob(req, res, params, url)
      } catch (err) {
        if (err instanceof BlobError) sendBlobError(res, err)
        else throw err
      }
    })
}
