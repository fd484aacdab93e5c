// Which failures the check asks again, over loopback through the real client: a reply cut off on
// its way (before its finish part, or in the middle of a line) is a transport failure and is
// retried; an error part is the server's answer, retried only when it says the failure is
// passing. The question's error names what happened and after how many tries.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { AssistantClient, AssistantHttpError } from '../../src/platform/assistant.js'
import type { Clock } from '../../src/platform/clock.js'
import { askAll, type QuestionResult } from '../../assistant-check/src/ask-all.js'
import { parseQuestions } from '../../assistant-check/src/questions.js'
import { retryReason, saysTransient } from '../../assistant-check/src/retry-rule.js'
import { PROXIED_HOST, startForwardProxy } from '../helpers/forward-proxy.js'

const WHOLE =
  'f:{"messageId":"m1"}\n0:"Run npm install"\ne:{"finishReason":"stop","isContinued":false}\nd:{"finishReason":"stop"}\n'

describe('assistant check retry rule', () => {
  let server: http.Server
  let url: string
  /** Bodies of the 200 answers, one per request; the last one repeats. */
  let bodies: string[]
  let requests: number

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        const body = bodies[Math.min(requests, bodies.length - 1)] as string
        requests += 1
        // Close-delimited, as a server or proxy that stops writing and closes sends it: the
        // body ends cleanly wherever the server stopped, so the cut shows only in the parts.
        res.writeHead(200, {
          'Content-Type': 'text/plain; charset=utf-8',
          'X-Vercel-AI-Data-Stream': 'v1',
          Connection: 'close'
        })
        res.end(body)
      })
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))

  async function ask(answers: string[], maxAttempts = 3): Promise<[QuestionResult, string[]]> {
    bodies = answers
    requests = 0
    const client = new AssistantClient({
      discoveryUrl: url,
      domain: 'acme',
      assistantKey: 'svc_dsc_retry',
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
        maxAttempts,
        clock,
        random: () => 0.5,
        log: line => log.push(line)
      }
    )
    expect(requests).toBe(result?.attempts)
    return [result as QuestionResult, log]
  }

  it.each([
    ['before its finish part', 'f:{"messageId":"m1"}\n0:"Run npm"\n'],
    ['in the middle of a line', 'f:{"messageId":"m1"}\n0:"Run np'],
    ['before its first part', '']
  ])('asks again when the reply was cut off %s', async (_when, cut) => {
    const [result, log] = await ask([cut, WHOLE])
    expect(result).toMatchObject({ passed: true, attempts: 2, answer: 'Run npm install' })
    expect(log[0]).toMatch(/^"install\?": the reply was cut off \(try 1 of 3\); retrying in/)
  })

  it('names the cut and the tries when every reply is cut off', async () => {
    const [result] = await ask(['0:"Run npm"\n'])
    expect(result.attempts).toBe(3)
    expect(result.error).toMatch(/without its finish part \(d:\): the reply was cut off/)
    expect(result.error).toMatch(/\(after 3 tries, the most allowed\)$/)
  })

  it('asks again after an error part that says the failure is passing', async () => {
    const [result, log] = await ask(['f:{"messageId":"m1"}\n3:"Overloaded"\n', WHOLE])
    expect(result).toMatchObject({ passed: true, attempts: 2 })
    expect(log[0]).toMatch(/^"install\?": the assistant's stream said "Overloaded" \(try 1 of 3\)/)
  })

  it('reports any other error part at once, naming it and the one try', async () => {
    const [result] = await ask(['f:{"messageId":"m1"}\n3:"An error occurred."\n', WHOLE])
    expect(result.attempts).toBe(1)
    expect(result.error).toMatch(/reported an error in its stream \(line 2\): An error occurred\./)
    expect(result.error).toMatch(
      /\(after 1 try; not retried, as asking again would get the same answer\)$/
    )
  })

  it('reports a malformed line at once: it is not a cut', async () => {
    const [result] = await ask(['0:"Run npm"\nx:1\nd:{"finishReason":"stop"}\n', WHOLE])
    expect(result.attempts).toBe(1)
    expect(result.error).toMatch(/unknown part code "x"/)
  })

  it('retries a 429 and the 5xx that may pass, not 501 (not implemented) or another 4xx', () => {
    const reason = (status: number) => retryReason(new AssistantHttpError(status, `${status}`))
    expect([429, 500, 502, 503, 504].map(reason)).toEqual(
      [429, 500, 502, 503, 504].map(s => `${s} from the assistant`)
    )
    expect([400, 401, 403, 404, 410, 501].map(reason)).toEqual(Array(6).fill(undefined))
  })

  it('retries a name lookup that failed for now and a route that is down, not a name that does not exist', () => {
    const reason = (code: string) =>
      retryReason(Object.assign(new Error(`getaddrinfo ${code} api.example.com`), { code }))
    expect(['EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH'].map(reason)).toEqual(
      ['EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH'].map(c => `the connection failed (${c})`)
    )
    expect(reason('ENOTFOUND')).toBeUndefined()
  })

  it('reads passing words the way model providers and gateways write them', () => {
    for (const said of [
      'Overloaded',
      'Rate limit reached for gpt-4o in organization org-1 on tokens per min',
      'rate_limit_error',
      '429 Too Many Requests',
      'Service Unavailable',
      'Request timed out.',
      'The server is temporarily unable to handle the request',
      'upstream error 503'
    ]) {
      expect([said, saysTransient(said)]).toEqual([said, true])
    }
    for (const said of [
      'An error occurred.',
      'Invalid API key',
      'This model does not support tools',
      'context_length_exceeded'
    ]) {
      expect([said, saysTransient(said)]).toEqual([said, false])
    }
  })
})

describe('assistant check behind a proxy that wants credentials', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  it('asks once and names the proxy and its variable, not its password', async () => {
    const proxy = await startForwardProxy({ credentials: 'runner:pr0xy-s3cret' })
    try {
      for (const name of ['https_proxy', 'http_proxy', 'HTTP_PROXY', 'NO_PROXY', 'no_proxy'])
        delete process.env[name]
      process.env.HTTPS_PROXY = proxy.url.replace('//', '//runner:wrong-pr0xy-s3cret@')
      const client = new AssistantClient({
        // Only the proxy resolves this name; it opens no tunnel without the right password.
        discoveryUrl: `https://${PROXIED_HOST}:8443`,
        domain: 'acme',
        assistantKey: 'svc_dsc_retry',
        notice: () => {}
      })
      let now = 0
      const clock: Clock = { now: () => now, sleep: async ms => void (now += ms) }
      const [result] = await askAll(parseQuestions('- install?'), {
        client,
        concurrency: 1,
        retrievalPageSize: 5,
        clock,
        random: () => 0.5
      })
      expect(proxy.targets).toEqual([`${PROXIED_HOST}:8443`])
      expect(result?.attempts).toBe(1)
      expect(result?.error).toContain(
        `could not reach the assistant at ${PROXIED_HOST}:8443: The proxy ${proxy.url} (from HTTPS_PROXY) asked for credentials (407`
      )
      expect(result?.error).toContain('it refused the user and password in HTTPS_PROXY')
      expect(result?.error).not.toContain('pr0xy-s3cret')
    } finally {
      await proxy.close()
    }
  })
})
