// The parts of the chat SDK v4 data stream: each code's name and the shape its JSON payload
// must have, held to what the SDK's own client (@ai-sdk/ui-utils parseDataStreamPart) accepts.
import type { DataStreamCode, DataStreamPart, FinishReason } from './assistant-types.js'

export const PART_NAMES: Record<DataStreamCode, DataStreamPart['type']> = {
  '0': 'text',
  '2': 'data',
  '3': 'error',
  '8': 'message_annotations',
  '9': 'tool_call',
  a: 'tool_result',
  b: 'tool_call_streaming_start',
  c: 'tool_call_delta',
  d: 'finish_message',
  e: 'finish_step',
  f: 'start_step',
  g: 'reasoning',
  h: 'source',
  i: 'redacted_reasoning',
  j: 'reasoning_signature',
  k: 'file'
}

/**
 * Codes that clients of chat SDK 4.1, the oldest the platform supports, fail on (source,
 * redacted reasoning, reasoning signature, file came in 4.2): the platform's sources travel as a
 * `search` tool call instead.
 */
export const NEWER_CLIENT_CODES: readonly DataStreamCode[] = ['h', 'i', 'j', 'k']

/** A code of the protocol: its own key of PART_NAMES, not one inherited (`constructor`). */
export function isCode(text: string): text is DataStreamCode {
  return Object.hasOwn(PART_NAMES, text)
}

const FINISH_REASONS: readonly FinishReason[] = [
  'stop',
  'length',
  'content-filter',
  'tool-calls',
  'error',
  'other',
  'unknown'
]

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function hasString(value: Record<string, unknown>, key: string): boolean {
  return typeof value[key] === 'string'
}

function readUsage(
  value: Record<string, unknown>
): { promptTokens: number; completionTokens: number } | undefined {
  const usage = value.usage
  if (!isObject(usage)) return undefined
  const { promptTokens, completionTokens } = usage
  if (typeof promptTokens !== 'number' || typeof completionTokens !== 'number') return undefined
  return { promptTokens, completionTokens }
}

function readFinishReason(value: Record<string, unknown>): FinishReason {
  const reason = value.finishReason as FinishReason
  // Unknown reasons from a newer server read as 'unknown' rather than failing the reply.
  return FINISH_REASONS.includes(reason) ? reason : 'unknown'
}

/** What each code's payload must look like; returns a problem or the typed part. */
export function typedPart(code: DataStreamCode, value: unknown): DataStreamPart | string {
  switch (code) {
    case '0':
    case '3':
    case 'g':
      return typeof value === 'string'
        ? ({ code, type: PART_NAMES[code], value } as DataStreamPart)
        : 'expects a JSON string'
    case '2':
    case '8':
      return Array.isArray(value)
        ? ({ code, type: PART_NAMES[code], value } as DataStreamPart)
        : 'expects a JSON array'
    case '9':
      // args an object (or null), as the SDK's client demands: a server that passes on a model's
      // arguments as a JSON string breaks every v4 chat on the site, so the check must fail too.
      return isObject(value) &&
        hasString(value, 'toolCallId') &&
        hasString(value, 'toolName') &&
        typeof value.args === 'object'
        ? {
            code,
            type: 'tool_call',
            value: {
              toolCallId: value.toolCallId as string,
              toolName: value.toolName as string,
              args: value.args
            }
          }
        : 'expects an object with toolCallId, toolName and args (an object)'
    case 'a':
      return isObject(value) && hasString(value, 'toolCallId') && 'result' in value
        ? {
            code,
            type: 'tool_result',
            value: { toolCallId: value.toolCallId as string, result: value.result }
          }
        : 'expects an object with toolCallId and result'
    case 'b':
      return isObject(value) && hasString(value, 'toolCallId') && hasString(value, 'toolName')
        ? {
            code,
            type: 'tool_call_streaming_start',
            value: { toolCallId: value.toolCallId as string, toolName: value.toolName as string }
          }
        : 'expects an object with toolCallId and toolName'
    case 'c':
      return isObject(value) && hasString(value, 'toolCallId') && hasString(value, 'argsTextDelta')
        ? {
            code,
            type: 'tool_call_delta',
            value: {
              toolCallId: value.toolCallId as string,
              argsTextDelta: value.argsTextDelta as string
            }
          }
        : 'expects an object with toolCallId and argsTextDelta'
    case 'd': {
      if (!isObject(value) || !hasString(value, 'finishReason'))
        return 'expects an object with finishReason'
      const usage = readUsage(value)
      return {
        code,
        type: 'finish_message',
        value: {
          finishReason: readFinishReason(value),
          ...(usage ? { usage } : {}),
          ...(hasString(value, 'threadId') ? { threadId: value.threadId as string } : {})
        }
      }
    }
    case 'e': {
      if (!isObject(value) || !hasString(value, 'finishReason'))
        return 'expects an object with finishReason'
      const usage = readUsage(value)
      return {
        code,
        type: 'finish_step',
        value: {
          finishReason: readFinishReason(value),
          ...(usage ? { usage } : {}),
          isContinued: value.isContinued === true
        }
      }
    }
    case 'f':
      return isObject(value) && hasString(value, 'messageId')
        ? { code, type: 'start_step', value: { messageId: value.messageId as string } }
        : 'expects an object with messageId'
    case 'h':
      // Any JSON object or array, as the SDK takes it: the reply reads only a url and a title.
      return value !== null && typeof value === 'object'
        ? { code, type: 'source', value: value as Record<string, unknown> }
        : 'expects an object'
    case 'i':
      return isObject(value) && hasString(value, 'data')
        ? { code, type: 'redacted_reasoning', value: { data: value.data as string } }
        : 'expects an object with data'
    case 'j':
      return isObject(value) && hasString(value, 'signature')
        ? { code, type: 'reasoning_signature', value: { signature: value.signature as string } }
        : 'expects an object with signature'
    case 'k':
      return isObject(value) && hasString(value, 'data') && hasString(value, 'mimeType')
        ? {
            code,
            type: 'file',
            value: { data: value.data as string, mimeType: value.mimeType as string }
          }
        : 'expects an object with data and mimeType'
  }
}
