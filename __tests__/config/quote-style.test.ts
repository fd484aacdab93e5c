// New values are quoted as the file quotes its own: a file whose quoted values are all
// single-quoted (Prettier with singleQuote: true writes every one so, and yamllint's
// quoted-strings rule with quote-type: single holds a file to it) gets single quotes, so the
// action's pull request passes the repository's format check. The prettier output here is
// prettier's own, run in the test.
import * as prettier from 'prettier'
import { applyStaticExport, readStaticExport } from '../../src/config/index.js'

const LINK =
  'https://exports.example.com/se_3f9a2c1b8e7d4a06/bundle.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=abc'
const RECORD = { jobId: 'se_3f9a2c1b8e7d4a06', expiresAt: '2026-11-30T10:00:00.000Z' }
const SINGLE = { parser: 'yaml', singleQuote: true } as const

const HELM = `# Helm values for the docs deployment
image:
  repository: 'nginx'
  tag: '1.25.3' # renovate: datasource=docker
staticExport:
  enabled: false
`

const edit = (text: string, version?: string) =>
  applyStaticExport(Buffer.from(text), 'yaml', {
    bundleUrl: LINK,
    record: RECORD,
    ...(version ? { version } : {})
  }).bytes.toString('utf8')

describe('the quotes of a new value', () => {
  it.each([
    ['a missing field', HELM],
    ['a missing block', HELM.replace(/staticExport:[^]*$/, '')],
    ['an empty field', `${HELM}  bundleUrl:\n`],
    ['a flow block', HELM.replace('staticExport:\n  enabled: false\n', 'staticExport: {}\n')]
  ])('are single in a file that single-quotes (%s)', async (_, text) => {
    expect(await prettier.format(text, SINGLE)).toBe(text)
    const edited = edit(text, '2024-06-01')
    expect(edited).toContain(`bundleUrl: '${LINK}' # static-export: job`)
    expect(edited).toContain(`version: '2024-06-01'`)
    expect(await prettier.format(edited, SINGLE)).toBe(edited)
    expect(readStaticExport(Buffer.from(edited), 'yaml')).toMatchObject({
      enabled: true,
      bundleUrl: LINK,
      version: '2024-06-01',
      record: RECORD
    })
  })

  it('are double elsewhere, and for a value holding a single quote', () => {
    expect(edit(HELM.replace(`'nginx'`, `"nginx"`))).toContain(`bundleUrl: "${LINK}"`)
    expect(edit('staticExport:\n  enabled: false\n')).toContain(`bundleUrl: "${LINK}"`)
    // A double-quoted value that single quotes cannot hold does not count against the style.
    expect(edit(`${HELM}note: "it's"\n`)).toContain(`bundleUrl: '${LINK}'`)
    const quote = applyStaticExport(Buffer.from(HELM), 'yaml', { bundleUrl: `${LINK}&x='y'` })
    expect(quote.text).toContain(`bundleUrl: "${LINK}&x='y'"`)
  })
})
