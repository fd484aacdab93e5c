// run(): the pipeline of design.md, one log group per stage, data moving forward only.
//
//   inputs ─> settings ─> export (start + wait, or an existing job) ─> link (bundle call)
//          ─> archive (download + verify) ─> deliver (artifact | pull request) ─> report
//
// Outputs are set as soon as they are known, so a failure late in the run still leaves the
// earlier ones (job-id, bundle-url, …) for a follow-up step. Nothing half-done is reported as
// good: the archive is downloaded under a temporary name and only renamed once verified.
import * as core from '@actions/core'
import { copyFile, mkdir, rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { downloadBundle, type BundleLink, type DownloadResult } from './archive/download.js'
import { cacheUnavailable, findArchive, keepArchive } from './archive/archive-cache.js'
import { planReuse, probeSameObject, tryReuse } from './archive/same-object.js'
import { recordProblem, type ExportRecord } from './config/index.js'
import { describeLink, linkSecrets, redactLinks } from './links.js'
import { archiveFileName } from './archive/local-name.js'
import { LinkRefused, checkLink, type LinkPolicy } from './archive/link-policy.js'
import { info, oneLine } from './log-text.js'
import { StreamingVerification } from './archive/streaming-verification.js'
import { ArchiveError, describeVerified, verifyFile, type BundleReport } from './archive/verify.js'
import { formatDuration } from './duration.js'
import { workflowRunUrl } from './github-urls.js'
import { LOCAL_ACTION_ARTIFACT_WARNING, isLocalAction } from './local-action.js'
import { PlatformError } from './platform/errors.js'
import { decideRenewal, readDeployedLink, renewalRequest, type DeployedLink } from './renewal.js'
import { StaticExportClient, type ExportBundle, type ExportJob } from './platform/static-export.js'
import type { ImportSettings } from './import-settings.js'
import { SettingsError, readSettings, type PullRequestSettings, type Settings } from './settings.js'
import {
  EXPIRY_WARNING_MS,
  describeExpiry,
  formatBytes,
  renderSummary,
  type SummaryInput
} from './summary.js'

/** The secret-bearing inputs, masked before anything else happens. */
const SECRET_INPUTS = ['admin-key', 'github-token']

export async function run(): Promise<void> {
  for (const name of SECRET_INPUTS) {
    const value = core.getInput(name)
    if (value) core.setSecret(value)
  }

  let settings: Settings
  try {
    settings = readSettings(name => core.getInput(name))
  } catch (err) {
    if (err instanceof SettingsError) {
      core.setFailed(`${err.message}\nNothing was requested or written.`)
      return
    }
    throw err
  }

  const summary: SummaryInput = {
    domain: settings.domain,
    mode: settings.jobId ? 'renew' : 'export',
    runUrl: workflowRunUrl(process.env),
    now: Date.now()
  }
  // The guard of the pipeline's end: when the event loop empties while publish() has not
  // settled (a promise something forgot to settle, e.g. an HTTP body that broke off), Node would
  // exit 0 with nothing delivered. That is a failure, said as such.
  let settled = false
  const unsettled = (): void => {
    if (settled) return
    settled = true
    const message =
      'The run stopped before its work was done: a step was left waiting on something that ' +
      'will never answer, so nothing after it happened. Nothing is reported as delivered; run again.'
    summary.failure = message
    core.setFailed(message)
    summary.now = Date.now()
    void writeSummary(summary)
  }
  process.once('beforeExit', unsettled)
  try {
    await publish(settings, summary)
    settled = true
  } catch (err) {
    settled = true
    const message = describeFailure(err)
    summary.failure = message
    core.setFailed(message)
  } finally {
    process.off('beforeExit', unsettled)
    summary.now = Date.now()
    await writeSummary(summary)
  }
}

/**
 * Every delivery asked for happened: a run never ends green without them, whatever path a
 * future change takes through publish().
 */
function undelivered(
  settings: Settings,
  summary: SummaryInput,
  // What this run set out to deliver, not what the input says: under local-action the
  // artifact is skipped with a warning, and that is not a missing delivery.
  wantsArtifact: boolean
): string | undefined {
  const missing: string[] = []
  if (wantsArtifact && !settings.dryRun && !summary.artifact) missing.push('the artifact')
  if (settings.pullRequest && !summary.pullRequest) missing.push('the pull request')
  if (missing.length === 0) return undefined
  return `The run reached its end without ${missing.join(' and ')} (delivery: ${settings.delivery}); it is not reported as done. Run again.`
}

async function publish(settings: Settings, summary: SummaryInput): Promise<void> {
  let wantsArtifact = settings.delivery === 'artifact' || settings.delivery === 'both'
  if (isLocalAction(process.env)) {
    if (wantsArtifact) core.warning(LOCAL_ACTION_ARTIFACT_WARNING)
    wantsArtifact = false
    // A runner's RUNNER_TEMP exists; a local .env's folder (under .cache/) may not yet.
    if (settings.tempDir) await mkdir(settings.tempDir, { recursive: true })
  }
  if (wantsArtifact) {
    // Said before an export starts: without the runner's artifact variables (per server:
    // ACTIONS_RESULTS_URL on github.com, ACTIONS_RUNTIME_URL on GHES) the upload cannot work.
    const { artifactRuntimeProblem } = await import('./delivery/artifact.js')
    const problem = artifactRuntimeProblem(process.env)
    if (problem !== undefined) throw new Error(problem)
  }

  // Renewal: what the deployment config records decides whether to work, and on which job.
  let jobId = settings.jobId
  let current: DeployedLink | undefined
  if (settings.renewOnly || settings.renewIfExpiringWithinMs !== undefined) {
    const decision = await core.group('Current deployment link', async () => {
      current = await readDeployedLink(settings, info)
      if (current?.bundleUrl) protectLink(settings, current.bundleUrl)
      const decided = decideRenewal(current, renewalRequest(settings, Date.now()))
      info(decided.served)
      return decided
    })
    if (decision.skip) {
      summary.notes = [decision.skip]
      core.notice(decision.skip, { title: 'Link renewal not due' })
      core.setOutput('pull-request-operation', 'skipped')
      return
    }
    if (!jobId && decision.jobId) {
      jobId = decision.jobId
      summary.mode = 'renew'
    }
  } else if (jobId && settings.pullRequest) {
    // A renewal by job-id: the config's record may prove the new link without a download.
    current = await core.group('Current deployment link', async () => {
      // Only a hint here: a config that cannot be read is reported by the check below.
      const read = await readDeployedLink(settings, info).catch(() => undefined)
      if (read?.bundleUrl) protectLink(settings, read.bundleUrl)
      return read
    })
  }

  // The deployment configs are read and the edit rehearsed before anything is exported: a
  // missing, invalid or hostile config fails the run while nothing has been changed anywhere.
  if (settings.pullRequest) {
    await core.group('Deployment config', () => checkConfigs(settings, settings.pullRequest!))
  }

  // Import inside the air gap: a carried-in archive and an internal link; no platform at all.
  if (settings.carried) {
    const carried = settings.carried
    const archive = await core.group('Carried archive', () => importArchive(settings, carried))
    summary.mode = 'import'
    summary.pageCount = archive.report.pages
    summary.link = { where: describeLink(carried.bundleUrl) }
    summary.archive = { sha256: archive.sha256, bytes: archive.bytes, report: archive.report }
    const job = { pageCount: archive.report.pages }
    await deliver(settings, summary, archive, { url: carried.bundleUrl }, job, wantsArtifact)
    return
  }

  const client = new StaticExportClient({
    baseUrl: settings.apiUrl,
    apiKey: settings.adminKey,
    debug: message => core.debug(message)
  })

  // Export: a new job, or an existing one whose link is renewed.
  const job = await core.group(jobId ? 'Export job (existing)' : 'Export', async () =>
    jobId ? reuseJob(client, settings, jobId) : exportSite(client, settings)
  )
  summary.jobId = job.jobId
  summary.status = job.status
  summary.pageCount = job.pageCount
  summary.exportDurationMs = exportDuration(job)

  // Link.
  const bundle = await core.group('Bundle link', () => generateLink(client, settings, job.jobId))
  summary.link = {
    where: describeLink(bundle.bundleUrl),
    expiresAt: bundle.expiresAt,
    sizeBytes: bundle.sizeBytes
  }

  // Archive: downloaded and verified, unless a renewal proves the new link serves the archive
  // an earlier run verified (see archive/same-object.ts); no link to a bad archive is delivered.
  const archive = await core.group('Download and verify', () =>
    obtainArchive(client, settings, bundle, {
      renewing: Boolean(jobId),
      record: current?.record,
      wantsArtifact
    })
  )
  // The link delivered is the one the bytes came from: renewed if the first one was refused.
  const link = { url: archive.link.url, expiresAt: archive.link.expiresAt ?? bundle.expiresAt }
  if (archive.report) {
    summary.archive = { sha256: archive.sha256, bytes: archive.bytes, report: archive.report }
  } else {
    summary.notes = [...(summary.notes ?? []), provenNote(archive)]
  }
  summary.link.expiresAt = link.expiresAt

  await deliver(settings, summary, archive, link, job, wantsArtifact)
}

/** Delivery, the same for an export and an import: artifact and/or pull request, then the warning. */
async function deliver(
  settings: Settings,
  summary: SummaryInput,
  archive: Pick<ArchiveFacts, 'path' | 'sha256' | 'bytes' | 'etag'>,
  link: DeliveredLink,
  job: { jobId?: string; pageCount?: number },
  wantsArtifact: boolean
): Promise<void> {
  if (wantsArtifact) {
    const { path } = archive
    // A renewal that wants the artifact never skips the bytes (tryReuse): a guard, not a path.
    if (path === undefined) throw new Error('the artifact needs the archive, which was not fetched')
    await core.group('Upload artifact', () =>
      uploadArtifact(settings, { ...archive, path }, summary)
    )
  }
  if (settings.pullRequest) {
    const pr = settings.pullRequest
    await core.group('Pull request', () =>
      openPullRequest(settings, pr, job, link, archive, summary)
    )
  }

  const missing = undelivered(settings, summary, wantsArtifact)
  if (missing) throw new Error(missing)

  if (link.expiresAt !== undefined && Date.parse(link.expiresAt) - Date.now() < EXPIRY_WARNING_MS) {
    core.warning(
      `The bundle link expires ${describeExpiry(link.expiresAt, Date.now())}. ` +
        'Schedule this workflow to run again before then, or deployments that restart later cannot fetch the bundle.',
      { title: 'Bundle link expires within 24 hours' }
    )
  }
}

/** The link delivered; an internal link of an import has no expiry. */
interface DeliveredLink {
  url: string
  expiresAt?: string
}

async function importArchive(settings: Settings, carried: ImportSettings) {
  const { verifyCarriedArchive } = await import('./import-archive.js')
  const archive = await verifyCarriedArchive(carried, process.env.GITHUB_WORKSPACE || process.cwd())
  const r = archive.report
  info(`sha256 ${archive.sha256}: the digest recorded on the connected side`)
  info(describeVerified(r))
  protectLink(settings, carried.bundleUrl)
  core.setOutput('archive-path', archive.path)
  core.setOutput('archive-sha256', archive.sha256)
  core.setOutput('bundle-url', carried.bundleUrl)
  core.setOutput('bundle-size', String(archive.bytes))
  core.setOutput('page-count', String(r.pages))
  info(`Delivering ${describeLink(carried.bundleUrl)}, an internal link that does not expire`)
  return archive
}

async function checkConfigs(settings: Settings, pr: PullRequestSettings): Promise<void> {
  const { checkConfigsOnBase } = await import('./delivery/pull-request/index.js')
  await checkConfigsOnBase({ ...pr, version: settings.version })
  info(
    `${pr.configPaths.join(', ')} in ${pr.owner}/${pr.repo}: readable, and ${pr.configKey} can be edited`
  )
}

async function uploadArtifact(
  settings: Settings,
  archive: { path: string; sha256: string },
  summary: SummaryInput
): Promise<void> {
  if (settings.dryRun) {
    info('dry-run: the artifact is not uploaded')
    return
  }
  const { deliverArtifact } = await import('./delivery/artifact.js')
  const artifact = await deliverArtifact({
    archivePath: archive.path,
    artifactName: settings.artifactName,
    retentionDays: settings.retentionDays,
    expectedSha256: archive.sha256
  })
  if (artifact.id !== undefined) core.setOutput('artifact-id', String(artifact.id))
  if (artifact.url) core.setOutput('artifact-url', artifact.url)
  core.setOutput('artifact-digest', artifact.digest)
  summary.artifact = artifact
  info(
    `Uploaded artifact "${oneLine(artifact.name)}" (${formatBytes(artifact.size)})` +
      `${artifact.replaced ? ', replacing the one from an earlier attempt' : ''}` +
      `${artifact.url ? `: ${oneLine(artifact.url)}` : ''}`
  )
}

async function openPullRequest(
  settings: Settings,
  pr: PullRequestSettings,
  job: { jobId?: string; pageCount?: number },
  link: DeliveredLink,
  archive: Pick<ArchiveFacts, 'sha256' | 'bytes' | 'etag'>,
  summary: SummaryInput
): Promise<void> {
  if (
    link.expiresAt !== undefined &&
    !(Date.parse(link.expiresAt) - Date.now() >= settings.minLinkLifetimeMs)
  ) {
    throw new Error(
      `The bundle link expires ${describeExpiry(link.expiresAt, Date.now())}, sooner than min-link-lifetime ` +
        `(${formatDuration(settings.minLinkLifetimeMs)}), so it is not written to the config: a deployment that ` +
        'restarts after expiry cannot fetch its bundle. Ask the platform for longer-lived links, or lower min-link-lifetime.'
    )
  }
  const { deliverPullRequest } = await import('./delivery/pull-request/index.js')
  const result = await deliverPullRequest({
    ...pr,
    domain: settings.domain,
    update: {
      bundleUrl: link.url,
      version: settings.version,
      jobId: job.jobId,
      expiresAt: link.expiresAt,
      pageCount: job.pageCount,
      ...(job.jobId !== undefined ? recordedArchive(job.jobId, archive) : {})
    },
    dryRun: settings.dryRun,
    runUrl: workflowRunUrl(process.env)
  })
  const diff = settings.maskBundleUrl ? redactLinks(result.diff) : result.diff
  if (result.diff) info(`Config change:\n${diff}`)
  core.setOutput('pull-request-operation', result.operation)
  if (result.number !== undefined) core.setOutput('pull-request-number', String(result.number))
  if (result.url) core.setOutput('pull-request-url', result.url)
  if (result.commitSha) core.setOutput('commit-sha', result.commitSha)
  summary.pullRequest = {
    operation: result.operation,
    number: result.number,
    url: result.url,
    diff,
    dryRun: result.dryRun
  }
  info(
    result.dryRun
      ? `dry-run: the pull request would be ${result.operation}; nothing was written`
      : result.operation === 'unchanged'
        ? `${pr.base ?? 'The base branch'} already holds these values: no commit, no pull request`
        : `Pull request #${result.number} ${result.operation}: ${oneLine(result.url)}`
  )
}

async function exportSite(client: StaticExportClient, settings: Settings): Promise<ExportJob> {
  const started = await client.startExport({
    domain: settings.domain,
    version: settings.version,
    paths: settings.paths
  })
  core.setOutput('job-id', started.jobId)
  info(`Started export job ${oneLine(started.jobId)} for ${settings.domain}`)
  return waitFor(client, settings, started.jobId)
}

async function reuseJob(
  client: StaticExportClient,
  settings: Settings,
  jobId: string
): Promise<ExportJob> {
  core.setOutput('job-id', jobId)
  info(`Renewing the link of job ${oneLine(jobId)}; no new export is started`)
  const job = await client.getExport(jobId)
  if (job.status === 'completed') {
    reportJob(job)
    return job
  }
  if (job.status === 'failed') {
    throw new PlatformError(
      `Job ${oneLine(jobId)} failed on the platform${job.error ? `: ${oneLine(job.error)}` : ''}; its link cannot be renewed. Run without job-id to export again.`,
      { kind: 'job-failed', call: `GET /v1/static-export/jobs/${jobId}` }
    )
  }
  info(`Job ${oneLine(jobId)} is still ${oneLine(job.status)}; waiting for it`)
  return waitFor(client, settings, jobId)
}

async function waitFor(
  client: StaticExportClient,
  settings: Settings,
  jobId: string
): Promise<ExportJob> {
  const started = Date.now()
  const job = await client.waitForExport(jobId, {
    timeoutMs: settings.waitTimeoutMs,
    warn: message => core.warning(message),
    onProgress: update => {
      const elapsed = formatDuration(Date.now() - started).padStart(7)
      info(
        `${elapsed}  ${oneLine(update.status).padEnd(9)} ${String(Math.round(update.progress)).padStart(3)}%  ${update.pageCount} pages`
      )
      core.setOutput('status', update.status)
    }
  })
  reportJob(job)
  return job
}

function reportJob(job: ExportJob): void {
  core.setOutput('status', job.status)
  core.setOutput('page-count', String(job.pageCount))
  info(`Job ${oneLine(job.jobId)} ${oneLine(job.status)}: ${job.pageCount} pages`)
}

function exportDuration(job: ExportJob): number | undefined {
  const from = Date.parse(job.createdAt ?? '')
  const to = Date.parse(job.updatedAt ?? '')
  return Number.isNaN(from) || Number.isNaN(to) ? undefined : Math.max(0, to - from)
}

async function generateLink(
  client: StaticExportClient,
  settings: Settings,
  jobId: string
): Promise<ExportBundle> {
  const bundle = await client.createBundle(jobId)
  protectLink(settings, bundle.bundleUrl)
  try {
    // Judged before it is used anywhere: output, log, request.
    checkLink(bundle.bundleUrl, linkPolicy(settings))
  } catch (err) {
    if (!(err instanceof LinkRefused)) throw err
    // A refused link is masked whatever mask-bundle-url says: it is shown nowhere.
    core.setSecret(bundle.bundleUrl)
    throw new Error(
      `The platform's bundle link for job ${oneLine(jobId)} was refused before any request: ${err.message}. ` +
        'Nothing was downloaded; report the link to the platform (or see allow-private-bundle-hosts).'
    )
  }
  core.setOutput('bundle-url', bundle.bundleUrl)
  core.setOutput('expires-at', bundle.expiresAt)
  if (bundle.sizeBytes !== undefined) core.setOutput('bundle-size', String(bundle.sizeBytes))
  info(
    `Bundle link for ${describeLink(bundle.bundleUrl)}${bundle.sizeBytes !== undefined ? ` (${formatBytes(bundle.sizeBytes)})` : ''}, ` +
      `expires ${describeExpiry(bundle.expiresAt, Date.now())}`
  )
  return bundle
}

function linkPolicy(settings: Settings): LinkPolicy {
  return { allowPrivate: settings.allowPrivateBundleHosts }
}

/** The presigned link is a capability: masked, along with its signature on its own. */
function protectLink(settings: Settings, url: string): void {
  if (!settings.maskBundleUrl) return
  for (const secret of linkSecrets(url)) core.setSecret(secret)
}

interface VerifiedArchive extends DownloadResult {
  report: BundleReport
}

/** What the rest of the run knows of the archive: downloaded and verified, or proven the same. */
interface ArchiveFacts {
  link: BundleLink
  sha256: string
  bytes: number
  etag?: string
  /** Absent (both) when the archive was proven the same as the recorded one, not downloaded. */
  report?: BundleReport
  path?: string
}

function provenNote(archive: ArchiveFacts): string {
  return (
    `The archive was not downloaded: the new link was proven to serve the archive an earlier run ` +
    `verified, by its size (${formatBytes(archive.bytes)}) and ETag (one 1-byte ranged GET). ` +
    `archive-sha256 is the recorded ${archive.sha256}.`
  )
}

/** The record's archive fields; an ETag the record cannot hold is left out (then no shortcut). */
function recordedArchive(
  jobId: string,
  archive: Pick<ArchiveFacts, 'sha256' | 'bytes' | 'etag'>
): Pick<ExportRecord, 'sizeBytes' | 'etag' | 'sha256'> {
  const fields = { sizeBytes: archive.bytes, sha256: archive.sha256 }
  if (archive.etag === undefined) return fields
  const withEtag = { ...fields, etag: archive.etag }
  return recordProblem({ jobId, ...withEtag }) === undefined ? withEtag : fields
}

/**
 * A renewal that finds the archive recorded in the config proves the new link serves it with
 * one ranged GET and skips the download (taking the bytes from the tool cache when the artifact
 * needs them); anything else is the full verified download, with the reason in one line.
 */
async function obtainArchive(
  client: StaticExportClient,
  settings: Settings,
  bundle: ExportBundle,
  context: { renewing: boolean; record: ExportRecord | undefined; wantsArtifact: boolean }
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
    findCached: async recorded =>
      cacheOff === undefined ? findArchive({ ...key, sha256: recorded.sha256 }) : undefined,
    probe: recorded =>
      probeSameObject({
        url: bundle.bundleUrl,
        expected: recorded,
        policy: linkPolicy(settings),
        debug: message => core.debug(message)
      })
  })
  const link = { url: bundle.bundleUrl, sizeBytes: bundle.sizeBytes!, expiresAt: bundle.expiresAt }
  if ('download' in outcome) {
    if (context.renewing) info(`Full download: ${outcome.download}`)
    const archive = await fetchArchive(client, settings, bundle)
    if (cacheOff === undefined) {
      const kept = await keepArchive(archive.path, { ...key, sha256: archive.sha256 })
      info(`Kept the verified archive in the runner's tool cache: ${kept}`)
    }
    return archive
  }
  const { sha256, sizeBytes, etag } = outcome.proven
  core.setOutput('archive-sha256', sha256)
  if (outcome.cachedPath === undefined) {
    info(
      `Not downloaded: the new link serves the archive verified earlier (same size, ${formatBytes(sizeBytes)}, ` +
        `and ETag); sha256 ${sha256} is carried from the record`
    )
    return { link, sha256, bytes: sizeBytes, etag }
  }
  // The artifact needs the bytes: the cached copy (re-hashed) is verified again here, locally.
  const finalPath = archiveFileName(settings.tempDir || tmpdir(), bundle.jobId)
  await copyFile(outcome.cachedPath, finalPath)
  const report = await verifyFile(finalPath)
  info(
    `Not downloaded: the new link serves the archive verified earlier (same size and ETag), and the ` +
      `tool cache holds it with sha256 ${sha256}; verified again: ${report.pages} pages`
  )
  core.setOutput('archive-path', finalPath)
  return { link, sha256, bytes: sizeBytes, etag, report, path: finalPath }
}

async function fetchArchive(
  client: StaticExportClient,
  settings: Settings,
  bundle: ExportBundle
): Promise<VerifiedArchive> {
  if (bundle.sizeBytes === undefined) {
    throw new Error(
      `The platform's bundle answer for job ${oneLine(bundle.jobId)} has no sizeBytes, so the download cannot be checked`
    )
  }
  // Named from a hash of the job id, never from the id itself (platform text), and checked to
  // stay inside the folder.
  const finalPath = archiveFileName(settings.tempDir || tmpdir(), bundle.jobId)
  const partPath = `${finalPath}.part`
  let lastLogged = 0
  // The archive is verified as it arrives (one pass over the bytes, the gunzip running beside
  // the download). A restart from zero breaks that stream; the file is then verified again.
  const streamed = new StreamingVerification()
  try {
    const download = await downloadBundle({
      link: { url: bundle.bundleUrl, sizeBytes: bundle.sizeBytes, expiresAt: bundle.expiresAt },
      destination: partPath,
      policy: linkPolicy(settings),
      deadlineMs: settings.downloadTimeoutMs,
      renewLink: async () => {
        info('The object store refused the link (expired?); asking the platform for a fresh one')
        const fresh = await generateLink(client, settings, bundle.jobId)
        if (fresh.sizeBytes === undefined)
          throw new Error('the renewed bundle answer has no sizeBytes')
        return { url: fresh.bundleUrl, sizeBytes: fresh.sizeBytes, expiresAt: fresh.expiresAt }
      },
      onProgress: (received, total) => {
        // One line per tenth, not one per chunk.
        const tenth = Math.floor((received / Math.max(total, 1)) * 10)
        if (tenth > lastLogged || received === total) {
          lastLogged = tenth
          info(`downloaded ${formatBytes(received)} of ${formatBytes(total)}`)
        }
      },
      onData: (chunk, offset) => streamed.push(chunk, offset),
      debug: message => core.debug(message)
    })
    info(`sha256 ${download.sha256}`)
    const report = (await streamed.finish()) ?? (await verifyFile(partPath))
    info(describeVerified(report))
    await rename(partPath, finalPath)
    core.setOutput('archive-path', finalPath)
    core.setOutput('archive-sha256', download.sha256)
    return { ...download, path: finalPath, report }
  } catch (err) {
    streamed.abandon()
    // A partial or refused archive never stays behind to be mistaken for a good one.
    await rm(partPath, { force: true })
    throw err
  }
}

function describeFailure(err: unknown): string {
  if (err instanceof ArchiveError) {
    // Its message quotes entry names, which are the archive's text: one line, whatever they hold.
    return (
      `The bundle failed verification: ${oneLine(err.message, 2000)}. It was not uploaded, delivered or ` +
      'reported as good. Run again; if it persists, report the job id to the platform.'
    )
  }
  if (err instanceof Error) {
    // Wire detail for whoever turns on step debug logging; the message is what users read.
    if (err.stack) core.debug(err.stack)
    return err.message
  }
  return String(err)
}

async function writeSummary(summary: SummaryInput): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  try {
    await core.summary.addRaw(renderSummary(summary)).write()
  } catch (err) {
    core.warning(`Could not write the job summary: ${(err as Error).message}`)
  }
}
