// undici as dist/ sees it (scripts/bundle.mjs maps the bare name here): the two exports the
// bundled libraries use, each loading undici (dist/undici/index.cjs) on its first call.
// @actions/http-client takes the module at load and builds a `ProxyAgent` only when a request
// goes through a proxy; @actions/github calls `fetch` only behind a proxy too. A run without a
// proxy never loads undici. bundle.mjs refuses a build that reads any other name from here.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
let undici
const load = () => (undici ??= require('./undici/index.cjs'))

/** `new ProxyAgent(options)` gives undici's own agent: a constructor's returned object wins. */
export function ProxyAgent(options) {
  return new (load().ProxyAgent)(options)
}

export function fetch(input, init) {
  return load().fetch(input, init)
}
