// decideRenewals: one decision over several config-path files (one run writes one link into
// every file), where the first file alone used to decide.
import { decideRenewals, type DeployedConfig } from '../src/renewal-configs.js'
import { RenewalError, type RenewalRequest } from '../src/renewal.js'

const NOW = Date.parse('2026-06-01T00:00:00Z')
const DAY = 86_400_000
const inDays = (days: number) => new Date(NOW + days * DAY).toISOString()
const request = (changes: Partial<RenewalRequest> = {}): RenewalRequest => ({
  configPath: 'unused',
  configKey: 'staticExport',
  renewOnly: true,
  now: NOW,
  ...changes
})
const config = (configPath: string, jobId?: string, days?: number): DeployedConfig => ({
  configPath,
  link: {
    enabled: true,
    bundleUrl: `https://b.example.com/${configPath}`,
    ...(jobId !== undefined ? { jobId, jobIdFrom: 'record' as const } : {}),
    ...(days !== undefined ? { expiresAt: inDays(days) } : {})
  }
})

describe('decideRenewals', () => {
  it('takes the job from the second file when the first records none (a file added since)', () => {
    const decided = decideRenewals([config('new.yaml'), config('prod.yaml', 'se_1', 1)], request())
    expect(decided.jobId).toBe('se_1')
    expect(decided.from.configPath).toBe('prod.yaml')
    expect(decided.served).toContain("the job is prod.yaml's (new.yaml records none)")
  })

  it('refuses files that name different jobs, naming each, before anything is renewed', () => {
    const decide = () =>
      decideRenewals([config('staging.yaml', 'se_2', 1), config('prod.yaml', 'se_1', 1)], request())
    expect(decide).toThrow(RenewalError)
    expect(decide).toThrow(/staging\.yaml: job se_2, prod\.yaml: job se_1/)
  })

  it('skips only while every link is valid past the window, naming the one due first', () => {
    const decided = decideRenewals(
      [config('a.yaml', 'se_1', 6), config('b.yaml', 'se_1', 4)],
      request({ renewIfExpiringWithinMs: 2 * DAY })
    )
    expect(decided.skip).toMatch(/^The link in b\.yaml is valid until/)
  })

  it('takes job-id over the files, whatever jobs they record', () => {
    const decided = decideRenewals(
      [config('a.yaml', 'se_2', 1), config('b.yaml', 'se_1', 1)],
      request({ jobId: 'se_3' })
    )
    expect(decided.jobId).toBe('se_3')
    expect(decided.skip).toBeUndefined()
  })

  it('with one file decides as before', () => {
    expect(() => decideRenewals([config('a.yaml')], request())).toThrow(
      /renew-only: a\.yaml records no export job/
    )
  })
})
