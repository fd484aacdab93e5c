// NO_PROXY as curl reads it, for hosts written as IP addresses. Self-hosted and air-gapped
// runners set `NO_PROXY=10.0.0.0/8,192.168.0.0/16,fd00::/8,.corp.example` beside HTTPS_PROXY;
// curl (since 7.86) takes an address with `/bits` as a range, and an IPv6 address written
// without brackets (as its manual asks: `example.com,::1,localhost`) as that address.
// @actions/http-client compares each entry with the host as text only, so `10.0.0.0/8` never
// matched 10.1.2.3 and `fd00::5` never matched `[fd00::5]` (the URL's form): a bundle link or an
// api-url at such an address went to the proxy, which in such a site cannot reach it or refuses.
//
// What http-client already does as curl does is left to it: `*` alone, names matched as the
// host or a domain containing it (with or without a leading dot), whitespace around entries,
// loopback always direct. curl documents no other wildcard (`*.corp.example` is no pattern to
// it either) and no port in an entry, so none is added here. Names are never resolved to be
// compared with a range, as curl does not.
//
// Every client of the process asks this module: the bundle download and Octokit's fetch choose
// their agent by proxyFor, and the HttpClients (the platform's, the assistant's) carry
// directWhereNoProxySays, which takes the proxy's agent away from a request NO_PROXY sends
// direct. The artifact libraries make their own clients, for the runner's own services.
import type { RequestHandler } from '@actions/http-client/lib/interfaces'
import { getProxyUrl } from '@actions/http-client/lib/proxy'
import type http from 'node:http'
import { BlockList, isIP } from 'node:net'

/** The runner's NO_PROXY, read as @actions/http-client reads it (lower case first). */
function noProxyValue(env: NodeJS.ProcessEnv): string {
  return env['no_proxy'] || env['NO_PROXY'] || ''
}

/**
 * The addresses and ranges NO_PROXY names (`10.0.0.0/8`, `fd00::/8`, `::1`, `[fd00::5]`), as one
 * list; entries that are names, or not addresses at all, are not in it.
 */
export function noProxyAddresses(noProxy: string): BlockList {
  const list = new BlockList()
  for (const raw of noProxy.split(',')) {
    const entry = raw.trim().replace(/^\[([^\]]*)\]/, '$1')
    const slash = entry.indexOf('/')
    const address = slash < 0 ? entry : entry.slice(0, slash)
    const family = isIP(address)
    if (family === 0) continue
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (slash < 0) {
      list.addAddress(address, type)
      continue
    }
    const bitsText = entry.slice(slash + 1)
    const bits = Number(bitsText)
    // A malformed range is no entry at all, as curl has it (it does not fall back to the address).
    if (!/^\d{1,3}$/.test(bitsText) || bits > (family === 4 ? 32 : 128)) continue
    list.addSubnet(address, bits, type)
  }
  return list
}

/** `hostname` (as URL.hostname gives it, IPv6 in brackets) without brackets, when an address. */
function addressOf(hostname: string): { address: string; type: 'ipv4' | 'ipv6' } | undefined {
  const address = hostname.replace(/^\[(.*)\]$/, '$1')
  const family = isIP(address)
  return family === 0 ? undefined : { address, type: family === 4 ? 'ipv4' : 'ipv6' }
}

/** Whether NO_PROXY sends a request for `hostname`, an IP address, direct by an address entry. */
export function directByAddress(hostname: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const host = addressOf(hostname)
  const noProxy = noProxyValue(env)
  if (host === undefined || noProxy === '') return false
  return noProxyAddresses(noProxy).check(host.address, host.type)
}

/** The proxy a request for `target` goes through, as curl would choose it; undefined: direct. */
export function proxyFor(target: URL | string): URL | undefined {
  const url = typeof target === 'string' ? new URL(target) : target
  return directByAddress(url.hostname) ? undefined : getProxyUrl(url)
}

/**
 * For an HttpClient: a request NO_PROXY sends direct by an address entry gets no proxy agent
 * (`agent: false`, a connection of its own), whatever http-client chose for it.
 */
export const directWhereNoProxySays: RequestHandler = {
  prepareRequest(options: http.RequestOptions): void {
    if (options.host && directByAddress(options.host)) options.agent = false
  },
  canHandleAuthentication: () => false,
  handleAuthentication: () => Promise.reject(new Error('no authentication is handled here'))
}
