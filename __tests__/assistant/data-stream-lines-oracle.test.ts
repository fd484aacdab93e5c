// One line at a time, our parser against the chat SDK v4 client's own (@ai-sdk/ui-utils
// parseDataStreamPart), over a generated corpus: every code and some that are not, each with
// payloads of every JSON type and objects whose fields are present, missing or of a wrong type,
// and text that is not JSON. Whatever the SDK refuses, a site's chat shows as an error, so the
// assistant check must refuse it too; whatever it reads, the check must read.
import { parseDataStreamPart } from '@ai-sdk/ui-utils'
import { AssistantStreamError, parseDataStreamLine } from '../../src/platform/data-stream.js'

const CODES = [...'0123456789abcdefghijk', 'l', 'z', 'A', 'D', '', '00', ' 0', 'constructor']

/** Each field a part may carry, with values of the right type and of wrong ones. */
const FIELDS: Record<string, unknown[]> = {
  toolCallId: ['c1', 1, null],
  toolName: ['search', false],
  args: [{ q: 'x' }, '{"q":"x"}', 3, null, [1], true],
  result: [[{ path: '/a' }], null, 'text'],
  argsTextDelta: ['{"q', 2],
  finishReason: ['stop', 'tool-calls', 'a-new-reason', 7],
  usage: [
    { promptTokens: 1, completionTokens: 2 },
    { promptTokens: 1 },
    { promptTokens: '1', completionTokens: 2 },
    null
  ],
  isContinued: [true, 'yes'],
  messageId: ['msg_1', 5],
  data: ['aGk=', 9],
  signature: ['sig', []],
  mimeType: ['text/plain', 0],
  url: ['https://x.test/a']
}

/** Objects made of every subset of a few fields, each field taking each of its values. */
function objects(names: string[]): Record<string, unknown>[] {
  let out: Record<string, unknown>[] = [{}]
  for (const name of names) {
    const next: Record<string, unknown>[] = []
    for (const base of out) {
      next.push(base)
      for (const value of FIELDS[name] ?? []) next.push({ ...base, [name]: value })
    }
    out = next
  }
  return out
}

const SCALARS: unknown[] = ['text é🚀', '', 0, 12.5, null, true, [], ['x', { a: 1 }], {}]
const NOT_JSON = ['', ' ', '{', '"open', '1 2', 'nul', 'undefined', 'NaN', "'single'"]
// Whitespace JSON allows around a value; a CR is what a CRLF line leaves before the newline.
const SPACED = [' "a" ', '"a"\r', '\t[1]\r', ' {"finishReason":"stop"}\r']

function corpus(): string[] {
  const payloads = [
    ...SCALARS.map(v => JSON.stringify(v)),
    ...objects(['toolCallId', 'toolName', 'args']).map(v => JSON.stringify(v)),
    ...objects(['toolCallId', 'result', 'argsTextDelta']).map(v => JSON.stringify(v)),
    ...objects(['finishReason', 'usage', 'isContinued']).map(v => JSON.stringify(v)),
    ...objects(['messageId', 'data', 'signature', 'mimeType', 'url']).map(v => JSON.stringify(v)),
    ...NOT_JSON,
    ...SPACED
  ]
  const lines = CODES.flatMap(code => payloads.map(payload => `${code}:${payload}`))
  return [...lines, 'no colon at all', ':"a"', '0::"a"']
}

type Outcome = { ok: true; type: string; value: unknown } | { ok: false }

function oracle(line: string): Outcome {
  try {
    const { type, value } = parseDataStreamPart(line)
    return { ok: true, type, value }
  } catch {
    return { ok: false }
  }
}

function ours(line: string): Outcome {
  try {
    const { type, value } = parseDataStreamLine(line, 1)
    return { ok: true, type, value }
  } catch (err) {
    // An error part is read, then thrown with the server's words: the SDK reads it too.
    if (err instanceof AssistantStreamError) {
      return { ok: true, type: 'error', value: err.serverMessage }
    }
    return { ok: false }
  }
}

/**
 * The SDK's value as our reader types it, where it means to differ: a reason the protocol does
 * not list reads 'unknown', token counts that are not numbers are left out (the SDK makes
 * them NaN), and a finish part keeps the thread id the platform puts there.
 */
function typedAsOurs(line: string, outcome: Outcome): unknown {
  if (!outcome.ok) return outcome
  const value = outcome.value as Record<string, unknown>
  if (outcome.type !== 'finish_message' && outcome.type !== 'finish_step') return outcome
  const sent = JSON.parse(line.slice(2)) as Record<string, unknown>
  const known = ['stop', 'length', 'content-filter', 'tool-calls', 'error', 'other', 'unknown']
  const usage = value.usage as { promptTokens: number; completionTokens: number } | undefined
  const { usage: _usage, ...rest } = value
  return {
    ...outcome,
    value: {
      ...rest,
      finishReason: known.includes(value.finishReason as string) ? value.finishReason : 'unknown',
      ...(usage && !Number.isNaN(usage.promptTokens + usage.completionTokens) ? { usage } : {}),
      ...(outcome.type === 'finish_message' && typeof sent.threadId === 'string'
        ? { threadId: sent.threadId }
        : {})
    }
  }
}

describe('each line reads as the chat SDK v4 client reads it', () => {
  const lines = corpus()

  it('accepts and refuses the same lines, as the same part types', () => {
    expect(lines.length).toBeGreaterThan(5000)
    const disagreements = lines
      .map(line => ({ line, oracle: oracle(line), ours: ours(line) }))
      .filter(
        ({ oracle, ours }) =>
          oracle.ok !== ours.ok || (oracle.ok && ours.ok && oracle.type !== ours.type)
      )
      .map(({ line, oracle, ours }) => ({ line, sdk: oracle.ok, ours: ours.ok }))
    expect(disagreements).toEqual([])
  })

  it('gives the same values, but for the differences it means', () => {
    for (const line of lines) {
      const sdk = oracle(line)
      const mine = ours(line)
      if (!sdk.ok || !mine.ok) continue
      // Our parts keep the fields the protocol names; the SDK passes on any others as sent.
      expect({ line, part: typedAsOurs(line, sdk) }).toMatchObject({ line, part: mine })
    }
  })
})
