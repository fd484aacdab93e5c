export const id = 713;
export const ids = [713];
export const modules = {

/***/ 58713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readDeployedLink: () => (/* binding */ readDeployedLink)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49735);
/* harmony import */ var _deployment_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76387);
// What the deployment config on the base branch says now: the link it serves, its expiry and
// the job it came from. Read before any export, so a scheduled run can renew the recorded job's
// link (renew-only) or skip the run while the link is still good (renew-if-expiring-within).



/** The block's values, or undefined when the file has no such block. */
async function readDeployedLink(request) {
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(request.token, request.apiUrl ? { baseUrl: request.apiUrl.replace(/\/+$/, '') } : {}, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__/* .retry */ .L);
    let text;
    try {
        const { data } = await octokit.rest.repos.getContent({
            owner: request.owner,
            repo: request.repo,
            path: request.configPath,
            ...(request.base ? { ref: request.base } : {})
        });
        if (Array.isArray(data) || data.type !== 'file' || typeof data.content !== 'string') {
            throw new Error(`${request.configPath} in ${request.owner}/${request.repo} is not a file`);
        }
        text = Buffer.from(data.content, 'base64').toString('utf8');
    }
    catch (err) {
        const status = err.status;
        if (status === 404) {
            throw new Error(`config-path ${request.configPath} was not found in ${request.owner}/${request.repo}` +
                `${request.base ? ` on ${request.base}` : ''}; check the path and the base branch`);
        }
        throw new Error(`Reading ${request.configPath} from ${request.owner}/${request.repo} failed: ${err.message}`);
    }
    return (0,_deployment_config_js__WEBPACK_IMPORTED_MODULE_1__/* .readStaticExport */ .d4)(text, (0,_deployment_config_js__WEBPACK_IMPORTED_MODULE_1__/* .detectConfigFormat */ .zU)(request.configPath), request.configKey);
}


/***/ })

};

//# sourceMappingURL=713.index.js.map