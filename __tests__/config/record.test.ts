// The record beside bundleUrl: any job id round-trips, the comment shape earlier versions
// wrote is still read, a link that does not expire gets no expiry, and reading prefers the
// record over what the link says (the link is only a fallback when there is no record).
import {
  applyStaticExport,
  formatRecordComment,
  linkFingerprint,
  parseRecordComment,
  readStaticExport,
  type ExportRecord
} from '../../src/config/index.js'

const yaml = (s: string): Buffer => Buffer.from(s, 'utf8')
const LINK =
  'https://x.example/exports/se_old1/b.tar.gz?X-Amz-Date=20261122T101500Z&X-Amz-Expires=60'

describe('record comment', () => {
  it('keeps the shape earlier versions wrote', () => {
    const comment = formatRecordComment({ jobId: 'se_abc', expiresAt: '2026-11-29T10:00:00Z' })
    expect(comment).toBe('# static-export: job se_abc, expires 2026-11-29T10:00:00Z')
    expect(parseRecordComment(comment)).toEqual({
      jobId: 'se_abc',
      expiresAt: '2026-11-29T10:00:00Z'
    })
    expect(
      parseRecordComment('# static-export: job se_3f9a, expires 2026-11-29T10:15:00.000Z')
    ).toEqual({
      jobId: 'se_3f9a',
      expiresAt: '2026-11-29T10:15:00.000Z'
    })
    expect(parseRecordComment('# set by hand')).toBeUndefined()
    // An expiry edited into a time without a zone names no instant: the job is kept, not it.
    expect(parseRecordComment('# static-export: job se_3f9a, expires 2026-11-29T10:15:00')).toEqual(
      {
        jobId: 'se_3f9a'
      }
    )
  })

  it.each([
    'se_3f9a2c1b8e7d4a06',
    '0b9f6a52-4c1e-4a7e-9d55-1c1f0f3b2a10',
    '12345',
    'job, with "quotes" and # hash',
    'ünïcode/ジョブ',
    'a\\b'
  ])('round-trips the job id %j through the comment and the config', jobId => {
    const record: ExportRecord = { jobId, expiresAt: '2026-11-29T10:00:00.000Z' }
    expect(parseRecordComment(formatRecordComment(record))).toEqual(record)
    const out = applyStaticExport(yaml('staticExport:\n  enabled: false\n'), 'yaml', {
      bundleUrl: 'https://cdn.example/b.tar.gz',
      record
    })
    expect(readStaticExport(out.bytes, 'yaml')).toMatchObject({ jobId, record })
  })

  it('carries size, ETag and sha256, and no expiry for a link that does not expire', () => {
    const record: ExportRecord = {
      jobId: 'se_1',
      sizeBytes: 123456,
      etag: 'W/"abc,def"',
      sha256: 'a'.repeat(64)
    }
    const comment = formatRecordComment(record)
    expect(comment).not.toContain('expires')
    expect(parseRecordComment(comment)).toEqual(record)
  })

  it('carries the site it was exported from, and reads records written before it', () => {
    const record: ExportRecord = {
      jobId: 'se_1',
      sha256: 'a'.repeat(64),
      domain: 'docs.example.com'
    }
    const comment = formatRecordComment(record, 'https://cdn.example/b.tar.gz')
    expect(comment).toContain(', domain docs.example.com, link ')
    expect(parseRecordComment(comment)).toEqual(record)
    expect(
      parseRecordComment('# static-export: job se_1, expires 2026-11-29T10:15:00.000Z')
    ).toEqual({
      jobId: 'se_1',
      expiresAt: '2026-11-29T10:15:00.000Z'
    })
    expect(() => formatRecordComment({ jobId: 'se_1', domain: 'a b' })).toThrow(/domain/)
  })

  it('refuses what would break the comment', () => {
    expect(() => formatRecordComment({ jobId: 'a\nb' })).toThrow(/control character/)
    expect(() => formatRecordComment({ jobId: '' })).toThrow(/empty/)
    expect(() => formatRecordComment({ jobId: 'se_1', expiresAt: 'soon # x' })).toThrow(/ISO 8601/)
    expect(() => formatRecordComment({ jobId: 'se_1', sha256: 'xyz' })).toThrow(/sha256/)
  })
})

describe('reading the block', () => {
  it('returns undefined when the block is missing', () => {
    expect(readStaticExport(yaml('a: 1\n'), 'yaml')).toBeUndefined()
    expect(readStaticExport(yaml('{"a": {}}'), 'json', 'a.staticExport')).toBeUndefined()
  })

  it('prefers the record over the link', () => {
    const text = `staticExport:\n  enabled: true\n  bundleUrl: "${LINK}"  # static-export: job se_new2, expires 2026-12-01T00:00:00.000Z\n`
    expect(readStaticExport(yaml(text), 'yaml')).toEqual({
      enabled: true,
      bundleUrl: LINK,
      record: { jobId: 'se_new2', expiresAt: '2026-12-01T00:00:00.000Z' },
      jobId: 'se_new2',
      jobIdFrom: 'record',
      expiresAt: '2026-12-01T00:00:00.000Z'
    })
  })

  it('takes no expiry from the link when the record has none', () => {
    const text = `staticExport:\n  bundleUrl: "${LINK}"  # static-export: job "id with space"\n`
    const read = readStaticExport(yaml(text), 'yaml')
    expect(read).toMatchObject({ jobId: 'id with space' })
    expect(read?.expiresAt).toBeUndefined()
  })

  it('falls back to the presigned link when there is no record (JSON has none)', () => {
    const text = JSON.stringify({
      staticExport: { enabled: true, bundleUrl: LINK, version: '2024-06-01' }
    })
    expect(readStaticExport(yaml(text), 'json')).toEqual({
      enabled: true,
      bundleUrl: LINK,
      version: '2024-06-01',
      jobId: 'se_old1',
      jobIdFrom: 'link',
      expiresAt: '2026-11-22T10:16:00.000Z'
    })
  })

  it('replaces its own record on renewal and keeps a comment the user wrote', () => {
    const first = applyStaticExport(yaml('staticExport:\n  bundleUrl: x\n'), 'yaml', {
      bundleUrl: 'https://a.example/1.tar.gz',
      record: { jobId: 'se_1', expiresAt: '2026-11-29T10:00:00Z' }
    })
    const second = applyStaticExport(first.bytes, 'yaml', {
      bundleUrl: 'https://a.example/2.tar.gz',
      record: { jobId: 'se_2', expiresAt: '2026-12-06T10:00:00Z' }
    })
    expect(second.bytes.toString()).toBe(
      `staticExport:\n  bundleUrl: https://a.example/2.tar.gz # static-export: job se_2, expires 2026-12-06T10:00:00Z, link ${linkFingerprint('https://a.example/2.tar.gz')}\n  enabled: true\n`
    )
    const mine = applyStaticExport(yaml('staticExport:\n  bundleUrl: "" # ours\n'), 'yaml', {
      bundleUrl: 'https://a.example/1.tar.gz',
      record: { jobId: 'se_1' }
    })
    expect(mine.bytes.toString()).toBe(
      'staticExport:\n  bundleUrl: "https://a.example/1.tar.gz" # ours\n  enabled: true\n'
    )
  })

  // A long link is often written as a block scalar (`bundleUrl: >-` and the link below). Its
  // one-line replacement got no record (a renewal had none to read, and a later run with the
  // same link changed the file again to add it), and a comment on the header line was lost.
  it('records beside a link that was a block scalar, and keeps a comment on its header', () => {
    const record: ExportRecord = { jobId: 'se_1', expiresAt: '2026-11-29T10:00:00Z' }
    const update = { bundleUrl: 'https://a.example/1.tar.gz', record }
    const folded = yaml('staticExport:\n  bundleUrl: >-\n    https://a.example/0.tar.gz\nnext: 1\n')
    const out = applyStaticExport(folded, 'yaml', update)
    expect(out.bytes.toString()).toBe(
      `staticExport:\n  bundleUrl: "https://a.example/1.tar.gz" # static-export: job se_1, expires 2026-11-29T10:00:00Z, link ${linkFingerprint('https://a.example/1.tar.gz')}\n  enabled: true\nnext: 1\n`
    )
    expect(readStaticExport(out.bytes, 'yaml')).toMatchObject({ jobId: 'se_1', record })
    expect(applyStaticExport(out.bytes, 'yaml', update).changed).toBe(false)

    const commented = yaml('staticExport:\n  bundleUrl: |-  # the docs link\n    x\n')
    expect(applyStaticExport(commented, 'yaml', update).bytes.toString()).toBe(
      'staticExport:\n  bundleUrl: "https://a.example/1.tar.gz"  # the docs link\n  enabled: true\n'
    )
  })

  // An alias replaced by the link got no record, so the next run with the same link changed
  // the file again, only to add it.
  it('records beside a link that replaces an alias, so that the same run again changes nothing', () => {
    const record: ExportRecord = { jobId: 'se_1', expiresAt: '2026-11-29T10:00:00Z' }
    const update = { bundleUrl: 'https://a.example/1.tar.gz', record }
    const out = applyStaticExport(
      yaml('u: &u old\nstaticExport:\n  bundleUrl: *u\n'),
      'yaml',
      update
    )
    expect(out.bytes.toString()).toBe(
      `u: &u old\nstaticExport:\n  bundleUrl: "https://a.example/1.tar.gz" # static-export: job se_1, expires 2026-11-29T10:00:00Z, link ${linkFingerprint('https://a.example/1.tar.gz')}\n  enabled: true\n`
    )
    expect(readStaticExport(out.bytes, 'yaml')).toMatchObject({ jobId: 'se_1', record })
    expect(applyStaticExport(out.bytes, 'yaml', update).changed).toBe(false)
    // A comment the user wrote after the alias stays, as after any other value.
    const mine = yaml('u: &u old\nstaticExport:\n  bundleUrl: *u # ours\n')
    expect(applyStaticExport(mine, 'yaml', update).bytes.toString()).toBe(
      'u: &u old\nstaticExport:\n  bundleUrl: "https://a.example/1.tar.gz" # ours\n  enabled: true\n'
    )
  })

  it('removes an earlier record when the new link has no job (an import), keeping a user comment', () => {
    const exported = applyStaticExport(yaml('staticExport:\n  bundleUrl: x\n'), 'yaml', {
      bundleUrl: 'https://a.example/1.tar.gz',
      record: { jobId: 'se_1', expiresAt: '2026-11-29T10:00:00Z' }
    })
    const imported = applyStaticExport(exported.bytes, 'yaml', {
      bundleUrl: 'file:///srv/bundles/docs.tar.gz',
      record: null
    })
    expect(imported.bytes.toString()).toBe(
      'staticExport:\n  bundleUrl: file:///srv/bundles/docs.tar.gz\n  enabled: true\n'
    )
    const read = readStaticExport(imported.bytes, 'yaml')
    expect(read?.record).toBeUndefined()
    expect(read?.expiresAt).toBeUndefined()
    const userComment = applyStaticExport(yaml('staticExport:\n  bundleUrl: x # ours\n'), 'yaml', {
      bundleUrl: 'file:///srv/b.tar.gz',
      record: null
    })
    expect(userComment.bytes.toString()).toBe(
      'staticExport:\n  bundleUrl: file:///srv/b.tar.gz # ours\n  enabled: true\n'
    )
  })
})

describe('record comments of earlier versions', () => {
  it('reads an unquoted id with spaces and commas as one version wrote it', () => {
    expect(
      parseRecordComment('# static-export: job job 7, expires soon, expires 2026-11-29T10:00:00Z')
    ).toEqual({
      jobId: 'job 7, expires soon',
      expiresAt: '2026-11-29T10:00:00Z'
    })
  })
})

// A note its user wrote after the record on the same line (why the link is there, a yamllint
// directive): the record is still read and replaced, the note stays after it.
describe('a note written after the record', () => {
  const NEXT = LINK.replace('se_old1', 'se_old1').replace('X-Amz-Expires=60', 'X-Amz-Expires=120')
  const old = { jobId: 'job 7 #3', expiresAt: '2026-11-29T10:00:00Z', etag: '"a #b"' }
  const line = (note: string) =>
    `staticExport:\n  enabled: true\n  bundleUrl: "${LINK}"  ${formatRecordComment(old, LINK)}${note}\n`

  it.each(['  # rotated weekly by the docs team', ' # yamllint disable-line rule:line-length'])(
    'reads the record before %j and keeps the note when the record is replaced',
    note => {
      expect(readStaticExport(yaml(line(note)), 'yaml')).toMatchObject({
        record: old,
        jobId: 'job 7 #3',
        jobIdFrom: 'record'
      })
      const renewed = { ...old, expiresAt: '2026-12-05T10:00:00Z' }
      const out = applyStaticExport(yaml(line(note)), 'yaml', { bundleUrl: NEXT, record: renewed })
      expect(out.text).toBe(
        `staticExport:\n  enabled: true\n  bundleUrl: "${NEXT}"  ${formatRecordComment(renewed, NEXT)}${note}\n`
      )
      expect(readStaticExport(out.bytes, 'yaml')).toMatchObject({ record: renewed })
      // An import clears the record and keeps the note.
      const cleared = applyStaticExport(yaml(line(note)), 'yaml', { bundleUrl: NEXT, record: null })
      expect(cleared.text).toBe(`staticExport:\n  enabled: true\n  bundleUrl: "${NEXT}"${note}\n`)
    }
  )

  it('reads a `#` inside a quoted value, or an unquoted legacy id, as part of the record', () => {
    expect(parseRecordComment(formatRecordComment(old))).toEqual(old)
    expect(
      parseRecordComment('# static-export: job job 7 #3, expires 2026-11-29T10:00:00Z')
    ).toEqual({ jobId: 'job 7 #3', expiresAt: '2026-11-29T10:00:00Z' })
    expect(parseRecordComment('# a note # static-export: job se_1')).toBeUndefined()
  })
})

// A record beside bundleUrl describes the link it was written for. A link pasted over it by
// hand (from another job, from the platform's dashboard) keeps the old comment beside it; that
// record must not send a renewal to the old job, nor lend the new link the old expiry.
describe('the record is tied to its link', () => {
  const OLD = 'https://exports.example.com/se_0ld1/bundle.tar.gz?X-Amz-Signature=old'
  const PASTED =
    'https://exports.example.com/se_9a5ted/bundle.tar.gz?X-Amz-Date=20261122T101500Z&X-Amz-Expires=3600&X-Amz-Signature=new'
  const written = applyStaticExport(
    yaml('replicaCount: 2\nstaticExport:\n  enabled: false\n'),
    'yaml',
    {
      bundleUrl: OLD,
      record: {
        jobId: 'se_0ld1',
        expiresAt: '2026-12-30T00:00:00.000Z',
        sizeBytes: 10,
        sha256: 'b'.repeat(64),
        etag: '"e"'
      }
    }
  ).bytes.toString()

  it('names the link in the record, by a fingerprint that does not give the link away', () => {
    expect(written).toContain(`, link ${linkFingerprint(OLD)}\n`)
    expect(linkFingerprint(OLD)).toMatch(/^[0-9a-f]{32}$/)
    expect(written).toContain('old') // the link itself, once: in bundleUrl, not in the comment
    expect(written.split('X-Amz-Signature').length).toBe(2)
    expect(readStaticExport(yaml(written), 'yaml')).toMatchObject({
      jobId: 'se_0ld1',
      jobIdFrom: 'record'
    })
  })

  it('does not trust a record beside a link pasted over it by hand', () => {
    const pasted = written.replace(OLD, PASTED)
    const read = readStaticExport(yaml(pasted), 'yaml')
    expect(read?.record).toBeUndefined()
    expect(read?.staleRecord).toMatchObject({ jobId: 'se_0ld1' })
    // The link's own path and expiry, as for a config without a record.
    expect(read).toMatchObject({
      jobId: 'se_9a5ted',
      jobIdFrom: 'link',
      expiresAt: '2026-11-22T11:15:00.000Z'
    })
    // The renewal then writes a record for its own link in place of the stale one.
    const renewed = applyStaticExport(yaml(pasted), 'yaml', {
      bundleUrl: PASTED.replace('new', 'newer'),
      record: { jobId: 'se_9a5ted' }
    }).bytes.toString()
    expect(renewed).not.toContain('se_0ld1')
    expect(readStaticExport(yaml(renewed), 'yaml')).toMatchObject({
      jobId: 'se_9a5ted',
      jobIdFrom: 'record'
    })
  })

  it('still reads a record written before the tie existed', () => {
    const old = `staticExport:\n  bundleUrl: "${PASTED}"  # static-export: job se_0ld1, expires 2026-12-30T00:00:00.000Z, size 10\n`
    expect(readStaticExport(yaml(old), 'yaml')).toMatchObject({
      jobId: 'se_0ld1',
      jobIdFrom: 'record',
      record: { jobId: 'se_0ld1', sizeBytes: 10 }
    })
  })

  it('leaves a record written before the tie when it says the same about the same link', () => {
    const record = { jobId: 'se_0ld1', expiresAt: '2026-12-30T00:00:00.000Z' }
    const old = yaml(
      `staticExport:\n  enabled: true\n  bundleUrl: "${OLD}"  ${formatRecordComment(record)}\n`
    )
    expect(applyStaticExport(old, 'yaml', { bundleUrl: OLD, record }).changed).toBe(false)
    // Anything new to say (here a size), and the record is written again, tied to its link.
    const out = applyStaticExport(old, 'yaml', {
      bundleUrl: OLD,
      record: { ...record, sizeBytes: 1 }
    })
    expect(out.bytes.toString()).toContain(`size 1, link ${linkFingerprint(OLD)}\n`)
  })

  it('replaces an earlier record on the header of a block scalar instead of keeping it as a comment', () => {
    const folded = yaml(
      `staticExport:\n  bundleUrl: >-  # static-export: job se_0ld1, expires 2026-12-30T00:00:00.000Z\n    ${OLD}\n`
    )
    const out = applyStaticExport(folded, 'yaml', {
      bundleUrl: PASTED,
      record: { jobId: 'se_2' }
    }).bytes.toString()
    expect(out).toBe(
      `staticExport:\n  bundleUrl: "${PASTED}" # static-export: job se_2, link ${linkFingerprint(PASTED)}\n  enabled: true\n`
    )
  })
})

describe('the record of an import (an internal link, no job)', () => {
  // An internal link whose path would name a job to the link reader (links.ts) if nothing said
  // it was imported.
  const INTERNAL = 'https://docs-bundles.internal/exports/se_5ca1ab1e/bundle.tar.gz'
  const IMPORT: ExportRecord = {
    imported: true,
    importedAt: '2026-11-29T10:15:00.000Z',
    sizeBytes: 8_298_338,
    sha256: 'c'.repeat(64)
  }
  const exported = applyStaticExport(
    yaml('replicaCount: 2\nstaticExport:\n  enabled: false\n'),
    'yaml',
    {
      bundleUrl: LINK,
      record: {
        jobId: 'se_old1',
        expiresAt: '2026-11-29T10:00:00.000Z',
        sizeBytes: 10,
        etag: '"e"',
        sha256: 'b'.repeat(64),
        domain: 'docs.example.com'
      }
    }
  ).bytes

  it('says imported, when, and the archive, in place of a job', () => {
    const comment = formatRecordComment(IMPORT, INTERNAL)
    expect(comment).toBe(
      `# static-export: imported 2026-11-29T10:15:00.000Z, size 8298338, sha256 ${'c'.repeat(64)}, link ${linkFingerprint(INTERNAL)}`
    )
    expect(parseRecordComment(comment)).toEqual(IMPORT)
    // The mark is what counts: a time garbled by hand is dropped, the mark kept.
    expect(parseRecordComment('# static-export: imported yesterday, size 3')).toEqual({
      imported: true,
      sizeBytes: 3
    })
    // A comment naming a job reads as the job's record, as before the mark existed.
    expect(
      parseRecordComment('# static-export: job se_1, expires 2026-11-29T10:15:00.000Z')
    ).toEqual({ jobId: 'se_1', expiresAt: '2026-11-29T10:15:00.000Z' })
    expect(() => formatRecordComment({ imported: true })).toThrow(/import time/)
    expect(() => formatRecordComment({ ...IMPORT, importedAt: 'today' })).toThrow(/import time/)
  })

  it("replaces an export's record whole, and reads back no job and no expiry", () => {
    const imported = applyStaticExport(exported, 'yaml', { bundleUrl: INTERNAL, record: IMPORT })
    const text = imported.bytes.toString()
    const line = text.split('\n').find(l => l.includes('bundleUrl'))!
    expect(line).toBe(`  bundleUrl: "${INTERNAL}" ${formatRecordComment(IMPORT, INTERNAL)}`)
    expect(text).not.toMatch(/se_old1|expires|etag|domain/)
    expect(imported.record).toEqual(IMPORT)
    const read = readStaticExport(imported.bytes, 'yaml')
    expect(read).toEqual({ enabled: true, bundleUrl: INTERNAL, record: IMPORT })
  })

  it("is replaced whole by a later export's record", () => {
    const imported = applyStaticExport(exported, 'yaml', { bundleUrl: INTERNAL, record: IMPORT })
    const record: ExportRecord = { jobId: 'se_new2', expiresAt: '2026-12-06T10:00:00.000Z' }
    const again = applyStaticExport(imported.bytes, 'yaml', { bundleUrl: LINK, record })
    const text = again.bytes.toString()
    expect(text).toContain(`bundleUrl: "${LINK}" ${formatRecordComment(record, LINK)}\n`)
    expect(text).not.toMatch(/imported|size|sha256/)
    expect(readStaticExport(again.bytes, 'yaml')).toMatchObject({
      record,
      jobId: 'se_new2',
      jobIdFrom: 'record'
    })
  })

  it('leaves the same import of the same link as it is, and does not trust it for another link', () => {
    const imported = applyStaticExport(exported, 'yaml', { bundleUrl: INTERNAL, record: IMPORT })
    const same = applyStaticExport(imported.bytes, 'yaml', { bundleUrl: INTERNAL, record: IMPORT })
    expect(same.changed).toBe(false)
    const pasted = imported.bytes.toString().replace(INTERNAL, `${INTERNAL}?X-Amz-Signature=x`)
    const read = readStaticExport(yaml(pasted), 'yaml')
    expect(read?.record).toBeUndefined()
    expect(read?.staleRecord).toEqual(IMPORT)
  })
})
