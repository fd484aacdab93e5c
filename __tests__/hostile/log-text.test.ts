import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { archiveFileName, pathInside } from '../../src/archive/local-name.js'
import {
  logLines,
  mdCell,
  mdCode,
  mdFence,
  mdLink,
  mdText,
  oneLine,
  quote
} from '../../src/log-text.js'

// What the runner would take as a workflow command: a line that, trimmed, starts with `::`.
const commandLines = (text: string): string[] =>
  text.split(/\r\n|\r|\n/).filter(line => /^[\s\u0085]*(::|##\[)/.test(line))

const HOSTILE = [
  'se_1\n::warning::injected',
  'se_1\r::add-mask::x',
  'se_1\r\n::stop-commands::tok',
  '::error::at the start',
  '   ::notice::after spaces',
  '\u0085::debug::after NEL',
  'a\u2028::warning::line separator',
  'bell\u0007 esc\u001b[31m red',
  'rtl \u202e evil',
  '##[warning]old syntax'
]

describe('oneLine', () => {
  it.each(HOSTILE.map(text => ({ text })))('leaves no line break in $text', ({ text }) => {
    const line = oneLine(text)
    expect(line.split(/\r\n|\r|\n|\u2028|\u2029/)).toHaveLength(1)
    // eslint-disable-next-line no-control-regex -- checking that none is left
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202e]/)
  })

  it('shows what it escaped, and leaves ordinary text alone', () => {
    expect(oneLine('a\nb\r\tc\u001bd\u202ee')).toBe('a\\nb\\r\\tc\\u001bd\\u202ee')
    expect(oneLine('se_3f9a2c1b8e7d4a06')).toBe('se_3f9a2c1b8e7d4a06')
    expect(oneLine('unicode ✓ ümlaut 日本')).toBe('unicode ✓ ümlaut 日本')
  })

  it('cuts long text on a code point, marking the cut', () => {
    const long = '😀'.repeat(400)
    const cut = oneLine(long, 11)
    expect(cut.endsWith('…')).toBe(true)
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/)
    expect(oneLine('x'.repeat(10_000)).length).toBeLessThanOrEqual(301)
  })

  it('quote escapes its own quotes and backslashes', () => {
    expect(quote('a"b\\c\nd')).toBe('"a\\"b\\\\c\\nd"')
  })
})

describe('logLines', () => {
  it.each(HOSTILE.map(text => ({ text })))('leaves no command line in $text', ({ text }) => {
    expect(commandLines(logLines(text))).toEqual([])
    expect(commandLines(logLines(`diff:\n ${text}\n+${text}`))).toEqual([])
  })

  it('keeps the lines of the action own text as they are', () => {
    expect(logLines('Config change:\n-a: 1\n+a: 2')).toBe('Config change:\n-a: 1\n+a: 2')
    expect(logLines(' ::warning x')).toBe(' \\::warning x')
  })
})

describe('Markdown for the job summary', () => {
  it('escapes every markup character of outside text', () => {
    const text = mdText(
      '<img src=x onerror=alert(1)> [a](javascript:x) **b** `c` $d$ ~e~ &amp; #h !'
    )
    expect(text).not.toMatch(/(^|[^\\])[<>[\]*`$~&#!]/)
    expect(mdText('line\n## heading')).toBe('line\\\\n\\#\\# heading')
  })

  it('puts any text in a code span no backtick run can close', () => {
    expect(mdCode('se_1')).toBe('`se_1`')
    expect(mdCode('a`b')).toBe('``a`b``')
    expect(mdCode('`x')).toBe('`` `x ``')
    expect(mdCode('a\nb')).toBe('`a\\nb`')
  })

  it('keeps a table cell one cell', () => {
    expect(mdCell('`a|b`')).toBe('`a\\|b`')
  })

  it('links only http(s) URLs, and nothing in them can end the link', () => {
    expect(mdLink('x', 'javascript:alert(1)')).toBe('x')
    expect(mdLink('x', 'not a url')).toBe('x')
    expect(mdLink('x', 'https://h/a)b(c d')).toBe('[x](https://h/a%29b%28c%20d)')
  })

  it('fences text longer than any backtick run in it', () => {
    expect(mdFence('-a\n+```\n', 'diff')).toBe('````diff\n-a\n+```\n\n````')
    expect(mdFence('-a\n+b', 'diff')).toBe('```diff\n-a\n+b\n```')
  })
})

describe('local file names', () => {
  const dir = mkdtempSync(join(tmpdir(), 'local-name-'))
  it.each(['../../escaped', '/etc/passwd', 'a/b', '..', 'CON', 'se_1\n', '.', ''])(
    'names the archive of job %j inside the folder, from a hash',
    jobId => {
      const path = archiveFileName(dir, jobId)
      expect(dirname(path)).toBe(dir)
      expect(path).toMatch(/static-export-[0-9a-f]{16}\.tar\.gz$/)
    }
  )
  it('gives different jobs different names', () => {
    expect(archiveFileName(dir, 'a')).not.toBe(archiveFileName(dir, 'b'))
  })
  it('refuses a name that leaves the folder', () => {
    expect(() => pathInside(dir, '../x')).toThrow(/would not stay inside/)
    expect(() => pathInside(dir, 'a/b')).toThrow(/would not stay inside/)
    expect(() => pathInside(dir, '/etc/x')).toThrow(/would not stay inside/)
  })
})
