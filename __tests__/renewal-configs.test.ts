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

  it("refuses a second file's record of another site, as renew-only refuses it in one file", () => {
    const copied: DeployedConfig = {
      configPath: 'prod.yaml',
      link: {
        ...config('prod.yaml', 'se_1', 1).link,
        record: { jobId: 'se_1', expiresAt: inDays(1), domain: 'docs.other.com' }
      }
    }
    // Judged as an export, that file's job (the same id as staging's) was renewed here.
    expect(() =>
      decideRenewals(
        [config('staging.yaml', 'se_1', 1), copied],
        request({ domain: 'docs.example.com' })
      )
    ).toThrow(/prod\.yaml records job se_1 of docs\.other\.com, not of docs\.example\.com/)
  })

  describe('a file switched off by hand (enabled: false beside its link)', () => {
    const off = (configPath: string, readOn?: 'branch' | 'base'): DeployedConfig => {
      const on = config(configPath, 'se_1', 1)
      return { configPath, link: { ...on.link, enabled: false, readOn } }
    }

    it('is left as it is (not switched back on), and the other files are renewed', () => {
      const decided = decideRenewals(
        [config('staging.yaml', 'se_1', 1), off('prod.yaml')],
        request()
      )
      expect(decided.skip).toBeUndefined()
      expect(decided.jobId).toBe('se_1')
      expect(decided.writeTo).toEqual(['staging.yaml'])
      expect(decided.leftOut).toBe('prod.yaml (switched off)')
    })

    it('makes the run skip only when every file is switched off', () => {
      const decided = decideRenewals([off('a.yaml'), off('b.yaml')], request())
      expect(decided.skipTitle).toBe('Static export switched off')
      expect(decided.writeTo).toBeUndefined()
    })

    it('stops the run while only the pending branch switched it off', () => {
      const branchOnly = {
        ...off('prod.yaml', 'branch'),
        onBase: { bundleUrl: 'https://b.example.com/prod.yaml', enabled: true }
      }
      const decided = decideRenewals([config('staging.yaml', 'se_1', 1), branchOnly], request())
      expect(decided.skipTitle).toBe('Change pending on the pull request')
      expect(decided.skip).toMatch(
        /^prod\.yaml is switched off only on the pending pull request's branch/
      )
    })
  })

  describe('a file serving an import', () => {
    const IMPORTED = 'file:///srv/static-export/docs.tar.gz'
    const imported = (
      configPath: string,
      readOn?: 'branch' | 'base',
      onBase?: DeployedConfig['onBase']
    ): DeployedConfig => ({
      configPath,
      link: { enabled: true, bundleUrl: IMPORTED, readOn },
      ...(onBase !== undefined ? { onBase } : {})
    })

    it('is left as it is, and the other files are renewed without it', () => {
      const decided = decideRenewals(
        [imported('staging.yaml', 'base'), config('prod.yaml', 'se_1', 1)],
        request({ renewIfExpiringWithinMs: 2 * DAY })
      )
      expect(decided.skip).toBeUndefined()
      expect(decided.jobId).toBe('se_1')
      expect(decided.writeTo).toEqual(['prod.yaml'])
      expect(decided.served).toContain(
        'prod.yaml gets the renewed link, staging.yaml (an import) left as it is'
      )
    })

    it('takes no job from it, and still waits while the other links are not due', () => {
      const decided = decideRenewals(
        [imported('staging.yaml'), config('a.yaml', 'se_1', 6), config('b.yaml', 'se_1', 4)],
        request({ renewIfExpiringWithinMs: 2 * DAY })
      )
      expect(decided.skip).toMatch(/^The link in b\.yaml is valid until/)
      expect(decided.writeTo).toBeUndefined()
    })

    it('makes the run skip only when every file serves one', () => {
      const decided = decideRenewals([imported('a.yaml'), imported('b.yaml')], request())
      expect(decided.skipTitle).toBe('Imported link: nothing to renew')
      expect(decided.skip).toMatch(/^a\.yaml serves a file:\/\/ link/)
    })

    it('stops the run while only the pending branch holds it (the rebuilt branch would drop it)', () => {
      const decided = decideRenewals(
        [
          imported('staging.yaml', 'branch', {
            bundleUrl: 'https://b.example.com/old',
            enabled: true
          }),
          config('prod.yaml', 'se_1', 1)
        ],
        request()
      )
      expect(decided.skipTitle).toBe('Change pending on the pull request')
      expect(decided.skip).toMatch(
        /^staging\.yaml is an import only on the pending pull request's branch/
      )
      expect(decided.skip).toContain('runs after that renew prod.yaml when due')
    })

    it('is left out when the pending branch holds the same import as the base', () => {
      const decided = decideRenewals(
        [
          imported('staging.yaml', 'branch', { bundleUrl: IMPORTED, enabled: true }),
          config('prod.yaml', 'se_1', 1)
        ],
        request()
      )
      expect(decided.skip).toBeUndefined()
      expect(decided.writeTo).toEqual(['prod.yaml'])
    })

    it('stops the run when the pending branch holds another import to the same path (its record differs)', () => {
      const again = imported('staging.yaml', 'branch', { bundleUrl: IMPORTED, enabled: true })
      again.link!.record = {
        imported: true,
        importedAt: '2026-06-02T00:00:00.000Z',
        sha256: 'b'.repeat(64)
      }
      const decided = decideRenewals([again, config('prod.yaml', 'se_1', 1)], request())
      expect(decided.skipTitle).toBe('Change pending on the pull request')
    })

    it('is still replaced by a run with job-id, as any link', () => {
      const decided = decideRenewals(
        [imported('staging.yaml', 'base'), config('prod.yaml', 'se_1', 1)],
        request({ jobId: 'se_3', renewOnly: false })
      )
      expect(decided.jobId).toBe('se_3')
      expect(decided.writeTo).toBeUndefined()
    })
  })
})
