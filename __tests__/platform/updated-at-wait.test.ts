// The wait against the emulator over loopback, in the emulator's virtual time, for each sense of
// updatedAt a platform may give (it does not say): the moment progress changed, the moment the
// status changed (it stays put while progress rises), or none. A 10 min export of the example
// site (29 pages of 21 s each) is noticed within a page's time and at most 15 status calls under
// each; the schedule once took the status's time as progress's, and the middle between two polls
// as the moment of a change when there was no updatedAt.
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import type { AnswerStyle } from '../../emulator/platform/styles.js'
import { StaticExportClient } from '../../src/platform/static-export.js'
import { VirtualClock, seeded } from './simulated-job.js'

const ADMIN = 'svc_local_admin_key'
const STATUS = /^\/v1\/static-export\/jobs\/[^/]+$/

let emulator: PlatformEmulator
afterEach(() => emulator.close())

describe.each<NonNullable<AnswerStyle['updatedAt']>>(['progress', 'status', 'absent'])(
  'updatedAt as %s',
  updatedAt => {
    it('a 10 min export is noticed within a page, in at most 15 status calls', async () => {
      const clock = new VirtualClock()
      emulator = await startPlatformEmulator({
        clock,
        config: {
          jobs: { queuedMs: 300, msPerPage: 0, durationMs: 600_000 },
          answers: { updatedAt }
        }
      })
      const client = new StaticExportClient({ baseUrl: emulator.url, apiKey: ADMIN, clock })
      const started = await client.startExport({ domain: 'docs.acme.test' })
      // The emulator renders the site in real time; its pages then appear on the virtual clock.
      for (let i = 0; i < 1000 && !emulator.jobs.get(started.jobId)?.exportDoneAt; i++) {
        await new Promise(r => setTimeout(r, 10))
      }
      const startedAt = clock.now()
      const job = await client.waitForExport(started.jobId, { clock, random: seeded(5) })
      expect(job.status).toBe('completed')
      const calls = emulator.log.entries.filter(e => e.method === 'GET' && STATUS.test(e.path))
      expect(calls.length).toBeLessThanOrEqual(15)
      // Done at 600.3 s after the start; noticed by the poll that saw it, a page (21 s) later at most.
      expect(clock.now() - startedAt).toBeGreaterThanOrEqual(600_300)
      expect(clock.now() - startedAt).toBeLessThanOrEqual(600_300 + 600_000 / 29)
    })
  }
)
