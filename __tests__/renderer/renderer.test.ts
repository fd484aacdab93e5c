// The renderer against small sites written into temp folders and the example site: Markdown and
// components, warnings and page errors, version/paths filtering, relative links, hashed assets,
// the search index, 404 and sitemap, and the .tar.gz read back with tar-stream.
import { createReadStream } from 'node:fs'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import MiniSearch from 'minisearch'
import tar from 'tar-stream'
import {
  loadSite,
  renderSite,
  writeBundle,
  RenderError,
  type BundleFile
} from '../../emulator/renderer/index.js'
import { renderBody } from '../../emulator/renderer/markdown.js'
import { crc32Combine } from '../../emulator/renderer/archive.js'

const EXAMPLE = path.resolve('examples/site')
const targets = {
  pages: new Set(['quickstart', 'guides/auth', 'guides/deep/page']),
  assets: new Set(['images/a.png'])
}

let tmp: string
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'renderer-test-'))
})
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true })
})

async function site(name: string, docs: object, pages: Record<string, string>): Promise<string> {
  const dir = path.join(tmp, name)
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, 'docs.json'), JSON.stringify(docs))
  for (const [file, text] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), text)
  }
  return dir
}

const file = (files: BundleFile[], p: string): string => {
  const f = files.find(x => x.path === p)
  if (!f) throw new Error(`no ${p} in the bundle: ${files.map(x => x.path).join(', ')}`)
  return f.data.toString()
}

describe('Markdown and components', () => {
  it('renders GFM, highlighted code and heading anchors', () => {
    const r = renderBody(
      '## Set up\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```ts\nconst x: number = 1\n```\n\n~~old~~\n\n## Set up\n',
      'quickstart',
      targets
    )
    expect(r.html).toContain('<table>')
    expect(r.html).toContain('<span class="hljs-keyword">const</span>')
    expect(r.html).toContain('<s>old</s>')
    expect(r.headings.map(h => h.id)).toEqual(['set-up', 'set-up-1'])
    expect(r.html).toContain('<a class="anchor" href="#set-up"')
  })

  it('renders each documented component to static HTML', () => {
    const body = [
      '<Note>a note</Note>',
      '<Tip>a tip</Tip>',
      '<Warning>a warning</Warning>',
      '<Info>some info</Info>',
      '<CardGroup cols={3}>',
      '  <Card title="Quick" href="/quickstart">Start here</Card>',
      '</CardGroup>',
      '<Steps>',
      '  <Step title="First">',
      '    Do **this**.',
      '  </Step>',
      '</Steps>',
      '<Tabs>',
      '  <Tab title="One">',
      '    tab one',
      '  </Tab>',
      '  <Tab title="Two">',
      '    tab two',
      '  </Tab>',
      '</Tabs>',
      '<CodeGroup>',
      '```bash npm',
      'npm i x',
      '```',
      '```python',
      'pip install x',
      '```',
      '</CodeGroup>',
      '<Accordion title="More">hidden text</Accordion>'
    ].join('\n')
    const r = renderBody(body, 'guides/auth', targets)
    expect(r.warnings).toEqual([])
    for (const kind of ['note', 'tip', 'warning', 'info'])
      expect(r.html).toContain(`callout callout-${kind}`)
    expect(r.html).toContain(
      '<div class="card-group" style="--cols:3"><a class="card" href="../quickstart.html">'
    )
    expect(r.html).toMatch(
      /<ol class="steps"><li class="step"><div class="step-title">First<\/div><div class="step-body"><p>Do <strong>this<\/strong>.<\/p>/
    )
    expect(r.html).toMatch(
      /role="tab"[^>]*aria-selected="true">One<\/button><button[^>]*aria-selected="false">Two<\/button>/
    )
    expect(r.html).toContain('data-inactive><div class="tab-panel-title">Two</div><p>tab two</p>')
    expect(r.html).toMatch(/class="tabs code-group"[\s\S]*>npm<\/button>[\s\S]*>Python<\/button>/)
    expect(r.html).toContain(
      '<details class="accordion"><summary>More</summary><div class="accordion-body"><p>hidden text</p>'
    )
    expect(r.text).toContain('hidden text')
  })

  it('keeps the children of an unknown component and reports it as a warning', () => {
    const r = renderBody(
      '<Sparkles speed={2}>\n  still **here**\n</Sparkles>\n',
      'quickstart',
      targets
    )
    expect(r.html).toContain('<strong>here</strong>')
    expect(r.warnings).toEqual([
      'quickstart: unknown component <Sparkles> on line 1; its content was kept'
    ])
  })

  it('fails a page with an unclosed component, naming the page and the line', () => {
    expect(() =>
      renderBody('text\n\n<Tabs>\n  <Tab title="a">x</Tab>\n', 'guides/auth', targets, 5)
    ).toThrow(new RenderError('<Tabs> opened on line 7 is never closed', 'guides/auth'))
    expect(() => renderBody('<Note>\n</Tip>\n', 'quickstart', targets)).toThrow(
      /quickstart: line 2: <\/Tip> found where <Note>/
    )
  })

  it('leaves component-like tags inside code fences alone', () => {
    const r = renderBody('```text\n<Note>\n```\n', 'quickstart', targets)
    expect(r.html).toContain('&lt;Note&gt;')
    expect(r.warnings).toEqual([])
  })

  it('makes links relative at every depth and reports broken ones', () => {
    const deep = renderBody(
      '[q](/quickstart#x) [a](../auth) ![i](/images/a.png) [ext](https://example.com) [gone](/nope)',
      'guides/deep/page',
      targets
    )
    expect(deep.html).toContain('href="../../quickstart.html#x"')
    expect(deep.html).toContain('href="../../guides/auth.html"')
    expect(deep.html).toContain('src="../../images/a.png"')
    expect(deep.html).toContain('href="https://example.com"')
    expect(deep.warnings).toEqual(['guides/deep/page: broken link to "/nope"'])
    const top = renderBody('[a](/guides/auth)', 'quickstart', targets)
    expect(top.html).toContain('href="guides/auth.html"')
  })
})

describe('the example site', () => {
  let files: BundleFile[]
  let warnings: string[]
  beforeAll(async () => {
    ;({ files, warnings } = await renderSite({ siteDir: EXAMPLE, domain: 'docs.example.com' }))
  })

  it('writes a page per page, the home page, 404, sitemap and copied images', () => {
    const paths = files.map(f => f.path)
    for (const p of [
      'index.html',
      'quickstart.html',
      'guides/integrations/github-actions.html',
      'v1/guides/migrating-to-v2.html',
      '404.html',
      'sitemap.xml',
      'images/badge.png',
      'logo/light.svg'
    ]) {
      expect(paths).toContain(p)
    }
    expect(
      paths.filter(p => p.endsWith('.html') && p !== 'index.html' && p !== '404.html')
    ).toHaveLength(29)
    expect(warnings).toEqual([
      'api/get-export: unknown component <ResponseField> on line 8; its content was kept'
    ])
  })

  it('names shared CSS and JS by content hash and links them relatively', () => {
    const css = files.find(f => /^static\/site\.[0-9a-f]{10}\.css$/.test(f.path))!
    const js = files.find(f => /^static\/site\.[0-9a-f]{10}\.js$/.test(f.path))!
    expect(css).toBeDefined()
    expect(js).toBeDefined()
    const deep = file(files, 'guides/integrations/github-actions.html')
    expect(deep).toContain(`href="../../${css.path}"`)
    expect(deep).toContain(`src="../../${js.path}"`)
    expect(deep).toContain('data-root="../../"')
    expect(file(files, 'index.html')).toContain(`href="${css.path}"`)
    expect(css.data.toString()).toContain('--primary:#0E7C66')
  })

  it('never points at another origin except in page content links', () => {
    for (const f of files.filter(x => x.path.endsWith('.html'))) {
      expect(f.data.toString()).not.toMatch(/(src|href)="(https?:)?\/\/(?!example\.com)/)
    }
  })

  it('builds the sidebar, marks the current page and links previous and next', () => {
    const page = file(files, 'guides/authentication.html')
    expect(page).toContain(
      '<a href="../guides/authentication.html" aria-current="page">Authentication</a>'
    )
    expect(page).toContain('<div class="nav-group-title">Guides</div>')
    expect(page).toContain('<div class="nav-subgroup-title">Integrations</div>')
    expect(page).toMatch(/rel="prev" href="\.\.\/concepts\.html">.*Core concepts/)
    expect(page).toMatch(/rel="next" href="\.\.\/guides\/static-export\.html">.*Static export/)
    expect(page).not.toContain('v1/guides/authentication.html" aria-current')
  })

  it('offers a version switcher that leads to the same page in the other version', () => {
    const page = file(files, 'guides/authentication.html')
    expect(page).toContain('<a href="../v1/guides/authentication.html" data-version="v1">v1</a>')
    const old = file(files, 'v1/guides/authentication.html')
    expect(old).toContain('<a href="../../guides/authentication.html" data-version="v2">v2')
    // A v2 page with no v1 twin leads to the v1 home.
    expect(file(files, 'faq.html')).toContain(
      '<a href="v1/introduction.html" data-version="v1">v1</a>'
    )
  })

  it('ships a search index per version that finds pages by body words', () => {
    const load = (name: string): MiniSearch => {
      const script = file(files, name)
      const data = JSON.parse(
        script.slice('window.__DOCS_SEARCH__='.length, script.lastIndexOf(';'))
      ) as { index: object; options: { fields: string[] } }
      return MiniSearch.loadJS(data.index as never, data.options)
    }
    const v2 = load('static/search-index-0.js')
    const v1 = load('static/search-index-1.js')
    expect(v2.search('invalidate')[0]?.url).toBe('guides/authentication.html')
    expect(v1.search('maintenance')[0]?.url).toBe('v1/introduction.html')
    expect(v1.search('invalidate')).toEqual([])
    expect([v2.documentCount, v1.documentCount]).toEqual([21, 8])
    expect(file(files, 'v1/quickstart.html')).toContain(
      'data-search-index="static/search-index-1.js"'
    )
  })

  it('writes a sitemap with absolute URLs and a self-contained 404 page', () => {
    const map = file(files, 'sitemap.xml')
    expect(map).toContain('<loc>https://docs.example.com/</loc>')
    expect(map).toContain('<loc>https://docs.example.com/v1/api/start-export.html</loc>')
    const notFound = file(files, '404.html')
    expect(notFound).toContain('<style>')
    expect(notFound).toContain('Page not found')
  })
})

describe('version and paths filtering', () => {
  it('exports one version without a switcher', async () => {
    const { files, pageCount } = await renderSite({ siteDir: EXAMPLE, version: 'v1' })
    expect(pageCount).toBe(8)
    const home = file(files, 'index.html')
    expect(home).toContain('<h1>Introduction</h1>')
    expect(home).toContain('href="v1/quickstart.html"')
    expect(home).not.toContain('version-switcher')
    expect(files.some(f => f.path === 'quickstart.html')).toBe(false)
  })

  it('rejects an unknown version and unknown paths', async () => {
    await expect(renderSite({ siteDir: EXAMPLE, version: 'v9' })).rejects.toThrow(
      'version "v9" is not in docs.json (versions: v2, v1)'
    )
    await expect(renderSite({ siteDir: EXAMPLE, paths: ['/nope'] })).rejects.toThrow(
      'paths: "/nope" is not a page'
    )
  })

  it('exports only the given pages and trims the navigation to them', async () => {
    const { files, pageCount } = await renderSite({
      siteDir: EXAMPLE,
      paths: ['/quickstart', 'guides/integrations/gitlab-ci.mdx']
    })
    expect(pageCount).toBe(2)
    const page = file(files, 'guides/integrations/gitlab-ci.html')
    const sidebar = page.slice(
      page.indexOf('<nav class="sidebar"'),
      page.indexOf('</nav>', page.indexOf('<nav class="sidebar"'))
    )
    expect(sidebar.match(/<a /g)).toHaveLength(2)
    expect(sidebar).toContain('Getting started')
    expect(sidebar).not.toContain('API reference')
    expect(page).toMatch(/rel="prev" href="\.\.\/\.\.\/quickstart\.html"/)
    expect(
      files
        .filter(f => f.path.endsWith('.html'))
        .map(f => f.path)
        .sort()
    ).toEqual(['404.html', 'guides/integrations/gitlab-ci.html', 'index.html', 'quickstart.html'])
  })
})

describe('errors', () => {
  it('fails on a page listed in the navigation without a file, naming it', async () => {
    const dir = await site(
      'missing',
      { name: 'M', navigation: { groups: [{ group: 'G', pages: ['here', 'gone'] }] } },
      { 'here.md': '# hi\n' }
    )
    await expect(renderSite({ siteDir: dir })).rejects.toThrow(
      'gone: the navigation lists it, but there is no gone.mdx or gone.md'
    )
  })

  it('fails on bad front matter, naming the page', async () => {
    const dir = await site(
      'frontmatter',
      { name: 'F', navigation: { groups: [{ group: 'G', pages: ['bad'] }] } },
      { 'bad.mdx': '---\ntitle: [unclosed\n---\nbody\n' }
    )
    await expect(renderSite({ siteDir: dir })).rejects.toThrow(
      /^bad: front matter is not valid YAML/
    )
  })
})

describe('crc32Combine', () => {
  it('gives the CRC-32 of two pieces joined, for any split', () => {
    const data = Buffer.from('The quick brown fox jumps over the lazy dog. '.repeat(300))
    for (const cut of [0, 1, 7, 64, 1000, data.length - 1, data.length]) {
      const a = data.subarray(0, cut)
      const b = data.subarray(cut)
      expect(crc32Combine(zlib.crc32(a), zlib.crc32(b), b.length)).toBe(zlib.crc32(data))
    }
  })
})

describe('writeBundle', () => {
  it('streams a valid .tar.gz with safe paths and index.html at the root, reporting progress', async () => {
    const out = path.join(tmp, 'bundle.tar.gz')
    const progress: number[] = []
    const result = await writeBundle({ siteDir: EXAMPLE, onPage: done => progress.push(done) }, out)
    expect(result.pageCount).toBe(29)
    expect(progress[progress.length - 1]).toBe(29)
    const entries = new Map<string, Buffer>()
    const extract = tar.extract()
    extract.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = []
      stream.on('data', (c: unknown) => chunks.push(c as Buffer))
      stream.on('end', () => {
        entries.set(header.name, Buffer.concat(chunks))
        next()
      })
    })
    await pipeline(createReadStream(out), zlib.createGunzip(), extract)
    expect(entries.get('index.html')?.toString()).toContain('<h1>Introduction</h1>')
    for (const name of entries.keys())
      expect(name).toMatch(/^(?!\/)(?!.*(^|\/)\.\.?(\/|$))[\w./-]+$/)
    expect(entries.get('images/badge.png')?.subarray(1, 4).toString()).toBe('PNG')
    expect(result.sizeBytes).toBeGreaterThan(1000)
  })

  it('removes the partial archive when a page fails', async () => {
    const dir = await site(
      'fails',
      { name: 'X', navigation: { groups: [{ group: 'G', pages: ['ok', 'broken'] }] } },
      { 'ok.md': 'fine\n', 'broken.mdx': '<Note>\nnever closed\n' }
    )
    const out = path.join(tmp, 'failed.tar.gz')
    await expect(writeBundle({ siteDir: dir }, out)).rejects.toThrow(
      'broken: <Note> opened on line 1 is never closed'
    )
    await expect(rm(out)).rejects.toThrow(/ENOENT/)
  })
})

describe('loadSite', () => {
  it('lists every page with title, version, text and headings for indexing', async () => {
    const loaded = await loadSite(EXAMPLE)
    expect(loaded.name).toBe('Acme Docs')
    const auth = loaded.pages.find(p => p.path === 'v1/guides/authentication')!
    expect(auth).toMatchObject({
      title: 'Authentication',
      version: 'v1',
      url: 'v1/guides/authentication.html',
      section: ['Guides']
    })
    const concepts = loaded.pages.find(p => p.path === 'concepts')!
    expect(concepts.headings.map(h => h.text)).toEqual([
      'Export jobs',
      'Bundles and links',
      'Deployments'
    ])
    expect(concepts.text).toContain('presigned link')
    expect(loaded.pages).toHaveLength(29)
  })
})
