import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { AssistantClient } from '../../src/platform/assistant.js'
import type { AssistantReply } from '../../src/platform/assistant-types.js'
import type { Clock } from '../../src/platform/clock.js'
import { askAll } from '../../assistant-check/src/ask-all.js'
import { judgeReply, normalisePagePath } from '../../assistant-check/src/expectations.js'
import { parseQuestions } from '../../assistant-check/src/questions.js'
import { buildReport, summaryHtml } from '../../assistant-check/src/report.js'
import { startAssistantEmulator } from '../../emulator/assistant/server.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const siteDir = path.join(here, 'fixtures', 'site')
const KEY = 'svc_dsc_check_key'

const reply = (over: Partial<AssistantReply>): AssistantReply => ({
  text: '',
  reasoning: '',
  sources: [],
  toolCalls: [],
  annotations: [],
  data: [],
  newerCodes: [],
  finishReason: 'stop',
  ...over
})

describe('questions file', () => {
  it('reads questions with their options and expectations', () => {
    const [q] = parseQuestions(`
questions:
  - question: How do I install?
    currentPath: /guides/install
    filter: { version: 2.0, language: en }
    context: [{ type: code, value: "npm i" }]
    expect:
      cites: /guides/install
      contains: [npm install]
      notContains: [pip]
      matches: "/ACME --VERSION/i"
`)
    expect(q).toMatchObject({
      name: 'How do I install?',
      currentPath: '/guides/install',
      // As written: YAML reads a plain 2.0 as the number 2, another docs version.
      filter: { version: '2.0', language: 'en' },
      context: [{ type: 'code', value: 'npm i' }],
      expect: { cites: ['/guides/install'], contains: ['npm install'], notContains: ['pip'] }
    })
    expect(q?.expect.matches?.flags).toBe('i')
    const filters = parseQuestions(`
- question: a
  filter: { version: 1.10 }
- question: b
  filter: { version: "3.0", language: 0x1 }
- question: c
  filter:
    version: 2024.01
`).map(x => x.filter)
    expect(filters).toEqual([
      { version: '1.10' },
      { version: '3.0', language: '0x1' },
      { version: '2024.01' }
    ])
  })

  it('reads numbers and booleans where text is expected as the file wrote them', () => {
    // What a user writes to check a page about an error code or a version: YAML reads each
    // plain 409, 1.10 or true as a number or a boolean, while the writer meant the text.
    const [q, alone] = parseQuestions(`
questions:
  - question: What does a 409 from the bundle endpoint mean?
    name: 409
    expect:
      cites: [/api/errors]
      contains: [409, 1.10, "not finished"]
      notContains: 500
      matches: 409
  - 2024
`)
    expect(q).toMatchObject({
      name: '409',
      expect: {
        cites: ['/api/errors'],
        contains: ['409', '1.10', 'not finished'],
        notContains: ['500']
      }
    })
    expect(q?.expect.matches?.source).toBe('409')
    expect(alone).toMatchObject({ name: '2024', question: '2024' })
    expect(() =>
      parseQuestions('- question: q\n  expect: { contains: [a, ~], notContains: [[x]] }', 'qs.yml')
    ).toThrow(
      'qs.yml has problems:\n- questions[0].expect.contains must be a text or a list of non-empty texts\n' +
        '- questions[0].expect.notContains must be a text or a list of non-empty texts'
    )
  })

  it('reports every problem with its question and field', () => {
    let message = ''
    try {
      parseQuestions(
        `questions:
  - question: ok
    expect: { cite: [/a], matches: "(" }
  - currentPath: /x
  - question: y
    filter: { tag: z }
    currentPath: "${'/a'.repeat(101)}"
  - question: z
    currentPath: 42
    context: [{ type: code, value: "npm i", path: 7 }, { type: snippet, value: x }]`,
        'qs.yml'
      )
    } catch (err) {
      message = (err as Error).message
    }
    const lines = message.split('\n')
    expect(lines[0]).toBe('qs.yml has problems:')
    expect(lines[1]).toBe(
      '- questions[0].expect.cite is not known (use cites, contains, notContains, matches)'
    )
    expect(lines[2]).toMatch(
      /^- questions\[0\]\.expect\.matches is not a valid regular expression: /
    )
    expect(lines.slice(3)).toEqual([
      '- questions[1].question is required and must be text',
      '- questions[2].filter may only hold version and language',
      '- questions[2].currentPath must be at most 200 characters (got 202)',
      '- questions[3].context[0].path must be a string',
      '- questions[3].context[1].type must be one of code, textSelection',
      '- questions[3].currentPath must be a string'
    ])
    expect(() => parseQuestions('questions: []', 'qs.yml')).toThrow(/non-empty list/)
    expect(() => parseQuestions('questions: [', 'qs.yml')).toThrow(/not valid YAML/)
  })
})

describe('expectations', () => {
  it('passes a reply that cites, contains, avoids and matches what it must', () => {
    const r = reply({
      text: 'Run NPM install -g acme-cli',
      sources: [{ path: '/guides/install/', content: '' }]
    })
    const expect_ = {
      cites: ['guides/install'],
      contains: ['npm install'],
      notContains: ['pip'],
      matches: /acme-cli$/
    }
    expect(judgeReply(r, expect_)).toEqual([])
  })

  it('says what is missing', () => {
    const r = reply({
      text: 'use pip',
      sources: [{ url: 'https://docs.test/v1/install.html', content: '' }],
      finishReason: 'length'
    })
    expect(
      judgeReply(r, {
        cites: ['/guides/install'],
        contains: ['npm'],
        notContains: ['PIP'],
        matches: /acme/
      })
    ).toEqual([
      'does not cite /guides/install (cited: /v1/install)',
      'answer does not contain "npm"',
      'answer contains "PIP", which it must not',
      'answer does not match /acme/',
      'the reply finished with "length" instead of "stop"'
    ])
    expect(normalisePagePath('https://x.test/a/index.html?x=1')).toBe('/a')
  })

  it('matches a cited page of a site in another language, whether its path is escaped or not', () => {
    const cites = (source: { url?: string; path?: string }, page: string) =>
      judgeReply(reply({ text: 'ok', sources: [{ ...source, content: '' }] }), {
        cites: [page],
        contains: [],
        notContains: []
      })
    expect(cites({ url: 'https://docs.test/fr/d%C3%A9marrage' }, '/fr/démarrage')).toEqual([])
    expect(cites({ path: '/ja/はじめに' }, '/ja/%E3%81%AF%E3%81%98%E3%82%81%E3%81%AB')).toEqual([])
    expect(cites({ url: 'HTTPS://docs.test/guides/install' }, '/guides/install')).toEqual([])
    // An escape that is not UTF-8, or a URL that does not parse, is compared as written.
    expect(normalisePagePath('/a%E9b')).toBe('/a%E9b')
    expect(normalisePagePath('https://bad host/a')).toBe('/https://bad host/a')
  })
})

describe('asking all questions', () => {
  it('keeps to the concurrency, backs off on 429 for at least Retry-After, and keeps question order', async () => {
    // One virtual time for the emulator's rate windows and the checker's sleeps.
    let now = Date.UTC(2025, 0, 1, 9, 59, 0)
    const sleeps: number[] = []
    const clock: Clock = {
      now: () => now,
      sleep: async ms => {
        sleeps.push(ms)
        now += ms
      }
    }
    const emulator = await startAssistantEmulator({
      sites: [{ domain: 'acme', orgId: 'org_acme', assistantKeys: [KEY], siteDir }],
      rateLimits: { perOrgPerHour: 2, perIpPerDay: 100, now: () => now }
    })
    let inFlight = 0
    let maxInFlight = 0
    try {
      const real = new AssistantClient({
        discoveryUrl: emulator.url,
        domain: 'acme',
        assistantKey: KEY,
        notice: () => {}
      })
      const client = {
        ask: async (...args: Parameters<AssistantClient['ask']>) => {
          inFlight += 1
          maxInFlight = Math.max(maxInFlight, inFlight)
          try {
            return await real.ask(...args)
          } finally {
            inFlight -= 1
          }
        }
      }
      const questions = parseQuestions(`
- question: How do I install the CLI?
  expect: { cites: [/guides/install] }
- question: What are the rate limits?
  expect: { cites: [/reference/rate-limits], contains: ["10,000"] }
- question: How do I rotate keys?
  expect: { cites: [/guides/authentication] }
- question: When does the bundle link expire?
  expect: { cites: [/guides/install] }
`)
      const results = await askAll(questions, {
        client,
        concurrency: 2,
        retrievalPageSize: 3,
        clock,
        random: () => 0.5
      })
      expect(maxInFlight).toBe(2)
      expect(results.map(r => r.name)).toEqual(questions.map(q => q.name))
      expect(results.map(r => r.passed)).toEqual([true, true, true, false])
      expect(results[3]?.failures[0]).toMatch(
        /^does not cite \/guides\/install \(cited: \/guides\/static-export/
      )
      // Two requests fit the first window; a 429 then makes a question wait out the 60 s left
      // of the hour (Retry-After beats the smaller jittered backoff) before it asks again.
      expect(emulator.state.received).toHaveLength(4)
      const limited = emulator.log.entries.filter(e => e.status === 429)
      expect(limited.length).toBeGreaterThanOrEqual(1)
      expect(sleeps).toEqual(limited.map(() => 60_000))
      expect(results.reduce((sum, r) => sum + r.attempts, 0)).toBe(4 + limited.length)
      expect(results.slice(0, 2).map(r => r.attempts)).toEqual([1, 1])

      const report = buildReport('acme', results)
      expect(report).toMatchObject({ passed: 3, failed: 1, total: 4 })
      const html = summaryHtml(report)
      expect(html).toContain('1 of 4 questions failed')
      expect(html).toContain('<code>/guides/static-export</code>')
      expect(html).not.toContain(KEY)
    } finally {
      await emulator.close()
    }
  })

  it('stops at once, saying when to run again, when Retry-After is longer than it waits', async () => {
    // An hourly quota used up at the start of its hour: the server asks for an hour.
    let now = Date.UTC(2025, 0, 1, 9, 0, 0)
    const sleeps: number[] = []
    const clock: Clock = {
      now: () => now,
      sleep: async ms => {
        sleeps.push(ms)
        now += ms
      }
    }
    const emulator = await startAssistantEmulator({
      sites: [{ domain: 'acme', orgId: 'org_acme', assistantKeys: [KEY], siteDir }],
      rateLimits: { perOrgPerHour: 1, perIpPerDay: 100, now: () => now }
    })
    try {
      const client = new AssistantClient({
        discoveryUrl: emulator.url,
        domain: 'acme',
        assistantKey: KEY,
        notice: () => {}
      })
      const results = await askAll(
        parseQuestions('- How do I install the CLI?\n- What are the rate limits?'),
        { client, concurrency: 1, retrievalPageSize: 3, clock, random: () => 0.5 }
      )
      expect(results.map(r => r.attempts)).toEqual([1, 1])
      expect(sleeps).toEqual([])
      expect(results[1]!.error).toMatch(
        /429.*after 1 try; the assistant asked to retry after 1h, longer than the 2m this check waits.*Run the check again after 2025-01-01T10:00:00Z/
      )
    } finally {
      await emulator.close()
    }
  })

  it('says a 503 asking for hours is an outage, not a used-up quota', async () => {
    // A platform down for maintenance: 503 with a Retry-After of two hours.
    const server = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '7200' })
        res.end('{"error":"down for maintenance"}')
      })
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const client = new AssistantClient({
        discoveryUrl: `http://127.0.0.1:${port}`,
        domain: 'acme',
        assistantKey: KEY,
        notice: () => {}
      })
      const now = Date.UTC(2025, 0, 1, 9, 0, 0)
      const clock: Clock = { now: () => now, sleep: () => Promise.reject(new Error('no wait')) }
      const [result] = await askAll(parseQuestions('- How do I install the CLI?'), {
        client,
        concurrency: 1,
        retrievalPageSize: 3,
        clock
      })
      expect(result?.error).toMatch(
        /^503 from the assistant: down for maintenance\. \(after 1 try; the assistant asked to retry after 2h, longer than the 2m this check waits: it is unavailable for a while\. Run the check again after 2025-01-01T11:00:00Z\)$/
      )
    } finally {
      await new Promise<void>(resolve => server.close(() => resolve()))
    }
  })

  it('fails a question that gets no reply, with the reason, without retrying a 401', async () => {
    const emulator = await startAssistantEmulator({
      sites: [{ domain: 'acme', orgId: 'o', assistantKeys: ['svc_dsc_other'], siteDir }]
    })
    try {
      const client = new AssistantClient({
        discoveryUrl: emulator.url,
        domain: 'acme',
        assistantKey: KEY,
        notice: () => {}
      })
      const [result] = await askAll(parseQuestions('- install'), {
        client,
        concurrency: 1,
        retrievalPageSize: 5
      })
      expect(result).toMatchObject({ passed: false, attempts: 1 })
      expect(result?.error).toMatch(/^401 from the assistant: unknown or expired key/)
    } finally {
      await emulator.close()
    }
  })
})
