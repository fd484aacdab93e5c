// A tool result (a:) needs its call (9: or b:) earlier in the stream, an arguments delta (c:) its
// streaming start (b:): the chat SDK v4 client (processChatResponse, what a site's useChat runs)
// fails the whole reply otherwise, so the site's chat shows an error. A server that numbers its
// result apart from its call (or sends the result alone) must fail the check too, and a stream
// the SDK reads must still be read. Served over loopback to both clients.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { formatDataStreamPart } from '@ai-sdk/ui-utils'
import { sdkRead } from '../helpers/sdk-read.js'
import { AssistantClient, DataStreamError, questionRequest } from '../../src/platform/assistant.js'
import { retryReason } from '../../assistant-check/src/retry-rule.js'

const call = (id: string) =>
  formatDataStreamPart('tool_call', { toolCallId: id, toolName: 'search', args: { query: 'q' } })
const start = (id: string) =>
  formatDataStreamPart('tool_call_streaming_start', { toolCallId: id, toolName: 'search' })
const delta = (id: string) =>
  formatDataStreamPart('tool_call_delta', { toolCallId: id, argsTextDelta: '{"query":"q"}' })
const result = (id: string) =>
  formatDataStreamPart('tool_result', {
    toolCallId: id,
    result: [{ path: '/guides/install', content: 'npm i', metadata: { title: 'Install' } }]
  })

/** A reply as a server writes it, with `tools` where the platform puts its search call. */
function stream(tools: string[]): string {
  return [
    formatDataStreamPart('start_step', { messageId: 'msg_1' }),
    ...tools,
    formatDataStreamPart('text', 'Run npm i.'),
    formatDataStreamPart('finish_step', { finishReason: 'stop', isContinued: false }),
    formatDataStreamPart('finish_message', { finishReason: 'stop' })
  ].join('')
}

const READ: [string, string[]][] = [
  ['a call, then its result', [call('c1'), result('c1')]],
  ['a streamed call, then its result', [start('c1'), delta('c1'), call('c1'), result('c1')]],
  ['a streaming start, then its result', [start('c1'), result('c1')]],
  [
    'two calls, then their results in another order',
    [call('c1'), call('c2'), result('c2'), result('c1')]
  ]
]

const REFUSED: [string, string[], RegExp][] = [
  ['a result alone', [result('c1')], /tool result \(a:\) for tool call "c1" before its tool call/],
  [
    'a result under another id than its call',
    [call('call_1'), result('c1')],
    /tool result \(a:\) for tool call "c1" before its tool call \(9: or b:\)/
  ],
  ['a result before its call', [result('c1'), call('c1')], /tool result \(a:\) for tool call "c1"/],
  [
    'an arguments delta without its streaming start',
    [delta('c1'), call('c1'), result('c1')],
    /arguments delta \(c:\) for tool call "c1" before its streaming start \(b:\)/
  ]
]

describe('the order of tool parts, as the chat SDK v4 client holds it', () => {
  let server: http.Server
  let url: string
  let body = ''

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        res.writeHead(200, {
          'Content-Type': 'text/plain; charset=utf-8',
          'X-Vercel-AI-Data-Stream': 'v1'
        })
        res.end(body)
      })
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))

  const ours = () =>
    new AssistantClient({
      discoveryUrl: url,
      domain: 'acme',
      assistantKey: 'svc_dsc_order',
      notice: () => {}
    }).ask(questionRequest('How do I install?'))

  /** Whether the SDK client reads the reply, and its text when it does. */
  async function sdk(): Promise<{ read: boolean; text?: string }> {
    try {
      return { read: true, text: (await sdkRead(url)).message.content }
    } catch {
      return { read: false }
    }
  }

  it.each(READ)('reads %s, as the SDK does', async (_, tools) => {
    body = stream(tools)
    expect(await sdk()).toEqual({ read: true, text: 'Run npm i.' })
    const reply = await ours()
    expect(reply.text).toBe('Run npm i.')
    expect(reply.sources.map(s => s.path)).toEqual(['/guides/install'])
  })

  it.each(REFUSED)(
    'refuses %s, as the SDK does, and the check does not retry it',
    async (_, tools, said) => {
      body = stream(tools)
      expect(await sdk()).toEqual({ read: false })
      const err = await ours().catch((e: unknown) => e)
      expect(err).toBeInstanceOf(DataStreamError)
      expect((err as Error).message).toMatch(said)
      expect(retryReason(err)).toBeUndefined()
    }
  )
})
