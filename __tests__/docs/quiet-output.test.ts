// `npm test` prints jest's own lines: what a passing test writes to stdout (the action's log, the
// artifact library's ::debug:: lines) is dropped, and what a failing test wrote is printed with
// its failure. Checked by running jest, with the project's configuration, on a fixture that has
// one chatty passing test and one chatty failing test.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { repoRoot } from './action-metadata.js'

function runFixture(extraEnv: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv }
  if (!('TEST_OUTPUT' in extraEnv)) delete env.TEST_OUTPUT
  env.NODE_OPTIONS = '--experimental-vm-modules --disable-warning=ExperimentalWarning'
  const result = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--ci',
      '--testMatch',
      '**/__fixtures__/quiet-output/*.fixture.mjs'
    ],
    { cwd: repoRoot, env, encoding: 'utf8', timeout: 120_000 }
  )
  return { code: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('test output', () => {
  it("holds a passing test's output back and prints a failing test's with its failure", () => {
    const { code, output } = runFixture()
    expect(code).toBe(1)
    expect(output).toContain('✕ a failing test')
    expect(output).toContain(
      '── what "a failing test" printed ──\n::debug::chatter of the failing test'
    )
    expect(output).not.toContain('chatter of the passing test')
    expect(output).not.toContain('from the beforeAll hook')
    expect(output).not.toContain('ExperimentalWarning')
  })

  it('passes everything through with TEST_OUTPUT=all', () => {
    const { output } = runFixture({ TEST_OUTPUT: 'all' })
    expect(output).toContain('chatter of the passing test')
  })
})
