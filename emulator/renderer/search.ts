// The prebuilt client-side search index. MiniSearch serialises to compact JSON that its
// browser build loads without re-indexing; the index holds titles, headings and a trimmed body
// (not whole pages) so a 10,000-page site stays a few MiB compressed.
import MiniSearch from 'minisearch'

export interface SearchDoc {
  id: number
  /** Output file relative to the bundle root. */
  url: string
  title: string
  /** Group path shown under a result, e.g. "Guides › Authentication". */
  section: string
  headings: string
  text: string
  v: string
  l: string
}

/** Words of prose kept per page in the index: enough to find a page by what it is about. */
export const INDEXED_BODY_WORDS = 200

export function trimForIndex(text: string, words = INDEXED_BODY_WORDS): string {
  let count = 0
  let i = 0
  while (i < text.length && count < words) {
    const next = text.indexOf(' ', i)
    if (next < 0) return text
    i = next + 1
    count++
  }
  return text.slice(0, i).trim()
}

export const SEARCH_OPTIONS = {
  fields: ['title', 'headings', 'text'],
  storeFields: ['url', 'title', 'section', 'v', 'l']
}

/** A script that sets `window.__DOCS_SEARCH__` (a script, not JSON, so file:// pages can load it). */
export function buildSearchIndexScript(docs: SearchDoc[]): string {
  const index = new MiniSearch<SearchDoc>(SEARCH_OPTIONS)
  index.addAll(docs)
  return `window.__DOCS_SEARCH__=${JSON.stringify({ options: SEARCH_OPTIONS, index })};\n`
}
