// The import mode's inputs: what it needs, what it refuses, and that the platform's inputs
// are not required there.
import { createHash } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { CarriedArchiveError, verifyCarriedArchive } from '../src/import-archive.js'
import { importCarried } from '../src/import-run.js'
import { internalLinkProblem } from '../src/import-settings.js'
import { SettingsError, readSettings, type Settings } from '../src/settings.js'
import { makeTarGz, validBundleEntries } from './helpers/archives.js'

const DIGEST = 'a'.repeat(64)
const read = (inputs: Record<string, string>) =>
  readSettings(name => inputs[name] ?? '', { GITHUB_REPOSITORY: 'acme/deploy' })
const problems = (inputs: Record<string, string>): string[] => {
  try {
    read(inputs)
    return []
  } catch (err) {
    return (err as SettingsError).problems.map(p => `${p.input}: ${p.problem}`)
  }
}
const importing = {
  domain: 'docs.example.com',
  archive: 'carried/docs.tar.gz',
  'bundle-url': 'file:///srv/bundles/docs.tar.gz',
  'archive-sha256': DIGEST.toUpperCase()
}

describe('import settings', () => {
  it('needs no admin-key or api-url with archive', () => {
    const settings = read(importing)
    expect(settings.carried).toEqual({
      archivePath: 'carried/docs.tar.gz',
      bundleUrl: 'file:///srv/bundles/docs.tar.gz',
      sha256: DIGEST
    })
    expect(settings.adminKey).toBe('')
  })

  it('says admin-key and api-url are required without archive, and when they are not', () => {
    const found = problems({ domain: 'docs.example.com' })
    expect(found.join('\n')).toMatch(/admin-key: is required.*not needed when archive/)
    expect(found.join('\n')).toMatch(/api-url: is required.*not needed when archive/)
  })

  it('requires bundle-url and archive-sha256 with archive', () => {
    const found = problems({ domain: 'docs.example.com', archive: 'a.tar.gz' })
    expect(found).toEqual([
      expect.stringMatching(/^bundle-url: is required with archive/),
      expect.stringMatching(/^archive-sha256: is required with archive.*archive-sha256 output/)
    ])
    expect(problems({ ...importing, 'archive-sha256': 'abc' })).toEqual([
      'archive-sha256: is not a sha256 digest (64 hexadecimal characters, alone, as `sha256:<digest>`, or as the line sha256sum prints)'
    ])
  })

  it.each([
    ['an OCI-style digest', `sha256:${DIGEST}`],
    ['the line sha256sum prints', `${DIGEST}  docs.tar.gz`],
    ['the line of sha256sum -b', `${DIGEST} *docs.tar.gz\n`]
  ])('reads archive-sha256 given as %s', (_form, given) => {
    expect(problems({ ...importing, 'archive-sha256': given })).toEqual([])
  })

  it('refuses a digest followed by another', () => {
    expect(problems({ ...importing, 'archive-sha256': `${DIGEST}${DIGEST}` })).toHaveLength(1)
    expect(problems({ ...importing, 'archive-sha256': `sha512:${DIGEST}` })).toHaveLength(1)
  })

  it('refuses mixtures with the export mode, naming each input', () => {
    const found = problems({
      ...importing,
      'admin-key': 'svc_abcdefghijklmnop',
      'api-url': 'https://api.example.com',
      'job-id': 'se_1',
      'renew-only': 'true'
    })
    expect(found.map(f => f.split(':')[0])).toEqual([
      'admin-key',
      'api-url',
      'job-id',
      'renew-only'
    ])
    expect(found[0]).toMatch(/remove admin-key, or remove archive to export/)
    expect(
      problems({
        domain: 'docs.example.com',
        'admin-key': 'svc_abcdefghijklmnop',
        'api-url': 'https://api.example.com',
        'bundle-url': 'https://x/b.tar.gz'
      })
    ).toEqual([expect.stringMatching(/^bundle-url: belongs to the import mode/)])
  })

  it.each([
    [{ 'renew-only': 'True' }, /^renew-only: cannot renew anything with archive/],
    [{ 'renew-if-expiring-within': '1h' }, /^renew-if-expiring-within: is for exporting/]
  ])('refuses a renewal input with archive once, %j', (inputs, problem) => {
    // Not also "needs delivery: pull-request (or give job-id)": import mode refuses job-id.
    expect(problems({ ...importing, ...inputs })).toEqual([expect.stringMatching(problem)])
  })

  it.each([
    ['https://docs-bundles.internal/docs/2026-11-23.tar.gz', undefined],
    ['file:///srv/bundles/docs.tar.gz', undefined],
    [
      'http://docs-bundles.internal/b.tar.gz',
      /is http; the deployment fetches https:\/\/ or file:\/\//
    ],
    ['file://server/share/b.tar.gz', /three slashes, no host/],
    ['file://localhost/srv/bundles/docs.tar.gz', undefined],
    ['file:///C:/bundles/docs.tar.gz', undefined],
    // Read as absolute by the URL parser, but written as given: curl and the deployment read a
    // relative path, a host named C, a backslash, a folder.
    ['file:./bundles/b.tar.gz', /not a link to a local file/],
    ['file:bundles/b.tar.gz', /not a link to a local file/],
    ['file:/srv/bundles/b.tar.gz', /not a link to a local file/],
    ['file://C:/bundles/b.tar.gz', /not a link to a local file/],
    ['file:///C:\\bundles\\b.tar.gz', /forward slashes/],
    ['file:///srv/bundles/', /the archive's own name/],
    ['file:////srv/b.tar.gz', /not a link to a local file/],
    ['https://user:pw@host/b.tar.gz', /credentials/],
    // A host or a folder names no archive; a link that says when it expires is not one the
    // import may write as never expiring.
    ['https://bundles.internal', /names no file, only a host or a folder/],
    ['https://bundles.internal/docs/', /names no file/],
    ['https://minio.internal/b/docs.tar.gz?token=abc', undefined],
    [
      'https://minio.internal/b/docs.tar.gz?X-Amz-Date=20261129T000000Z&X-Amz-Expires=604800&X-Amz-Signature=abc',
      /^"https:\/\/minio\.internal\/b\/docs\.tar\.gz" is a presigned link that expires \(2026-12-06T00:00:00\.000Z\)/
    ],
    // Nothing a file-URL reader may read as another file, or refuse.
    ['file:///srv/b%2Fa.tar.gz', /not a link to a local file/],
    ['file:///srv/b/../../etc/a.tar.gz', /not a link to a local file/],
    ['file:///srv/./a.tar.gz', /not a link to a local file/],
    ['file:///srv/a.tar.gz?v=2', /not a link to a local file/],
    ['file:///srv/a.tar.gz#x', /not a link to a local file/],
    ['file:///srv/..a.tar.gz', undefined],
    ['bundles/b.tar.gz', /is not a URL/]
  ])('bundle-url %s', (link, expected) => {
    const problem = internalLinkProblem(link)
    if (expected === undefined) expect(problem).toBeUndefined()
    else expect(problem).toMatch(expected)
  })
})

describe('verifyCarriedArchive', () => {
  let work: string
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'carried-'))
  })
  afterAll(() => rm(work, { recursive: true, force: true }))

  it('checks the sha256 first, then verifies; a relative path is the workspace’s', async () => {
    const bytes = await makeTarGz(validBundleEntries())
    await writeFile(path.join(work, 'docs.tar.gz'), bytes)
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    const carried = { archivePath: 'docs.tar.gz', bundleUrl: 'file:///x.tar.gz', sha256 }
    const ok = await verifyCarriedArchive(carried, work)
    expect(ok).toMatchObject({ path: path.join(work, 'docs.tar.gz'), sha256, bytes: bytes.length })
    expect(ok.report.pages).toBeGreaterThan(0)
    await expect(verifyCarriedArchive({ ...carried, sha256: DIGEST }, work)).rejects.toThrow(
      /not the a{64} given as archive-sha256/
    )
    await expect(
      verifyCarriedArchive({ ...carried, archivePath: 'missing.tar.gz' }, work)
    ).rejects.toBeInstanceOf(CarriedArchiveError)
  })

  it('refuses an archive with the right sha256 that is not a sound bundle', async () => {
    const bytes = await makeTarGz([{ name: '../escape.html', data: '<html></html>' }])
    await writeFile(path.join(work, 'bad.tar.gz'), bytes)
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    await expect(
      verifyCarriedArchive(
        { archivePath: 'bad.tar.gz', bundleUrl: 'file:///x.tar.gz', sha256 },
        work
      )
    ).rejects.toThrow(/has the recorded sha256 but failed verification/)
  })

  it("names the loads from the site's public address, which fail inside the air gap", async () => {
    // A Hugo site built with `baseURL = "https://docs.example.com/"`, carried across.
    const bytes = await makeTarGz([
      {
        name: 'index.html',
        data: '<!doctype html><link rel="stylesheet" href="https://docs.example.com/css/main.css"><title>t</title>'
      },
      { name: 'css/main.css', data: '' }
    ])
    await writeFile(path.join(work, 'hugo.tar.gz'), bytes)
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    const carried = { archivePath: 'hugo.tar.gz', bundleUrl: 'file:///x.tar.gz', sha256 }
    const saved = { workspace: process.env.GITHUB_WORKSPACE, output: process.env.GITHUB_OUTPUT }
    const write = process.stdout.write.bind(process.stdout)
    const stdout: string[] = []
    process.env.GITHUB_WORKSPACE = work
    process.env.GITHUB_OUTPUT = path.join(work, 'outputs')
    await writeFile(process.env.GITHUB_OUTPUT, '')
    process.stdout.write = ((chunk: string | Uint8Array) => {
      stdout.push(String(chunk))
      return true
    }) as typeof process.stdout.write
    try {
      const settings = { domain: 'docs.example.com', maskBundleUrl: false } as Settings
      const archive = await importCarried(settings, carried)
      expect(archive.report.siteAddress?.loads).toEqual([
        { page: 'index.html', via: 'link href', url: 'https://docs.example.com/css/main.css' }
      ])
      expect(archive.report.externalReferenceCount).toBe(0)
    } finally {
      process.stdout.write = write
      for (const [name, value] of [
        ['GITHUB_WORKSPACE', saved.workspace],
        ['GITHUB_OUTPUT', saved.output]
      ] as const) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
    expect(stdout.join('')).toMatch(
      /::warning::1 load in the bundle's pages names the site's public address, e\.g\. "https:\/\/docs\.example\.com\/css\/main\.css" in "index\.html": a self-hosted copy fetches it from the public site \(failing where that is out of reach, as on an air-gapped network\); where written as an absolute URL, it was also checked as a path of the bundle\. It is delivered as it is\./
    )
  })
})
