// Delivery, the same for an export and an import: the artifact and/or the pull request to the
// deployment config, then the end-of-run check that everything asked for was delivered and the
// warning when the link expires soon. The delivery code (Octokit, the artifact client, the
// config editors) is loaded only by a run that delivers that way.
import * as core from '@actions/core'
import { protectLink } from './bundle-link.js'
import { formatDuration } from './duration.js'
import type { ExportRecord } from './config/index.js'
import { workflowRunUrl } from './github-urls.js'
import { redactLinks } from './links.js'
import { info, oneLine } from './log-text.js'
import type { ArchiveFacts } from './obtain-archive.js'
import { secretsOfRun } from './redact.js'
import type { PullRequestSettings } from './pull-request-settings.js'
import type { Settings } from './settings.js'
import { EXPIRY_WARNING_MS, describeExpiry, formatBytes, type SummaryInput } from './summary.js'

/** The pull-request-operation output of a dry run, which writes nothing (action.yml). */
export const DRY_RUN_OPERATION = 'dry-run'

/** The link delivered; an internal link of an import has no expiry. */
export interface DeliveredLink {
  url: string
  expiresAt?: string
  /**
   * An import's internal link: when it was imported (ISO 8601). Recorded beside it, with the
   * archive's size and sha256, so that scheduled renewals leave the link as it is.
   */
  importedAt?: string
  /** The link on the base a renewal took its job from, and its file (see LinkUpdate.renews). */
  renews?: string
  renewsIn?: string
}

type DeliveredArchive = Pick<ArchiveFacts, 'path' | 'sha256' | 'bytes' | 'etag'>

/**
 * min-link-lifetime: a link with less life left is never written to a deployment config (a
 * deployment that restarts after expiry cannot fetch its bundle). Asked as soon as the link is
 * known, before the download, and again of the link delivered (a refused link is renewed)
 * before any delivery, so a run that cannot write the link delivers nothing at all.
 */
export function checkLinkLifetime(settings: Settings, expiresAt: string | undefined): void {
  if (!settings.pullRequest || expiresAt === undefined) return
  if (Date.parse(expiresAt) - Date.now() >= settings.minLinkLifetimeMs) return
  throw new Error(
    `The bundle link expires ${describeExpiry(expiresAt, Date.now())}, sooner than min-link-lifetime ` +
      `(${formatDuration(settings.minLinkLifetimeMs)}), so it is not written to the config: a deployment that ` +
      'restarts after expiry cannot fetch its bundle. Ask the platform for longer-lived links, or lower min-link-lifetime.' +
      ' Nothing was delivered.'
  )
}

export async function deliver(
  settings: Settings,
  summary: SummaryInput,
  archive: DeliveredArchive,
  link: DeliveredLink,
  job: { jobId?: string; pageCount?: number },
  wantsArtifact: boolean
): Promise<void> {
  // Before the artifact: a link the config may not take fails the run with nothing delivered.
  checkLinkLifetime(settings, link.expiresAt)
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

/**
 * The deployment configs read and the edit rehearsed before anything is exported: a missing,
 * invalid or hostile config fails the run while nothing has been changed anywhere.
 */
export async function checkConfigs(settings: Settings, pr: PullRequestSettings): Promise<void> {
  const { checkConfigsOnBase } = await import('./delivery/pull-request/index.js')
  await checkConfigsOnBase({
    ...pr,
    version: settings.version,
    dryRun: settings.dryRun,
    secrets: secretsOfRun()
  })
  info(
    `${pr.configPaths.join(', ')} in ${pr.owner}/${pr.repo}: readable, and ${pr.configKey} can be edited`
  )
}

/**
 * Every delivery asked for happened: a run never ends green without them, whatever path a
 * future change takes through the run.
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
  const { deliverPullRequest } = await import('./delivery/pull-request/index.js')
  const result = await deliverPullRequest({
    ...pr,
    // GitHub's answers may echo what they were sent: no message of the delivery shows these.
    secrets: secretsOfRun(),
    domain: settings.domain,
    update: {
      bundleUrl: link.url,
      version: settings.version,
      jobId: job.jobId,
      domain: settings.domain,
      expiresAt: link.expiresAt,
      pageCount: job.pageCount,
      ...(link.renews !== undefined ? { renews: link.renews, renewsIn: link.renewsIn } : {}),
      ...(job.jobId !== undefined ? await recordedArchive(job.jobId, archive) : {}),
      ...(link.importedAt !== undefined
        ? { importedAt: link.importedAt, sizeBytes: archive.bytes, sha256: archive.sha256 }
        : {})
    },
    dryRun: settings.dryRun,
    runUrl: workflowRunUrl(process.env)
  })
  // The diff shows the link each config held, which may still work: masked like this run's own
  // before anything shows it (its query is redacted from the diff; its path may hold a token).
  for (const file of result.files) if (file.replaces) protectLink(settings, file.replaces)
  const diff = settings.maskBundleUrl ? redactLinks(result.diff) : result.diff
  if (result.diff) info(`Config change:\n${diff}`)
  if (result.dryRun) {
    // Nothing was written: no operation happened, and the outputs name no pull request or
    // commit (an open one a dry run found was not touched); the log and summary say what would be.
    core.setOutput('pull-request-operation', DRY_RUN_OPERATION)
  } else {
    core.setOutput('pull-request-operation', result.operation)
    if (result.number !== undefined) core.setOutput('pull-request-number', String(result.number))
    if (result.url) core.setOutput('pull-request-url', result.url)
    if (result.commitSha) core.setOutput('commit-sha', result.commitSha)
  }
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

/** The record's archive fields; an ETag the record cannot hold is left out (then no shortcut). */
async function recordedArchive(
  jobId: string,
  archive: Pick<ArchiveFacts, 'sha256' | 'bytes' | 'etag'>
): Promise<Pick<ExportRecord, 'sizeBytes' | 'etag' | 'sha256'>> {
  const fields = { sizeBytes: archive.bytes, sha256: archive.sha256 }
  if (archive.etag === undefined) return fields
  // The config code (with its YAML parser) loads with the pull-request delivery, not before.
  const { recordProblem } = await import('./config/index.js')
  const withEtag = { ...fields, etag: archive.etag }
  return recordProblem({ jobId, ...withEtag }) === undefined ? withEtag : fields
}
