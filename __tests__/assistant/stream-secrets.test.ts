// A server (or a proxy in front of it) that echoes the key it was sent inside the 200 reply: in
// an error part, in a line that is not a part, in a line cut off at the end. The errors the
// client throws reach the log, the summary and the JSON report, so none may carry the key, in
// any field, even where a line is cut to 200 characters across the key.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { AssistantClient, questionRequest } from '../../src/platform/assistant.js'
import { DataStreamError } from '../../src/platform/data-stream.js'

const KEY = 'svc_dsc_echoed_key_0123456789'

describe('assistant client when the stream echoes the key', () => {
  let server: http.Server
  let url: string
  let body: (authorization: string) => string

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' })
        res.end(body(req.headers.authorization ?? ''))
      })
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))

  // The key starts at character 190 of the line, so a cut at 200 would keep its first part.
  const pad = 'x'.repeat(190 - '3:"'.length - 'Bearer '.length)
  it.each([
    ['an error part', (auth: string) => `0:"Partial"\n3:${JSON.stringify(`bad ${auth}`)}\n`],
    ['an error part whose key straddles the 200-character cut', (a: string) => `3:"${pad}${a}"\n`],
    ['a line with an unknown code', (auth: string) => `x:${auth}\n`],
    ['a line that is not JSON', (auth: string) => `0:${auth}\n`],
    ['a payload of the wrong shape', (auth: string) => `0:{"key":${JSON.stringify(auth)}}\n`],
    ['a line without a colon', (auth: string) => `${auth}\n`],
    ['a last line cut off', (auth: string) => `0:"ok"\n0:"${auth}`]
  ])('keeps the key out of %s', async (_what, make) => {
    body = make
    const client = new AssistantClient({
      discoveryUrl: url,
      domain: 'acme',
      assistantKey: KEY,
      notice: () => {}
    })
    const err: unknown = await client.ask(questionRequest('q')).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(DataStreamError)
    const shown = JSON.stringify({ ...(err as object), message: (err as Error).message })
    expect(shown).toContain('"line":')
    expect(`${shown}${(err as Error).stack}`).not.toContain(KEY)
    expect(`${shown}${(err as Error).stack}`).not.toContain(KEY.slice(0, 10))
  })

  it('keeps the key out of a good reply’s text and sources, split over parts or not', async () => {
    // A reply that quotes the key (a page of the docs showing a request): the answer reaches the
    // JSON report and the step summary, where the runner's masking does not.
    const half = Math.floor(KEY.length / 2)
    const search = {
      toolCallId: 'c1',
      result: [{ path: '/keys', content: `use ${KEY}`, metadata: { title: `Key ${KEY}` } }]
    }
    body = () =>
      `9:${JSON.stringify({ toolCallId: 'c1', toolName: 'search', args: {} })}\n` +
      `a:${JSON.stringify(search)}\n` +
      `0:${JSON.stringify(`Send ${KEY} and `)}\n0:${JSON.stringify(KEY.slice(0, half))}\n` +
      `0:${JSON.stringify(`${KEY.slice(half)} again.`)}\n` +
      `e:{"finishReason":"stop","isContinued":false}\nd:{"finishReason":"stop"}\n`
    const client = new AssistantClient({
      discoveryUrl: url,
      domain: 'acme',
      assistantKey: KEY,
      notice: () => {}
    })
    const reply = await client.ask(questionRequest('q'))
    expect(reply.text).toBe('Send *** and *** again.')
    expect(JSON.stringify(reply.sources)).not.toContain(KEY)
    expect(reply.sources[0]).toMatchObject({ content: 'use ***', title: 'Key ***' })
  })
})
