// Realistic export bundles for the download benchmark: what the platform's static export makes
// of a documentation site (see emulator/renderer/template.ts for the real page shell), at sizes
// from 1,000 to 100,000 pages and up to 4 GiB. Every page carries the header, a tab bar, the
// sidebar of its section (a few hundred relative links), headings, prose drawn from a Zipf
// vocabulary (zipf-text.ts; compresses about as real prose does), highlighted code, a table, a
// callout, an image and previous/next links. Beside the pages: hashed shared assets, a search
// index in chunks, sitemaps, a 404 page, and images (incompressible bytes behind a PNG
// signature).
//
// Written as a stream straight to disk (a hand-rolled ustar writer into gzip, tar-gz-writer.ts),
// so a 4 GiB bundle never sits in memory. Pages and assets go through gzip level 6 (what
// `tar czf` does); the images, which come last, go into a second gzip member at level 0: deflate
// stores incompressible blocks anyway, and compressing gigabytes of noise at level 6 would only
// slow the generator. A gzip file of two members is one valid stream to every reader (RFC 1952).
import { createCipheriv, createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { prng } from '../../emulator/platform/faults.js'
import { OUT_DIR, REPO_ROOT } from './results.js'
import type { BigArchive } from './big-archive.js'
import { TarGzWriter } from './tar-gz-writer.js'
import { Text } from './zipf-text.js'
import {
  nextAssets,
  nextLinksMissing,
  nextPagePath,
  nextRedirect,
  nextRedirected,
  type NextAssets
} from './next-style.js'

export interface DocsBundleSpec {
  pages: number
  /** Images until the archive reaches about this many MiB (0: no images). */
  totalMiB?: number
  /** Or a fixed amount of images, in MiB. */
  imageMiB?: number
  /**
   * Links on every page into a section that was not exported, each to a page of its own (a
   * site exported with a section missing): distinct broken targets, this many per page.
   */
  missingLinksPerPage?: number
  /**
   * `next`: a Next.js-style static export (next-style.ts): root-absolute links, extensionless or
   * ending in `/`, `/_next/static/…` hashed chunks and stylesheets full of `url()`s, redirect
   * pages, and a link in twenty pages to a page that was not exported. Default: relative links.
   */
  style?: 'relative' | 'next'
}

export interface DocsBundle extends BigArchive {
  pages: number
  imageBytes: number
  /** Bytes of the tar (what gunzip produces). */
  unpackedBytes: number
}

const SECTION_PAGES = 250
const SECTIONS_PER_TAB = 8
const IMAGE_BYTES = 384 * 1024

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
}

interface PageRef {
  path: string
  title: string
  /** How pages link to it: relative (from the root; the page's prefix goes before) or rooted. */
  href: string
}

function hashed(name: string, content: string): string {
  const h = createHash('sha256').update(content).digest('hex').slice(0, 8)
  const ext = path.extname(name)
  return `assets/${path.basename(name, ext)}.${h}${ext}`
}

function prefixFor(p: string): string {
  return '../'.repeat(p.split('/').length - 1)
}

const LANGS = ['ts', 'py', 'sh', 'go', 'json', 'yaml']

function codeBlock(text: Text, random: () => number): string {
  const lang = LANGS[Math.floor(random() * LANGS.length)]!
  const lines: string[] = []
  const n = 4 + Math.floor(random() * 14)
  for (let i = 0; i < n; i++) {
    const indent = '  '.repeat(Math.floor(random() * 3))
    lines.push(
      `${indent}<span class="hljs-keyword">const</span> <span class="hljs-variable">${text.word()}${text.word()}</span> = <span class="hljs-title function_">${text.word()}</span>(<span class="hljs-string">&quot;${text.word()}-${Math.floor(random() * 1000)}&quot;</span>, <span class="hljs-number">${Math.floor(random() * 100)}</span>)`
    )
  }
  return `<div class="code-block"><div class="code-title">${lang}</div><pre><code class="hljs language-${lang}">${lines.join('\n')}</code></pre><button class="copy" type="button" aria-label="Copy">Copy</button></div>`
}

function table(text: Text): string {
  const head = `<tr><th>${text.title()}</th><th>Type</th><th>Default</th><th>Description</th></tr>`
  const rows: string[] = []
  for (let i = 0; i < 5; i++) {
    rows.push(
      `<tr><td><code>${text.word()}${text.title().replace(/ /g, '')}</code></td><td><code>string</code></td><td><code>${text.word()}</code></td><td>${text.sentence()}</td></tr>`
    )
  }
  return `<div class="table-wrap"><table><thead>${head}</thead><tbody>${rows.join('')}</tbody></table></div>`
}

/** Writes the bundle to `file`; returns its sha256 and counts. */
export async function writeDocsBundle(
  file: string,
  spec: DocsBundleSpec
): Promise<Omit<DocsBundle, 'file'>> {
  const random = prng(spec.pages * 7919 + (spec.totalMiB ?? spec.imageMiB ?? 0))
  const text = new Text(random)
  const css = readFileSync(path.join(REPO_ROOT, 'emulator/renderer/assets/site.css'), 'utf8')
  const js = readFileSync(path.join(REPO_ROOT, 'emulator/renderer/assets/site.js'), 'utf8')
  const next: NextAssets | undefined = spec.style === 'next' ? nextAssets(css, js) : undefined
  const assets = next ?? { css: hashed('site.css', css), js: hashed('site.js', js) }
  const imageTarget = spec.imageMiB !== undefined ? spec.imageMiB * 1024 * 1024 : undefined
  // Images referenced by pages: as many as the image budget holds (an estimate when it is "fill
  // up to totalMiB": about what is left after the pages, at ~6 KiB compressed per page).
  const imageBudget =
    imageTarget ?? Math.max(0, (spec.totalMiB ?? 0) * 1024 * 1024 - spec.pages * 12 * 1024)
  const imageCount = Math.floor(imageBudget / IMAGE_BYTES)
  const imageName = (i: number): string =>
    `images/${createHash('sha1').update(`img${i}`).digest('hex').slice(0, 12)}.png`

  // Page paths and titles: a few hundred bytes each, kept (100,000 pages: ~10 MiB).
  const pages: PageRef[] = []
  for (let i = 0; i < spec.pages; i++) {
    const section = Math.floor(i / SECTION_PAGES)
    const tab = Math.floor(section / SECTIONS_PER_TAB)
    const title = text.title()
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    const plain = `docs/t${tab}/s${section}/${slug}-${i}`
    pages.push(
      next
        ? { ...nextPagePath(plain, i), title }
        : { path: `${plain}.html`, href: `${plain}.html`, title }
    )
  }
  const tabs = Math.ceil(spec.pages / (SECTION_PAGES * SECTIONS_PER_TAB))

  const w = new TarGzWriter(file, 6)
  if (next) for (const [name, data] of next.files) await w.file(name, data)
  else {
    await w.file(assets.css, css)
    await w.file(assets.js, js)
  }

  let sidebarSection = -1
  let sidebar = ''
  const render = (i: number, at: string): string => {
    const page = pages[i]!
    // Next.js writes root-absolute links: no prefix.
    const p = next ? '' : prefixFor(at)
    const section = Math.floor(i / SECTION_PAGES)
    const tab = Math.floor(section / SECTIONS_PER_TAB)
    if (section !== sidebarSection) {
      sidebarSection = section
      const from = section * SECTION_PAGES
      const items: string[] = []
      for (let j = from; j < Math.min(spec.pages, from + SECTION_PAGES); j++) {
        if ((j - from) % 25 === 0)
          items.push(`</ul><div class="nav-group-title">${esc(text.title())}</div><ul>`)
        items.push(`<li><a href="\u0000${pages[j]!.href}">${esc(pages[j]!.title)}</a></li>`)
      }
      sidebar = `<div class="nav-group"><ul>${items.join('')}</ul></div>`
    }
    const tabBar: string[] = []
    for (let t = 0; t < tabs; t++) {
      const first = pages[t * SECTION_PAGES * SECTIONS_PER_TAB]!
      tabBar.push(
        `<a class="tab-link"${t === tab ? ' aria-current="page"' : ''} href="${p}${first.href}">Tab ${t + 1}</a>`
      )
    }
    const body: string[] = [`<p class="lead">${text.paragraph()}</p>`]
    const headings = 3 + Math.floor(random() * 4)
    for (let h = 0; h < headings; h++) {
      const title = text.title()
      const id = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
      body.push(`<h2 id="${id}"><a class="anchor" href="#${id}">#</a>${esc(title)}</h2>`)
      const paras = 1 + Math.floor(random() * 3)
      for (let k = 0; k < paras; k++) body.push(`<p>${text.paragraph()}</p>`)
      if (random() < 0.6) body.push(codeBlock(text, random))
      if (h === 1) body.push(table(text))
      if (h === 0 && imageCount > 0) {
        body.push(
          `<figure><img src="${p}${imageName(i % imageCount)}" alt="${esc(text.title())}" loading="lazy"></figure>`
        )
      }
      if (random() < 0.3) {
        const other = pages[Math.floor(random() * spec.pages)]!
        body.push(
          `<div class="callout callout-note"><p>${text.sentence()} See <a href="${p}${other.href}">${esc(other.title)}</a>.</p></div>`
        )
      }
    }
    const missing = spec.missingLinksPerPage ?? 0
    if (missing > 0) {
      const links = Array.from(
        { length: missing },
        (_, k) =>
          `<li><a href="${next ? '/' : p}removed/topic-${i}-${k}${next ? '' : '.html'}#overview">Topic ${k}</a></li>`
      )
      body.push(`<aside class="see-also"><ul>${links.join('')}</ul></aside>`)
    }
    // Next: one page in twenty links to a page the export left out (rooted, extensionless).
    if (next && nextLinksMissing(i)) {
      body.push(`<p>Moved: see <a href="/docs/archived/guide-${i}">the old guide</a>.</p>`)
    }
    const prev = pages[i - 1]
    const following = pages[i + 1]
    const pager =
      `<nav class="pager">${prev ? `<a class="pager-prev" rel="prev" href="${p}${prev.href}">${esc(prev.title)}</a>` : '<span></span>'}` +
      `${following ? `<a class="pager-next" rel="next" href="${p}${following.href}">${esc(following.title)}</a>` : '<span></span>'}</nav>`
    return (
      `<!doctype html><html lang="en" class="no-js"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${esc(page.title)} · Acme Docs</title><meta name="description" content="${esc(text.sentence())}">` +
      `${next ? next.head : `<link rel="stylesheet" href="${p}${assets.css}">`}<script>document.documentElement.className='js'</script></head>` +
      `<body data-root="${p}" data-search-index="search/index-0.json"><a class="skip" href="#content">Skip to content</a>` +
      `<header class="site-header"><a class="brand" href="${next ? '/' : `${p}index.html`}">Acme Docs</a><div class="search" data-search><input type="search" placeholder="Search…" aria-label="Search the docs" autocomplete="off"><ul class="search-results" role="listbox" hidden></ul></div></header>` +
      `<nav class="tab-bar" aria-label="Sections">${tabBar.join('')}</nav>` +
      `<div class="layout"><nav class="sidebar" aria-label="Navigation">${sidebar.split('\u0000').join(p)}</nav>` +
      `<main id="content" class="content"><article><header class="page-header"><h1>${esc(page.title)}</h1></header>` +
      `<div class="prose">${body.join('\n')}</div></article>${pager}<footer class="site-footer">Acme Docs</footer></main></div>` +
      (next ? next.tail : `<script src="${p}${assets.js}" defer></script>`) +
      `</body></html>\n`
    )
  }

  await w.file('index.html', render(0, 'index.html'))
  let search: string[] = []
  let searchChunk = 0
  let sitemap: string[] = []
  let sitemapChunk = 0
  const flushSearch = async (): Promise<void> => {
    if (search.length === 0) return
    await w.file(`search/index-${searchChunk++}.json`, `{"documents":[${search.join(',')}]}`)
    search = []
  }
  const flushSitemap = async (): Promise<void> => {
    if (sitemap.length === 0) return
    await w.file(
      `sitemap-${sitemapChunk++}.xml`,
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemap.join('\n')}\n</urlset>\n`
    )
    sitemap = []
  }
  const dirs = new Set<string>()
  for (let i = 0; i < spec.pages; i++) {
    const page = pages[i]!
    const dir = path.posix.dirname(page.path)
    if (!dirs.has(dir)) {
      await w.directory(dir)
      dirs.add(dir)
    }
    await w.file(page.path, render(i, page.path))
    if (next && nextRedirected(i)) {
      const redirect = nextRedirect(i, page.href)
      await w.file(redirect.path, redirect.html)
    }
    search.push(
      JSON.stringify({ id: i, path: page.path, title: page.title, text: text.words_(40) })
    )
    sitemap.push(`<url><loc>${page.path}</loc></url>`)
    if (search.length === 1000) await flushSearch()
    if (sitemap.length === 10_000) await flushSitemap()
  }
  await flushSearch()
  await flushSitemap()
  await w.file(
    '404.html',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title><style>${css}</style></head><body class="not-found"><main><h1>Page not found</h1><p><a href="index.html">Go to the home page</a></p></main></body></html>\n`
  )

  // Images: incompressible, in a gzip member of their own at level 0 (see the top).
  let imageBytes = 0
  if (imageCount > 0) {
    await w.nextMember(0)
    const key = createHash('sha256').update(`images-${spec.pages}`).digest().subarray(0, 16)
    const cipher = createCipheriv('aes-128-ctr', key, Buffer.alloc(16))
    const zeros = Buffer.alloc(IMAGE_BYTES)
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const limit = spec.totalMiB !== undefined ? spec.totalMiB * 1024 * 1024 : Infinity
    for (let i = 0; ; i++) {
      const more =
        spec.totalMiB !== undefined
          ? w.compressedBytes + IMAGE_BYTES < limit || i < imageCount
          : i < imageCount
      if (!more) break
      const data = cipher.update(zeros)
      png.copy(data)
      await w.file(i < imageCount ? imageName(i) : `images/extra-${i}.png`, data)
      imageBytes += data.length
    }
  }
  const sha256 = await w.finish()
  const { size } = await stat(file)
  return { bytes: size, sha256, pages: spec.pages, imageBytes, unpackedBytes: w.tarBytes }
}

export function docsBundleName(spec: DocsBundleSpec): string {
  const images =
    spec.totalMiB !== undefined ? `to${spec.totalMiB}MiB` : `img${spec.imageMiB ?? 0}MiB`
  const missing = spec.missingLinksPerPage ? `-missing${spec.missingLinksPerPage}` : ''
  const style = spec.style === 'next' ? '-next' : ''
  return `docs-${spec.pages}p-${images}${missing}${style}`
}

/** The cached realistic bundle for `spec` (created on first use, under bench/out/archives). */
export async function docsBundle(spec: DocsBundleSpec): Promise<DocsBundle> {
  const dir = path.join(OUT_DIR, 'archives')
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `${docsBundleName(spec)}.tar.gz`)
  const meta = `${file}.json`
  if (!existsSync(file) || !existsSync(meta)) {
    const part = `${file}.part`
    const made = await writeDocsBundle(part, spec)
    await writeFile(meta, JSON.stringify(made))
    await rename(part, file)
  }
  return { file, ...(JSON.parse(await readFile(meta, 'utf8')) as Omit<DocsBundle, 'file'>) }
}
