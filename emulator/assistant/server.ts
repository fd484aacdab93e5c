// A standalone assistant emulator: the assistant routes with their own small table of sites and
// keys. The platform emulator mounts the same routes with its organizations and keys; this one
// serves tests and `npm run ask` when only the assistant is wanted.
import type http from 'node:http'
import {
  HttpError,
  Router,
  RequestLog,
  createListener,
  listen,
  type Listening
} from '../lib/http.js'
import { mountAssistantRoutes, type AssistantEmulatorState } from './routes.js'
import type { RateLimitOptions } from './rate-limit.js'
import { loadMarkdownPages, type SitePage } from './site-pages.js'

export interface AssistantSiteConfig {
  domain: string
  orgId: string
  /** Assistant keys (`svc_dsc_…`) of the site's organization. */
  assistantKeys: string[]
  /** Admin keys of the organization: recognised so they can be refused with a clear 403. */
  adminKeys?: string[]
  /** A folder of Markdown pages, or the pages themselves. */
  siteDir?: string
  pages?: SitePage[]
}

export interface AssistantEmulatorOptions {
  sites: AssistantSiteConfig[]
  rateLimits?: RateLimitOptions
  port?: number
}

export interface AssistantEmulator extends Listening {
  state: AssistantEmulatorState
  log: RequestLog
}

function bearer(req: http.IncomingMessage): string | undefined {
  const header = req.headers.authorization
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null
  return match?.[1]
}

export async function startAssistantEmulator(
  options: AssistantEmulatorOptions
): Promise<AssistantEmulator> {
  const pagesByDomain = new Map<string, SitePage[]>()
  for (const site of options.sites) {
    pagesByDomain.set(
      site.domain,
      site.pages ?? (site.siteDir ? await loadMarkdownPages(site.siteDir) : [])
    )
  }
  const router = new Router()
  const state = mountAssistantRoutes(router, {
    authorize(req, domain) {
      const token = bearer(req)
      if (!token) throw new HttpError(401, 'missing bearer assistant key')
      const site = options.sites.find(s => s.domain === domain)
      const owner = options.sites.find(
        s => s.assistantKeys.includes(token) || s.adminKeys?.includes(token)
      )
      if (!owner) throw new HttpError(401, 'unknown or expired key')
      if (owner.adminKeys?.includes(token)) {
        throw new HttpError(
          403,
          'admin keys are not accepted here; use an assistant key (svc_dsc_…)'
        )
      }
      if (!site) throw new HttpError(404, `unknown domain ${domain}`)
      if (site.orgId !== owner.orgId)
        throw new HttpError(403, `this key may not use the assistant of ${domain}`)
      return { orgId: site.orgId }
    },
    pages: domain => pagesByDomain.get(domain),
    rateLimits: options.rateLimits
  })
  const log = new RequestLog()
  const listening = await listen(createListener({ router, log }), options.port ?? 0)
  return { ...listening, state, log }
}
