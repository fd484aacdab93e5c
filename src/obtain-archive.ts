// The archive of a run: downloaded and verified in one pass, or, for a renewal whose config
// records the archive an earlier run verified, proven to be that same object by one ranged GET
// (archive/same-object.ts) and not downloaded again. No link to a bad archive is delivered.
//
// Nothing half-done is reported as good: the archive is downloaded under a temporary name and
// only renamed once verified; a failure removes it.
import * as core from '@actions/core'
import { access, constants, mkdir, rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { BUFFER_GARBAGE_BUDGET, BufferGarbage } from './archive/buffer-garbage.js'
import { SLAB_BYTES, SLABS } from './archive/slab-sink.js'
import { cacheUnavailable, findArchive, keepArchive } from './archive/archive-cache.js'
import { removeOnCancel } from './cancellation.js'
import { downloadBundle, type BundleLink, type DownloadResult } from './archive/download.js'
import { withCodingHint } from './archive/download-contract.js'
import { archiveFileName } from './archive/local-name.js'
import { planReuse, probeSameObject, tryReuse } from './archive/same-object.js'
import { StreamingVerification } from './archive/streaming-verification.js'
import type { BundleReport } from './archive/verify.js'
import { verifyFile, verifyFileCopy } from './archive/verify-file.js'
import { announceVerified } from './archive/verified-text.js'
import { generateLink, linkPolicy } from './bundle-link.js'
import type { ExportRecord } from './config/index.js'
import { info, oneLine } from './log-text.js'
import type { ExportBundle, StaticExportClient } from './platform/static-export.js'
import type { Settings } from './settings.js'
import { formatBytes } from './summary.js'

/** What the rest of the run knows of the archive: downloaded and verified, or proven the same. */
export interface ArchiveFacts {
  link: BundleLink
  sha256: string
  bytes: number
  etag?: string
  /** Absent (both) when the archive was proven the same as the recorded one, not downloaded. */
  report?: BundleReport
  path?: string
}

interface VerifiedArchive extends DownloadResult {
  report: BundleReport
}

export interface ObtainContext {
  /** A renewal of an existing job (job-id, or the job a renewal found recorded). */
  renewing: boolean
  /** The record beside bundleUrl in the deployment config, when one was read. */
  record: ExportRecord | undefined
  wantsArtifact: boolean
}

/** The summary's note for an archive that was proven the same instead of downloaded. */
export function provenNote(archive: ArchiveFacts): string {
  return (
    `The archive was not downloaded: the new link was proven to serve the archive an earlier run ` +
    `verified, by its size (${formatBytes(archive.bytes)}) and ETag (one 1-byte ranged GET). ` +
    `archive-sha256 is the recorded ${archive.sha256}.`
  )
}

/**
 * A renewal that finds the archive recorded in the config proves the new link serves it with
 * one ranged GET and skips the download (taking the bytes from the tool cache when the artifact
 * needs them); anything else is the full verified download, with the reason in one line.
 */
export async function obtainArchive(
  client: StaticExportClient,
  settings: Settings,
  bundle: ExportBundle,
  context: ObtainContext
): Promise<ArchiveFacts> {
  const key = { domain: settings.domain, jobId: bundle.jobId }
  const cacheOff = cacheUnavailable(process.env)
  const outcome = await tryReuse({
    plan: planReuse({
      renewing: context.renewing,
      jobId: bundle.jobId,
      record: context.record,
      bundleSizeBytes: bundle.sizeBytes
    }),
    wantsArtifact: context.wantsArtifact,
    ...(cacheOff !== undefined ? { noCache: cacheOff } : {}),
    findCached: recorded => findArchive({ ...key, sha256: recorded.sha256 }),
    probe: recorded =>
      probeSameObject({
        url: bundle.bundleUrl,
        expected: recorded,
        policy: linkPolicy(settings),
        deadlineMs: settings.downloadTimeoutMs,
        debug: message => core.debug(message)
      })
  })
  const download = async (why: string | undefined): Promise<ArchiveFacts> => {
    if (why !== undefined) info(`Full download: ${why}`)
    const archive = await fetchArchive(client, settings, bundle)
    if (cacheOff === undefined) {
      const kept = await keepArchive(archive.path, { ...key, sha256: archive.sha256 })
      if ('path' in kept) {
        info(
          `Kept the verified archive in the runner's tool cache: ${kept.path}` +
            (kept.removed > 0
              ? ` (and removed ${kept.removed} other ${kept.removed === 1 ? 'archive' : 'archives'} of ${settings.domain} from it)`
              : '')
        )
      } else {
        core.warning(
          `The verified archive was not kept in the runner's tool cache (RUNNER_TOOL_CACHE): ${kept.problem}. ` +
            'The run goes on; a later renewal that needs the artifact downloads the archive again. ' +
            'Give the runner write access and free space there to keep archives between runs.'
        )
      }
    }
    return archive
  }
  if ('download' in outcome) return download(context.renewing ? outcome.download : undefined)
  const { sha256, sizeBytes, etag } = outcome.proven
  // Proven: the link serves the recorded object, of the recorded size.
  const link = { url: bundle.bundleUrl, sizeBytes, expiresAt: bundle.expiresAt }
  core.setOutput('archive-sha256', sha256)
  // As after a download: without the platform's sizeBytes the archive's own size is reported.
  if (bundle.sizeBytes === undefined) core.setOutput('bundle-size', String(sizeBytes))
  if (outcome.cachedPath === undefined) {
    info(
      `Not downloaded: the new link serves the archive verified earlier (same size, ${formatBytes(sizeBytes)}, ` +
        `and ETag); sha256 ${sha256} is carried from the record`
    )
    return { link, sha256, bytes: sizeBytes, etag }
  }
  // The artifact needs the bytes: the cached archive is copied out, hashed and verified again
  // in one read, and the copy is taken only when its own bytes have the recorded sha256.
  const finalPath = archiveFileName(archiveFolder(settings), bundle.jobId)
  // Written under a name of its own and renamed into place: an earlier step of this job may have
  // left the archive under finalPath as the cached file itself (a hard link, archive-cache.ts),
  // which writing to finalPath would cut while it is being read. A cancelled run removes it.
  const partPath = `${finalPath}.part`
  const copying = removeOnCancel(partPath)
  let copy
  try {
    copy = await verifyFileCopy(outcome.cachedPath, partPath)
  } catch (err) {
    copying()
    // The cache is shared by the runner's jobs: another one may have removed or been rewriting
    // the entry since it was hashed. Its copy is gone (verifyFileCopy removes it); the full
    // verified download decides, as if nothing had been cached.
    return download(
      `the cached archive did not verify again (${oneLine((err as Error).message, 200)})`
    )
  }
  if (copy.sha256 !== sha256) {
    await rm(partPath, { force: true })
    copying()
    return download('the cached archive changed while it was copied out of the tool cache')
  }
  try {
    await rename(partPath, finalPath)
  } catch (err) {
    await rm(partPath, { force: true })
    throw err
  } finally {
    copying()
  }
  const { report } = copy
  info(
    `Not downloaded: the new link serves the archive verified earlier (same size and ETag), and the ` +
      `tool cache holds it with sha256 ${sha256}; verified again: ${report.pages} pages`
  )
  core.setOutput('archive-path', finalPath)
  return { link, sha256, bytes: sizeBytes, etag, report, path: finalPath }
}

/** Where the archive is written: RUNNER_TEMP, or the system's temporary folder without one. */
function archiveFolder(settings: Settings): string {
  return settings.tempDir || tmpdir()
}

/**
 * Said before any request: the folder the archive will be written to is there (a missing one is
 * made, as a local run's may be) and writable. Without this, a RUNNER_TEMP that cannot hold the
 * archive failed the run with a bare system error only after a whole export had run.
 */
export async function checkArchiveFolder(settings: Settings): Promise<void> {
  const folder = archiveFolder(settings)
  try {
    await mkdir(folder, { recursive: true })
    await access(folder, constants.W_OK)
  } catch (err) {
    const which = settings.tempDir
      ? 'The runner temporary folder (RUNNER_TEMP)'
      : 'The temporary folder'
    throw new Error(
      `${which} ${folder} cannot hold the archive: ${oneLine((err as Error).message, 300)}. ` +
        'Point RUNNER_TEMP at a folder this runner can write to. Nothing was requested or written.'
    )
  }
}

async function fetchArchive(
  client: StaticExportClient,
  settings: Settings,
  bundle: ExportBundle
): Promise<VerifiedArchive> {
  const link = downloadLink(bundle)
  // Named from a hash of the job id, never from the id itself (platform text), and checked to
  // stay inside the folder.
  const finalPath = archiveFileName(archiveFolder(settings), bundle.jobId)
  const partPath = `${finalPath}.part`
  let lastLogged = 0
  // The dead buffers of the pass are collected by budget, not left for V8 to pile up: the
  // downloaded bytes count here, the inflated ones in the verifier, against one budget.
  // The download's slabs are live for the whole pass, not garbage: the budget is above them (the
  // verifier holds its own buffers, verify.ts).
  const garbage = new BufferGarbage(BUFFER_GARBAGE_BUDGET + SLABS * SLAB_BYTES)
  // The archive is verified as it arrives (one pass over the bytes, the gunzip running beside
  // the download). A restart from zero breaks that stream; the file is then verified again.
  // Pages' absolute URLs to the site's own address are judged as paths of the bundle.
  const siteDomains = [settings.domain]
  const streamed = new StreamingVerification({ garbage, siteDomains })
  const settled = removeOnCancel(partPath)
  let contentEncoding: string | undefined
  try {
    const download = await downloadBundle({
      link,
      destination: partPath,
      policy: linkPolicy(settings),
      deadlineMs: settings.downloadTimeoutMs,
      renewLink: async () => {
        info('The object store refused the link (expired?); asking the platform for a fresh one')
        return downloadLink(await generateLink(client, settings, bundle.jobId))
      },
      onProgress: (received, total) => {
        // One line per tenth, not one per chunk; per 64 MiB while the size is not known.
        const step =
          total === undefined
            ? Math.floor(received / UNSIZED_PROGRESS_STEP)
            : Math.floor((received / Math.max(total, 1)) * 10)
        if (step > lastLogged || received === total) {
          lastLogged = step
          info(
            `downloaded ${formatBytes(received)}${total === undefined ? '' : ` of ${formatBytes(total)}`}`
          )
        }
      },
      onData: (chunk, offset) => {
        garbage.note(chunk.length)
        return streamed.push(chunk, offset)
      },
      debug: message => core.debug(message)
    })
    contentEncoding = download.contentEncoding
    info(`sha256 ${download.sha256}`)
    const report = (await streamed.finish()) ?? (await verifyFile(partPath, { siteDomains }))
    announceVerified(report)
    await rename(partPath, finalPath)
    core.setOutput('archive-path', finalPath)
    core.setOutput('archive-sha256', download.sha256)
    // A bundle answer without sizeBytes (the spec promises only the link and its expiry): the
    // size is the verified archive's own.
    if (bundle.sizeBytes === undefined) core.setOutput('bundle-size', String(download.bytes))
    return { ...download, path: finalPath, report }
  } catch (err) {
    streamed.abandon()
    // A partial or refused archive never stays behind to be mistaken for a good one.
    await rm(partPath, { force: true })
    throw withCodingHint(err, contentEncoding)
  } finally {
    settled()
  }
}

/** A download without the platform's sizeBytes logs its progress once per this many bytes. */
const UNSIZED_PROGRESS_STEP = 64 * 1024 * 1024

/**
 * The platform's answer as a link to download, checked against its `sizeBytes` when it sent
 * one (the spec promises only bundleUrl and expiresAt; see download.ts for the rest).
 */
function downloadLink(answer: ExportBundle): BundleLink {
  return { url: answer.bundleUrl, sizeBytes: answer.sizeBytes, expiresAt: answer.expiresAt }
}
