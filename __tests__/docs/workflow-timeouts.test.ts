// An example job's `timeout-minutes` must leave the action room to reach its own limits: the
// wait for the export (`wait-timeout`), then the bundle call, which has the same limit again on
// its own (it packages the export before it answers), then the whole download
// (`download-timeout`), plus the upload. A job timeout shorter than that has the runner cancel
// the step mid-way, with no error naming the limit that was reached, where the action would
// have failed with one.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { parseDuration } from '../../src/duration.js'
import { readActionMetadata, readRepoText, repoRoot } from './action-metadata.js'

const action = readActionMetadata('action.yml')
/** Minutes the upload and the steps around the action may take, beyond the action's limits. */
const UPLOAD_MARGIN_MINUTES = 5

interface TimedJob {
  where: string
  timeoutMinutes: number
  neededMinutes: number | undefined
}

function limitMinutes(given: Record<string, unknown>, name: string): number | undefined {
  const value = String(given[name] ?? action.inputs.get(name)!.default)
  const ms = value.includes('${{') ? undefined : parseDuration(value)
  return ms === undefined ? undefined : ms / 60_000
}

const timedJobs: TimedJob[] = readdirSync(path.join(repoRoot, 'examples/workflows'))
  .filter(name => /\.ya?ml$/.test(name))
  .flatMap(name => {
    const workflow = parseYaml(readRepoText(`examples/workflows/${name}`)) as {
      jobs: Record<string, { 'timeout-minutes'?: number; steps?: Record<string, unknown>[] }>
    }
    return Object.entries(workflow.jobs).flatMap(([jobName, job]) => {
      if (typeof job['timeout-minutes'] !== 'number') return []
      const steps = (job.steps ?? []).filter(
        step => typeof step.uses === 'string' && /(^|\/)static-export-action@/.test(step.uses)
      )
      if (steps.length === 0) return []
      const needed = steps.map(step => {
        const given = (step.with ?? {}) as Record<string, unknown>
        const wait = limitMinutes(given, 'wait-timeout')
        const download = limitMinutes(given, 'download-timeout')
        return wait === undefined || download === undefined
          ? undefined
          : 2 * wait + download + UPLOAD_MARGIN_MINUTES
      })
      return [
        {
          where: `examples/workflows/${name} (job ${jobName})`,
          timeoutMinutes: job['timeout-minutes'],
          neededMinutes: needed.includes(undefined)
            ? undefined
            : needed.reduce((sum, n) => sum! + n!, 0)
        }
      ]
    })
  })

describe('timeout-minutes of the example workflows', () => {
  it('are found', () => {
    expect(timedJobs.length).toBeGreaterThan(0)
  })

  it.each(timedJobs.map(job => [job.where, job] as const))(
    '%s leaves the action room for its own limits',
    (_where, job) => {
      if (job.neededMinutes === undefined) return
      expect(job.timeoutMinutes).toBeGreaterThanOrEqual(job.neededMinutes)
    }
  )
})
