// One GitHub repository as the pull-request delivery sees it: the Octokit client (client.ts)
// and the one place where an API failure becomes a message that says what was being done.
// Everything else in the delivery talks to GitHub through `call`.
import * as core from '@actions/core'
import type { getOctokit } from '@actions/github'
import { info as logInfo } from '../../log-text.js'
import { MAX_CONFIG_BYTES } from '../../config/text.js'
import { redact, redactError } from '../../redact.js'
import { createClient } from './client.js'
import {
  explain,
  isRequestError,
  PullRequestDeliveryError,
  repositoryArchived,
  repositoryNotFound,
  tokenCannotWrite
} from './errors.js'

export type Octokit = ReturnType<typeof getOctokit>

/** The first line of a Git LFS pointer file. */
const LFS_POINTER = 'version https://git-lfs.github.com/spec/v1'

export interface DeliveryLogger {
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
}

export function defaultLogger(): DeliveryLogger {
  // GitHub's answers (messages, URLs) and the config's text reach these lines: info goes through
  // the workflow-command guard; warning and debug are escaped by @actions/core itself.
  return { info: logInfo, warning: core.warning, debug: core.debug }
}

export interface RepositoryOptions {
  /** github-token: GITHUB_TOKEN, an App token or a PAT. Never logged. */
  token: string
  owner: string
  repo: string
  /** REST base URL; defaults to GITHUB_API_URL (GitHub Enterprise Server) or api.github.com. */
  apiUrl?: string
  logger?: DeliveryLogger
  /** Extra Octokit options (retry and throttle tuning); tests shorten the waits with them. */
  octokitOptions?: Record<string, unknown>
  /**
   * Other secrets GitHub's answers must never carry into a message (the admin key, a masked
   * bundle link and its signature); the token is always one.
   */
  secrets?: readonly string[]
}

/**
 * The secrets of these options: what GitHub may echo (a proxy or gateway in front of the API
 * quoting the Authorization header, an answer quoting the content sent) and no message shows.
 */
export function secretsOf(options: Pick<RepositoryOptions, 'token' | 'secrets'>): string[] {
  return [options.token, ...(options.secrets ?? [])]
}

/**
 * Runs one entry point of the delivery with its secrets removed from whatever it throws:
 * every message built from GitHub's words leaves the delivery through an error or the logger
 * (which GitHubRepository redacts), never with a secret in it.
 */
export async function withoutSecrets<T>(
  options: Pick<RepositoryOptions, 'token' | 'secrets'>,
  work: () => Promise<T>
): Promise<T> {
  try {
    return await work()
  } catch (err) {
    throw redactError(err, secretsOf(options))
  }
}

/** A logger that removes the secrets from every line before it is logged. */
function redactingLogger(log: DeliveryLogger, secrets: readonly string[]): DeliveryLogger {
  return {
    info: message => log.info(redact(message, secrets)),
    warning: message => log.warning(redact(message, secrets)),
    debug: message => log.debug(redact(message, secrets))
  }
}

/** What the delivery needs to know about the repository itself. */
export interface RepositoryInfo {
  /** The repository's name as GitHub knows it now (after a rename or a transfer). */
  name: string
  owner: { login: string }
  default_branch: string
  /** The GraphQL node id, for mutations that name the repository (updateRefs). */
  node_id: string
  /** Shown to the repository's admins only: absent for a workflow's GITHUB_TOKEN. */
  allow_auto_merge?: boolean
  /** Read-only: GitHub refuses every write (repositoryArchived). */
  archived?: boolean
  /** What the token's user may do there, as GitHub shows it (see writeRefusal). */
  permissions?: { push?: boolean }
}

/** Classic personal access tokens and OAuth tokens: they act with their user's role. */
const USER_TOKEN = /^gh[po]_/

/**
 * Why no write to the repository can succeed, as GitHub describes it, or undefined: it is
 * archived, or the token is a classic or OAuth one (it acts with its user's role) and its user
 * may not push. Other tokens' writes are left to GitHub's answers: what their `permissions`
 * show is not what they were granted.
 */
export function writeRefusal(
  info: RepositoryInfo,
  repository: string,
  token: string
): PullRequestDeliveryError | undefined {
  if (info.archived) return repositoryArchived(repository)
  if (USER_TOKEN.test(token) && info.permissions?.push === false) {
    return tokenCannotWrite(repository)
  }
  return undefined
}

export class GitHubRepository {
  /** The owner and name as given, until describe() learns them as GitHub knows them now. */
  private currentOwner: string
  private currentRepo: string
  readonly log: DeliveryLogger
  /** Every warning of the delivery, rate limits waited out included, in the order given. */
  readonly warnings: string[] = []
  private readonly octokit: Octokit
  /** The secrets no message of the delivery shows (see withoutSecrets). */
  private readonly secrets: readonly string[]

  constructor(options: RepositoryOptions) {
    this.currentOwner = options.owner
    this.currentRepo = options.repo
    this.secrets = secretsOf(options)
    this.log = redactingLogger(options.logger ?? defaultLogger(), this.secrets)
    this.octokit = createClient(options, this.log, message => this.warn(message))
  }

  /** Logs a warning and keeps it for the delivery's result, without the secrets. */
  warn(message: string): void {
    const shown = redact(message, this.secrets)
    this.warnings.push(shown)
    this.log.warning(shown)
  }

  get owner(): string {
    return this.currentOwner
  }

  get repo(): string {
    return this.currentRepo
  }

  /** `owner/repo`, for messages. */
  get fullName(): string {
    return `${this.owner}/${this.repo}`
  }

  /** The `{ owner, repo }` every REST call starts with. */
  get ref(): { owner: string; repo: string } {
    return { owner: this.owner, repo: this.repo }
  }

  /** Runs one API step and turns its failure into a message that says what was being done. */
  async call<T>(doing: string, fn: (octokit: Octokit) => Promise<T>): Promise<T> {
    try {
      return await fn(this.octokit)
    } catch (err) {
      throw redactError(explain(err, doing, this.fullName), this.secrets)
    }
  }

  /**
   * The repository's default branch, and whether it allows auto-merge where GitHub says (to
   * admins only). A renamed or transferred repository answers under its old name through a
   * redirect; from here on it is named as GitHub knows it now, so no later request depends on
   * the redirect, and the pulls list's `head=owner:branch` filter, which GitHub matches against
   * the current owner, finds the branch's pull request.
   */
  async describe(): Promise<RepositoryInfo> {
    const info = await this.call(`reading ${this.fullName}`, async octokit => {
      try {
        return (await octokit.rest.repos.get(this.ref)).data
      } catch (err) {
        // GitHub answers 404, not 403, for a private repository the token cannot see.
        if (isRequestError(err) && err.status === 404) throw repositoryNotFound(this.fullName)
        throw err
      }
    })
    const { login } = info.owner
    // GitHub matches names without case: only another name is a move.
    if (`${login}/${info.name}`.toLowerCase() !== this.fullName.toLowerCase()) {
      this.log.info(
        `${this.fullName} is now ${login}/${info.name} (renamed or transferred; GitHub redirects the old name): using the new name`
      )
    }
    this.currentOwner = login
    this.currentRepo = info.name
    return info
  }

  /** The commit a branch points at, or undefined when there is no such branch. */
  async readBranch(branch: string): Promise<string | undefined> {
    return this.call(`reading branch ${branch}`, async octokit => {
      try {
        const { data } = await octokit.rest.git.getRef({ ...this.ref, ref: `heads/${branch}` })
        return data.object.sha
      } catch (err) {
        if (isRequestError(err) && err.status === 404) return undefined
        throw err
      }
    })
  }

  /**
   * A file's bytes at a ref, or undefined when the path does not exist there. Bytes, not
   * text: decoding is the config edit's business, which refuses what it cannot decode exactly.
   */
  async readFile(path: string, ref: string): Promise<Buffer | undefined> {
    return this.call(`reading ${path}`, async octokit => {
      try {
        const { data } = await octokit.rest.repos.getContent({ ...this.ref, path, ref })
        if (Array.isArray(data) || data.type !== 'file') {
          throw new PullRequestDeliveryError(
            `config-path ${path} is a ${Array.isArray(data) ? 'folder' : data.type}, not a file`
          )
        }
        // GitHub follows a symbolic link to a file and answers with the target (its own path):
        // editing that content would commit it over the link. Refused here, on the pre-export
        // read, so no export is spent on a run that cannot deliver.
        if (data.path !== path) {
          throw new PullRequestDeliveryError(
            `config-path ${path} is a symbolic link (to ${data.path}) in the repository, not a regular file; nothing was written. Set config-path to the file it points to: ${data.path}.`
          )
        }
        if (data.size > MAX_CONFIG_BYTES) {
          throw new PullRequestDeliveryError(
            `config-path ${path} is ${data.size} bytes, over the ${MAX_CONFIG_BYTES}-byte limit for a config file`
          )
        }
        // Over 1 MB the contents API sends no content (encoding "none"): read the blob whole.
        const bytes =
          data.encoding === 'base64'
            ? Buffer.from(data.content, 'base64')
            : Buffer.from(
                (await octokit.rest.git.getBlob({ ...this.ref, file_sha: data.sha })).data.content,
                'base64'
              )
        // Never edit (and commit) a file that was not read completely.
        if (bytes.length !== data.size) {
          throw new PullRequestDeliveryError(
            `config-path ${path}: GitHub gave ${bytes.length} of its ${data.size} bytes, so it is not edited`
          )
        }
        if (bytes.subarray(0, 60).toString('latin1').startsWith(LFS_POINTER)) {
          throw new PullRequestDeliveryError(
            `config-path ${path} is a Git LFS pointer, not the config itself: the file lives in LFS storage, which the API does not edit. Keep the deployment config out of LFS (.gitattributes).`
          )
        }
        return bytes
      } catch (err) {
        if (isRequestError(err) && err.status === 404) return undefined
        throw err
      }
    })
  }

  /**
   * The tree entry `path` leads to below the tree `treeSha`: the file (or folder) itself, or
   * the first entry on the way that is not a folder (a symbolic link or a submodule), with the
   * path up to it. Undefined when a part of the path does not exist.
   */
  async entryOnPath(
    treeSha: string,
    path: string
  ): Promise<{ path: string; mode: string; sha: string } | undefined> {
    const segments = path.split('/')
    let tree = treeSha
    for (let i = 0; i < segments.length; i++) {
      const { data } = await this.call('reading the tree', octokit =>
        octokit.rest.git.getTree({ ...this.ref, tree_sha: tree })
      )
      const entry = data.tree.find(e => e.path === segments[i])
      if (!entry?.sha || !entry.mode) return undefined
      if (i === segments.length - 1 || entry.type !== 'tree') {
        return { path: segments.slice(0, i + 1).join('/'), mode: entry.mode, sha: entry.sha }
      }
      tree = entry.sha
    }
    return undefined
  }

  /**
   * Why the contents API answered 404 for `path` at `ref` (a branch or a commit) although the
   * path may look right in the repository: a submodule on the way (GitHub does not look into
   * the other repository) or a symbolic link to a folder (GitHub follows a link only as the
   * last part of a path). Undefined when neither is the cause, or when looking fails: it only
   * explains a 404, and never replaces it.
   */
  async missingBecause(path: string, ref: string): Promise<string | undefined> {
    return this.findObstacle(path, ref).catch(() => undefined)
  }

  private async findObstacle(path: string, ref: string): Promise<string | undefined> {
    const commit = /^[0-9a-f]{40}$/i.test(ref) ? ref : await this.readBranch(ref)
    if (commit === undefined) return undefined
    const { data } = await this.call('reading the base commit', octokit =>
      octokit.rest.git.getCommit({ ...this.ref, commit_sha: commit })
    )
    const entry = await this.entryOnPath(data.tree.sha, path)
    if (!entry || entry.path === path) return undefined
    const rest = path.slice(entry.path.length + 1)
    if (entry.mode === '160000') {
      return `config-path ${path} is inside ${entry.path}, a submodule: its files live in another repository, which GitHub does not look into from ${this.fullName}. Set repository to the submodule's repository and config-path to ${rest} there.`
    }
    if (entry.mode === '120000') {
      const { data: blob } = await this.call(`reading the link ${entry.path}`, octokit =>
        octokit.rest.git.getBlob({ ...this.ref, file_sha: entry.sha })
      )
      const target = Buffer.from(blob.content, 'base64').toString('utf8')
      const real = linkTarget(entry.path, target)
      return (
        `config-path ${path} goes through ${entry.path}, a symbolic link (to ${target}), which GitHub does not follow in the middle of a path. ` +
        (real === undefined
          ? 'Set config-path to the path of the file in the repository itself.'
          : `Set config-path to the file's own path: ${real}/${rest}.`)
      )
    }
    return undefined
  }

  /**
   * The first of `pick`'s answers over the messages of the commits on `ref` that touched `path`,
   * newest first, read a page of 100 at a time (one request each) and at most `limit` of them;
   * undefined when none answers.
   */
  async findInHistory<T>(
    path: string,
    ref: string,
    limit: number,
    pick: (message: string) => T | undefined
  ): Promise<T | undefined> {
    return this.call(`reading the history of ${path}`, async octokit => {
      const pages = octokit.paginate.iterator(octokit.rest.repos.listCommits, {
        ...this.ref,
        sha: ref,
        path,
        per_page: Math.min(100, limit)
      })
      let read = 0
      for await (const { data } of pages) {
        for (const commit of data) {
          if (read++ >= limit) return undefined
          const found = pick(commit.commit.message)
          if (found !== undefined) return found
        }
      }
      return undefined
    })
  }
}

/** A link's target as a path from the repository root; undefined when it leaves the repository. */
function linkTarget(linkPath: string, target: string): string | undefined {
  if (target.startsWith('/')) return undefined
  const parts = linkPath.split('/').slice(0, -1)
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment !== '..') parts.push(segment)
    else if (parts.pop() === undefined) return undefined
  }
  return parts.length > 0 ? parts.join('/') : undefined
}
