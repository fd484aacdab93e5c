export const id = 506;
export const ids = [506];
export const modules = {

/***/ 30506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   deliverArtifactToEnterpriseServer: () => (/* binding */ deliverArtifactToEnterpriseServer)
/* harmony export */ });
/* unused harmony export explain */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33838);
/* harmony import */ var _archive_file_sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(81068);
/* harmony import */ var _cancellation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(34632);
/* harmony import */ var _artifact_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(63864);
/* harmony import */ var _artifact_conflict_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(84135);
/* harmony import */ var _proxy_hint_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(57933);
// Artifact delivery on GitHub Enterprise Server. The results service that @actions/artifact 2+
// (and upload-artifact@v4) needs does not exist there, but GHES still serves the older artifact
// API under ACTIONS_RUNTIME_URL, the one upload-artifact@v3 used: create the artifact's file
// container, upload the file in chunks with Content-Range, finalize with the size. This module
// drives it with the real @actions/artifact 1.1.x client (the npm alias @actions/artifact-v1),
// loaded only here, so no other run pays for it.
//
// What differs from github.com, and why:
// - No artifact id, no artifact page. The API answers with a file container, whose id is not
//   the artifact id of the REST API, and the artifact shows on the run's page only once the run
//   ends. `artifact-id` and `artifact-url` stay unset rather than being guessed.
// - No digest from the service. The digest reported is the sha256 of the file the client read,
//   hashed again after the upload and compared with the verified archive's.
// - Name conflicts. The API keeps one container per name and run, and a second upload to a
//   name writes into it; the item path is the same file name, so a re-run's upload replaces the
//   earlier attempt's file, which is the outcome the github.com path reaches by deleting and
//   uploading again. Whether a file was there before is read from the run's artifact list. In a
//   first attempt it is another job's (a matrix leg's), kept as on github.com: this archive goes
//   under a suffixed name. The list gives no creation time, so in later attempts it is replaced.
// - Proxies: the client's @actions/http-client honours HTTPS_PROXY, HTTP_PROXY and NO_PROXY, as
//   the rest of the action does.









/** The library's artifact list for this run (its own download client's call). */
async function listedSize(name) {
    const { DownloadHttpClient } = await __webpack_require__.e(/* import() */ 63).then(__webpack_require__.t.bind(__webpack_require__, 79063, 23));
    const listing = await new DownloadHttpClient().listArtifacts();
    return listing.value.find(artifact => artifact.name === name)?.size;
}
/** The runtime URL as a URL, for the proxy hint; undefined when it does not parse. */
function runtimeUrl(env) {
    try {
        return new URL(env.ACTIONS_RUNTIME_URL ?? '');
    }
    catch {
        return undefined;
    }
}
/** Turns the library's plain errors into what happened and what to do. */
function explain(err, archivePath, env = process.env) {
    const keep = `The verified archive is still at ${archivePath} (the \`archive-path\` output).`;
    const message = err instanceof Error ? err.message : String(err);
    const target = runtimeUrl(env);
    const proxyHint = target ? (0,_proxy_hint_js__WEBPACK_IMPORTED_MODULE_8__/* .proxyTunnelHint */ .Y)(err, target, env) : undefined;
    if (proxyHint) {
        return new _artifact_js__WEBPACK_IMPORTED_MODULE_6__/* .ArtifactDeliveryError */ .V$("Could not reach GitHub Enterprise Server's artifact service (ACTIONS_RUNTIME_URL) " +
            `through the proxy: ${message}. ${proxyHint} ${keep}`);
    }
    if (/Enabling GitHub Actions for GitHub Enterprise Server|responded with 403/.test(message)) {
        return new _artifact_js__WEBPACK_IMPORTED_MODULE_6__/* .ArtifactDeliveryError */ .V$("GitHub Enterprise Server's artifact service refused the upload (403): Actions storage " +
            'may not be configured, or its quota is used up. Ask the server administrator to check ' +
            `the Actions storage settings, or use \`delivery: none\`. ${keep}`);
    }
    if (/ECONNREFUSED|ENOTFOUND|ETIMEDOUT|ECONNRESET|EAI_AGAIN/.test(message)) {
        return new _artifact_js__WEBPACK_IMPORTED_MODULE_6__/* .ArtifactDeliveryError */ .V$("Could not reach GitHub Enterprise Server's artifact service (ACTIONS_RUNTIME_URL): " +
            `${message}. Check that the runner reaches the server, and any proxy settings ` +
            `(HTTPS_PROXY, NO_PROXY); then re-run the job. ${keep}`);
    }
    return new _artifact_js__WEBPACK_IMPORTED_MODULE_6__/* .ArtifactDeliveryError */ .V$(`Uploading the artifact to GitHub Enterprise Server failed: ${message}. ${keep}`);
}
/**
 * Uploads the archive as a single-file artifact through GitHub Enterprise Server's artifact
 * API. The caller has checked the runner variables (artifactRuntimeProblem).
 */
async function deliverArtifactToEnterpriseServer(request, env) {
    const wanted = (0,_artifact_js__WEBPACK_IMPORTED_MODULE_6__/* .artifactFileName */ .UA)(request.artifactName);
    const baseDir = request.workDir ?? env.RUNNER_TEMP ?? node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir();
    const stageDir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(baseDir, 'artifact-'));
    // A cancel removes it too: where a hard link is refused the staged file is a copy, partial
    // while it is made.
    const staged = (0,_cancellation_js__WEBPACK_IMPORTED_MODULE_5__/* .removeOnCancel */ .c_)(stageDir);
    try {
        const mod = (await Promise.all(/* import() */[__webpack_require__.e(63), __webpack_require__.e(166)]).then(__webpack_require__.bind(__webpack_require__, 20166)));
        const client = (mod.create ?? mod.default.create)();
        let name = wanted;
        const earlier = await listedSize(wanted);
        const kept = earlier !== undefined && (0,_artifact_conflict_js__WEBPACK_IMPORTED_MODULE_7__/* .artifactOwner */ .I4)(env, undefined) === 'this attempt';
        if (kept) {
            name = (0,_artifact_conflict_js__WEBPACK_IMPORTED_MODULE_7__/* .suffixedName */ .g2)(wanted);
            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .warning */ .$e((0,_artifact_conflict_js__WEBPACK_IMPORTED_MODULE_7__/* .keptWarning */ .tf)(wanted, name));
        }
        else if (earlier !== undefined) {
            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`An artifact named ${wanted} already exists in this workflow run (from an earlier ` +
                'attempt of this job): its file is replaced with this archive.');
        }
        const file = await (0,_artifact_js__WEBPACK_IMPORTED_MODULE_6__/* .stage */ .dw)(request.archivePath, stageDir, name);
        const uploaded = await client.uploadArtifact(name, [file], stageDir, {
            continueOnError: false,
            retentionDays: request.retentionDays
        });
        if (uploaded.failedItems.length > 0) {
            throw new _artifact_js__WEBPACK_IMPORTED_MODULE_6__/* .ArtifactDeliveryError */ .V$(`The artifact service did not take every part of ${name} (the upload gave up after ` +
                'retries; see the lines above). The library has still recorded the artifact under that ' +
                "name with the archive's size, so the run's page may list it, incomplete: do not use it. " +
                'Re-run the job (a re-run replaces it). ' +
                `The verified archive is still at ${request.archivePath} (the \`archive-path\` output).`);
        }
        // The API gives no digest: hash what was uploaded, and check the service holds that size.
        const { sha256, bytes: size } = await (0,_archive_file_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q)(file);
        if (request.expectedSha256 !== undefined && sha256 !== request.expectedSha256.toLowerCase()) {
            throw new _artifact_js__WEBPACK_IMPORTED_MODULE_6__/* .ArtifactDeliveryError */ .V$(`The uploaded file hashes to sha256 ${sha256}, not the ${request.expectedSha256} the ` +
                'archive had when it was verified: the file changed on disk in between. Re-run the job; ' +
                'the next upload replaces this artifact.');
        }
        const recorded = await listedSize(name);
        if (recorded !== size) {
            throw new _artifact_js__WEBPACK_IMPORTED_MODULE_6__/* .ArtifactDeliveryError */ .V$(`The artifact service lists ${name} with ${recorded ?? 'no'} size after the upload, ` +
                `not the ${size} bytes sent. Re-run the job.`);
        }
        return {
            id: undefined,
            name,
            url: undefined,
            digest: sha256,
            size,
            replaced: earlier !== undefined && !kept
        };
    }
    catch (err) {
        if (err instanceof _artifact_js__WEBPACK_IMPORTED_MODULE_6__/* .ArtifactDeliveryError */ .V$)
            throw err;
        throw explain(err, request.archivePath, env);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(stageDir, { recursive: true, force: true });
        staged();
    }
}


/***/ })

};

//# sourceMappingURL=506.index.js.map