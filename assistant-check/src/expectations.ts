// Judges one reply against its question's expectations. Each failure is a sentence a reader of
// the job summary can act on.
import type { AssistantReply, FinishReason } from '../../src/platform/assistant-types.js'
import type { Expectations } from './questions.js'

/** The path with its percent-escapes decoded; as it is when they are not valid UTF-8. */
function decodePath(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** `/guides/install/`, `guides/install`, `https://site/guides/install.html` → `/guides/install`. */
export function normalisePagePath(value: string): string {
  let p = value
  if (/^https?:\/\//i.test(p) && URL.canParse(p)) p = new URL(p).pathname
  p = p.split(/[?#]/)[0] ?? ''
  // A URL's path comes percent-encoded (/fr/d%C3%A9marrage), a result's path or the file's
  // expectation as written (/fr/démarrage): a docs site in another language must still match.
  p = decodePath(p)
  p = p
    .replace(/\.html$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '')
  return p.startsWith('/') ? p || '/' : `/${p}`
}

/** The pages a reply cites: its search sources, as paths. */
export function citedPages(reply: AssistantReply): string[] {
  const pages = reply.sources.map(s => normalisePagePath(s.path ?? s.url ?? ''))
  return pages.filter((p, i) => pages.indexOf(p) === i)
}

export function judgeReply(reply: AssistantReply, expect: Expectations): string[] {
  const failures: string[] = []
  // A reply may cite pages (the search ran) and finish with "stop" while the model wrote
  // nothing: the site's chat shows an empty answer, whatever the question expects.
  if (reply.text.trim() === '') failures.push('the answer has no text')
  const cited = citedPages(reply)
  for (const page of expect.cites) {
    if (!cited.includes(normalisePagePath(page))) {
      failures.push(`does not cite ${page} (cited: ${cited.length ? cited.join(', ') : 'none'})`)
    }
  }
  const text = reply.text.toLowerCase()
  for (const needle of expect.contains) {
    if (!text.includes(needle.toLowerCase())) failures.push(`answer does not contain "${needle}"`)
  }
  for (const needle of expect.notContains) {
    if (text.includes(needle.toLowerCase()))
      failures.push(`answer contains "${needle}", which it must not`)
  }
  if (expect.matches) {
    expect.matches.lastIndex = 0
    if (!expect.matches.test(reply.text))
      failures.push(`answer does not match ${String(expect.matches)}`)
  }
  const reason = reply.finishReason
  if (reason !== undefined && reason !== 'stop' && !UNTOLD_FINISH_REASONS.includes(reason)) {
    failures.push(`the reply finished with "${reason}" instead of "stop"`)
  }
  if (reply.finishReason === undefined)
    failures.push('the reply stream ended without a finish part')
  return failures
}

/**
 * Finish reasons that say nothing about the answer: the chat SDK's server writes `unknown` when
 * the model's provider gave no reason (or one it does not map: a refusal from some providers, a
 * reason newer than the SDK; the client reads reasons it does not know so too) and `other` for
 * the provider's own "other". The answer may be whole, and a site's chat shows it as any other,
 * so its expectations decide; the reason is a warning. `length`, `content-filter`, `error` and
 * `tool-calls` say the answer was cut, withheld or never written, and fail the question.
 */
const UNTOLD_FINISH_REASONS: readonly FinishReason[] = ['unknown', 'other']

/** What a reader should know about a reply that does not fail it. */
export function replyWarnings(reply: AssistantReply): string[] {
  const warnings: string[] = []
  if (reply.finishReason !== undefined && UNTOLD_FINISH_REASONS.includes(reply.finishReason)) {
    warnings.push(
      `the reply finished with "${reply.finishReason}" instead of "stop" (the model gave no ` +
        'reason for ending); the answer was judged as it came'
    )
  }
  // Read (and their sources cited) as newer clients read them, but a site whose chat runs on
  // SDK 4.1 shows an error for this reply: the check cannot tell which SDK the site runs.
  if (reply.newerCodes.length > 0) {
    warnings.push(
      `the reply holds data stream parts ${reply.newerCodes.map(c => `${c}:`).join(', ')}, which ` +
        'chat SDK 4.1 clients (the oldest the platform supports) fail on; sources are meant to ' +
        'travel as a search tool call'
    )
  }
  return warnings
}
