// Artifact delivery on GitHub Enterprise Server: the real @actions/artifact 1.1.x client
// (through deliverArtifact, which picks it for a GHES server URL) against the stand-in of the
// artifact API GHES serves, over loopback.
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { ArtifactDeliveryError, deliverArtifact } from '../../src/delivery/artifact.js'
import {
  startArtifactV1Service,
  type ArtifactV1Service
} from '../../emulator/artifact/v1-service.js'
import { makeTarGz, validBundleEntries } from '../helpers/archives.js'

const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex')

describe('deliverArtifact on GitHub Enterprise Server', () => {
  let service: ArtifactV1Service
  let work: string
  let archive: string
  let archiveBytes: Buffer
  const saved = { ...process.env }

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'artifact-ghes-test-'))
    archiveBytes = await makeTarGz(validBundleEntries())
    archive = path.join(work, 'download.tar.gz')
    await writeFile(archive, archiveBytes)
  })
  beforeEach(async () => {
    service = await startArtifactV1Service({ runId: '4242' })
    process.env.GITHUB_SERVER_URL = 'https://ghes.example.internal'
    process.env.ACTIONS_RUNTIME_URL = service.runtimeUrl
    process.env.ACTIONS_RUNTIME_TOKEN = service.runtimeToken
    process.env.GITHUB_RUN_ID = service.runId
    process.env.GITHUB_REPOSITORY = 'acme/docs'
    process.env.RUNNER_TEMP = work
    delete process.env.ACTIONS_RESULTS_URL
    delete process.env.GITHUB_RETENTION_DAYS
  })
  afterEach(async () => {
    await service.close()
    process.env = { ...saved }
  })
  afterAll(() => rm(work, { recursive: true, force: true }))

  it('uploads the one .tar.gz as is, with retention; no id or page, the digest of what was sent', async () => {
    const delivered = await deliverArtifact({
      archivePath: archive,
      artifactName: 'static-export-docs.example.com',
      retentionDays: 5,
      expectedSha256: sha256(archiveBytes)
    })
    expect(delivered).toEqual({
      id: undefined,
      name: 'static-export-docs.example.com.tar.gz',
      url: undefined,
      digest: sha256(archiveBytes),
      size: archiveBytes.length,
      replaced: false
    })
    const [stored, ...rest] = service.artifacts()
    expect(rest).toEqual([])
    expect(stored).toMatchObject({
      name: 'static-export-docs.example.com.tar.gz',
      size: archiveBytes.length,
      retentionDays: 5
    })
    expect(stored?.items.map(i => i.itemPath)).toEqual([
      'static-export-docs.example.com.tar.gz/static-export-docs.example.com.tar.gz'
    ])
    // The same bytes, not gzipped again (the client never gzips a file named .tar.gz).
    expect(stored?.items[0]?.gzipEncoded).toBe(false)
    expect(sha256(await readFile(stored!.items[0]!.path))).toBe(sha256(archiveBytes))
    // Nothing went to the results service's routes, and the staging folder is gone.
    expect(service.count('CreateContainer')).toBe(1)
    expect(service.count('PatchSize')).toBe(1)
    expect((await readdir(work)).filter(n => n.startsWith('artifact-'))).toEqual([])
  })

  it('a re-run with the same name replaces the file in the artifact, as on github.com', async () => {
    const first = await deliverArtifact({ archivePath: archive, artifactName: 'site' })
    expect(first.replaced).toBe(false)
    const newer = path.join(work, 'newer.tar.gz')
    const newerBytes = await makeTarGz([
      ...validBundleEntries(),
      { name: 'extra.html', data: '<p>more</p>' }
    ])
    await writeFile(newer, newerBytes)
    process.env.GITHUB_RUN_ATTEMPT = '2'
    const second = await deliverArtifact({ archivePath: newer, artifactName: 'site' })
    expect(second.replaced).toBe(true)
    const artifacts = service.artifacts()
    expect(artifacts).toHaveLength(1)
    expect(artifacts[0]?.creates).toBe(2)
    expect(artifacts[0]?.items).toHaveLength(1)
    expect(artifacts[0]?.size).toBe(newerBytes.length)
    expect(sha256(await readFile(artifacts[0]!.items[0]!.path))).toBe(sha256(newerBytes))
  })

  it("keeps another matrix leg's artifact of the same name in a first attempt", async () => {
    process.env.GITHUB_RUN_ATTEMPT = '1'
    await deliverArtifact({ archivePath: archive, artifactName: 'site' })
    const newer = path.join(work, 'newer.tar.gz')
    const newerBytes = await makeTarGz([
      ...validBundleEntries(),
      { name: 'extra.html', data: '<p>more</p>' }
    ])
    await writeFile(newer, newerBytes)
    const second = await deliverArtifact({ archivePath: newer, artifactName: 'site' })
    expect(second.replaced).toBe(false)
    expect(second.name).toMatch(/^site-[0-9a-f]{6}\.tar\.gz$/)
    const byName = new Map(service.artifacts().map(a => [a.name, a]))
    expect([...byName.keys()].sort()).toEqual(['site.tar.gz', second.name].sort())
    expect(byName.get('site.tar.gz')?.size).toBe(archiveBytes.length)
    expect(sha256(await readFile(byName.get(second.name)!.items[0]!.path))).toBe(sha256(newerBytes))
  })

  it('keeps the retention within the repository setting (GITHUB_RETENTION_DAYS)', async () => {
    process.env.GITHUB_RETENTION_DAYS = '3'
    await deliverArtifact({ archivePath: archive, artifactName: 'site', retentionDays: 30 })
    expect(service.artifacts()[0]?.retentionDays).toBe(3)
  })

  it('refuses an upload whose file differs from the verified archive', async () => {
    const failure = deliverArtifact({
      archivePath: archive,
      artifactName: 'site',
      expectedSha256: '0'.repeat(64)
    })
    await expect(failure).rejects.toThrow(/changed on disk/)
  })

  it('says what to do when the service refuses, without the runtime token', async () => {
    service.injectFault({ operation: 'CreateContainer', status: 403 })
    const error = await deliverArtifact({ archivePath: archive, artifactName: 'site' }).catch(
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(ArtifactDeliveryError)
    expect((error as Error).message).toMatch(/refused the upload \(403\).*archive-path/s)
    expect((error as Error).message).not.toContain(service.runtimeToken)
    expect(service.artifacts()).toEqual([])
  })

  it('says that a chunk refused left an incomplete artifact recorded under the name', async () => {
    // The v1 library records the size before it looks at failed items: the service lists an
    // artifact of that size with nothing (or a part) in it.
    service.injectFault({ operation: 'UploadChunk', status: 400, times: 10 })
    const error = await deliverArtifact({ archivePath: archive, artifactName: 'site' }).catch(
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(ArtifactDeliveryError)
    expect((error as Error).message).toMatch(
      /did not take every part of site\.tar\.gz .*may list it, incomplete: do not use it\. Re-run the job/s
    )
  })

  it('refuses before any request when ACTIONS_RUNTIME_URL is missing', async () => {
    delete process.env.ACTIONS_RUNTIME_URL
    await expect(deliverArtifact({ archivePath: archive, artifactName: 'site' })).rejects.toThrow(
      /Enterprise Server.*ACTIONS_RUNTIME_URL is not set/s
    )
    expect(service.log.entries).toEqual([])
  })
})
