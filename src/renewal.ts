// Renewal: whether a run has anything to do, and which job's link it renews.
//
// What the deployment config holds decides. Its record (the comment a previous run left beside
// `bundleUrl`, or for JSON the trailer of the commit that wrote it: job id and expiry) comes
// first, and only for the link it was written for; what the link says about itself (its path,
// when its shape names the job beyond doubt, and its signing query, read by parseBundleLink) is
// only a fallback for configs written or changed by hand. Both arrive already merged in the
// config reader's answer, so the decision below is pure.
import type { ExportRecord } from './config/index.js'
import type { SettledBranch } from './delivery/pull-request/index.js'
import { formatDuration } from './duration.js'
import type { Settings } from './settings.js'
import { oneLine } from './log-text.js'
import { parseTimestamp } from './rules/timestamp.js'
import { PlatformError } from './platform/errors.js'
import { describeExpiry } from './summary.js'

/** What the deployment config says about the link it serves (record first, link fallback). */
export interface DeployedLink {
  /** The block's `enabled` as the file holds it (false: switched off, see decideRenewal). */
  enabled?: unknown
  bundleUrl?: string
  /** The job the config records. */
  jobId?: string
  /** Where jobId came from: the action's record, or a guess from the link's path. */
  jobIdFrom?: 'record' | 'link'
  /** ISO 8601: when the served link stops working, when known. */
  expiresAt?: string
  /**
   * The record beside the link (a YAML comment), or in the commit that wrote a JSON file (a
   * trailer), with size, ETag and sha256 when known.
   */
  record?: ExportRecord
  /** A record beside the link that was written for another link: not trusted (see record.ts). */
  staleRecord?: ExportRecord
  /** Where it was read: the pending pull request's branch, or the base (no such branch). */
  readOn?: 'branch' | 'base'
}

export interface RenewalRequest {
  /** The config file the decision is about, for messages. */
  configPath: string
  configKey: string
  /** The `job-id` input: renew that job, whatever the config says. */
  jobId?: string
  renewOnly: boolean
  /** `renew-if-expiring-within`, in ms. */
  renewIfExpiringWithinMs?: number
  /** The `domain` input: a record of another site's export is not this run's to renew. */
  domain?: string
  /**
   * One of several config-path files: renew-only may take the job from another file, so none
   * recorded here is not an error (renewal-configs.ts decides that over every file).
   */
  jobFromAnotherFile?: boolean
  now: number
}

export interface RenewalDecision {
  /** Why nothing needs doing now, when that is so. */
  skip?: string
  /** The title of the skip's notice, when it is not 'Link renewal not due'. */
  skipTitle?: string
  /**
   * The skip is about this file alone (its block switched off, or its link an import's): with
   * several files it is left as it is and the others may still be renewed (renewal-configs.ts).
   */
  leftAsIs?: 'switched off' | 'an import'
  /**
   * The job whose link is renewed instead of exporting: the `job-id` input, else with
   * renew-only the one the config records. Undefined: export anew.
   */
  jobId?: string
  /** jobId was guessed from the link's path (no record): a 404 for it says so. */
  guessed?: boolean
  /** One line describing what the config serves, for the log. */
  served: string
}

/** Thrown when a renewal cannot go ahead; the message says what to do. */
export class RenewalError extends Error {
  override name = 'RenewalError'
}

/**
 * Decides from what the config serves. A link whose expiry is unknown (neither recorded nor
 * readable from the link) is renewed: only a known, distant expiry is a reason to wait.
 */
export function decideRenewal(
  current: DeployedLink | undefined,
  request: RenewalRequest
): RenewalDecision {
  const { configPath, now } = request
  const expiresAtMs =
    (current?.expiresAt === undefined ? undefined : parseTimestamp(current.expiresAt)) ?? NaN
  const imported = current && importedLink(current)
  const served = describeServed(configPath, current, imported, expiresAtMs, now)

  // A block that holds a link but `enabled: false` was switched off since an export enabled it
  // (the action writes true; a first run finds `false` beside an empty link): the schedule is
  // not asked to turn the site back on, which an auto-merged renewal would do unseen.
  if (request.jobId === undefined && current !== undefined && switchedOff(current)) {
    return {
      served,
      leftAsIs: 'switched off',
      skipTitle: 'Static export switched off',
      skip:
        `${configPath} holds a link with ${request.configKey}.enabled: false (switched off by hand?), and a ` +
        'scheduled renewal does not switch it back on: nothing was renewed or written. Set enabled: true ' +
        'to serve the bundle again (the next run renews the link when it is due), or give job-id, or run ' +
        'without renew-only and renew-if-expiring-within, to renew or export and enable it now.'
    }
  }

  const within = request.renewIfExpiringWithinMs
  const recordedDomain = current?.record?.domain
  const foreign =
    request.domain !== undefined &&
    recordedDomain !== undefined &&
    recordedDomain.toLowerCase() !== request.domain.toLowerCase()
  // A record of another site's export (a values file copied from its repository, a config-path
  // or domain that names the wrong one): renewing its job would deliver that site's bundle here,
  // and its expiry says nothing of this site's link.
  if (foreign && request.jobId === undefined && request.renewOnly) {
    throw new RenewalError(
      `renew-only: ${configPath} records job ${oneLine(current!.jobId ?? current!.record!.jobId)} of ` +
        `${oneLine(recordedDomain)}, not of ${oneLine(request.domain)} (the domain input), so ` +
        "renewing it would deliver the other site's bundle. Nothing was written. Check domain and " +
        `config-path; to replace it with an export of ${oneLine(request.domain)}, run once ` +
        'without renew-only, or give job-id.'
    )
  }
  // An import's link (import-settings.ts) does not expire, and the operator chose it: a
  // scheduled run that exported anew would put a presigned platform link in its place. A file:
  // link is one beyond doubt (an air-gapped deployment fetches nothing else, and refuses https);
  // an internal https link is one when its record says it was imported, since without the
  // record it cannot be told from a hand-written presigned link that states no expiry.
  const scheduled = request.jobId === undefined && (request.renewOnly || within !== undefined)
  if (scheduled && imported !== undefined) {
    return {
      served,
      leftAsIs: 'an import',
      skipTitle: 'Imported link: nothing to renew',
      skip:
        `${configPath} serves ${imported}, which does ` +
        'not expire: nothing was renewed or written. Deliver a new bundle there with the import ' +
        '(archive and bundle-url), or give job-id, or run without renew-only and ' +
        'renew-if-expiring-within to replace it with an exported link.'
    }
  }

  if (within !== undefined && !Number.isNaN(expiresAtMs) && !foreign) {
    const left = expiresAtMs - now
    if (left > within) {
      const due = new Date(expiresAtMs - within).toISOString()
      return {
        served,
        skip:
          `The link in ${configPath} is valid until ${new Date(expiresAtMs).toISOString()} (${formatDuration(left)} left), more than ` +
          `renew-if-expiring-within (${formatDuration(within)}). Nothing to do; renewal is due from ${due}.`
      }
    }
  }

  const jobId = request.jobId ?? (request.renewOnly ? current?.jobId : undefined)
  if (request.renewOnly && jobId === undefined && !request.jobFromAnotherFile) {
    throw new RenewalError(
      `renew-only: ${configPath} records no export job under ${request.configKey} (no ` +
        '"# static-export: job …" record beside bundleUrl for its link, and the link\'s path does ' +
        "not name its job beyond doubt). Give the job's id as job-id (the jobId the platform " +
        'answered when the export started), or run once without renew-only to export and record it.'
    )
  }
  // The input wins over the config: said when they differ, so a stale job-id is noticed.
  const differs =
    request.jobId !== undefined && current?.jobId !== undefined && current.jobId !== request.jobId
  const guessed =
    request.jobId === undefined && jobId !== undefined && current?.jobIdFrom === 'link'
  const notes = [
    ...(foreign && request.jobId === undefined
      ? [
          `its record names ${oneLine(recordedDomain)}, not ${oneLine(request.domain)}, so ${oneLine(request.domain)} is exported anew`
        ]
      : []),
    ...(differs
      ? [`job-id ${oneLine(request.jobId!)} was given, so that job is renewed instead`]
      : []),
    ...(guessed
      ? [`no record beside the link, so job ${oneLine(jobId)} is guessed from its path`]
      : [])
  ]
  return { served: [served, ...notes].join('; '), jobId, ...(guessed ? { guessed } : {}) }
}

/** The log's line on what the config serves: an import's link, a link of unknown expiry, or a job's. */
function describeServed(
  configPath: string,
  current: DeployedLink | undefined,
  imported: string | undefined,
  /** The link's expiry read from its record or the link itself, NaN when unknown. */
  expiresAtMs: number,
  now: number
): string {
  if (imported !== undefined) return `${configPath} serves ${imported}, which does not expire`
  const expiresAt = current?.expiresAt
  if (expiresAt === undefined || Number.isNaN(expiresAtMs)) {
    return `${configPath} records no link expiry${current?.bundleUrl ? '' : ' (no bundleUrl yet)'}`
  }
  const job = current?.jobId === undefined ? '(unknown)' : oneLine(current.jobId)
  return `${configPath} serves job ${job}, link expiring ${describeExpiry(expiresAt, now)}`
}

/** A block that holds a link beside `enabled: false`: switched off since an export enabled it. */
function switchedOff(current: DeployedLink): boolean {
  return current.enabled === false && Boolean(current.bundleUrl)
}

/**
 * Whether a scheduled renewal may leave this block as it is (decideRenewal's `leftAsIs`), judged
 * from the block alone: a superset, for readers that need more of such a block only.
 */
export function mayBeLeftAsIs(current: DeployedLink): boolean {
  return switchedOff(current) || importedLink(current) !== undefined
}

/** How a link an import wrote is described, or undefined when the config's link is not one. */
function importedLink(current: DeployedLink): string | undefined {
  if (current.bundleUrl === undefined) return undefined
  if (/^file:/i.test(current.bundleUrl.trim())) {
    return 'a file:// link (an import for an air-gapped deployment)'
  }
  const record = current.record
  if (!record?.imported) return undefined
  const when = record.importedAt === undefined ? '' : ` on ${record.importedAt}`
  return `an internal link an import wrote${when} (its record says so)`
}

/**
 * A 404 for a job whose id was guessed from the link's path: the platform does not know that
 * job, so the guess was wrong. The error says where the id came from and how to give it.
 */
export function explainGuessedJob(err: unknown, jobId: string, configPath: string): unknown {
  if (!(err instanceof PlatformError) || err.kind !== 'not-found') return err
  return new RenewalError(
    `The platform does not know job ${oneLine(jobId)} (404). That id was guessed from the path of ` +
      `the link in ${configPath}, which has no "# static-export: job …" record beside it, and the ` +
      "guess was wrong. Give the job's id as job-id (the jobId the platform answered when the " +
      'export started), or run once without renew-only to export and record a new job. Nothing was written.'
  )
}

/** Only what a logger needs; `core.info` in the action. */
export type InfoLog = (message: string) => void

/**
 * Reads what the deployment config serves, from the action's own branch when it exists (its
 * pull request may not be merged yet, so it holds the newest link), else from the base.
 *
 * Only "not there" (GitHub's 404 for the branch or for the file on it) sends the read to the
 * base. Any other failure (a 5xx that outlasted the retries, a refused token, a rate limit)
 * fails the run: the base may hold an older link than the pending branch, and deciding from it
 * would renew the wrong job or skip a renewal that is due.
 */
export async function readDeployedLink(
  settings: Settings,
  info: InfoLog,
  configPath = settings.pullRequest?.configPaths[0],
  /** The answer of askPendingBranch, when the run read other files from it already. */
  pending?: PendingBranch
): Promise<DeployedLink | undefined> {
  const pr = settings.pullRequest
  if (!pr || configPath === undefined) {
    throw new RenewalError('renewal reads the deployment config: it needs config-path')
  }
  const { ConfigNotOnBranchError } = await import('./delivery/pull-request/index.js')
  const read = (branch: string | undefined) => readConfigOn(settings, info, configPath, branch)
  const fromBase = async (): Promise<DeployedLink | undefined> => {
    const values = await read(pr.base)
    return values && { ...values, readOn: 'base' }
  }
  const { settled } = pending ?? (await askPendingBranch(settings, [configPath]))
  let current: DeployedLink | undefined
  if (settled && settled.number === undefined) {
    info(
      `${pr.branch} has no pull request (a run stopped between pushing it and opening one?), so ` +
        `nothing on it reaches the deployment: reading ${configPath} on the base, which it serves`
    )
    current = await fromBase()
  } else if (settled) {
    info(
      `${pr.branch} still holds the link of pull request #${settled.number}, which was ` +
        `${settled.merged ? 'merged' : 'closed without merging'}: reading ${configPath} on the base instead`
    )
    current = await fromBase()
  } else {
    try {
      const values = await read(pr.branch)
      current = values && { ...values, readOn: 'branch' }
      info(`Reading ${configPath} on ${pr.branch}, the branch of the pending pull request`)
    } catch (err) {
      if (!(err instanceof ConfigNotOnBranchError)) throw unreadable(pr.branch, [configPath], err)
      current = await fromBase()
    }
  }
  const stale = current?.staleRecord
  if (stale) {
    const names = stale.imported ? 'records an import' : `names job ${oneLine(stale.jobId)}`
    info(
      `The record beside bundleUrl in ${configPath} ${names} but was ` +
        'written for another link (the link was changed by hand?), so it is not trusted: the job ' +
        "comes from job-id, or from the link's own path when that is beyond doubt"
    )
  }
  return current
}

/**
 * Whether the action's branch holds a pull request still waiting for review: asked once for
 * all of a run's config files, so each is read from the same place. (Asked per file, it cost two
 * requests a file, and a pull request merged between two reads sent them to different branches.)
 */
export interface PendingBranch {
  /** Undefined: the branch is pending, or is not there (see settledBranch). */
  settled: SettledBranch | undefined
}

/**
 * Asks GitHub whether the action's branch is pending (readDeployedLink's choice between it and
 * the base). `configPaths` name the files the answer is for, in the error.
 */
export async function askPendingBranch(
  settings: Settings,
  configPaths: readonly string[]
): Promise<PendingBranch> {
  const pr = settings.pullRequest
  if (!pr) throw new RenewalError('renewal reads the deployment config: it needs config-path')
  const { settledBranch } = await import('./delivery/pull-request/index.js')
  // A branch whose pull request was closed or merged (and not deleted since) is not pending:
  // its link was turned down, or is the base's own unless the base changed it since. The base
  // is what a renewal decides from then, as when the branch is gone.
  const settled = await settledBranch({
    ...pr,
    secrets: [settings.adminKey],
    branch: pr.branch
  }).catch((err: unknown) => {
    throw unreadable(pr.branch, configPaths, err)
  })
  return { settled }
}

/** A failure to read the pending branch, which leaves the newest link unknown. */
function unreadable(branch: string, configPaths: readonly string[], err: unknown): RenewalError {
  return new RenewalError(
    `Could not read ${configPaths.join(', ')} on ${branch}, the branch of the pending pull request, so the renewal cannot tell which link is newest: ${err instanceof Error ? err.message : String(err)}`
  )
}

/**
 * What one config file holds on `branch` (undefined: the repository's default branch), with no
 * choice between the pending branch and the base (readDeployedLink makes that).
 */
export async function readConfigOn(
  settings: Settings,
  info: InfoLog,
  configPath: string,
  branch: string | undefined
): Promise<DeployedLink | undefined> {
  const pr = settings.pullRequest
  if (!pr) throw new RenewalError('renewal reads the deployment config: it needs config-path')
  const { readConfigOnBase } = await import('./delivery/pull-request/index.js')
  return readConfigOnBase({ ...pr, secrets: [settings.adminKey], base: branch, configPath, info })
}

/** The request for decideRenewal from the run's settings. */
export function renewalRequest(settings: Settings, now: number): RenewalRequest {
  const pr = settings.pullRequest
  return {
    configPath: pr?.configPaths[0] ?? 'the deployment config',
    configKey: pr?.configKey ?? '',
    jobId: settings.jobId,
    renewOnly: settings.renewOnly,
    renewIfExpiringWithinMs: settings.renewIfExpiringWithinMs,
    ...(settings.domain ? { domain: settings.domain } : {}),
    now
  }
}
