// Every input of action.yml, read once and checked into one typed Settings object before any
// request is made. A bad input fails here with a message that names the input and says what
// would be valid; all problems are reported together so a user fixes them in one go. The
// pull-request delivery's inputs are read in pull-request-settings.ts.
import { checkAdminKey, checkDomain, checkExportApiUrl } from './platform/checks.js'
import { formatDuration, parseDuration } from './duration.js'
import { readImportSettings, type ImportSettings } from './import-settings.js'
import { quote } from './log-text.js'
import {
  givenPullRequestInputs,
  readPullRequestSettings,
  type PullRequestSettings
} from './pull-request-settings.js'
import { artifactNameProblem } from './rules/artifact-name.js'
import { booleanWord } from './rules/boolean.js'
import { docsVersionProblem } from './rules/docs-version.js'
import { jobIdProblem } from './rules/job-id.js'
import { parseList } from './rules/list-input.js'

/**
 * The longest a timeout input may be: a job runs at most 5 days (self-hosted; 6 hours on
 * GitHub-hosted runners), and a longer download-timeout overflowed Node's 32-bit timer, which
 * then fired at once and aborted the download before it began.
 */
const MAX_JOB_TIME_MS = 5 * 24 * 60 * 60 * 1000

export const DELIVERIES = ['artifact', 'none', 'pull-request', 'both'] as const
export type Delivery = (typeof DELIVERIES)[number]

export type { MergeMethod } from './rules/merge-method.js'
export { parseList } from './rules/list-input.js'

export interface Settings {
  domain: string
  adminKey: string
  apiUrl: string
  version?: string
  paths?: string[]
  delivery: Delivery
  /** Renew the link of this finished job instead of exporting. */
  jobId?: string
  /** Renew the link of the job the deployment config records instead of exporting. */
  renewOnly: boolean
  /** Skip all work while the current link stays valid for longer than this. */
  renewIfExpiringWithinMs?: number
  waitTimeoutMs: number
  minLinkLifetimeMs: number
  artifactName: string
  retentionDays?: number
  maskBundleUrl: boolean
  /** The whole download's deadline (`download-timeout`). */
  downloadTimeoutMs: number
  /** Bundle links may lead to private network addresses (`allow-private-bundle-hosts`). */
  allowPrivateBundleHosts: boolean
  dryRun: boolean
  pullRequest?: PullRequestSettings
  /** Where the archive is written: the runner's temporary folder. */
  tempDir: string
  /** Import mode (`archive`): verify and deliver a carried-in archive; no platform. */
  carried?: ImportSettings
  /** Inputs given that this run does not use: each a warning, said before anything else. */
  warnings: string[]
}

/** Reads an input by its action.yml name; `core.getInput` in the action. */
export type InputReader = (name: string) => string

export interface InputProblem {
  input: string
  problem: string
}

export class SettingsError extends Error {
  constructor(readonly problems: InputProblem[]) {
    super(
      problems.length === 1
        ? `Input "${problems[0]!.input}": ${problems[0]!.problem}`
        : `${problems.length} inputs are not valid:\n` +
            problems.map(p => `- ${p.input}: ${p.problem}`).join('\n')
    )
    this.name = 'SettingsError'
  }
}

export interface Environment {
  GITHUB_REPOSITORY?: string
  RUNNER_TEMP?: string
  [name: string]: string | undefined
}

export function readSettings(input: InputReader, env: Environment = process.env): Settings {
  const problems: InputProblem[] = []
  const fail = (name: string, problem: string): void => {
    problems.push({ input: name, problem })
  }
  const text = (name: string): string => input(name).trim()
  const optional = (name: string): string | undefined => text(name) || undefined

  const bool = (name: string, fallback: boolean): boolean => {
    if (text(name) === '') return fallback
    const value = booleanWord(text(name))
    if (value !== undefined) return value
    fail(name, `"${input(name)}" is not a boolean; use true or false`)
    return fallback
  }

  /** A duration input; 0 only where it means something (`zeroAllowed`). */
  const duration = (
    name: string,
    fallback?: string,
    maxMs?: number,
    zeroAllowed = false
  ): number | undefined => {
    const value = text(name) || fallback
    if (value === undefined) return undefined
    // A bare 0 needs no unit: it is no time in any.
    const ms = /^0+(\.0*)?$/.test(value) ? 0 : parseDuration(value)
    if (ms === undefined) {
      fail(name, `"${value}" is not a duration; write it like 90s, 20m, 1h or 3d`)
      return undefined
    }
    if (ms === 0 && !zeroAllowed) {
      fail(name, `"${value}" is no time at all; write a duration like 90s, 20m, 1h or 3d`)
      return undefined
    }
    if (maxMs !== undefined && ms > maxMs) {
      fail(
        name,
        `"${value}" is longer than a job may run (6h on GitHub-hosted runners, 5d on ` +
          `self-hosted ones); give at most ${formatDuration(maxMs)}`
      )
      return undefined
    }
    return ms
  }

  const required = (name: string, what: string): string => {
    const value = input(name)
    if (value.trim() === '') fail(name, `is required: ${what}`)
    return value
  }

  // The domain.
  const domain = text('domain')
  if (domain === '') {
    fail('domain', 'is required: the documentation site to export, e.g. docs.example.com')
  } else {
    const problem = checkDomain(domain)
    if (problem) fail('domain', problem)
  }

  // Import mode (archive): a carried-in archive, no platform. Its inputs and the mixtures it
  // refuses are read in import-settings.ts; the platform's inputs are needed only without it.
  const carried = readImportSettings(input, fail)
  let adminKey = ''
  let apiUrl = ''
  if (carried === undefined) {
    // The admin key: never echoed. core.getInput has already trimmed white space around it (a
    // pasted trailing newline included); anything else in it is kept as given.
    adminKey = required(
      'admin-key',
      "the platform's admin API key, from a repository secret (not needed when archive imports a carried-in archive)" +
        withoutSecrets(env)
    )
    if (adminKey.trim() !== '') {
      const problem = checkAdminKey(adminKey)
      if (problem) fail('admin-key', problem)
    }

    apiUrl = text('api-url').replace(/\/+$/, '')
    if (apiUrl === '') {
      fail(
        'api-url',
        "is required: the platform's API base address, e.g. https://api.example.com (not needed when archive imports a carried-in archive)"
      )
    } else {
      const problem = checkExportApiUrl(apiUrl)
      if (problem) fail('api-url', problem)
    }
  }

  const version = optional('version')
  const versionIssue = version === undefined ? undefined : docsVersionProblem(version)
  if (versionIssue !== undefined) {
    fail('version', `${quote(version, 60)} is not a docs version name: ${versionIssue}`)
  }

  let paths: string[] | undefined = parseList(input('paths'))
  for (const p of paths) {
    if (/\s/.test(p) || /^[a-z]+:\/\//i.test(p) || p.includes('..')) {
      fail('paths', `"${p}" is not a page path; list pages like /quickstart or guides/install`)
    }
  }
  if (paths.length === 0) paths = undefined

  const deliveryText = text('delivery').toLowerCase() || 'artifact'
  const delivery = (DELIVERIES as readonly string[]).includes(deliveryText)
    ? (deliveryText as Delivery)
    : undefined
  if (!delivery) fail('delivery', `"${input('delivery')}" is not one of: ${DELIVERIES.join(', ')}`)

  const jobId = optional('job-id')
  const jobIdIssue = jobId === undefined ? undefined : jobIdProblem(jobId)
  if (jobIdIssue !== undefined) {
    fail('job-id', `is not a job id: ${jobIdIssue} (give the jobId of an earlier export as is)`)
  }
  const renewOnly = bool('renew-only', false)
  const renewIfExpiringWithinMs = duration('renew-if-expiring-within')
  const waitTimeoutMs = duration('wait-timeout', '30m', MAX_JOB_TIME_MS) ?? 0
  // 0: no minimum, for links that live minutes and a deployment that fetches at once.
  const minLinkLifetimeMs = duration('min-link-lifetime', '1h', undefined, true) ?? 0

  // The default derives from the domain, which is checked on its own; a valid domain makes a
  // name of valid characters, but one near its 253 characters a name too long for the file
  // the artifact is uploaded as, which an artifact delivery needs a shorter name for.
  const artifactName = text('artifact-name') || `static-export-${domain || 'site'}`
  const wantsArtifact = delivery === 'artifact' || delivery === 'both'
  const artifactNameIssue =
    text('artifact-name') !== '' || (wantsArtifact && problems.every(p => p.input !== 'domain'))
      ? artifactNameProblem(artifactName)
      : undefined
  if (artifactNameIssue !== undefined) {
    fail(
      'artifact-name',
      `${text('artifact-name') === '' ? 'the default, static-export-<domain>, ' : ''}${quote(artifactName)} ${artifactNameIssue}`
    )
  }

  // GitHub keeps artifacts up to 400 days in private and internal repositories and on GitHub
  // Enterprise Server (90 is the public repositories' limit and the default). A longer ask than
  // the repository's own setting is cut to it by the artifact client, with a warning.
  let retentionDays: number | undefined
  const retentionText = text('retention-days')
  if (retentionText !== '') {
    retentionDays = Number(retentionText)
    // Digits only: Number() also reads `0x10`, `1e2` and `14.0`, which no one means as days.
    if (!/^\d+$/.test(retentionText) || retentionDays < 1 || retentionDays > 400) {
      // actions/upload-artifact reads 0 as "the repository's setting": say how to ask for that.
      const zero = retentionDays === 0 ? "; leave it empty for the repository's setting" : ''
      fail(
        'retention-days',
        `"${retentionText}" is not a whole number of days from 1 to 400${zero}`
      )
    }
  }

  const maskBundleUrl = bool('mask-bundle-url', true)
  const downloadTimeoutMs = duration('download-timeout', '30m', MAX_JOB_TIME_MS) ?? 0
  const allowPrivateBundleHosts = bool('allow-private-bundle-hosts', false)
  const dryRun = bool('dry-run', false)

  // Pull-request delivery, and renewal from the recorded config, need the repository inputs.
  let pullRequest: PullRequestSettings | undefined
  const wantsPullRequest = delivery === 'pull-request' || delivery === 'both'
  // With archive, the import settings refuse the renewal inputs already (an internal link does
  // not expire, and job-id is a platform input): one problem each, not a second with advice
  // that import mode refuses.
  if (renewOnly && !wantsPullRequest && jobId === undefined && carried === undefined) {
    fail(
      'renew-only',
      'reads the job to renew from the deployment config, so it needs delivery: pull-request or both (or give job-id)'
    )
  }
  if (renewIfExpiringWithinMs !== undefined && !wantsPullRequest && carried === undefined) {
    fail(
      'renew-if-expiring-within',
      'reads the current link from the deployment config, so it needs delivery: pull-request or both'
    )
  }
  const warnings: string[] = []
  if (wantsPullRequest) {
    pullRequest = readPullRequestSettings(input, env, domain, fail, bool)
  } else if (delivery !== undefined) {
    // Pull-request inputs on a run that opens no pull request: the config is never updated.
    if (text('config-path') !== '') {
      fail(
        'config-path',
        `names the deployment config to update, which only a pull request does, and delivery is ${delivery}: ` +
          'set delivery to pull-request or both, or remove config-path'
      )
    }
    const unused = givenPullRequestInputs(input)
    if (unused.length > 0) {
      warnings.push(
        `${unused.join(', ')} ${unused.length === 1 ? 'is an input' : 'are inputs'} of pull-request delivery, ` +
          `and delivery is ${delivery}: ${unused.length === 1 ? 'it is' : 'they are'} not used. ` +
          'Set delivery to pull-request or both (with config-path), or remove them.'
      )
    }
  }

  const tempDir = env.RUNNER_TEMP || ''
  if (problems.length > 0) throw new SettingsError(problems)
  return {
    domain,
    adminKey,
    apiUrl,
    version,
    paths,
    delivery: delivery!,
    jobId,
    renewOnly,
    renewIfExpiringWithinMs,
    waitTimeoutMs,
    minLinkLifetimeMs,
    artifactName,
    retentionDays,
    maskBundleUrl,
    downloadTimeoutMs,
    allowPrivateBundleHosts,
    dryRun,
    pullRequest,
    tempDir,
    carried,
    warnings
  }
}

/**
 * Why a secret given as an input may arrive empty in this run: GitHub passes no repository
 * secrets to a run for a pull request from a fork, nor to one Dependabot starts (it has secrets
 * of its own). The workflow names the secret, so "is required" alone leaves its user puzzled.
 */
function withoutSecrets(env: Environment): string {
  if (env.GITHUB_ACTOR === 'dependabot[bot]') {
    return '. If the workflow gives it from a secret: runs Dependabot starts get only Dependabot secrets (add it there)'
  }
  if (env.GITHUB_EVENT_NAME === 'pull_request') {
    return '. If the workflow gives it from a secret: a run for a pull request from a fork gets no repository secrets'
  }
  return ''
}
