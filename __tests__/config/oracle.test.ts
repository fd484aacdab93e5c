// The edit checker's own tests: hand-made before/after pairs, each wrong in one known way (and
// a right one beside it), so that the corpus test can trust a clean report.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { changedLineNumbers, checkEdit, type EditIntent } from './oracle.js'

const URL = 'https://exports.example.com/se_1/bundle.tar.gz?X-Amz-Signature=abc'
const OLD = 'https://exports.example.com/se_0/bundle.tar.gz'

const utf8 = (s: string): Buffer => Buffer.from(s, 'utf8')
const yamlIntent = (over: Partial<EditIntent> = {}): EditIntent => ({
  format: 'yaml',
  key: 'staticExport',
  document: 0,
  fields: { enabled: true, bundleUrl: URL },
  ...over
})

describe('checkEdit on YAML', () => {
  const values = '# Values\nimage:\n  tag: "1.2" # pinned\nreplicas: 2\n'

  it('passes a right edit: the block appended at the top level', () => {
    const after = `${values}staticExport:\n  enabled: true\n  bundleUrl: "${URL}"\n`
    expect(checkEdit(utf8(values), utf8(after), yamlIntent())).toEqual([])
  })

  // Sections set apart by blank lines: the block added at the end of `a`, then a blank line,
  // is the same bytes as a blank line then the block, and the alignment picks the second,
  // which puts the run right before `b:`, one line past a's place. Both positions are in it.
  it('passes a block added at the end of a section, before the blank line that parts sections', () => {
    const before = 'a:\n  x: 1\n\nb: 2\n'
    const after = `a:\n  x: 1\n\n  staticExport:\n    enabled: true\n    bundleUrl: "${URL}"\n\nb: 2\n`
    expect(checkEdit(utf8(before), utf8(after), yamlIntent({ key: 'a.staticExport' }))).toEqual([])
    // Moved a line on, it is outside a: the slide only spans the repeated lines.
    const outside = `a:\n  x: 1\n\nb: 2\nstaticExport:\n  enabled: true\n  bundleUrl: "${URL}"\n`
    expect(checkEdit(utf8(before), utf8(outside), yamlIntent({ key: 'a.staticExport' }))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/inserted before line 5, outside a\.staticExport/)
      ])
    )
  })

  it('passes a right edit of an existing block, with a record comment replaced', () => {
    const before = `a: 1\nstaticExport:\n  enabled: false\n  bundleUrl: ${OLD} # static-export: job se_0\nb: 2\n`
    const after = `a: 1\nstaticExport:\n  enabled: true\n  bundleUrl: "${URL}" # static-export: job se_1\nb: 2\n`
    expect(checkEdit(utf8(before), utf8(after), yamlIntent())).toEqual([])
  })

  it('catches a block written into the wrong document', () => {
    const before = [
      '---',
      'kind: OCIRepository',
      'metadata:',
      '  name: docs',
      'spec:',
      '  url: oci://example/docs',
      '---',
      'kind: HelmRelease',
      'metadata:',
      '  name: docs',
      'spec:',
      '  values:',
      '    staticExport: null',
      ''
    ].join('\n')
    const wrong = before.replace(
      '  url: oci://example/docs\n',
      `  url: oci://example/docs\n  values:\n    staticExport:\n      enabled: true\n      bundleUrl: "${URL}"\n`
    )
    const right = before.replace(
      '    staticExport: null\n',
      `    staticExport:\n      enabled: true\n      bundleUrl: "${URL}"\n`
    )
    const intent = yamlIntent({ key: 'spec.values.staticExport', document: 1 })
    expect(checkEdit(utf8(before), utf8(right), intent)).toEqual([])
    const violations = checkEdit(utf8(before), utf8(wrong), intent)
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /YAML 1\.2 \(yaml\): document 0 \(not the target\): spec\.values \(added\)/
        ),
        expect.stringMatching(/document 1: spec\.values\.staticExport .*expected \{"enabled":true/),
        expect.stringMatching(
          /inserted before line 7, outside spec\.values\.staticExport's place in document 1/
        )
      ])
    )
  })

  it('catches an edit of an anchored block that an alias repeats elsewhere', () => {
    const before = `staticExport: &se\n  enabled: false\n  bundleUrl: ${OLD}\nmirror:\n  staticExport: *se\n`
    const after = `staticExport: &se\n  enabled: true\n  bundleUrl: "${URL}"\nmirror:\n  staticExport: *se\n`
    const violations = checkEdit(utf8(before), utf8(after), yamlIntent())
    for (const reading of [
      'YAML 1.2 (yaml)',
      'YAML 1.1 with merge keys (yaml)',
      'YAML 1.1 (js-yaml)'
    ]) {
      expect(violations).toContainEqual(
        expect.stringContaining(
          `${reading}: document 0: mirror.staticExport.enabled is not the original's data`
        )
      )
    }
  })

  describe('a block supplied by a merge key', () => {
    const before = `defaults: &defaults\n  enabled: false\n  bundleUrl: ${OLD}\n  version: "1"\nstaticExport:\n  <<: *defaults\n`

    it('passes explicit keys beside the merge key (the merged version still reads)', () => {
      const after = `${before}  enabled: true\n  bundleUrl: "${URL}"\n`
      expect(checkEdit(utf8(before), utf8(after), yamlIntent())).toEqual([])
    })

    it('catches the merge key replaced, which drops the merged version for Helm', () => {
      const after = before.replace('  <<: *defaults\n', `  enabled: true\n  bundleUrl: "${URL}"\n`)
      const violations = checkEdit(utf8(before), utf8(after), yamlIntent())
      expect(violations).toContainEqual(
        expect.stringContaining(
          'YAML 1.1 with merge keys (yaml): document 0: staticExport.version (missing)'
        )
      )
      expect(violations).toContainEqual(
        expect.stringContaining('YAML 1.1 (js-yaml): document 0: staticExport.version (missing)')
      )
    })
  })

  describe('Windows-1252 bytes', () => {
    const before = Buffer.concat([
      Buffer.from('maintainer: Ren', 'latin1'),
      Buffer.from([0xe9]),
      Buffer.from(`\nstaticExport:\n  enabled: false\n  bundleUrl: ${OLD}\n`, 'latin1')
    ])
    const edit = (bytes: Buffer): Buffer =>
      Buffer.from(
        bytes
          .toString('latin1')
          .replace('enabled: false', 'enabled: true')
          .replace(OLD, `"${URL}"`),
        'latin1'
      )

    it('passes a byte-exact edit', () => {
      expect(checkEdit(before, edit(before), yamlIntent())).toEqual([])
    })

    it('catches U+FFFD in place of the byte', () => {
      const lossy = utf8(
        before.toString('utf8').replace('enabled: false', 'enabled: true').replace(OLD, `"${URL}"`)
      )
      const violations = checkEdit(before, lossy, yamlIntent())
      expect(violations).toContainEqual(
        'the encoding changed from windows-1252 to utf-8 (the edited file holds U+FFFD where the original had other bytes)'
      )
      expect(violations).toContainEqual(
        expect.stringMatching(/^line 1 changed outside staticExport/)
      )
      expect(violations).toContainEqual(
        expect.stringMatching(/document 0: maintainer is not the original's data/)
      )
    })
  })

  describe('final newline', () => {
    const before = 'a: 1\nb: 2'

    it('passes a block appended with the file still ending without a newline', () => {
      const after = `a: 1\nb: 2\nstaticExport:\n  enabled: true\n  bundleUrl: "${URL}"`
      expect(checkEdit(utf8(before), utf8(after), yamlIntent())).toEqual([])
    })

    it('catches a final newline added', () => {
      const after = `a: 1\nb: 2\nstaticExport:\n  enabled: true\n  bundleUrl: "${URL}"\n`
      expect(checkEdit(utf8(before), utf8(after), yamlIntent())).toEqual([
        'a final newline was added'
      ])
    })

    it('catches a blank line added at the end', () => {
      const withNewline = 'a: 1\n'
      const after = `a: 1\nstaticExport:\n  enabled: true\n  bundleUrl: "${URL}"\n\n`
      expect(checkEdit(utf8(withNewline), utf8(after), yamlIntent())).toEqual([
        'blank line(s) were added at the end of the file'
      ])
    })

    it('catches the final newline removed', () => {
      const withNewline = 'a: 1\nstaticExport:\n  enabled: false\n  bundleUrl: x\n'
      const after = `a: 1\nstaticExport:\n  enabled: true\n  bundleUrl: "${URL}"`
      expect(checkEdit(utf8(withNewline), utf8(after), yamlIntent())).toContainEqual(
        'the final newline was removed'
      )
    })
  })

  describe('line endings', () => {
    const before = 'a: 1\r\nb: 2\r\n'

    it('passes inserted lines that follow the CRLF around them', () => {
      const after = `${before}staticExport:\r\n  enabled: true\r\n  bundleUrl: "${URL}"\r\n`
      expect(checkEdit(utf8(before), utf8(after), yamlIntent())).toEqual([])
    })

    it('catches LF lines inserted into a CRLF file', () => {
      const after = `${before}staticExport:\n  enabled: true\n  bundleUrl: "${URL}"\n`
      expect(checkEdit(utf8(before), utf8(after), yamlIntent())).toEqual([
        'inserted line 3 ends with LF where the lines around it end with CRLF',
        'inserted line 4 ends with LF where the lines around it end with CRLF',
        'inserted line 5 ends with LF where the lines around it end with CRLF'
      ])
    })

    it('catches a file converted from CRLF to LF', () => {
      const after = `a: 1\nb: 2\nstaticExport:\n  enabled: true\n  bundleUrl: "${URL}"\n`
      const violations = checkEdit(utf8(before), utf8(after), yamlIntent())
      expect(violations).toContainEqual('line 1: its line ending changed from CRLF to LF')
      expect(violations).toContainEqual('line 2: its line ending changed from CRLF to LF')
    })

    it('catches CRLF lines inserted into an LF file that has one CRLF elsewhere', () => {
      const mixed = 'a: 1\r\nb: 2\nc: 3\n'
      const after = `${mixed}staticExport:\r\n  enabled: true\r\n  bundleUrl: "${URL}"\r\n`
      expect(checkEdit(utf8(mixed), utf8(after), yamlIntent())).toHaveLength(3)
    })
  })

  it('catches the BOM dropped', () => {
    const before = `\uFEFFa: 1\n`
    const after = `a: 1\nstaticExport:\n  enabled: true\n  bundleUrl: "${URL}"\n`
    const violations = checkEdit(utf8(before), utf8(after), yamlIntent())
    expect(violations).toContainEqual('the encoding changed from utf-8-bom to utf-8')
    expect(violations).toContainEqual('the BOM was removed')
  })

  it('passes a BOM file with the key on line 1 edited in place', () => {
    const before = `\uFEFFstaticExport:\n  enabled: false\n  bundleUrl: ${OLD}\n`
    const after = `\uFEFFstaticExport:\n  enabled: true\n  bundleUrl: "${URL}"\n`
    expect(checkEdit(utf8(before), utf8(after), yamlIntent())).toEqual([])
  })

  describe('version', () => {
    const before = 'staticExport:\n  enabled: true\n  bundleUrl: x\n  version: 2024-01-01\n'
    const intent = yamlIntent({ fields: { enabled: true, bundleUrl: URL, version: '2024-06-01' } })

    it('passes a quoted version', () => {
      const after = `staticExport:\n  enabled: true\n  bundleUrl: "${URL}"\n  version: "2024-06-01"\n`
      expect(checkEdit(utf8(before), utf8(after), intent)).toEqual([])
    })

    it('catches an unquoted date, a timestamp for YAML 1.1 readers', () => {
      const after = `staticExport:\n  enabled: true\n  bundleUrl: "${URL}"\n  version: 2024-06-01\n`
      const violations = checkEdit(utf8(before), utf8(after), intent)
      expect(violations).toContainEqual(
        'YAML 1.1 with merge keys (yaml): staticExport.version reads as {"$timestamp":"2024-06-01T00:00:00.000Z"}, not the string "2024-06-01" (a timestamp: write it quoted)'
      )
      expect(violations).toContainEqual(
        expect.stringMatching(/^YAML 1\.1 \(js-yaml\): staticExport\.version reads as/)
      )
      expect(violations.some(v => v.startsWith('YAML 1.2'))).toBe(false)
    })
  })

  it('catches a comment lost from the rewritten line', () => {
    const before = 'a: 1\nstaticExport: {} # filled in by CI\n'
    const kept = `a: 1\nstaticExport: # filled in by CI\n  enabled: true\n  bundleUrl: "${URL}"\n`
    const lost = `a: 1\nstaticExport:\n  enabled: true\n  bundleUrl: "${URL}"\n`
    expect(checkEdit(utf8(before), utf8(kept), yamlIntent())).toEqual([])
    expect(checkEdit(utf8(before), utf8(lost), yamlIntent())).toEqual([
      'the comment "# filled in by CI" was lost'
    ])
  })

  it('catches a line re-quoted elsewhere even though the data is the same', () => {
    const before = "name: 'docs'\nreplicas: 2\n"
    const after = `name: "docs"\nreplicas: 2\nstaticExport:\n  enabled: true\n  bundleUrl: "${URL}"\n`
    expect(checkEdit(utf8(before), utf8(after), yamlIntent())).toEqual([
      `line 1 changed outside staticExport in document 0: "name: 'docs'"`
    ])
  })

  it('catches an edit that does not parse', () => {
    const before = 'a: 1\n'
    const after = `a: 1\n staticExport:\n  enabled: true\n  bundleUrl: "${URL}"\n`
    const violations = checkEdit(utf8(before), utf8(after), yamlIntent())
    expect(violations).toContainEqual(
      expect.stringMatching(/^YAML 1\.2 \(yaml\): the edited file does not parse/)
    )
    expect(violations).toContainEqual(
      expect.stringMatching(/^YAML 1\.1 \(js-yaml\): the edited file does not parse/)
    )
  })

  it('passes a flow mapping root rewritten', () => {
    const after = `{a: 1, staticExport: {enabled: true, bundleUrl: "${URL}"}}\n`
    expect(checkEdit(utf8('{a: 1}\n'), utf8(after), yamlIntent())).toEqual([])
  })

  it('catches key order changed outside the block', () => {
    const before = 'a: 1\nb: 2\n'
    const after = `b: 2\na: 1\nstaticExport:\n  enabled: true\n  bundleUrl: "${URL}"\n`
    expect(checkEdit(utf8(before), utf8(after), yamlIntent())).toContainEqual(
      expect.stringContaining('YAML 1.2 (yaml): document 0: (document root) (key order)')
    )
  })

  it('reads UTF-16 files without mistaking them for anything else', () => {
    const le = (s: string): Buffer =>
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, 'utf16le')])
    const before = le('a: 1\r\n')
    const right = le(`a: 1\r\nstaticExport:\r\n  enabled: true\r\n  bundleUrl: "${URL}"\r\n`)
    expect(checkEdit(before, right, yamlIntent())).toEqual([])
    expect(
      checkEdit(
        before,
        utf8(`a: 1\r\nstaticExport:\r\n  enabled: true\r\n  bundleUrl: "${URL}"\r\n`),
        yamlIntent()
      )
    ).toContainEqual('the encoding changed from utf-16le to utf-8')
  })
})

describe('checkEdit on a real file (flux/cert-manager.yaml: Namespace, OCIRepository, HelmRelease)', () => {
  const before = readFileSync(
    join(process.cwd(), '__fixtures__/configs/real/flux/cert-manager.yaml'),
    'utf8'
  )
  const block = `    staticExport:\n      enabled: true\n      bundleUrl: "${URL}"\n`
  const right = before.replace('  values:\n', `  values:\n${block}`)
  const intent = yamlIntent({ key: 'spec.values.staticExport', document: 2 })

  it('passes the block written into the HelmRelease', () => {
    expect(checkEdit(utf8(before), utf8(right), intent)).toEqual([])
  })

  it.each([
    [
      'a key moved in another document',
      right
        .replace('  interval: 24h\n  url:', '  url:')
        .replace('copy\n  ref:', 'copy\n  interval: 24h\n  ref:')
    ],
    ['a string re-quoted', right.replace('semver: "1.x"', "semver: '1.x'")],
    ['the document separator dropped', right.replace('---\napiVersion: helm', 'apiVersion: helm')],
    [
      'the block also written into the OCIRepository',
      right.replace('  interval: 24h\n', `  interval: 24h\n  values:\n${block}`)
    ],
    ['the final newline dropped', right.replace(/\n$/, '')],
    ['one line made CRLF', right.replace('kind: Namespace\n', 'kind: Namespace\r\n')],
    [
      'version written unquoted',
      right.replace(`"${URL}"\n`, `"${URL}"\n      version: 2024-06-01\n`)
    ]
  ])('catches %s', (_what, wrong) => {
    const withVersion = wrong.includes('version: 2024-06-01')
    const wanted = withVersion
      ? { ...intent, fields: { ...intent.fields, version: '2024-06-01' } }
      : intent
    expect(checkEdit(utf8(before), utf8(wrong), wanted)).not.toEqual([])
  })
})

describe('checkEdit on JSON', () => {
  const before = '{\n  "name": "docs",\n  "replicas": 2\n}\n'
  const intent: EditIntent = {
    format: 'json',
    key: 'staticExport',
    document: 0,
    fields: { enabled: true, bundleUrl: URL }
  }

  it('passes a member appended with the comma it needs', () => {
    const after = `{\n  "name": "docs",\n  "replicas": 2,\n  "staticExport": {\n    "enabled": true,\n    "bundleUrl": "${URL}"\n  }\n}\n`
    expect(checkEdit(utf8(before), utf8(after), intent)).toEqual([])
  })

  it('passes a one-line root object rewritten, and a one-line parent', () => {
    expect(
      checkEdit(
        utf8('{}\n'),
        utf8(`{ "staticExport": { "enabled": true, "bundleUrl": "${URL}" } }\n`),
        intent
      )
    ).toEqual([])
    const nested: EditIntent = { ...intent, key: 'config.staticExport' }
    const before = '{\n  "config": { "a": 1 },\n  "b": 2\n}\n'
    const after = `{\n  "config": { "a": 1, "staticExport": { "enabled": true, "bundleUrl": "${URL}" } },\n  "b": 2\n}\n`
    expect(checkEdit(utf8(before), utf8(after), nested)).toEqual([])
    expect(checkEdit(utf8(before), utf8(after.replace('"b": 2', '"b":2')), nested)).toEqual([
      'line 3 changed outside config.staticExport in document 0: "  \\"b\\": 2"'
    ])
  })

  it('catches a file re-indented by a round trip', () => {
    const after = `{\n    "name": "docs",\n    "replicas": 2,\n    "staticExport": {\n        "enabled": true,\n        "bundleUrl": "${URL}"\n    }\n}\n`
    const violations = checkEdit(utf8(before), utf8(after), intent)
    expect(violations).toContainEqual(expect.stringMatching(/^line 2 changed outside staticExport/))
  })

  it('catches another value changed', () => {
    const after = `{\n  "name": "docs",\n  "replicas": 3,\n  "staticExport": {\n    "enabled": true,\n    "bundleUrl": "${URL}"\n  }\n}\n`
    expect(checkEdit(utf8(before), utf8(after), intent)).toContainEqual(
      "JSON: document 0: replicas is not the original's data with only staticExport set (expected 2, found 3)"
    )
  })
})

describe('changedLineNumbers', () => {
  it('names only the lines that differ', () => {
    const a = utf8('x: 1\nbundleUrl: a\ny: 2\n')
    const b = utf8('x: 1\nbundleUrl: b\ny: 2\n')
    expect(changedLineNumbers(a, b)).toEqual([1])
    expect(changedLineNumbers(a, a)).toEqual([])
  })
})
