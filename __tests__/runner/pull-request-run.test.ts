// Runner tests of pull-request delivery: dist/index.js against the platform emulator, the
// GitHub stand-in (real bare git repositories) and the artifact service, read back through the
// runner's files and `git show` on the stand-in's repository.
import { WORKFLOW_WRITE_GRANT } from '../../emulator/github/server.js'
import { parse } from 'yaml'
import type { PlatformEmulatorConfig } from '../../emulator/platform/config.js'
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import { errorText as errors, OWNER, runnerSuite } from '../helpers/runner.js'

const TOKEN = 'ghs_runner_test_token'
const READ_ONLY = 'ghs_read_only_token'

const VALUES = `# Helm values for the docs deployment
replicaCount: 2   # two pods

staticExport:
  enabled: false
  bundleUrl: ""

ingress:
  enabled: 'yes'   # quoted on purpose
  hosts: [docs.example.com]
`

// Every request of the test and every answer of the stand-in, held to GitHub's description.
const suite = runnerSuite({
  name: 'deploy',
  token: TOKEN,
  contract: true,
  platform: {
    config: { jobs: { queuedMs: 100, msPerPage: 10 }, linkLifetimeSeconds: 6 * 86_400 }
  },
  github: {
    tokens: {
      [TOKEN]: WORKFLOW_WRITE_GRANT,
      [READ_ONLY]: {
        login: 'github-actions[bot]',
        contents: 'read',
        pullRequests: 'read',
        isActionsToken: true
      }
    }
  }
})

/** A repository of its own for each test, seeded with the Helm values. */
const newRepository = (): Promise<string> => suite.newRepository({ 'deploy/values.yaml': VALUES })

const run = (repo: string, inputs: Record<string, string>, token = TOKEN) =>
  suite.run(
    { delivery: 'pull-request', 'config-path': 'deploy/values.yaml', ...inputs },
    { repo, token }
  )
const git = suite.git

describe('pull-request delivery, run as a runner runs it', () => {
  it('creates one pull request whose commit changes only the block, then updates it', async () => {
    const repo = await newRepository()
    const first = await run(repo, { labels: 'docs' })
    expect(errors(first.stdout)).toBe('')
    expect(first.code).toBe(0)
    const o = first.outputs
    expect(o['pull-request-operation']).toBe('created')
    expect(o['pull-request-number']).toBe('1')
    expect(o['pull-request-url']).toContain('/pull/1')

    // The branch is base plus one commit, and the config parses back to the new values.
    const branch = 'static-export/docs.acme.test'
    expect(git(repo, 'rev-parse', branch).trim()).toBe(o['commit-sha'])
    expect(git(repo, 'rev-list', '--count', `main..${branch}`).trim()).toBe('1')
    const config = git(repo, 'show', `${branch}:deploy/values.yaml`)
    const values = parse(config)
    expect(values.staticExport).toMatchObject({ enabled: true, bundleUrl: o['bundle-url'] })
    expect(values.ingress.enabled).toBe('yes')
    // Only the two lines of the block changed; comments and quoting stayed as written.
    const diff = git(repo, 'diff', 'main', branch)
    const changed = diff.split('\n').filter(l => /^[+-][^+-]/.test(l))
    expect(changed).toHaveLength(4)
    expect(config).toContain("enabled: 'yes'   # quoted on purpose")
    expect(config).toContain(`# static-export: job ${o['job-id']}`)
    expect(suite.emulators.github.isVerified(o['commit-sha']!)).toBe(true)

    // The summary shows the pull request and a diff whose link keeps no signature.
    expect(first.summary).toContain('(created)')
    expect(first.summary).toContain('```diff')
    expect(first.summary).not.toContain('X-Amz-Signature')
    expect(
      first.stdout
        .split('\n')
        .filter(l => !l.startsWith('::add-mask::'))
        .join('\n')
    ).not.toContain(TOKEN)

    // A second export updates the same pull request with the newer link.
    const second = await run(repo, {})
    expect(second.code).toBe(0)
    expect(second.outputs['pull-request-operation']).toBe('updated')
    expect(second.outputs['pull-request-number']).toBe('1')
    expect(suite.emulators.github.pulls(OWNER, repo).filter(p => p.state === 'open')).toHaveLength(
      1
    )
    expect(parse(git(repo, 'show', `${branch}:deploy/values.yaml`)).staticExport.bundleUrl).toBe(
      second.outputs['bundle-url']
    )
  })

  it('reports unchanged, with no commit and no pull request, when the base already holds the values', async () => {
    // On a frozen clock the same job's link is signed at the same instant, so renewing it gives
    // the very same link: after the first pull request is merged, the base holds these values.
    const frozen = Date.now()
    const platform = await startPlatformEmulator({
      clock: { now: () => frozen },
      config: { jobs: { queuedMs: 0, msPerPage: 0 }, linkLifetimeSeconds: 6 * 86_400 }
    })
    try {
      const repo = await newRepository()
      const created = await run(repo, { 'api-url': platform.url })
      expect(created.code).toBe(0)
      expect(created.outputs['pull-request-operation']).toBe('created')
      // Merge: main moves to the branch head, and the branch goes away as after a merge.
      git(repo, 'update-ref', 'refs/heads/main', created.outputs['commit-sha']!)
      git(repo, 'update-ref', '-d', 'refs/heads/static-export/docs.acme.test')
      const mainBefore = git(repo, 'rev-parse', 'main').trim()

      const again = await run(repo, {
        'api-url': platform.url,
        'job-id': created.outputs['job-id']!
      })
      expect(errors(again.stdout)).toBe('')
      expect(again.code).toBe(0)
      expect(again.outputs['bundle-url']).toBe(created.outputs['bundle-url'])
      expect(again.outputs['pull-request-operation']).toBe('unchanged')
      expect(again.outputs['commit-sha']).toBeUndefined()
      expect(git(repo, 'rev-parse', 'main').trim()).toBe(mainBefore)
      expect(git(repo, 'for-each-ref', '--format=%(refname)').trim()).toBe('refs/heads/main')
    } finally {
      await platform.close()
    }
  })

  it('dry-run prints the diff and writes nothing', async () => {
    const repo = await newRepository()
    const before = git(repo, 'for-each-ref').trim()
    const artifactsBefore = suite.emulators.artifacts.artifacts().length
    const dry = await run(repo, { 'dry-run': 'true', delivery: 'both' })
    expect(dry.code).toBe(0)
    expect(dry.stdout).toContain('dry-run')
    expect(dry.stdout).toMatch(/\+\s+bundleUrl: /)
    expect(dry.summary).toContain('dry run: would be created')
    expect(dry.outputs['pull-request-operation']).toBe('dry-run')
    expect(dry.outputs['pull-request-number']).toBeUndefined()
    expect(git(repo, 'for-each-ref').trim()).toBe(before)
    expect(suite.emulators.github.pulls(OWNER, repo)).toHaveLength(0)
    expect(suite.emulators.artifacts.artifacts().length).toBe(artifactsBefore)
  })

  it('skips a scheduled run while the recorded link is still fresh, with no export', async () => {
    const repo = await newRepository()
    expect((await run(repo, {})).code).toBe(0)
    suite.emulators.platform.log.clear()
    const skipped = await run(repo, { 'renew-only': 'true', 'renew-if-expiring-within': '72h' })
    expect(skipped.code).toBe(0)
    expect(skipped.outputs['pull-request-operation']).toBe('skipped')
    expect(skipped.stdout).toMatch(/::notice.*renewal is due from/)
    expect(
      suite.emulators.platform.log.entries.filter(e => e.path.startsWith('/v1/'))
    ).toHaveLength(0)
  })

  it('never writes a link with less life left than min-link-lifetime', async () => {
    const repo = await newRepository()
    const refused = await run(repo, { 'min-link-lifetime': '7d' })
    expect(refused.code).toBe(1)
    expect(errors(refused.stdout)).toMatch(/min-link-lifetime/)
    expect(suite.emulators.github.pulls(OWNER, repo)).toHaveLength(0)
    expect(git(repo, 'for-each-ref', '--format=%(refname)').trim()).toBe('refs/heads/main')
  })

  it('names the permissions block when the token may not write', async () => {
    const repo = await newRepository()
    const denied = await run(repo, {}, READ_ONLY)
    expect(denied.code).toBe(1)
    const error = errors(denied.stdout)
    expect(error).toMatch(/contents: write/)
    expect(error).toMatch(/pull-requests: write/)
    expect(suite.emulators.github.pulls(OWNER, repo)).toHaveLength(0)
  })
})

// The platform promises a string for a job id and a URL for a link, nothing more: a delivery and
// a scheduled renewal from the record under two shapes, so no test passes because of one shape.
describe.each<{ name: string; config: Partial<PlatformEmulatorConfig> }>([
  { name: 'default (se_ ids, S3 links on the API host, 202)', config: {} },
  {
    name: 'UUID ids, GCS links on another loopback host, start answers 200',
    config: { ids: 'uuid', links: 'gcs-other-host', startStatus: 200 }
  }
])('pull-request delivery with a platform answering in style: $name', style => {
  let styled: PlatformEmulator
  // The emulator's clock runs a minute ahead for the renewal, so its link is signed at another
  // second than the first and cannot equal it.
  let ahead = 0
  beforeAll(async () => {
    styled = await startPlatformEmulator({
      clock: { now: () => Date.now() + ahead },
      config: {
        jobs: { queuedMs: 0, msPerPage: 0 },
        linkLifetimeSeconds: 6 * 86_400,
        ...style.config
      }
    })
  })
  afterAll(async () => {
    await styled.close()
  })

  it('records the job beside the link, and renew-only renews that job from the record', async () => {
    const repo = await newRepository()
    const branch = 'static-export/docs.acme.test'
    const first = await run(repo, { 'api-url': styled.url })
    expect(errors(first.stdout)).toBe('')
    expect(first.code).toBe(0)
    const jobId = first.outputs['job-id']!
    expect(styled.jobs.get(jobId)).toBeDefined()
    expect(first.outputs['pull-request-operation']).toBe('created')
    const config = git(repo, 'show', `${branch}:deploy/values.yaml`)
    expect(config).toContain(`# static-export: job ${jobId}`)
    expect(parse(config).staticExport.bundleUrl).toBe(first.outputs['bundle-url'])
    expect(new URL(first.outputs['bundle-url']!).host === new URL(styled.url).host).toBe(
      !style.config.links?.endsWith('other-host')
    )

    // The scheduled run reads the job from the base's record (merged first, as a reviewer would).
    git(repo, 'update-ref', 'refs/heads/main', first.outputs['commit-sha']!)
    git(repo, 'update-ref', '-d', `refs/heads/${branch}`)
    styled.log.clear()
    ahead = 60_000
    const renewed = await run(repo, {
      'api-url': styled.url,
      'renew-only': 'true',
      'renew-if-expiring-within': '10d'
    })
    expect(errors(renewed.stdout)).toBe('')
    expect(renewed.code).toBe(0)
    expect(renewed.outputs['job-id']).toBe(jobId)
    expect(styled.log.count('POST', '/v1/static-export/jobs')).toBe(0)
    expect(styled.log.count('POST', /\/bundle$/)).toBe(1)
    // The first pull request is still open in the stand-in, so the renewal updates it.
    expect(renewed.outputs['pull-request-operation']).toBe('updated')
    const after = git(repo, 'show', `${branch}:deploy/values.yaml`)
    expect(after).toContain(`# static-export: job ${jobId}`)
    expect(parse(after).staticExport.bundleUrl).toBe(renewed.outputs['bundle-url'])
    expect(renewed.outputs['bundle-url']).not.toBe(first.outputs['bundle-url'])
  })
})
