// One Node for the project: the action's runtime (runs.using: node24) is what .node-version,
// package.json's engines, the README's set-up, CI and the test suite's own Node 24 install say.
import { readActionMetadata, readRepoText } from './action-metadata.js'

const major = Number(readRepoText('.node-version').trim().split('.')[0])

describe('the Node version', () => {
  it('is one major in .node-version', () => {
    expect(readRepoText('.node-version')).toMatch(/^\d+(\.\d+){0,2}\n$/)
    expect(major).toBeGreaterThanOrEqual(24)
  })

  it.each(['action.yml', 'assistant-check/action.yml'])('is the runtime of %s', file => {
    expect(readActionMetadata(file).runs.using).toBe(`node${major}`)
  })

  it("is package.json's and the lock file's engines", () => {
    const pkg = JSON.parse(readRepoText('package.json')) as { engines: { node: string } }
    const lock = JSON.parse(readRepoText('package-lock.json')) as {
      packages: Record<string, { engines?: { node: string } }>
    }
    expect(pkg.engines.node).toBe(`>=${major}`)
    expect(lock.packages['']?.engines?.node).toBe(pkg.engines.node)
  })

  it("is the one the README's set-up asks for", () => {
    const setUp = readRepoText('README.md').split('\n## Set-up')[1]?.split('\n## ')[0] ?? ''
    expect(setUp).toContain(`Node.js ${major}`)
    expect(setUp).not.toMatch(/Node\.js (?!\d+ )\d+ or later/)
  })

  it('is the one the test suite installs and CI runs on', () => {
    const ensure = readRepoText('scripts/ensure-test-tools.mjs')
    expect(ensure).toMatch(new RegExp(`NODE24_VERSION = '${major}\\.\\d+\\.\\d+'`))
    expect(readRepoText('.ci/run')).toContain('.node-version')
    const ci = readRepoText('.github/workflows/ci.yml')
    expect(ci).toContain('node-version-file: .node-version')
    expect(ci).not.toMatch(/node-version: /)
  })
})
