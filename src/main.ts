// run(): the pipeline of design.md, one log group per stage, data moving forward only.
//
//   inputs ─> settings ─> export (start + wait, or an existing job) ─> link (bundle call)
//          ─> archive (download + verify) ─> deliver (artifact | pull request) ─> report
//
// Outputs are set as soon as they are known, so a failure late in the run still leaves the
// earlier ones (job-id, bundle-url, …) for a follow-up step. Nothing half-done is reported as
// good: the archive is downloaded under a temporary name and only renamed once verified.
import * as core from '@actions/core'
import { ArchiveError } from './archive/verify.js'
import { generateLink, protectLink } from './bundle-link.js'
import { checkConfigs, checkLinkLifetime, deliver } from './deliver.js'
import { exportDuration, exportSite, reuseJob } from './export-job.js'
import { workflowRunUrl } from './github-urls.js'
import { importCarried } from './import-run.js'
import { describeLink } from './links.js'
import { LOCAL_ACTION_ARTIFACT_WARNING, isLocalAction } from './local-action.js'
import { info, oneLine } from './log-text.js'
import { checkRunnerFiles } from './runner-files.js'
import { checkArchiveFolder, obtainArchive, provenNote } from './obtain-archive.js'
import { keepSecret, redact, secretsOfRun } from './redact.js'
import { StaticExportClient } from './platform/static-export.js'
import {
  explainGuessedJob,
  readDeployedLink,
  renewalRequest,
  type DeployedLink
} from './renewal.js'
import { decideRenewals, readDeployedConfigs } from './renewal-configs.js'
import { SettingsError, readSettings, type Settings } from './settings.js'
import { renderSummary, type SummaryInput } from './summary.js'
import { writeStepSummary } from './step-summary.js'

/** The secret-bearing inputs, masked before anything else happens. */
const SECRET_INPUTS = ['admin-key', 'github-token']

export async function run(): Promise<void> {
  // What no failure text shows: these, and (added by protectLink once known) a masked link's parts.
  for (const name of SECRET_INPUTS) keepSecret(core.getInput(name))
  const secrets = secretsOfRun()

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

  for (const warning of settings.warnings) core.warning(warning, { title: 'Input not used' })

  const summary: SummaryInput = {
    domain: settings.domain,
    mode: settings.jobId ? 'renew' : 'export',
    runUrl: workflowRunUrl(process.env),
    now: Date.now(),
    secrets
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
    const message = redact(describeFailure(err), secrets)
    summary.failure = message
    core.setFailed(message)
  } finally {
    process.off('beforeExit', unsettled)
    summary.now = Date.now()
    await writeSummary(summary)
  }
}

async function publish(settings: Settings, summary: SummaryInput): Promise<void> {
  await checkRunnerFiles(process.env)
  let wantsArtifact = settings.delivery === 'artifact' || settings.delivery === 'both'
  if (isLocalAction(process.env)) {
    if (wantsArtifact) core.warning(LOCAL_ACTION_ARTIFACT_WARNING)
    wantsArtifact = false
  }
  // The archive's folder (RUNNER_TEMP), made if missing (a local .env's, under .cache/, may not
  // be yet) and checked before an export starts; an import writes there only to stage an artifact.
  if (!settings.carried || wantsArtifact) await checkArchiveFolder(settings)
  if (wantsArtifact) {
    // Said before an export starts: without the runner's artifact variables (per server:
    // ACTIONS_RESULTS_URL on github.com, ACTIONS_RUNTIME_URL on GHES) the upload cannot work.
    const { artifactRuntimeProblem } = await import('./delivery/artifact.js')
    const problem = artifactRuntimeProblem(process.env)
    if (problem !== undefined) throw new Error(problem)
  }

  // The deployment config's current link: what a renewal decides on, and the record that may
  // prove a renewed link without a download.
  let jobId = settings.jobId
  // The config whose link's path the job id was guessed from (no record there), if it was.
  let guessedIn: string | undefined
  // The link on the base the renewal took its job from: the base must still hold it when the
  // pull request is written, or the renewed old job would replace a newer link.
  let renews: { renews: string; renewsIn: string } | undefined
  let current: DeployedLink | undefined
  // Only a pull request's config records a job: renew-only with job-id and no pull request is a
  // renewal of that job, as job-id alone is (settings.ts lets it pass for that).
  const renewing =
    settings.pullRequest !== undefined &&
    (settings.renewOnly || settings.renewIfExpiringWithinMs !== undefined)
  if (renewing || (jobId && settings.pullRequest)) {
    const decision = await core.group('Current deployment link', async () => {
      // For a renewal by job-id the record (the first file's) is only a hint: a config that
      // cannot be read is reported by the check below.
      if (!renewing) {
        current = await readDeployedLink(settings, info).catch(() => undefined)
        if (current?.bundleUrl) protectLink(settings, current.bundleUrl)
        return undefined
      }
      const read = await readDeployedConfigs(settings, info)
      for (const config of read) {
        if (config.link?.bundleUrl) protectLink(settings, config.link.bundleUrl)
      }
      const decided = decideRenewals(read, renewalRequest(settings, Date.now()))
      current = decided.from.link
      info(decided.served)
      return decided
    })
    if (decision?.skip) {
      summary.notes = [decision.skip]
      core.notice(decision.skip, { title: decision.skipTitle ?? 'Link renewal not due' })
      core.setOutput('pull-request-operation', 'skipped')
      return
    }
    // Files a scheduled run must not write are left as they are; the others get the renewed link.
    if (decision?.writeTo && settings.pullRequest) {
      summary.notes = [
        `Left as it is by this scheduled renewal: ${decision.leftOut}. The renewed link goes to ${decision.writeTo.join(', ')} only.`
      ]
      settings = {
        ...settings,
        pullRequest: { ...settings.pullRequest, configPaths: decision.writeTo }
      }
    }
    if (!jobId && decision?.jobId) {
      jobId = decision.jobId
      if (decision.guessed) guessedIn = decision.from.configPath
      if (current?.readOn === 'base' && current.bundleUrl !== undefined) {
        renews = { renews: current.bundleUrl, renewsIn: decision.from.configPath }
      }
      summary.mode = 'renew'
    }
  }

  // The deployment configs are read and the edit rehearsed before anything is exported: a
  // missing, invalid or hostile config fails the run while nothing has been changed anywhere.
  if (settings.pullRequest) {
    await core.group('Deployment config', () => checkConfigs(settings, settings.pullRequest!))
  }

  // Import inside the air gap: a carried-in archive and an internal link; no platform at all.
  if (settings.carried) {
    const carried = settings.carried
    const archive = await core.group('Carried archive', () => importCarried(settings, carried))
    summary.mode = 'import'
    summary.pageCount = archive.report.pages
    summary.link = { where: describeLink(carried.bundleUrl) }
    summary.archive = { sha256: archive.sha256, bytes: archive.bytes, report: archive.report }
    const job = { pageCount: archive.report.pages }
    // Recorded as imported: a scheduled renewal leaves the link the operator chose (renewal.ts).
    const link = { url: carried.bundleUrl, importedAt: new Date().toISOString() }
    await deliver(settings, summary, archive, link, job, wantsArtifact)
    return
  }

  const client = new StaticExportClient({
    baseUrl: settings.apiUrl,
    apiKey: settings.adminKey,
    // The bundle call packages the export before it answers: as long as the export may take.
    bundleTimeoutMs: settings.waitTimeoutMs,
    debug: message => core.debug(message)
  })

  // Export: a new job, or an existing one whose link is renewed.
  const job = await core.group(jobId ? 'Export job (existing)' : 'Export', async () =>
    jobId
      ? reuseJob(client, settings, jobId).catch((err: unknown) => {
          throw guessedIn === undefined ? err : explainGuessedJob(err, jobId, guessedIn)
        })
      : exportSite(client, settings)
  )
  summary.jobId = job.jobId
  summary.status = job.status
  summary.pageCount = job.pageCount
  summary.exportDurationMs = exportDuration(job)

  // Link.
  const bundle = await core.group('Bundle link', () => generateLink(client, settings, job.jobId))
  // expiresAt is known now: a link the config may not take stops the run before the download.
  checkLinkLifetime(settings, bundle.expiresAt)
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
  const link = {
    url: archive.link.url,
    expiresAt: archive.link.expiresAt ?? bundle.expiresAt,
    ...renews
  }
  if (archive.report) {
    summary.archive = { sha256: archive.sha256, bytes: archive.bytes, report: archive.report }
    // A platform that gave no page count (the spec shows one only while a job runs): the
    // verified archive's pages are the export's.
    if (job.pageCount === undefined) {
      job.pageCount = archive.report.pages
      summary.pageCount = job.pageCount
      core.setOutput('page-count', String(job.pageCount))
    }
  } else {
    summary.notes = [...(summary.notes ?? []), provenNote(archive)]
  }
  summary.link.expiresAt = link.expiresAt

  await deliver(
    jobId ? renewalSettings(settings, jobId) : settings,
    summary,
    archive,
    link,
    job,
    wantsArtifact
  )
}

/**
 * The settings a renewal delivers with. The version input names what an export exports; a
 * renewed job keeps the version it was exported as, which the platform's job does not say, so
 * writing the input beside its link could label the bundle wrongly (one `with:` block shared by
 * the export and the renewal steps, its version bumped before the next export): the config's
 * version stays as it is, and the run says so.
 */
function renewalSettings(settings: Settings, jobId: string): Settings {
  if (settings.version === undefined) return settings
  core.warning(
    `version ${oneLine(settings.version)} is not written beside the renewed link: job ${oneLine(jobId)} keeps ` +
      "the version it was exported as, and the config's version stays as it is. Leave version out of " +
      'renewal runs, or run without job-id and renew-only to export that version.',
    { title: 'version not used by a renewal' }
  )
  return { ...settings, version: undefined }
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
  await writeStepSummary(renderSummary(summary))
}
