// What a Next.js static export (`output: 'export'`, as Nextra, Fumadocs and Mintlify-style docs
// sites ship) changes in a generated docs bundle (docs-bundle.ts): pages link root-absolute
// (`/docs/…`), without `.html` (`trailingSlash: false`, the server maps `/x` to `x.html`) or with
// a trailing `/` for a page written as `x/index.html`; the head loads hashed chunks and
// stylesheets from `/_next/static/…`, and the stylesheets are built by PostCSS/Tailwind with a
// font `@import` from another origin, `@font-face` blocks of many `url()`s and icon
// backgrounds. Redirects (`redirects()` has no effect in an export, so docs sites write pages
// with a `<meta http-equiv="refresh">`) come as small pages of their own.
import { createHash } from 'node:crypto'

export interface NextAssets {
  /** The bundle files of `/_next/static/`, written before the pages. */
  files: Array<[string, Buffer | string]>
  /** `<link>` and `<script>` tags of every page's head, and the scripts before `</body>`. */
  head: string
  tail: string
  css: string
  js: string
}

const hash16 = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 16)

/** A Tailwind-like stylesheet: the font import, `@font-face` with `url()`s, icon backgrounds. */
function stylesheet(base: string, media: string[], n: number): string {
  const out: string[] = [
    '@import url("https://fonts.googleapis.com/css2?family=Inter:wght@400;500;600;700&display=swap");'
  ]
  for (let i = 0; i < media.length; i++) {
    out.push(
      `@font-face{font-family:__Inter_${n};font-style:normal;font-weight:${100 * (i % 9) + 100};font-display:swap;` +
        `src:url(/_next/static/media/${media[i]}) format("woff2"),url("/_next/static/media/${media[i]}") format("woff2");` +
        `unicode-range:U+0000-00FF,U+0131,U+0152-0153}`
    )
  }
  for (let i = 0; i < 150; i++) {
    out.push(
      `.icon-${n}-${i}{background-image:url('/_next/static/media/${media[i % media.length]}');mask:url(data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=) no-repeat}`
    )
  }
  return `${base}\n${out.join('\n')}\n/*# sourceMappingURL=${n}.css.map*/\n`
}

export function nextAssets(css: string, js: string): NextAssets {
  const files: Array<[string, Buffer | string]> = []
  const media: string[] = []
  for (let i = 0; i < 12; i++) {
    const name = `${hash16(`font${i}`)}-s.p.woff2`
    media.push(name)
    files.push([`_next/static/media/${name}`, createHash('sha512').update(name).digest()])
  }
  const styles: string[] = []
  for (let n = 0; n < 2; n++) {
    const text = stylesheet(css, media, n)
    const name = `_next/static/css/${hash16(text)}.css`
    styles.push(name)
    files.push([name, text])
  }
  const scripts: string[] = []
  for (const chunk of ['webpack', 'framework', 'main-app', 'app/layout', 'app/docs/page']) {
    const text = `(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([["${chunk}"],{}]);\n${js}`
    const name = `_next/static/chunks/${chunk}-${hash16(text)}.js`
    scripts.push(name)
    files.push([name, text])
  }
  const buildId = hash16('build')
  files.push([`_next/static/${buildId}/_buildManifest.js`, 'self.__BUILD_MANIFEST={};'])
  const head =
    styles.map(s => `<link rel="stylesheet" href="/${s}" data-precedence="next">`).join('') +
    scripts.map(s => `<link rel="preload" as="script" fetchpriority="low" href="/${s}">`).join('')
  const tail = scripts.map(s => `<script src="/${s}" async=""></script>`).join('')
  return { files, head, tail, css: styles[0]!, js: scripts[0]! }
}

/** Where page `i` is written (`plain` is its path without `.html`) and how pages link to it. */
export function nextPagePath(plain: string, i: number): { path: string; href: string } {
  // One page in ten is a folder's index (a section's landing page), linked with a trailing `/`.
  return i % 10 === 3
    ? { path: `${plain}/index.html`, href: `/${plain}/` }
    : { path: `${plain}.html`, href: `/${plain}` }
}

/** Whether page `i` had an older address, where a redirect page to it is left. */
export function nextRedirected(i: number): boolean {
  return i % 1000 === 500
}

/** Whether page `i` links to a page the export left out (`/docs/archived/guide-<i>`). */
export function nextLinksMissing(i: number): boolean {
  return i % 20 === 7
}

/** A redirect page left where page `i` used to be, to its `href`. */
export function nextRedirect(i: number, href: string): { path: string; html: string } {
  return {
    path: `docs/legacy/page-${i}.html`,
    html:
      `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}">` +
      `<link rel="canonical" href="${href}"></head><body><a href="${href}">Moved</a></body></html>\n`
  }
}
