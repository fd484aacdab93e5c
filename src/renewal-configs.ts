// Renewal over several config-path files. One run writes one link into every file (one commit),
// so it renews when any file needs it, and only from a job the files agree on. It decided from
// the first file alone: with staging and production values files where staging's link had been
// renewed by hand, a scheduled `renew-if-expiring-within` run skipped ("not due") while
// production's link ran out; with production switched off (`enabled: false`) and staging not,
// the renewal wrote `enabled: true` into production unseen; a job recorded in the second file
// only was "no export job".
//
// Each file is read and judged by decideRenewal as before; then:
// - any file switched off: nothing is renewed (the write would switch it back on);
// - a file serving an import's link (a scheduled run leaves it, renewal.ts) is left out, and the
//   others are renewed without it: before, that one file made the whole run skip while the
//   others' links ran out. Only when every file serves an import does the run skip. An import
//   still pending on the action's branch (not on the base) stops the run instead: the renewal
//   rebuilds that branch from the base, so the pull request would lose the import;
// - every other file's link valid past the window: skipped, naming the file whose link is due
//   first;
// - the job (renew-only without job-id): the one job the files name; files that name none
//   (a file added to config-path since) take it; files naming different jobs are refused, since
//   one job's link would replace another export in the other file.
// The file the job is taken from is the one the run's record and base link come from, and the
// log says which.
import {
  decideRenewal,
  readDeployedLink,
  RenewalError,
  type DeployedLink,
  type InfoLog,
  type RenewalDecision,
  type RenewalRequest,
  linkIsImported
} from './renewal.js'
import { oneLine } from './log-text.js'
import { parseTimestamp } from './rules/timestamp.js'
import type { Settings } from './settings.js'

/** What one config-path file serves. */
export interface DeployedConfig {
  configPath: string
  link: DeployedLink | undefined
  /**
   * The base's link, read as well when `link` is an import's read on the pending pull request's
   * branch (see the top of this file); undefined when not read, or when the base has none.
   */
  baseBundleUrl?: string
}

export interface ConfigsDecision extends RenewalDecision {
  /** The file the decision (its job, its record, its base link) was taken from. */
  from: DeployedConfig
  /**
   * The files the renewal writes, when not every config-path file: those serving an import's
   * link are left as they are. Undefined: every file.
   */
  writeTo?: string[]
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
  const configs: DeployedConfig[] = []
  for (const configPath of paths) {
    const link = await readDeployedLink(settings, info, configPath)
    const config: DeployedConfig = { configPath, link }
    if (paths.length > 1 && link?.readOn === 'branch' && linkIsImported(link)) {
      config.baseBundleUrl = await readBaseLink(settings, configPath, info)
    }
    configs.push(config)
  }
  return configs
}

/** The link the base holds in one config-path file (the pending branch aside). */
async function readBaseLink(
  settings: Settings,
  configPath: string,
  info: InfoLog
): Promise<string | undefined> {
  const pr = settings.pullRequest!
  const { readConfigOnBase } = await import('./delivery/pull-request/index.js')
  const values = await readConfigOnBase({
    ...pr,
    secrets: [settings.adminKey],
    base: pr.base,
    configPath,
    info
  })
  return values?.bundleUrl
}

/**
 * An import's link that only the pending pull request's branch holds: a renewal leaving that
 * file out would rebuild the branch from the base without it.
 */
function importOnlyOnBranch(config: DeployedConfig): boolean {
  return config.link?.readOn === 'branch' && config.baseBundleUrl !== config.link.bundleUrl
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
  const off = each.find(e => e.decision.skipTitle !== undefined && !e.decision.servesImport)
  if (off) return { ...off.decision, served, from: off.config }
  const imports = each.filter(e => e.decision.servesImport).map(e => e.config)
  const renewable = each.filter(e => !e.decision.servesImport)
  if (renewable.length === 0) return { ...each[0]!.decision, served, from: each[0]!.config }
  const pendingImport = imports.find(importOnlyOnBranch)
  if (pendingImport) {
    return {
      served,
      skipTitle: 'Imported link pending',
      skip:
        `${pendingImport.configPath} serves an import's link that only the pending pull request ` +
        "holds (not yet on the base). A renewal leaves that file as it is, but rebuilds the pull request's " +
        'branch from the base, so the import would be dropped from it: nothing was renewed or written. ' +
        `Merge or close that pull request; runs after that renew ${paths(renewable.map(e => e.config))} when due.`,
      from: pendingImport
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
  if (imports.length === 0) {
    return { ...decision, served: `${served}\n${why}; every file gets the renewed link`, from }
  }
  const left =
    `${paths(imports)} ${imports.length === 1 ? 'serves an import' : 'serve imports'}` +
    `, left as ${imports.length === 1 ? 'it is' : 'they are'}`
  return {
    ...decision,
    served: `${served}\n${why}; ${paths(candidates)} ${candidates.length === 1 ? 'gets' : 'get'} the renewed link (${left})`,
    from,
    writeTo: candidates.map(c => c.configPath)
  }
}

function paths(configs: DeployedConfig[]): string {
  return configs.map(c => c.configPath).join(', ')
}
