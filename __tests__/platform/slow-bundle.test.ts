// The bundle call packages the completed export into one archive (spec 4.4) before it answers, so
// for a large site it takes as long as the packaging does; the platform's own recipe waits for it
// with curl and no time limit. It was held to the 30 s every other call gets, and then repeated
// (each repeat asking for the packaging again) until the retry deadline: a large site never got
// its link. Its time is now its own (the run passes wait-timeout). Over loopback against the
// emulator, the packaging stood for by a delay of the bundle answer, the times scaled down.
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import { PlatformError } from '../../src/platform/errors.js'
import { StaticExportClient } from '../../src/platform/static-export.js'

const ADMIN = 'svc_local_admin_key'
const BUNDLE = /^\/v1\/static-export\/jobs\/[^/]+\/bundle$/

let emulator: PlatformEmulator
beforeEach(async () => {
  emulator = await startPlatformEmulator({ config: { jobs: { queuedMs: 0, msPerPage: 0 } } })
})
afterEach(() => emulator.close())

async function completedJob(client: StaticExportClient): Promise<string> {
  const started = await client.startExport({ domain: 'docs.acme.test' })
  const job = await client.waitForExport(started.jobId, {
    schedule: { initialMs: 10, maxBackoffMs: 50, floorMs: 10 }
  })
  return job.jobId
}

it('waits for a bundle answer slower than the time any other call gets, asking once', async () => {
  const client = new StaticExportClient({ baseUrl: emulator.url, apiKey: ADMIN, timeoutMs: 1_500 })
  const jobId = await completedJob(client)
  emulator.faults.set([{ kind: 'latency', route: 'bundle', latencyMs: 3_000 }])
  const bundle = await client.createBundle(jobId)
  expect(bundle.jobId).toBe(jobId)
  expect(emulator.log.entries.filter(e => e.method === 'POST' && BUNDLE.test(e.path))).toHaveLength(
    1
  )
})

it('a bundle answer slower than its own time is a timeout that says so', async () => {
  const client = new StaticExportClient({
    baseUrl: emulator.url,
    apiKey: ADMIN,
    timeoutMs: 1_500,
    bundleTimeoutMs: 2_000
  })
  const jobId = await completedJob(client)
  emulator.faults.set([{ kind: 'latency', route: 'bundle', latencyMs: 60_000 }])
  const timers = (): number => process.getActiveResourcesInfo().filter(r => r === 'Timeout').length
  const before = timers()
  const failure = await client.createBundle(jobId).catch((err: unknown) => err)
  expect(failure).toBeInstanceOf(PlatformError)
  expect(failure).toMatchObject({ kind: 'timeout' })
  expect((failure as Error).message).toMatch(/within 2000 ms/)
  // The emulator's delay ends with the request it was for: left running, it held the test's
  // process open for the rest of its minute.
  for (let i = 0; i < 50 && timers() > before; i++) await new Promise(r => setTimeout(r, 20))
  expect(timers()).toBeLessThanOrEqual(before)
})
