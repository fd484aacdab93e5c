// The assistant's HTTP routes on the discovery base: the v1 message endpoint (streamed reply in
// the SDK v4 data stream) and the read routes for search and pages. Auth and site content come
// from the host emulator, so these routes mount onto the platform emulator or a standalone one.
import type http from 'node:http'
import { randomBytes } from 'node:crypto'
import { HttpError, readJson, sendJson, type Router } from '../lib/http.js'
import { validateAssistantRequest } from '../../src/platform/assistant-request.js'
import type { AssistantMessage, AssistantRequest } from '../../src/platform/assistant-types.js'
import { composeAnswer, estimateTokens, textDeltas } from './answer.js'
import { AssistantRateLimiter, type RateLimitOptions } from './rate-limit.js'
import { PassageIndex, type RetrievedPassage } from './retrieval.js'
import type { SitePage } from './site-pages.js'
import { DataStreamWriter } from './stream-writer.js'
import { ThreadStore, type Thread } from './threads.js'

export interface AssistantAccess {
  orgId: string
}

export interface AssistantRoutesOptions {
  /**
   * Checks the bearer assistant key for the domain and names its organization; throws an
   * HttpError (401 unknown or expired key, 403 wrong organization or admin key, 404 unknown domain).
   */
  authorize(req: http.IncomingMessage, domain: string): AssistantAccess | Promise<AssistantAccess>
  /** The pages of the domain's site; undefined when the domain has no site content. */
  pages(domain: string): SitePage[] | undefined | Promise<SitePage[] | undefined>
  rateLimits?: RateLimitOptions
}

export interface AssistantEmulatorState {
  threads: ThreadStore
  limiter: AssistantRateLimiter
  /** Questions the message route answered, in order (for tests that check what arrived). */
  received: AssistantRequest[]
}

const DEFAULT_PAGE_SIZE = 5
const MAX_PAGE_SIZE = 50

function clientIp(req: http.IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
  return first || req.socket.remoteAddress || 'unknown'
}

function messageText(message: AssistantMessage): string {
  const fromParts = message.parts
    .flatMap(p => (p.type === 'text' ? [p.text] : []))
    .join('\n')
    .trim()
  return fromParts || message.content
}

function searchResult(passage: RetrievedPassage) {
  const metadata: Record<string, string> = { title: passage.title, heading: passage.heading }
  if (passage.version !== undefined) metadata.version = passage.version
  if (passage.language !== undefined) metadata.language = passage.language
  return { path: passage.path, content: passage.text, metadata }
}

export function mountAssistantRoutes(
  router: Router,
  options: AssistantRoutesOptions
): AssistantEmulatorState {
  const state: AssistantEmulatorState = {
    threads: new ThreadStore(),
    limiter: new AssistantRateLimiter(options.rateLimits),
    received: []
  }
  // One index per domain, rebuilt only when the host hands over a different page list.
  const indexes = new Map<string, { pages: SitePage[]; index: PassageIndex }>()

  async function indexFor(domain: string): Promise<PassageIndex> {
    const pages = await options.pages(domain)
    if (!pages) throw new HttpError(404, `no documentation site for domain ${domain}`)
    const cached = indexes.get(domain)
    if (cached && cached.pages === pages) return cached.index
    const index = new PassageIndex(pages)
    indexes.set(domain, { pages, index })
    return index
  }

  /** Auth first, then the limits, so an unauthenticated caller cannot use up an org's quota. */
  async function admit(req: http.IncomingMessage, domain: string): Promise<AssistantAccess> {
    const access = await options.authorize(req, domain)
    const verdict = state.limiter.check(access.orgId, clientIp(req))
    if (!verdict.allowed) {
      throw new HttpError(
        429,
        `rate limit exceeded (${verdict.limit}); retry after ${verdict.retryAfterSeconds} seconds`,
        { 'Retry-After': String(verdict.retryAfterSeconds) }
      )
    }
    return access
  }

  router.add('POST', '/v1/assistant/:domain/message', async (req, res, { domain = '' }) => {
    const access = await admit(req, domain)
    const body = await readJson(req)
    const problems = validateAssistantRequest(body)
    if (problems.length > 0) throw new HttpError(400, `invalid request: ${problems.join('; ')}`)
    const request = body as AssistantRequest
    const index = await indexFor(domain)

    let thread: Thread | undefined
    let isNewThread = false
    if (request.threadId) {
      thread = state.threads.find(request.threadId, request.threadKey, access.orgId, domain)
      if (!thread) throw new HttpError(404, 'thread not found')
    } else {
      thread = state.threads.create(access.orgId, domain)
      isNewThread = true
    }
    state.received.push(request)

    const userMessages = request.messages.filter(m => m.role === 'user')
    const last = userMessages[userMessages.length - 1]
    if (!last) throw new HttpError(400, 'invalid request: messages must hold a user message')
    const question = messageText(last)
    const history = [...thread.questions, ...userMessages.slice(0, -1).map(messageText)].filter(
      (q, i, all) => q !== question && all.indexOf(q) === i
    )
    const passages = index.retrieve({
      question,
      history,
      context: request.context,
      currentPath: request.currentPath,
      filter: request.filter,
      limit: request.retrievalPageSize ?? DEFAULT_PAGE_SIZE
    })
    const answer = composeAnswer(question, passages, request.filter)
    thread.questions.push(question)

    const writer = new DataStreamWriter(res)
    writer.start(
      isNewThread
        ? { 'X-Thread-Id': thread.id, 'X-Thread-Key': thread.key }
        : { 'X-Thread-Id': thread.id }
    )
    const messageId = `msg_${randomBytes(8).toString('hex')}`
    const toolCallId = `call_${randomBytes(8).toString('hex')}`
    const usage = {
      promptTokens: estimateTokens(question + passages.map(p => p.text).join('')),
      completionTokens: estimateTokens(answer.text)
    }
    await writer.write('f', { messageId })
    await writer.write('8', [{ threadId: thread.id }])
    const args: Record<string, unknown> = { query: question }
    if (request.filter) args.filter = request.filter
    await writer.write('9', { toolCallId, toolName: 'search', args })
    await writer.write('a', { toolCallId, result: passages.map(searchResult) })
    for (const delta of textDeltas(answer.text)) await writer.write('0', delta)
    await writer.write('e', { finishReason: 'stop', usage, isContinued: false })
    await writer.write('d', { finishReason: 'stop', usage, threadId: thread.id })
    await writer.end()
  })

  router.add('POST', '/v1/search/:domain', async (req, res, { domain = '' }) => {
    await admit(req, domain)
    const body = (await readJson(req)) as Record<string, unknown> | undefined
    if (!body || typeof body.query !== 'string' || body.query.trim() === '') {
      throw new HttpError(400, 'query is required and must be a non-empty string')
    }
    const pageSize = body.pageSize ?? body.retrievalPageSize ?? DEFAULT_PAGE_SIZE
    if (
      typeof pageSize !== 'number' ||
      !Number.isInteger(pageSize) ||
      pageSize < 1 ||
      pageSize > MAX_PAGE_SIZE
    ) {
      throw new HttpError(400, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    }
    const filter = body.filter as { version?: string; language?: string } | null | undefined
    const index = await indexFor(domain)
    const results = index.retrieve({ question: body.query, filter, limit: pageSize })
    sendJson(res, 200, results.map(searchResult))
  })

  router.add('POST', '/v1/page/:domain', async (req, res, { domain = '' }) => {
    await admit(req, domain)
    const body = (await readJson(req)) as Record<string, unknown> | undefined
    if (!body || typeof body.path !== 'string' || body.path === '') {
      throw new HttpError(400, 'path is required and must be a string')
    }
    const index = await indexFor(domain)
    const page = index.page(body.path)
    if (!page) {
      sendJson(res, 404, { message: `no page at ${body.path}` })
      return
    }
    sendJson(res, 200, { path: page.path, content: page.text })
  })

  return state
}
