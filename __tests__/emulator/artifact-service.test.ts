// The artifact service stand-in, driven by the real @actions/artifact client over loopback:
// what the library sends must be what the stand-in understands, end to end.
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { DefaultArtifactClient } from '@actions/artifact'
import { startArtifactService, type ArtifactService } from '../../emulator/artifact/service.js'
import { mintRuntimeToken, readRuntimeToken } from '../../emulator/artifact/token.js'

const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex')

function post(
  url: string,
  body: unknown,
  token?: string
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body)
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {})
        }
      },
      res => {
        let data = ''
        res.setEncoding('utf8')
        res.on('data', c => (data += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(data) }))
      }
    )
    req.on('error', reject)
    req.end(text)
  })
}

describe('runtime token', () => {
  it('carries the run and job in the scp claim, the way @actions/artifact reads it', () => {
    const token = mintRuntimeToken({
      workflowRunBackendId: 'run-1',
      workflowJobRunBackendId: 'job-2'
    })
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
    expect(payload.scp).toContain('Actions.Results:run-1:job-2')
    expect(readRuntimeToken(token)).toEqual({
      workflowRunBackendId: 'run-1',
      workflowJobRunBackendId: 'job-2'
    })
    expect(readRuntimeToken('not-a-jwt')).toBeUndefined()
  })
})

describe('artifact service stand-in with the real @actions/artifact client', () => {
  let service: ArtifactService
  let work: string
  const saved = { ...process.env }
  const client = new DefaultArtifactClient()

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'artifact-service-test-'))
  })
  beforeEach(async () => {
    service = await startArtifactService()
    process.env.ACTIONS_RUNTIME_TOKEN = service.runtimeToken
    process.env.ACTIONS_RESULTS_URL = `${service.url}/`
    process.env.GITHUB_SERVER_URL = 'https://github.com'
    process.env.GITHUB_WORKSPACE = work
  })
  afterEach(async () => {
    await service.close()
    process.env = { ...saved }
  })
  afterAll(() => rm(work, { recursive: true, force: true }))

  it('stores a single file uploaded as-is (skipArchive) with its size, digest and retention', async () => {
    // Two and a half 8 MB blocks, so the upload takes several staged blocks and a block list.
    const content = randomBytes(20 * 1024 * 1024 + 123)
    const file = path.join(work, 'site.tar.gz')
    await writeFile(file, content)

    const result = await client.uploadArtifact('ignored', [file], work, {
      skipArchive: true,
      retentionDays: 3
    })

    const [stored, ...others] = service.artifacts()
    expect(others).toHaveLength(0)
    expect(stored).toBeDefined()
    if (!stored) return
    expect(result).toEqual({ id: stored.id, size: content.length, digest: sha256(content) })
    expect(stored.name).toBe('site.tar.gz')
    expect(stored.mimeType).toBe('application/gzip')
    expect(stored.size).toBe(content.length)
    expect(stored.digest).toBe(`sha256:${sha256(content)}`)
    expect(stored.sha256).toBe(sha256(content))
    expect(sha256(await readFile(stored.path))).toBe(sha256(content))
    expect(stored.retentionRequested).toBe(true)
    const days = (Date.parse(stored.expiresAt) - Date.parse(stored.createdAt)) / 86400000
    expect(Math.round(days)).toBe(3)
    expect(service.count('PutBlock')).toBe(3)
    expect(service.count('PutBlockList')).toBe(1)
    const metadata = JSON.parse(
      await readFile(path.join(path.dirname(stored.path), 'metadata.json'), 'utf8')
    )
    expect(metadata).toMatchObject({ id: stored.id, name: 'site.tar.gz', size: content.length })
    // The staging area is cleared once the block list is committed.
    expect(await readdir(path.join(service.storageDir, 'uploads'))).toEqual([])
  })

  it('applies the default retention when none is asked for', async () => {
    const file = path.join(work, 'small.txt')
    await writeFile(file, 'hello')
    await client.uploadArtifact('small', [file], work)
    const [stored] = service.artifacts()
    expect(stored?.name).toBe('small')
    expect(stored?.mimeType).toBe('application/zip')
    expect(stored?.retentionRequested).toBe(false)
    const days =
      (Date.parse(stored?.expiresAt ?? '') - Date.parse(stored?.createdAt ?? '')) / 86400000
    expect(Math.round(days)).toBe(90)
  })

  it('answers a second CreateArtifact for the same name in the run with 409, as GitHub does', async () => {
    const file = path.join(work, 'dup.tar.gz')
    await writeFile(file, 'first')
    await client.uploadArtifact('x', [file], work, { skipArchive: true })
    await expect(client.uploadArtifact('x', [file], work, { skipArchive: true })).rejects.toThrow(
      /\(409\) Conflict: an artifact with this name already exists on the workflow run/
    )
    expect(service.count('CreateArtifact')).toBe(2)

    // Another job of the same run (a matrix leg) conflicts too: names are unique per run.
    process.env.ACTIONS_RUNTIME_TOKEN = service.mintToken()
    await expect(client.uploadArtifact('x', [file], work, { skipArchive: true })).rejects.toThrow(
      /409/
    )
    // A different run does not.
    process.env.ACTIONS_RUNTIME_TOKEN = service.mintToken({ workflowRunBackendId: 'other-run' })
    await expect(
      client.uploadArtifact('x', [file], work, { skipArchive: true })
    ).resolves.toMatchObject({
      size: 5
    })
  })

  it('lists, downloads and deletes through the library', async () => {
    const content = randomBytes(4096)
    const file = path.join(work, 'bundle.tar.gz')
    await writeFile(file, content)
    const { id } = await client.uploadArtifact('bundle', [file], work, { skipArchive: true })

    const { artifacts } = await client.listArtifacts()
    expect(artifacts).toEqual([
      expect.objectContaining({
        id,
        name: 'bundle.tar.gz',
        size: 4096,
        digest: `sha256:${sha256(content)}`
      })
    ])
    const found = await client.getArtifact('bundle.tar.gz')
    expect(found.artifact.id).toBe(id)

    const into = path.join(work, 'downloaded')
    const download = await client.downloadArtifact(id ?? 0, {
      path: into,
      expectedHash: `sha256:${sha256(content)}`
    })
    expect(download.digestMismatch).toBe(false)
    expect(sha256(await readFile(path.join(into, 'bundle.tar.gz')))).toBe(sha256(content))

    await expect(client.deleteArtifact('bundle.tar.gz')).resolves.toEqual({ id })
    expect(service.artifacts()).toEqual([])
    await expect(client.getArtifact('bundle.tar.gz')).rejects.toThrow(/not found/i)
  })

  it('retries a 503 on a block upload and still stores the right bytes', async () => {
    const content = randomBytes(1000)
    const file = path.join(work, 'retry.tar.gz')
    await writeFile(file, content)
    service.injectFault({ operation: 'PutBlock', status: 503 })
    await client.uploadArtifact('retry', [file], work, { skipArchive: true })
    expect(service.count('PutBlock')).toBe(2)
    expect(service.artifacts()[0]?.sha256).toBe(sha256(content))
  })

  it('refuses requests without a valid token or for another run than the token names', async () => {
    const route = `${service.url}/twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact`
    const body = {
      workflow_run_backend_id: service.workflowRunBackendId,
      workflow_job_run_backend_id: service.workflowJobRunBackendId,
      name: 'a',
      version: 7
    }
    expect(await post(route, body)).toEqual({
      status: 401,
      json: { code: 'unauthenticated', msg: 'missing or malformed runtime token' }
    })
    const other = service.mintToken({ workflowRunBackendId: 'someone-else' })
    expect((await post(route, body, other)).status).toBe(403)
    expect((await post(route, body, service.runtimeToken)).status).toBe(200)
  })

  it('answers an injected 5xx on a Twirp route with a Twirp error body, then recovers', async () => {
    const route = `${service.url}/twirp/github.actions.results.api.v1.ArtifactService/ListArtifacts`
    const body = {
      workflow_run_backend_id: service.workflowRunBackendId,
      workflow_job_run_backend_id: service.workflowJobRunBackendId
    }
    service.injectFault({ operation: 'ListArtifacts', status: 500, times: 2 })
    expect(await post(route, body, service.runtimeToken)).toEqual({
      status: 500,
      json: { code: 'internal', msg: 'injected failure (500)' }
    })
    expect((await post(route, body, service.runtimeToken)).status).toBe(500)
    expect(await post(route, body, service.runtimeToken)).toEqual({
      status: 200,
      json: { artifacts: [] }
    })
  })

  it('rejects a blob write whose signature does not match the one it issued', async () => {
    const created = await post(
      `${service.url}/twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact`,
      {
        workflow_run_backend_id: service.workflowRunBackendId,
        workflow_job_run_backend_id: service.workflowJobRunBackendId,
        name: 'b',
        version: 7
      },
      service.runtimeToken
    )
    const signed = new URL(String(created.json.signed_upload_url))
    expect(signed.origin).toBe(service.url)
    signed.searchParams.set('sig', 'forged')
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        signed,
        { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' } },
        res => {
          res.resume()
          resolve(res.statusCode ?? 0)
        }
      )
      req.on('error', reject)
      req.end('data')
    })
    expect(status).toBe(403)
  })
})
