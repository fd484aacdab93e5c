// Asks every question with at most `concurrency` requests in flight. A failure the retry rule
// calls passing (retry-rule.ts) is retried after the longer of the server's Retry-After and a
// full-jitter backoff; other errors fail that question and the rest go on. A Retry-After longer
// than the action waits out (MAX_RETRY_AFTER_MS: the platform's quotas are per hour and per day)
// ends the question at once, saying when to run the check again.
import type { AssistantClient } from '../../src/platform/assistant.js'
import { AssistantHttpError, questionRequest } from '../../src/platform/assistant.js'
import type { AssistantReply } from '../../src/platform/assistant-types.js'
import {
  backoffDelay,
  DEFAULT_BACKOFF,
  MAX_RETRY_AFTER_MS,
  type BackoffOptions
} from '../../src/platform/backoff.js'
import { formatDuration } from '../../src/duration.js'
import { realClock, type Clock, type RandomSource } from '../../src/platform/clock.js'
import { citedPages, judgeReply, replyWarnings } from './expectations.js'
import type { Question } from './questions.js'
import { finalError, retryReason } from './retry-rule.js'

export interface QuestionResult {
  name: string
  question: string
  passed: boolean
  failures: string[]
  /** What a reader should know that does not fail the question. */
  warnings: string[]
  answer: string
  citedPages: string[]
  timeToFirstTokenMs?: number
  durationMs: number
  attempts: number
  threadId?: string
  /** Set when no reply could be read at all. */
  error?: string
}

export interface AskAllOptions {
  client: Pick<AssistantClient, 'ask'>
  concurrency: number
  retrievalPageSize: number
  /** Requests per question, first included. Default 6. */
  maxAttempts?: number
  backoff?: BackoffOptions
  clock?: Clock
  random?: RandomSource
  /** Progress lines (one per retry and per finished question). */
  log?: (line: string) => void
}

async function askOne(question: Question, options: AskAllOptions): Promise<QuestionResult> {
  const clock = options.clock ?? realClock
  const maxAttempts = options.maxAttempts ?? 6
  const started = clock.now()
  let attempts = 0
  for (;;) {
    attempts += 1
    try {
      const reply: AssistantReply = await options.client.ask(
        questionRequest(question.question, {
          currentPath: question.currentPath,
          filter: question.filter ?? null,
          context: question.context,
          retrievalPageSize: options.retrievalPageSize
        })
      )
      const failures = judgeReply(reply, question.expect)
      return {
        name: question.name,
        question: question.question,
        passed: failures.length === 0,
        failures,
        warnings: replyWarnings(reply),
        answer: reply.text,
        citedPages: citedPages(reply),
        timeToFirstTokenMs: reply.timeToFirstTokenMs,
        durationMs: clock.now() - started,
        attempts,
        threadId: reply.threadId
      }
    } catch (err) {
      const reason = retryReason(err)
      const serverWait = err instanceof AssistantHttpError ? (err.retryAfterMs ?? 0) : 0
      if (reason !== undefined && attempts < maxAttempts && serverWait <= MAX_RETRY_AFTER_MS) {
        const wait = Math.max(
          serverWait,
          backoffDelay(attempts - 1, options.backoff ?? DEFAULT_BACKOFF, options.random)
        )
        options.log?.(
          `"${question.name}": ${reason} (try ${attempts} of ${maxAttempts}); retrying in ${Math.ceil(wait / 1000)} s`
        )
        await clock.sleep(wait)
        continue
      }
      const message =
        reason !== undefined && serverWait > MAX_RETRY_AFTER_MS
          ? tooLongToWait(err, serverWait, attempts, clock.now())
          : finalError(err, attempts)
      return {
        name: question.name,
        question: question.question,
        passed: false,
        failures: [`no reply: ${message}`],
        warnings: [],
        answer: '',
        citedPages: [],
        durationMs: clock.now() - started,
        attempts,
        error: message
      }
    }
  }
}

/** Results in the order of the questions, whatever order they finished in. */
export async function askAll(
  questions: Question[],
  options: AskAllOptions
): Promise<QuestionResult[]> {
  const results: QuestionResult[] = new Array(questions.length)
  let next = 0
  const worker = async () => {
    while (next < questions.length) {
      const index = next++
      const question = questions[index] as Question
      const result = await askOne(question, options)
      results[index] = result
      options.log?.(
        `${result.passed ? 'pass' : 'FAIL'}: ${question.name}${result.passed ? '' : ` (${result.failures.join('; ')})`}`
      )
    }
  }
  const workers = Math.max(1, Math.min(options.concurrency, questions.length))
  await Promise.all(Array.from({ length: workers }, worker))
  return results
}

/** Why a question stopped where the server asked for a wait longer than the check waits out. */
function tooLongToWait(err: unknown, waitMs: number, attempts: number, now: number): string {
  const message = err instanceof Error ? err.message : String(err)
  const at = new Date(now + waitMs).toISOString().replace(/\.\d{3}Z$/, 'Z')
  // A 429 asks for that long when a quota (per hour, per day) is used up; a 503 when the
  // service is down for a while (maintenance). Either way it is not a wait for a CI step.
  const why =
    err instanceof AssistantHttpError && err.status === 429
      ? 'its quota is used up'
      : 'it is unavailable for a while'
  return (
    `${message} (after ${attempts} ${attempts === 1 ? 'try' : 'tries'}; the assistant asked to ` +
    `retry after ${formatDuration(waitMs)}, longer than the ${formatDuration(MAX_RETRY_AFTER_MS)} ` +
    `this check waits: ${why}. Run the check again after ${at})`
  )
}
