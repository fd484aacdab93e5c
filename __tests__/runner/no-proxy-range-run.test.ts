// A self-hosted runner in a site whose proxy reaches only the outside: NO_PROXY names the site's
// own ranges (`NO_PROXY=10.0.0.0/8,fd00::/8`), as curl reads them, and the bundle is stored
// inside, at an IP address (allow-private-bundle-hosts). @actions/http-client compared the
// entries as text, so the download went to the proxy, which refused it (403): no bundle.
//
// Loopback is always direct to http-client, so the link is at one of this machine's own private
// addresses (a relay to the platform stand-in listens there); the test is skipped on a machine
// that has none of that family.
import { networkInterfaces } from 'node:os'
import { classifyAddress } from '../../src/archive/link-policy.js'
import { startForwardProxy, startRelay } from '../helpers/forward-proxy.js'
import { errorText, runnerSuite } from '../helpers/runner.js'

/** One of this machine's own private addresses of `family` (not loopback nor link-local). */
function siteAddress(family: 'IPv4' | 'IPv6'): { address: string; cidr: string } | undefined {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      // Private: plain http to it is allowed with allow-private-bundle-hosts (not to a public one).
      if (a.internal || a.family !== family || classifyAddress(a.address) !== 'private') continue
      if (a.cidr) return { address: a.address, cidr: a.cidr }
    }
  }
  return undefined
}

const v4 = siteAddress('IPv4')
const v6 = siteAddress('IPv6')
let relay: { port: number; close(): Promise<void> } | undefined
let linkHost = ''
const suite = runnerSuite({
  name: 'no-proxy-range',
  token: 'ghs_noProxyRangeRunToken0000000000000000',
  platform: {
    config: { jobs: { queuedMs: 0, msPerPage: 0 } },
    linkOrigin: () => `http://${linkHost}:${relay!.port}`
  }
})

afterEach(async () => {
  await relay?.close()
  relay = undefined
})

/** The proxy in every variable, and NO_PROXY as the site writes it, around `range`. */
function siteProxy(url: string, range: string): Record<string, string | undefined> {
  const noProxy = ` .corp.example, ${range} ,localhost`
  return {
    HTTPS_PROXY: url,
    https_proxy: url,
    HTTP_PROXY: url,
    http_proxy: url,
    NO_PROXY: noProxy,
    no_proxy: noProxy
  }
}

async function downloadsDirect(address: string, host: string, range: string): Promise<void> {
  relay = await startRelay(address, () => Number(new URL(suite.emulators.platform.url).port))
  linkHost = host
  // The site's proxy reaches nothing inside: whatever it is asked, it refuses.
  const proxy = await startForwardProxy({ forbidden: () => true })
  try {
    const run = await suite.run(
      { delivery: 'none', 'allow-private-bundle-hosts': 'true' },
      { artifacts: false, extraEnv: siteProxy(proxy.url, range) }
    )
    expect(proxy.targets).toEqual([])
    expect(errorText(run.stdout)).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs['archive-sha256']).toMatch(/^[0-9a-f]{64}$/)
  } finally {
    await proxy.close()
  }
}

describe('NO_PROXY ranges for a bundle link at an IP address, through dist/index.js', () => {
  ;(v4 ? it : it.skip)('an IPv4 range (a.b.c.d/n) sends the download direct', async () => {
    await downloadsDirect(v4!.address, v4!.address, v4!.cidr)
  })

  ;(v6 ? it : it.skip)('an IPv6 range, written without brackets, sends it direct', async () => {
    await downloadsDirect(v6!.address, `[${v6!.address}]`, v6!.cidr)
  })

  ;(v6 ? it : it.skip)(
    'an IPv6 address, written without brackets as curl asks, does too',
    async () => {
      await downloadsDirect(v6!.address, `[${v6!.address}]`, v6!.address)
    }
  )
})
