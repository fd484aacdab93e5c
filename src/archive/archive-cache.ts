// The verified archive of a job kept in the runner's tool cache, for self-hosted runners where
// RUNNER_TOOL_CACHE survives between runs: a renewal that needs the bytes (artifact delivery)
// takes them from there instead of downloading again, once their sha256 matches the record.
//
// Local names never hold platform text: the tool name is a sanitised domain (the user's input)
// plus a hash of the job id, the version is derived from the sha256 (hex), the file name fixed.
// On GitHub-hosted runners every job starts on a fresh machine, so nothing is cached there.
import { rm, rmdir } from 'node:fs/promises'
import { join } from 'node:path'
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

/** `static-export-<domain, sanitised>-<first 16 hex of sha256(jobId)>`. */
export function cacheToolName(domain: string, jobId: string): string {
  const safeDomain =
    domain
      .toLowerCase()
      .replace(/[^a-z0-9.-]+/g, '-')
      .replace(/^[.-]+|[.-]+$/g, '')
      .replace(/\.{2,}/g, '.')
      .slice(0, 100) || 'domain'
  return `static-export-${safeDomain}-${jobIdDigest(jobId)}`
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
 * @actions/tool-cache (with @actions/exec and @actions/io) loaded by a run that uses the cache
 * only: on GitHub-hosted runners it never is, and loading it costs memory every run pays.
 */
async function toolCacheModule(): Promise<typeof import('@actions/tool-cache')> {
  return import('@actions/tool-cache')
}

export type Kept = { path: string } | { problem: string }

/** tool-cache's cacheFile, or a stand-in for a test of a copy that breaks off. */
type CacheFile = (typeof import('@actions/tool-cache'))['cacheFile']

/**
 * Copies a verified archive into the tool cache; returns where it now lies, or why it could not.
 * Never throws: the cache only spares a later renewal a download, so a tool cache that is not
 * writable (a shared AGENT_TOOLSDIRECTORY owned by another user, a container's mount) or full
 * must not fail a run whose archive is downloaded and verified. An entry left half-copied is
 * removed: the tool cache would never take it (it has no `.complete` marker), but on a full disk
 * its gigabytes would stay for good.
 */
export async function keepArchive(
  archivePath: string,
  key: CacheKey,
  cacheFile?: CacheFile
): Promise<Kept> {
  const tool = cacheToolName(key.domain, key.jobId)
  const version = cacheVersion(key.sha256)
  try {
    const copy = cacheFile ?? (await toolCacheModule()).cacheFile
    const folder = await copy(archivePath, FILE_NAME, tool, version, ARCH)
    return { path: join(folder, FILE_NAME) }
  } catch (err) {
    // Where tool-cache puts an entry (its _createToolPath): <cache>/<tool>/<version>/<arch>,
    // with its marker <arch>.complete beside it; the tool's folder goes too when left empty.
    const cache = process.env.RUNNER_TOOL_CACHE
    if (cache) {
      await rm(join(cache, tool, version), { recursive: true, force: true }).catch(() => undefined)
      await rmdir(join(cache, tool)).catch(() => undefined)
    }
    return { problem: oneLine((err as Error).message, 300) }
  }
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
    return (await sha256File(path)).sha256 === key.sha256 ? path : undefined
  } catch {
    return undefined
  }
}
