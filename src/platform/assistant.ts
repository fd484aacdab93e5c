// Client of the assistant message endpoint, v1 (deprecated; SDK v4 data stream):
// `POST {discovery_url}/v1/assistant/{domain}/message` with the public assistant key. The reply
// body is read as it streams, so callers see text parts as soon as the server writes them.
import { HttpClient } from '@actions/http-client'
import type { IncomingMessage } from 'node:http'
import {
  DEFAULT_RETRIEVAL_PAGE_SIZE,
  type AssistantFilter,
  type AssistantReply,
  type AssistantRequest,
  type ContextItem,
  type DataStreamPart
} from './assistant-types.js'
import { AssistantRequestError, validateAssistantRequest } from './assistant-request.js'
import { AssistantReplyBuilder } from './assistant-reply.js'
import { DataStreamError, readDataStream } from './data-stream.js'
import { contentEncodingProblem, decodedBody, decodedText } from './content-coding.js'
import { errorTextWithout } from './errors.js'
import { isTimeoutError } from './http.js'
import { directWhereNoProxySays } from '../no-proxy.js'
import {
  ADMIN_KEY_PREFIX,
  ASSISTANT_KEY_PREFIX,
  checkAssistantDomain,
  checkDiscoveryUrl,
  keyCharacterProblem
} from './checks.js'
import { oneLine } from '../log-text.js'
import { redact } from '../redact.js'
import { proxyTunnelHint } from '../proxy-hint.js'
import { parseRetryAfter } from './backoff.js'
import { USER_AGENT } from './user-agent.js'

export { AssistantRequestError, validateAssistantRequest } from './assistant-request.js'
export { AssistantStreamError, DataStreamCutError, DataStreamError } from './data-stream.js'
export type * from './assistant-types.js'

export const DEPRECATION_NOTICE =
  'The assistant message endpoint v1 (/v1/assistant/{domain}/message) is deprecated: it speaks ' +
  'the chat SDK v4 data stream. Clients on SDK 5 or later should move to the v2 endpoint.'

let deprecationShown = false

/** Shows the v1 deprecation notice once per process, however many clients or requests. */
function noticeDeprecation(notice: (message: string) => void): void {
  if (deprecationShown) return
  deprecationShown = true
  notice(DEPRECATION_NOTICE)
}

/** Refuses anything but an assistant key before a request is made. The key itself is never quoted. */
export function checkAssistantKey(key: string): void {
  if (key.trim() === '') throw new Error('the assistant key is empty: pass the svc_dsc_… key')
  const characterProblem = keyCharacterProblem(key, 'the assistant key')
  if (characterProblem) throw new Error(characterProblem)
  if (key.startsWith(ASSISTANT_KEY_PREFIX)) return
  if (key.startsWith(ADMIN_KEY_PREFIX)) {
    throw new Error(
      'refusing to send an admin key (svc_…) to the assistant endpoint: the admin key is a ' +
        'server-side secret and must not be used where the public assistant key (svc_dsc_…) ' +
        'belongs. Use the assistant key from the API keys page of the dashboard.'
    )
  }
  throw new Error('the assistant key does not look like one: assistant keys start with svc_dsc_')
}

/** A non-200 answer from the assistant endpoint. */
export class AssistantHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** From `Retry-After` (429, 503), in milliseconds. */
    readonly retryAfterMs?: number
  ) {
    super(message)
    this.name = 'AssistantHttpError'
  }
}

/**
 * Why a 404 came, from what was sent: a follow-up's thread id without its key gets the same 404
 * as an unknown site, and the export's hostname in place of the site's subdomain identifier is
 * the easy mistake (the other action's `domain` is a hostname).
 */
function notFoundHint(domain: string, sentThreadId: boolean): string {
  const thread = sentThreadId
    ? ', or the threadId sent is unknown or came without its matching threadKey'
    : ''
  const hostname = domain.includes('.')
    ? ` ${domain} looks like a hostname: the assistant names a site by its subdomain identifier, ` +
      'the last segment of its dashboard URL (e.g. acme), not the domain it is served on.'
    : ''
  return `Either the domain ${domain} is unknown${thread}.${hostname}`
}

function explainStatus(
  status: number,
  serverMessage: string,
  domain: string,
  sentThreadId: boolean
): string {
  const said = serverMessage ? `: ${serverMessage}` : ''
  switch (status) {
    case 400:
      return `400 from the assistant${said}. The request body was refused; check the fields named.`
    case 401:
      return `401 from the assistant${said}. The assistant key is missing, expired or unknown; generate a new svc_dsc_ key.`
    case 403:
      return `403 from the assistant${said}. The key may not use the assistant for ${domain}, or the request came from an IP outside the key's allow-list.`
    case 404:
      return `404 from the assistant${said}. ${notFoundHint(domain, sentThreadId)}`
    case 410:
      return `410 from the assistant${said}. The deprecated v1 message endpoint is gone for this site; clients on chat SDK 5 or later use the v2 endpoint.`
    case 429:
      return `429 from the assistant${said}. A rate limit was reached (10,000 requests per organization per hour, 10,000 per IP per day); wait and retry.`
    default:
      return `${status} from the assistant${said}.`
  }
}

export interface AssistantClientOptions {
  /** `{discovery_url}`, e.g. `https://api.example.com/discovery`. */
  discoveryUrl: string
  /** The site's domain identifier (the last segment of its dashboard URL). */
  domain: string
  /** The public assistant key, `svc_dsc_…`. */
  assistantKey: string
  userAgent?: string
  /** Socket inactivity limit while the reply streams (ms). Default 60 s. */
  timeoutMs?: number
  /**
   * Limit on one reply as a whole, from the request to its last part (ms). Default 5 minutes:
   * a reply takes seconds, and a server or proxy that keeps sending blank keep-alive lines
   * never trips the inactivity limit, which would hold a CI step until the job's own timeout.
   */
  replyTimeoutMs?: number
  /** Where the one-time deprecation notice goes; default `console.warn`. */
  notice?: (message: string) => void
  /** Clock for time to first token; injectable for tests. */
  now?: () => number
}

export interface AskOptions {
  /** Called with every part as it is read. */
  onPart?: (part: DataStreamPart) => void
}

/** A typed part stream and the reply it adds up to. */
export interface AssistantStream {
  /** The parts, in order. Iterate once; `reply` is complete when the iteration ends. */
  parts: AsyncIterable<DataStreamPart>
  /** Headers of the answer (thread id and key arrive here first). */
  headers: IncomingMessage['headers']
  reply: AssistantReply
}

export class AssistantClient {
  private readonly http: HttpClient
  private readonly url: string
  private readonly now: () => number
  private readonly timeoutMs: number
  private readonly replyTimeoutMs: number

  constructor(private readonly options: AssistantClientOptions) {
    checkAssistantKey(options.assistantKey)
    const domainProblem = checkAssistantDomain(options.domain)
    if (domainProblem) throw new Error(domainProblem)
    // A query would end up before the path appended here, plain http would carry the key in
    // clear: the export client's rule for its base URL holds for this one too.
    const urlProblem = checkDiscoveryUrl(options.discoveryUrl)
    if (urlProblem) throw new Error(urlProblem)
    const base = options.discoveryUrl.replace(/\/+$/, '')
    this.url = `${base}/v1/assistant/${encodeURIComponent(options.domain)}/message`
    this.now = options.now ?? (() => performance.now())
    // Retries of a streamed POST are the caller's decision (the check action backs off on 429).
    this.timeoutMs = options.timeoutMs ?? 60_000
    this.replyTimeoutMs = options.replyTimeoutMs ?? 300_000
    this.http = new HttpClient(
      options.userAgent ?? `${USER_AGENT} assistant`,
      [directWhereNoProxySays],
      {
        allowRetries: false,
        allowRedirects: false,
        socketTimeout: this.timeoutMs,
        headers: {}
      }
    )
  }

  /** Sends a request and gives the parts as they stream; throws before sending if it is invalid. */
  async stream(request: AssistantRequest): Promise<AssistantStream> {
    const problems = validateAssistantRequest(request)
    if (problems.length > 0) throw new AssistantRequestError(problems)
    noticeDeprecation(this.options.notice ?? (m => console.warn(m)))
    const body: AssistantRequest = {
      ...request,
      retrievalPageSize: request.retrievalPageSize ?? DEFAULT_RETRIEVAL_PAGE_SIZE
    }
    const started = this.now()
    // The reply's own limit runs on real time, whatever clock the caller gave for its figures.
    const sentAt = performance.now()
    // Redirects are followed here, not by the HTTP client, which throws a bare "Invalid URL" on
    // a relative Location (RFC 9110 allows one). As fetch does for the SDK: the same POST on
    // 307 and 308 (and on 301, 302, 303, where fetch would send a GET that the assistant
    // answers with an error anyway), the key only to the origin it was meant for.
    const origin = new URL(this.url).origin
    let url = this.url
    let response: Awaited<ReturnType<HttpClient['post']>>
    for (let hops = 0; ; hops++) {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        Accept: 'text/plain',
        ...(new URL(url).origin === origin
          ? { Authorization: `Bearer ${this.options.assistantKey}` }
          : {})
      }
      response = await this.http.post(url, JSON.stringify(body), headers).catch((err: unknown) => {
        // A proxy that will not open the tunnel (407: credentials missing or refused) answers
        // the same every time: said once, with the proxy and the variable, and no code to retry.
        const proxyHint = proxyTunnelHint(err, new URL(url))
        if (proxyHint) {
          throw new Error(`could not reach the assistant at ${new URL(url).host}: ${proxyHint}`)
        }
        // No answer within the socket timeout: the same silence that, once the answer has
        // begun, ends the body with ECONNRESET. Given a code, callers can retry both alike.
        if (!isTimeoutError(err) || (err as { code?: unknown }).code !== undefined) throw err
        throw Object.assign(
          new Error(
            `the assistant did not answer within ${Math.round(this.timeoutMs / 1000)} s (${(err as Error).message})`
          ),
          { code: 'ETIMEDOUT' }
        )
      })
      const location = response.message.headers.location
      if (!REDIRECTS.has(response.message.statusCode ?? 0) || location === undefined) break
      response.message.resume()
      const next = URL.canParse(location, url) ? new URL(location, url) : undefined
      if (next === undefined || !/^https?:$/.test(next.protocol)) {
        throw new Error(
          `the assistant's address answered ${response.message.statusCode} with a Location that is not an http(s) URL; check the discovery URL`
        )
      }
      if (next.protocol === 'http:' && new URL(url).protocol === 'https:') {
        throw new Error(
          `the assistant's address redirects from https to plain http (${next.host}); not followed. Check the discovery URL`
        )
      }
      if (hops >= MAX_REDIRECTS) {
        throw new Error(
          `the assistant's address redirected more than ${MAX_REDIRECTS} times; check the discovery URL`
        )
      }
      // fetch follows a POST's 301 or 302, and any 303, with a GET and no body (the Fetch
      // standard's HTTP-redirect fetch): the chat SDK's conversation never reaches the new
      // address, so the widget fails there. Said, not followed with a POST it would not send.
      const status = response.message.statusCode ?? 0
      if (status !== 307 && status !== 308) {
        throw new Error(
          `the assistant's address answered ${status}, redirecting to ${oneLine(next.origin + next.pathname)}, which a browser's fetch (the chat SDK's) follows with a GET ` +
            'without the conversation, so the assistant fails there too. Point the discovery URL at the new address, or have it redirect with 307 or 308'
        )
      }
      url = next.href
    }
    const message = response.message
    const status = message.statusCode ?? 0
    if (status !== 200) {
      // Outside text: it may echo the key, and it reaches the log, the summary and the report.
      const text = await decodedText(message)
      const serverMessage = oneLine(errorTextWithout(text, [this.options.assistantKey]))
      throw new AssistantHttpError(
        status,
        explainStatus(status, serverMessage, this.options.domain, Boolean(request.threadId)),
        parseRetryAfter(message.headers['retry-after'], Date.now())
      )
    }
    const header = (name: string) => {
      const v = message.headers[name]
      return Array.isArray(v) ? v[0] : v
    }
    // A sign-in page or a proxy's page in front of the API answers 200 too (often after a
    // redirect): read as a data stream it would fail on its first line with a parse error.
    const contentType = header('content-type') ?? ''
    if (/^\s*(text\/html|application\/xhtml\+xml)\b/i.test(contentType)) {
      message.resume()
      throw new Error(
        `the assistant's address answered 200 with an HTML page (Content-Type ${oneLine(contentType, 80)}), not the data stream: ` +
          `a sign-in page or a proxy's page stands in front of ${new URL(this.url).host}. ` +
          'Check the discovery URL, and that the runner reaches the API without signing in.'
      )
    }
    // A gateway that answers 200 with a JSON error body: its words are the useful part.
    if (/^\s*application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType)) {
      const text = await decodedText(message)
      const said = oneLine(errorTextWithout(text, [this.options.assistantKey]))
      throw new Error(
        `the assistant's address answered 200 with JSON (Content-Type ${oneLine(contentType, 80)}), ` +
          `not the data stream${said ? `: ${said}` : ''}. Check the discovery URL.`
      )
    }
    // A coding the client cannot undo is refused before the body is read, as the answer it is.
    const codingProblem = contentEncodingProblem(message)
    if (codingProblem) {
      message.resume()
      throw new Error(codingProblem)
    }
    // The socket timeout above only half-closes the connection (http-client ends its side): a
    // server or proxy that keeps its side open after a stall would leave the reply waiting for
    // ever. The body is ended here instead, with a code the caller's retry rule knows.
    message.setTimeout(this.timeoutMs, () => {
      message.destroy(
        Object.assign(
          new Error(
            `the assistant's reply stalled: nothing came for ${Math.round(this.timeoutMs / 1000)} s`
          ),
          { code: 'ETIMEDOUT' }
        )
      )
    })
    // Every byte resets the inactivity limit above, blank lines too: the reply as a whole has
    // its own, counted from the request (the same error code, so the caller's retry rule
    // treats it as it treats a stall).
    const replyLimit = this.replyTimeoutMs
    const deadline = setTimeout(
      () => {
        message.destroy(
          Object.assign(
            new Error(
              `the assistant's reply took longer than ${Math.round(replyLimit / 1000)} s in all ` +
                '(data kept coming, but no finished reply)'
            ),
            { code: 'ETIMEDOUT' }
          )
        )
      },
      Math.min(2 ** 31 - 1, Math.max(0, replyLimit - (performance.now() - sentAt)))
    )
    message.once('close', () => clearTimeout(deadline))
    const builder = new AssistantReplyBuilder()
    const threadId = header('x-thread-id')
    const threadKey = header('x-thread-key')
    if (threadId) builder.reply.threadId = threadId
    if (threadKey) builder.reply.threadKey = threadKey
    const now = this.now
    const key = this.options.assistantKey
    async function* parts(): AsyncGenerator<DataStreamPart> {
      // A reply is whole only with its finish part: one without it was cut off on its way.
      const source = readDataStream(decodedBody(message), {
        requireFinish: true,
        secrets: [key]
      })
      let read = 0
      try {
        for await (const part of source) {
          if (part.type === 'text' && builder.reply.timeToFirstTokenMs === undefined) {
            builder.reply.timeToFirstTokenMs = now() - started
          }
          builder.add(part)
          read += 1
          yield part
        }
      } catch (err) {
        // Node ends a body reset by the peer with a bare "aborted": said as what happened, with
        // the code kept for the caller's retry rule.
        const code = (err as { code?: unknown } | null)?.code
        if (code !== 'ECONNRESET' || err instanceof DataStreamError) throw err
        throw Object.assign(
          new Error(
            `the connection closed in the middle of the assistant's reply, after ${read} ` +
              `${read === 1 ? 'part' : 'parts'} (ECONNRESET: ${(err as Error).message})`
          ),
          { code }
        )
      }
    }
    return { parts: parts(), headers: message.headers, reply: builder.reply }
  }

  /** Sends a request and reads the whole reply. */
  async ask(request: AssistantRequest, options: AskOptions = {}): Promise<AssistantReply> {
    const { parts, reply } = await this.stream(request)
    for await (const part of parts) options.onPart?.(part)
    // The reply is outside text that reaches reports, summaries and artifacts, where the
    // runner's masking does not: a key it echoes (split over parts or not) is taken out whole.
    const secrets = [this.options.assistantKey]
    reply.text = redact(reply.text, secrets)
    reply.reasoning = redact(reply.reasoning, secrets)
    for (const source of reply.sources) {
      source.content = redact(source.content, secrets)
      if (source.title !== undefined) source.title = redact(source.title, secrets)
      if (source.url !== undefined) source.url = redact(source.url, secrets)
      if (source.path !== undefined) source.path = redact(source.path, secrets)
    }
    return reply
  }
}

/** Redirect statuses followed (stream), and how many hops at most. */
const REDIRECTS = new Set([301, 302, 303, 307, 308])
const MAX_REDIRECTS = 5

export interface QuestionOptions {
  fp?: string
  filter?: AssistantFilter | null
  context?: ContextItem[]
  currentPath?: string
  retrievalPageSize?: number
  /** Continue a thread: both come from an earlier reply. */
  threadId?: string
  threadKey?: string
  /** Message id; default a fresh random id. */
  messageId?: string
}

/** The request a single user question makes, with the extra message fields SDK clients send. */
export function questionRequest(question: string, options: QuestionOptions = {}): AssistantRequest {
  const request: AssistantRequest = {
    fp: options.fp ?? 'anonymous',
    messages: [
      {
        id: options.messageId ?? `msg_${crypto.randomUUID()}`,
        role: 'user',
        createdAt: new Date().toISOString(),
        content: question,
        parts: [{ type: 'text', text: question }]
      }
    ],
    threadId: options.threadId ?? null,
    retrievalPageSize: options.retrievalPageSize ?? DEFAULT_RETRIEVAL_PAGE_SIZE,
    filter: options.filter ?? null
  }
  if (options.threadKey !== undefined) request.threadKey = options.threadKey
  if (options.context !== undefined) request.context = options.context
  if (options.currentPath !== undefined) request.currentPath = options.currentPath
  return request
}

/** For tests: lets the deprecation notice show again. */
export function resetDeprecationNoticeForTests(): void {
  deprecationShown = false
}
