// Types of the assistant message endpoint (v1): the request body of spec §2.1 and the parts of
// the chat SDK v4 data stream its reply is written in (platform-facts.md lists every code).

export type MessageRole = 'system' | 'assistant' | 'data' | 'user'

export interface TextPart {
  type: 'text'
  text: string
}

export type ReasoningDetail =
  { type: 'text'; text: string; signature?: string } | { type: 'redacted'; data: string }

export interface ReasoningPart {
  type: 'reasoning'
  reasoning: string
  details: ReasoningDetail[]
}

export interface StepStartPart {
  type: 'step-start'
}

export interface SourcePart {
  type: 'source'
  source: { sourceType: 'url'; id: string; url: string; title?: string }
}

interface ToolInvocationBase {
  step?: number
  toolCallId: string
  toolName: string
  args: unknown
}

export type ToolInvocation =
  | (ToolInvocationBase & { state: 'partial-call' })
  | (ToolInvocationBase & { state: 'call' })
  | (ToolInvocationBase & { state: 'result'; result: unknown })

export interface ToolInvocationPart {
  type: 'tool-invocation'
  toolInvocation: ToolInvocation
}

export type MessagePart = TextPart | ReasoningPart | StepStartPart | SourcePart | ToolInvocationPart

export interface Attachment {
  name?: string
  contentType?: string
  url: string
}

export interface AssistantMessage {
  id: string
  role: MessageRole
  /** A date-time string; SDK clients send a Date, which JSON turns into this string. */
  createdAt?: string
  content: string
  annotations?: unknown[]
  parts: MessagePart[]
  experimental_attachments?: Attachment[]
  /** Clients send more (`revisionId`, `toolInvocations`, …); the endpoint accepts them. */
  [extra: string]: unknown
}

export interface AssistantFilter {
  version?: string
  language?: string
}

export interface ContextItem {
  type: 'code' | 'textSelection'
  value: string
  path?: string
  elementId?: string
}

/** The body of `POST {discovery_url}/v1/assistant/{domain}/message` (spec §2.1). */
export interface AssistantRequest {
  fp: string
  messages: AssistantMessage[]
  threadId?: string | null
  /** Not in the spec's table but required to continue a thread (platform facts). */
  threadKey?: string | null
  retrievalPageSize?: number
  filter?: AssistantFilter | null
  context?: ContextItem[]
  currentPath?: string
}

export const DEFAULT_RETRIEVAL_PAGE_SIZE = 5
export const MAX_CURRENT_PATH_LENGTH = 200

export type FinishReason =
  'stop' | 'length' | 'content-filter' | 'tool-calls' | 'error' | 'other' | 'unknown'

export interface Usage {
  promptTokens: number
  completionTokens: number
}

/** One decoded line of the data stream, named after the SDK's own part names. */
export type DataStreamPart =
  | { code: '0'; type: 'text'; value: string }
  | { code: '2'; type: 'data'; value: unknown[] }
  | { code: '3'; type: 'error'; value: string }
  | { code: '8'; type: 'message_annotations'; value: unknown[] }
  | {
      code: '9'
      type: 'tool_call'
      value: { toolCallId: string; toolName: string; args: unknown }
    }
  | { code: 'a'; type: 'tool_result'; value: { toolCallId: string; result: unknown } }
  | {
      code: 'b'
      type: 'tool_call_streaming_start'
      value: { toolCallId: string; toolName: string }
    }
  | { code: 'c'; type: 'tool_call_delta'; value: { toolCallId: string; argsTextDelta: string } }
  | {
      code: 'd'
      type: 'finish_message'
      value: { finishReason: FinishReason; usage?: Usage; threadId?: string }
    }
  | {
      code: 'e'
      type: 'finish_step'
      value: { finishReason: FinishReason; usage?: Usage; isContinued: boolean }
    }
  | { code: 'f'; type: 'start_step'; value: { messageId: string } }
  | { code: 'g'; type: 'reasoning'; value: string }
  | { code: 'h'; type: 'source'; value: Record<string, unknown> }
  | { code: 'i'; type: 'redacted_reasoning'; value: { data: string } }
  | { code: 'j'; type: 'reasoning_signature'; value: { signature: string } }
  | { code: 'k'; type: 'file'; value: { data: string; mimeType: string } }

export type DataStreamCode = DataStreamPart['code']

/**
 * One page the reply cites: an item of the `search` tool's result (`{url or path, content,
 * metadata}`) or an `h` source part (`{url, title}`, no content).
 */
export interface AssistantSource {
  url?: string
  path?: string
  title?: string
  content: string
}

export interface ToolCallRecord {
  toolCallId: string
  toolName: string
  args: unknown
  /** Present once the `a` part for this call arrived. */
  result?: unknown
  hasResult: boolean
}

/** Everything one reply said, gathered from its stream parts and response headers. */
export interface AssistantReply {
  /** The last start step's id, as the SDK's message holds it. */
  messageId?: string
  text: string
  reasoning: string
  sources: AssistantSource[]
  toolCalls: ToolCallRecord[]
  annotations: unknown[]
  data: unknown[]
  finishReason?: FinishReason
  usage?: Usage
  threadId?: string
  threadKey?: string
  /** Milliseconds from sending the request to the first text delta (undefined: no text). */
  timeToFirstTokenMs?: number
  /**
   * The part codes `h` to `k` the stream held (source, redacted reasoning, reasoning signature,
   * file), in the order first seen: read here as SDK 4.2+ reads them, but clients of SDK 4.1,
   * the oldest the platform supports, fail on them.
   */
  newerCodes: string[]
}
