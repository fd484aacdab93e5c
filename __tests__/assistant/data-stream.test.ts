import { AssistantReplyBuilder } from '../../src/platform/assistant-reply.js'
import {
  AssistantStreamError,
  DataStreamCutError,
  DataStreamDecoder,
  DataStreamError,
  MAX_LINE_LENGTH,
  parseDataStreamLine,
  readDataStream
} from '../../src/platform/data-stream.js'
import type { DataStreamPart } from '../../src/platform/assistant-types.js'

const STREAM =
  [
    'f:{"messageId":"msg_1"}',
    '8:[{"threadId":"thr_1"}]',
    '9:{"toolCallId":"call_1","toolName":"search","args":{"query":"install"}}',
    'a:{"toolCallId":"call_1","result":[{"path":"/guides/install","content":"npm install","metadata":{"title":"Install"}},{"url":"https://x.test/a","content":"A","metadata":{"title":"A page"}}]}',
    '0:"Héllo "',
    '0:"wörld 🚀"',
    'e:{"finishReason":"stop","usage":{"promptTokens":3,"completionTokens":4},"isContinued":false}',
    'd:{"finishReason":"stop","usage":{"promptTokens":3,"completionTokens":4},"threadId":"thr_1"}'
  ].join('\n') + '\n'

async function* chunksOf(bytes: Uint8Array, sizes: number[]): AsyncGenerator<Uint8Array> {
  let offset = 0
  let i = 0
  while (offset < bytes.length) {
    const size = sizes[i++ % sizes.length] ?? 1
    yield bytes.subarray(offset, offset + size)
    offset += size
  }
}

async function collect(source: AsyncIterable<Uint8Array | string>): Promise<DataStreamPart[]> {
  const parts: DataStreamPart[] = []
  for await (const part of readDataStream(source)) parts.push(part)
  return parts
}

describe('data stream reader', () => {
  const bytes = new TextEncoder().encode(STREAM)

  it('reads the same parts whatever the chunk boundaries, including inside multi-byte characters', async () => {
    const whole = await collect(chunksOf(bytes, [bytes.length]))
    expect(whole.map(p => p.code)).toEqual(['f', '8', '9', 'a', '0', '0', 'e', 'd'])
    for (const sizes of [[1], [2], [3], [7, 1, 13], [5, 2]]) {
      expect(await collect(chunksOf(bytes, sizes))).toEqual(whole)
    }
    // Every single split point, so each byte of "é", "ö" and the 4-byte emoji is cut once.
    for (let cut = 1; cut < bytes.length; cut++) {
      async function* two() {
        yield bytes.subarray(0, cut)
        yield bytes.subarray(cut)
      }
      expect(await collect(two())).toEqual(whole)
    }
  })

  it('gathers the reply: text, sources from the search result, tool calls, finish, usage, thread id', async () => {
    const builder = new AssistantReplyBuilder()
    for (const part of await collect(chunksOf(bytes, [4]))) builder.add(part)
    const reply = builder.reply
    expect(reply.text).toBe('Héllo wörld 🚀')
    expect(reply.messageId).toBe('msg_1')
    expect(reply.sources).toEqual([
      { path: '/guides/install', title: 'Install', content: 'npm install' },
      { url: 'https://x.test/a', title: 'A page', content: 'A' }
    ])
    expect(reply.toolCalls).toEqual([
      expect.objectContaining({
        toolCallId: 'call_1',
        toolName: 'search',
        args: { query: 'install' },
        hasResult: true
      })
    ])
    expect(reply.finishReason).toBe('stop')
    expect(reply.usage).toEqual({ promptTokens: 3, completionTokens: 4 })
    expect(reply.threadId).toBe('thr_1')
    expect(reply.annotations).toEqual([{ threadId: 'thr_1' }])
  })

  it('parses every code of the protocol into its typed part', () => {
    const lines: [string, Partial<DataStreamPart>][] = [
      ['0:"t"', { type: 'text', value: 't' }],
      ['2:[{"a":1}]', { type: 'data', value: [{ a: 1 }] }],
      ['8:[{"x":1}]', { type: 'message_annotations', value: [{ x: 1 }] }],
      ['9:{"toolCallId":"c","toolName":"n","args":{}}', { type: 'tool_call' }],
      [
        'a:{"toolCallId":"c","result":null}',
        { type: 'tool_result', value: { toolCallId: 'c', result: null } }
      ],
      ['b:{"toolCallId":"c","toolName":"n"}', { type: 'tool_call_streaming_start' }],
      ['c:{"toolCallId":"c","argsTextDelta":"{\\"q"}', { type: 'tool_call_delta' }],
      [
        'd:{"finishReason":"length"}',
        { type: 'finish_message', value: { finishReason: 'length' } }
      ],
      [
        'e:{"finishReason":"tool-calls","isContinued":true}',
        { type: 'finish_step', value: { finishReason: 'tool-calls', isContinued: true } }
      ],
      ['f:{"messageId":"m"}', { type: 'start_step', value: { messageId: 'm' } }],
      ['g:"thinking"', { type: 'reasoning', value: 'thinking' }],
      ['h:{"sourceType":"url","id":"s","url":"https://x.test"}', { type: 'source' }],
      ['i:{"data":"zz"}', { type: 'redacted_reasoning', value: { data: 'zz' } }],
      ['j:{"signature":"sig"}', { type: 'reasoning_signature', value: { signature: 'sig' } }],
      ['k:{"data":"aGk=","mimeType":"text/plain"}', { type: 'file' }]
    ]
    for (const [line, expected] of lines) {
      expect(parseDataStreamLine(line, 1)).toMatchObject({ code: line[0], ...expected })
    }
  })

  it('turns an error part into an AssistantStreamError with the server message and the line', async () => {
    const decoder = new DataStreamDecoder()
    expect(decoder.push('f:{"messageId":"m"}\n')).toHaveLength(1)
    let caught: unknown
    try {
      decoder.push('3:"the model is overloaded"\n')
    } catch (err) {
      caught = err
    }
    expect(caught).toBeInstanceOf(AssistantStreamError)
    expect((caught as AssistantStreamError).serverMessage).toBe('the model is overloaded')
    expect((caught as AssistantStreamError).line).toBe(2)
    expect((caught as Error).message).toContain('the model is overloaded')
  })

  it('gives the parts before an error part in the same chunk, then the error, without waiting for more', async () => {
    let pulledAgain = false
    async function* source() {
      yield new TextEncoder().encode('0:"Partial "\n3:"overloaded"\n0:"never"\n')
      // A server that sends its error part and keeps the connection open.
      pulledAgain = true
    }
    const seen: DataStreamPart[] = []
    let caught: unknown
    try {
      for await (const part of readDataStream(source())) seen.push(part)
    } catch (err) {
      caught = err
    }
    expect(seen).toEqual([{ code: '0', type: 'text', value: 'Partial ' }])
    expect(caught).toBeInstanceOf(AssistantStreamError)
    expect((caught as AssistantStreamError).serverMessage).toBe('overloaded')
    expect(pulledAgain).toBe(false)
  })

  it('names the line and shows its text for an unknown code, bad JSON or a wrong payload', () => {
    const cases: [string, RegExp][] = [
      ['z:"x"', /line 3 has an unknown part code "z": "z:\\"x\\""/],
      ['0:{"broken', /line 3 \(code 0\) is not valid JSON .*0:\{\\"broken/],
      ['d:{"usage":{}}', /line 3: part d \(finish_message\) expects an object with finishReason/],
      ['just text', /line 3 is not a CODE:JSON part/],
      // Names every object has, which are not codes of the protocol.
      ['constructor:1', /line 3 has an unknown part code "constructor"/],
      ['toString:"a"', /line 3 has an unknown part code "toString"/],
      ['__proto__:{}', /line 3 has an unknown part code "__proto__"/]
    ]
    for (const [bad, message] of cases) {
      const decoder = new DataStreamDecoder()
      decoder.push('0:"a"\n\n')
      let caught: unknown
      try {
        decoder.push(`${bad}\n`)
      } catch (err) {
        caught = err
      }
      expect(caught).toBeInstanceOf(DataStreamError)
      expect((caught as DataStreamError).line).toBe(3)
      expect((caught as DataStreamError).text).toBe(bad)
      expect((caught as Error).message).toMatch(message)
    }
  })

  it('reads a last line that has no newline once the stream ends, and rejects invalid UTF-8', () => {
    const decoder = new DataStreamDecoder()
    expect(decoder.push('0:"a"\nd:{"finishReason":"stop"}')).toHaveLength(1)
    expect(decoder.end()).toEqual([
      { code: 'd', type: 'finish_message', value: { finishReason: 'stop' } }
    ])
    const bad = new DataStreamDecoder()
    expect(() => bad.push(new Uint8Array([0x30, 0x3a, 0x22, 0xff, 0x22, 0x0a]))).toThrow(
      /not valid UTF-8/
    )
    // A last line that is only the start of a part was cut off; a whole but wrong one was not.
    const cut = new DataStreamDecoder()
    cut.push('0:"a"\n0:"Run np')
    expect(() => cut.end()).toThrow(DataStreamCutError)
    const wrong = new DataStreamDecoder()
    wrong.push('x:1')
    const err: unknown = (() => {
      try {
        wrong.end()
      } catch (e) {
        return e
      }
    })()
    expect(err).toBeInstanceOf(DataStreamError)
    expect(err).not.toBeInstanceOf(DataStreamCutError)
  })

  it.each([
    ['an HTML page without its newline', '<!DOCTYPE html><html><body>Sign in</body></html>'],
    ['a JSON error body', '{"error":"no such site"}'],
    ['a line of an unknown code whose JSON is unfinished', 'x:{"a":'],
    ['a server-sent event', 'data: {"type":"text-delta","delta":"Hi"}']
  ])('calls %s at the end a bad line, not a cut reply worth asking again', (_what, last) => {
    const decoder = new DataStreamDecoder()
    decoder.push(last)
    const err: unknown = (() => {
      try {
        decoder.end()
      } catch (e) {
        return e
      }
    })()
    expect(err).toBeInstanceOf(DataStreamError)
    expect(err).not.toBeInstanceOf(DataStreamCutError)
    // Only what can begin a part is a cut: a code alone, or a known code with unfinished JSON.
    for (const start of ['d', 'd:', '0:"Run np', 'a:{"toolCallId":"c1","res']) {
      const cut = new DataStreamDecoder()
      cut.push(start)
      expect(() => cut.end()).toThrow(DataStreamCutError)
    }
  })

  it('searches each character once for a newline, however many chunks one huge part spans', () => {
    // A 16 MiB text delta in 64 KiB chunks, with a two-byte character cut by every chunk edge
    // that falls inside one: a reader that searched the whole unfinished line again on every
    // chunk would search about 128 times the stream's length.
    const delta = 'é'.repeat(8 * 1024 * 1024)
    const text = `f:{"messageId":"m"}\n0:${JSON.stringify(delta)}\nd:{"finishReason":"stop"}\n`
    const bytes = new TextEncoder().encode(text)
    const decoder = new DataStreamDecoder()
    const parts: DataStreamPart[] = []
    const chunk = 64 * 1024 + 1
    for (let offset = 0; offset < bytes.length; offset += chunk) {
      parts.push(...decoder.push(bytes.subarray(offset, offset + chunk)))
    }
    parts.push(...decoder.end())
    expect(parts.map(p => p.code)).toEqual(['f', '0', 'd'])
    expect(parts[1]?.value).toBe(delta)
    expect(decoder.charactersSearched).toBe(text.length)
  })

  it('refuses a body that never ends its line once it passes the limit, instead of holding it all', async () => {
    let sent = 0
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    async function* endless(): AsyncGenerator<Uint8Array> {
      yield new TextEncoder().encode('f:{"messageId":"m"}\n0:"')
      // Endless for the reader; bounded here so a reader without the limit fails, not the machine.
      while (sent <= 2 * MAX_LINE_LENGTH) {
        sent += chunk.length
        yield chunk
      }
    }
    const parts: DataStreamPart[] = []
    const err: unknown = await (async () => {
      for await (const part of readDataStream(endless())) parts.push(part)
    })().catch((e: unknown) => e)
    expect(parts.map(p => p.code)).toEqual(['f'])
    expect(err).toBeInstanceOf(DataStreamError)
    expect(err).not.toBeInstanceOf(DataStreamCutError)
    expect((err as DataStreamError).line).toBe(2)
    expect((err as Error).message).toMatch(/line 2 runs past 16777216 characters without a newline/)
    expect(sent).toBeLessThanOrEqual(MAX_LINE_LENGTH + chunk.length)
  })

  it('reads a line of the longest length and refuses one longer, however it is cut', () => {
    const longest = `0:${JSON.stringify('a'.repeat(MAX_LINE_LENGTH - 4))}`
    for (const [line, ok] of [
      [longest, true],
      [`${longest} `, false]
    ] as const) {
      for (const size of [line.length + 1, 65_537]) {
        const decoder = new DataStreamDecoder()
        const text = `${line}\n`
        const read = () => {
          const parts: DataStreamPart[] = []
          for (let at = 0; at < text.length; at += size) {
            parts.push(...decoder.push(text.slice(at, at + size)))
          }
          return parts
        }
        if (ok) expect(read().map(p => p.code)).toEqual(['0'])
        else expect(read).toThrow(/line 1 runs past/)
      }
    }
  })

  it('keeps the first thread id and does not count sources of tools other than search', () => {
    const builder = new AssistantReplyBuilder()
    builder.add({
      code: '9',
      type: 'tool_call',
      value: { toolCallId: 'x', toolName: 'weather', args: {} }
    })
    builder.add({
      code: 'a',
      type: 'tool_result',
      value: { toolCallId: 'x', result: [{ path: '/nope', content: '' }] }
    })
    builder.add({
      code: 'd',
      type: 'finish_message',
      value: { finishReason: 'stop', threadId: 't1' }
    })
    expect(builder.reply.sources).toEqual([])
    expect(builder.reply.threadId).toBe('t1')
  })
})
