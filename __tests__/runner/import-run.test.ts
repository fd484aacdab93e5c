// The air-gapped path, end to end, as runners run it: the connected side exports and delivers
// the archive as an artifact (archive-sha256 in its outputs and summary); the artifact's file is
// carried across; inside, an import run (archive, bundle-url, archive-sha256; no platform
// inputs) verifies it and opens the pull request with the internal file:// link; the
// deployment emulator, given the merged config, fetches that file and serves the site. A
// carried archive whose sha256 differs, or that fails verification, is refused with nothing
// written.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'yaml'
import { Deployment } from '../../emulator/deployment/server.js'
import { WORKFLOW_WRITE_GRANT } from '../../emulator/github/server.js'
import { bundleEntriesIn, makeTarGz, validBundleEntries } from '../helpers/archives.js'
import { DOMAIN, errorText as errors, OWNER, PR_BRANCH, runnerSuite } from '../helpers/runner.js'

const TOKEN = 'ghs_import_runner_token'
const VALUES = 'deploymentType: air-gapped\nstaticExport:\n  enabled: false\n  bundleUrl: ""\n'

// Runs give only the domain: an import needs no platform inputs.
const suite = runnerSuite({
  name: 'inside',
  token: TOKEN,
  contract: true,
  platform: { config: { jobs: { queuedMs: 50, msPerPage: 5 } } },
  github: { tokens: { [TOKEN]: WORKFLOW_WRITE_GRANT } },
  inputs: () => ({ domain: DOMAIN })
})

const newRepository = (): Promise<string> => suite.newRepository({ 'deploy/values.yaml': VALUES })

const run = (inputs: Record<string, string>, repo = 'unused', withArtifacts = false) =>
  suite.run(inputs, { repo, artifacts: withArtifacts })

const git = suite.git
const branchExists = (repo: string): boolean => suite.refs(repo).includes(`refs/heads/${PR_BRANCH}`)

describe('air gap: export outside, import inside', () => {
  it('carries the artifact across, imports it by pull request, and the deployment serves it', async () => {
    // Connected side: export, verify, artifact; the digest is an output and in the summary.
    const outside = await run(
      {
        'admin-key': 'svc_local_admin_key',
        'api-url': suite.emulators.platform.url,
        delivery: 'artifact'
      },
      'unused',
      true
    )
    expect(errors(outside.stdout)).toBe('')
    const digest = outside.outputs['archive-sha256']!
    expect(outside.summary).toContain(digest)
    const stored = suite.emulators.artifacts.artifacts().at(-1)!
    expect(stored.sha256).toBe(digest)

    // Carried across by hand to where the deployment reads bundles.
    const bundles = join(suite.scratch, 'srv', 'bundles')
    mkdirSync(bundles, { recursive: true })
    const carried = join(bundles, 'docs-2026-11-23.tar.gz')
    copyFileSync(stored.path, carried)
    const link = pathToFileURL(carried).href

    // Inside: no platform inputs at all.
    const repo = await newRepository()
    const platformCalls = suite.emulators.platform.log.entries.length
    const inside = await run(
      {
        archive: carried,
        'bundle-url': link,
        'archive-sha256': digest,
        version: 'v2',
        delivery: 'pull-request',
        'config-path': 'deploy/values.yaml'
      },
      repo
    )
    expect(errors(inside.stdout)).toBe('')
    expect(inside.code).toBe(0)
    expect(suite.emulators.platform.log.entries.length).toBe(platformCalls)
    expect(inside.outputs).toMatchObject({
      'pull-request-operation': 'created',
      'archive-sha256': digest,
      'bundle-url': link
    })
    expect(inside.outputs['expires-at']).toBeUndefined()
    const config = git(repo, 'show', 'static-export/docs.acme.test:deploy/values.yaml')
    expect(parse(config).staticExport).toEqual({ enabled: true, bundleUrl: link, version: 'v2' })
    // No expiry is recorded for a link that does not expire.
    expect(config).not.toMatch(/expires/)
    expect(suite.emulators.github.pulls(OWNER, repo)[0]?.body).toContain('never (an internal link)')
    expect(inside.summary).toContain('does not expire')
    // The link is named as written (a file URL has no origin: it read `null/srv/…`).
    expect(inside.summary).toContain(`| Link | \`${link}\` (internal; does not expire) |`)
    expect(inside.stdout).toContain(`Delivering ${link}, an internal link`)
    expect(inside.stdout + inside.summary).not.toContain('null/')

    // The deployment, given the merged config, fetches the file:// bundle and serves it.
    const configFile = join(suite.scratch, 'merged-values.yaml')
    writeFileSync(configFile, config)
    const quiet = (): void => undefined
    const deployment = new Deployment({
      configFile,
      dataDir: join(suite.scratch, 'deployment'),
      log: quiet,
      warn: quiet
    })
    try {
      const outcome = await deployment.start()
      expect(outcome.ok).toBe(true)
      const home = await fetch(`${deployment.url}/`)
      expect(home.status).toBe(200)
      expect(await home.text()).toContain('<html')
    } finally {
      await deployment.close()
    }
  })

  it.each([
    ['YAML', 'deploy/values.yaml', 'renew-if-expiring-within', '72h'],
    ['JSON', 'deploy/values.json', 'renew-only', 'true']
  ])(
    'leaves an imported https link to a scheduled run on the connected side (%s), writing nothing',
    async (_format, configPath, renewalInput, renewalValue) => {
      // A deployment type other than air-gapped fetches an internal https link; the link names
      // no expiry, and its path would name a job to the link reader.
      const repo = await suite.newRepository({
        'deploy/values.yaml': 'deploymentType: client-hosted\nstaticExport:\n  enabled: false\n',
        'deploy/values.json': '{"staticExport": {"enabled": false}}\n'
      })
      const file = join(suite.scratch, 'internal.tar.gz')
      const bytes = await makeTarGz(validBundleEntries())
      writeFileSync(file, bytes)
      const link = 'https://docs-bundles.internal/exports/se_5ca1ab1e/bundle.tar.gz'
      const digest = createHash('sha256').update(bytes).digest('hex')
      const inside = await run(
        {
          archive: file,
          'bundle-url': link,
          'archive-sha256': digest,
          delivery: 'pull-request',
          'config-path': configPath
        },
        repo
      )
      expect(errors(inside.stdout)).toBe('')
      expect(inside.outputs['pull-request-operation']).toBe('created')
      const head = git(repo, 'rev-parse', PR_BRANCH).trim()
      const written = configPath.endsWith('.json')
        ? git(repo, 'log', '-1', '--format=%B', PR_BRANCH)
        : git(repo, 'show', `${PR_BRANCH}:${configPath}`)
      expect(written).toMatch(/imported/)
      expect(written).toContain(digest)

      // The connected side's schedule, on the same config: not due, nothing asked or written.
      const platformCalls = suite.emulators.platform.log.entries.length
      const pulls = suite.emulators.github.pulls(OWNER, repo).length
      const scheduled = await run(
        {
          'admin-key': 'svc_local_admin_key',
          'api-url': suite.emulators.platform.url,
          [renewalInput]: renewalValue,
          delivery: 'pull-request',
          'config-path': configPath
        },
        repo
      )
      expect(errors(scheduled.stdout)).toBe('')
      expect(scheduled.code).toBe(0)
      expect(scheduled.outputs['pull-request-operation']).toBe('skipped')
      expect(scheduled.stdout).toMatch(
        /^::notice title=Imported link%3A nothing to renew::.*serves an internal link an import wrote on \d{4}-/m
      )
      expect(suite.emulators.platform.log.entries.length).toBe(platformCalls)
      expect(git(repo, 'rev-parse', PR_BRANCH).trim()).toBe(head)
      expect(suite.emulators.github.pulls(OWNER, repo)).toHaveLength(pulls)
    }
  )

  it('refuses an archive whose sha256 differs, before writing anything', async () => {
    const repo = await newRepository()
    const file = join(suite.scratch, 'other.tar.gz')
    writeFileSync(file, await makeTarGz([{ name: 'index.html', data: '<html>x</html>' }]))
    const result = await run(
      {
        archive: file,
        'bundle-url': 'https://docs-bundles.internal/docs/other.tar.gz',
        'archive-sha256': 'ab'.repeat(32),
        delivery: 'pull-request',
        'config-path': 'deploy/values.yaml'
      },
      repo
    )
    expect(result.code).not.toBe(0)
    expect(errors(result.stdout)).toMatch(
      /sha256 [0-9a-f]{64}, not the (ab){32}.*Nothing was delivered/
    )
    expect(branchExists(repo)).toBe(false)
    expect(suite.emulators.github.pulls(OWNER, repo)).toEqual([])
  })

  it('imports an archive whose site is inside one folder, and says so in a notice', async () => {
    const repo = await newRepository()
    const file = join(suite.scratch, 'in-a-folder.tar.gz')
    const bytes = await makeTarGz(bundleEntriesIn('site'))
    writeFileSync(file, bytes)
    const result = await run(
      {
        archive: file,
        'bundle-url': 'https://docs-bundles.internal/docs/in-a-folder.tar.gz',
        'archive-sha256': createHash('sha256').update(bytes).digest('hex'),
        delivery: 'pull-request',
        'config-path': 'deploy/values.yaml'
      },
      repo
    )
    expect(errors(result.stdout)).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(
      'index.html present in "site/" (the whole site is inside that folder of the archive)'
    )
    expect(result.stdout).toMatch(/^::notice::The bundle's site is inside the folder "site\/"/m)
    expect(result.summary).toContain(
      '`site/index.html` ✓ (the whole site is inside the folder `site/`)'
    )
    expect(result.outputs['pull-request-operation']).toBe('created')
  })

  it('refuses an archive that fails verification even with the right sha256', async () => {
    const repo = await newRepository()
    const file = join(suite.scratch, 'no-index.tar.gz')
    const bytes = await makeTarGz([{ name: 'page.html', data: '<html>no index</html>' }])
    writeFileSync(file, bytes)
    const result = await run(
      {
        archive: file,
        'bundle-url': 'https://docs-bundles.internal/docs/no-index.tar.gz',
        'archive-sha256': createHash('sha256').update(bytes).digest('hex'),
        delivery: 'pull-request',
        'config-path': 'deploy/values.yaml'
      },
      repo
    )
    expect(result.code).not.toBe(0)
    expect(errors(result.stdout)).toMatch(/failed verification.*index\.html/i)
    expect(branchExists(repo)).toBe(false)
    expect(suite.emulators.github.pulls(OWNER, repo)).toEqual([])
  })
})
