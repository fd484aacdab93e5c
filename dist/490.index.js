export const id = 490;
export const ids = [490];
export const modules = {

/***/ 62490:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ConfigNotOnBranchError: () => (/* reexport */ ConfigNotOnBranchError),
  checkConfigsOnBase: () => (/* reexport */ checkConfigsOnBase),
  deliverPullRequest: () => (/* binding */ deliverPullRequest),
  readConfigOnBase: () => (/* reexport */ readConfigOnBase),
  settledBranch: () => (/* binding */ settledBranch)
});

// UNUSED EXPORTS: PullRequestDeliveryError, defaultBranchName, defaultPullRequestBody

// EXTERNAL MODULE: ./src/config-path.ts
var config_path = __webpack_require__(25493);
// EXTERNAL MODULE: ./src/github-urls.ts
var github_urls = __webpack_require__(81611);
// EXTERNAL MODULE: ./src/log-text.ts
var log_text = __webpack_require__(73529);
// EXTERNAL MODULE: ./src/proxy-hint.ts
var proxy_hint = __webpack_require__(57933);
// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __webpack_require__(46316);
;// CONCATENATED MODULE: ./src/delivery/pull-request/errors.ts
// What GitHub's refusals mean for the user: every API failure of the pull-request delivery is
// turned here into a message that says what was being done and what to change.




/**
 * The most names (reviewers, labels) asked for one at a time after GitHub refused them as a
 * group, to find which it refuses. Such lists are short; past this, the group is reported
 * refused as a whole, with GitHub's reason, rather than spend a request per name.
 */
const MAX_SINGLE_REQUESTS = 10;
/** A failure that says what to do. The message never holds the token or the link. */
class PullRequestDeliveryError extends Error {
    name = 'PullRequestDeliveryError';
}
/**
 * The branch, or the config file on it, does not exist (GitHub answered 404 for it). A
 * renewal reading the pending branch falls back to the base on this, and on nothing else.
 */
class ConfigNotOnBranchError extends PullRequestDeliveryError {
    name = 'ConfigNotOnBranchError';
}
const PERMISSIONS_BLOCK = [
    'permissions:',
    '  contents: write',
    '  pull-requests: write'
].join('\n');
function isRequestError(err) {
    return (typeof err === 'object' &&
        err !== null &&
        typeof err.status === 'number');
}
/** GitHub's message and, for 422s, the messages in its `errors` list: "message: a; b". */
function githubMessage(err) {
    const data = err.response?.data;
    const details = githubErrors(err);
    const message = webPageSummary(data?.message ?? err.message);
    return details.length === 0 ? message : `${message}: ${details.join('; ')}`;
}
/**
 * A message that is a web page (GitHub's 502 and 504 pages, "Unicorn!", come as HTML when its
 * front ends fail) said by its title, not pasted whole into the log; any other text as it is.
 */
function webPageSummary(message) {
    if (!/^\s*</.test(message))
        return message;
    // The platform's client reads a proxy's page the same way (its title, else its text).
    const said = (0,errors/* errorText */.kc)(message).slice(0, 120);
    return said ? `a web page saying "${said}"` : 'a web page, not an API answer';
}
/**
 * The messages in a 422's `errors` list. They come as objects with a message on most routes,
 * and as plain strings on some (requesting reviewers: "Could not resolve to a node …").
 */
function githubErrors(err) {
    const errors = err.response?.data?.errors;
    const out = [];
    for (const e of Array.isArray(errors) ? errors : []) {
        if (typeof e === 'string')
            out.push(e);
        else if (typeof e?.message === 'string')
            out.push(e.message);
        else if (err.status === 422) {
            // GitHub's documented shape without a message: `{resource, field, code}`, where the code
            // (missing, missing_field, invalid, already_exists, unprocessable) says what a 422's bare
            // "Validation Failed" is about. (A 403 may carry the same shape, which its message says.)
            const { resource, field, code } = (e ?? {});
            const named = [resource, field].filter(x => typeof x === 'string' && x !== '').join('.');
            if (typeof code === 'string' && code !== '')
                out.push(named ? `${named} ${code}` : code);
        }
    }
    return out;
}
/** A header of GitHub's answer, as text. */
function header(err, name) {
    const value = err.response?.headers?.[name];
    return value === undefined ? undefined : String(value);
}
/**
 * The rate limit that refused a request, when one did: GitHub's secondary limit says so in its
 * message; the primary (hourly) one answers 403/429 with x-ratelimit-remaining 0.
 */
function rateLimitOf(err) {
    if (err.status !== 403 && err.status !== 429)
        return undefined;
    if (/secondary rate limit/i.test(githubMessage(err)))
        return 'secondary';
    if (header(err, 'x-ratelimit-remaining') === '0')
        return 'primary';
    return undefined;
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
]);
/** The connection-level code in an error's cause chain, when the request never got an answer. */
function unreachableCode(err) {
    let current = err;
    for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
        const code = current.code;
        if (typeof code === 'string' && UNREACHABLE_CODES.has(code))
            return code;
        current = current.cause;
    }
    return undefined;
}
/** The hint for a proxy that refused the tunnel to the request's host, if that is what failed. */
function proxyTunnelHintFor(err) {
    try {
        return err.request?.url ? (0,proxy_hint/* proxyTunnelHint */.Y)(err, new URL(err.request.url)) : undefined;
    }
    catch {
        return undefined;
    }
}
/** `host:port` of the request's URL, for saying where the API was looked for. */
function hostOf(url) {
    try {
        return url ? new URL(url).host : '(unknown host)';
    }
    catch {
        return '(unknown host)';
    }
}
/**
 * GitHub's texts for a repository ruleset's refusal: "Repository rule violations found" and
 * the rules broken, or (in older answers) only the rule, e.g. "Cannot force-push to this branch".
 */
const RULE_VIOLATION = /Repository rule violations? found|Cannot force-push to this branch|Cannot update this protected ref|creations being restricted/i;
/**
 * A ruleset's refusal and its fix, in one wording wherever a rule violation surfaces: `what`
 * was refused ("this while …", "to update branch …"), `why` an optional sentence on what the
 * action needs, `branch` the branch to exempt.
 */
function rulesetRefusal(message, what, options = {}) {
    const branch = options.branch ?? "the pull request's branch";
    return new PullRequestDeliveryError(`A repository ruleset refused ${what} (${(0,log_text/* oneLine */.TN)(message.replace(/\s+/g, ' ').trim())}). ${options.why ?? ''}` +
        `Exempt ${branch} from the ruleset (or add the token's app or user to its bypass list), or set the branch input to a name no ruleset covers.`);
}
/** Turns an API failure into a message naming the fix. */
function explain(err, doing, repository) {
    if (err instanceof PullRequestDeliveryError)
        return err;
    if (!isRequestError(err))
        return err instanceof Error ? err : new Error(String(err));
    const proxyHint = proxyTunnelHintFor(err);
    if (proxyHint !== undefined) {
        return new PullRequestDeliveryError(`could not reach the GitHub API at ${hostOf(err.request?.url)} while ${doing}: no answer came from GitHub. ${proxyHint}`);
    }
    const code = unreachableCode(err);
    if (code !== undefined) {
        return new PullRequestDeliveryError(`could not reach the GitHub API at ${hostOf(err.request?.url)} while ${doing} (${code}); no answer came from GitHub. ` +
            "Check the runner's network and github-api-url (default: the runner's GITHUB_API_URL; on GitHub Enterprise Server, https://HOST/api/v3).");
    }
    const message = githubMessage(err);
    const limit = rateLimitOf(err);
    if (limit === 'secondary') {
        const retryAfter = header(err, 'retry-after');
        return new PullRequestDeliveryError(`GitHub's secondary rate limit refused this run while ${doing} (${err.status} ${message}), ` +
            `and it went on refusing after waiting${retryAfter === undefined ? '' : ` (retry-after: ${retryAfter}s)`} and retrying. ` +
            'Secondary limits count the writes of one token across all its runs: let runs that use the same token wait for each other (a concurrency group), run less often, or re-run this job in a few minutes.');
    }
    if (limit === 'primary') {
        const reset = Number(header(err, 'x-ratelimit-reset'));
        const at = Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000).toISOString() : undefined;
        return new PullRequestDeliveryError(`GitHub's API rate limit for this token is used up (${err.status} ${message}) while ${doing}${at ? `; it resets at ${at}` : ''}. ` +
            'Re-run the job after the reset, or use a token with its own quota (a GitHub App installation token rather than GITHUB_TOKEN).');
    }
    if (/not permitted to create or approve pull requests/i.test(message)) {
        return new PullRequestDeliveryError(`GitHub refused to open the pull request while ${doing}: "GitHub Actions is not permitted to create or approve pull requests." ` +
            `Turn on "Allow GitHub Actions to create and approve pull requests" in ${repository}'s Settings → Actions → General → Workflow permissions ` +
            `(for an organization, also in its Actions settings), or pass a GitHub App token or a personal access token as github-token.`);
    }
    if (err.status === 401) {
        return new PullRequestDeliveryError(`GitHub refused the token while ${doing} (401 ${message}). Check github-token: it may be expired or revoked.`);
    }
    if (err.status === 403 && /not accessible by personal access token/i.test(message)) {
        // A fine-grained PAT: its own repository permissions decide, not the workflow's block.
        return new PullRequestDeliveryError(`The token may not do this while ${doing} (403 ${message}). In its settings (Settings → Developer settings → Personal access tokens → Fine-grained tokens), give the fine-grained personal access token Contents: Read and write and Pull requests: Read and write on ${repository}; ` +
            "a workflow's permissions: block does not apply to it.");
    }
    if (err.status === 403 && /not accessible by integration|permission|forbidden/i.test(message)) {
        return new PullRequestDeliveryError(`The token may not do this while ${doing} (403 ${message}). The job needs write access to contents and pull requests; add to the workflow or job:\n${PERMISSIONS_BLOCK}\n` +
            `A token for another repository than the workflow's needs the same access there.`);
    }
    if (err.status === 404 && isWrite(err))
        return writeNotAllowed(err, message, doing, repository);
    if (RULE_VIOLATION.test(message))
        return rulesetRefusal(message, `this while ${doing}`);
    if (/Protected branch update failed/i.test(message)) {
        return new PullRequestDeliveryError(`GitHub refused to move a protected branch while ${doing} (${message}). Set branch to a name that no branch protection rule covers.`);
    }
    return new PullRequestDeliveryError(`GitHub answered ${err.status} while ${doing}: ${message}`);
}
/**
 * Whether an answer is a web page: GitHub's REST and GraphQL APIs answer in JSON (or with no
 * body), so HTML comes from the server's web front, which github-api-url does not name.
 */
function isWebPage(headers) {
    return /^\s*text\/html\b/i.test(String(headers?.['content-type'] ?? ''));
}
/**
 * The API URL answered with a web page (github.com's 404 page, an Enterprise Server's sign-in
 * page in private mode): it is the server's web address, not its REST API. `baseUrl` is the URL
 * the client was given; the REST API's address is derived from its host by the runner's rule.
 */
function webPageNotApi(baseUrl, status) {
    const shown = baseUrl.replace(/\/+$/, '');
    const api = URL.canParse(shown)
        ? (0,github_urls/* defaultApiUrl */.zq)({ GITHUB_SERVER_URL: new URL(shown).origin })
        : undefined;
    return new PullRequestDeliveryError(`GitHub's API URL ${shown} answered with a web page (${status}, text/html), not GitHub's REST API: the URL is the server's web address (or another site), or a proxy on the way answered with its own page. ` +
        (api !== undefined && api !== shown
            ? `Set github-api-url to ${api} (the REST API of that server), or leave it empty for the runner's GITHUB_API_URL.`
            : "Check github-api-url (on GitHub Enterprise Server, https://HOST/api/v3), or leave it empty for the runner's GITHUB_API_URL."));
}
/** Whether the failed request was a write (anything but a read). */
function isWrite(err) {
    const method = err.request?.method?.toUpperCase();
    return method !== undefined && method !== 'GET' && method !== 'HEAD';
}
/**
 * GitHub's 404 for a write: every write of the delivery follows its reads of the repository, so
 * the repository is there and the token reads it, and GitHub answers a write the token may not
 * make (a classic token's user with the Read role; a classic token without the repo scope) with
 * 404, not 403. A git object (blob, tree, commit) nothing points to is not yet a change.
 */
function writeNotAllowed(err, message, doing, repository) {
    const path = URL.canParse(err.request?.url ?? '') ? new URL(err.request.url).pathname : '';
    const nothingYet = /\/git\/(blobs|trees|commits)$/.test(path);
    return new PullRequestDeliveryError(`GitHub answered 404 (${message}) while ${doing}, though the token reads ${repository}: GitHub answers a write the token may not make with 404, not 403.${nothingYet ? ' Nothing was written.' : ''} ` +
        writeAccessFix(repository));
}
/** What each kind of token needs to write the branch and the pull request. */
function writeAccessFix(repository) {
    return (`Give the token write access to ${repository}: a classic personal access token needs the repo scope (public_repo for a public repository) and a user with the Write role there; ` +
        'a fine-grained token, or a GitHub App, Contents: Read and write and Pull requests: Read and write on it.');
}
/**
 * A classic token's user without push access, as GitHub describes the repository to them: every
 * write would answer 404, so the run is refused where it describes the repository, before an
 * export is spent on a pull request that cannot be written.
 */
function tokenCannotWrite(repository) {
    return new PullRequestDeliveryError(`github-token may read ${repository} but not write to it: GitHub describes the repository to the token's user without push access, so no branch or pull request can be made there; nothing was written. ` +
        writeAccessFix(repository));
}
/** GitHub's answer for a repository that does not exist and for one the token cannot see. */
function repositoryNotFound(repository) {
    return new PullRequestDeliveryError(`Repository ${repository} was not found, or the token cannot see it. Check repository; a repository other than the workflow's needs a token (GitHub App or PAT) with access to it.`);
}
/**
 * An archived repository is read-only: GitHub refuses every write (403 "Repository was archived
 * so is read-only."), so a run refuses it where it first describes the repository, before an
 * export is spent on a pull request that cannot be written.
 */
function repositoryArchived(repository) {
    return new PullRequestDeliveryError(`Repository ${repository} is archived, so GitHub refuses every write to it (no branch, commit or pull request can be made there); nothing was written. Unarchive it (Settings → General → Danger Zone → Unarchive this repository), or set repository to the repository that holds the deployment config now.`);
}
/**
 * What to say after "branch … does not exist" when the name is a full ref: `${{ github.ref }}`
 * gives `refs/heads/main` (or `refs/pull/7/merge`), which git accepts as a branch name of its own
 * (`refs/heads/refs/heads/main`), so only the lookup shows the mix-up.
 */
function fullRefHint(branch) {
    const m = /^refs\/heads\/(.+)$/.exec(branch);
    if (m)
        return ` "${branch}" is a full ref name, as github.ref gives it: the branch is "${m[1]}" (github.ref_name).`;
    return branch.startsWith('refs/')
        ? ` "${branch}" is a full ref name, as github.ref gives it, not a branch: name the branch (github.ref_name, or github.base_ref in a pull_request workflow).`
        : '';
}

;// CONCATENATED MODULE: ./src/delivery/pull-request/branch-writer.ts
// The branch and its one commit, written through the Git Data API (tree, commit, ref) so that
// GitHub signs the commit: the changed files on top of the base commit, then the branch moved
// onto it.


/** Writes one commit on top of `baseSha` holding the files' new contents. */
async function writeCommit(repository, baseSha, files, message) {
    const { ref } = repository;
    const baseCommit = await repository.call('reading the base commit', async (octokit) => (await octokit.rest.git.getCommit({ ...ref, commit_sha: baseSha })).data);
    const baseTree = await repository.call('reading the base tree', async (octokit) => (await octokit.rest.git.getTree({ ...ref, tree_sha: baseCommit.tree.sha })).data);
    // The new file contents go inline in the tree: GitHub stores them as blobs itself, and one
    // write request per file is saved (each write waits for the throttling plugin's spacing).
    const tree = [];
    for (const file of files) {
        // Keep the file's mode (an executable bit, say) as it is on the base.
        const mode = (await repository.entryOnPath(baseTree.sha, file.path))?.mode ?? '100644';
        // Only a regular file is edited: never write a link (120000) or submodule (160000) entry.
        if (mode !== '100644' && mode !== '100755') {
            throw new PullRequestDeliveryError(`config-path ${file.path} is ${mode === '120000' ? 'a symbolic link' : mode === '160000' ? 'a submodule' : `a tree entry of mode ${mode}`} on the base, not a regular file; nothing was written. Set config-path to the file it points to.`);
        }
        tree.push({ path: file.path, mode: mode, type: 'blob', content: file.after });
    }
    const newTree = await repository.call('writing the tree', async (octokit) => (await octokit.rest.git.createTree({ ...ref, base_tree: baseTree.sha, tree })).data);
    const commit = await repository.call('creating the commit', async (octokit) => (await octokit.rest.git.createCommit({
        ...ref,
        message,
        tree: newTree.sha,
        parents: [baseSha]
    })).data);
    return {
        sha: commit.sha,
        tree: newTree.sha,
        author: identityOf(commit.author),
        committer: identityOf(commit.committer)
    };
}
/** A git identity as `Name <email>`, how commits of one writer are told apart. */
function identityOf(who) {
    return `${who.name ?? ''} <${who.email ?? ''}>`;
}
/**
 * Points the branch at the run's commit, only if the branch still is where this run read it
 * (a compare-and-swap, so a run never overwrites what another wrote since its read); undefined
 * when it is not, and the caller starts again from a fresh read.
 *
 * The branch is reset to the base plus one commit (GraphQL `updateRefs` with `beforeOid` and
 * `force`: REST's forced ref update has no compare-and-swap), so however often it is renewed
 * the pull request holds one commit. Where a forced update is refused (a ruleset that blocks
 * force pushes, or a GitHub without `updateRefs`), the same tree is committed on top of the
 * branch's head instead and moved there with a plain fast-forward, which GitHub refuses when
 * the branch moved: a compare-and-swap as well.
 */
async function moveBranch(repository, move) {
    const { branch, head, commit } = move;
    if (head === undefined) {
        const created = await repository.call(`creating branch ${branch}`, async (octokit) => {
            try {
                await octokit.rest.git.createRef({
                    ...repository.ref,
                    ref: `refs/heads/${branch}`,
                    sha: commit.sha
                });
                return true;
            }
            catch (err) {
                if (!isRequestError(err) || err.status !== 422)
                    throw err;
                const message = githubMessage(err);
                // Another run created it first, or is creating it now.
                if (/Reference already exists/i.test(message) || LOST_RACE.test(message))
                    return false;
                if (/Reference update failed/i.test(message))
                    throw await blockedBranchName(repository, branch);
                throw rulesRefused(err, branch, 'create');
            }
        });
        return created ? { sha: commit.sha, fastForward: false } : undefined;
    }
    const refusal = await swapRef(repository, move, head, commit.sha, `resetting branch ${branch}`);
    if (refusal === undefined)
        return { sha: commit.sha, fastForward: false };
    // Refused, or the answer was lost: where the branch is now tells which. GitHub's texts for a
    // refused updateRefs are not documented, so they decide nothing here.
    const now = await repository.readBranch(branch);
    if (now === commit.sha)
        return { sha: commit.sha, fastForward: false };
    if (now !== head)
        return undefined;
    repository.log.info(`GitHub did not reset ${branch} to ${move.baseSha.slice(0, 7)} plus this run's commit (${(0,log_text/* oneLine */.TN)(refusal)}); adding the change on top of ${branch} instead`);
    return fastForward(repository, move);
}
/**
 * Moves the branch from `beforeOid` to `afterOid` with a forced GraphQL `updateRefs`, which
 * GitHub applies only while the branch still is `beforeOid` (a compare-and-swap; REST's forced
 * update has none). Undefined when applied; else GitHub's words for the refusal (a ruleset, the
 * branch moved, a GitHub without `updateRefs`), which are not documented and decide nothing.
 */
async function swapRef(repository, move, beforeOid, afterOid, doing) {
    return repository.call(doing, async (octokit) => {
        try {
            await octokit.graphql(`mutation($input: UpdateRefsInput!) { updateRefs(input: $input) { clientMutationId } }`, {
                input: {
                    repositoryId: move.repositoryId,
                    refUpdates: [{ name: `refs/heads/${move.branch}`, beforeOid, afterOid, force: true }]
                }
            });
            return undefined;
        }
        catch (err) {
            return err instanceof Error ? err.message : String(err);
        }
    });
}
/** The object id git uses for "no ref": an `updateRefs` to it deletes the ref. */
const NO_OID = '0000000000000000000000000000000000000000';
/**
 * Puts the branch back where this run found it, after its pull request could not be opened:
 * deleted when this run created it, else at the head it was read at. Only when the branch still
 * holds `written` (this run's commit), so a newer run's write is never undone: GraphQL
 * `updateRefs` with `beforeOid`, or where that is refused, a read followed by a REST write.
 * True when the branch is as it was; false when it could not be put back (a ruleset that
 * blocks deletion or force pushes, another writer, an error), and then the branch is left.
 */
async function undoMove(repository, move, written) {
    const { branch, head } = move;
    const doing = `putting branch ${branch} back`;
    try {
        // An answer from updateRefs is final (all or none, guarded by beforeOid); a read right
        // after a write may still show the ref as it was, so it is not read back.
        if ((await swapRef(repository, move, written, head ?? NO_OID, doing)) === undefined)
            return true;
        const now = await repository.readBranch(branch);
        if (now === head)
            return true;
        if (now !== written)
            return false;
        await repository.call(doing, async (octokit) => {
            if (head === undefined) {
                await octokit.rest.git.deleteRef({ ...repository.ref, ref: `heads/${branch}` });
            }
            else {
                await octokit.rest.git.updateRef({
                    ...repository.ref,
                    ref: `heads/${branch}`,
                    sha: head,
                    force: true
                });
            }
        });
        return true;
    }
    catch {
        return false;
    }
}
/**
 * The same tree committed on top of the branch's head, then a non-forced ref update. The base
 * becomes a second parent when it is not already below the head, so the pull request's diff
 * (against the merge base, which is then the base itself) stays exactly this run's change.
 */
async function fastForward(repository, move) {
    const { branch, head, baseSha } = move;
    const parents = (await baseBelow(repository, head, baseSha)) ? [head] : [head, baseSha];
    const commit = await repository.call('creating the commit on top of the branch', async (octokit) => (await octokit.rest.git.createCommit({
        ...repository.ref,
        message: move.message,
        tree: move.commit.tree,
        parents
    })).data);
    const moved = await repository.call(`updating branch ${branch}`, async (octokit) => {
        try {
            await octokit.rest.git.updateRef({
                ...repository.ref,
                ref: `heads/${branch}`,
                sha: commit.sha,
                force: false
            });
            return true;
        }
        catch (err) {
            if (!isRequestError(err) || err.status !== 422)
                throw err;
            // The branch moved since this run read it, or is moving now: start again from a fresh read.
            if (LOST_RACE.test(githubMessage(err)))
                return false;
            throw rulesRefused(err, branch, 'update');
        }
    });
    return moved ? { sha: commit.sha, fastForward: true } : undefined;
}
/**
 * GitHub's 422s for a branch update that lost to another writer: the branch moved since this
 * run read it ("Update is not a fast forward"), was deleted ("Reference does not exist"), or is
 * being written at this very moment ("Reference cannot be updated", GitHub's answer when
 * another write holds the ref).
 */
const LOST_RACE = /not a fast.forward|Reference does not exist|Reference cannot be updated/i;
/**
 * Whether `base` is `head` or one of its first-parent ancestors, looked for a few commits
 * down: the branch's own commits sit directly on the base, so a short walk finds it, and a
 * base not found there is only added again as a parent, which changes nothing in the diff.
 */
async function baseBelow(repository, head, base) {
    let sha = head;
    for (let depth = 0; depth < 10; depth++) {
        if (sha === base)
            return true;
        const { parents } = await repository.call('reading the branch history', async (octokit) => (await octokit.rest.git.getCommit({ ...repository.ref, commit_sha: sha })).data);
        if (parents.some(p => p.sha === base))
            return true;
        if (parents.length === 0)
            return false;
        sha = parents[0].sha;
    }
    return false;
}
/**
 * A 422 on the branch's ref: a ruleset's refusal named as such; anything else is left to the
 * repository's error translation.
 */
function rulesRefused(err, branch, doing) {
    const message = isRequestError(err) ? githubMessage(err) : String(err);
    if (!RULE_VIOLATION.test(message))
        return err;
    return rulesetRefusal(message, `to ${doing} branch ${branch}`, {
        branch,
        why: doing === 'create'
            ? 'The action needs to create the branch of its pull request. '
            : 'The action needs no force push (where one is refused it adds its commit on top), but it must be able to update the branch. '
    });
}
/**
 * git cannot hold a branch `a/b` beside a branch `a` (or below `a/b`): GitHub answers only
 * "Reference update failed". Name the branch in the way.
 */
async function blockedBranchName(repository, branch) {
    const segments = branch.split('/');
    for (let i = 1; i < segments.length; i++) {
        const prefix = segments.slice(0, i).join('/');
        if (await repository.readBranch(prefix)) {
            return new PullRequestDeliveryError(`GitHub cannot create branch ${branch}: a branch named ${prefix} exists, and git cannot hold both. Set the branch input to another name (e.g. ${prefix}-export/${segments.slice(i).join('/')}), or delete branch ${prefix}.`);
        }
    }
    return new PullRequestDeliveryError(`GitHub refused to create branch ${branch} ("Reference update failed"): another branch's name probably starts with ${branch}/. Set the branch input to another name.`);
}

// EXTERNAL MODULE: ./src/cancellation.ts
var cancellation = __webpack_require__(34632);
// EXTERNAL MODULE: ./src/config/index.ts + 16 modules
var config = __webpack_require__(10055);
// EXTERNAL MODULE: ./src/links.ts
var links = __webpack_require__(73346);
// EXTERNAL MODULE: ./src/rules/config-key.ts
var config_key = __webpack_require__(23855);
;// CONCATENATED MODULE: ./src/delivery/unified-diff.ts
// A unified diff of two versions of one text file, for the pull request's job summary and for
// dry runs. Config edits touch a handful of lines in files of at most 1 MiB, so the common
// head and tail are cut first and only the changed middle goes through a longest-common-
// subsequence table.
/** Splits into lines without their terminators (`\r\n` or `\n`); a final newline adds no line. */
function splitLines(text) {
    if (text === '')
        return [];
    const lines = text.split(/\r?\n/);
    if (lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
/**
 * Each line with its ending, so that lines are compared with their endings: `x` at the end of
 * a file and `x\n` differ (a final newline added or removed shows), and so do `x\r\n` and `x\n`.
 */
function linesWithEndings(text) {
    return text === '' ? [] : (text.match(/[^\n]*\n|[^\n]+$/g) ?? []);
}
function lineText(line) {
    return line.replace(/\r?\n$/, '');
}
// Larger middles would make the table big; they are shown as a plain replacement instead.
const MAX_TABLE_CELLS = 4_000_000;
/** The line-by-line changes from `before` to `after`, every line included. */
function diffLines(before, after) {
    const a = linesWithEndings(before);
    const b = linesWithEndings(after);
    let head = 0;
    while (head < a.length && head < b.length && a[head] === b[head])
        head++;
    let tail = 0;
    while (tail < a.length - head &&
        tail < b.length - head &&
        a[a.length - 1 - tail] === b[b.length - 1 - tail]) {
        tail++;
    }
    const midA = a.slice(head, a.length - tail);
    const midB = b.slice(head, b.length - tail);
    const changes = [];
    for (let i = 0; i < head; i++) {
        changes.push({ ...shown('context', a[i]), oldLine: i + 1, newLine: i + 1 });
    }
    const middle = diffMiddle(midA, midB);
    let oldLine = head;
    let newLine = head;
    for (const c of middle) {
        if (c.kind === 'context') {
            changes.push({ ...shown('context', c.text), oldLine: ++oldLine, newLine: ++newLine });
        }
        else if (c.kind === 'removed') {
            changes.push({ ...shown('removed', c.text), oldLine: ++oldLine });
        }
        else {
            changes.push({ ...shown('added', c.text), newLine: ++newLine });
        }
    }
    for (let i = a.length - tail; i < a.length; i++) {
        changes.push({ ...shown('context', a[i]), oldLine: ++oldLine, newLine: ++newLine });
    }
    return changes;
}
function shown(kind, line) {
    return line.endsWith('\n')
        ? { kind, text: lineText(line) }
        : { kind, text: line, noNewline: true };
}
function diffMiddle(a, b) {
    if (a.length * b.length > MAX_TABLE_CELLS) {
        return [
            ...a.map(text => ({ kind: 'removed', text })),
            ...b.map(text => ({ kind: 'added', text }))
        ];
    }
    // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
    const width = b.length + 1;
    const lcs = new Uint32Array((a.length + 1) * width);
    for (let i = a.length - 1; i >= 0; i--) {
        for (let j = b.length - 1; j >= 0; j--) {
            lcs[i * width + j] =
                a[i] === b[j]
                    ? lcs[(i + 1) * width + j + 1] + 1
                    : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
        }
    }
    const out = [];
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
        if (i < a.length && j < b.length && a[i] === b[j]) {
            out.push({ kind: 'context', text: a[i] });
            i++;
            j++;
        }
        else if (j === b.length ||
            (i < a.length && lcs[(i + 1) * width + j] >= lcs[i * width + j + 1])) {
            // On a tie the removal comes first, as `diff -u` lists it.
            out.push({ kind: 'removed', text: a[i] });
            i++;
        }
        else {
            out.push({ kind: 'added', text: b[j] });
            j++;
        }
    }
    return out;
}
/** Old and new line numbers that the edit touched, for tests and summaries. */
function changedLineNumbers(before, after) {
    const changes = diffLines(before, after);
    return {
        removed: changes.filter(c => c.kind === 'removed').map(c => c.oldLine),
        added: changes.filter(c => c.kind === 'added').map(c => c.newLine)
    };
}
/**
 * A unified diff (`--- a/path`, `+++ b/path`, `@@` hunks with `context` lines around each
 * change), as `git diff` prints it. Empty string when the texts have the same lines.
 */
function unifiedDiff(path, before, after, context = 3) {
    const changes = diffLines(before, after);
    const changedAt = changes.map((c, i) => (c.kind === 'context' ? -1 : i)).filter(i => i >= 0);
    if (changedAt.length === 0)
        return '';
    // Group changes whose context windows touch into one hunk.
    const hunks = [];
    for (const i of changedAt) {
        const start = Math.max(0, i - context);
        const end = Math.min(changes.length - 1, i + context);
        const last = hunks[hunks.length - 1];
        if (last && start <= last[1] + 1)
            last[1] = end;
        else
            hunks.push([start, end]);
    }
    const out = [`--- a/${path}`, `+++ b/${path}`];
    for (const [start, end] of hunks) {
        const slice = changes.slice(start, end + 1);
        const oldLines = slice.filter(c => c.kind !== 'added');
        const newLines = slice.filter(c => c.kind !== 'removed');
        const oldStart = oldLines[0]?.oldLine ?? firstLineBefore(changes, start, 'oldLine');
        const newStart = newLines[0]?.newLine ?? firstLineBefore(changes, start, 'newLine');
        out.push(`@@ -${range(oldStart, oldLines.length)} +${range(newStart, newLines.length)} @@`);
        for (const c of slice) {
            out.push(`${c.kind === 'context' ? ' ' : c.kind === 'removed' ? '-' : '+'}${c.text}`);
            if (c.noNewline)
                out.push('\\ No newline at end of file');
        }
    }
    return out.join('\n') + '\n';
}
function firstLineBefore(changes, index, field) {
    for (let i = index - 1; i >= 0; i--) {
        const n = changes[i][field];
        if (n !== undefined)
            return n;
    }
    return 0;
}
function range(start, count) {
    return count === 1 ? `${start}` : `${start},${count}`;
}

// EXTERNAL MODULE: ./src/redact.ts
var redact = __webpack_require__(76670);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/config/text.ts
var config_text = __webpack_require__(97235);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js
var lib = __webpack_require__(22779);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(63251);
;// CONCATENATED MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
// pkg/dist-src/index.js


// pkg/dist-src/version.js
var VERSION = "0.0.0-development";

// pkg/dist-src/wrap-request.js
var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}

// pkg/dist-src/generated/triggers-notification-paths.js
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];

// pkg/dist-src/route-matcher.js
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}

// pkg/dist-src/index.js
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck, common) {
  groups.global = new Bottleneck.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck = light,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck();
    const events = {};
    const emitter = new Bottleneck.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info) {
      const [state2, request, options] = info.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;


// EXTERNAL MODULE: external "./undici.mjs"
var external_undici_mjs_ = __webpack_require__(82295);
// EXTERNAL MODULE: ./src/no-proxy.ts
var no_proxy = __webpack_require__(9669);
;// CONCATENATED MODULE: ./src/delivery/pull-request/client.ts
// The Octokit client of the pull-request delivery: GitHub's API at github-api-url, through the
// proxy its host needs, with rate limits waited out (within bounds) and a web page where the
// API's JSON should be named as the wrong address.







/** Retries of one request that hit a rate limit, each after the wait GitHub asked for. */
const RATE_LIMIT_RETRIES = 2;
/**
 * The longest wait GitHub may ask for that a run sits out. A secondary limit usually asks for
 * seconds to a minute (60 s when it names none); the primary limit waits for its hourly reset,
 * which a workflow should not idle through: past this, the run fails naming the limit.
 */
const MAX_RATE_LIMIT_WAIT_S = 120;
/** plugin-retry's default, plus 429: a rate limit is the throttling plugin's to wait out. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];
/**
 * Octokit's fetch for requests to `apiUrl`, through the proxy the runner's variables
 * (HTTPS_PROXY, HTTP_PROXY, NO_PROXY) name for that host, as no-proxy.ts reads them.
 * @actions/github makes that choice once, when it loads, for GITHUB_API_URL: a github-api-url on
 * another host (a GHES runner delivering to github.com, or the reverse) would get the proxy
 * choice of the runner's own server, and go direct where it needs the proxy, or the reverse.
 */
function fetchFor(apiUrl) {
    const dispatcher = (0,no_proxy/* proxyFor */.iJ)(apiUrl) ? new lib/* HttpClient */.Qq().getAgentDispatcher(apiUrl) : undefined;
    return (input, init) => (0,external_undici_mjs_.fetch)(input, { ...init, dispatcher });
}
/** Octokit with the retry and throttling plugins, on GITHUB_API_URL unless apiUrl is given. */
function createClient(options, log, warn) {
    const onLimit = (kind) => (retryAfter, request, _octokit, retryCount) => {
        // Past the last retry, or asked to wait too long: the error reaches explain(), which names
        // the limit. Otherwise wait as GitHub asked (the plugin does) and say so once per hit.
        if (retryCount >= RATE_LIMIT_RETRIES || retryAfter > MAX_RATE_LIMIT_WAIT_S)
            return false;
        warn(`GitHub's ${kind} was hit on ${request.method} ${request.url}; waiting ${retryAfter}s as GitHub asked, then retrying (retry ${retryCount + 1} of ${RATE_LIMIT_RETRIES})`);
        return true;
    };
    // Tests shorten the waits through octokitOptions; the handlers and 429 stay in place.
    const { retry: retryOptions, throttle: throttleOptions, ...rest } = (options.octokitOptions ?? {});
    const baseUrl = options.apiUrl?.replace(/\/+$/, '');
    const octokit = (0,github/* getOctokit */.Q)(options.token, {
        ...(baseUrl ? { baseUrl, request: { fetch: fetchFor(baseUrl) } } : {}),
        log: { debug: log.debug, info: log.debug, warn: log.debug, error: log.debug },
        retry: { doNotRetry: DO_NOT_RETRY, ...retryOptions },
        throttle: {
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit'),
            ...throttleOptions
        },
        ...rest
    }, dist_bundle/* retry */.L, throttling);
    // A web page where the API's JSON should be: github-api-url names the server's web address.
    // Caught here, before a 404 reads as a missing repository or branch, and before a sign-in
    // page (a private-mode server's redirect, followed) is read as the repository.
    octokit.hook.after('request', (response, request) => {
        if (isWebPage(response.headers))
            throw webPageNotApi(request.baseUrl, response.status);
    });
    octokit.hook.error('request', (err, request) => {
        if (isRequestError(err) && err.status === 404 && isWebPage(err.response?.headers)) {
            throw webPageNotApi(request.baseUrl, err.status);
        }
        throw err;
    });
    return octokit;
}

;// CONCATENATED MODULE: ./src/delivery/pull-request/repository.ts
// One GitHub repository as the pull-request delivery sees it: the Octokit client (client.ts)
// and the one place where an API failure becomes a message that says what was being done.
// Everything else in the delivery talks to GitHub through `call`.






/** The first line of a Git LFS pointer file. */
const LFS_POINTER = 'version https://git-lfs.github.com/spec/v1';
function defaultLogger() {
    // GitHub's answers (messages, URLs) and the config's text reach these lines: info goes through
    // the workflow-command guard; warning and debug are escaped by @actions/core itself.
    return { info: log_text/* info */.pq, warning: core/* warning */.$e, debug: core/* debug */.Yz };
}
/**
 * The secrets of these options: what GitHub may echo (a proxy or gateway in front of the API
 * quoting the Authorization header, an answer quoting the content sent) and no message shows.
 */
function secretsOf(options) {
    return [options.token, ...(options.secrets ?? [])];
}
/**
 * Runs one entry point of the delivery with its secrets removed from whatever it throws:
 * every message built from GitHub's words leaves the delivery through an error or the logger
 * (which GitHubRepository redacts), never with a secret in it.
 */
async function withoutSecrets(options, work) {
    try {
        return await work();
    }
    catch (err) {
        throw (0,redact/* redactError */.ki)(err, secretsOf(options));
    }
}
/** A logger that removes the secrets from every line before it is logged. */
function redactingLogger(log, secrets) {
    return {
        info: message => log.info((0,redact/* redact */.E$)(message, secrets)),
        warning: message => log.warning((0,redact/* redact */.E$)(message, secrets)),
        debug: message => log.debug((0,redact/* redact */.E$)(message, secrets))
    };
}
/** Classic personal access tokens and OAuth tokens: they act with their user's role. */
const USER_TOKEN = /^gh[po]_/;
/**
 * Why no write to the repository can succeed, as GitHub describes it, or undefined: it is
 * archived, or the token is a classic or OAuth one (it acts with its user's role) and its user
 * may not push. Other tokens' writes are left to GitHub's answers: what their `permissions`
 * show is not what they were granted.
 */
function writeRefusal(info, repository, token) {
    if (info.archived)
        return repositoryArchived(repository);
    if (USER_TOKEN.test(token) && info.permissions?.push === false) {
        return tokenCannotWrite(repository);
    }
    return undefined;
}
class GitHubRepository {
    /** The owner and name as given, until describe() learns them as GitHub knows them now. */
    currentOwner;
    currentRepo;
    log;
    /** Every warning of the delivery, rate limits waited out included, in the order given. */
    warnings = [];
    octokit;
    /** The secrets no message of the delivery shows (see withoutSecrets). */
    secrets;
    constructor(options) {
        this.currentOwner = options.owner;
        this.currentRepo = options.repo;
        this.secrets = secretsOf(options);
        this.log = redactingLogger(options.logger ?? defaultLogger(), this.secrets);
        this.octokit = createClient(options, this.log, message => this.warn(message));
    }
    /** Logs a warning and keeps it for the delivery's result, without the secrets. */
    warn(message) {
        const shown = (0,redact/* redact */.E$)(message, this.secrets);
        this.warnings.push(shown);
        this.log.warning(shown);
    }
    get owner() {
        return this.currentOwner;
    }
    get repo() {
        return this.currentRepo;
    }
    /** `owner/repo`, for messages. */
    get fullName() {
        return `${this.owner}/${this.repo}`;
    }
    /** The `{ owner, repo }` every REST call starts with. */
    get ref() {
        return { owner: this.owner, repo: this.repo };
    }
    /** Runs one API step and turns its failure into a message that says what was being done. */
    async call(doing, fn) {
        try {
            return await fn(this.octokit);
        }
        catch (err) {
            throw (0,redact/* redactError */.ki)(explain(err, doing, this.fullName), this.secrets);
        }
    }
    /**
     * The repository's default branch, and whether it allows auto-merge where GitHub says (to
     * admins only). A renamed or transferred repository answers under its old name through a
     * redirect; from here on it is named as GitHub knows it now, so no later request depends on
     * the redirect, and the pulls list's `head=owner:branch` filter, which GitHub matches against
     * the current owner, finds the branch's pull request.
     */
    async describe() {
        const info = await this.call(`reading ${this.fullName}`, async (octokit) => {
            try {
                return (await octokit.rest.repos.get(this.ref)).data;
            }
            catch (err) {
                // GitHub answers 404, not 403, for a private repository the token cannot see.
                if (isRequestError(err) && err.status === 404)
                    throw repositoryNotFound(this.fullName);
                throw err;
            }
        });
        const { login } = info.owner;
        // GitHub matches names without case: only another name is a move.
        if (`${login}/${info.name}`.toLowerCase() !== this.fullName.toLowerCase()) {
            this.log.info(`${this.fullName} is now ${login}/${info.name} (renamed or transferred; GitHub redirects the old name): using the new name`);
        }
        this.currentOwner = login;
        this.currentRepo = info.name;
        return info;
    }
    /** The commit a branch points at, or undefined when there is no such branch. */
    async readBranch(branch) {
        return this.call(`reading branch ${branch}`, async (octokit) => {
            try {
                const { data } = await octokit.rest.git.getRef({ ...this.ref, ref: `heads/${branch}` });
                return data.object.sha;
            }
            catch (err) {
                if (isRequestError(err) && err.status === 404)
                    return undefined;
                throw err;
            }
        });
    }
    /**
     * A file's bytes at a ref, or undefined when the path does not exist there. Bytes, not
     * text: decoding is the config edit's business, which refuses what it cannot decode exactly.
     */
    async readFile(path, ref) {
        return this.call(`reading ${path}`, async (octokit) => {
            try {
                const { data } = await octokit.rest.repos.getContent({ ...this.ref, path, ref });
                if (Array.isArray(data) || data.type !== 'file') {
                    throw new PullRequestDeliveryError(`config-path ${path} is a ${Array.isArray(data) ? 'folder' : data.type}, not a file`);
                }
                // GitHub follows a symbolic link to a file and answers with the target (its own path):
                // editing that content would commit it over the link. Refused here, on the pre-export
                // read, so no export is spent on a run that cannot deliver.
                if (data.path !== path) {
                    throw new PullRequestDeliveryError(`config-path ${path} is a symbolic link (to ${data.path}) in the repository, not a regular file; nothing was written. Set config-path to the file it points to: ${data.path}.`);
                }
                if (data.size > config_text/* MAX_CONFIG_BYTES */.GW) {
                    throw new PullRequestDeliveryError(`config-path ${path} is ${data.size} bytes, over the ${config_text/* MAX_CONFIG_BYTES */.GW}-byte limit for a config file`);
                }
                // Over 1 MB the contents API sends no content (encoding "none"): read the blob whole.
                const bytes = data.encoding === 'base64'
                    ? Buffer.from(data.content, 'base64')
                    : Buffer.from((await octokit.rest.git.getBlob({ ...this.ref, file_sha: data.sha })).data.content, 'base64');
                // Never edit (and commit) a file that was not read completely.
                if (bytes.length !== data.size) {
                    throw new PullRequestDeliveryError(`config-path ${path}: GitHub gave ${bytes.length} of its ${data.size} bytes, so it is not edited`);
                }
                if (bytes.subarray(0, 60).toString('latin1').startsWith(LFS_POINTER)) {
                    throw new PullRequestDeliveryError(`config-path ${path} is a Git LFS pointer, not the config itself: the file lives in LFS storage, which the API does not edit. Keep the deployment config out of LFS (.gitattributes).`);
                }
                return bytes;
            }
            catch (err) {
                if (isRequestError(err) && err.status === 404)
                    return undefined;
                throw err;
            }
        });
    }
    /**
     * The tree entry `path` leads to below the tree `treeSha`: the file (or folder) itself, or
     * the first entry on the way that is not a folder (a symbolic link or a submodule), with the
     * path up to it. Undefined when a part of the path does not exist.
     */
    async entryOnPath(treeSha, path) {
        const segments = path.split('/');
        let tree = treeSha;
        for (let i = 0; i < segments.length; i++) {
            const { data } = await this.call('reading the tree', octokit => octokit.rest.git.getTree({ ...this.ref, tree_sha: tree }));
            const entry = data.tree.find(e => e.path === segments[i]);
            if (!entry?.sha || !entry.mode)
                return undefined;
            if (i === segments.length - 1 || entry.type !== 'tree') {
                return { path: segments.slice(0, i + 1).join('/'), mode: entry.mode, sha: entry.sha };
            }
            tree = entry.sha;
        }
        return undefined;
    }
    /**
     * Why the contents API answered 404 for `path` at `ref` (a branch or a commit) although the
     * path may look right in the repository: a submodule on the way (GitHub does not look into
     * the other repository) or a symbolic link to a folder (GitHub follows a link only as the
     * last part of a path). Undefined when neither is the cause, or when looking fails: it only
     * explains a 404, and never replaces it.
     */
    async missingBecause(path, ref) {
        return this.findObstacle(path, ref).catch(() => undefined);
    }
    async findObstacle(path, ref) {
        const commit = /^[0-9a-f]{40}$/i.test(ref) ? ref : await this.readBranch(ref);
        if (commit === undefined)
            return undefined;
        const { data } = await this.call('reading the base commit', octokit => octokit.rest.git.getCommit({ ...this.ref, commit_sha: commit }));
        const entry = await this.entryOnPath(data.tree.sha, path);
        if (!entry || entry.path === path)
            return undefined;
        const rest = path.slice(entry.path.length + 1);
        if (entry.mode === '160000') {
            return `config-path ${path} is inside ${entry.path}, a submodule: its files live in another repository, which GitHub does not look into from ${this.fullName}. Set repository to the submodule's repository and config-path to ${rest} there.`;
        }
        if (entry.mode === '120000') {
            const { data: blob } = await this.call(`reading the link ${entry.path}`, octokit => octokit.rest.git.getBlob({ ...this.ref, file_sha: entry.sha }));
            const target = Buffer.from(blob.content, 'base64').toString('utf8');
            const real = linkTarget(entry.path, target);
            return (`config-path ${path} goes through ${entry.path}, a symbolic link (to ${target}), which GitHub does not follow in the middle of a path. ` +
                (real === undefined
                    ? 'Set config-path to the path of the file in the repository itself.'
                    : `Set config-path to the file's own path: ${real}/${rest}.`));
        }
        return undefined;
    }
    /**
     * The first of `pick`'s answers over the messages of the commits on `ref` that touched `path`,
     * newest first, read a page of 100 at a time (one request each) and at most `limit` of them;
     * undefined when none answers.
     */
    async findInHistory(path, ref, limit, pick) {
        return this.call(`reading the history of ${path}`, async (octokit) => {
            const pages = octokit.paginate.iterator(octokit.rest.repos.listCommits, {
                ...this.ref,
                sha: ref,
                path,
                per_page: Math.min(100, limit)
            });
            let read = 0;
            for await (const { data } of pages) {
                for (const commit of data) {
                    if (read++ >= limit)
                        return undefined;
                    const found = pick(commit.commit.message);
                    if (found !== undefined)
                        return found;
                }
            }
            return undefined;
        });
    }
}
/** A link's target as a path from the repository root; undefined when it leaves the repository. */
function linkTarget(linkPath, target) {
    if (target.startsWith('/'))
        return undefined;
    const parts = linkPath.split('/').slice(0, -1);
    for (const segment of target.split('/')) {
        if (segment === '' || segment === '.')
            continue;
        if (segment !== '..')
            parts.push(segment);
        else if (parts.pop() === undefined)
            return undefined;
    }
    return parts.length > 0 ? parts.join('/') : undefined;
}

// EXTERNAL MODULE: ./src/rules/timestamp.ts
var timestamp = __webpack_require__(15);
;// CONCATENATED MODULE: ./src/delivery/pull-request/config-files.ts
// The deployment config files as the pull-request delivery reads them from GitHub: the edit of
// every file on the base (with its diff), the pre-export check that rehearses that edit, what a
// renewal reads, and whether the branch already holds a newer link than this run's.









/** Reads every config on the base commit and applies the update to it; nothing is written. */
async function prepareFiles(repository, baseSha, base, paths, configKey, update, document) {
    const files = [];
    for (const path of paths) {
        const before = await repository.readFile(path, baseSha);
        if (before === undefined) {
            throw new PullRequestDeliveryError((await repository.missingBecause(path, baseSha)) ??
                `config-path ${path} does not exist on ${base} (${baseSha.slice(0, 7)}) in ${repository.fullName}. Check the path (relative to the repository root) and base.`);
        }
        if (update.renews !== undefined && path === (update.renewsIn ?? paths[0])) {
            refuseChangedSinceDecided(before, path, base, baseSha, configKey, update, document);
        }
        // Parsed once: the record to keep and the link the pull request says it replaces.
        const onBase = readOnBase(before, path, configKey, document);
        const record = recordOf(update, onBase);
        let result;
        try {
            result = (0,config/* applyStaticExport */.ZZ)(before, (0,config/* detectConfigFormat */.zU)(path), {
                key: configKey,
                ...(document ? { document } : {}),
                bundleUrl: update.bundleUrl,
                ...(update.version !== undefined ? { version: update.version } : {}),
                record
            });
        }
        catch (err) {
            throw new PullRequestDeliveryError(`${path}: ${err instanceof Error ? err.message : String(err)}`);
        }
        if (record?.imported && !result.changed && (0,config/* detectConfigFormat */.zU)(path) === 'json') {
            await warnUnrecordedImport(repository, path, base, update.bundleUrl);
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
            ...(record && result.changed && !(result.record && (0,config/* sameSubject */.jJ)(result.record, record))
                ? { trailer: (0,config/* formatRecordTrailer */.mH)(path, update.bundleUrl, record) }
                : {})
        });
    }
    return files;
}
/**
 * A JSON config's record is carried by the commit that writes its link (record-trailer.ts): an
 * import of the link the file already holds changes no byte, so no commit can carry its record.
 * When the history holds none for that link either (a link written by hand, or by a version
 * before the mark), scheduled renewals will take it for a link of unknown expiry and replace it
 * with an exported one: said now, with the way out.
 */
async function warnUnrecordedImport(repository, path, base, link) {
    let recorded;
    try {
        recorded = await recordInHistory(repository, path, base, link);
    }
    catch {
        recorded = undefined; // not known to be recorded: the warning stands
    }
    if (recorded?.imported)
        return;
    repository.log.warning(`${path} already holds bundle-url on ${base}, with no record of an import beside it. A JSON ` +
        "file's record is carried by the commit that writes its link, and this import changes no " +
        'byte of the file, so no record was written: scheduled renewals (renew-only, ' +
        'renew-if-expiring-within) will take the link for one of unknown expiry and replace it ' +
        'with an exported link. To record it, take bundleUrl out of the file (or change it) and ' +
        'run the import again; or leave this config out of scheduled renewals.');
}
/**
 * The record the update writes beside its link: its job's, or an import's. An import of the
 * archive the file already records for the same link keeps that record's time, so running the
 * same import again changes no byte. Null (no job, no import) clears an earlier record, which
 * no longer describes the link in the file.
 */
function recordOf(update, onBase) {
    const archive = {
        ...(update.sizeBytes !== undefined ? { sizeBytes: update.sizeBytes } : {}),
        ...(update.sha256 !== undefined ? { sha256: update.sha256 } : {})
    };
    if (update.jobId) {
        return {
            jobId: update.jobId,
            ...(update.expiresAt ? { expiresAt: update.expiresAt } : {}),
            ...archive,
            ...(update.etag !== undefined ? { etag: update.etag } : {}),
            ...(update.domain ? { domain: update.domain } : {})
        };
    }
    if (update.importedAt === undefined)
        return null;
    const earlier = onBase?.bundleUrl === update.bundleUrl ? onBase.record : undefined;
    const again = earlier?.imported &&
        earlier.importedAt !== undefined &&
        earlier.sizeBytes === update.sizeBytes &&
        earlier.sha256 === update.sha256;
    return { imported: true, importedAt: again ? earlier.importedAt : update.importedAt, ...archive };
}
/** What a config holds at the key on the base; undefined when nothing or it cannot be read. */
function readOnBase(before, path, configKey, document) {
    try {
        return (0,config/* readStaticExport */.d4)(before, (0,config/* detectConfigFormat */.zU)(path), configKey, document);
    }
    catch {
        return undefined; // the edit names what is wrong with the file
    }
}
/**
 * A renewal decided which job to renew from the link it read on the base; if the base holds
 * another link now, the PR would put the renewed old job over it. Nothing is written then.
 */
function refuseChangedSinceDecided(before, path, base, baseSha, configKey, update, document) {
    let now;
    try {
        now = (0,config/* readStaticExport */.d4)(before, (0,config/* detectConfigFormat */.zU)(path), configKey, document)?.bundleUrl;
    }
    catch {
        return; // the edit below names what is wrong with the file
    }
    if (now === update.renews || now === update.bundleUrl)
        return;
    throw new PullRequestDeliveryError(`${path} on ${base} (${baseSha.slice(0, 7)}) no longer holds the link this renewal was decided ` +
        'from: it changed while the run worked (a hand edit, or another export merged). Its renewed ' +
        'link would replace the newer one, so nothing was written; the next run decides from the ' +
        'link the file holds now.');
}
function expiryOf(values) {
    const iso = values?.expiresAt ??
        (values?.bundleUrl ? (0,links/* parseBundleLink */.iY)(values.bundleUrl).expiresAt : undefined);
    return iso ? (0,timestamp/* parseTimestamp */.EH)(iso) : undefined;
}
/** Whether the branch's first config already holds a link that expires later than ours. */
async function branchHoldsNewerLink(repository, branchSha, paths, configKey, update, document) {
    const ours = expiryOf(update);
    if (ours === undefined)
        return false;
    const path = paths[0];
    const text = await repository.readFile(path, branchSha).catch(() => undefined);
    if (text === undefined)
        return false;
    let theirs;
    try {
        theirs = (0,config/* readStaticExport */.d4)(text, (0,config/* detectConfigFormat */.zU)(path), configKey, document);
    }
    catch {
        return false;
    }
    if (!theirs?.bundleUrl || theirs.bundleUrl === update.bundleUrl)
        return false;
    let theirExpiry = expiryOf(theirs);
    if (theirExpiry === undefined && !theirs.record) {
        // A JSON config holds no record beside the link, and not every link names its expiry; the
        // branch's commit that wrote the link carries it (record-trailer.ts).
        const record = await recordInHistory(repository, path, branchSha, theirs.bundleUrl).catch(() => undefined);
        theirExpiry = expiryOf({ expiresAt: record?.expiresAt });
    }
    return theirExpiry !== undefined && theirExpiry > ours;
}
/**
 * How many of the commits that touched a config a renewal reads, at most, for its record (ten
 * pages of GitHub's listing). The record is in the commit that wrote the link, and other commits
 * pile up on top of it: a Renovate bump, a formatter's rewrite, the renewal of another block in
 * the same file. An imported link is never renewed, so its record may lie under a year of them;
 * one page (100) lost it, and the scheduled renewals then replaced the import.
 */
const RECORD_HISTORY_COMMITS = 1000;
/**
 * The record trailer that describes the link the file holds, from the newest commits at `ref`
 * that touched `path`: where a config that cannot hold the record keeps it. Not only the newest
 * commit: any later commit to the same file (one that left the link as it was) would hide it.
 * A trailer counts only for this file and this very link (record-trailer.ts), so an older one
 * never describes another link.
 */
async function recordInHistory(repository, path, ref, bundleUrl) {
    return repository.findInHistory(path, ref, RECORD_HISTORY_COMMITS, message => (0,config/* findRecordTrailer */.ah)(message, path, bundleUrl));
}
/**
 * Reads the static export block of a config file on the base branch: what a renewal run needs
 * to know (the previous job, the current link's expiry) without exporting again. Undefined
 * when the file has no such block.
 */
async function readConfigOnBase(options) {
    const { info } = options;
    const secrets = secretsOf(options);
    const shown = info && ((message) => info((0,redact/* redact */.E$)(message, secrets)));
    return withoutSecrets(options, () => readConfig({ ...options, info: shown }));
}
async function readConfig(options) {
    const path = (0,config_path/* checkConfigPath */.k)(options.configPath);
    const { base, read, repository } = await openBase(options);
    const text = await read(path);
    let values;
    try {
        values = (0,config/* readStaticExport */.d4)(text, (0,config/* detectConfigFormat */.zU)(path), options.configKey ?? config_key/* DEFAULT_CONFIG_KEY */.j, options.configDocument);
    }
    catch (err) {
        throw new PullRequestDeliveryError(`${path}: ${err instanceof Error ? err.message : String(err)} (on ${base})`);
    }
    if (!values?.bundleUrl || values.record)
        return values;
    // No record beside the link (JSON): the commit that wrote the link may carry it.
    let record;
    try {
        record = await recordInHistory(repository, path, base, values.bundleUrl);
    }
    catch (err) {
        // Without the record the run cannot tell an imported link, which scheduled renewals leave
        // alone, from one of unknown expiry, which they replace: taking "unread" for "none" replaced
        // imports. (A job-id run takes a failed read as no record, and downloads in full.)
        throw new PullRequestDeliveryError(`${path}: could not read its history on ${base}, where a JSON config's record of its link ` +
            'lies (the job, the expiry, whether an import wrote it), so the run cannot tell what the ' +
            `link is: ${err instanceof Error ? err.message : String(err)}. Nothing was written.`);
    }
    if (!record)
        return values;
    if (record.imported) {
        // As beside a YAML link (config/index.ts): an import's record names no job and no expiry,
        // and none is taken from its internal link.
        const { jobId: _guessed, jobIdFrom: _from, expiresAt: _fromLink, ...held } = values;
        return { ...held, record };
    }
    return {
        ...values,
        record,
        jobId: record.jobId,
        jobIdFrom: 'record',
        ...(record.expiresAt !== undefined ? { expiresAt: record.expiresAt } : {})
    };
}
/** A link that only rehearses an edit: it is never written anywhere. */
const REHEARSAL_LINK = 'https://bundle.invalid/exports/se_0000000000000000/bundle.tar.gz?X-Amz-Signature=0';
/**
 * Reads every config file on the base branch and rehearses the edit with a placeholder link, so
 * that a missing file, an invalid or hostile config, or a block that cannot be edited fails the
 * run before an export is started. Writes nothing.
 */
async function checkConfigsOnBase(options) {
    return withoutSecrets(options, () => checkConfigs(options));
}
async function checkConfigs(options) {
    const { read, repository, info } = await openBase(options);
    if (!options.dryRun) {
        const refused = writeRefusal(info ?? (await repository.describe()), repository.fullName, options.token);
        if (refused)
            throw refused;
    }
    for (const raw of options.configPaths) {
        const path = (0,config_path/* checkConfigPath */.k)(raw);
        const text = await read(path);
        try {
            (0,config/* applyStaticExport */.ZZ)(text, (0,config/* detectConfigFormat */.zU)(path), {
                key: options.configKey ?? config_key/* DEFAULT_CONFIG_KEY */.j,
                ...(options.configDocument ? { document: options.configDocument } : {}),
                bundleUrl: REHEARSAL_LINK,
                ...(options.version !== undefined ? { version: options.version } : {})
            });
        }
        catch (err) {
            throw new PullRequestDeliveryError(`${path}: ${err instanceof Error ? err.message : String(err)}`);
        }
    }
}
/** The base branch of a repository, and a reader of its files that names a missing one. */
async function openBase(options) {
    const repository = new GitHubRepository(options);
    // The repository first: one the token cannot see answers 404, named as such.
    const info = options.base === undefined ? await repository.describe() : undefined;
    const base = options.base ?? info.default_branch;
    if (options.base !== undefined && !(await repository.readBranch(base))) {
        await repository.describe();
        throw new ConfigNotOnBranchError(`The branch "${base}" does not exist in ${repository.fullName}.${fullRefHint(base)} Set base to an existing branch (or leave it empty for the default branch).`);
    }
    return {
        base,
        repository,
        ...(info ? { info } : {}),
        read: async (path) => {
            const text = await repository.readFile(path, base);
            if (text === undefined) {
                throw new ConfigNotOnBranchError((await repository.missingBecause(path, base)) ??
                    `config-path ${path} does not exist on ${base} in ${repository.fullName}. Check the path (relative to the repository root) and base.`);
            }
            return text;
        }
    };
}

;// CONCATENATED MODULE: ./src/delivery/pull-request/labels.ts
// The pull request's labels: added where GitHub lets this token add them, a warning for the rest.

/**
 * Adds the labels. GitHub creates a label the repository does not have yet only for a token
 * with issues: write; with the pull-requests: write the README asks for, it refuses the whole
 * request with 403 "You do not have permission to create labels on this repository." The pull
 * request is already open then, so a refusal (a 403 that is not a rate limit, or a 422) is a
 * warning, as for reviewers: each label is then asked alone, so the existing ones are added and
 * the warning names only those GitHub refused, and why. Past MAX_SINGLE_REQUESTS labels the
 * whole list is named as refused instead, rather than spend a request per label.
 */
async function addLabels(repository, pull, labels, warn) {
    /** The refusal GitHub answered, or undefined when the labels were added. */
    const add = (which) => repository.call('adding labels', async (octokit) => {
        try {
            await octokit.rest.issues.addLabels({
                ...repository.ref,
                issue_number: pull.number,
                labels: which
            });
            return undefined;
        }
        catch (err) {
            if (!isRequestError(err) || !(err.status === 422 || err.status === 403))
                throw err;
            if (rateLimitOf(err) !== undefined)
                throw err;
            return err;
        }
    });
    const refusal = await add(labels);
    if (!refusal)
        return;
    // Each refusal with the labels it was for: one each when asked alone, else the whole list.
    const refused = [];
    if (labels.length === 1 || labels.length > MAX_SINGLE_REQUESTS)
        refused.push({ labels, err: refusal });
    else {
        for (const label of labels) {
            const err = await add([label]);
            if (err)
                refused.push({ labels: [label], err });
        }
    }
    if (refused.length === 0)
        return;
    const count = refused.reduce((n, r) => n + r.labels.length, 0);
    const added = labels.filter(l => !refused.some(r => r.labels.includes(l)));
    const cannotCreate = refused.some(({ err }) => err.status === 403 && /create labels/i.test(githubMessage(err)));
    warn(`Could not add label${count > 1 ? 's' : ''} ${refused
        .map(({ labels: which, err }) => `${which.map(l => `"${l}"`).join(', ')} (GitHub answered ${err.status}: ${githubMessage(err)})`)
        .join('; ')} to pull request #${pull.number}.` +
        (cannotCreate
            ? ` GitHub creates a label the repository does not have yet only for a token with issues: write: create ${count > 1 ? 'these labels' : 'the label'} once in ${repository.fullName} (Issues → Labels → New label), or add "issues: write" to the job's permissions.`
            : '') +
        (labels.length > MAX_SINGLE_REQUESTS
            ? ` None was added: past ${MAX_SINGLE_REQUESTS} labels they are not asked one at a time.`
            : '') +
        (added.length > 0
            ? ` ${added.length > 1 ? 'The labels' : 'The label'} ${added.join(', ')} ${added.length > 1 ? 'were' : 'was'} added.`
            : ''));
}

;// CONCATENATED MODULE: ./src/delivery/pull-request/reviewers.ts
// The pull request's reviewers: users and teams of the repository's organization are requested,
// and after GitHub refuses the request (it refuses everyone for one login it will not take) each
// group, then each login, is asked on its own, so one warning names exactly who was refused, why,
// and what to change. Beside labels.ts: one decoration of the pull request each.

/**
 * Requests reviews from users and from teams (written `org/team-slug`). GitHub refuses the
 * whole request with a 422 when it refuses any one login (a user who is not a collaborator, a
 * team it cannot resolve, the pull request's author) and then requests nobody. So the author is
 * left out beforehand, and after a refusal users and teams are asked apart, then each login of
 * a group still refused on its own: everyone who can review is requested, and the warning names
 * exactly who was refused, with GitHub's reason for them.
 */
async function requestReviews(repository, pull, reviewers, warn) {
    const author = pull.user?.login;
    // The owner as GitHub describes it now (describe() ran first), not as the repository input
    // may still name it after a rename or a transfer.
    const owner = repository.owner;
    const users = [];
    const teams = [];
    const otherOrg = [];
    for (const name of reviewers) {
        const slash = name.indexOf('/');
        if (slash >= 0) {
            const org = name.slice(0, slash);
            // GitHub takes a team reviewer as a slug, which it looks up in the repository owner's
            // organization: another organization's team would be asked as a namesake of the owner's.
            if (org.toLowerCase() !== owner.toLowerCase())
                otherOrg.push(name);
            else
                teams.push({ name, team: { org, slug: name.slice(slash + 1) } });
        }
        else if (author !== undefined && name.toLowerCase() === author.toLowerCase()) {
            // GitHub refuses it, and would refuse everyone else asked with it.
            repository.log.info(`reviewers: ${name} is the author of pull request #${pull.number}, and GitHub does not request a review from a pull request's author, so ${name} was left out`);
        }
        else {
            users.push({ name });
        }
    }
    if (otherOrg.length > 0) {
        warn(`reviewers: ${otherOrg.join(', ')} ${otherOrg.length > 1 ? 'were' : 'was'} not requested: only teams of the repository's organization, ${owner}, can review pull requests of ${repository.fullName} (GitHub looks the team up by its name in ${owner}, so asking would request another team). Name a team of ${owner} (${owner}/team-slug), or take ${otherOrg.length > 1 ? 'them' : 'it'} out of reviewers.`);
    }
    /** The 422 GitHub answered, or undefined when the reviews were requested. */
    const request = (who) => repository.call('requesting reviewers', async (octokit) => {
        try {
            await octokit.rest.pulls.requestReviewers({
                ...repository.ref,
                pull_number: pull.number,
                reviewers: who.filter(r => !r.team).map(r => r.name),
                team_reviewers: who.flatMap(r => (r.team ? [r.team.slug] : []))
            });
            return undefined;
        }
        catch (err) {
            if (!isRequestError(err) || err.status !== 422)
                throw err;
            return err;
        }
    });
    const requested = [];
    const refused = [];
    /** Asks for `group` (unless its refusal is known), then for each of a refused group. */
    const settle = async (group, known) => {
        const err = known ?? (await request(group));
        if (!err)
            requested.push(...group);
        else if (group.length === 1 || group.length > MAX_SINGLE_REQUESTS)
            refused.push({ who: group, err });
        else
            for (const one of group)
                await settle([one]);
    };
    const everyone = [...users, ...teams];
    if (everyone.length === 0)
        return;
    const refusal = await request(everyone);
    if (!refusal)
        return;
    if (users.length > 0 && teams.length > 0) {
        await settle(users);
        await settle(teams);
    }
    else {
        await settle(everyone, refusal);
    }
    const reasons = refused.map(({ who, err }) => `${who.map(r => r.name).join(', ')} (GitHub answered ${err.status}: ${githubMessage(err)})`);
    const fixes = new Set(refused.flatMap(({ who, err }) => reviewFixes(repository, who, err)));
    warn(`Could not request reviews from ${reasons.join('; ')}.` +
        [...fixes].map(fix => ` ${fix}`).join('') +
        (requested.length > 0
            ? ` Reviews from ${requested.map(r => r.name).join(', ')} were requested on their own.`
            : ''));
}
/** What to change where GitHub refused a review request for `who`, from what it said. */
function reviewFixes(repository, who, err) {
    const said = `${githubMessage(err)} ${githubErrors(err).join(' ')}`;
    const users = who.filter(r => !r.team).map(r => r.name);
    const teams = who.filter(r => r.team).map(r => r.name);
    if (/could not resolve to a node/i.test(said)) {
        return [
            "GitHub could not resolve the team for this token: it cannot read the organization's teams, which a workflow's GITHUB_TOKEN never can. Pass as github-token a GitHub App token whose app has the organization permission Members: read, or a personal access token of an organization member."
        ];
    }
    if (/not a collaborator/i.test(said)) {
        return [
            ...(users.length > 0
                ? [
                    `Add ${users.join(', ')} as ${users.length > 1 ? 'collaborators' : 'a collaborator'} of ${repository.fullName} (Settings → Collaborators and teams), or take ${users.length > 1 ? 'them' : 'the login'} out of reviewers.`
                ]
                : []),
            ...(teams.length > 0
                ? [
                    `Give ${teams.join(', ')} access to ${repository.fullName} (Settings → Collaborators and teams), or take ${teams.length > 1 ? 'them' : 'the team'} out of reviewers.`
                ]
                : [])
        ];
    }
    return [];
}

// EXTERNAL MODULE: ./src/rules/branch-name.ts
var branch_name = __webpack_require__(70091);
;// CONCATENATED MODULE: ./src/delivery/pull-request/text.ts
// The words the pull-request delivery writes for a reviewer: the default branch name, the pull
// request's title and body, and the commit message. Platform text (the job id) is written into
// the body's Markdown as the job summary writes it (log-text.ts).


function defaultTitle(domain) {
    return `Static export of ${domain}: new bundle link`;
}
/** The pull request body written for a reviewer. */
function defaultPullRequestBody(options) {
    const { update } = options;
    // An import (air gap) writes an internal link: no job, no expiry, no presigned capability.
    const internal = update.jobId === undefined && update.expiresAt === undefined;
    const lines = [
        `This pull request points the deployment at a fresh static export of **${options.domain}**.`,
        '',
        '| | |',
        '|---|---|',
        internal
            ? '| Export job | carried-in archive, verified against its recorded sha256 |'
            : `| Export job | ${update.jobId ? (0,log_text/* mdCell */.cz)((0,log_text/* mdCode */.xs)(update.jobId)) : 'unknown'} |`,
        ...(update.pageCount !== undefined ? [`| Pages | ${update.pageCount} |`] : []),
        ...(update.version ? [`| Docs version | ${(0,log_text/* mdCell */.cz)((0,log_text/* mdCode */.xs)(update.version))} |`] : []),
        internal
            ? '| Link expires | never (an internal link) |'
            : `| Link expires | ${update.expiresAt ?? 'not stated by the platform'} |`,
        `| Files | ${options.configPaths.map(p => `\`${p}\``).join(', ')} (\`${options.configKey}\`) |`,
        '',
        internal
            ? `**What merging does:** \`${options.configKey}.bundleUrl\` changes to the internal link and \`${options.configKey}.enabled\` is set to true. ` +
                'Your deployment fetches the bundle from that link when it next starts; the link does not expire, so no renewal is needed.'
            : `**What merging does:** \`${options.configKey}.bundleUrl\` changes to the new link and \`${options.configKey}.enabled\` is set to true. ` +
                'Your deployment fetches the bundle from that link when it next starts, so merge and roll out **before the link expires**; ' +
                'after that, a restart cannot fetch the bundle until a run renews the link.',
        ...(internal
            ? []
            : [
                '',
                'The link is a presigned capability: anyone holding it can download the bundle until it expires.'
            ]),
        '',
        'This branch is rewritten by every run (the base plus one commit); edits pushed to it will be replaced.',
        ...(options.runUrl ? ['', `Made by workflow run ${options.runUrl}.`] : [])
    ];
    return lines.join('\n');
}
/** The commit message: what changed, from which job, until when, in which files. */
function defaultCommitMessage(options) {
    const { update } = options;
    return [
        `Update ${options.configKey}.bundleUrl for ${options.domain}`,
        '',
        `New static export link${update.jobId ? ` of job ${update.jobId}` : ''}` +
            `${update.expiresAt ? `, expires ${update.expiresAt}` : ''}.`,
        `Files: ${options.changedPaths.join(', ')}`
    ].join('\n');
}
/** The files' record trailers (record-trailer.ts), for those that cannot hold it themselves. */
function trailersOf(files) {
    return files.flatMap(f => (f.trailer ? [f.trailer] : []));
}
/** The commit message with the record trailers as its last paragraph, as git reads trailers. */
function withTrailers(message, files) {
    const trailers = trailersOf(files);
    return trailers.length === 0 ? message : `${message.trimEnd()}\n\n${trailers.join('\n')}`;
}
/**
 * The pull request body with the same lines in a comment a reviewer does not see: a squash
 * merge set to take the body as its message keeps the record that way.
 */
function withBodyTrailers(body, files) {
    const trailers = trailersOf(files);
    return trailers.length === 0 ? body : `${body.trimEnd()}\n\n<!--\n${trailers.join('\n')}\n-->`;
}
/** A commit message's body: what follows its title line and the blank line after it. */
function commitBody(message) {
    const end = message.indexOf('\n');
    return end < 0 ? '' : message.slice(end + 1).replace(/^\n+/, '');
}

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./src/delivery/pull-request/pull.ts
// The branch's one pull request: found, opened or updated, then decorated with labels
// (labels.ts), reviewers (reviewers.ts) and auto-merge.





/**
 * Whether a pull request of the list is the branch's own: its head is `branch` in this
 * repository. The list's `head` filter is not taken on trust: GitHub answers every pull
 * request for a filter it cannot read, and so may a GitHub-compatible server for any.
 */
function isOwnPull(repository, branch, pull) {
    return (pull.head.ref === branch &&
        pull.head.repo?.full_name.toLowerCase() === repository.fullName.toLowerCase());
}
/**
 * The list filter for the branch's pull requests. GitHub matches its owner against the
 * repository's current owner: after a rename or a transfer, the old one matches nothing (the
 * list answers [] through the redirect), so `repository` must have been described first.
 */
function headFilter(repository, branch) {
    return `${repository.owner}:${branch}`;
}
/**
 * The branch's open pull request: one whose head is `branch` in this repository (isOwnPull);
 * taking the list's first answer could update (retitle, relabel, auto-merge) another branch's.
 */
async function findOpenPullRequest(repository, branch) {
    return repository.call('looking for the open pull request', async (octokit) => {
        const pages = octokit.paginate.iterator(octokit.rest.pulls.list, {
            ...repository.ref,
            state: 'open',
            head: headFilter(repository, branch),
            per_page: 100
        });
        for await (const { data } of pages) {
            const own = data.find(p => isOwnPull(repository, branch, p));
            if (own)
                return own;
        }
        return undefined;
    });
}
/**
 * Whether the branch is settled (see SettledBranch). `repository` must have been described
 * (headFilter).
 */
async function settledPullRequest(repository, branch) {
    const head = await repository.readBranch(branch);
    if (head === undefined)
        return undefined;
    return repository.call('looking for the pull requests of the branch', async (octokit) => {
        // Every page: where the filter is honoured (GitHub) that is one; where it is ignored, the
        // branch's own may be anywhere among the repository's others.
        const own = (await octokit.paginate(octokit.rest.pulls.list, {
            ...repository.ref,
            state: 'all',
            head: headFilter(repository, branch),
            sort: 'created',
            direction: 'desc',
            per_page: 100
        })).filter(p => isOwnPull(repository, branch, p));
        // Any open one (another base, say) keeps the branch pending, whatever was closed since.
        const newest = own[0];
        if (!newest)
            return {};
        if (own.some(p => p.state === 'open') || newest.head.sha !== head)
            return undefined;
        return { number: newest.number, merged: newest.merged_at !== null };
    });
}
async function upsertPullRequest(repository, want, existing, 
/** `ensure`: open one when there is none, but leave an existing one as it is. */
mode = 'upsert') {
    const { log } = repository;
    const update = async (pull) => {
        if (mode === 'ensure')
            return { pull, operation: 'unchanged' };
        const data = await repository.call(`updating pull request #${pull.number}`, async (octokit) => (await octokit.rest.pulls.update({
            ...repository.ref,
            pull_number: pull.number,
            title: want.title,
            body: want.body,
            ...(pull.base.ref !== want.base ? { base: want.base } : {})
        })).data);
        log.info(`updated pull request #${data.number}: ${data.html_url}`);
        return { pull: data, operation: 'updated' };
    };
    const current = existing ?? (await findOpenPullRequest(repository, want.branch));
    if (current)
        return update(current);
    const opening = `opening the pull request from ${want.branch} into ${want.base}`;
    let alreadyOpen;
    const created = await repository.call(opening, async (octokit) => {
        const open = async (draft) => (await octokit.rest.pulls.create({
            ...repository.ref,
            head: want.branch,
            base: want.base,
            title: want.title,
            body: want.body,
            draft
        })).data;
        try {
            try {
                return await open(want.draft);
            }
            catch (err) {
                // The branch is already pushed: a pull request that cannot be a draft is still the
                // delivery, so it is opened ready for review rather than the run failing half done.
                if (!(want.draft && draftsUnavailable(err)))
                    throw err;
                repository.warn(`draft: true, but ${repository.fullName} does not support draft pull requests (GitHub: "${githubMessage(err)}"; drafts need a public repository, or GitHub Team or Enterprise for a private one), so the pull request was opened ready for review. Set draft: false to silence this.`);
                return await open(false);
            }
        }
        catch (err) {
            // A concurrent run opened it between our look-up and our create: update that one.
            if (isRequestError(err) && err.status === 422 && /already exists/i.test(githubMessage(err))) {
                alreadyOpen = err;
                return undefined;
            }
            throw err;
        }
    });
    if (created) {
        log.info(`opened pull request #${created.number}: ${created.html_url}`);
        return { pull: created, operation: 'created' };
    }
    const raced = await findOpenPullRequest(repository, want.branch);
    if (raced && saysWhatWeSent(raced, want)) {
        // The create's first answer was lost (a 5xx after GitHub opened it) and its retry was told
        // it exists: opened by this run, so `created`, not `updated`.
        log.info(`opened pull request #${raced.number} (the first answer was lost): ${raced.html_url}`);
        return { pull: raced, operation: 'created' };
    }
    if (raced)
        return update(raced);
    throw explain(alreadyOpen, opening, repository.fullName);
}
/**
 * Whether a pull request holds the title and body this run sent: the body names this run's job,
 * expiry and record, so another run's pull request does not.
 */
function saysWhatWeSent(pull, want) {
    const text = (s) => (s ?? '').replace(/\r\n/g, '\n').trim();
    return text(pull.title) === text(want.title) && text(pull.body) === text(want.body);
}
/** GitHub's 422 for `draft: true` on a private repository whose plan has no drafts. */
function draftsUnavailable(err) {
    return (isRequestError(err) &&
        err.status === 422 &&
        /draft pull requests are not supported/i.test(githubMessage(err)));
}
async function decorate(repository, pull, 
/**
 * The head commit this run wrote: auto-merge and a merge take nothing newer than its sha, and
 * a squash keeps its message's body, which holds the record trailers (text.ts).
 */
head, 
/**
 * The repository's `allow_auto_merge`. GitHub shows it to the repository's admins only: for
 * a workflow's GITHUB_TOKEN (and most App tokens) it is absent, so undefined means unknown,
 * and auto-merge is asked for, GitHub's refusal then saying whether the setting is off.
 */
repoAllowsAutoMerge, wanted, warn) {
    // Decoration of a pull request that is open: a refusal or an outage here is a warning, the
    // delivery itself has succeeded (the pull request holds the link) and its outputs are set.
    const decorating = async (what, step) => {
        try {
            await step();
        }
        catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            warn(`#${pull.number} is open, but ${what} failed: ${message}`);
        }
    };
    if (wanted.labels && wanted.labels.length > 0) {
        const labels = wanted.labels;
        await decorating('adding its labels', () => addLabels(repository, pull, labels, warn));
    }
    if (wanted.reviewers && wanted.reviewers.length > 0) {
        const reviewers = wanted.reviewers;
        await decorating('requesting its reviews', () => requestReviews(repository, pull, reviewers, warn));
    }
    if (wanted.autoMerge) {
        const method = wanted.autoMerge;
        await decorating('enabling auto-merge', () => autoMerge(repository, pull, head, repoAllowsAutoMerge, method, warn));
    }
}
/**
 * Times auto-merge is asked for when GitHub answers that the pull request can be merged now and
 * then refuses the merge (405: a required check or review): right after a pull request opens,
 * GitHub has not yet computed its merge state, and its answer is the state before the checks
 * were known (peter-evans/enable-pull-request-automerge#343). The waits grow: 3, 6 s.
 */
const AUTO_MERGE_TRIES = 3;
const AUTO_MERGE_WAIT_MS = 3000;
async function autoMerge(repository, pull, head, repoAllowsAutoMerge, method, warn) {
    // A squash merge's message is the repository's setting (the commits' messages by default,
    // or the pull request's body, or blank): this run's body is passed, so the renewal record
    // reaches the base whatever the setting. A merge or rebase keeps the commit itself.
    const squashBody = method === 'squash' ? commitBody(head.message) : undefined;
    const notAllowed = () => warn(`auto-merge was asked for, but ${repository.fullName} does not allow auto-merge (Settings → General → Pull Requests → Allow auto-merge); the pull request waits for a manual merge.`);
    if (repoAllowsAutoMerge === false) {
        notAllowed();
        return;
    }
    for (let attempt = 1;; attempt++) {
        try {
            await repository.call('enabling auto-merge', octokit => octokit.graphql(`mutation($pullRequestId: ID!, $mergeMethod: PullRequestMergeMethod!, $expectedHeadOid: GitObjectID!, $commitBody: String) {
          enablePullRequestAutoMerge(input: {pullRequestId: $pullRequestId, mergeMethod: $mergeMethod, expectedHeadOid: $expectedHeadOid, commitBody: $commitBody}) {
            pullRequest { number autoMergeRequest { mergeMethod } }
          }
        }`, {
                pullRequestId: pull.node_id,
                mergeMethod: method.toUpperCase(),
                expectedHeadOid: head.sha,
                // A variable not given leaves the field out: GitHub's default message.
                ...(squashBody !== undefined ? { commitBody: squashBody } : {})
            }));
            if (attempt > 1)
                repository.log.info(`auto-merge enabled on #${pull.number} (${method})`);
            return;
        }
        catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            if (AUTO_MERGE_OFF.test(message)) {
                notAllowed();
                return;
            }
            if (!MERGEABLE_NOW.test(message)) {
                warn(`Could not enable auto-merge on #${pull.number}: ${message}`);
                return;
            }
            const refused = await mergeNow(repository, pull, head.sha, method, squashBody, warn);
            if (refused === undefined)
                return;
            if (attempt === AUTO_MERGE_TRIES) {
                warn(`auto-merge on #${pull.number}: GitHub answered ${AUTO_MERGE_TRIES} times that it can be merged now, then refused to merge it (${refused}); auto-merge is not enabled and the pull request waits for a manual merge.`);
                return;
            }
            repository.log.info(`#${pull.number} is not mergeable yet (${refused}), though GitHub refused auto-merge as if it were; asking again in ${(AUTO_MERGE_WAIT_MS * attempt) / 1000} s`);
            await (0,promises_.setTimeout)(AUTO_MERGE_WAIT_MS * attempt);
        }
    }
}
/**
 * GitHub refuses auto-merge on a pull request that can be merged now (no required checks, or
 * only optional ones failing): "Pull request Pull request is in clean status" (or "unstable").
 */
const MERGEABLE_NOW = /\bis in (clean|unstable) status\b/i;
/** GitHub's refusal where the repository setting is off: "… Auto merge is not allowed for this repository". */
const AUTO_MERGE_OFF = /auto.?merge is not allowed for this repository/i;
/**
 * Merges the pull request at once with the chosen method, as auto-merge would have. `sha` pins
 * the head this run wrote, so a commit pushed in the meantime is never merged with it. Answers
 * GitHub's words when it refuses for the pull request's state (405: a check or review is still
 * required), so auto-merge is asked again; any other refusal leaves the pull request open with a
 * warning, as a refused auto-merge does.
 */
async function mergeNow(repository, pull, headSha, method, squashBody, warn) {
    try {
        const notYet = await repository.call(`merging #${pull.number}`, async (octokit) => {
            try {
                await octokit.rest.pulls.merge({
                    ...repository.ref,
                    pull_number: pull.number,
                    sha: headSha,
                    merge_method: method,
                    ...(squashBody !== undefined ? { commit_message: squashBody } : {}),
                    // A refusal is GitHub's answer on the pull request's state, not an outage.
                    request: { retries: 0 }
                });
                return undefined;
            }
            catch (err) {
                // 405: not mergeable (a required check or review); auto-merge is then the way after all.
                if (isRequestError(err) && err.status === 405)
                    return githubMessage(err);
                throw err;
            }
        });
        if (notYet !== undefined)
            return notYet;
        repository.log.info(`#${pull.number} could be merged at once, so GitHub refuses auto-merge on it: merged it (${method})`);
    }
    catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        warn(`#${pull.number} can be merged now, so GitHub refuses auto-merge on it, and merging it failed: ${message}`);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/delivery/pull-request/replaced-commits.ts
// The commits a reset of the branch takes away that this action did not write. The branch is
// the action's (every run resets it to the base plus one commit, and the pull request's body
// says edits pushed to it are replaced), but a reviewer's fix-up pushed there anyway is
// someone's work: a run that drops it says so, naming each commit, rather than force-pushing
// over it in silence.

/** The most commits one warning names; past it, it says how many more there were. */
const NAMED_COMMITS = 5;
/**
 * The commits of `oldHead` that are not on `baseSha` (GitHub's compare, `base...head`) and that
 * another writer made. A commit of this action is made through the API, so it has the
 * committer GitHub gives such commits, as on `own`, and either this token's author, as on `own`,
 * or (written with another token, before the workflow changed it) the first line of this run's
 * message, which names the config key and the domain and not the job. A commit amended and
 * pushed by hand has its pusher as committer, and is someone's. A merge commit is left out:
 * "Update branch" on the pull request merges the base in, which the new base holds anyway.
 */
async function commitsOthersWrote(repository, baseSha, oldHead, own) {
    const subject = (message) => message.split('\n', 1)[0];
    const { data } = await repository.call('listing the commits the branch had', octokit => octokit.rest.repos.compareCommitsWithBasehead({
        ...repository.ref,
        basehead: `${baseSha}...${oldHead}`
    }));
    return data.commits
        .filter(c => c.parents.length <= 1)
        .filter(c => identityOf(c.commit.committer ?? {}) !== own.committer ||
        (identityOf(c.commit.author ?? {}) !== own.author &&
            subject(c.commit.message) !== subject(own.message)))
        .map(c => ({
        sha: c.sha,
        subject: subject(c.commit.message),
        author: identityOf(c.commit.author ?? {})
    }));
}
/** The warning for a reset that took `commits` away from `branch`. */
function replacedWarning(branch, base, commits) {
    const named = commits
        .slice(0, NAMED_COMMITS)
        .map(c => `${c.sha} "${c.subject}" by ${c.author}`)
        .join('; ');
    const more = commits.length - NAMED_COMMITS;
    const count = commits.length === 1 ? 'a commit' : `${commits.length} commits`;
    return (`${branch} held ${count} this action did not write, and this run reset the branch to ${base} plus its own commit, so ${commits.length === 1 ? 'it is' : 'they are'} no longer on it: ${named}` +
        (more > 0 ? `; and ${more} more` : '') +
        `. The pull request's timeline shows the force push, from which GitHub still serves ${commits.length === 1 ? 'the commit' : 'them'} by sha. ` +
        `Every run resets ${branch}: make a change that must stay on ${base} (or in the action's inputs), not on ${branch}.`);
}

;// CONCATENATED MODULE: ./src/delivery/pull-request/index.ts
// Delivers a fresh bundle link as one pull request: the static export block of one or more
// deployment config files is edited on the base branch's head, committed through the Git Data
// API so GitHub signs the commit, and the one open pull request of the branch is created or
// updated. A run whose base already holds the values writes nothing.
//
//   repository.ts     the repository as the delivery reads it, and its error translation (errors.ts)
//   client.ts         the Octokit client: proxy, rate limits, a web page for an API
//   config-files.ts   the configs read on the base, edited, rehearsed before an export
//   branch-writer.ts  the commit (tree + commit) and the branch moved onto it
//   pull.ts           the branch's one pull request: upsert, labels, reviewers, auto-merge
//   labels.ts         its labels, where the token may add them
//   reviewers.ts      its reviewers: users and teams, each refused one named with a fix
//   replaced-commits.ts  commits of others a reset took away, named in a warning
//   text.ts           what a reviewer reads: title, body, commit message, branch name














async function deliverPullRequest(options) {
    return withoutSecrets(options, () => deliver(options));
}
async function deliver(options) {
    if (options.configPaths.length === 0) {
        throw new PullRequestDeliveryError('config-path is empty: name at least one config file to update');
    }
    const configPaths = [...new Set(options.configPaths.map(p => (0,config_path/* checkConfigPath */.k)(p)))];
    const configKey = options.configKey ?? config_key/* DEFAULT_CONFIG_KEY */.j;
    const branch = options.branch ?? (0,branch_name/* defaultBranchName */.p)(options.domain);
    const branchProblem = (0,branch_name/* branchNameProblem */.h)(branch);
    if (branchProblem !== undefined) {
        throw new PullRequestDeliveryError(`branch "${branch}" is not a valid branch name: ${branchProblem}`);
    }
    const repository = new GitHubRepository(options);
    const { log } = repository;
    // The repository keeps every warning, the rate limits its client waited out included.
    const { warnings } = repository;
    const warn = (message) => repository.warn(message);
    // The repository: default branch and whether auto-merge is allowed.
    const info = await repository.describe();
    const refused = options.dryRun
        ? undefined
        : writeRefusal(info, repository.fullName, options.token);
    if (refused)
        throw refused;
    const base = options.base ?? info.default_branch;
    if (base === branch) {
        throw new PullRequestDeliveryError(`branch and base are both "${base}": the pull request needs its own branch; leave branch unset for static-export/<domain>`);
    }
    const wantedBody = options.body ??
        defaultPullRequestBody({
            domain: options.domain,
            configPaths,
            configKey,
            update: options.update,
            runUrl: options.runUrl
        });
    // What the branch's one pull request should say, whichever path opens or updates it.
    const pullRequest = {
        branch,
        base,
        title: options.title ?? defaultTitle(options.domain),
        body: wantedBody,
        draft: options.draft === true
    };
    const maxAttempts = options.maxAttempts ?? 5;
    const keptMoving = (attempts) => new PullRequestDeliveryError(`${branch} kept moving while this run updated it (${attempts} attempts), so this run left it as another writer left it. Another run is probably writing the same branch; give concurrent runs a concurrency group per domain.`);
    // From the branch's move to its pull request, a cancel waits (cancellation.ts): stopped in
    // between, the run would leave a branch that no pull request shows, or an open pull request
    // whose body describes the job before this one.
    let releaseCancel;
    try {
        for (let attempt = 1;; attempt++) {
            const baseSha = await repository.readBranch(base);
            if (!baseSha) {
                throw new PullRequestDeliveryError(`The base branch "${base}" does not exist in ${repository.fullName}.${fullRefHint(base)} Set base to an existing branch (the default is the repository's default branch, ${info.default_branch}).`);
            }
            const files = await prepareFiles(repository, baseSha, base, configPaths, configKey, options.update, options.configDocument);
            const result = (extra) => ({
                dryRun: options.dryRun === true,
                base,
                branch,
                files: files.map(f => ({
                    path: f.path,
                    changed: f.changed,
                    diff: f.diff,
                    ...(f.replaces !== undefined ? { replaces: f.replaces } : {})
                })),
                diff: files.map(f => f.diff).join(''),
                warnings,
                ...extra
            });
            const changed = files.filter(f => f.changed);
            if (changed.length === 0) {
                log.info(`${base} already holds this link in ${configPaths.join(', ')}: no commit, no pull request`);
                return result({ operation: 'unchanged' });
            }
            const branchSha = await repository.readBranch(branch);
            const existing = await findOpenPullRequest(repository, branch);
            if (options.dryRun) {
                log.info(`dry run: would ${existing ? `update pull request #${existing.number}` : 'open a pull request'} from ${branch} into ${base}`);
                return result({
                    operation: existing ? 'updated' : 'created',
                    ...(existing ? { number: existing.number, url: existing.html_url } : {})
                });
            }
            // Newest link wins: a concurrent run that already put a later-expiring link on the branch
            // is not overwritten with an older one. The branch is moved below only if it still is the
            // commit read here (a compare-and-swap), so this check holds until the move: a run that
            // put its link there in between makes the move fail, and the next attempt reads it.
            if (branchSha &&
                (await branchHoldsNewerLink(repository, branchSha, configPaths, configKey, options.update, options.configDocument))) {
                log.info(`${branch} already holds a newer link from another run; leaving it as it is`);
                // That run may not have opened its pull request yet. Make sure the branch has one, so
                // every run names the same pull request; an existing one is left as the newer run wrote
                // it, and a new one gets its title and body from the newer run when it gets there.
                const { pull } = await upsertPullRequest(repository, pullRequest, existing, 'ensure').catch((err) => {
                    throw branchKept(err, branch);
                });
                return result({
                    operation: 'unchanged',
                    superseded: true,
                    number: pull.number,
                    url: pull.html_url
                });
            }
            const message = withTrailers(options.commitMessage ??
                defaultCommitMessage({
                    domain: options.domain,
                    configKey,
                    update: options.update,
                    changedPaths: changed.map(f => f.path)
                }), changed);
            pullRequest.body = withBodyTrailers(wantedBody, changed);
            const commit = await writeCommit(repository, baseSha, changed, message);
            const move = {
                branch,
                repositoryId: info.node_id,
                head: branchSha,
                baseSha,
                commit,
                message
            };
            releaseCancel ??= (0,cancellation/* finishBeforeCancel */.hd)(`opening the pull request of ${branch}, just moved`);
            const moved = await moveBranch(repository, move);
            // The base may have moved too (a push, a merge); redo the commit on the new base so the
            // pull request is this run's change on top of what the base holds now.
            const baseNow = moved ? await repository.readBranch(base) : undefined;
            if (!moved) {
                if (attempt >= maxAttempts)
                    throw keptMoving(attempt);
                log.info(`${branch} moved since this run read it; redoing it (attempt ${attempt + 1})`);
                continue;
            }
            if (baseNow !== baseSha) {
                // A busy base (a merge queue) may move on every attempt. The branch holds this run's
                // change by now: after the last attempt the pull request is opened on it as written,
                // rather than leaving a branch without one (GitHub diffs it against the merge base).
                if (attempt < maxAttempts) {
                    log.info(`${base} moved during the update; redoing it on the new head (attempt ${attempt + 1})`);
                    continue;
                }
                log.info(`${base} kept moving (${attempt} attempts); the pull request is opened on ${branch} as written, on ${base} at ${baseSha.slice(0, 7)}`);
            }
            const commitSha = moved.sha;
            log.info(moved.fastForward
                ? `${branch} now has commit ${commitSha} on top, holding ${base} plus this change`
                : `${branch} is now ${base} plus commit ${commitSha}`);
            const { pull, operation } = await upsertPullRequest(repository, pullRequest, existing).catch(async (err) => {
                // With a pull request already open, the branch and it agree whatever failed after.
                if (existing || !(err instanceof PullRequestDeliveryError))
                    throw err;
                throw await putBack(repository, move, commitSha, err);
            });
            releaseCancel();
            releaseCancel = undefined;
            // Said once the pull request holds the reset: a run that puts the branch back (above) took
            // nothing away.
            if (move.head !== undefined && !moved.fastForward) {
                await sayWhatTheResetReplaced(repository, move, base);
            }
            await decorate(repository, pull, { sha: commitSha, message }, info.allow_auto_merge, options, warn);
            return result({ operation, number: pull.number, url: pull.html_url, commitSha });
        }
    }
    finally {
        releaseCancel?.();
    }
}
/**
 * Whether `branch` holds nothing waiting for review (see SettledBranch): the pull request it was
 * last reviewed in is over and the branch has not moved since, or it never had one. A renewal
 * then reads the base, not the branch.
 */
async function settledBranch(options) {
    return withoutSecrets(options, async () => {
        const repository = new GitHubRepository(options);
        // The repository as GitHub names it now: after a rename or a transfer, a list filtered by
        // the old owner answers nothing, and a closed pull request would leave the branch pending.
        await repository.describe();
        return settledPullRequest(repository, options.branch);
    });
}
/**
 * Warns, naming them, when the reset took commits away from the branch that this action did
 * not write (replaced-commits.ts). The branch is already moved: a failure to list them is
 * logged for debugging and does not fail the delivery.
 */
async function sayWhatTheResetReplaced(repository, move, base) {
    try {
        const replaced = await commitsOthersWrote(repository, move.baseSha, move.head, {
            ...move.commit,
            message: move.message
        });
        if (replaced.length > 0)
            repository.warn(replacedWarning(move.branch, base, replaced));
    }
    catch (err) {
        repository.log.debug(`could not list the commits ${move.branch} had before the reset: ${err instanceof Error ? err.message : String(err)}`);
    }
}
/**
 * A pull request that could not be opened: the branch is put back as this run found it
 * (GitHub has no transaction over both, so this is the undo), and the error says so; where it
 * cannot be, the error says the branch holds the change and that the next run opens it.
 */
async function putBack(repository, move, written, err) {
    // A create whose answer was lost may have opened it after all: a branch with a pull request
    // is never taken away (deleting it would close the pull request).
    const opened = await findOpenPullRequest(repository, move.branch).then(pull => (pull === undefined ? 'none' : 'open'), () => 'unknown');
    if (opened === 'open')
        return err;
    // GitHub's own word that one exists wins over a list that lags behind it (a replica).
    if (opened === 'none' && /a pull request already exists/i.test(err.message)) {
        return new PullRequestDeliveryError(`${err.message}\nGitHub says a pull request for ${move.branch} exists, though its list does not show it yet: the branch was left as this run wrote it, and the next run finds that pull request.`);
    }
    if (opened === 'unknown' || !(await undoMove(repository, move, written))) {
        return branchKept(err, move.branch);
    }
    const how = move.head === undefined
        ? `branch ${move.branch}, which this run created, was deleted again`
        : `branch ${move.branch} was put back to ${move.head.slice(0, 7)}, where this run found it`;
    return new PullRequestDeliveryError(`${err.message}\nNothing was left half done: ${how}.`);
}
/**
 * A pull request that could not be opened, on a branch that holds the change: the message says
 * so, and that the next run resets the branch and opens it.
 */
function branchKept(err, branch) {
    if (!(err instanceof PullRequestDeliveryError))
        return err;
    return new PullRequestDeliveryError(`${err.message}\nBranch ${branch} holds the change but has no pull request yet; the next run resets it and opens one.`);
}


/***/ })

};

//# sourceMappingURL=490.index.js.map