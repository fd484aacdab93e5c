// github-api-url naming another GitHub than the runner's GITHUB_API_URL, behind a forward proxy:
// a GHES runner delivering to a repository on github.com (or the reverse), where NO_PROXY spares
// the runner's own server and the other one is reachable only through the proxy. Whether a
// request goes through the proxy must follow the host it goes to, not GITHUB_API_URL.
//
// The stand-in is addressed as http://github.proxied.test:<port>, a name only the proxy resolves;
// GITHUB_API_URL stays the stand-in's loopback address, which proxy rules never send through a
// proxy. Real Octokit, real @actions/http-client proxy rules, real undici over loopback.
import { networkInterfaces } from 'node:os'
import {
  PROXIED_HOST,
  startForwardProxy,
  startRelay,
  type ForwardProxy
} from '../helpers/forward-proxy.js'
import { useGitHubStandIn } from '../helpers/pull-request-stand-in.js'

const TOKEN = 'ghs_proxyDELIVERY0001'
const s = useGitHubStandIn({
  [TOKEN]: { contents: 'write', pullRequests: 'write', isActionsToken: true }
})

const PROXY_VARIABLES = [
  'HTTP_PROXY',
  'http_proxy',
  'HTTPS_PROXY',
  'https_proxy',
  'NO_PROXY',
  'no_proxy'
]
let proxy: ForwardProxy
const saved: Record<string, string | undefined> = {}
beforeAll(async () => {
  proxy = await startForwardProxy()
  for (const name of PROXY_VARIABLES) saved[name] = process.env[name]
})
afterAll(async () => {
  for (const name of PROXY_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  await proxy.close()
})

describe('pull-request delivery to another GitHub than the runner’s, behind a proxy', () => {
  it('sends every request for github-api-url through the proxy its host needs', async () => {
    const repo = await s.newRepo()
    const port = new URL(s.gh.url).port
    // The runner's own server (GITHUB_API_URL, loopback) needs no proxy; the other one does.
    expect(new URL(process.env.GITHUB_API_URL!).hostname).toBe('127.0.0.1')
    for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy'])
      process.env[name] = proxy.url
    delete process.env.NO_PROXY
    delete process.env.no_proxy
    const asked = proxy.targets.length

    const result = await s.mod.deliverPullRequest(
      s.options(repo, { apiUrl: `http://${PROXIED_HOST}:${port}` })
    )

    expect(result.operation).toBe('created')
    expect(s.git(repo, 'rev-parse', 'static-export/docs.example.com').trim()).toBe(result.commitSha)
    expect(new Set(proxy.targets.slice(asked))).toEqual(new Set([`${PROXIED_HOST}:${port}`]))
  })

  it('names the proxy that refused the tunnel, and what to change, without its credentials', async () => {
    // Octokit reports undici's "Proxy response (407) !== 200" as a 500 "fetch failed", which
    // read as if GitHub had answered.
    const guarded = await startForwardProxy({ credentials: 'runner:pr0xy-s3cret' })
    try {
      const repo = await s.newRepo()
      const port = new URL(s.gh.url).port
      for (const name of ['HTTP_PROXY', 'HTTPS_PROXY'])
        process.env[name] = guarded.url.replace('//', '//runner:wrong-pr0xy-s3cret@')
      for (const name of ['http_proxy', 'https_proxy', 'NO_PROXY', 'no_proxy'])
        delete process.env[name]
      const error = await s.mod
        .deliverPullRequest(s.options(repo, { apiUrl: `http://${PROXIED_HOST}:${port}` }))
        .then(() => new Error('the run went through the proxy'))
        .catch((e: unknown) => e as Error)
      expect(new Set(guarded.targets)).toEqual(new Set([`${PROXIED_HOST}:${port}`]))
      expect(error.message).toBe(
        `could not reach the GitHub API at ${PROXIED_HOST}:${port} while reading acme/${repo}: no answer came from GitHub. ` +
          `The proxy ${guarded.url} (from HTTP_PROXY) asked for credentials (407 Proxy Authentication Required) before it would open a tunnel to ${PROXIED_HOST}:${port}: ` +
          `it refused the user and password in HTTP_PROXY; check them (URL-encode special characters), or add ${PROXIED_HOST} to NO_PROXY if the runner reaches it directly.`
      )
    } finally {
      await guarded.close()
    }
  })

  // A GHES inside the site, addressed by its IP address, which NO_PROXY names by its range (as
  // curl reads it): Octokit's fetch went to the proxy, which reaches nothing inside.
  const site = Object.values(networkInterfaces())
    .flat()
    .find(a => a && !a.internal && a.family === 'IPv4')
  ;(site ? it : it.skip)('goes direct to an address NO_PROXY names by its range', async () => {
    const refusing = await startForwardProxy({ forbidden: () => true })
    const relay = await startRelay(site!.address, () => Number(new URL(s.gh.url).port))
    try {
      const repo = await s.newRepo()
      for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy'])
        process.env[name] = refusing.url
      process.env.NO_PROXY = process.env.no_proxy = `.corp.example, ${site!.cidr}`
      const result = await s.mod.deliverPullRequest(
        s.options(repo, { apiUrl: `http://${site!.address}:${relay.port}` })
      )
      expect(result.operation).toBe('created')
      expect(refusing.targets).toEqual([])
    } finally {
      await relay.close()
      await refusing.close()
    }
  })
})
