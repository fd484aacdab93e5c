// The platform client behind a forward proxy that will not open a tunnel (407: credentials
// missing or refused). The tunnel agent reports the refusal as ECONNRESET, which read as a
// connection broken after the request was sent: the start call said an export may have started,
// and every other call was retried. Nothing reached the platform, and the proxy answers the same
// every time, so it is said once, naming the proxy and its variable, never its password.
import { StaticExportClient } from '../../src/platform/static-export.js'
import { PROXIED_HOST, startForwardProxy, type ForwardProxy } from '../helpers/forward-proxy.js'

const PROXY_VARIABLES = [
  'https_proxy',
  'http_proxy',
  'HTTPS_PROXY',
  'HTTP_PROXY',
  'NO_PROXY',
  'no_proxy'
]

describe('platform client behind a proxy that refuses the tunnel', () => {
  const saved = { ...process.env }
  let proxy: ForwardProxy
  beforeEach(async () => {
    proxy = await startForwardProxy({ credentials: 'runner:pr0xy-s3cret' })
    for (const name of PROXY_VARIABLES) delete process.env[name]
  })
  afterEach(async () => {
    process.env = { ...saved }
    await proxy.close()
  })

  const client = () =>
    new StaticExportClient({
      // Only the proxy resolves this name; it opens no tunnel without the right password.
      baseUrl: `https://${PROXIED_HOST}:8443`,
      apiKey: 'svc_admin_proxy_test',
      backoff: { initialMs: 1, factor: 1, maxMs: 1 }
    })

  it('start: says the request never reached the platform, names the proxy, asks once', async () => {
    process.env.HTTPS_PROXY = proxy.url
    const err = (await client()
      .startExport({ domain: 'docs.acme.test' })
      .catch((e: unknown) => e)) as Error
    expect(proxy.targets).toEqual([`${PROXIED_HOST}:8443`])
    expect(err.message).toContain(
      'POST /v1/static-export/jobs failed: the request never reached the platform.'
    )
    expect(err.message).toContain(
      `The proxy ${proxy.url} (from HTTPS_PROXY) asked for credentials (407 Proxy Authentication Required)`
    )
    expect(err.message).toContain('give them in HTTPS_PROXY')
    expect(err.message).not.toContain('may have started')
  })

  it('status: not retried, and the refused password is not shown', async () => {
    process.env.https_proxy = proxy.url.replace('//', '//runner:wrong-pr0xy-s3cret@')
    const err = (await client()
      .getExport('se_0123456789abcdef')
      .catch((e: unknown) => e)) as Error
    expect(proxy.targets).toEqual([`${PROXIED_HOST}:8443`])
    expect(err.message).toContain('it refused the user and password in https_proxy')
    expect(err.message).not.toContain('pr0xy-s3cret')
  })
})
