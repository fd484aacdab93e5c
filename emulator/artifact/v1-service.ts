// A loopback stand-in of the artifact API that GitHub Enterprise Server still serves: the
// "pipelines" file-container API that @actions/artifact 1.x (upload-artifact@v3) talks to under
// ACTIONS_RUNTIME_URL. Shaped after what that client sends, so its real upload, list and
// download code runs against it:
//
// - ACTIONS_RUNTIME_URL is `http://127.0.0.1:<port>/_services/pipelines/<service id>/` (with
//   the trailing slash the client relies on: it appends `_apis/…` without one).
// - `POST  …/_apis/pipelines/workflows/<run>/artifacts?api-version=6.0-preview` creates the
//   artifact's file container (`{Type: "actions_storage", Name, RetentionDays?}`). A second
//   create for the same name in the same run answers the same container, as the real service
//   does: uploads then overwrite (same item path) or add files.
// - `PUT   …/_apis/resources/Containers/<id>?itemPath=<name>/<file>` takes one chunk with
//   `Content-Range: bytes <start>-<end>/<total>`; `x-actions-results-md5` is checked;
//   `Content-Encoding: gzip` with `x-tfs-filelength` is stored decoded.
// - `PATCH …/artifacts?artifactName=<name>` with `{Size}` finalizes the artifact.
// - `GET   …/artifacts` lists finalized artifacts; `GET …/Containers/<id>?itemPath=` lists
//   items (Accept: application/json) or sends an item's bytes.
// - Every call needs `Authorization: Bearer <runtime token>`; the run in the path must be the
//   run the service was started for.
//
// Files go to disk as they arrive, at `<storageDir>/containers/<id>/<itemPath>`, where tests
// read them (chunks are received in v1-items.ts).
import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import type http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import {
  HttpError,
  RequestLog,
  Router,
  createListener,
  listen,
  readJson,
  sendJson
} from '../lib/http.js'
import { receiveChunk, type ItemState } from './v1-items.js'

export type ArtifactV1Operation =
  'CreateContainer' | 'UploadChunk' | 'PatchSize' | 'ListArtifacts' | 'ListItems' | 'GetItem'

/** A failure answered instead of the real one, `times` requests in a row (default 1). */
export interface ArtifactV1Fault {
  operation: ArtifactV1Operation
  status: number
  times?: number
}

export interface StartArtifactV1ServiceOptions {
  /** Where uploads are stored. A fresh temp folder (removed on close) when omitted. */
  storageDir?: string
  /** GITHUB_RUN_ID of the run the runtime token is for. */
  runId?: string
  /** The service's longest retention, used when a create names none. */
  maxRetentionDays?: number
  port?: number
  /** The host name the service's own links carry (default 127.0.0.1). */
  publicHost?: string
  /**
   * The origin (`https://host:port`) the service's own links and runtimeUrl carry, for a front
   * before it (TLS, a name only a proxy resolves), as GHES is reached from a runner behind a
   * proxy. `http://<publicHost>:<port>` when omitted.
   */
  publicOrigin?: string
}

export interface StoredV1Item {
  /** The client's item path: `<artifact name>/<file>`. */
  itemPath: string
  /** The stored (decoded) bytes. */
  path: string
  size: number
  sha256: string
  /** Whether the client sent the item gzip-encoded (it then declared the decoded length). */
  gzipEncoded: boolean
}

export interface StoredV1Artifact {
  containerId: number
  name: string
  /** The size the client reported when finalizing. */
  size: number
  /** The retention the create asked for, if any. */
  retentionDays: number | undefined
  expiresOn: string
  items: StoredV1Item[]
  /** How many times a create named this artifact (a re-run or a second upload adds one). */
  creates: number
}

export interface ArtifactV1Service {
  /** The value for ACTIONS_RUNTIME_URL (ends with a slash). */
  runtimeUrl: string
  /** The value for ACTIONS_RUNTIME_TOKEN. */
  runtimeToken: string
  /** The value for GITHUB_RUN_ID. */
  runId: string
  port: number
  storageDir: string
  log: RequestLog
  /** Finalized artifacts, oldest first. */
  artifacts(): StoredV1Artifact[]
  injectFault(fault: ArtifactV1Fault): void
  /** How many requests reached an operation (faults included). */
  count(operation: ArtifactV1Operation): number
  close(): Promise<void>
}

interface ContainerState {
  id: number
  name: string
  retentionDays: number | undefined
  createdAt: Date
  items: Map<string, ItemState>
  finalizedSize?: number
  creates: number
}

const API_VERSION = '6.0-preview'

export async function startArtifactV1Service(
  options: StartArtifactV1ServiceOptions = {}
): Promise<ArtifactV1Service> {
  const ownsStorage = options.storageDir === undefined
  const storageDir =
    options.storageDir ?? (await mkdtemp(path.join(os.tmpdir(), 'artifact-v1-service-')))
  await mkdir(path.join(storageDir, 'containers'), { recursive: true })
  const runId = options.runId ?? '1000001'
  const maxRetentionDays = options.maxRetentionDays ?? 90
  const serviceId = randomBytes(12).toString('hex')
  const prefix = `/_services/pipelines/${serviceId}/`
  const runtimeToken = `v1-runtime-${randomBytes(24).toString('base64url')}`
  const containers = new Map<number, ContainerState>()
  const faults: ArtifactV1Fault[] = []
  const counts = new Map<ArtifactV1Operation, number>()
  const log = new RequestLog()
  let nextId = 1
  let base = ''

  const byName = (name: string): ContainerState | undefined =>
    [...containers.values()].find(c => c.name === name)
  const containerUrl = (c: ContainerState): string =>
    `${base}${prefix}_apis/resources/Containers/${c.id}`
  const expiresOn = (c: ContainerState): string =>
    new Date(
      c.createdAt.getTime() + (c.retentionDays ?? maxRetentionDays) * 86_400_000
    ).toISOString()
  const artifactJson = (c: ContainerState): Record<string, unknown> => ({
    containerId: c.id,
    size: c.finalizedSize ?? -1,
    signedContent: null,
    fileContainerResourceUrl: containerUrl(c),
    type: 'actions_storage',
    name: c.name,
    url: `${base}${prefix}_apis/pipelines/1/runs/${runId}/artifacts?artifactName=${encodeURIComponent(c.name)}`,
    expiresOn: expiresOn(c)
  })
  const itemJson = (c: ContainerState, item: ItemState): Record<string, unknown> => {
    const location = new URL(containerUrl(c))
    location.searchParams.set('itemPath', item.itemPath)
    return {
      containerId: c.id,
      scopeIdentifier: '00000000-0000-0000-0000-000000000000',
      path: item.itemPath,
      itemType: 'file',
      status: item.complete ? 'created' : 'pendingUpload',
      fileLength: item.complete?.size ?? item.received,
      fileEncoding: 1,
      fileType: 1,
      dateCreated: c.createdAt.toISOString(),
      dateLastModified: new Date().toISOString(),
      createdBy: 'stand-in',
      lastModifiedBy: 'stand-in',
      itemLocation: location.toString(),
      contentLocation: location.toString(),
      contentId: ''
    }
  }

  function authorize(req: http.IncomingMessage, pathRunId?: string, url?: URL): void {
    if (req.headers.authorization !== `Bearer ${runtimeToken}`) {
      throw new HttpError(401, 'missing or wrong runtime token')
    }
    if (pathRunId !== undefined && pathRunId !== runId) {
      throw new HttpError(404, `workflow run ${pathRunId} is not this token's run`)
    }
    if (url && url.searchParams.get('api-version') !== API_VERSION) {
      throw new HttpError(400, `api-version must be ${API_VERSION}`)
    }
  }

  function findContainer(id: string | undefined): ContainerState {
    const c = containers.get(Number(id))
    if (!c) throw new HttpError(404, `no container ${id}`)
    return c
  }

  async function createContainer(req: http.IncomingMessage): Promise<Record<string, unknown>> {
    const body = (await readJson(req)) as Record<string, unknown> | null
    const name = typeof body?.Name === 'string' ? body.Name : ''
    if (body?.Type !== 'actions_storage' || name === '' || /[":<>|*?\r\n\\/]/.test(name)) {
      throw new HttpError(400, `the artifact name ${JSON.stringify(name)} is not valid`)
    }
    const requested = body.RetentionDays
    if (
      requested !== undefined &&
      (typeof requested !== 'number' || !Number.isInteger(requested) || requested < 1)
    ) {
      throw new HttpError(400, 'RetentionDays must be a whole number of days, at least 1')
    }
    const retentionDays =
      requested === undefined ? undefined : Math.min(requested as number, maxRetentionDays)
    let container = byName(name)
    if (container) {
      // The real service keeps one container per name and run: a re-run uploads into it.
      container.creates += 1
      container.finalizedSize = undefined
      if (retentionDays !== undefined) container.retentionDays = retentionDays
    } else {
      container = {
        id: nextId++,
        name,
        retentionDays,
        createdAt: new Date(),
        items: new Map(),
        creates: 1
      }
      containers.set(container.id, container)
    }
    return artifactJson(container)
  }

  const artifactsPath = `${prefix}_apis/pipelines/workflows/:runId/artifacts`
  const containerPath = `${prefix}_apis/resources/Containers/:containerId`
  const router = new Router()
    .add('POST', artifactsPath, async (req, res, params, url) => {
      authorize(req, params.runId, url)
      sendJson(res, 201, await createContainer(req))
    })
    .add('PATCH', artifactsPath, async (req, res, params, url) => {
      authorize(req, params.runId, url)
      const name = url.searchParams.get('artifactName') ?? ''
      const c = byName(name)
      if (!c) throw new HttpError(404, `no artifact named ${name} in this run`)
      const body = (await readJson(req)) as { Size?: unknown } | null
      if (typeof body?.Size !== 'number' || body.Size < 0) {
        throw new HttpError(400, 'Size must be a number of bytes')
      }
      const pending = [...c.items.values()].filter(i => !i.complete)
      if (pending.length > 0) {
        throw new HttpError(
          400,
          `items not fully uploaded: ${pending.map(i => i.itemPath).join(', ')}`
        )
      }
      c.finalizedSize = body.Size
      sendJson(res, 200, { ...artifactJson(c), uploadUrl: containerUrl(c) })
    })
    .add('GET', artifactsPath, (req, res, params, url) => {
      authorize(req, params.runId, url)
      const value = [...containers.values()]
        .filter(c => c.finalizedSize !== undefined)
        .map(artifactJson)
      sendJson(res, 200, { count: value.length, value })
    })
    .add('PUT', containerPath, async (req, res, params, url) => {
      authorize(req)
      const c = findContainer(params.containerId)
      sendJson(res, 201, itemJson(c, await receiveChunk(req, c, url, storageDir)))
    })
    .add('GET', containerPath, async (req, res, params, url) => {
      authorize(req)
      const c = findContainer(params.containerId)
      const itemPath = url.searchParams.get('itemPath') ?? ''
      const wantsJson = (req.headers.accept ?? '').startsWith('application/json')
      if (wantsJson) {
        const value = [...c.items.values()]
          .filter(
            i => i.complete && (i.itemPath === itemPath || i.itemPath.startsWith(`${itemPath}/`))
          )
          .map(i => itemJson(c, i))
        sendJson(res, 200, { count: value.length, value })
        return
      }
      const item = c.items.get(itemPath)
      if (!item?.complete) throw new HttpError(404, `no item ${itemPath}`)
      res.writeHead(200, {
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(item.complete.size)
      })
      await pipeline(createReadStream(item.complete.path), res)
    })

  function operationOf(method: string, url: URL): ArtifactV1Operation | undefined {
    if (!url.pathname.startsWith(prefix)) return undefined
    if (url.pathname.includes('/_apis/pipelines/workflows/')) {
      if (method === 'POST') return 'CreateContainer'
      if (method === 'PATCH') return 'PatchSize'
      return 'ListArtifacts'
    }
    if (method === 'PUT') return 'UploadChunk'
    return url.searchParams.get('itemPath') !== null && method === 'GET' ? 'ListItems' : undefined
  }

  const listening = await listen(
    createListener({
      router,
      log,
      before: async (req, res, url) => {
        let operation = operationOf((req.method ?? 'GET').toUpperCase(), url)
        if (
          operation === 'ListItems' &&
          !(req.headers.accept ?? '').startsWith('application/json')
        ) {
          operation = 'GetItem'
        }
        if (!operation) return false
        counts.set(operation, (counts.get(operation) ?? 0) + 1)
        const index = faults.findIndex(f => f.operation === operation)
        const fault = faults[index]
        if (fault === undefined) return false
        fault.times = (fault.times ?? 1) - 1
        if (fault.times <= 0) faults.splice(index, 1)
        for await (const _chunk of req) {
          // read to the end, so the client sees the answer rather than a reset
        }
        sendJson(res, fault.status, { message: `injected failure (${fault.status})` })
        return true
      }
    }),
    options.port ?? 0
  )
  base =
    options.publicOrigin?.replace(/\/+$/, '') ??
    `http://${options.publicHost ?? '127.0.0.1'}:${listening.port}`

  const stored = (c: ContainerState): StoredV1Artifact => ({
    containerId: c.id,
    name: c.name,
    size: c.finalizedSize ?? -1,
    retentionDays: c.retentionDays,
    expiresOn: expiresOn(c),
    creates: c.creates,
    items: [...c.items.values()]
      .filter(i => i.complete)
      .map(i => ({
        itemPath: i.itemPath,
        path: i.complete!.path,
        size: i.complete!.size,
        sha256: i.complete!.sha256,
        gzipEncoded: i.gzipEncoded
      }))
  })

  return {
    runtimeUrl: `${base}${prefix}`,
    runtimeToken,
    runId,
    port: listening.port,
    storageDir,
    log,
    artifacts: () =>
      [...containers.values()]
        .filter(c => c.finalizedSize !== undefined)
        .sort((a, b) => a.id - b.id)
        .map(stored),
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
