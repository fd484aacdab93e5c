// The reply our client gathers against the message the chat SDK v4 client builds (callChatApi →
// processChatResponse, what a site's useChat runs) from the same bytes, served over loopback:
// streams shaped like a server's (steps, a search tool call with streamed arguments, reasoning,
// source parts, annotations, several text deltas), cut into random chunks.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { formatDataStreamPart, type UIMessage } from '@ai-sdk/ui-utils'
import { sdkRead, type SdkRead } from '../helpers/sdk-read.js'
import { AssistantClient, questionRequest } from '../../src/platform/assistant.js'
import type { AssistantReply } from '../../src/platform/assistant-types.js'
import { prng } from '../../emulator/platform/faults.js'
import { randomJoin } from '../helpers/random-text.js'

type Rng = () => number
const int = (rng: Rng, max: number) => Math.floor(rng() * (max + 1))
const WORDS = ['Install ', 'the ', 'CLI ', 'é', '€', '🚀', '"q" ', '\\', '\n', '日本 ']
const words = (rng: Rng) => randomJoin(WORDS, rng, 1, 5)

/** One reply as a server writes it, line by line (SDK formatter), in one or two steps. */
function serverStream(seed: number): string {
  const rng = prng(seed)
  const out: string[] = []
  const write = (...part: Parameters<typeof formatDataStreamPart>) =>
    out.push(formatDataStreamPart(...part))
  const steps = 1 + int(rng, 1)
  for (let step = 0; step < steps; step++) {
    write('start_step', { messageId: `msg_${seed}_${step}` })
    if (step === 0 && rng() < 0.7) write('message_annotations', [{ threadId: `thr_${seed}` }])
    const id = `call_${step}`
    const args = { query: words(rng) }
    if (rng() < 0.5) {
      write('tool_call_streaming_start', { toolCallId: id, toolName: 'search' })
      const argsText = JSON.stringify(args)
      const cut = int(rng, argsText.length)
      write('tool_call_delta', { toolCallId: id, argsTextDelta: argsText.slice(0, cut) })
      write('tool_call_delta', { toolCallId: id, argsTextDelta: argsText.slice(cut) })
    }
    write('tool_call', { toolCallId: id, toolName: 'search', args })
    const pages = Array.from({ length: int(rng, 3) }, (_, i) =>
      i % 2 === 0
        ? { path: `/guides/p${step}${i}`, content: words(rng), metadata: { title: words(rng) } }
        : { url: `https://docs.x.test/u${step}${i}`, content: words(rng), metadata: {} }
    )
    write('tool_result', { toolCallId: id, result: pages })
    if (rng() < 0.5) {
      write('reasoning', words(rng))
      write('reasoning_signature', { signature: 'sig' })
      if (rng() < 0.5) write('redacted_reasoning', { data: 'xx' })
    }
    for (let i = int(rng, 4); i >= 0; i--) write('text', words(rng))
    for (let i = int(rng, 2); i > 0; i--) {
      const url = `https://docs.x.test/s${step}${i}`
      write('source', { sourceType: 'url', id: `s${step}${i}`, url, title: words(rng) })
    }
    if (rng() < 0.3) write('data', [{ step }])
    const usage = { promptTokens: int(rng, 50), completionTokens: int(rng, 50) }
    const finishReason = step < steps - 1 ? 'tool-calls' : 'stop'
    write('finish_step', { finishReason, usage, isContinued: false })
  }
  write('finish_message', { finishReason: 'stop', usage: { promptTokens: 7, completionTokens: 9 } })
  return out.join('')
}

describe('the client reply agrees with the chat SDK v4 client message over loopback', () => {
  let server: http.Server
  let url: string
  let body = new Uint8Array()
  let cuts: number[] = []

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        res.writeHead(200, {
          'Content-Type': 'text/plain; charset=utf-8',
          'X-Vercel-AI-Data-Stream': 'v1'
        })
        let at = 0
        for (const cut of [...cuts, body.length]) {
          res.write(body.subarray(at, cut))
          at = cut
        }
        res.end()
      })
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))

  const oracle = (): Promise<SdkRead> => sdkRead(url)

  /** What a reader of each reply sees: text, reasoning, calls, cited pages, finish, thread. */
  function fromReply(reply: AssistantReply) {
    return {
      messageId: reply.messageId,
      text: reply.text,
      reasoning: reply.reasoning,
      annotations: reply.annotations,
      calls: reply.toolCalls.map(c => ({
        id: c.toolCallId,
        name: c.toolName,
        args: c.args,
        result: c.result
      })),
      cited: reply.sources.map(s => s.path ?? s.url).sort(),
      finishReason: reply.finishReason
    }
  }
  function fromMessage({ message, finishReason }: { message: UIMessage; finishReason?: string }) {
    const calls = (message.toolInvocations ?? []).map(c => ({
      id: c.toolCallId,
      name: c.toolName,
      args: c.args as unknown,
      result: c.state === 'result' ? (c.result as unknown) : undefined
    }))
    // The pages the SDK shows as cited: its source parts and the search tool's results.
    const cited = new Set<string>()
    for (const p of message.parts) if (p.type === 'source') cited.add(p.source.url)
    for (const c of calls) {
      for (const page of c.result as { path?: string; url?: string }[])
        cited.add(page.path ?? page.url ?? '')
    }
    return {
      messageId: message.id,
      text: message.content,
      reasoning: message.reasoning ?? '',
      annotations: message.annotations ?? [],
      calls,
      cited: [...cited].sort(),
      finishReason
    }
  }

  it('gathers the same text, reasoning, tool calls, cited pages, annotations and finish', async () => {
    const client = new AssistantClient({
      discoveryUrl: url,
      domain: 'acme',
      assistantKey: 'svc_dsc_oracle',
      notice: () => {}
    })
    for (let seed = 1; seed <= 40; seed++) {
      const rng = prng(seed * 7919)
      body = new TextEncoder().encode(serverStream(seed))
      cuts = Array.from({ length: int(rng, 6) }, () => int(rng, body.length)).sort((a, b) => a - b)
      const reply = await client.ask(questionRequest('q'))
      expect({ seed, ...fromReply(reply) }).toEqual({ seed, ...fromMessage(await oracle()) })
    }
  })
})
