// The finish reason a real server writes is the model provider's, as the chat SDK maps it: a
// provider that gives none (or one the SDK does not map) ends a whole answer with "unknown", some
// with "other". A site's chat shows such an answer as any other, so the check judges it by its
// expectations and warns; a reason that says the answer was cut or withheld still fails it, as
// does an answer with no text, whatever its finish.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { formatDataStreamPart } from '@ai-sdk/ui-utils'
import { AssistantClient } from '../../src/platform/assistant.js'
import { askAll } from '../../assistant-check/src/ask-all.js'
import { parseQuestions } from '../../assistant-check/src/questions.js'
import { buildReport, summaryHtml } from '../../assistant-check/src/report.js'

/** A reply as `streamText(...).toDataStreamResponse()` writes it, ending with `reason`. */
function serverStream(reason: string, text = 'Run npm i -g acme.'): string {
  const usage = { promptTokens: null, completionTokens: null } // NaN, once JSON.stringify has it
  return [
    formatDataStreamPart('start_step', { messageId: 'msg_1' }),
    formatDataStreamPart('tool_call', {
      toolCallId: 'c1',
      toolName: 'search',
      args: { query: 'q' }
    }),
    formatDataStreamPart('tool_result', {
      toolCallId: 'c1',
      result: [
        { path: '/guides/install', content: 'npm i -g acme', metadata: { title: 'Install' } }
      ]
    }),
    ...(text ? [formatDataStreamPart('text', text)] : []),
    `e:${JSON.stringify({ finishReason: reason, usage, isContinued: false })}\n`,
    `d:${JSON.stringify({ finishReason: reason, usage })}\n`
  ].join('')
}

describe('a reply whose finish reason says nothing about it', () => {
  let server: http.Server
  let url: string
  let reason = 'stop'
  let text = 'Run npm i -g acme.'

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        res.writeHead(200, {
          'Content-Type': 'text/plain; charset=utf-8',
          'X-Vercel-AI-Data-Stream': 'v1'
        })
        res.end(serverStream(reason, text))
      })
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))

  async function ask(expect = '{ cites: /guides/install, contains: npm i -g acme }') {
    const client = new AssistantClient({
      discoveryUrl: url,
      domain: 'acme',
      assistantKey: 'svc_dsc_finish',
      notice: () => {}
    })
    const questions = parseQuestions(`
- question: How do I install?
  expect: ${expect}
`)
    const [result] = await askAll(questions, { client, concurrency: 1, retrievalPageSize: 5 })
    if (!result) throw new Error('no result')
    return result
  }

  it.each(['unknown', 'other', 'a-reason-newer-than-the-sdk'])(
    'passes an answer that finished with "%s" and meets its expectations, with a warning',
    async written => {
      reason = written
      const result = await ask()
      const read = written === 'other' ? 'other' : 'unknown'
      expect(result).toMatchObject({ passed: true, failures: [] })
      expect(result.warnings).toEqual([
        `the reply finished with "${read}" instead of "stop" (the model gave no reason for ending); the answer was judged as it came`
      ])
      expect(summaryHtml(buildReport('acme', [result]))).toContain(
        `✅ pass<br>⚠️ the reply finished with &quot;${read}&quot;`
      )
    }
  )

  it.each(['length', 'content-filter', 'error', 'tool-calls'])(
    'fails an answer that finished with "%s": cut, withheld or never written',
    async written => {
      reason = written
      const result = await ask()
      expect(result).toMatchObject({ passed: false, warnings: [] })
      expect(result.failures).toEqual([`the reply finished with "${written}" instead of "stop"`])
    }
  )

  it('passes a reply that finished with "stop" without a warning', async () => {
    reason = 'stop'
    expect(await ask()).toMatchObject({ passed: true, failures: [], warnings: [] })
  })

  it('fails an answer with no text that cites what it must and finished with "stop"', async () => {
    // The search ran and the model wrote nothing (or only white space): the site's chat shows
    // an empty answer.
    reason = 'stop'
    for (const written of ['', ' \n ']) {
      text = written
      const result = await ask('{ cites: /guides/install }')
      expect(result).toMatchObject({ passed: false, failures: ['the answer has no text'] })
    }
    text = 'Run npm i -g acme.'
  })
})
