// The kept real site (__fixtures__/sites/real-rust-docs, see its SOURCES.md) as a bundle's
// pages, for the tests that read real pages and for the child script one of them runs.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

export const REAL_SITE = path.resolve('__fixtures__/sites/real-rust-docs')

/** The site's pages as bundle paths and bytes, in the order `tar --sort=name` lists them. */
export function realSitePages(site = REAL_SITE): Array<[string, Buffer]> {
  const walk = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap(name => {
        const full = path.join(dir, name)
        return statSync(full).isDirectory() ? walk(full) : [full]
      })
  return walk(site)
    .filter(file => file.endsWith('.html'))
    .map(file => [path.relative(site, file).split(path.sep).join('/'), readFileSync(file)])
}
