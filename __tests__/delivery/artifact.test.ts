// Artifact delivery through the real @actions/artifact client against the artifact service
// stand-in over loopback.
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  ArtifactDeliveryError,
  artifactFileName,
  artifactWebUrl,
  artifactRuntimeProblem,
  deliverArtifact,
  isEnterpriseServer
} from '../../src/delivery/artifact.js'
import { artifactOwner } from '../../src/delivery/artifact-conflict.js'
import { startArtifactService, type ArtifactService } from '../../emulator/artifact/service.js'
import { makeTarGz, validBundleEntries } from '../helpers/archives.js'
import { capturedStdout } from '../helpers/captured-stdout.js'

const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex')

describe('isEnterpriseServer', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['https://github.com', false],
    ['https://GitHub.com/', false],
    ['https://octocorp.ghe.com', false],
    ['http://github.localhost', false],
    ['https://github.example.com', true],
    ['https://ghes.internal:8443', true]
  ])('%s → %s', (url, expected) => {
    expect(isEnterpriseServer(url)).toBe(expected)
  })

  it('asks for the variables of the artifact API the server has, and says the way out', () => {
    const token = { ACTIONS_RUNTIME_TOKEN: 't', GITHUB_RUN_ID: '1' }
    // github.com: the results service; ACTIONS_RUNTIME_URL alone is not enough.
    expect(artifactRuntimeProblem({ ...token, ACTIONS_RESULTS_URL: 'https://r/' })).toBeUndefined()
    expect(artifactRuntimeProblem({ ...token, ACTIONS_RUNTIME_URL: 'https://p/' })).toMatch(
      /ACTIONS_RESULTS_URL is not set.*delivery: none.*archive-path/s
    )
    // GHES sets no ACTIONS_RESULTS_URL: its artifact API lives under ACTIONS_RUNTIME_URL.
    const ghes = { ...token, GITHUB_SERVER_URL: 'https://github.example.com' }
    expect(artifactRuntimeProblem({ ...ghes, ACTIONS_RUNTIME_URL: 'https://p/' })).toBeUndefined()
    expect(artifactRuntimeProblem({ ...ghes, ACTIONS_RESULTS_URL: 'https://r/' })).toMatch(
      /Enterprise Server.*ACTIONS_RUNTIME_URL is not set/s
    )
  })
})

describe('artifact names and links', () => {
  it('names the file after the artifact, once', () => {
    expect(artifactFileName('static-export-docs.example.com')).toBe(
      'static-export-docs.example.com.tar.gz'
    )
    expect(artifactFileName('site.tar.gz')).toBe('site.tar.gz')
  })

  it('builds the artifact page from the runner variables', () => {
    const env = {
      GITHUB_SERVER_URL: 'https://github.com/',
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_RUN_ID: '42'
    }
    expect(artifactWebUrl(env, 7)).toBe('https://github.com/acme/docs/actions/runs/42/artifacts/7')
    expect(artifactWebUrl({}, 7)).toBeUndefined()
  })
})

describe('artifactOwner', () => {
  const started = Date.parse('2026-11-27T10:00:00Z')
  const before = new Date(started - 60_000)
  const after = new Date(started + 60_000)
  it.each([
    ['1', before, 'this attempt'],
    ['1', undefined, 'this attempt'],
    ['2', before, 'earlier attempt'],
    ['2', undefined, 'earlier attempt'],
    ['2', after, 'this attempt'],
    [undefined, before, 'earlier attempt'],
    [undefined, after, 'this attempt']
  ])('attempt %s, made %s → %s', (attempt, createdAt, owner) => {
    const env = attempt === undefined ? {} : { GITHUB_RUN_ATTEMPT: attempt }
    expect(artifactOwner(env, createdAt, started)).toBe(owner)
  })
})

describe('deliverArtifact', () => {
  let service: ArtifactService
  let work: string
  let archive: string
  let archiveBytes: Buffer
  const saved = { ...process.env }

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'artifact-delivery-test-'))
    archiveBytes = await makeTarGz(validBundleEntries())
    archive = path.join(work, 'download.tar.gz')
    await writeFile(archive, archiveBytes)
  })
  beforeEach(async () => {
    service = await startArtifactService()
    process.env.ACTIONS_RUNTIME_TOKEN = service.runtimeToken
    process.env.ACTIONS_RESULTS_URL = `${service.url}/`
    process.env.GITHUB_SERVER_URL = 'https://github.com'
    process.env.GITHUB_REPOSITORY = 'acme/docs'
    process.env.GITHUB_RUN_ID = '1234'
    process.env.RUNNER_TEMP = work
    delete process.env.GITHUB_RETENTION_DAYS
  })
  afterEach(async () => {
    await service.close()
    process.env = { ...saved }
  })
  afterAll(() => rm(work, { recursive: true, force: true }))

  it('uploads the archive as-is, with retention, and reports id, url and digest', async () => {
    const delivered = await deliverArtifact({
      archivePath: archive,
      artifactName: 'static-export-docs.example.com',
      retentionDays: 5,
      expectedSha256: sha256(archiveBytes)
    })

    const [stored, ...rest] = service.artifacts()
    expect(rest).toEqual([])
    expect(stored).toBeDefined()
    if (!stored) return
    expect(delivered).toEqual({
      id: stored.id,
      name: 'static-export-docs.example.com.tar.gz',
      url: `https://github.com/acme/docs/actions/runs/1234/artifacts/${stored.id}`,
      digest: sha256(archiveBytes),
      size: archiveBytes.length,
      replaced: false
    })
    // Stored as the same bytes: not zipped again.
    expect(sha256(await readFile(stored.path))).toBe(sha256(archiveBytes))
    expect(stored.digest).toBe(`sha256:${sha256(archiveBytes)}`)
    expect(stored.mimeType).toBe('application/gzip')
    expect(stored.retentionRequested).toBe(true)
    expect(
      Math.round((Date.parse(stored.expiresAt) - Date.parse(stored.createdAt)) / 86400000)
    ).toBe(5)
    // The staging folder in RUNNER_TEMP is gone; the source archive stays.
    expect((await readdir(work)).filter(n => n.startsWith('artifact-'))).toEqual([])
    expect(sha256(await readFile(archive))).toBe(sha256(archiveBytes))
  })

  // README: retention-days goes up to 400 (private repositories, GHES); a value over the
  // repository's setting (the runner's GITHUB_RETENTION_DAYS) is cut to that setting.
  it.each([
    ['400', 180],
    ['90', 90]
  ])('keeps retention-days 180 within a repository setting of %s days', async (setting, days) => {
    process.env.GITHUB_RETENTION_DAYS = setting
    await deliverArtifact({ archivePath: archive, artifactName: 'site', retentionDays: 180 })
    const [stored] = service.artifacts()
    expect(
      Math.round((Date.parse(stored!.expiresAt) - Date.parse(stored!.createdAt)) / 86400000)
    ).toBe(days)
  })

  it('leaves retention to the repository when none is set', async () => {
    await deliverArtifact({ archivePath: archive, artifactName: 'site' })
    expect(service.artifacts()[0]?.retentionRequested).toBe(false)
  })

  /** An archive other than the first, for a second upload. */
  async function newerArchive(): Promise<{ path: string; bytes: Buffer }> {
    const newer = path.join(work, 'newer.tar.gz')
    const bytes = await makeTarGz([
      ...validBundleEntries(),
      { name: 'extra.html', data: '<p>x</p>' }
    ])
    await writeFile(newer, bytes)
    return { path: newer, bytes }
  }

  it('replaces an artifact of the same name from an earlier attempt instead of failing', async () => {
    // The earlier attempt's artifact was made before this process started.
    await service.close()
    let clock = new Date(Date.now() - 3600_000)
    service = await startArtifactService({ now: () => clock })
    process.env.ACTIONS_RUNTIME_TOKEN = service.runtimeToken
    process.env.ACTIONS_RESULTS_URL = `${service.url}/`
    const first = await deliverArtifact({ archivePath: archive, artifactName: 'site' })
    clock = new Date()
    const newer = await newerArchive()

    // A re-run is a new job of the same run: another token, same run id, the next attempt.
    process.env.ACTIONS_RUNTIME_TOKEN = service.mintToken()
    process.env.GITHUB_RUN_ATTEMPT = '2'
    const second = await deliverArtifact({ archivePath: newer.path, artifactName: 'site' })

    expect(second.replaced).toBe(true)
    expect(second.id).not.toBe(first.id)
    expect(second.name).toBe('site.tar.gz')
    const stored = service.artifacts()
    expect(stored.map(a => [a.id, a.name])).toEqual([[second.id, 'site.tar.gz']])
    expect(sha256(await readFile(stored[0]?.path ?? ''))).toBe(sha256(newer.bytes))
    expect(service.count('DeleteArtifact')).toBe(1)
  })

  it.each([
    ['in a first attempt', '1'],
    // A re-run of a whole matrix: the other leg uploaded after this process started.
    ['in a later attempt, made after this job started', '3'],
    // Without GITHUB_RUN_ATTEMPT, only the time tells.
    ['with no attempt number, made after this job started', undefined]
  ])(
    "keeps another job's artifact of the same name %s, and uploads under a suffixed name",
    async (_, attempt) => {
      if (attempt === undefined) delete process.env.GITHUB_RUN_ATTEMPT
      else process.env.GITHUB_RUN_ATTEMPT = attempt
      // The other matrix leg: the same run, its own job token.
      const other = await deliverArtifact({ archivePath: archive, artifactName: 'site' })
      const newer = await newerArchive()
      process.env.ACTIONS_RUNTIME_TOKEN = service.mintToken()
      const { result: ours, stdout } = await capturedStdout(() =>
        deliverArtifact({ archivePath: newer.path, artifactName: 'site' })
      )

      expect(ours.replaced).toBe(false)
      expect(ours.name).toMatch(/^site-[0-9a-f]{6}\.tar\.gz$/)
      expect(service.count('DeleteArtifact')).toBe(0)
      const stored = new Map(service.artifacts().map(a => [a.name, a]))
      expect([...stored.keys()].sort()).toEqual(['site.tar.gz', ours.name].sort())
      expect(stored.get('site.tar.gz')?.id).toBe(other.id)
      expect(sha256(await readFile(stored.get(ours.name)?.path ?? ''))).toBe(sha256(newer.bytes))
      expect(stdout).toMatch(/already uploaded by another job.*It is kept.*artifact-name/s)
    }
  )

  it('falls back to a unique name when the name is taken again right after the delete', async () => {
    // Two conflicts in a row: what a sibling job racing for the same name looks like.
    service.injectFault({ operation: 'CreateArtifact', status: 409, times: 2 })
    const delivered = await deliverArtifact({ archivePath: archive, artifactName: 'site' })
    expect(delivered.name).toMatch(/^site-[0-9a-f]{6}\.tar\.gz$/)
    expect(delivered.replaced).toBe(false)
    expect(service.artifacts().map(a => a.name)).toEqual([delivered.name])
    expect(service.count('CreateArtifact')).toBe(3)
  })

  it('takes a 409 of FinalizeArtifact for no name conflict: no copy under another name', async () => {
    // A finalize whose first answer was lost, retried: the service's 409 says it is finalized
    // already, not that another job holds the name.
    service.injectFault({
      operation: 'FinalizeArtifact',
      status: 409,
      message: 'already finalized'
    })
    const failure = deliverArtifact({ archivePath: archive, artifactName: 'site' })
    await expect(failure).rejects.toThrow(/Uploading the artifact failed: .*\(409\)/)
    expect(service.count('CreateArtifact')).toBe(1)
  })

  it('takes the artifact a finalize made when its answer was lost and the retry got 409', async () => {
    // The service finalizes, a proxy loses its answer (502); the library retries and is told the
    // artifact is finalized already. It is this archive: delivered, not failed, not copied.
    service.injectFault({ operation: 'FinalizeArtifact', status: 502, afterWork: true })
    const delivered = await deliverArtifact({
      archivePath: archive,
      artifactName: 'site',
      expectedSha256: sha256(archiveBytes)
    })
    expect(service.count('FinalizeArtifact')).toBe(2)
    expect(delivered).toMatchObject({ name: 'site.tar.gz', digest: sha256(archiveBytes) })
    expect(service.artifacts().map(a => [a.id, a.name])).toEqual([[delivered.id, 'site.tar.gz']])
  })

  it('rides out a transient 503 from the artifact service (the library retries)', async () => {
    service.injectFault({ operation: 'CreateArtifact', status: 503 })
    const delivered = await deliverArtifact({ archivePath: archive, artifactName: 'site' })
    expect(service.count('CreateArtifact')).toBe(2)
    expect(delivered.digest).toBe(sha256(archiveBytes))
  })

  it('reports a refused request clearly, pointing at the archive that is still there', async () => {
    service.injectFault({ operation: 'CreateArtifact', status: 403, message: 'no access' })
    const failure = deliverArtifact({ archivePath: archive, artifactName: 'site' })
    await expect(failure).rejects.toBeInstanceOf(ArtifactDeliveryError)
    await expect(failure).rejects.toThrow(/Uploading the artifact failed: .*\(403\).*no access/)
    await expect(failure).rejects.toThrow(archive)
    expect(service.artifacts()).toEqual([])
  })

  it('says what to do when the artifact service cannot be reached', async () => {
    await service.close()
    const failure = deliverArtifact({ archivePath: archive, artifactName: 'site' })
    await expect(failure).rejects.toThrow(/Could not reach the artifact service \(ECONNREFUSED\)/)
    service = await startArtifactService() // for afterEach
  })

  it('deletes the upload again when the bytes are not the ones that were verified', async () => {
    const failure = deliverArtifact({
      archivePath: archive,
      artifactName: 'site',
      expectedSha256: '0'.repeat(64)
    })
    await expect(failure).rejects.toThrow(/changed on disk/)
    expect(service.artifacts()).toEqual([])
  })

  it('refuses up front without the runtime variables', async () => {
    delete process.env.ACTIONS_RUNTIME_TOKEN
    const failure = deliverArtifact({ archivePath: archive, artifactName: 'site' })
    await expect(failure).rejects.toThrow(/ACTIONS_RUNTIME_TOKEN is not set/)
    expect(service.count('CreateArtifact')).toBe(0)
  })

  it('never puts the runtime token in an error', async () => {
    service.injectFault({ operation: 'FinalizeArtifact', status: 400 })
    const error = await deliverArtifact({ archivePath: archive, artifactName: 'site' }).catch(
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(ArtifactDeliveryError)
    expect(String((error as Error).message)).not.toContain(service.runtimeToken)
    expect(String((error as Error).message)).not.toMatch(/sig=[^*]/)
  })
})
