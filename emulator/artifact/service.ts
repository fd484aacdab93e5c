// A loopback stand-in of the GitHub Actions artifact service, shaped after what
// @actions/artifact v6 actually sends and expects, so the real upload, list, delete and
// download code of the library runs in tests and in the demo:
//
// - Twirp JSON RPCs under /twirp/github.actions.results.api.v1.ArtifactService/: field names
//   in snake_case (the library sends `useProtoFieldName`), int64 as strings, Timestamps as
//   RFC 3339, errors as `{"code", "msg"}` (the library reads `msg`).
// - The signed upload URL points back here and receives what @azure/storage-blob's
//   BlockBlobClient.uploadStream sends: `PUT ?comp=block&blockid=…` per 8 MB block, then
//   `PUT ?comp=blocklist` with the XML block list. A single-shot `PUT` with
//   `x-ms-blob-type: BlockBlob` (BlockBlobClient.upload) is accepted too.
// - The run and job come from the `scp` claim of the bearer token, as in the real service.
//
// Bytes go to disk as they arrive (memory stays flat for large archives); each finalized
// artifact gets a folder with the stored file and a `metadata.json`.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import type http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import {
  RequestLog,
  Router,
  createListener,
  listen,
  readBody,
  readJson,
  sendJson
} from '../lib/http.js'
import { mintRuntimeToken, readRuntimeToken } from './token.js'

const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/'
const MAX_BLOCK_BYTES = 100 * 1024 * 1024 // Azure's limit for one staged block (API 2019-12-12+)

export type ArtifactOperation =
  | 'CreateArtifact'
  | 'FinalizeArtifact'
  | 'ListArtifacts'
  | 'GetSignedArtifactURL'
  | 'DeleteArtifact'
  | 'PutBlock'
  | 'PutBlockList'
  | 'PutBlob'
  | 'GetBlob'

const TWIRP_OPERATIONS = new Set<ArtifactOperation>([
  'CreateArtifact',
  'FinalizeArtifact',
  'ListArtifacts',
  'GetSignedArtifactURL',
  'DeleteArtifact'
])

/** A failure answered instead of the real one, `times` requests in a row (default 1). */
export interface ArtifactFault {
  operation: ArtifactOperation
  status: number
  times?: number
  message?: string
}

export interface StartArtifactServiceOptions {
  /** Where uploads are stored. A fresh temp folder (removed on close) when omitted. */
  storageDir?: string
  /** The run the default runtime token is for; a random id when omitted. */
  workflowRunBackendId?: string
  /** The job the default runtime token is for; a random id when omitted. */
  workflowJobRunBackendId?: string
  /** Retention the service applies when CreateArtifact carries no `expires_at`. */
  defaultRetentionDays?: number
  /** Clock for created/expiry times; tests inject one. */
  now?: () => Date
  port?: number
}

export interface StoredArtifact {
  id: number
  name: string
  workflowRunBackendId: string
  workflowJobRunBackendId: string
  size: number
  /** The digest the client sent at finalize, as sent (`sha256:<hex>`), if it sent one. */
  digest: string | undefined
  /** sha256 (hex) of the bytes the stand-in actually stored. */
  sha256: string
  /** The stored bytes. */
  path: string
  mimeType: string | undefined
  createdAt: string
  /** When the artifact expires: the requested `expires_at`, or the default retention. */
  expiresAt: string
  /** Whether the client asked for that expiry (a retention-days setting) or got the default. */
  retentionRequested: boolean
}

export interface ArtifactService {
  /** Base URL: the value for ACTIONS_RESULTS_URL. */
  url: string
  /** A runtime token for the default run and job: the value for ACTIONS_RUNTIME_TOKEN. */
  runtimeToken: string
  workflowRunBackendId: string
  workflowJobRunBackendId: string
  storageDir: string
  log: RequestLog
  /** Finalized artifacts, oldest first. */
  artifacts(): StoredArtifact[]
  /** A token for another job of the same run (a matrix leg), or of another run. */
  mintToken(ids?: { workflowRunBackendId?: string; workflowJobRunBackendId?: string }): string
  injectFault(fault: ArtifactFault): void
  /** How many requests reached an operation (faults included). */
  count(operation: ArtifactOperation): number
  close(): Promise<void>
}

class TwirpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string
  ) {
    super(message)
  }
}

class BlobError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string
  ) {
    super(message)
  }
}

const TWIRP_CODE_FOR_STATUS: Record<number, string> = {
  400: 'invalid_argument',
  401: 'unauthenticated',
  403: 'permission_denied',
  404: 'not_found',
  409: 'already_exists',
  429: 'resource_exhausted',
  500: 'internal',
  502: 'unavailable',
  503: 'unavailable',
  504: 'deadline_exceeded'
}

interface ArtifactRecord {
  id: number
  name: string
  runId: string
  jobId: string
  mimeType: string | undefined
  createdAt: Date
  expiresAt: Date
  retentionRequested: boolean
  uploadKey: string
  uploadSig: string
  downloadSig: string
  dir: string
  stagedBlocks: Map<string, string>
  committed?: { path: string; size: number; sha256: string }
  finalized?: { size: number; digest: string | undefined }
}

function sendTwirpError(res: http.ServerResponse, err: TwirpError): void {
  sendJson(res, err.status, { code: err.code, msg: err.message })
}

function sendBlobError(res: http.ServerResponse, err: BlobError): void {
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

/** Names the library itself refuses (see validateArtifactName in @actions/artifact). */
const INVALID_NAME_CHARACTERS = /[":<>|*?\r\n\\/]/

function str(body: Record<string, unknown>, field: string): string | undefined {
  const v = body[field]
  return typeof v === 'string' && v !== '' ? v : undefined
}

export async function startArtifactService(
  options: StartArtifactServiceOptions = {}
): Promise<ArtifactService> {
  const now = options.now ?? (() => new Date())
  const defaultRetentionDays = options.defaultRetentionDays ?? 90
  const ownsStorage = options.storageDir === undefined
  const storageDir =
    options.storageDir ?? (await mkdtemp(path.join(os.tmpdir(), 'artifact-service-')))
  await mkdir(path.join(storageDir, 'uploads'), { recursive: true })
  await mkdir(path.join(storageDir, 'artifacts'), { recursive: true })

  const defaultRunId = options.workflowRunBackendId ?? randomUUID()
  const defaultJobId = options.workflowJobRunBackendId ?? randomUUID()
  const records = new Map<number, ArtifactRecord>()
  const byUploadKey = new Map<string, ArtifactRecord>()
  const faults: ArtifactFault[] = []
  const counts = new Map<ArtifactOperation, number>()
  const log = new RequestLog()
  let nextId = 1
  let baseUrl = ''

  const findByName = (runId: string, name: string): ArtifactRecord | undefined =>
    [...records.values()].find(r => r.runId === runId && r.name === name)

  /**
   * The run and job of the bearer token. The body must name the token's run; uploads
   * (`sameJob`) must also name its job. Other calls may name another job of the run: the
   * library's delete sends the job that uploaded the artifact, not its own.
   */
  function authorize(
    req: http.IncomingMessage,
    body: Record<string, unknown>,
    sameJob = false
  ): { runId: string; jobId: string } {
    const header = req.headers.authorization ?? ''
    const match = /^Bearer (.+)$/.exec(header)
    const claims = match?.[1] ? readRuntimeToken(match[1]) : undefined
    if (!claims) {
      throw new TwirpError(401, 'unauthenticated', 'missing or malformed runtime token')
    }
    if (claims.exp !== undefined && claims.exp * 1000 < now().getTime()) {
      throw new TwirpError(401, 'unauthenticated', 'runtime token has expired')
    }
    const runId = str(body, 'workflow_run_backend_id')
    const jobId = str(body, 'workflow_job_run_backend_id')
    if (runId === undefined || jobId === undefined) {
      throw new TwirpError(
        400,
        'invalid_argument',
        'workflow_run_backend_id and workflow_job_run_backend_id are required'
      )
    }
    if (
      runId !== claims.workflowRunBackendId ||
      (sameJob && jobId !== claims.workflowJobRunBackendId)
    ) {
      throw new TwirpError(403, 'permission_denied', 'the token does not grant access to this run')
    }
    return { runId, jobId }
  }

  function blobUrl(record: ArtifactRecord, sig: string, permissions: string): string {
    const q = new URLSearchParams({
      sv: '2025-05-05',
      sr: 'b',
      sp: permissions,
      se: new Date(now().getTime() + 6 * 3600 * 1000).toISOString(),
      sig
    })
    return `${baseUrl}/blob/${record.uploadKey}/${encodeURIComponent(record.name)}?${q}`
  }

  function listEntry(r: ArtifactRecord): Record<string, unknown> {
    return {
      workflow_run_backend_id: r.runId,
      workflow_job_run_backend_id: r.jobId,
      database_id: String(r.id),
      name: r.name,
      size: String(r.finalized?.size ?? 0),
      created_at: r.createdAt.toISOString(),
      ...(r.finalized?.digest ? { digest: r.finalized.digest } : {})
    }
  }

  const rpc: Record<
    string,
    (req: http.IncomingMessage, body: Record<string, unknown>) => Promise<unknown>
  > = {
    async CreateArtifact(req, body) {
      const { runId, jobId } = authorize(req, body, true)
      const name = str(body, 'name')
      if (name === undefined) throw new TwirpError(400, 'invalid_argument', 'name is required')
      if (INVALID_NAME_CHARACTERS.test(name)) {
        throw new TwirpError(400, 'invalid_argument', `artifact name is not valid: ${name}`)
      }
      if (typeof body.version !== 'number' || body.version < 4) {
        throw new TwirpError(400, 'invalid_argument', 'unsupported artifact version')
      }
      if (findByName(runId, name)) {
        throw new TwirpError(
          409,
          'already_exists',
          'an artifact with this name already exists on the workflow run'
        )
      }
      const createdAt = now()
      let expiresAt = new Date(createdAt.getTime() + defaultRetentionDays * 86400 * 1000)
      const requested = str(body, 'expires_at')
      if (requested !== undefined) {
        const parsed = new Date(requested)
        if (Number.isNaN(parsed.getTime()) || parsed.getTime() <= createdAt.getTime()) {
          throw new TwirpError(400, 'invalid_argument', 'expires_at must be a future time')
        }
        expiresAt = parsed
      }
      const id = nextId++
      const record: ArtifactRecord = {
        id,
        name,
        runId,
        jobId,
        mimeType: str(body, 'mime_type'),
        createdAt,
        expiresAt,
        retentionRequested: requested !== undefined,
        uploadKey: randomBytes(12).toString('hex'),
        uploadSig: randomBytes(24).toString('base64'),
        downloadSig: randomBytes(24).toString('base64'),
        dir: path.join(storageDir, 'artifacts', String(id)),
        stagedBlocks: new Map()
      }
      records.set(id, record)
      byUploadKey.set(record.uploadKey, record)
      return { ok: true, signed_upload_url: blobUrl(record, record.uploadSig, 'cw') }
    },

    async FinalizeArtifact(req, body) {
      const { runId, jobId } = authorize(req, body, true)
      const name = str(body, 'name') ?? ''
      const record = findByName(runId, name)
      if (!record || record.jobId !== jobId) {
        throw new TwirpError(404, 'not_found', `this job created no artifact named ${name}`)
      }
      if (record.finalized) {
        throw new TwirpError(409, 'already_exists', 'the artifact is already finalized')
      }
      if (!record.committed) {
        throw new TwirpError(400, 'failed_precondition', 'no content was uploaded for the artifact')
      }
      const size = Number(body.size ?? 0)
      if (size !== record.committed.size) {
        throw new TwirpError(
          400,
          'invalid_argument',
          `size ${size} does not match the ${record.committed.size} bytes uploaded`
        )
      }
      const hash = str(body, 'hash')
      if (hash !== undefined && hash !== `sha256:${record.committed.sha256}`) {
        throw new TwirpError(400, 'invalid_argument', 'hash does not match the uploaded content')
      }
      record.finalized = { size, digest: hash }
      await writeFile(
        path.join(record.dir, 'metadata.json'),
        JSON.stringify(toStored(record), null, 2) + '\n'
      )
      return { ok: true, artifact_id: String(record.id) }
    },

    async ListArtifacts(req, body) {
      const { runId } = authorize(req, body)
      const nameFilter = str(body, 'name_filter')
      const idFilter = body.id_filter === undefined ? undefined : String(body.id_filter)
      const artifacts = [...records.values()]
        .filter(r => r.runId === runId && r.finalized)
        .filter(r => nameFilter === undefined || r.name === nameFilter)
        .filter(r => idFilter === undefined || String(r.id) === idFilter)
        .map(listEntry)
      return { artifacts }
    },

    async GetSignedArtifactURL(req, body) {
      const { runId } = authorize(req, body)
      const name = str(body, 'name') ?? ''
      const record = findByName(runId, name)
      if (!record?.finalized) throw new TwirpError(404, 'not_found', `artifact ${name} not found`)
      return { signed_url: blobUrl(record, record.downloadSig, 'r') }
    },

    async DeleteArtifact(req, body) {
      const { runId } = authorize(req, body)
      const name = str(body, 'name') ?? ''
      const record = findByName(runId, name)
      if (!record?.finalized) throw new TwirpError(404, 'not_found', `artifact ${name} not found`)
      records.delete(record.id)
      byUploadKey.delete(record.uploadKey)
      await rm(record.dir, { recursive: true, force: true })
      return { ok: true, artifact_id: String(record.id) }
    }
  }

  function toStored(r: ArtifactRecord): StoredArtifact {
    return {
      id: r.id,
      name: r.name,
      workflowRunBackendId: r.runId,
      workflowJobRunBackendId: r.jobId,
      size: r.finalized?.size ?? 0,
      digest: r.finalized?.digest,
      sha256: r.committed?.sha256 ?? '',
      path: r.committed?.path ?? '',
      mimeType: r.mimeType,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      retentionRequested: r.retentionRequested
    }
  }

  /** The record a blob URL names, once its SAS signature checks out. */
  function blobRecord(params: Record<string, string>, url: URL, forWrite: boolean): ArtifactRecord {
    const record = byUploadKey.get(params.key ?? '')
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
  async function commit(record: ArtifactRecord, parts: string[]): Promise<void> {
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

  function operationOf(method: string, url: URL): ArtifactOperation | undefined {
    if (url.pathname.startsWith(TWIRP_PREFIX)) {
      const op = url.pathname.slice(TWIRP_PREFIX.length) as ArtifactOperation
      return TWIRP_OPERATIONS.has(op) ? op : undefined
    }
    if (!url.pathname.startsWith('/blob/')) return undefined
    if (method === 'GET' || method === 'HEAD') return 'GetBlob'
    const comp = url.searchParams.get('comp')
    if (comp === 'block') return 'PutBlock'
    if (comp === 'blocklist') return 'PutBlockList'
    return 'PutBlob'
  }

  const router = new Router()
    .add('POST', `${TWIRP_PREFIX}:method`, async (req, res, params) => {
      const handler = rpc[params.method ?? '']
      try {
        if (!handler) throw new TwirpError(404, 'bad_route', `no such method: ${params.method}`)
        const body = await readJson(req)
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
          throw new TwirpError(400, 'malformed', 'the request body must be a JSON object')
        }
        sendJson(res, 200, await handler(req, body as Record<string, unknown>))
      } catch (err) {
        if (err instanceof TwirpError) sendTwirpError(res, err)
        else throw err
      }
    })
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

  const listening = await listen(
    createListener({
      router,
      log,
      before: async (req, res, url) => {
        const operation = operationOf((req.method ?? 'GET').toUpperCase(), url)
        if (!operation) return false
        counts.set(operation, (counts.get(operation) ?? 0) + 1)
        const index = faults.findIndex(f => f.operation === operation)
        const fault = faults[index]
        if (fault === undefined) return false
        fault.times = (fault.times ?? 1) - 1
        if (fault.times <= 0) faults.splice(index, 1)
        // Read the request to its end first, so a client still sending a block sees the
        // answer rather than a reset connection.
        await drain(req)
        const message = fault.message ?? `injected failure (${fault.status})`
        if (TWIRP_OPERATIONS.has(operation)) {
          const code = TWIRP_CODE_FOR_STATUS[fault.status] ?? 'unknown'
          sendTwirpError(res, new TwirpError(fault.status, code, message))
        } else {
          sendBlobError(res, new BlobError(fault.status, 'ServerBusy', message))
        }
        return true
      },
      onError: (err, res) =>
        sendJson(res, 500, {
          code: 'internal',
          msg: `internal error: ${err instanceof Error ? err.message : String(err)}`
        })
    }),
    options.port ?? 0
  )
  baseUrl = listening.url

  return {
    url: listening.url,
    runtimeToken: mintRuntimeToken({
      workflowRunBackendId: defaultRunId,
      workflowJobRunBackendId: defaultJobId
    }),
    workflowRunBackendId: defaultRunId,
    workflowJobRunBackendId: defaultJobId,
    storageDir,
    log,
    artifacts: () =>
      [...records.values()]
        .filter(r => r.finalized)
        .sort((a, b) => a.id - b.id)
        .map(toStored),
    mintToken: ids =>
      mintRuntimeToken({
        workflowRunBackendId: ids?.workflowRunBackendId ?? defaultRunId,
        workflowJobRunBackendId: ids?.workflowJobRunBackendId ?? randomUUID()
      }),
    injectFault: fault => {
      faults.push({ ...fault, times: fault.times ?? 1 })
    },
    count: operation => counts.get(operation) ?? 0,
    close: async () => {
      await listening.close()
      if (ownsStorage) await rm(storageDir, { recursive: true, force: true })
    }
  }
}

/** Reads a request to its end, discarding the bytes. */
async function drain(req: http.IncomingMessage): Promise<void> {
  try {
    for await (const _chunk of req) {
      // discarded
    }
  } catch {
    // the client went away; nothing to answer
  }
}
