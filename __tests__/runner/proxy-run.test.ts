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
import { readFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import {
  startArtifactV1Service,
  type ArtifactV1Service
} from '../../emulator/artifact/v1-service.js'
import { WORKFLOW_WRITE_GRANT } from '../../emulator/github/server.js'
import {
  CERT,
  PROXIED_HOST,
  startForwardProxy,
  startTlsFront,
  type ForwardProxy
} from '../helpers/forward-proxy.js'
import { errorText, OWNER, PR_BRANCH, runnerSuite } from '../helpers/runner.js'

const TOKEN = 'ghs_proxyRunToken0000000000000000000000'
const CONFIG = 'deploy/values.yaml'
const VALUES = 'staticExport:\n  enabled: false\n  bundleUrl: ""\n'

const suite = runnerSuite({
  name: 'proxy',
  token: TOKEN,
  contract: true,
  platform: { config: { jobs: { queuedMs: 0, msPerPage: 0 }, linkLifetimeSeconds: 6 * 86_400 } },
  github: { tokens: { [TOKEN]: WORKFLOW_WRITE_GRANT } }
})

let proxy: ForwardProxy

/**
 * A runner's environment behind the proxy at `url`: both spellings of the proxy variables (the
 * libraries read either), no exceptions, and the stand-in's certificate trusted.
 */
function throughProxy(url: string): Record<string, string | undefined> {
  return {
    NODE_EXTRA_CA_CERTS: CERT,
    HTTP_PROXY: url,
    http_proxy: url,
    HTTPS_PROXY: url,
    https_proxy: url,
    NO_PROXY: undefined,
    no_proxy: undefined
  }
}
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
        extraEnv: throughProxy(proxy.url)
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
      { delivery: 'artifact' },
      {
        repo,
        artifacts: false,
        serverUrl: `https://${PROXIED_HOST}`,
        apiUrl: `https://${PROXIED_HOST}:${front.port}/api/v3`,
        runId: v1.runId,
        runtimeUrl: v1.runtimeUrl,
        runtimeToken: v1.runtimeToken,
        extraEnv: throughProxy(proxy.url)
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
