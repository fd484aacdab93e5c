// Reads a docs site folder in the platform's style: `docs.json` (name, colours, logo, navigation
// with optional versions, languages and tabs) plus `.md`/`.mdx` pages with YAML front matter.
// Everything here is about *which* pages exist and where they sit in the navigation; turning a
// page into HTML is markdown.ts's job, and reading docs.json itself docs-config.ts's.
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import {
  parseConfig,
  parseEditions,
  type DocsConfig,
  type Edition,
  type NavGroup,
  type NavItem
} from './docs-config.js'
import { normalizePagePath, outPathFor } from './page-links.js'
import { RenderError } from './render-error.js'
import { splitFrontMatter as splitFrontMatterBlock } from '../lib/front-matter.js'

/** A page as listed by the navigation, before rendering. */
export interface PageEntry {
  /** Navigation path without extension or leading slash, e.g. `v1/guides/auth`. */
  path: string
  /** Source file relative to the site folder. */
  file: string
  edition: number
  tab: number
  /** Output file in the bundle, e.g. `v1/guides/auth.html`. */
  outPath: string
}

export interface SiteStructure {
  siteDir: string
  config: DocsConfig
  editions: Edition[]
  /** Pages in navigation order: editions, then tabs, then groups. */
  pages: PageEntry[]
  /** Every page of the full navigation, exported or not: what links may point at. */
  linkablePages: string[]
  /** Non-page files (images, logos) relative to the site folder, copied as they are. */
  assets: string[]
  warnings: string[]
}

export interface FrontMatter {
  title?: string
  description?: string
  sidebarTitle?: string
  [key: string]: unknown
}

export interface StructureOptions {
  version?: string
  paths?: string[]
}

const PAGE_EXTENSIONS = ['.mdx', '.md']
/** Files that are part of the site's build input, never copied into the bundle. */
const SKIPPED_FILES = new Set(['docs.json', 'mint.json', 'package.json'])
const SKIPPED_DIRS = new Set(['node_modules', '.git'])

function* groupPages(group: NavGroup): Generator<string> {
  for (const item of group.items) {
    if ('page' in item) yield item.page
    else yield* groupPages(item)
  }
}

function trimGroup(group: NavGroup, keep: Set<string>): NavGroup | undefined {
  const items: NavItem[] = []
  for (const item of group.items) {
    if ('page' in item) {
      if (keep.has(item.page)) items.push(item)
    } else {
      const inner = trimGroup(item, keep)
      if (inner) items.push(inner)
    }
  }
  return items.length > 0 ? { title: group.title, items } : undefined
}

function trimEdition(edition: Edition, keep: Set<string>): Edition | undefined {
  const tabs = edition.tabs
    .map(tab => ({
      ...tab,
      groups: tab.groups.map(g => trimGroup(g, keep)).filter(g => g !== undefined)
    }))
    .filter(tab => tab.groups.length > 0)
  return tabs.length > 0 ? { ...edition, tabs } : undefined
}

async function listFiles(root: string, rel = ''): Promise<string[]> {
  const out: string[] = []
  const entries = await readdir(path.join(root, rel), { withFileTypes: true })
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue
    const relPath = rel ? `${rel}/${entry.name}` : entry.name
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) out.push(...(await listFiles(root, relPath)))
    } else if (entry.isFile()) out.push(relPath)
  }
  return out
}

/**
 * A bare folder of Markdown pages still exports: pages at the top form one group (index first),
 * each folder another, in name order.
 */
function configFromFolders(siteDir: string, files: string[]): object {
  const pages = files
    .filter(f => PAGE_EXTENSIONS.some(ext => f.endsWith(ext)))
    .map(normalizePagePath)
  pages.sort((a, b) => (a === 'index' ? -1 : b === 'index' ? 1 : a.localeCompare(b)))
  const groups = new Map<string, string[]>()
  for (const p of pages) {
    const folder = p.includes('/') ? p.split('/')[0]! : ''
    groups.set(folder, [...(groups.get(folder) ?? []), p])
  }
  return {
    name: titleFromPath(path.basename(path.resolve(siteDir))),
    navigation: {
      groups: [...groups].map(([folder, list]) => ({
        group: folder ? titleFromPath(folder) : 'Pages',
        pages: list
      }))
    }
  }
}

/**
 * Reads docs.json and lists the pages to export, honouring the export request's `version`
 * (one docs version) and `paths` (only these pages, navigation trimmed to match).
 */
export async function readSiteStructure(
  siteDir: string,
  options: StructureOptions = {}
): Promise<SiteStructure> {
  const files = await listFiles(siteDir)
  const warnings: string[] = []
  let rawConfig: unknown
  try {
    rawConfig = JSON.parse(await readFile(path.join(siteDir, 'docs.json'), 'utf8'))
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new RenderError(`cannot read docs.json in ${siteDir}: ${(err as Error).message}`)
    }
    rawConfig = configFromFolders(siteDir, files)
    warnings.push('there is no docs.json: the navigation was built from the folder layout')
  }
  const config = parseConfig(rawConfig)
  let editions = parseEditions((rawConfig as Record<string, unknown>).navigation)
  const linkablePages = [
    ...new Set(
      editions.flatMap(e => e.tabs.flatMap(t => t.groups.flatMap(g => [...groupPages(g)])))
    )
  ]

  if (options.version !== undefined) {
    const versions = [...new Set(editions.map(e => e.version).filter(v => v !== undefined))]
    if (versions.length === 0) {
      // A site without versions has exactly one, unnamed: that is the one to export.
      warnings.push(
        `version "${options.version}" was requested but the site defines no versions; the whole site was exported`
      )
    } else if (!versions.includes(options.version)) {
      throw new RenderError(
        `version "${options.version}" is not in docs.json (versions: ${versions.join(', ')})`
      )
    }
    if (versions.length > 0) editions = editions.filter(e => e.version === options.version)
    if (!editions.some(e => e.isDefault)) editions[0] = { ...editions[0]!, isDefault: true }
  }

  const fileSet = new Set(files)
  const findSource = (pagePath: string): string | undefined => {
    for (const ext of PAGE_EXTENSIONS) if (fileSet.has(pagePath + ext)) return pagePath + ext
    return undefined
  }

  if (options.paths !== undefined) {
    const listed = new Set(
      editions.flatMap(e => e.tabs.flatMap(t => t.groups.flatMap(g => [...groupPages(g)])))
    )
    const keep = new Set<string>()
    for (const raw of options.paths) {
      const p = normalizePagePath(raw)
      if (!listed.has(p))
        throw new RenderError(`paths: "${raw}" is not a page in the site's navigation`)
      keep.add(p)
    }
    editions = editions.map(e => trimEdition(e, keep)).filter(e => e !== undefined)
    if (!editions.some(e => e.isDefault) && editions[0])
      editions[0] = { ...editions[0], isDefault: true }
  }
  if (editions.length === 0) throw new RenderError('there are no pages to export')

  const pages: PageEntry[] = []
  const seen = new Set<string>()
  editions.forEach((edition, e) => {
    edition.tabs.forEach((tab, t) => {
      for (const group of tab.groups) {
        for (const pagePath of groupPages(group)) {
          // A page listed twice (e.g. shared by two versions) is rendered once, where it first appears.
          if (seen.has(pagePath)) continue
          seen.add(pagePath)
          const file = findSource(pagePath)
          if (!file)
            throw new RenderError(
              `the navigation lists it, but there is no ${pagePath}.mdx or ${pagePath}.md`,
              pagePath
            )
          pages.push({ path: pagePath, file, edition: e, tab: t, outPath: outPathFor(pagePath) })
        }
      }
    })
  })

  const assets = files.filter(f => {
    const base = f.split('/').pop()!
    return !SKIPPED_FILES.has(base) && !PAGE_EXTENSIONS.some(ext => f.endsWith(ext))
  })
  if (options.paths === undefined && options.version === undefined) {
    const orphans = files.filter(
      f => PAGE_EXTENSIONS.some(ext => f.endsWith(ext)) && !seen.has(normalizePagePath(f))
    )
    for (const f of orphans) warnings.push(`${f} is not in the navigation and was not exported`)
  }
  return { siteDir, config, editions, pages, linkablePages, assets, warnings }
}

/** Splits YAML front matter from the body; a malformed block is the page's error. */
export function splitFrontMatter(
  source: string,
  page: string
): { data: FrontMatter; body: string; bodyLine: number } {
  const { yaml, body, bodyLine } = splitFrontMatterBlock(source)
  if (yaml === undefined) return { data: {}, body, bodyLine }
  let data: unknown
  try {
    data = parseYaml(yaml)
  } catch (err) {
    throw new RenderError(
      `front matter is not valid YAML: ${(err as Error).message.split('\n')[0]}`,
      page
    )
  }
  if (data !== null && data !== undefined && typeof data !== 'object') {
    throw new RenderError('front matter must be a YAML mapping', page)
  }
  return { data: (data ?? {}) as FrontMatter, body, bodyLine }
}

/** Fallback title for a page without one: its last path segment, words capitalised. */
export function titleFromPath(pagePath: string): string {
  const last = pagePath.split('/').pop() ?? pagePath
  return last.replace(/[-_]+/g, ' ').replace(/\b\w/g, c => c.toUpperCase())
}
