// A worker thread of an export: runs a PageJob for the slice of pages the main thread hands it.
import { parentPort, workerData } from 'node:worker_threads'
import { PageJob, type JobContext, type PageTask } from './page-job.js'
import type { PageMeta } from './template.js'

export type WorkerRequest =
  | { type: 'prepare'; id: number; tasks: PageTask[]; textWords?: number }
  | { type: 'emit'; id: number; metas: PageMeta[]; asPieces: boolean }

const port = parentPort
if (!port) throw new Error('worker.ts runs only as a worker thread')
const job = new PageJob(workerData as JobContext)

port.on('message', (request: WorkerRequest) => {
  const fail = (err: unknown): void => {
    const e = err as Error & { page?: string }
    port.postMessage({
      type: 'error',
      id: request.id,
      name: e.name,
      message: e.message,
      page: e.page
    })
  }
  if (request.type === 'prepare') {
    job
      .prepare(request.tasks)
      .then(pages => port.postMessage({ type: 'prepared', id: request.id, pages }), fail)
  } else {
    job
      .emit(request.metas, request.asPieces, batch =>
        port.postMessage({ type: 'batch', id: request.id, ...batch })
      )
      .then(() => port.postMessage({ type: 'done', id: request.id }), fail)
  }
})
port.postMessage({ type: 'ready' })
