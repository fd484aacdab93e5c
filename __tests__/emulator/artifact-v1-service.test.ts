// The stand-in of GitHub Enterprise Server's artifact API: what it refuses, chunked uploads
// with Content-Range, gzip-encoded items, and a round trip through the real @actions/artifact
// 1.1.x client's own download code.
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  startArtifactV1Service,
  type ArtifactV1Service
} from '../../emulator/artifact/v1-service.js'

const md5 = (data: Buffer): string => createHash('md5').update(data).digest('base64')
const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex')

describe('artifact v1 service stand-in', () => {
  let service: ArtifactV1Service
  let auth: Record<string, string>
  const artifactsUrl = (runId = service.runId): string =>
    `${service.runtimeUrl}_apis/pipelines/workflows/${runId}/artifacts?api-version=6.0-preview`

  beforeEach(async () => {
    service = await startArtifactV1Service({ runId: '55' })
    auth = { Authorization: `Bearer ${service.runtimeToken}` }
  })
  afterEach(() => service.close())

  async function create(name: string): Promise<string> {
    const res = await fetch(artifactsUrl(), {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ Type: 'actions_storage', Name: name })
    })
    expect(res.status).toBe(201)
    return ((await res.json()) as { fileContainerResourceUrl: string }).fileContainerResourceUrl
  }

  const put = (url: string, itemPath: string, body: Buffer, headers: Record<string, string>) =>
    fetch(`${url}?itemPath=${encodeURIComponent(itemPath)}`, {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'application/octet-stream', ...headers },
      body: new Uint8Array(body)
    })

  const finalize = (name: string, size: number) =>
    fetch(`${artifactsUrl()}&artifactName=${encodeURIComponent(name)}`, {
      method: 'PATCH',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ Size: size })
    })

  it('refuses a missing token, another run and another api-version', async () => {
    const body = JSON.stringify({ Type: 'actions_storage', Name: 'a' })
    expect((await fetch(artifactsUrl(), { method: 'POST', body })).status).toBe(401)
    expect((await fetch(artifactsUrl('56'), { method: 'POST', headers: auth, body })).status).toBe(
      404
    )
    const otherVersion = artifactsUrl().replace('6.0-preview', '7.1')
    expect((await fetch(otherVersion, { method: 'POST', headers: auth, body })).status).toBe(400)
    expect(service.artifacts()).toEqual([])
  })

  it('takes chunks in order, checks their md5, and refuses a gap', async () => {
    const url = await create('site.tar.gz')
    const data = Buffer.from('0123456789abcdefghij')
    const [a, b] = [data.subarray(0, 12), data.subarray(12)]
    const item = 'site.tar.gz/site.tar.gz'
    // A chunk that does not start where the last ended, and one whose md5 is wrong.
    expect((await put(url, item, b, { 'Content-Range': 'bytes 12-19/20' })).status).toBe(400)
    const badMd5 = { 'Content-Range': 'bytes 0-11/20', 'x-actions-results-md5': md5(b) }
    expect((await put(url, item, a, badMd5)).status).toBe(400)
    const first = { 'Content-Range': 'bytes 0-11/20', 'x-actions-results-md5': md5(a) }
    expect((await put(url, item, a, first)).status).toBe(201)
    // Not complete yet: finalizing is refused.
    expect((await finalize('site.tar.gz', 20)).status).toBe(400)
    const second = { 'Content-Range': 'bytes 12-19/20', 'x-actions-results-md5': md5(b) }
    expect((await put(url, item, b, second)).status).toBe(201)
    expect((await finalize('site.tar.gz', 20)).status).toBe(200)
    const [stored] = service.artifacts()
    expect(stored).toMatchObject({ name: 'site.tar.gz', size: 20 })
    expect(await readFile(stored!.items[0]!.path)).toEqual(data)
  })

  it('stores a gzip-encoded item decoded, and refuses item paths that climb out', async () => {
    const url = await create('notes')
    const text = Buffer.from('compressible '.repeat(1000))
    const gz = gzipSync(text)
    const headers = {
      'Content-Range': `bytes 0-${gz.length - 1}/${gz.length}`,
      'Content-Encoding': 'gzip',
      'x-tfs-filelength': String(text.length)
    }
    expect((await put(url, 'notes/../../escape', gz, headers)).status).toBe(400)
    expect((await put(url, 'other/notes.txt', gz, headers)).status).toBe(400)
    expect((await put(url, 'notes/notes.txt', gz, headers)).status).toBe(201)
    expect((await finalize('notes', text.length)).status).toBe(200)
    const item = service.artifacts()[0]?.items[0]
    expect(item).toMatchObject({ gzipEncoded: true, size: text.length, sha256: sha256(text) })
  })

  it('serves what was uploaded to the real v1 client, upload and download', async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'artifact-v1-roundtrip-'))
    const saved = { ...process.env }
    try {
      process.env.ACTIONS_RUNTIME_URL = service.runtimeUrl
      process.env.ACTIONS_RUNTIME_TOKEN = service.runtimeToken
      process.env.GITHUB_RUN_ID = service.runId
      const file = path.join(work, 'bundle.tar.gz')
      const bytes = gzipSync(Buffer.from('a bundle, as far as this test cares'))
      await writeFile(file, bytes)
      const { create: createClient } = await import('@actions/artifact-v1')
      const client = createClient()
      const up = await client.uploadArtifact('bundle.tar.gz', [file], work)
      expect(up.failedItems).toEqual([])
      const out = path.join(work, 'out')
      await client.downloadArtifact('bundle.tar.gz', out)
      expect(sha256(await readFile(path.join(out, 'bundle.tar.gz')))).toBe(sha256(bytes))
    } finally {
      process.env = saved
      await rm(work, { recursive: true, force: true })
    }
  })
})
