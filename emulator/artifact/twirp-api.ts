// The artifact service's Twirp API, as @actions/artifact v6 calls it: CreateArtifact,
// FinalizeArtifact, ListArtifacts, GetSignedArtifactURL and DeleteArtifact under TWIRP_PREFIX,
// JSON in snake_case, int64 as strings, Timestamps as RFC 3339, errors as `{"code", "msg"}`;
// the run and job come from the bearer runtime token's `scp` claim. Apart from the blob store
// (blob-storage.ts) that the signed URLs it hands out lead to, and from the service's wiring,
// faults and test hooks (service.ts).
import { randomBytes } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import type http from 'node:http'
import path from 'node:path'
import { readJson, sendJson, type Router } from '../lib/http.js'
import type { BlobRecord } from './blob-storage.js'
import type { StoredArtifact } from './service.js'
import { readRuntimeToken } from './token.js'

export const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/'

export class TwirpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string
  ) {
    super(message)
  }
}

export const TWIRP_CODE_FOR_STATUS: Record<number, string> = {
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

/** An artifact, from CreateArtifact on (the blob store's part of it is BlobRecord). */
export interface ArtifactRecord extends BlobRecord {
  id: number
  runId: string
  jobId: string
  createdAt: Date
  expiresAt: Date
  retentionRequested: boolean
  finalized?: { size: number; digest: string | undefined }
}

export function sendTwirpError(res: http.ServerResponse, err: TwirpError): void {
  sendJson(res, err.status, { code: err.code, msg: err.message })
}

/** Names the library itself refuses (see validateArtifactName in @actions/artifact). */
const INVALID_NAME_CHARACTERS = /[":<>|*?\r\n\\/]/

function str(body: Record<string, unknown>, field: string): string | undefined {
  const v = body[field]
  return typeof v === 'string' && v !== '' ? v : undefined
}

/** What the Twirp API reads and changes of the service. */
export interface TwirpContext {
  now: () => Date
  /** Retention applied when CreateArtifact carries no `expires_at`. */
  defaultRetentionDays: number
  storageDir: string
  records: Map<number, ArtifactRecord>
  byUploadKey: Map<string, ArtifactRecord>
  /** The id of the next artifact created. */
  newId: () => number
  /** A signed URL of the artifact's blob, with these SAS permissions. */
  blobUrl: (record: ArtifactRecord, sig: string, permissions: string) => string
  /** The artifact as tests read it, also written as its metadata.json when finalized. */
  toStored: (record: ArtifactRecord) => StoredArtifact
}

/** Serves `POST TWIRP_PREFIX:method`: the five RPCs, or Twirp's `bad_route`. */
export function registerTwirpRoutes(
  router: Router,
  {
    now,
    defaultRetentionDays,
    storageDir,
    records,
    byUploadKey,
    newId,
    blobUrl,
    toStored
  }: TwirpContext
): void {
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
      const id = newId()
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

  router.add('POST', `${TWIRP_PREFIX}:method`, async (req, res, params) => {
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
}
