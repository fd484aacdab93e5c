// A YAML flow mapping written over several lines: a values.yaml written as JSON (YAML reads
// JSON, and some tools emit values files so), or `staticExport: {` then a member a line. New
// members went onto the last member's line (`"enabled": true, "bundleUrl": "…"`) and a missing
// block onto the line of the last member's closing brace (`}, "staticExport": {…}`). They now
// go on lines of their own, indented as the members around them, and a file written as JSON
// gets what the JSON editor writes into the same text (its layout is the model); the oracle
// checks the data for both YAML readers and that no other line changed.
import { applyStaticExport, type StaticExportUpdate } from '../../src/config/index.js'
import { edit, lines, LINK, LINK_LINE } from './helpers.js'
import { checkEdit } from './oracle.js'

const url = JSON.stringify(LINK)
const RECORD = { jobId: 'se_1', expiresAt: '2026-12-01T00:00:00.000Z' }

/** The YAML edit of `text`, checked by the oracle. */
function editChecked(text: string | Buffer, update: Partial<StaticExportUpdate> = {}): string {
  const before = typeof text === 'string' ? Buffer.from(text) : text
  const after = applyStaticExport(before, 'yaml', { bundleUrl: LINK, ...update }).bytes
  const fields = {
    enabled: true,
    bundleUrl: LINK,
    ...(update.version ? { version: update.version } : {})
  }
  const key = update.key ?? 'staticExport'
  expect(checkEdit(before, after, { format: 'yaml', key, document: 0, fields })).toEqual([])
  return after.toString('utf8')
}

describe('a values.yaml written as JSON', () => {
  const values = (block: string): string => `{\n  "image": {\n    "tag": "1.0"\n  }${block}\n}\n`
  it.each([
    ['a new member of the block', values(',\n  "staticExport": {\n    "enabled": false\n  }')],
    ['a missing block', values('')],
    ['an empty block', values(',\n  "staticExport": {}')],
    ['a null block', values(',\n  "staticExport": null')],
    [
      'a block whose last member ends in a nested object',
      values(',\n  "staticExport": {\n    "x": {\n      "y": 1\n    }\n  }')
    ],
    ['tab indentation', '{\n\t"image": "x",\n\t"staticExport": {\n\t\t"enabled": false\n\t}\n}\n'],
    ['an indent step of four', '{\n    "image": {\n        "tag": "1.0"\n    }\n}\n'],
    ['CRLF', values('').replace(/\n/g, '\r\n')],
    ['no final newline', values('').trimEnd()],
    ['the closing brace on the last line', '{\n  "image": "x",\n  "replicas": 2 }\n'],
    ['no member on a line of its own', '{"image": "x", "replicas": 2\n}\n'],
    ['a list as the last member', '{\n  "hosts": [\n    "a"\n  ]\n}\n']
  ])('gets what the JSON editor writes: %s', (_, text) => {
    for (const update of [{}, { version: 'v2' }, { record: RECORD }]) {
      const out = editChecked(text, update)
      expect(out).toBe(
        applyStaticExport(Buffer.from(text), 'json', { bundleUrl: LINK, ...update }).text
      )
      expect(out).toMatch(/[\r\n][ \t]+"bundleUrl": /)
    }
  })

  it('adds the missing parents over lines, under the deepest one that exists', () => {
    const key = 'platform.docs.staticExport'
    expect(editChecked('{\n  "platform": {\n    "x": 1\n  }\n}\n', { key })).toBe(
      `{\n  "platform": {\n    "x": 1,\n    "docs": {\n      "staticExport": {\n        "enabled": true,\n        "bundleUrl": ${url}\n      }\n    }\n  }\n}\n`
    )
    expect(editChecked('{\n  "platform": {},\n  "a": 1\n}\n', { key })).toBe(
      `{\n  "platform": {\n    "docs": {\n      "staticExport": {\n        "enabled": true,\n        "bundleUrl": ${url}\n      }\n    }\n  },\n  "a": 1\n}\n`
    )
  })

  it('keeps the byte order mark, in a document after another', () => {
    const bom = Buffer.from('\ufeff{\n  "a": 1\n}\n')
    expect(editChecked(bom)).toBe(
      `\ufeff{\n  "a": 1,\n  "staticExport": {\n    "enabled": true,\n    "bundleUrl": ${url}\n  }\n}\n`
    )
    const docs = 'kind: A\n---\n{\n  "kind": "B",\n  "staticExport": {}\n}\n'
    expect(edit(docs, { document: { index: 2 } })).toBe(
      `kind: A\n---\n{\n  "kind": "B",\n  "staticExport": {\n    "enabled": true,\n    "bundleUrl": ${url}\n  }\n}\n`
    )
  })
})

describe('a flow mapping over several lines in a block mapping', () => {
  it('gets each new member on a line of its own, at its members’ indentation', () => {
    const key = 'app.staticExport'
    expect(
      editChecked(lines('app:', '  staticExport: {', '    enabled: false', '  }', 'b: 1'), { key })
    ).toBe(
      lines('app:', '  staticExport: {', '    enabled: true,', `    ${LINK_LINE}`, '  }', 'b: 1')
    )
    // The first member may share the brace's line; the members that start their own lines decide.
    expect(editChecked(lines('staticExport: { x: 1,', '  enabled: false }'))).toBe(
      lines('staticExport: { x: 1,', '  enabled: true,', `  ${LINK_LINE} }`)
    )
  })

  it('keeps a trailing comma, a comment after the last member and comment lines before the brace', () => {
    expect(editChecked(lines('staticExport: {', '  enabled: false,', '}'))).toBe(
      lines('staticExport: {', '  enabled: true,', `  ${LINK_LINE},`, '}')
    )
    expect(editChecked(lines('staticExport: {', '  enabled: false # off', '}'))).toBe(
      lines('staticExport: {', '  enabled: true, # off', `  ${LINK_LINE}`, '}')
    )
    expect(editChecked(lines('staticExport: {', '  enabled: false', '  # more later', '}'))).toBe(
      lines('staticExport: {', '  enabled: true,', `  ${LINK_LINE}`, '  # more later', '}')
    )
    const crlf = 'staticExport: {\r\n  enabled: false, # off\r\n}\r\n'
    expect(editChecked(crlf)).toBe(
      `staticExport: {\r\n  enabled: true, # off\r\n  ${LINK_LINE},\r\n}\r\n`
    )
  })

  it('fills a key with no value as a null one', () => {
    const text = (value: string): string => `{\n  "a": 1,\n  "staticExport"${value}\n}\n`
    expect(editChecked(text(''))).toBe(editChecked(text(': null')))
    expect(editChecked(text(''))).toContain(`  "staticExport": {\n    "enabled": true,\n`)
  })

  it('writes the link after a valueless last bundleUrl, then the new member', () => {
    expect(editChecked(lines('staticExport: {', '  x: 1,', '  bundleUrl:', '}'))).toBe(
      lines('staticExport: {', '  x: 1,', `  ${LINK_LINE},`, '  enabled: true', '}')
    )
  })

  it('fills a block on the brace line at the members’ indentation, inside the mapping', () => {
    // From the `{` line's own indentation the block's `}` came out of the mapping, under the
    // block key holding it: YAML refused the edit, and the run wrote nothing.
    for (const block of ['null', '{}']) {
      expect(
        editChecked(`values: {"staticExport": ${block},\n  "a": 1}\n`, {
          key: 'values.staticExport'
        })
      ).toBe(
        `values: {"staticExport": {\n    "enabled": true,\n    "bundleUrl": ${url}\n  },\n  "a": 1}\n`
      )
      expect(
        editChecked(`top:\n  values: {"staticExport": ${block},\n    "b": 2\n  }\n`, {
          key: 'top.values.staticExport'
        })
      ).toBe(
        `top:\n  values: {"staticExport": {\n      "enabled": true,\n      "bundleUrl": ${url}\n    },\n    "b": 2\n  }\n`
      )
    }
  })

  it('leaves a mapping on one line on that line', () => {
    expect(editChecked(lines('staticExport: {x: 1}'))).toBe(
      lines(`staticExport: {x: 1, enabled: true, ${LINK_LINE}}`)
    )
    expect(editChecked(lines('root: {a: 1, staticExport: {}}'), { key: 'root.staticExport' })).toBe(
      lines(`root: {a: 1, staticExport: {enabled: true, ${LINK_LINE}}}`)
    )
  })
})
