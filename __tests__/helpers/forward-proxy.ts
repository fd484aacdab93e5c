// A forward proxy for tests, and a TLS front for a name only that proxy resolves: a runner on an
// enterprise network reaches GitHub (or GHES) only through such a proxy. The proxy maps one name
// to 127.0.0.1, so a request that bypassed it cannot reach the service behind the name.
import http from 'node:http'
import net from 'node:net'
import tls from 'node:tls'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { once } from 'node:events'

/** The name the proxy (and nothing else) resolves; the test certificate is issued for it. */
export const PROXIED_HOST = 'github.proxied.test'
const TLS_DIR = join(process.cwd(), '__fixtures__', 'tls')
export const CERT = join(TLS_DIR, `${PROXIED_HOST}.crt`)
const KEY = join(TLS_DIR, `${PROXIED_HOST}.key`)

export interface ForwardProxy {
  url: string
  /** Every host:port the proxy was asked to reach (CONNECT or an absolute-form request). */
  targets: string[]
  /** A request the proxy could read carried an Authorization header. */
  sawAuthorization: boolean
  close(): Promise<void>
}

/**
 * Bytes both ways between two sockets, kept in `open` until they close (for the server's close);
 * an error on either ends both.
 */
function joinSockets(a: net.Socket, b: net.Socket, open: Set<net.Socket>): void {
  a.pipe(b)
  b.pipe(a)
  for (const s of [a, b]) {
    open.add(s)
    s.on('close', () => open.delete(s))
    s.on('error', () => {
      a.destroy()
      b.destroy()
    })
  }
}

export interface ForwardProxyOptions {
  /**
   * `user:password` the proxy demands in Proxy-Authorization (Basic); without them it answers
   * 407 Proxy Authentication Required, to a CONNECT and to a forwarded request alike.
   */
  credentials?: string
  /** Tunnel targets (`host:port`) the proxy's policy forbids: answered 403 Forbidden. */
  forbidden?: (target: string) => boolean
}

/** A forward proxy that knows one name: PROXIED_HOST, which it sends to 127.0.0.1. */
export async function startForwardProxy(options: ForwardProxyOptions = {}): Promise<ForwardProxy> {
  const expected = options.credentials
    ? `Basic ${Buffer.from(options.credentials).toString('base64')}`
    : undefined
  const admitted = (req: http.IncomingMessage): boolean =>
    expected === undefined || req.headers['proxy-authorization'] === expected
  const DEMAND =
    'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="proxy"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'

  const targets: string[] = []
  let sawAuthorization = false
  const sockets = new Set<net.Socket>()
  const upstream = (host: string): string => (host === PROXIED_HOST ? '127.0.0.1' : host)
  const server = http.createServer((req, res) => {
    // Plain forwarding: `GET http://host:port/path HTTP/1.1`.
    const target = new URL(req.url ?? '/')
    targets.push(target.host)
    if (req.headers.authorization) sawAuthorization = true
    if (!admitted(req)) {
      res.writeHead(407, { 'Proxy-Authenticate': 'Basic realm="proxy"', Connection: 'close' })
      return void res.end()
    }
    const forward = http.request(
      {
        host: upstream(target.hostname),
        port: target.port,
        method: req.method,
        path: target.pathname + target.search,
        headers: req.headers
      },
      answer => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  })
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    // A tunnel: `CONNECT host:port`, then bytes both ways.
    const [host = '', port = ''] = (req.url ?? '').split(':')
    targets.push(req.url ?? '')
    if (req.headers.authorization) sawAuthorization = true
    if (!admitted(req)) return void client.end(DEMAND)
    if (options.forbidden?.(req.url ?? '')) {
      return void client.end(
        'HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'
      )
    }
    const remote = net.connect(Number(port), upstream(host), () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      if (head.length) remote.write(head)
      joinSockets(client, remote, sockets)
    })
    // Until the tunnel is up, a refused connection ends the client's request.
    remote.once('error', () => client.destroy())
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    targets,
    get sawAuthorization() {
      return sawAuthorization
    },
    close: async () => {
      for (const s of sockets) s.destroy()
      server.closeAllConnections()
      await new Promise<void>(resolve => server.close(() => resolve()))
    }
  }
}

/** HTTPS for PROXIED_HOST in front of the stand-in's plain-HTTP listener; its port. */
export async function startTlsFront(
  upstreamPort: () => number
): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>()
  const server = tls.createServer({ cert: readFileSync(CERT), key: readFileSync(KEY) }, front => {
    joinSockets(front, net.connect(upstreamPort(), '127.0.0.1'), sockets)
  })
  return listening(server, '127.0.0.1', sockets)
}

/**
 * Plain TCP on `address` (one of this machine's own, not loopback) to the stand-in's listener on
 * 127.0.0.1: a service inside the site's network, reached at an IP address; its port.
 */
export async function startRelay(
  address: string,
  upstreamPort: () => number
): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>()
  const server = net.createServer(near => {
    joinSockets(near, net.connect(upstreamPort(), '127.0.0.1'), sockets)
  })
  return listening(server, address, sockets)
}

/** `server` listening on `address`; its port, and a close that ends the joined `sockets` first. */
async function listening(
  server: net.Server,
  address: string,
  sockets: Set<net.Socket>
): Promise<{ port: number; close(): Promise<void> }> {
  server.listen(0, address)
  await once(server, 'listening')
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const s of sockets) s.destroy()
      await new Promise<void>(resolve => server.close(() => resolve()))
    }
  }
}
