// Artifact delivery on GitHub Enterprise Server. The results service that @actions/artifact 2+
// (and upload-artifact@v4) needs does not exist there, but GHES still serves the older artifact
// API under ACTIONS_RUNTIME_URL, the one upload-artifact@v3 used: create the artifact's file
// container, upload the file in chunks with Content-Range, finalize with the size. This module
// drives it with the real @actions/artifact 1.1.x client (the npm alias @actions/artifact-v1),
// loaded only here, so no other run pays for it.
//
// What differs from github.com, and why:
// - No artifact id, no artifact page. The API answers with a file container, whose id is not
//   the artifact id of the REST API, and the artifact shows on the run's page only once the run
//   ends. `artifact-id` and `artifact-url` stay unset rather than being guessed.
// - No digest from the service. The digest reported is the sha256 of the file the client read,
//   hashed again after the upload and compared with the verified archive's.
// - Name conflicts. The API keeps one container per name and run, and a second upload to a
//   name writes into it; the item path is the same file name, so a re-run's upload replaces the
//   earlier attempt's file, which is the outcome the github.com path reaches by deleting and
//   uploading again. Whether a file was there before is read from the run's artifact list. In a
//   first attempt it is another job's (a matrix leg's), kept as on github.com: this archive goes
//   under a suffixed name. The list gives no creation time, so in later attempts it is replaced.
// - Proxies: the client's @actions/http-client honours HTTPS_PROXY, HTTP_PROXY and NO_PROXY, as
//   the rest of the action does.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as core from '@actions/core'
import { sha256File } from '../archive/file-sha256.js'
import { removeOnCancel } from '../cancellation.js'
import {
  ArtifactDeliveryError,
  artifactFileName,
  stage,
  type ArtifactDeliveryRequest,
  type DeliveredArtifact
} from './artifact.js'
import { artifactOwner, keptWarning, suffixedName } from './artifact-conflict.js'
import { proxyTunnelHint } from '../proxy-hint.js'

type ArtifactV1Module = typeof import('@actions/artifact-v1')
type ArtifactV1Client = ReturnType<ArtifactV1Module['create']>

/** The library's artifact list for this run (its own download client's call). */
async function listedSize(name: string): Promise<number | undefined> {
  const { DownloadHttpClient } =
    await import('@actions/artifact-v1/lib/internal/download-http-client.js')
  const listing = await new DownloadHttpClient().listArtifacts()
  return listing.value.find(artifact => artifact.name === name)?.size
}

/** The runtime URL as a URL, for the proxy hint; undefined when it does not parse. */
function runtimeUrl(env: NodeJS.ProcessEnv): URL | undefined {
  try {
    return new URL(env.ACTIONS_RUNTIME_URL ?? '')
  } catch {
    return undefined
  }
}

/** Turns the library's plain errors into what happened and what to do. */
export function explain(
  err: unknown,
  archivePath: string,
  env: NodeJS.ProcessEnv = process.env
): ArtifactDeliveryError {
  const keep = `The verified archive is still at ${archivePath} (the \`archive-path\` output).`
  const message = err instanceof Error ? err.message : String(err)
  const target = runtimeUrl(env)
  const proxyHint = target ? proxyTunnelHint(err, target, env) : undefined
  if (proxyHint) {
    return new ArtifactDeliveryError(
      "Could not reach GitHub Enterprise Server's artifact service (ACTIONS_RUNTIME_URL) " +
        `through the proxy: ${message}. ${proxyHint} ${keep}`
    )
  }
  if (/Enabling GitHub Actions for GitHub Enterprise Server|responded with 403/.test(message)) {
    return new ArtifactDeliveryError(
      "GitHub Enterprise Server's artifact service refused the upload (403): Actions storage " +
        'may not be configured, or its quota is used up. Ask the server administrator to check ' +
        `the Actions storage settings, or use \`delivery: none\`. ${keep}`
    )
  }
  if (/ECONNREFUSED|ENOTFOUND|ETIMEDOUT|ECONNRESET|EAI_AGAIN/.test(message)) {
    return new ArtifactDeliveryError(
      "Could not reach GitHub Enterprise Server's artifact service (ACTIONS_RUNTIME_URL): " +
        `${message}. Check that the runner reaches the server, and any proxy settings ` +
        `(HTTPS_PROXY, NO_PROXY); then re-run the job. ${keep}`
    )
  }
  return new ArtifactDeliveryError(
    `Uploading the artifact to GitHub Enterprise Server failed: ${message}. ${keep}`
  )
}

/**
 * Uploads the archive as a single-file artifact through GitHub Enterprise Server's artifact
 * API. The caller has checked the runner variables (artifactRuntimeProblem).
 */
export async function deliverArtifactToEnterpriseServer(
  request: ArtifactDeliveryRequest,
  env: NodeJS.ProcessEnv
): Promise<DeliveredArtifact> {
  const wanted = artifactFileName(request.artifactName)
  const baseDir = request.workDir ?? env.RUNNER_TEMP ?? os.tmpdir()
  const stageDir = await mkdtemp(path.join(baseDir, 'artifact-'))
  // A cancel removes it too: where a hard link is refused the staged file is a copy, partial
  // while it is made.
  const staged = removeOnCancel(stageDir)
  try {
    const mod = (await import('@actions/artifact-v1')) as ArtifactV1Module & {
      default?: ArtifactV1Module
    }
    const client: ArtifactV1Client = (mod.create ?? mod.default!.create)()
    let name = wanted
    const earlier = await listedSize(wanted)
    const kept = earlier !== undefined && artifactOwner(env, undefined) === 'this attempt'
    if (kept) {
      name = suffixedName(wanted)
      core.warning(keptWarning(wanted, name))
    } else if (earlier !== undefined) {
      core.info(
        `An artifact named ${wanted} already exists in this workflow run (from an earlier ` +
          'attempt of this job): its file is replaced with this archive.'
      )
    }
    const file = await stage(request.archivePath, stageDir, name)
    const uploaded = await client.uploadArtifact(name, [file], stageDir, {
      continueOnError: false,
      retentionDays: request.retentionDays
    })
    if (uploaded.failedItems.length > 0) {
      throw new ArtifactDeliveryError(
        `The artifact service did not take every part of ${name} (the upload gave up after ` +
          'retries; see the lines above). The library has still recorded the artifact under that ' +
          "name with the archive's size, so the run's page may list it, incomplete: do not use it. " +
          'Re-run the job (a re-run replaces it). ' +
          `The verified archive is still at ${request.archivePath} (the \`archive-path\` output).`
      )
    }

    // The API gives no digest: hash what was uploaded, and check the service holds that size.
    const { sha256, bytes: size } = await sha256File(file)
    if (request.expectedSha256 !== undefined && sha256 !== request.expectedSha256.toLowerCase()) {
      throw new ArtifactDeliveryError(
        `The uploaded file hashes to sha256 ${sha256}, not the ${request.expectedSha256} the ` +
          'archive had when it was verified: the file changed on disk in between. Re-run the job; ' +
          'the next upload replaces this artifact.'
      )
    }
    const recorded = await listedSize(name)
    if (recorded !== size) {
      throw new ArtifactDeliveryError(
        `The artifact service lists ${name} with ${recorded ?? 'no'} size after the upload, ` +
          `not the ${size} bytes sent. Re-run the job.`
      )
    }
    return {
      id: undefined,
      name,
      url: undefined,
      digest: sha256,
      size,
      replaced: earlier !== undefined && !kept
    }
  } catch (err) {
    if (err instanceof ArtifactDeliveryError) throw err
    throw explain(err, request.archivePath, env)
  } finally {
    await rm(stageDir, { recursive: true, force: true })
    staged()
  }
}
