// The pages the assistant searches: path, title, version, language and plain text. Read from a
// folder of Markdown files (front matter `title`, `version`, `language`), the same source the
// renderer turns into HTML.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { splitFrontMatter } from '../lib/front-matter.js'

export interface SitePage {
  /** URL path of the page, e.g. `/guides/install` (the index page is `/`). */
  path: string
  title: string
  /** Docs version the page belongs to; undefined for unversioned pages (they match any). */
  version?: string
  /** Language code; pages without one are in the site's default language. */
  language?: string
  /** Plain text (Markdown syntax removed), with headings kept as lines of their own. */
  text: string
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const files: string[] = []
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) files.push(...(await markdownFiles(full)))
    else if (/\.mdx?$/i.test(entry.name)) files.push(full)
  }
  return files
}

function readFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const { yaml, body } = splitFrontMatter(source)
  const data = yaml === undefined ? undefined : (parseYaml(yaml) as unknown)
  return { data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {}, body }
}

/** Markdown to searchable plain text: syntax goes, words (code included) stay. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n([\s\S]*?)```/g, (_m, code: string) => code)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>\n]+>/g, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/^\s*\d+\.\s+/gm, '')
    .replace(/^\s*\|?[-:| ]+\|[-:| ]*$/gm, '')
    .replace(/\|/g, ' ')
    .split(/(`[^`\n]*`)/g)
    .map(stripEmphasis)
    .join('')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/**
 * Emphasis markers go, words stay: an inline code span keeps its text as written, and an
 * underscore inside a word (`svc_dsc_`, `ACME_ADMIN_KEY`, `se_3f9a…`) is part of the word, as in
 * CommonMark, not emphasis. Called on the parts of a split around code spans (odd parts are spans).
 */
function stripEmphasis(part: string, index: number): string {
  if (index % 2 === 1) return part.slice(1, -1)
  return part.replace(/\*\*|\*/g, '').replace(/(^|\W)_{1,2}(?=\S)|(?<=\S)_{1,2}(?=\W|$)/g, '$1')
}

function pagePath(relativeFile: string): string {
  const noExt = relativeFile.replace(/\\/g, '/').replace(/\.mdx?$/i, '')
  const trimmed = noExt.replace(/(^|\/)index$/, '')
  return `/${trimmed}`.replace(/\/+$/, '') || '/'
}

/** Reads every Markdown page under `siteDir` (sorted, so the order is deterministic). */
export async function loadMarkdownPages(siteDir: string): Promise<SitePage[]> {
  const pages: SitePage[] = []
  for (const file of await markdownFiles(siteDir)) {
    const { data, body } = readFrontMatter(await readFile(file, 'utf8'))
    const heading = /^#\s+(.+)$/m.exec(body)?.[1]?.trim()
    const relative = path.relative(siteDir, file)
    const page: SitePage = {
      path: typeof data.path === 'string' ? data.path : pagePath(relative),
      title: typeof data.title === 'string' ? data.title : (heading ?? pagePath(relative)),
      text: markdownToText(body)
    }
    const version = data.version ?? undefined
    const language = data.language ?? data.lang
    if (typeof version === 'string' || typeof version === 'number') page.version = String(version)
    if (typeof language === 'string') page.language = language
    pages.push(page)
  }
  return pages
}
