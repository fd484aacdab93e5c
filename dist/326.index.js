export const id = 326;
export const ids = [326];
export const modules = {

/***/ 24326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deliverPullRequest: () => (/* binding */ deliverPullRequest)
});

// UNUSED EXPORTS: PullRequestDeliveryError, defaultBranchName, defaultPullRequestBody, readConfigOnBase

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(77094);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
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


// EXTERNAL MODULE: ./src/deployment-config.ts
var deployment_config = __webpack_require__(76387);
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
// Larger middles would make the table big; they are shown as a plain replacement instead.
const MAX_TABLE_CELLS = 4_000_000;
/** The line-by-line changes from `before` to `after`, every line included. */
function diffLines(before, after) {
    const a = splitLines(before);
    const b = splitLines(after);
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
        changes.push({ kind: 'context', text: a[i], oldLine: i + 1, newLine: i + 1 });
    }
    const middle = diffMiddle(midA, midB);
    let oldLine = head;
    let newLine = head;
    for (const c of middle) {
        if (c.kind === 'context') {
            changes.push({ kind: 'context', text: c.text, oldLine: ++oldLine, newLine: ++newLine });
        }
        else if (c.kind === 'removed') {
            changes.push({ kind: 'removed', text: c.text, oldLine: ++oldLine });
        }
        else {
            changes.push({ kind: 'added', text: c.text, newLine: ++newLine });
        }
    }
    for (let i = a.length - tail; i < a.length; i++) {
        changes.push({
            kind: 'context',
            text: a[i],
            oldLine: ++oldLine,
            newLine: ++newLine
        });
    }
    return changes;
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

;// CONCATENATED MODULE: ./src/delivery/pull-request.ts
// Delivers a fresh bundle link as one pull request: the static export block of one or more
// deployment config files is edited on the base branch's head, committed through the Git Data
// API (blob, tree, commit, ref) so GitHub signs the commit, and the one open pull request of
// the branch is created or updated. A run whose base already holds the values writes nothing.






/** A failure that says what to do. The message never holds the token or the link. */
class PullRequestDeliveryError extends Error {
    name = 'PullRequestDeliveryError';
}
const PERMISSIONS_BLOCK = ['permissions:', '  contents: write', '  pull-requests: write'].join('\n');
function isRequestError(err) {
    return (typeof err === 'object' &&
        err !== null &&
        typeof err.status === 'number');
}
/** GitHub's message and, for 422s, the messages in its `errors` list. */
function githubMessage(err) {
    const data = err.response?.data;
    const parts = [data?.message ?? err.message];
    for (const e of data?.errors ?? [])
        if (e.message)
            parts.push(e.message);
    return parts.join(' ');
}
/** Turns an API failure into a message naming the fix. */
function explain(err, doing, ctx) {
    if (err instanceof PullRequestDeliveryError)
        return err;
    if (!isRequestError(err))
        return err instanceof Error ? err : new Error(String(err));
    const message = githubMessage(err);
    const repo = `${ctx.owner}/${ctx.repo}`;
    if (/not permitted to create or approve pull requests/i.test(message)) {
        return new PullRequestDeliveryError(`GitHub refused to open the pull request while ${doing}: "GitHub Actions is not permitted to create or approve pull requests." ` +
            `Turn on "Allow GitHub Actions to create and approve pull requests" in ${repo}'s Settings → Actions → General → Workflow permissions ` +
            `(for an organization, also in its Actions settings), or pass a GitHub App token or a personal access token as github-token.`);
    }
    if (err.status === 401) {
        return new PullRequestDeliveryError(`GitHub refused the token while ${doing} (401 ${message}). Check github-token: it may be expired or revoked.`);
    }
    if (err.status === 403 && /not accessible by integration|permission|forbidden/i.test(message)) {
        return new PullRequestDeliveryError(`The token may not do this while ${doing} (403 ${message}). The job needs write access to contents and pull requests; add to the workflow or job:\n${PERMISSIONS_BLOCK}\n` +
            `A token for another repository than the workflow's needs the same access there.`);
    }
    if (/Protected branch update failed/i.test(message)) {
        return new PullRequestDeliveryError(`GitHub refused to move a protected branch while ${doing} (${message}). Set branch to a name that no branch protection rule covers.`);
    }
    return new PullRequestDeliveryError(`GitHub answered ${err.status} while ${doing}: ${message}`);
}
function defaultLogger() {
    return { info: core/* info */.pq, warning: core/* warning */.$e, debug: core/* debug */.Yz };
}
/** `static-export/<domain>` made safe as a branch name. */
function defaultBranchName(domain) {
    return `static-export/${domain.toLowerCase().replace(/[^a-z0-9._-]+/g, '-')}`;
}
const BRANCH_NAME = /^(?!\/|.*(?:\/\/|\/$|\.\.|@\{|\.lock$|\/\.))[A-Za-z0-9._\-/]+$/;
function describeExpiry(expiresAt) {
    if (!expiresAt)
        return 'not stated by the platform';
    return `${expiresAt}`;
}
/** The pull request body written for a reviewer. */
function defaultPullRequestBody(options) {
    const { update } = options;
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
    ];
    return lines.join('\n');
}
/** Octokit with the retry and throttling plugins, on GITHUB_API_URL unless apiUrl is given. */
function createClient(options, log) {
    return (0,github/* getOctokit */.Q)(options.token, {
        ...(options.apiUrl ? { baseUrl: options.apiUrl.replace(/\/+$/, '') } : {}),
        log: { debug: log.debug, info: log.debug, warn: log.debug, error: log.debug },
        throttle: {
            onRateLimit: (retryAfter, opts, _o, retryCount) => {
                log.warning(`GitHub rate limit hit on ${opts.method} ${opts.url}; retrying in ${retryAfter}s`);
                return retryCount < 2;
            },
            onSecondaryRateLimit: (retryAfter, opts, _o, retryCount) => {
                log.warning(`GitHub secondary rate limit hit on ${opts.method} ${opts.url}; retrying in ${retryAfter}s`);
                return retryCount < 2;
            }
        },
        ...options.octokitOptions
    }, dist_bundle/* retry */.L, throttling);
}
/**
 * Reads the static export block of a config file on the base branch: what a renewal run needs
 * to know (the previous job, the current link's expiry) without exporting again. Undefined
 * when the file has no such block.
 */
async function readConfigOnBase(options) {
    const log = options.logger ?? defaultLogger();
    const ctx = { owner: options.owner, repo: options.repo };
    const path = checkConfigPath(options.configPath);
    const octokit = createClient(options, log);
    const call = async (doing, fn) => {
        try {
            return await fn();
        }
        catch (err) {
            throw explain(err, doing, ctx);
        }
    };
    const base = options.base ??
        (await call(`reading ${ctx.owner}/${ctx.repo}`, async () => (await octokit.rest.repos.get(ctx)).data)).default_branch;
    const text = await readFile(octokit, ctx, path, base, call);
    if (text === undefined) {
        throw new PullRequestDeliveryError(`config-path ${path} does not exist on ${base} in ${ctx.owner}/${ctx.repo}. Check the path (relative to the repository root) and base.`);
    }
    try {
        return readStaticExport(text, detectConfigFormat(path), options.configKey ?? 'staticExport');
    }
    catch (err) {
        throw new PullRequestDeliveryError(`${path}: ${err instanceof Error ? err.message : String(err)}`);
    }
}
async function deliverPullRequest(options) {
    const log = options.logger ?? defaultLogger();
    const ctx = { owner: options.owner, repo: options.repo };
    if (options.configPaths.length === 0) {
        throw new PullRequestDeliveryError('config-path is empty: name at least one config file to update');
    }
    const configPaths = [...new Set(options.configPaths.map(p => (0,deployment_config/* checkConfigPath */.kS)(p)))];
    const configKey = options.configKey ?? 'staticExport';
    const branch = options.branch ?? defaultBranchName(options.domain);
    if (!BRANCH_NAME.test(branch)) {
        throw new PullRequestDeliveryError(`branch "${branch}" is not a valid branch name`);
    }
    const warnings = [];
    const warn = (message) => {
        warnings.push(message);
        log.warning(message);
    };
    const octokit = createClient(options, log);
    const call = async (doing, fn) => {
        try {
            return await fn();
        }
        catch (err) {
            throw explain(err, doing, ctx);
        }
    };
    // The repository: default branch and whether auto-merge is allowed.
    const repository = await call(`reading ${options.owner}/${options.repo}`, async () => {
        try {
            return (await octokit.rest.repos.get(ctx)).data;
        }
        catch (err) {
            if (isRequestError(err) && err.status === 404) {
                throw new PullRequestDeliveryError(`Repository ${options.owner}/${options.repo} was not found, or the token cannot see it. Check repository; a repository other than the workflow's needs a token (GitHub App or PAT) with access to it.`);
            }
            throw err;
        }
    });
    const base = options.base ?? repository.default_branch;
    if (base === branch) {
        throw new PullRequestDeliveryError(`branch and base are both "${base}": the pull request needs its own branch; leave branch unset for static-export/<domain>`);
    }
    const maxAttempts = options.maxAttempts ?? 3;
    for (let attempt = 1;; attempt++) {
        const baseSha = await readBranch(octokit, ctx, base, call);
        if (!baseSha) {
            throw new PullRequestDeliveryError(`The base branch "${base}" does not exist in ${options.owner}/${options.repo}. Set base to an existing branch (the default is the repository's default branch, ${repository.default_branch}).`);
        }
        const files = await prepareFiles(octokit, ctx, baseSha, base, configPaths, configKey, options, call);
        const result = (extra) => ({
            dryRun: options.dryRun === true,
            base,
            branch,
            files: files.map(f => ({ path: f.path, changed: f.changed, diff: f.diff })),
            diff: files.map(f => f.diff).join(''),
            warnings,
            ...extra
        });
        if (!files.some(f => f.changed)) {
            log.info(`${base} already holds this link in ${configPaths.join(', ')}: no commit, no pull request`);
            return result({ operation: 'unchanged' });
        }
        const branchSha = await readBranch(octokit, ctx, branch, call);
        const existing = await findOpenPullRequest(octokit, ctx, branch, call);
        if (options.dryRun) {
            log.info(`dry run: would ${existing ? `update pull request #${existing.number}` : 'open a pull request'} from ${branch} into ${base}`);
            return result({
                operation: existing ? 'updated' : 'created',
                ...(existing ? { number: existing.number, url: existing.html_url } : {})
            });
        }
        // Newest link wins: a concurrent run that already put a later-expiring link on the branch
        // is not overwritten with an older one. GitHub's REST ref update has no compare-and-swap
        // when forced, so the check before and the re-read after the update narrow the race to the
        // moment between this read and the update; the run with the newer link re-reads the branch
        // after its own update and redoes it when an older run's commit landed in between.
        if (branchSha &&
            (await branchHoldsNewerLink(octokit, ctx, branchSha, configPaths, configKey, options.update))) {
            log.info(`${branch} already holds a newer link from another run; leaving it as it is`);
            return result({
                operation: 'unchanged',
                superseded: true,
                ...(existing ? { number: existing.number, url: existing.html_url } : {})
            });
        }
        const commitSha = await writeCommit(octokit, ctx, baseSha, files, options, configKey, call);
        const moved = await moveBranch(octokit, ctx, branch, branchSha, commitSha, call);
        // Another run or a push may have moved the branch or the base in the meantime; redo the
        // commit on the new heads so the branch ends as the base plus one commit.
        const [branchNow, baseNow] = await Promise.all([
            readBranch(octokit, ctx, branch, call),
            readBranch(octokit, ctx, base, call)
        ]);
        const raced = !moved || branchNow !== commitSha || baseNow !== baseSha;
        if (raced) {
            if (attempt >= maxAttempts) {
                throw new PullRequestDeliveryError(`${branch} or ${base} kept moving while this run updated it (${attempt} attempts). Another run is probably writing the same branch; give concurrent runs a concurrency group per domain.`);
            }
            log.info(`${moved ? `${branch} or ${base} moved during the update` : `the update of ${branch} was rejected`}; redoing it on the new head (attempt ${attempt + 1})`);
            continue;
        }
        log.info(`${branch} is now ${base} plus commit ${commitSha}`);
        const title = options.title ?? `Static export of ${options.domain}: new bundle link`;
        const body = options.body ??
            defaultPullRequestBody({
                domain: options.domain,
                configPaths,
                configKey,
                update: options.update
            });
        const { pull, operation } = await upsertPullRequest(octokit, ctx, { branch, base, title, body, draft: options.draft === true }, existing, log, call);
        await decorate(octokit, ctx, pull, repository.allow_auto_merge === true, options, warn, call);
        return result({ operation, number: pull.number, url: pull.html_url, commitSha });
    }
}
async function readBranch(octokit, ctx, branch, call) {
    return call(`reading branch ${branch}`, async () => {
        try {
            const { data } = await octokit.rest.git.getRef({ ...ctx, ref: `heads/${branch}` });
            return data.object.sha;
        }
        catch (err) {
            if (isRequestError(err) && err.status === 404)
                return undefined;
            throw err;
        }
    });
}
async function readFile(octokit, ctx, path, ref, call) {
    return call(`reading ${path}`, async () => {
        try {
            const { data } = await octokit.rest.repos.getContent({ ...ctx, path, ref });
            if (Array.isArray(data) || data.type !== 'file') {
                throw new PullRequestDeliveryError(`config-path ${path} is a ${Array.isArray(data) ? 'folder' : data.type}, not a file`);
            }
            if (data.size > deployment_config/* MAX_CONFIG_BYTES */.GW) {
                throw new PullRequestDeliveryError(`config-path ${path} is ${data.size} bytes, over the ${deployment_config/* MAX_CONFIG_BYTES */.GW}-byte limit for a config file`);
            }
            const content = 'content' in data && typeof data.content === 'string' ? data.content : '';
            return Buffer.from(content, 'base64').toString('utf8');
        }
        catch (err) {
            if (isRequestError(err) && err.status === 404)
                return undefined;
            throw err;
        }
    });
}
async function prepareFiles(octokit, ctx, baseSha, base, paths, configKey, options, call) {
    const files = [];
    for (const path of paths) {
        const before = await readFile(octokit, ctx, path, baseSha, call);
        if (before === undefined) {
            throw new PullRequestDeliveryError(`config-path ${path} does not exist on ${base} (${baseSha.slice(0, 7)}) in ${ctx.owner}/${ctx.repo}. Check the path (relative to the repository root) and base.`);
        }
        const record = options.update.jobId && options.update.expiresAt
            ? { jobId: options.update.jobId, expiresAt: options.update.expiresAt }
            : undefined;
        let after;
        try {
            after = (0,deployment_config/* applyStaticExport */.ZZ)(before, (0,deployment_config/* detectConfigFormat */.zU)(path), {
                key: configKey,
                bundleUrl: options.update.bundleUrl,
                ...(options.update.version !== undefined ? { version: options.update.version } : {}),
                ...(record ? { record } : {})
            }).text;
        }
        catch (err) {
            throw new PullRequestDeliveryError(`${path}: ${err instanceof Error ? err.message : String(err)}`);
        }
        files.push({
            path,
            before,
            after,
            changed: after !== before,
            diff: unifiedDiff(path, before, after)
        });
    }
    return files;
}
function expiryOf(values) {
    const iso = values?.expiresAt ??
        (values?.bundleUrl ? (0,deployment_config/* parseBundleLink */.iY)(values.bundleUrl).expiresAt : undefined);
    const t = iso ? Date.parse(iso) : NaN;
    return Number.isNaN(t) ? undefined : t;
}
async function branchHoldsNewerLink(octokit, ctx, branchSha, paths, configKey, update, call = (_d, fn) => fn()) {
    const ours = expiryOf(update);
    if (ours === undefined)
        return false;
    const path = paths[0];
    const text = await readFile(octokit, ctx, path, branchSha, call).catch(() => undefined);
    if (text === undefined)
        return false;
    let theirs;
    try {
        theirs = (0,deployment_config/* readStaticExport */.d4)(text, (0,deployment_config/* detectConfigFormat */.zU)(path), configKey);
    }
    catch {
        return false;
    }
    if (!theirs?.bundleUrl || theirs.bundleUrl === update.bundleUrl)
        return false;
    const theirExpiry = expiryOf(theirs);
    return theirExpiry !== undefined && theirExpiry > ours;
}
async function writeCommit(octokit, ctx, baseSha, files, options, configKey, call) {
    const baseCommit = await call('reading the base commit', async () => (await octokit.rest.git.getCommit({ ...ctx, commit_sha: baseSha })).data);
    const baseTree = await call('reading the base tree', async () => (await octokit.rest.git.getTree({ ...ctx, tree_sha: baseCommit.tree.sha })).data);
    const tree = [];
    for (const file of files.filter(f => f.changed)) {
        const blob = await call(`uploading ${file.path}`, async () => (await octokit.rest.git.createBlob({
            ...ctx,
            content: Buffer.from(file.after, 'utf8').toString('base64'),
            encoding: 'base64'
        })).data);
        // Keep the file's mode (an executable bit, say) as it is on the base.
        const mode = (await fileMode(octokit, ctx, baseTree.sha, file.path, call)) ?? '100644';
        tree.push({
            path: file.path,
            mode: mode,
            type: 'blob',
            sha: blob.sha
        });
    }
    const newTree = await call('writing the tree', async () => (await octokit.rest.git.createTree({ ...ctx, base_tree: baseTree.sha, tree })).data);
    const changed = files.filter(f => f.changed).map(f => f.path);
    const message = options.commitMessage ??
        [
            `Update ${configKey}.bundleUrl for ${options.domain}`,
            '',
            `New static export link${options.update.jobId ? ` of job ${options.update.jobId}` : ''}` +
                `${options.update.expiresAt ? `, expires ${options.update.expiresAt}` : ''}.`,
            `Files: ${changed.join(', ')}`
        ].join('\n');
    const commit = await call('creating the commit', async () => (await octokit.rest.git.createCommit({
        ...ctx,
        message,
        tree: newTree.sha,
        parents: [baseSha]
    })).data);
    return commit.sha;
}
async function fileMode(octokit, ctx, rootTree, path, call) {
    const segments = path.split('/');
    let treeSha = rootTree;
    for (let i = 0; i < segments.length; i++) {
        const { tree } = await call('reading the base tree', async () => (await octokit.rest.git.getTree({ ...ctx, tree_sha: treeSha })).data);
        const entry = tree.find(e => e.path === segments[i]);
        if (!entry?.sha)
            return undefined;
        if (i === segments.length - 1)
            return entry.mode;
        treeSha = entry.sha;
    }
    return undefined;
}
/** Points the branch at the commit; false when GitHub rejected the update as raced. */
async function moveBranch(octokit, ctx, branch, current, commitSha, call) {
    return call(`updating branch ${branch}`, async () => {
        try {
            if (current === undefined) {
                await octokit.rest.git.createRef({ ...ctx, ref: `refs/heads/${branch}`, sha: commitSha });
            }
            else {
                // The branch is reset to the base plus one commit, which is not a fast-forward of
                // the previous run's commit: force is needed.
                await octokit.rest.git.updateRef({
                    ...ctx,
                    ref: `heads/${branch}`,
                    sha: commitSha,
                    force: true
                });
            }
            return true;
        }
        catch (err) {
            if (isRequestError(err) &&
                err.status === 422 &&
                /Reference already exists|Reference does not exist|not a fast forward/i.test(githubMessage(err))) {
                return false;
            }
            throw err;
        }
    });
}
async function findOpenPullRequest(octokit, ctx, branch, call) {
    return call('looking for the open pull request', async () => {
        const { data } = await octokit.rest.pulls.list({
            ...ctx,
            state: 'open',
            head: `${ctx.owner}:${branch}`,
            per_page: 10
        });
        return data[0];
    });
}
async function upsertPullRequest(octokit, ctx, want, existing, log, call) {
    const update = async (pull) => {
        const data = await call(`updating pull request #${pull.number}`, async () => (await octokit.rest.pulls.update({
            ...ctx,
            pull_number: pull.number,
            title: want.title,
            body: want.body,
            ...(pull.base.ref !== want.base ? { base: want.base } : {})
        })).data);
        log.info(`updated pull request #${data.number}: ${data.html_url}`);
        return { pull: data, operation: 'updated' };
    };
    const current = existing ?? (await findOpenPullRequest(octokit, ctx, want.branch, call));
    if (current)
        return update(current);
    try {
        const { data } = await octokit.rest.pulls.create({
            ...ctx,
            head: want.branch,
            base: want.base,
            title: want.title,
            body: want.body,
            draft: want.draft
        });
        log.info(`opened pull request #${data.number}: ${data.html_url}`);
        return { pull: data, operation: 'created' };
    }
    catch (err) {
        // A concurrent run opened it between our look-up and our create: update that one.
        if (isRequestError(err) && err.status === 422 && /already exists/i.test(githubMessage(err))) {
            const raced = await findOpenPullRequest(octokit, ctx, want.branch, call);
            if (raced)
                return update(raced);
        }
        throw explain(err, `opening the pull request from ${want.branch} into ${want.base}`, ctx);
    }
}
async function decorate(octokit, ctx, pull, repoAllowsAutoMerge, options, warn, call) {
    if (options.labels && options.labels.length > 0) {
        await call('adding labels', () => octokit.rest.issues.addLabels({ ...ctx, issue_number: pull.number, labels: options.labels }));
    }
    if (options.reviewers && options.reviewers.length > 0) {
        const users = options.reviewers.filter(r => !r.includes('/'));
        const teams = options.reviewers.filter(r => r.includes('/')).map(r => r.split('/').pop());
        try {
            await octokit.rest.pulls.requestReviewers({
                ...ctx,
                pull_number: pull.number,
                reviewers: users,
                team_reviewers: teams
            });
        }
        catch (err) {
            if (isRequestError(err) && err.status === 422) {
                warn(`Could not request reviews from ${options.reviewers.join(', ')}: ${githubMessage(err)}`);
            }
            else {
                throw explain(err, 'requesting reviewers', ctx);
            }
        }
    }
    if (options.autoMerge) {
        if (!repoAllowsAutoMerge) {
            warn(`auto-merge was asked for, but ${ctx.owner}/${ctx.repo} does not allow auto-merge (Settings → General → Pull Requests → Allow auto-merge); the pull request waits for a manual merge.`);
            return;
        }
        try {
            await octokit.graphql(`mutation($pullRequestId: ID!, $mergeMethod: PullRequestMergeMethod!) {
          enablePullRequestAutoMerge(input: {pullRequestId: $pullRequestId, mergeMethod: $mergeMethod}) {
            pullRequest { number autoMergeRequest { mergeMethod } }
          }
        }`, { pullRequestId: pull.node_id, mergeMethod: options.autoMerge.toUpperCase() });
        }
        catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            warn(`Could not enable auto-merge on #${pull.number}: ${message}`);
        }
    }
}


/***/ })

};

//# sourceMappingURL=326.index.js.map