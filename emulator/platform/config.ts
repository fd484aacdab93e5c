// The platform emulator's world: organizations with their plan, keys and domains, how fast jobs
// run, how long links live, and which faults to inject. Built-in defaults match issue 2; a JSON or
// YAML file can replace them.

import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import YAML from 'yaml'
import { parseEditions } from '../renderer/docs-config.js'
import type { FaultRule } from './faults.js'
import type { AnswerStyle, IdStyle, LinkStyle } from './styles.js'

export interface KeyConfig {
  key: string
  kind: 'admin' | 'assistant'
  /** An expired key gets 401. */
  expired?: boolean
  /** Scopes of an admin key; without `admin` it gets 403 on admin routes. Default ['admin']. */
  scopes?: string[]
  /** When set, requests from other addresses get 403. */
  allowedIps?: string[]
}

export interface DomainConfig {
  /** Folder of Markdown pages. */
  site: string
  /**
   * The site's subdomain identifier, which names it on the assistant endpoint (the spec: "the
   * site's subdomain identifier; it is also the last segment of the dashboard URL"), where the
   * export names it by its domain. When absent: the organization's name if this is its only
   * site, else the domain (see assistantDomainOf).
   */
  subdomain?: string
  /** Versions a start request may name; absent means the site has no versions to choose. */
  versions?: string[]
}

export interface OrgConfig {
  name: string
  /** `enterprise` may use static export; any other plan gets 403. */
  plan: string
  adminKey: string
  assistantKey?: string
  /** More keys (expired, limited scope, IP allow-listed) for testing key errors. */
  keys?: KeyConfig[]
  domains: Record<string, DomainConfig>
}

export interface JobSpeed {
  /** Time a job stays queued before running. */
  queuedMs: number
  /** Time each page takes (virtual or real, per the emulator's clock). */
  msPerPage: number
  /** When set, the whole running phase takes this long whatever the page count. */
  durationMs?: number
}

export interface PlatformEmulatorConfig {
  orgs: OrgConfig[]
  jobs: JobSpeed
  /** Lifetime of a bundle link in seconds (default one hour). */
  linkLifetimeSeconds: number
  /** Seed for fault injection. */
  seed: number
  faults: FaultRule[]
  /** Success status of the start call: 202 (documented), 200 or 201 (any 2xx is a success). */
  startStatus?: 200 | 201 | 202
  /** Shape of new job ids: `se_…` (default), a UUID or a number (the platform promises a string). */
  ids?: IdStyle
  /** Signing scheme and host of bundle links (default S3 SigV4 on the emulator's own host). */
  links?: LinkStyle
  /** Forms of `expiresAt`, `sizeBytes`, the ETag and Range answers (see styles.ts). */
  answers?: AnswerStyle
  /** HMAC secret for bundle links; random per run when absent. */
  signingSecret?: string
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** examples/site when it exists, else the tests' mini site. */
export function defaultSiteDir(): string {
  const example = path.join(REPO_ROOT, 'examples', 'site')
  return existsSync(example) ? example : path.join(REPO_ROOT, '__fixtures__', 'sites', 'mini')
}

/**
 * The docs versions a site's docs.json names in its navigation, as the renderer reads them:
 * what a start call's `version` may ask for, so that a version the example site has (`v2`) is
 * accepted and one it lacks is refused with 400 rather than started as a job that fails.
 */
export function siteVersions(siteDir: string): string[] {
  try {
    const docs = JSON.parse(readFileSync(path.join(siteDir, 'docs.json'), 'utf8')) as {
      navigation?: unknown
    }
    const versions = parseEditions(docs.navigation).map(e => e.version)
    return [...new Set(versions.filter((v): v is string => v !== undefined))]
  } catch {
    return []
  }
}

export function defaultConfig(): PlatformEmulatorConfig {
  return {
    orgs: [
      {
        name: 'acme',
        plan: 'enterprise',
        adminKey: 'svc_local_admin_key',
        assistantKey: 'svc_dsc_local_assistant_key',
        domains: {
          'docs.acme.test': {
            site: defaultSiteDir(),
            subdomain: 'acme',
            versions: siteVersions(defaultSiteDir())
          }
        }
      },
      {
        name: 'starter',
        plan: 'starter',
        adminKey: 'svc_local_starter_key',
        domains: { 'docs.starter.test': { site: defaultSiteDir(), subdomain: 'starter' } }
      }
    ],
    jobs: { queuedMs: 500, msPerPage: 100 },
    linkLifetimeSeconds: 3600,
    seed: 1,
    faults: []
  }
}

/** Fills in defaults for everything a partial config (from options or a file) leaves out. */
export function resolveConfig(
  partial: Partial<PlatformEmulatorConfig> = {}
): PlatformEmulatorConfig {
  const base = defaultConfig()
  return {
    ...base,
    ...partial,
    orgs: partial.orgs ?? base.orgs,
    jobs: { ...base.jobs, ...partial.jobs },
    faults: partial.faults ?? base.faults
  }
}

/** Reads a JSON or YAML config file; site folders in it are relative to the file. */
export async function loadConfigFile(file: string): Promise<Partial<PlatformEmulatorConfig>> {
  const text = await readFile(file, 'utf8')
  const parsed: unknown = /\.json$/i.test(file) ? JSON.parse(text) : YAML.parse(text)
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${file}: expected a mapping at the top level`)
  }
  const config = parsed as Partial<PlatformEmulatorConfig>
  const dir = path.dirname(path.resolve(file))
  for (const org of config.orgs ?? []) {
    if (!org || typeof org.name !== 'string' || typeof org.adminKey !== 'string' || !org.domains) {
      throw new Error(`${file}: each org needs name, plan, adminKey and domains`)
    }
    for (const domain of Object.values(org.domains)) {
      domain.site = domain.site ? path.resolve(dir, domain.site) : defaultSiteDir()
    }
  }
  return config
}

/** The identifier a site answers to on the assistant endpoint (DomainConfig.subdomain). */
export function assistantDomainOf(org: OrgConfig, domain: string): string {
  const site = org.domains[domain]
  if (site?.subdomain) return site.subdomain
  return Object.keys(org.domains).length === 1 ? org.name : domain
}
