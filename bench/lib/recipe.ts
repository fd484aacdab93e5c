// The platform's published recipe (platform-facts.md; bench/recipe.sh is the same thing as a real
// shell script) as a loop in the benchmark's clock, for the polling comparison in virtual time:
// start the export, then up to 60 status calls with a fixed 10 s sleep between them, exit 1 on
// `failed`, then the bundle call. A job still running after the 60th call falls through to the
// bundle call, which the platform answers 409, as the shell script's `curl -f` would fail.
import type { Clock } from '../../src/platform/clock.js'

export const RECIPE_TRIES = 60
export const RECIPE_SLEEP_MS = 10_000

export interface RecipeRun {
  jobId: string
  statusCalls: number
  /** Clock time of the bundle call. */
  bundleCallAt: number
  outcome: 'completed' | 'failed' | 'gave-up'
}

export interface RecipeOptions {
  baseUrl: string
  adminKey: string
  domain: string
  clock: Clock
  /** Called with the job id right after the start call (the benchmark gates its clock on it). */
  onStarted?: (jobId: string) => void
}

async function call(
  options: RecipeOptions,
  method: string,
  path: string,
  body?: unknown
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${options.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${options.adminKey}`,
      ...(body ? { 'Content-Type': 'application/json' } : {})
    },
    body: body ? JSON.stringify(body) : undefined
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}

export async function runRecipe(options: RecipeOptions): Promise<RecipeRun> {
  const started = await call(options, 'POST', '/v1/static-export/jobs', { domain: options.domain })
  const jobId = String(started.json.jobId)
  options.onStarted?.(jobId)
  let statusCalls = 0
  let outcome: RecipeRun['outcome'] = 'gave-up'
  for (let i = 1; i <= RECIPE_TRIES; i++) {
    const status = (await call(options, 'GET', `/v1/static-export/jobs/${jobId}`)).json.status
    statusCalls++
    if (status === 'completed') {
      outcome = 'completed'
      break
    }
    if (status === 'failed') return { jobId, statusCalls, bundleCallAt: NaN, outcome: 'failed' }
    await options.clock.sleep(RECIPE_SLEEP_MS)
  }
  const bundleCallAt = options.clock.now()
  const bundle = await call(options, 'POST', `/v1/static-export/jobs/${jobId}/bundle`)
  if (outcome === 'completed' && bundle.status !== 200) {
    throw new Error(`recipe: bundle call answered ${bundle.status} for a completed job`)
  }
  return { jobId, statusCalls, bundleCallAt, outcome }
}
