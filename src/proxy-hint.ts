// What to tell a user whose forward proxy would not open a tunnel (CONNECT) to a service (the
// GitHub API, the GHES artifact service, the assistant): which proxy the runner's variables
// chose for that URL and from which variable, without the user and password HTTPS_PROXY may
// carry, and what to change. The agents report such a refusal only by its status, naming
// neither the proxy nor the variable: the `tunnel` agent of @actions/http-client (the assistant
// client's, and the artifact v1 client's) as "tunneling socket could not be established,
// statusCode=407", undici's ProxyAgent (Octokit's fetch) as "Proxy response (407) !== 200 when
// HTTP Tunneling", under Octokit's "fetch failed".
import { proxyFor } from './no-proxy.js'

const TUNNEL_REFUSED = [
  /tunneling socket could not be established,? statusCode=(\d+)/,
  /Proxy response \((\d+)\) !== 200 when HTTP Tunneling/
]

/** The status a proxy refused a tunnel with, from an error or any error in its cause chain. */
export function tunnelRefusal(err: unknown): number | undefined {
  let current: unknown = err
  for (let depth = 0; depth < 5 && current !== null && current !== undefined; depth++) {
    const message = current instanceof Error ? current.message : String(current)
    for (const pattern of TUNNEL_REFUSED) {
      const found = pattern.exec(message)
      if (found) return Number(found[1])
    }
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined
  }
  return undefined
}

/** The variable @actions/http-client reads the proxy of `target` from, as the runner set it. */
function proxyVariable(target: URL, env: NodeJS.ProcessEnv): string {
  const names =
    target.protocol === 'https:' ? ['https_proxy', 'HTTPS_PROXY'] : ['http_proxy', 'HTTP_PROXY']
  return names.find(name => env[name]) ?? names[1]!
}

/**
 * A hint for an error that is a proxy's refusal to open a tunnel to `target`, or undefined for
 * any other error. The proxy is named by its scheme, host and port only.
 */
export function proxyTunnelHint(
  err: unknown,
  target: URL,
  env: NodeJS.ProcessEnv = process.env
): string | undefined {
  const status = tunnelRefusal(err)
  if (status === undefined) return undefined
  const proxy = proxyFor(target)
  const variable = proxyVariable(target, env)
  const where = proxy
    ? `The proxy ${proxy.protocol}//${proxy.host} (from ${variable})`
    : `The proxy (${variable})`
  const host = target.host
  if (status === 407) {
    const given = proxy !== undefined && (proxy.username !== '' || proxy.password !== '')
    return (
      `${where} asked for credentials (407 Proxy Authentication Required) before it would open ` +
      `a tunnel to ${host}: ` +
      (given
        ? `it refused the user and password in ${variable}; check them (URL-encode special characters)`
        : `give them in ${variable} as http://user:password@proxy-host:port (URL-encoded; keep it in a secret)`) +
      `, or add ${target.hostname} to NO_PROXY if the runner reaches it directly.`
    )
  }
  return (
    `${where} refused to open a tunnel to ${host} (it answered ${status}): ask its ` +
    `administrators to allow ${host}, or add ${target.hostname} to NO_PROXY if the runner reaches it directly.`
  )
}
