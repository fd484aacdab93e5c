export const id = 137;
export const ids = [137];
export const modules = {

/***/ 36137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkConfigsOnBase: () => (/* binding */ checkConfigsOnBase),
  deliverPullRequest: () => (/* binding */ deliverPullRequest),
  readConfigOnBase: () => (/* binding */ readConfigOnBase)
});

// UNUSED EXPORTS: PullRequestDeliveryError, defaultBranchName, defaultPullRequestBody

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(77094);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(86856);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/links.ts
var links = __webpack_require__(73346);
// EXTERNAL MODULE: ./src/config-path.ts
var config_path = __webpack_require__(25493);
;// CONCATENATED MODULE: ./src/deployment-config.ts
// Writes the static export block (`enabled`, `bundleUrl`, `version`) into a deployment's
// config file and reads it back. Pure text in, text out: no file system, no network.
//
// The edit is surgical. Re-serialising a YAML document re-spaces comments and re-quotes
// values, so instead the file is parsed only to find the source offsets of the values to
// change, and new text is spliced into the original string at those offsets. Every other
// byte (comments, blank lines, quoting, anchors, other documents, CRLF, BOM) stays as it was.
// The result is parsed again and compared with the intended values before it is returned.


/** Config files larger than this are refused: a deployment config is never that big. */
const MAX_CONFIG_BYTES = 1024 * 1024;
const DEFAULT_CONFIG_KEY = 'staticExport';
/** A config that cannot be edited safely; the message names the file's problem and the fix. */
class ConfigEditError extends Error {
    name = 'ConfigEditError';
}
/** Picks the format from a file name: `.json` is JSON, anything else YAML. */
function detectConfigFormat(path) {
    return /\.json$/i.test(path) ? 'json' : 'yaml';
}

function keySegments(key) {
    const segments = key.split('.');
    if (segments.some(s => s.trim() === '')) {
        throw new ConfigEditError(`config-key "${key}" has an empty segment; write it like a.b.c`);
    }
    return segments;
}
// ---------------------------------------------------------------------------------------
// Links: job id and expiry from an S3-style presigned URL
// ---------------------------------------------------------------------------------------

// The comment a run leaves beside bundleUrl in YAML. Only comments in exactly this shape are
// ever replaced; a comment the user wrote there is kept.
const RECORD_COMMENT = /^#\s*static-export: job (se_[0-9a-z]+), expires (\S+)\s*$/;
function formatRecordComment(record) {
    if (!links/* JOB_ID */.mu.test(record.jobId)) {
        throw new ConfigEditError(`job id "${record.jobId}" is not shaped like se_…`);
    }
    if (!/^[0-9T:.+\-Z]+$/.test(record.expiresAt)) {
        throw new ConfigEditError(`expiry "${record.expiresAt}" is not an ISO 8601 timestamp`);
    }
    return `# static-export: job ${record.jobId}, expires ${record.expiresAt}`;
}
function parseRecordComment(comment) {
    const m = RECORD_COMMENT.exec(comment.trim());
    return m ? { jobId: m[1], expiresAt: m[2] } : undefined;
}
function applySplices(text, splices) {
    const sorted = [...splices].sort((a, b) => b.start - a.start);
    let out = text;
    for (const s of sorted)
        out = out.slice(0, s.start) + s.text + out.slice(s.end);
    return out;
}
function checkSize(text) {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > MAX_CONFIG_BYTES) {
        throw new ConfigEditError(`the config file is ${bytes} bytes, over the ${MAX_CONFIG_BYTES}-byte limit; a deployment config is never that large, so check config-path`);
    }
}
function lineColumn(text, offset) {
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - (before.lastIndexOf('\n') + 1) + 1;
    return { line, column };
}
function newlineOf(text) {
    return text.includes('\r\n') ? '\r\n' : '\n';
}
function wanted(update) {
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
    if (/[\r\n]/.test(update.bundleUrl))
        throw new ConfigEditError('bundleUrl contains a line break');
    if (update.version !== undefined && /[\r\n]/.test(update.version)) {
        throw new ConfigEditError('version contains a line break');
    }
}
function withLinkFallback(values) {
    if (values.bundleUrl !== undefined && (!values.jobId || !values.expiresAt)) {
        const fromLink = (0,links/* parseBundleLink */.iY)(values.bundleUrl);
        values.jobId ??= fromLink.jobId;
        values.expiresAt ??= fromLink.expiresAt;
        if (values.jobId === undefined)
            delete values.jobId;
        if (values.expiresAt === undefined)
            delete values.expiresAt;
    }
    return values;
}
/**
 * Edits the block at `update.key` (default `staticExport`): `enabled: true`, the new
 * `bundleUrl` and, when given, `version`. Throws ConfigEditError for anything it cannot
 * do safely; the caller then writes nothing.
 */
function applyStaticExport(text, format, update) {
    checkSize(text);
    validateUpdate(update);
    const key = update.key ?? DEFAULT_CONFIG_KEY;
    const path = keySegments(key);
    const edited = format === 'json' ? editJson(text, path, update) : editYaml(text, path, update);
    verifyEdit(text, edited, format, path, update);
    return { text: edited, changed: edited !== text };
}
/** Reads the block at `key`; `undefined` when the file has no such block. */
function readStaticExport(text, format, key = DEFAULT_CONFIG_KEY) {
    checkSize(text);
    const path = keySegments(key);
    return format === 'json' ? readJson(text, path) : readYaml(text, path);
}
/**
 * Parses the edited text again and checks that the block holds the intended values and
 * that the rest of the file means exactly what it meant before.
 */
function verifyEdit(before, after, format, path, update) {
    const fail = (why) => {
        throw new ConfigEditError(`the edited config does not read back as intended (${why}); nothing was written`);
    };
    const read = readStaticExport(after, format, path.join('.'));
    if (!read)
        fail(`no ${path.join('.')} block`);
    if (read.enabled !== true)
        fail('enabled is not true');
    if (read.bundleUrl !== update.bundleUrl)
        fail('bundleUrl differs');
    if (update.version !== undefined && read.version !== update.version)
        fail('version differs');
    if (update.record && format === 'yaml') {
        // The record is best-effort (a user's own comment on that line is kept), but when it
        // is there it must say what this run did.
        const recorded = readRecordedComment(after, path);
        if (recorded && recorded.jobId !== update.record.jobId)
            fail('recorded job id differs');
    }
    // Everything else means the same: the data before, with the block's fields set, equals the
    // data after.
    const expected = plainData(before, format);
    const actual = plainData(after, format);
    if (expected.length !== actual.length)
        fail('the number of documents changed');
    const target = format === 'yaml' ? pickYamlDocument(before, path).index : 0;
    let node = expected[target];
    if (node === null || node === undefined) {
        node = {};
        expected[target] = node;
    }
    for (const segment of path) {
        const next = node[segment];
        if (next === null || next === undefined || typeof next !== 'object')
            node[segment] = {};
        node = node[segment];
    }
    for (const [field, value] of wanted(update))
        node[field] = value;
    if (JSON.stringify(canonical(expected)) !== JSON.stringify(canonical(actual))) {
        fail('other values changed');
    }
}
function canonical(value) {
    if (Array.isArray(value))
        return value.map(canonical);
    if (value instanceof Map)
        return canonical(Object.fromEntries(value));
    if (value && typeof value === 'object' && !(value instanceof Date)) {
        return Object.fromEntries(Object.keys(value)
            .sort()
            .map(k => [k, canonical(value[k])]));
    }
    return value;
}
function plainData(text, format) {
    if (format === 'json')
        return [JSON.parse(stripBom(text))];
    return parseYamlDocuments(text).map(d => toPlain(d));
}
function stripBom(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
// ---------------------------------------------------------------------------------------
// YAML
// ---------------------------------------------------------------------------------------
// Duplicate keys are checked on the edited path only: elsewhere they are the file owner's
// business and do not make this edit ambiguous.
const YAML_OPTIONS = { uniqueKeys: false, prettyErrors: true };
function parseYamlDocuments(text) {
    const parsed = (0,dist/* parseAllDocuments */.hR)(text, YAML_OPTIONS);
    // A file with no document at all (empty, or only comments) is edited as one empty document.
    const docs = parsed.length > 0 ? parsed : [(0,dist/* parseDocument */.Tp)(text, YAML_OPTIONS)];
    for (const doc of docs) {
        const err = doc.errors[0];
        if (err) {
            const pos = err.linePos?.[0] ?? lineColumn(text, err.pos[0]);
            const line = 'line' in pos ? pos.line : 1;
            const column = 'col' in pos ? pos.col : 'column' in pos ? pos.column : 1;
            const firstLine = err.message.split('\n')[0];
            throw new ConfigEditError(`invalid YAML at line ${line}, column ${column}: ${firstLine}`);
        }
    }
    return docs;
}
function toPlain(doc) {
    try {
        // maxAliasCount bounds how far aliases may expand: a "billion laughs" file is refused.
        return doc.toJS({ maxAliasCount: 100 });
    }
    catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        throw new ConfigEditError(`the YAML expands too many aliases (${message}); refusing it as a possible alias bomb`);
    }
}
function scalarKey(pair) {
    const k = pair.key;
    if ((0,dist/* isScalar */.jn)(k))
        return String(k.value);
    return undefined;
}
/** Follows `path` from the document root as far as it exists. */
function walkYaml(doc, path) {
    const node = doc.contents;
    if (node === null || ((0,dist/* isScalar */.jn)(node) && node.value === null))
        return { map: null, depth: 0 };
    if (!(0,dist/* isMap */.jh)(node)) {
        throw new ConfigEditError(`the document's top level is ${describeNode(node)}, not a mapping, so it cannot hold ${path.join('.')}`);
    }
    let map = node;
    for (let i = 0; i < path.length; i++) {
        const segment = path[i];
        const pairs = map.items.filter(p => scalarKey(p) === segment);
        if (pairs.length > 1) {
            const at = pathName(path, i + 1);
            throw new ConfigEditError(`the key ${at} appears ${pairs.length} times; remove the duplicates`);
        }
        const pair = pairs[0];
        if (!pair)
            return { map, depth: i };
        const value = pair.value;
        if ((0,dist/* isAlias */.Vj)(value)) {
            throw new ConfigEditError(`${pathName(path, i + 1)} is an alias (*${value.source}); editing it would change the anchored value too, so write the block out there`);
        }
        if (value === null || ((0,dist/* isScalar */.jn)(value) && value.value === null && isEmptyNull(value))) {
            return { map, depth: i, emptyPair: pair };
        }
        if (!(0,dist/* isMap */.jh)(value)) {
            throw new ConfigEditError(`${pathName(path, i + 1)} is ${describeNode(value)}, not a mapping, so it cannot hold ${path.slice(i + 1).join('.') || 'the static export fields'}`);
        }
        map = value;
    }
    return { map, depth: path.length };
}
/** A null written as nothing at all (`key:`), which can be replaced by a block. */
function isEmptyNull(scalar) {
    const r = scalar.range;
    return !r || r[0] === r[1];
}
function describeNode(node) {
    if ((0,dist/* isSeq */.oP)(node))
        return 'a list';
    if ((0,dist/* isScalar */.jn)(node)) {
        if (node.value === null)
            return 'null';
        return `a ${typeof node.value} (${JSON.stringify(node.value)})`;
    }
    return 'not a mapping';
}
function pathName(path, n) {
    return path.slice(0, n).join('.');
}
/** Which document of a multi-document file holds the block (or should receive it). */
function pickYamlDocument(text, path) {
    const docs = parseYamlDocuments(text);
    const nonEmpty = docs
        .map((doc, index) => ({ doc, index }))
        .filter(({ doc }) => doc.contents !== null);
    if (docs.length === 1 || nonEmpty.length <= 1) {
        const only = nonEmpty[0] ?? { doc: docs[0], index: 0 };
        return only;
    }
    const depthOf = (doc) => {
        try {
            return walkYaml(doc, path).depth;
        }
        catch {
            return -1;
        }
    };
    const full = nonEmpty.filter(({ doc }) => depthOf(doc) === path.length);
    if (full.length === 1)
        return full[0];
    if (full.length > 1) {
        throw new ConfigEditError(`${path.join('.')} is in ${full.length} of the file's documents (${full.map(f => `#${f.index + 1}`).join(', ')}); it is ambiguous which to edit, so keep the block in one document`);
    }
    const partial = nonEmpty.filter(({ doc }) => depthOf(doc) > 0);
    if (partial.length === 1)
        return partial[0];
    throw new ConfigEditError(`${path.join('.')} is in none of the file's ${nonEmpty.length} documents and it is ambiguous where to add it; add an empty ${path.join('.')} block to one of them`);
}
function readYaml(text, path) {
    const { doc } = pickYamlDocument(text, path);
    toPlain(doc);
    const walk = walkYaml(doc, path);
    if (walk.depth < path.length || !walk.map)
        return undefined;
    const values = {};
    const block = walk.map.toJSON();
    if ('enabled' in block)
        values.enabled = block.enabled;
    if (typeof block.bundleUrl === 'string')
        values.bundleUrl = block.bundleUrl;
    if (block.version !== undefined && block.version !== null)
        values.version = String(block.version);
    const recorded = readRecordedComment(text, path);
    if (recorded) {
        values.jobId = recorded.jobId;
        values.expiresAt = recorded.expiresAt;
    }
    return withLinkFallback(values);
}
/** The run record beside bundleUrl, when the line carries one. */
function readRecordedComment(text, path) {
    const { doc } = pickYamlDocument(text, path);
    const walk = walkYaml(doc, path);
    if (walk.depth < path.length || !walk.map)
        return undefined;
    const pair = walk.map.items.find(p => scalarKey(p) === 'bundleUrl');
    const value = pair?.value;
    if (!value?.range || !(0,dist/* isScalar */.jn)(value))
        return undefined;
    const rest = restOfLine(text, value.range[1]);
    return parseRecordComment(rest.trim());
}
function restOfLine(text, offset) {
    const nl = text.indexOf('\n', offset);
    const end = nl === -1 ? text.length : nl;
    return text.slice(offset, end).replace(/\r$/, '');
}
function lineStart(text, offset) {
    return text.lastIndexOf('\n', offset - 1) + 1;
}
/** The offset just after the line holding `offset - 1` ends (after its newline). */
function afterLine(text, endOffset) {
    if (endOffset > 0 && text[endOffset - 1] === '\n')
        return endOffset;
    const nl = text.indexOf('\n', endOffset);
    return nl === -1 ? text.length : nl + 1;
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
    try {
        // Both YAML 1.1 (what Helm's parser speaks) and 1.2 must see a string: `1.10`, `yes`,
        // `2024-06-01` and `null` must keep their quotes.
        return ((0,dist/* parse */.qg)(s, { version: '1.2' }) === s && (0,dist/* parse */.qg)(s, { version: '1.1' }) === s);
    }
    catch {
        return false;
    }
}
function doubleQuoted(s) {
    return JSON.stringify(s);
}
function singleQuoted(s) {
    return `'${s.replace(/'/g, "''")}'`;
}
/** New source text for a scalar, in the style of the one it replaces when that can hold it. */
function scalarSource(value, existing, inFlow) {
    if (typeof value === 'boolean')
        return String(value);
    switch (existing?.type) {
        case dist/* Scalar */.X5.PLAIN:
            return plainRoundTrips(value, inFlow) ? value : doubleQuoted(value);
        case dist/* Scalar */.X5.QUOTE_SINGLE:
            return singleQuoted(value);
        default:
            return doubleQuoted(value);
    }
}
function yamlKey(key) {
    return plainRoundTrips(key, true) ? key : doubleQuoted(key);
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
function editYaml(text, path, update) {
    const { doc } = pickYamlDocument(text, path);
    toPlain(doc);
    const nl = newlineOf(text);
    const unit = detectIndentUnit(text);
    const walk = walkYaml(doc, path);
    const fields = wanted(update);
    const comment = update.record ? formatRecordComment(update.record) : undefined;
    const splices = [];
    if (walk.depth === path.length && walk.map) {
        editYamlMap(text, walk.map, fields, comment, nl, splices);
        return applySplices(text, splices);
    }
    // Part of the path is missing: write the rest of it, and the fields, as a new block.
    const missing = path.slice(walk.depth);
    if (walk.emptyPair) {
        // `key:` with nothing after it: the new block goes on the lines below the key.
        const keyNode = walk.emptyPair.key;
        const keyStart = keyNode.range[0];
        const indent = keyStart - lineStart(text, keyStart);
        const rest = missing.slice(1);
        const inner = blockLines(rest, fields, comment, indent + unit, unit);
        const valueNode = walk.emptyPair.value;
        const after = afterLine(text, valueNode?.range?.[2] ?? keyNode.range[2]);
        const insert = inner.join(nl) + nl;
        if (after === text.length && !text.endsWith('\n')) {
            splices.push({ start: after, end: after, text: nl + insert });
        }
        else {
            splices.push({ start: after, end: after, text: insert });
        }
        return applySplices(text, splices);
    }
    const map = walk.map;
    if (map && map.flow) {
        splices.push(flowInsertion(text, map, flowEntry(missing, fields)));
        return applySplices(text, splices);
    }
    if (!map || map.items.length === 0) {
        // An empty document (or one holding only comments): the block goes at its end.
        const lines = blockLines(missing, fields, comment, 0, unit);
        const docEnd = doc.range[2] ?? text.length;
        const pos = afterLine(text, docEnd);
        const needsNl = pos > 0 && text[pos - 1] !== '\n';
        splices.push({ start: pos, end: pos, text: (needsNl ? nl : '') + lines.join(nl) + nl });
        return applySplices(text, splices);
    }
    const firstKey = map.items[0].key;
    const indent = firstKey.range[0] - lineStart(text, firstKey.range[0]);
    const lines = blockLines(missing, fields, comment, indent, unit);
    splices.push(insertAfterLastPair(text, map, lines, nl));
    return applySplices(text, splices);
}
function editYamlMap(text, map, fields, comment, nl, splices) {
    const newPairs = [];
    for (const [field, value] of fields) {
        const pairs = map.items.filter(p => scalarKey(p) === field);
        if (pairs.length > 1) {
            throw new ConfigEditError(`the key ${field} appears ${pairs.length} times in the block; remove the duplicates`);
        }
        const pair = pairs[0];
        if (!pair) {
            newPairs.push([field, value]);
            continue;
        }
        const node = pair.value;
        if ((0,dist/* isAlias */.Vj)(node)) {
            throw new ConfigEditError(`${field} is an alias (*${node.source}); write the value out instead`);
        }
        if (node !== null && !(0,dist/* isScalar */.jn)(node)) {
            throw new ConfigEditError(`${field} is ${describeNode(node)}; it must be a single value`);
        }
        if (node === null || !node.range || isEmptyNull(node)) {
            // `bundleUrl:` with no value: write the value after the colon.
            const keyEnd = pair.key.range[1];
            const colon = text.indexOf(':', keyEnd);
            const src = ' ' + scalarSource(value, undefined, map.flow ?? false);
            splices.push({ start: colon + 1, end: colon + 1, text: src });
            continue;
        }
        const [start, valueEnd] = node.range;
        const isBlockScalar = node.type === dist/* Scalar */.X5.BLOCK_LITERAL || node.type === dist/* Scalar */.X5.BLOCK_FOLDED;
        let src = scalarSource(value, isBlockScalar ? undefined : node, map.flow ?? false);
        let end = valueEnd;
        if (isBlockScalar) {
            // A block scalar's source runs over the following lines; the replacement is one line.
            end =
                text[valueEnd - 1] === '\n' ? valueEnd - (text[valueEnd - 2] === '\r' ? 2 : 1) : valueEnd;
        }
        // Keep the old source when it already reads as the new value: no churn in the diff.
        if (node.value === value)
            src = text.slice(start, end);
        if (field === 'bundleUrl' && comment !== undefined && !map.flow && !isBlockScalar) {
            const rest = restOfLine(text, valueEnd);
            const existingComment = /^(\s*)(#.*)$/.exec(rest);
            if (!existingComment) {
                if (rest.trim() === '') {
                    splices.push({ start, end: end + rest.length, text: `${src}  ${comment}` });
                    continue;
                }
            }
            else if (parseRecordComment(existingComment[2])) {
                splices.push({
                    start,
                    end: end + rest.length,
                    text: `${src}${existingComment[1]}${comment}`
                });
                continue;
            }
            // A comment the user wrote is kept; the link itself still tells a renewal run the job.
        }
        splices.push({ start, end, text: src });
    }
    if (newPairs.length === 0)
        return;
    if (map.flow) {
        splices.push(flowInsertion(text, map, newPairs.map(([k, v]) => `${yamlKey(k)}: ${scalarSource(v, undefined, true)}`).join(', ')));
        return;
    }
    const firstKey = map.items[0].key;
    const indent = firstKey.range[0] - lineStart(text, firstKey.range[0]);
    const lines = newPairs.map(([k, v]) => {
        const line = `${' '.repeat(indent)}${yamlKey(k)}: ${scalarSource(v, undefined, false)}`;
        return k === 'bundleUrl' && comment ? `${line}  ${comment}` : line;
    });
    splices.push(insertAfterLastPair(text, map, lines, nl));
}
function insertAfterLastPair(text, map, lines, nl) {
    const last = map.items[map.items.length - 1];
    const lastNode = (last.value ?? last.key);
    // range[1] is where the value's own text ends (before a trailing comment); the new lines go
    // after that line so a comment on it stays with it.
    const valueEnd = lastNode.range[1];
    const pos = afterLine(text, valueEnd);
    const needsNl = pos === text.length && !text.endsWith('\n');
    // A new key in a mapping whose keys are set apart by blank lines gets one too.
    const keyLine = lineStart(text, last.key.range[0]);
    const lineBefore = keyLine > 0 ? text.slice(lineStart(text, keyLine - 1), keyLine) : 'x';
    const blank = lines.length > 1 && lineBefore.trim() === '' ? nl : '';
    return { start: pos, end: pos, text: (needsNl ? nl : '') + blank + lines.join(nl) + nl };
}
function blockLines(missing, fields, comment, indent, unit) {
    const lines = [];
    let level = indent;
    for (const segment of missing) {
        lines.push(`${' '.repeat(level)}${yamlKey(segment)}:`);
        level += unit;
    }
    for (const [k, v] of fields) {
        const line = `${' '.repeat(level)}${yamlKey(k)}: ${scalarSource(v, undefined, false)}`;
        lines.push(k === 'bundleUrl' && comment ? `${line}  ${comment}` : line);
    }
    return lines;
}
function flowEntry(missing, fields) {
    let inner = fields
        .map(([k, v]) => `${yamlKey(k)}: ${scalarSource(v, undefined, true)}`)
        .join(', ');
    for (let i = missing.length - 1; i >= 0; i--) {
        inner = `${yamlKey(missing[i])}: {${inner}}`;
    }
    return inner;
}
/** Adds `entry` as the last member of a flow mapping `{…}`, on the same line as its `}`. */
function flowInsertion(text, map, entry) {
    const end = map.range[1];
    const close = text.lastIndexOf('}', end - 1);
    if (close < 0)
        throw new ConfigEditError('could not find the end of a flow mapping');
    let before = close;
    while (before > 0 && /\s/.test(text[before - 1]))
        before--;
    const empty = map.items.length === 0;
    const hasTrailingComma = text[before - 1] === ',';
    const sep = empty ? '' : hasTrailingComma ? ' ' : ', ';
    return { start: before, end: before, text: `${sep}${entry}` };
}
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
function parseJsonWithRanges(text) {
    // The BOM is skipped by position, so every range stays an offset into the original text.
    const scanner = new JsonScanner(text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text);
    return scanner.parseDocument();
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
        if (member.value.kind !== 'object') {
            const what = member.value.kind === 'array'
                ? 'an array'
                : `a ${member.value.value === null ? 'null' : typeof member.value.value}`;
            throw new ConfigEditError(`${pathName(path, i + 1)} is ${what}, not an object, so it cannot hold ${path.slice(i + 1).join('.') || 'the static export fields'}`);
        }
        object = member.value;
    }
    return { object, depth: path.length };
}
function readJson(text, path) {
    const walk = walkJson(parseJsonWithRanges(text), path);
    if (walk.depth < path.length)
        return undefined;
    const values = {};
    for (const m of walk.object.members) {
        if (m.value.kind !== 'scalar')
            continue;
        if (m.key === 'enabled')
            values.enabled = m.value.value;
        if (m.key === 'bundleUrl' && typeof m.value.value === 'string')
            values.bundleUrl = m.value.value;
        if (m.key === 'version' && m.value.value !== null)
            values.version = String(m.value.value);
    }
    return withLinkFallback(values);
}
function detectJsonIndent(text) {
    const m = /\n([ \t]+)\S/.exec(text);
    if (!m)
        return '  ';
    const indent = m[1];
    return indent.startsWith('\t') ? '\t' : indent;
}
function lineIndent(text, offset) {
    const start = lineStart(text, offset);
    return /^[ \t]*/.exec(text.slice(start))[0];
}
function editJson(text, path, update) {
    const root = parseJsonWithRanges(text);
    const walk = walkJson(root, path);
    const nl = newlineOf(text);
    const unit = detectJsonIndent(text);
    const splices = [];
    const fields = wanted(update);
    let pending;
    const object = walk.object;
    if (walk.depth === path.length) {
        pending = [];
        for (const [field, value] of fields) {
            const found = object.members.filter(m => m.key === field);
            if (found.length > 1) {
                throw new ConfigEditError(`the key ${field} appears ${found.length} times in the block; remove the duplicates`);
            }
            const member = found[0];
            if (!member) {
                pending.push([field, value]);
                continue;
            }
            if (member.value.kind !== 'scalar') {
                throw new ConfigEditError(`${field} is not a single value in ${path.join('.')}`);
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
        // Build the missing part of the path as one nested member.
        let inner = Object.fromEntries(fields);
        for (let i = path.length - 1; i > walk.depth; i--)
            inner = { [path[i]]: inner };
        pending = [[path[walk.depth], inner]];
    }
    if (pending.length > 0)
        splices.push(jsonInsertion(text, walk.object, pending, unit, nl));
    return applySplices(text, splices);
}
function jsonInsertion(text, object, members, unit, nl) {
    const multiline = text.slice(object.start, object.end).includes('\n') || object.members.length === 0;
    if (!multiline) {
        // A one-line object stays on one line.
        const last = object.members[object.members.length - 1];
        const entries = members.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ');
        return { start: last.value.end, end: last.value.end, text: `, ${entries}` };
    }
    const closingIndent = lineIndent(text, object.start);
    const memberIndent = object.members.length > 0 ? lineIndent(text, object.members[0].keyStart) : closingIndent + unit;
    const render = (k, v) => {
        const body = JSON.stringify(v, null, unit)
            .split('\n')
            .join(nl + memberIndent);
        return `${memberIndent}${JSON.stringify(k)}: ${body}`;
    };
    const entries = members.map(([k, v]) => render(k, v)).join(',' + nl);
    if (object.members.length === 0) {
        return {
            start: object.start,
            end: object.end,
            text: `{${nl}${entries}${nl}${closingIndent}}`
        };
    }
    const last = object.members[object.members.length - 1];
    return { start: last.value.end, end: last.value.end, text: `,${nl}${entries}` };
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
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
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
        return readStaticExport(text, detectConfigFormat(path), options.configKey ?? 'staticExport');
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
                key: options.configKey ?? 'staticExport',
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
    const log = options.logger ?? defaultLogger();
    const ctx = { owner: options.owner, repo: options.repo };
    const octokit = createClient(options, log);
    const call = callerFor(ctx);
    const base = options.base ??
        (await call(`reading ${ctx.owner}/${ctx.repo}`, async () => (await octokit.rest.repos.get(ctx)).data)).default_branch;
    return {
        base,
        read: async (path) => {
            const text = await readFile(octokit, ctx, path, base, call);
            if (text === undefined) {
                throw new PullRequestDeliveryError(`config-path ${path} does not exist on ${base} in ${ctx.owner}/${ctx.repo}. Check the path (relative to the repository root) and base.`);
            }
            return text;
        }
    };
}
async function deliverPullRequest(options) {
    const log = options.logger ?? defaultLogger();
    const ctx = { owner: options.owner, repo: options.repo };
    if (options.configPaths.length === 0) {
        throw new PullRequestDeliveryError('config-path is empty: name at least one config file to update');
    }
    const configPaths = [...new Set(options.configPaths.map(p => (0,config_path/* checkConfigPath */.k)(p)))];
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
    const call = callerFor(ctx);
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
    // What the branch's one pull request should say, whichever path opens or updates it.
    const pullRequest = {
        branch,
        base,
        title: options.title ?? `Static export of ${options.domain}: new bundle link`,
        body: options.body ??
            defaultPullRequestBody({
                domain: options.domain,
                configPaths,
                configKey,
                update: options.update
            }),
        draft: options.draft === true
    };
    const maxAttempts = options.maxAttempts ?? 5;
    const keptMoving = (attempts) => new PullRequestDeliveryError(`${branch} or ${base} kept moving while this run updated it (${attempts} attempts). Another run is probably writing the same branch; give concurrent runs a concurrency group per domain.`);
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
            // That run may not have opened its pull request yet. Make sure the branch has one, so
            // every run names the same pull request; an existing one is left as the newer run wrote
            // it, and a new one gets its title and body from the newer run when it gets there.
            const { pull } = await upsertPullRequest(octokit, ctx, pullRequest, existing, log, call, 'ensure');
            return result({
                operation: 'unchanged',
                superseded: true,
                number: pull.number,
                url: pull.html_url
            });
        }
        const commitSha = await writeCommit(octokit, ctx, baseSha, files, options, configKey, call);
        // Writing the commit took several calls, in which another run may have put a newer link on
        // the branch. Re-read the head right before the forced update, so the window in which an
        // older link can overwrite a newer one shrinks from the whole commit write to one round trip.
        const headBeforeMove = await readBranch(octokit, ctx, branch, call);
        if (headBeforeMove !== branchSha) {
            if (attempt >= maxAttempts)
                throw keptMoving(attempt);
            log.info(`${branch} moved while this run wrote its commit; redoing it on the new head (attempt ${attempt + 1})`);
            continue;
        }
        const moved = await moveBranch(octokit, ctx, branch, branchSha, commitSha, call);
        // Another run or a push may have moved the branch or the base in the meantime; redo the
        // commit on the new heads so the branch ends as the base plus one commit.
        const [branchNow, baseNow] = await Promise.all([
            readBranch(octokit, ctx, branch, call),
            readBranch(octokit, ctx, base, call)
        ]);
        const raced = !moved || branchNow !== commitSha || baseNow !== baseSha;
        if (raced) {
            if (attempt >= maxAttempts)
                throw keptMoving(attempt);
            log.info(`${moved ? `${branch} or ${base} moved during the update` : `the update of ${branch} was rejected`}; redoing it on the new head (attempt ${attempt + 1})`);
            continue;
        }
        log.info(`${branch} is now ${base} plus commit ${commitSha}`);
        const { pull, operation } = await upsertPullRequest(octokit, ctx, pullRequest, existing, log, call);
        await decorate(octokit, ctx, pull, repository.allow_auto_merge === true, options, warn, call);
        return result({ operation, number: pull.number, url: pull.html_url, commitSha });
    }
}
/** Runs one API step and turns its failure into a message that says what was being done. */
function callerFor(ctx) {
    return async (doing, fn) => {
        try {
            return await fn();
        }
        catch (err) {
            throw explain(err, doing, ctx);
        }
    };
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
            if (data.size > MAX_CONFIG_BYTES) {
                throw new PullRequestDeliveryError(`config-path ${path} is ${data.size} bytes, over the ${MAX_CONFIG_BYTES}-byte limit for a config file`);
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
            after = applyStaticExport(before, detectConfigFormat(path), {
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
        (values?.bundleUrl ? (0,links/* parseBundleLink */.iY)(values.bundleUrl).expiresAt : undefined);
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
        theirs = readStaticExport(text, detectConfigFormat(path), configKey);
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
    // The new file contents go inline in the tree: GitHub stores them as blobs itself, and one
    // write request per file is saved (each write waits for the throttling plugin's spacing).
    const tree = [];
    for (const file of files.filter(f => f.changed)) {
        // Keep the file's mode (an executable bit, say) as it is on the base.
        const mode = (await fileMode(octokit, ctx, baseTree.sha, file.path, call)) ?? '100644';
        tree.push({
            path: file.path,
            mode: mode,
            type: 'blob',
            content: file.after
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
async function upsertPullRequest(octokit, ctx, want, existing, log, call, 
/** `ensure`: open one when there is none, but leave an existing one as it is. */
mode = 'upsert') {
    const update = async (pull) => {
        if (mode === 'ensure')
            return { pull, operation: 'unchanged' };
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

//# sourceMappingURL=137.index.js.map