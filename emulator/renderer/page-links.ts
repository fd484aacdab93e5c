// Links in a page, made relative to that page so the bundle works under any path prefix and
// from file://: site-absolute and page-relative links to pages become `…/page.html`, links to
// copied assets keep their file name, a link to nothing is kept and warned about. Used by the
// Markdown renderer (markdown.ts) for links, images and component attributes, and by the page
// chrome (template.ts) for its way back to the bundle's root. Here too: a page's path as the
// navigation and links name it (normalizePagePath) and the file it is written to (outPathFor).
import path from 'node:path'

export function normalizePagePath(raw: string): string {
  let p = raw.trim().replace(/\\/g, '/').replace(/^\/+/, '').replace(/\/+$/, '')
  p = p.replace(/\.(mdx|md|html)$/, '')
  return p
}

export function outPathFor(pagePath: string): string {
  return `${pagePath}.html`
}

/** What a page body may link to: every page of the site and every copied asset. */
export interface LinkTargets {
  pages: ReadonlySet<string>
  assets: ReadonlySet<string>
}

/** The page a link is rewritten for, what it may point at, and where a broken link is noted. */
export interface LinkContext {
  pagePath: string
  targets: LinkTargets
  warnings: string[]
}

/** `../` repeated once per folder the page sits in: the way back to the bundle's root. */
export function rootPrefix(outPath: string): string {
  const depth = outPath.split('/').length - 1
  return '../'.repeat(depth)
}

/**
 * Rewrites a link found in a page so it is relative to that page: site-absolute (`/guides/x`) and
 * page-relative (`../x`) links to pages become `…/x.html`, asset links keep their file name.
 * Links with a scheme (https:, mailto:) and in-page anchors are left alone.
 */
export function rewriteHref(href: string, env: LinkContext): string {
  if (
    href === '' ||
    href.startsWith('#') ||
    href.startsWith('//') ||
    /^[a-z][a-z0-9+.-]*:/i.test(href)
  )
    return href
  const cut = href.search(/[?#]/)
  const suffix = cut >= 0 ? href.slice(cut) : ''
  const rawPath = decodeURI(cut >= 0 ? href.slice(0, cut) : href)
  const target = rawPath.startsWith('/')
    ? rawPath.replace(/^\/+/, '')
    : path.posix.normalize(path.posix.join(path.posix.dirname(env.pagePath), rawPath))
  const prefix = rootPrefix(outPathFor(env.pagePath))
  if (target === '' || target === '.') return `${prefix}index.html${suffix}`
  if (target.startsWith('..')) return href
  if (env.targets.assets.has(target)) return encodeURI(prefix + target) + suffix
  const page = normalizePagePath(target)
  if (env.targets.pages.has(page)) return encodeURI(prefix + outPathFor(page)) + suffix
  if (env.targets.pages.has(`${page}/index`))
    return encodeURI(prefix + outPathFor(`${page}/index`)) + suffix
  env.warnings.push(`${env.pagePath}: broken link to "${href}"`)
  return encodeURI(prefix + target) + suffix
}
