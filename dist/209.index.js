export const id = 209;
export const ids = [209];
export const modules = {

/***/ 27209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkConfigsOnBase: () => (/* reexport */ checkConfigsOnBase),
  deliverPullRequest: () => (/* binding */ deliverPullRequest),
  readConfigOnBase: () => (/* reexport */ readConfigOnBase)
});

// UNUSED EXPORTS: PullRequestDeliveryError, defaultBranchName, defaultPullRequestBody

// EXTERNAL MODULE: ./src/config-path.ts
var config_path = __webpack_require__(25493);
;// CONCATENATED MODULE: ./src/delivery/pull-request/errors.ts
// What GitHub's refusals mean for the user: every API failure of the pull-request delivery is
// turned here into a message that says what was being done and what to change.
/** A failure that says what to do. The message never holds the token or the link. */
class PullRequestDeliveryError extends Error {
    name = 'PullRequestDeliveryError';
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
function explain(err, doing, repository) {
    if (err instanceof PullRequestDeliveryError)
        return err;
    if (!isRequestError(err))
        return err instanceof Error ? err : new Error(String(err));
    const message = githubMessage(err);
    if (/not permitted to create or approve pull requests/i.test(message)) {
        return new PullRequestDeliveryError(`GitHub refused to open the pull request while ${doing}: "GitHub Actions is not permitted to create or approve pull requests." ` +
            `Turn on "Allow GitHub Actions to create and approve pull requests" in ${repository}'s Settings → Actions → General → Workflow permissions ` +
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
/** GitHub's answer for a repository that does not exist and for one the token cannot see. */
function repositoryNotFound(repository) {
    return new PullRequestDeliveryError(`Repository ${repository} was not found, or the token cannot see it. Check repository; a repository other than the workflow's needs a token (GitHub App or PAT) with access to it.`);
}

;// CONCATENATED MODULE: ./src/delivery/pull-request/branch-writer.ts
// The branch and its one commit, written through the Git Data API (tree, commit, ref) so that
// GitHub signs the commit: the changed files on top of the base commit, then the branch moved
// onto it.

/** Writes one commit on top of `baseSha` holding the files' new contents; returns its sha. */
async function writeCommit(repository, baseSha, files, message) {
    const { ref } = repository;
    const baseCommit = await repository.call('reading the base commit', async (octokit) => (await octokit.rest.git.getCommit({ ...ref, commit_sha: baseSha })).data);
    const baseTree = await repository.call('reading the base tree', async (octokit) => (await octokit.rest.git.getTree({ ...ref, tree_sha: baseCommit.tree.sha })).data);
    // The new file contents go inline in the tree: GitHub stores them as blobs itself, and one
    // write request per file is saved (each write waits for the throttling plugin's spacing).
    const tree = [];
    for (const file of files) {
        // Keep the file's mode (an executable bit, say) as it is on the base.
        const mode = (await fileMode(repository, baseTree.sha, file.path)) ?? '100644';
        tree.push({ path: file.path, mode: mode, type: 'blob', content: file.after });
    }
    const newTree = await repository.call('writing the tree', async (octokit) => (await octokit.rest.git.createTree({ ...ref, base_tree: baseTree.sha, tree })).data);
    const commit = await repository.call('creating the commit', async (octokit) => (await octokit.rest.git.createCommit({
        ...ref,
        message,
        tree: newTree.sha,
        parents: [baseSha]
    })).data);
    return commit.sha;
}
/** The mode of the tree entry at `path`, walking down from the root tree. */
async function fileMode(repository, rootTree, path) {
    const segments = path.split('/');
    let treeSha = rootTree;
    for (let i = 0; i < segments.length; i++) {
        const { tree } = await repository.call('reading the base tree', async (octokit) => (await octokit.rest.git.getTree({ ...repository.ref, tree_sha: treeSha })).data);
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
async function moveBranch(repository, branch, current, commitSha) {
    return repository.call(`updating branch ${branch}`, async (octokit) => {
        try {
            if (current === undefined) {
                await octokit.rest.git.createRef({
                    ...repository.ref,
                    ref: `refs/heads/${branch}`,
                    sha: commitSha
                });
            }
            else {
                // The branch is reset to the base plus one commit, which is not a fast-forward of
                // the previous run's commit: force is needed.
                await octokit.rest.git.updateRef({
                    ...repository.ref,
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

// EXTERNAL MODULE: ./src/links.ts
var links = __webpack_require__(73346);
;// CONCATENATED MODULE: ./src/config/errors.ts
// The one error of the config edit. Its message names the file's real problem and the fix; the
// delivery prefixes the file's path. It is thrown before anything is written.
/** A config that cannot be edited safely; the message names the file's problem and the fix. */
class ConfigEditError extends Error {
    name = 'ConfigEditError';
}

;// CONCATENATED MODULE: ./src/config/key.ts
// The key path of the static export block. Parser-free: the settings check config-key with it
// at start-up without loading a YAML parser.

/** The block's key when config-key is not given (the Helm chart's top-level key). */
const DEFAULT_CONFIG_KEY = 'staticExport';
/** The segments of a dotted key path such as `spec.values.staticExport`. */
function keySegments(key) {
    const segments = key.split('.');
    if (segments.some(s => s.trim() === '')) {
        throw new ConfigEditError(`config-key "${key}" has an empty segment; write it like a.b.c`);
    }
    return segments;
}

// EXTERNAL MODULE: ./src/rules/job-id.ts
var job_id = __webpack_require__(3296);
;// CONCATENATED MODULE: ./src/config/record.ts
// The record a run leaves beside `bundleUrl` in YAML, as one comment:
//
//   bundleUrl: "https://…"  # static-export: job se_3f9a2c1b8e7d4a06, expires 2026-11-29T10:15:00.000Z
//
// so that a later renewal run knows the job and the link's expiry (and, for a download-free
// renewal, the archive's size, ETag and sha256) from the config alone. The first two fields
// keep the shape earlier versions wrote, which are still read. A job id is opaque (any string
// jobIdProblem accepts): one that is not a plain token is written as a JSON string, so every
// id round-trips. A link that does not expire gets no `expires` field. Only comments in this
// shape are ever replaced; a comment the user wrote there is kept.


const PREFIX = 'static-export:';
const PLAIN_TOKEN = /^[A-Za-z0-9_.:/+=@~-]+$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T[0-9:.]+(?:Z|[+-]\d{2}:?\d{2})$/;
const SHA256 = /^[0-9a-f]{64}$/;
/** Why `record` cannot be written as a comment, or undefined when it can. */
function recordProblem(record) {
    const job = (0,job_id/* jobIdProblem */.M3)(record.jobId);
    if (job)
        return `job id ${JSON.stringify(record.jobId)} cannot be recorded: ${job}`;
    if (record.expiresAt !== undefined) {
        if (!ISO_TIME.test(record.expiresAt) || Number.isNaN(Date.parse(record.expiresAt))) {
            return `expiry ${JSON.stringify(record.expiresAt)} is not an ISO 8601 timestamp`;
        }
    }
    if (record.sizeBytes !== undefined) {
        if (!Number.isSafeInteger(record.sizeBytes) || record.sizeBytes < 0) {
            return `size ${String(record.sizeBytes)} is not a byte count`;
        }
    }
    // eslint-disable-next-line no-control-regex -- control characters would end the comment
    if (record.etag !== undefined && /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(record.etag)) {
        return 'the ETag contains a control character';
    }
    if (record.sha256 !== undefined && !SHA256.test(record.sha256)) {
        return `sha256 ${JSON.stringify(record.sha256)} is not 64 lowercase hex digits`;
    }
    return undefined;
}
/** The comment text, starting with `#`. */
function formatRecordComment(record) {
    const problem = recordProblem(record);
    if (problem)
        throw new ConfigEditError(problem);
    const token = (s) => (PLAIN_TOKEN.test(s) ? s : JSON.stringify(s));
    const fields = [`job ${token(record.jobId)}`];
    if (record.expiresAt !== undefined)
        fields.push(`expires ${record.expiresAt}`);
    if (record.sizeBytes !== undefined)
        fields.push(`size ${record.sizeBytes}`);
    if (record.etag !== undefined)
        fields.push(`etag ${JSON.stringify(record.etag)}`);
    if (record.sha256 !== undefined)
        fields.push(`sha256 ${record.sha256}`);
    return `# ${PREFIX} ${fields.join(', ')}`;
}
/** The record a comment holds, or undefined when the comment is not one (a user's own). */
function parseRecordComment(comment) {
    const m = /^#\s*static-export:\s*/.exec(comment.trim());
    if (!m)
        return undefined;
    const rest = comment.trim().slice(m[0].length);
    const fields = readFields(rest) ?? legacyFields(rest);
    if (!fields)
        return undefined;
    const job = fields.get('job');
    if (job === undefined || (0,job_id/* jobIdProblem */.M3)(job))
        return undefined;
    const record = { jobId: job };
    const expires = fields.get('expires');
    if (expires !== undefined)
        record.expiresAt = expires;
    const size = fields.get('size');
    if (size !== undefined && /^\d+$/.test(size))
        record.sizeBytes = Number(size);
    const etag = fields.get('etag');
    if (etag !== undefined)
        record.etag = etag;
    const sha256 = fields.get('sha256');
    if (sha256 !== undefined && SHA256.test(sha256))
        record.sha256 = sha256;
    return record;
}
/**
 * `job <id>, expires <time>` with the id unquoted, as one earlier version wrote any id: the
 * greedy match up to the last `, expires ` gives the id back.
 */
function legacyFields(text) {
    const m = /^job (.+), expires (\S+)\s*$/.exec(text);
    return m
        ? new Map([
            ['job', m[1]],
            ['expires', m[2]]
        ])
        : undefined;
}
/** `name value, name value, …` where a value is a plain token or a JSON string. */
function readFields(text) {
    const fields = new Map();
    let rest = text.trimEnd();
    while (rest !== '') {
        const name = /^([a-z0-9-]+) +/.exec(rest);
        if (!name)
            return undefined;
        rest = rest.slice(name[0].length);
        let value;
        if (rest.startsWith('"')) {
            const quoted = /^"(?:[^"\\]|\\.)*"/.exec(rest);
            if (!quoted)
                return undefined;
            try {
                value = JSON.parse(quoted[0]);
            }
            catch {
                return undefined;
            }
            rest = rest.slice(quoted[0].length);
        }
        else {
            const plain = /^[^\s,]+/.exec(rest);
            if (!plain)
                return undefined;
            value = plain[0];
            rest = rest.slice(plain[0].length);
        }
        if (!fields.has(name[1]))
            fields.set(name[1], value);
        const sep = /^\s*(,\s*|$)/.exec(rest);
        if (!sep)
            return undefined;
        rest = rest.slice(sep[0].length);
    }
    return fields;
}

// EXTERNAL MODULE: ./src/config/document-selector.ts
var document_selector = __webpack_require__(23415);
;// CONCATENATED MODULE: ./src/config/text.ts
// The config file as bytes and as text. Every format edits text, but what is read from and
// written to a repository is bytes: the file is decoded only when the decoding is exact (UTF-8,
// with or without a byte order mark), so that encoding the edited text gives back every byte
// outside the edit. Anything else is refused before the export, naming the encoding found,
// because a lossy decoding (Windows-1252 read as UTF-8 becomes U+FFFD) would rewrite bytes the
// action never meant to touch.

/** Config files larger than this are refused: a deployment config is never that big. */
const MAX_CONFIG_BYTES = 1024 * 1024;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const WINDOWS_1252 = new TextDecoder('windows-1252');
/** Decodes a config file's bytes, or refuses them naming the encoding found and the fix. */
function decodeConfig(bytes) {
    if (bytes.length > MAX_CONFIG_BYTES) {
        throw new ConfigEditError(`the config file is ${bytes.length} bytes, over the ${MAX_CONFIG_BYTES}-byte limit; a deployment config is never that large, so check config-path`);
    }
    const foreign = foreignEncoding(bytes);
    if (foreign) {
        throw new ConfigEditError(`the file is encoded as ${foreign}, not UTF-8; the action edits UTF-8 files only (as Helm, kubectl and JSON readers expect), so save it as UTF-8 and run again`);
    }
    const bom = bytes.length >= 3 && UTF8_BOM.equals(Buffer.from(bytes.subarray(0, 3)));
    const body = bom ? bytes.subarray(3) : bytes;
    try {
        return { text: STRICT_UTF8.decode(body), bom };
    }
    catch {
        throw new ConfigEditError(invalidUtf8Message(Buffer.from(body)));
    }
}
/** The bytes of edited text, with the byte order mark when the original had one. */
function encodeConfig(decoded) {
    const body = Buffer.from(decoded.text, 'utf8');
    return decoded.bom ? Buffer.concat([UTF8_BOM, body]) : body;
}
/** UTF-16 and UTF-32 by their byte order mark, or by the NUL bytes of ASCII text in them. */
function foreignEncoding(bytes) {
    const b = (i) => bytes[i];
    if (b(0) === 0x00 && b(1) === 0x00 && b(2) === 0xfe && b(3) === 0xff)
        return 'UTF-32 BE (BOM 00 00 FE FF)';
    if (b(0) === 0xff && b(1) === 0xfe && b(2) === 0x00 && b(3) === 0x00)
        return 'UTF-32 LE (BOM FF FE 00 00)';
    if (b(0) === 0xfe && b(1) === 0xff)
        return 'UTF-16 BE (BOM FE FF)';
    if (b(0) === 0xff && b(1) === 0xfe)
        return 'UTF-16 LE (BOM FF FE)';
    if (bytes.length >= 2) {
        if (b(0) === 0x00 && b(1) !== 0x00)
            return 'UTF-16 BE (no BOM: every other byte is 00)';
        if (b(0) !== 0x00 && b(1) === 0x00)
            return 'UTF-16 LE (no BOM: every other byte is 00)';
    }
    const nul = bytes.indexOf(0);
    if (nul >= 0)
        return `binary data (a NUL byte at offset ${nul})`;
    return undefined;
}
function invalidUtf8Message(body) {
    const offset = firstInvalidUtf8(body);
    const before = body.subarray(0, offset).toString('utf8');
    const { line, column } = lineColumn(before, before.length);
    const byte = body[offset] ?? 0;
    const asWindows = WINDOWS_1252.decode(body.subarray(offset, offset + 1));
    return (`the file is not valid UTF-8: byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')} at line ${line}, column ${column}` +
        ` is "${asWindows}" in Windows-1252 (Latin-1), so the file looks saved in that encoding; the action edits UTF-8 files only` +
        ' and never rewrites bytes it did not mean to change: save the file as UTF-8 and run again');
}
/** The offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes) {
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i];
        let need;
        let min;
        if (b < 0x80) {
            i++;
            continue;
        }
        else if (b >= 0xc2 && b <= 0xdf)
            [need, min] = [1, 0x80];
        else if (b >= 0xe0 && b <= 0xef)
            [need, min] = [2, 0x800];
        else if (b >= 0xf0 && b <= 0xf4)
            [need, min] = [3, 0x10000];
        else
            return i;
        let cp = b & (0x3f >> need);
        for (let k = 1; k <= need; k++) {
            const c = bytes[i + k];
            if (c === undefined || (c & 0xc0) !== 0x80)
                return i;
            cp = (cp << 6) | (c & 0x3f);
        }
        if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            return i;
        i += need + 1;
    }
    return i;
}
/** 1-based line and column of a text offset. */
function lineColumn(text, offset) {
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - (before.lastIndexOf('\n') + 1) + 1;
    return { line, column };
}
/** The offset where the line holding `offset` starts. */
function lineStart(text, offset) {
    return text.lastIndexOf('\n', offset - 1) + 1;
}
/** The offset just after the line holding `endOffset - 1` ends (after its newline). */
function afterLine(text, endOffset) {
    if (endOffset > 0 && text[endOffset - 1] === '\n')
        return endOffset;
    const nl = text.indexOf('\n', endOffset);
    return nl === -1 ? text.length : nl + 1;
}
/** The rest of the line from `offset`, without its line ending. */
function restOfLine(text, offset) {
    const nl = text.indexOf('\n', offset);
    const end = nl === -1 ? text.length : nl;
    return text.slice(offset, end).replace(/\r$/, '');
}
/** The leading blanks of the line holding `offset`. */
function lineIndent(text, offset) {
    return /^[ \t]*/.exec(text.slice(lineStart(text, offset)))[0];
}
/**
 * The line ending new lines get when they are inserted at `offset`: the one of the line just
 * before (the lines around an edit decide, not the first `\r\n` anywhere in the file), else the
 * one of the next line that has an ending, else the file's first, else `\n`.
 */
function newlineAt(text, offset) {
    const ending = (nlIndex) => (text[nlIndex - 1] === '\r' ? '\r\n' : '\n');
    const previous = text.lastIndexOf('\n', offset - 1);
    if (previous >= 0)
        return ending(previous);
    const next = text.indexOf('\n', offset);
    if (next >= 0)
        return ending(next);
    return '\n';
}
/** Whether the text ends without a line ending on its last line. */
function lacksFinalNewline(text) {
    return text !== '' && !text.endsWith('\n');
}
/** Applies non-overlapping replacements given as offsets into the original text. */
function applySplices(text, splices) {
    const sorted = [...splices].sort((a, b) => b.start - a.start);
    let out = text;
    for (const s of sorted)
        out = out.slice(0, s.start) + s.text + out.slice(s.end);
    return out;
}

;// CONCATENATED MODULE: ./src/config/json/scanner.ts
// A small JSON parser that records each value's source range, so that the JSON edit is a
// splice too: JSON.parse keeps no offsets and silently takes the last of duplicate keys.


class JsonScanner {
    text;
    pos = 0;
    constructor(text) {
        this.text = text;
    }
    parseDocument() {
        this.skipWs();
        const value = this.parseValue();
        this.skipWs();
        if (this.pos < this.text.length)
            this.fail('unexpected content after the JSON value');
        return value;
    }
    fail(message) {
        const { line, column } = lineColumn(this.text, this.pos);
        throw new ConfigEditError(`invalid JSON at line ${line}, column ${column}: ${message}`);
    }
    skipWs() {
        while (this.pos < this.text.length && /[ \t\r\n]/.test(this.text[this.pos]))
            this.pos++;
    }
    parseValue() {
        const c = this.text[this.pos];
        if (c === '{')
            return this.parseObject();
        if (c === '[')
            return this.parseArray();
        const start = this.pos;
        if (c === '"') {
            const value = this.parseString();
            return { kind: 'scalar', start, end: this.pos, value };
        }
        const m = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(this.text.slice(this.pos, this.pos + 400));
        if (!m)
            this.fail(c === undefined ? 'unexpected end of file' : `unexpected character ${JSON.stringify(c)}`);
        this.pos += m[0].length;
        return { kind: 'scalar', start, end: this.pos, value: JSON.parse(m[0]) };
    }
    parseString() {
        const start = this.pos;
        this.pos++;
        while (this.pos < this.text.length) {
            const c = this.text[this.pos];
            if (c === '\\') {
                this.pos += 2;
                continue;
            }
            if (c === '"') {
                this.pos++;
                try {
                    return JSON.parse(this.text.slice(start, this.pos));
                }
                catch {
                    this.pos = start;
                    this.fail('invalid string');
                }
            }
            if (c === '\n')
                this.fail('line break inside a string');
            this.pos++;
        }
        this.pos = start;
        return this.fail('unterminated string');
    }
    parseObject() {
        const start = this.pos;
        this.pos++;
        const members = [];
        this.skipWs();
        if (this.text[this.pos] === '}') {
            this.pos++;
            return { kind: 'object', start, end: this.pos, members };
        }
        for (;;) {
            this.skipWs();
            if (this.text[this.pos] !== '"')
                this.fail('expected a "quoted" key');
            const keyStart = this.pos;
            const key = this.parseString();
            this.skipWs();
            if (this.text[this.pos] !== ':')
                this.fail('expected ":" after a key');
            this.pos++;
            this.skipWs();
            const value = this.parseValue();
            members.push({ key, keyStart, value });
            this.skipWs();
            const c = this.text[this.pos];
            if (c === ',') {
                this.pos++;
                continue;
            }
            if (c === '}') {
                this.pos++;
                return { kind: 'object', start, end: this.pos, members };
            }
            this.fail('expected "," or "}"');
        }
    }
    parseArray() {
        const start = this.pos;
        this.pos++;
        this.skipWs();
        if (this.text[this.pos] === ']') {
            this.pos++;
            return { kind: 'array', start, end: this.pos };
        }
        for (;;) {
            this.skipWs();
            this.parseValue();
            this.skipWs();
            const c = this.text[this.pos];
            if (c === ',') {
                this.pos++;
                continue;
            }
            if (c === ']') {
                this.pos++;
                return { kind: 'array', start, end: this.pos };
            }
            this.fail('expected "," or "]"');
        }
    }
}
/** The value tree of a JSON text (without its byte order mark), with source ranges. */
function parseJsonWithRanges(text) {
    return new JsonScanner(text).parseDocument();
}

;// CONCATENATED MODULE: ./src/config/json/index.ts
// JSON configs: tfvars.json, ARM and CloudFormation templates, package-like settings files.
// One document; no comments, so no record (a renewal reads the job from the link instead).




function pathName(path, n) {
    return path.slice(0, n).join('.');
}
function walkJson(root, path) {
    if (root.kind !== 'object') {
        throw new ConfigEditError(`the file's top level is not an object, so it cannot hold ${path.join('.')}`);
    }
    let object = root;
    for (let i = 0; i < path.length; i++) {
        const found = object.members.filter(m => m.key === path[i]);
        if (found.length > 1) {
            throw new ConfigEditError(`the key ${pathName(path, i + 1)} appears ${found.length} times; remove the duplicates`);
        }
        const member = found[0];
        if (!member)
            return { object, depth: i };
        if (member.value.kind === 'scalar' && member.value.value === null) {
            return { object, depth: i + 1, nullMember: { value: member.value, parent: object } };
        }
        if (member.value.kind !== 'object') {
            const what = member.value.kind === 'array'
                ? 'an array'
                : `a ${typeof member.value.value} (${JSON.stringify(member.value.value)})`;
            throw new ConfigEditError(`${pathName(path, i + 1)} is ${what}, not an object, so it cannot hold ${path.slice(i + 1).join('.') || 'the static export fields (enabled, bundleUrl, version)'}`);
        }
        object = member.value;
    }
    return { object, depth: path.length };
}
function documentInfo(root, text) {
    const info = { index: 1 };
    if (root.kind !== 'object')
        return info;
    const data = JSON.parse(text.slice(root.start, root.end));
    const meta = (data.metadata ?? {});
    if (typeof data.kind === 'string')
        info.kind = data.kind;
    if (typeof data.apiVersion === 'string')
        info.apiVersion = data.apiVersion;
    if (typeof meta.name === 'string')
        info.name = meta.name;
    if (typeof meta.namespace === 'string')
        info.namespace = meta.namespace;
    return info;
}
function parseSelected(text, selector) {
    const root = parseJsonWithRanges(text);
    if (selector && !(0,document_selector/* selectorMatches */.de)(selector, documentInfo(root, text))) {
        throw new ConfigEditError(`${(0,document_selector/* describeSelector */.r5)(selector)} does not match this JSON file, which is one document (#1)`);
    }
    return root;
}
function read(text, path, selector) {
    const walk = walkJson(parseSelected(text, selector), path);
    if (walk.depth < path.length)
        return undefined;
    if (walk.nullMember)
        return { block: {} };
    return {
        block: JSON.parse(text.slice(walk.object.start, walk.object.end))
    };
}
function detectIndent(text) {
    const m = /\n([ \t]+)\S/.exec(text);
    if (!m)
        return '  ';
    return m[1].startsWith('\t') ? '\t' : m[1];
}
function edit(text, path, update, fields) {
    const walk = walkJson(parseSelected(text, update.document), path);
    const unit = detectIndent(text);
    const splices = [];
    const nested = (from) => {
        let inner = Object.fromEntries(fields);
        for (let i = path.length - 1; i >= from; i--)
            inner = { [path[i]]: inner };
        return inner;
    };
    if (walk.nullMember) {
        // `"staticExport": null` (or a parent on the path that is null) becomes the object.
        const { value, parent } = walk.nullMember;
        const multiline = text.slice(parent.start, parent.end).includes('\n');
        const indent = lineIndent(text, value.start);
        const nl = newlineAt(text, value.start);
        const body = multiline
            ? JSON.stringify(nested(walk.depth), null, unit)
                .split('\n')
                .join(nl + indent)
            : inlineJson(nested(walk.depth));
        splices.push({ start: value.start, end: value.end, text: body });
        return { text: applySplices(text, splices), document: 0 };
    }
    let pending;
    if (walk.depth === path.length) {
        pending = [];
        for (const [field, value] of fields) {
            const found = walk.object.members.filter(m => m.key === field);
            if (found.length > 1) {
                throw new ConfigEditError(`the key ${field} appears ${found.length} times in the block; remove the duplicates`);
            }
            const member = found[0];
            if (!member) {
                pending.push([field, value]);
                continue;
            }
            if (member.value.kind !== 'scalar') {
                throw new ConfigEditError(`${path.join('.')}.${field} is an ${member.value.kind}; it must be a single value`);
            }
            if (member.value.value === value)
                continue;
            splices.push({
                start: member.value.start,
                end: member.value.end,
                text: JSON.stringify(value)
            });
        }
    }
    else {
        pending = [[path[walk.depth], nested(walk.depth + 1)]];
    }
    if (pending.length > 0)
        splices.push(insertion(text, walk.object, pending, unit));
    return { text: applySplices(text, splices), document: 0 };
}
function insertion(text, object, members, unit) {
    const multiline = object.members.length === 0
        ? text.trim().includes('\n')
        : text.slice(object.start, object.end).includes('\n');
    if (!multiline) {
        // A one-line object stays on one line.
        const entries = members.map(([k, v]) => `${JSON.stringify(k)}: ${inlineJson(v)}`).join(', ');
        const last = object.members[object.members.length - 1];
        if (!last)
            return { start: object.start + 1, end: object.start + 1, text: entries };
        return { start: last.value.end, end: last.value.end, text: `, ${entries}` };
    }
    const nl = newlineAt(text, object.members.length > 0 ? object.members[0].keyStart : object.start);
    const closingIndent = lineIndent(text, object.start);
    const memberIndent = object.members.length > 0 ? lineIndent(text, object.members[0].keyStart) : closingIndent + unit;
    const render = (k, v) => `${memberIndent}${JSON.stringify(k)}: ${JSON.stringify(v, null, unit)
        .split('\n')
        .join(nl + memberIndent)}`;
    const entries = members.map(([k, v]) => render(k, v)).join(',' + nl);
    if (object.members.length === 0) {
        return { start: object.start, end: object.end, text: `{${nl}${entries}${nl}${closingIndent}}` };
    }
    const last = object.members[object.members.length - 1];
    return { start: last.value.end, end: last.value.end, text: `,${nl}${entries}` };
}
/** A value on one line, spaced as one-line JSON objects usually are: `{"a": 1, "b": 2}`. */
function inlineJson(value) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
        const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inlineJson(v)}`);
        return `{${entries.join(', ')}}`;
    }
    return JSON.stringify(value);
}
const jsonFormat = {
    name: 'json',
    matches: path => /\.json$/i.test(path),
    edit,
    read,
    readings: text => [{ name: 'JSON', documents: [JSON.parse(text)] }]
};

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/config/yaml/walk.ts
// Following the key path through one YAML document, and what may not be edited on the way:
// an alias, a key supplied by a merge key (`<<`), an anchored node that is reused elsewhere,
// a value that is not a mapping, a duplicate key.



/** Whether a scalar is null (`key:`, `null`, `~`) or the node is an empty flow mapping `{}`. */
function isEmptyValue(node) {
    if (node === null || node === undefined)
        return true;
    if ((0,dist/* isScalar */.jn)(node))
        return node.value === null;
    return (0,dist/* isMap */.jh)(node) && node.items.length === 0 && node.flow === true;
}
function scalarKey(pair) {
    const k = pair.key;
    if ((0,dist/* isScalar */.jn)(k))
        return String(k.value);
    return undefined;
}
function walk_pathName(path, n) {
    return path.slice(0, n).join('.');
}
function describeNode(node) {
    if ((0,dist/* isSeq */.oP)(node))
        return 'a list';
    if ((0,dist/* isMap */.jh)(node))
        return 'a mapping';
    if ((0,dist/* isScalar */.jn)(node)) {
        if (node.value === null)
            return 'null';
        if (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED')
            return 'a block of text';
        return `a ${typeof node.value} (${JSON.stringify(node.value)})`;
    }
    return 'not a mapping';
}
/** Follows `path` from the document root as far as it exists. Never throws. */
function walkYaml(doc, path, text, anchors = indexAnchors(doc, text)) {
    const root = doc.contents;
    if (root === null || ((0,dist/* isScalar */.jn)(root) && root.value === null)) {
        return { depth: 0, terminal: { kind: 'partial', map: null }, nodes: [] };
    }
    if (!(0,dist/* isMap */.jh)(root)) {
        return {
            depth: 0,
            terminal: { kind: 'partial', map: null },
            nodes: [],
            problem: `the document's top level is ${describeNode(root)}, not a mapping, so it cannot hold ${path.join('.')}`
        };
    }
    let map = root;
    const nodes = [
        { node: map, name: "the document's top level" }
    ];
    for (let i = 0; i < path.length; i++) {
        const segment = path[i];
        const at = walk_pathName(path, i + 1);
        const pairs = map.items.filter(p => scalarKey(p) === segment);
        const stop = (problem) => ({
            depth: i,
            terminal: { kind: 'partial', map },
            nodes,
            problem
        });
        if (pairs.length > 1)
            return stop(`the key ${at} appears ${pairs.length} times; remove the duplicates`);
        const pair = pairs[0];
        if (!pair) {
            const merged = mergeSupplying(map, segment, anchors);
            if (merged) {
                return stop(`${at} is not written here but comes from the merge key "<<: ${merged.source}" (line ${lineOf(text, merged.node)}); ` +
                    `a ${segment} key added beside it would replace the whole merged ${segment} for readers that apply merge keys (Helm), dropping its other keys. ` +
                    `Write ${at} out in full in this mapping (with the block), or give a config-key that does not run through the merge`);
            }
            return { depth: i, terminal: { kind: 'partial', map }, nodes };
        }
        const value = pair.value;
        if ((0,dist/* isAlias */.Vj)(value)) {
            return stop(`${at} is the alias ${describeAlias(value, anchors, text)}; editing through it would change the anchored mapping and every other place that uses it. ` +
                `Write ${at} out in full here instead of the alias`);
        }
        if (isEmptyValue(value)) {
            if (value)
                nodes.push({ node: value, name: at });
            return { depth: i + 1, terminal: { kind: 'empty', pair, parent: map }, nodes };
        }
        if (!(0,dist/* isMap */.jh)(value)) {
            const holds = path.slice(i + 1).join('.') || 'the static export fields (enabled, bundleUrl, version)';
            return stop(`${at} is ${describeNode(value)}, not a mapping, so it cannot hold ${holds}`);
        }
        map = value;
        nodes.push({ node: map, name: at });
    }
    return { depth: path.length, terminal: { kind: 'map', map }, nodes };
}
/** The merge key of `map` whose source supplies `key`, if any. */
function mergeSupplying(map, key, anchors) {
    for (const pair of map.items) {
        if (scalarKey(pair) !== '<<')
            continue;
        const sources = (0,dist/* isSeq */.oP)(pair.value) ? pair.value.items : [pair.value];
        for (const source of sources) {
            const target = (0,dist/* isAlias */.Vj)(source) ? source : undefined;
            const resolved = target ? undefined : source;
            const supplies = (m) => (0,dist/* isMap */.jh)(m) && m.items.some(p => scalarKey(p) === key);
            if (target) {
                const anchored = anchors.nodes.get(target.source);
                if (anchored === undefined || supplies(anchored)) {
                    return { source: `*${target.source}`, node: pair.value };
                }
            }
            else if (supplies(resolved)) {
                return { source: 'a mapping', node: pair.value };
            }
        }
    }
    return undefined;
}
/** Indexes a document's anchors and the aliases that use them. */
function indexAnchors(doc, text) {
    const nodes = new Map();
    const aliases = new Map();
    (0,dist/* visit */.YR)(doc, {
        Node(_, node) {
            if (node.anchor)
                nodes.set(node.anchor, node);
        },
        Alias(_, node) {
            const lines = aliases.get(node.source) ?? [];
            lines.push(node.range ? lineOf(text, node) : 0);
            aliases.set(node.source, lines);
        }
    });
    return { nodes, aliases };
}
/**
 * Refuses an edit of `node` (a mapping on the path, or a value to replace) when it carries an
 * anchor that an alias uses elsewhere: the change would show up there too.
 */
function refuseSharedAnchor(node, what, uses) {
    const anchor = node?.anchor;
    if (!anchor)
        return;
    const lines = uses.aliases.get(anchor);
    if (!lines || lines.length === 0)
        return;
    const where = lines.length === 1 ? `line ${lines[0]}` : `lines ${lines.join(', ')}`;
    throw new ConfigEditError(`${what} is defined with the anchor &${anchor}, which is reused through *${anchor} (${where}); editing it would change the data there too. ` +
        `Remove the anchor from ${what} (write the reused values out at those places), or give a config-key whose block is not shared`);
}
function describeAlias(alias, anchors, text) {
    const target = anchors.nodes.get(alias.source);
    if (!target?.range)
        return `*${alias.source}`;
    // The node's range starts after its properties; the line is the one of `&name` itself.
    const at = text.lastIndexOf(`&${alias.source}`, target.range[0]);
    const line = lineColumn(text, at >= 0 ? at : target.range[0]).line;
    return `*${alias.source} of the anchor &${alias.source} at line ${line}`;
}
function lineOf(text, node) {
    return node.range ? lineColumn(text, node.range[0]).line : 0;
}

;// CONCATENATED MODULE: ./src/config/yaml/documents.ts
// Which document of a multi-document YAML file holds the block. A Flux file may hold a
// Namespace, an OCIRepository and a HelmRelease; two Argo CD Applications may share a file.
// The block belongs to the document where the whole key path resolves (a `null` or `{}` at
// its end counts), never to one that merely shares the path's first keys. When that is not
// exactly one document, config-document says which, or the edit is refused with the list.




/** kind, metadata.name, metadata.namespace and apiVersion of a manifest-like document. */
function documents_documentInfo(doc, index) {
    const info = { index };
    const root = doc.contents;
    if (!(0,dist/* isMap */.jh)(root))
        return info;
    const get = (map, key) => {
        if (!(0,dist/* isMap */.jh)(map))
            return undefined;
        const pair = map.items.find(p => scalarKey(p) === key);
        return pair?.value;
    };
    const str = (node) => (0,dist/* isScalar */.jn)(node) && typeof node.value === 'string' ? node.value : undefined;
    const kind = str(get(root, 'kind'));
    const apiVersion = str(get(root, 'apiVersion'));
    const name = str(get(get(root, 'metadata'), 'name'));
    const namespace = str(get(get(root, 'metadata'), 'namespace'));
    if (kind !== undefined)
        info.kind = kind;
    if (apiVersion !== undefined)
        info.apiVersion = apiVersion;
    if (name !== undefined)
        info.name = name;
    if (namespace !== undefined)
        info.namespace = namespace;
    return info;
}
function isEmptyDocument(doc) {
    const c = doc.contents;
    return c === null || ((0,dist/* isScalar */.jn)(c) && c.value === null);
}
/**
 * The document to edit (`forEdit`) or to read. For reading, undefined means no document holds
 * the block; for an edit, the document that receives it.
 */
function pickDocument(docs, path, text, selector, forEdit) {
    const all = docs.map((doc, i) => {
        const anchors = indexAnchors(doc, text);
        return {
            doc,
            info: documents_documentInfo(doc, i + 1),
            walk: walkYaml(doc, path, text, anchors),
            anchors
        };
    });
    const key = path.join('.');
    const list = (cs) => cs.map(c => (0,document_selector/* describeDocument */.po)(c.info)).join('; ');
    if (selector) {
        const matches = all.filter(c => (0,document_selector/* selectorMatches */.de)(selector, c.info));
        if (matches.length !== 1) {
            throw new ConfigEditError(`${(0,document_selector/* describeSelector */.r5)(selector)} matches ${matches.length === 0 ? 'no' : matches.length} of the file's ${all.length} documents (${list(all)}); ` +
                'give the number of one of them, or kind=…,name=… that only it has');
        }
        return matches[0];
    }
    const nonEmpty = all.filter(c => !isEmptyDocument(c.doc));
    if (nonEmpty.length <= 1)
        return nonEmpty[0] ?? all[0];
    const full = nonEmpty.filter(c => c.walk.depth === path.length && !c.walk.problem);
    if (full.length === 1)
        return full[0];
    const example = (c) => c.info.kind && c.info.name ? `kind=${c.info.kind},name=${c.info.name}` : String(c.info.index);
    if (full.length > 1) {
        throw new ConfigEditError(`${key} is in ${full.length} of the file's documents (${list(full)}), so it is ambiguous which one to ${forEdit ? 'edit' : 'read'}; ` +
            `set config-document to the one you mean (e.g. config-document: ${example(full[0])})`);
    }
    if (!forEdit)
        return undefined;
    // No document holds the block yet: it goes where the rest of its path already exists, when
    // that is exactly one document (a HelmRelease's spec.values, not the OCIRepository's spec).
    const parentDepth = path.length - 1;
    const parents = parentDepth === 0 ? [] : nonEmpty.filter(c => c.walk.depth >= parentDepth && !c.walk.problem);
    if (parents.length === 1)
        return parents[0];
    throw new ConfigEditError(`${key} is in none of the file's ${nonEmpty.length} documents (${list(nonEmpty)}) and it is ambiguous which one should get it; ` +
        `add an empty block (${path[path.length - 1]}: {}) at ${key} in the document you mean, or set config-document (e.g. config-document: ${example(nonEmpty[nonEmpty.length - 1])})`);
}

;// CONCATENATED MODULE: ./src/config/yaml/parse.ts
// Parsing a YAML config, and the two ways its readers see it: YAML 1.2 (the `yaml` library,
// kubectl's and Argo CD's newer parsers) and YAML 1.1 with merge keys (`<<`), as Helm reads
// values files. An edit is checked against both.



// Duplicate keys are checked on the edited path only: elsewhere they are the file owner's
// business and do not make this edit ambiguous.
const YAML_1_2 = { uniqueKeys: false, prettyErrors: true };
const YAML_1_1_MERGE = {
    uniqueKeys: false,
    prettyErrors: true,
    version: '1.1',
    merge: true
};
/**
 * How many nodes the data may have once every alias is expanded: ten times the nodes the file
 * itself writes, and at least MIN_EXPANSION_BOUND. Real files reuse anchors a lot (a
 * docker-compose file with dozens of services sharing one anchor expands to a few times its
 * size); an alias bomb ("billion laughs") expands exponentially. The bound is on the size, not
 * on the number of aliases.
 */
const EXPANSION_FACTOR = 10;
const MIN_EXPANSION_BOUND = 10_000;
/** The documents of a file, YAML 1.2; syntax errors are refused with their line and column. */
function parseYaml(text) {
    return parseWith(text, YAML_1_2, 'YAML');
}
function parseWith(text, options, what) {
    const parsed = (0,dist/* parseAllDocuments */.hR)(text, options);
    // A file with no document at all (empty, or only comments) is edited as one empty document.
    const docs = parsed.length > 0 ? parsed : [(0,dist/* parseDocument */.Tp)(text, options)];
    for (const doc of docs) {
        const err = doc.errors[0];
        if (err) {
            const pos = err.linePos?.[0] ?? lineColumn(text, err.pos[0]);
            const line = 'line' in pos ? pos.line : 1;
            const column = 'col' in pos ? pos.col : 'column' in pos ? pos.column : 1;
            const firstLine = err.message.split('\n')[0];
            throw new ConfigEditError(`invalid ${what} at line ${line}, column ${column}: ${firstLine}`);
        }
    }
    return docs;
}
/** Refuses a document whose aliases expand past MAX_RESOLVED_NODES. */
function checkExpansion(doc, text) {
    // size(node) counts the node and everything under it with aliases expanded; an anchored
    // node's size is computed once, so this is linear in the file however deep the nesting.
    let written = 0;
    (0,dist/* visit */.YR)(doc, { Node: () => void written++ });
    const limit = Math.max(MIN_EXPANSION_BOUND, EXPANSION_FACTOR * written);
    const anchored = new Map();
    const sizes = new Map();
    const size = (node) => {
        if (node === null || node === undefined)
            return 1;
        if ((0,dist/* isAlias */.Vj)(node)) {
            const target = anchored.get(node.source);
            return target ? (sizes.get(target) ?? 1) : 1;
        }
        if ((0,dist/* isPair */.tO)(node))
            return size(node.key) + size(node.value);
        let total = 1;
        if ((0,dist/* isCollection */.P3)(node))
            for (const item of node.items)
                total += size(item);
        if (total > limit)
            total = limit + 1;
        const n = node;
        sizes.set(n, total);
        if (n.anchor)
            anchored.set(n.anchor, n);
        return total;
    };
    // Anchors are defined before their aliases, so a walk in document order sees each target
    // first; the size of an anchored collection is recorded as soon as it is complete.
    const total = size(doc.contents);
    if (total > limit) {
        const firstAlias = findFirstAlias(doc);
        const where = firstAlias?.range
            ? ` (aliases from line ${lineColumn(text, firstAlias.range[0]).line})`
            : '';
        throw new ConfigEditError(`the YAML's aliases expand it to more than ${limit.toLocaleString('en-US')} values, over ${EXPANSION_FACTOR} times the ${written.toLocaleString('en-US')} it writes${where}; refusing it as an alias bomb ("billion laughs"). Write the repeated data out, or reuse it less deeply`);
    }
}
function findFirstAlias(doc) {
    let found;
    (0,dist/* visit */.YR)(doc, {
        Alias(_, node) {
            found = node;
            return dist/* visit */.YR.BREAK;
        }
    });
    return found;
}
/** The file's data as both kinds of reader see it, one entry per document. */
function readings(text) {
    const plain = parseYaml(text);
    for (const doc of plain)
        checkExpansion(doc, text);
    let merged;
    try {
        merged = parseWith(text, YAML_1_1_MERGE, 'YAML 1.1 (as Helm reads it)');
    }
    catch (err) {
        throw err instanceof ConfigEditError ? err : new ConfigEditError(String(err));
    }
    return [
        { name: 'YAML 1.2', documents: plain.map(d => toData(d, 'YAML 1.2')) },
        { name: 'YAML 1.1 with merge keys', documents: merged.map(d => toData(d, 'YAML 1.1')) }
    ];
}
/** Plain data of a document whose expansion was already bounded. */
function toData(doc, what) {
    try {
        return doc.toJS({ maxAliasCount: -1 });
    }
    catch (err) {
        const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
        throw new ConfigEditError(`the file cannot be read as ${what}: ${message}`);
    }
}

;// CONCATENATED MODULE: ./src/config/yaml/scalars.ts
// How a value is written as YAML source so that every reader gets the same string back:
// YAML 1.2 and YAML 1.1 (Helm) disagree on `yes`, `1.10`, `0777` and dates, so a plain
// scalar is used only when both read it as the same string; `version` is always quoted.

/** Whether `s` reads as the same string in YAML 1.2 and in YAML 1.1. */
function bothRead(source, value) {
    try {
        for (const version of ['1.2', '1.1']) {
            const read = (0,dist/* parse */.qg)(source, { version });
            if (read !== value)
                return false;
        }
        return true;
    }
    catch {
        return false;
    }
}
/** Whether `s` can be written as a plain scalar and read back as the same string. */
function plainRoundTrips(s, inFlow) {
    if (s === '' || s !== s.trim())
        return false;
    if (/[#\r\n\t]|: /.test(s) || s.endsWith(':'))
        return false;
    if (inFlow && /[,[\]{}]/.test(s))
        return false;
    if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(s))
        return false;
    return bothRead(s, s);
}
/** Whether existing source text already reads as `value` for both readers (no churn). */
function sourceReadsAs(source, value) {
    return bothRead(source, value);
}
function doubleQuoted(s) {
    return JSON.stringify(s);
}
function singleQuoted(s) {
    return `'${s.replace(/'/g, "''")}'`;
}
/**
 * New source text for a field's value, in the style of the scalar it replaces when that style
 * can hold it. `version` is always quoted: an unquoted `2024-06-01` is a timestamp to Helm.
 */
function scalarSource(field, value, existing, inFlow) {
    if (typeof value === 'boolean')
        return String(value);
    switch (existing?.type) {
        case dist/* Scalar */.X5.QUOTE_SINGLE:
            return singleQuoted(value);
        case dist/* Scalar */.X5.PLAIN:
            if (field !== 'version' && plainRoundTrips(value, inFlow))
                return value;
            return doubleQuoted(value);
        default:
            return doubleQuoted(value);
    }
}
function yamlKey(key) {
    return plainRoundTrips(key, true) ? key : doubleQuoted(key);
}

;// CONCATENATED MODULE: ./src/config/yaml/edit.ts
// The surgical YAML edit. Re-serialising a document re-spaces comments and re-quotes values,
// so the file is parsed only to find the source offsets of what to change, and new text is
// spliced into the original at those offsets. Every other byte (comments, blank lines,
// quoting, anchors, other documents, line endings, a missing final newline) stays as it was.








function editYaml(text, path, update, fields) {
    const docs = parseYaml(text);
    for (const doc of docs)
        checkExpansion(doc, text);
    const target = pickDocument(docs, path, text, update.document, true);
    const walk = target.walk;
    if (walk.problem)
        throw new ConfigEditError(walk.problem);
    for (const { node, name } of walk.nodes)
        refuseSharedAnchor(node, name, target.anchors);
    const ctx = {
        text,
        doc: target.doc,
        anchors: target.anchors,
        key: path.join('.'),
        fields,
        comment: update.record ? formatRecordComment(update.record) : undefined,
        unit: detectIndentUnit(text),
        splices: []
    };
    const missing = path.slice(walk.depth);
    const terminal = walk.terminal;
    if (terminal.kind === 'map')
        editMap(ctx, terminal.map);
    else if (terminal.kind === 'empty')
        fillEmpty(ctx, terminal.pair, terminal.parent, missing);
    else
        addPath(ctx, terminal.map, missing);
    return { text: applySplices(text, ctx.splices), document: target.info.index - 1 };
}
/** Sets the fields in an existing block. */
function editMap(ctx, map) {
    const { text } = ctx;
    const flow = map.flow ?? false;
    const newPairs = [];
    for (const [field, value] of ctx.fields) {
        const pairs = map.items.filter(p => scalarKey(p) === field);
        if (pairs.length > 1) {
            throw new ConfigEditError(`the key ${ctx.key}.${field} appears ${pairs.length} times in the block; remove the duplicates`);
        }
        const pair = pairs[0];
        if (!pair) {
            newPairs.push([field, value]);
            continue;
        }
        const node = pair.value;
        if ((0,dist/* isAlias */.Vj)(node)) {
            // Replacing an alias with a value changes this place only; the anchor stays as it is.
            const resolved = node.resolve(ctx.doc);
            if ((0,dist/* isScalar */.jn)(resolved) && resolved.value === value)
                continue;
            const [start, end] = node.range;
            ctx.splices.push({ start, end, text: scalarSource(field, value, undefined, flow) });
            continue;
        }
        if (node !== null && !(0,dist/* isScalar */.jn)(node)) {
            throw new ConfigEditError(`${ctx.key}.${field} is ${describeNode(node)}; it must be a single value, so replace it with one (or remove it)`);
        }
        refuseSharedAnchor(node, `${ctx.key}.${field}`, ctx.anchors);
        if (node === null || !node.range || node.range[0] === node.range[1]) {
            // `bundleUrl:` with no value: the value goes after the colon.
            const keyEnd = pair.key.range[1];
            const colon = text.indexOf(':', keyEnd);
            const src = ' ' + scalarSource(field, value, undefined, flow);
            const withComment = field === 'bundleUrl' && ctx.comment && !flow ? `${src}  ${ctx.comment}` : src;
            const rest = restOfLine(text, colon + 1);
            ctx.splices.push({
                start: colon + 1,
                end: colon + 1,
                text: rest.trim() === '' ? withComment : src
            });
            continue;
        }
        const [start, valueEnd] = node.range;
        const isBlockScalar = node.type === dist/* Scalar */.X5.BLOCK_LITERAL || node.type === dist/* Scalar */.X5.BLOCK_FOLDED;
        let end = valueEnd;
        if (isBlockScalar) {
            // A block scalar's source runs over the following lines; the replacement is one line.
            end =
                text[valueEnd - 1] === '\n' ? valueEnd - (text[valueEnd - 2] === '\r' ? 2 : 1) : valueEnd;
        }
        const old = text.slice(start, end);
        // Keep the old source when every reader already reads it as the new value: no churn.
        const keep = !isBlockScalar && node.value === value && sourceReadsAs(old, value);
        const src = keep ? old : scalarSource(field, value, isBlockScalar ? undefined : node, flow);
        if (field === 'bundleUrl' && ctx.comment !== undefined && !flow && !isBlockScalar) {
            const rest = restOfLine(text, valueEnd);
            const existing = /^(\s*)(#.*)$/.exec(rest);
            if (!existing && rest.trim() === '') {
                ctx.splices.push({ start, end: end + rest.length, text: `${src}  ${ctx.comment}` });
                continue;
            }
            if (existing && parseRecordComment(existing[2])) {
                const same = existing[2] === ctx.comment;
                ctx.splices.push({
                    start,
                    end: end + rest.length,
                    text: same && keep ? old + rest : `${src}${existing[1]}${ctx.comment}`
                });
                continue;
            }
            // A comment the user wrote is kept; the link itself still tells a renewal run the job.
        }
        if (!keep)
            ctx.splices.push({ start, end, text: src });
    }
    if (newPairs.length === 0)
        return;
    if (map.flow) {
        ctx.splices.push(flowInsertion(text, map, newPairs.map(([k, v]) => flowPair(k, v)).join(', ')));
        return;
    }
    const indent = columnOf(text, map.items[0].key);
    ctx.splices.push(insertAfterLastPair(ctx, map, blockLines(ctx, [], newPairs, indent)));
}
/** `key:`, `key: null`, `key: ~` or `key: {}` becomes the block (and the rest of the path). */
function fillEmpty(ctx, pair, parent, rest) {
    const { text } = ctx;
    const keyNode = pair.key;
    const value = pair.value;
    const hasSource = value?.range && value.range[1] > value.range[0];
    if (parent.flow) {
        const entry = flowValue(rest, ctx.fields);
        if (hasSource) {
            ctx.splices.push({ start: value.range[0], end: value.range[1], text: entry });
        }
        else {
            const colon = text.indexOf(':', keyNode.range[1]);
            ctx.splices.push({ start: colon + 1, end: colon + 1, text: ` ${entry}` });
        }
        return;
    }
    const colon = text.indexOf(':', keyNode.range[1]);
    if (hasSource) {
        // The `null`, `~` or `{}` (with an unused anchor or a tag) goes; a comment after it stays.
        ctx.splices.push({ start: colon + 1, end: value.range[1], text: '' });
    }
    const indent = columnOf(text, keyNode) + ctx.unit;
    const lines = blockLines(ctx, rest, ctx.fields, indent);
    const at = afterLine(text, hasSource ? value.range[1] : colon + 1);
    ctx.splices.push(insertLines(text, at, lines));
}
/** The path ends early: the missing keys and the block are added under the deepest mapping. */
function addPath(ctx, map, missing) {
    const { text } = ctx;
    if (map && map.flow) {
        ctx.splices.push(flowInsertion(text, map, flowPair(missing[0], flowValue(missing.slice(1), ctx.fields), true)));
        return;
    }
    if (!map || map.items.length === 0) {
        // An empty document (or one holding only comments): the block goes at its end.
        const lines = blockLines(ctx, missing, ctx.fields, 0);
        const end = ctx.doc.range[1];
        ctx.splices.push(insertLines(text, afterLine(text, end), lines));
        return;
    }
    const indent = columnOf(text, map.items[0].key);
    ctx.splices.push(insertAfterLastPair(ctx, map, blockLines(ctx, missing, ctx.fields, indent)));
}
/** New lines at a line start `at`; at the end of a file without a final newline, none is added. */
function insertLines(text, at, lines) {
    const nl = newlineAt(text, at);
    if (at === text.length && lacksFinalNewline(text)) {
        return { start: at, end: at, text: nl + lines.join(nl) };
    }
    return { start: at, end: at, text: lines.join(nl) + nl };
}
function insertAfterLastPair(ctx, map, lines) {
    const { text } = ctx;
    const last = map.items[map.items.length - 1];
    const lastNode = (last.value ?? last.key);
    // range[1] is where the value's own text ends (before a trailing comment); the new lines go
    // after that line so a comment on it stays with it.
    const at = afterLine(text, lastNode.range[1]);
    // A new key in a mapping whose keys are set apart by blank lines gets one too.
    const keyLine = lineStart(text, last.key.range[0]);
    const lineBefore = keyLine > 0 ? text.slice(lineStart(text, keyLine - 1), keyLine) : 'x';
    const spaced = lines.length > 1 && lineBefore.trim() === '';
    return insertLines(text, at, spaced ? ['', ...lines] : lines);
}
function blockLines(ctx, missing, fields, indent) {
    const lines = [];
    let level = indent;
    for (const segment of missing) {
        lines.push(`${' '.repeat(level)}${yamlKey(segment)}:`);
        level += ctx.unit;
    }
    for (const [k, v] of fields) {
        const line = `${' '.repeat(level)}${yamlKey(k)}: ${scalarSource(k, v, undefined, false)}`;
        lines.push(k === 'bundleUrl' && ctx.comment ? `${line}  ${ctx.comment}` : line);
    }
    return lines;
}
function flowPair(key, value, raw = false) {
    return `${yamlKey(key)}: ${raw ? value : scalarSource(key, value, undefined, true)}`;
}
/** `{enabled: true, bundleUrl: "…"}`, nested in the missing keys. */
function flowValue(missing, fields) {
    let inner = `{${fields.map(([k, v]) => flowPair(k, v)).join(', ')}}`;
    for (let i = missing.length - 1; i >= 0; i--)
        inner = `{${yamlKey(missing[i])}: ${inner}}`;
    return inner;
}
/**
 * Adds `entry` as the last member of a flow mapping, right after the last member's value, so
 * that a comment or a trailing comma after it (in a mapping over several lines) stays intact.
 */
function flowInsertion(text, map, entry) {
    if (map.items.length === 0) {
        const open = text.indexOf('{', map.range[0]);
        if (open < 0)
            throw new ConfigEditError('could not find the start of a flow mapping');
        return { start: open + 1, end: open + 1, text: entry };
    }
    const last = map.items[map.items.length - 1];
    const node = (last.value ?? last.key);
    const end = node.range[1];
    return { start: end, end, text: `, ${entry}` };
}
function columnOf(text, node) {
    const start = node.range[0];
    return start - lineStart(text, start);
}
function detectIndentUnit(text) {
    // The smallest non-zero indentation of a mapping key line is the file's indent step.
    let unit = 0;
    for (const line of text.split('\n')) {
        const m = /^( +)[^\s#-]/.exec(line);
        if (m && (unit === 0 || m[1].length < unit))
            unit = m[1].length;
    }
    return unit === 0 ? 2 : unit;
}

;// CONCATENATED MODULE: ./src/config/yaml/index.ts
// YAML configs: Helm values files, Kubernetes, Flux and Argo CD manifests (several documents
// per file), docker-compose files with anchors and merge keys.







function yaml_read(text, path, selector) {
    const docs = parseYaml(text);
    for (const doc of docs)
        checkExpansion(doc, text);
    const target = pickDocument(docs, path, text, selector, false);
    if (!target)
        return undefined;
    const { walk } = target;
    if (walk.problem)
        throw new ConfigEditError(walk.problem);
    if (walk.terminal.kind === 'partial')
        return undefined;
    if (walk.terminal.kind === 'empty')
        return { block: {} };
    let data = toData(target.doc, 'YAML');
    for (const segment of path)
        data = data[segment];
    const result = { block: data };
    const pair = walk.terminal.map.items.find(p => scalarKey(p) === 'bundleUrl');
    const value = pair?.value;
    if (value?.range && (0,dist/* isScalar */.jn)(value))
        result.bundleUrlComment = restOfLine(text, value.range[1]);
    return result;
}
const yamlFormat = {
    name: 'yaml',
    matches: path => /\.ya?ml$/i.test(path),
    edit: editYaml,
    read: yaml_read,
    readings: readings
};

;// CONCATENATED MODULE: ./src/config/registry.ts


/** In order of precedence; the last is taken for any other file name. */
const FORMATS = [jsonFormat, yamlFormat];
/** The format of a config path, by its file name: `.json` is JSON, anything else YAML. */
function detectConfigFormat(path) {
    return (FORMATS.find(f => f.matches(path)) ?? FORMATS[FORMATS.length - 1]).name;
}
function formatHandler(format) {
    const handler = FORMATS.find(f => f.name === format);
    if (!handler)
        throw new Error(`no config format ${format}`);
    return handler;
}

;// CONCATENATED MODULE: ./src/config/verify.ts
// The read-back check of every edit, before anything is written: the edited text is parsed
// again, as every kind of reader of its format sees it (YAML 1.2 and YAML 1.1 with merge keys
// for YAML), and must equal the original data with only the block's fields set, at that one
// path, in that one document.

function verifyData(before, after, document, path, fields) {
    for (let r = 0; r < before.length; r++) {
        const was = before[r];
        const now = after[r];
        const fail = (why) => {
            throw new ConfigEditError(`the edited config does not read back as intended as ${was.name} (${why}); nothing was written. This is a defect of the action: please report it with the file`);
        };
        if (!now || now.documents.length !== was.documents.length)
            fail('the number of documents changed');
        const expected = structuredClone(was.documents);
        let node = expected[document];
        if (node === null || node === undefined || typeof node !== 'object') {
            node = {};
            expected[document] = node;
        }
        for (const segment of path) {
            const next = node[segment];
            if (next === null || next === undefined || typeof next !== 'object' || Array.isArray(next))
                node[segment] = {};
            node = node[segment];
        }
        for (const [field, value] of fields)
            node[field] = value;
        if (JSON.stringify(canonical(expected)) !== JSON.stringify(canonical(now.documents))) {
            fail(`data outside ${path.join('.')}'s ${fields.map(f => f[0]).join(', ')} changed`);
        }
    }
}
/** Data in one spelling: keys sorted, Maps as objects, dates as ISO strings. */
function canonical(value) {
    if (Array.isArray(value))
        return value.map(canonical);
    if (value instanceof Date)
        return { $date: Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString() };
    if (value instanceof Map)
        return canonical(Object.fromEntries(value));
    if (value instanceof Set)
        return canonical([...value]);
    if (typeof value === 'bigint')
        return { $bigint: value.toString() };
    if (typeof value === 'number' && !Number.isFinite(value))
        return { $number: String(value) };
    if (value instanceof Uint8Array)
        return { $binary: Buffer.from(value).toString('base64') };
    if (value && typeof value === 'object') {
        return Object.fromEntries(Object.keys(value)
            .sort()
            .map(k => [k, canonical(value[k])]));
    }
    return value;
}

;// CONCATENATED MODULE: ./src/config/index.ts
// Writes the static export block (`enabled`, `bundleUrl`, `version`) into a deployment's
// config file and reads it back. Bytes in, bytes out: no file system, no network.
//
// The file is decoded exactly (UTF-8, with or without BOM) or refused; the format's module
// splices the new values into the text; the result is read back by every kind of reader of
// the format and must mean the original data with only the block's fields set; then it is
// encoded to the same bytes outside the edit. Anything that cannot be done safely throws a
// ConfigEditError naming the real cause and the fix, and the caller writes nothing.













function fieldsOf(update) {
    const fields = [
        ['enabled', true],
        ['bundleUrl', update.bundleUrl]
    ];
    if (update.version !== undefined)
        fields.push(['version', update.version]);
    return fields;
}
function validateUpdate(update) {
    if (typeof update.bundleUrl !== 'string' || update.bundleUrl === '') {
        throw new ConfigEditError('bundleUrl is empty');
    }
    if (/[\r\n\u2028\u2029]/.test(update.bundleUrl))
        throw new ConfigEditError('bundleUrl contains a line break');
    if (update.version !== undefined && /[\r\n\u2028\u2029]/.test(update.version)) {
        throw new ConfigEditError('version contains a line break');
    }
}
/**
 * Edits the block at `update.key` (default `staticExport`): `enabled: true`, the new
 * `bundleUrl` and, when given, `version`. Throws ConfigEditError for anything it cannot do
 * safely; the caller then writes nothing.
 */
function applyStaticExport(bytes, format, update) {
    validateUpdate(update);
    const decoded = decodeConfig(bytes);
    const path = keySegments(update.key ?? DEFAULT_CONFIG_KEY);
    const handler = formatHandler(format);
    const fields = fieldsOf(update);
    const before = decoded.text;
    const edited = handler.edit(before, path, update, fields);
    if (edited.text === before) {
        return { bytes: Buffer.from(bytes), text: before, before, changed: false };
    }
    // The read-back: the data, the block's values and the record.
    verifyData(handler.readings(before), handler.readings(edited.text), edited.document, path, fields);
    const selector = update.document ?? { index: edited.document + 1 };
    const read = valuesOf(handler.read(edited.text, path, selector));
    const fail = (why) => {
        throw new ConfigEditError(`the edited config does not read back as intended (${why}); nothing was written`);
    };
    if (!read)
        fail(`no ${path.join('.')} block`);
    if (read.enabled !== true)
        fail('enabled is not true');
    if (read.bundleUrl !== update.bundleUrl)
        fail('bundleUrl differs');
    if (update.version !== undefined && read.version !== update.version)
        fail('version differs');
    if (update.record && read.record && read.record.jobId !== update.record.jobId) {
        fail('the recorded job id differs');
    }
    const out = encodeConfig({ text: edited.text, bom: decoded.bom });
    return { bytes: out, text: edited.text, before, changed: !out.equals(Buffer.from(bytes)) };
}
/** Reads the block at `key`; undefined when the file has no such block. */
function readStaticExport(bytes, format, key = DEFAULT_CONFIG_KEY, document) {
    const { text } = decodeConfig(bytes);
    return valuesOf(formatHandler(format).read(text, keySegments(key), document));
}
function valuesOf(read) {
    if (!read)
        return undefined;
    const { block } = read;
    const values = {};
    if ('enabled' in block)
        values.enabled = block.enabled;
    if (typeof block.bundleUrl === 'string')
        values.bundleUrl = block.bundleUrl;
    if (block.version !== undefined && block.version !== null) {
        values.version =
            block.version instanceof Date ? block.version.toISOString() : String(block.version);
    }
    const comment = read.bundleUrlComment?.trim();
    const record = comment ? parseRecordComment(comment) : undefined;
    if (record) {
        // The record is what this action wrote; the link is only a fallback when there is none.
        values.record = record;
        values.jobId = record.jobId;
        if (record.expiresAt !== undefined)
            values.expiresAt = record.expiresAt;
    }
    else if (values.bundleUrl !== undefined) {
        const fromLink = (0,links/* parseBundleLink */.iY)(values.bundleUrl);
        if (fromLink.jobId !== undefined)
            values.jobId = fromLink.jobId;
        if (fromLink.expiresAt !== undefined)
            values.expiresAt = fromLink.expiresAt;
    }
    return values;
}

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

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(86856);
// EXTERNAL MODULE: ./src/log-text.ts
var log_text = __webpack_require__(73529);
;// CONCATENATED MODULE: ./src/delivery/pull-request/repository.ts
// One GitHub repository as the pull-request delivery sees it: the Octokit client (with the retry
// and throttling plugins) and the one place where an API failure becomes a message that says
// what was being done. Everything else in the delivery talks to GitHub through `call`.







function defaultLogger() {
    // GitHub's answers (messages, URLs) and the config's text reach these lines: info goes through
    // the workflow-command guard; warning and debug are escaped by @actions/core itself.
    return { info: log_text/* info */.pq, warning: core/* warning */.$e, debug: core/* debug */.Yz };
}
class GitHubRepository {
    owner;
    repo;
    log;
    octokit;
    constructor(options) {
        this.owner = options.owner;
        this.repo = options.repo;
        this.log = options.logger ?? defaultLogger();
        this.octokit = createClient(options, this.log);
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
            throw explain(err, doing, this.fullName);
        }
    }
    /** The repository's default branch and whether it allows auto-merge. */
    async describe() {
        return this.call(`reading ${this.fullName}`, async (octokit) => {
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
                if (data.size > MAX_CONFIG_BYTES) {
                    throw new PullRequestDeliveryError(`config-path ${path} is ${data.size} bytes, over the ${MAX_CONFIG_BYTES}-byte limit for a config file`);
                }
                const content = 'content' in data && typeof data.content === 'string' ? data.content : '';
                return Buffer.from(content, 'base64');
            }
            catch (err) {
                if (isRequestError(err) && err.status === 404)
                    return undefined;
                throw err;
            }
        });
    }
}
/** Octokit with the retry and throttling plugins, on GITHUB_API_URL unless apiUrl is given. */
function createClient(options, log) {
    const onLimit = (kind) => (retryAfter, opts, _o, retryCount) => {
        log.warning(`GitHub ${kind} hit on ${opts.method} ${opts.url}; retrying in ${retryAfter}s`);
        return retryCount < 2;
    };
    return (0,github/* getOctokit */.Q)(options.token, {
        ...(options.apiUrl ? { baseUrl: options.apiUrl.replace(/\/+$/, '') } : {}),
        log: { debug: log.debug, info: log.debug, warn: log.debug, error: log.debug },
        throttle: {
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit')
        },
        ...options.octokitOptions
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
}

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
            throw new PullRequestDeliveryError(`config-path ${path} does not exist on ${base} (${baseSha.slice(0, 7)}) in ${repository.fullName}. Check the path (relative to the repository root) and base.`);
        }
        const record = update.jobId
            ? { jobId: update.jobId, ...(update.expiresAt ? { expiresAt: update.expiresAt } : {}) }
            : undefined;
        let result;
        try {
            result = applyStaticExport(before, detectConfigFormat(path), {
                key: configKey,
                ...(document ? { document } : {}),
                bundleUrl: update.bundleUrl,
                ...(update.version !== undefined ? { version: update.version } : {}),
                ...(record ? { record } : {})
            });
        }
        catch (err) {
            throw new PullRequestDeliveryError(`${path}: ${err instanceof Error ? err.message : String(err)}`);
        }
        // The edit decoded the file exactly (UTF-8) or refused it, so these strings are the bytes
        // (byte order mark included) and the commit writes back every byte outside the edit.
        files.push({
            path,
            before: before.toString('utf8'),
            after: result.bytes.toString('utf8'),
            changed: result.changed,
            diff: unifiedDiff(path, result.before, result.text)
        });
    }
    return files;
}
function expiryOf(values) {
    const iso = values?.expiresAt ??
        (values?.bundleUrl ? (0,links/* parseBundleLink */.iY)(values.bundleUrl).expiresAt : undefined);
    const t = iso ? Date.parse(iso) : NaN;
    return Number.isNaN(t) ? undefined : t;
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
        theirs = readStaticExport(text, detectConfigFormat(path), configKey, document);
    }
    catch {
        return false;
    }
    if (!theirs?.bundleUrl || theirs.bundleUrl === update.bundleUrl)
        return false;
    const theirExpiry = expiryOf(theirs);
    return theirExpiry !== undefined && theirExpiry > ours;
}
/**
 * Reads the static export block of a config file on the base branch: what a renewal run needs
 * to know (the previous job, the current link's expiry) without exporting again. Undefined
 * when the file has no such block.
 */
async function readConfigOnBase(options) {
    const path = (0,config_path/* checkConfigPath */.k)(options.configPath);
    const { base, read } = await openBase(options);
    const text = await read(path);
    try {
        return readStaticExport(text, detectConfigFormat(path), options.configKey ?? DEFAULT_CONFIG_KEY, options.configDocument);
    }
    catch (err) {
        throw new PullRequestDeliveryError(`${path}: ${err instanceof Error ? err.message : String(err)} (on ${base})`);
    }
}
/** A link that only rehearses an edit: it is never written anywhere. */
const REHEARSAL_LINK = 'https://bundle.invalid/exports/se_0000000000000000/bundle.tar.gz?X-Amz-Signature=0';
/**
 * Reads every config file on the base branch and rehearses the edit with a placeholder link, so
 * that a missing file, an invalid or hostile config, or a block that cannot be edited fails the
 * run before an export is started. Writes nothing.
 */
async function checkConfigsOnBase(options) {
    const { read } = await openBase(options);
    for (const raw of options.configPaths) {
        const path = (0,config_path/* checkConfigPath */.k)(raw);
        const text = await read(path);
        try {
            applyStaticExport(text, detectConfigFormat(path), {
                key: options.configKey ?? DEFAULT_CONFIG_KEY,
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
    const base = options.base ?? (await repository.describe()).default_branch;
    return {
        base,
        read: async (path) => {
            const text = await repository.readFile(path, base);
            if (text === undefined) {
                throw new PullRequestDeliveryError(`config-path ${path} does not exist on ${base} in ${repository.fullName}. Check the path (relative to the repository root) and base.`);
            }
            return text;
        }
    };
}

;// CONCATENATED MODULE: ./src/delivery/pull-request/pull.ts
// The branch's one pull request: found, opened or updated, then decorated with labels,
// reviewers and auto-merge.

async function findOpenPullRequest(repository, branch) {
    return repository.call('looking for the open pull request', async (octokit) => {
        const { data } = await octokit.rest.pulls.list({
            ...repository.ref,
            state: 'open',
            head: `${repository.owner}:${branch}`,
            per_page: 10
        });
        return data[0];
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
        try {
            return (await octokit.rest.pulls.create({
                ...repository.ref,
                head: want.branch,
                base: want.base,
                title: want.title,
                body: want.body,
                draft: want.draft
            })).data;
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
    if (raced)
        return update(raced);
    throw explain(alreadyOpen, opening, repository.fullName);
}
async function decorate(repository, pull, repoAllowsAutoMerge, wanted, warn) {
    const { ref } = repository;
    if (wanted.labels && wanted.labels.length > 0) {
        const labels = wanted.labels;
        await repository.call('adding labels', octokit => octokit.rest.issues.addLabels({ ...ref, issue_number: pull.number, labels }));
    }
    if (wanted.reviewers && wanted.reviewers.length > 0) {
        const users = wanted.reviewers.filter(r => !r.includes('/'));
        const teams = wanted.reviewers.filter(r => r.includes('/')).map(r => r.split('/').pop());
        await repository.call('requesting reviewers', async (octokit) => {
            try {
                await octokit.rest.pulls.requestReviewers({
                    ...ref,
                    pull_number: pull.number,
                    reviewers: users,
                    team_reviewers: teams
                });
            }
            catch (err) {
                if (!isRequestError(err) || err.status !== 422)
                    throw err;
                warn(`Could not request reviews from ${wanted.reviewers.join(', ')}: ${githubMessage(err)}`);
            }
        });
    }
    if (wanted.autoMerge) {
        if (!repoAllowsAutoMerge) {
            warn(`auto-merge was asked for, but ${repository.fullName} does not allow auto-merge (Settings → General → Pull Requests → Allow auto-merge); the pull request waits for a manual merge.`);
            return;
        }
        try {
            await repository.call('enabling auto-merge', octokit => octokit.graphql(`mutation($pullRequestId: ID!, $mergeMethod: PullRequestMergeMethod!) {
          enablePullRequestAutoMerge(input: {pullRequestId: $pullRequestId, mergeMethod: $mergeMethod}) {
            pullRequest { number autoMergeRequest { mergeMethod } }
          }
        }`, { pullRequestId: pull.node_id, mergeMethod: wanted.autoMerge.toUpperCase() }));
        }
        catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            warn(`Could not enable auto-merge on #${pull.number}: ${message}`);
        }
    }
}

;// CONCATENATED MODULE: ./src/delivery/pull-request/text.ts
// The words the pull-request delivery writes for a reviewer: the default branch name, the pull
// request's title and body, and the commit message.
/** `static-export/<domain>` made safe as a branch name. */
function defaultBranchName(domain) {
    return `static-export/${domain.toLowerCase().replace(/[^a-z0-9._-]+/g, '-')}`;
}
const BRANCH_NAME = /^(?!\/|.*(?:\/\/|\/$|\.\.|@\{|\.lock$|\/\.))[A-Za-z0-9._\-/]+$/;
function defaultTitle(domain) {
    return `Static export of ${domain}: new bundle link`;
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
        `| Link expires | ${update.expiresAt ?? 'not stated by the platform'} |`,
        `| Files | ${options.configPaths.map(p => `\`${p}\``).join(', ')} (\`${options.configKey}\`) |`,
        '',
        `**What merging does:** \`${options.configKey}.bundleUrl\` changes to the new link and \`${options.configKey}.enabled\` is set to true. ` +
            'Your deployment fetches the bundle from that link when it next starts, so merge and roll out **before the link expires**; ' +
            'after that, a restart cannot fetch the bundle until a run renews the link.',
        '',
        'The link is a presigned capability: anyone holding it can download the bundle until it expires.',
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

;// CONCATENATED MODULE: ./src/delivery/pull-request/index.ts
// Delivers a fresh bundle link as one pull request: the static export block of one or more
// deployment config files is edited on the base branch's head, committed through the Git Data
// API so GitHub signs the commit, and the one open pull request of the branch is created or
// updated. A run whose base already holds the values writes nothing.
//
//   repository.ts     the Octokit client and its error translation (errors.ts)
//   config-files.ts   the configs read on the base, edited, rehearsed before an export
//   branch-writer.ts  the commit (tree + commit) and the branch moved onto it
//   pull.ts           the branch's one pull request: upsert, labels, reviewers, auto-merge
//   text.ts           what a reviewer reads: title, body, commit message, branch name










async function deliverPullRequest(options) {
    if (options.configPaths.length === 0) {
        throw new PullRequestDeliveryError('config-path is empty: name at least one config file to update');
    }
    const configPaths = [...new Set(options.configPaths.map(p => (0,config_path/* checkConfigPath */.k)(p)))];
    const configKey = options.configKey ?? 'staticExport';
    const branch = options.branch ?? defaultBranchName(options.domain);
    if (!BRANCH_NAME.test(branch)) {
        throw new PullRequestDeliveryError(`branch "${branch}" is not a valid branch name`);
    }
    const repository = new GitHubRepository(options);
    const { log } = repository;
    const warnings = [];
    const warn = (message) => {
        warnings.push(message);
        log.warning(message);
    };
    // The repository: default branch and whether auto-merge is allowed.
    const info = await repository.describe();
    const base = options.base ?? info.default_branch;
    if (base === branch) {
        throw new PullRequestDeliveryError(`branch and base are both "${base}": the pull request needs its own branch; leave branch unset for static-export/<domain>`);
    }
    // What the branch's one pull request should say, whichever path opens or updates it.
    const pullRequest = {
        branch,
        base,
        title: options.title ?? defaultTitle(options.domain),
        body: options.body ??
            defaultPullRequestBody({
                domain: options.domain,
                configPaths,
                configKey,
                update: options.update,
                runUrl: options.runUrl
            }),
        draft: options.draft === true
    };
    const maxAttempts = options.maxAttempts ?? 5;
    const keptMoving = (attempts) => new PullRequestDeliveryError(`${branch} or ${base} kept moving while this run updated it (${attempts} attempts). Another run is probably writing the same branch; give concurrent runs a concurrency group per domain.`);
    for (let attempt = 1;; attempt++) {
        const baseSha = await repository.readBranch(base);
        if (!baseSha) {
            throw new PullRequestDeliveryError(`The base branch "${base}" does not exist in ${repository.fullName}. Set base to an existing branch (the default is the repository's default branch, ${info.default_branch}).`);
        }
        const files = await prepareFiles(repository, baseSha, base, configPaths, configKey, options.update, options.configDocument);
        const result = (extra) => ({
            dryRun: options.dryRun === true,
            base,
            branch,
            files: files.map(f => ({ path: f.path, changed: f.changed, diff: f.diff })),
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
        // is not overwritten with an older one. GitHub's REST ref update has no compare-and-swap
        // when forced, so the check before and the re-read after the update narrow the race to the
        // moment between this read and the update; the run with the newer link re-reads the branch
        // after its own update and redoes it when an older run's commit landed in between.
        if (branchSha &&
            (await branchHoldsNewerLink(repository, branchSha, configPaths, configKey, options.update, options.configDocument))) {
            log.info(`${branch} already holds a newer link from another run; leaving it as it is`);
            // That run may not have opened its pull request yet. Make sure the branch has one, so
            // every run names the same pull request; an existing one is left as the newer run wrote
            // it, and a new one gets its title and body from the newer run when it gets there.
            const { pull } = await upsertPullRequest(repository, pullRequest, existing, 'ensure');
            return result({
                operation: 'unchanged',
                superseded: true,
                number: pull.number,
                url: pull.html_url
            });
        }
        const message = options.commitMessage ??
            defaultCommitMessage({
                domain: options.domain,
                configKey,
                update: options.update,
                changedPaths: changed.map(f => f.path)
            });
        const commitSha = await writeCommit(repository, baseSha, changed, message);
        // Writing the commit took several calls, in which another run may have put a newer link on
        // the branch. Re-read the head right before the forced update, so the window in which an
        // older link can overwrite a newer one shrinks from the whole commit write to one round trip.
        const headBeforeMove = await repository.readBranch(branch);
        if (headBeforeMove !== branchSha) {
            if (attempt >= maxAttempts)
                throw keptMoving(attempt);
            log.info(`${branch} moved while this run wrote its commit; redoing it on the new head (attempt ${attempt + 1})`);
            continue;
        }
        const moved = await moveBranch(repository, branch, branchSha, commitSha);
        // Another run or a push may have moved the branch or the base in the meantime; redo the
        // commit on the new heads so the branch ends as the base plus one commit.
        const [branchNow, baseNow] = await Promise.all([
            repository.readBranch(branch),
            repository.readBranch(base)
        ]);
        const raced = !moved || branchNow !== commitSha || baseNow !== baseSha;
        if (raced) {
            if (attempt >= maxAttempts)
                throw keptMoving(attempt);
            log.info(`${moved ? `${branch} or ${base} moved during the update` : `the update of ${branch} was rejected`}; redoing it on the new head (attempt ${attempt + 1})`);
            continue;
        }
        log.info(`${branch} is now ${base} plus commit ${commitSha}`);
        const { pull, operation } = await upsertPullRequest(repository, pullRequest, existing);
        await decorate(repository, pull, info.allow_auto_merge === true, options, warn);
        return result({ operation, number: pull.number, url: pull.html_url, commitSha });
    }
}


/***/ })

};

//# sourceMappingURL=209.index.js.map