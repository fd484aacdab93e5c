// The User-Agent every request to the platform carries, so the platform's logs can tell this
// action (and its version) apart from curl loops and other clients. A constant rather than a
// read of package.json at run time: the bundled dist/ has no package.json beside it. A unit test
// keeps ACTION_VERSION equal to package.json's version.
export const ACTION_NAME = 'static-export-action'
export const ACTION_VERSION = '1.0.0'
export const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION}`
