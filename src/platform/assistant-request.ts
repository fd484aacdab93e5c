// Checks an assistant request body against spec §2.1 before it is sent (and, in the emulator,
// when it arrives). Every problem names the field it is about, e.g. `messages[1].parts[0].text`.
import { MAX_CURRENT_PATH_LENGTH } from './assistant-types.js'

const ROLES = ['system', 'assistant', 'data', 'user']
const CONTEXT_TYPES = ['code', 'textSelection']
const TOOL_STATES = ['partial-call', 'call', 'result']

type Problems = string[]

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function requireString(
  obj: Record<string, unknown>,
  key: string,
  field: string,
  problems: Problems
): void {
  if (!(key in obj) || obj[key] === undefined) problems.push(`${field} is required`)
  else if (typeof obj[key] !== 'string') problems.push(`${field} must be a string`)
}

function optionalString(
  obj: Record<string, unknown>,
  key: string,
  field: string,
  problems: Problems
): void {
  if (obj[key] !== undefined && typeof obj[key] !== 'string')
    problems.push(`${field} must be a string`)
}

function checkToolInvocation(value: unknown, field: string, problems: Problems): void {
  if (!isObject(value)) {
    problems.push(`${field} is required and must be an object`)
    return
  }
  if (!TOOL_STATES.includes(value.state as string)) {
    problems.push(`${field}.state must be one of ${TOOL_STATES.join(', ')}`)
  }
  if (value.step !== undefined && typeof value.step !== 'number') {
    problems.push(`${field}.step must be a number`)
  }
  requireString(value, 'toolCallId', `${field}.toolCallId`, problems)
  requireString(value, 'toolName', `${field}.toolName`, problems)
  if (!('args' in value)) problems.push(`${field}.args is required`)
  if (value.state === 'result' && !('result' in value)) {
    problems.push(`${field}.result is required when state is result`)
  }
}

function checkPart(part: unknown, field: string, problems: Problems): void {
  if (!isObject(part)) {
    problems.push(`${field} must be an object`)
    return
  }
  switch (part.type) {
    case 'text':
      requireString(part, 'text', `${field}.text`, problems)
      break
    case 'reasoning':
      requireString(part, 'reasoning', `${field}.reasoning`, problems)
      if (!Array.isArray(part.details)) {
        problems.push(`${field}.details is required and must be an array`)
      } else {
        part.details.forEach((detail, i) => {
          const f = `${field}.details[${i}]`
          if (!isObject(detail)) problems.push(`${f} must be an object`)
          else if (detail.type === 'text') {
            requireString(detail, 'text', `${f}.text`, problems)
            optionalString(detail, 'signature', `${f}.signature`, problems)
          } else if (detail.type === 'redacted')
            requireString(detail, 'data', `${f}.data`, problems)
          else problems.push(`${f}.type must be text or redacted`)
        })
      }
      break
    case 'step-start':
      break
    case 'source': {
      const source = part.source
      if (!isObject(source)) {
        problems.push(`${field}.source is required and must be an object`)
        break
      }
      if (source.sourceType !== 'url') problems.push(`${field}.source.sourceType must be url`)
      requireString(source, 'id', `${field}.source.id`, problems)
      requireString(source, 'url', `${field}.source.url`, problems)
      optionalString(source, 'title', `${field}.source.title`, problems)
      break
    }
    case 'tool-invocation':
      checkToolInvocation(part.toolInvocation, `${field}.toolInvocation`, problems)
      break
    default:
      problems.push(
        `${field}.type must be one of text, reasoning, step-start, source, tool-invocation (got ${JSON.stringify(part.type)})`
      )
  }
}

function checkMessage(message: unknown, field: string, problems: Problems): void {
  if (!isObject(message)) {
    problems.push(`${field} must be an object`)
    return
  }
  requireString(message, 'id', `${field}.id`, problems)
  if (!ROLES.includes(message.role as string)) {
    problems.push(
      `${field}.role must be one of ${ROLES.join(', ')} (got ${JSON.stringify(message.role)})`
    )
  }
  requireString(message, 'content', `${field}.content`, problems)
  if (message.createdAt !== undefined) {
    // SDK clients hold a Date; once serialised it is an ISO string. Accept both forms.
    const ok =
      (typeof message.createdAt === 'string' && !Number.isNaN(Date.parse(message.createdAt))) ||
      message.createdAt instanceof Date
    if (!ok) problems.push(`${field}.createdAt must be a date-time string`)
  }
  if (message.annotations !== undefined && !Array.isArray(message.annotations)) {
    problems.push(`${field}.annotations must be an array`)
  }
  if (!Array.isArray(message.parts))
    problems.push(`${field}.parts is required and must be an array`)
  else message.parts.forEach((part, i) => checkPart(part, `${field}.parts[${i}]`, problems))
  const attachments = message.experimental_attachments
  if (attachments !== undefined) {
    if (!Array.isArray(attachments))
      problems.push(`${field}.experimental_attachments must be an array`)
    else
      attachments.forEach((a, i) => {
        const f = `${field}.experimental_attachments[${i}]`
        if (!isObject(a)) return problems.push(`${f} must be an object`)
        requireString(a, 'url', `${f}.url`, problems)
        optionalString(a, 'name', `${f}.name`, problems)
        optionalString(a, 'contentType', `${f}.contentType`, problems)
      })
  }
}

/** Returns every problem with a request body; an empty list means it may be sent. */
export function validateAssistantRequest(body: unknown): string[] {
  const problems: Problems = []
  if (!isObject(body)) return ['the request body must be a JSON object']
  requireString(body, 'fp', 'fp', problems)
  if (!Array.isArray(body.messages)) problems.push('messages is required and must be an array')
  else if (body.messages.length === 0) problems.push('messages must hold at least one message')
  else body.messages.forEach((m, i) => checkMessage(m, `messages[${i}]`, problems))
  for (const key of ['threadId', 'threadKey']) {
    if (body[key] !== undefined && body[key] !== null && typeof body[key] !== 'string') {
      problems.push(`${key} must be a string or null`)
    }
  }
  if (body.retrievalPageSize !== undefined) {
    const size = body.retrievalPageSize
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 1) {
      problems.push(
        `retrievalPageSize must be a positive whole number (got ${JSON.stringify(size)})`
      )
    }
  }
  if (body.filter !== undefined && body.filter !== null) {
    if (!isObject(body.filter)) problems.push('filter must be an object or null')
    else {
      optionalString(body.filter, 'version', 'filter.version', problems)
      optionalString(body.filter, 'language', 'filter.language', problems)
    }
  }
  if (body.context !== undefined) {
    if (!Array.isArray(body.context)) problems.push('context must be an array')
    else
      body.context.forEach((item, i) => {
        const f = `context[${i}]`
        if (!isObject(item)) return problems.push(`${f} must be an object`)
        if (!CONTEXT_TYPES.includes(item.type as string)) {
          problems.push(`${f}.type must be one of ${CONTEXT_TYPES.join(', ')}`)
        }
        requireString(item, 'value', `${f}.value`, problems)
        optionalString(item, 'path', `${f}.path`, problems)
        optionalString(item, 'elementId', `${f}.elementId`, problems)
      })
  }
  if (body.currentPath !== undefined) {
    if (typeof body.currentPath !== 'string') problems.push('currentPath must be a string')
    else if (body.currentPath.length > MAX_CURRENT_PATH_LENGTH) {
      problems.push(
        `currentPath must be at most ${MAX_CURRENT_PATH_LENGTH} characters (got ${body.currentPath.length})`
      )
    }
  }
  return problems
}

/** Thrown by the client when a request fails validation; nothing was sent. */
export class AssistantRequestError extends Error {
  constructor(readonly problems: string[]) {
    super(`the assistant request is not valid: ${problems.join('; ')}`)
    this.name = 'AssistantRequestError'
  }
}
