// The per-page work of an export, run in worker threads (or in-process for small sites):
// phase 1 reads and renders each page body and reports its title and search text; phase 2,
// once every title is known for the sidebars, wraps the bodies into full pages and packs them.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { packPiece, type ArchivePiece, type BundleFile } from './archive.js'
import { htmlToText } from './html-text.js'
import { renderBody, type Heading } from './markdown.js'
import type { LinkTargets } from './page-links.js'
import { trimForIndex } from './search.js'
import type { DocsConfig, Edition } from './docs-config.js'
import { RenderError } from './render-error.js'
import { splitFrontMatter, titleFromPath } from './site.js'
import { SiteChrome, type AssetNames, type PageMeta } from './template.js'

export interface JobContext {
  siteDir: string
  config: DocsConfig
  editions: Edition[]
  pages: string[]
  assets: string[]
  assetNames: AssetNames
}

export interface PageTask {
  index: number
  path: string
  file: string
  outPath: string
  edition: number
  tab: number
  /** The home page is also written as `index.html`. */
  isHome: boolean
}

export interface PreparedPage {
  index: number
  title: string
  sidebarTitle?: string
  description?: string
  headings: Heading[]
  /** Full plain text; the caller trims it for the search index. */
  text: string
  warnings: string[]
}

/** How many pages go into one archive piece: big enough to compress well, small enough to stream. */
export const PAGES_PER_PIECE = 64

const CODE_BLOCKS = /<pre>[\s\S]*?<\/pre>/g

export class PageJob {
  private readonly targets: LinkTargets
  private readonly bodies = new Map<number, { task: PageTask; html: string }>()
  private chrome: SiteChrome | undefined

  constructor(private readonly context: JobContext) {
    this.targets = { pages: new Set(context.pages), assets: new Set(context.assets) }
  }

  /**
   * With `textWords`, each page's text is what the search index keeps: its prose without code
   * blocks (code floods an index with identifiers), trimmed to that many words.
   */
  async prepare(tasks: PageTask[], textWords?: number): Promise<PreparedPage[]> {
    const out: PreparedPage[] = []
    for (const task of tasks) {
      let source: string
      try {
        // Synchronous on purpose: each job reads its pages one after another, and an async read
        // costs several event-loop round trips that left a third of the time idle.
        source = readFileSync(path.join(this.context.siteDir, task.file), 'utf8')
      } catch (err) {
        throw new RenderError(`cannot read ${task.file}: ${(err as Error).message}`, task.path)
      }
      const { data, body, bodyLine } = splitFrontMatter(source, task.path)
      const rendered = renderBody(body, task.path, this.targets, bodyLine)
      this.bodies.set(task.index, { task, html: rendered.html })
      out.push({
        index: task.index,
        title:
          typeof data.title === 'string' && data.title.trim()
            ? data.title
            : titleFromPath(task.path),
        sidebarTitle: typeof data.sidebarTitle === 'string' ? data.sidebarTitle : undefined,
        description: typeof data.description === 'string' ? data.description : undefined,
        headings: rendered.headings,
        text:
          textWords === undefined
            ? rendered.text
            : trimForIndex(htmlToText(rendered.html.replace(CODE_BLOCKS, ' ')), textWords),
        warnings: rendered.warnings
      })
    }
    return out
  }

  /** Wraps this job's prepared pages and hands them out in batches, as files or archive pieces. */
  async emit(
    metas: PageMeta[],
    asPieces: boolean,
    onBatch: (batch: {
      pages: number
      files?: BundleFile[]
      piece?: ArchivePiece
    }) => void | Promise<void>
  ): Promise<void> {
    this.chrome ??= new SiteChrome({
      config: this.context.config,
      editions: this.context.editions,
      pages: metas,
      assets: this.context.assetNames
    })
    const chrome = this.chrome
    const entries = [...this.bodies.values()]
    for (let i = 0; i < entries.length; i += PAGES_PER_PIECE) {
      const batch = entries.slice(i, i + PAGES_PER_PIECE)
      const files: BundleFile[] = []
      for (const { task, html } of batch) {
        const meta = metas[task.index]!
        files.push({ path: task.outPath, data: chrome.renderPage(meta, html) })
        if (task.isHome && task.outPath !== 'index.html') {
          // index.html sits at the root: the same body with its links re-based there.
          files.push({
            path: 'index.html',
            data: chrome.renderPage(meta, rootRelative(html, task.outPath), 'index.html')
          })
        }
      }
      if (asPieces) await onBatch({ pages: batch.length, piece: await packPiece(files) })
      else await onBatch({ pages: batch.length, files })
      for (const { task } of batch) this.bodies.delete(task.index)
    }
  }
}

/**
 * Re-bases a body rendered for `outPath` onto the bundle root: links in it start with one `../`
 * per folder of `outPath`, which at the root are dropped.
 */
function rootRelative(html: string, outPath: string): string {
  const prefix = '../'.repeat(outPath.split('/').length - 1)
  if (!prefix) return html
  return html.replace(/(\s(?:href|src))="([^"]*)"/g, (m, attr: string, url: string) => {
    if (url.startsWith(prefix)) return `${attr}="${url.slice(prefix.length)}"`
    // A link into the page's own folder (relative without ../) gains that folder.
    if (!/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(url) && !url.startsWith('../'))
      return `${attr}="${path.posix.dirname(outPath)}/${url}"`
    return m
  })
}
