// Our data stream reader against the chat SDK v4 client's own (@ai-sdk/ui-utils 1.x:
// formatDataStreamPart writes the lines, processDataStream and callChatApi read them), over
// generated streams of every part code, cut into random byte chunks (inside lines and inside
// multi-byte characters), with LF or CRLF line ends, blank lines and a missing last newline.
import { formatDataStreamPart, processDataStream, type JSONValue } from '@ai-sdk/ui-utils'
import { prng } from '../../emulator/platform/faults.js'
import { randomJoin } from '../helpers/random-text.js'
import { readDataStream } from '../../src/platform/data-stream.js'
import type { FinishReason } from '../../src/platform/assistant-types.js'

type Rng = () => number
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T
const int = (rng: Rng, max: number) => Math.floor(rng() * (max + 1))

// Pieces that stress the reader: 2-, 3- and 4-byte characters, JSON escapes, a newline and a
// carriage return inside a string (escaped by JSON), U+2028, a colon.
const PIECES = ['a', 'Install ', 'é', '€', '🚀', '"', '\\', '\n', '\r', '\u2028', ':', ' ', '日本']
const text = (rng: Rng) => randomJoin(PIECES, rng, 0, 7)
function json(rng: Rng, depth = 0): JSONValue {
  const kind = int(rng, depth > 1 ? 3 : 5)
  if (kind === 0) return text(rng)
  if (kind === 1) return int(rng, 1000)
  if (kind === 2) return rng() < 0.5
  if (kind === 3) return null
  if (kind === 4) return Array.from({ length: int(rng, 3) }, () => json(rng, depth + 1))
  return Object.fromEntries(
    Array.from({ length: int(rng, 3) }, (_, i) => [`k${i}${text(rng)}`, json(rng, depth + 1)])
  )
}
const REASONS: FinishReason[] = [
  'stop',
  'length',
  'content-filter',
  'tool-calls',
  'error',
  'other',
  'unknown'
]
const usage = (rng: Rng) =>
  rng() < 0.5 ? {} : { usage: { promptTokens: int(rng, 99), completionTokens: int(rng, 99) } }

type Part = Parameters<typeof formatDataStreamPart>

function part(rng: Rng): Part {
  const id = `call_${int(rng, 2)}`
  switch (int(rng, 14)) {
    case 0:
      return ['text', text(rng)]
    case 1:
      return ['data', [json(rng)]]
    case 2:
      return ['message_annotations', [json(rng)]]
    case 3:
      return ['tool_call', { toolCallId: id, toolName: 'search', args: { query: text(rng) } }]
    case 4:
      return ['tool_result', { toolCallId: id, result: json(rng) }]
    case 5:
      return ['tool_call_streaming_start', { toolCallId: id, toolName: 'search' }]
    case 6:
      return ['tool_call_delta', { toolCallId: id, argsTextDelta: text(rng) }]
    case 7:
      return [
        'finish_step',
        { finishReason: pick(rng, REASONS), ...usage(rng), isContinued: rng() < 0.5 }
      ]
    case 8:
      return ['start_step', { messageId: `msg_${text(rng)}` }]
    case 9:
      return ['reasoning', text(rng)]
    case 10:
      return [
        'source',
        {
          sourceType: 'url',
          id: `s${int(rng, 9)}`,
          url: `https://x.test/${int(rng, 9)}`,
          title: text(rng)
        }
      ]
    case 11:
      return ['redacted_reasoning', { data: text(rng) }]
    case 12:
      return ['reasoning_signature', { signature: text(rng) }]
    case 13:
      return ['file', { data: 'aGk=', mimeType: 'text/plain' }]
    default:
      return ['finish_message', { finishReason: pick(rng, REASONS), ...usage(rng) }]
  }
}

interface Generated {
  bytes: Uint8Array
  chunks: Uint8Array[]
}

/** A stream of parts written by the SDK's own formatter, then cut into random byte chunks. */
function generate(seed: number, extra: { error?: string } = {}): Generated {
  const rng = prng(seed)
  const crlf = rng() < 0.3
  const blankLines = !crlf && rng() < 0.3
  const lines = Array.from({ length: 1 + int(rng, 12) }, () => formatDataStreamPart(...part(rng)))
  if (extra.error !== undefined) {
    lines.splice(int(rng, lines.length), 0, formatDataStreamPart('error', extra.error))
  }
  let body = lines.map(l => (blankLines && rng() < 0.3 ? `\n${l}` : l)).join('')
  if (crlf) body = body.replace(/\n/g, '\r\n')
  if (rng() < 0.3) body = body.replace(/\r?\n$/, '') // a stream that ends without a newline
  const bytes = new TextEncoder().encode(body)
  const chunks: Uint8Array[] = []
  for (let at = 0; at < bytes.length;) {
    const size = 1 + int(rng, rng() < 0.5 ? 4 : 40)
    chunks.push(bytes.subarray(at, at + size))
    at += size
  }
  return { bytes, chunks }
}

type Seen = { type: string; value: unknown }[]

/** What the SDK reads from the chunks: every part in order, and the error part's message. */
async function oracleParts(chunks: Uint8Array[]): Promise<{ parts: Seen; error?: string }> {
  const parts: Seen = []
  let error: string | undefined
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    }
  })
  const record = (type: string) => (value: unknown) => {
    if (error === undefined) parts.push({ type, value })
  }
  await processDataStream({
    stream,
    onTextPart: record('text'),
    onReasoningPart: record('reasoning'),
    onReasoningSignaturePart: record('reasoning_signature'),
    onRedactedReasoningPart: record('redacted_reasoning'),
    onSourcePart: record('source'),
    onFilePart: record('file'),
    onDataPart: record('data'),
    onErrorPart: message => {
      error ??= message
    },
    onToolCallStreamingStartPart: record('tool_call_streaming_start'),
    onToolCallDeltaPart: record('tool_call_delta'),
    onToolCallPart: record('tool_call'),
    onToolResultPart: record('tool_result'),
    onMessageAnnotationsPart: record('message_annotations'),
    onFinishMessagePart: record('finish_message'),
    onFinishStepPart: record('finish_step'),
    onStartStepPart: record('start_step')
  })
  return { parts, error }
}

async function ourParts(chunks: Uint8Array[]): Promise<{ parts: Seen; error?: string }> {
  const parts: Seen = []
  async function* source() {
    yield* chunks
  }
  try {
    for await (const { type, value } of readDataStream(source())) parts.push({ type, value })
  } catch (err) {
    return { parts, error: (err as { serverMessage?: string }).serverMessage ?? String(err) }
  }
  return { parts }
}

describe('the data stream reader agrees with the chat SDK v4 client over generated streams', () => {
  it('reads the same parts as processDataStream, whatever the codes, chunking and line ends', async () => {
    for (let seed = 1; seed <= 400; seed++) {
      const { chunks } = generate(seed)
      const ours = await ourParts(chunks)
      expect({ seed, ...ours }).toEqual({ seed, ...(await oracleParts(chunks)) })
    }
  })

  it('stops at an error part with the server message, as the SDK does', async () => {
    for (let seed = 1; seed <= 100; seed++) {
      const { chunks } = generate(seed, { error: `overloaded é🚀 ${seed}` })
      const ours = await ourParts(chunks)
      const oracle = await oracleParts(chunks)
      expect({ seed, error: ours.error }).toEqual({ seed, error: oracle.error })
      expect(ours.parts).toEqual(oracle.parts)
    }
  })

  it('fails a CRLF stream with a blank line where the SDK fails, and reads one without', async () => {
    // A proxy's keep-alive blank lines in a CRLF stream: the SDK's reader splits on LF and takes
    // the lone CR left for a part with no separator, failing the reply the site's chat shows.
    const part = (text: string) => formatDataStreamPart('text', text).replace(/\n$/, '\r\n')
    const finish = formatDataStreamPart('finish_message', { finishReason: 'stop' })
    const encode = (body: string) => [new TextEncoder().encode(body)]
    const blank = encode(`${part('Hello')}\r\n${part(' world')}${finish}`)
    const sdkFailed = await oracleParts(blank).then(
      () => false,
      (err: unknown) => /No separator found/.test(String(err))
    )
    expect(sdkFailed).toBe(true)
    expect((await ourParts(blank)).error).toMatch(/line 2/)
    const plain = encode(`${part('Hello')}${part(' world')}${finish}`)
    expect(await ourParts(plain)).toEqual(await oracleParts(plain))
  })
})
