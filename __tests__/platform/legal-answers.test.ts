// Answers the specification allows and the emulator's default style does not give: job ids of
// any shape (long, mixed case, characters a URL path must encode), a start answered 201,
// `expiresAt` in other ISO 8601 forms, a bundle answer without `sizeBytes`, link hosts with
// weak, multipart or no ETags, and hosts that ignore Range or answer it without a total. Each
// runs the client, the download and the renewal probe against the emulator over loopback.
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { join } from 'node:path'
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import type { PlatformEmulatorConfig } from '../../emulator/platform/config.js'
import {
  ID_STYLES,
  LINK_STYLES,
  formatExpiresAt,
  type AnswerStyle
} from '../../emulator/platform/styles.js'
import { downloadBundle } from '../../src/archive/download.js'
import { probeSameObject } from '../../src/archive/same-object.js'
import { formatRecordComment, parseRecordComment } from '../../src/config/record.js'
import { StaticExportClient } from '../../src/platform/static-export.js'
import { NOT_YET_VISIBLE_MS } from '../../src/platform/wait.js'
import { VirtualClock } from './simulated-job.js'

const ADMIN = 'svc_local_admin_key'
const POLICY = { allowPrivate: false }

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'legal-answers-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

async function withPlatform<T>(
  config: Partial<PlatformEmulatorConfig>,
  body: (platform: PlatformEmulator, client: StaticExportClient) => Promise<T>
): Promise<T> {
  const platform = await startPlatformEmulator({
    config: { jobs: { queuedMs: 0, msPerPage: 0 }, ...config }
  })
  try {
    const client = new StaticExportClient({ baseUrl: platform.url, apiKey: ADMIN })
    return await body(platform, client)
  } finally {
    await platform.close()
  }
}

/** Starts an export and waits for it; returns its id and the archive the emulator made. */
async function completed(platform: PlatformEmulator, client: StaticExportClient) {
  const started = await client.startExport({ domain: 'docs.acme.test' })
  const job = await client.waitForExport(started.jobId, {
    schedule: { initialMs: 10, maxBackoffMs: 50, floorMs: 10 }
  })
  const archive = platform.jobs.get(job.jobId)!.archive!
  const bytes = readFileSync(archive)
  return { job, bytes, sha256: createHash('sha256').update(bytes).digest('hex') }
}

describe.each(ID_STYLES)('job ids in the %s style', ids => {
  it('export, bundle, download and a renewal by the recorded id, start answered 201', async () => {
    await withPlatform({ ids, startStatus: 201 }, async (platform, client) => {
      const { job, sha256 } = await completed(platform, client)
      const bundle = await client.createBundle(job.jobId)
      const got = await downloadBundle({
        link: { url: bundle.bundleUrl, sizeBytes: bundle.sizeBytes! },
        destination: join(dir, 'a.tar.gz')
      })
      expect(got.sha256).toBe(sha256)
      // The id goes into the config's record and comes back from it unchanged.
      const comment = formatRecordComment({ jobId: job.jobId, expiresAt: bundle.expiresAt })
      const record = parseRecordComment(comment)!
      expect(record.jobId).toBe(job.jobId)
      const again = await client.createBundle(record.jobId!)
      expect(again.jobId).toBe(job.jobId)
      expect(platform.log.entries.find(e => e.method === 'POST')?.status).toBe(201)
    })
  })
})

describe.each<NonNullable<AnswerStyle['expiresAt']>>([
  'millis',
  'seconds',
  'offset',
  'compact-offset',
  'micros',
  'lowercase'
])('expiresAt written as %s', form => {
  it('is the same instant, given as ISO 8601 in UTC that every later step reads', async () => {
    await withPlatform({ answers: { expiresAt: form } }, async (platform, client) => {
      const { job } = await completed(platform, client)
      const bundle = await client.createBundle(job.jobId)
      const iso = new Date(Date.parse(bundle.expiresAt)).toISOString()
      expect(bundle.expiresAt).toBe(iso)
      // The instant is the one the link carries (whole seconds in every scheme).
      expect(Date.parse(bundle.expiresAt) % 1000).toBe(0)
      expect(formatRecordComment({ jobId: job.jobId, expiresAt: bundle.expiresAt })).toContain(
        `expires ${iso}`
      )
    })
  })
})

it('the emulator writes each expiresAt form as the same instant', () => {
  const iso = '2026-11-22T10:00:00.000Z'
  for (const form of ['seconds', 'offset', 'compact-offset', 'micros'] as const) {
    expect(new Date(Date.parse(formatExpiresAt(iso, form))).toISOString()).toBe(iso)
  }
  expect(formatExpiresAt(iso, 'lowercase')).toBe('2026-11-22t10:00:00z')
  expect(formatExpiresAt(iso, 'offset')).toBe('2026-11-22T12:00:00+02:00')
})

describe('a bundle answer without sizeBytes (the spec promises bundleUrl and expiresAt only)', () => {
  it('downloads the archive, checked against the size the link host announces', async () => {
    await withPlatform({ answers: { sizeBytes: 'absent' } }, async (platform, client) => {
      const { job, bytes, sha256 } = await completed(platform, client)
      const bundle = await client.createBundle(job.jobId)
      expect(bundle.sizeBytes).toBeUndefined()
      const totals = new Set<number | undefined>()
      const got = await downloadBundle({
        link: { url: bundle.bundleUrl, sizeBytes: bundle.sizeBytes },
        destination: join(dir, 'a.tar.gz'),
        onProgress: (_received, total) => totals.add(total)
      })
      expect(got).toMatchObject({ bytes: bytes.length, sha256 })
      expect([...totals]).toEqual([bytes.length])
    })
  })

  it('resumes a body cut short, and still ends with the whole archive', async () => {
    await withPlatform(
      {
        answers: { sizeBytes: 'absent' },
        faults: [{ kind: 'truncate', route: 'download', truncateAt: 0.4, count: 1 }]
      },
      async (platform, client) => {
        const { job, sha256 } = await completed(platform, client)
        const bundle = await client.createBundle(job.jobId)
        const got = await downloadBundle({
          link: { url: bundle.bundleUrl },
          destination: join(dir, 'b.tar.gz'),
          backoff: { initialMs: 1, factor: 1, maxMs: 1 }
        })
        expect(got).toMatchObject({ sha256, retries: 1 })
        const downloads = platform.log.entries.filter(e => e.path.startsWith('/exports/'))
        expect(downloads).toHaveLength(2)
      }
    )
  })
})

/** Downloads the job's archive once, then probes a fresh link with what the download recorded. */
async function downloadThenProbe(platform: PlatformEmulator, client: StaticExportClient) {
  const { job, bytes, sha256 } = await completed(platform, client)
  const first = await client.createBundle(job.jobId)
  const got = await downloadBundle({
    link: { url: first.bundleUrl, sizeBytes: first.sizeBytes },
    destination: join(dir, 'first.tar.gz')
  })
  expect(got.sha256).toBe(sha256)
  const renewed = await client.createBundle(job.jobId)
  const probe = await probeSameObject({
    url: renewed.bundleUrl,
    expected: { sizeBytes: bytes.length, etag: got.etag ?? '', sha256 },
    policy: POLICY
  })
  return { etag: got.etag, probe }
}

describe('a link host that stores the archive as Google Cloud Storage does with Content-Encoding: gzip', () => {
  it('serves the stored bytes to the download and the probe (asked with Accept-Encoding: gzip)', async () => {
    await withPlatform({ answers: { storage: 'gcs-transcoding' } }, async (platform, client) => {
      // Asked without Accept-Encoding, this host answers with the tar: not the archive.
      const { job } = await completed(platform, client)
      const plain = await fetch((await client.createBundle(job.jobId)).bundleUrl, {
        headers: { 'accept-encoding': 'identity' }
      })
      expect(plain.headers.get('x-goog-stored-content-encoding')).toBe('gzip')
      expect(plain.headers.get('content-length')).toBeNull()
      await plain.arrayBuffer()
      const { etag, probe } = await downloadThenProbe(platform, client)
      expect(etag).toMatch(/^"[0-9a-f]+"$/)
      expect(probe).toEqual({ same: true })
    })
  })
})

describe('the renewal probe against link hosts of every ETag and Range behaviour', () => {
  it('a strong ETag, multipart or not, proves the same object', async () => {
    for (const etag of ['strong', 'multipart'] as const) {
      await withPlatform({ answers: { etag } }, async (platform, client) => {
        const { probe, etag: recorded } = await downloadThenProbe(platform, client)
        expect(recorded).toMatch(etag === 'multipart' ? /^"[0-9a-f]+-12"$/ : /^"[0-9a-f]+"$/)
        expect(probe).toEqual({ same: true })
      })
    }
  })

  it('a weak ETag proves nothing about the bytes: the renewal downloads, saying why', async () => {
    await withPlatform({ answers: { etag: 'weak' } }, async (platform, client) => {
      const { probe } = await downloadThenProbe(platform, client)
      expect(probe).toEqual({ same: false, why: expect.stringMatching(/weak ETag/) })
    })
  })

  // 503 comes as S3's SlowDown, 500 as its InternalError (the emulator's XML error bodies).
  it.each([503, 500] as const)(
    'a link host that answers the probe %i once: asked again, proven, not downloaded',
    async status => {
      // The first download passes; the probe's first request gets the object store's error.
      await withPlatform(
        { faults: [{ kind: 'error', route: 'download', status, body: 'xml', skip: 1, count: 1 }] },
        async (platform, client) => {
          const { probe } = await downloadThenProbe(platform, client)
          expect(probe).toEqual({ same: true })
          // The probe closes its connection at the headers: the log takes the 206 a moment later.
          const downloads = () => platform.log.entries.filter(e => e.path.startsWith('/exports/'))
          for (let i = 0; i < 50 && downloads().length < 3; i++) await sleep(10)
          expect(downloads().map(e => e.status)).toEqual([200, status, 206])
          expect(platform.faults.list()[0]).toMatchObject({ fired: 1, body: 'xml' })
        }
      )
    }
  )

  it.each([
    ['no ETag', { etag: 'none' }, /without an ETag/],
    ['Range ignored (200)', { ranges: 'ignored' }, /answered 200 to a one-byte range/],
    ['an unknown total (bytes 0-0/*)', { ranges: 'unknown-total' }, /complete Content-Range/]
  ] as const)('%s: not proven, with the reason', async (_name, answers, why) => {
    await withPlatform({ answers }, async (platform, client) => {
      const { probe } = await downloadThenProbe(platform, client)
      expect(probe).toEqual({ same: false, why: expect.stringMatching(why) })
    })
  })

  it.each([['ignored'], ['unknown-total']] as const)(
    'a download cut short resumes or restarts when Range is %s',
    async ranges => {
      await withPlatform(
        {
          answers: { ranges },
          faults: [{ kind: 'truncate', route: 'download', truncateAt: 0.4, count: 1 }]
        },
        async (platform, client) => {
          const { job, sha256 } = await completed(platform, client)
          const bundle = await client.createBundle(job.jobId)
          const got = await downloadBundle({
            link: { url: bundle.bundleUrl, sizeBytes: bundle.sizeBytes },
            destination: join(dir, 'cut.tar.gz'),
            backoff: { initialMs: 1, factor: 1, maxMs: 1 }
          })
          expect(got).toMatchObject({ sha256, retries: 1 })
        }
      )
    }
  )
})

describe.each(LINK_STYLES)('a link host of the %s style', links => {
  it('answers the probe (a GET); refuses HEAD when the link is signed for GET, as S3 and GCS do', async () => {
    await withPlatform({ links }, async (platform, client) => {
      const { probe } = await downloadThenProbe(platform, client)
      expect(probe).toEqual({ same: true })
      const { job } = await completed(platform, client)
      const head = await fetch((await client.createBundle(job.jobId)).bundleUrl, {
        method: 'HEAD'
      })
      const signsMethod = links.startsWith('s3') || links.startsWith('gcs')
      expect(head.status).toBe(signsMethod ? 403 : 200)
    })
  })
})

describe.each(['string', 'absent'] as const)('progress and pageCount written as %s', progress => {
  it('the wait reports what it can and ends with the completed job', async () => {
    await withPlatform(
      { answers: { progress }, jobs: { queuedMs: 0, msPerPage: 30 } },
      async (platform, client) => {
        const started = await client.startExport({ domain: 'docs.acme.test' })
        const seen: string[] = []
        const job = await client.waitForExport(started.jobId, {
          schedule: { initialMs: 10, maxBackoffMs: 30, floorMs: 10 },
          onProgress: j => seen.push(`${j.status}:${j.progress}:${j.pageCount}`)
        })
        expect(job.status).toBe('completed')
        expect(seen.at(-1)).toMatch(
          progress === 'absent' ? 'completed:100:undefined' : /^completed:100:[1-9]/
        )
        expect(platform.log.entries.filter(e => e.status !== 200 && e.status !== 202)).toEqual([])
      }
    )
  })
})

describe('answers holding only what the spec promises (the minimal fields style)', () => {
  it('start, wait, bundle and download: the job is the one asked about, no count is made up', async () => {
    await withPlatform(
      { answers: { fields: 'minimal' }, jobs: { queuedMs: 20, msPerPage: 20 } },
      async (platform, client) => {
        const started = await client.startExport({ domain: 'docs.acme.test' })
        expect(started).toMatchObject({ status: 'queued', pageCount: undefined })
        const seen: string[] = []
        const job = await client.waitForExport(started.jobId, {
          schedule: { initialMs: 10, maxBackoffMs: 30, floorMs: 10 },
          onProgress: j => seen.push(`${j.jobId}:${j.status}:${j.pageCount}`)
        })
        expect(job).toMatchObject({
          jobId: started.jobId,
          status: 'completed',
          pageCount: undefined
        })
        expect(seen.some(s => /:running:[0-9]+$/.test(s))).toBe(true)
        expect(seen.every(s => s.startsWith(`${started.jobId}:`))).toBe(true)
        const bundle = await client.createBundle(job.jobId)
        expect(bundle).toMatchObject({ jobId: started.jobId, sizeBytes: undefined })
        const archive = platform.jobs.get(job.jobId)!.archive!
        const got = await downloadBundle({
          link: { url: bundle.bundleUrl },
          destination: join(dir, 'm.tar.gz')
        })
        expect(got.sha256).toBe(createHash('sha256').update(readFileSync(archive)).digest('hex'))
        // The emulator answers as the spec's rows show, no more (else this test proves nothing).
        const raw = async (method: string, path: string): Promise<unknown> =>
          (
            await fetch(`${platform.url}${path}`, {
              method,
              headers: { authorization: `Bearer ${ADMIN}` }
            })
          ).json()
        const path = `/v1/static-export/jobs/${encodeURIComponent(job.jobId)}`
        expect(await raw('GET', path)).toEqual({ status: 'completed' })
        expect(Object.keys((await raw('POST', `${path}/bundle`)) as object).sort()).toEqual([
          'bundleUrl',
          'expiresAt'
        ])
      }
    )
  })
})

describe('sizeBytes as a string of digits, and sizeBytes that cannot be a size', () => {
  it('a string of digits is the size (64-bit integers often travel as strings)', async () => {
    await withPlatform({ answers: { sizeBytes: 'string' } }, async (platform, client) => {
      const { job, bytes } = await completed(platform, client)
      expect((await client.createBundle(job.jobId)).sizeBytes).toBe(bytes.length)
    })
  })

  it.each([[-1], [1.5], [2 ** 60]])('%s is refused, naming the field', async size => {
    const platform = await startPlatformEmulator({
      config: { jobs: { queuedMs: 0, msPerPage: 0 } },
      reportSizeBytes: () => size
    })
    try {
      const client = new StaticExportClient({ baseUrl: platform.url, apiKey: ADMIN })
      const { job } = await completed(platform, client)
      await expect(client.createBundle(job.jobId)).rejects.toThrow(
        /field "sizeBytes" is .*not a byte count/
      )
    } finally {
      await platform.close()
    }
  })
})

describe('a 5xx answered by whatever stands in front of the platform, as an HTML page', () => {
  it('names the status and the page title, not the start of its style sheet', async () => {
    await withPlatform(
      { faults: [{ kind: 'error', route: 'status', status: 502, body: 'html' }] },
      async (platform, client) => {
        const fast = new StaticExportClient({
          baseUrl: platform.url,
          apiKey: ADMIN,
          attempts: 2,
          backoff: { initialMs: 1, factor: 1, maxMs: 1 }
        })
        const started = await client.startExport({ domain: 'docs.acme.test' })
        const err = (await fast.getExport(started.jobId).catch(e => e)) as Error
        expect(err.message).toMatch(/answered 502: api\.example\.test \| 502: Bad gateway\./)
        expect(err.message).not.toMatch(/<|margin/)
      }
    )
  })
})

describe('409 "not finished yet" from the bundle call of a job that reported completed', () => {
  it('is the platform lagging behind itself: the call is repeated and gets its link', async () => {
    await withPlatform(
      { faults: [{ kind: 'error', route: 'bundle', status: 409, count: 2 }] },
      async (platform, client) => {
        const { job } = await completed(platform, client)
        const fast = new StaticExportClient({
          baseUrl: platform.url,
          apiKey: ADMIN,
          backoff: { initialMs: 1, factor: 1, maxMs: 1 }
        })
        const bundle = await fast.createBundle(job.jobId)
        expect(bundle.jobId).toBe(job.jobId)
        const calls = platform.log.entries.filter(e => e.path.endsWith('/bundle'))
        expect(calls.map(e => e.status)).toEqual([409, 409, 200])
      }
    )
  })
})

describe('404 for a job just started', () => {
  it('is the platform not showing it yet: the wait polls on and sees it complete', async () => {
    await withPlatform(
      { faults: [{ kind: 'error', route: 'status', status: 404, count: 2 }] },
      async (platform, client) => {
        const { job } = await completed(platform, client)
        expect(job.status).toBe('completed')
        const polls = platform.log.entries.filter(e => e.method === 'GET')
        expect(polls.slice(0, 2).map(e => e.status)).toEqual([404, 404])
      }
    )
  })

  it('a job never seen ends the wait once the grace is over, with the 404', async () => {
    await withPlatform(
      { faults: [{ kind: 'error', route: 'status', status: 404 }] },
      async (_platform, client) => {
        const started = await client.startExport({ domain: 'docs.acme.test' })
        const clock = new VirtualClock()
        await expect(client.waitForExport(started.jobId, { clock })).rejects.toMatchObject({
          kind: 'not-found',
          status: 404
        })
        expect(clock.now() - Date.UTC(2026, 0, 1)).toBeGreaterThanOrEqual(NOT_YET_VISIBLE_MS)
      }
    )
  })
})

describe('an API that moved and answers with a redirect', () => {
  it('is not followed (the key would go along); the error says where to point api-url', async () => {
    await withPlatform(
      {
        faults: [
          {
            kind: 'error',
            route: 'start',
            status: 308,
            location: 'https://api.moved.example/platform/v1/static-export/jobs'
          }
        ]
      },
      async (platform, client) => {
        const err = (await client
          .startExport({ domain: 'docs.acme.test' })
          .catch((e: unknown) => e)) as Error
        expect(err.message).toMatch(
          /answered 308\. The platform redirected to https:\/\/api\.moved\.example\/platform\/v1\/static-export\/jobs.*set api-url to https:\/\/api\.moved\.example\/platform\./
        )
        expect(platform.log.entries).toHaveLength(1)
      }
    )
  })
})
