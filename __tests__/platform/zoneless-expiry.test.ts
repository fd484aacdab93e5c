// ISO 8601 allows a time with no zone (a local time), and a platform that keeps UTC in naive
// datetimes writes expiresAt so (Python's datetime.utcnow().isoformat(): 2026-11-22T10:00:00).
// Such a time names no instant on its own, and a wrong guess of its zone would move the expiry
// by hours; but it failed the run after the export had completed and its link was made, though
// the presigned link states its own expiry. The instant the link's signature states is now taken,
// when it is that wall time in some zone; a link that states none is still refused. Over loopback
// against the emulator, for every signing scheme it makes links in.
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import type { PlatformEmulatorConfig } from '../../emulator/platform/config.js'
import type { LinkStyle } from '../../emulator/platform/styles.js'
import { linkExpiry } from '../../src/links.js'
import { PlatformError } from '../../src/platform/errors.js'
import { StaticExportClient, parseBundle } from '../../src/platform/static-export.js'

const ADMIN = 'svc_local_admin_key'

async function withPlatform<T>(
  config: Partial<PlatformEmulatorConfig>,
  body: (platform: PlatformEmulator, client: StaticExportClient) => Promise<T>
): Promise<T> {
  const platform = await startPlatformEmulator({
    config: { jobs: { queuedMs: 0, msPerPage: 0 }, ...config }
  })
  try {
    return await body(platform, new StaticExportClient({ baseUrl: platform.url, apiKey: ADMIN }))
  } finally {
    await platform.close()
  }
}

async function completedJob(client: StaticExportClient): Promise<string> {
  const started = await client.startExport({ domain: 'docs.acme.test' })
  const job = await client.waitForExport(started.jobId, {
    schedule: { initialMs: 10, maxBackoffMs: 50, floorMs: 10 }
  })
  return job.jobId
}

describe.each<LinkStyle>(['s3', 'gcs', 'azure'])(
  'a zoneless expiresAt beside an %s link',
  links => {
    it('is the instant the link states, in UTC', async () => {
      await withPlatform({ links, answers: { expiresAt: 'zoneless' } }, async (_, client) => {
        const bundle = await client.createBundle(await completedJob(client))
        const stated = linkExpiry(new URL(bundle.bundleUrl).searchParams)
        expect(stated).toBeDefined()
        expect(bundle.expiresAt).toBe(stated)
        expect(Date.parse(bundle.expiresAt)).toBeGreaterThan(Date.now() + 50 * 60_000)
      })
    })
  }
)

it('a zoneless expiresAt beside a link that states no expiry is refused, saying why', async () => {
  await withPlatform(
    { links: 'no-expiry', answers: { expiresAt: 'zoneless' } },
    async (_, client) => {
      const jobId = await completedJob(client)
      const failure = await client.createBundle(jobId).catch((err: unknown) => err)
      expect(failure).toBeInstanceOf(PlatformError)
      expect((failure as Error).message).toMatch(/"expiresAt" .* no zone/)
      expect((failure as Error).message).toMatch(/link states no expiry/)
    }
  )
})

it('a zoneless expiresAt that is no wall time of the expiry the link states is refused', () => {
  const bundleUrl =
    'https://exports.example.com/se_1/bundle.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
    '&X-Amz-Date=20261122T100000Z&X-Amz-Expires=3600&X-Amz-Signature=abc'
  const answer = (expiresAt: string) => parseBundle({ bundleUrl, expiresAt }, 'POST x', 200, 'se_1')
  // 11:00 UTC: the same wall time in UTC, or 16:00 in UTC+5, are that instant somewhere.
  expect(answer('2026-11-22T11:00:00').expiresAt).toBe('2026-11-22T11:00:00.000Z')
  expect(answer('2026-11-22T16:00:00.000000').expiresAt).toBe('2026-11-22T11:00:00.000Z')
  expect(() => answer('2026-11-24T11:00:00')).toThrow(
    /no zone, .* the expiry the link states \(2026-11-22T11:00:00.000Z\) is not that time in any zone/
  )
  expect(() => answer('tomorrow')).toThrow(/not an ISO 8601 timestamp/)
})
