// Mounts the assistant routes on the platform emulator (`registerRoutes`): keys, organizations
// and domains come from the platform's config, so the assistant key of an organization works
// for that organization's domains only, and an admin key is refused with the platform's 403.
import type { Router } from '../lib/http.js'
import { HttpError } from '../lib/http.js'
import type { PlatformContext } from '../platform/server.js'
import { assistantDomainOf } from '../platform/config.js'
import type { RateLimitOptions } from './rate-limit.js'
import { mountAssistantRoutes, type AssistantEmulatorState } from './routes.js'
import { loadMarkdownPages, type SitePage } from './site-pages.js'

export interface PlatformAssistantOptions {
  rateLimits?: RateLimitOptions
  /** Reads a site folder into pages; default: the Markdown reader. */
  loadPages?: (siteDir: string) => Promise<SitePage[]>
  /** Receives the assistant's state (threads, limiter, received requests) for tests. */
  onState?: (state: AssistantEmulatorState) => void
}

export function assistantRoutes(options: PlatformAssistantOptions = {}) {
  return (router: Router, ctx: PlatformContext): void => {
    const loadPages = options.loadPages ?? loadMarkdownPages
    // Each site folder is read once, on its first question.
    const pagesBySite = new Map<string, Promise<SitePage[]>>()
    // By the site's subdomain identifier, as the spec names it there, not its export domain.
    const siteOf = (identifier: string) => {
      for (const org of ctx.config.orgs) {
        for (const [domain, site] of Object.entries(org.domains)) {
          if (assistantDomainOf(org, domain) === identifier) return { org, site }
        }
      }
      return undefined
    }
    const state = mountAssistantRoutes(router, {
      authorize(req, domain) {
        const { org } = ctx.authenticate(req, 'assistant')
        const owner = siteOf(domain)
        if (!owner) throw new HttpError(404, `unknown domain ${domain}`)
        if (owner.org.name !== org.name) {
          throw new HttpError(
            403,
            `this assistant key belongs to another organization than ${domain}`
          )
        }
        return { orgId: org.name }
      },
      pages(domain) {
        const owner = siteOf(domain)
        if (!owner) return undefined
        let pages = pagesBySite.get(owner.site.site)
        if (!pages) {
          pages = loadPages(owner.site.site)
          pagesBySite.set(owner.site.site, pages)
        }
        return pages
      },
      rateLimits: options.rateLimits
    })
    options.onState?.(state)
  }
}
