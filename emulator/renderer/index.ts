// The renderer's public face: load a docs site, render it into a self-contained static bundle
// (in memory or streamed to a .tar.gz), and the exporter the platform emulator's jobs call.
import { createHash } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { TarGzWriter, type BundleFile } from './archive.js'
import { escapeHtml } from './html-text.js'
import type { JobContext, PageTask, PreparedPage } from './page-job.js'
import { InProcessRunner, startRunners, type Batch } from './runners.js'
import {
  buildSearchIndexScript,
  INDEXED_BODY_WORDS,
  trimForIndex,
  type SearchDoc
} from './search.js'
import type { DocsConfig, Edition, NavGroup } from './docs-config.js'
import { readSiteStructure, type SiteStructure } from './site.js'
import { SiteChrome, type AssetNames, type PageMeta } from './template.js'
import type { Heading } from './markdown.js'

export { RenderError } from './render-error.js'
export type { BundleFile } from './archive.js'
export type { Heading } from './markdown.js'
export { KNOWN_COMPONENTS } from './markdown.js'

export interface RenderOptions {
  siteDir: string
  /** Export only this docs version (the start call's `version`). */
  version?: string
  /** Export only these pages, with the navigation trimmed to match (the start call's `paths`). */
  paths?: string[]
  /** The public host, for absolute URLs in sitemap.xml (the start call's `domain`). */
  domain?: string
  /** Called as pages finish: `done` of `total`. */
  onPage?: (done: number, total: number) => void
  /** Worker threads; default one per core for sites of 256 pages or more, none below. */
  workers?: number
}

export interface RenderResult {
  files: BundleFile[]
  pageCount: number
  warnings: string[]
}

export interface BundleResult {
  pageCount: number
  warnings: string[]
  sizeBytes: number
}

/** The platform emulator's exporter seam: renders the site of an export job into `outFile`. */
export type Exporter = (
  request: {
    siteDir: string
    version?: string
    paths?: string[]
    domain?: string
    onPage?: (done: number, total: number) => void
  },
  outFile: string
) => Promise<{ pageCount: number; warnings: string[] }>

export interface SitePage {
  path: string
  /** Bundle-relative URL of the rendered page, e.g. `v1/quickstart.html`. */
  url: string
  title: string
  description?: string
  version?: string
  language?: string
  /** Navigation groups above the page, outermost first. */
  section: string[]
  headings: Heading[]
  /** Plain text of the rendered page body. */
  text: string
}

export interface Site {
  name: string
  config: DocsConfig
  editions: Edition[]
  pages: SitePage[]
  warnings: string[]
}

const WORKER_THRESHOLD = 256
const ASSET_DIR = 'static'

const require = createRequire(import.meta.url)
const assetFile = (name: string): URL => new URL(`./assets/${name}`, import.meta.url)

function contentHash(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 10)
}

/** Only plain colour syntax reaches the stylesheet. */
function safeColor(value: string, fallback: string): string {
  return /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|hsl)a?\([\d\s.,%/]+\))$/i.test(value.trim())
    ? value.trim()
    : fallback
}

interface SharedAssets {
  names: AssetNames
  files: BundleFile[]
  css: string
}

async function sharedAssets(config: DocsConfig, editionCount: number): Promise<SharedAssets> {
  const primary = safeColor(config.colors.primary, '#0d9373')
  // The platform's `light` colour is the one shown on dark backgrounds.
  const theme = `:root{--primary:${primary};--primary-light:${safeColor(config.colors.light, primary)};--primary-dark:${safeColor(config.colors.light, primary)}}\n`
  const css = theme + (await readFile(assetFile('site.css'), 'utf8'))
  const js = await readFile(assetFile('site.js'), 'utf8')
  const minisearchFile = path.join(
    path.dirname(require.resolve('minisearch')),
    '..',
    'umd',
    'index.js'
  )
  const minisearch = await readFile(minisearchFile, 'utf8')
  const names: AssetNames = {
    css: `${ASSET_DIR}/site.${contentHash(css)}.css`,
    js: `${ASSET_DIR}/site.${contentHash(js)}.js`,
    minisearch: `${ASSET_DIR}/minisearch.${contentHash(minisearch)}.js`,
    // One index per edition (version × language): a reader downloads only the one they search,
    // and building them one after another bounds memory. Every page points at its index, which
    // is known only after all pages: fixed names, served with revalidation like the HTML.
    searchIndex: Array.from({ length: editionCount }, (_, e) =>
      editionCount === 1 ? `${ASSET_DIR}/search-index.js` : `${ASSET_DIR}/search-index-${e}.js`
    )
  }
  return {
    names,
    css,
    files: [
      { path: names.css, data: css },
      { path: names.js, data: js },
      { path: names.minisearch, data: minisearch }
    ]
  }
}

function sectionsOf(editions: Edition[]): Map<string, string[]> {
  const sections = new Map<string, string[]>()
  const walk = (group: NavGroup, trail: string[]): void => {
    const here = [...trail, group.title]
    for (const item of group.items) {
      if ('page' in item) {
        if (!sections.has(item.page)) sections.set(item.page, here)
      } else walk(item, here)
    }
  }
  for (const e of editions)
    for (const t of e.tabs) for (const g of t.groups) walk(g, t.name ? [t.name] : [])
  return sections
}

function sitemap(pages: PageMeta[], base: string): string {
  const urls = ['index.html', ...pages.map(p => p.outPath)]
    .map(u => `<url><loc>${escapeHtml(base + (u === 'index.html' ? '' : u))}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** Splits tasks into contiguous slices, one per runner, so neighbouring pages share a piece. */
function slices<T>(items: T[], count: number): T[][] {
  const size = Math.ceil(items.length / count)
  return Array.from({ length: count }, (_, k) => items.slice(k * size, (k + 1) * size))
}

interface Sink {
  /** Receives rendered page batches and, at the end, the shared files. */
  batch(batch: Batch): void
  files(files: BundleFile[]): Promise<void>
  asPieces: boolean
}

async function runExport(
  options: RenderOptions,
  sink: Sink
): Promise<{ pageCount: number; warnings: string[]; structure: SiteStructure }> {
  const structure = await readSiteStructure(options.siteDir, {
    version: options.version,
    paths: options.paths
  })
  const { config, editions, pages } = structure
  const shared = await sharedAssets(config, editions.length)
  const context: JobContext = {
    siteDir: structure.siteDir,
    config,
    editions,
    pages: structure.linkablePages,
    assets: structure.assets,
    assetNames: shared.names
  }
  const tasks: PageTask[] = pages.map((p, index) => ({
    index,
    path: p.path,
    file: p.file,
    outPath: p.outPath,
    edition: p.edition,
    tab: p.tab,
    isHome: index === 0
  }))
  const workerCount =
    options.workers ??
    (tasks.length >= WORKER_THRESHOLD ? Math.max(1, os.availableParallelism()) : 0)
  const { runners, note } = await startRunners(context, Math.min(workerCount, tasks.length))
  try {
    const parts = slices(tasks, runners.length)
    const prepared: PreparedPage[] = (
      await Promise.all(runners.map((r, k) => r.prepare(parts[k]!, INDEXED_BODY_WORDS)))
    ).flat()
    prepared.sort((a, b) => a.index - b.index)
    const warnings = [...structure.warnings, ...(note ? [note] : [])]
    const metas: PageMeta[] = prepared.map(p => {
      warnings.push(...p.warnings)
      const page = pages[p.index]!
      return {
        path: page.path,
        outPath: page.outPath,
        title: p.title,
        sidebarTitle: p.sidebarTitle,
        description: p.description,
        edition: page.edition,
        tab: page.tab
      }
    })

    const sections = sectionsOf(editions)
    const searchDocs: SearchDoc[] = prepared.map(p => {
      const meta = metas[p.index]!
      const edition = editions[meta.edition]!
      return {
        id: p.index,
        url: meta.outPath,
        title: meta.title,
        section: (sections.get(meta.path) ?? []).join(' › '),
        headings: p.headings.map(h => h.text).join(' · '),
        text: trimForIndex([p.description ?? '', p.text].join(' ')),
        v: edition.version ?? '',
        l: edition.language ?? ''
      }
    })
    let done = 0
    const total = tasks.length
    const emitted = Promise.all(
      runners.map(r =>
        r.emit(metas, sink.asPieces, batch => {
          sink.batch(batch)
          done += batch.pages
          options.onPage?.(done, total)
        })
      )
    )
    // Built while the workers wrap and compress pages: the main thread is free then.
    const searchIndexes: BundleFile[] = []
    for (let e = 0; e < editions.length; e++) {
      const docs = searchDocs.filter((_, i) => metas[i]!.edition === e)
      searchIndexes.push({ path: shared.names.searchIndex[e]!, data: buildSearchIndexScript(docs) })
      // Let finished pieces reach the archive between editions.
      await new Promise(resolve => setImmediate(resolve))
    }
    await emitted

    const domain = options.domain ?? config.domain
    if (!domain) warnings.push('sitemap.xml lists relative URLs because no domain was given')
    const chrome = new SiteChrome({ config, editions, pages: metas, assets: shared.names })
    const copied = await Promise.all(
      structure.assets.map(async a => ({
        path: a,
        data: await readFile(path.join(structure.siteDir, a))
      }))
    )
    await sink.files([
      ...shared.files,
      ...searchIndexes,
      { path: '404.html', data: chrome.renderNotFound(shared.css) },
      { path: 'sitemap.xml', data: sitemap(metas, domain ? `https://${domain}/` : '') },
      ...copied
    ])
    return { pageCount: tasks.length, warnings: [...new Set(warnings)], structure }
  } finally {
    await Promise.all(runners.map(r => r.close()))
  }
}

/** Renders a site into memory: every bundle file with its path. Meant for small sites and tests. */
export async function renderSite(options: RenderOptions): Promise<RenderResult> {
  const files: BundleFile[] = []
  const result = await runExport(options, {
    asPieces: false,
    batch: b => files.push(...(b.files ?? [])),
    files: async f => void files.push(...f)
  })
  return { files, pageCount: result.pageCount, warnings: result.warnings }
}

/** Renders a site and streams it into a .tar.gz at `outFile`; removes the file on failure. */
export async function writeBundle(options: RenderOptions, outFile: string): Promise<BundleResult> {
  const writer = new TarGzWriter(outFile)
  let writes = Promise.resolve()
  try {
    const result = await runExport(options, {
      asPieces: true,
      batch: b => {
        const piece = b.piece
        if (piece) writes = writes.then(() => writer.add(piece))
      },
      files: async f => {
        await writes
        await writer.addFiles(f)
      }
    })
    await writes
    const sizeBytes = await writer.finish()
    return { pageCount: result.pageCount, warnings: result.warnings, sizeBytes }
  } catch (err) {
    writer.abort()
    await writes.catch(() => undefined)
    await rm(outFile, { force: true })
    throw err
  }
}

/** The exporter the platform emulator's export jobs call. */
export const exportSite: Exporter = async (request, outFile) => {
  const { pageCount, warnings } = await writeBundle(
    {
      siteDir: request.siteDir,
      version: request.version,
      paths: request.paths,
      domain: request.domain,
      onPage: request.onPage
    },
    outFile
  )
  return { pageCount, warnings }
}

/**
 * Reads a whole site for indexing (search, the assistant's retrieval): every page of every
 * edition with its title, description, version, language, headings and plain text.
 */
export async function loadSite(siteDir: string): Promise<Site> {
  const structure = await readSiteStructure(siteDir)
  const runner = new InProcessRunner({
    siteDir: structure.siteDir,
    config: structure.config,
    editions: structure.editions,
    pages: structure.linkablePages,
    assets: structure.assets,
    assetNames: { css: '', js: '', minisearch: '', searchIndex: [] }
  })
  const prepared = await runner.prepare(
    structure.pages.map((p, index) => ({
      index,
      path: p.path,
      file: p.file,
      outPath: p.outPath,
      edition: p.edition,
      tab: p.tab,
      isHome: false
    }))
  )
  const sections = sectionsOf(structure.editions)
  const warnings = [...structure.warnings, ...prepared.flatMap(p => p.warnings)]
  return {
    name: structure.config.name,
    config: structure.config,
    editions: structure.editions,
    warnings,
    pages: prepared.map(p => {
      const page = structure.pages[p.index]!
      const edition = structure.editions[page.edition]!
      return {
        path: page.path,
        url: page.outPath,
        title: p.title,
        description: p.description,
        version: edition.version,
        language: edition.language,
        section: sections.get(page.path) ?? [],
        headings: p.headings,
        text: p.text
      }
    })
  }
}
