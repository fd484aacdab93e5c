// Renewal over several config-path files. One run writes one link into every file (one commit),
// so it renews when any file needs it, and only from a job the files agree on. It decided from
// the first file alone: with staging and production values files where staging's link had been
// renewed by hand, a scheduled `renew-if-expiring-within` run skipped ("not due") while
// production's link ran out; with production switched off (`enabled: false`) and staging not,
// the renewal wrote `enabled: true` into production unseen; a job recorded in the second file
// only was "no export job".
//
// Each file is read and judged by decideRenewal as before; then:
// - a file a scheduled run must not write (its block switched off by hand, which the write would
//   switch back on, or its link an import's, renewal.ts) is left out, byte for byte, and the
//   others are renewed without it. Before, that one file made the whole run skip while the
//   others' links ran out (staging switched off or air-gapped, production's link expiring), or,
//   for an import under renew-only alone, was written over. Only when every file is left out
//   does the run skip. A left-out file whose state only the pending pull request's branch holds
//   (not yet the base) stops the run instead: the renewal rebuilds that branch from the base,
//   so the pull request would lose that change;
// - every other file's link valid past the window: skipped, naming the file whose link is due
//   first;
// - the job (renew-only without job-id): the one job the files name; files that name none
//   (a file added to config-path since) take it; files naming different jobs are refused, since
//   one job's link would replace another export in the other file.
// The file the job is taken from is the one the run's record and base link come from, and the
// log says which.
import {
  decideRenewal,
  askPendingBranch,
  mayBeLeftAsIs,
  readConfigOn,
  readDeployedLink,
  RenewalError,
  type DeployedLink,
  type InfoLog,
  type RenewalDecision,
  type RenewalRequest
} from './renewal.js'
import { oneLine } from './log-text.js'
import { parseTimestamp } from './rules/timestamp.js'
import type { Settings } from './settings.js'

/** What one config-path file serves. */
export interface DeployedConfig {
  configPath: string
  link: DeployedLink | undefined
  /**
   * The base's block, read as well when `link` was read on the pending pull request's branch
   * and the run may leave that file out (mayBeLeftAsIs; see the top of this file): null when the
   * base has none.
   */
  onBase?: DeployedLink | null
}

export interface ConfigsDecision extends RenewalDecision {
  /** The file the decision (its job, its record, its base link) was taken from. */
  from: DeployedConfig
  /**
   * The files the renewal writes, when not every config-path file (the others are left as they
   * are). Undefined: every file.
   */
  writeTo?: string[]
  /** The files left out and why, for the log and the summary ("a.yaml (switched off)"). */
  leftOut?: string
}

/** Reads what every config-path file serves, each as readDeployedLink reads one. */
export async function readDeployedConfigs(
  settings: Settings,
  info: InfoLog
): Promise<DeployedConfig[]> {
  const paths = settings.pullRequest?.configPaths ?? []
  if (paths.length === 0) {
    throw new RenewalError('renewal reads the deployment config: it needs config-path')
  }
  // Once for every file: each is then read from the same branch.
  const pending = await askPendingBranch(settings, paths)
  const configs: DeployedConfig[] = []
  for (const configPath of paths) {
    const link = await readDeployedLink(settings, info, configPath, pending)
    const config: DeployedConfig = { configPath, link }
    // The base's block matters only for a file the run may leave out (onlyOnBranch).
    if (paths.length > 1 && link?.readOn === 'branch' && mayBeLeftAsIs(link)) {
      const base = settings.pullRequest?.base
      config.onBase = (await readConfigOn(settings, info, configPath, base)) ?? null
    }
    configs.push(config)
  }
  return configs
}

/**
 * A block that only the pending pull request's branch holds as it is (its link, its switch or
 * its record: an import again to the same file:// path differs in its record alone): a renewal
 * leaving that file out would rebuild the branch from the base without it.
 */
function onlyOnBranch(config: DeployedConfig): boolean {
  const { link, onBase } = config
  if (link?.readOn !== 'branch') return false
  return (
    onBase?.bundleUrl !== link.bundleUrl ||
    onBase?.enabled !== link.enabled ||
    JSON.stringify(onBase?.record) !== JSON.stringify(link.record)
  )
}

/** When a file's link stops working, in ms; unknown counts as first (such a link is renewed). */
function expiryMs(config: DeployedConfig): number {
  const at =
    config.link?.expiresAt === undefined ? undefined : parseTimestamp(config.link.expiresAt)
  return at ?? -Infinity
}

/** decideRenewal over every config-path file (see the top of this file). */
export function decideRenewals(
  configs: DeployedConfig[],
  request: RenewalRequest
): ConfigsDecision {
  const judge = (config: DeployedConfig, changes: Partial<RenewalRequest> = {}) =>
    decideRenewal(config.link, { ...request, configPath: config.configPath, ...changes })
  if (configs.length === 1) return { ...judge(configs[0]!), from: configs[0]! }

  // Judged without renew-only's need for a job (a file may lack one that another names), but as
  // the scheduled run it is: judged as an export, a file serving an import was overwritten.
  const each = configs.map(config => ({
    config,
    decision: judge(config, { jobFromAnotherFile: true })
  }))
  const served = each.map(e => e.decision.served).join('\n')
  const left = each.filter(e => e.decision.leftAsIs !== undefined)
  const renewable = each.filter(e => e.decision.leftAsIs === undefined)
  if (renewable.length === 0) return { ...left[0]!.decision, served, from: left[0]!.config }
  const pending = left.find(e => onlyOnBranch(e.config))
  if (pending) {
    const { configPath } = pending.config
    return {
      served,
      skipTitle: 'Change pending on the pull request',
      skip:
        `${configPath} is ${pending.decision.leftAsIs} only on the pending pull request's branch (not ` +
        `yet on the base). A scheduled renewal leaves ${configPath} as it is, but rebuilds that branch ` +
        'from the base, so the pull request would lose that change: nothing was renewed or written. ' +
        `Merge or close that pull request; runs after that renew ${paths(renewable.map(e => e.config))} when due.`,
      from: pending.config
    }
  }
  const candidates = renewable.map(e => e.config)
  const due = renewable.filter(e => e.decision.skip === undefined).map(e => e.config)
  if (due.length === 0) {
    const first = renewable.reduce((a, b) => (expiryMs(b.config) < expiryMs(a.config) ? b : a))
    return { ...first.decision, served, from: first.config }
  }

  let from = due[0]!
  if (request.jobId === undefined && request.renewOnly) {
    const named = candidates.filter(c => c.link?.jobId !== undefined)
    const jobs = [...new Set(named.map(c => c.link!.jobId!))]
    if (jobs.length === 0) {
      throw new RenewalError(
        `renew-only: none of the config-path files (${paths(candidates)}) ` +
          `records an export job under ${request.configKey} (no "# static-export: job …" record ` +
          "beside bundleUrl for its link, and the link's path does not name its job beyond " +
          "doubt). Give the job's id as job-id, or run once without renew-only to export and record it."
      )
    }
    if (jobs.length > 1) {
      throw new RenewalError(
        `renew-only: the config-path files serve different export jobs (${named
          .map(c => `${c.configPath}: job ${oneLine(c.link!.jobId!)}`)
          .join(', ')}), and a renewal writes one job's link into every file, which would ` +
          "replace the other file's export. Give the job to renew as job-id, or renew each " +
          'file in a run of its own (one config-path each). Nothing was renewed or written.'
      )
    }
    from = due.find(c => c.link?.jobId !== undefined) ?? named[0]!
  }
  // The window was judged above, per file: the job comes from `from` whatever its own expiry.
  const decision = judge(from, { renewIfExpiringWithinMs: undefined })
  const dueFirst = due[0]!.configPath
  const why =
    from === due[0]
      ? `${from.configPath} decides${request.renewIfExpiringWithinMs !== undefined ? ' (its link is due)' : ''}`
      : `the job is ${from.configPath}'s (${dueFirst}${request.renewIfExpiringWithinMs !== undefined ? ', whose link is due,' : ''} records none)`
  if (left.length === 0) {
    return { ...decision, served: `${served}\n${why}; every file gets the renewed link`, from }
  }
  const leftOut = left.map(e => `${e.config.configPath} (${e.decision.leftAsIs})`).join(', ')
  return {
    ...decision,
    served: `${served}\n${why}; ${paths(candidates)} ${candidates.length === 1 ? 'gets' : 'get'} the renewed link, ${leftOut} left as ${left.length === 1 ? 'it is' : 'they are'}`,
    from,
    writeTo: candidates.map(c => c.configPath),
    leftOut
  }
}

function paths(configs: DeployedConfig[]): string {
  return configs.map(c => c.configPath).join(', ')
}
