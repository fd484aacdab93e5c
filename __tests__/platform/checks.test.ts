import {
  checkAdminKey,
  checkApiUrl,
  checkDomain,
  isLoopbackHost,
  normalizeDomain
} from '../../src/platform/checks.js'

describe('checkAdminKey', () => {
  it('accepts an admin key', () => {
    expect(checkAdminKey('svc_local_admin_key')).toBeUndefined()
  })
  it('names the assistant key and says which key to use, without echoing it', () => {
    const problem = checkAdminKey('svc_dsc_local_assistant_key')
    expect(problem).toMatch(/public assistant key/)
    expect(problem).toMatch(/admin API key/)
    expect(problem).toMatch(/API keys page/)
    expect(problem).not.toContain('local_assistant')
  })
  it.each([
    ['', /empty/],
    ['sk_live_123', /admin keys start with "svc_"/],
    [' svc_abc', /whitespace/],
    ['svc_a b', /whitespace/]
  ])('rejects %j', (key, message) => {
    expect(checkAdminKey(key)).toMatch(message)
  })
})

describe('checkDomain and normalizeDomain', () => {
  it('accepts a bare hostname', () => {
    expect(checkDomain('docs.acme.com')).toBeUndefined()
    expect(checkDomain('docs.acme.test')).toBeUndefined()
  })
  it.each([
    ['https://docs.acme.com/', 'docs.acme.com'],
    ['http://docs.acme.com', 'docs.acme.com'],
    ['docs.acme.com/', 'docs.acme.com'],
    ['docs.acme.com/guide/intro', 'docs.acme.com'],
    ['docs.acme.com:443', 'docs.acme.com'],
    ['Docs.Acme.com', 'docs.acme.com'],
    ['docs.acme.com.', 'docs.acme.com'],
    ['Docs.Acme.com.', 'docs.acme.com'],
    ['dokumentation.bücher.de', 'dokumentation.xn--bcher-kva.de'],
    ['Dokumentation.Bücher.de', 'dokumentation.xn--bcher-kva.de']
  ])('for %j says: use %j', (input, suggestion) => {
    expect(checkDomain(input)).toContain(`use "${suggestion}"`)
    expect(normalizeDomain(input)).toBe(suggestion)
  })
  it.each([
    ['Docs.Acme.com', /lower case/],
    ['docs.acme.com.', /ends with a dot/],
    ['dokumentation.bücher.de', /internationalised hostname; give its ASCII \(IDNA\) form/],
    ['https://docs.acme.com/', /without scheme, port, path or slash/]
  ])('names what is wrong with %j', (input, reason) => {
    expect(checkDomain(input)).toMatch(reason)
  })
  it.each([
    '',
    'localhost',
    'docs..acme.com',
    '-docs.acme.com',
    'docs acme.com',
    'a'.repeat(64) + '.com'
  ])('rejects %j without a suggestion', input => {
    const problem = checkDomain(input)
    expect(problem).toBeDefined()
    expect(problem).not.toMatch(/use "/)
  })
})

describe('checkApiUrl', () => {
  it('accepts https anywhere and http on loopback only', () => {
    expect(checkApiUrl('https://api.example.com')).toBeUndefined()
    expect(checkApiUrl('https://api.example.com/base/')).toBeUndefined()
    expect(checkApiUrl('http://127.0.0.1:4010')).toBeUndefined()
    expect(checkApiUrl('http://127.8.9.10')).toBeUndefined()
    expect(checkApiUrl('http://localhost:4010')).toBeUndefined()
    expect(checkApiUrl('http://[::1]:4010')).toBeUndefined()
    expect(checkApiUrl('http://api.example.com')).toMatch(/https/)
    expect(checkApiUrl('http://128.0.0.1')).toMatch(/https/)
    expect(checkApiUrl('ftp://api.example.com')).toMatch(/https/)
    expect(checkApiUrl('api.example.com')).toMatch(/absolute URL/)
    expect(checkApiUrl('https://u:p@api.example.com')).toMatch(/credentials/)
    expect(checkApiUrl('https://api.example.com/?x=1')).toMatch(/query/)
  })
  it('knows the loopback ranges', () => {
    expect(isLoopbackHost('127.0.0.1')).toBe(true)
    expect(isLoopbackHost('127.255.255.254')).toBe(true)
    expect(isLoopbackHost('[::1]')).toBe(true)
    expect(isLoopbackHost('localhost')).toBe(true)
    expect(isLoopbackHost('127.0.0.256')).toBe(false)
    expect(isLoopbackHost('10.0.0.1')).toBe(false)
    expect(isLoopbackHost('localhost.example.com')).toBe(false)
  })
})
