// Fetching a bundle and making it the active version: open the link (https, loopback http, or a
// file:// path for air-gapped sites), verify while unpacking into a staging folder (the action's
// own verifier: gzip, tar, safe paths, size bounds, index.html), then switch the `current` link
// to it with a rename, which is atomic. Nothing of a failed fetch replaces what is serving.
import { createReadStream } from 'node:fs'
import { link as fsLink, mkdir, readdir, rename, rm, symlink, stat } from 'node:fs/promises'
import { createWriteStream } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import { ArchiveError, verifyBundle } from '../../src/archive/verify.js'
import type { DeploymentType } from './config.js'
import { parseBundleLink, redactLinks } from '../../src/links.js'
import { isLoopbackHost } from '../../src/platform/checks.js'

export type FetchFailure = 'refused' | 'http' | 'network' | 'truncated' | 'archive' | 'missing-file'

export class FetchError extends Error {
  override name = 'FetchError'
  constructor(
    message: string,
    readonly kind: FetchFailure
  ) {
    super(message)
  }
}

export interface LinkInfo {
  /** The link without its query (the signature is a capability and never logged). */
  redacted: string
  jobId?: string
  /** When a presigned link stops working, from X-Amz-Date + X-Amz-Expires. */
  expiresAt?: string
}

export interface ActiveVersion {
  /** The configured `version`, else the job id, else the fetch time. */
  label: string
  version?: string
  jobId?: string
  /** Where the version is unpacked. */
  dir: string
  /** What is served: `dir`, or the folder inside it that holds the site (site-root.ts). */
  siteDir: string
  fetchedAt: string
  expiresAt?: string
  source: string
  pages: number
  files: number
  sizeBytes: number
}

export function describeLink(url: string): LinkInfo {
  try {
    if (new URL(url).protocol === 'file:') return { redacted: url }
  } catch {
    return { redacted: '(not a URL)' }
  }
  return { redacted: redactLinks(url), ...parseBundleLink(url) }
}

const AIR_GAPPED_ROUTE =
  'Air-gapped deployments never reach outside the machine. Deliver the bundle as the workflow ' +
  "artifact (the action's artifact delivery), carry the .tar.gz across by hand, and set " +
  'staticExport.bundleUrl to its path as file:///path/to/bundle.tar.gz.'

/** Opens the bundle link as a byte stream, refusing what this deployment may not reach. */
async function openLink(
  url: string,
  deploymentType: DeploymentType
): Promise<{ stream: Readable; expected?: number }> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new FetchError('staticExport.bundleUrl is not a URL', 'refused')
  }
  if (parsed.protocol === 'file:') {
    const file = fileURLToPath(parsed)
    try {
      const info = await stat(file)
      return { stream: createReadStream(file), expected: info.size }
    } catch (err) {
      throw new FetchError(
        `the bundle file ${file} cannot be read: ${(err as Error).message}`,
        'missing-file'
      )
    }
  }
  const local = isLoopbackHost(parsed.hostname)
  if (deploymentType === 'air-gapped' && !local) {
    throw new FetchError(
      `refusing to fetch ${describeLink(url).redacted}: ${AIR_GAPPED_ROUTE}`,
      'refused'
    )
  }
  if (parsed.protocol === 'http:' && !local) {
    throw new FetchError(
      `refusing plain http:// to ${parsed.host}: bundle links must be https:// (plain http only on loopback)`,
      'refused'
    )
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new FetchError(
      `unsupported link scheme ${parsed.protocol} (use https://, loopback http:// or file://)`,
      'refused'
    )
  }
  const client = parsed.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = client.get(parsed, { timeout: 30_000 }, res => {
      const status = res.statusCode ?? 0
      if (status < 200 || status > 299) {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.length < 8 && chunks.push(c))
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8').replace(/\s+/g, ' ').slice(0, 300)
          const info = describeLink(url)
          const expired = info.expiresAt && Date.parse(info.expiresAt) <= Date.now()
          const hint = expired
            ? ` The link expired at ${info.expiresAt}: generate a fresh bundle link and roll it into the config.`
            : status === 403
              ? ' The link may have expired or been altered: generate a fresh bundle link.'
              : ''
          reject(
            new FetchError(
              `HTTP ${status} from ${info.redacted}${body ? `: ${body}` : ''}.${hint}`,
              'http'
            )
          )
        })
        res.on('error', err =>
          reject(new FetchError(`reading the error answer failed: ${err.message}`, 'network'))
        )
        return
      }
      const length = Number(res.headers['content-length'])
      resolve({ stream: res, expected: Number.isFinite(length) ? length : undefined })
    })
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')))
    req.on('error', err =>
      reject(
        new FetchError(`cannot fetch ${describeLink(url).redacted}: ${err.message}`, 'network')
      )
    )
  })
}

/** Passes bytes through while counting them, to tell a cut-off download from a bad archive. */
function counter(): Transform & { bytes: number } {
  const t = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      ;(t as Transform & { bytes: number }).bytes += chunk.length
      cb(null, chunk)
    }
  }) as Transform & { bytes: number }
  t.bytes = 0
  return t
}

function safeLabel(label: string): string {
  return label.replace(/[^\w.-]+/g, '_').slice(0, 80) || 'bundle'
}

export interface FetchOptions {
  url: string
  deploymentType: DeploymentType
  dataDir: string
  version?: string
  now?: () => Date
}

/**
 * Fetches, verifies and unpacks the bundle into `dataDir/versions/…`, then points
 * `dataDir/current` at it. Throws a FetchError saying why when anything fails; the previous
 * version stays in place.
 */
export async function fetchAndInstall(options: FetchOptions): Promise<ActiveVersion> {
  const now = options.now ?? (() => new Date())
  const info = describeLink(options.url)
  const fetchedAt = now()
  const label = options.version ?? info.jobId ?? fetchedAt.toISOString()
  const versions = path.join(options.dataDir, 'versions')
  await mkdir(versions, { recursive: true })
  const dirName = `${safeLabel(label)}-${fetchedAt.getTime()}`
  const staging = path.join(versions, `.staging-${dirName}`)
  await rm(staging, { recursive: true, force: true })
  await mkdir(staging)
  try {
    const { stream, expected } = await openLink(options.url, options.deploymentType)
    const count = counter()
    let report
    try {
      const source = stream.pipe(count)
      stream.on('error', err => source.destroy(err))
      stream.on('aborted', () => source.destroy(new Error('the connection closed before the end')))
      // Writes still under way: a hard link's file may be one of them (the verifier hands over
      // the entries of one inflated chunk before it waits for their writes).
      const writing = new Set<Promise<void>>()
      report = await verifyBundle(source, {
        onDirectory: async p => void (await mkdir(path.join(staging, p), { recursive: true })),
        onFile: async (p, content) => {
          const target = path.join(staging, p)
          const written = (async () => {
            await mkdir(path.dirname(target), { recursive: true })
            await pipeline(content, createWriteStream(target))
          })()
          writing.add(written)
          try {
            await written
          } finally {
            writing.delete(written)
          }
        },
        // As tar unpacks them: a symbolic link with its text (the verifier keeps it inside the
        // bundle), a hard link as a second name of its file.
        onLink: async (p, link) => {
          const at = path.join(staging, p)
          await mkdir(path.dirname(at), { recursive: true })
          if (link.kind === 'symbolic') return symlink(link.target, at)
          await Promise.allSettled([...writing])
          await fsLink(path.join(staging, link.target), at)
        }
      })
    } catch (err) {
      if (expected !== undefined && count.bytes < expected) {
        throw new FetchError(
          `the download was cut off after ${count.bytes} of ${expected} bytes`,
          'truncated'
        )
      }
      if (err instanceof ArchiveError)
        throw new FetchError(`the bundle is not a valid export: ${err.message}`, 'archive')
      throw new FetchError(`fetching the bundle failed: ${(err as Error).message}`, 'network')
    }
    if (expected !== undefined && count.bytes < expected) {
      throw new FetchError(
        `the download was cut off after ${count.bytes} of ${expected} bytes`,
        'truncated'
      )
    }
    if (!report.hasIndex)
      throw new FetchError('the bundle has no index.html at its root', 'archive')
    const dir = path.join(versions, dirName)
    await rename(staging, dir)
    // A bundle whose whole site is inside one folder is served from that folder.
    const siteDir = report.siteFolder === undefined ? dir : path.join(dir, report.siteFolder)
    // Switch atomically: a new symlink renamed over the old one.
    const link = path.join(options.dataDir, 'current')
    const tmpLink = `${link}.${process.pid}.tmp`
    await rm(tmpLink, { force: true })
    await symlink(path.relative(options.dataDir, siteDir), tmpLink)
    await rename(tmpLink, link)
    return {
      label,
      version: options.version,
      jobId: info.jobId,
      dir,
      siteDir,
      fetchedAt: fetchedAt.toISOString(),
      expiresAt: info.expiresAt,
      source: info.redacted,
      pages: report.pages,
      files: report.files,
      sizeBytes: count.bytes
    }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/** Removes unpacked versions other than the ones to keep (the active one and the one before). */
export async function pruneVersions(dataDir: string, keep: string[]): Promise<void> {
  const versions = path.join(dataDir, 'versions')
  const names = await readdir(versions).catch(() => [] as string[])
  const keepNames = new Set(keep.map(k => path.basename(k)))
  await Promise.all(
    names
      .filter(n => !keepNames.has(n) && !n.startsWith('.staging-'))
      .map(n => rm(path.join(versions, n), { recursive: true, force: true }))
  )
}
