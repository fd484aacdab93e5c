export const id = 861;
export const ids = [861];
export const modules = {

/***/ 73861:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   verifyCarriedArchive: () => (/* binding */ verifyCarriedArchive)
/* harmony export */ });
/* unused harmony export CarriedArchiveError */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _archive_verify_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27944);
/* harmony import */ var _archive_verify_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68629);
/* harmony import */ var _archive_file_sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(81068);
/* harmony import */ var _log_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73529);
// Import inside the air gap: the archive exported on the connected side was carried across by
// hand. Before anything is delivered it must be the very file that side verified: its sha256
// is compared with the digest recorded there (the `archive-sha256` output) first, so a damaged
// or swapped file is refused without being parsed, and then it goes through the same verifier
// as a download (structure, safe paths, bombs, index page, link report).






/** A carried archive that is not the one recorded, or not a sound bundle. Nothing was written. */
class CarriedArchiveError extends Error {
    constructor(message) {
        super(message);
        this.name = 'CarriedArchiveError';
    }
}
/**
 * Checks the carried archive: present, a regular file, the recorded sha256, a sound bundle.
 * `workspace` resolves a relative `archive` path, as the runner's working directory does.
 */
async function verifyCarriedArchive(carried, workspace, siteDomains = []) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, carried.archivePath);
    const shown = (0,_log_text_js__WEBPACK_IMPORTED_MODULE_5__/* .oneLine */ .TN)(carried.archivePath);
    let size;
    try {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file);
        if (!info.isFile())
            throw new CarriedArchiveError(`archive: ${shown} is not a file`);
        size = info.size;
    }
    catch (err) {
        if (err instanceof CarriedArchiveError)
            throw err;
        throw new CarriedArchiveError(`archive: ${shown} cannot be read (${err.code ?? 'error'}). ` +
            'Give the path of the carried-in .tar.gz, relative to the workspace or absolute.');
    }
    const { sha256 } = await (0,_archive_file_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q)(file);
    if (sha256 !== carried.sha256) {
        throw new CarriedArchiveError(`archive: ${shown} has sha256 ${sha256}, not the ${carried.sha256} given as archive-sha256 ` +
            '(the digest recorded when it was exported). The file was damaged or swapped on the way: ' +
            'carry it across again. Nothing was delivered.');
    }
    try {
        const report = await (0,_archive_verify_file_js__WEBPACK_IMPORTED_MODULE_3__/* .verifyFile */ .A)(file, { siteDomains });
        return { path: file, sha256, bytes: size, report };
    }
    catch (err) {
        if (!(err instanceof _archive_verify_js__WEBPACK_IMPORTED_MODULE_2__/* .ArchiveError */ .di))
            throw err;
        throw new CarriedArchiveError(`archive: ${shown} has the recorded sha256 but failed verification: ` +
            `${(0,_log_text_js__WEBPACK_IMPORTED_MODULE_5__/* .oneLine */ .TN)(err.message, 2000)}. It was not delivered; export it again on the connected side.`);
    }
}


/***/ })

};

//# sourceMappingURL=861.index.js.map