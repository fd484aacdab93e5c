// A proxy or CDN between the runner and the API may compress the assistant's answer: the request
// names no Accept-Encoding, which RFC 9110 reads as "any coding". The chat SDK v4 client reads
// through fetch, which undoes gzip, deflate, brotli and zstd, so the site's chat works; the
// client must read the same reply from the same bytes, served over loopback in pieces that cut
// the compressed data anywhere.
import http from 'node:http'
import zlib from 'node:zlib'
import type { AddressInfo } from 'node:net'
import { formatDataStreamPart } from '@ai-sdk/ui-utils'
import { sdkRead } from '../helpers/sdk-read.js'
import {
  AssistantClient,
  AssistantHttpError,
  DataStreamCutError,
  questionRequest
} from '../../src/platform/assistant.js'
import { retryReason } from '../../assistant-check/src/retry-rule.js'

const KEY = 'svc_dsc_codingcheck'

const STREAM = [
  formatDataStreamPart('start_step', { messageId: 'msg_1' }),
  formatDataStreamPart('tool_call', { toolCallId: 'c1', toolName: 'search', args: { query: 'q' } }),
  formatDataStreamPart('tool_result', {
    toolCallId: 'c1',
    result: [{ path: '/guides/install', content: 'npm i', metadata: { title: 'Install' } }]
  }),
  ...['Install ', 'with é ', '🚀 ', 'npm.'].map(t => formatDataStreamPart('text', t)),
  formatDataStreamPart('finish_step', { finishReason: 'stop', isContinued: false }),
  formatDataStreamPart('finish_message', { finishReason: 'stop' })
].join('')

const ENCODERS: Record<string, (data: Buffer) => Buffer> = {
  gzip: zlib.gzipSync,
  'x-gzip': zlib.gzipSync,
  deflate: zlib.deflateSync,
  br: zlib.brotliCompressSync,
  // Node 24's; the type definitions in use predate it.
  zstd: (zlib as unknown as { zstdCompressSync: (data: Buffer) => Buffer }).zstdCompressSync
}

interface Answer {
  status: number
  headers: Record<string, string>
  body: Buffer
  pieces: number
}

describe('an answer compressed on its way (Content-Encoding)', () => {
  let server: http.Server
  let url: string
  let answer: Answer

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        res.writeHead(answer.status, answer.headers)
        const size = Math.ceil(answer.body.length / answer.pieces)
        for (let at = 0; at < answer.body.length; at += size) {
          res.write(answer.body.subarray(at, at + size))
        }
        res.end()
      })
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))

  const client = () =>
    new AssistantClient({ discoveryUrl: url, domain: 'acme', assistantKey: KEY, notice: () => {} })

  function streamAnswer(coding: string, body: Buffer, pieces = 5): Answer {
    return {
      status: 200,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Vercel-AI-Data-Stream': 'v1',
        'Content-Encoding': coding
      },
      body,
      pieces
    }
  }

  /** The text and finish the chat SDK v4 client reads from the same answer. */
  async function sdkReads(): Promise<{ text: string; finishReason?: string }> {
    const { message, finishReason } = await sdkRead(url)
    return { text: message.content, finishReason }
  }

  it.each(Object.keys(ENCODERS))(
    'reads a %s-compressed data stream as the SDK client does',
    async coding => {
      for (const pieces of [1, 3, 17]) {
        answer = streamAnswer(
          coding,
          (ENCODERS[coding] as (b: Buffer) => Buffer)(Buffer.from(STREAM)),
          pieces
        )
        const reply = await client().ask(questionRequest('How do I install?'))
        const sdk = await sdkReads()
        expect({ text: reply.text, finishReason: reply.finishReason }).toEqual(sdk)
        expect(reply.text).toBe('Install with é 🚀 npm.')
        expect(reply.sources.map(s => s.path)).toEqual(['/guides/install'])
      }
    }
  )

  it('reads a body compressed twice (gzip, then br), undoing the last coding first', async () => {
    answer = streamAnswer('gzip, br', zlib.brotliCompressSync(zlib.gzipSync(Buffer.from(STREAM))))
    const reply = await client().ask(questionRequest('q'))
    expect(reply.text).toBe('Install with é 🚀 npm.')
  })

  it('says a compressed answer cut off in the middle was cut off, which the check retries', async () => {
    const whole = zlib.gzipSync(Buffer.from(STREAM))
    answer = streamAnswer('gzip', whole.subarray(0, whole.length - 30))
    const err = await client()
      .ask(questionRequest('q'))
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(DataStreamCutError)
    expect((err as Error).message).toMatch(/cut off/)
    expect(retryReason(err)).toBe('the reply was cut off')
  })

  it('says an answer whose bytes are not what its Content-Encoding names is not gzip data', async () => {
    answer = streamAnswer('gzip', Buffer.from(STREAM))
    await expect(client().ask(questionRequest('q'))).rejects.toThrow(
      /not valid gzip data, though its Content-Encoding says it is/
    )
  })

  it('refuses a coding it cannot undo, naming it, before reading the body', async () => {
    answer = streamAnswer('compress', Buffer.from(STREAM))
    const err = await client()
      .ask(questionRequest('q'))
      .catch((e: unknown) => e)
    expect((err as Error).message).toMatch(/compressed with compress \(its Content-Encoding\)/)
    expect(retryReason(err)).toBeUndefined()
  })

  it("quotes a compressed error body's words, the key redacted", async () => {
    answer = {
      status: 429,
      headers: {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
        'Retry-After': '7'
      },
      body: zlib.gzipSync(Buffer.from(JSON.stringify({ error: `quota used up for ${KEY}` }))),
      pieces: 2
    }
    const err = await client()
      .ask(questionRequest('q'))
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(AssistantHttpError)
    expect((err as Error).message).toContain('429 from the assistant: quota used up for')
    expect((err as Error).message).not.toContain(KEY)
    expect((err as AssistantHttpError).retryAfterMs).toBe(7000)
  })
})
