// The tool cache of verified archives: names from a sanitised domain and a hash of the job id,
// a version from the sha256, and a re-hash before anything cached is taken.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  cacheToolName,
  cacheUnavailable,
  cacheVersion,
  findArchive,
  JOBS_KEPT_PER_DOMAIN,
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

  it('keeps the archive as the same file (a hard link), not a second copy on the disk', async () => {
    const source = join(dir, 'a.tar.gz')
    writeFileSync(source, 'archive bytes')
    const sha256 = createHash('sha256').update('archive bytes').digest('hex')
    const kept = await keepArchive(source, { domain: 'docs.example.com', jobId: 'se_1', sha256 })
    expect(statSync('path' in kept ? kept.path : '').ino).toBe(statSync(source).ino)
    // The runner empties RUNNER_TEMP when the job ends: the cache keeps the bytes.
    rmSync(source)
    await expect(
      findArchive({ domain: 'docs.example.com', jobId: 'se_1', sha256 })
    ).resolves.toBeDefined()
  })

  // /dev/shm is a file system of its own on Linux: no hard link reaches the tool cache from it.
  const otherDisk =
    existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(tmpdir()).dev ? it : it.skip
  otherDisk('copies the archive where the tool cache is on another file system', async () => {
    const elsewhere = mkdtempSync(join('/dev/shm', 'archive-cache-'))
    try {
      const source = join(elsewhere, 'a.tar.gz')
      writeFileSync(source, 'archive bytes')
      const sha256 = createHash('sha256').update('archive bytes').digest('hex')
      const key = { domain: 'docs.example.com', jobId: 'se_1', sha256 }
      const kept = await keepArchive(source, key)
      expect(statSync('path' in kept ? kept.path : '').ino).not.toBe(statSync(source).ino)
      await expect(findArchive(key)).resolves.toBe('path' in kept && kept.path)
    } finally {
      rmSync(elsewhere, { recursive: true, force: true })
    }
  })

  it('a file written in place after it was kept is never taken (it is the cached file too)', async () => {
    const source = join(dir, 'a.tar.gz')
    writeFileSync(source, 'archive bytes')
    const sha256 = createHash('sha256').update('archive bytes').digest('hex')
    const key = { domain: 'docs.example.com', jobId: 'se_1', sha256 }
    await keepArchive(source, key)
    writeFileSync(source, 'rewritten by a later step')
    await expect(findArchive(key)).resolves.toBeUndefined()
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

  it('a run cancelled during the copy leaves no partial entry in the cache', async () => {
    const cache = process.env.RUNNER_TOOL_CACHE!
    const source = join(dir, 'a.tar.gz')
    writeFileSync(source, 'archive bytes')
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join('__tests__', 'helpers', 'cancel-cache-copy.ts'), cache, source],
      { stdio: ['ignore', 'pipe', 'inherit'] }
    )
    const ended = new Promise<NodeJS.Signals | null>(resolve =>
      child.on('close', (_code, signal) => resolve(signal))
    )
    await new Promise<void>(resolve =>
      child.stdout.setEncoding('utf8').on('data', (text: string) => {
        if (text.includes('copying')) resolve()
      })
    )
    const tool = cacheToolName('docs.example.com', 'se_1')
    expect(readdirSync(join(cache, tool))).toEqual([cacheVersion('ab'.repeat(32))])
    child.kill('SIGINT')
    // Still ended by the signal (the runner reads that as cancelled), with the entry gone.
    await expect(ended).resolves.toBe('SIGINT')
    expect(readdirSync(join(cache, tool))).toEqual([])
  }, 30_000)

  it('keeps the last used jobs of a domain, not one per export; other domains stay', async () => {
    const cache = process.env.RUNNER_TOOL_CACHE!
    let clock = Date.parse('2026-01-01T00:00:00Z')
    const keep = async (domain: string, jobId: string) => {
      const source = join(dir, `${jobId}.tar.gz`)
      writeFileSync(source, `archive of ${jobId}`)
      const sha256 = createHash('sha256').update(`archive of ${jobId}`).digest('hex')
      const key = { domain, jobId, sha256 }
      const kept = await keepArchive(source, key)
      // One keep a minute: the order of use does not hang on the file system's clock.
      const at = new Date((clock += 60_000))
      const entry = join(cache, cacheToolName(domain, jobId), cacheVersion(sha256), 'any')
      utimesSync(`${entry}.complete`, at, at)
      return { key, kept }
    }
    const jobs = []
    for (let n = 1; n < JOBS_KEPT_PER_DOMAIN + 1; n++)
      jobs.push(await keep('docs.example.com', `se_${n}`))
    // A domain whose name begins with the other's, and one that merely shares its tail.
    const longer = await keep('docs.example.com-eu.example.net', 'se_9')
    const other = await keep('api.docs.example.com', 'se_8')
    // A renewal takes the oldest job's archive: it is used now, so the next oldest goes instead.
    await expect(findArchive(jobs[0]!.key)).resolves.toBeDefined()
    const newest = await keep('docs.example.com', 'se_new')
    expect(newest.kept).toEqual({ path: expect.any(String), removed: 1 })
    await expect(findArchive(jobs[1]!.key)).resolves.toBeUndefined()
    for (const kept of [jobs[0]!, ...jobs.slice(2), newest, longer, other]) {
      await expect(findArchive(kept.key)).resolves.toBeDefined()
    }
    expect(readdirSync(cache)).toHaveLength(JOBS_KEPT_PER_DOMAIN + 2)
    // Another sha256 of a job kept again replaces the one before.
    writeFileSync(join(dir, 'again.tar.gz'), 'rebuilt')
    const again = { ...newest.key, sha256: createHash('sha256').update('rebuilt').digest('hex') }
    await expect(keepArchive(join(dir, 'again.tar.gz'), again)).resolves.toMatchObject({
      removed: 1
    })
    await expect(findArchive(newest.key)).resolves.toBeUndefined()
  })

  it("never removes another job's entry while it is being copied in (a shared tool cache)", async () => {
    // Self-hosted runners of one machine often share RUNNER_TOOL_CACHE: two matrix legs of one
    // domain (one per docs version) keep their archives at the same time. The other leg's entry
    // has no .complete marker until its copy ends; it is the newest, not the oldest.
    const cache = process.env.RUNNER_TOOL_CACHE!
    const old = Date.parse('2026-01-01T00:00:00Z')
    const keepAt = async (jobId: string, minutes: number) => {
      const source = join(dir, `${jobId}.tar.gz`)
      writeFileSync(source, `archive of ${jobId}`)
      const sha256 = createHash('sha256').update(`archive of ${jobId}`).digest('hex')
      await keepArchive(source, { domain: 'docs.example.com', jobId, sha256 })
      const entry = join(
        cache,
        cacheToolName('docs.example.com', jobId),
        cacheVersion(sha256),
        'any'
      )
      const at = new Date(old + minutes * 60_000)
      utimesSync(`${entry}.complete`, at, at)
    }
    for (let n = 1; n <= JOBS_KEPT_PER_DOMAIN; n++) await keepAt(`se_${n}`, n)

    // The other leg, copying as tool-cache's cacheFile does: the entry made, the file written
    // in pieces, the marker last.
    const bytes = Buffer.from('archive of the other leg')
    const otherKey = {
      domain: 'docs.example.com',
      jobId: 'se_other_leg',
      sha256: createHash('sha256').update(bytes).digest('hex')
    }
    let copying!: () => void
    const copyStarted = new Promise<void>(resolve => (copying = resolve))
    let finish!: () => void
    const mayFinish = new Promise<void>(resolve => (finish = resolve))
    const slowCopy = async (_from: string, file: string, tool: string, version: string) => {
      const folder = join(cache, tool, version, 'any')
      mkdirSync(folder, { recursive: true })
      writeFileSync(join(folder, file), bytes.subarray(0, 8))
      copying()
      await mayFinish
      writeFileSync(join(folder, file), bytes)
      writeFileSync(`${folder}.complete`, '')
      return folder
    }
    const otherLeg = keepArchive(join(dir, 'unused.tar.gz'), otherKey, slowCopy)
    await copyStarted

    // This leg keeps its archive meanwhile: the old jobs make room, the copy under way stays.
    const source = join(dir, 'this.tar.gz')
    writeFileSync(source, 'archive of this leg')
    const thisKey = {
      domain: 'docs.example.com',
      jobId: 'se_this_leg',
      sha256: createHash('sha256').update('archive of this leg').digest('hex')
    }
    await expect(keepArchive(source, thisKey)).resolves.toMatchObject({ removed: 2 })
    finish()
    // Its copy ends as it would alone; the three jobs of the domain kept are the newest.
    await expect(otherLeg).resolves.toEqual({ path: expect.any(String), removed: 0 })
    await expect(findArchive(otherKey)).resolves.toBeDefined()
    await expect(findArchive(thisKey)).resolves.toBeDefined()
    expect(readdirSync(cache)).toHaveLength(JOBS_KEPT_PER_DOMAIN)
  })

  it('removes first an entry a killed job left half-copied long ago', async () => {
    const cache = process.env.RUNNER_TOOL_CACHE!
    // No marker, last written a day ago: nobody is copying it any more.
    const stale = join(
      cache,
      cacheToolName('docs.example.com', 'se_killed'),
      cacheVersion('c'.repeat(64))
    )
    mkdirSync(join(stale, 'any'), { recursive: true })
    writeFileSync(join(stale, 'any', 'bundle.tar.gz'), 'half')
    const dayAgo = new Date(Date.now() - 86_400_000)
    utimesSync(join(stale, 'any', 'bundle.tar.gz'), dayAgo, dayAgo)
    utimesSync(join(stale, 'any'), dayAgo, dayAgo)
    utimesSync(stale, dayAgo, dayAgo)
    const keep = async (jobId: string) => {
      const source = join(dir, `${jobId}.tar.gz`)
      writeFileSync(source, `archive of ${jobId}`)
      const sha256 = createHash('sha256').update(`archive of ${jobId}`).digest('hex')
      return keepArchive(source, { domain: 'docs.example.com', jobId, sha256 })
    }
    for (let n = 1; n < JOBS_KEPT_PER_DOMAIN; n++) await keep(`se_${n}`)
    await expect(keep('se_last')).resolves.toMatchObject({ removed: 1 })
    expect(existsSync(stale)).toBe(false)
  })

  it('names two long domains that share their first 100 characters apart', async () => {
    const stem = `${'a'.repeat(60)}.${'b'.repeat(60)}`
    const one = cacheToolName(`${stem}.one.example`, 'se_1')
    const two = cacheToolName(`${stem}.two.example`, 'se_1')
    expect(one).not.toBe(two)
    expect(one.length).toBeLessThanOrEqual(150)
    const keep = async (domain: string, text: string) => {
      // A file of its own per archive, as each download is: the entry is that file (a link).
      const source = join(dir, `${text}.tar.gz`)
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
