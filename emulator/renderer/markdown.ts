// Turns one page body (Markdown with MDX component tags) into HTML at build time: markdown-it
// (CommonMark + GFM tables/strikethrough + autolinks) for the Markdown, highlight.js for code,
// components.ts for the component tags, and link rewriting so every link is relative
// (page-links.ts).
import GithubSlugger from 'github-slugger'
import hljs from 'highlight.js/lib/common'
import MarkdownIt from 'markdown-it'
import { parseDocument, SyntaxProblem, type Attrs, type DocNode } from './components.js'
import { escapeHtml, htmlToText } from './html-text.js'
import { rewriteHref, type LinkTargets } from './page-links.js'
import { RenderError } from './render-error.js'

export interface Heading {
  depth: number
  text: string
  id: string
}

export interface RenderedBody {
  html: string
  headings: Heading[]
  /** Plain text of the page, for search and the assistant's retrieval. */
  text: string
  warnings: string[]
}

interface Env {
  pagePath: string
  targets: LinkTargets
  slugger: GithubSlugger
  headings: Heading[]
  warnings: string[]
  /** Component nodes of the page, by the number their markers in the Markdown carry. */
  components: ComponentNode[]
  /** Components open at the current point of rendering (markers seen, not yet closed). */
  open: number[]
  /** Code blocks of each CodeGroup, by component number: they become its tabs. */
  fences: Map<number, { title: string; html: string }[]>
  nextId: number
}

type ComponentNode = Extract<DocNode, { kind: 'component' }>

/** One rendered child of a component: Markdown output or a nested component. */
type Child = { html: string; node?: ComponentNode; inner?: string }

function highlight(code: string, lang: string): string {
  if (lang && hljs.getLanguage(lang))
    return hljs.highlight(code, { language: lang, ignoreIllegals: true }).value
  return escapeHtml(code)
}

/** `bash npm`, `ts title="client.ts"` → the label shown above a code block. */
function fenceTitle(words: string[]): string | undefined {
  const joined = words.join(' ')
  const quoted = /title=["']([^"']+)["']/.exec(joined)
  if (quoted) return quoted[1]
  const plain = words.filter(
    w => !w.startsWith('{') && !w.includes('=') && w !== 'lines' && w !== 'wrap'
  )
  return plain.length > 0 ? plain.join(' ') : undefined
}

const LANGUAGE_LABELS: Record<string, string> = {
  ts: 'TypeScript',
  typescript: 'TypeScript',
  js: 'JavaScript',
  javascript: 'JavaScript',
  bash: 'Bash',
  sh: 'Shell',
  shell: 'Shell',
  python: 'Python',
  py: 'Python',
  yaml: 'YAML',
  yml: 'YAML',
  json: 'JSON',
  go: 'Go'
}

const COMPONENT_TAG = /^<\/?([A-Z][\w.]*)/
const MARKER_COMMENT = /^<!--docs:([OC]):(\d+)-->/
// eslint-disable-next-line no-control-regex -- U+0001 is the marker, chosen because pages never hold it
const MARKER = /\u0001([OC])(\d+)\u0001/
const ROOT_ABSOLUTE_ATTR = /(\s(?:src|href))=(["'])(\/[^"']*)\2/g

function createMarkdown(): MarkdownIt {
  const md = new MarkdownIt({ html: true, linkify: true })
  const rules = md.renderer.rules

  rules.heading_open = (tokens, idx, options, envAny, self) => {
    const env = envAny as Env
    const token = tokens[idx]!
    const inline = tokens[idx + 1]
    const text = (inline?.children ?? [])
      .filter(t => t.type === 'text' || t.type === 'code_inline')
      .map(t => t.content)
      .join('')
      .trim()
    const id = env.slugger.slug(text || 'section')
    token.attrSet('id', id)
    env.headings.push({ depth: Number(token.tag.slice(1)), text, id })
    return `${self.renderToken(tokens, idx, options)}<a class="anchor" href="#${id}" aria-label="Link to this section"></a>`
  }

  rules.fence = (tokens, idx, _options, envAny) => {
    const env = envAny as Env
    const token = tokens[idx]!
    const [lang = '', ...rest] = token.info.trim().split(/\s+/)
    const title = fenceTitle(rest)
    const pre = `<pre><code class="hljs${lang ? ` language-${escapeHtml(lang)}` : ''}">${highlight(token.content, lang.toLowerCase())}</code></pre>`
    const group = env.open.length > 0 ? env.fences.get(env.open[env.open.length - 1]!) : undefined
    if (group)
      group.push({
        title: title ?? LANGUAGE_LABELS[lang.toLowerCase()] ?? (lang || 'Code'),
        html: pre
      })
    const heading = title ? `<div class="code-title">${escapeHtml(title)}</div>` : ''
    return `<div class="code-block">${heading}${pre}</div>\n`
  }

  const defaultLinkOpen =
    rules.link_open ??
    ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options))
  rules.link_open = (tokens, idx, options, envAny, self) => {
    const token = tokens[idx]!
    const href = token.attrGet('href')
    if (href !== null) token.attrSet('href', rewriteHref(href, envAny as Env))
    return defaultLinkOpen(tokens, idx, options, envAny, self)
  }
  const defaultImage = rules.image!
  rules.image = (tokens, idx, options, envAny, self) => {
    const token = tokens[idx]!
    const src = token.attrGet('src')
    if (src !== null) token.attrSet('src', rewriteHref(src, envAny as Env))
    token.attrSet('loading', 'lazy')
    return defaultImage(tokens, idx, options, envAny, self)
  }

  const rawHtml = (content: string, env: Env): string => {
    const tag = COMPONENT_TAG.exec(content.trimStart())
    if (tag) {
      // A component tag inside a paragraph: its children (the text around it) stay.
      if (!content.trimStart().startsWith('</'))
        env.warnings.push(`${env.pagePath}: unknown inline component <${tag[1]}>`)
      return ''
    }
    return content.replace(
      ROOT_ABSOLUTE_ATTR,
      (_m, attr: string, q: string, url: string) => `${attr}=${q}${rewriteHref(url, env)}${q}`
    )
  }
  rules.html_inline = (tokens, idx, _o, env) => rawHtml(tokens[idx]!.content, env as Env)
  rules.html_block = (tokens, idx, _o, envAny) => {
    const env = envAny as Env
    const content = tokens[idx]!.content
    const marker = MARKER_COMMENT.exec(content)
    if (!marker) return rawHtml(content, env)
    // Component boundaries placed by renderBody; assemble() builds the components around them.
    const id = Number(marker[2])
    if (marker[1] === 'O') {
      env.open.push(id)
      if (env.components[id]!.name === 'CodeGroup') env.fences.set(id, [])
    } else env.open.pop()
    return `\u0001${marker[1]}${id}\u0001`
  }
  return md
}

const markdown = createMarkdown()

function attr(attrs: Attrs, name: string): string | undefined {
  const v = attrs[name]
  return v === undefined || v === false ? undefined : String(v)
}

const CALLOUTS: Record<string, string> = {
  Note: 'note',
  Info: 'info',
  Tip: 'tip',
  Warning: 'warning',
  Check: 'check',
  Danger: 'danger'
}

type ComponentRenderer = (node: ComponentNode, inner: string, children: Child[], env: Env) => string

function tabsHtml(kind: string, tabs: { title: string; html: string }[], env: Env): string {
  const id = `${kind}-${env.nextId++}`
  const buttons = tabs
    .map(
      (t, i) =>
        `<button type="button" role="tab" class="tab" id="${id}-tab-${i}" aria-controls="${id}-panel-${i}" aria-selected="${i === 0}">${escapeHtml(t.title)}</button>`
    )
    .join('')
  const panels = tabs
    .map(
      (t, i) =>
        `<div class="tab-panel" role="tabpanel" id="${id}-panel-${i}" aria-labelledby="${id}-tab-${i}"${i === 0 ? '' : ' data-inactive'}><div class="tab-panel-title">${escapeHtml(t.title)}</div>${t.html}</div>`
    )
    .join('')
  return `<div class="tabs ${kind}" data-tabs><div class="tab-list" role="tablist">${buttons}</div>${panels}</div>\n`
}

const nonBlank = (children: Child[]): Child[] =>
  children.filter(c => c.node || c.html.trim() !== '')

const COMPONENTS: Record<string, ComponentRenderer> = {
  Card(node, inner, _children, env) {
    const title = attr(node.attrs, 'title')
    const href = attr(node.attrs, 'href')
    const img = attr(node.attrs, 'img')
    const body =
      (img
        ? `<img class="card-image" src="${escapeHtml(rewriteHref(img, env))}" alt="" loading="lazy">`
        : '') +
      (title ? `<div class="card-title">${escapeHtml(title)}</div>` : '') +
      `<div class="card-body">${inner}</div>`
    const cls = `card${node.attrs.horizontal ? ' card-horizontal' : ''}`
    return href
      ? `<a class="${cls}" href="${escapeHtml(rewriteHref(href, env))}">${body}</a>\n`
      : `<div class="${cls}">${body}</div>\n`
  },
  CardGroup(node, inner) {
    const cols = Math.min(4, Math.max(1, Number(node.attrs.cols ?? 2) || 2))
    return `<div class="card-group" style="--cols:${cols}">${inner}</div>\n`
  },
  Steps(_node, inner, children, env) {
    if (nonBlank(children).some(c => c.node?.name !== 'Step'))
      env.warnings.push(`${env.pagePath}: <Steps> should only hold <Step> elements`)
    return `<ol class="steps">${inner}</ol>\n`
  },
  Step(node, inner) {
    const title = attr(node.attrs, 'title')
    return `<li class="step">${title ? `<div class="step-title">${escapeHtml(title)}</div>` : ''}<div class="step-body">${inner}</div></li>\n`
  },
  Tabs(_node, _inner, children, env) {
    const tabs = nonBlank(children).map((child, i) => {
      if (child.node?.name === 'Tab')
        return { title: attr(child.node.attrs, 'title') ?? `Tab ${i + 1}`, html: child.inner ?? '' }
      env.warnings.push(`${env.pagePath}: <Tabs> should only hold <Tab> elements`)
      return { title: `Tab ${i + 1}`, html: child.html }
    })
    return tabsHtml('tab-group', tabs, env)
  },
  Tab(node, inner, _children, env) {
    // Inside Tabs, Tabs uses the inner HTML; a lone Tab still shows its content.
    return tabsHtml('tab-group', [{ title: attr(node.attrs, 'title') ?? 'Tab', html: inner }], env)
  },
  CodeGroup(node, inner, _children, env) {
    const fences = env.fences.get(env.components.indexOf(node)) ?? []
    return fences.length > 0 ? tabsHtml('code-group', fences, env) : inner
  },
  Accordion(node, inner) {
    const title = attr(node.attrs, 'title') ?? 'Details'
    const open = node.attrs.defaultOpen === true || node.attrs.defaultOpen === 'true'
    return `<details class="accordion"${open ? ' open' : ''}><summary>${escapeHtml(title)}</summary><div class="accordion-body">${inner}</div></details>\n`
  },
  AccordionGroup(_node, inner) {
    return `<div class="accordion-group">${inner}</div>\n`
  },
  Frame(node, inner) {
    const caption = attr(node.attrs, 'caption')
    return `<figure class="frame">${inner}${caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : ''}</figure>\n`
  }
}
for (const [name, kind] of Object.entries(CALLOUTS)) {
  COMPONENTS[name] = (node, inner) => {
    const title = attr(node.attrs, 'title')
    return `<div class="callout callout-${kind}" role="note"><div class="callout-label">${escapeHtml(title ?? name)}</div><div class="callout-body">${inner}</div></div>\n`
  }
}
COMPONENTS.Columns = COMPONENTS.CardGroup!

export const KNOWN_COMPONENTS: readonly string[] = Object.keys(COMPONENTS)

/**
 * Flattens the page into one Markdown text, components replaced by marker comments, so
 * markdown-it parses the page in a single pass (one pass per Markdown run was 3x slower).
 */
function flatten(nodes: DocNode[], env: Env, out: string[]): void {
  for (const node of nodes) {
    if (node.kind === 'markdown') {
      out.push(node.text)
      continue
    }
    const id = env.components.length
    env.components.push(node)
    out.push(`<!--docs:O:${id}-->`)
    flatten(node.children, env, out)
    out.push(`<!--docs:C:${id}-->`)
  }
}

/** Builds the components around the markers of the rendered page, innermost first. */
function assemble(html: string, env: Env): string {
  const stack: { node?: ComponentNode; children: Child[] }[] = [{ children: [] }]
  const parts = html.split(MARKER)
  for (let i = 0; i < parts.length; i++) {
    const text = parts[i]!
    if (i % 3 === 0) {
      if (text) stack[stack.length - 1]!.children.push({ html: text })
      continue
    }
    const kind = text
    const node = env.components[Number(parts[++i])]!
    if (kind === 'O') {
      stack.push({ node, children: [] })
      continue
    }
    const frame = stack.pop()!
    const inner = frame.children.map(c => c.html).join('')
    const render = COMPONENTS[node.name]
    let out: string
    if (render) out = render(node, inner, frame.children, env)
    else {
      env.warnings.push(
        `${env.pagePath}: unknown component <${node.name}> on line ${node.line}; its content was kept`
      )
      out = `<div class="component-unknown" data-component="${escapeHtml(node.name)}">${inner}</div>\n`
    }
    stack[stack.length - 1]!.children.push({ html: out, node, inner })
  }
  return stack[0]!.children.map(c => c.html).join('')
}

/** Renders one page body; an authoring mistake the page cannot render past throws RenderError. */
export function renderBody(
  body: string,
  pagePath: string,
  targets: LinkTargets,
  bodyLine = 1
): RenderedBody {
  const env: Env = {
    pagePath,
    targets,
    slugger: new GithubSlugger(),
    headings: [],
    warnings: [],
    components: [],
    open: [],
    fences: new Map(),
    nextId: 1
  }
  let nodes: DocNode[]
  try {
    // U+0001 marks component boundaries in the rendered output, so it may not come from the page.
    // eslint-disable-next-line no-control-regex
    const parsed = parseDocument(body.replace(/\u0001/g, ''), bodyLine)
    nodes = parsed.nodes
    if (parsed.droppedEsm > 0)
      env.warnings.push(
        `${pagePath}: ${parsed.droppedEsm} import/export line(s) are not supported in a static export and were skipped`
      )
  } catch (err) {
    if (err instanceof SyntaxProblem) throw new RenderError(err.message, pagePath)
    throw err
  }
  const source: string[] = []
  flatten(nodes, env, source)
  const html = assemble(markdown.render(source.join('\n\n'), env), env)
  let text: string | undefined
  return {
    html,
    headings: env.headings,
    warnings: env.warnings,
    // Computed on first use: an export's search index wants prose only, not this full text.
    get text() {
      return (text ??= htmlToText(html))
    }
  }
}
