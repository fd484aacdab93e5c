// The static export client against the platform emulator over loopback: real HTTP, real
// @actions/http-client. Time for retries, jobs and links is a shared virtual clock, so
// Retry-After and link expiry need no real waiting.
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import { PlatformError, PlatformInputError } from '../../src/platform/errors.js'
import { StaticExportClient } from '../../src/platform/static-export.js'
import { VirtualClock, seeded } from './simulated-job.js'

const ADMIN = 'svc_local_admin_key'
const START = '/v1/static-export/jobs'

let emulator: PlatformEmulator
let clock: VirtualClock

function client(options: Partial<ConstructorParameters<typeof StaticExportClient>[0]> = {}) {
  return new StaticExportClient({
    baseUrl: emulator.url,
    apiKey: ADMIN,
    clock,
    random: seeded(7),
    backoff: { initialMs: 100, factor: 2, maxMs: 2000 },
    ...options
  })
}

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise
  } catch (err) {
    if (err instanceof PlatformError) return err
    throw err
  }
  throw new Error('expected a PlatformError')
}

/** Waits (real time) until the emulator has really exported the job, then returns it. */
async function exported(jobId: string): Promise<void> {
  for (let i = 0; i < 500 && emulator.jobs.get(jobId)?.exportDoneAt === undefined; i++) {
    await new Promise(r => setTimeout(r, 10))
  }
}

async function completedJob(c = client()): Promise<string> {
  const job = await c.startExport({ domain: 'docs.acme.test' })
  await exported(job.jobId)
  clock.time += 60_000
  expect((await c.getExport(job.jobId)).status).toBe('completed')
  return job.jobId
}

beforeEach(async () => {
  clock = new VirtualClock()
  emulator = await startPlatformEmulator({
    clock,
    config: {
      jobs: { queuedMs: 200, msPerPage: 1000 },
      linkLifetimeSeconds: 600,
      orgs: [
        {
          name: 'acme',
          plan: 'enterprise',
          adminKey: ADMIN,
          assistantKey: 'svc_dsc_local_assistant_key',
          keys: [
            { key: 'svc_expired_key', kind: 'admin', expired: true },
            { key: 'svc_readonly_key', kind: 'admin', scopes: ['read'] },
            { key: 'svc_ip_key', kind: 'admin', allowedIps: ['10.9.9.9'] }
          ],
          domains: { 'docs.acme.test': { site: '__fixtures__/sites/mini', versions: ['v2'] } }
        },
        {
          name: 'starter',
          plan: 'starter',
          adminKey: 'svc_local_starter_key',
          domains: { 'docs.starter.test': { site: '__fixtures__/sites/mini' } }
        },
        {
          name: 'other',
          plan: 'enterprise',
          adminKey: 'svc_other_admin_key',
          domains: { 'docs.other.test': { site: '__fixtures__/sites/mini' } }
        }
      ]
    }
  })
})
afterEach(() => emulator.close())

describe('happy path', () => {
  it('starts (202), reads, waits with progress reports, bundles and downloads a link', async () => {
    const c = client()
    const job = await c.startExport({ domain: 'docs.acme.test', version: 'v2' })
    expect(job).toMatchObject({ status: 'queued', progress: 0, pageCount: 0 })
    expect(job.jobId).toMatch(/^se_[0-9a-f]{16}$/)
    await exported(job.jobId)
    const seen: string[] = []
    const done = await c.waitForExport(job.jobId, {
      clock,
      random: seeded(1),
      onProgress: j => seen.push(`${j.status}:${j.progress}:${j.pageCount}`)
    })
    expect(done).toMatchObject({ status: 'completed', progress: 100, pageCount: 3 })
    expect(new Set(seen).size).toBe(seen.length) // each change reported once
    expect(seen[seen.length - 1]).toBe('completed:100:3')
    expect(seen.some(s => s.startsWith('running:'))).toBe(true)
    const bundle = await c.createBundle(job.jobId)
    const url = new URL(bundle.bundleUrl)
    expect(url.pathname).toBe(`/exports/${job.jobId}/bundle.tar.gz`)
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
    expect(Date.parse(bundle.expiresAt) - clock.now()).toBeLessThanOrEqual(600_000)
    const res = await fetch(bundle.bundleUrl)
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(res.status).toBe(200)
    expect(bytes.length).toBe(bundle.sizeBytes)
    expect(bytes[0]).toBe(0x1f) // gzip magic
    expect(
      emulator.log.entries.some(e => e.path.startsWith('/exports/') && e.hadAuthorization)
    ).toBe(false)
  })

  it('accepts 200 from start as well as 202', async () => {
    emulator.config.startStatus = 200
    const job = await client().startExport({ domain: 'docs.acme.test' })
    expect(job.status).toBe('queued')
    expect(emulator.log.entries.find(e => e.path === START)?.status).toBe(200)
  })
})

describe('errors carry status, platform text, call and hint, never the key', () => {
  it('401 for an unknown key and for an expired key', async () => {
    const e1 = await failure(client({ apiKey: 'svc_wrong' }).getExport('se_1'))
    expect(e1).toMatchObject({
      status: 401,
      kind: 'unauthorized',
      platformError: 'invalid API key'
    })
    expect(e1.call).toBe('GET /v1/static-export/jobs/se_1')
    expect(e1.message).toMatch(/wrong or has expired/)
    expect(e1.message).not.toContain('svc_wrong')
    const e2 = await failure(
      client({ apiKey: 'svc_expired_key' }).startExport({ domain: 'docs.acme.test' })
    )
    expect(e2).toMatchObject({ status: 401, platformError: 'the API key has expired' })
  })

  it('403 names its cause: plan, scope, IP allow-list, assistant key', async () => {
    const plan = await failure(
      client({ apiKey: 'svc_local_starter_key' }).startExport({ domain: 'docs.starter.test' })
    )
    expect(plan).toMatchObject({
      status: 403,
      platformError: 'static export is not enabled for this organization'
    })
    expect(plan.hint).toMatch(/Enterprise plan/)
    const scope = await failure(client({ apiKey: 'svc_readonly_key' }).getExport('se_1'))
    expect(scope.hint).toMatch(/admin scope/)
    const ip = await failure(client({ apiKey: 'svc_ip_key' }).getExport('se_1'))
    expect(ip.hint).toMatch(/allow-list/)
    const c = client()
    ;(c as unknown as { http: { apiKey: string } }).http.apiKey = 'svc_dsc_local_assistant_key'
    const assistant = await failure(c.getExport('se_1'))
    expect(assistant.status).toBe(403)
    expect(assistant.hint).toMatch(/admin/)
  })

  it("404 for another organization's domain or job, same as for none", async () => {
    const theirs = await client({ apiKey: 'svc_other_admin_key' }).startExport({
      domain: 'docs.other.test'
    })
    const job = await failure(client().getExport(theirs.jobId))
    const none = await failure(client().getExport('se_0000000000000000'))
    expect(job).toMatchObject({ status: 404, kind: 'not-found' })
    expect(job.platformError?.replace(theirs.jobId, 'X')).toBe(
      none.platformError?.replace('se_0000000000000000', 'X')
    )
    const domain = await failure(client().startExport({ domain: 'docs.other.test' }))
    expect(domain).toMatchObject({ status: 404 })
    expect(domain.hint).toMatch(/unknown to the organization/)
  })

  it('409 before the job completes', async () => {
    const c = client()
    const job = await c.startExport({ domain: 'docs.acme.test' })
    const e = await failure(c.createBundle(job.jobId))
    expect(e).toMatchObject({
      status: 409,
      kind: 'conflict',
      platformError: 'the job has not finished yet'
    })
  })

  it('400 from the platform for an unknown version; bad input is refused before any request', async () => {
    const e = await failure(client().startExport({ domain: 'docs.acme.test', version: 'v9' }))
    expect(e).toMatchObject({ status: 400, kind: 'bad-request' })
    emulator.log.clear()
    await expect(client().startExport({ domain: 'https://docs.acme.test/' })).rejects.toThrow(
      /use "docs.acme.test"/
    )
    expect(() => client({ apiKey: 'svc_dsc_local_assistant_key' })).toThrow(PlatformInputError)
    expect(() => client({ baseUrl: 'http://api.example.com' })).toThrow(/https/)
    expect(emulator.log.entries).toHaveLength(0)
  })

  it('a missing required field is an error naming it; extra fields are fine', async () => {
    const { parseJob, parseBundle, parseStartedJob } =
      await import('../../src/platform/static-export.js')
    expect(() => parseStartedJob({ status: 'queued' }, 'POST /x', 202)).toThrow(
      /field "jobId" is missing/
    )
    // A status never seen is a job not finished yet (wait.ts warns once); only a non-word fails.
    expect(parseJob({ jobId: 'se_1', status: 'paused' }, 'GET /x', 200, 'se_1').status).toBe(
      'paused'
    )
    expect(() => parseJob({ jobId: 'se_1', status: 'run\nning' }, 'GET /x', 200, 'se_1')).toThrow(
      /"status"/
    )
    expect(() => parseJob({ jobId: 'se_1' }, 'GET /x', 200, 'se_1')).toThrow(
      /field "status" is missing/
    )
    expect(
      parseJob({ jobId: 'se_1', status: 'running', progress: 250 }, 'GET /x', 200, 'se_1').progress
    ).toBe(100)
    expect(
      parseJob(
        { jobId: 'se_1', status: 'running', progress: 5, pageCount: 1, extra: 1 },
        'GET /x',
        200,
        'se_1'
      )
    ).toMatchObject({ progress: 5 })
    expect(() =>
      parseBundle({ jobId: 'se_1', bundleUrl: 'https://x/y' }, 'POST /b', 200, 'se_1')
    ).toThrow(/"expiresAt" is missing/)
  })

  it('reads answers that hold only what the spec promises (no echoed jobId, no final count)', async () => {
    const { parseJob, parseBundle, parseStartedJob } =
      await import('../../src/platform/static-export.js')
    // Start: `jobId`, "the job is queued".
    expect(parseStartedJob({ jobId: 'x-1' }, 'POST /x', 202)).toMatchObject({
      jobId: 'x-1',
      status: 'queued',
      progress: 0,
      pageCount: undefined
    })
    // Status: `status`, with the figures only while the job runs; the job is the one asked about.
    expect(
      parseJob({ status: 'running', progress: 40, pageCount: 12 }, 'GET /x', 200, 'x-1')
    ).toMatchObject({ jobId: 'x-1', status: 'running', progress: 40, pageCount: 12 })
    expect(parseJob({ status: 'completed' }, 'GET /x', 200, 'x-1')).toMatchObject({
      jobId: 'x-1',
      progress: 100,
      pageCount: undefined
    })
    // Bundle: `bundleUrl` and `expiresAt`.
    expect(
      parseBundle(
        { bundleUrl: 'https://cdn.example.com/b.tar.gz', expiresAt: '2026-11-22T10:00:00Z' },
        'POST /b',
        200,
        'x-1'
      )
    ).toEqual({
      jobId: 'x-1',
      bundleUrl: 'https://cdn.example.com/b.tar.gz',
      sizeBytes: undefined,
      expiresAt: '2026-11-22T10:00:00.000Z'
    })
    // An echoed id that names another job is still refused, in both answers.
    expect(() => parseJob({ jobId: 'x-2', status: 'completed' }, 'GET /x', 200, 'x-1')).toThrow(
      /about job "x-2", not the job asked about \("x-1"\)/
    )
    expect(() =>
      parseBundle(
        { jobId: 'x-2', bundleUrl: 'https://c/b', expiresAt: '2026-11-22T10:00:00Z' },
        'POST /b',
        200,
        'x-1'
      )
    ).toThrow(/about job "x-2"/)
  })

  it('a job field the spec leaves open, in another shape, never fails the run', async () => {
    const { parseJob } = await import('../../src/platform/static-export.js')
    const job = parseJob(
      { status: 'failed', createdAt: 1732269600, updatedAt: {}, error: { message: 'boom' } },
      'GET /x',
      200,
      'x-1'
    )
    expect(job).toMatchObject({ createdAt: undefined, updatedAt: undefined, error: 'boom' })
    expect(parseJob({ status: 'failed', error: { code: 7 } }, 'GET /x', 200, 'x-1').error).toBe(
      '{"code":7}'
    )
    expect(parseJob({ status: 'failed', error: '' }, 'GET /x', 200, 'x-1').error).toBeNull()
  })
})

describe('retries', () => {
  it('retries status calls on 500, 502 and 503 and succeeds', async () => {
    const jobId = await completedJob()
    emulator.faults.set([
      { kind: 'error', route: 'status', status: 500, count: 1 },
      { kind: 'error', route: 'status', status: 502, count: 1 },
      { kind: 'error', route: 'status', status: 503, count: 1 }
    ])
    emulator.log.clear()
    expect((await client().getExport(jobId)).status).toBe('completed')
    expect(emulator.log.entries.map(e => e.status)).toEqual([500, 502, 503, 200])
  })

  it('honours Retry-After on a 429 burst (virtual time)', async () => {
    const jobId = await completedJob()
    emulator.faults.set([{ kind: 'rate-limit', route: 'bundle', count: 2, retryAfter: 7 }])
    const before = clock.now()
    const bundle = await client().createBundle(jobId)
    expect(bundle.jobId).toBe(jobId)
    expect(clock.now() - before).toBe(14_000)
    expect(emulator.log.count('POST', /\/bundle$/)).toBe(3)
  })

  it('gives up when Retry-After is beyond the deadline, saying so', async () => {
    emulator.faults.set([{ kind: 'rate-limit', route: 'status', retryAfter: 600 }])
    const e = await failure(client({ deadlineMs: 60_000 }).getExport('se_1'))
    expect(e).toMatchObject({ status: 429, kind: 'rate-limited' })
    expect(e.message).toMatch(/retry after 600 s/)
  })

  it('stops after the attempt budget on persistent 5xx', async () => {
    emulator.faults.set([{ kind: 'error', route: 'status', status: 502 }])
    const e = await failure(client({ attempts: 3 }).getExport('se_1'))
    expect(e).toMatchObject({ status: 502, attempts: 3 })
    expect(emulator.log.count('GET', /jobs\/se_1$/)).toBe(3)
  })

  it('never repeats the start call after a 500 (it may have started a job)', async () => {
    emulator.faults.set([{ kind: 'error', route: 'start', status: 500, count: 1 }])
    const e = await failure(client().startExport({ domain: 'docs.acme.test' }))
    expect(e.status).toBe(500)
    expect(emulator.log.count('POST', START)).toBe(1)
  })

  it('never repeats the start call after a connection reset', async () => {
    emulator.faults.set([{ kind: 'reset', route: 'start', count: 1 }])
    const e = await failure(client().startExport({ domain: 'docs.acme.test' }))
    expect(e.kind).toBe('network')
    expect(emulator.log.count('POST', START)).toBe(1)
    // The request may have reached the platform: the message says so, not "could not reach".
    expect(e.message).toMatch(/an export may have started; it is not sent again/)
    expect(e.message).not.toMatch(/could not reach/)
  })

  it('repeats the start call on 429 and 503', async () => {
    emulator.faults.set([
      { kind: 'rate-limit', route: 'start', count: 1, retryAfter: 1 },
      { kind: 'error', route: 'start', status: 503, count: 1 }
    ])
    const job = await client().startExport({ domain: 'docs.acme.test' })
    expect(job.status).toBe('queued')
    expect(emulator.log.entries.filter(e => e.path === START).map(e => e.status)).toEqual([
      429, 503, 202
    ])
  })

  it('repeats the start call when the connection was refused', async () => {
    const url = emulator.url
    await emulator.close()
    const e = await failure(
      client({ baseUrl: url, attempts: 3 }).startExport({ domain: 'docs.acme.test' })
    )
    expect(e).toMatchObject({ kind: 'network', code: 'ECONNREFUSED', attempts: 3 })
    expect(e.message).toMatch(/could not reach the platform; check the API URL/i)
    emulator = await startPlatformEmulator({ clock }) // for afterEach
  })

  it('retries status calls after connection resets', async () => {
    const jobId = await completedJob()
    emulator.faults.set([{ kind: 'reset', route: 'status', count: 2 }])
    emulator.log.clear()
    expect((await client().getExport(jobId)).status).toBe('completed')
    expect(emulator.log.count('GET', `${START}/${jobId}`)).toBe(3)
  })

  it('times out a slow answer: a GET is retried, the start call is not', async () => {
    const jobId = await completedJob()
    emulator.faults.set([{ kind: 'latency', route: 'status', latencyMs: 1500, count: 1 }])
    const job = await client({ timeoutMs: 300 }).getExport(jobId)
    expect(job.status).toBe('completed')
    emulator.faults.set([{ kind: 'latency', route: 'start', latencyMs: 1500, count: 1 }])
    emulator.log.clear()
    const slow = await failure(client({ timeoutMs: 300 }).startExport({ domain: 'docs.acme.test' }))
    expect(slow).toMatchObject({ kind: 'timeout', code: 'ETIMEDOUT' })
    expect(slow.message).not.toContain(ADMIN)
    // The slow start may have reached the platform: it is not sent again.
    await new Promise(r => setTimeout(r, 1400))
    expect(emulator.log.count('POST', START)).toBe(1)
  })
})

describe('jobs that fail, waits that time out', () => {
  it('fails with the platform error text when the job fails at a given progress', async () => {
    emulator.faults.set([
      { kind: 'job-failure', atProgress: 50, message: 'renderer crashed on page 2' }
    ])
    const c = client()
    const job = await c.startExport({ domain: 'docs.acme.test' })
    await exported(job.jobId)
    const e = await failure(c.waitForExport(job.jobId, { clock, random: seeded(1) }))
    expect(e).toMatchObject({ kind: 'job-failed', platformError: 'renderer crashed on page 2' })
    expect(e.message).toContain(job.jobId)
    const last = await c.getExport(job.jobId)
    expect(last).toMatchObject({ status: 'failed', error: 'renderer crashed on page 2' })
    expect(last.progress).toBeLessThan(50)
  })

  it('on timeout names the job, its last state and how to pick it up later', async () => {
    emulator.config.jobs.msPerPage = 3_600_000
    const c = client()
    const job = await c.startExport({ domain: 'docs.acme.test' })
    await exported(job.jobId)
    const e = await failure(
      c.waitForExport(job.jobId, { clock, random: seeded(1), timeoutMs: 120_000 })
    )
    expect(e.kind).toBe('wait-timeout')
    expect(e.message).toContain(job.jobId)
    expect(e.message).toMatch(/last status "running" at 0%/)
    expect(e.message).toMatch(/job-id/)
  })
})

describe('bundle links', () => {
  it('expire, answering 403 with an object-store error; asking again renews without a rerun', async () => {
    const c = client()
    const jobId = await completedJob(c)
    const first = await c.createBundle(jobId)
    clock.time += 601_000
    const expired = await fetch(first.bundleUrl)
    expect(expired.status).toBe(403)
    expect(await expired.text()).toContain(
      '<Code>AccessDenied</Code><Message>Request has expired</Message>'
    )
    const starts = emulator.log.count('POST', START)
    const second = await c.createBundle(jobId)
    expect(second.bundleUrl).not.toBe(first.bundleUrl)
    expect(second.sizeBytes).toBe(first.sizeBytes)
    expect((await fetch(second.bundleUrl)).status).toBe(200)
    expect(emulator.log.count('POST', START)).toBe(starts)
  })

  it('rejects a tampered signature', async () => {
    const c = client()
    const bundle = await c.createBundle(await completedJob(c))
    const res = await fetch(bundle.bundleUrl.replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=999999'))
    expect(res.status).toBe(403)
    expect(await res.text()).toContain('SignatureDoesNotMatch')
  })

  it('refuses HEAD on a link signed for GET, as S3 does; supports Range (206, 416)', async () => {
    const c = client()
    const bundle = await c.createBundle(await completedJob(c))
    const head = await fetch(bundle.bundleUrl, { method: 'HEAD' })
    expect(head.status).toBe(403)
    const full = Buffer.from(await (await fetch(bundle.bundleUrl)).arrayBuffer())
    const part = await fetch(bundle.bundleUrl, { headers: { Range: 'bytes=10-19' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${bundle.sizeBytes}`)
    expect(Buffer.from(await part.arrayBuffer())).toEqual(full.subarray(10, 20))
    const tail = await fetch(bundle.bundleUrl, { headers: { Range: 'bytes=-5' } })
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(full.subarray(full.length - 5))
    const bad = await fetch(bundle.bundleUrl, { headers: { Range: `bytes=${bundle.sizeBytes}-` } })
    expect(bad.status).toBe(416)
    expect(bad.headers.get('content-range')).toBe(`bytes */${bundle.sizeBytes}`)
  })

  it('a truncated download promises the full length and cuts the connection', async () => {
    const c = client()
    const bundle = await c.createBundle(await completedJob(c))
    emulator.faults.set([{ kind: 'truncate', route: 'download', truncateAt: 0.5 }])
    await expect(fetch(bundle.bundleUrl).then(r => r.arrayBuffer())).rejects.toThrow()
  })
})
