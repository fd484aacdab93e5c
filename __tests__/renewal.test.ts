// decideRenewal over real config text: the record beside bundleUrl first, what the link says
// about itself only as a fallback, job ids of every shape a platform may hand out.
import { startPlatformEmulator } from '../emulator/platform/server.js'
import * as config from '../src/config/index.js'
import { StaticExportClient } from '../src/platform/static-export.js'
import {
  RenewalError,
  decideRenewal,
  explainGuessedJob,
  type RenewalRequest
} from '../src/renewal.js'

// The config edit takes and gives bytes; these cases are text.
const applyStaticExport = (
  text: string,
  format: config.ConfigFormat,
  update: config.StaticExportUpdate
): { text: string } => ({
  text: config.applyStaticExport(Buffer.from(text), format, update).bytes.toString('utf8')
})
const readStaticExport = (
  text: string,
  format: config.ConfigFormat
): ReturnType<typeof config.readStaticExport> => config.readStaticExport(Buffer.from(text), format)

const NOW = Date.parse('2026-11-23T09:00:00Z')
const HOUR = 3_600_000

const request = (over: Partial<RenewalRequest> = {}): RenewalRequest => ({
  configPath: 'deploy/values.yaml',
  configKey: 'staticExport',
  renewOnly: true,
  now: NOW,
  ...over
})

/** A YAML config as a previous run left it: the link and the record beside it. */
function recorded(jobId: string, expiresAt: string, link: string): string {
  return applyStaticExport('replicaCount: 2\nstaticExport:\n  enabled: false\n', 'yaml', {
    bundleUrl: link,
    record: { jobId, expiresAt }
  }).text
}

const JOB_SHAPES = [
  'se_3f9a2c1b8e7d4a06',
  '4786243c-9d1e-4f6a-8b2c-0e5f1a2b3c4d',
  '1234567',
  'job 7, expires soon',
  'jöb/ä#1'
]

describe('decideRenewal', () => {
  it.each(JOB_SHAPES)('renews the recorded job %j, whatever its shape', jobId => {
    // The link's own path names another job: the record wins.
    const text = recorded(
      jobId,
      '2026-11-23T12:00:00.000Z',
      'https://cdn.example.com/exports/other-job/bundle.tar.gz'
    )
    const current = readStaticExport(text, 'yaml')
    const decision = decideRenewal(current, request())
    expect(decision).toMatchObject({ jobId })
    expect(decision.skip).toBeUndefined()
    expect(decision.served).toBe(
      `deploy/values.yaml serves job ${jobId}, link expiring 2026-11-23 12:00 UTC (in 3 hours)`
    )
  })

  it('takes the job from the link path only when nothing is recorded (a hand-written config)', () => {
    const text =
      'staticExport:\n  enabled: true\n  bundleUrl: "https://bucket.s3.amazonaws.com/exports/12345/bundle.tar.gz?Expires=1795342500&Signature=x"\n'
    const current = readStaticExport(text, 'yaml')
    expect(decideRenewal(current, request())).toMatchObject({ jobId: '12345' })
  })

  it('reads a JSON config from its link, which holds no record', () => {
    const text = JSON.stringify({
      staticExport: {
        enabled: true,
        bundleUrl:
          'https://acct.blob.core.windows.net/exports/4786243c-9d1e/bundle.tar.gz?se=2026-11-30T09:00:00Z&sig=abc'
      }
    })
    const current = readStaticExport(text, 'json')
    const decision = decideRenewal(current, request({ renewIfExpiringWithinMs: 72 * HOUR }))
    expect(decision.jobId).toBeUndefined()
    expect(decision.skip).toMatch(
      /valid until 2026-11-30T09:00:00.000Z .*renewal is due from 2026-11-27T09:00:00.000Z/
    )
  })

  it('skips while the link has more life than renew-if-expiring-within, and works once due', () => {
    const text = recorded(
      '4786243c-9d1e',
      '2026-11-26T09:00:00.000Z',
      'https://cdn.example.com/b.tar.gz'
    )
    const current = readStaticExport(text, 'yaml')
    expect(decideRenewal(current, request({ renewIfExpiringWithinMs: 48 * HOUR })).skip).toMatch(
      /more than renew-if-expiring-within/
    )
    expect(decideRenewal(current, request({ renewIfExpiringWithinMs: 72 * HOUR }))).toMatchObject({
      jobId: '4786243c-9d1e'
    })
    expect(decideRenewal(current, request({ renewIfExpiringWithinMs: 72 * HOUR })).skip).toBe(
      undefined
    )
  })

  it('renews a link whose expiry is unknown rather than waiting on it', () => {
    const current = readStaticExport(
      'staticExport:\n  bundleUrl: "https://cdn.example.com/j9/bundle.tar.gz"\n',
      'yaml'
    )
    const decision = decideRenewal(current, request({ renewIfExpiringWithinMs: HOUR }))
    expect(decision).toEqual({ jobId: 'j9', guessed: true, served: expect.any(String) })
    expect(decision.served).toMatch(/records no link expiry/)
  })

  it('leaves a file:// link an import wrote to scheduled runs, which would replace it with https', () => {
    const current = readStaticExport(
      'deploymentType: air-gapped\nstaticExport:\n  enabled: true\n  bundleUrl: "file:///srv/bundles/docs.tar.gz"\n',
      'yaml'
    )
    for (const scheduled of [
      request({ renewIfExpiringWithinMs: 72 * HOUR }),
      request({ renewOnly: true }),
      request({ renewOnly: true, renewIfExpiringWithinMs: 72 * HOUR })
    ]) {
      const decision = decideRenewal(current, scheduled)
      expect(decision.jobId).toBeUndefined()
      expect(decision.skip).toMatch(
        /serves a file:\/\/ link \(an import for an air-gapped deployment\)/
      )
    }
    // A run that means it (job-id given, or a plain export) is not stopped.
    expect(decideRenewal(current, request({ renewOnly: false, jobId: 'se_1' }))).toMatchObject({
      jobId: 'se_1'
    })
    expect(decideRenewal(current, request({ renewOnly: false })).skip).toBeUndefined()
  })

  describe('an internal https link an import wrote (not air-gapped)', () => {
    // Its path would name a job to the link reader, and it states no expiry: without the
    // import's record it reads as a hand-written presigned link of unknown expiry.
    const INTERNAL = 'https://docs-bundles.internal/exports/se_5ca1ab1e/bundle.tar.gz'
    const IMPORT: config.ExportRecord = {
      imported: true,
      importedAt: '2026-11-20T08:00:00.000Z',
      sizeBytes: 8_298_338,
      sha256: 'c'.repeat(64)
    }
    const SCHEDULED = [
      request({ renewIfExpiringWithinMs: 72 * HOUR }),
      request({ renewOnly: true }),
      request({ renewOnly: true, renewIfExpiringWithinMs: 72 * HOUR })
    ]
    /** The config an import of INTERNAL left, its record beside the link. */
    const importedText = (): string =>
      applyStaticExport('staticExport:\n  enabled: false\n', 'yaml', {
        bundleUrl: INTERNAL,
        record: IMPORT
      }).text

    it('is left to scheduled runs, as a file:// link is, when its record says imported', () => {
      const imported = readStaticExport(importedText(), 'yaml')
      for (const scheduled of SCHEDULED) {
        const decision = decideRenewal(imported, scheduled)
        expect(decision).toMatchObject({ skipTitle: 'Imported link: nothing to renew' })
        expect(decision.jobId).toBeUndefined()
        expect(decision.skip).toBe(
          'deploy/values.yaml serves an internal link an import wrote on 2026-11-20T08:00:00.000Z ' +
            '(its record says so), which does not expire: nothing was renewed or written. Deliver ' +
            'a new bundle there with the import (archive and bundle-url), or give job-id, or run ' +
            'without renew-only and renew-if-expiring-within to replace it with an exported link.'
        )
        // The log's line on what the config serves says so too, not "no link expiry".
        expect(decision.served).toBe(
          'deploy/values.yaml serves an internal link an import wrote on 2026-11-20T08:00:00.000Z ' +
            '(its record says so), which does not expire'
        )
      }
      // The JSON config's record, from the commit that wrote the link, says the same.
      const trailer = config.formatRecordTrailer('deploy/values.json', INTERNAL, IMPORT)
      const record = config.findRecordTrailer(trailer, 'deploy/values.json', INTERNAL)
      for (const scheduled of SCHEDULED) {
        expect(decideRenewal({ bundleUrl: INTERNAL, record }, scheduled).skip).toMatch(
          /serves an internal link an import wrote/
        )
      }
    })

    it('is replaced by a run that means it: job-id, or no renewal inputs', () => {
      const imported = readStaticExport(importedText(), 'yaml')
      expect(decideRenewal(imported, request({ renewOnly: false, jobId: 'se_1' }))).toMatchObject({
        jobId: 'se_1'
      })
      expect(decideRenewal(imported, request({ renewOnly: true, jobId: 'se_1' }))).toMatchObject({
        jobId: 'se_1'
      })
      const plain = decideRenewal(imported, request({ renewOnly: false }))
      expect(plain.skip).toBeUndefined()
      expect(plain.jobId).toBeUndefined()
    })

    it('is renewed as before without the record, or when the link was changed since', () => {
      const bare = readStaticExport(
        `staticExport:\n  enabled: true\n  bundleUrl: "${INTERNAL}"\n`,
        'yaml'
      )
      expect(decideRenewal(bare, request({ renewIfExpiringWithinMs: 72 * HOUR })).skip).toBe(
        undefined
      )
      const pasted = readStaticExport(importedText().replace(INTERNAL, `${INTERNAL}?v=2`), 'yaml')
      expect(pasted?.staleRecord).toEqual(IMPORT)
      expect(decideRenewal(pasted, request({ renewIfExpiringWithinMs: 72 * HOUR })).skip).toBe(
        undefined
      )
    })
  })

  it('renews a link whose record’s expiry was edited into a time without a zone', () => {
    // Read in the runner's zone it would be ten hours later on a runner in Honolulu, and a link
    // an hour from its end would be skipped as good for another eleven.
    const text = recorded(
      'se_1',
      '2026-11-23T18:00:00.000Z',
      'https://cdn.example.com/b.tar.gz'
    ).replace('expires 2026-11-23T18:00:00.000Z', 'expires 2026-11-23T18:00:00')
    expect(text).toContain('expires 2026-11-23T18:00:00,')
    const decision = decideRenewal(
      readStaticExport(text, 'yaml'),
      request({ renewIfExpiringWithinMs: 8 * HOUR })
    )
    expect(decision.skip).toBeUndefined()
    expect(decision).toMatchObject({ jobId: 'se_1' })
    expect(decision.served).toMatch(/records no link expiry/)
  })

  it('exports anew when only renew-if-expiring-within is set and the link is due', () => {
    const text = recorded('se_1', '2026-11-23T10:00:00.000Z', 'https://cdn.example.com/b.tar.gz')
    const decision = decideRenewal(
      readStaticExport(text, 'yaml'),
      request({ renewOnly: false, renewIfExpiringWithinMs: 6 * HOUR })
    )
    expect(decision).toEqual({ served: expect.any(String) })
  })

  describe('a record of another site (a values file copied from its repository)', () => {
    const text = applyStaticExport('staticExport:\n  enabled: true\n', 'yaml', {
      bundleUrl: 'https://cdn.example.com/exports/se_other/bundle.tar.gz?X-Amz-Signature=x',
      record: { jobId: 'se_other', expiresAt: '2026-11-30T09:00:00.000Z', domain: 'docs.other.com' }
    }).text
    const current = readStaticExport(text, 'yaml')

    it('is refused by renew-only, naming both sites, rather than renewing its job here', () => {
      expect(current?.record?.domain).toBe('docs.other.com')
      const decide = () => decideRenewal(current, request({ domain: 'docs.example.com' }))
      expect(decide).toThrow(RenewalError)
      expect(decide).toThrow(
        /records job se_other of docs\.other\.com, not of docs\.example\.com \(the domain input\).*Nothing was written/
      )
    })

    it('is exported anew by a scheduled run, whose skip would trust the other link’s expiry', () => {
      const decision = decideRenewal(
        current,
        request({ domain: 'docs.example.com', renewOnly: false, renewIfExpiringWithinMs: 2 * HOUR })
      )
      expect(decision.skip).toBeUndefined()
      expect(decision.jobId).toBeUndefined()
      expect(decision.served).toMatch(/names docs\.other\.com, not docs\.example\.com/)
    })

    it('is renewed for its own site (any case), for job-id, and when the record names no site', () => {
      expect(decideRenewal(current, request({ domain: 'Docs.Other.com' }))).toMatchObject({
        jobId: 'se_other'
      })
      expect(
        decideRenewal(current, request({ domain: 'docs.example.com', jobId: 'se_mine' }))
      ).toMatchObject({ jobId: 'se_mine' })
      const old = readStaticExport(
        recorded('se_old', '2026-11-30T09:00:00.000Z', 'https://cdn.example.com/b.tar.gz'),
        'yaml'
      )
      expect(decideRenewal(old, request({ domain: 'docs.example.com' }))).toMatchObject({
        jobId: 'se_old'
      })
    })
  })

  it('prefers the job-id input over the record', () => {
    const text = recorded('se_old', '2026-11-23T10:00:00.000Z', 'https://cdn.example.com/b.tar.gz')
    expect(decideRenewal(readStaticExport(text, 'yaml'), request({ jobId: 'given 1' })).jobId).toBe(
      'given 1'
    )
  })

  it('says what to do when renew-only finds no job', () => {
    const current = readStaticExport(
      'staticExport:\n  bundleUrl: "https://cdn.example.com/bundle.tar.gz"\n',
      'yaml'
    )
    expect(() => decideRenewal(current, request())).toThrow(RenewalError)
    expect(() => decideRenewal(undefined, request())).toThrow(
      /deploy\/values.yaml records no export job under staticExport .*give the job's id as job-id.*or run once without renew-only/i
    )
  })

  it.each([
    [
      'an S3 path-style link at the top of its bucket',
      'https://s3.eu-west-1.amazonaws.com/my-bucket-1/bundle.tar.gz?X-Amz-Signature=x'
    ],
    [
      'an Azure SAS link whose blob is named after the job',
      'https://acct.blob.core.windows.net/exports1/se_3f9a2c1b8e7d4a06.tar.gz?sv=2022-11-02&sig=x'
    ],
    [
      'a CDN link whose object name holds the id',
      'https://cdn.example.com/exports/se_3f9a2c1b8e7d4a06.tar.gz'
    ]
  ])('asks for job-id before any request for %s, guessing no job', (_shape, link) => {
    const current = readStaticExport(`staticExport:\n  bundleUrl: "${link}"\n`, 'yaml')
    expect(current?.jobId).toBeUndefined()
    expect(() => decideRenewal(current, request())).toThrow(
      /records no export job .*link's path does not name its job beyond doubt\)\. Give the job's id as job-id/
    )
  })

  it('says a job id taken from the link is a guess, and a recorded one is not', () => {
    const link = 'https://exports.example.com/se_3f9a2c1b8e7d4a06/bundle.tar.gz'
    const guessed = decideRenewal(
      readStaticExport(`staticExport:\n  bundleUrl: "${link}"\n`, 'yaml'),
      request()
    )
    expect(guessed).toMatchObject({ jobId: 'se_3f9a2c1b8e7d4a06', guessed: true })
    expect(guessed.served).toMatch(/job se_3f9a2c1b8e7d4a06 is guessed from its path/)
    const recordedJob = decideRenewal(
      readStaticExport(recorded('se_1', '2026-11-23T10:00:00.000Z', link), 'yaml'),
      request()
    )
    expect(recordedJob).toEqual({ jobId: 'se_1', served: expect.not.stringMatching(/guess/) })
    // job-id given: nothing is guessed, and a config naming another job is said to differ.
    const given = decideRenewal(
      readStaticExport(recorded('se_1', '2026-11-23T10:00:00.000Z', link), 'yaml'),
      request({ jobId: 'se_2' })
    )
    expect(given).toEqual({
      jobId: 'se_2',
      served: expect.stringMatching(/job-id se_2 was given, so that job is renewed instead$/)
    })
  })

  it('leaves a block switched off beside its link as it is, unless job-id asks for a renewal', () => {
    const link = 'https://exports.example.com/se_3f9a2c1b8e7d4a06/bundle.tar.gz'
    const off = readStaticExport(
      recorded('se_1', '2026-11-23T10:00:00.000Z', link).replace('enabled: true', 'enabled: false'),
      'yaml'
    )
    for (const over of [{}, { renewOnly: false, renewIfExpiringWithinMs: 72 * HOUR }]) {
      expect(decideRenewal(off, request(over))).toMatchObject({
        skipTitle: 'Static export switched off',
        skip: expect.stringMatching(
          /^deploy\/values.yaml holds a link with staticExport.enabled: false .*does not switch it back on/
        )
      })
    }
    expect(decideRenewal(off, request({ jobId: 'se_2' }))).toEqual({
      jobId: 'se_2',
      served: expect.any(String)
    })
    // The placeholder a first run fills in (no link yet) is not a switched-off block.
    const placeholder = readStaticExport(
      'staticExport:\n  enabled: false\n  bundleUrl: ""\n',
      'yaml'
    )
    expect(
      decideRenewal(placeholder, request({ renewOnly: false, renewIfExpiringWithinMs: HOUR })).skip
    ).toBeUndefined()
  })

  it('reads enabled: no / off / No as Helm does (YAML 1.1 booleans): switched off', () => {
    // Helm (go-yaml, YAML 1.1) reads these as false; read as the strings 'no' and 'off' the
    // schedule renewed the link and wrote enabled: true, switching the site back on unseen.
    const link = 'https://exports.example.com/se_3f9a2c1b8e7d4a06/bundle.tar.gz'
    for (const off of ['no', 'off', 'No', 'OFF', 'n']) {
      const text = recorded('se_1', '2026-11-23T10:00:00.000Z', link).replace(
        'enabled: true',
        `enabled: ${off}`
      )
      const read = readStaticExport(text, 'yaml')
      expect(read?.enabled).toBe(false)
      expect(decideRenewal(read, request({})).skipTitle).toBe('Static export switched off')
    }
    // Quoted, it is the string Helm reads too; `yes`/`on` read as true.
    expect(
      readStaticExport('staticExport:\n  enabled: "no"\n  bundleUrl: x\n', 'yaml')?.enabled
    ).toBe('no')
    expect(
      readStaticExport('staticExport:\n  enabled: on\n  bundleUrl: x\n', 'yaml')?.enabled
    ).toBe(true)
  })

  it("turns the platform's 404 for a guessed job into what to do, naming job-id", async () => {
    const platform = await startPlatformEmulator()
    try {
      const client = new StaticExportClient({
        baseUrl: platform.url,
        apiKey: 'svc_local_admin_key'
      })
      const err = await client.getExport('se_9guessed').then(
        () => undefined,
        (e: unknown) => e
      )
      const explained = explainGuessedJob(err, 'se_9guessed', 'deploy/values.yaml')
      expect(explained).toBeInstanceOf(RenewalError)
      expect((explained as Error).message).toMatch(
        /does not know job se_9guessed \(404\)\. That id was guessed from the path of the link in deploy\/values.yaml.*Give the job's id as job-id/
      )
      // Anything but a 404 is the platform's own error, unchanged.
      const other = new Error('boom')
      expect(explainGuessedJob(other, 'se_9guessed', 'deploy/values.yaml')).toBe(other)
    } finally {
      await platform.close()
    }
  })
})
