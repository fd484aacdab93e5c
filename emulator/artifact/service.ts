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
//
// The Twirp RPCs are answered in twirp-api.ts, the blob URLs in blob-storage.ts; this module
// holds the service's state, its fault injection and request counts, and what tests read of it.
import { randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import type http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { RequestLog, Router, createListener, listen, replaceAnswer, sendJson } from '../lib/http.js'
import { BlobError, registerBlobRoutes, sendBlobError } from './blob-storage.js'
import { mintRuntimeToken } from './token.js'
import {
  TWIRP_CODE_FOR_STATUS,
  TWIRP_PREFIX,
  TwirpError,
  registerTwirpRoutes,
  sendTwirpError,
  type ArtifactRecord
} from './twirp-api.js'

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
  /**
   * The request is carried out, and only its answer replaced by the failure: an answer lost on
   * its way back (a proxy's 502 after the service committed), so a client's retry finds the
   * work done (FinalizeArtifact then answers 409, already finalized).
   */
  afterWork?: boolean
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
  registerTwirpRoutes(router, {
    now,
    defaultRetentionDays,
    storageDir,
    records,
    byUploadKey,
    newId: () => nextId++,
    blobUrl,
    toStored
  })
  registerBlobRoutes(router, { storageDir, now, recordFor: key => byUploadKey.get(key) })

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
        const message = fault.message ?? `injected failure (${fault.status})`
        const answer = (): void => {
          if (TWIRP_OPERATIONS.has(operation)) {
            const code = TWIRP_CODE_FOR_STATUS[fault.status] ?? 'unknown'
            sendTwirpError(res, new TwirpError(fault.status, code, message))
          } else {
            sendBlobError(res, new BlobError(fault.status, 'ServerBusy', message))
          }
        }
        if (fault.afterWork) {
          replaceAnswer(res, answer)
          return false
        }
        // Read the request to its end first, so a client still sending a block sees the
        // answer rather than a reset connection.
        await drain(req)
        answer()
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
