// The blanks before the record comment follow the file: a file that already has a comment after
// a value with two or more blanks (its own style, yamllint's default minimum) gets two; any other
// file gets the one prettier writes, so the action's pull request passes a repository's
// `prettier --check` (yamllint's default only warns on one). The prettier output here is
// prettier's own, run in the test.
import * as prettier from 'prettier'
import { applyStaticExport, readStaticExport } from '../../src/config/index.js'

const LINK =
  'https://exports.example.com/se_3f9a2c1b8e7d4a06/bundle.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=518400&X-Amz-Signature=abc'
const RECORD = { jobId: 'se_3f9a2c1b8e7d4a06', expiresAt: '2026-11-30T10:00:00.000Z' }

const HELM = `# Helm values for the docs deployment
replicaCount: 2   # two pods
image:
  repository: nginx
  tag: '1.25.3'   # renovate: datasource=docker
staticExport:
  enabled: false
  bundleUrl: ""
`

const edit = (text: string) =>
  applyStaticExport(Buffer.from(text), 'yaml', { bundleUrl: LINK, record: RECORD }).bytes.toString(
    'utf8'
  )

describe('the gap before the record comment', () => {
  it.each([
    ['the block as the file has it', HELM],
    ['no bundleUrl yet', HELM.replace('  bundleUrl: ""\n', '')],
    ['no block yet', HELM.replace(/staticExport:[^]*$/, '')],
    ['an empty bundleUrl', HELM.replace('bundleUrl: ""', 'bundleUrl:')]
  ])('is the one blank prettier writes, in a file prettier formatted (%s)', async (_, text) => {
    const formatted = await prettier.format(text, { parser: 'yaml' })
    const edited = edit(formatted)
    expect(edited).toContain(`" # static-export: job ${RECORD.jobId},`)
    expect(await prettier.format(edited, { parser: 'yaml' })).toBe(edited)
    expect(readStaticExport(Buffer.from(edited), 'yaml')).toMatchObject({ record: RECORD })
  })

  it('is two blanks in a file whose comments after values have more', () => {
    expect(edit(HELM)).toContain(`"  # static-export: job`)
    // One comment with one blank among others with two: not a prettier file.
    expect(edit(HELM.replace('2   # two', '2 # two'))).toContain(`"  # static-export: job`)
  })

  it('is the one blank prettier writes in a file with no comment after a value', async () => {
    const bare = 'staticExport:\n  enabled: false\n  bundleUrl: ""\n'
    const edited = edit(bare)
    expect(edited).toContain(`" # static-export: job`)
    expect(await prettier.format(edited, { parser: 'yaml' })).toBe(edited)
  })
})

it("keeps a yamllint disable-line comment above bundleUrl where it stands (README, 'Linted YAML')", () => {
  // yamllint's line-length fails on any presigned link; the README's advice is this line above.
  const lint = '  # yamllint disable-line rule:line-length\n'
  const text = HELM.replace('  bundleUrl: ""\n', `${lint}  bundleUrl: ""\n`)
  const edited = edit(text)
  const lines = edited.split('\n')
  const at = lines.findIndex(line => line.startsWith('  bundleUrl: '))
  expect(lines[at - 1]).toBe(lint.trimEnd())
  // The file has a comment two blanks after a value: the record takes two as well.
  expect(lines[at]!.startsWith(`  bundleUrl: "${LINK}"  # static-export: job `)).toBe(true)
  // Every other line is the file's own.
  const others = (t: string) =>
    t.split('\n').filter(line => !/^ {2}(enabled|bundleUrl):/.test(line))
  expect(others(edited)).toEqual(others(text))
})
