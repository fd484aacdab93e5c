// What to tell a user whose forward proxy would not open a tunnel (CONNECT) to a service: which
// proxy the runner's variables chose for that URL and from which variable, without the user and
// password HTTPS_PROXY may carry, and what to change. The `tunnel` agent of @actions/http-client
// 2.x (the artifact v1 client's) reports such a refusal only as "tunneling socket could not be
// established, statusCode=407", which names neither the proxy nor the variable.
import { getProxyUrl } from '@actions/http-client/lib/proxy'

const TUNNEL_REFUSED = /tunneling socket could not be established,? statusCode=(\d+)/

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
  message: string,
  target: URL,
  env: NodeJS.ProcessEnv = process.env
): string | undefined {
  const refused = TUNNEL_REFUSED.exec(message)
  if (!refused) return undefined
  const status = Number(refused[1])
  const proxy = getProxyUrl(target)
  const variable = proxyVariable(target, env)
  const where = proxy
    ? `the proxy ${proxy.protocol}//${proxy.host} (from ${variable})`
    : `the proxy (${variable})`
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
