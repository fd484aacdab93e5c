// A runner behind a forward proxy (the usual set-up of self-hosted runners on an enterprise
// network): HTTPS_PROXY/HTTP_PROXY in the environment, the GitHub API reachable only through the
// proxy. The pull-request delivery's Octokit then sends every request through undici's
// ProxyAgent and fetch, which dist/ loads only on first use (scripts/lazy-undici.mjs): this run
// is the end-to-end proof that the lazily loaded undici works from the bundle as users run it.
//
// The GitHub stand-in is addressed as https://github.proxied.test, a name no resolver knows: only
// the proxy maps it to a loopback TLS front (a test-only certificate the run trusts through
// NODE_EXTRA_CA_CERTS, as runners on networks with their own certificate authority do) that
// passes the bytes to the stand-in, so a request that bypassed the proxy would fail. The platform
// stays on loopback, which the runner's proxy rules never send through a proxy.
import http from 'node:http'
import net from 'node:net'
import tls from 'node:tls'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { once } from 'node:events'
import { createHash } from 'node:crypto'
import {
  startArtifactV1Service,
  type ArtifactV1Service
} from '../../emulator/artifact/v1-service.js'
import { WORKFLOW_WRITE_GRANT } from '../../emulator/github/server.js'
import { errorText, OWNER, PR_BRANCH, ROOT, runnerSuite } from '../helpers/runner.js'

const TOKEN = 'ghs_proxyRunToken0000000000000000000000'
const CONFIG = 'deploy/values.yaml'
const VALUES = 'staticExport:\n  enabled: false\n  bundleUrl: ""\n'
const PROXIED_HOST = 'github.proxied.test'
const CERT = join(ROOT, '__fixtures__', 'tls', `${PROXIED_HOST}.crt`)
const KEY = join(ROOT, '__fixtures__', 'tls', `${PROXIED_HOST}.key`)

const suite = runnerSuite({
  name: 'proxy',
  token: TOKEN,
  contract: true,
  platform: { config: { jobs: { queuedMs: 0, msPerPage: 0 }, linkLifetimeSeconds: 6 * 86_400 } },
  github: { tokens: { [TOKEN]: WORKFLOW_WRITE_GRANT } }
})

interface ForwardProxy {
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

/** A forward proxy that knows one name: PROXIED_HOST, which it sends to 127.0.0.1. */
async function startForwardProxy(): Promise<ForwardProxy> {
  const targets: string[] = []
  let sawAuthorization = false
  const sockets = new Set<net.Socket>()
  const upstream = (host: string): string => (host === PROXIED_HOST ? '127.0.0.1' : host)
  const server = http.createServer((req, res) => {
    // Plain forwarding: `GET http://host:port/path HTTP/1.1`.
    const target = new URL(req.url ?? '/')
    targets.push(target.host)
    if (req.headers.authorization) sawAuthorization = true
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
async function startTlsFront(
  upstreamPort: () => number
): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>()
  const server = tls.createServer({ cert: readFileSync(CERT), key: readFileSync(KEY) }, front => {
    joinSockets(front, net.connect(upstreamPort(), '127.0.0.1'), sockets)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const s of sockets) s.destroy()
      await new Promise<void>(resolve => server.close(() => resolve()))
    }
  }
}

let proxy: ForwardProxy
let front: { port: number; close(): Promise<void> }
beforeAll(async () => {
  proxy = await startForwardProxy()
  front = await startTlsFront(() => Number(new URL(suite.emulators.github.url).port))
})
afterAll(async () => {
  await proxy.close()
  await front.close()
})

describe('a runner behind a forward proxy, through dist/index.js', () => {
  it('delivers the pull request with every GitHub request sent through the proxy', async () => {
    const repo = await suite.newRepository({ [CONFIG]: VALUES })
    const run = await suite.run(
      { delivery: 'pull-request', 'config-path': CONFIG, repository: `${OWNER}/${repo}` },
      {
        repo,
        artifacts: false,
        apiUrl: `https://${PROXIED_HOST}:${front.port}`,
        extraEnv: {
          NODE_EXTRA_CA_CERTS: CERT,
          HTTP_PROXY: proxy.url,
          http_proxy: proxy.url,
          HTTPS_PROXY: proxy.url,
          https_proxy: proxy.url,
          NO_PROXY: undefined,
          no_proxy: undefined
        }
      }
    )
    expect(errorText(run.stdout)).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs['pull-request-operation']).toBe('created')
    // The branch holds the run's commit: the stand-in was reached, and only through the proxy
    // (nothing else resolves the name).
    expect(suite.git(repo, 'rev-parse', PR_BRANCH).trim()).toBe(run.outputs['commit-sha'])
    expect(proxy.targets.length).toBeGreaterThan(0)
    expect(new Set(proxy.targets)).toEqual(new Set([`${PROXIED_HOST}:${front.port}`]))
    // The token reached GitHub inside the tunnel: never the proxy, never the log (the runner's
    // own ::add-mask:: line aside).
    expect(proxy.sawAuthorization).toBe(false)
    expect(
      run.stdout.split('\n').filter(l => l.includes(TOKEN) && !l.startsWith('::add-mask::'))
    ).toEqual([])
  })
})

describe('a GitHub Enterprise Server runner behind a forward proxy, through dist/index.js', () => {
  // GHES serves the artifact API (ACTIONS_RUNTIME_URL) on its own host, which such a runner
  // reaches only through the proxy: the @actions/artifact 1.x client's own HTTP client (not
  // Octokit's) must tunnel through it, the upload URLs the service hands back included.
  let v1: ArtifactV1Service
  let v1Front: { port: number; close(): Promise<void> }
  beforeAll(async () => {
    v1Front = await startTlsFront(() => v1.port)
    v1 = await startArtifactV1Service({
      runId: '8118',
      publicOrigin: `https://${PROXIED_HOST}:${v1Front.port}`
    })
  })
  afterAll(async () => {
    await v1Front.close()
    await v1.close()
  })

  it('uploads the artifact through the proxy, the runtime token inside the tunnel', async () => {
    const repo = await suite.newRepository({ [CONFIG]: VALUES })
    const asked = proxy.targets.length
    expect(v1.runtimeUrl.startsWith(`https://${PROXIED_HOST}:${v1Front.port}/`)).toBe(true)
    const run = await suite.run(
      { delivery: 'artifact', 'config-path': CONFIG },
      {
        repo,
        artifacts: false,
        serverUrl: `https://${PROXIED_HOST}`,
        apiUrl: `https://${PROXIED_HOST}:${front.port}/api/v3`,
        runId: v1.runId,
        runtimeUrl: v1.runtimeUrl,
        runtimeToken: v1.runtimeToken,
        extraEnv: {
          NODE_EXTRA_CA_CERTS: CERT,
          HTTP_PROXY: proxy.url,
          http_proxy: proxy.url,
          HTTPS_PROXY: proxy.url,
          https_proxy: proxy.url,
          NO_PROXY: undefined,
          no_proxy: undefined
        }
      }
    )
    expect(errorText(run.stdout)).toBe('')
    expect(run.code).toBe(0)
    const stored = v1.artifacts().find(a => a.name === 'static-export-docs.acme.test.tar.gz')
    expect(stored?.items).toHaveLength(1)
    const sent = createHash('sha256').update(readFileSync(stored!.items[0]!.path)).digest('hex')
    expect(sent).toBe(run.outputs['archive-sha256'])
    expect(run.outputs['artifact-digest']).toBe(run.outputs['archive-sha256'])
    // Every call of the artifact client went through the proxy, and only as a tunnel.
    expect(new Set(proxy.targets.slice(asked))).toEqual(
      new Set([`${PROXIED_HOST}:${v1Front.port}`])
    )
    expect(proxy.sawAuthorization).toBe(false)
    expect(
      run.stdout
        .split('\n')
        .filter(l => l.includes(v1.runtimeToken) && !l.startsWith('::add-mask::'))
    ).toEqual([])
  })
})
