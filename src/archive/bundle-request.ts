// One GET for the bundle, with its redirects followed here rather than by an HTTP client: each
// hop is judged by link-policy.ts before it is requested (scheme, the host as written, every
// address it resolves to, the address actually connected to), a relative `Location` is resolved
// against the URL that sent it, and the body of a redirect is read to its end here, under the
// same deadline and idle timeout as everything else, so one that breaks off is an error (the
// HTTP client's own redirect handling waited forever on it, and the run ended green with
// nothing delivered). Every request carries the download's deadline (an AbortSignal) and an
// idle timeout that destroys the request, body included.
//
// Every request says `Accept-Encoding: gzip`, and a body is never decoded: the archive is the
// bytes as stored. Without it, Google Cloud Storage serves an object uploaded with
// `Content-Encoding: gzip` decompressed (a tar, with no length, Range ignored), which is not the
// archive the platform made (https://cloud.google.com/storage/docs/transcoding); with it, it
// serves the stored bytes. Other object stores and CDNs do not compress a gzip archive again; a
// proxy set to compress every type might, and a failure is then told so (withCodingHint).
//
// No Authorization header is ever sent: this module has no credentials. Proxies from
// HTTPS_PROXY/NO_PROXY are honoured as no-proxy.ts reads them, through @actions/http-client's
// agent; then the proxy makes the connection, and the addresses checked are those the runner
// resolves the host to (none when it resolves nothing: the proxy does).
import { HttpClient } from '@actions/http-client'
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction, type Socket } from 'node:net'
import { oneLine } from '../log-text.js'
import { proxyFor } from '../no-proxy.js'
import { USER_AGENT } from '../platform/user-agent.js'
import { LinkRefused, bareHost, checkAddress, checkLink, type LinkPolicy } from './link-policy.js'

/** Resolves a host name to all its addresses (dns.lookup by default; tests give their own). */
export type Resolver = (host: string) => Promise<LookupAddress[]>

const systemResolver: Resolver = host =>
  new Promise((resolve, reject) => {
    const options: LookupAllOptions = { all: true, verbatim: true }
    dnsLookup(host, options, (err, addresses) => (err ? reject(err) : resolve(addresses)))
  })

export interface BundleRequestOptions {
  url: string
  headers?: Record<string, string>
  policy: LinkPolicy
  /** Aborts the request (and its body) when the download's deadline passes. */
  signal?: AbortSignal
  /** A connection with no data for this long is destroyed (default 60 s). */
  idleTimeoutMs?: number
  /** Most redirects followed (default 5). */
  maxRedirects?: number
  resolver?: Resolver
  debug?: (message: string) => void
}

export interface BundleResponse {
  message: http.IncomingMessage
  /** The URL that answered, after redirects. */
  url: URL
  redirects: number
}

/**
 * The URL of the hop a request failed on (after redirects), for whoever explains the failure:
 * a proxy that refused a redirect's target must be named with that host, not the first one's.
 */
const failedHops = new WeakMap<object, URL>()

/** The hop `err` failed on, when it came from requestBundle; undefined otherwise. */
export function failedHop(err: unknown): URL | undefined {
  return typeof err === 'object' && err !== null ? failedHops.get(err) : undefined
}

/** A connection that stayed silent past the idle timeout. */
export class IdleTimeout extends Error {
  readonly code = 'ETIMEDOUT'
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** A lookup for net.connect that refuses a host when any address it resolves to is refused. */
function checkedLookup(resolver: Resolver, scheme: string, policy: LinkPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname)
      .then(addresses => {
        if (addresses.length === 0) throw new Error(`${hostname} resolves to no address`)
        for (const a of addresses) checkAddress(a.address, hostname, scheme, policy)
        const wanted =
          options.family === 4 || options.family === 6
            ? addresses.filter(a => a.family === options.family)
            : addresses
        if (options.all) (callback as (e: null, a: LookupAddress[]) => void)(null, wanted)
        else callback(null, wanted[0]?.address ?? addresses[0]!.address, wanted[0]?.family ?? 4)
      })
      .catch((err: NodeJS.ErrnoException) => callback(err, '', 0))
  }
}

/** GET `url`, following redirects under the link policy. Rejects with LinkRefused on a refusal. */
export async function requestBundle(options: BundleRequestOptions): Promise<BundleResponse> {
  const resolver = options.resolver ?? systemResolver
  const maxRedirects = options.maxRedirects ?? 5
  const debug = options.debug ?? (() => undefined)
  let url = checkLink(options.url, options.policy)
  for (let redirects = 0; ; redirects++) {
    const hop = url
    const message = await requestOnce(url, options, resolver, debug).catch((err: unknown) => {
      if (typeof err === 'object' && err !== null) failedHops.set(err, hop)
      throw err
    })
    const status = message.statusCode ?? 0
    const location = message.headers.location
    if (!REDIRECTS.has(status) || location === undefined) return { message, url, redirects }
    await drainRedirect(message, status)
    if (redirects >= maxRedirects) {
      throw new LinkRefused(
        'too-many-redirects',
        `the bundle link redirected more than ${maxRedirects} times`
      )
    }
    let next: URL
    try {
      next = new URL(utf8Header(location), url)
    } catch {
      // Shown without its query, which may hold the next hop's signature.
      const shown = location.replace(/\?[\s\S]*$/, '?…')
      throw new LinkRefused(
        'scheme',
        `the bundle link redirected to ${JSON.stringify(oneLine(shown, 80))}, which is not a URL`
      )
    }
    // The signature of the next hop is as secret as the first one's: only origin and path shown.
    debug(`download: ${status} redirect to ${next.origin}${next.pathname}`)
    url = checkLink(next, options.policy)
  }
}

/**
 * A header value as the bytes it was sent in, read as UTF-8. Node reads header bytes as latin1,
 * so a `Location` a server wrote in raw UTF-8 (`/bündle.tar.gz`: outside RFC 3986, but curl and
 * browsers read it as UTF-8) became `/bÃ¼ndle.tar.gz`, encoded twice in the next request. Bytes
 * that are not UTF-8 are left as latin1.
 */
function utf8Header(value: string): string {
  // eslint-disable-next-line no-control-regex -- the test is for anything past ASCII
  if (!/[^\x00-\x7f]/.test(value)) return value
  const bytes = Buffer.from(value, 'latin1')
  const text = bytes.toString('utf8')
  return Buffer.from(text, 'utf8').equals(bytes) ? text : value
}

/** Redirect bodies are a line of HTML at most; past this much the rest is not read. */
const MAX_REDIRECT_BODY = 64 * 1024

/** Reads a redirect's body to its end; one that breaks off is an error, as any other body. */
async function drainRedirect(message: http.IncomingMessage, status: number): Promise<void> {
  let size = 0
  try {
    for await (const chunk of message as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > MAX_REDIRECT_BODY) break
    }
  } catch (err) {
    throw new Error(
      `the body of the ${status} redirect broke off after ${size} bytes (${oneLine((err as Error).message, 120)})`
    )
  }
  if (size <= MAX_REDIRECT_BODY && !message.complete) {
    throw new Error(`the body of the ${status} redirect broke off after ${size} bytes`)
  }
  message.destroy()
}

/**
 * The addresses the runner resolves a host to that a proxy will connect to; none when the runner
 * cannot resolve it. A runner that reaches the internet only through its proxy often has no DNS
 * for outside names (the proxy resolves them), and refusing there would refuse every bundle
 * link. The host as written has been judged already (checkLink: names of metadata services,
 * address literals); what its name leads to is then for the proxy and its network to decide.
 */
async function proxiedAddresses(
  resolver: Resolver,
  host: string,
  debug: (message: string) => void
): Promise<LookupAddress[]> {
  try {
    return await resolver(host)
  } catch (err) {
    const code = (err as { code?: unknown }).code
    debug(`download: ${host} does not resolve here (${String(code ?? err)}); the proxy resolves it`)
    return []
  }
}

async function requestOnce(
  url: URL,
  options: BundleRequestOptions,
  resolver: Resolver,
  debug: (message: string) => void
): Promise<http.IncomingMessage> {
  const scheme = url.protocol
  const host = bareHost(url)
  const proxy = proxyFor(url)
  let agent: http.Agent | false = false
  let lookup: LookupFunction | undefined
  if (proxy) {
    // The proxy connects: the host is judged by what it resolves to here, before any request.
    if (!isIP(host)) {
      for (const a of await proxiedAddresses(resolver, host, debug)) {
        checkAddress(a.address, host, scheme, options.policy)
      }
    }
    agent = new HttpClient(USER_AGENT).getAgent(url.href) as http.Agent
  } else if (!isIP(host)) {
    lookup = checkedLookup(resolver, scheme, options.policy)
  }
  const idleMs = options.idleTimeoutMs ?? 60_000
  const send = scheme === 'https:' ? https.request : http.request
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = send(url, {
      method: 'GET',
      headers: { 'User-Agent': USER_AGENT, 'Accept-Encoding': 'gzip', ...options.headers },
      agent,
      lookup,
      signal: options.signal
    })
    request.on('socket', (socket: Socket) => {
      socket.setTimeout(idleMs)
      socket.on('timeout', () =>
        request.destroy(
          new IdleTimeout(`no data from the link host for ${Math.round(idleMs / 1000)} s`)
        )
      )
      if (proxy) return
      // The address actually connected to, whatever resolved it: judged before any byte is read.
      socket.once('connect', () => {
        const address = socket.remoteAddress
        if (!address) return
        try {
          checkAddress(address, host, scheme, options.policy)
        } catch (err) {
          request.destroy(err as Error)
        }
      })
    })
    request.on('response', resolve)
    request.on('error', reject)
    request.end()
  })
}
