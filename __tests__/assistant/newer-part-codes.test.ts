// Parts h to k (source, redacted reasoning, reasoning signature, file) came with chat SDK 4.2:
// clients of SDK 4.1, the oldest the platform supports, fail on them, which is why the platform's
// sources travel as a `search` tool call. A server that sends them anyway (ai@4.2+ with
// sendSources or sendReasoning) is read as newer clients read it, its sources cited, and the
// check warns that a site on SDK 4.1 shows an error for that reply.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { formatDataStreamPart } from '@ai-sdk/ui-utils'
import { AssistantClient } from '../../src/platform/assistant.js'
import { askAll } from '../../assistant-check/src/ask-all.js'
import { parseQuestions } from '../../assistant-check/src/questions.js'
import { buildReport, summaryHtml } from '../../assistant-check/src/report.js'

const SOURCE = formatDataStreamPart('source', {
  sourceType: 'url',
  id: 's1',
  url: 'https://docs.acme.test/guides/install',
  title: 'Install'
})

function serverStream(extra: string[]): string {
  return [
    formatDataStreamPart('start_step', { messageId: 'msg_1' }),
    formatDataStreamPart('text', 'Run npm i -g acme.'),
    ...extra,
    formatDataStreamPart('finish_step', { finishReason: 'stop', isContinued: false }),
    formatDataStreamPart('finish_message', { finishReason: 'stop' })
  ].join('')
}

describe('parts that SDK 4.1 clients fail on', () => {
  let server: http.Server
  let url: string
  let body = ''

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' })
        res.end(body)
      })
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))

  async function ask() {
    const client = new AssistantClient({
      discoveryUrl: url,
      domain: 'acme',
      assistantKey: 'svc_dsc_newer',
      notice: () => {}
    })
    const questions = parseQuestions('- question: How?\n  expect: { cites: /guides/install }')
    const [result] = await askAll(questions, { client, concurrency: 1, retrievalPageSize: 5 })
    if (!result) throw new Error('no result')
    return result
  }

  it('cites the pages of source parts (h:) and warns that SDK 4.1 clients fail on them', async () => {
    body = serverStream([SOURCE, formatDataStreamPart('redacted_reasoning', { data: 'x' }), SOURCE])
    const result = await ask()
    expect(result).toMatchObject({ passed: true, citedPages: ['/guides/install'] })
    expect(result.warnings).toEqual([
      'the reply holds data stream parts h:, i:, which chat SDK 4.1 clients (the oldest the ' +
        'platform supports) fail on; sources are meant to travel as a search tool call'
    ])
    expect(summaryHtml(buildReport('acme', [result]))).toContain('✅ pass<br>⚠️ the reply holds')
  })

  it('warns of nothing for a reply of the parts SDK 4.1 reads', async () => {
    body = serverStream([])
    const result = await ask()
    expect(result).toMatchObject({ passed: false, warnings: [] })
  })
})
