// Folds the parts of a data stream into the reply they add up to: the text, the pages cited
// (by a `search` tool result or a source part), tool calls, finish reason, usage and thread.
import type { AssistantReply, AssistantSource, DataStreamPart } from './assistant-types.js'
import { DataStreamError } from './data-stream.js'
import { NEWER_CLIENT_CODES } from './data-stream-parts.js'

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function toSource(item: unknown): AssistantSource | undefined {
  if (!isObject(item)) return undefined
  const metadata = isObject(item.metadata) ? item.metadata : {}
  const title =
    typeof metadata.title === 'string'
      ? metadata.title
      : typeof item.title === 'string'
        ? item.title
        : undefined
  const source: AssistantSource = {
    content: typeof item.content === 'string' ? item.content : ''
  }
  if (typeof item.url === 'string') source.url = item.url
  if (typeof item.path === 'string') source.path = item.path
  if (source.url === undefined && source.path === undefined) return undefined
  if (title !== undefined) source.title = title
  return source
}

/** The sources a `search` tool result carries: a list, or an object with a list inside. */
export function sourcesFromSearchResult(result: unknown): AssistantSource[] {
  const list = Array.isArray(result)
    ? result
    : isObject(result) && Array.isArray(result.results)
      ? result.results
      : isObject(result) && Array.isArray(result.sources)
        ? result.sources
        : []
  return list.map(toSource).filter((s): s is AssistantSource => s !== undefined)
}

/**
 * A part that refers to a tool call the stream has not opened. The chat SDK v4 client fails the
 * whole reply on it (a result needs its call, `9:` or `b:`, before it; an arguments delta its
 * streaming start, `b:`), so a site's chat shows an error where the check would see an answer.
 */
function outOfOrder(part: string, toolCallId: string, needs: string) {
  return new DataStreamError(
    `the data stream sent ${part} for tool call ${JSON.stringify(toolCallId)} before ${needs} ` +
      "with that id: the chat SDK v4 client fails the whole reply on it, so the site's chat " +
      'shows an error instead of this answer',
    0,
    ''
  )
}

/** Folds parts into an AssistantReply as they arrive. */
export class AssistantReplyBuilder {
  readonly reply: AssistantReply = {
    text: '',
    reasoning: '',
    sources: [],
    toolCalls: [],
    annotations: [],
    data: [],
    newerCodes: []
  }

  /** Calls opened by a streaming start (`b:`), whose argument deltas (`c:`) may follow. */
  private readonly streamedCalls = new Set<string>()

  /** Adds a part; throws DataStreamError for one the SDK's client refuses in this place. */
  add(part: DataStreamPart): void {
    const reply = this.reply
    if (NEWER_CLIENT_CODES.includes(part.code) && !reply.newerCodes.includes(part.code)) {
      reply.newerCodes.push(part.code)
    }
    switch (part.type) {
      case 'text':
        reply.text += part.value
        break
      case 'reasoning':
        reply.reasoning += part.value
        break
      case 'data':
        reply.data.push(...part.value)
        break
      case 'message_annotations':
        reply.annotations.push(...part.value)
        for (const annotation of part.value) {
          if (isObject(annotation) && typeof annotation.threadId === 'string') {
            reply.threadId ??= annotation.threadId
          }
        }
        break
      case 'tool_call_streaming_start':
        this.call(part.value.toolCallId, part.value.toolName)
        this.streamedCalls.add(part.value.toolCallId)
        break
      case 'tool_call_delta':
        // The deltas build the arguments the 9 part then brings whole: only their order counts.
        if (!this.streamedCalls.has(part.value.toolCallId)) {
          throw outOfOrder(
            'an arguments delta (c:)',
            part.value.toolCallId,
            'its streaming start (b:)'
          )
        }
        break
      case 'tool_call': {
        const call = this.call(part.value.toolCallId, part.value.toolName)
        call.args = part.value.args
        break
      }
      case 'tool_result': {
        const call = this.reply.toolCalls.find(c => c.toolCallId === part.value.toolCallId)
        if (!call) {
          throw outOfOrder('a tool result (a:)', part.value.toolCallId, 'its tool call (9: or b:)')
        }
        call.result = part.value.result
        call.hasResult = true
        if (call.toolName === 'search') {
          for (const source of sourcesFromSearchResult(part.value.result)) this.cite(source)
        }
        break
      }
      case 'source': {
        // A server on SDK 4.2 or later may cite with source parts instead of (or beside) the
        // search tool; the SDK shows them as the message's sources, so they count as cited.
        const { url, title } = part.value
        if (typeof url === 'string') {
          this.cite({ url, content: '', ...(typeof title === 'string' ? { title } : {}) })
        }
        break
      }
      case 'start_step':
        // Each step may carry its own id; the SDK's message takes the last one.
        reply.messageId = part.value.messageId
        break
      case 'finish_step':
        break
      case 'finish_message':
        reply.finishReason = part.value.finishReason
        if (part.value.usage) reply.usage = part.value.usage
        if (part.value.threadId !== undefined) reply.threadId ??= part.value.threadId
        break
      default:
        // i–k (redacted reasoning, its signature, files): nothing the reply reports.
        break
    }
  }

  /** Adds a cited page once, whichever channel (search result or source part) named it. */
  private cite(source: AssistantSource): void {
    const key = source.path ?? source.url
    if (!this.reply.sources.some(s => (s.path ?? s.url) === key)) this.reply.sources.push(source)
  }

  private call(toolCallId: string, toolName: string) {
    let call = this.reply.toolCalls.find(c => c.toolCallId === toolCallId)
    if (!call) {
      call = { toolCallId, toolName, args: undefined, hasResult: false }
      this.reply.toolCalls.push(call)
    }
    return call
  }
}
