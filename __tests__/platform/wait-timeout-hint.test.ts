// A wait that times out tells the user to run again with `job-id: <id>`. The id is any string the
// platform hands out, and written bare into a workflow's YAML as told, an id such as 1.10, 0123,
// 1e5, null or `Export #12` is read as a number, nothing, or cut at the comment: the run then
// asks about another job, or about none. The line now gives the id as a YAML string, which reads
// back as the id itself.
import YAML from 'yaml'
import type { ExportJob } from '../../src/platform/static-export.js'
import { waitForExport } from '../../src/platform/wait.js'
import { VirtualClock } from './simulated-job.js'

function running(jobId: string) {
  return {
    async getExport(): Promise<ExportJob> {
      return { jobId, status: 'running', progress: 10, pageCount: 3, error: null }
    }
  }
}

it.each(['1.10', '0123', '1e5', 'null', 'yes', 'Export #12', 'a: b', '- x', 'se_3f9a2c1b8e7d4a06'])(
  'the job-id line for %j reads back as that id in a workflow',
  async jobId => {
    const failure = await waitForExport(running(jobId), jobId, {
      clock: new VirtualClock(),
      timeoutMs: 60_000
    }).then(
      () => new Error('the wait completed'),
      (err: unknown) => err as Error
    )
    const line = /job-id: (.*?) to get its bundle link/.exec(failure.message)?.[1]
    expect(line).toBeDefined()
    expect(YAML.parse(`with:\n  job-id: ${line}\n`, { version: '1.1' })).toEqual({
      with: { 'job-id': jobId }
    })
    expect(YAML.parse(`with:\n  job-id: ${line}\n`)).toEqual({ with: { 'job-id': jobId } })
  }
)
