// Artifact delivery on GitHub Enterprise Server behind a forward proxy that wants credentials.
// The artifact v1 client's own http-client (2.x, which opens the tunnel with CONNECT through the
// \`tunnel\` agent) asks through the test proxy over loopback, which answers 407; the error that
// request ends with, as the library's retry wrapper words it, is what the delivery explains.
// (The whole delivery is not run here: the library tries five times with 4 to 34 s between.)
import { createRequire } from 'node:module'
import { explain } from '../../src/delivery/artifact-ghes.js'
import { PROXIED_HOST, startForwardProxy, type ForwardProxy } from '../helpers/forward-proxy.js'

const require = createRequire(import.meta.url)
const { HttpClient } = require('@actions/artifact-v1/node_modules/@actions/http-client') as {
  HttpClient: new (userAgent: string) => { get(url: string): Promise<unknown> }
}

const SECRET = 'pr0xy-s3cret'
const RUNTIME_URL = `https://${PROXIED_HOST}:8443/runtime/`

describe('the GHES artifact delivery behind a proxy that answers 407', () => {
  let proxy: ForwardProxy
  const saved = { ...process.env }

  beforeAll(async () => {
    proxy = await startForwardProxy({ credentials: `runner:${SECRET}` })
  })
  beforeEach(() => {
    for (const name of ['https_proxy', 'http_proxy', 'no_proxy', 'NO_PROXY', 'HTTP_PROXY'])
      delete process.env[name]
    process.env.ACTIONS_RUNTIME_URL = RUNTIME_URL
  })
  afterEach(() => {
    process.env = { ...saved }
  })
  afterAll(() => proxy.close())

  /** The library's error for its first call through the proxy, explained by the delivery. */
  async function explained(): Promise<string> {
    // The library's client reads the proxy variables when it is made, as in the delivery.
    const client = new HttpClient('actions/artifact')
    const raw = await client
      .get(`${RUNTIME_URL}_apis/pipelines/workflows/4242/artifacts?api-version=6.0-preview`)
      .then(() => new Error('the proxy let the request through'))
      .catch((e: unknown) => e as Error)
    expect(proxy.targets.at(-1)).toBe(`${PROXIED_HOST}:8443`)
    expect(raw.message).toBe('tunneling socket could not be established, statusCode=407')
    return explain(new Error(`List Artifacts failed: ${raw.message}`), '/tmp/a.tar.gz').message
  }

  it('says the proxy wants credentials and where they go, when HTTPS_PROXY has none', async () => {
    process.env.HTTPS_PROXY = proxy.url
    const message = await explained()
    expect(message).toContain(
      `The proxy ${proxy.url} (from HTTPS_PROXY) asked for credentials (407`
    )
    expect(message).toContain('give them in HTTPS_PROXY as http://user:password@proxy-host:port')
    expect(message).toContain(`add ${PROXIED_HOST} to NO_PROXY`)
    expect(message).toContain('archive-path')
  })

  it('says the credentials were refused, without quoting them', async () => {
    process.env.HTTPS_PROXY = proxy.url.replace('//', `//runner:wrong-${SECRET}@`)
    const message = await explained()
    expect(message).toContain(`The proxy ${proxy.url} (from HTTPS_PROXY) asked for credentials`)
    expect(message).toContain('it refused the user and password in HTTPS_PROXY')
    expect(message).not.toContain(SECRET)
    expect(message).not.toContain('runner:')
  })

  it('leaves other failures to the other explanations', () => {
    process.env.HTTPS_PROXY = proxy.url
    const message = explain(new Error('connect ECONNREFUSED 10.0.0.1:443'), '/tmp/a.tar.gz').message
    expect(message).not.toContain('407')
    expect(message).toMatch(/Could not reach .*proxy settings/s)
  })
})
