// NO_PROXY's address entries as curl reads them (ranges `a.b.c.d/n` and `v6/n`, IPv6 addresses
// without brackets), which @actions/http-client compared as text and never matched.
import { HttpClient } from '@actions/http-client'
import http from 'node:http'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import { directByAddress, directWhereNoProxySays, proxyFor } from '../src/no-proxy.js'
import { startForwardProxy } from './helpers/forward-proxy.js'

const env = (noProxy: string): NodeJS.ProcessEnv => ({ NO_PROXY: noProxy })

describe('directByAddress', () => {
  it.each([
    ['10.0.0.0/8', '10.1.2.3'],
    ['10.0.0.0/8,192.168.0.0/16', '192.168.7.9'],
    [' 172.16.0.0/12 , .corp.example', '172.31.255.1'],
    ['fd00::/8', '[fd00::5]'],
    ['FD00::/8', '[fd12:3456::1]'],
    ['fd00::5', '[fd00::5]'],
    ['fd00:0:0::5', '[fd00::5]'],
    ['[fd00::5]', '[fd00::5]'],
    ['0.0.0.0/0', '203.0.113.4'],
    ['192.168.1.10', '192.168.1.10'],
    // An IPv4-mapped address reaches the IPv4 address it carries, which is in the range.
    ['10.0.0.0/8', '[::ffff:a01:203]']
  ])('%j sends %s direct', (noProxy, host) => {
    expect(directByAddress(host, env(noProxy))).toBe(true)
  })

  it.each([
    ['10.0.0.0/8', '11.0.0.1'],
    ['10.0.0.0/8', 'ten.corp.example'],
    ['10.0.0.0/33', '10.1.2.3'],
    ['10.0.0.0/x', '10.1.2.3'],
    ['fd00::/8', '[fe80::1]'],
    ['fd00::/8', '10.1.2.3'],
    ['', '10.1.2.3'],
    ['*.corp.example', '10.1.2.3']
  ])('%j leaves %s to the proxy', (noProxy, host) => {
    expect(directByAddress(host, env(noProxy))).toBe(false)
  })

  it('reads no_proxy before NO_PROXY, as the HTTP client does', () => {
    expect(
      directByAddress('10.1.2.3', { no_proxy: '192.168.0.0/16', NO_PROXY: '10.0.0.0/8' })
    ).toBe(false)
  })
})

/** One of this machine's own addresses that is not loopback, for a request http-client proxies. */
function siteAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (!a.internal && a.family === 'IPv4') return a.address
    }
  }
  return undefined
}

const site = siteAddress()

;(site ? describe : describe.skip)('the real clients, over the network', () => {
  const saved = { ...process.env }
  let server: http.Server
  let origin = ''
  beforeAll(async () => {
    server = http.createServer((_req, res) => res.end('direct'))
    server.listen(0, site)
    await once(server, 'listening')
    origin = `http://${site}:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise(resolve => server.close(resolve))
  })
  afterEach(() => {
    for (const name of ['HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy']) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
  })

  it('an HttpClient with directWhereNoProxySays goes direct where a range says so', async () => {
    const proxy = await startForwardProxy({ forbidden: () => true })
    try {
      process.env.HTTP_PROXY = process.env.http_proxy = proxy.url
      process.env.NO_PROXY = process.env.no_proxy = `${site}/32`
      expect(proxyFor(origin)).toBeUndefined()
      const answer = await new HttpClient('test', [directWhereNoProxySays]).get(origin)
      expect(await answer.readBody()).toBe('direct')
      expect(proxy.targets).toEqual([])
      // Without it, the client asks the proxy (the defect, as a reference).
      await new HttpClient('test', [])
        .get(origin)
        .then(r => r.readBody())
        .catch(() => undefined)
      expect(proxy.targets).toEqual([new URL(origin).host])
    } finally {
      await proxy.close()
    }
  })

  it('a request NO_PROXY does not name still goes to the proxy', async () => {
    const proxy = await startForwardProxy({ forbidden: () => true })
    try {
      process.env.HTTP_PROXY = process.env.http_proxy = proxy.url
      process.env.NO_PROXY = process.env.no_proxy = '198.51.100.0/24'
      expect(proxyFor(origin)?.href).toBe(`${proxy.url}/`)
      await new HttpClient('test', [directWhereNoProxySays])
        .get(origin)
        .then(r => r.readBody())
        .catch(() => undefined)
      expect(proxy.targets).toEqual([new URL(origin).host])
    } finally {
      await proxy.close()
    }
  })
})
