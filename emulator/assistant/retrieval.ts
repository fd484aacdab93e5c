// Full-text retrieval over a site's pages, the way the assistant grounds its replies: pages are
// split into passages (a heading and the paragraphs under it), indexed with MiniSearch (BM25+
// ranking), and searched with the question, earlier questions of the thread, the context items,
// and the page the user is on.
import MiniSearch from 'minisearch'
import type { SitePage } from './site-pages.js'

export interface Passage {
  id: number
  path: string
  title: string
  heading: string
  version?: string
  language?: string
  text: string
}

export interface RetrievalQuery {
  /** The question being answered. */
  question: string
  /** Earlier questions of the conversation: they steer ranking, with less weight. */
  history?: string[]
  /** Code or selected text the user attached, and the pages they came from. */
  context?: { value: string; path?: string }[]
  /** The page the user is viewing; its passages rank higher. */
  currentPath?: string
  filter?: { version?: string; language?: string } | null
  /** How many results (one passage per page) to return. */
  limit: number
}

export interface RetrievedPassage extends Passage {
  score: number
}

// Words that carry no topic; without this, "how do I …" would match every page.
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can could do does did for from has have how i if in into is it its ' +
    'me my of on or our should so than that the their then there these this to was we what when ' +
    'where which who why will with would you your about any there get'
  ).split(' ')
)

/**
 * Lower-case, drop stop words, and fold common English endings so "installing", "installed"
 * and "installation" find "install", and "configure" finds "configuration". A light stemmer:
 * both the index and the queries go through it, so only consistency matters.
 */
export function normaliseTerm(term: string): string | null {
  let word = term.toLowerCase().replace(/'s$/, '')
  if (word.length < 2 || STOP_WORDS.has(word)) return null
  if (word.length > 7 && word.endsWith('ations')) word = word.slice(0, -6)
  else if (word.length > 6 && word.endsWith('ation')) word = word.slice(0, -5)
  else if (word.length > 5 && word.endsWith('ing')) word = word.slice(0, -3)
  else if (word.length > 4 && word.endsWith('ies')) word = `${word.slice(0, -3)}y`
  else if (word.length > 4 && word.endsWith('ed')) word = word.slice(0, -2)
  else if (word.length > 4 && word.endsWith('es')) word = word.slice(0, -2)
  else if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) word = word.slice(0, -1)
  if (word.length > 4 && word.endsWith('e')) word = word.slice(0, -1)
  return word
}

const PASSAGE_TARGET_CHARS = 700
const HISTORY_WEIGHT = 0.4
const CONTEXT_WEIGHT = 0.3
const CURRENT_PAGE_BOOST = 1.5
const CONTEXT_PAGE_BOOST = 1.3
const DEFAULT_LANGUAGE = 'en'

/** Splits a page into passages: a new one at each heading, and when one grows past the target. */
export function splitIntoPassages(page: SitePage): Omit<Passage, 'id'>[] {
  const passages: Omit<Passage, 'id'>[] = []
  let heading = page.title
  let buffer: string[] = []
  const flush = () => {
    const text = buffer.join('\n\n').trim()
    if (text) {
      const passage: Omit<Passage, 'id'> = { path: page.path, title: page.title, heading, text }
      if (page.version !== undefined) passage.version = page.version
      if (page.language !== undefined) passage.language = page.language
      passages.push(passage)
    }
    buffer = []
  }
  for (const paragraph of page.text.split(/\n\s*\n/)) {
    const trimmed = paragraph.trim()
    if (!trimmed) continue
    const headingMatch = /^#{1,6}\s+(.+)$/.exec(trimmed.split('\n')[0] ?? '')
    if (headingMatch) {
      flush()
      heading = (headingMatch[1] ?? '').trim()
      const rest = trimmed.split('\n').slice(1).join('\n').trim()
      if (rest) buffer.push(rest)
      continue
    }
    if (buffer.join('\n\n').length + trimmed.length > PASSAGE_TARGET_CHARS) flush()
    buffer.push(trimmed)
  }
  flush()
  return passages
}

function normalisePath(p: string): string {
  const noQuery = p.split(/[?#]/)[0] ?? ''
  const trimmed = noQuery
    .replace(/\.html$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '')
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`
}

export class PassageIndex {
  private readonly search: MiniSearch<Passage>
  readonly passages: Passage[] = []
  readonly pages: SitePage[]

  constructor(pages: SitePage[]) {
    this.pages = pages
    this.search = new MiniSearch<Passage>({
      fields: ['title', 'heading', 'text'],
      storeFields: ['path'],
      processTerm: normaliseTerm,
      searchOptions: {
        boost: { title: 2, heading: 1.5 },
        prefix: term => term.length >= 4,
        fuzzy: term => (term.length >= 6 ? 0.15 : false)
      }
    })
    for (const page of pages) {
      for (const passage of splitIntoPassages(page)) {
        this.passages.push({ ...passage, id: this.passages.length })
      }
    }
    this.search.addAll(this.passages)
  }

  /** The page at a path (trailing slash, `.html` and `/index` ignored). */
  page(pagePath: string): SitePage | undefined {
    const wanted = normalisePath(pagePath)
    return this.pages.find(p => normalisePath(p.path) === wanted)
  }

  private matchesFilter(passage: Passage, filter: RetrievalQuery['filter']): boolean {
    if (!filter) return true
    if (filter.version && passage.version !== undefined && passage.version !== filter.version) {
      return false
    }
    if (filter.language && (passage.language ?? DEFAULT_LANGUAGE) !== filter.language) return false
    return true
  }

  private scores(
    text: string,
    weight: number,
    filter: RetrievalQuery['filter'],
    into: Map<number, number>
  ) {
    if (!text.trim()) return
    const results = this.search.search(text, {
      filter: result => this.matchesFilter(this.passages[result.id as number] as Passage, filter)
    })
    for (const result of results) {
      const id = result.id as number
      into.set(id, (into.get(id) ?? 0) + result.score * weight)
    }
  }

  /**
   * The best passage of each of the `limit` best pages, best first. Ties are broken by page path
   * and passage order, so the same query always gives the same answer.
   */
  retrieve(query: RetrievalQuery): RetrievedPassage[] {
    const scores = new Map<number, number>()
    this.scores(query.question, 1, query.filter, scores)
    for (const earlier of query.history ?? [])
      this.scores(earlier, HISTORY_WEIGHT, query.filter, scores)
    for (const item of query.context ?? [])
      this.scores(item.value, CONTEXT_WEIGHT, query.filter, scores)
    const current = query.currentPath ? normalisePath(query.currentPath) : undefined
    const contextPaths = new Set(
      (query.context ?? []).flatMap(c => (c.path ? [normalisePath(c.path)] : []))
    )
    const ranked: RetrievedPassage[] = []
    for (const [id, raw] of scores) {
      const passage = this.passages[id] as Passage
      const pagePath = normalisePath(passage.path)
      let score = raw
      if (pagePath === current) score *= CURRENT_PAGE_BOOST
      if (contextPaths.has(pagePath)) score *= CONTEXT_PAGE_BOOST
      ranked.push({ ...passage, score })
    }
    ranked.sort((a, b) => b.score - a.score || a.path.localeCompare(b.path) || a.id - b.id)
    const seen = new Set<string>()
    const best: RetrievedPassage[] = []
    for (const passage of ranked) {
      if (seen.has(passage.path)) continue
      seen.add(passage.path)
      best.push(passage)
      if (best.length >= query.limit) break
    }
    return best
  }
}
