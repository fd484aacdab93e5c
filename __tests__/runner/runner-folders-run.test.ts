// Runner tests: the runner's folders as self-hosted machines have them. RUNNER_TEMP, where the
// archive is downloaded, may be missing or not a folder; RUNNER_TOOL_CACHE, where a self-hosted
// runner keeps the verified archive for a later renewal, may be read-only or on a full disk.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  ADMIN_KEY,
  DOMAIN,
  errorText,
  runDist,
  runnerSuite,
  warningLines
} from '../helpers/runner.js'

const suite = runnerSuite({
  name: 'runner-folders',
  token: '',
  platform: { config: { jobs: { queuedMs: 0, msPerPage: 5 } } }
})
beforeEach(() => suite.emulators.platform.log.clear())

let runs = 0
function run(extraEnv: Record<string, string>) {
  runs += 1
  return runDist({
    tmpRoot: join(suite.scratch, `run-${runs}`),
    inputs: {
      domain: DOMAIN,
      'admin-key': ADMIN_KEY,
      'api-url': suite.emulators.platform.url,
      delivery: 'none'
    },
    runId: String(7_000_000 + runs),
    extraEnv
  })
}

/** A regular file: a folder path through it cannot be made. */
function aFile(): string {
  const folder = join(suite.scratch, `file-${runs}`)
  mkdirSync(folder, { recursive: true })
  const file = join(folder, 'not-a-folder')
  writeFileSync(file, 'x')
  return file
}

describe('RUNNER_TOOL_CACHE that cannot take the archive', () => {
  it('is a warning: the verified archive is still delivered', async () => {
    const result = await run({
      RUNNER_ENVIRONMENT: 'self-hosted',
      RUNNER_TOOL_CACHE: join(aFile(), 'tool-cache')
    })
    expect(errorText(result.stdout)).toBe('')
    expect(result.code).toBe(0)
    const warnings = warningLines(result.stdout).join('\n')
    expect(warnings).toContain('tool cache')
    expect(warnings).toContain('RUNNER_TOOL_CACHE')
    expect(result.outputs['archive-sha256']).toMatch(/^[0-9a-f]{64}$/)
    expect(readdirSync(result.files.runnerTemp)).toEqual([
      expect.stringMatching(/^static-export-[0-9a-f]{16}\.tar\.gz$/)
    ])
  })
})

describe('RUNNER_TEMP that cannot hold the archive', () => {
  it('fails before any request, naming RUNNER_TEMP', async () => {
    const temp = join(aFile(), 'temp')
    const result = await run({ RUNNER_TEMP: temp })
    expect(result.code).toBe(1)
    const error = errorText(result.stdout)
    expect(error).toContain('RUNNER_TEMP')
    expect(error).toContain(temp)
    expect(error).toContain('Nothing was requested')
    expect(suite.emulators.platform.log.entries).toEqual([])
  })
})

describe('GITHUB_OUTPUT that cannot be written', () => {
  it('fails before any request, naming GITHUB_OUTPUT, rather than after the job started', async () => {
    const output = join(aFile(), 'output')
    const result = await run({ GITHUB_OUTPUT: output })
    expect(result.code).toBe(1)
    const error = errorText(result.stdout)
    expect(error).toContain(`GITHUB_OUTPUT ${output} cannot be written`)
    expect(error).toContain('Nothing was requested')
    expect(suite.emulators.platform.log.entries).toEqual([])
  })
})
