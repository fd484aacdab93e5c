// Golden-diff tests of the config edit over a corpus shaped like real deployment configs
// (__fixtures__/configs/<case>/: input, expected output, case.json), plus unit tests of the
// link and record parsing that renewal runs depend on.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import {
  applyStaticExport,
  checkConfigPath,
  ConfigEditError,
  detectConfigFormat,
  formatRecordComment,
  MAX_CONFIG_BYTES,
  parseBundleLink,
  parseRecordComment,
  readStaticExport,
  type StaticExportUpdate
} from '../src/deployment-config.js'
import { changedLineNumbers } from '../src/delivery/unified-diff.js'

const corpus = join(process.cwd(), '__fixtures__', 'configs')

interface GoldenCase {
  description?: string
  input: string
  expected?: string
  key?: string
  update: StaticExportUpdate
  /** Lines (1-based) that are replaced: removed from the input and added at the same place. */
  changedLines?: number[]
  /** Lines of the output that are new. */
  addedLines?: number[]
  /** Only new lines, nothing removed. */
  addedOnly?: boolean
  error?: string
}

const cases = readdirSync(corpus, { withFileTypes: true })
  .filter(d => d.isDirectory())
  .map(d => d.name)
  .sort()
  .map(name => {
    const spec = JSON.parse(readFileSync(join(corpus, name, 'case.json'), 'utf8')) as GoldenCase
    return { name, spec, input: readFileSync(join(corpus, name, spec.input), 'utf8') }
  })

const goldenCases = cases.filter(c => !c.spec.error)
const errorCases = cases.filter(c => c.spec.error)

describe('applyStaticExport golden corpus', () => {
  it('has the corpus the issue asks for', () => {
    expect(goldenCases.length).toBeGreaterThanOrEqual(12)
    expect(errorCases.length).toBeGreaterThanOrEqual(8)
  })

  it.each(goldenCases.map(c => [c.name, c] as const))('%s', (_name, c) => {
    const format = detectConfigFormat(c.spec.input)
    const expected = readFileSync(join(corpus, c.name, c.spec.expected!), 'utf8')
    const result = applyStaticExport(c.input, format, { key: c.spec.key, ...c.spec.update })
    expect(result.text).toBe(expected)
    expect(result.changed).toBe(expected !== c.input)

    const { removed, added } = changedLineNumbers(c.input, result.text)
    if (c.spec.changedLines) {
      expect(removed).toEqual(c.spec.changedLines)
      const extra = c.spec.addedLines ?? []
      expect(added).toEqual([...c.spec.changedLines, ...extra].sort((a, b) => a - b))
    }
    if (c.spec.addedOnly) {
      expect(removed).toEqual([])
      expect(added.length).toBeGreaterThan(0)
    }

    // Line endings and the BOM survive.
    expect(result.text.startsWith('\ufeff')).toBe(c.input.startsWith('\ufeff'))
    if (c.input.includes('\r\n')) expect(result.text.replace(/\r\n/g, '')).not.toContain('\n')
    expect(result.text.endsWith('\n')).toBe(c.input.endsWith('\n'))

    // What was written reads back as intended, and applying it again changes nothing.
    const read = readStaticExport(result.text, format, c.spec.key)
    expect(read).toMatchObject({ enabled: true, bundleUrl: c.spec.update.bundleUrl })
    if (c.spec.update.version) expect(read?.version).toBe(c.spec.update.version)
    const again = applyStaticExport(result.text, format, { key: c.spec.key, ...c.spec.update })
    expect(again).toEqual({ text: result.text, changed: false })
  })
})

describe('applyStaticExport refusals', () => {
  it.each(errorCases.map(c => [c.name, c] as const))('%s', (_name, c) => {
    const format = detectConfigFormat(c.spec.input)
    const run = (): unknown =>
      applyStaticExport(c.input, format, { key: c.spec.key, ...c.spec.update })
    expect(run).toThrow(ConfigEditError)
    expect(run).toThrow(c.spec.error!)
  })

  it('refuses a file over 1 MiB', () => {
    const big = 'staticExport:\n  enabled: true\n' + '# padding\n'.repeat(MAX_CONFIG_BYTES / 10 + 1)
    expect(() => applyStaticExport(big, 'yaml', { bundleUrl: 'https://x/b.tar.gz' })).toThrow(
      /over the 1048576-byte limit/
    )
  })

  it('refuses an empty link and one with a line break', () => {
    expect(() => applyStaticExport('a: 1\n', 'yaml', { bundleUrl: '' })).toThrow(/empty/)
    expect(() => applyStaticExport('a: 1\n', 'yaml', { bundleUrl: 'https://x/\nb' })).toThrow(
      /line break/
    )
  })

  it('refuses a config key with an empty segment', () => {
    expect(() =>
      applyStaticExport('a: 1\n', 'yaml', { key: 'a..b', bundleUrl: 'https://x/b' })
    ).toThrow(/empty segment/)
  })

  it('names the line and column of invalid YAML', () => {
    expect(() => applyStaticExport('a: [1, 2\n', 'yaml', { bundleUrl: 'https://x/b' })).toThrow(
      /invalid YAML at line \d+, column \d+/
    )
  })
})

describe('applyStaticExport details', () => {
  const url = 'https://exports.example.com/exports/se_ab12/bundle.tar.gz?a=1&b=%2F#frag'

  it('keeps anchors, aliases and merge keys byte-identical around the block', () => {
    const input = [
      'defaults: &defaults',
      '  retries: 3 # keep',
      'staticExport:',
      '  <<: *defaults',
      '  enabled: false',
      'other: *defaults',
      ''
    ].join('\n')
    const out = applyStaticExport(input, 'yaml', { bundleUrl: url }).text
    expect(out).toBe(
      [
        'defaults: &defaults',
        '  retries: 3 # keep',
        'staticExport:',
        '  <<: *defaults',
        '  enabled: true',
        `  bundleUrl: ${JSON.stringify(url)}`,
        'other: *defaults',
        ''
      ].join('\n')
    )
  })

  it('quotes a link that a plain scalar cannot carry, and keeps a plain one plain', () => {
    const plain = 'staticExport:\n  bundleUrl: https://old/b.tar.gz\n'
    const hashed = applyStaticExport(plain, 'yaml', { bundleUrl: 'https://x/a #b' }).text
    expect(hashed).toContain('bundleUrl: "https://x/a #b"')
    expect(parse(hashed).staticExport.bundleUrl).toBe('https://x/a #b')
    const simple = applyStaticExport(plain, 'yaml', { bundleUrl: 'https://x/a?b=c&d=%2F' }).text
    expect(simple).toContain('bundleUrl: https://x/a?b=c&d=%2F\n')
  })

  it('doubles a single quote inside a single-quoted value', () => {
    const out = applyStaticExport("staticExport:\n  bundleUrl: 'x'\n", 'yaml', {
      bundleUrl: "https://x/it's.tar.gz"
    }).text
    expect(out).toContain("bundleUrl: 'https://x/it''s.tar.gz'")
  })

  it('fills a key that is present with no value', () => {
    const out = applyStaticExport('staticExport:\n  bundleUrl:\n  enabled: true\n', 'yaml', {
      bundleUrl: url
    }).text
    expect(out).toBe(`staticExport:\n  bundleUrl: ${JSON.stringify(url)}\n  enabled: true\n`)
  })

  it('writes the block into an empty file', () => {
    const out = applyStaticExport('', 'yaml', { bundleUrl: url }).text
    expect(out).toBe(`staticExport:\n  enabled: true\n  bundleUrl: ${JSON.stringify(url)}\n`)
  })

  it('keeps a comment the user wrote beside bundleUrl instead of the record', () => {
    const out = applyStaticExport('staticExport:\n  bundleUrl: "" # ours\n', 'yaml', {
      bundleUrl: url,
      record: { jobId: 'se_ab12', expiresAt: '2026-11-29T10:00:00Z' }
    }).text
    expect(out).toBe(`staticExport:\n  bundleUrl: ${JSON.stringify(url)} # ours\n  enabled: true\n`)
  })

  it('adds to a one-line JSON object on the same line', () => {
    const out = applyStaticExport('{"staticExport": {"enabled": true}}', 'json', {
      bundleUrl: url
    }).text
    expect(out).toBe(`{"staticExport": {"enabled": true, "bundleUrl": ${JSON.stringify(url)}}}`)
  })
})

describe('readStaticExport', () => {
  it('returns undefined when the block is missing', () => {
    expect(readStaticExport('a: 1\n', 'yaml')).toBeUndefined()
    expect(readStaticExport('{"a": {}}', 'json', 'a.staticExport')).toBeUndefined()
  })

  it('prefers the recorded comment over the link', () => {
    const text =
      'staticExport:\n  enabled: true\n  bundleUrl: "https://x/exports/se_old1/b?X-Amz-Date=20261122T101500Z&X-Amz-Expires=60"  # static-export: job se_new2, expires 2026-12-01T00:00:00.000Z\n'
    expect(readStaticExport(text, 'yaml')).toEqual({
      enabled: true,
      bundleUrl: 'https://x/exports/se_old1/b?X-Amz-Date=20261122T101500Z&X-Amz-Expires=60',
      jobId: 'se_new2',
      expiresAt: '2026-12-01T00:00:00.000Z'
    })
  })

  it('falls back to the presigned link in JSON', () => {
    const text = JSON.stringify({
      staticExport: {
        enabled: true,
        bundleUrl:
          'https://s3.example.com/exports/se_9f8e7d/bundle.tar.gz?X-Amz-Date=20261122T101500Z&X-Amz-Expires=3600&X-Amz-Signature=ff',
        version: '2024-06-01'
      }
    })
    expect(readStaticExport(text, 'json')).toEqual({
      enabled: true,
      bundleUrl:
        'https://s3.example.com/exports/se_9f8e7d/bundle.tar.gz?X-Amz-Date=20261122T101500Z&X-Amz-Expires=3600&X-Amz-Signature=ff',
      version: '2024-06-01',
      jobId: 'se_9f8e7d',
      expiresAt: '2026-11-22T11:15:00.000Z'
    })
  })
})

describe('parseBundleLink', () => {
  it('reads the job and the expiry of an S3-style presigned link', () => {
    expect(
      parseBundleLink(
        'https://exports.example.com/exports/se_3f9a2c1b8e7d4a06/bundle.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20261122T101500Z&X-Amz-Expires=604800&X-Amz-Signature=abc'
      )
    ).toEqual({ jobId: 'se_3f9a2c1b8e7d4a06', expiresAt: '2026-11-29T10:15:00.000Z' })
  })

  it('leaves out what the link does not say', () => {
    expect(parseBundleLink('https://cdn.example.com/bundle.tar.gz')).toEqual({})
    expect(parseBundleLink('https://x/se_12/b?X-Amz-Date=garbage&X-Amz-Expires=60')).toEqual({
      jobId: 'se_12'
    })
    expect(parseBundleLink('not a url')).toEqual({})
  })
})

describe('record comments', () => {
  it('round-trips', () => {
    const comment = formatRecordComment({ jobId: 'se_abc', expiresAt: '2026-11-29T10:00:00Z' })
    expect(comment).toBe('# static-export: job se_abc, expires 2026-11-29T10:00:00Z')
    expect(parseRecordComment(comment)).toEqual({
      jobId: 'se_abc',
      expiresAt: '2026-11-29T10:00:00Z'
    })
    expect(parseRecordComment('# set by hand')).toBeUndefined()
  })

  it('refuses values that would break the comment', () => {
    expect(() =>
      formatRecordComment({ jobId: 'x\ny', expiresAt: '2026-11-29T10:00:00Z' })
    ).toThrow()
    expect(() => formatRecordComment({ jobId: 'se_1', expiresAt: 'soon # x' })).toThrow()
  })
})

describe('checkConfigPath', () => {
  it('normalises paths inside the repository', () => {
    expect(checkConfigPath('deploy/values.yaml')).toBe('deploy/values.yaml')
    expect(checkConfigPath('./deploy//values.yaml')).toBe('deploy/values.yaml')
  })

  it.each([
    ['/etc/passwd', /absolute/],
    ['C:/x.yaml', /absolute/],
    ['../other/values.yaml', /leaves the repository/],
    ['deploy/../../x.yaml', /leaves the repository/],
    ['deploy\\values.yaml', /backslash/],
    ['', /empty/],
    ['./', /names no file/]
  ])('refuses %j', (path, message) => {
    expect(() => checkConfigPath(path)).toThrow(message)
  })
})

describe('detectConfigFormat', () => {
  it('uses the extension', () => {
    expect(detectConfigFormat('a/b.json')).toBe('json')
    expect(detectConfigFormat('values.yaml')).toBe('yaml')
    expect(detectConfigFormat('values.yml')).toBe('yaml')
  })
})
