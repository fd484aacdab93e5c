// The runner's proxy variables read as curl reads them. A proxy written without a scheme
// (`HTTPS_PROXY=proxy.corp:3128`, as many runner set-ups write it) is an http:// proxy to curl,
// but `new URL('proxy.corp:3128')` parses it as the scheme `proxy.corp:` with no host, and
// @actions/http-client then builds no tunnel: every request went direct (and failed where only
// the proxy reaches out), while the code that asks whether a proxy is used was told yes. So
// before any client is made, a value with no `scheme://` gets `http://`, once, for every client
// of the process (http-client, Octokit's fetch, the artifact libraries).

/** The variables the clients read a proxy from (both spellings). */
export const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'] as const

/** `value` with `http://` put before it when it names no scheme; as it is otherwise. */
export function proxyWithScheme(value: string): string {
  const trimmed = value.trim()
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return value
  return `http://${trimmed}`
}

/** Rewrites the proxy variables of `env` that name no scheme; returns the names rewritten. */
export function normalizeProxyVariables(env: NodeJS.ProcessEnv = process.env): string[] {
  const rewritten: string[] = []
  for (const name of PROXY_VARIABLES) {
    const value = env[name]
    if (value === undefined) continue
    const fixed = proxyWithScheme(value)
    if (fixed !== value) {
      env[name] = fixed
      rewritten.push(name)
    }
  }
  return rewritten
}
