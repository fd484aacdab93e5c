// Artifact delivery: uploads the verified `.tar.gz` as a workflow artifact, as the one file
// it is (no zip around it), with the retention asked for.
//
// @actions/artifact is imported lazily inside deliverArtifact: it pulls in the Azure SDK, and
// runs that deliver nothing else (`delivery: none`, pull requests) should not pay for loading
// it. On GitHub Enterprise Server the upload goes through artifact-ghes.ts instead (the older
// artifact API, @actions/artifact 1.x), loaded just as lazily. isEnterpriseServer and
// artifactRuntimeProblem are pure so main.ts can ask them before starting an export.
//
// Name conflicts. Artifact names are unique per workflow run, and the service answers a
// second CreateArtifact for a name with 409 "an artifact with this name already exists on
// the workflow run". A re-run of the job hits exactly that, with the
// previous attempt's archive. We overwrite: delete the existing artifact of that name, then
// upload again, like actions/upload-artifact's `overwrite: true`. The name stays stable,
// which is what `actions/download-artifact` steps, scheduled refreshes and people looking for
// "the latest export of docs.example.com" rely on, and the fresh archive is the one that
// matters (the old link is about to expire anyway). An artifact another job of this same
// attempt uploaded (matrix legs exporting one domain) is kept instead: replacing it would lose
// that leg's archive for good, so ours goes under the name with a short random suffix, and a
// warning says so (artifact-conflict.ts tells the two apart). If two legs race so that the name
// is taken again between our delete and our upload, we do not fail the job either: the suffixed
// name again, with a warning.
import { copyFile, link, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as core from '@actions/core'
import { sha256File } from '../archive/file-sha256.js'
import { removeOnCancel } from '../cancellation.js'
import { isEnterpriseServer, workflowRunUrl } from '../github-urls.js'
import { artifactFileName } from '../rules/artifact-name.js'
import { artifactOwner, keptWarning, suffixedName } from './artifact-conflict.js'
import { proxyFor } from '../no-proxy.js'

export { isEnterpriseServer }

export interface ArtifactDeliveryRequest {
  /** The verified archive on disk. */
  archivePath: string
  /**
   * The artifact's name. Uploaded as one file, an artifact is named after its file, so the
   * file is presented as `<artifactName>.tar.gz` (unless the name already ends so).
   */
  artifactName: string
  /** Days to keep the artifact; the repository's setting when omitted. */
  retentionDays?: number
  /**
   * The sha256 (hex) the archive had when it was verified. When given, an upload whose bytes
   * hash differently is deleted again and reported as a failure.
   */
  expectedSha256?: string
  /** Where to stage the named file (a hard link, no copy when possible). RUNNER_TEMP by default. */
  workDir?: string
}

export interface DeliveredArtifact {
  /** The artifact's id; undefined on GitHub Enterprise Server, whose artifact API gives none. */
  id: number | undefined
  /** The name the artifact got (the file name, normally `<artifactName>.tar.gz`). */
  name: string
  /** The artifact's page: `<server>/<owner>/<repo>/actions/runs/<run>/artifacts/<id>`. */
  url: string | undefined
  /**
   * sha256 (hex) of the uploaded bytes: as the artifact service records it, or (on GitHub
   * Enterprise Server, whose API records none) as the action read the file it uploaded.
   */
  digest: string
  size: number
  /** Whether an artifact of the same name from earlier in this run was replaced. */
  replaced: boolean
}

/** A failure that says what happened and what to do; safe to show (no tokens, no URLs). */
export class ArtifactDeliveryError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ArtifactDeliveryError'
  }
}

/**
 * The runner variables an artifact upload needs on this server: the results service
 * (`ACTIONS_RESULTS_URL`) on github.com and GHE.com, the older artifact API under
 * `ACTIONS_RUNTIME_URL` on GitHub Enterprise Server (which sets no `ACTIONS_RESULTS_URL`).
 */
export function artifactVariables(env: NodeJS.ProcessEnv): string[] {
  return isEnterpriseServer(env.GITHUB_SERVER_URL)
    ? ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RUNTIME_URL', 'GITHUB_RUN_ID']
    : ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL']
}

/**
 * Why no artifact can be uploaded from this step, or undefined when the runner's variables
 * are there. Pure, so it is asked before an export starts and again before the upload.
 */
export function artifactRuntimeProblem(env: NodeJS.ProcessEnv): string | undefined {
  const missing = artifactVariables(env).filter(name => !env[name])
  if (missing.length === 0) return undefined
  const where = isEnterpriseServer(env.GITHUB_SERVER_URL)
    ? "GitHub Enterprise Server's artifact service"
    : 'The artifact service'
  return (
    `${where} is not available to this step: ${missing.join(' and ')} ` +
    `${missing.length > 1 ? 'are' : 'is'} not set. A GitHub runner sets them for ` +
    'JavaScript actions; when running elsewhere (for example locally), use ' +
    '`delivery: none` and take the archive from the `archive-path` output.'
  )
}

/** The artifact's web page, when the runner's variables say where it lives. */
export function artifactWebUrl(env: NodeJS.ProcessEnv, id: number): string | undefined {
  const run = workflowRunUrl(env)
  return run === undefined ? undefined : `${run}/artifacts/${id}`
}

// The file name an artifact of this name is uploaded (and staged) as: the artifact-name rule's.
export { artifactFileName }

type ArtifactModule = typeof import('@actions/artifact')

/**
 * A name taken: CreateArtifact's 409 only. A 409 of another call (FinalizeArtifact answering a
 * retry whose first answer was lost) is no name conflict, and uploading a copy under another
 * name would leave two.
 */
const isConflict = (err: unknown): boolean =>
  err instanceof Error &&
  /CreateArtifact\b[^\n]*\(409\)|already exists on the workflow run/i.test(err.message)

/**
 * FinalizeArtifact's 409: the library retried a finalize whose first answer was lost (a 5xx of a
 * proxy after the service committed), and the service says it is finalized already.
 */
const isFinalizedAlready = (err: unknown): boolean =>
  err instanceof Error && /FinalizeArtifact\b[^\n]*\(409\)/i.test(err.message)

/**
 * The artifact `name` as the service holds it, when it is the archive this run uploaded (its
 * digest is the archive's sha256, hashed here when the caller gave none): the upload whose
 * finalize answer was lost.
 */
async function finalizedUpload(
  client: InstanceType<ArtifactModule['DefaultArtifactClient']>,
  name: string,
  archive: { path: string; sha256?: string }
): Promise<{ id: number; size: number; digest: string } | undefined> {
  const found = await client.getArtifact(name).then(
    got => got.artifact,
    () => undefined
  )
  if (found === undefined) return undefined
  const digest = found.digest?.replace(/^sha256:/i, '').toLowerCase()
  const expected = archive.sha256?.toLowerCase() ?? (await sha256File(archive.path)).sha256
  return digest === expected ? { id: found.id, size: found.size, digest } : undefined
}

/** Signed URLs (`sig=`) must never reach a log or an error, even from a library message. */
const scrub = (text: string): string => text.replace(/([?&]sig=)[^&\s"']+/gi, '$1***')

/** Presents the archive under the file name the artifact is to have, without copying it. */
export async function stage(archivePath: string, dir: string, fileName: string): Promise<string> {
  const target = path.join(dir, fileName)
  try {
    await link(archivePath, target)
  } catch {
    // Another filesystem, or links not allowed: fall back to a copy.
    await copyFile(archivePath, target)
  }
  return target
}

/**
 * Whether `err` is the library's error class `name`, without depending on the module exporting
 * it: another runner's artifact module may not, and `instanceof undefined` would throw and hide
 * the real failure. The class when exported, else the error's name.
 */
export function isLibraryError(err: unknown, cls: unknown, name: string): boolean {
  if (typeof cls === 'function' && err instanceof cls) return true
  return err instanceof Error && err.name === name
}

export function explain(
  err: unknown,
  mod: Partial<ArtifactModule>,
  archivePath: string
): ArtifactDeliveryError {
  const keep = `The verified archive is still at ${archivePath} (the \`archive-path\` output).`
  const message = scrub(err instanceof Error ? err.message : String(err))
  // The library wraps its UsageError in a plain Error ("Failed to CreateArtifact: Artifact
  // storage quota has been hit…"), so its words are matched too.
  if (
    isLibraryError(err, mod.UsageError, 'UsageError') ||
    /storage quota has been hit|insufficient usage/i.test(message)
  ) {
    return new ArtifactDeliveryError(
      'The artifact upload was refused: the storage quota for artifacts of this account is used ' +
        'up. Delete old artifacts or lower `retention-days` (storage frees up within hours), or ' +
        `use \`delivery: none\`. ${keep}`
    )
  }
  // The library's Twirp client re-wraps its NetworkError in a plain Error ("Failed to
  // CreateArtifact: Unable to make request: ECONNREFUSED …"), so the code is read from the text.
  const networkCode = isLibraryError(err, mod.NetworkError, 'NetworkError')
    ? ((err as { code?: string }).code ?? 'network error')
    : /Unable to make request: (E[A-Z]+)/.exec(message)?.[1]
  const resultsUrl = process.env.ACTIONS_RESULTS_URL
  const proxy =
    networkCode !== undefined && resultsUrl !== undefined && URL.canParse(resultsUrl)
      ? proxyFor(resultsUrl)
      : undefined
  if (proxy !== undefined) {
    // A proxy that refuses the tunnel (407: credentials missing or wrong) reaches the library as
    // a connection reset; re-running would meet the same proxy.
    return new ArtifactDeliveryError(
      `Could not reach the artifact service (${networkCode}) through the proxy ${proxy.host} ` +
        '(HTTPS_PROXY or HTTP_PROXY): a proxy that refuses the tunnel, as it does without the ' +
        'credentials it wants (407), ends the connection so. Check the proxy and its credentials, ' +
        `or list the artifact service's host in NO_PROXY. ${keep}`
    )
  }
  if (networkCode !== undefined) {
    return new ArtifactDeliveryError(
      `Could not reach the artifact service (${networkCode}). On a self-hosted runner, allow it to ` +
        "reach GitHub's results and blob storage endpoints (see GitHub's list of addresses " +
        `self-hosted runners need); otherwise re-run the job. ${keep}`
    )
  }
  if (/after \d+ attempts/.test(message)) {
    return new ArtifactDeliveryError(
      `The artifact service kept failing: ${message}. This is usually temporary: re-run the ` +
        `job, and check https://www.githubstatus.com if it persists. ${keep}`
    )
  }
  // A blob store's (or a proxy's) refusal with an empty body leaves the library no words.
  const said = message.trim() === '' ? withoutWords(err) : message
  return new ArtifactDeliveryError(`Uploading the artifact failed: ${said}. ${keep}`)
}

/** What an error with no message can still say: its HTTP status, when it carries one. */
function withoutWords(err: unknown): string {
  const e = (err ?? {}) as { statusCode?: unknown; status?: unknown; code?: unknown }
  const status = [e.statusCode, e.status].find(v => typeof v === 'number')
  if (status !== undefined) return `the storage service answered ${String(status)} without a reason`
  return typeof e.code === 'string' ? e.code : 'the service gave no reason'
}

/**
 * Uploads the archive as a single-file artifact and returns where it landed. Throws an
 * ArtifactDeliveryError that says what happened and what to do. Reads the runner's
 * variables from process.env, as @actions/artifact itself does.
 */
export async function deliverArtifact(
  request: ArtifactDeliveryRequest
): Promise<DeliveredArtifact> {
  const env = process.env
  const problem = artifactRuntimeProblem(env)
  if (problem !== undefined) throw new ArtifactDeliveryError(problem)
  if (isEnterpriseServer(env.GITHUB_SERVER_URL)) {
    // The results service does not exist there (@actions/artifact 2+ refuses GHES); the older
    // artifact API it still serves is driven by @actions/artifact 1.x, loaded only here.
    const { deliverArtifactToEnterpriseServer } = await import('./artifact-ghes.js')
    return deliverArtifactToEnterpriseServer(request, env)
  }

  const mod: ArtifactModule = await import('@actions/artifact')
  const client = new mod.DefaultArtifactClient()
  const baseDir = request.workDir ?? env.RUNNER_TEMP ?? os.tmpdir()
  const stageDir = await mkdtemp(path.join(baseDir, 'artifact-'))
  // A cancel removes it too: where a hard link is refused the staged file is a copy, partial
  // while it is made.
  const staged = removeOnCancel(stageDir)
  const options = { skipArchive: true, retentionDays: request.retentionDays }

  const upload = async (fileName: string) => {
    const file = await stage(request.archivePath, stageDir, fileName)
    try {
      return {
        name: fileName,
        result: await client.uploadArtifact(fileName, [file], stageDir, options)
      }
    } catch (err) {
      if (!isFinalizedAlready(err)) throw err
      const archive = { path: request.archivePath, sha256: request.expectedSha256 }
      const done = await finalizedUpload(client, fileName, archive)
      if (done === undefined) throw err
      core.info(
        `The artifact service had finalized ${fileName} already (its first answer was lost on ` +
          'the way back, and the retry was told so): it holds this archive, by its digest.'
      )
      return { name: fileName, result: done }
    }
  }

  /** Deletes the earlier attempt's artifact and uploads under its name (or, raced, a unique one). */
  const replace = async (wanted: string) => {
    try {
      await client.deleteArtifact(wanted)
    } catch (deleteError) {
      // Gone already (someone else replaced it first) is fine; anything else is not.
      if (!isLibraryError(deleteError, mod.ArtifactNotFoundError, 'ArtifactNotFoundError'))
        throw deleteError
    }
    try {
      return await upload(wanted)
    } catch (retryError) {
      if (!isConflict(retryError)) {
        const failed = explain(retryError, mod, request.archivePath)
        throw new ArtifactDeliveryError(
          `${failed.message} The earlier attempt's artifact ${wanted} had been deleted to be replaced, so none is left under that name.`
        )
      }
      const unique = suffixedName(wanted)
      core.warning(
        `Another job of this run took the artifact name ${wanted} at the same time. This ` +
          `archive was uploaded as ${unique} instead. Give each job (each matrix leg) its own ` +
          '`artifact-name` to get stable names.'
      )
      return upload(unique)
    }
  }

  try {
    const wanted = artifactFileName(request.artifactName)
    let replaced = false
    let uploaded: Awaited<ReturnType<typeof upload>>
    try {
      uploaded = await upload(wanted)
    } catch (err) {
      if (!isConflict(err)) throw err
      const existing = await client.getArtifact(wanted).then(
        found => found.artifact,
        () => undefined
      )
      if (artifactOwner(env, existing?.createdAt) === 'this attempt') {
        // Another job or step of this attempt made it: replacing would lose its archive.
        const unique = suffixedName(wanted)
        core.warning(keptWarning(wanted, unique))
        uploaded = await upload(unique)
      } else {
        core.info(
          `An artifact named ${wanted} already exists in this workflow run (from an earlier ` +
            'attempt of this job): replacing it with this archive.'
        )
        uploaded = await replace(wanted)
        replaced = uploaded.name === wanted
      }
    }

    const { id, digest, size } = uploaded.result
    if (id === undefined || digest === undefined) {
      throw new ArtifactDeliveryError(
        'The artifact service accepted the upload but returned no artifact id or digest. ' +
          'Re-run the job; if it persists, use `delivery: none` and the `archive-path` output.'
      )
    }
    if (request.expectedSha256 !== undefined && digest !== request.expectedSha256.toLowerCase()) {
      // The file changed between verification and upload: do not leave a bad artifact behind.
      await client.deleteArtifact(uploaded.name).catch(() => undefined)
      throw new ArtifactDeliveryError(
        `The uploaded bytes hash to sha256 ${digest}, not the ${request.expectedSha256} the ` +
          'archive had when it was verified: the file changed on disk in between. The artifact ' +
          'was deleted again. Re-run the job.'
      )
    }
    return {
      id,
      name: uploaded.name,
      url: artifactWebUrl(env, id),
      digest,
      size: size ?? 0,
      replaced
    }
  } catch (err) {
    if (err instanceof ArtifactDeliveryError) throw err
    throw explain(err, mod, request.archivePath)
  } finally {
    await rm(stageDir, { recursive: true, force: true })
    staged()
  }
}
