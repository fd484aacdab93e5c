// Bad input, run through dist/index.js as a runner runs it: every case must fail with exit 1 and
// an `::error::` naming the input, before any request (the platform emulator's log stays empty,
// so nothing was started), with nothing written: no artifact, no archive in RUNNER_TEMP, no
// outputs, and no secret in the log.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startArtifactService } from '../../emulator/artifact/service.js'
import { startPlatformEmulator } from '../../emulator/platform/server.js'
import { MAX_DOCS_VERSION_LENGTH } from '../../src/rules/docs-version.js'
import {
  ADMIN_KEY,
  ASSISTANT_KEY,
  GITHUB_TOKEN,
  archivesLeft,
  errorLines,
  DEPLOY_OWNER,
  DEPLOY_REPO,
  pullRequestInputs,
  runDist,
  secretLeaks,
  startGitHubStandIn,
  unclearFailure,
  type DistRun
} from './harness.js'

interface BadInputCase {
  title: string
  /** The input the error must name. */
  input: string
  inputs: Record<string, string>
}

/** Pull-request delivery with valid repository inputs, so only the case's own input is wrong. */
const pr = (inputs: Record<string, string>): Record<string, string> => ({
  delivery: 'pull-request',
  'config-path': 'deploy/values.yaml',
  ...inputs
})

const CASES: BadInputCase[] = [
  // domain
  { title: 'domain empty', input: 'domain', inputs: { domain: '' } },
  { title: 'domain with a scheme', input: 'domain', inputs: { domain: 'https://docs.acme.test' } },
  { title: 'domain with a path', input: 'domain', inputs: { domain: 'docs.acme.test/guide' } },
  { title: 'domain with a trailing slash', input: 'domain', inputs: { domain: 'docs.acme.test/' } },
  { title: 'domain with a port', input: 'domain', inputs: { domain: 'docs.acme.test:8443' } },
  { title: 'domain a single label', input: 'domain', inputs: { domain: 'localhost' } },
  { title: 'domain with bad characters', input: 'domain', inputs: { domain: 'docs_acme!.test' } },
  {
    title: 'domain longer than 253 characters',
    input: 'domain',
    inputs: { domain: `${'a'.repeat(60)}.`.repeat(5) + 'test' }
  },
  { title: 'domain a URL with a query', input: 'domain', inputs: { domain: 'docs.acme.test?x=1' } },
  // admin-key
  { title: 'admin-key empty', input: 'admin-key', inputs: { 'admin-key': '' } },
  {
    title: 'admin-key is the public assistant key',
    input: 'admin-key',
    inputs: { 'admin-key': ASSISTANT_KEY }
  },
  {
    title: 'admin-key of another kind (GitHub token)',
    input: 'admin-key',
    inputs: { 'admin-key': GITHUB_TOKEN }
  },
  {
    title: 'admin-key with inner whitespace',
    input: 'admin-key',
    inputs: { 'admin-key': 'svc_local admin_key' }
  },
  // api-url
  { title: 'api-url empty', input: 'api-url', inputs: { 'api-url': '' } },
  { title: 'api-url not a URL', input: 'api-url', inputs: { 'api-url': 'api.example.com' } },
  {
    title: 'api-url plain http off loopback',
    input: 'api-url',
    inputs: { 'api-url': 'http://api.example.com' }
  },
  { title: 'api-url ftp', input: 'api-url', inputs: { 'api-url': 'ftp://api.example.com' } },
  {
    title: 'api-url with credentials',
    input: 'api-url',
    inputs: { 'api-url': 'https://user:pw@api.example.com' }
  },
  {
    title: 'api-url with a query',
    input: 'api-url',
    inputs: { 'api-url': 'https://api.example.com/?key=1' }
  },
  // version, paths
  { title: 'version climbing out', input: 'version', inputs: { version: '../latest' } },
  { title: 'version with a line break', input: 'version', inputs: { version: 'v1\u2028v2' } },
  {
    title: 'version too long',
    input: 'version',
    inputs: { version: 'v'.repeat(MAX_DOCS_VERSION_LENGTH + 1) }
  },
  { title: 'paths with a URL', input: 'paths', inputs: { paths: 'https://evil.test/page' } },
  { title: 'paths climbing out', input: 'paths', inputs: { paths: '/guide\n../../etc/passwd' } },
  { title: 'paths with a space', input: 'paths', inputs: { paths: '/getting started' } },
  // delivery, job-id, durations
  { title: 'delivery unknown', input: 'delivery', inputs: { delivery: 'email' } },
  { title: 'delivery misspelt', input: 'delivery', inputs: { delivery: 'artifacts' } },
  {
    title: 'job-id with a control character',
    input: 'job-id',
    inputs: { 'job-id': 'se_12\u001b[31m' }
  },
  { title: 'job-id too long', input: 'job-id', inputs: { 'job-id': 'se_' + 'a'.repeat(300) } },
  {
    title: 'wait-timeout not a duration',
    input: 'wait-timeout',
    inputs: { 'wait-timeout': 'forever' }
  },
  { title: 'wait-timeout zero', input: 'wait-timeout', inputs: { 'wait-timeout': '0s' } },
  { title: 'wait-timeout negative', input: 'wait-timeout', inputs: { 'wait-timeout': '-5m' } },
  { title: 'wait-timeout without a unit', input: 'wait-timeout', inputs: { 'wait-timeout': '10' } },
  {
    title: 'min-link-lifetime not a duration',
    input: 'min-link-lifetime',
    inputs: { 'min-link-lifetime': 'an hour' }
  },
  {
    title: 'renew-if-expiring-within without pull-request delivery',
    input: 'renew-if-expiring-within',
    inputs: { 'renew-if-expiring-within': '72h' }
  },
  {
    title: 'renew-if-expiring-within not a duration',
    input: 'renew-if-expiring-within',
    inputs: pr({ 'renew-if-expiring-within': 'soon' })
  },
  { title: 'renew-only not a boolean', input: 'renew-only', inputs: { 'renew-only': 'maybe' } },
  {
    title: 'renew-only without pull-request delivery or job-id',
    input: 'renew-only',
    inputs: { 'renew-only': 'true' }
  },
  // artifact inputs, booleans
  {
    title: 'artifact-name with a slash',
    input: 'artifact-name',
    inputs: { 'artifact-name': 'a/b' }
  },
  {
    title: 'artifact-name with a colon',
    input: 'artifact-name',
    inputs: { 'artifact-name': 'x:y' }
  },
  { title: 'retention-days zero', input: 'retention-days', inputs: { 'retention-days': '0' } },
  {
    title: 'retention-days above 400',
    input: 'retention-days',
    inputs: { 'retention-days': '401' }
  },
  { title: 'retention-days a word', input: 'retention-days', inputs: { 'retention-days': 'ten' } },
  {
    title: 'retention-days a fraction',
    input: 'retention-days',
    inputs: { 'retention-days': '1.5' }
  },
  {
    title: 'mask-bundle-url not a boolean',
    input: 'mask-bundle-url',
    inputs: { 'mask-bundle-url': 'nope' }
  },
  { title: 'dry-run not a boolean', input: 'dry-run', inputs: { 'dry-run': '2' } },
  // pull-request delivery: config paths escaping the repository, and the repository inputs
  { title: 'config-path missing', input: 'config-path', inputs: pr({ 'config-path': '' }) },
  {
    title: 'config-path climbing out with ..',
    input: 'config-path',
    inputs: pr({ 'config-path': '../other-repo/values.yaml' })
  },
  {
    title: 'config-path climbing out midway',
    input: 'config-path',
    inputs: pr({ 'config-path': 'deploy/../../values.yaml' })
  },
  {
    title: 'config-path absolute',
    input: 'config-path',
    inputs: pr({ 'config-path': '/etc/values.yaml' })
  },
  {
    title: 'config-path a Windows absolute path',
    input: 'config-path',
    inputs: pr({ 'config-path': 'C:\\deploy\\values.yaml' })
  },
  {
    title: 'config-path with backslash climbing',
    input: 'config-path',
    inputs: pr({ 'config-path': 'deploy\\..\\..\\values.yaml' })
  },
  { title: 'config-path a folder', input: 'config-path', inputs: pr({ 'config-path': 'deploy/' }) },
  {
    title: 'config-path neither YAML nor JSON',
    input: 'config-path',
    inputs: pr({ 'config-path': 'deploy/values.txt' })
  },
  {
    title: 'config-path listed twice',
    input: 'config-path',
    inputs: pr({ 'config-path': 'deploy/values.yaml\ndeploy/values.yaml' })
  },
  { title: 'config-key not a key path', input: 'config-key', inputs: pr({ 'config-key': '1abc' }) },
  {
    title: 'config-key with empty part',
    input: 'config-key',
    inputs: pr({ 'config-key': 'a..b' })
  },
  { title: 'github-token empty', input: 'github-token', inputs: pr({ 'github-token': '' }) },
  { title: 'repository without owner', input: 'repository', inputs: pr({ repository: 'docs' }) },
  { title: 'repository too deep', input: 'repository', inputs: pr({ repository: 'a/b/c' }) },
  { title: 'branch with ..', input: 'branch', inputs: pr({ branch: 'static..export' }) },
  { title: 'branch with a space', input: 'branch', inputs: pr({ branch: 'static export' }) },
  { title: 'base invalid', input: 'base', inputs: pr({ base: 'main.lock' }) },
  { title: 'branch equal to base', input: 'branch', inputs: pr({ base: 'main', branch: 'main' }) },
  { title: 'auto-merge unknown method', input: 'auto-merge', inputs: pr({ 'auto-merge': 'fast' }) },
  { title: 'reviewers malformed', input: 'reviewers', inputs: pr({ reviewers: '@bob!' }) },
  { title: 'draft not a boolean', input: 'draft', inputs: pr({ draft: 'perhaps' }) }
]

let scratch: string
const results = new Map<string, DistRun & { requests: string[]; artifactsStored: number }>()

/** Each case gets emulators of its own, so what they record belongs to that case alone. */
async function runCase(c: BadInputCase, index: number): Promise<void> {
  const platform = await startPlatformEmulator({ config: { jobs: { queuedMs: 0, msPerPage: 1 } } })
  const artifacts = await startArtifactService({ storageDir: join(scratch, `store-${index}`) })
  try {
    const run = await runDist({
      platform,
      artifacts,
      inputs: c.inputs,
      tmpRoot: join(scratch, `case-${index}`),
      runId: String(3_000_000 + index)
    })
    results.set(c.title, {
      ...run,
      requests: platform.log.entries.map(e => `${e.method} ${e.path}`),
      artifactsStored: artifacts.artifacts().length + artifacts.count('CreateArtifact')
    })
  } finally {
    await platform.close()
    await artifacts.close()
  }
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'reliability-bad-input-'))
  // Two at a time: the machine's two cores, each run a node process of its own.
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < CASES.length) {
      const index = next++
      await runCase(CASES[index]!, index)
    }
  }
  await Promise.all([worker(), worker()])
}, 300_000)

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

it('covers at least 40 cases', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(40)
  expect(new Set(CASES.map(c => c.title)).size).toBe(CASES.length)
})

describe.each(CASES)('$title', c => {
  it(`fails naming "${c.input}", before any request, writing nothing`, () => {
    const run = results.get(c.title)!
    expect(run.timedOut).toBe(false)
    expect(run.code).toBe(1)
    const errors = errorLines(run.stdout)
    expect(errors).toHaveLength(1)
    // `Input "domain": …` for one problem, `- domain: …` in a list of several.
    const named = new RegExp(`Input "${c.input}"|%0A- ${c.input}:`)
    expect(errors[0]).toMatch(named)
    expect(errors[0]).toMatch(/Nothing was requested or written/)
    expect(run.requests).toEqual([])
    expect(run.artifactsStored).toBe(0)
    expect(run.outputs).toEqual({})
    expect(archivesLeft(run.files)).toEqual([])
    expect(
      secretLeaks(run, {
        adminKey: ADMIN_KEY,
        assistantKey: ASSISTANT_KEY,
        githubToken: GITHUB_TOKEN
      })
    ).toEqual([])
  })
})

// Configs that are not valid, huge or hostile, read from the repository by pull-request delivery
// through the GitHub stand-in. Each must fail clearly, naming the file and what is wrong with it,
// and write nothing to GitHub: no blob, tree, commit, ref or pull request.
interface BadConfigCase {
  title: string
  files: Record<string, string>
  configPath?: string
  /** What the `::error::` must say. */
  says: RegExp
}

const aliasBomb = [
  'a: &a ["x","x","x","x","x","x","x","x","x"]',
  ...'bcdef'.split('').map((name, i) => {
    const prev = 'abcdef'[i]!
    return `${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`
  }),
  `g: [${Array(9).fill('*f').join(',')}]`,
  'staticExport:',
  '  enabled: false',
  ''
].join('\n')

const BAD_CONFIGS: BadConfigCase[] = [
  {
    title: 'config-path missing on the base branch',
    files: { 'deploy/other.yaml': 'a: 1\n' },
    says: /config-path deploy\/values\.yaml does not exist on main/
  },
  {
    title: 'config file over 1 MiB',
    files: {
      'deploy/values.yaml': '# pad\n'.repeat(200_000) + 'staticExport:\n  enabled: false\n'
    },
    says: /config-path deploy\/values\.yaml is \d+ bytes, over the 1048576-byte limit/
  },
  {
    title: 'config file that is not valid YAML (line and column named)',
    files: { 'deploy/values.yaml': 'staticExport:\n  enabled: [unclosed\n' },
    says: /deploy\/values\.yaml: invalid YAML at line \d+, column \d+/
  },
  {
    title: 'config file that is not valid JSON',
    files: { 'deploy/values.json': '{"staticExport": {"enabled": true,}\n' },
    configPath: 'deploy/values.json',
    says: /deploy\/values\.json: invalid JSON at line 1, column \d+/
  },
  {
    title: 'config file with an alias bomb',
    files: { 'deploy/values.yaml': aliasBomb },
    says: /deploy\/values\.yaml: .*alias bomb/
  },
  {
    title: 'config file with duplicate keys on the path',
    files: {
      'deploy/values.yaml': 'staticExport:\n  enabled: false\nstaticExport:\n  enabled: true\n'
    },
    says: /deploy\/values\.yaml: the key staticExport appears 2 times/
  },
  {
    title: 'multi-document YAML where the key is ambiguous',
    files: {
      'deploy/values.yaml': 'staticExport:\n  enabled: false\n---\nstaticExport:\n  enabled: true\n'
    },
    says: /deploy\/values\.yaml: staticExport is in 2 of the file's documents/
  },
  {
    title: 'config-key whose parent is not a mapping',
    files: { 'deploy/values.yaml': 'staticExport: "on"\n' },
    says: /deploy\/values\.yaml: staticExport is a string \("on"\), not a mapping/
  }
]

describe('config contents (pull-request delivery against the GitHub stand-in)', () => {
  const outcomes = new Map<
    string,
    DistRun & { platformPosts: string[]; githubWrites: string[]; pulls: number }
  >()

  beforeAll(async () => {
    let index = 100
    for (const c of BAD_CONFIGS) {
      const platform = await startPlatformEmulator({
        config: { jobs: { queuedMs: 0, msPerPage: 1 }, linkLifetimeSeconds: 2 * 24 * 3600 }
      })
      const github = await startGitHubStandIn(c.files)
      try {
        const run = await runDist({
          platform,
          githubApiUrl: github.url,
          inputs: {
            ...pullRequestInputs(),
            ...(c.configPath ? { 'config-path': c.configPath } : {})
          },
          tmpRoot: join(scratch, `config-${index}`),
          runId: String(3_000_000 + index++)
        })
        outcomes.set(c.title, {
          ...run,
          platformPosts: platform.log.entries
            .filter(e => e.method === 'POST')
            .map(e => `${e.method} ${e.path}`),
          githubWrites: github.log.entries
            .filter(e => e.method !== 'GET' && e.method !== 'HEAD')
            .map(e => `${e.method} ${e.path}`),
          pulls: github.pulls(DEPLOY_OWNER, DEPLOY_REPO).length
        })
      } finally {
        await platform.close()
        await github.close()
      }
    }
  }, 300_000)

  describe.each(BAD_CONFIGS)('$title', c => {
    it('fails clearly naming the file and the problem; nothing is written to GitHub', () => {
      const run = outcomes.get(c.title)!
      expect(unclearFailure(run)).toBeUndefined()
      expect(errorLines(run.stdout).join('\n')).toMatch(c.says)
      expect(run.githubWrites).toEqual([])
      expect(run.pulls).toBe(0)
      expect(run.outputs['commit-sha']).toBeUndefined()
      expect(run.outputs['pull-request-number']).toBeUndefined()
      expect(
        secretLeaks(run, {
          adminKey: ADMIN_KEY,
          githubToken: GITHUB_TOKEN,
          links: run.outputs['bundle-url'] ? [run.outputs['bundle-url']] : [],
          linksMasked: true
        })
      ).toEqual([])
    })
  })

  // The configs are read and the edit rehearsed before the export starts: a broken config
  // costs no export and no link.
  it('refuses a broken config before starting an export', () => {
    for (const c of BAD_CONFIGS) expect(outcomes.get(c.title)!.platformPosts).toEqual([])
  })
})
