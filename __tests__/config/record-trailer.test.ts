// The record for files that cannot hold it (JSON), carried by the commit that wrote the link.
import {
  findRecordTrailer,
  formatRecordTrailer,
  parseRecordComment,
  type ExportRecord
} from '../../src/config/index.js'

const LINK = 'https://store.example.com/exports/job-7/bundle.tar.gz?X-Amz-Signature=SIGNATURE9q'
const PATH = 'deploy/values.json'
const RECORD: ExportRecord = {
  jobId: 'job-7',
  expiresAt: '2026-12-01T10:00:00.000Z',
  sizeBytes: 4_294_751_801,
  etag: '"5d41402abc4b2a76b9719d911017c592-513"',
  sha256: 'a'.repeat(64)
}

describe('the record as a commit trailer', () => {
  const line = formatRecordTrailer(PATH, LINK, RECORD)

  it('is one line that reads back to the record, without the link itself', () => {
    expect(line).toMatch(/^Static-Export-Record: \{.*\}$/)
    expect(line).not.toContain('store.example.com')
    expect(line).not.toContain('SIGNATURE9q')
    expect(findRecordTrailer(`Update staticExport.bundleUrl\n\n${line}\n`, PATH, LINK)).toEqual(
      RECORD
    )
  })

  it('is found where a squash or a pull request body puts it', () => {
    expect(findRecordTrailer(`Title (#3)\n\n* Update it\n\n  ${line}`, PATH, LINK)).toEqual(RECORD)
    expect(findRecordTrailer(`Body\r\n\r\n<!--\r\n${line}\r\n-->`, PATH, LINK)).toEqual(RECORD)
  })

  it('applies only to the file it names and the link that file holds now', () => {
    expect(findRecordTrailer(line, 'other/values.json', LINK)).toBeUndefined()
    expect(findRecordTrailer(line, PATH, `${LINK}x`)).toBeUndefined()
  })

  it('takes the last matching line, and ignores lines that are not records', () => {
    const older = formatRecordTrailer(PATH, LINK, { ...RECORD, sizeBytes: 1 })
    const message = [older, 'Static-Export-Record: {not json}', line, 'Static-Export-Record: []']
    expect(findRecordTrailer(message.join('\n'), PATH, LINK)).toEqual(RECORD)
    const badSha = line.replace('a'.repeat(64), 'not-a-sha')
    expect(findRecordTrailer(badSha, PATH, LINK)).toBeUndefined()
  })

  it('writes what would end a comment or a line escaped, and reads it back', () => {
    const odd = { ...RECORD, etag: 'W/"--><!--"' }
    const written = formatRecordTrailer(PATH, LINK, odd)
    expect(written).not.toMatch(/-->|<!--/)
    expect(findRecordTrailer(`<!--\n${written}\n-->`, PATH, LINK)).toEqual(odd)
  })

  it('refuses a record a renewal could not trust', () => {
    expect(() => formatRecordTrailer(PATH, LINK, { ...RECORD, sha256: 'x' })).toThrow(/sha256/)
  })
})

describe('the record of an import as a commit trailer', () => {
  const INTERNAL = 'https://docs-bundles.internal/docs/2026-11-23.tar.gz'
  const IMPORT: ExportRecord = {
    imported: true,
    importedAt: '2026-11-29T10:15:00.000Z',
    sizeBytes: 8_298_338,
    sha256: 'c'.repeat(64)
  }

  it('says imported in place of a job, and reads back to the record', () => {
    const line = formatRecordTrailer(PATH, INTERNAL, IMPORT)
    expect(line).toMatch(/^Static-Export-Record: \{"path":.*"imported":true,"importedAt":"2026-/)
    expect(line).not.toContain('jobId')
    expect(findRecordTrailer(`Import\n\n${line}\n`, PATH, INTERNAL)).toEqual(IMPORT)
    expect(findRecordTrailer(line, PATH, LINK)).toBeUndefined()
  })

  it('keeps the mark when the time cannot be read, as the comment reader does', () => {
    for (const at of ['2026-11-29T10:15:00', 'yesterday', 7]) {
      const line = formatRecordTrailer(PATH, INTERNAL, IMPORT).replace(
        '"2026-11-29T10:15:00.000Z"',
        JSON.stringify(at)
      )
      const { importedAt: _, ...rest } = IMPORT
      expect(findRecordTrailer(line, PATH, INTERNAL)).toEqual(rest)
      const fp = line.match(/"link":"([0-9a-f]+)"/)![1]!
      const comment = `# static-export: imported ${String(at)}, size ${IMPORT.sizeBytes}, sha256 ${IMPORT.sha256}, link ${fp}`
      expect(parseRecordComment(comment)).toEqual(rest)
    }
  })

  it('reads a job named beside the mark as the job, as before the mark existed', () => {
    const both = formatRecordTrailer(PATH, LINK, RECORD).replace(
      '"jobId"',
      '"imported":true,"jobId"'
    )
    expect(findRecordTrailer(both, PATH, LINK)).toEqual(RECORD)
    const neither = formatRecordTrailer(PATH, LINK, RECORD).replace('"jobId"', '"job"')
    expect(findRecordTrailer(neither, PATH, LINK)).toBeUndefined()
  })
})
