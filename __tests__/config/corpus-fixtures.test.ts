// The corpus itself: every real file is recorded in SOURCES.md with its size, every one is
// used by a case, case titles are unique, and each variant is deterministic and really
// changes its file (a variant that changed nothing would test the plain file twice).
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { caseBytes, caseFormat, CORPUS_CASES, judge, type CorpusCase } from './corpus-cases.js'
import { REAL_CONFIGS, realBytes } from './variants.js'

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

const realFiles = filesUnder(REAL_CONFIGS)
  .map(path => relative(REAL_CONFIGS, path))
  .filter(path => path !== 'SOURCES.md')
  .sort()

// | `file` | owner/repo | `commit` | `path` | licence | bytes |
const sources = new Map(
  readFileSync(join(REAL_CONFIGS, 'SOURCES.md'), 'utf8')
    .split('\n')
    .map(line =>
      /^\| `([^`]+)` \| ([\w.-]+\/[\w.-]+) \| `([0-9a-f]{40})` \| `[^`]+` \| ([\w.-]+) \| (\d+) \|$/.exec(
        line
      )
    )
    .filter((m): m is RegExpExecArray => m !== null)
    .map(m => [m[1]!, { repo: m[2]!, commit: m[3]!, licence: m[4]!, bytes: Number(m[5]) }])
)

describe('the real corpus', () => {
  it('holds at least 50 files of every kind the issue names', () => {
    expect(realFiles.length).toBeGreaterThanOrEqual(50)
    const kinds = new Set(realFiles.map(f => f.split('/')[0]))
    expect([...kinds]).toEqual(
      expect.arrayContaining(['argocd', 'compose', 'flux', 'helm-values', 'json', 'kustomize'])
    )
  })

  it('records every file in SOURCES.md with its exact size and a permissive licence', () => {
    expect([...sources.keys()].sort()).toEqual(realFiles)
    for (const file of realFiles) {
      const source = sources.get(file)!
      expect({ file, bytes: readFileSync(join(REAL_CONFIGS, file)).length }).toEqual({
        file,
        bytes: source.bytes
      })
      expect(['Apache-2.0', 'MIT', 'BSD-2-Clause', 'BSD-3-Clause', 'CC0-1.0']).toContain(
        source.licence
      )
    }
  })

  it('uses every real file in at least one case', () => {
    const used = new Set(CORPUS_CASES.map(c => c.file))
    expect(realFiles.filter(f => !used.has(f))).toEqual([])
  })
})

describe('the cases', () => {
  it('have unique titles and name existing files', () => {
    const titles = CORPUS_CASES.map(c => c.title)
    expect(new Set(titles).size).toBe(titles.length)
    for (const c of CORPUS_CASES) expect(realFiles).toContain(c.file)
  })

  it('derive each variant the same way every time, and differently from the real file', () => {
    for (const c of CORPUS_CASES.filter(c => c.variant)) {
      const once = caseBytes(c)
      expect({ title: c.title, same: once.equals(caseBytes(c)) }).toEqual({
        title: c.title,
        same: true
      })
      expect({ title: c.title, changed: !once.equals(realBytes(c.file)) }).toEqual({
        title: c.title,
        changed: true
      })
    }
  })

  it('expect a document that exists: 0 for JSON', () => {
    for (const c of CORPUS_CASES) {
      if ('edit' in c.expected && caseFormat(c) === 'json') expect(c.expected.edit.document).toBe(0)
    }
  })

  it('cover the variants issue 10 asks for', () => {
    const names = CORPUS_CASES.map(c => c.variant?.name ?? '').join(' ')
    for (const shape of [
      'crlf',
      'bom',
      'windows-1252',
      'utf-16le',
      'no-final-newline',
      'one-crlf',
      'block-null',
      'block-empty-map',
      'block-anchored-and-aliased',
      'parent-anchored-and-aliased',
      'bundleUrl-anchored',
      'block-from-merge-key',
      'version-unquoted-date',
      'flow-mapping-with-comment',
      'bom+block-on-line-1'
    ]) {
      expect(names).toContain(shape)
    }
  })
})

describe('variants', () => {
  it('put é as the single byte 0xE9 and nothing else non-ASCII', () => {
    const c = CORPUS_CASES.find(
      c => c.variant?.name === 'windows-1252' && caseFormat(c) === 'yaml'
    )!
    const bytes = caseBytes(c)
    expect(bytes.subarray(0, 17)).toEqual(Buffer.from('maintainer: Ren\xe9\n', 'latin1'))
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow()
  })

  it('write UTF-16 with the BOM of its byte order', () => {
    const le = caseBytes(CORPUS_CASES.find(c => c.variant?.name === 'utf-16le')!)
    const be = caseBytes(CORPUS_CASES.find(c => c.variant?.name === 'utf-16be')!)
    expect([...le.subarray(0, 4)]).toEqual([0xff, 0xfe, le[2], 0])
    expect([...be.subarray(0, 4)]).toEqual([0xfe, 0xff, 0, be[3]])
  })

  it('leave one CRLF only, on the first line', () => {
    const bytes = caseBytes(CORPUS_CASES.find(c => c.variant?.name === 'one-crlf')!).toString(
      'latin1'
    )
    expect(bytes.split('\r\n')).toHaveLength(2)
    expect(bytes.indexOf('\r\n')).toBe(bytes.indexOf('\n') - 1)
  })
})

describe('judge', () => {
  const URL = 'https://exports.example.com/se_9/bundle.tar.gz'
  const fields = { enabled: true, bundleUrl: URL }
  const find = (title: string): CorpusCase => {
    const c = CORPUS_CASES.find(c => c.title === title)
    if (!c) throw new Error(`no case ${title}`)
    return c
  }
  const emptyBlock = find('helm-values/jenkins-ci-other.values.yaml#block-empty-map @ staticExport')
  const aliased = find(
    'helm-values/bitnami-nginx.values.yaml#block-anchored-and-aliased @ staticExport'
  )
  const utf16le = find('helm-values/rollout-operator.values.yaml#utf-16le @ staticExport')

  it('passes a right edit and names what is wrong with a wrong one', () => {
    const before = caseBytes(emptyBlock).toString('utf8')
    const right = before.replace(
      'staticExport: {}\n',
      `staticExport:\n  enabled: true\n  bundleUrl: "${URL}"\n`
    )
    expect(judge(emptyBlock, { edited: Buffer.from(right) }, fields)).toEqual([])
    const wrong = `${right}\n`
    expect(judge(emptyBlock, { edited: Buffer.from(wrong) }, fields)).not.toEqual([])
  })

  it('wants a refusal where the case says edit only when it allows one', () => {
    expect(judge(emptyBlock, { refused: 'staticExport is null' }, fields)).toEqual([
      'refused, but must be edited in document 0: staticExport is null'
    ])
    expect(judge(utf16le, { refused: 'the file is UTF-16LE; save it as UTF-8' }, fields)).toEqual(
      []
    )
    expect(judge(utf16le, { refused: 'invalid YAML at line 1' }, fields)).toHaveLength(1)
  })

  it('wants the refusal to name its cause and the anchor', () => {
    const message = 'staticExport is the anchor &static-export-block, aliased at mirroredExport'
    expect(judge(aliased, { refused: message }, fields)).toEqual([])
    expect(judge(aliased, { refused: 'staticExport is an alias elsewhere' }, fields)).toEqual([
      'the refusal does not mention static-export-block: staticExport is an alias elsewhere'
    ])
    const edited = caseBytes(aliased).toString('utf8').replace('enabled: false', 'enabled: true')
    expect(judge(aliased, { edited: Buffer.from(edited) }, fields)[0]).toBe(
      'edited, but must be refused (/anchor|alias/i)'
    )
  })
})
