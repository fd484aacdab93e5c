// The tool cache of verified archives: names from a sanitised domain and a hash of the job id,
// a version from the sha256, and a re-hash before anything cached is taken.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  cacheToolName,
  cacheUnavailable,
  cacheVersion,
  findArchive,
  keepArchive
} from '../../src/archive/archive-cache.js'

let dir: string
const saved = process.env.RUNNER_TOOL_CACHE
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'archive-cache-'))
  process.env.RUNNER_TOOL_CACHE = join(dir, 'tool-cache')
})
afterEach(() => {
  if (saved === undefined) delete process.env.RUNNER_TOOL_CACHE
  else process.env.RUNNER_TOOL_CACHE = saved
  rmSync(dir, { recursive: true, force: true })
})

describe('archive cache', () => {
  it('is used on self-hosted runners only', () => {
    expect(cacheUnavailable({ RUNNER_TOOL_CACHE: '/t', RUNNER_ENVIRONMENT: 'self-hosted' })).toBe(
      undefined
    )
    expect(
      cacheUnavailable({ RUNNER_TOOL_CACHE: '/t', RUNNER_ENVIRONMENT: 'github-hosted' })
    ).toMatch(/GitHub-hosted/)
    expect(cacheUnavailable({})).toMatch(/RUNNER_TOOL_CACHE/)
  })

  it('names hold no platform text: a hostile job id becomes a hash', () => {
    const name = cacheToolName('Docs.Example.com', '../../etc/passwd')
    expect(name).toMatch(/^static-export-docs\.example\.com-[0-9a-f]{16}$/)
    expect(cacheToolName('a/../b c', 'x')).toMatch(
      /^static-export-a-\.-b-c-[0-9a-f]{16}-[0-9a-f]{16}$/
    )
    expect(cacheToolName('..', 'x')).toMatch(/^static-export-domain-/)
    expect(cacheVersion('0'.repeat(64))).toBe(`0.0.0-sha256-${'0'.repeat(64)}`)
    expect(() => cacheVersion('../x')).toThrow()
  })

  it('keeps a verified archive and finds it again by domain, job and sha256', async () => {
    const bytes = Buffer.from('archive bytes')
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    const source = join(dir, 'a.tar.gz')
    writeFileSync(source, bytes)
    const key = { domain: 'docs.example.com', jobId: 'se_1', sha256 }
    const kept = await keepArchive(source, key)
    await expect(findArchive(key)).resolves.toBe('path' in kept && kept.path)
    await expect(findArchive({ ...key, jobId: 'se_2' })).resolves.toBeUndefined()
    await expect(findArchive({ ...key, sha256: 'b'.repeat(64) })).resolves.toBeUndefined()
    expect(readdirSync(process.env.RUNNER_TOOL_CACHE!)).toEqual([cacheToolName(key.domain, 'se_1')])
  })

  it('never takes a cached file whose bytes changed since', async () => {
    const bytes = Buffer.from('archive bytes')
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    const source = join(dir, 'a.tar.gz')
    writeFileSync(source, bytes)
    const key = { domain: 'docs.example.com', jobId: 'se_1', sha256 }
    const kept = await keepArchive(source, key)
    writeFileSync('path' in kept ? kept.path : '', 'tampered')
    await expect(findArchive(key)).resolves.toBeUndefined()
  })

  it('says why when the cache cannot take the archive, and leaves no half-copied entry', async () => {
    const bytes = Buffer.from('archive bytes')
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    const source = join(dir, 'a.tar.gz')
    writeFileSync(source, bytes)
    const key = { domain: 'docs.example.com', jobId: 'se_1', sha256 }
    const cache = process.env.RUNNER_TOOL_CACHE!
    // As tool-cache's cacheFile does on a full disk: the entry made, the copy cut short.
    const fullDisk = async (_from: string, file: string, tool: string, version: string) => {
      const folder = join(cache, tool, version, 'any')
      mkdirSync(folder, { recursive: true })
      writeFileSync(join(folder, file), bytes.subarray(0, 4))
      throw Object.assign(new Error('ENOSPC: no space left on device, copyfile'), {
        code: 'ENOSPC'
      })
    }
    // Another job's entry in the same cache is not touched.
    const other = await keepArchive(source, { ...key, jobId: 'se_0' })
    await expect(keepArchive(source, key, fullDisk)).resolves.toEqual({
      problem: 'ENOSPC: no space left on device, copyfile'
    })
    expect(readdirSync(cache)).toEqual([cacheToolName(key.domain, 'se_0')])
    expect(existsSync('path' in other ? other.path : '')).toBe(true)
    await expect(findArchive(key)).resolves.toBeUndefined()
  })

  it('keeps one archive per domain: a newer job replaces the older, other domains stay', async () => {
    const keep = async (domain: string, jobId: string, text: string) => {
      const source = join(dir, `${jobId}.tar.gz`)
      writeFileSync(source, text)
      const sha256 = createHash('sha256').update(text).digest('hex')
      const kept = await keepArchive(source, { domain, jobId, sha256 })
      return { kept, key: { domain, jobId, sha256 } }
    }
    const older = await keep('docs.example.com', 'se_1', 'first export')
    // A domain whose name begins with the other's, and one that merely shares its tail.
    const longer = await keep('docs.example.com-eu.example.net', 'se_9', 'eu export')
    const other = await keep('api.docs.example.com', 'se_8', 'api export')
    const newer = await keep('docs.example.com', 'se_2', 'second export')
    expect(newer.kept).toEqual({ path: expect.any(String), removed: 1 })
    await expect(findArchive(older.key)).resolves.toBeUndefined()
    await expect(findArchive(newer.key)).resolves.toBe('path' in newer.kept && newer.kept.path)
    await expect(findArchive(longer.key)).resolves.toBeDefined()
    await expect(findArchive(other.key)).resolves.toBeDefined()
    expect(readdirSync(process.env.RUNNER_TOOL_CACHE!).sort()).toEqual(
      [
        cacheToolName('docs.example.com', 'se_2'),
        cacheToolName('docs.example.com-eu.example.net', 'se_9'),
        cacheToolName('api.docs.example.com', 'se_8')
      ].sort()
    )
  })

  it('names two long domains that share their first 100 characters apart', async () => {
    const stem = `${'a'.repeat(60)}.${'b'.repeat(60)}`
    const one = cacheToolName(`${stem}.one.example`, 'se_1')
    const two = cacheToolName(`${stem}.two.example`, 'se_1')
    expect(one).not.toBe(two)
    expect(one.length).toBeLessThanOrEqual(150)
    const keep = async (domain: string, text: string) => {
      const source = join(dir, 'a.tar.gz')
      writeFileSync(source, text)
      const key = { domain, jobId: 'se_1', sha256: createHash('sha256').update(text).digest('hex') }
      await keepArchive(source, key)
      return key
    }
    const first = await keep(`${stem}.one.example`, 'one')
    await keep(`${stem}.two.example`, 'two')
    await expect(findArchive(first)).resolves.toBeDefined()
  })
})
