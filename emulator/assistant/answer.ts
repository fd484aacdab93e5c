// The emulator's reply: extractive and deterministic. It quotes the sentences of the retrieved
// passages that share the most words with the question and links the page each came from, so
// a test can tell what was retrieved by reading the answer.
import { normaliseTerm, type RetrievedPassage } from './retrieval.js'

const MAX_PASSAGES_QUOTED = 3
const MAX_SENTENCES_PER_PASSAGE = 2

function terms(text: string): Set<string> {
  const out = new Set<string>()
  for (const word of text.split(/[^\p{L}\p{N}_-]+/u)) {
    const term = normaliseTerm(word)
    if (term) out.add(term)
  }
  return out
}

function sentences(text: string): string[] {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9`"'(])/)
    .map(s => s.trim())
    .filter(s => s.length > 0)
}

/** The sentences of a passage that best match the question, in their original order. */
export function bestSentences(
  passage: string,
  question: Set<string>,
  max = MAX_SENTENCES_PER_PASSAGE
): string[] {
  const all = sentences(passage)
  const scored = all.map((sentence, index) => {
    let overlap = 0
    for (const term of terms(sentence)) if (question.has(term)) overlap += 1
    return { sentence, index, overlap }
  })
  const chosen = scored
    .filter(s => s.overlap > 0)
    .sort((a, b) => b.overlap - a.overlap || a.index - b.index)
    .slice(0, max)
  // The passage was retrieved as a whole (its title or heading may be what matched), so when
  // few sentences share a word with the question, its opening sentences fill the quote.
  const picked = [...chosen]
  for (const s of scored) {
    if (picked.length >= max) break
    if (!picked.includes(s)) picked.push(s)
  }
  return picked.sort((a, b) => a.index - b.index).map(s => s.sentence)
}

export interface ComposedAnswer {
  text: string
  /** The passages quoted, in the order they appear in the text. */
  quoted: RetrievedPassage[]
}

export function composeAnswer(
  question: string,
  passages: RetrievedPassage[],
  filter?: { version?: string; language?: string } | null
): ComposedAnswer {
  if (passages.length === 0) {
    const scope = [
      filter?.version && `version ${filter.version}`,
      filter?.language && `language ${filter.language}`
    ]
      .filter(Boolean)
      .join(', ')
    return {
      text: `I could not find anything about that in the documentation${scope ? ` (${scope})` : ''}. Try other words, or browse the pages directly.`,
      quoted: []
    }
  }
  const questionTerms = terms(question)
  const quoted = passages.slice(0, MAX_PASSAGES_QUOTED)
  const lines = quoted.map(p => {
    const where = p.heading && p.heading !== p.title ? `${p.title} › ${p.heading}` : p.title
    return `- ${bestSentences(p.text, questionTerms).join(' ')} ([${where}](${p.path}))`
  })
  return { text: `Here is what the documentation says:\n\n${lines.join('\n')}\n`, quoted }
}

/** Splits text into small deltas the way a model streams tokens: a word with its spacing. */
export function textDeltas(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? []
}

/** A rough token count (about four characters a token), for the usage the stream reports. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4)
}
