// Adding a missing block checks the mapping's keys for one in another case (key.ts), and names
// that key's line. Counting a line reads the text up to it, so counting every key's line made
// the edit of a large mapping quadratic (a 20,000-key JSON object took 33 s; a 1 MiB one,
// minutes). The count of lines read is observed here instead of a time.
import { jest } from '@jest/globals'

const actual = await import('../../src/config/text.js')
let linesCounted = 0
let lineStartsFound = 0
jest.unstable_mockModule('../../src/config/text.js', () => ({
  ...actual,
  lineColumn: (text: string, offset: number) => {
    linesCounted++
    return actual.lineColumn(text, offset)
  },
  lineStart: (text: string, offset: number) => {
    lineStartsFound++
    return actual.lineStart(text, offset)
  }
}))
const { applyStaticExport } = await import('../../src/config/index.js')

const LINK = 'https://exports.example.com/se_1/bundle.tar.gz?X-Amz-Signature=abc'
const KEYS = 5_000

function added(text: string, format: 'json' | 'yaml'): string {
  linesCounted = 0
  lineStartsFound = 0
  return applyStaticExport(Buffer.from(text), format, { bundleUrl: LINK }).text
}

describe('adding the block to a large mapping', () => {
  it('counts no line per key of a JSON object', () => {
    const members = Array.from({ length: KEYS }, (_, i) => `  "key${i}": ${i}`)
    const out = added(`{\n${members.join(',\n')}\n}\n`, 'json')
    expect(JSON.parse(out)).toMatchObject({ key4999: 4999, staticExport: { bundleUrl: LINK } })
    expect(linesCounted).toBeLessThan(10)
  })

  it('counts no line per key of a YAML mapping', () => {
    const members = Array.from({ length: KEYS }, (_, i) => `key${i}: ${i}`)
    const out = added(`${members.join('\n')}\n`, 'yaml')
    expect(out).toContain(`staticExport:`)
    expect(out).toContain(LINK)
    expect(linesCounted).toBeLessThan(10)
  })

  it('still names the line of a key in another case', () => {
    const members = Array.from({ length: KEYS }, (_, i) => `key${i}: ${i}`)
    members.splice(4000, 0, 'staticexport: {}')
    expect(() => added(`${members.join('\n')}\n`, 'yaml')).toThrow(/staticexport \(line 4001\)/)
  })
})

// New members line up with the last member that starts its own line. Telling that by reading
// back to each member's line start was quadratic where members share a long line: an object
// written on one line with its closing brace on the next took 10 s at 40,000 members.
describe('the indentation of members added to a large object', () => {
  const oneLine = `{${Array.from({ length: KEYS }, (_, i) => `"key${i}": ${i}`).join(', ')}\n}\n`

  it.each(['json', 'yaml'] as const)('is told without reading each member’s line (%s)', format => {
    const out = added(oneLine, format)
    // Not toContain: a failure would print the whole file.
    expect(out.includes(`"key4999": 4999,\n  "staticExport": {\n`)).toBe(true)
    expect(lineStartsFound).toBeLessThan(10)
  })
})
