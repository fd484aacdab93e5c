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
    expect(cacheToolName('a/../b c', 'x')).toMatch(/^static-export-a-\.-b-c-[0-9a-f]{16}$/)
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
})
