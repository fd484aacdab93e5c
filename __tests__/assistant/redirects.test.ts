// The assistant's address behind a redirect: a relative Location (RFC 9110 allows one) is
// followed, as fetch follows it for the chat SDK, with the same POST and the key; a redirect to
// another origin is followed without the key; a downgrade to plain http and a loop are refused;
// a 301, 302 or 303, which fetch follows with a GET and no body, is said, not followed.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { AssistantClient, questionRequest } from '../../src/platform/assistant.js'

const KEY = 'svc_dsc_redirect_key_0123456789'
const REPLY =
  '0:"Install it with npm."\ne:{"finishReason":"stop","isContinued":false}\nd:{"finishReason":"stop"}\n'

interface Seen {
  host: string
  method: string
  path: string
  authorization?: string
  body: string
}

async function serve(
  host: string,
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  seen: Seen[]
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      seen.push({
        host,
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body
      })
      answer(req, res)
    })
  })
  await new Promise<void>(resolve => server.listen(0, host, resolve))
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    close: () => new Promise(resolve => server.close(() => resolve()))
  }
}

const reply = (res: http.ServerResponse): void => {
  res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' })
  res.end(REPLY)
}

function client(url: string): AssistantClient {
  return new AssistantClient({
    discoveryUrl: url,
    domain: 'acme',
    assistantKey: KEY,
    notice: () => {}
  })
}

it('follows a relative Location with the same POST and the key', async () => {
  const seen: Seen[] = []
  const server = await serve(
    '127.0.0.1',
    (req, res) => {
      if (req.url?.startsWith('/moved/')) return reply(res)
      res.writeHead(308, { Location: `/moved${req.url}`, 'Content-Length': 0 })
      res.end()
    },
    seen
  )
  try {
    const answer = await client(server.url).ask(questionRequest('How do I install?'))
    expect(answer.text).toBe('Install it with npm.')
    expect(seen.map(s => [s.method, s.path])).toEqual([
      ['POST', '/v1/assistant/acme/message'],
      ['POST', '/moved/v1/assistant/acme/message']
    ])
    expect(seen[1]!.authorization).toBe(`Bearer ${KEY}`)
    expect(seen[1]!.body).toBe(seen[0]!.body)
  } finally {
    await server.close()
  }
})

it('sends no key to another origin it is redirected to', async () => {
  const seen: Seen[] = []
  const other = await serve('127.0.0.2', (_req, res) => reply(res), seen)
  const first = await serve(
    '127.0.0.1',
    (req, res) => {
      res.writeHead(307, { Location: `${other.url}${req.url}`, 'Content-Length': 0 })
      res.end()
    },
    seen
  )
  try {
    const answer = await client(first.url).ask(questionRequest('q'))
    expect(answer.text).toBe('Install it with npm.')
    expect(seen.map(s => [s.host, s.authorization])).toEqual([
      ['127.0.0.1', `Bearer ${KEY}`],
      ['127.0.0.2', undefined]
    ])
  } finally {
    await first.close()
    await other.close()
  }
})

it.each([301, 302, 303])(
  'says a %i, which fetch follows with a GET and no conversation, rather than posting on',
  async status => {
    const seen: Seen[] = []
    const server = await serve(
      '127.0.0.1',
      (req, res) => {
        if (req.url?.startsWith('/moved/')) return reply(res)
        res.writeHead(status, { Location: `/moved${req.url}?sig=x`, 'Content-Length': 0 })
        res.end()
      },
      seen
    )
    try {
      const failure = client(server.url).ask(questionRequest('q'))
      await expect(failure).rejects.toThrow(
        new RegExp(
          `answered ${status}, redirecting to ${server.url}/moved/v1/assistant/acme/message, which a browser's fetch`
        )
      )
      await expect(failure).rejects.not.toThrow(/sig=/)
      expect(seen).toHaveLength(1)
    } finally {
      await server.close()
    }
  }
)

it('refuses a redirect loop, naming it', async () => {
  const seen: Seen[] = []
  const server = await serve(
    '127.0.0.1',
    (req, res) => {
      res.writeHead(307, { Location: req.url ?? '/', 'Content-Length': 0 })
      res.end()
    },
    seen
  )
  try {
    await expect(client(server.url).ask(questionRequest('q'))).rejects.toThrow(
      /redirected more than 5 times; check the discovery URL/
    )
    expect(seen).toHaveLength(6)
  } finally {
    await server.close()
  }
})
