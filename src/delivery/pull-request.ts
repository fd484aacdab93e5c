// Delivers a fresh bundle link as one pull request: the static export block of one or more
// deployment config files is edited on the base branch's head, committed through the Git Data
// API (blob, tree, commit, ref) so GitHub signs the commit, and the one open pull request of
// the branch is created or updated. A run whose base already holds the values writes nothing.
import * as core from '@actions/core'
import { getOctokit } from '@actions/github'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import {
  applyStaticExport,
  checkConfigPath,
  detectConfigFormat,
  MAX_CONFIG_BYTES,
  parseBundleLink,
  readStaticExport,
  type StaticExportValues
} from '../deployment-config.js'
import { unifiedDiff } from './unified-diff.js'

export type AutoMergeMethod = 'merge' | 'squash' | 'rebase'
export type PullRequestOperation = 'created' | 'updated' | 'unchanged'

export interface PullRequestDeliveryOptions {
  /** github-token: GITHUB_TOKEN, an App token or a PAT. Never logged. */
  token: string
  owner: string
  repo: string
  /** REST base URL; defaults to GITHUB_API_URL (GitHub Enterprise Server) or api.github.com. */
  apiUrl?: string
  /** Base branch; defaults to the repository's default branch. */
  base?: string
  /** Head branch; defaults to `static-export/<domain>`. */
  branch?: string
  domain: string
  /** One or more config files, relative to the repository root; all change in one commit. */
  configPaths: string[]
  /** Dotted path of the block, default `staticExport`. */
  configKey?: string
  update: {
    bundleUrl: string
    version?: string
    /** The export job; recorded beside the link in YAML for later renewals. */
    jobId?: string
    /** ISO 8601 expiry of the link. */
    expiresAt?: string
    pageCount?: number
  }
  commitMessage?: string
  title?: string
  body?: string
  labels?: string[]
  /** Users, or teams written `org/team-slug`. */
  reviewers?: string[]
  draft?: boolean
  autoMerge?: AutoMergeMethod
  /** Compute and return the diff; write nothing. */
  dryRun?: boolean
  /** How many times a ref update that lost a race is redone on the new head. Default 5. */
  maxAttempts?: number
  logger?: DeliveryLogger
  /** Extra Octokit options (retry and throttle tuning); tests shorten the waits with them. */
  octokitOptions?: Record<string, unknown>
}

export interface DeliveryLogger {
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
}

export interface ConfigFileChange {
  path: string
  changed: boolean
  /** Unified diff of the file; empty when unchanged. */
  diff: string
}

export interface PullRequestResult {
  operation: PullRequestOperation
  dryRun: boolean
  /** Another run's newer link was already on the branch, so this run wrote nothing. */
  superseded?: boolean
  number?: number
  url?: string
  commitSha?: string
  base: string
  branch: string
  files: ConfigFileChange[]
  /** Unified diff of every changed file. */
  diff: string
  warnings: string[]
}

/** A failure that says what to do. The message never holds the token or the link. */
export class PullRequestDeliveryError extends Error {
  override name = 'PullRequestDeliveryError'
}

const PERMISSIONS_BLOCK = ['permissions:', '  contents: write', '  pull-requests: write'].join('\n')

interface RequestErrorLike {
  status: number
  message: string
  response?: { data?: unknown }
}

function isRequestError(err: unknown): err is RequestErrorLike {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as { status?: unknown }).status === 'number'
  )
}

/** GitHub's message and, for 422s, the messages in its `errors` list. */
function githubMessage(err: RequestErrorLike): string {
  const data = err.response?.data as
    { message?: string; errors?: Array<{ message?: string }> } | undefined
  const parts = [data?.message ?? err.message]
  for (const e of data?.errors ?? []) if (e.message) parts.push(e.message)
  return parts.join(' ')
}

/** Turns an API failure into a message naming the fix. */
function explain(err: unknown, doing: string, ctx: { owner: string; repo: string }): Error {
  if (err instanceof PullRequestDeliveryError) return err
  if (!isRequestError(err)) return err instanceof Error ? err : new Error(String(err))
  const message = githubMessage(err)
  const repo = `${ctx.owner}/${ctx.repo}`
  if (/not permitted to create or approve pull requests/i.test(message)) {
    return new PullRequestDeliveryError(
      `GitHub refused to open the pull request while ${doing}: "GitHub Actions is not permitted to create or approve pull requests." ` +
        `Turn on "Allow GitHub Actions to create and approve pull requests" in ${repo}'s Settings → Actions → General → Workflow permissions ` +
        `(for an organization, also in its Actions settings), or pass a GitHub App token or a personal access token as github-token.`
    )
  }
  if (err.status === 401) {
    return new PullRequestDeliveryError(
      `GitHub refused the token while ${doing} (401 ${message}). Check github-token: it may be expired or revoked.`
    )
  }
  if (err.status === 403 && /not accessible by integration|permission|forbidden/i.test(message)) {
    return new PullRequestDeliveryError(
      `The token may not do this while ${doing} (403 ${message}). The job needs write access to contents and pull requests; add to the workflow or job:\n${PERMISSIONS_BLOCK}\n` +
        `A token for another repository than the workflow's needs the same access there.`
    )
  }
  if (/Protected branch update failed/i.test(message)) {
    return new PullRequestDeliveryError(
      `GitHub refused to move a protected branch while ${doing} (${message}). Set branch to a name that no branch protection rule covers.`
    )
  }
  return new PullRequestDeliveryError(`GitHub answered ${err.status} while ${doing}: ${message}`)
}

function defaultLogger(): DeliveryLogger {
  return { info: core.info, warning: core.warning, debug: core.debug }
}

/** `static-export/<domain>` made safe as a branch name. */
export function defaultBranchName(domain: string): string {
  return `static-export/${domain.toLowerCase().replace(/[^a-z0-9._-]+/g, '-')}`
}

const BRANCH_NAME = /^(?!\/|.*(?:\/\/|\/$|\.\.|@\{|\.lock$|\/\.))[A-Za-z0-9._\-/]+$/

function describeExpiry(expiresAt: string | undefined): string {
  if (!expiresAt) return 'not stated by the platform'
  return `${expiresAt}`
}

/** The pull request body written for a reviewer. */
export function defaultPullRequestBody(options: {
  domain: string
  configPaths: string[]
  configKey: string
  update: PullRequestDeliveryOptions['update']
}): string {
  const { update } = options
  const lines = [
    `This pull request points the deployment at a fresh static export of **${options.domain}**.`,
    '',
    '| | |',
    '|---|---|',
    `| Export job | ${update.jobId ? `\`${update.jobId}\`` : 'unknown'} |`,
    ...(update.pageCount !== undefined ? [`| Pages | ${update.pageCount} |`] : []),
    ...(update.version ? [`| Docs version | \`${update.version}\` |`] : []),
    `| Link expires | ${describeExpiry(update.expiresAt)} |`,
    `| Files | ${options.configPaths.map(p => `\`${p}\``).join(', ')} (\`${options.configKey}\`) |`,
    '',
    `**What merging does:** \`${options.configKey}.bundleUrl\` changes to the new link and \`${options.configKey}.enabled\` is set to true. ` +
      'Your deployment fetches the bundle from that link when it next starts, so merge and roll out **before the link expires**; ' +
      'after that, a restart cannot fetch the bundle until a run renews the link.',
    '',
    'The link is a presigned capability: anyone holding it can download the bundle until it expires.',
    '',
    'This branch is rewritten by every run (the base plus one commit); edits pushed to it will be replaced.'
  ]
  return lines.join('\n')
}

type Octokit = ReturnType<typeof getOctokit>

/** Octokit with the retry and throttling plugins, on GITHUB_API_URL unless apiUrl is given. */
function createClient(
  options: Pick<PullRequestDeliveryOptions, 'token' | 'apiUrl' | 'octokitOptions'>,
  log: DeliveryLogger
): Octokit {
  return getOctokit(
    options.token,
    {
      ...(options.apiUrl ? { baseUrl: options.apiUrl.replace(/\/+$/, '') } : {}),
      log: { debug: log.debug, info: log.debug, warn: log.debug, error: log.debug },
      throttle: {
        onRateLimit: (
          retryAfter: number,
          opts: { method: string; url: string },
          _o: unknown,
          retryCount: number
        ) => {
          log.warning(
            `GitHub rate limit hit on ${opts.method} ${opts.url}; retrying in ${retryAfter}s`
          )
          return retryCount < 2
        },
        onSecondaryRateLimit: (
          retryAfter: number,
          opts: { method: string; url: string },
          _o: unknown,
          retryCount: number
        ) => {
          log.warning(
            `GitHub secondary rate limit hit on ${opts.method} ${opts.url}; retrying in ${retryAfter}s`
          )
          return retryCount < 2
        }
      },
      ...options.octokitOptions
    },
    retry,
    throttling
  )
}

interface PreparedFile {
  path: string
  before: string
  after: string
  changed: boolean
  diff: string
}

export interface ReadConfigOptions {
  token: string
  owner: string
  repo: string
  apiUrl?: string
  /** Branch to read; defaults to the repository's default branch. */
  base?: string
  configPath: string
  configKey?: string
  logger?: DeliveryLogger
  octokitOptions?: Record<string, unknown>
}

/**
 * Reads the static export block of a config file on the base branch: what a renewal run needs
 * to know (the previous job, the current link's expiry) without exporting again. Undefined
 * when the file has no such block.
 */
export async function readConfigOnBase(
  options: ReadConfigOptions
): Promise<StaticExportValues | undefined> {
  const path = checkConfigPath(options.configPath)
  const { base, read } = await openBase(options)
  const text = await read(path)
  try {
    return readStaticExport(text, detectConfigFormat(path), options.configKey ?? 'staticExport')
  } catch (err) {
    throw new PullRequestDeliveryError(
      `${path}: ${err instanceof Error ? err.message : String(err)} (on ${base})`
    )
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
export async function checkConfigsOnBase(
  options: Omit<ReadConfigOptions, 'configPath'> & { configPaths: string[]; version?: string }
): Promise<void> {
  const { read } = await openBase(options)
  for (const raw of options.configPaths) {
    const path = checkConfigPath(raw)
    const text = await read(path)
    try {
      applyStaticExport(text, detectConfigFormat(path), {
        key: options.configKey ?? 'staticExport',
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
async function openBase(
  options: Omit<ReadConfigOptions, 'configPath'>
): Promise<{ base: string; read(path: string): Promise<string> }> {
  const log = options.logger ?? defaultLogger()
  const ctx = { owner: options.owner, repo: options.repo }
  const octokit = createClient(options, log)
  const call = callerFor(ctx)
  const base =
    options.base ??
    (
      await call(
        `reading ${ctx.owner}/${ctx.repo}`,
        async () => (await octokit.rest.repos.get(ctx)).data
      )
    ).default_branch
  return {
    base,
    read: async path => {
      const text = await readFile(octokit, ctx, path, base, call)
      if (text === undefined) {
        throw new PullRequestDeliveryError(
          `config-path ${path} does not exist on ${base} in ${ctx.owner}/${ctx.repo}. Check the path (relative to the repository root) and base.`
        )
      }
      return text
    }
  }
}

export async function deliverPullRequest(
  options: PullRequestDeliveryOptions
): Promise<PullRequestResult> {
  const log = options.logger ?? defaultLogger()
  const ctx = { owner: options.owner, repo: options.repo }
  if (options.configPaths.length === 0) {
    throw new PullRequestDeliveryError(
      'config-path is empty: name at least one config file to update'
    )
  }
  const configPaths = [...new Set(options.configPaths.map(p => checkConfigPath(p)))]
  const configKey = options.configKey ?? 'staticExport'
  const branch = options.branch ?? defaultBranchName(options.domain)
  if (!BRANCH_NAME.test(branch)) {
    throw new PullRequestDeliveryError(`branch "${branch}" is not a valid branch name`)
  }
  const warnings: string[] = []
  const warn = (message: string): void => {
    warnings.push(message)
    log.warning(message)
  }

  const octokit = createClient(options, log)

  const call = callerFor(ctx)

  // The repository: default branch and whether auto-merge is allowed.
  const repository = await call(`reading ${options.owner}/${options.repo}`, async () => {
    try {
      return (await octokit.rest.repos.get(ctx)).data
    } catch (err) {
      if (isRequestError(err) && err.status === 404) {
        throw new PullRequestDeliveryError(
          `Repository ${options.owner}/${options.repo} was not found, or the token cannot see it. Check repository; a repository other than the workflow's needs a token (GitHub App or PAT) with access to it.`
        )
      }
      throw err
    }
  })
  const base = options.base ?? repository.default_branch
  if (base === branch) {
    throw new PullRequestDeliveryError(
      `branch and base are both "${base}": the pull request needs its own branch; leave branch unset for static-export/<domain>`
    )
  }

  // What the branch's one pull request should say, whichever path opens or updates it.
  const pullRequest = {
    branch,
    base,
    title: options.title ?? `Static export of ${options.domain}: new bundle link`,
    body:
      options.body ??
      defaultPullRequestBody({
        domain: options.domain,
        configPaths,
        configKey,
        update: options.update
      }),
    draft: options.draft === true
  }

  const maxAttempts = options.maxAttempts ?? 5
  const keptMoving = (attempts: number): PullRequestDeliveryError =>
    new PullRequestDeliveryError(
      `${branch} or ${base} kept moving while this run updated it (${attempts} attempts). Another run is probably writing the same branch; give concurrent runs a concurrency group per domain.`
    )
  for (let attempt = 1; ; attempt++) {
    const baseSha = await readBranch(octokit, ctx, base, call)
    if (!baseSha) {
      throw new PullRequestDeliveryError(
        `The base branch "${base}" does not exist in ${options.owner}/${options.repo}. Set base to an existing branch (the default is the repository's default branch, ${repository.default_branch}).`
      )
    }
    const files = await prepareFiles(
      octokit,
      ctx,
      baseSha,
      base,
      configPaths,
      configKey,
      options,
      call
    )
    const result = (
      extra: Partial<PullRequestResult> & { operation: PullRequestOperation }
    ): PullRequestResult => ({
      dryRun: options.dryRun === true,
      base,
      branch,
      files: files.map(f => ({ path: f.path, changed: f.changed, diff: f.diff })),
      diff: files.map(f => f.diff).join(''),
      warnings,
      ...extra
    })
    if (!files.some(f => f.changed)) {
      log.info(
        `${base} already holds this link in ${configPaths.join(', ')}: no commit, no pull request`
      )
      return result({ operation: 'unchanged' })
    }

    const branchSha = await readBranch(octokit, ctx, branch, call)
    const existing = await findOpenPullRequest(octokit, ctx, branch, call)
    if (options.dryRun) {
      log.info(
        `dry run: would ${existing ? `update pull request #${existing.number}` : 'open a pull request'} from ${branch} into ${base}`
      )
      return result({
        operation: existing ? 'updated' : 'created',
        ...(existing ? { number: existing.number, url: existing.html_url } : {})
      })
    }

    // Newest link wins: a concurrent run that already put a later-expiring link on the branch
    // is not overwritten with an older one. GitHub's REST ref update has no compare-and-swap
    // when forced, so the check before and the re-read after the update narrow the race to the
    // moment between this read and the update; the run with the newer link re-reads the branch
    // after its own update and redoes it when an older run's commit landed in between.
    if (
      branchSha &&
      (await branchHoldsNewerLink(octokit, ctx, branchSha, configPaths, configKey, options.update))
    ) {
      log.info(`${branch} already holds a newer link from another run; leaving it as it is`)
      // That run may not have opened its pull request yet. Make sure the branch has one, so
      // every run names the same pull request; an existing one is left as the newer run wrote
      // it, and a new one gets its title and body from the newer run when it gets there.
      const { pull } = await upsertPullRequest(
        octokit,
        ctx,
        pullRequest,
        existing,
        log,
        call,
        'ensure'
      )
      return result({
        operation: 'unchanged',
        superseded: true,
        number: pull.number,
        url: pull.html_url
      })
    }

    const commitSha = await writeCommit(octokit, ctx, baseSha, files, options, configKey, call)
    // Writing the commit took several calls, in which another run may have put a newer link on
    // the branch. Re-read the head right before the forced update, so the window in which an
    // older link can overwrite a newer one shrinks from the whole commit write to one round trip.
    const headBeforeMove = await readBranch(octokit, ctx, branch, call)
    if (headBeforeMove !== branchSha) {
      if (attempt >= maxAttempts) throw keptMoving(attempt)
      log.info(
        `${branch} moved while this run wrote its commit; redoing it on the new head (attempt ${attempt + 1})`
      )
      continue
    }
    const moved = await moveBranch(octokit, ctx, branch, branchSha, commitSha, call)
    // Another run or a push may have moved the branch or the base in the meantime; redo the
    // commit on the new heads so the branch ends as the base plus one commit.
    const [branchNow, baseNow] = await Promise.all([
      readBranch(octokit, ctx, branch, call),
      readBranch(octokit, ctx, base, call)
    ])
    const raced = !moved || branchNow !== commitSha || baseNow !== baseSha
    if (raced) {
      if (attempt >= maxAttempts) throw keptMoving(attempt)
      log.info(
        `${moved ? `${branch} or ${base} moved during the update` : `the update of ${branch} was rejected`}; redoing it on the new head (attempt ${attempt + 1})`
      )
      continue
    }
    log.info(`${branch} is now ${base} plus commit ${commitSha}`)

    const { pull, operation } = await upsertPullRequest(
      octokit,
      ctx,
      pullRequest,
      existing,
      log,
      call
    )
    await decorate(octokit, ctx, pull, repository.allow_auto_merge === true, options, warn, call)
    return result({ operation, number: pull.number, url: pull.html_url, commitSha })
  }
}

type Call = <T>(doing: string, fn: () => Promise<T>) => Promise<T>

/** Runs one API step and turns its failure into a message that says what was being done. */
function callerFor(ctx: RepoRef): Call {
  return async (doing, fn) => {
    try {
      return await fn()
    } catch (err) {
      throw explain(err, doing, ctx)
    }
  }
}

interface RepoRef {
  owner: string
  repo: string
}

async function readBranch(
  octokit: Octokit,
  ctx: RepoRef,
  branch: string,
  call: Call
): Promise<string | undefined> {
  return call(`reading branch ${branch}`, async () => {
    try {
      const { data } = await octokit.rest.git.getRef({ ...ctx, ref: `heads/${branch}` })
      return data.object.sha
    } catch (err) {
      if (isRequestError(err) && err.status === 404) return undefined
      throw err
    }
  })
}

async function readFile(
  octokit: Octokit,
  ctx: RepoRef,
  path: string,
  ref: string,
  call: Call
): Promise<string | undefined> {
  return call(`reading ${path}`, async () => {
    try {
      const { data } = await octokit.rest.repos.getContent({ ...ctx, path, ref })
      if (Array.isArray(data) || data.type !== 'file') {
        throw new PullRequestDeliveryError(
          `config-path ${path} is a ${Array.isArray(data) ? 'folder' : data.type}, not a file`
        )
      }
      if (data.size > MAX_CONFIG_BYTES) {
        throw new PullRequestDeliveryError(
          `config-path ${path} is ${data.size} bytes, over the ${MAX_CONFIG_BYTES}-byte limit for a config file`
        )
      }
      const content = 'content' in data && typeof data.content === 'string' ? data.content : ''
      return Buffer.from(content, 'base64').toString('utf8')
    } catch (err) {
      if (isRequestError(err) && err.status === 404) return undefined
      throw err
    }
  })
}

async function prepareFiles(
  octokit: Octokit,
  ctx: RepoRef,
  baseSha: string,
  base: string,
  paths: string[],
  configKey: string,
  options: PullRequestDeliveryOptions,
  call: Call
): Promise<PreparedFile[]> {
  const files: PreparedFile[] = []
  for (const path of paths) {
    const before = await readFile(octokit, ctx, path, baseSha, call)
    if (before === undefined) {
      throw new PullRequestDeliveryError(
        `config-path ${path} does not exist on ${base} (${baseSha.slice(0, 7)}) in ${ctx.owner}/${ctx.repo}. Check the path (relative to the repository root) and base.`
      )
    }
    const record =
      options.update.jobId && options.update.expiresAt
        ? { jobId: options.update.jobId, expiresAt: options.update.expiresAt }
        : undefined
    let after: string
    try {
      after = applyStaticExport(before, detectConfigFormat(path), {
        key: configKey,
        bundleUrl: options.update.bundleUrl,
        ...(options.update.version !== undefined ? { version: options.update.version } : {}),
        ...(record ? { record } : {})
      }).text
    } catch (err) {
      throw new PullRequestDeliveryError(
        `${path}: ${err instanceof Error ? err.message : String(err)}`
      )
    }
    files.push({
      path,
      before,
      after,
      changed: after !== before,
      diff: unifiedDiff(path, before, after)
    })
  }
  return files
}

function expiryOf(
  values: { bundleUrl?: string; expiresAt?: string } | undefined
): number | undefined {
  const iso =
    values?.expiresAt ??
    (values?.bundleUrl ? parseBundleLink(values.bundleUrl).expiresAt : undefined)
  const t = iso ? Date.parse(iso) : NaN
  return Number.isNaN(t) ? undefined : t
}

async function branchHoldsNewerLink(
  octokit: Octokit,
  ctx: RepoRef,
  branchSha: string,
  paths: string[],
  configKey: string,
  update: PullRequestDeliveryOptions['update'],
  call: Call = (_d, fn) => fn()
): Promise<boolean> {
  const ours = expiryOf(update)
  if (ours === undefined) return false
  const path = paths[0]!
  const text = await readFile(octokit, ctx, path, branchSha, call).catch(() => undefined)
  if (text === undefined) return false
  let theirs: ReturnType<typeof readStaticExport>
  try {
    theirs = readStaticExport(text, detectConfigFormat(path), configKey)
  } catch {
    return false
  }
  if (!theirs?.bundleUrl || theirs.bundleUrl === update.bundleUrl) return false
  const theirExpiry = expiryOf(theirs)
  return theirExpiry !== undefined && theirExpiry > ours
}

async function writeCommit(
  octokit: Octokit,
  ctx: RepoRef,
  baseSha: string,
  files: PreparedFile[],
  options: PullRequestDeliveryOptions,
  configKey: string,
  call: Call
): Promise<string> {
  const baseCommit = await call(
    'reading the base commit',
    async () => (await octokit.rest.git.getCommit({ ...ctx, commit_sha: baseSha })).data
  )
  const baseTree = await call(
    'reading the base tree',
    async () => (await octokit.rest.git.getTree({ ...ctx, tree_sha: baseCommit.tree.sha })).data
  )
  // The new file contents go inline in the tree: GitHub stores them as blobs itself, and one
  // write request per file is saved (each write waits for the throttling plugin's spacing).
  const tree: Array<{ path: string; mode: '100644' | '100755'; type: 'blob'; content: string }> = []
  for (const file of files.filter(f => f.changed)) {
    // Keep the file's mode (an executable bit, say) as it is on the base.
    const mode = (await fileMode(octokit, ctx, baseTree.sha, file.path, call)) ?? '100644'
    tree.push({
      path: file.path,
      mode: mode as '100644' | '100755',
      type: 'blob' as const,
      content: file.after
    })
  }
  const newTree = await call(
    'writing the tree',
    async () => (await octokit.rest.git.createTree({ ...ctx, base_tree: baseTree.sha, tree })).data
  )
  const changed = files.filter(f => f.changed).map(f => f.path)
  const message =
    options.commitMessage ??
    [
      `Update ${configKey}.bundleUrl for ${options.domain}`,
      '',
      `New static export link${options.update.jobId ? ` of job ${options.update.jobId}` : ''}` +
        `${options.update.expiresAt ? `, expires ${options.update.expiresAt}` : ''}.`,
      `Files: ${changed.join(', ')}`
    ].join('\n')
  const commit = await call(
    'creating the commit',
    async () =>
      (
        await octokit.rest.git.createCommit({
          ...ctx,
          message,
          tree: newTree.sha,
          parents: [baseSha]
        })
      ).data
  )
  return commit.sha
}

async function fileMode(
  octokit: Octokit,
  ctx: RepoRef,
  rootTree: string,
  path: string,
  call: Call
): Promise<string | undefined> {
  const segments = path.split('/')
  let treeSha = rootTree
  for (let i = 0; i < segments.length; i++) {
    const { tree } = await call(
      'reading the base tree',
      async () => (await octokit.rest.git.getTree({ ...ctx, tree_sha: treeSha })).data
    )
    const entry = tree.find(e => e.path === segments[i])
    if (!entry?.sha) return undefined
    if (i === segments.length - 1) return entry.mode
    treeSha = entry.sha
  }
  return undefined
}

/** Points the branch at the commit; false when GitHub rejected the update as raced. */
async function moveBranch(
  octokit: Octokit,
  ctx: RepoRef,
  branch: string,
  current: string | undefined,
  commitSha: string,
  call: Call
): Promise<boolean> {
  return call(`updating branch ${branch}`, async () => {
    try {
      if (current === undefined) {
        await octokit.rest.git.createRef({ ...ctx, ref: `refs/heads/${branch}`, sha: commitSha })
      } else {
        // The branch is reset to the base plus one commit, which is not a fast-forward of
        // the previous run's commit: force is needed.
        await octokit.rest.git.updateRef({
          ...ctx,
          ref: `heads/${branch}`,
          sha: commitSha,
          force: true
        })
      }
      return true
    } catch (err) {
      if (
        isRequestError(err) &&
        err.status === 422 &&
        /Reference already exists|Reference does not exist|not a fast forward/i.test(
          githubMessage(err)
        )
      ) {
        return false
      }
      throw err
    }
  })
}

interface PullSummary {
  number: number
  html_url: string
  node_id: string
  base: { ref: string }
  title: string
  body: string | null
}

async function findOpenPullRequest(
  octokit: Octokit,
  ctx: RepoRef,
  branch: string,
  call: Call
): Promise<PullSummary | undefined> {
  return call('looking for the open pull request', async () => {
    const { data } = await octokit.rest.pulls.list({
      ...ctx,
      state: 'open',
      head: `${ctx.owner}:${branch}`,
      per_page: 10
    })
    return data[0]
  })
}

async function upsertPullRequest(
  octokit: Octokit,
  ctx: RepoRef,
  want: { branch: string; base: string; title: string; body: string; draft: boolean },
  existing: PullSummary | undefined,
  log: DeliveryLogger,
  call: Call,
  /** `ensure`: open one when there is none, but leave an existing one as it is. */
  mode: 'upsert' | 'ensure' = 'upsert'
): Promise<{ pull: PullSummary; operation: PullRequestOperation }> {
  const update = async (
    pull: PullSummary
  ): Promise<{ pull: PullSummary; operation: PullRequestOperation }> => {
    if (mode === 'ensure') return { pull, operation: 'unchanged' }
    const data = await call(
      `updating pull request #${pull.number}`,
      async () =>
        (
          await octokit.rest.pulls.update({
            ...ctx,
            pull_number: pull.number,
            title: want.title,
            body: want.body,
            ...(pull.base.ref !== want.base ? { base: want.base } : {})
          })
        ).data
    )
    log.info(`updated pull request #${data.number}: ${data.html_url}`)
    return { pull: data, operation: 'updated' }
  }
  const current = existing ?? (await findOpenPullRequest(octokit, ctx, want.branch, call))
  if (current) return update(current)
  try {
    const { data } = await octokit.rest.pulls.create({
      ...ctx,
      head: want.branch,
      base: want.base,
      title: want.title,
      body: want.body,
      draft: want.draft
    })
    log.info(`opened pull request #${data.number}: ${data.html_url}`)
    return { pull: data, operation: 'created' }
  } catch (err) {
    // A concurrent run opened it between our look-up and our create: update that one.
    if (isRequestError(err) && err.status === 422 && /already exists/i.test(githubMessage(err))) {
      const raced = await findOpenPullRequest(octokit, ctx, want.branch, call)
      if (raced) return update(raced)
    }
    throw explain(err, `opening the pull request from ${want.branch} into ${want.base}`, ctx)
  }
}

async function decorate(
  octokit: Octokit,
  ctx: RepoRef,
  pull: PullSummary,
  repoAllowsAutoMerge: boolean,
  options: PullRequestDeliveryOptions,
  warn: (message: string) => void,
  call: Call
): Promise<void> {
  if (options.labels && options.labels.length > 0) {
    await call('adding labels', () =>
      octokit.rest.issues.addLabels({ ...ctx, issue_number: pull.number, labels: options.labels! })
    )
  }
  if (options.reviewers && options.reviewers.length > 0) {
    const users = options.reviewers.filter(r => !r.includes('/'))
    const teams = options.reviewers.filter(r => r.includes('/')).map(r => r.split('/').pop()!)
    try {
      await octokit.rest.pulls.requestReviewers({
        ...ctx,
        pull_number: pull.number,
        reviewers: users,
        team_reviewers: teams
      })
    } catch (err) {
      if (isRequestError(err) && err.status === 422) {
        warn(
          `Could not request reviews from ${options.reviewers.join(', ')}: ${githubMessage(err)}`
        )
      } else {
        throw explain(err, 'requesting reviewers', ctx)
      }
    }
  }
  if (options.autoMerge) {
    if (!repoAllowsAutoMerge) {
      warn(
        `auto-merge was asked for, but ${ctx.owner}/${ctx.repo} does not allow auto-merge (Settings → General → Pull Requests → Allow auto-merge); the pull request waits for a manual merge.`
      )
      return
    }
    try {
      await octokit.graphql(
        `mutation($pullRequestId: ID!, $mergeMethod: PullRequestMergeMethod!) {
          enablePullRequestAutoMerge(input: {pullRequestId: $pullRequestId, mergeMethod: $mergeMethod}) {
            pullRequest { number autoMergeRequest { mergeMethod } }
          }
        }`,
        { pullRequestId: pull.node_id, mergeMethod: options.autoMerge.toUpperCase() }
      )
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      warn(`Could not enable auto-merge on #${pull.number}: ${message}`)
    }
  }
}
