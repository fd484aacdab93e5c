// Bytes and text, whatever the format: exact UTF-8 (with or without BOM) or a refusal naming
// the encoding found (item 2, item 11), the BOM on a line with a key (item 6), no final
// newline added (item 8), line endings following the lines around the edit (item 10).
import { applyStaticExport, ConfigEditError, MAX_CONFIG_BYTES } from '../../src/config/index.js'
import { applySplices } from '../../src/config/text.js'
import { edit, editBytes, lines, LINK, LINK_LINE } from './helpers.js'

describe('encodings (item 2)', () => {
  const windows1252 = Buffer.concat([
    Buffer.from('maintainer: Ren'),
    Buffer.from([0xe9]),
    Buffer.from('\nstaticExport:\n  enabled: false\n')
  ])

  it('refuses Windows-1252 bytes, naming the byte, its place and the encoding', () => {
    expect(() => editBytes(windows1252)).toThrow(ConfigEditError)
    expect(() => editBytes(windows1252)).toThrow(
      'the file is not valid UTF-8: byte 0xE9 at line 1, column 16 is "é" in Windows-1252 (Latin-1)'
    )
    expect(() => editBytes(windows1252, {}, 'json')).toThrow(/Windows-1252/)
  })

  // An emoji as CESU-8 writes it (two encoded UTF-16 halves): once named Windows-1252.
  it('names encoded surrogate halves (CESU-8, WTF-8) as what they are, not Windows-1252', () => {
    const cesu8 = Buffer.concat([
      Buffer.from('{\n  "title": "Docs '),
      Buffer.from([0xed, 0xa0, 0xbd, 0xed, 0xb3, 0x9a]),
      Buffer.from('"\n}\n')
    ])
    const says =
      'the file is not valid UTF-8: the bytes at line 2, column 18 (ED A0 …) encode half of a UTF-16 surrogate pair'
    expect(() => editBytes(cesu8, {}, 'json')).toThrow(says)
    expect(() => editBytes(cesu8, {}, 'json')).toThrow(/CESU-8 .* save the file as UTF-8/)
    expect(() => editBytes(cesu8, {}, 'json')).not.toThrow(/Windows-1252/)
  })

  it.each([
    [
      'UTF-16 LE (BOM FF FE)',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a: 1\n', 'utf16le')])
    ],
    [
      'UTF-16 BE (BOM FE FF)',
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('a: 1\n', 'utf16le').swap16()])
    ],
    ['UTF-16 LE (no BOM', Buffer.from('a: 1\n', 'utf16le')],
    ['UTF-32 LE (BOM FF FE 00 00)', Buffer.from([0xff, 0xfe, 0, 0, 0x61, 0, 0, 0])]
  ])('refuses %s by name', (name, bytes) => {
    expect(() => editBytes(bytes)).toThrow(`the file is encoded as ${name}`)
  })

  it('keeps every byte of a UTF-8 file with non-ASCII text outside the edit', () => {
    const text = lines('maintainer: René # ✓', 'staticExport:', '  enabled: false')
    expect(edit(text)).toBe(
      lines('maintainer: René # ✓', 'staticExport:', '  enabled: true', `  ${LINK_LINE}`)
    )
  })

  it('refuses a file over 1 MiB', () => {
    const big = Buffer.alloc(MAX_CONFIG_BYTES + 1, 0x23)
    expect(() => editBytes(big)).toThrow(/over the 1048576-byte limit/)
  })
})

describe('byte order mark (item 6)', () => {
  it('keeps the BOM and indents by the key, not by the BOM, when a key is on line 1', () => {
    expect(edit('\ufeffstaticExport:\n  enabled: false\n')).toBe(
      `\ufeffstaticExport:\n  enabled: true\n  ${LINK_LINE}\n`
    )
    expect(edit('\ufeffstaticExport:\n')).toBe(
      `\ufeffstaticExport:\n  enabled: true\n  ${LINK_LINE}\n`
    )
    const out = editBytes(Buffer.from('\ufeffa: 1\n'))
    expect([...out.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(out.subarray(3).toString()).toBe(
      `a: 1\nstaticExport:\n  enabled: true\n  ${LINK_LINE}\n`
    )
  })
})

describe('final newline (item 8)', () => {
  it.each([
    ['a block without one', 'a: 1\nstaticExport:\n  enabled: false'],
    ['a missing block', 'a: 1'],
    ['an empty block', 'a: 1\nstaticExport:'],
    ['an empty block with null', 'a: 1\nstaticExport: null']
  ])('adds none to %s', (_name, text) => {
    expect(edit(text)).toBe(`a: 1\nstaticExport:\n  enabled: true\n  ${LINK_LINE}`)
  })

  it('adds none to JSON either', () => {
    expect(edit('{\n  "a": 1\n}', {}, 'json')).toBe(
      `{\n  "a": 1,\n  "staticExport": {\n    "enabled": true,\n    "bundleUrl": ${JSON.stringify(LINK)}\n  }\n}`
    )
  })
})

describe('line endings (item 10)', () => {
  it('gives new lines the ending of the lines around them, not the first CRLF in the file', () => {
    expect(edit('a: 1\r\nstaticExport:\n  enabled: false\nb: 2\n')).toBe(
      `a: 1\r\nstaticExport:\n  enabled: true\n  ${LINK_LINE}\nb: 2\n`
    )
    expect(edit('a: 1\r\nstaticExport:\r\n  enabled: false\r\n')).toBe(
      `a: 1\r\nstaticExport:\r\n  enabled: true\r\n  ${LINK_LINE}\r\n`
    )
    expect(edit('a: 1\nb: 2\r\n')).toBe(
      `a: 1\nb: 2\r\nstaticExport:\r\n  enabled: true\r\n  ${LINK_LINE}\r\n`
    )
  })

  it('follows CRLF in JSON', () => {
    expect(edit('{\r\n  "a": 1\r\n}\r\n', {}, 'json')).toBe(
      `{\r\n  "a": 1,\r\n  "staticExport": {\r\n    "enabled": true,\r\n    "bundleUrl": ${JSON.stringify(LINK)}\r\n  }\r\n}\r\n`
    )
  })
})

describe('unchanged files', () => {
  it('returns the very same bytes when the block already holds the values', () => {
    const bytes = Buffer.from(`\ufeffstaticExport:\r\n  enabled: true\r\n  ${LINK_LINE}`)
    const result = applyStaticExport(bytes, 'yaml', { bundleUrl: LINK })
    expect(result.changed).toBe(false)
    expect(result.bytes.equals(bytes)).toBe(true)
  })
})

describe('splices', () => {
  it('at the same offset land in the order given, and overlapping ones are refused', () => {
    const at = 3
    expect(
      applySplices('abcdef', [
        { start: at, end: at, text: '1' },
        { start: 0, end: 1, text: 'A' },
        { start: at, end: at, text: '2' },
        { start: at, end: 4, text: 'D' }
      ])
    ).toBe('Abc12Def')
    expect(() =>
      applySplices('abcdef', [
        { start: 1, end: 4, text: 'x' },
        { start: 2, end: 2, text: 'y' }
      ])
    ).toThrow(ConfigEditError)
  })
})
