// The verified archive of a job kept in the runner's tool cache, for self-hosted runners where
// RUNNER_TOOL_CACHE survives between runs: a renewal that needs the bytes (artifact delivery)
// takes them from there instead of downloading again, once their sha256 matches the record.
//
// Local names never hold platform text: the tool name is a sanitised domain (the user's input)
// plus a hash of the job id, the version is derived from the sha256 (hex), the file name fixed.
// On GitHub-hosted runners every job starts on a fresh machine, so nothing is cached there.
import { createHash } from 'node:crypto'
import {
  copyFile,
  link,
  mkdir,
  readdir,
  rm,
  rmdir,
  stat,
  utimes,
  writeFile
} from 'node:fs/promises'
import { join } from 'node:path'
import { removeOnCancel } from '../cancellation.js'
import { oneLine } from '../log-text.js'
import { sha256File } from './file-sha256.js'
import { jobIdDigest } from './local-name.js'

const FILE_NAME = 'bundle.tar.gz'
/** Archives do not depend on the machine; one arch folder for all. */
const ARCH = 'any'

/** Why the tool cache is not used on this runner, or undefined when it is. */
export function cacheUnavailable(env: NodeJS.ProcessEnv): string | undefined {
  if (env.RUNNER_ENVIRONMENT === 'github-hosted') {
    return 'GitHub-hosted runners start fresh each job'
  }
  if (!env.RUNNER_TOOL_CACHE) return 'RUNNER_TOOL_CACHE is not set'
  return undefined
}

/** Longest domain a tool name holds as it is; a longer one is cut and a hash of it added. */
const DOMAIN_IN_NAME = 100

/**
 * The domain as it appears in a tool name: the domain itself (a checked hostname is already
 * safe in a path), else a sanitised, shortened form with a hash of the whole domain, so two
 * domains never share a name (eviction below removes another job's archive by its name).
 */
function domainPart(domain: string): string {
  const lower = domain.toLowerCase()
  const safe = lower
    .replace(/[^a-z0-9.-]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .replace(/\.{2,}/g, '.')
  if (safe === lower && safe !== '' && safe.length <= DOMAIN_IN_NAME) return safe
  const digest = createHash('sha256').update(domain, 'utf8').digest('hex').slice(0, 16)
  return `${safe.slice(0, DOMAIN_IN_NAME - 17).replace(/[.-]+$/, '') || 'domain'}-${digest}`
}

/** `static-export-<domain>-<first 16 hex of sha256(jobId)>` (see domainPart). */
export function cacheToolName(domain: string, jobId: string): string {
  return `static-export-${domainPart(domain)}-${jobIdDigest(jobId)}`
}

/** A semver version (what the tool cache requires) that holds the archive's sha256. */
export function cacheVersion(sha256: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('cacheVersion takes a sha256 in hex')
  return `0.0.0-sha256-${sha256}`
}

export interface CacheKey {
  domain: string
  jobId: string
  sha256: string
}

/**
 * @actions/tool-cache (with @actions/exec and @actions/io), whose find() looks an entry up,
 * loaded by a run that uses the cache only: on GitHub-hosted runners it never is, and loading
 * it costs memory every run pays.
 */
async function toolCacheModule(): Promise<typeof import('@actions/tool-cache')> {
  return import('@actions/tool-cache')
}

/** Where the archive was kept and how many archives of the domain went (removeOthers); or why not. */
export type Kept = { path: string; removed: number } | { problem: string }

/** Puts a file into the tool cache (placeInCache's signature, tool-cache's cacheFile's). */
type CacheFile = (
  sourceFile: string,
  targetFile: string,
  tool: string,
  version: string,
  arch: string
) => Promise<string>

/**
 * Puts the verified archive into the tool cache as tool-cache's cacheFile lays an entry out
 * (`<cache>/<tool>/<version>/<arch>/<file>`, then the marker `<arch>.complete` that find()
 * requires), as a hard link to the verified file where the cache is on the same file system:
 * the runner's default (_work/_temp and _work/_tool), where cacheFile's copy held the archive
 * twice on the disk until the job ended (gigabytes; an ARC runner pod is evicted past its
 * ephemeral-storage limit) and took the time of the copy. Elsewhere (another file system, links
 * refused), a copy. The cached file is never written through: what takes it back copies it to
 * a new file (obtain-archive.ts), and findArchive hashes it again before it is taken.
 */
const placeInCache: CacheFile = async (sourceFile, targetFile, tool, version, arch) => {
  const cache = process.env.RUNNER_TOOL_CACHE
  if (!cache) throw new Error('RUNNER_TOOL_CACHE is not set')
  const folder = join(cache, tool, version, arch)
  await rm(folder, { recursive: true, force: true })
  await rm(marker(folder), { force: true })
  await mkdir(folder, { recursive: true })
  const target = join(folder, targetFile)
  try {
    await link(sourceFile, target)
  } catch {
    await copyFile(sourceFile, target)
  }
  await writeFile(marker(folder), '')
  return folder
}

/**
 * Keeps a verified archive in the tool cache; returns where it now lies, or why it could not.
 * Never throws: the cache only spares a later renewal a download, so a tool cache that is not
 * writable (a shared AGENT_TOOLSDIRECTORY owned by another user, a container's mount) or full
 * must not fail a run whose archive is downloaded and verified. An entry left half-copied is
 * removed: the tool cache would never take it (it has no `.complete` marker), but on a full disk
 * its gigabytes would stay for good.
 */
export async function keepArchive(
  archivePath: string,
  key: CacheKey,
  cacheFile: CacheFile = placeInCache
): Promise<Kept> {
  const tool = cacheToolName(key.domain, key.jobId)
  const version = cacheVersion(key.sha256)
  const cache = process.env.RUNNER_TOOL_CACHE
  // A cancelled run removes the entry being copied, as it does a partial download.
  const copied = cache ? removeOnCancel(join(cache, tool, version)) : () => undefined
  try {
    const folder = await cacheFile(archivePath, FILE_NAME, tool, version, ARCH)
    copied()
    const removed = cache ? await removeOthers(cache, key.domain, tool, version) : 0
    return { path: join(folder, FILE_NAME), removed }
  } catch (err) {
    // Where tool-cache puts an entry (its _createToolPath): <cache>/<tool>/<version>/<arch>,
    // with its marker <arch>.complete beside it; the tool's folder goes too when left empty.
    copied()
    if (cache) {
      await rm(join(cache, tool, version), { recursive: true, force: true }).catch(() => undefined)
      await rmdir(join(cache, tool)).catch(() => undefined)
    }
    return { problem: oneLine((err as Error).message, 300) }
  }
}

/**
 * How many jobs of one domain keep their archive: the one deployed, one in a pending pull
 * request, and one of another docs version of the same domain.
 */
export const JOBS_KEPT_PER_DOMAIN = 3

/**
 * Removes what a renewal will not need: this job's archives of another sha256, and the domain's
 * jobs past the JOBS_KEPT_PER_DOMAIN last used (kept, or taken by a renewal). Every full download
 * keeps an archive and nothing empties a self-hosted runner's tool cache, so without this an
 * archive per export would fill its disk within weeks. A renewal of a job removed here downloads
 * in full, as without the cache. An entry another job is copying in (runners of one machine
 * often share RUNNER_TOOL_CACHE, and matrix legs of one domain keep their archives at the same
 * time) is never removed: see lastUsed. Best effort: returns how many archives went.
 */
async function removeOthers(
  cache: string,
  domain: string,
  tool: string,
  version: string
): Promise<number> {
  const prefix = `static-export-${domainPart(domain)}-`
  const gone = (path: string): Promise<number> =>
    rm(path, { recursive: true, force: true }).then(
      () => 1,
      () => 0
    )
  let removed = 0
  for (const other of await list(join(cache, tool))) {
    if (other !== version) removed += await gone(join(cache, tool, other))
  }
  const jobs: { name: string; used: number }[] = []
  for (const name of await list(cache)) {
    // This domain's tool names only: the prefix, then exactly a job id's 16 hex.
    if (name === tool || !name.startsWith(prefix)) continue
    if (!/^[0-9a-f]{16}$/.test(name.slice(prefix.length))) continue
    jobs.push({ name, used: await lastUsed(join(cache, name), Date.now()) })
  }
  jobs.sort((a, b) => b.used - a.used)
  for (const { name, used } of jobs.slice(JOBS_KEPT_PER_DOMAIN - 1)) {
    if (used !== BEING_COPIED) removed += await gone(join(cache, name))
  }
  return removed
}

const list = (path: string): Promise<string[]> => readdir(path).catch(() => [])

/** A tool-cache entry's `.complete` marker: written when kept, touched when a renewal takes it. */
const marker = (entry: string): string => `${entry}.complete`

/** lastUsed of a job whose entry another job is copying in: newer than any, and never removed. */
const BEING_COPIED = Number.POSITIVE_INFINITY

/**
 * How long an entry without a marker counts as being copied in after its file was last written:
 * a copy writes continuously, so one untouched for this long was left by a job that was killed.
 */
const COPY_SILENCE_MS = 10 * 60_000

/**
 * When a job's archive was last kept or taken: its newest marker's time. An entry without a
 * marker is being copied in by another job when its file was written within COPY_SILENCE_MS
 * (BEING_COPIED), else a job killed mid-copy left it (0: removed first).
 */
async function lastUsed(toolFolder: string, now: number): Promise<number> {
  let newest = 0
  for (const version of await list(toolFolder)) {
    const entry = join(toolFolder, version, ARCH)
    const found = await stat(marker(entry)).catch(() => undefined)
    if (found) {
      if (found.mtimeMs > newest) newest = found.mtimeMs
      continue
    }
    const written = await newestWrite([join(toolFolder, version), entry, join(entry, FILE_NAME)])
    if (now - written < COPY_SILENCE_MS) return BEING_COPIED
  }
  return newest
}

/** The newest modification time of the paths that exist (0 when none does). */
async function newestWrite(paths: string[]): Promise<number> {
  let newest = 0
  for (const path of paths) {
    const found = await stat(path).catch(() => undefined)
    if (found && found.mtimeMs > newest) newest = found.mtimeMs
  }
  return newest
}

/**
 * The cached archive of `key`, re-hashed: its path when its bytes still have the sha256 (a
 * cache folder is only a hint; a file changed on disk is never taken), else undefined.
 */
export async function findArchive(key: CacheKey): Promise<string | undefined> {
  const toolCache = await toolCacheModule()
  const folder = toolCache.find(
    cacheToolName(key.domain, key.jobId),
    cacheVersion(key.sha256),
    ARCH
  )
  if (!folder) return undefined
  const path = join(folder, FILE_NAME)
  try {
    if ((await sha256File(path)).sha256 !== key.sha256) return undefined
  } catch {
    return undefined
  }
  // Taken: the job counts as used now, so keeping other jobs' archives does not remove it first.
  const now = new Date()
  await utimes(marker(folder), now, now).catch(() => undefined)
  return path
}
