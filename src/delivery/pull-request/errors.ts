// What GitHub's refusals mean for the user: every API failure of the pull-request delivery is
// turned here into a message that says what was being done and what to change.
import { defaultApiUrl } from '../../github-urls.js'
import { oneLine } from '../../log-text.js'
import { proxyTunnelHint } from '../../proxy-hint.js'
import { errorText } from '../../platform/errors.js'

/**
 * The most names (reviewers, labels) asked for one at a time after GitHub refused them as a
 * group, to find which it refuses. Such lists are short; past this, the group is reported
 * refused as a whole, with GitHub's reason, rather than spend a request per name.
 */
export const MAX_SINGLE_REQUESTS = 10

/** A failure that says what to do. The message never holds the token or the link. */
export class PullRequestDeliveryError extends Error {
  override name = 'PullRequestDeliveryError'
}

/**
 * The branch, or the config file on it, does not exist (GitHub answered 404 for it). A
 * renewal reading the pending branch falls back to the base on this, and on nothing else.
 */
export class ConfigNotOnBranchError extends PullRequestDeliveryError {
  override name = 'ConfigNotOnBranchError'
}

export const PERMISSIONS_BLOCK = [
  'permissions:',
  '  contents: write',
  '  pull-requests: write'
].join('\n')

export interface RequestErrorLike {
  status: number
  message: string
  request?: { url?: string; method?: string }
  cause?: unknown
  response?: { data?: unknown; headers?: Record<string, string | number | undefined> }
}

export function isRequestError(err: unknown): err is RequestErrorLike {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as { status?: unknown }).status === 'number'
  )
}

/** GitHub's message and, for 422s, the messages in its `errors` list: "message: a; b". */
export function githubMessage(err: RequestErrorLike): string {
  const data = err.response?.data as { message?: string; errors?: unknown } | undefined
  const details = githubErrors(err)
  const message = webPageSummary(data?.message ?? err.message)
  return details.length === 0 ? message : `${message}: ${details.join('; ')}`
}

/**
 * A message that is a web page (GitHub's 502 and 504 pages, "Unicorn!", come as HTML when its
 * front ends fail) said by its title, not pasted whole into the log; any other text as it is.
 */
function webPageSummary(message: string): string {
  if (!/^\s*</.test(message)) return message
  // The platform's client reads a proxy's page the same way (its title, else its text).
  const said = errorText(message).slice(0, 120)
  return said ? `a web page saying "${said}"` : 'a web page, not an API answer'
}

/**
 * The messages in a 422's `errors` list. They come as objects with a message on most routes,
 * and as plain strings on some (requesting reviewers: "Could not resolve to a node …").
 */
export function githubErrors(err: RequestErrorLike): string[] {
  const errors = (err.response?.data as { errors?: unknown } | undefined)?.errors
  const out: string[] = []
  for (const e of Array.isArray(errors) ? (errors as unknown[]) : []) {
    if (typeof e === 'string') out.push(e)
    else if (typeof (e as { message?: unknown })?.message === 'string')
      out.push((e as { message: string }).message)
    else if (err.status === 422) {
      // GitHub's documented shape without a message: `{resource, field, code}`, where the code
      // (missing, missing_field, invalid, already_exists, unprocessable) says what a 422's bare
      // "Validation Failed" is about. (A 403 may carry the same shape, which its message says.)
      const { resource, field, code } = (e ?? {}) as Record<string, unknown>
      const named = [resource, field].filter(x => typeof x === 'string' && x !== '').join('.')
      if (typeof code === 'string' && code !== '') out.push(named ? `${named} ${code}` : code)
    }
  }
  return out
}

/** A header of GitHub's answer, as text. */
function header(err: RequestErrorLike, name: string): string | undefined {
  const value = err.response?.headers?.[name]
  return value === undefined ? undefined : String(value)
}

/**
 * The rate limit that refused a request, when one did: GitHub's secondary limit says so in its
 * message; the primary (hourly) one answers 403/429 with x-ratelimit-remaining 0.
 */
export function rateLimitOf(err: RequestErrorLike): 'secondary' | 'primary' | undefined {
  if (err.status !== 403 && err.status !== 429) return undefined
  if (/secondary rate limit/i.test(githubMessage(err))) return 'secondary'
  if (header(err, 'x-ratelimit-remaining') === '0') return 'primary'
  return undefined
}

// Failures to connect at all (Node's and undici's codes). Octokit reports them as a status 500
// whose cause holds the code, which would read as if GitHub had answered.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'ECONNRESET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET'
])

/** The connection-level code in an error's cause chain, when the request never got an answer. */
function unreachableCode(err: unknown): string | undefined {
  let current: unknown = err
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** The hint for a proxy that refused the tunnel to the request's host, if that is what failed. */
function proxyTunnelHintFor(err: RequestErrorLike): string | undefined {
  try {
    return err.request?.url ? proxyTunnelHint(err, new URL(err.request.url)) : undefined
  } catch {
    return undefined
  }
}

/** `host:port` of the request's URL, for saying where the API was looked for. */
function hostOf(url: string | undefined): string {
  try {
    return url ? new URL(url).host : '(unknown host)'
  } catch {
    return '(unknown host)'
  }
}

/**
 * GitHub's texts for a repository ruleset's refusal: "Repository rule violations found" and
 * the rules broken, or (in older answers) only the rule, e.g. "Cannot force-push to this branch".
 */
export const RULE_VIOLATION =
  /Repository rule violations? found|Cannot force-push to this branch|Cannot update this protected ref|creations being restricted/i

/**
 * A ruleset's refusal and its fix, in one wording wherever a rule violation surfaces: `what`
 * was refused ("this while …", "to update branch …"), `why` an optional sentence on what the
 * action needs, `branch` the branch to exempt.
 */
export function rulesetRefusal(
  message: string,
  what: string,
  options: { branch?: string; why?: string } = {}
): PullRequestDeliveryError {
  const branch = options.branch ?? "the pull request's branch"
  return new PullRequestDeliveryError(
    `A repository ruleset refused ${what} (${oneLine(message.replace(/\s+/g, ' ').trim())}). ${options.why ?? ''}` +
      `Exempt ${branch} from the ruleset (or add the token's app or user to its bypass list), or set the branch input to a name no ruleset covers.`
  )
}

/** Turns an API failure into a message naming the fix. */
export function explain(err: unknown, doing: string, repository: string): Error {
  if (err instanceof PullRequestDeliveryError) return err
  if (!isRequestError(err)) return err instanceof Error ? err : new Error(String(err))
  const proxyHint = proxyTunnelHintFor(err)
  if (proxyHint !== undefined) {
    return new PullRequestDeliveryError(
      `could not reach the GitHub API at ${hostOf(err.request?.url)} while ${doing}: no answer came from GitHub. ${proxyHint}`
    )
  }
  const code = unreachableCode(err)
  if (code !== undefined) {
    return new PullRequestDeliveryError(
      `could not reach the GitHub API at ${hostOf(err.request?.url)} while ${doing} (${code}); no answer came from GitHub. ` +
        "Check the runner's network and github-api-url (default: the runner's GITHUB_API_URL; on GitHub Enterprise Server, https://HOST/api/v3)."
    )
  }
  const message = githubMessage(err)
  const limit = rateLimitOf(err)
  if (limit === 'secondary') {
    const retryAfter = header(err, 'retry-after')
    return new PullRequestDeliveryError(
      `GitHub's secondary rate limit refused this run while ${doing} (${err.status} ${message}), ` +
        `and it went on refusing after waiting${retryAfter === undefined ? '' : ` (retry-after: ${retryAfter}s)`} and retrying. ` +
        'Secondary limits count the writes of one token across all its runs: let runs that use the same token wait for each other (a concurrency group), run less often, or re-run this job in a few minutes.'
    )
  }
  if (limit === 'primary') {
    const reset = Number(header(err, 'x-ratelimit-reset'))
    const at =
      Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000).toISOString() : undefined
    return new PullRequestDeliveryError(
      `GitHub's API rate limit for this token is used up (${err.status} ${message}) while ${doing}${at ? `; it resets at ${at}` : ''}. ` +
        'Re-run the job after the reset, or use a token with its own quota (a GitHub App installation token rather than GITHUB_TOKEN).'
    )
  }
  if (/not permitted to create or approve pull requests/i.test(message)) {
    return new PullRequestDeliveryError(
      `GitHub refused to open the pull request while ${doing}: "GitHub Actions is not permitted to create or approve pull requests." ` +
        `Turn on "Allow GitHub Actions to create and approve pull requests" in ${repository}'s Settings → Actions → General → Workflow permissions ` +
        `(for an organization, also in its Actions settings), or pass a GitHub App token or a personal access token as github-token.`
    )
  }
  if (err.status === 401) {
    return new PullRequestDeliveryError(
      `GitHub refused the token while ${doing} (401 ${message}). Check github-token: it may be expired or revoked.`
    )
  }
  if (err.status === 403 && /not accessible by personal access token/i.test(message)) {
    // A fine-grained PAT: its own repository permissions decide, not the workflow's block.
    return new PullRequestDeliveryError(
      `The token may not do this while ${doing} (403 ${message}). In its settings (Settings → Developer settings → Personal access tokens → Fine-grained tokens), give the fine-grained personal access token Contents: Read and write and Pull requests: Read and write on ${repository}; ` +
        "a workflow's permissions: block does not apply to it."
    )
  }
  if (err.status === 403 && /not accessible by integration|permission|forbidden/i.test(message)) {
    return new PullRequestDeliveryError(
      `The token may not do this while ${doing} (403 ${message}). The job needs write access to contents and pull requests; add to the workflow or job:\n${PERMISSIONS_BLOCK}\n` +
        `A token for another repository than the workflow's needs the same access there.`
    )
  }
  if (err.status === 404 && isWrite(err)) return writeNotAllowed(err, message, doing, repository)
  if (RULE_VIOLATION.test(message)) return rulesetRefusal(message, `this while ${doing}`)
  if (/Protected branch update failed/i.test(message)) {
    return new PullRequestDeliveryError(
      `GitHub refused to move a protected branch while ${doing} (${message}). Set branch to a name that no branch protection rule covers.`
    )
  }
  return new PullRequestDeliveryError(`GitHub answered ${err.status} while ${doing}: ${message}`)
}

/**
 * Whether an answer is a web page: GitHub's REST and GraphQL APIs answer in JSON (or with no
 * body), so HTML comes from the server's web front, which github-api-url does not name.
 */
export function isWebPage(headers: Record<string, unknown> | undefined): boolean {
  return /^\s*text\/html\b/i.test(String(headers?.['content-type'] ?? ''))
}

/**
 * The API URL answered with a web page (github.com's 404 page, an Enterprise Server's sign-in
 * page in private mode): it is the server's web address, not its REST API. `baseUrl` is the URL
 * the client was given; the REST API's address is derived from its host by the runner's rule.
 */
export function webPageNotApi(baseUrl: string, status: number): PullRequestDeliveryError {
  const shown = baseUrl.replace(/\/+$/, '')
  const api = URL.canParse(shown)
    ? defaultApiUrl({ GITHUB_SERVER_URL: new URL(shown).origin })
    : undefined
  return new PullRequestDeliveryError(
    `GitHub's API URL ${shown} answered with a web page (${status}, text/html), not GitHub's REST API: the URL is the server's web address (or another site), or a proxy on the way answered with its own page. ` +
      (api !== undefined && api !== shown
        ? `Set github-api-url to ${api} (the REST API of that server), or leave it empty for the runner's GITHUB_API_URL.`
        : "Check github-api-url (on GitHub Enterprise Server, https://HOST/api/v3), or leave it empty for the runner's GITHUB_API_URL.")
  )
}

/** Whether the failed request was a write (anything but a read). */
function isWrite(err: RequestErrorLike): boolean {
  const method = err.request?.method?.toUpperCase()
  return method !== undefined && method !== 'GET' && method !== 'HEAD'
}

/**
 * GitHub's 404 for a write: every write of the delivery follows its reads of the repository, so
 * the repository is there and the token reads it, and GitHub answers a write the token may not
 * make (a classic token's user with the Read role; a classic token without the repo scope) with
 * 404, not 403. A git object (blob, tree, commit) nothing points to is not yet a change.
 */
function writeNotAllowed(
  err: RequestErrorLike,
  message: string,
  doing: string,
  repository: string
): PullRequestDeliveryError {
  const path = URL.canParse(err.request?.url ?? '') ? new URL(err.request!.url!).pathname : ''
  const nothingYet = /\/git\/(blobs|trees|commits)$/.test(path)
  return new PullRequestDeliveryError(
    `GitHub answered 404 (${message}) while ${doing}, though the token reads ${repository}: GitHub answers a write the token may not make with 404, not 403.${nothingYet ? ' Nothing was written.' : ''} ` +
      writeAccessFix(repository)
  )
}

/** What each kind of token needs to write the branch and the pull request. */
function writeAccessFix(repository: string): string {
  return (
    `Give the token write access to ${repository}: a classic personal access token needs the repo scope (public_repo for a public repository) and a user with the Write role there; ` +
    'a fine-grained token, or a GitHub App, Contents: Read and write and Pull requests: Read and write on it.'
  )
}

/**
 * A classic token's user without push access, as GitHub describes the repository to them: every
 * write would answer 404, so the run is refused where it describes the repository, before an
 * export is spent on a pull request that cannot be written.
 */
export function tokenCannotWrite(repository: string): PullRequestDeliveryError {
  return new PullRequestDeliveryError(
    `github-token may read ${repository} but not write to it: GitHub describes the repository to the token's user without push access, so no branch or pull request can be made there; nothing was written. ` +
      writeAccessFix(repository)
  )
}

/** GitHub's answer for a repository that does not exist and for one the token cannot see. */
export function repositoryNotFound(repository: string): PullRequestDeliveryError {
  return new PullRequestDeliveryError(
    `Repository ${repository} was not found, or the token cannot see it. Check repository; a repository other than the workflow's needs a token (GitHub App or PAT) with access to it.`
  )
}

/**
 * An archived repository is read-only: GitHub refuses every write (403 "Repository was archived
 * so is read-only."), so a run refuses it where it first describes the repository, before an
 * export is spent on a pull request that cannot be written.
 */
export function repositoryArchived(repository: string): PullRequestDeliveryError {
  return new PullRequestDeliveryError(
    `Repository ${repository} is archived, so GitHub refuses every write to it (no branch, commit or pull request can be made there); nothing was written. Unarchive it (Settings → General → Danger Zone → Unarchive this repository), or set repository to the repository that holds the deployment config now.`
  )
}

/**
 * What to say after "branch … does not exist" when the name is a full ref: `${{ github.ref }}`
 * gives `refs/heads/main` (or `refs/pull/7/merge`), which git accepts as a branch name of its own
 * (`refs/heads/refs/heads/main`), so only the lookup shows the mix-up.
 */
export function fullRefHint(branch: string): string {
  const m = /^refs\/heads\/(.+)$/.exec(branch)
  if (m)
    return ` "${branch}" is a full ref name, as github.ref gives it: the branch is "${m[1]}" (github.ref_name).`
  return branch.startsWith('refs/')
    ? ` "${branch}" is a full ref name, as github.ref gives it, not a branch: name the branch (github.ref_name, or github.base_ref in a pull_request workflow).`
    : ''
}
