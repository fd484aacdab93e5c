// A runner that reaches the internet only through its forward proxy, and has no DNS for outside
// names: the proxy resolves them. The bundle link's host is such a name (github.proxied.test,
// which only the test proxy maps, to a loopback TLS front of the platform emulator's link
// host). The link policy resolved the host itself before handing the request to the proxy, and
// a name it could not resolve failed every try ("could not connect: getaddrinfo ENOTFOUND"), so
// no bundle could be downloaded on such a runner. A proxy that wants credentials is named once.
import { CERT, PROXIED_HOST, startForwardProxy, startTlsFront } from '../helpers/forward-proxy.js'
import { errorText, runnerSuite } from '../helpers/runner.js'

let front: { port: number; close(): Promise<void> } | undefined
const suite = runnerSuite({
  name: 'proxy-bundle',
  token: 'ghs_proxyBundleRunToken00000000000000000',
  platform: {
    config: { jobs: { queuedMs: 0, msPerPage: 0 } },
    linkOrigin: () => `https://${PROXIED_HOST}:${front!.port}`
  }
})

beforeAll(async () => {
  front = await startTlsFront(() => Number(new URL(suite.emulators.platform.url).port))
})
afterAll(async () => {
  await front?.close()
})

/** Both spellings of the proxy variables (the libraries read either), and no exceptions. */
function throughProxy(url: string): Record<string, string | undefined> {
  return {
    NODE_EXTRA_CA_CERTS: CERT,
    HTTPS_PROXY: url,
    https_proxy: url,
    HTTP_PROXY: url,
    http_proxy: url,
    NO_PROXY: undefined,
    no_proxy: undefined
  }
}

describe('the bundle link on a host only the proxy resolves, through dist/index.js', () => {
  it('downloads and verifies the bundle through the proxy', async () => {
    const proxy = await startForwardProxy()
    try {
      const run = await suite.run(
        { delivery: 'none' },
        { artifacts: false, extraEnv: throughProxy(proxy.url) }
      )
      expect(errorText(run.stdout)).toBe('')
      expect(run.code).toBe(0)
      expect(run.outputs['archive-sha256']).toMatch(/^[0-9a-f]{64}$/)
      // The download went through the proxy, as a tunnel, and nothing else did (the platform's
      // API is on loopback, which the runner's proxy rules never send through a proxy).
      expect(new Set(proxy.targets)).toEqual(new Set([`${PROXIED_HOST}:${front!.port}`]))
    } finally {
      await proxy.close()
    }
  })

  it('takes a proxy written without a scheme as an http:// proxy, as curl does', async () => {
    // `localhost:PORT` parsed as the scheme `localhost:`; no tunnel was built and the download
    // went direct, where only the proxy resolves the host.
    const proxy = await startForwardProxy()
    try {
      const schemeless = proxy.url.replace('http://127.0.0.1', 'localhost')
      const run = await suite.run(
        { delivery: 'none' },
        { artifacts: false, extraEnv: throughProxy(schemeless) }
      )
      expect(errorText(run.stdout)).toBe('')
      expect(run.code).toBe(0)
      expect(new Set(proxy.targets)).toEqual(new Set([`${PROXIED_HOST}:${front!.port}`]))
    } finally {
      await proxy.close()
    }
  })

  it('names the host of the redirect the proxy refused, not the link host before it', async () => {
    const refused = 'cdn.refused.test:443'
    const proxy = await startForwardProxy({ forbidden: target => target === refused })
    suite.emulators.platform.hostile.set([
      { kind: 'redirect', location: `https://${refused}{path}`, status: 307 }
    ])
    try {
      const run = await suite.run(
        { delivery: 'none' },
        { artifacts: false, extraEnv: throughProxy(proxy.url) }
      )
      expect(run.code).toBe(1)
      expect(proxy.targets).toEqual([`${PROXIED_HOST}:${front!.port}`, refused])
      const error = errorText(run.stdout)
      expect(error).toContain(
        `could not reach the bundle host cdn.refused.test: The proxy ${proxy.url}`
      )
      expect(error).not.toContain(`${PROXIED_HOST}:${front!.port}`)
    } finally {
      suite.emulators.platform.hostile.clear()
      await proxy.close()
    }
  })

  it('names a proxy that wants credentials once, without retrying it as a broken connection', async () => {
    const proxy = await startForwardProxy({ credentials: 'runner:pr0xy-s3cret' })
    try {
      const run = await suite.run(
        { delivery: 'none' },
        { artifacts: false, extraEnv: throughProxy(proxy.url) }
      )
      expect(run.code).toBe(1)
      expect(proxy.targets).toEqual([`${PROXIED_HOST}:${front!.port}`])
      expect(errorText(run.stdout)).toContain(
        `could not reach the bundle host ${PROXIED_HOST}:${front!.port}: The proxy ${proxy.url} (from https_proxy) asked for credentials`
      )
    } finally {
      await proxy.close()
    }
  })
})
