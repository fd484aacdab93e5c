// The runner's proxy variables as curl reads them: a value without a scheme is an http:// proxy
// (new URL read `proxy.corp:3128` as the scheme `proxy.corp:`, and no tunnel was built).
import { normalizeProxyVariables, proxyWithScheme } from '../src/proxy-env.js'

describe('proxyWithScheme', () => {
  it.each([
    ['proxy.corp:3128', 'http://proxy.corp:3128'],
    ['localhost:3128', 'http://localhost:3128'],
    ['user:p%40ss@proxy.corp:3128', 'http://user:p%40ss@proxy.corp:3128'],
    [' proxy.corp:3128 ', 'http://proxy.corp:3128'],
    ['127.0.0.1:8080', 'http://127.0.0.1:8080']
  ])('%s is %s', (value, read) => {
    expect(proxyWithScheme(value)).toBe(read)
    expect(new URL(read).hostname).not.toBe('')
  })

  it.each([
    ['http://proxy.corp:3128'],
    ['https://proxy.corp'],
    ['HTTP://Proxy:1'],
    ['socks5://p:1'],
    ['']
  ])('leaves %j as it is', value => {
    expect(proxyWithScheme(value)).toBe(value)
  })
})

describe('normalizeProxyVariables', () => {
  it('rewrites only the proxy variables that name no scheme, and says which', () => {
    const env: NodeJS.ProcessEnv = {
      HTTPS_PROXY: 'proxy.corp:3128',
      https_proxy: 'http://proxy.corp:3128',
      http_proxy: 'other:80',
      NO_PROXY: 'example.com:443'
    }
    expect(normalizeProxyVariables(env)).toEqual(['HTTPS_PROXY', 'http_proxy'])
    expect(env).toEqual({
      HTTPS_PROXY: 'http://proxy.corp:3128',
      https_proxy: 'http://proxy.corp:3128',
      http_proxy: 'http://other:80',
      NO_PROXY: 'example.com:443'
    })
  })
})
