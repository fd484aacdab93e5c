// What the client says about a non-200 answer, over loopback: the error body's text whatever its
// JSON shape (the platform's {error}, a gateway's {message}, a nested error object, HTML), one
// line, without the key, and the Retry-After of a 429; and a server that never answers.
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import {
  AssistantClient,
  AssistantHttpError,
  questionRequest
} from '../../src/platform/assistant.js'
import type { Clock } from '../../src/platform/clock.js'
import { askAll } from '../../assistant-check/src/ask-all.js'
import { parseQuestions } from '../../assistant-check/src/questions.js'
import { retryReason } from '../../assistant-check/src/retry-rule.js'

const KEY = 'svc_dsc_http_errors'

describe('assistant client on an HTTP error', () => {
  let server: http.Server
  let url: string
  let answer: { status: number; headers?: Record<string, string>; body: string }

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers })
        res.end(answer.body)
      })
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))

  async function failure(): Promise<AssistantHttpError> {
    const client = new AssistantClient({
      discoveryUrl: url,
      domain: 'acme',
      assistantKey: KEY,
      notice: () => {}
    })
    const err: unknown = await client.ask(questionRequest('q')).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(AssistantHttpError)
    return err as AssistantHttpError
  }

  it.each([
    ['the platform error text', 401, '{"error":"key expired"}', 'key expired'],
    ["a gateway's message", 403, '{"message":"Forbidden"}', 'Forbidden'],
    [
      'a nested error object, as JSON',
      503,
      '{"error":{"code":"overloaded","message":"try later"}}',
      'try later'
    ],
    [
      'an HTML page, by its text',
      502,
      '<html>\n<body>Bad gateway</body>\n</html>',
      ': Bad gateway'
    ],
    [
      'a retired endpoint, and where clients went',
      410,
      '{"error":"Gone"}',
      'Gone. The deprecated v1 message endpoint is gone for this site; clients on chat SDK 5 or later use the v2 endpoint.'
    ]
  ])('quotes %s', async (_what, status, body, said) => {
    answer = { status, body }
    const err = await failure()
    expect(err.status).toBe(status)
    expect(err.message).toContain(said)
    expect(err.message).not.toContain('[object Object]')
    expect(err.message).not.toMatch(/[\r\n]/)
  })

  it('hides the key when the body echoes it, and reads Retry-After', async () => {
    answer = {
      status: 429,
      headers: { 'Retry-After': '7' },
      body: JSON.stringify({ error: `limit for ${KEY}` })
    }
    const err = await failure()
    expect(err.message).not.toContain(KEY)
    expect(err.message).toContain('limit for ***')
    expect(err.retryAfterMs).toBe(7000)
  })

  it('names an HTML page answered with 200 (a sign-in or proxy page) instead of a parse error', async () => {
    answer = {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      body: '<!DOCTYPE html>\n<html><head><title>Sign in</title></head><body>https://sso.example.com</body></html>\n'
    }
    const client = new AssistantClient({
      discoveryUrl: url,
      domain: 'acme',
      assistantKey: KEY,
      notice: () => {}
    })
    const err = (await client.ask(questionRequest('q')).catch((e: unknown) => e)) as Error
    expect(err.message).toBe(
      `the assistant's address answered 200 with an HTML page (Content-Type text/html; charset=utf-8), not the data stream: ` +
        `a sign-in page or a proxy's page stands in front of ${new URL(url).host}. ` +
        'Check the discovery URL, and that the runner reaches the API without signing in.'
    )
  })

  it('hides the key where the 200-character cut of an error body would split it', async () => {
    // A plain-text body (a proxy's): only such text is cut to 200 characters.
    answer = { status: 401, body: `${'x'.repeat(195)}${KEY} rejected` }
    const err = await failure()
    expect(err.message).toContain(`: ${'x'.repeat(195)}*** r…`)
  })

  async function refusal(): Promise<Error> {
    const client = new AssistantClient({
      discoveryUrl: url,
      domain: 'acme',
      assistantKey: KEY,
      notice: () => {}
    })
    return (await client.ask(questionRequest('q')).catch((e: unknown) => e)) as Error
  }

  it.each(['Text/Event-Stream; charset=UTF-8', 'text/plain; charset=utf-8'])(
    'names the v2 endpoint’s server-sent events under %s, and asks no more',
    async type => {
      answer = {
        status: 200,
        headers: { 'Content-Type': type },
        body: 'data: {"type":"start"}\n\ndata: {"type":"text-delta","delta":"Hi"}\n\ndata: [DONE]\n\n'
      }
      const err = await refusal()
      expect(err.message).toContain(
        '(a server-sent event: the shape of the v2 message endpoint for chat SDK 5 and later'
      )
      expect(retryReason(err)).toBeUndefined()
    }
  )

  it('reads a v1 data stream labelled text/event-stream, as the SDK’s reader does', async () => {
    answer = {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream' },
      body: '0:"npm install"\nd:{"finishReason":"stop"}\n'
    }
    const client = new AssistantClient({
      discoveryUrl: url,
      domain: 'acme',
      assistantKey: KEY,
      notice: () => {}
    })
    await expect(client.ask(questionRequest('q'))).resolves.toMatchObject({
      text: 'npm install',
      finishReason: 'stop'
    })
  })

  it('quotes a JSON body answered with 200 instead of calling it a cut-off stream', async () => {
    answer = {
      status: 200,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ error: `no site here for ${KEY}` })
    }
    const err = await refusal()
    expect(err.message).toBe(
      "the assistant's address answered 200 with JSON (Content-Type application/json; charset=utf-8), " +
        'not the data stream: no site here for ***. Check the discovery URL.'
    )
    expect(retryReason(err)).toBeUndefined()
  })

  it('says the connection closed mid-reply when it is reset there, and calls it worth a retry', async () => {
    const resetting = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' })
        res.write('f:{"messageId":"m"}\n0:"Run np')
        setTimeout(() => req.socket.resetAndDestroy(), 20)
      })
    })
    await new Promise<void>(resolve => resetting.listen(0, '127.0.0.1', resolve))
    try {
      const client = new AssistantClient({
        discoveryUrl: `http://127.0.0.1:${(resetting.address() as AddressInfo).port}`,
        domain: 'acme',
        assistantKey: KEY,
        notice: () => {}
      })
      const err = (await client.ask(questionRequest('q')).catch((e: unknown) => e)) as Error
      expect(err.message).toMatch(
        /^the connection closed in the middle of the assistant's reply, after 1 part \(ECONNRESET: /
      )
      expect(retryReason(err)).toBe('the connection failed (ECONNRESET)')
    } finally {
      await new Promise<void>(resolve => resetting.close(() => resolve()))
    }
  })

  it('retries a request the server never answered, as it retries one whose answer stalled', async () => {
    // The first request gets no answer at all (a queue in front of the service); the second
    // gets a reply. The client's socket timeout ends the first wait.
    const held: http.ServerResponse[] = []
    let requests = 0
    const slow = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        requests += 1
        if (requests === 1) return void held.push(res)
        res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' })
        res.end('0:"npm install"\nd:{"finishReason":"stop"}\n')
      })
    })
    await new Promise<void>(resolve => slow.listen(0, '127.0.0.1', resolve))
    try {
      const client = new AssistantClient({
        discoveryUrl: `http://127.0.0.1:${(slow.address() as AddressInfo).port}`,
        domain: 'acme',
        assistantKey: KEY,
        timeoutMs: 200,
        notice: () => {}
      })
      let now = 0
      const clock: Clock = { now: () => now, sleep: async ms => void (now += ms) }
      const [result] = await askAll(
        parseQuestions('- question: install?\n  expect: { contains: npm }'),
        {
          client,
          concurrency: 1,
          retrievalPageSize: 5,
          maxAttempts: 3,
          clock,
          random: () => 0.5
        }
      )
      expect(result).toMatchObject({ passed: true, attempts: 2 })
      expect(requests).toBe(2)
    } finally {
      for (const res of held) res.destroy()
      await new Promise<void>(resolve => slow.close(() => resolve()))
    }
  })

  it('ends and retries a reply that stalls mid-stream, though the peer keeps its side open', async () => {
    // A raw server that honours half-close, as some proxies do: the client's socket timeout
    // ends only the client's side, so the reply must be ended by the client itself.
    const sockets = new Set<net.Socket>()
    let requests = 0
    const stalling = net.createServer({ allowHalfOpen: true }, socket => {
      sockets.add(socket)
      socket.on('error', () => {})
      socket.once('data', () => {
        requests += 1
        const body =
          requests === 1 ? '0:"Run npm"\n' : '0:"Run npm install"\nd:{"finishReason":"stop"}\n'
        socket.write(
          'HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nTransfer-Encoding: chunked\r\n\r\n' +
            `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n`
        )
        if (requests > 1) socket.end('0\r\n\r\n')
      })
    })
    await new Promise<void>(resolve => stalling.listen(0, '127.0.0.1', resolve))
    try {
      const client = new AssistantClient({
        discoveryUrl: `http://127.0.0.1:${(stalling.address() as AddressInfo).port}`,
        domain: 'acme',
        assistantKey: KEY,
        timeoutMs: 200,
        notice: () => {}
      })
      let now = 0
      const clock: Clock = { now: () => now, sleep: async ms => void (now += ms) }
      const log: string[] = []
      const [result] = await askAll(
        parseQuestions('- question: install?\n  expect: { contains: npm install }'),
        {
          client,
          concurrency: 1,
          retrievalPageSize: 5,
          maxAttempts: 2,
          clock,
          random: () => 0.5,
          log: line => log.push(line)
        }
      )
      expect(result).toMatchObject({ passed: true, attempts: 2 })
      expect(log[0]).toMatch(/the connection failed \(ETIMEDOUT\)/)
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>(resolve => stalling.close(() => resolve()))
    }
  }, 20_000)
})

describe('assistant client on a reply that never finishes', () => {
  it('ends a reply that keeps sending blank lines past its overall limit, with a code to retry', async () => {
    // A proxy's keep-alive, or a server stuck in a loop: every blank line resets the inactivity
    // limit, so only a limit on the whole reply ends it.
    const timers = new Set<NodeJS.Timeout>()
    const trickling = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' })
        res.write('f:{"messageId":"m"}\n0:"Run np"\n')
        const timer = setInterval(() => res.write('\n'), 20)
        timers.add(timer)
        res.on('close', () => clearInterval(timer))
      })
    })
    await new Promise<void>(resolve => trickling.listen(0, '127.0.0.1', resolve))
    try {
      const client = new AssistantClient({
        discoveryUrl: `http://127.0.0.1:${(trickling.address() as AddressInfo).port}`,
        domain: 'acme',
        assistantKey: KEY,
        timeoutMs: 200,
        replyTimeoutMs: 600,
        notice: () => {}
      })
      const err = (await client.ask(questionRequest('q')).catch((e: unknown) => e)) as Error
      expect(err.message).toMatch(/^the assistant's reply took longer than 1 s in all/)
      expect(retryReason(err)).toBe('the connection failed (ETIMEDOUT)')
    } finally {
      for (const timer of timers) clearInterval(timer)
      trickling.closeAllConnections()
      await new Promise<void>(resolve => trickling.close(() => resolve()))
    }
  })
})
