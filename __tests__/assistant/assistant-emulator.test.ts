// The client against the emulator over loopback: real @actions/http-client, real server.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { HttpClient } from '@actions/http-client'
import {
  AssistantClient,
  AssistantHttpError,
  questionRequest,
  resetDeprecationNoticeForTests,
  DEPRECATION_NOTICE
} from '../../src/platform/assistant.js'
import type { DataStreamPart } from '../../src/platform/assistant-types.js'
import { checkDiscoveryUrl } from '../../src/platform/checks.js'
import { startAssistantEmulator, type AssistantEmulator } from '../../emulator/assistant/server.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const siteDir = path.join(here, 'fixtures', 'site')
const KEY = 'svc_dsc_testkey_acme'
const OTHER_KEY = 'svc_dsc_testkey_other'
const ADMIN = 'svc_admin_acme_secret'

describe('assistant client against the emulator', () => {
  let emulator: AssistantEmulator
  const notices: string[] = []
  const client = () =>
    new AssistantClient({
      discoveryUrl: emulator.url,
      domain: 'acme',
      assistantKey: KEY,
      notice: m => notices.push(m)
    })

  beforeAll(async () => {
    emulator = await startAssistantEmulator({
      sites: [
        { domain: 'acme', orgId: 'org_acme', assistantKeys: [KEY], adminKeys: [ADMIN], siteDir },
        { domain: 'other', orgId: 'org_other', assistantKeys: [OTHER_KEY], pages: [] }
      ],
      rateLimits: { perOrgPerHour: 1000, perIpPerDay: 1000 }
    })
  })
  afterAll(() => emulator.close())

  it('streams a reply in the v4 order with headers, sources, thread id and usage', async () => {
    resetDeprecationNoticeForTests()
    const parts: DataStreamPart[] = []
    const reply = await client().ask(questionRequest('How do I install the CLI?'), {
      onPart: p => parts.push(p)
    })
    const codes = parts.map(p => p.code).join('')
    expect(codes).toMatch(/^f89a0+ed$/)
    expect(reply.sources[0]).toMatchObject({ path: '/guides/install', title: 'Install the CLI' })
    expect(reply.text).toContain('npm install -g acme-cli')
    expect(reply.text).toContain('(/guides/install)')
    expect(reply.finishReason).toBe('stop')
    expect(reply.usage?.completionTokens).toBeGreaterThan(0)
    expect(reply.threadId).toMatch(/^thr_/)
    expect(reply.threadKey).toMatch(/^tk_/)
    expect(reply.toolCalls[0]).toMatchObject({
      toolName: 'search',
      args: { query: 'How do I install the CLI?' },
      hasResult: true
    })
    expect(reply.timeToFirstTokenMs).toBeGreaterThanOrEqual(0)
    // The deprecation notice shows once, not once per request.
    await client().ask(questionRequest('rate limits'))
    expect(notices).toEqual([DEPRECATION_NOTICE])
  })

  it('answers with the protocol headers the SDK checks', async () => {
    const http = new HttpClient('test')
    const res = await http.post(
      `${emulator.url}/v1/assistant/acme/message`,
      JSON.stringify(questionRequest('keys')),
      {
        Authorization: `Bearer ${KEY}`,
        'Content-Type': 'application/json'
      }
    )
    expect(res.message.statusCode).toBe(200)
    expect(res.message.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.message.headers['x-vercel-ai-data-stream']).toBe('v1')
    const body = await res.readBody()
    expect(body).not.toMatch(/^[hijk]:/m)
    expect(body.endsWith('\n')).toBe(true)
    expect(body.trim().split('\n').at(-1)).toMatch(/^d:/)
  })

  it('continues a thread with its id and key, counting earlier questions, and 404s on a wrong key', async () => {
    const first = await client().ask(questionRequest('How do I rotate keys?'))
    expect(first.sources[0]?.path).toBe('/guides/authentication')
    // The follow-up has no topic words of its own: it finds the page only through the thread history.
    const followUp = await client().ask(
      questionRequest('And what happens after that?', {
        threadId: first.threadId,
        threadKey: first.threadKey
      })
    )
    expect(followUp.threadId).toBe(first.threadId)
    expect(followUp.threadKey).toBeUndefined()
    expect(followUp.sources.map(s => s.path)).toContain('/guides/authentication')
    const fresh = await client().ask(questionRequest('And what happens after that?'))
    expect(fresh.sources.map(s => s.path)).not.toContain('/guides/authentication')

    const wrong = client().ask(
      questionRequest('more', { threadId: first.threadId, threadKey: 'tk_wrong' })
    )
    await expect(wrong).rejects.toMatchObject({ status: 404 })
    const missing = client().ask(questionRequest('more', { threadId: first.threadId }))
    await expect(missing).rejects.toBeInstanceOf(AssistantHttpError)
    await expect(missing).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining('threadKey')
    })
  })

  it('honours filter.version and filter.language, and retrievalPageSize', async () => {
    const v1 = await client().ask(
      questionRequest('install the CLI', { filter: { version: '1.0' } })
    )
    expect(v1.sources[0]?.path).toBe('/v1/install')
    expect(v1.sources.map(s => s.path)).not.toContain('/guides/install')
    expect(v1.text).toContain('pip install')
    const fr = await client().ask(
      questionRequest('installer la CLI', { filter: { language: 'fr' } })
    )
    expect(fr.sources.map(s => s.path)).toEqual(['/fr/install'])
    const one = await client().ask(
      questionRequest('keys install export limits', { retrievalPageSize: 1 })
    )
    expect(one.sources).toHaveLength(1)
    const many = await client().ask(
      questionRequest('keys install export limits', { retrievalPageSize: 4 })
    )
    expect(many.sources.length).toBeGreaterThan(1)
  })

  it('ranks the current page and context pages higher', async () => {
    const plain = await client().ask(questionRequest('install the CLI'))
    expect(plain.sources[0]?.path).toBe('/guides/install')
    const onLegacy = await client().ask(
      questionRequest('install the CLI', { currentPath: '/v1/install' })
    )
    expect(onLegacy.sources[0]?.path).toBe('/v1/install')
    const withCode = await client().ask(
      questionRequest('install the CLI', {
        context: [{ type: 'code', value: 'pip install acme-cli-legacy', path: '/v1/install' }]
      })
    )
    expect(withCode.sources[0]?.path).toBe('/v1/install')
    // A question with no topic words of its own is answered from the selected text.
    const bare = await client().ask(questionRequest('what does this mean?'))
    expect(bare.sources).toEqual([])
    expect(bare.text).toMatch(/could not find anything/)
    const withSelection = await client().ask(
      questionRequest('what does this mean?', {
        context: [
          {
            type: 'textSelection',
            value: 'presigned link that expires',
            path: '/guides/static-export'
          }
        ]
      })
    )
    expect(withSelection.sources[0]?.path).toBe('/guides/static-export')
  })

  it('refuses bad requests before sending, and an admin key before any request', async () => {
    const before = emulator.log.entries.length
    await expect(
      client().ask(questionRequest('x', { currentPath: `/${'a'.repeat(250)}` }))
    ).rejects.toThrow(/currentPath must be at most 200 characters/)
    expect(
      () => new AssistantClient({ discoveryUrl: emulator.url, domain: 'acme', assistantKey: ADMIN })
    ).toThrow(/refusing to send an admin key/)
    // The endpoint's own address as the base: its path would be sent twice and get a 404.
    for (const [suffix, shown] of [
      ['/v1/assistant/acme/message', '/v1/assistant/acme/message'],
      ['/v1/assistant/', '/v1/assistant'],
      ['/v1', '/v1']
    ]) {
      expect(
        () =>
          new AssistantClient({
            discoveryUrl: `${emulator.url}${suffix}`,
            domain: 'acme',
            assistantKey: KEY
          })
      ).toThrow(
        `the discovery URL must be the base address only, without ${shown}: the client adds ` +
          `/v1/assistant/{domain}/message itself (use ${emulator.url})`
      )
    }
    // A base whose path only holds a v1 further up is a base.
    expect(checkDiscoveryUrl('https://api.example.com/v1/discovery')).toBeUndefined()
    expect(checkDiscoveryUrl('https://api.example.com/discovery/')).toBeUndefined()
    expect(emulator.log.entries.length).toBe(before)
  })

  it('answers 401, 403 and 404 for unknown keys, other organizations and unknown domains', async () => {
    const ask = (domain: string, assistantKey: string) =>
      new AssistantClient({ discoveryUrl: emulator.url, domain, assistantKey }).ask(
        questionRequest('install')
      )
    await expect(ask('acme', 'svc_dsc_unknown')).rejects.toMatchObject({ status: 401 })
    await expect(ask('acme', OTHER_KEY)).rejects.toMatchObject({ status: 403 })
    await expect(ask('nowhere', KEY)).rejects.toMatchObject({ status: 404 })
  })

  it('serves the search and page read routes', async () => {
    const http = new HttpClient('test')
    const headers = { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' }
    const search = await http.post(
      `${emulator.url}/v1/search/acme`,
      JSON.stringify({ query: 'bundle link expires' }),
      headers
    )
    expect(search.message.statusCode).toBe(200)
    const results = JSON.parse(await search.readBody()) as {
      path: string
      content: string
      metadata: { title: string }
    }[]
    expect(results[0]).toMatchObject({
      path: '/guides/static-export',
      metadata: { title: 'Static export' }
    })
    expect(results[0]?.content).toContain('presigned')

    const page = await http.post(
      `${emulator.url}/v1/page/acme`,
      JSON.stringify({ path: '/reference/rate-limits' }),
      headers
    )
    expect(page.message.statusCode).toBe(200)
    expect(JSON.parse(await page.readBody())).toMatchObject({
      path: '/reference/rate-limits',
      content: expect.stringContaining('10,000')
    })

    const missing = await http.post(
      `${emulator.url}/v1/page/acme`,
      JSON.stringify({ path: '/nope' }),
      headers
    )
    expect(missing.message.statusCode).toBe(404)
    expect(JSON.parse(await missing.readBody())).toEqual({ message: 'no page at /nope' })

    const unauth = await http.post(
      `${emulator.url}/v1/search/acme`,
      JSON.stringify({ query: 'x' }),
      { 'Content-Type': 'application/json' }
    )
    expect(unauth.message.statusCode).toBe(401)
    await unauth.readBody()
  })
})

describe('assistant rate limits', () => {
  it('answers 429 with Retry-After and an error body past the per-organization limit, until the window turns', async () => {
    let now = Date.UTC(2025, 0, 1, 10, 59, 30)
    const emulator = await startAssistantEmulator({
      sites: [{ domain: 'acme', orgId: 'org_acme', assistantKeys: [KEY], siteDir }],
      rateLimits: { perOrgPerHour: 2, perIpPerDay: 100, now: () => now }
    })
    try {
      const client = new AssistantClient({
        discoveryUrl: emulator.url,
        domain: 'acme',
        assistantKey: KEY,
        notice: () => {}
      })
      await client.ask(questionRequest('install'))
      await client.ask(questionRequest('install'))
      const limited = await client.ask(questionRequest('install')).catch((e: unknown) => e)
      expect(limited).toBeInstanceOf(AssistantHttpError)
      expect((limited as AssistantHttpError).status).toBe(429)
      expect((limited as AssistantHttpError).retryAfterMs).toBe(30_000)
      expect((limited as Error).message).toMatch(
        /rate limit exceeded \(2 requests per organization per hour\)/
      )

      const http = new HttpClient('test')
      const raw = await http.post(
        `${emulator.url}/v1/search/acme`,
        JSON.stringify({ query: 'x' }),
        {
          Authorization: `Bearer ${KEY}`
        }
      )
      expect(raw.message.statusCode).toBe(429)
      expect(raw.message.headers['retry-after']).toBe('30')
      expect(JSON.parse(await raw.readBody())).toEqual({
        error: expect.stringContaining('rate limit exceeded')
      })

      now += 30_000
      await expect(client.ask(questionRequest('install'))).resolves.toMatchObject({
        finishReason: 'stop'
      })
    } finally {
      await emulator.close()
    }
  })

  it('limits per IP per day across organizations', async () => {
    const emulator = await startAssistantEmulator({
      sites: [
        { domain: 'acme', orgId: 'org_acme', assistantKeys: [KEY], siteDir },
        { domain: 'other', orgId: 'org_other', assistantKeys: [OTHER_KEY], siteDir }
      ],
      rateLimits: { perOrgPerHour: 100, perIpPerDay: 2, now: () => Date.UTC(2025, 0, 1, 12) }
    })
    try {
      const ask = (domain: string, key: string) =>
        new AssistantClient({
          discoveryUrl: emulator.url,
          domain,
          assistantKey: key,
          notice: () => {}
        }).ask(questionRequest('install'))
      await ask('acme', KEY)
      await ask('other', OTHER_KEY)
      await expect(ask('acme', KEY)).rejects.toMatchObject({
        status: 429,
        retryAfterMs: 12 * 3600 * 1000
      })
    } finally {
      await emulator.close()
    }
  })
})
