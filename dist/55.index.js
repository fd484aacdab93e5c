export const id = 55;
export const ids = [55];
export const modules = {

/***/ 37827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ ConfigEditError),
/* harmony export */   w: () => (/* binding */ ConfigSyntaxError)
/* harmony export */ });
// The one error of the config edit. Its message names the file's real problem and the fix; the
// delivery prefixes the file's path. It is thrown before anything is written.
/** A config that cannot be edited safely; the message names the file's problem and the fix. */
class ConfigEditError extends Error {
    name = 'ConfigEditError';
}
/**
 * The text does not parse. Of the user's file, it is the file's problem; of the text the action
 * wrote, it is the action's (see readBack in index.ts), never reported as the user's.
 */
class ConfigSyntaxError extends ConfigEditError {
    format;
    where;
    constructor(
    /** `YAML`, `JSON`, `YAML 1.1 (as Helm reads it)` */
    format, 
    /** `line 3, column 5: <the parser's message>` */
    where) {
        super(`invalid ${format} at ${where}`);
        this.format = format;
        this.where = where;
    }
}


/***/ }),

/***/ 10055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ZZ: () => (/* binding */ applyStaticExport),
  zU: () => (/* reexport */ detectConfigFormat),
  ah: () => (/* reexport */ findRecordTrailer),
  mH: () => (/* reexport */ formatRecordTrailer),
  d4: () => (/* binding */ readStaticExport),
  recordProblem: () => (/* reexport */ recordProblem),
  jJ: () => (/* reexport */ sameSubject)
});

// UNUSED EXPORTS: ConfigEditError, MAX_CONFIG_BYTES, decodeConfig, describeSelector, formatRecordComment, keySegments, linkFingerprint, parseDocumentSelector, parseRecordComment, recordForLink

// EXTERNAL MODULE: ./src/links.ts
var links = __webpack_require__(73346);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(37827);
;// CONCATENATED MODULE: ./src/config/key.ts
// The key path of the static export block. Parser-free: the settings check config-key with it
// at start-up without loading a YAML parser.

/** The segments of a dotted key path such as `spec.values.staticExport`. */
function keySegments(key) {
    const segments = key.split('.');
    if (segments.some(s => s.trim() === '')) {
        throw new errors/* ConfigEditError */.f(`config-key "${key}" has an empty segment; write it like a.b.c`);
    }
    return segments;
}
/**
 * Why the path's segment `i`, missing from its mapping, must not be added there: the mapping
 * holds the same name in another case (`staticexport` beside `staticExport`). Keys are
 * case-sensitive, so the edit would add a second block that the chart never reads, and report
 * success. `keys` are the mapping's keys with their lines (read only for the key reported).
 */
function caseMismatch(path, i, keys) {
    const segment = path[i];
    // `line` is read only for the key reported: a caller may count it lazily (a getter), since
    // counting it for every key of a large mapping is quadratic.
    for (const entry of keys) {
        const { key } = entry;
        if (key === segment || key.toLowerCase() !== segment.toLowerCase())
            continue;
        const line = entry.line;
        const meant = [...path.slice(0, i), key, ...path.slice(i + 1)].join('.');
        return (`config-key is ${path.join('.')}, but the file has ${path.slice(0, i).concat(key).join('.')} (line ${line}): keys are case-sensitive, ` +
            `so a new ${segment} would sit beside it, unread. Set config-key to ${meant}, or rename the key in the file`);
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/rules/config-key.ts
var config_key = __webpack_require__(23855);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/rules/job-id.ts
var job_id = __webpack_require__(3296);
// EXTERNAL MODULE: ./src/rules/timestamp.ts
var timestamp = __webpack_require__(15);
;// CONCATENATED MODULE: ./src/config/record.ts
// The record a run leaves beside `bundleUrl` in YAML, as one comment:
//
//   bundleUrl: "https://…"  # static-export: job se_3f9a2c1b8e7d4a06, expires 2026-11-29T10:15:00.000Z, …, link 3f…
//
// so that a later renewal run knows the job and the link's expiry (and, for a download-free
// renewal, the archive's size, ETag and sha256, and the site it was exported from) from the
// config alone. `link` ties the record to the link it was written for (linkFingerprint, never
// the link itself): a link pasted over it by hand keeps the comment beside it, and a record for
// another link must not be trusted. The first two fields keep the shape earlier versions wrote,
// which are still read, as are records without `link` (written before it existed; nothing can
// tell whether their link changed) or `domain`. A job id is opaque (any string jobIdProblem
// accepts): one that is not a plain token is written as a JSON string, so every id round-trips. A link that does not expire gets no `expires` field. Only comments in this
// shape are ever replaced; a comment the user wrote there is kept.
//
// An import (air gap) has no job: its record starts `imported <time>` instead, with the carried
// archive's size and sha256:
//
//   bundleUrl: "https://bundles.internal/docs.tar.gz"  # static-export: imported 2026-11-29T10:15:00.000Z, size …, sha256 …, link 3f…
//
// An internal https link with no stated expiry reads like a hand-written presigned link of
// unknown expiry, which a scheduled run renews; the mark is what tells it the operator chose
// that link (renewal.ts). A comment naming a job is read as a job's record, as before the mark.




const PREFIX = 'static-export:';
const PLAIN_TOKEN = /^[A-Za-z0-9_.:/+=@~-]+$/;
const SHA256 = /^[0-9a-f]{64}$/;
/** Why `record` cannot be written as a comment, or undefined when it can. */
function recordProblem(record) {
    // An import's record is written with its time (config-files.ts).
    if (record.imported && record.importedAt === undefined) {
        return 'import time undefined is not an ISO 8601 timestamp';
    }
    return readRecordProblem(record);
}
/**
 * Why a record read back (a commit trailer) cannot stand, or undefined when it can: as
 * recordProblem, but an import's record may lack its time, which a reader drops when it cannot
 * read it and keeps the mark (importRecordAt), as the comment reader does.
 */
function readRecordProblem(record) {
    if (record.imported) {
        if (record.importedAt !== undefined && (0,timestamp/* parseTimestamp */.EH)(record.importedAt) === undefined) {
            return `import time ${JSON.stringify(record.importedAt)} is not an ISO 8601 timestamp`;
        }
    }
    else {
        const job = (0,job_id/* jobIdProblem */.M3)(record.jobId);
        if (job)
            return `job id ${JSON.stringify(record.jobId)} cannot be recorded: ${job}`;
    }
    if (record.expiresAt !== undefined) {
        if ((0,timestamp/* parseTimestamp */.EH)(record.expiresAt) === undefined) {
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
    if (record.domain !== undefined && !PLAIN_TOKEN.test(record.domain)) {
        return `domain ${JSON.stringify(record.domain)} is not a hostname`;
    }
    return undefined;
}
/**
 * Whether two records are of the same thing: the same job, or both an import. A record read back
 * from an edit, or found beside the link already, says what the one written says when they are.
 */
function sameSubject(a, b) {
    return a.imported === b.imported && a.jobId === b.jobId;
}
/**
 * What ties a record to one link: hex of the first 16 bytes of the link's sha256. It says
 * nothing of the link (a signed link's query is far beyond guessing), so it may be shown.
 */
function linkFingerprint(bundleUrl) {
    return (0,external_node_crypto_.createHash)('sha256').update(bundleUrl).digest('hex').slice(0, 32);
}
/** The comment text, starting with `#`; tied to `bundleUrl` when given. */
function formatRecordComment(record, bundleUrl) {
    const problem = recordProblem(record);
    if (problem)
        throw new errors/* ConfigEditError */.f(problem);
    const token = (s) => (PLAIN_TOKEN.test(s) ? s : JSON.stringify(s));
    const fields = [record.imported ? `imported ${record.importedAt}` : `job ${token(record.jobId)}`];
    if (record.expiresAt !== undefined)
        fields.push(`expires ${record.expiresAt}`);
    if (record.sizeBytes !== undefined)
        fields.push(`size ${record.sizeBytes}`);
    if (record.etag !== undefined)
        fields.push(`etag ${JSON.stringify(record.etag)}`);
    if (record.sha256 !== undefined)
        fields.push(`sha256 ${record.sha256}`);
    if (record.domain !== undefined)
        fields.push(`domain ${record.domain}`);
    if (bundleUrl !== undefined)
        fields.push(`link ${linkFingerprint(bundleUrl)}`);
    return `# ${PREFIX} ${fields.join(', ')}`;
}
/** The record a comment holds, or undefined when the comment is not one (a user's own). */
function parseRecordComment(comment) {
    return parseComment(comment)?.record;
}
/**
 * A record comment (`# static-export: …`, from its `#`) parted from a note its user wrote after
 * it on the same line (`  # rotated weekly`, `# do not edit by hand`): the note is theirs and
 * stays where it is, the record before it is still read and replaced. `note` is what follows the
 * record, with its leading blanks ('' when nothing does). Undefined when the comment holds no
 * record. A note starts at a `#` after blanks outside a quoted value, and only where the whole
 * comment does not read as a record (as an id written unquoted by an earlier version may).
 */
function splitRecordComment(comment) {
    const text = comment.trim();
    if (readComment(text))
        return { record: text, note: '' };
    const at = noteStart(text);
    if (at === undefined || !readComment(text.slice(0, at)))
        return undefined;
    return { record: text.slice(0, at), note: text.slice(at) };
}
/** Where a `#` after blanks starts a note, outside JSON strings; past the record's own `#`. */
function noteStart(text) {
    let quoted = false;
    for (let i = 1; i < text.length; i++) {
        const c = text[i];
        if (quoted) {
            if (c === '\\')
                i++;
            else if (c === '"')
                quoted = false;
        }
        else if (c === '"') {
            quoted = true;
        }
        else if (/\s/.test(c)) {
            const blanks = /^\s+/.exec(text.slice(i))[0];
            if (text[i + blanks.length] === '#')
                return i;
            i += blanks.length - 1;
        }
    }
    return undefined;
}
/**
 * The record a comment beside `bundleUrl` holds: `record` when it may be trusted for that link
 * (written for it, or too old to say), `stale` when it was written for another link (one pasted
 * over it by hand); undefined when the comment is not a record.
 */
function recordForLink(comment, bundleUrl) {
    const parsed = parseComment(comment);
    if (!parsed)
        return undefined;
    const { record, link } = parsed;
    return link === undefined || link === linkFingerprint(bundleUrl) ? { record } : { stale: record };
}
function parseComment(comment) {
    const split = splitRecordComment(comment);
    return split && readComment(split.record);
}
function readComment(comment) {
    const m = /^#\s*static-export:\s*/.exec(comment.trim());
    if (!m)
        return undefined;
    const rest = comment.trim().slice(m[0].length);
    const fields = readFields(rest) ?? legacyFields(rest);
    if (!fields)
        return undefined;
    const job = fields.get('job');
    // A job names what the record is of, as before the import mark existed.
    const record = job === undefined ? importRecord(fields) : jobRecord(job, fields);
    if (!record)
        return undefined;
    const size = fields.get('size');
    if (size !== undefined && /^\d+$/.test(size))
        record.sizeBytes = Number(size);
    const sha256 = fields.get('sha256');
    if (sha256 !== undefined && SHA256.test(sha256))
        record.sha256 = sha256;
    const link = fields.get('link');
    return link === undefined ? { record } : { record, link };
}
function jobRecord(job, fields) {
    if ((0,job_id/* jobIdProblem */.M3)(job))
        return undefined;
    const record = { jobId: job };
    // An expiry edited by hand into a time without a zone names no instant (Date.parse would read
    // it in the runner's zone, hours off west of UTC): the record then holds none, and the link is
    // renewed as one whose expiry is unknown. A readable one is kept as written.
    const expires = fields.get('expires');
    if (expires !== undefined && (0,timestamp/* parseTimestamp */.EH)(expires) !== undefined)
        record.expiresAt = expires;
    const etag = fields.get('etag');
    if (etag !== undefined)
        record.etag = etag;
    const domain = fields.get('domain');
    if (domain !== undefined && PLAIN_TOKEN.test(domain))
        record.domain = domain;
    return record;
}
function importRecord(fields) {
    const at = fields.get('imported');
    return at === undefined ? undefined : importRecordAt(at);
}
/**
 * An import's record as a reader takes it, from a comment or a commit trailer: the mark alone
 * makes one; its time is kept only when readable, as an expiry is.
 */
function importRecordAt(at) {
    return typeof at === 'string' && (0,timestamp/* parseTimestamp */.EH)(at) !== undefined
        ? { imported: true, importedAt: at }
        : { imported: true };
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
// EXTERNAL MODULE: ./src/config/text.ts
var config_text = __webpack_require__(97235);
;// CONCATENATED MODULE: ./src/config/json/layout.ts
const USUAL = { colon: ' ', comma: ' ' };
/** A gap between two tokens, when it is blanks on one line (a line break tells nothing). */
function blanks(gap) {
    return /^[ \t]*$/.test(gap) ? gap : undefined;
}
/** The gaps of one object's members, as far as it shows them. */
function gapsOf(text, object) {
    const found = {};
    object.members.forEach((member, i) => {
        if (found.colon === undefined) {
            const colon = text.lastIndexOf(':', member.value.start);
            found.colon = blanks(text.slice(colon + 1, member.value.start));
        }
        const next = object.members[i + 1];
        if (found.comma === undefined && next) {
            const comma = text.indexOf(',', member.value.end);
            found.comma = blanks(text.slice(comma + 1, next.keyStart));
        }
    });
    return found;
}
/**
 * The spacing for members added to `near`: its own members' where they show it, else the first
 * the rest of the file shows (an empty object or a one-member one takes the file's), else the
 * usual.
 */
function spacingOf(text, root, near) {
    const spacing = gapsOf(text, near);
    const visit = (value) => {
        if (value.kind !== 'object')
            return false;
        const gaps = gapsOf(text, value);
        spacing.colon ??= gaps.colon;
        spacing.comma ??= gaps.comma;
        if (spacing.colon !== undefined && spacing.comma !== undefined)
            return true;
        return value.members.some(m => visit(m.value));
    };
    if (spacing.colon === undefined || spacing.comma === undefined)
        visit(root);
    return { colon: spacing.colon ?? USUAL.colon, comma: spacing.comma ?? USUAL.comma };
}
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
/** A member `"key": value` on one line. */
function inlineMember(key, value, spacing) {
    return `${JSON.stringify(key)}:${spacing.colon}${inlineJson(value, spacing)}`;
}
/** A value on one line. */
function inlineJson(value, spacing) {
    if (!isObject(value))
        return JSON.stringify(value);
    const entries = Object.entries(value).map(([k, v]) => inlineMember(k, v, spacing));
    return `{${entries.join(`,${spacing.comma}`)}}`;
}
/**
 * A value over several lines, as JSON.stringify(value, null, unit) writes it but with the file's
 * colon spacing; `newline` is the line break plus the indentation of the line it starts on.
 */
function blockJson(value, unit, newline, spacing) {
    if (!isObject(value) || Object.keys(value).length === 0)
        return JSON.stringify(value);
    const inner = newline + unit;
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${spacing.colon}${blockJson(v, unit, inner, spacing)}`);
    return `{${inner}${entries.join(`,${inner}`)}${newline}}`;
}

;// CONCATENATED MODULE: ./src/config/json/scanner.ts
// A small JSON parser that records each value's source range, so that the JSON edit is a
// splice too: JSON.parse keeps no offsets and silently takes the last of duplicate keys.


/**
 * Objects and arrays nested deeper than this are refused: the scanner descends by recursion, and
 * a file nested thousands deep would end it in a RangeError that names neither the file nor its
 * problem. No real config comes near it (Rust's serde_json stops at 128).
 */
const MAX_JSON_DEPTH = 512;
/** A number or a literal, matched where the scanner stands (sticky), however long it is. */
const LITERAL = /true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/** Blanks JSON does not allow, as text pasted from a web page or a chat brings them. */
const UNSEEN = {
    '\u00a0': 'a no-break space',
    '\ufeff': 'a byte order mark, a second one or one inside the file',
    '\u200b': 'a zero-width space',
    '\u3000': 'an ideographic space',
    '\u2028': 'a line separator',
    '\u2029': 'a paragraph separator'
};
/**
 * A character as a message can show it: one that looks like a blank or shows nothing is named
 * by its code point, since `not " "` for a no-break space reads as a complaint about a space.
 */
function shown(c) {
    const code = `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    const name = UNSEEN[c];
    if (name)
        return `${code} (${name}: JSON allows only spaces, tabs and line breaks between values)`;
    return /[\s\p{C}]/u.test(c) ? code : JSON.stringify(c);
}
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);
/**
 * Where and why a string's body (between its quotes) is not JSON: what hand-edited files get
 * wrong is a Windows path's single backslashes (`"C:\Users"`) and a tab typed into a value.
 */
function stringProblem(text, from, to) {
    for (let i = from; i < to; i++) {
        const c = text[i];
        if (c === '\\') {
            const next = text[i + 1];
            if (!ESCAPES.has(next)) {
                // A backslash ending a line (a shell habit) would put a raw line break in the message.
                const escape = /[\s\p{C}]/u.test(next) ? `a backslash before ${shown(next)}` : `\\${next}`;
                return {
                    at: i,
                    message: `${escape} is not a JSON escape in this string: a backslash itself is written \\\\ (a Windows path as C:\\\\Users\\\\docs, or with forward slashes)`
                };
            }
            if (next === 'u' && !/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
                return { at: i, message: '\\u in a string needs four hex digits after it' };
            }
            i++;
            continue;
        }
        if (c < ' ') {
            const code = `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
            const what = c === '\t' ? `a tab (${code})` : `the control character ${code}`;
            return {
                at: i,
                message: `${what} inside a string: JSON strings hold it only escaped, as ${c === '\t' ? '\\t' : `\\u${code.slice(2)}`}`
            };
        }
    }
    return undefined;
}
class JsonScanner {
    text;
    pos = 0;
    depth = 0;
    constructor(text) {
        this.text = text;
    }
    parseDocument() {
        this.skipWs();
        if (this.pos === this.text.length) {
            this.fail(`the file is ${this.text === '' ? 'empty' : 'only whitespace'}, and JSON needs a value; write {} in it (an empty object), and the block is added to it`);
        }
        const value = this.parseValue();
        this.skipWs();
        if (this.pos < this.text.length)
            this.unexpected('expected the end of the file after the JSON value');
        return value;
    }
    fail(message) {
        const { line, column } = (0,config_text/* lineColumn */.rv)(this.text, this.pos);
        throw new errors/* ConfigSyntaxError */.w('JSON', `line ${line}, column ${column}: ${message}`);
    }
    /**
     * Fails where `expected` is not found, naming the two extensions of JSON that real files
     * hold (VS Code and Dev Containers files, ASP.NET settings): a comment and a trailing comma.
     * Both are refused rather than edited around, since a strict JSON reader of the same file
     * would refuse them too; the message says so, not only what the parser wanted instead.
     */
    unexpected(expected) {
        const c = this.text[this.pos];
        const next = this.text[this.pos + 1];
        if (c === '/' && (next === '/' || next === '*')) {
            this.fail(`a comment (${c}${next}): JSON has no comments, so this is JSON with comments (JSONC, as VS Code, Dev Containers and ASP.NET read it), which the action does not edit. ` +
                'Remove the comments, or keep the static export block in a strict JSON or a YAML file');
        }
        if (c === '}' || c === ']') {
            const comma = this.text.slice(0, this.pos).trimEnd();
            if (comma.endsWith(',')) {
                const at = (0,config_text/* lineColumn */.rv)(this.text, comma.length - 1);
                this.fail(`a trailing comma before "${c}" (the comma at line ${at.line}, column ${at.column}): JSON allows none, so remove that comma`);
            }
        }
        if (c === undefined)
            this.fail('unexpected end of file');
        // The whole character: an emoji is two UTF-16 units, and its first alone shows as garbage.
        this.fail(`${expected}, not ${shown(String.fromCodePoint(this.text.codePointAt(this.pos)))}`);
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
        LITERAL.lastIndex = this.pos;
        const m = LITERAL.exec(this.text);
        if (!m)
            this.unexpected('expected a value');
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
                    const problem = stringProblem(this.text, start + 1, this.pos - 1);
                    this.pos = problem?.at ?? start;
                    this.fail(problem?.message ?? 'invalid string');
                }
            }
            if (c === '\n')
                this.fail('line break inside a string');
            this.pos++;
        }
        this.pos = start;
        return this.fail('unterminated string');
    }
    /** Enters an object or array, refusing nesting past MAX_JSON_DEPTH. */
    enter() {
        if (++this.depth > MAX_JSON_DEPTH) {
            this.fail(`objects and arrays nested more than ${MAX_JSON_DEPTH} deep; no deployment config nests that far, so check config-path names the right file`);
        }
    }
    parseObject() {
        this.enter();
        const start = this.pos;
        this.pos++;
        const members = [];
        this.skipWs();
        if (this.text[this.pos] === '}') {
            this.pos++;
            this.depth--;
            return { kind: 'object', start, end: this.pos, members };
        }
        for (;;) {
            this.skipWs();
            if (this.text[this.pos] !== '"')
                this.unexpected('expected a "quoted" key');
            const keyStart = this.pos;
            const key = this.parseString();
            this.skipWs();
            if (this.text[this.pos] !== ':')
                this.unexpected('expected ":" after a key');
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
                this.depth--;
                return { kind: 'object', start, end: this.pos, members };
            }
            this.unexpected('expected "," or "}"');
        }
    }
    parseArray() {
        this.enter();
        const start = this.pos;
        this.pos++;
        this.skipWs();
        if (this.text[this.pos] === ']') {
            this.pos++;
            this.depth--;
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
                this.depth--;
                return { kind: 'array', start, end: this.pos };
            }
            this.unexpected('expected "," or "]"');
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






/** Prettier's default print width, past which it breaks an object over lines. */
const PRINT_WIDTH = 80;
function pathName(path, n) {
    return path.slice(0, n).join('.');
}
function walkJson(root, path, text) {
    if (root.kind !== 'object') {
        throw new errors/* ConfigEditError */.f(`the file's top level is not an object, so it cannot hold ${path.join('.')}`);
    }
    let object = root;
    let container;
    for (let i = 0; i < path.length; i++) {
        const found = object.members.filter(m => m.key === path[i]);
        if (found.length > 1) {
            throw new errors/* ConfigEditError */.f(`the key ${pathName(path, i + 1)} appears ${found.length} times; remove the duplicates`);
        }
        const member = found[0];
        if (!member) {
            // A key's line is counted only when it is named: counting it for every key of a large
            // object read the text up to each key, minutes for a 1 MiB object of 50,000 keys.
            const keys = object.members.map(m => ({
                key: m.key,
                get line() {
                    return (0,config_text/* lineColumn */.rv)(text, m.keyStart).line;
                }
            }));
            const otherCase = caseMismatch(path, i, keys);
            if (otherCase)
                throw new errors/* ConfigEditError */.f(otherCase);
            return { object, ...(container ? { container } : {}), depth: i };
        }
        if (member.value.kind === 'scalar' && member.value.value === null) {
            return { object, depth: i + 1, nullMember: { value: member.value, parent: object } };
        }
        if (member.value.kind !== 'object') {
            const what = member.value.kind === 'array'
                ? 'an array'
                : `a ${typeof member.value.value} (${quoteSource(text, member.value)})`;
            throw new errors/* ConfigEditError */.f(`${pathName(path, i + 1)} is ${what}, not an object, so it cannot hold ${path.slice(i + 1).join('.') || 'the static export fields (enabled, bundleUrl, version)'}`);
        }
        container = object;
        object = member.value;
    }
    return { object, ...(container ? { container } : {}), depth: path.length };
}
/**
 * A value as the file writes it, cut short: JSON.stringify of the parsed value showed 1e400 as
 * `null`, and a long string (a whole link pasted as the block) in full.
 */
function quoteSource(text, value) {
    const source = text.slice(value.start, value.end);
    return source.length > 60 ? `${source.slice(0, 50)}…` : source;
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
        throw new errors/* ConfigEditError */.f(`${(0,document_selector/* describeSelector */.r5)(selector)} does not match this JSON file, which is one document (#1)`);
    }
    return root;
}
function read(text, path, selector) {
    const walk = walkJson(parseSelected(text, selector), path, text);
    if (walk.depth < path.length)
        return undefined;
    if (walk.nullMember)
        return { block: {} };
    return {
        block: JSON.parse(text.slice(walk.object.start, walk.object.end))
    };
}
function detectIndent(text) {
    const m = /[\r\n]([ \t]+)\S/.exec(text);
    if (!m)
        return '  ';
    return m[1].startsWith('\t') ? '\t' : m[1];
}
function edit(text, path, update, fields) {
    const root = parseSelected(text, update.document);
    const walk = walkJson(root, path, text);
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
        const multiline = (0,config_text/* hasLineBreak */.wT)(text.slice(parent.start, parent.end));
        const spacing = spacingOf(text, root, parent);
        const newline = (0,config_text/* newlineAt */.uH)(text, value.start) + (0,config_text/* lineIndent */.p0)(text, value.start);
        const body = multiline
            ? blockJson(nested(walk.depth), unit, newline, spacing)
            : inlineJson(nested(walk.depth), spacing);
        splices.push({ start: value.start, end: value.end, text: body });
        return { text: (0,config_text/* applySplices */.Ut)(text, splices), document: 0 };
    }
    let pending;
    if (walk.depth === path.length) {
        pending = [];
        for (const [field, value] of fields) {
            const found = walk.object.members.filter(m => m.key === field);
            if (found.length > 1) {
                throw new errors/* ConfigEditError */.f(`the key ${field} appears ${found.length} times in the block; remove the duplicates`);
            }
            const member = found[0];
            if (!member) {
                pending.push([field, value]);
                continue;
            }
            if (member.value.kind !== 'scalar') {
                throw new errors/* ConfigEditError */.f(`${path.join('.')}.${field} is an ${member.value.kind}; it must be a single value`);
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
    if (pending.length > 0) {
        const spacing = spacingOf(text, root, walk.object);
        splices.push(insertion(text, walk.object, walk.container, pending, unit, spacing));
    }
    return { text: brokenIfTooLong((0,config_text/* applySplices */.Ut)(text, splices), path, unit), document: 0 };
}
/**
 * The edited text with the block broken over lines when it is a one-line object in a
 * multi-line object and the link has made its line longer than Prettier's print width:
 * Prettier breaks such an object, so left on one line it failed `prettier --check`. Each member
 * keeps its source; a block inside another one-line object is left as it is (breaking it
 * would rewrite lines outside the block).
 */
function brokenIfTooLong(text, path, unit) {
    const { object, container } = walkJson(parseJsonWithRanges(text), path, text);
    const source = text.slice(object.start, object.end);
    if (!container || object.members.length === 0 || (0,config_text/* hasLineBreak */.wT)(source))
        return text;
    if (!(0,config_text/* hasLineBreak */.wT)(text.slice(container.start, container.end)))
        return text;
    if ((0,config_text/* restOfLine */.wB)(text, (0,config_text/* lineStart */.PT)(text, object.start)).length <= PRINT_WIDTH)
        return text;
    const indent = (0,config_text/* lineIndent */.p0)(text, object.start);
    const nl = (0,config_text/* newlineAt */.uH)(text, object.start);
    const members = object.members.map(m => indent + unit + text.slice(m.keyStart, m.value.end));
    const body = `{${nl}${members.join(`,${nl}`)}${nl}${indent}}`;
    return (0,config_text/* applySplices */.Ut)(text, [{ start: object.start, end: object.end, text: body }]);
}
function insertion(text, object, container, members, unit, spacing) {
    // An empty object (`{}`) shows no layout of its own: the object around it decides, as it does
    // for a `null` block, so `"docs": {"staticExport": {}}` inside a pretty file stays on one line.
    const around = object.members.length > 0 ? object : container;
    const multiline = around
        ? (0,config_text/* hasLineBreak */.wT)(text.slice(around.start, around.end))
        : (0,config_text/* hasLineBreak */.wT)(text.trim());
    if (!multiline) {
        // A one-line object stays on one line.
        const entries = members.map(([k, v]) => inlineMember(k, v, spacing)).join(`,${spacing.comma}`);
        const last = object.members[object.members.length - 1];
        if (!last)
            return { start: object.start + 1, end: object.start + 1, text: entries };
        return { start: last.value.end, end: last.value.end, text: `,${spacing.comma}${entries}` };
    }
    // New members line up with the last member that starts its own line: the first may share
    // the brace's line (`{ "name": "docs",`), whose indentation is the brace's, not a member's.
    const model = object.members.findLast(m => (0,config_text/* startsLine */.QC)(text, m.keyStart));
    const nl = (0,config_text/* newlineAt */.uH)(text, model?.keyStart ?? object.members[0]?.keyStart ?? object.start);
    const closingIndent = (0,config_text/* lineIndent */.p0)(text, object.start);
    const memberIndent = model ? (0,config_text/* lineIndent */.p0)(text, model.keyStart) : closingIndent + unit;
    const render = (k, v) => `${memberIndent}${JSON.stringify(k)}:${spacing.colon}${blockJson(v, unit, nl + memberIndent, spacing)}`;
    const entries = members.map(([k, v]) => render(k, v)).join(',' + nl);
    if (object.members.length === 0) {
        return { start: object.start, end: object.end, text: `{${nl}${entries}${nl}${closingIndent}}` };
    }
    const last = object.members[object.members.length - 1];
    return { start: last.value.end, end: last.value.end, text: `,${nl}${entries}` };
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
    // Inside `{…}` or `[…]` the readers disagree on what ends a plain scalar: YAML 1.2 lets
    // `?` and a `:` not followed by a space stand inside one, but libyaml's scanner (PyYAML,
    // and go-yaml v2 and v3, which Helm uses) ends it at `?` and fails on `:` before a flow
    // indicator, and older go-yaml v2 fails on any `:` there. So a flow value with any of them
    // is quoted; `https://…?X-Amz-…` written plain there is unreadable to Helm.
    if (inFlow && /[,[\]{}?:]/.test(s))
        return false;
    if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(s))
        return false;
    return bothRead(s, s);
}
/** Whether existing source text already reads as `value` for both readers (no churn). */
function sourceReadsAs(source, value) {
    return bothRead(source, value);
}
/**
 * What Helm (go-yaml, YAML 1.1) reads a plain, untagged scalar as: `no`, `off`, `n` are false
 * there and `yes`, `on`, `y` true, where the YAML 1.2 reader sees strings. Undefined for any
 * other scalar, which both read alike.
 */
function yaml11Reading(node, text) {
    if (!(0,dist/* isScalar */.jn)(node) || node.type !== dist/* Scalar */.X5.PLAIN || node.tag || !node.range)
        return undefined;
    if (typeof node.value !== 'string')
        return undefined;
    return { value: (0,dist/* parse */.qg)(text.slice(node.range[0], node.range[1]), { version: '1.1' }) };
}
function doubleQuoted(s) {
    return JSON.stringify(s);
}
function singleQuoted(s) {
    return `'${s.replace(/'/g, "''")}'`;
}
/**
 * How a new value is quoted: single where the file single-quotes every quoted value that
 * single quotes can hold (Prettier with singleQuote: true writes a file so, and yamllint's
 * quoted-strings rule with quote-type: single holds it to that), else double. A value holding
 * `'` is double-quoted either way, as Prettier writes it.
 */
function detectQuote(docs, text) {
    let single = 0;
    let double = 0;
    for (const doc of docs) {
        (0,dist/* visit */.YR)(doc, {
            Scalar(_, node) {
                if (node.type === dist/* Scalar */.X5.QUOTE_SINGLE)
                    single++;
                else if (node.type === dist/* Scalar */.X5.QUOTE_DOUBLE && node.range) {
                    if (!/['\\]/.test(text.slice(node.range[0], node.range[1])))
                        double++;
                }
            }
        });
    }
    if (single === 0 || double > 0)
        return doubleQuoted;
    return s => (s.includes("'") ? doubleQuoted(s) : singleQuoted(s));
}
/**
 * New source text for a field's value, in the style of the scalar it replaces when that style
 * can hold it, else quoted by `quote` (the file's style). `version` is always quoted: an
 * unquoted `2024-06-01` is a timestamp to Helm.
 */
function scalarSource(field, value, existing, inFlow, quote = doubleQuoted) {
    if (typeof value === 'boolean')
        return String(value);
    switch (existing?.type) {
        case dist/* Scalar */.X5.QUOTE_SINGLE:
            return singleQuoted(value);
        case dist/* Scalar */.X5.QUOTE_DOUBLE:
            return doubleQuoted(value);
        case dist/* Scalar */.X5.PLAIN:
            if (field !== 'version' && plainRoundTrips(value, inFlow))
                return value;
            return quote(value);
        default:
            return quote(value);
    }
}
function yamlKey(key) {
    return plainRoundTrips(key, true) ? key : doubleQuoted(key);
}
/**
 * How keys added to `map` are written: quoted as its own keys all are (`"staticExport":` in a
 * file written as JSON, or with every key quoted), else plain where every reader reads the
 * plain key as the same string.
 */
function keyWriterFor(map) {
    const types = new Set((map?.items ?? []).map(p => ((0,dist/* isScalar */.jn)(p.key) ? p.key.type : undefined)));
    if (types.size === 1 && types.has(dist/* Scalar */.X5.QUOTE_DOUBLE))
        return doubleQuoted;
    if (types.size === 1 && types.has(dist/* Scalar */.X5.QUOTE_SINGLE))
        return singleQuoted;
    return yamlKey;
}

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
        const rest = path.slice(i + 1);
        const stop = (problem, holds) => ({
            depth: i,
            terminal: { kind: 'partial', map },
            nodes,
            problem,
            ...(holds ? { holds } : {})
        });
        if (pairs.length > 1) {
            return stop(`the key ${at} appears ${pairs.length} times; remove the duplicates`, pairs.some(p => reaches(p.value, rest, anchors)));
        }
        const pair = pairs[0];
        if (!pair) {
            const keys = map.items.flatMap(p => {
                const key = scalarKey(p);
                // The line is counted only for the key reported (counting each is quadratic).
                return key === undefined
                    ? []
                    : [
                        {
                            key,
                            get line() {
                                return lineOf(text, p.key);
                            }
                        }
                    ];
            });
            const otherCase = caseMismatch(path, i, keys);
            if (otherCase)
                return stop(otherCase, i === path.length - 1);
            const merged = mergeSupplying(map, segment, anchors);
            if (merged) {
                return stop(`${at} is not written here but comes from the merge key "<<: ${merged.source}" (line ${lineOf(text, merged.node)}); ` +
                    `a ${segment} key added beside it would replace the whole merged ${segment} for readers that apply merge keys (Helm), dropping its other keys. ` +
                    `Write ${at} out in full in this mapping (with the block), or give a config-key that does not run through the merge`, reaches(map, path.slice(i), anchors));
            }
            return { depth: i, terminal: { kind: 'partial', map }, nodes };
        }
        const differs = keyReadDifferently(pair, text);
        if (differs) {
            return stop(`the key ${differs.source} at line ${lineOf(text, pair.key)} is read as ${differs.asYaml11} by YAML 1.1 readers such as Helm, ` +
                `so ${path.join('.')} is not the same path for every reader of the file. Quote the key ("${differs.source}":) so every reader reads it as the string, and run again`, reaches(pair.value, rest, anchors));
        }
        const value = pair.value;
        if ((0,dist/* isAlias */.Vj)(value)) {
            return stop(`${at} is the alias ${describeAlias(value, anchors, text)}; editing through it would change the anchored mapping and every other place that uses it. ` +
                `Write ${at} out in full here instead of the alias`, reaches(value, rest, anchors));
        }
        if (isEmptyValue(value)) {
            if (value)
                nodes.push({ node: value, name: at });
            return { depth: i + 1, terminal: { kind: 'empty', pair, parent: map }, nodes };
        }
        if (!(0,dist/* isMap */.jh)(value)) {
            const holds = path.slice(i + 1).join('.') || 'the static export fields (enabled, bundleUrl, version)';
            return stop(`${at} is ${describeNode(value)}, not a mapping, so it cannot hold ${holds}`, rest.length === 0);
        }
        map = value;
        nodes.push({ node: map, name: at });
    }
    return { depth: path.length, terminal: { kind: 'map', map }, nodes };
}
/**
 * Whether `rest` of the key path exists under `node` for a reader that resolves aliases and
 * merge keys (`node` itself exists when `rest` is empty, whatever its value).
 */
function reaches(node, rest, anchors, merges = 0) {
    const resolved = (0,dist/* isAlias */.Vj)(node) ? anchors.nodes.get(node.source) : node;
    if (rest.length === 0)
        return resolved !== undefined;
    // The bound stops a merge that names its own anchor; real files merge a level or two deep.
    if (!(0,dist/* isMap */.jh)(resolved) || merges > 32)
        return false;
    const [head, ...tail] = rest;
    const pairs = resolved.items;
    if (pairs.some(p => scalarKey(p) === head && reaches(p.value, tail, anchors)))
        return true;
    return pairs.some(p => {
        if (scalarKey(p) !== '<<')
            return false;
        const sources = (0,dist/* isSeq */.oP)(p.value) ? p.value.items : [p.value];
        return sources.some(source => reaches(source, rest, anchors, merges + 1));
    });
}
/**
 * A plain key on the path that YAML 1.1 (Helm) reads as something other than the string the
 * path names: `on`, `off`, `yes`, `no`, `y`, `n` are booleans there. A block added under it
 * would sit under `true` for Helm and under `on` for every other reader.
 */
function keyReadDifferently(pair, text) {
    const key = pair.key;
    if (!(0,dist/* isScalar */.jn)(key) || key.type !== dist/* Scalar */.X5.PLAIN || key.tag || !key.range)
        return undefined;
    const source = text.slice(key.range[0], key.range[1]);
    if (typeof key.value !== 'string' || sourceReadsAs(source, key.value))
        return undefined;
    const read = (0,dist/* parse */.qg)(source, { version: '1.1' });
    return { source, asYaml11: `the ${typeof read} ${JSON.stringify(read)}` };
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
    throw new errors/* ConfigEditError */.f(`${what} is defined with the anchor &${anchor}, which is reused through *${anchor} (${where}); editing it would change the data there too. ` +
        `Remove the anchor from ${what} (write the reused values out at those places), or give a config-key whose block is not shared`);
}
function describeAlias(alias, anchors, text) {
    const target = anchors.nodes.get(alias.source);
    if (!target?.range)
        return `*${alias.source}`;
    // The node's range starts after its properties; the line is the one of `&name` itself.
    const at = text.lastIndexOf(`&${alias.source}`, target.range[0]);
    const line = (0,config_text/* lineColumn */.rv)(text, at >= 0 ? at : target.range[0]).line;
    return `*${alias.source} of the anchor &${alias.source} at line ${line}`;
}
function lineOf(text, node) {
    return node.range ? (0,config_text/* lineColumn */.rv)(text, node.range[0]).line : 0;
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
            throw new errors/* ConfigEditError */.f(`${(0,document_selector/* describeSelector */.r5)(selector)} matches ${matches.length === 0 ? 'none' : matches.length} of the file's ${all.length} documents (${list(all)}); ` +
                'give the number of one of them, or kind=…,name=… that only it has');
        }
        return matches[0];
    }
    const nonEmpty = all.filter(c => !isEmptyDocument(c.doc));
    if (nonEmpty.length <= 1)
        return nonEmpty[0] ?? all[0];
    // A document whose key cannot be followed (an alias, a merge key, a duplicate, a string
    // there) still holds it: it is refused for that below, never passed over for a document
    // that only has the parent path.
    const full = nonEmpty.filter(c => c.walk.depth === path.length || c.walk.holds === true);
    if (full.length === 1)
        return full[0];
    const example = (c) => c.info.kind && c.info.name ? `kind=${c.info.kind},name=${c.info.name}` : String(c.info.index);
    if (full.length > 1) {
        throw new errors/* ConfigEditError */.f(`${key} is in ${full.length} of the file's documents (${list(full)}), so it is ambiguous which one to ${forEdit ? 'edit' : 'read'}; ` +
            `set config-document to the one you mean (e.g. config-document: ${example(full[0])})`);
    }
    if (!forEdit)
        return undefined;
    // No document holds the key at all: it goes where the rest of its path already exists, when
    // that is exactly one document (a HelmRelease's spec.values, not the OCIRepository's spec).
    const parentDepth = path.length - 1;
    const parents = parentDepth === 0 ? [] : nonEmpty.filter(c => c.walk.depth >= parentDepth && !c.walk.problem);
    if (parents.length === 1)
        return parents[0];
    throw new errors/* ConfigEditError */.f(`${key} is in none of the file's ${nonEmpty.length} documents (${list(nonEmpty)}) and it is ambiguous which one should get it; ` +
        `add an empty block (${path[path.length - 1]}: {}) at ${key} in the document you mean, or set config-document (e.g. config-document: ${example(nonEmpty[nonEmpty.length - 1])})`);
}

;// CONCATENATED MODULE: ./src/config/yaml/layout.ts
// Where new lines go in a YAML file and how far they are indented, read from the file's own
// layout, so that an added key looks as if the file's author had written it.


/**
 * The column a mapping key starts at, with what the parser leaves out of the key's range: its
 * anchor and tag (`&k a: 1`, `!!str a: 1`) and an explicit key's `? `. New keys go at that
 * column; at the key text's own column they would not be keys of the same mapping.
 */
function columnOf(text, key) {
    const start = key.range[0];
    const before = text.slice((0,config_text/* lineStart */.PT)(text, start), start);
    const properties = /(?:(?:[&!][^\s,[\]{}]*|\?)[ \t]+)+$/.exec(before);
    return properties ? properties.index : before.length;
}
/**
 * Where new keys go after a mapping's last pair: past the comment lines that follow it and
 * belong to it, up to the next line of content. Helm values end a key with its commented-out
 * example (`extraObjects: []` then `#   - apiVersion: …`); keys inserted right after the value
 * would take that example away from its key and put it, indented, inside the new block. A
 * comment indented deeper than the mapping's keys belongs to the last pair; one at the keys'
 * own indentation only while no blank line parts it from the pair (after a blank line it is a
 * note on what follows, or the file's footer, and stays after the new keys).
 */
function afterTrailingComments(text, at, column) {
    let end = at;
    let pos = at;
    let gap = false;
    while (pos < text.length) {
        const next = (0,config_text/* afterLine */.fU)(text, pos + 1);
        const line = (0,config_text/* restOfLine */.wB)(text, pos);
        if (line.trim() === '') {
            gap = true;
        }
        else {
            const comment = /^([ \t]*)#/.exec(line);
            const indent = comment ? comment[1].length : -1;
            if (indent < column || (indent === column && gap))
                break;
            end = next;
            gap = false;
        }
        pos = next;
    }
    return end;
}
/**
 * The file's indent step: how far a nested mapping's keys sit from their parent's key, as the
 * file most often does it. The smallest indentation of any line is not that: in a file whose
 * lists are indented (`extraObjects:` then `  - apiVersion: v1` then `    kind: Secret`), or
 * with a wrapped plain value, it takes a list item's keys or a continuation for the step.
 */
function detectIndentUnit(docs, text) {
    const steps = new Map();
    for (const doc of docs) {
        (0,dist/* visit */.YR)(doc, {
            Pair(_, pair) {
                const key = pair.key;
                const value = pair.value;
                if (!(0,dist/* isMap */.jh)(value) || value.flow || value.items.length === 0 || !key?.range)
                    return;
                const first = value.items[0].key;
                if (!first?.range)
                    return;
                const step = columnOf(text, first) - columnOf(text, key);
                if (step > 0)
                    steps.set(step, (steps.get(step) ?? 0) + 1);
            }
        });
    }
    let unit = 0;
    for (const [step, count] of steps) {
        const best = steps.get(unit) ?? 0;
        if (count > best || (count === best && step < unit))
            unit = step;
    }
    return unit === 0 ? smallestIndent(text) : unit;
}
/** Without a nested block mapping to measure: the smallest indentation of a key line, else 2. */
function smallestIndent(text) {
    let unit = 0;
    for (const line of text.split('\n')) {
        const m = /^( +)[^\s#-]/.exec(line);
        if (m && (unit === 0 || m[1].length < unit))
            unit = m[1].length;
    }
    return unit === 0 ? 2 : unit;
}
/**
 * The blanks between a value and the record comment written beside it: two where the file already
 * has a comment after a value with more than one (its own style, and yamllint's default
 * minimum), else one. One is what prettier writes, and `prettier --check` fails a file that has
 * two; yamllint's default config only warns on one (its `comments` rule is a warning), and
 * repositories that run both set yamllint's minimum to one. So a file with no comments after
 * values gets one.
 */
function detectCommentGap(docs, text) {
    let wider = 0;
    for (const doc of docs) {
        (0,dist/* visit */.YR)(doc, {
            Scalar(_, node) {
                if (!(0,dist/* isScalar */.jn)(node) || !node.range)
                    return;
                const gap = /^([ \t]+)#/.exec((0,config_text/* restOfLine */.wB)(text, node.range[1]))?.[1];
                if (gap !== undefined && gap !== ' ')
                    wider++;
            }
        });
    }
    return wider > 0 ? '  ' : ' ';
}

;// CONCATENATED MODULE: ./src/config/yaml/insertion.ts




/** New lines at a line start `at`; at the end of a file without a final newline, none is added. */
function insertLines(text, at, lines) {
    const nl = (0,config_text/* newlineAt */.uH)(text, at);
    if (at === text.length && (0,config_text/* lacksFinalNewline */.jb)(text)) {
        return { start: at, end: at, text: nl + lines.join(nl) };
    }
    return { start: at, end: at, text: lines.join(nl) + nl };
}
function insertAfterLastPair(text, map, lines) {
    const last = map.items[map.items.length - 1];
    const lastNode = (last.value ?? last.key);
    // range[1] is where the value's own text ends (before a trailing comment); the new lines go
    // after that line so a comment on it stays with it, and after the comment lines that follow
    // it inside the mapping (see afterTrailingComments).
    const column = columnOf(text, map.items[0].key);
    // A block sequence whose last item ends in a comment line has its range end past the next
    // line's indentation (`      # filters: []` then `  tls:`): read from there, that next key's
    // line would be the value's, and the new lines would land after it, in its mapping.
    let end = lastNode.range[1];
    while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t'))
        end--;
    const at = afterTrailingComments(text, (0,config_text/* afterLine */.fU)(text, end), column);
    // A new key in a mapping whose keys are set apart by blank lines gets one too.
    const keyLine = (0,config_text/* lineStart */.PT)(text, last.key.range[0]);
    const lineBefore = keyLine > 0 ? text.slice((0,config_text/* lineStart */.PT)(text, keyLine - 1), keyLine) : 'x';
    const spaced = lines.length > 1 && lineBefore.trim() === '';
    return insertLines(text, at, spaced ? ['', ...lines] : lines);
}
function blockLines(ctx, missing, fields, indent) {
    const lines = [];
    let level = indent;
    for (const segment of missing) {
        lines.push(`${' '.repeat(level)}${ctx.writeKey(segment)}:`);
        level += ctx.unit;
    }
    for (const [k, v] of fields) {
        const line = `${' '.repeat(level)}${ctx.writeKey(k)}: ${scalarSource(k, v, undefined, false, ctx.quote)}`;
        lines.push(k === 'bundleUrl' && ctx.comment ? `${line}${ctx.gap}${ctx.comment}` : line);
    }
    return lines;
}
function flowPair(ctx, key, value, raw = false) {
    const src = raw ? value : scalarSource(key, value, undefined, true, ctx.quote);
    return `${ctx.writeKey(key)}: ${src}`;
}
/**
 * The layout of `map`'s members when it is a flow mapping over several lines; undefined for one
 * on one line (new members then go on the last member's line). New members line up with the
 * last member that starts its own line, one step (its indentation past the `{` line's, else the
 * file's step of `unit` columns) in from the `{` line when none does (`{"a": 1, "b": 2` then
 * `}`), as the JSON editor lines them up.
 */
function flowLines(text, map, unit) {
    const range = map.range;
    if (!range || !(0,config_text/* hasLineBreak */.wT)(text.slice(range[0], range[1])))
        return undefined;
    const keys = map.items.map(p => p.key?.range?.[0]);
    // Only blanks before the key (a key after an anchor or a tag does not count: telling one
    // reads its whole line, and a mapping with many members on one long line made that quadratic).
    const model = keys.findLast(start => start !== undefined && (0,config_text/* startsLine */.QC)(text, start));
    const brace = (0,config_text/* lineIndent */.p0)(text, range[0]);
    if (model === undefined) {
        const step = ' '.repeat(unit);
        return { newline: (0,config_text/* newlineAt */.uH)(text, keys[0] ?? range[0]) + brace + step, step };
    }
    const indent = (0,config_text/* lineIndent */.p0)(text, model);
    const step = indent.length > brace.length && indent.startsWith(brace)
        ? indent.slice(brace.length)
        : ' '.repeat(unit);
    return { newline: (0,config_text/* newlineAt */.uH)(text, model) + indent, step };
}
/** A flow mapping of `entries`: on one line, or laid out over lines after `lines.newline`. */
function flowMapping(entries, lines) {
    if (!lines)
        return `{${entries.join(', ')}}`;
    const inner = lines.newline + lines.step;
    return `{${inner}${entries.join(`,${inner}`)}${lines.newline}}`;
}
/**
 * `{enabled: true, bundleUrl: "…"}`, nested in the missing keys: on one line, or over lines
 * when `lines` says how the line of its key starts (a mapping over several lines holds it).
 */
function flowValue(ctx, missing, fields, lines) {
    const members = fields.map(([k, v]) => flowPair(ctx, k, v));
    const build = (depth, at) => {
        if (depth === missing.length)
            return flowMapping(members, at);
        const inner = at && { newline: at.newline + at.step, step: at.step };
        return flowMapping([`${ctx.writeKey(missing[depth])}: ${build(depth + 1, inner)}`], at);
    };
    return build(0, lines);
}
/**
 * Adds the entries as the last members of a flow mapping. In a mapping on one line they go
 * right after the last member's value, so that a comment or a trailing comma after it stays
 * intact. In one over several lines each goes on a line of its own after the last member's
 * line (its comment and trailing comma stay on it; the comma it needs now is added after its
 * value, and the new last member gets one when the file ends its last member with one). The
 * entries are written for that layout: `entries(lines)`.
 */
function flowInsertion(text, map, unit, entries) {
    if (map.items.length === 0) {
        const open = text.indexOf('{', map.range[0]);
        if (open < 0)
            throw new errors/* ConfigEditError */.f('could not find the start of a flow mapping');
        return [{ start: open + 1, end: open + 1, text: entries(undefined).join(', ') }];
    }
    const last = map.items[map.items.length - 1];
    const node = (last.value ?? last.key);
    const end = node.range[1];
    const lines = flowLines(text, map, unit);
    if (!lines)
        return [{ start: end, end, text: `, ${entries(undefined).join(', ')}` }];
    const added = entries(lines).join(`,${lines.newline}`);
    const rest = (0,config_text/* restOfLine */.wB)(text, end);
    const tail = /^[ \t]*(,?)[ \t]*(?:#.*)?$/.exec(rest);
    // Something else follows on the line (the closing brace): the members go before it.
    if (!tail)
        return [{ start: end, end, text: `,${lines.newline}${added}` }];
    const comma = tail[1] === ',';
    const lineEnd = end + rest.length;
    return [
        ...(comma ? [] : [{ start: end, end, text: ',' }]),
        { start: lineEnd, end: lineEnd, text: `${lines.newline}${added}${comma ? ',' : ''}` }
    ];
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
    refuseOtherLineBreaks(text);
    return parseWith(text, YAML_1_2, 'YAML');
}
/**
 * A CR not followed by LF ends a line for YAML's spec and for Helm and js-yaml, but not for the
 * `yaml` library that finds what to edit: it reads `# note<CR>staticExport: {}` as one comment,
 * and a block added for the key it did not see is a duplicate key for every other reader. The
 * same holds for NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029), line
 * breaks for YAML 1.1 and so for libyaml and go-yaml (Helm), not for YAML 1.2 and `yaml`: a
 * Windows "…" that went through Latin-1 is a NEL. The two readings cannot be made to agree on
 * such a file, so it is refused (CRLF is an ordinary line break).
 */
function refuseOtherLineBreaks(text) {
    const found = /\r(?!\n)|[\u0085\u2028\u2029]/.exec(text);
    if (found === null)
        return;
    const { line, column } = (0,config_text/* lineColumn */.rv)(text, found.index);
    if (found[0] === '\r') {
        throw new errors/* ConfigEditError */.f(`line ${line}, column ${column} has a carriage return (CR) that is not followed by a line feed (LF): Helm and other YAML readers end the line there, the parser this action edits with does not, so they would read different keys. ` +
            'Replace it with an LF or CRLF line break (or remove it) and run again');
    }
    const name = { '\u0085': 'NEXT LINE (U+0085)', '\u2028': 'LINE SEPARATOR (U+2028)' }[found[0]];
    throw new errors/* ConfigEditError */.f(`line ${line}, column ${column} has a ${name ?? 'PARAGRAPH SEPARATOR (U+2029)'}: Helm (go-yaml) and libyaml end the line there, as YAML 1.1 does, the parser this action edits with (YAML 1.2) does not, so they would read different keys. ` +
        'Replace it with an LF line break, or with the character meant (a NEL is often a "…" that went through Latin-1), and run again');
}
function parseWith(text, options, what) {
    const parsed = (0,dist/* parseAllDocuments */.hR)(text, options);
    // A file with no document at all (empty, or only comments) is edited as one empty document.
    const docs = parsed.length > 0 ? parsed : [(0,dist/* parseDocument */.Tp)(text, options)];
    for (const doc of docs) {
        const err = doc.errors[0];
        if (err) {
            const pos = err.linePos?.[0] ?? (0,config_text/* lineColumn */.rv)(text, err.pos[0]);
            const line = 'line' in pos ? pos.line : 1;
            const column = 'col' in pos ? pos.col : 'column' in pos ? pos.column : 1;
            const firstLine = err.message.split('\n')[0];
            throw new errors/* ConfigSyntaxError */.w(what, `line ${line}, column ${column}: ${firstLine}`);
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
            ? ` (aliases from line ${(0,config_text/* lineColumn */.rv)(text, firstAlias.range[0]).line})`
            : '';
        throw new errors/* ConfigEditError */.f(`the YAML's aliases expand it to more than ${limit.toLocaleString('en-US')} values, over ${EXPANSION_FACTOR} times the ${written.toLocaleString('en-US')} it writes${where}; refusing it as an alias bomb ("billion laughs"). Write the repeated data out, or reuse it less deeply`);
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
        throw err instanceof errors/* ConfigEditError */.f ? err : new errors/* ConfigEditError */.f(String(err));
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
        throw new errors/* ConfigEditError */.f(`the file cannot be read as ${what}: ${message}`);
    }
}

;// CONCATENATED MODULE: ./src/config/yaml/edit.ts
// The surgical YAML edit. Re-serialising a document re-spaces comments and re-quotes values,
// so the file is parsed only to find the source offsets of what to change, and new text is
// spliced into the original at those offsets. Every other byte (comments, blank lines,
// quoting, anchors, other documents, line endings, a missing final newline) stays as it was.
// What the block lacks is written and inserted by insertion.ts.










function editYaml(text, path, update, fields) {
    const docs = parseYaml(text);
    for (const doc of docs)
        checkExpansion(doc, text);
    const target = pickDocument(docs, path, text, update.document, true);
    const walk = target.walk;
    if (walk.problem)
        throw new errors/* ConfigEditError */.f(walk.problem);
    for (const { node, name } of walk.nodes)
        refuseSharedAnchor(node, name, target.anchors);
    const ctx = {
        text,
        doc: target.doc,
        anchors: target.anchors,
        key: path.join('.'),
        fields,
        comment: update.record ? formatRecordComment(update.record, update.bundleUrl) : undefined,
        untiedComment: update.record ? formatRecordComment(update.record) : undefined,
        clearRecord: update.record === null,
        gap: detectCommentGap(docs, text),
        writeKey: keyWriterFor(null),
        quote: detectQuote(docs, text),
        unit: detectIndentUnit(docs, text),
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
    return { text: (0,config_text/* applySplices */.Ut)(text, ctx.splices), document: target.info.index - 1 };
}
/** Sets the fields in an existing block. */
function editMap(ctx, map) {
    const { text } = ctx;
    const flow = map.flow ?? false;
    const newPairs = [];
    for (const [field, value] of ctx.fields) {
        const pairs = map.items.filter(p => scalarKey(p) === field);
        if (pairs.length > 1) {
            throw new errors/* ConfigEditError */.f(`the key ${ctx.key}.${field} appears ${pairs.length} times in the block; remove the duplicates`);
        }
        const pair = pairs[0];
        if (!pair) {
            newPairs.push([field, value]);
            continue;
        }
        const node = pair.value;
        if ((0,dist/* isAlias */.Vj)(node)) {
            // Replacing an alias with a value changes this place only; the anchor stays as it is.
            // The record goes beside it as beside any other value: without it the next run with the
            // same link would change the file again, only to add the record.
            const resolved = node.resolve(ctx.doc);
            if ((0,dist/* isScalar */.jn)(resolved) && resolved.value === value)
                continue;
            const [start, end] = node.range;
            const src = scalarSource(field, value, undefined, flow, ctx.quote);
            replaceInline(ctx, field, flow, { start, end, src, old: '', keep: false });
            continue;
        }
        if (node !== null && !(0,dist/* isScalar */.jn)(node)) {
            throw new errors/* ConfigEditError */.f(`${ctx.key}.${field} is ${describeNode(node)}; it must be a single value, so replace it with one (or remove it)`);
        }
        refuseSharedAnchor(node, `${ctx.key}.${field}`, ctx.anchors);
        if (node === null || !node.range || node.range[0] === node.range[1]) {
            // `bundleUrl:` with no value: the value goes after the colon, in place of a tag or an
            // anchor written there (`bundleUrl: !!str`).
            const slot = valueSlot(text, pair, `${ctx.key}.${field}`, flow);
            const end = node ? (propertiesOf(text, slot.at, node)?.end ?? slot.at) : slot.at;
            const src = ' ' + scalarSource(field, value, undefined, flow, ctx.quote);
            const withComment = field === 'bundleUrl' && ctx.comment && !flow ? `${src}${ctx.gap}${ctx.comment}` : src;
            const rest = (0,config_text/* restOfLine */.wB)(text, end);
            ctx.splices.push({
                start: slot.at,
                end,
                text: slot.colon + (rest.trim() === '' ? withComment : src)
            });
            continue;
        }
        const [valueStart, valueEnd] = node.range;
        const isBlockScalar = node.type === dist/* Scalar */.X5.BLOCK_LITERAL || node.type === dist/* Scalar */.X5.BLOCK_FOLDED;
        let end = valueEnd;
        if (isBlockScalar) {
            // A block scalar's source runs over the following lines; the replacement is one line.
            end =
                text[valueEnd - 1] === '\n' ? valueEnd - (text[valueEnd - 2] === '\r' ? 2 : 1) : valueEnd;
        }
        const old = text.slice(valueStart, end);
        // Keep the old source when every reader already reads it as the new value: no churn. A
        // plain one in a flow mapping only when it is safe there (an earlier run wrote
        // `{bundleUrl: https://…?…}`, which Helm cannot read: quoted now).
        const keep = !isBlockScalar &&
            node.value === value &&
            sourceReadsAs(old, value) &&
            !(flow && node.type === dist/* Scalar */.X5.PLAIN && !plainRoundTrips(old, true));
        // A tag other than !!str (`!!null ~`, `!!int 3`) would give the new link another type: it
        // goes with the old value. An anchor there is unused (refused above when it is not).
        const props = !keep && node.tag && node.tag !== 'tag:yaml.org,2002:str'
            ? propertiesOf(text, pair.key.range[1], node)
            : undefined;
        const start = props?.start ?? valueStart;
        const src = keep
            ? old
            : scalarSource(field, value, isBlockScalar ? undefined : node, flow, ctx.quote);
        if (isBlockScalar) {
            // `bundleUrl: >-  # the link` then the link on its own line: one line now. A comment on
            // the header line is the user's and stays on it; without one, the record goes there, as
            // beside any other bundleUrl (else a later run with the same link would add it then).
            const header = /^[|>][1-9+-]*([ \t]+#.*)?$/.exec((0,config_text/* restOfLine */.wB)(text, valueStart));
            // An earlier record there is the action's, not the user's: replaced (or cleared) as beside
            // any other bundleUrl, never left to describe a link it was not written for.
            // A note the user wrote after that record stays after the new one.
            const earlier = header?.[1] !== undefined ? splitRecordComment(header[1]) : undefined;
            const replaced = field === 'bundleUrl' &&
                earlier !== undefined &&
                (ctx.comment !== undefined || ctx.clearRecord);
            const own = replaced ? '' : (header?.[1] ?? '');
            const record = field === 'bundleUrl' && ctx.comment && own === '' ? `${ctx.gap}${ctx.comment}` : '';
            const note = replaced ? earlier.note : '';
            ctx.splices.push({ start, end, text: `${src}${own}${record}${note}` });
            continue;
        }
        replaceInline(ctx, field, flow, { start, end, src, old, keep });
    }
    if (newPairs.length === 0)
        return;
    ctx.writeKey = keyWriterFor(map);
    if (map.flow) {
        const entries = () => newPairs.map(([k, v]) => flowPair(ctx, k, v));
        ctx.splices.push(...flowInsertion(text, map, ctx.unit, entries));
        return;
    }
    const indent = columnOf(text, map.items[0].key);
    ctx.splices.push(insertAfterLastPair(text, map, blockLines(ctx, [], newPairs, indent)));
}
/**
 * Replaces a one-line value (`start`–`end`) with `src`, and beside bundleUrl writes, replaces or
 * clears the record comment. `keep`: the old source `old` already reads as the value.
 */
function replaceInline(ctx, field, flow, { start, end, src, old, keep }) {
    const { text } = ctx;
    if (field === 'bundleUrl' && ctx.comment !== undefined && !flow) {
        const rest = (0,config_text/* restOfLine */.wB)(text, end);
        const existing = /^(\s*)(#.*)$/.exec(rest);
        if (!existing && rest.trim() === '') {
            ctx.splices.push({ start, end: end + rest.length, text: `${src}${ctx.gap}${ctx.comment}` });
            return;
        }
        // An earlier record is replaced; a note the user wrote after it on the line stays after it.
        const earlier = existing ? splitRecordComment(existing[2]) : undefined;
        if (earlier) {
            const same = earlier.record === ctx.comment || earlier.record === ctx.untiedComment;
            ctx.splices.push({
                start,
                end: end + rest.length,
                text: same && keep ? old + rest : `${src}${existing[1]}${ctx.comment}${earlier.note}`
            });
            return;
        }
        // A comment the user wrote is kept; the link itself still tells a renewal run the job.
    }
    if (field === 'bundleUrl' && ctx.clearRecord && !flow) {
        const rest = (0,config_text/* restOfLine */.wB)(text, end);
        const existing = /^(\s*)(#.*)$/.exec(rest);
        const earlier = existing ? splitRecordComment(existing[2]) : undefined;
        if (earlier) {
            // Only a comment in the record's own shape goes; whatever the user wrote stays.
            ctx.splices.push({ start, end: end + rest.length, text: src + earlier.note });
            return;
        }
    }
    if (!keep)
        ctx.splices.push({ start, end, text: src });
}
/** `key:`, `key: null`, `key: ~` or `key: {}` becomes the block (and the rest of the path). */
function fillEmpty(ctx, pair, parent, rest) {
    const { text } = ctx;
    const keyNode = pair.key;
    const value = pair.value;
    ctx.writeKey = keyWriterFor(parent);
    const slot = valueSlot(text, pair, ctx.key, parent.flow ?? false);
    // The `null`, `~` or `{}` goes with its anchor (unused: refused otherwise) and its tag, also
    // a tag with no value after it (`key: !!null`): left before the block, it would tag the
    // mapping as null, which js-yaml and PyYAML refuse. A comment after it stays.
    let end = slot.at;
    if (value?.range) {
        end =
            value.range[1] > value.range[0]
                ? value.range[1]
                : (propertiesOf(text, slot.at, value)?.end ?? end);
    }
    if (parent.flow) {
        // In a mapping over several lines the block is laid out over lines from its key's line, or
        // at its members' indentation when the key shares the `{` line (`values: {"staticExport":
        // null,` then a member a line): from the line's own indentation, the block's `}` would come
        // out of the mapping, under the block key that holds it, which YAML refuses.
        const lines = flowLines(text, parent, ctx.unit);
        const keyStart = keyNode.range[0];
        const at = lines && {
            newline: (0,config_text/* startsLine */.QC)(text, keyStart)
                ? (0,config_text/* newlineAt */.uH)(text, keyStart) + (0,config_text/* lineIndent */.p0)(text, keyStart)
                : lines.newline,
            step: lines.step
        };
        const entry = flowValue(ctx, rest, ctx.fields, at);
        ctx.splices.push({ start: slot.at, end, text: `${slot.colon} ${entry}` });
        return;
    }
    if (end > slot.at)
        ctx.splices.push({ start: slot.at, end, text: '' });
    const indent = columnOf(text, keyNode) + ctx.unit;
    const lines = blockLines(ctx, rest, ctx.fields, indent);
    ctx.splices.push(insertLines(text, (0,config_text/* afterLine */.fU)(text, end), lines));
}
/**
 * Where a key's value goes: right after its colon, which is looked for past spaces, line
 * breaks and comments after the key only (a later key's colon is not this key's). A key in a
 * flow mapping may have none (`{bundleUrl, x: 1}` is bundleUrl: null): the colon is added. In a
 * block mapping only an explicit key (`? bundleUrl` on its own) has none; writing `: value`
 * after it would make the key a mapping, so the edit is refused before it starts.
 */
function valueSlot(text, pair, name, flow) {
    const keyEnd = pair.key.range[1];
    let i = keyEnd;
    for (;;) {
        while (i < text.length && /\s/.test(text[i]))
            i++;
        if (text[i] === '#' && i > keyEnd && /\s/.test(text[i - 1]))
            i = (0,config_text/* afterLine */.fU)(text, i);
        else
            break;
    }
    if (text[i] === ':')
        return { at: i + 1, colon: '' };
    if (flow)
        return { at: keyEnd, colon: ':' };
    const key = text.slice(pair.key.range[0], keyEnd);
    throw new errors/* ConfigEditError */.f(`${name} is an explicit key (\`? ${key}\`) with no \`:\` and value; the file is valid YAML, but the action does not edit a key written that way. ` +
        `Write it as \`${key}:\` and run again`);
}
/**
 * Where a value's anchor and tag are (`key: &a !!null ~`): the parser leaves them out of the
 * value's range. Searched from `from` (after the key) to the value's start, on the value's own
 * line only, so that a `!` in a comment line before it is never taken for one.
 */
function propertiesOf(text, from, node) {
    const before = text.slice(from, node.range[0]);
    const m = /(?:[ \t]+[&!][^\s,[\]{}]*)+[ \t]*$/.exec(before);
    if (!m)
        return undefined;
    const start = from + m.index + (m[0].length - m[0].trimStart().length);
    return { start, end: from + m.index + m[0].trimEnd().length };
}
/** The path ends early: the missing keys and the block are added under the deepest mapping. */
function addPath(ctx, map, missing) {
    const { text } = ctx;
    ctx.writeKey = keyWriterFor(map);
    if (map && map.flow) {
        const entry = (lines) => {
            const value = flowValue(ctx, missing.slice(1), ctx.fields, lines);
            return [flowPair(ctx, missing[0], value, true)];
        };
        ctx.splices.push(...flowInsertion(text, map, ctx.unit, entry));
        return;
    }
    if (!map || map.items.length === 0) {
        // An empty document (or one holding only comments): the block goes at its end. A document
        // that is `null` or `~` loses it (a mapping added after it would be a second value); the
        // block then starts on the line after it, past a comment or `---` on the same line.
        const lines = blockLines(ctx, missing, ctx.fields, 0);
        const root = ctx.doc.contents;
        let end = ctx.doc.range[1];
        if (root?.range && root.range[1] > root.range[0]) {
            if (root.anchor || root.tag) {
                throw new errors/* ConfigEditError */.f("the document is a null with an anchor or a tag; the file is valid YAML, but the action does not edit it. Replace it with the block's keys (or remove it) and run again");
            }
            const [start, rootEnd] = root.range;
            if (text.slice((0,config_text/* lineStart */.PT)(text, start), start) === '' && (0,config_text/* restOfLine */.wB)(text, rootEnd) === '') {
                // Alone on its line: the block takes the line, with no empty line left before it.
                ctx.splices.push({ start, end: rootEnd, text: lines.join((0,config_text/* newlineAt */.uH)(text, start)) });
                return;
            }
            // Taken out with the spaces that parted it from a `---` before it (`--- ~` leaves `---`,
            // not a trailing space a linter refuses), or from a comment after it when it opened the
            // line (`~ # nothing` leaves `# nothing`).
            let from = start;
            const opens = (0,config_text/* lineStart */.PT)(text, start);
            while (from > opens && (text[from - 1] === ' ' || text[from - 1] === '\t'))
                from--;
            let to = rootEnd;
            if (from === opens)
                while (text[to] === ' ' || text[to] === '\t')
                    to++;
            ctx.splices.push({ start: from, end: to, text: '' });
            end = rootEnd;
        }
        ctx.splices.push(insertLines(text, (0,config_text/* afterLine */.fU)(text, end), lines));
        return;
    }
    const indent = columnOf(text, map.items[0].key);
    ctx.splices.push(insertAfterLastPair(text, map, blockLines(ctx, missing, ctx.fields, indent)));
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
        throw new errors/* ConfigEditError */.f(walk.problem);
    if (walk.terminal.kind === 'partial')
        return undefined;
    if (walk.terminal.kind === 'empty')
        return { block: {} };
    let data = toData(target.doc, 'YAML');
    for (const segment of path)
        data = data[segment];
    const result = { block: data };
    // `enabled: no` is a string to the YAML 1.2 reader and false to Helm, whose meaning decides
    // whether the block is switched off (renewal.ts).
    const items = walk.terminal.map.items;
    const enabled = yaml11Reading(items.find(p => scalarKey(p) === 'enabled')?.value, text);
    if (enabled && typeof enabled.value === 'boolean')
        data.enabled = enabled.value;
    const pair = items.find(p => scalarKey(p) === 'bundleUrl');
    const value = pair?.value;
    if (value?.range && (0,dist/* isScalar */.jn)(value))
        result.bundleUrlComment = (0,config_text/* restOfLine */.wB)(text, value.range[1]);
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
/**
 * The format of a config path, by its file name: `.json` is JSON, anything else YAML (the
 * settings admit only `.yaml`, `.yml` and `.json`: checkConfigFile).
 */
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
            throw new errors/* ConfigEditError */.f(`the edited config does not read back as intended as ${was.name} (${why}); nothing was written. This is a defect of the action: please report it with the file`);
        };
        if (!now || now.documents.length !== was.documents.length)
            fail('the number of documents changed');
        // canonical() builds fresh plain data, so setting the fields never touches the reading.
        const expected = canonical(was.documents);
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
/**
 * Data in one spelling: keys sorted, Maps as objects, dates as ISO strings. Types are told by
 * their tag, not instanceof, so data from another realm (a VM context) reads the same.
 */
function canonical(value) {
    if (Array.isArray(value))
        return value.map(canonical);
    const tag = Object.prototype.toString.call(value);
    if (tag === '[object Date]') {
        const time = value.getTime();
        return { $date: Number.isNaN(time) ? 'invalid' : new Date(time).toISOString() };
    }
    if (tag === '[object Map]')
        return canonical(Object.fromEntries(value));
    if (tag === '[object Set]')
        return canonical([...value]);
    if (ArrayBuffer.isView(value)) {
        return {
            $binary: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64')
        };
    }
    if (typeof value === 'bigint')
        return { $bigint: value.toString() };
    if (typeof value === 'number' && !Number.isFinite(value))
        return { $number: String(value) };
    if (value && typeof value === 'object') {
        return Object.fromEntries(Object.keys(value)
            .sort()
            .map(k => [k, canonical(value[k])]));
    }
    return value;
}

;// CONCATENATED MODULE: ./src/config/record-trailer.ts
// The record for a config file that cannot hold it beside `bundleUrl` (JSON has no comments):
// one line in the message of the commit that wrote the link, and the same line at the end of
// the pull request's body, so that every way of merging keeps it (a merge or a rebase keeps the
// commit, a squash takes either the commit messages or the body):
//
//   Static-Export-Record: {"path":"deploy/values.json","link":"3f…","jobId":"se_…","sizeBytes":…}
//
// or, for an import (record.ts), `"imported":true,"importedAt":"…"` where `jobId` stands.
//
// A renewal reads the recent commits that touched the file (later commits to it, such as a
// Renovate bump or a formatter's rewrite, leave the link as it was) and takes the newest record
// that names that file and the link the file holds now (`link`: the first 128 bits of the link's
// sha256, never the link itself), so an edit of the link made by hand since then, or another
// run's link, leaves no record and the renewal downloads in full.

const RECORD_TRAILER = 'Static-Export-Record';
/** The line, `Static-Export-Record: {…}`; throws when the record cannot be written. */
function formatRecordTrailer(path, bundleUrl, record) {
    const problem = recordProblem(record);
    if (problem)
        throw new Error(problem);
    // The record's own fields, beside what ties it to one file and one link.
    const value = { path, link: linkFingerprint(bundleUrl), ...record };
    // One line whatever the values hold, and nothing that ends an HTML comment in the body.
    const json = JSON.stringify(value).replace(/[<>\u2028\u2029]/g, c => unicodeEscape(c));
    return `${RECORD_TRAILER}: ${json}`;
}
const unicodeEscape = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
/**
 * The record a commit message (or pull request body) holds for `path` and the link the file
 * holds now; the last such line wins. Undefined when there is none or it does not match.
 */
function findRecordTrailer(message, path, bundleUrl) {
    const link = linkFingerprint(bundleUrl);
    let found;
    // Anywhere on a line: a squash lists each commit's message behind "* ".
    const line = new RegExp(`${RECORD_TRAILER}:[ \\t]*(\\{[^\\n]*\\})`, 'g');
    for (const m of message.matchAll(line)) {
        const record = recordOf(m[1], path, link);
        if (record)
            found = record;
    }
    return found;
}
function recordOf(json, path, link) {
    let value;
    try {
        value = JSON.parse(json);
    }
    catch {
        return undefined;
    }
    if (typeof value !== 'object' || value === null)
        return undefined;
    const v = value;
    if (v.path !== path || v.link !== link)
        return undefined;
    // A job names what the record is of, as before the import mark existed.
    const record = typeof v.jobId === 'string' ? record_trailer_jobRecord(v.jobId, v) : record_trailer_importRecord(v);
    if (!record)
        return undefined;
    if (typeof v.sizeBytes === 'number')
        record.sizeBytes = v.sizeBytes;
    if (typeof v.sha256 === 'string')
        record.sha256 = v.sha256;
    return readRecordProblem(record) === undefined ? record : undefined;
}
function record_trailer_jobRecord(jobId, v) {
    const record = { jobId };
    if (typeof v.expiresAt === 'string')
        record.expiresAt = v.expiresAt;
    if (typeof v.etag === 'string')
        record.etag = v.etag;
    if (typeof v.domain === 'string')
        record.domain = v.domain;
    return record;
}
function record_trailer_importRecord(v) {
    return v.imported === true ? importRecordAt(v.importedAt) : undefined;
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
        throw new errors/* ConfigEditError */.f('bundleUrl is empty');
    }
    if (/[\r\n\u2028\u2029]/.test(update.bundleUrl))
        throw new errors/* ConfigEditError */.f('bundleUrl contains a line break');
    if (update.version !== undefined && /[\r\n\u2028\u2029]/.test(update.version)) {
        throw new errors/* ConfigEditError */.f('version contains a line break');
    }
}
/**
 * Edits the block at `update.key` (default `staticExport`): `enabled: true`, the new
 * `bundleUrl` and, when given, `version`. Throws ConfigEditError for anything it cannot do
 * safely; the caller then writes nothing.
 */
function applyStaticExport(bytes, format, update) {
    validateUpdate(update);
    const decoded = (0,config_text/* decodeConfig */.Fu)(bytes);
    const path = keySegments(update.key ?? config_key/* DEFAULT_CONFIG_KEY */.j);
    const handler = formatHandler(format);
    const fields = fieldsOf(update);
    const before = decoded.text;
    const edited = handler.edit(before, path, update, fields);
    if (edited.text === before) {
        return { bytes: Buffer.from(bytes), text: before, before, changed: false };
    }
    // The read-back: the data, the block's values and the record.
    const readings = handler.readings(before);
    const selector = update.document ?? { index: edited.document + 1 };
    const read = valuesOf(readBack(() => {
        verifyData(readings, handler.readings(edited.text), edited.document, path, fields);
        return handler.read(edited.text, path, selector);
    }));
    const fail = (why) => {
        throw new errors/* ConfigEditError */.f(`the edited config does not read back as intended (${why}); nothing was written`);
    };
    if (!read)
        fail(`no ${path.join('.')} block`);
    if (read.enabled !== true)
        fail('enabled is not true');
    if (read.bundleUrl !== update.bundleUrl)
        fail('bundleUrl differs');
    if (update.version !== undefined && read.version !== update.version)
        fail('version differs');
    if (update.record && read.record && !sameSubject(read.record, update.record)) {
        fail('the record says another job, or an import, than the one written');
    }
    if (update.record === null && (read.record || read.staleRecord)) {
        fail('an earlier record is still beside bundleUrl');
    }
    const out = (0,config_text/* encodeConfig */.dI)({ text: edited.text, bom: decoded.bom });
    return {
        bytes: out,
        text: edited.text,
        before,
        changed: !out.equals(Buffer.from(bytes)),
        ...(read.record ? { record: read.record } : {})
    };
}
/**
 * Runs the read-back of the edited text. The user's file parsed before the edit, so a parse
 * error now is in the text the action wrote: refused as that, never as the user's invalid file
 * (its line and column are in the edited text, not in the file the user has).
 */
function readBack(check) {
    try {
        return check();
    }
    catch (err) {
        if (!(err instanceof errors/* ConfigSyntaxError */.w))
            throw err;
        throw new errors/* ConfigEditError */.f(`the text the action edited into the file is not valid ${err.format} (at ${err.where}, in the edited text); nothing was written. ` +
            'The file itself is valid: this is a defect of the action, please report it with the file');
    }
}
/** Reads the block at `key`; undefined when the file has no such block. */
function readStaticExport(bytes, format, key = config_key/* DEFAULT_CONFIG_KEY */.j, document) {
    const { text } = (0,config_text/* decodeConfig */.Fu)(bytes);
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
            Object.prototype.toString.call(block.version) === '[object Date]'
                ? block.version.toISOString()
                : String(block.version);
    }
    const comment = read.bundleUrlComment?.trim();
    const found = comment ? recordForLink(comment, values.bundleUrl ?? '') : undefined;
    if (found && 'stale' in found)
        values.staleRecord = found.stale;
    const record = found && 'record' in found ? found.record : undefined;
    if (record) {
        // The record is what this action wrote; the link is only a fallback when there is none. An
        // import's record names no job, and none is guessed from its internal link's path.
        values.record = record;
        if (record.jobId !== undefined) {
            values.jobId = record.jobId;
            values.jobIdFrom = 'record';
        }
        if (record.expiresAt !== undefined)
            values.expiresAt = record.expiresAt;
    }
    else if (values.bundleUrl !== undefined) {
        const fromLink = (0,links/* parseBundleLink */.iY)(values.bundleUrl);
        if (fromLink.jobId !== undefined) {
            values.jobId = fromLink.jobId;
            values.jobIdFrom = 'link';
        }
        if (fromLink.expiresAt !== undefined)
            values.expiresAt = fromLink.expiresAt;
    }
    return values;
}


/***/ }),

/***/ 97235:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ decodeConfig),
/* harmony export */   GW: () => (/* binding */ MAX_CONFIG_BYTES),
/* harmony export */   PT: () => (/* binding */ lineStart),
/* harmony export */   QC: () => (/* binding */ startsLine),
/* harmony export */   Ut: () => (/* binding */ applySplices),
/* harmony export */   dI: () => (/* binding */ encodeConfig),
/* harmony export */   fU: () => (/* binding */ afterLine),
/* harmony export */   jb: () => (/* binding */ lacksFinalNewline),
/* harmony export */   p0: () => (/* binding */ lineIndent),
/* harmony export */   rv: () => (/* binding */ lineColumn),
/* harmony export */   uH: () => (/* binding */ newlineAt),
/* harmony export */   wB: () => (/* binding */ restOfLine),
/* harmony export */   wT: () => (/* binding */ hasLineBreak)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37827);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigEditError */ .f(`the config file is ${bytes.length} bytes, over the ${MAX_CONFIG_BYTES}-byte limit; a deployment config is never that large, so check config-path`);
    }
    const foreign = foreignEncoding(bytes);
    if (foreign) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigEditError */ .f(`the file is encoded as ${foreign}, not UTF-8; the action edits UTF-8 files only (as Helm, kubectl and JSON readers expect), so save it as UTF-8 and run again`);
    }
    const bom = bytes.length >= 3 && UTF8_BOM.equals(Buffer.from(bytes.subarray(0, 3)));
    const body = bom ? bytes.subarray(3) : bytes;
    try {
        return { text: STRICT_UTF8.decode(body), bom };
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigEditError */ .f(invalidUtf8Message(Buffer.from(body)));
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
    const next = body[offset + 1] ?? 0;
    if (byte === 0xed && next >= 0xa0 && next <= 0xbf) {
        // ED A0..BF starts an encoded UTF-16 surrogate, never Windows-1252 text ("í" then a
        // symbol): CESU-8 (an emoji as two such halves, as Java's and Oracle's tools write) or
        // WTF-8 (a lone half). Naming Windows-1252 sent users looking for the wrong fix.
        return (`the file is not valid UTF-8: the bytes at line ${line}, column ${column} (ED ${next.toString(16).toUpperCase()} …) encode half of a UTF-16 surrogate pair, ` +
            'as CESU-8 (some Java and database tools) or WTF-8 writes characters beyond U+FFFF such as emoji; the action edits UTF-8 files only' +
            ' and never rewrites bytes it did not mean to change: save the file as UTF-8 and run again');
    }
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
// Line breaks as JSON reads them: LF, CRLF, and a CR alone (files from classic Mac OS and the
// tools that still write them). YAML's editor never sees a CR alone: the file is refused before
// the edit (yaml/parse.ts), so the same rules serve both formats. No search runs past the line
// it is about: the helpers are called once per member or scalar of a large file, and a search
// for a CR in a file that has none read the whole file each time.
/** Whether `s` holds a line break (LF or CR). */
function hasLineBreak(s) {
    return s.includes('\n') || s.includes('\r');
}
const isBreak = (c) => c === '\n' || c === '\r';
/** The offset of the last line break character before `offset`, or -1. */
function breakBefore(text, offset) {
    const lf = offset > 0 ? text.lastIndexOf('\n', offset - 1) : -1;
    const cr = text.slice(lf + 1, Math.max(offset, lf + 1)).lastIndexOf('\r');
    return cr === -1 ? lf : lf + 1 + cr;
}
const BREAK = /[\r\n]/g;
/** The offset of the first line break character at or after `offset`, or -1. */
function breakFrom(text, offset) {
    BREAK.lastIndex = Math.max(offset, 0);
    return BREAK.exec(text)?.index ?? -1;
}
/** Whether only blanks stand between the start of its line and `offset`. */
function startsLine(text, offset) {
    let i = offset - 1;
    while (i >= 0 && (text[i] === ' ' || text[i] === '\t'))
        i--;
    return i < 0 || isBreak(text[i]);
}
/** The line break that starts at `at` (a break character): CRLF, LF or CR. */
function breakAt(text, at) {
    if (text[at] === '\r')
        return text[at + 1] === '\n' ? '\r\n' : '\r';
    return text[at - 1] === '\r' ? '\r\n' : '\n';
}
/** 1-based line and column of a text offset. */
function lineColumn(text, offset) {
    const before = text.slice(0, offset);
    const line = (before.match(/\r\n|\r|\n/g)?.length ?? 0) + 1;
    const column = offset - (breakBefore(text, offset) + 1) + 1;
    return { line, column };
}
/** The offset where the line holding `offset` starts. */
function lineStart(text, offset) {
    return breakBefore(text, offset) + 1;
}
/** The offset just after the line holding `endOffset - 1` ends (after its line break). */
function afterLine(text, endOffset) {
    if (endOffset > 0 && text[endOffset - 1] === '\n')
        return endOffset;
    if (endOffset > 0 && text[endOffset - 1] === '\r' && text[endOffset] !== '\n')
        return endOffset;
    const at = breakFrom(text, endOffset);
    if (at === -1)
        return text.length;
    return at + (text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1);
}
/** The rest of the line from `offset`, without its line break. */
function restOfLine(text, offset) {
    const at = breakFrom(text, offset);
    return text.slice(offset, at === -1 ? text.length : at);
}
/** The leading blanks of the line holding `offset`. */
function lineIndent(text, offset) {
    return /^[ \t]*/.exec(text.slice(lineStart(text, offset)))[0];
}
/**
 * The line ending new lines get when they are inserted at `offset`: the one of the line just
 * before (the lines around an edit decide, not the first `\r\n` anywhere in the file), else the
 * one of the next line that has an ending, else `\n`.
 */
function newlineAt(text, offset) {
    const previous = breakBefore(text, offset);
    if (previous >= 0)
        return breakAt(text, previous);
    const next = breakFrom(text, offset);
    if (next >= 0)
        return breakAt(text, next);
    return '\n';
}
/** Whether the text ends without a line ending on its last line. */
function lacksFinalNewline(text) {
    return text !== '' && !isBreak(text[text.length - 1]);
}
/**
 * Applies non-overlapping replacements given as offsets into the original text. Splices at the
 * same offset land in the order they were given: a value written after `bundleUrl:` at the end
 * of the file, then the new pair inserted after that same last line (applying them back to
 * front by offset alone put the pair between the key and its value).
 */
function applySplices(text, splices) {
    // Array.prototype.sort is stable: equal starts keep the order given.
    const sorted = [...splices].sort((a, b) => a.start - b.start);
    let out = '';
    let at = 0;
    for (const s of sorted) {
        if (s.start < at || s.end < s.start) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigEditError */ .f(`the action's edits of the file overlap at offset ${s.start}; nothing was written. This is a defect of the action: please report it with the file`);
        }
        out += text.slice(at, s.start) + s.text;
        at = s.end;
    }
    return out + text.slice(at);
}


/***/ })

};

//# sourceMappingURL=55.index.js.map