// Conversation threads: an id anyone may see, and a key only the thread's client holds. A
// follow-up must bring both; a wrong or missing key gets the same 404 as an unknown id, so ids
// cannot be probed.
import { randomBytes, timingSafeEqual } from 'node:crypto'

export interface Thread {
  id: string
  key: string
  orgId: string
  domain: string
  /** User questions asked in this thread, oldest first. */
  questions: string[]
}

export class ThreadStore {
  private readonly threads = new Map<string, Thread>()

  create(orgId: string, domain: string): Thread {
    const thread: Thread = {
      id: `thr_${randomBytes(8).toString('hex')}`,
      key: `tk_${randomBytes(24).toString('base64url')}`,
      orgId,
      domain,
      questions: []
    }
    this.threads.set(thread.id, thread)
    return thread
  }

  /** The thread when the id, key, organization and domain all match; otherwise undefined. */
  find(
    id: string,
    key: string | null | undefined,
    orgId: string,
    domain: string
  ): Thread | undefined {
    const thread = this.threads.get(id)
    if (!thread || typeof key !== 'string') return undefined
    const a = Buffer.from(thread.key)
    const b = Buffer.from(key)
    if (a.length !== b.length || !timingSafeEqual(a, b)) return undefined
    if (thread.orgId !== orgId || thread.domain !== domain) return undefined
    return thread
  }

  get size(): number {
    return this.threads.size
  }
}
