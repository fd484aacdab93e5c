// Golden-diff tests of the config edit over hand-made cases shaped like real deployment
// configs (__fixtures__/configs/<case>/: input, expected output, case.json). The real files
// (__fixtures__/configs/real/) are checked by corpus.test.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import {
  applyStaticExport as applyBytes,
  ConfigEditError,
  detectConfigFormat,
  MAX_CONFIG_BYTES,
  readStaticExport as readBytes,
  type ConfigFormat,
  type StaticExportUpdate
} from '../../src/config/index.js'
import { changedLineNumbers } from '../../src/delivery/unified-diff.js'

// These cases are text; the editor takes and gives bytes.
function applyStaticExport(
  text: string,
  format: ConfigFormat,
  update: StaticExportUpdate
): { text: string; changed: boolean } {
  const result = applyBytes(Buffer.from(text, 'utf8'), format, update)
  return { text: result.bytes.toString('utf8'), changed: result.changed }
}

function readStaticExport(
  text: string,
  format: ConfigFormat,
  key?: string
): ReturnType<typeof readBytes> {
  return readBytes(Buffer.from(text, 'utf8'), format, key)
}

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
  .filter(d => d.isDirectory() && existsSync(join(corpus, d.name, 'case.json')))
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
