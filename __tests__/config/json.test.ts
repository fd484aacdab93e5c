// The JSON editor: the block set where it stands, null and {} filled, one-line objects kept on
// one line, CRLF, tab indentation and the BOM kept, duplicate keys and non-objects refused.
import { edit, LINK, read } from './helpers.js'
import { checkEdit } from './oracle.js'

const url = JSON.stringify(LINK)

describe('JSON', () => {
  it('fills a null block in the layout around it', () => {
    expect(edit('{\n  "a": 1,\n  "staticExport": null\n}\n', {}, 'json')).toBe(
      `{\n  "a": 1,\n  "staticExport": {\n    "enabled": true,\n    "bundleUrl": ${url}\n  }\n}\n`
    )
    expect(edit('{"a": 1, "staticExport": null}', {}, 'json')).toBe(
      `{"a": 1, "staticExport": {"enabled": true, "bundleUrl": ${url}}}`
    )
  })

  it('fills an empty object and adds missing parents', () => {
    expect(edit('{\n\t"staticExport": {}\n}\n', {}, 'json')).toBe(
      `{\n\t"staticExport": {\n\t\t"enabled": true,\n\t\t"bundleUrl": ${url}\n\t}\n}\n`
    )
    expect(edit('{"a": 1}', { key: 'platform.docs.staticExport' }, 'json')).toBe(
      `{"a": 1, "platform": {"docs": {"staticExport": {"enabled": true, "bundleUrl": ${url}}}}}`
    )
  })

  it('keeps the BOM of a one-line file', () => {
    expect(edit('\ufeff{"a": 1}', {}, 'json')).toBe(
      `\ufeff{"a": 1, "staticExport": {"enabled": true, "bundleUrl": ${url}}}`
    )
  })

  it('writes version as a string', () => {
    const out = edit('{"staticExport": {"version": 2}}', { version: '2024-06-01' }, 'json')
    expect(JSON.parse(out)).toEqual({
      staticExport: { version: '2024-06-01', enabled: true, bundleUrl: LINK }
    })
  })

  it('refuses what it cannot edit, naming it', () => {
    expect(() => edit('[1, 2]', {}, 'json')).toThrow("the file's top level is not an object")
    expect(() => edit('{"staticExport": "off"}', {}, 'json')).toThrow(
      'staticExport is a string ("off"), not an object'
    )
    expect(() => edit('{"staticExport": {"bundleUrl": 1, "bundleUrl": 2}}', {}, 'json')).toThrow(
      'the key bundleUrl appears 2 times'
    )
    expect(() => edit('{"a": 1,}', {}, 'json')).toThrow(/invalid JSON at line 1, column 9/)
  })

  // JSON with comments and trailing commas (VS Code, Dev Containers, ASP.NET settings) is refused
  // as what it is, with the place to fix, not as a key or value the parser missed.
  it('names a comment as a comment, wherever it stands', () => {
    const says = /JSON has no comments, so this is JSON with comments \(JSONC/
    expect(() => edit('// header\n{"a": 1}\n', {}, 'json')).toThrow(
      /invalid JSON at line 1, column 1: a comment \(\/\/\)/
    )
    expect(() => edit('{\n\t// first\n\t"a": 1\n}\n', {}, 'json')).toThrow(says)
    expect(() => edit('{\n  "a": 1 /* one */,\n  "b": 2\n}\n', {}, 'json')).toThrow(
      /line 2, column 10: a comment \(\/\*\)/
    )
    expect(() => edit('{"a": 1}\n// end\n', {}, 'json')).toThrow(says)
    expect(() => edit('{"a": /* x */ 1}', {}, 'json')).toThrow(says)
  })

  it('names a trailing comma and where it is', () => {
    expect(() => edit('{\n  "a": 1,\n}\n', {}, 'json')).toThrow(
      'invalid JSON at line 3, column 1: a trailing comma before "}" (the comma at line 2, column 9): JSON allows none, so remove that comma'
    )
    expect(() => edit('{"a": [1, 2, ]}', {}, 'json')).toThrow(
      'a trailing comma before "]" (the comma at line 1, column 12)'
    )
    // A comma with nothing before it is no trailing comma: the parser says what it wanted.
    expect(() => edit('{"a": 1, , "b": 2}', {}, 'json')).toThrow('expected a "quoted" key, not ","')
  })

  it('refuses a path segment the file holds in another case', () => {
    expect(() => edit('{\n  "StaticExport": {}\n}\n', {}, 'json')).toThrow(
      'config-key is staticExport, but the file has StaticExport (line 2): keys are case-sensitive'
    )
  })

  it('matches config-document against a JSON manifest', () => {
    const manifest = '{"kind": "ConfigMap", "metadata": {"name": "docs"}, "data": {}}'
    expect(() =>
      edit(manifest, { key: 'data.staticExport', document: { kind: 'Secret' } }, 'json')
    ).toThrow('config-document: kind=Secret does not match this JSON file')
    const out = edit(
      manifest,
      { key: 'data.staticExport', document: { kind: 'ConfigMap', name: 'docs' } },
      'json'
    )
    expect(read(out, 'data.staticExport', 'json')).toMatchObject({ bundleUrl: LINK, enabled: true })
  })

  // Big numbers stay byte for byte (JSON.parse would round them; the edit never re-writes them),
  // and a number of any length is a number: the scanner once matched literals in 400 characters.
  it('keeps numbers of any length and spelling as written', () => {
    const numbers = `"huge": 1e400, "negativeZero": -0, "big": 12345678901234567890, "long": ${'9'.repeat(500)}`
    const out = edit(`{${numbers}}`, {}, 'json')
    expect(out).toBe(`{${numbers}, "staticExport": {"enabled": true, "bundleUrl": ${url}}}`)
  })

  // A scanner that descends by recursion must stop before the stack does: a RangeError named
  // neither the file nor its problem.
  it('refuses nesting past its limit by name, and takes nesting up to it', () => {
    const nest = (n: number): string => '['.repeat(n) + ']'.repeat(n)
    expect(() => edit(`{"a": ${nest(20_000)}}`, {}, 'json')).toThrow(
      'invalid JSON at line 1, column 518: objects and arrays nested more than 512 deep'
    )
    expect(JSON.parse(edit(`{"a": ${nest(511)}}`, {}, 'json'))).toMatchObject({
      staticExport: { bundleUrl: LINK }
    })
  })

  it('names an empty or blank file as such, and how to start it', () => {
    expect(() => edit('', {}, 'json')).toThrow(
      'invalid JSON at line 1, column 1: the file is empty, and JSON needs a value; write {} in it'
    )
    expect(() => edit('\ufeff \r\n\t\n', {}, 'json')).toThrow('the file is only whitespace')
  })

  // Added members are spaced as the file spaces its own: minified JSON (jq -c, JSON.stringify)
  // once got `, "staticExport": {"enabled": true, …}` in the middle of its unspaced text, and
  // Windows PowerShell's ConvertTo-Json (`"a":  1`) one blank where its lines have two.
  it('spaces what it adds as the file spaces its members', () => {
    const block = `{"enabled":true,"bundleUrl":${url}}`
    expect(edit('{"a":1,"b":{"c":2}}', { key: 'b.staticExport' }, 'json')).toBe(
      `{"a":1,"b":{"c":2,"staticExport":${block}}}`
    )
    expect(edit('{"a":1,"staticExport":null}\n', {}, 'json')).toBe(
      `{"a":1,"staticExport":${block}}\n`
    )
    expect(edit('{"a":{"x":1,"y":2},"staticExport":{}}', {}, 'json')).toBe(
      `{"a":{"x":1,"y":2},"staticExport":${block}}`
    )
    const powershell =
      '{\r\n    "a":  1,\r\n    "b":  {\r\n              "c":  2\r\n          }\r\n}'
    expect(edit(powershell, { key: 'b.staticExport', version: 'v1' }, 'json')).toBe(
      powershell.replace(
        '"c":  2',
        `"c":  2,\r\n              "staticExport":  {\r\n                  "enabled":  true,\r\n                  "bundleUrl":  ${url},\r\n                  "version":  "v1"\r\n              }`
      )
    )
  })

  // A hand-written object may open with its first member on the brace's line; the members added
  // once took that line's indentation (none), not the members'.
  it('indents added members like the members that start their own lines', () => {
    expect(edit('{ "name": "docs",\n  "port": 8080\n}\n', {}, 'json')).toBe(
      `{ "name": "docs",\n  "port": 8080,\n  "staticExport": {\n    "enabled": true,\n    "bundleUrl": ${url}\n  }\n}\n`
    )
    // Comma-first: no member starts its line, so they go one step in from the brace.
    expect(edit('{ "name": "docs"\n, "port": 8080\n}\n', {}, 'json')).toBe(
      `{ "name": "docs"\n, "port": 8080,\n  "staticExport": {\n    "enabled": true,\n    "bundleUrl": ${url}\n  }\n}\n`
    )
  })

  it('shows a block that is not an object as the file writes it, cut short', () => {
    expect(() => edit('{"staticExport": 1e400}', {}, 'json')).toThrow(
      'staticExport is a number (1e400), not an object'
    )
    const pasted = JSON.stringify(`${LINK}&X-Amz-Credential=AKIA`)
    expect(() => edit(`{"staticExport": ${pasted}}`, {}, 'json')).toThrow(
      `staticExport is a string (${pasted.slice(0, 50)}…), not an object`
    )
  })

  // An empty block took its layout from the whole file, so in a pretty file an inline parent
  // (as Prettier keeps short objects) got a block broken over lines inside its one line; a null
  // block in the same place stayed inline.
  it('fills an empty block inside a one-line object on that line, as it fills a null one', () => {
    const file = (block: string): string =>
      `{\n  "name": "docs",\n  "docs": { "staticExport": ${block} }\n}\n`
    const filled = file(`{"enabled": true, "bundleUrl": ${url}}`)
    expect(edit(file('{}'), { key: 'docs.staticExport' }, 'json')).toBe(filled)
    expect(edit(file('null'), { key: 'docs.staticExport' }, 'json')).toBe(filled)
  })

  // A no-break space pasted from a web page was shown as `not " "`: a complaint about a space.
  it('names a blank JSON does not allow by its code point', () => {
    expect(() => edit('{\n\u00a0 "a": 1\n}\n', {}, 'json')).toThrow(
      'invalid JSON at line 2, column 1: expected a "quoted" key, not U+00A0 (a no-break space: JSON allows only spaces, tabs and line breaks between values)'
    )
    expect(() => edit('\ufeff\ufeff{"a": 1}', {}, 'json')).toThrow(
      'expected a value, not U+FEFF (a byte order mark, a second one or one inside the file:'
    )
    expect(() => edit('{"a": 1\u0007}', {}, 'json')).toThrow('expected "," or "}", not U+0007')
    expect(() => edit('{"a": 😀}', {}, 'json')).toThrow('expected a value, not "😀"')
  })

  // A string JSON.parse refuses was named only as 'invalid string' at its opening quote.
  it('says what is wrong inside a string, and where', () => {
    expect(() => edit('{\n  "root": "C:\\Users\\docs"\n}\n', {}, 'json')).toThrow(
      'invalid JSON at line 2, column 14: \\U is not a JSON escape in this string: a backslash itself is written \\\\ (a Windows path as C:\\\\Users\\\\docs, or with forward slashes)'
    )
    expect(() => edit('{"a": "x\ty"}', {}, 'json')).toThrow(
      'line 1, column 9: a tab (U+0009) inside a string: JSON strings hold it only escaped, as \\t'
    )
    expect(() => edit('{"a": "one \\\n two"}', {}, 'json')).toThrow(
      'line 1, column 12: a backslash before U+000A is not a JSON escape'
    )
    expect(() => edit('{"a": "\\u12"}', {}, 'json')).toThrow(
      'line 1, column 8: \\u in a string needs four hex digits after it'
    )
  })
})

// A one-line block in a pretty file (`"staticExport": { "enabled": false, "bundleUrl": "" }`, as
// Prettier keeps a short object) stayed on one line with the new link in it: far past Prettier's
// print width, which Prettier breaks, so `prettier --check` failed on every pull request the
// action opened. The block whose line grows past 80 columns is broken as Prettier breaks it, in
// Prettier's own output here; a short block, and one inside another one-line object, stay.
describe('a one-line block the new link makes too long', () => {
  const LONG = `${LINK}&X-Amz-Credential=AKIAEXAMPLE%2F20261128%2Fus-east-1%2Fs3%2Faws4_request`
  const file =
    '{\n  "name": "docs",\n  "staticExport": { "enabled": false, "bundleUrl": "" },\n  "replicas": 2\n}\n'

  it('is broken over lines, as prettier --check wants it', async () => {
    const prettier = await import('prettier')
    expect(await prettier.format(file, { parser: 'json' })).toBe(file)
    const out = edit(file, { bundleUrl: LONG, version: '2024-06-01' }, 'json')
    expect(out).toBe(
      '{\n  "name": "docs",\n  "staticExport": {\n    "enabled": true,\n' +
        `    "bundleUrl": ${JSON.stringify(LONG)},\n    "version": "2024-06-01"\n  },\n  "replicas": 2\n}\n`
    )
    expect(await prettier.format(out, { parser: 'json' })).toBe(out)
    const tabs = edit(file.replace(/\n {2}/g, '\n\t'), { bundleUrl: LONG }, 'json')
    expect(tabs).toContain(`\t"staticExport": {\n\t\t"enabled": true,\n\t\t"bundleUrl": `)
  })

  it('stays on one line while it fits, as Prettier keeps it', async () => {
    const prettier = await import('prettier')
    for (const [link, oneLine] of [
      ['https://x.example/b.tgz', true],
      ['https://x.example/b.tar.gz', false]
    ] as const) {
      const out = edit(file, { bundleUrl: link }, 'json')
      expect(out.includes(`{ "enabled": true, "bundleUrl": "${link}" },\n`)).toBe(oneLine)
      expect(await prettier.format(out, { parser: 'json' })).toBe(out)
    }
  })
})

// JSON ends a line at a CR alone too, as files from classic Mac OS (and tools that still write
// them) do. Such a file was taken for one line: new members went onto the last member's line
// instead of lines of their own, and errors named line 1 for every line.
describe('a JSON file whose lines end in CR alone', () => {
  const cr = (s: string): string => s.replace(/\n/g, '\r')
  const twins: Array<[string, string, string]> = [
    [
      'a new member of the block',
      '{\n  "image": "x",\n  "staticExport": {\n    "enabled": false\n  }\n}\n',
      'staticExport'
    ],
    ['a missing block', '{\n  "image": "x"\n}\n', 'staticExport'],
    ['an empty block', '{\n  "image": "x",\n  "staticExport": {}\n}\n', 'staticExport'],
    ['a null block', '{\n  "image": "x",\n  "staticExport": null\n}\n', 'staticExport'],
    [
      'tab indentation',
      '{\n\t"image": "x",\n\t"staticExport": {\n\t\t"enabled": false\n\t}\n}\n',
      'staticExport'
    ],
    ['no final line end', '{\n  "image": "x"\n}', 'staticExport'],
    ['missing parents', '{\n  "image": "x"\n}\n', 'platform.docs.staticExport'],
    [
      'a one-line block the link makes too long',
      '{\n  "name": "docs",\n  "staticExport": { "enabled": false, "bundleUrl": "" },\n  "replicas": 2\n}\n',
      'staticExport'
    ]
  ]

  it.each(twins)('is edited as its LF twin, line ends aside: %s', (_, lf, key) => {
    const update = { key }
    const done = edit(lf, update, 'json')
    expect(done).toMatch(/\n[ \t]+"bundleUrl": /)
    expect(edit(cr(lf), update, 'json')).toBe(cr(done))
    const before = Buffer.from(cr(lf))
    const after = Buffer.from(edit(before, update, 'json'))
    expect(
      checkEdit(before, after, {
        format: 'json',
        key,
        document: 0,
        fields: { enabled: true, bundleUrl: LINK }
      })
    ).toEqual([])
  })

  it('keeps the byte order mark and a one-line file on one line', () => {
    const bom = Buffer.from(`\ufeff${cr('{\n  "image": "x"\n}\n')}`)
    expect(edit(bom, {}, 'json')).toBe(`\ufeff${cr(edit('{\n  "image": "x"\n}\n', {}, 'json'))}`)
    expect(edit('{"image":"x","port":1}\r', {}, 'json')).toBe(
      `{"image":"x","port":1,"staticExport":{"enabled":true,"bundleUrl":${url}}}\r`
    )
  })

  it('names the line and column of an error as an editor shows them', () => {
    expect(() => edit(cr('{\n  "a": 1,\n}\n'), {}, 'json')).toThrow(
      'invalid JSON at line 3, column 1: a trailing comma before "}" (the comma at line 2, column 9)'
    )
  })
})
