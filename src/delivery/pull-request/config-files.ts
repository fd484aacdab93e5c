// The deployment config files as the pull-request delivery reads them from GitHub: the edit of
// every file on the base (with its diff), the pre-export check that rehearses that edit, what a
// renewal reads, and whether the branch already holds a newer link than this run's.
import { checkConfigPath } from '../../config-path.js'
import {
  applyStaticExport,
  detectConfigFormat,
  findRecordTrailer,
  formatRecordTrailer,
  readStaticExport,
  sameSubject,
  type DocumentSelector,
  type ExportRecord,
  type StaticExportValues
} from '../../config/index.js'
import { parseBundleLink } from '../../links.js'
import { DEFAULT_CONFIG_KEY } from '../../rules/config-key.js'
import { unifiedDiff } from '../unified-diff.js'
import { redact } from '../../redact.js'
import { ConfigNotOnBranchError, fullRefHint, PullRequestDeliveryError } from './errors.js'
import {
  GitHubRepository,
  secretsOf,
  withoutSecrets,
  writeRefusal,
  type RepositoryInfo,
  type RepositoryOptions
} from './repository.js'
import type { LinkUpdate } from './text.js'
import { parseTimestamp } from '../../rules/timestamp.js'

export interface PreparedFile {
  path: string
  before: string
  after: string
  changed: boolean
  diff: string
  /** The link the file held on the base, which the diff shows being replaced. */
  replaces?: string
  /**
   * The record as a commit trailer, for a changed file that cannot hold it beside bundleUrl
   * (JSON): see record-trailer.ts.
   */
  trailer?: string
}

/** Reads every config on the base commit and applies the update to it; nothing is written. */
export async function prepareFiles(
  repository: GitHubRepository,
  baseSha: string,
  base: string,
  paths: string[],
  configKey: string,
  update: LinkUpdate,
  document?: DocumentSelector
): Promise<PreparedFile[]> {
  const files: PreparedFile[] = []
  for (const path of paths) {
    const before = await repository.readFile(path, baseSha)
    if (before === undefined) {
      throw new PullRequestDeliveryError(
        (await repository.missingBecause(path, baseSha)) ??
          `config-path ${path} does not exist on ${base} (${baseSha.slice(0, 7)}) in ${repository.fullName}. Check the path (relative to the repository root) and base.`
      )
    }
    if (update.renews !== undefined && path === (update.renewsIn ?? paths[0])) {
      refuseChangedSinceDecided(before, path, base, baseSha, configKey, update, document)
    }
    // Parsed once: the record to keep and the link the pull request says it replaces.
    const onBase = readOnBase(before, path, configKey, document)
    const record = recordOf(update, onBase)
    let result: ReturnType<typeof applyStaticExport>
    try {
      result = applyStaticExport(before, detectConfigFormat(path), {
        key: configKey,
        ...(document ? { document } : {}),
        bundleUrl: update.bundleUrl,
        ...(update.version !== undefined ? { version: update.version } : {}),
        record
      })
    } catch (err) {
      throw new PullRequestDeliveryError(
        `${path}: ${err instanceof Error ? err.message : String(err)}`
      )
    }
    if (record?.imported && !result.changed && detectConfigFormat(path) === 'json') {
      await warnUnrecordedImport(repository, path, base, update.bundleUrl)
    }
    // The edit decoded the file exactly (UTF-8) or refused it, so these strings are the bytes
    // (byte order mark included) and the commit writes back every byte outside the edit.
    files.push({
      path,
      before: before.toString('utf8'),
      after: result.bytes.toString('utf8'),
      changed: result.changed,
      diff: unifiedDiff(path, result.before, result.text),
      ...(onBase?.bundleUrl ? { replaces: onBase.bundleUrl } : {}),
      ...(record && result.changed && !(result.record && sameSubject(result.record, record))
        ? { trailer: formatRecordTrailer(path, update.bundleUrl, record) }
        : {})
    })
  }
  return files
}

/**
 * A JSON config's record is carried by the commit that writes its link (record-trailer.ts): an
 * import of the link the file already holds changes no byte, so no commit can carry its record.
 * When the history holds none for that link either (a link written by hand, or by a version
 * before the mark), scheduled renewals will take it for a link of unknown expiry and replace it
 * with an exported one: said now, with the way out.
 */
async function warnUnrecordedImport(
  repository: GitHubRepository,
  path: string,
  base: string,
  link: string
): Promise<void> {
  let recorded: ExportRecord | undefined
  try {
    recorded = await recordInHistory(repository, path, base, link)
  } catch {
    recorded = undefined // not known to be recorded: the warning stands
  }
  if (recorded?.imported) return
  repository.log.warning(
    `${path} already holds bundle-url on ${base}, with no record of an import beside it. A JSON ` +
      "file's record is carried by the commit that writes its link, and this import changes no " +
      'byte of the file, so no record was written: scheduled renewals (renew-only, ' +
      'renew-if-expiring-within) will take the link for one of unknown expiry and replace it ' +
      'with an exported link. To record it, take bundleUrl out of the file (or change it) and ' +
      'run the import again; or leave this config out of scheduled renewals.'
  )
}

/**
 * The record the update writes beside its link: its job's, or an import's. An import of the
 * archive the file already records for the same link keeps that record's time, so running the
 * same import again changes no byte. Null (no job, no import) clears an earlier record, which
 * no longer describes the link in the file.
 */
function recordOf(update: LinkUpdate, onBase: StaticExportValues | undefined): ExportRecord | null {
  const archive = {
    ...(update.sizeBytes !== undefined ? { sizeBytes: update.sizeBytes } : {}),
    ...(update.sha256 !== undefined ? { sha256: update.sha256 } : {})
  }
  if (update.jobId) {
    return {
      jobId: update.jobId,
      ...(update.expiresAt ? { expiresAt: update.expiresAt } : {}),
      ...archive,
      ...(update.etag !== undefined ? { etag: update.etag } : {}),
      ...(update.domain ? { domain: update.domain } : {})
    }
  }
  if (update.importedAt === undefined) return null
  const earlier = onBase?.bundleUrl === update.bundleUrl ? onBase.record : undefined
  const again =
    earlier?.imported &&
    earlier.importedAt !== undefined &&
    earlier.sizeBytes === update.sizeBytes &&
    earlier.sha256 === update.sha256
  return { imported: true, importedAt: again ? earlier.importedAt : update.importedAt, ...archive }
}

/** What a config holds at the key on the base; undefined when nothing or it cannot be read. */
function readOnBase(
  before: Buffer,
  path: string,
  configKey: string,
  document: DocumentSelector | undefined
): StaticExportValues | undefined {
  try {
    return readStaticExport(before, detectConfigFormat(path), configKey, document)
  } catch {
    return undefined // the edit names what is wrong with the file
  }
}

/**
 * A renewal decided which job to renew from the link it read on the base; if the base holds
 * another link now, the PR would put the renewed old job over it. Nothing is written then.
 */
function refuseChangedSinceDecided(
  before: Buffer,
  path: string,
  base: string,
  baseSha: string,
  configKey: string,
  update: LinkUpdate,
  document: DocumentSelector | undefined
): void {
  let now: string | undefined
  try {
    now = readStaticExport(before, detectConfigFormat(path), configKey, document)?.bundleUrl
  } catch {
    return // the edit below names what is wrong with the file
  }
  if (now === update.renews || now === update.bundleUrl) return
  throw new PullRequestDeliveryError(
    `${path} on ${base} (${baseSha.slice(0, 7)}) no longer holds the link this renewal was decided ` +
      'from: it changed while the run worked (a hand edit, or another export merged). Its renewed ' +
      'link would replace the newer one, so nothing was written; the next run decides from the ' +
      'link the file holds now.'
  )
}

function expiryOf(
  values: { bundleUrl?: string; expiresAt?: string } | undefined
): number | undefined {
  const iso =
    values?.expiresAt ??
    (values?.bundleUrl ? parseBundleLink(values.bundleUrl).expiresAt : undefined)
  return iso ? parseTimestamp(iso) : undefined
}

/** Whether the branch's first config already holds a link that expires later than ours. */
export async function branchHoldsNewerLink(
  repository: GitHubRepository,
  branchSha: string,
  paths: string[],
  configKey: string,
  update: LinkUpdate,
  document?: DocumentSelector
): Promise<boolean> {
  const ours = expiryOf(update)
  if (ours === undefined) return false
  const path = paths[0]!
  const text = await repository.readFile(path, branchSha).catch(() => undefined)
  if (text === undefined) return false
  let theirs: ReturnType<typeof readStaticExport>
  try {
    theirs = readStaticExport(text, detectConfigFormat(path), configKey, document)
  } catch {
    return false
  }
  if (!theirs?.bundleUrl || theirs.bundleUrl === update.bundleUrl) return false
  let theirExpiry = expiryOf(theirs)
  if (theirExpiry === undefined && !theirs.record) {
    // A JSON config holds no record beside the link, and not every link names its expiry; the
    // branch's commit that wrote the link carries it (record-trailer.ts).
    const record = await recordInHistory(repository, path, branchSha, theirs.bundleUrl).catch(
      () => undefined
    )
    theirExpiry = expiryOf({ expiresAt: record?.expiresAt })
  }
  return theirExpiry !== undefined && theirExpiry > ours
}

/**
 * How many of the commits that touched a config a renewal reads, at most, for its record (ten
 * pages of GitHub's listing). The record is in the commit that wrote the link, and other commits
 * pile up on top of it: a Renovate bump, a formatter's rewrite, the renewal of another block in
 * the same file. An imported link is never renewed, so its record may lie under a year of them;
 * one page (100) lost it, and the scheduled renewals then replaced the import.
 */
const RECORD_HISTORY_COMMITS = 1000

/**
 * The record trailer that describes the link the file holds, from the newest commits at `ref`
 * that touched `path`: where a config that cannot hold the record keeps it. Not only the newest
 * commit: any later commit to the same file (one that left the link as it was) would hide it.
 * A trailer counts only for this file and this very link (record-trailer.ts), so an older one
 * never describes another link.
 */
async function recordInHistory(
  repository: GitHubRepository,
  path: string,
  ref: string,
  bundleUrl: string
): Promise<ExportRecord | undefined> {
  return repository.findInHistory(path, ref, RECORD_HISTORY_COMMITS, message =>
    findRecordTrailer(message, path, bundleUrl)
  )
}

export interface ReadConfigOptions extends RepositoryOptions {
  /** Branch to read; defaults to the repository's default branch. */
  base?: string
  configPath: string
  configKey?: string
  /** config-document: which document of a multi-document file holds the block. */
  configDocument?: DocumentSelector
}

/**
 * Reads the static export block of a config file on the base branch: what a renewal run needs
 * to know (the previous job, the current link's expiry) without exporting again. Undefined
 * when the file has no such block.
 */
export async function readConfigOnBase(
  options: ReadConfigOptions & { info?: (message: string) => void }
): Promise<StaticExportValues | undefined> {
  const { info } = options
  const secrets = secretsOf(options)
  const shown = info && ((message: string) => info(redact(message, secrets)))
  return withoutSecrets(options, () => readConfig({ ...options, info: shown }))
}

async function readConfig(
  options: ReadConfigOptions & { info?: (message: string) => void }
): Promise<StaticExportValues | undefined> {
  const path = checkConfigPath(options.configPath)
  const { base, read, repository } = await openBase(options)
  const text = await read(path)
  let values: StaticExportValues | undefined
  try {
    values = readStaticExport(
      text,
      detectConfigFormat(path),
      options.configKey ?? DEFAULT_CONFIG_KEY,
      options.configDocument
    )
  } catch (err) {
    throw new PullRequestDeliveryError(
      `${path}: ${err instanceof Error ? err.message : String(err)} (on ${base})`
    )
  }
  if (!values?.bundleUrl || values.record) return values
  // No record beside the link (JSON): the commit that wrote the link may carry it.
  let record: ExportRecord | undefined
  try {
    record = await recordInHistory(repository, path, base, values.bundleUrl)
  } catch (err) {
    // Without the record the run cannot tell an imported link, which scheduled renewals leave
    // alone, from one of unknown expiry, which they replace: taking "unread" for "none" replaced
    // imports. (A job-id run takes a failed read as no record, and downloads in full.)
    throw new PullRequestDeliveryError(
      `${path}: could not read its history on ${base}, where a JSON config's record of its link ` +
        'lies (the job, the expiry, whether an import wrote it), so the run cannot tell what the ' +
        `link is: ${err instanceof Error ? err.message : String(err)}. Nothing was written.`
    )
  }
  if (!record) return values
  if (record.imported) {
    // As beside a YAML link (config/index.ts): an import's record names no job and no expiry,
    // and none is taken from its internal link.
    const { jobId: _guessed, jobIdFrom: _from, expiresAt: _fromLink, ...held } = values
    return { ...held, record }
  }
  return {
    ...values,
    record,
    jobId: record.jobId,
    jobIdFrom: 'record',
    ...(record.expiresAt !== undefined ? { expiresAt: record.expiresAt } : {})
  }
}

/** A link that only rehearses an edit: it is never written anywhere. */
const REHEARSAL_LINK =
  'https://bundle.invalid/exports/se_0000000000000000/bundle.tar.gz?X-Amz-Signature=0'

/**
 * Reads every config file on the base branch and rehearses the edit with a placeholder link, so
 * that a missing file, an invalid or hostile config, or a block that cannot be edited fails the
 * run before an export is started. Writes nothing.
 */
export async function checkConfigsOnBase(options: CheckConfigsOptions): Promise<void> {
  return withoutSecrets(options, () => checkConfigs(options))
}

type CheckConfigsOptions = Omit<ReadConfigOptions, 'configPath'> & {
  configPaths: string[]
  version?: string
  /** A dry run writes nothing, so a repository it may not write does not stop it. */
  dryRun?: boolean
}

async function checkConfigs(options: CheckConfigsOptions): Promise<void> {
  const { read, repository, info } = await openBase(options)
  if (!options.dryRun) {
    const refused = writeRefusal(
      info ?? (await repository.describe()),
      repository.fullName,
      options.token
    )
    if (refused) throw refused
  }
  for (const raw of options.configPaths) {
    const path = checkConfigPath(raw)
    const text = await read(path)
    try {
      applyStaticExport(text, detectConfigFormat(path), {
        key: options.configKey ?? DEFAULT_CONFIG_KEY,
        ...(options.configDocument ? { document: options.configDocument } : {}),
        bundleUrl: REHEARSAL_LINK,
        ...(options.version !== undefined ? { version: options.version } : {})
      })
    } catch (err) {
      throw new PullRequestDeliveryError(
        `${path}: ${err instanceof Error ? err.message : String(err)}`
      )
    }
  }
}

/** The base branch of a repository, and a reader of its files that names a missing one. */
async function openBase(options: Omit<ReadConfigOptions, 'configPath'>): Promise<{
  base: string
  read(path: string): Promise<Buffer>
  repository: GitHubRepository
  /** The repository as GitHub describes it, when that was read on the way. */
  info?: RepositoryInfo
}> {
  const repository = new GitHubRepository(options)
  // The repository first: one the token cannot see answers 404, named as such.
  const info = options.base === undefined ? await repository.describe() : undefined
  const base = options.base ?? info!.default_branch
  if (options.base !== undefined && !(await repository.readBranch(base))) {
    await repository.describe()
    throw new ConfigNotOnBranchError(
      `The branch "${base}" does not exist in ${repository.fullName}.${fullRefHint(base)} Set base to an existing branch (or leave it empty for the default branch).`
    )
  }
  return {
    base,
    repository,
    ...(info ? { info } : {}),
    read: async path => {
      const text = await repository.readFile(path, base)
      if (text === undefined) {
        throw new ConfigNotOnBranchError(
          (await repository.missingBecause(path, base)) ??
            `config-path ${path} does not exist on ${base} in ${repository.fullName}. Check the path (relative to the repository root) and base.`
        )
      }
      return text
    }
  }
}
