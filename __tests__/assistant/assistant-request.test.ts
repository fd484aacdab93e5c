import { validateAssistantRequest } from '../../src/platform/assistant-request.js'
import { checkAssistantKey, questionRequest } from '../../src/platform/assistant.js'

const valid = {
  fp: 'anonymous',
  messages: [
    {
      id: 'm1',
      role: 'user',
      content: 'how do i get started',
      parts: [{ type: 'text', text: 'How do I get started' }]
    }
  ],
  threadId: null,
  retrievalPageSize: 5,
  filter: null
}

describe('assistant request validation', () => {
  it('accepts the platform example body and every part variant, with unknown extra message fields', () => {
    expect(validateAssistantRequest(valid)).toEqual([])
    const full = {
      ...valid,
      threadId: 'thr_1',
      threadKey: 'tk_1',
      filter: { version: '2.0', language: 'en' },
      context: [
        { type: 'code', value: 'npm i', path: '/guides/install', elementId: 'c1' },
        { type: 'textSelection', value: 'bundle links' }
      ],
      currentPath: '/guides/install',
      messages: [
        ...valid.messages,
        {
          id: 'm2',
          role: 'assistant',
          createdAt: '2025-01-01T00:00:00.000Z',
          content: 'answer',
          annotations: [{ threadId: 'thr_1' }],
          revisionId: 'r1',
          toolInvocations: [],
          experimental_attachments: [
            { url: 'https://x.test/a.png', name: 'a', contentType: 'image/png' }
          ],
          parts: [
            { type: 'step-start' },
            {
              type: 'reasoning',
              reasoning: 'r',
              details: [
                { type: 'text', text: 'r', signature: 's' },
                { type: 'redacted', data: 'd' }
              ]
            },
            {
              type: 'source',
              source: { sourceType: 'url', id: 's1', url: 'https://x.test', title: 'X' }
            },
            {
              type: 'tool-invocation',
              toolInvocation: {
                state: 'partial-call',
                toolCallId: 'c',
                toolName: 'search',
                args: {}
              }
            },
            {
              type: 'tool-invocation',
              toolInvocation: {
                state: 'call',
                step: 0,
                toolCallId: 'c',
                toolName: 'search',
                args: { q: 1 }
              }
            },
            {
              type: 'tool-invocation',
              toolInvocation: {
                state: 'result',
                step: 0,
                toolCallId: 'c',
                toolName: 'search',
                args: {},
                result: []
              }
            },
            { type: 'text', text: 'answer' }
          ]
        }
      ]
    }
    expect(validateAssistantRequest(full)).toEqual([])
  })

  it('names each field that is wrong', () => {
    const problems = validateAssistantRequest({
      messages: [
        { id: 'm1', role: 'robot', content: 'x', parts: [{ type: 'text' }, { type: 'image' }] },
        {
          role: 'assistant',
          content: 'y',
          createdAt: 'yesterday',
          parts: [
            {
              type: 'tool-invocation',
              toolInvocation: { state: 'result', toolCallId: 'c', toolName: 'search', args: {} }
            },
            { type: 'source', source: { sourceType: 'file', id: 's' } },
            { type: 'reasoning', reasoning: 'r', details: [{ type: 'other' }] }
          ]
        }
      ],
      retrievalPageSize: 2.5,
      currentPath: `/${'a'.repeat(200)}`,
      filter: { version: 2 },
      context: [{ type: 'file', value: 'x' }]
    })
    expect(problems).toEqual([
      'fp is required',
      'messages[0].role must be one of system, assistant, data, user (got "robot")',
      'messages[0].parts[0].text is required',
      'messages[0].parts[1].type must be one of text, reasoning, step-start, source, tool-invocation (got "image")',
      'messages[1].id is required',
      'messages[1].createdAt must be a date-time string',
      'messages[1].parts[0].toolInvocation.result is required when state is result',
      'messages[1].parts[1].source.sourceType must be url',
      'messages[1].parts[1].source.url is required',
      'messages[1].parts[2].details[0].type must be text or redacted',
      'retrievalPageSize must be a positive whole number (got 2.5)',
      'filter.version must be a string',
      'context[0].type must be one of code, textSelection',
      'currentPath must be at most 200 characters (got 201)'
    ])
    expect(validateAssistantRequest({ ...valid, retrievalPageSize: 0 })).toEqual([
      'retrievalPageSize must be a positive whole number (got 0)'
    ])
    expect(validateAssistantRequest({ ...valid, messages: [] })).toEqual([
      'messages must hold at least one message'
    ])
    expect(validateAssistantRequest('text')).toEqual(['the request body must be a JSON object'])
  })

  it('builds a valid single-question request with the SDK extra fields', () => {
    const request = questionRequest('How do I install?', {
      currentPath: '/guides',
      filter: { version: '2.0' }
    })
    expect(validateAssistantRequest(request)).toEqual([])
    expect(request.messages[0]).toMatchObject({
      role: 'user',
      content: 'How do I install?',
      parts: [{ type: 'text', text: 'How do I install?' }]
    })
    expect(request.retrievalPageSize).toBe(5)
  })

  it('refuses an admin key and says why, without quoting the key', () => {
    expect(() => checkAssistantKey('svc_dsc_public')).not.toThrow()
    expect(() => checkAssistantKey('svc_secretadmin')).toThrow(/admin key .*server-side secret/)
    try {
      checkAssistantKey('svc_secretadmin')
    } catch (err) {
      expect((err as Error).message).not.toContain('secretadmin')
    }
    expect(() => checkAssistantKey('')).toThrow(/empty/)
    expect(() => checkAssistantKey('sk-other')).toThrow(/svc_dsc_/)
  })
})
