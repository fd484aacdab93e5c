// Where page jobs run: in worker threads (one per core) for big sites, in-process for small
// ones or where workers cannot start (e.g. a test runner without a TypeScript loader in workers).
import { Worker } from 'node:worker_threads'
import { PageJob, type JobContext, type PageTask, type PreparedPage } from './page-job.js'
import { RenderError } from './render-error.js'
import type { ArchivePiece, BundleFile } from './archive.js'
import type { PageMeta } from './template.js'

export interface Batch {
  pages: number
  files?: BundleFile[]
  piece?: ArchivePiece
}

export interface JobRunner {
  prepare(tasks: PageTask[], textWords?: number): Promise<PreparedPage[]>
  emit(metas: PageMeta[], asPieces: boolean, onBatch: (batch: Batch) => void): Promise<void>
  close(): Promise<void>
}

export class InProcessRunner implements JobRunner {
  private readonly job: PageJob
  constructor(context: JobContext) {
    this.job = new PageJob(context)
  }
  prepare(tasks: PageTask[], textWords?: number): Promise<PreparedPage[]> {
    return this.job.prepare(tasks, textWords)
  }
  emit(metas: PageMeta[], asPieces: boolean, onBatch: (batch: Batch) => void): Promise<void> {
    return this.job.emit(metas, asPieces, onBatch)
  }
  async close(): Promise<void> {}
}

type WorkerReply =
  | { type: 'ready' }
  | { type: 'prepared'; id: number; pages: PreparedPage[] }
  | ({ type: 'batch'; id: number } & Batch)
  | { type: 'done'; id: number }
  | { type: 'error'; id: number; name: string; message: string; page?: string }

function toError(reply: Extract<WorkerReply, { type: 'error' }>): Error {
  if (reply.name === 'RenderError') {
    const message =
      reply.page && reply.message.startsWith(`${reply.page}: `)
        ? reply.message.slice(reply.page.length + 2)
        : reply.message
    return new RenderError(message, reply.page)
  }
  return new Error(reply.message)
}

const toBuffer = (u: Uint8Array): Buffer => Buffer.from(u.buffer, u.byteOffset, u.byteLength)

export class WorkerRunner implements JobRunner {
  private nextId = 1
  private readonly pending = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void; onBatch?: (b: Batch) => void }
  >()

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'ready') return
      const waiter = this.pending.get(reply.id)
      if (!waiter) return
      if (reply.type === 'batch') {
        const batch: Batch = {
          pages: reply.pages,
          files: reply.files?.map(f => ({
            path: f.path,
            data: typeof f.data === 'string' ? f.data : toBuffer(f.data)
          }))
        }
        if (reply.piece) batch.piece = { ...reply.piece, deflated: toBuffer(reply.piece.deflated) }
        waiter.onBatch?.(batch)
        return
      }
      this.pending.delete(reply.id)
      if (reply.type === 'error') waiter.reject(toError(reply))
      else waiter.resolve(reply.type === 'prepared' ? reply.pages : undefined)
    })
    const failAll = (err: Error): void => {
      for (const waiter of this.pending.values()) waiter.reject(err)
      this.pending.clear()
    }
    worker.on('error', failAll)
    worker.on('exit', code =>
      failAll(new Error(`a render worker stopped unexpectedly (exit code ${code})`))
    )
  }

  /** Starts a worker and waits until it has loaded; rejects when it cannot start. */
  static start(context: JobContext): Promise<WorkerRunner> {
    const here = import.meta.url
    const fromSource = here.endsWith('.ts')
    const file = new URL(fromSource ? './worker.ts' : './worker.js', here)
    return new Promise((resolve, reject) => {
      let worker: Worker
      try {
        if (fromSource) {
          // Run from TypeScript sources (tsx): loader hooks are per thread and a worker does not
          // inherit them, so the worker registers tsx before importing its .ts entry.
          const api = import.meta.resolve('tsx/esm/api')
          const boot = `import(${JSON.stringify(api)}).then(m => { m.register(); return import(${JSON.stringify(file.href)}) })`
          worker = new Worker(boot, { eval: true, workerData: context })
        } else {
          worker = new Worker(file, { workerData: context })
        }
      } catch (err) {
        reject(err as Error)
        return
      }
      const onError = (err: Error): void => reject(err)
      const onExit = (code: number): void =>
        reject(new Error(`render worker exited with code ${code} while starting`))
      worker.once('error', onError)
      worker.once('exit', onExit)
      worker.once('message', (m: WorkerReply) => {
        worker.off('error', onError)
        worker.off('exit', onExit)
        if (m.type === 'ready') resolve(new WorkerRunner(worker))
        else reject(new Error('render worker sent an unexpected first message'))
      })
    })
  }

  private request<T>(message: object, onBatch?: (b: Batch) => void): Promise<T> {
    const id = this.nextId++
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, onBatch })
      this.worker.postMessage({ ...message, id })
    })
  }

  prepare(tasks: PageTask[], textWords?: number): Promise<PreparedPage[]> {
    return this.request({ type: 'prepare', tasks, textWords })
  }
  emit(metas: PageMeta[], asPieces: boolean, onBatch: (batch: Batch) => void): Promise<void> {
    return this.request({ type: 'emit', metas, asPieces }, onBatch)
  }
  async close(): Promise<void> {
    this.worker.removeAllListeners('exit')
    await this.worker.terminate()
  }
}

/**
 * Starts `count` workers, or one in-process runner when count is 0 or workers cannot start
 * (then `note` says why, for the export's warnings).
 */
export async function startRunners(
  context: JobContext,
  count: number
): Promise<{ runners: JobRunner[]; note?: string }> {
  if (count <= 0) return { runners: [new InProcessRunner(context)] }
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => WorkerRunner.start(context))
  )
  const runners = started.filter(s => s.status === 'fulfilled').map(s => s.value)
  if (runners.length === count) return { runners }
  await Promise.all(runners.map(r => r.close()))
  const failure = started.find(s => s.status === 'rejected')
  const reason =
    failure?.status === 'rejected'
      ? String((failure.reason as Error)?.message ?? failure.reason)
      : 'unknown'
  return {
    runners: [new InProcessRunner(context)],
    note: `render workers could not start (${reason.split('\n')[0]}); pages were rendered in one thread`
  }
}
