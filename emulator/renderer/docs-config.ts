// docs.json read into the site's settings and navigation: name, colours, logo, favicon and
// domain, and the navigation (versions and languages flattened into editions, each with its tabs
// and nested groups of pages), every mistake a RenderError naming where in docs.json it is.
// Apart from which pages exist and which of them an export takes (site.ts).
import { normalizePagePath } from './page-links.js'
import { RenderError } from './render-error.js'

export interface DocsConfig {
  name: string
  colors: { primary: string; light: string; dark: string }
  logo?: { light: string; dark: string }
  favicon?: string
  /** The public host the site is served from, used for absolute sitemap URLs when known. */
  domain?: string
}

export interface NavGroup {
  title: string
  items: NavItem[]
}
export type NavItem = { page: string } | NavGroup

export interface NavTab {
  name?: string
  groups: NavGroup[]
}

/** One version × language combination of the site, with its own navigation. */
export interface Edition {
  version?: string
  language?: string
  isDefault: boolean
  tabs: NavTab[]
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

export function parseConfig(raw: unknown): DocsConfig {
  if (!raw || typeof raw !== 'object') throw new RenderError('docs.json must hold a JSON object')
  const obj = raw as Record<string, unknown>
  const name = asString(obj.name)
  if (!name) throw new RenderError('docs.json has no "name"')
  const colors = (obj.colors ?? {}) as Record<string, unknown>
  const primary = asString(colors.primary) ?? '#0d9373'
  const config: DocsConfig = {
    name,
    colors: {
      primary,
      light: asString(colors.light) ?? primary,
      dark: asString(colors.dark) ?? primary
    }
  }
  const logo = obj.logo
  if (typeof logo === 'string') config.logo = { light: logo, dark: logo }
  else if (logo && typeof logo === 'object') {
    const l = logo as Record<string, unknown>
    const light = asString(l.light) ?? asString(l.dark)
    if (light) config.logo = { light, dark: asString(l.dark) ?? light }
  }
  const favicon = asString(obj.favicon)
  if (favicon) config.favicon = favicon
  const domain = asString(obj.domain)
  if (domain) config.domain = domain
  return config
}

function parseGroup(raw: unknown, where: string): NavGroup {
  if (!raw || typeof raw !== 'object')
    throw new RenderError(`docs.json: ${where} is not a group object`)
  const g = raw as Record<string, unknown>
  const title = asString(g.group)
  if (!title) throw new RenderError(`docs.json: ${where} has no "group" name`)
  if (!Array.isArray(g.pages))
    throw new RenderError(`docs.json: group "${title}" has no "pages" list`)
  const items = g.pages.map((p, i): NavItem => {
    if (typeof p === 'string') return { page: normalizePagePath(p) }
    return parseGroup(p, `group "${title}" entry ${i + 1}`)
  })
  return { title, items }
}

function parseTabs(node: Record<string, unknown>, where: string): NavTab[] {
  if (Array.isArray(node.tabs)) {
    return node.tabs.map((t, i) => {
      const tab = (t ?? {}) as Record<string, unknown>
      const name = asString(tab.tab) ?? `Tab ${i + 1}`
      return { name, groups: parseGroups(tab, `${where} tab "${name}"`) }
    })
  }
  return [{ groups: parseGroups(node, where) }]
}

function parseGroups(node: Record<string, unknown>, where: string): NavGroup[] {
  if (Array.isArray(node.groups))
    return node.groups.map((g, i) => parseGroup(g, `${where} group ${i + 1}`))
  if (Array.isArray(node.pages)) return [parseGroup({ group: 'Pages', pages: node.pages }, where)]
  throw new RenderError(`docs.json: ${where} has no "groups", "tabs" or "pages"`)
}

/** Flattens versions × languages into editions; the default one comes first. */
export function parseEditions(navigation: unknown): Edition[] {
  if (!navigation || typeof navigation !== 'object')
    throw new RenderError('docs.json has no "navigation"')
  const nav = navigation as Record<string, unknown>
  const editions: Edition[] = []
  const walk = (
    node: Record<string, unknown>,
    where: string,
    version: string | undefined,
    language: string | undefined,
    isDefault: boolean
  ): void => {
    const nested = Array.isArray(node.versions)
      ? 'versions'
      : Array.isArray(node.languages)
        ? 'languages'
        : undefined
    if (nested) {
      const list = node[nested] as Record<string, unknown>[]
      const key = nested === 'versions' ? 'version' : 'language'
      const defaultIndex = Math.max(
        0,
        list.findIndex(e => e && e.default === true)
      )
      list.forEach((entry, i) => {
        const label = asString(entry?.[key])
        if (!label)
          throw new RenderError(`docs.json: ${where} ${nested} entry ${i + 1} has no "${key}"`)
        walk(
          entry,
          `${key} "${label}"`,
          key === 'version' ? label : version,
          key === 'language' ? label : language,
          isDefault && i === defaultIndex
        )
      })
      return
    }
    editions.push({ version, language, isDefault, tabs: parseTabs(node, where) })
  }
  walk(nav, 'navigation', undefined, undefined, true)
  editions.sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
  return editions
}
