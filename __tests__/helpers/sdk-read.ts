// How the chat SDK v4 client (@ai-sdk/ui-utils 1.x callChatApi, the code a site's useChat runs)
// reads the answer of an assistant endpoint: the oracle the assistant client's tests hold our
// client to. One question, `q`, posted as useChat posts it; throws what the SDK throws.
import { callChatApi, type UIMessage } from '@ai-sdk/ui-utils'

export interface SdkRead {
  /** The message the SDK built from the stream (parts always set). */
  message: UIMessage
  finishReason?: string
}

/** The SDK's read of the answer to one question at `base`'s `/v1/assistant/acme/message`. */
export async function sdkRead(base: string): Promise<SdkRead> {
  const last: UIMessage = {
    id: 'u1',
    role: 'user',
    content: 'q',
    parts: [{ type: 'text', text: 'q' }]
  }
  let read: SdkRead | undefined
  await callChatApi({
    api: `${base}/v1/assistant/acme/message`,
    body: { messages: [last], fp: 'anonymous' },
    streamProtocol: 'data',
    credentials: undefined,
    headers: undefined,
    abortController: () => new AbortController(),
    restoreMessagesOnFailure: () => {},
    onResponse: undefined,
    onUpdate: () => {},
    onFinish: (message, { finishReason }) => {
      read = { message: message as UIMessage, finishReason }
    },
    onToolCall: undefined,
    generateId: () => 'generated',
    fetch: undefined,
    lastMessage: last
  })
  if (!read) throw new Error('the SDK did not finish')
  return read
}
