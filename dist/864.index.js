export const id = 864;
export const ids = [864];
export const modules = {

/***/ 84135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I4: () => (/* binding */ artifactOwner),
/* harmony export */   g2: () => (/* binding */ suffixedName),
/* harmony export */   tf: () => (/* binding */ keptWarning)
/* harmony export */ });
/* unused harmony export PROCESS_STARTED */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _rules_artifact_name_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7305);
// Whose is an artifact that already holds the name we upload under: an earlier attempt of this
// run, or another job (a matrix leg) or step of this very attempt.
//
// Artifact names are unique per workflow run, across its attempts. A re-run of a job finds the
// artifact its failed attempt left, and replacing it is right: the fresh archive is the one that
// matters, and the name stays what later steps look for. But two matrix legs that export the
// same domain (one per `version`, say) get the same default name in the same attempt; replacing
// there throws away the other leg's archive, which nobody re-runs to get back. So an artifact of
// this attempt is kept, and ours is uploaded under the name with a short suffix.
//
// In a first attempt there is no earlier one: the artifact is this attempt's. In a later attempt
// it is this attempt's when it was made after this process started (clocks of the runner and the
// service differ a little, so that is the one sure sign; one made before is taken as earlier).


/** When this process started: an artifact made after it is this attempt's. */
const PROCESS_STARTED = Date.now() - process.uptime() * 1000;
/** The name with a short random suffix, for an archive that cannot have the name itself. */
const suffixedName = (wanted) => (0,_rules_artifact_name_js__WEBPACK_IMPORTED_MODULE_1__/* .uniqueArtifactFileName */ .tS)(wanted, (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(3).toString('hex'));
/** The warning for an artifact of this attempt kept, and ours uploaded beside it. */
const keptWarning = (wanted, ours) => `An artifact named ${wanted} was already uploaded by another job or step of this workflow ` +
    'run attempt (a matrix leg exporting the same domain?). It is kept, and this archive was ' +
    `uploaded as ${ours}. Give each job its own \`artifact-name\` to get stable names.`;
function artifactOwner(env, 
/** When the artifact there was made, if the service said. */
createdAt, 
/** When this process started (ms since the epoch). */
startedAt = PROCESS_STARTED) {
    const attempt = Number(env.GITHUB_RUN_ATTEMPT);
    if (attempt === 1)
        return 'this attempt';
    if (createdAt !== undefined && createdAt.getTime() >= startedAt)
        return 'this attempt';
    return 'earlier attempt';
}


/***/ }),

/***/ 63864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UA: () => (/* reexport safe */ _rules_artifact_name_js__WEBPACK_IMPORTED_MODULE_6__.UA),
/* harmony export */   V$: () => (/* binding */ ArtifactDeliveryError),
/* harmony export */   artifactRuntimeProblem: () => (/* binding */ artifactRuntimeProblem),
/* harmony export */   deliverArtifact: () => (/* binding */ deliverArtifact),
/* harmony export */   dw: () => (/* binding */ stage)
/* harmony export */ });
/* unused harmony exports artifactVariables, artifactWebUrl, isLibraryError, explain */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33838);
/* harmony import */ var _archive_file_sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(81068);
/* harmony import */ var _cancellation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(34632);
/* harmony import */ var _github_urls_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(81611);
/* harmony import */ var _rules_artifact_name_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7305);
/* harmony import */ var _artifact_conflict_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(84135);
/* harmony import */ var _no_proxy_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9669);
// Artifact delivery: uploads the verified `.tar.gz` as a workflow artifact, as the one file
// it is (no zip around it), with the retention asked for.
//
// @actions/artifact is imported lazily inside deliverArtifact: it pulls in the Azure SDK, and
// runs that deliver nothing else (`delivery: none`, pull requests) should not pay for loading
// it. On GitHub Enterprise Server the upload goes through artifact-ghes.ts instead (the older
// artifact API, @actions/artifact 1.x), loaded just as lazily. isEnterpriseServer and
// artifactRuntimeProblem are pure so main.ts can ask them before starting an export.
//
// Name conflicts. Artifact names are unique per workflow run, and the service answers a
// second CreateArtifact for a name with 409 "an artifact with this name already exists on
// the workflow run". A re-run of the job hits exactly that, with the
// previous attempt's archive. We overwrite: delete the existing artifact of that name, then
// upload again, like actions/upload-artifact's `overwrite: true`. The name stays stable,
// which is what `actions/download-artifact` steps, scheduled refreshes and people looking for
// "the latest export of docs.example.com" rely on, and the fresh archive is the one that
// matters (the old link is about to expire anyway). An artifact another job of this same
// attempt uploaded (matrix legs exporting one domain) is kept instead: replacing it would lose
// that leg's archive for good, so ours goes under the name with a short random suffix, and a
// warning says so (artifact-conflict.ts tells the two apart). If two legs race so that the name
// is taken again between our delete and our upload, we do not fail the job either: the suffixed
// name again, with a warning.











/** A failure that says what happened and what to do; safe to show (no tokens, no URLs). */
class ArtifactDeliveryError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ArtifactDeliveryError';
    }
}
/**
 * The runner variables an artifact upload needs on this server: the results service
 * (`ACTIONS_RESULTS_URL`) on github.com and GHE.com, the older artifact API under
 * `ACTIONS_RUNTIME_URL` on GitHub Enterprise Server (which sets no `ACTIONS_RESULTS_URL`).
 */
function artifactVariables(env) {
    return (0,_github_urls_js__WEBPACK_IMPORTED_MODULE_9__/* .isEnterpriseServer */ .vh)(env.GITHUB_SERVER_URL)
        ? ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RUNTIME_URL', 'GITHUB_RUN_ID']
        : ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL'];
}
/**
 * Why no artifact can be uploaded from this step, or undefined when the runner's variables
 * are there. Pure, so it is asked before an export starts and again before the upload.
 */
function artifactRuntimeProblem(env) {
    const missing = artifactVariables(env).filter(name => !env[name]);
    if (missing.length === 0)
        return undefined;
    const where = (0,_github_urls_js__WEBPACK_IMPORTED_MODULE_9__/* .isEnterpriseServer */ .vh)(env.GITHUB_SERVER_URL)
        ? "GitHub Enterprise Server's artifact service"
        : 'The artifact service';
    return (`${where} is not available to this step: ${missing.join(' and ')} ` +
        `${missing.length > 1 ? 'are' : 'is'} not set. A GitHub runner sets them for ` +
        'JavaScript actions; when running elsewhere (for example locally), use ' +
        '`delivery: none` and take the archive from the `archive-path` output.');
}
/** The artifact's web page, when the runner's variables say where it lives. */
function artifactWebUrl(env, id) {
    const run = (0,_github_urls_js__WEBPACK_IMPORTED_MODULE_9__/* .workflowRunUrl */ .CX)(env);
    return run === undefined ? undefined : `${run}/artifacts/${id}`;
}
// The file name an artifact of this name is uploaded (and staged) as: the artifact-name rule's.

/**
 * A name taken: CreateArtifact's 409 only. A 409 of another call (FinalizeArtifact answering a
 * retry whose first answer was lost) is no name conflict, and uploading a copy under another
 * name would leave two.
 */
const isConflict = (err) => err instanceof Error &&
    /CreateArtifact\b[^\n]*\(409\)|already exists on the workflow run/i.test(err.message);
/**
 * FinalizeArtifact's 409: the library retried a finalize whose first answer was lost (a 5xx of a
 * proxy after the service committed), and the service says it is finalized already.
 */
const isFinalizedAlready = (err) => err instanceof Error && /FinalizeArtifact\b[^\n]*\(409\)/i.test(err.message);
/**
 * The artifact `name` as the service holds it, when it is the archive this run uploaded (its
 * digest is the archive's sha256, hashed here when the caller gave none): the upload whose
 * finalize answer was lost.
 */
async function finalizedUpload(client, name, archive) {
    const found = await client.getArtifact(name).then(got => got.artifact, () => undefined);
    if (found === undefined)
        return undefined;
    const digest = found.digest?.replace(/^sha256:/i, '').toLowerCase();
    const expected = archive.sha256?.toLowerCase() ?? (await (0,_archive_file_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q)(archive.path)).sha256;
    return digest === expected ? { id: found.id, size: found.size, digest } : undefined;
}
/** Signed URLs (`sig=`) must never reach a log or an error, even from a library message. */
const scrub = (text) => text.replace(/([?&]sig=)[^&\s"']+/gi, '$1***');
/** Presents the archive under the file name the artifact is to have, without copying it. */
async function stage(archivePath, dir, fileName) {
    const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, fileName);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.link)(archivePath, target);
    }
    catch {
        // Another filesystem, or links not allowed: fall back to a copy.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.copyFile)(archivePath, target);
    }
    return target;
}
/**
 * Whether `err` is the library's error class `name`, without depending on the module exporting
 * it: another runner's artifact module may not, and `instanceof undefined` would throw and hide
 * the real failure. The class when exported, else the error's name.
 */
function isLibraryError(err, cls, name) {
    if (typeof cls === 'function' && err instanceof cls)
        return true;
    return err instanceof Error && err.name === name;
}
function explain(err, mod, archivePath) {
    const keep = `The verified archive is still at ${archivePath} (the \`archive-path\` output).`;
    const message = scrub(err instanceof Error ? err.message : String(err));
    // The library wraps its UsageError in a plain Error ("Failed to CreateArtifact: Artifact
    // storage quota has been hit…"), so its words are matched too.
    if (isLibraryError(err, mod.UsageError, 'UsageError') ||
        /storage quota has been hit|insufficient usage/i.test(message)) {
        return new ArtifactDeliveryError('The artifact upload was refused: the storage quota for artifacts of this account is used ' +
            'up. Delete old artifacts or lower `retention-days` (storage frees up within hours), or ' +
            `use \`delivery: none\`. ${keep}`);
    }
    // The library's Twirp client re-wraps its NetworkError in a plain Error ("Failed to
    // CreateArtifact: Unable to make request: ECONNREFUSED …"), so the code is read from the text.
    const networkCode = isLibraryError(err, mod.NetworkError, 'NetworkError')
        ? (err.code ?? 'network error')
        : /Unable to make request: (E[A-Z]+)/.exec(message)?.[1];
    const resultsUrl = process.env.ACTIONS_RESULTS_URL;
    const proxy = networkCode !== undefined && resultsUrl !== undefined && URL.canParse(resultsUrl)
        ? (0,_no_proxy_js__WEBPACK_IMPORTED_MODULE_8__/* .proxyFor */ .iJ)(resultsUrl)
        : undefined;
    if (proxy !== undefined) {
        // A proxy that refuses the tunnel (407: credentials missing or wrong) reaches the library as
        // a connection reset; re-running would meet the same proxy.
        return new ArtifactDeliveryError(`Could not reach the artifact service (${networkCode}) through the proxy ${proxy.host} ` +
            '(HTTPS_PROXY or HTTP_PROXY): a proxy that refuses the tunnel, as it does without the ' +
            'credentials it wants (407), ends the connection so. Check the proxy and its credentials, ' +
            `or list the artifact service's host in NO_PROXY. ${keep}`);
    }
    if (networkCode !== undefined) {
        return new ArtifactDeliveryError(`Could not reach the artifact service (${networkCode}). On a self-hosted runner, allow it to ` +
            "reach GitHub's results and blob storage endpoints (see GitHub's list of addresses " +
            `self-hosted runners need); otherwise re-run the job. ${keep}`);
    }
    if (/after \d+ attempts/.test(message)) {
        return new ArtifactDeliveryError(`The artifact service kept failing: ${message}. This is usually temporary: re-run the ` +
            `job, and check https://www.githubstatus.com if it persists. ${keep}`);
    }
    // A blob store's (or a proxy's) refusal with an empty body leaves the library no words.
    const said = message.trim() === '' ? withoutWords(err) : message;
    return new ArtifactDeliveryError(`Uploading the artifact failed: ${said}. ${keep}`);
}
/** What an error with no message can still say: its HTTP status, when it carries one. */
function withoutWords(err) {
    const e = (err ?? {});
    const status = [e.statusCode, e.status].find(v => typeof v === 'number');
    if (status !== undefined)
        return `the storage service answered ${String(status)} without a reason`;
    return typeof e.code === 'string' ? e.code : 'the service gave no reason';
}
/**
 * Uploads the archive as a single-file artifact and returns where it landed. Throws an
 * ArtifactDeliveryError that says what happened and what to do. Reads the runner's
 * variables from process.env, as @actions/artifact itself does.
 */
async function deliverArtifact(request) {
    const env = process.env;
    const problem = artifactRuntimeProblem(env);
    if (problem !== undefined)
        throw new ArtifactDeliveryError(problem);
    if ((0,_github_urls_js__WEBPACK_IMPORTED_MODULE_9__/* .isEnterpriseServer */ .vh)(env.GITHUB_SERVER_URL)) {
        // The results service does not exist there (@actions/artifact 2+ refuses GHES); the older
        // artifact API it still serves is driven by @actions/artifact 1.x, loaded only here.
        const { deliverArtifactToEnterpriseServer } = await __webpack_require__.e(/* import() */ 506).then(__webpack_require__.bind(__webpack_require__, 30506));
        return deliverArtifactToEnterpriseServer(request, env);
    }
    const mod = await Promise.all(/* import() */[__webpack_require__.e(913), __webpack_require__.e(252)]).then(__webpack_require__.bind(__webpack_require__, 91252));
    const client = new mod.DefaultArtifactClient();
    const baseDir = request.workDir ?? env.RUNNER_TEMP ?? node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir();
    const stageDir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(baseDir, 'artifact-'));
    // A cancel removes it too: where a hard link is refused the staged file is a copy, partial
    // while it is made.
    const staged = (0,_cancellation_js__WEBPACK_IMPORTED_MODULE_5__/* .removeOnCancel */ .c_)(stageDir);
    const options = { skipArchive: true, retentionDays: request.retentionDays };
    const upload = async (fileName) => {
        const file = await stage(request.archivePath, stageDir, fileName);
        try {
            return {
                name: fileName,
                result: await client.uploadArtifact(fileName, [file], stageDir, options)
            };
        }
        catch (err) {
            if (!isFinalizedAlready(err))
                throw err;
            const archive = { path: request.archivePath, sha256: request.expectedSha256 };
            const done = await finalizedUpload(client, fileName, archive);
            if (done === undefined)
                throw err;
            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`The artifact service had finalized ${fileName} already (its first answer was lost on ` +
                'the way back, and the retry was told so): it holds this archive, by its digest.');
            return { name: fileName, result: done };
        }
    };
    /** Deletes the earlier attempt's artifact and uploads under its name (or, raced, a unique one). */
    const replace = async (wanted) => {
        try {
            await client.deleteArtifact(wanted);
        }
        catch (deleteError) {
            // Gone already (someone else replaced it first) is fine; anything else is not.
            if (!isLibraryError(deleteError, mod.ArtifactNotFoundError, 'ArtifactNotFoundError'))
                throw deleteError;
        }
        try {
            return await upload(wanted);
        }
        catch (retryError) {
            if (!isConflict(retryError)) {
                const failed = explain(retryError, mod, request.archivePath);
                throw new ArtifactDeliveryError(`${failed.message} The earlier attempt's artifact ${wanted} had been deleted to be replaced, so none is left under that name.`);
            }
            const unique = (0,_artifact_conflict_js__WEBPACK_IMPORTED_MODULE_7__/* .suffixedName */ .g2)(wanted);
            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .warning */ .$e(`Another job of this run took the artifact name ${wanted} at the same time. This ` +
                `archive was uploaded as ${unique} instead. Give each job (each matrix leg) its own ` +
                '`artifact-name` to get stable names.');
            return upload(unique);
        }
    };
    try {
        const wanted = (0,_rules_artifact_name_js__WEBPACK_IMPORTED_MODULE_6__/* .artifactFileName */ .UA)(request.artifactName);
        let replaced = false;
        let uploaded;
        try {
            uploaded = await upload(wanted);
        }
        catch (err) {
            if (!isConflict(err))
                throw err;
            const existing = await client.getArtifact(wanted).then(found => found.artifact, () => undefined);
            if ((0,_artifact_conflict_js__WEBPACK_IMPORTED_MODULE_7__/* .artifactOwner */ .I4)(env, existing?.createdAt) === 'this attempt') {
                // Another job or step of this attempt made it: replacing would lose its archive.
                const unique = (0,_artifact_conflict_js__WEBPACK_IMPORTED_MODULE_7__/* .suffixedName */ .g2)(wanted);
                _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .warning */ .$e((0,_artifact_conflict_js__WEBPACK_IMPORTED_MODULE_7__/* .keptWarning */ .tf)(wanted, unique));
                uploaded = await upload(unique);
            }
            else {
                _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`An artifact named ${wanted} already exists in this workflow run (from an earlier ` +
                    'attempt of this job): replacing it with this archive.');
                uploaded = await replace(wanted);
                replaced = uploaded.name === wanted;
            }
        }
        const { id, digest, size } = uploaded.result;
        if (id === undefined || digest === undefined) {
            throw new ArtifactDeliveryError('The artifact service accepted the upload but returned no artifact id or digest. ' +
                'Re-run the job; if it persists, use `delivery: none` and the `archive-path` output.');
        }
        if (request.expectedSha256 !== undefined && digest !== request.expectedSha256.toLowerCase()) {
            // The file changed between verification and upload: do not leave a bad artifact behind.
            await client.deleteArtifact(uploaded.name).catch(() => undefined);
            throw new ArtifactDeliveryError(`The uploaded bytes hash to sha256 ${digest}, not the ${request.expectedSha256} the ` +
                'archive had when it was verified: the file changed on disk in between. The artifact ' +
                'was deleted again. Re-run the job.');
        }
        return {
            id,
            name: uploaded.name,
            url: artifactWebUrl(env, id),
            digest,
            size: size ?? 0,
            replaced
        };
    }
    catch (err) {
        if (err instanceof ArtifactDeliveryError)
            throw err;
        throw explain(err, mod, request.archivePath);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(stageDir, { recursive: true, force: true });
        staged();
    }
}


/***/ })

};

//# sourceMappingURL=864.index.js.map