// A link that expires while its archive is downloading, against the platform emulator over
// loopback: the object store checks a presigned link's expiry when a request starts, so a body
// that breaks off after the link's life is resumed with a request the store refuses (403
// AccessDenied, "Request has expired"). The download renews the link through the platform (the
// same job, so the same object) and goes on from the byte it holds when the new link proves to
// serve that object (the same strong ETag and total), instead of fetching everything again; a
// renewed link that served bytes and then expired in turn is renewed again.
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import { LINK_STYLES, type AnswerStyle, type LinkStyle } from '../../emulator/platform/styles.js'
import { downloadBundle } from '../../src/archive/download.js'
import { StaticExportClient } from '../../src/platform/static-export.js'

const ADMIN = 'svc_local_admin_key'

let dir: string
/** How far the emulator's clock runs ahead of the real one. */
let ahead: number
let platform: PlatformEmulator
let client: StaticExportClient

async function start(answers: AnswerStyle = {}, breaks = 1, links?: LinkStyle): Promise<void> {
  platform = await startPlatformEmulator({
    clock: { now: () => Date.now() + ahead },
    config: {
      jobs: { queuedMs: 0, msPerPage: 0 },
      linkLifetimeSeconds: 60,
      answers,
      ...(links !== undefined ? { links } : {}),
      // The first body breaks off; with two breaks, so does the first body from the renewed
      // link (the third download request: the second is the refusal).
      faults: [
        { kind: 'truncate', route: 'download', truncateAt: 0.5, count: 1 },
        ...(breaks > 1
          ? [
              {
                kind: 'truncate' as const,
                route: 'download' as const,
                truncateAt: 0.5,
                skip: 2,
                count: 1
              }
            ]
          : [])
      ]
    }
  })
  client = new StaticExportClient({ baseUrl: platform.url, apiKey: ADMIN })
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'renewed-resume-'))
  ahead = 0
})
afterEach(async () => {
  await platform.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A completed job's archive, and a download whose first body breaks off after the link expired. */
async function downloadAcrossExpiry() {
  const started = await client.startExport({ domain: 'docs.acme.test' })
  const job = await client.waitForExport(started.jobId, {
    schedule: { initialMs: 10, maxBackoffMs: 50, floorMs: 10 }
  })
  const bytes = readFileSync(platform.jobs.get(job.jobId)!.archive!)
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const first = await client.createBundle(job.jobId)
  let renewals = 0
  const got = await downloadBundle({
    link: { url: first.bundleUrl, sizeBytes: first.sizeBytes, expiresAt: first.expiresAt },
    destination: join(dir, 'bundle.tar.gz'),
    // The wait after a broken body is where the link's minute passes; a renewal waits 0 ms.
    clock: {
      now: () => Date.now(),
      sleep: async ms => {
        if (ms > 0) ahead += 120_000
      }
    },
    random: () => 0.5,
    renewLink: async () => {
      renewals++
      const renewed = await client.createBundle(job.jobId)
      return { url: renewed.bundleUrl, sizeBytes: renewed.sizeBytes, expiresAt: renewed.expiresAt }
    }
  })
  const downloads = platform.log.entries.filter(e => e.path.startsWith('/exports/'))
  return { got, bytes, sha256, renewals, statuses: downloads.map(e => e.status) }
}

// GCS refuses an expired link with 400 ExpiredToken, Azure with 403 AuthenticationFailed.
describe.each(LINK_STYLES.filter(style => style !== 'no-expiry'))(
  'a %s link that expires while its archive downloads',
  style => {
    it("is refused in the store's words, renewed, and resumed", async () => {
      await start({}, 1, style)
      const { got, sha256, renewals, statuses } = await downloadAcrossExpiry()
      expect(got).toMatchObject({ sha256, renewed: true })
      expect(renewals).toBe(1)
      expect(statuses).toEqual([200, style.startsWith('gcs') ? 400 : 403, 206])
    })
  }
)

describe('a link that expires while its archive downloads', () => {
  it('is renewed, and the new link resumes at the byte held (same ETag and size)', async () => {
    await start()
    const { got, sha256, renewals, statuses, bytes } = await downloadAcrossExpiry()
    expect(got).toMatchObject({ sha256, bytes: bytes.length, renewed: true })
    expect(renewals).toBe(1)
    // Cut off, refused as expired, then only the rest from the renewed link.
    expect(statuses).toEqual([200, 403, 206])
  })

  it('is renewed again when the renewed link expires too, as long as bytes keep coming', async () => {
    await start({}, 2)
    const { got, sha256, renewals, statuses } = await downloadAcrossExpiry()
    expect(got).toMatchObject({ sha256, renewed: true })
    expect(renewals).toBe(2)
    expect(statuses).toEqual([200, 403, 206, 403, 206])
  })

  it.each([
    ['no ETag', { etag: 'none' }],
    ['a weak ETag', { etag: 'weak' }]
  ] as const)(
    'starts over from zero when the host gives %s: nothing proves the new link serves the same bytes',
    async (_name, answers) => {
      await start(answers)
      const { got, sha256, statuses } = await downloadAcrossExpiry()
      expect(got).toMatchObject({ sha256, renewed: true })
      expect(statuses).toEqual([200, 403, 200])
    }
  )
})
