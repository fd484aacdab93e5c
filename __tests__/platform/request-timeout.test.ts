// 408 Request Timeout: the platform, or a load balancer or proxy in front of it, closed a request
// it had not received whole in time (RFC 9110, 15.5.9). Nothing was acted on, so every call is
// repeated, the start call too, and a wait outlasting the retries goes on polling. Over loopback
// against the emulator; retry waits run on a virtual clock.
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import { PlatformError } from '../../src/platform/errors.js'
import { StaticExportClient } from '../../src/platform/static-export.js'
import { VirtualClock, seeded } from './simulated-job.js'

const ADMIN = 'svc_local_admin_key'
const START = '/v1/static-export/jobs'

let emulator: PlatformEmulator
beforeEach(async () => {
  emulator = await startPlatformEmulator({ config: { jobs: { queuedMs: 0, msPerPage: 0 } } })
})
afterEach(() => emulator.close())

function client(attempts = 5): StaticExportClient {
  return new StaticExportClient({
    baseUrl: emulator.url,
    apiKey: ADMIN,
    attempts,
    clock: new VirtualClock(),
    random: seeded(3),
    backoff: { initialMs: 100, factor: 2, maxMs: 1000 }
  })
}

const statuses = (path: RegExp) =>
  emulator.log.entries.filter(e => path.test(e.path)).map(e => e.status)

it('repeats the start, status and bundle calls after a 408, starting one job', async () => {
  emulator.faults.set([
    { kind: 'error', route: 'start', status: 408, count: 1 },
    { kind: 'error', route: 'status', status: 408, count: 1 },
    { kind: 'error', route: 'bundle', status: 408, count: 1 }
  ])
  const c = client()
  const started = await c.startExport({ domain: 'docs.acme.test' })
  expect(statuses(/^\/v1\/static-export\/jobs$/)).toEqual([408, 202])
  const job = await c.waitForExport(started.jobId, {
    schedule: { initialMs: 10, maxBackoffMs: 50, floorMs: 10 }
  })
  expect(job.status).toBe('completed')
  expect(statuses(/^\/v1\/static-export\/jobs\/[^/]+$/).slice(0, 2)).toEqual([408, 200])
  const bundle = await c.createBundle(job.jobId)
  expect(bundle.jobId).toBe(job.jobId)
  expect(statuses(/\/bundle$/)).toEqual([408, 200])
  expect(emulator.log.count('POST', START)).toBe(2)
})

it('a wait whose poll gets 408 past its retries polls on and sees the job complete', async () => {
  emulator.faults.set([{ kind: 'error', route: 'status', status: 408, count: 3 }])
  const c = client(2)
  const started = await c.startExport({ domain: 'docs.acme.test' })
  const job = await c.waitForExport(started.jobId, {
    schedule: { initialMs: 10, maxBackoffMs: 50, floorMs: 10 }
  })
  expect(job.status).toBe('completed')
  expect(statuses(/^\/v1\/static-export\/jobs\/[^/]+$/).slice(0, 4)).toEqual([408, 408, 408, 200])
})

it('a 408 that outlasts the retries says what happened, not "unexpected answer"', async () => {
  emulator.faults.set([{ kind: 'error', route: 'status', status: 408 }])
  const e = await client(2)
    .getExport('se_1')
    .then(
      () => undefined,
      (err: unknown) => err
    )
  expect(e).toBeInstanceOf(PlatformError)
  expect(e).toMatchObject({ status: 408, kind: 'timeout', attempts: 2 })
  expect((e as PlatformError).transient).toBe(true)
  expect((e as PlatformError).message).toMatch(/gave up waiting for the request; retry later/)
})
