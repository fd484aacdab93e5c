// The emulator's stream and request handling checked with the chat SDK v4 client's own code
// (@ai-sdk/ui-utils 1.x: callChatApi → processChatResponse → parseDataStreamPart), the code a
// site's useChat runs in the browser.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { callChatApi, type UIMessage } from '@ai-sdk/ui-utils'
import { startAssistantEmulator, type AssistantEmulator } from '../../emulator/assistant/server.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const KEY = 'svc_dsc_sdk_test'

interface Finished {
  message: UIMessage
  finishReason?: string
  usage?: { promptTokens: number; completionTokens: number }
  responseHeaders: Headers
}

let counter = 0
const generateId = () => `gen_${++counter}`

/** One useChat round trip: the body it posts, read by the SDK's data stream parser. */
async function chat(
  emulator: AssistantEmulator,
  body: Record<string, unknown>,
  lastMessage: UIMessage
): Promise<Finished> {
  let finished: Omit<Finished, 'responseHeaders'> | undefined
  let responseHeaders: Headers | undefined
  await callChatApi({
    api: `${emulator.url}/v1/assistant/acme/message`,
    body,
    streamProtocol: 'data',
    credentials: undefined,
    headers: { Authorization: `Bearer ${KEY}` },
    abortController: () => new AbortController(),
    restoreMessagesOnFailure: () => {},
    onResponse: response => {
      responseHeaders = response.headers
    },
    onUpdate: () => {},
    onFinish: (message, { finishReason, usage }) => {
      // processChatResponse hands over the UIMessage it built (parts always set).
      finished = { message: message as UIMessage, finishReason, usage }
    },
    onToolCall: undefined,
    generateId,
    fetch: undefined,
    lastMessage
  })
  if (!finished || !responseHeaders) throw new Error('the SDK did not finish the message')
  return { ...finished, responseHeaders }
}

function userMessage(id: string, text: string): UIMessage {
  return { id, role: 'user', content: text, createdAt: new Date(), parts: [{ type: 'text', text }] }
}

describe('compatibility with the chat SDK v4 client (@ai-sdk/ui-utils 1.x)', () => {
  let emulator: AssistantEmulator

  beforeAll(async () => {
    emulator = await startAssistantEmulator({
      sites: [
        {
          domain: 'acme',
          orgId: 'org_acme',
          assistantKeys: [KEY],
          siteDir: path.join(here, 'fixtures', 'site')
        }
      ]
    })
  })
  afterAll(() => emulator.close())

  it('reads the text, the search tool invocation with its sources, the finish reason and the thread id', async () => {
    const first = userMessage('u1', 'How do I install the CLI?')
    const { message, finishReason, usage, responseHeaders } = await chat(
      emulator,
      {
        id: 'chat_1',
        messages: [first],
        fp: 'anonymous',
        retrievalPageSize: 3,
        threadId: null,
        filter: null
      },
      first
    )
    expect(finishReason).toBe('stop')
    expect(usage?.completionTokens).toBeGreaterThan(0)
    expect(message.role).toBe('assistant')
    expect(message.content).toContain('npm install -g acme-cli')
    expect(message.parts[0]).toEqual({ type: 'step-start' })
    const invocation = message.parts.find(p => p.type === 'tool-invocation')
    expect(invocation?.type === 'tool-invocation' && invocation.toolInvocation).toMatchObject({
      state: 'result',
      toolName: 'search',
      args: { query: 'How do I install the CLI?' }
    })
    const result =
      invocation?.type === 'tool-invocation' && invocation.toolInvocation.state === 'result'
        ? invocation.toolInvocation.result
        : undefined
    expect(result).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: '/guides/install',
          metadata: expect.objectContaining({ title: 'Install the CLI' })
        })
      ])
    )
    expect(message.parts.at(-1)).toMatchObject({ type: 'text', text: message.content })
    const threadId = responseHeaders.get('x-thread-id')
    expect(threadId).toMatch(/^thr_/)
    expect(message.annotations).toEqual([{ threadId }])
  })

  it('accepts the body useChat sends with sendExtraMessageFields (ids, createdAt, earlier assistant parts) and continues the thread', async () => {
    const first = userMessage('u1', 'How do I rotate keys?')
    const reply = await chat(
      emulator,
      { id: 'chat_2', messages: [first], fp: 'user-42', retrievalPageSize: 5 },
      first
    )
    const threadId = reply.responseHeaders.get('x-thread-id')
    const threadKey = reply.responseHeaders.get('x-thread-key')
    expect(reply.message.parts.map(p => p.type)).toEqual(['step-start', 'tool-invocation', 'text'])

    // What useChat holds after the first round: the user message and the assistant message the
    // SDK built (with its step-start, tool-invocation and text parts, toolInvocations, annotations).
    const second = userMessage('u2', 'And what happens after that?')
    const messages = [first, reply.message, second]
    const body = JSON.parse(
      JSON.stringify({
        id: 'chat_2',
        messages,
        fp: 'user-42',
        retrievalPageSize: 5,
        threadId,
        threadKey,
        currentPath: '/guides/authentication'
      })
    ) as { messages: Record<string, unknown>[] }
    expect(body.messages[1]).toMatchObject({
      role: 'assistant',
      createdAt: expect.any(String),
      toolInvocations: expect.any(Array)
    })

    const before = emulator.state.received.length
    const followUp = await chat(emulator, body, second)
    expect(emulator.state.received.length).toBe(before + 1)
    expect(followUp.finishReason).toBe('stop')
    expect(followUp.message.content).toContain('(/guides/authentication)')
    expect(followUp.message.annotations).toEqual([{ threadId }])
    expect(followUp.responseHeaders.get('x-thread-key')).toBeNull()
  })
})
