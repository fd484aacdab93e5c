// The YAML editor on the shapes issue 10 found in real files: several documents, anchors and
// aliases, merge keys, docker-compose reuse, empty blocks, dates, flow mappings.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { ConfigEditError } from '../../src/config/index.js'
import { edit, lines, LINK, LINK_LINE, read } from './helpers.js'

const FLUX = lines(
  'apiVersion: v1',
  'kind: Namespace',
  'metadata:',
  '  name: docs',
  '---',
  'apiVersion: source.toolkit.fluxcd.io/v1beta2',
  'kind: OCIRepository',
  'metadata:',
  '  name: docs',
  'spec:',
  '  url: oci://ghcr.io/acme/charts/docs',
  '---',
  'apiVersion: helm.toolkit.fluxcd.io/v2',
  'kind: HelmRelease',
  'metadata:',
  '  name: docs',
  'spec:',
  '  chartRef:',
  '    kind: OCIRepository',
  '  values:',
  '    staticExport: null'
)
const KEY = 'spec.values.staticExport'
const FLUX_DONE = FLUX.replace(
  '    staticExport: null\n',
  lines('    staticExport:', '      enabled: true', `      ${LINK_LINE}`)
)

describe('which document (item 1, item 7)', () => {
  it('edits the document where the whole key path resolves, not one sharing its first key', () => {
    expect(edit(FLUX, { key: KEY })).toBe(FLUX_DONE)
    expect(edit(FLUX.replace('staticExport: null', 'staticExport: {}'), { key: KEY })).toBe(
      FLUX_DONE
    )
    expect(edit(FLUX.replace('staticExport: null', 'staticExport:'), { key: KEY })).toBe(FLUX_DONE)
    // The read-back finds the block in that document only.
    expect(read(FLUX_DONE, KEY)).toMatchObject({ enabled: true, bundleUrl: LINK })
    expect(read(FLUX, KEY)).toEqual({})
  })

  it('adds the block to the one document that has its parent mapping', () => {
    const flux = FLUX.replace('    staticExport: null\n', '    replicas: 2\n')
    expect(edit(flux, { key: KEY })).toBe(
      flux.replace(
        '    replicas: 2\n',
        lines('    replicas: 2', '    staticExport:', '      enabled: true', `      ${LINK_LINE}`)
      )
    )
  })

  it('refuses when no document has the path, listing them, and config-document picks one', () => {
    const flux = FLUX.replace('  values:\n    staticExport: null\n', '')
    const refusal = (): string => edit(flux, { key: KEY })
    expect(refusal).toThrow(ConfigEditError)
    expect(refusal).toThrow(
      'spec.values.staticExport is in none of the file\'s 3 documents (#1 Namespace "docs"; #2 OCIRepository "docs"; #3 HelmRelease "docs")'
    )
    expect(refusal).toThrow('config-document: kind=HelmRelease,name=docs')
    const done =
      flux + lines('  values:', '    staticExport:', '      enabled: true', `      ${LINK_LINE}`)
    expect(edit(flux, { key: KEY, document: { kind: 'HelmRelease', name: 'docs' } })).toBe(done)
    expect(edit(flux, { key: KEY, document: { index: 3 } })).toBe(done)
    // Following the refusal's other advice (an empty block) works too.
    expect(edit(flux + lines('  values:', '    staticExport: {}'), { key: KEY })).toBe(done)
  })

  const ARGO = lines(
    'kind: Application',
    'metadata:',
    '  name: docs',
    'spec:',
    '  source:',
    '    helm:',
    '      valuesObject:',
    '        staticExport: {}',
    '---',
    'kind: Application',
    'metadata:',
    '  name: docs-staging',
    'spec:',
    '  source:',
    '    helm:',
    '      valuesObject:',
    '        staticExport:'
  )
  const AKEY = 'spec.source.helm.valuesObject.staticExport'

  it('refuses two Argo CD Applications that both hold the block, naming both', () => {
    expect(() => edit(ARGO, { key: AKEY })).toThrow(
      'is in 2 of the file\'s documents (#1 Application "docs"; #2 Application "docs-staging"), so it is ambiguous which one to edit; set config-document'
    )
    expect(() => read(ARGO, AKEY)).toThrow(/ambiguous which one to read/)
  })

  it('edits the Application config-document names, and only that one', () => {
    const out = edit(ARGO, { key: AKEY, document: { name: 'docs-staging' } })
    expect(out).toBe(
      ARGO.replace(
        /staticExport:\n$/,
        lines('staticExport:', '          enabled: true', `          ${LINK_LINE}`)
      )
    )
    expect(read(out, AKEY, 'yaml', { index: 2 })).toMatchObject({ bundleUrl: LINK })
    expect(read(out, AKEY, 'yaml', { index: 1 })).toEqual({})
  })

  it('refuses a config-document that matches no document or several', () => {
    expect(() => edit(ARGO, { key: AKEY, document: { kind: 'HelmRelease' } })).toThrow(
      "config-document: kind=HelmRelease matches none of the file's 2 documents"
    )
    expect(() => edit(ARGO, { key: AKEY, document: { kind: 'Application' } })).toThrow(
      /matches 2 of/
    )
    expect(() => edit(ARGO, { key: AKEY, document: { index: 5 } })).toThrow(/matches none/)
  })

  // A document holding the key that the walk cannot follow was dropped, and another document
  // with only the parent path silently received a second block.
  const OTHER = lines('---', 'kind: B', 'spec:', '  values:', '    x: 1')
  it.each([
    [
      'an alias',
      lines('kind: A', 'x-vals: &v', '  staticExport: {}', 'spec:', '  values: *v'),
      'spec.values is the alias *v of the anchor &v at line 2'
    ],
    [
      'a string',
      lines('kind: A', 'spec:', '  values:', '    staticExport: disabled'),
      'spec.values.staticExport is a string ("disabled"), not a mapping'
    ],
    [
      'a duplicate key',
      lines('kind: A', 'spec:', '  values:', '    staticExport: {}', '    staticExport: {}'),
      'the key spec.values.staticExport appears 2 times'
    ],
    [
      'a merge key',
      lines('kind: A', 'b: &b', '  staticExport: {a: 1}', 'spec:', '  values:', '    <<: *b'),
      'spec.values.staticExport is not written here but comes from the merge key "<<: *b"'
    ],
    ['another case', lines('kind: A', 'spec:', '  values:', '    StaticExport: {}'), 'StaticExport']
  ])('refuses a document holding the key through %s, not adding it to another', (_, a, why) => {
    expect(() => edit(a + OTHER, { key: KEY })).toThrow(why)
    // The one the key is in: with a second such document, config-document must say which.
    const both = a + OTHER.replace('    x: 1', '    staticExport: {}')
    expect(() => edit(both, { key: KEY })).toThrow(
      "spec.values.staticExport is in 2 of the file's documents (#1 A; #2 B)"
    )
  })
})

describe('anchors and aliases (item 3)', () => {
  it('refuses a block whose anchor is reused, naming the anchor and where', () => {
    const text = lines('staticExport: &se', '  enabled: false', 'preview:', '  staticExport: *se')
    expect(() => edit(text)).toThrow(
      'staticExport is defined with the anchor &se, which is reused through *se (line 4)'
    )
  })

  it('refuses a parent whose anchor is reused', () => {
    const text = lines('docs: &docs', '  staticExport:', '    enabled: false', 'mirror: *docs')
    expect(() => edit(text, { key: 'docs.staticExport' })).toThrow(
      /docs is defined with the anchor &docs/
    )
  })

  it('refuses an anchored bundleUrl that is reused, and edits one that is not', () => {
    const used = lines('staticExport:', '  bundleUrl: &link "old"', 'mirror: *link')
    expect(() => edit(used)).toThrow(
      /staticExport\.bundleUrl is defined with the anchor &link, which is reused through \*link \(line 3\)/
    )
    const unused = lines('staticExport:', '  bundleUrl: &link "old"')
    expect(edit(unused)).toBe(
      lines('staticExport:', `  bundleUrl: &link ${JSON.stringify(LINK)}`, '  enabled: true')
    )
  })

  it('replaces an alias value with the link, leaving the anchor and its other users alone', () => {
    const text = lines('link: &u "old"', 'staticExport:', '  bundleUrl: *u', 'other: *u')
    const out = edit(text)
    expect(out).toBe(
      lines('link: &u "old"', 'staticExport:', `  ${LINK_LINE}`, '  enabled: true', 'other: *u')
    )
    expect(parse(out)).toEqual({
      link: 'old',
      staticExport: { bundleUrl: LINK, enabled: true },
      other: 'old'
    })
  })

  it('refuses a block that is itself an alias, naming the anchor', () => {
    const text = lines('base: &base', '  enabled: false', 'staticExport: *base')
    expect(() => edit(text)).toThrow(
      'staticExport is the alias *base of the anchor &base at line 1'
    )
  })
})

describe('merge keys (item 4)', () => {
  it('adds the fields beside a merge key, so Helm still reads every merged key', () => {
    const text = lines(
      'defaults: &d',
      '  enabled: false',
      '  replicas: 2',
      'staticExport:',
      '  <<: *d',
      '  version: "1"'
    )
    const out = edit(text)
    expect(out).toBe(text + lines('  enabled: true', `  ${LINK_LINE}`))
    expect(parse(out, { merge: true, version: '1.1' }).staticExport).toEqual({
      enabled: true,
      replicas: 2,
      version: '1',
      bundleUrl: LINK
    })
  })

  it('refuses a key path that runs through a key a merge key supplies', () => {
    const text = lines('common: &c', '  values:', '    replicas: 2', 'spec:', '  <<: *c')
    expect(() => edit(text, { key: 'spec.values.staticExport' })).toThrow(
      'spec.values is not written here but comes from the merge key "<<: *c" (line 5)'
    )
  })
})

describe('alias expansion is bounded by size, not by alias count (item 5)', () => {
  it('edits a docker-compose file whose 30 services share one anchor', () => {
    const services = Array.from({ length: 30 }, (_, i) =>
      lines(`  s${i}:`, '    <<: *common', `    command: run ${i}`)
    ).join('')
    const text =
      lines('x-common: &common', '  image: app:1', '  environment:', '    A: "1"', 'services:') +
      services
    expect(edit(text)).toBe(text + lines('staticExport:', '  enabled: true', `  ${LINK_LINE}`))
  })

  it('refuses an alias bomb, naming it', () => {
    const bomb =
      lines(
        'a: &a [x, x, x, x, x, x, x, x, x]',
        'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
        'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
        'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
        'e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]'
      ) + 'staticExport: {}\n'
    expect(() => edit(bomb)).toThrow(/alias bomb/)
    expect(() => read(bomb)).toThrow(/alias bomb/)
  })
})

describe('empty blocks and refusals that name the real cause (item 11)', () => {
  it.each([
    ['staticExport:', 'staticExport:'],
    ['staticExport: null', 'staticExport:'],
    ['staticExport: ~ # filled in by CI', 'staticExport: # filled in by CI'],
    ['staticExport: {}', 'staticExport:'],
    // A tag with no value after it went only when a `~` followed; left before the block it
    // tags the mapping as null, which js-yaml and PyYAML refuse.
    ['staticExport: !!null', 'staticExport:'],
    ['staticExport: &unused !!null # c', 'staticExport: # c'],
    ['staticExport: !!null ~', 'staticExport:']
  ])('fills %j', (line, keyLine) => {
    expect(edit(lines('a: 1', line, 'b: 2'))).toBe(
      lines('a: 1', keyLine, '  enabled: true', `  ${LINK_LINE}`, 'b: 2')
    )
  })

  it('fills a tagged null in a flow mapping, tag and all', () => {
    const done = lines(`root: {staticExport: {enabled: true, ${LINK_LINE}}, y: 1}`)
    expect(edit(lines('root: {staticExport: !!null, y: 1}'), { key: 'root.staticExport' })).toBe(
      done
    )
    expect(edit(lines('root: {staticExport: !!null ~, y: 1}'), { key: 'root.staticExport' })).toBe(
      done
    )
  })

  it('writes the link over a tagged bundleUrl, keeping only a !!str tag on a value', () => {
    const text = (line: string): string => lines('staticExport:', `  ${line}`, '  x: 1')
    const done = (line: string): string =>
      lines('staticExport:', `  ${line}`, '  x: 1', '  enabled: true')
    expect(edit(text('bundleUrl: !!str'))).toBe(done(LINK_LINE))
    expect(edit(text('bundleUrl: !!null'))).toBe(done(LINK_LINE))
    expect(edit(text('bundleUrl: !!str # mine'))).toBe(done(`${LINK_LINE} # mine`))
    expect(edit(text('bundleUrl: !!null ~'))).toBe(done(`bundleUrl: ${LINK}`))
    expect(edit(text('bundleUrl: !!str old'))).toBe(done(`bundleUrl: !!str ${LINK}`))
  })

  it('adds to a flow mapping over several lines with a comment, keeping the comment', () => {
    // The new member goes on a line of its own (flow-lines.test.ts), the comment stays on its line.
    const out = edit(lines('staticExport: {', '  enabled: false, # off for now', '}'))
    expect(out).toBe(
      lines('staticExport: {', '  enabled: true, # off for now', `  ${LINK_LINE},`, '}')
    )
  })

  // Helm reads values as YAML 1.1, where a plain `on:` is the key true: the block added under
  // it would be somewhere else for Helm than for every other reader. The edit's read-back
  // caught that, but blamed the action ("a defect of the action: please report it").
  it('refuses a key on the path that YAML 1.1 reads as a boolean, saying to quote it', () => {
    const text = lines('on:', '  push: {}', 'docs:', '  enabled: false')
    expect(() => edit(text, { key: 'on.staticExport' })).toThrow(
      'the key on at line 1 is read as the boolean true by YAML 1.1 readers such as Helm, so on.staticExport is not the same path for every reader of the file. Quote the key ("on":)'
    )
    expect(() => edit(lines('platform:', '  no:', '    a: 1'), { key: 'platform.no' })).toThrow(
      'the key no at line 2 is read as the boolean false by YAML 1.1 readers such as Helm, so platform.no'
    )
    // Quoted, every reader reads the string, and the block goes under it.
    const quoted = edit(text.replace('on:', '"on":'), { key: 'on.staticExport' })
    expect(read(quoted, 'on.staticExport')).toMatchObject({ enabled: true, bundleUrl: LINK })
  })

  it('names a block that is not a mapping', () => {
    expect(() => edit('staticExport: disabled\n')).toThrow(
      'staticExport is a string ("disabled"), not a mapping, so it cannot hold the static export fields'
    )
    expect(() => edit('staticExport: [a]\n')).toThrow('staticExport is a list, not a mapping')
  })
})

// libyaml's scanner (PyYAML; go-yaml v2 and v3, which Helm uses) ends a plain scalar at `?`
// inside `{…}` and fails on some `:`; YAML 1.2 and the `yaml` library do not. A plain link
// written into a flow mapping read back fine here and broke Helm ("expected ',' or '}'").
describe('a plain value in a flow mapping', () => {
  it('is replaced by a quoted link when the link has `?` or `:`', () => {
    const text = lines('staticExport: {enabled: true, bundleUrl: https://cdn.example/site.tgz}')
    expect(edit(text)).toBe(lines(`staticExport: {enabled: true, ${LINK_LINE}}`))
    expect(edit(text, { bundleUrl: 'https://cdn.example/next.tgz' })).toBe(
      lines('staticExport: {enabled: true, bundleUrl: "https://cdn.example/next.tgz"}')
    )
    expect(edit(text, { bundleUrl: 'a?b' })).toBe(
      lines('staticExport: {enabled: true, bundleUrl: "a?b"}')
    )
    // A plain value without them stays plain, as the file wrote it.
    expect(edit(text, { bundleUrl: 'site.tgz' })).toBe(
      lines('staticExport: {enabled: true, bundleUrl: site.tgz}')
    )
  })

  it('that an earlier run wrote with `?` is quoted even though the link is the same', () => {
    const written = lines(`staticExport: {enabled: true, bundleUrl: ${LINK}}`)
    expect(edit(written)).toBe(lines(`staticExport: {enabled: true, ${LINK_LINE}}`))
  })
})

// The value after `bundleUrl:` and the new `enabled` pair after the block's last pair are
// both insertions at the file's end (or before `}`); applied in the wrong order they built
// `bundleUrl:\n  enabled: true "…"`, refused as "a defect of the action".
describe('a valueless bundleUrl as the last pair at the end of the file', () => {
  it.each([
    ['staticExport:\n  bundleUrl:', `staticExport:\n  ${LINK_LINE}\n  enabled: true`],
    ['staticExport:\r\n  bundleUrl:', `staticExport:\r\n  ${LINK_LINE}\r\n  enabled: true`],
    ['staticExport: {bundleUrl:}\n', `staticExport: {${LINK_LINE}, enabled: true}\n`],
    ['staticExport: {x: 1, bundleUrl:}\n', `staticExport: {x: 1, ${LINK_LINE}, enabled: true}\n`]
  ])('gets the link, then the new pair: %j', (text, done) => {
    expect(edit(text)).toBe(done)
  })
})

// Valid files that the edit garbled and then blamed as "invalid YAML at line L, column C", a
// position in the action's own edited text: a key with no colon took a later key's colon, new
// keys went to the column after a first key's anchor, tag or `? `, and a `null` document kept
// its null with the block after it.
describe('valid files with keys or documents written in the less common ways', () => {
  const block = (indent: string): string[] => [
    `${indent}staticExport:`,
    `${indent}  enabled: true`,
    `${indent}  ${LINK_LINE}`
  ]

  it('gives a flow mapping key without a colon its value', () => {
    expect(edit(lines('staticExport: {bundleUrl, x: 1}'))).toBe(
      lines(`staticExport: {${LINK_LINE}, x: 1, enabled: true}`)
    )
    expect(edit(lines('root: {staticExport, y: 1}'), { key: 'root.staticExport' })).toBe(
      lines(`root: {staticExport: {enabled: true, ${LINK_LINE}}, y: 1}`)
    )
  })

  it('refuses an explicit key with no value, saying the file is valid', () => {
    const text = lines('staticExport:', '  ? bundleUrl', '  x: 1')
    expect(() => edit(text)).toThrow(
      'staticExport.bundleUrl is an explicit key (`? bundleUrl`) with no `:` and value; the file is valid YAML, but the action does not edit a key written that way'
    )
    expect(() => edit(lines('? staticExport', 'x: 1'))).toThrow('the file is valid YAML')
  })

  it('adds keys at the column of a first key with an anchor, a tag or `? `', () => {
    expect(edit(lines('&k a: 1', 'b: 2'))).toBe(lines('&k a: 1', 'b: 2', ...block('')))
    const key = 'app.staticExport'
    expect(edit(lines('app:', '  !!str a: 1', '  b: 2'), { key })).toBe(
      lines('app:', '  !!str a: 1', '  b: 2', ...block('  '))
    )
    expect(edit(lines('app:', '  ? a', '  : 1'), { key })).toBe(
      lines('app:', '  ? a', '  : 1', ...block('  '))
    )
  })

  it('refuses a carriage return without a line feed, which readers split differently', () => {
    // Helm and js-yaml see `staticExport: {}` on a line of its own; the parser the editor
    // uses sees it inside the comment, and adding the block would give Helm the key twice.
    for (const text of ['# note\rstaticExport: {}\na: 1\n', 'a: 1\rb: 2\r', 'a: 1\n...\r']) {
      expect(() => edit(text)).toThrow(ConfigEditError)
      expect(() => edit(text)).toThrow(/carriage return \(CR\) that is not followed by a line feed/)
    }
    expect(() => edit('a: 1\nb: 2 # x\rstaticExport: {}\n')).toThrow(/^line 2, column 9 has/)
    // CRLF is an ordinary line break.
    expect(edit('a: 1\r\n')).toBe(`a: 1\r\nstaticExport:\r\n  enabled: true\r\n  ${LINK_LINE}\r\n`)
  })

  it('refuses NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR, line breaks for Helm only', () => {
    // go-yaml and libyaml (YAML 1.1) end the comment at the separator and read `staticExport`
    // already there; the parser the editor uses (YAML 1.2) reads one comment, and a block added
    // would be the key twice for Helm, which keeps the last: the old one.
    const cases: [string, RegExp][] = [
      ['\u2028', /^line 1, column 7 has a LINE SEPARATOR \(U\+2028\): Helm \(go-yaml\)/],
      ['\u2029', /^line 1, column 7 has a PARAGRAPH SEPARATOR \(U\+2029\)/],
      ['\u0085', /^line 1, column 7 has a NEXT LINE \(U\+0085\)/]
    ]
    for (const [separator, said] of cases) {
      const text = `# note${separator}staticExport: {enabled: false}\na: 1\n`
      expect(() => edit(text)).toThrow(ConfigEditError)
      expect(() => edit(text)).toThrow(said)
    }
  })

  it('replaces a document that is null', () => {
    expect(edit('null\n')).toBe(lines(...block('')))
    expect(edit('~ # nothing\n')).toBe(lines('# nothing', ...block('')))
    // No trailing space left behind for a linter to refuse (yamllint's trailing-spaces).
    expect(edit('--- ~\n')).toBe(lines('---', ...block('')))
    expect(edit('--- null # c\n')).toBe(lines('--- # c', ...block('')))
    expect(edit(lines('# c', 'null', '# d'))).toBe(lines('# c', ...block(''), '# d'))
  })
})

describe('version (item 9)', () => {
  it('writes version quoted, also over an unquoted date', () => {
    expect(edit(lines('staticExport:', '  version: 2024-06-01'), { version: '2024-06-01' })).toBe(
      lines('staticExport:', '  version: "2024-06-01"', '  enabled: true', `  ${LINK_LINE}`)
    )
    expect(edit(lines('staticExport:', '  enabled: true'), { version: '1.10' })).toBe(
      lines('staticExport:', '  enabled: true', `  ${LINK_LINE}`, '  version: "1.10"')
    )
  })

  it('keeps a version that every reader already reads as the same string', () => {
    const text = lines('staticExport:', '  enabled: true', `  ${LINK_LINE}`, "  version: 'v2'")
    expect(edit(text, { version: 'v2' })).toBe(text)
  })
})

// Helm values end a key with its commented-out example; a key added after the last pair went
// between the two, so the example read as part of the new block and left its own key.
describe('the comments after a mapping’s last pair', () => {
  const block = ['staticExport:', '  enabled: true', `  ${LINK_LINE}`]

  it('stay with that pair: deeper ones, and ones at its indentation with no blank line', () => {
    const text = lines(
      'image: docs',
      '# -- Extra K8s manifests to deploy',
      'extraObjects: []',
      '  # - apiVersion: v1',
      '  #   kind: ConfigMap',
      '',
      '  #   data: {}',
      '# Alternatively, as strings:',
      '# extraObjects:',
      '# - |',
      '',
      '# Footer: rotate the admin key every 90 days.'
    )
    expect(edit(text)).toBe(
      lines(
        ...text.split('\n').slice(0, 10),
        ...block,
        '',
        '# Footer: rotate the admin key every 90 days.'
      )
    )
  })

  it('stop at the parent’s indentation in a nested mapping', () => {
    const text = lines(
      'server:',
      '  networkPolicy:',
      '    create: false',
      '    # egress: []',
      '# Repo server',
      'repoServer: {}'
    )
    expect(edit(text, { key: 'server.staticExport' })).toBe(
      lines(
        ...text.split('\n').slice(0, 4),
        ...block.map(l => `  ${l}`),
        '# Repo server',
        'repoServer: {}'
      )
    )
  })

  it('stay with extraPodConfigs in the real alertmanager chart', () => {
    const file = readFileSync(
      join(process.cwd(), '__fixtures__/configs/real/helm-values/alertmanager.values.yaml')
    )
    const out = edit(file).split('\n')
    const key = out.indexOf('extraPodConfigs: {}')
    expect(out.slice(key, key + 6)).toEqual([
      'extraPodConfigs: {}',
      '  # dnsPolicy: ClusterFirstWithHostNet',
      '  # hostNetwork: true',
      ...block
    ])
  })
})

// A YAML file written as JSON (JSON is YAML), or with every key quoted: new keys were written
// plain (`{"a": 1, bundleUrl: "…"}`), a style nobody writes such a file in.
describe('new keys in the quoting of the mapping that receives them', () => {
  const url = JSON.stringify(LINK)

  it('double-quotes them where every key is double-quoted', () => {
    expect(edit('{"staticExport": {"enabled": false}, "a": 1}\n')).toBe(
      `{"staticExport": {"enabled": true, "bundleUrl": ${url}}, "a": 1}\n`
    )
    expect(edit('{"platform": {"name": "docs"}}\n', { key: 'platform.docs.staticExport' })).toBe(
      `{"platform": {"name": "docs", "docs": {"staticExport": {"enabled": true, "bundleUrl": ${url}}}}}\n`
    )
    expect(edit(lines('"platform":', '  "name": "docs"'), { key: 'platform.staticExport' })).toBe(
      lines(
        '"platform":',
        '  "name": "docs"',
        '  "staticExport":',
        '    "enabled": true',
        `    "bundleUrl": ${url}`
      )
    )
  })

  it("single-quotes them where every key is single-quoted, and leaves mixed or plain keys' new keys plain", () => {
    expect(edit(lines("'staticExport':", "  'enabled': false"))).toBe(
      lines("'staticExport':", "  'enabled': true", `  'bundleUrl': '${LINK}'`)
    )
    expect(edit(lines('"a": 1', 'b: 2'))).toBe(
      lines('"a": 1', 'b: 2', 'staticExport:', '  enabled: true', `  ${LINK_LINE}`)
    )
  })
})

// The step a filled block is indented by was the smallest indentation of any line: in a file
// whose lists are indented (`extraObjects:` then `  - apiVersion: v1` then `    kind: Secret`)
// that is a list item's keys at four, not the two its mappings step by.
describe('the indent step of new lines', () => {
  it('is the step the file nests its mappings by, not its smallest indentation', () => {
    const file = readFileSync(
      join(
        process.cwd(),
        '__fixtures__/configs/real/helm-values/argo-rollouts-ci-extra-objects.values.yaml'
      ),
      'utf8'
    )
    const out = edit(file + 'staticExport: {}\n')
    expect(out).toBe(file + lines('staticExport:', '  enabled: true', `  ${LINK_LINE}`))
    const wrapped = lines('description: a long text', '  wrapped here', 'a:', '    b: 1', 'c:')
    expect(edit(wrapped, { key: 'c.staticExport' })).toBe(
      wrapped + lines('    staticExport:', '        enabled: true', `        ${LINK_LINE}`)
    )
  })
})

// A config-key in the wrong case (staticexport, Platform) added a second block beside the real
// one, which the chart never reads, and the run reported a delivered link.
describe('a path segment the file holds in another case', () => {
  it('is refused, naming the key as the file writes it and the config-key to set', () => {
    expect(() => edit(lines('staticExport:', '  enabled: false'), { key: 'staticexport' })).toThrow(
      'config-key is staticexport, but the file has staticExport (line 1): keys are case-sensitive, so a new staticexport would sit beside it, unread. Set config-key to staticExport, or rename the key in the file'
    )
    expect(() =>
      edit(lines('image: docs', 'Platform:', '  docs: {}'), { key: 'platform.docs.staticExport' })
    ).toThrow('the file has Platform (line 2)')
    expect(() =>
      edit(lines('platform:', '  Docs: {}'), { key: 'platform.docs.staticExport' })
    ).toThrow('Set config-key to platform.Docs.staticExport')
  })
})
