// The seam between export jobs and whatever renders a site. A job calls the exporter with the
// site folder and the request, gets progress through onPage as pages are really processed, and
// receives a .tar.gz at `outFile`. The default below is a placeholder renderer (plain HTML per
// Markdown page plus an index); the real renderer replaces it by changing only `defaultExporter`.

import { createWriteStream } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import tar from 'tar-stream'
import { exportSite } from '../renderer/index.js'
import { splitFrontMatter } from '../lib/front-matter.js'

export interface ExportRequest {
  siteDir: string
  version?: string
  /** Page paths to export (e.g. `/guide/quickstart`); all pages when absent. */
  paths?: string[]
  /** The site's public host (the start call's domain), for absolute URLs in sitemap.xml. */
  domain?: string
  /** Called after each page is processed, with pages done and pages in total. */
  onPage(done: number, total: number): void
}

export interface ExportResult {
  pageCount: number
  warnings: string[]
}

/** Writes the site's static export as a .tar.gz to `outFile`; throws (with a message for the job's `error`) on failure. */
export type SiteExporter = (request: ExportRequest, outFile: string) => Promise<ExportResult>

interface Page {
  /** Site path without extension: `guide/quickstart`, `` for the home page. */
  route: string
  file: string
}

/** Lists the Markdown pages of a site folder (hidden and `_` folders and node_modules skipped). */
export async function listPages(siteDir: string): Promise<Page[]> {
  const pages: Page[] = []
  async function walk(dir: string): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true })
    entries.sort((a, b) => a.name.localeCompare(b.name))
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name.startsWith('_') || entry.name === 'node_modules')
        continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (/\.mdx?$/i.test(entry.name)) {
        const rel = path
          .relative(siteDir, full)
          .split(path.sep)
          .join('/')
          .replace(/\.mdx?$/i, '')
        pages.push({ route: rel === 'index' ? '' : rel.replace(/\/index$/, ''), file: full })
      }
    }
  }
  await walk(siteDir)
  return pages
}

/** Splits YAML-ish front matter (`---` block) from the body; only `title` is read from it. */
export function stripFrontMatter(text: string): { title?: string; body: string } {
  const { yaml, body } = splitFrontMatter(text)
  const title = /^title:\s*["']?(.*?)["']?\s*$/m.exec(yaml ?? '')?.[1]
  return { title: title || undefined, body }
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '<a href="$2">$1</a>')
}

/** A deliberately small Markdown subset: headings, paragraphs, lists, code fences. */
export function markdownToHtml(markdown: string): string {
  const out: string[] = []
  const lines = markdown.split(/\r?\n/)
  let paragraph: string[] = []
  let list: 'ul' | 'ol' | undefined
  const flush = (): void => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join(' '))}</p>`)
    paragraph = []
    if (list) out.push(`</${list}>`)
    list = undefined
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (line.startsWith('```')) {
      flush()
      const code: string[] = []
      while (++i < lines.length && !lines[i]!.startsWith('```')) code.push(lines[i]!)
      out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`)
      continue
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line)
    const item = /^\s*(?:([-*])|\d+\.)\s+(.*)$/.exec(line)
    if (heading) {
      flush()
      const level = heading[1]!.length
      out.push(`<h${level}>${inline(heading[2]!)}</h${level}>`)
    } else if (item) {
      const kind = item[1] ? 'ul' : 'ol'
      if (paragraph.length || list !== kind) flush()
      if (!list) out.push(`<${kind}>`)
      list = kind
      out.push(`<li>${inline(item[2]!)}</li>`)
    } else if (line.trim() === '') {
      flush()
    } else {
      if (list) flush()
      paragraph.push(line.trim())
    }
  }
  flush()
  return out.join('\n')
}

function htmlPage(title: string, body: string): string {
  return `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body>\n${body}\n</body>\n</html>\n`
}

function normalizeRoute(p: string): string {
  return p
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.(html|mdx?)$/i, '')
    .replace(/\/index$/, '')
    .replace(/^index$/, '')
}

/** The placeholder exporter: one plain HTML page per Markdown page, and an index.html. */
export const placeholderExporter: SiteExporter = async (request, outFile) => {
  let pages = await listPages(request.siteDir)
  const warnings: string[] = []
  if (request.paths) {
    const wanted = new Set(request.paths.map(normalizeRoute))
    const known = new Set(pages.map(p => p.route))
    for (const w of wanted) if (!known.has(w)) warnings.push(`no page at /${w}`)
    pages = pages.filter(p => wanted.has(p.route))
    if (pages.length === 0) throw new Error('none of the requested paths is a page of this site')
  }
  if (pages.length === 0) throw new Error('the site has no pages')

  const pack = tar.pack()
  const written = pipeline(pack, createGzip(), createWriteStream(outFile))
  const titles: Array<{ route: string; title: string }> = []
  let done = 0
  for (const page of pages) {
    const { title: fmTitle, body } = stripFrontMatter(await readFile(page.file, 'utf8'))
    const title = fmTitle ?? /^#\s+(.*)$/m.exec(body)?.[1] ?? (page.route || 'Home')
    titles.push({ route: page.route, title })
    const name = page.route === '' ? 'home.html' : `${page.route}.html`
    pack.entry({ name, mtime: new Date(0) }, htmlPage(title, markdownToHtml(body)))
    request.onPage(++done, pages.length)
  }
  const links = titles
    .map(
      t => `<li><a href="${t.route === '' ? 'home' : t.route}.html">${escapeHtml(t.title)}</a></li>`
    )
    .join('\n')
  const heading = request.version
    ? `Documentation (${escapeHtml(request.version)})`
    : 'Documentation'
  pack.entry(
    { name: 'index.html', mtime: new Date(0) },
    htmlPage(heading, `<h1>${heading}</h1>\n<ul>\n${links}\n</ul>`)
  )
  pack.finalize()
  await written
  return { pageCount: pages.length, warnings }
}

/** The exporter jobs use: the real renderer (emulator/renderer/). */
export const defaultExporter: SiteExporter = exportSite
