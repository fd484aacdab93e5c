// The platform emulator's answer styles: every link style signs, refuses a forged or expired link,
// and carries its expiry the way its scheme does (read back with the action's own link reader,
// which knows these schemes from their documentation, not from the emulator).
import { parseBundleLink, redactLinks } from '../../src/links.js'
import { startPlatformEmulator } from '../../emulator/platform/server.js'
import {
  LINK_STYLES,
  LinkSigner,
  newJobId,
  OTHER_LOOPBACK_HOST
} from '../../emulator/platform/styles.js'

const NOW = Date.parse('2026-11-22T10:20:00.400Z')
const JOB = '4786243c-5b0e-4c43-9f5a-0d7b1f0e2a11'

describe.each(LINK_STYLES)('link style %s', style => {
  const signer = new LinkSigner(style, 'secret')
  const made = signer.make(JOB, NOW, 3600)
  const q = new URLSearchParams(made.query)

  it('answers the expiry from the second it signed in, and accepts its own link', () => {
    expect(made.expiresAt).toBe('2026-11-22T11:20:00.000Z')
    expect(signer.refusal(JOB, q, NOW + 1000)).toBeUndefined()
  })

  it('refuses the link for another job and a link whose signature was changed', () => {
    expect(signer.refusal('se_other', q, NOW)).toBe('forged')
    const forged = new URLSearchParams(made.query)
    for (const key of ['X-Amz-Signature', 'X-Goog-Signature', 'sig', 'token'])
      if (forged.has(key)) forged.set(key, '0'.repeat(64))
    expect(signer.refusal(JOB, forged, NOW)).toBe('forged')
  })

  it('expires when its scheme says (never for a link with no expiry in it)', () => {
    expect(signer.refusal(JOB, q, NOW + 3601_000)).toBe(
      style === 'no-expiry' ? undefined : 'expired'
    )
  })

  it("carries an expiry the action's link reader finds, unless it has none, and redacts", () => {
    const url = `http://127.0.0.1:1/exports/${JOB}/bundle.tar.gz?${made.query}`
    const info = parseBundleLink(url)
    if (style === 'no-expiry') expect(info.expiresAt).toBeUndefined()
    else expect(info.expiresAt).toBe(made.expiresAt)
    const signature = [...q.entries()].find(([k]) => /signature|^sig$|^token$/i.test(k))![1]
    expect(redactLinks(`link: ${url}`)).not.toContain(signature)
  })
})

describe('id styles', () => {
  it('makes se_ ids, UUIDs and numbers, each new', () => {
    expect(newJobId('se')).toMatch(/^se_[0-9a-f]{16}$/)
    expect(newJobId('uuid')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/
    )
    const a = newJobId('numeric')
    expect(a).toMatch(/^\d+$/)
    expect(newJobId('numeric')).not.toBe(a)
  })
})

describe('links on another loopback host', () => {
  it('answers links on a second listener that serves the bundle', async () => {
    const platform = await startPlatformEmulator({
      config: { jobs: { queuedMs: 0, msPerPage: 0 }, ids: 'numeric', links: 's3-other-host' }
    })
    try {
      const headers = {
        Authorization: 'Bearer svc_local_admin_key',
        'Content-Type': 'application/json'
      }
      const start = await fetch(`${platform.url}/v1/static-export/jobs`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ domain: 'docs.acme.test' })
      })
      const { jobId } = (await start.json()) as { jobId: string }
      expect(jobId).toMatch(/^\d+$/)
      let status = ''
      while (status !== 'completed') {
        const s = await fetch(`${platform.url}/v1/static-export/jobs/${jobId}`, { headers })
        status = ((await s.json()) as { status: string }).status
        expect(status).not.toBe('failed')
        await new Promise(resolve => setTimeout(resolve, 20))
      }
      const bundle = await fetch(`${platform.url}/v1/static-export/jobs/${jobId}/bundle`, {
        method: 'POST',
        headers
      })
      const { bundleUrl } = (await bundle.json()) as { bundleUrl: string }
      expect(new URL(bundleUrl).hostname).toBe(OTHER_LOOPBACK_HOST)
      const download = await fetch(bundleUrl)
      expect(download.status).toBe(200)
      expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(0)
    } finally {
      await platform.close()
    }
  })
})
