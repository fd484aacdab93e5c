// The assistant routes mounted on the platform emulator: its organizations, keys and domains.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { HttpClient } from '@actions/http-client'
import { AssistantClient, questionRequest } from '../../src/platform/assistant.js'
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import { assistantRoutes } from '../../emulator/assistant/platform-routes.js'
import type { AssistantEmulatorState } from '../../emulator/assistant/routes.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const site = path.join(here, 'fixtures', 'site')

describe('assistant on the platform emulator', () => {
  let platform: PlatformEmulator
  let state: AssistantEmulatorState | undefined
  const http = new HttpClient('test')

  beforeAll(async () => {
    platform = await startPlatformEmulator({
      config: {
        orgs: [
          {
            name: 'acme',
            plan: 'enterprise',
            adminKey: 'svc_acme_admin',
            assistantKey: 'svc_dsc_acme',
            keys: [{ key: 'svc_dsc_acme_expired', kind: 'assistant', expired: true }],
            domains: { 'docs.acme.test': { site } }
          },
          {
            name: 'beta',
            plan: 'starter',
            adminKey: 'svc_beta_admin',
            assistantKey: 'svc_dsc_beta',
            domains: { 'docs.beta.test': { site } }
          }
        ]
      },
      registerRoutes: [
        assistantRoutes({ rateLimits: { perOrgPerHour: 50 }, onState: s => (state = s) })
      ]
    })
  })
  afterAll(() => platform.close())

  const post = (domain: string, key: string) =>
    http.post(
      `${platform.url}/v1/assistant/${domain}/message`,
      JSON.stringify(questionRequest('install')),
      {
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/json'
      }
    )

  it('answers with the organization assistant key and cites the site pages', async () => {
    const client = new AssistantClient({
      discoveryUrl: platform.url,
      // The site's subdomain identifier (the spec), here the organization's only site.
      domain: 'acme',
      assistantKey: 'svc_dsc_acme',
      notice: () => {}
    })
    const reply = await client.ask(questionRequest('How do I upgrade the CLI?'))
    expect(reply.sources[0]?.path).toBe('/guides/install')
    expect(reply.text).toContain('npm update -g acme-cli')
    expect(state?.received).toHaveLength(1)
  })

  it("says a 404 for the site's hostname came from a hostname, and names no thread when none was sent", async () => {
    const ask = (domain: string, threadId?: string) =>
      new AssistantClient({
        discoveryUrl: platform.url,
        domain,
        assistantKey: 'svc_dsc_acme',
        notice: () => {}
      })
        .ask(questionRequest('install', threadId ? { threadId, threadKey: 'tk_x' } : {}))
        .then(
          () => '',
          (err: Error) => err.message
        )
    // The export action's domain, copied into the check: the platform knows the site as acme.
    const hostname = await ask('docs.acme.test')
    expect(hostname).toMatch(/^404 from the assistant: unknown domain docs\.acme\.test\./)
    expect(hostname).toContain(
      'docs.acme.test looks like a hostname: the assistant names a site by its subdomain ' +
        'identifier, the last segment of its dashboard URL (e.g. acme)'
    )
    expect(hostname).not.toMatch(/thread/i)
    const unknown = await ask('nowhere')
    expect(unknown).toContain('Either the domain nowhere is unknown.')
    expect(unknown).not.toMatch(/thread|hostname/i)
    // A follow-up whose thread is gone (or whose key is wrong) gets the same 404.
    expect(await ask('acme', 'thr_gone')).toContain(
      'Either the domain acme is unknown, or the threadId sent is unknown or came without its matching threadKey.'
    )
  })

  it('uses the platform auth: admin key 403, expired key 401, another organization 403, unknown domain 404', async () => {
    const cases: [string, string, number, RegExp][] = [
      ['acme', 'svc_acme_admin', 403, /admin key/],
      ['acme', 'svc_dsc_acme_expired', 401, /expired/],
      ['acme', 'svc_dsc_beta', 403, /another organization/],
      ['none', 'svc_dsc_acme', 404, /unknown domain/],
      // The export's domain is not the assistant's: that one is the subdomain identifier.
      ['docs.acme.test', 'svc_dsc_acme', 404, /unknown domain/]
    ]
    for (const [domain, key, status, message] of cases) {
      const res = await post(domain, key)
      expect(res.message.statusCode).toBe(status)
      expect((JSON.parse(await res.readBody()) as { error: string }).error).toMatch(message)
    }
  })
})
