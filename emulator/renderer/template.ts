// The page shell around a rendered body: header with logo, search and version/language
// switchers, a sidebar built from the navigation, previous/next links. Every URL is relative
// to the page (rootPrefix), so the bundle works under any path prefix and from file://.
import type { DocsConfig, Edition, NavGroup } from './docs-config.js'
import { escapeHtml } from './html-text.js'
import { rootPrefix } from './page-links.js'

export interface PageMeta {
  path: string
  outPath: string
  title: string
  sidebarTitle?: string
  description?: string
  edition: number
  tab: number
}

/** Names of the shared files, relative to the bundle root. */
export interface AssetNames {
  css: string
  js: string
  minisearch: string
  /** One search index per edition, by edition number. */
  searchIndex: string[]
}

export interface ChromeInput {
  config: DocsConfig
  editions: Edition[]
  pages: PageMeta[]
  assets: AssetNames
}

/** A placeholder for the page's root prefix in cached fragments. */
const ROOT = '\u0000'

function editionLabel(edition: Edition): string {
  return [edition.version, edition.language].filter(Boolean).join(' · ') || 'Docs'
}

/**
 * Precomputes what all pages share (sidebars per edition and tab, edition homes, neighbours), so
 * wrapping one page is a few string joins. Built once per worker.
 */
export class SiteChrome {
  private readonly byPath = new Map<string, PageMeta>()
  private readonly editionPages: PageMeta[][]
  /** First page of each tab of each edition: where a tab link goes. */
  private readonly tabFirst = new Map<string, PageMeta>()
  private readonly neighbours = new Map<string, { prev?: PageMeta; next?: PageMeta }>()
  private readonly sidebarCache = new Map<string, string>()
  private readonly fragmentCache = new Map<string, string>()

  constructor(private readonly input: ChromeInput) {
    this.editionPages = input.editions.map(() => [])
    for (const page of input.pages) {
      this.byPath.set(page.path, page)
      this.editionPages[page.edition]!.push(page)
      const tabKey = `${page.edition}/${page.tab}`
      if (!this.tabFirst.has(tabKey)) this.tabFirst.set(tabKey, page)
    }
    for (const list of this.editionPages) {
      list.forEach((page, i) =>
        this.neighbours.set(page.path, { prev: list[i - 1], next: list[i + 1] })
      )
    }
  }

  /** The page `index.html` shows: the first page of the default edition. */
  get homePage(): PageMeta {
    return this.editionPages[0]![0]!
  }

  private editionHome(edition: number): string {
    return edition === 0 ? 'index.html' : this.editionPages[edition]![0]!.outPath
  }

  private navGroup(group: NavGroup, depth: number): string {
    const items = group.items
      .map(item => {
        if ('page' in item) {
          const page = this.byPath.get(item.page)
          if (!page) return ''
          return `<li><a href="${ROOT}${escapeHtml(page.outPath)}">${escapeHtml(page.sidebarTitle ?? page.title)}</a></li>`
        }
        return `<li>${this.navGroup(item, depth + 1)}</li>`
      })
      .join('')
    const heading =
      depth === 0
        ? `<div class="nav-group-title">${escapeHtml(group.title)}</div>`
        : `<div class="nav-subgroup-title">${escapeHtml(group.title)}</div>`
    return `${heading}<ul>${items}</ul>`
  }

  private sidebar(edition: number, tab: number): string {
    const key = `${edition}/${tab}`
    let html = this.sidebarCache.get(key)
    if (html === undefined) {
      const groups = this.input.editions[edition]!.tabs[tab]!.groups
      html = groups.map(g => `<div class="nav-group">${this.navGroup(g, 0)}</div>`).join('')
      this.sidebarCache.set(key, html)
    }
    return html
  }

  private tabBar(edition: number, current: number): string {
    const tabs = this.input.editions[edition]!.tabs
    if (tabs.length < 2) return ''
    const links = tabs
      .map((tab, t) => {
        const first = this.tabFirst.get(`${edition}/${t}`)
        const here = t === current ? ' aria-current="page"' : ''
        return first
          ? `<a class="tab-link"${here} href="${ROOT}${escapeHtml(first.outPath)}">${escapeHtml(tab.name ?? '')}</a>`
          : ''
      })
      .join('')
    return `<nav class="tab-bar" aria-label="Sections">${links}</nav>`
  }

  /** Where the same page lives in another edition, or that edition's home. */
  private counterpart(page: PageMeta, target: number): string {
    const from = this.input.editions[page.edition]!
    const to = this.input.editions[target]!
    // Versioned pages usually differ by a leading folder (`v1/x`), and the default version
    // often has none (`x`): try swapping, adding and dropping that folder.
    let candidates = [page.path]
    for (const key of ['version', 'language'] as const) {
      const a = from[key]
      const b = to[key]
      if (!a || !b || a === b) continue
      candidates = candidates.flatMap(c =>
        c.startsWith(`${a}/`)
          ? [`${b}/${c.slice(a.length + 1)}`, c.slice(a.length + 1)]
          : [`${b}/${c}`, c]
      )
    }
    for (const candidate of candidates) {
      const match = this.byPath.get(candidate)
      if (match && match.edition === target) return match.outPath
    }
    return this.editionHome(target)
  }

  private switcher(page: PageMeta, key: 'version' | 'language', label: string): string {
    const current = this.input.editions[page.edition]!
    if (!current[key]) return ''
    const options = this.input.editions
      .map((edition, i) => ({ edition, i }))
      .filter(({ edition }) => {
        const other = key === 'version' ? 'language' : 'version'
        return edition[key] !== undefined && edition[other] === current[other]
      })
    if (options.length < 2) return ''
    const items = options
      .map(({ edition, i }) => {
        const selected = i === page.edition
        return `<li><a href="${ROOT}${escapeHtml(this.counterpart(page, i))}" data-${key}="${escapeHtml(edition[key]!)}"${selected ? ' aria-current="true"' : ''}>${escapeHtml(edition[key]!)}${edition.isDefault && key === 'version' ? ' <span class="badge">latest</span>' : ''}</a></li>`
      })
      .join('')
    return `<details class="switcher ${key}-switcher"><summary aria-label="${label}">${escapeHtml(current[key]!)}</summary><ul>${items}</ul></details>`
  }

  private head(title: string, description: string | undefined, prefix: string): string {
    const { config, assets } = this.input
    const favicon = config.favicon
      ? `<link rel="icon" href="${prefix}${escapeHtml(config.favicon.replace(/^\/+/, ''))}">`
      : ''
    return (
      `<!doctype html><html lang="en" class="no-js"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(title)}</title>` +
      (description ? `<meta name="description" content="${escapeHtml(description)}">` : '') +
      favicon +
      `<link rel="stylesheet" href="${prefix}${assets.css}">` +
      `<script>document.documentElement.className='js'</script></head>`
    )
  }

  private logo(prefix: string): string {
    const { config } = this.input
    const name = escapeHtml(config.name)
    if (!config.logo) return `<a class="brand" href="${prefix}index.html">${name}</a>`
    const light = escapeHtml(config.logo.light.replace(/^\/+/, ''))
    const dark = escapeHtml(config.logo.dark.replace(/^\/+/, ''))
    return (
      `<a class="brand" href="${prefix}index.html"><img class="logo logo-light" src="${prefix}${light}" alt="${name}">` +
      `<img class="logo logo-dark" src="${prefix}${dark}" alt="${name}"></a>`
    )
  }

  private pager(page: PageMeta): string {
    const { prev, next } = this.neighbours.get(page.path) ?? {}
    const link = (p: PageMeta | undefined, rel: 'prev' | 'next'): string =>
      p
        ? `<a class="pager-${rel}" rel="${rel}" href="${ROOT}${escapeHtml(p.outPath)}"><span class="pager-label">${rel === 'prev' ? 'Previous' : 'Next'}</span><span class="pager-title">${escapeHtml(p.title)}</span></a>`
        : '<span></span>'
    return `<nav class="pager" aria-label="Previous and next page">${link(prev, 'prev')}${link(next, 'next')}</nav>`
  }

  /** A fragment with ROOT placeholders resolved for one depth, cached per key and depth. */
  private atDepth(key: string, prefix: string, build: () => string): string {
    const cacheKey = `${key}@${prefix}`
    let html = this.fragmentCache.get(cacheKey)
    if (html === undefined) {
      html = build().split(ROOT).join(prefix)
      this.fragmentCache.set(cacheKey, html)
    }
    return html
  }

  /** Wraps a rendered body into the full page written at `outPath` (usually page.outPath). */
  renderPage(page: PageMeta, bodyHtml: string, outPath = page.outPath): string {
    const prefix = rootPrefix(outPath)
    const edition = this.input.editions[page.edition]!
    const { assets, config } = this.input
    // What many pages share is built once per depth; only the switchers, the active sidebar
    // entry and the pager are per page.
    const brand = this.atDepth('brand', prefix, () => this.logo(ROOT))
    const tabBar = this.atDepth(`tabs/${page.edition}/${page.tab}`, prefix, () =>
      this.tabBar(page.edition, page.tab)
    )
    const sidebarAll = this.atDepth(`sidebar/${page.edition}/${page.tab}`, prefix, () =>
      this.sidebar(page.edition, page.tab)
    )
    const activeHref = `href="${prefix}${escapeHtml(page.outPath)}"`
    const sidebar = sidebarAll.replace(activeHref, `${activeHref} aria-current="page"`)
    const perPage = (
      this.switcher(page, 'version', 'Version') +
      this.switcher(page, 'language', 'Language') +
      '\u0002' +
      this.pager(page)
    )
      .split(ROOT)
      .join(prefix)
    const split = perPage.indexOf('\u0002')
    const switchers = perPage.slice(0, split)
    const pager = perPage.slice(split + 1)
    return (
      this.head(`${page.title} · ${config.name}`, page.description, prefix) +
      `<body data-root="${prefix}" data-version="${escapeHtml(edition.version ?? '')}" data-language="${escapeHtml(edition.language ?? '')}"` +
      ` data-search-index="${assets.searchIndex[page.edition]}" data-minisearch="${assets.minisearch}">` +
      `<a class="skip" href="#content">Skip to content</a>` +
      `<header class="site-header">${brand}` +
      `<div class="search" data-search><input type="search" placeholder="Search…" aria-label="Search the docs" autocomplete="off">` +
      `<ul class="search-results" role="listbox" hidden></ul></div>` +
      `<div class="switchers">${switchers}</div></header>${tabBar}` +
      `<div class="layout"><nav class="sidebar" aria-label="${escapeHtml(editionLabel(edition))} navigation">${sidebar}</nav>` +
      `<main id="content" class="content"><article><header class="page-header"><h1>${escapeHtml(page.title)}</h1>` +
      (page.description ? `<p class="page-description">${escapeHtml(page.description)}</p>` : '') +
      `</header><div class="prose">${bodyHtml}</div></article>${pager}` +
      `<footer class="site-footer">${escapeHtml(config.name)}</footer></main></div>` +
      `<script src="${prefix}${assets.js}" defer></script></body></html>`
    )
  }

  /** The 404 page: served for any missing path at any depth, so its styles are inline. */
  renderNotFound(css: string): string {
    const { config } = this.input
    return (
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>Page not found · ${escapeHtml(config.name)}</title><style>${css}</style></head>` +
      `<body class="not-found"><main class="content"><h1>Page not found</h1>` +
      `<p>There is no page at this address in ${escapeHtml(config.name)}. It may have moved, or this export may not include it.</p>` +
      `<p><a href="index.html" data-home>Go to the home page</a></p></main>` +
      // A host serves this page for a missing path at any depth, where the relative link above
      // would point nowhere; over HTTP the deployment serves the bundle at the host's root.
      `<script>(function(){var a=document.querySelector('[data-home]');if(location.protocol!=='file:'){a.setAttribute('href','/')}})()</script>` +
      `</body></html>`
    )
  }
}
