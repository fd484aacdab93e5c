// Scheduled renewal over a repository's real history, in process: src/main.ts's run() against the
// platform emulator and the GitHub stand-in, with what happens to the deployment config between
// two runs (the pull request squash-merged through GitHub's merge API, its branch deleted, then
// other commits to the same file: a Renovate-style image bump, a prettier rewrite, a second
// block of the same file renewed by its own workflow). What is checked is what a user sees: the
// job renewed, whether the archive was downloaded again, and the file on the base afterwards.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as prettier from 'prettier'
import { WORKFLOW_WRITE_GRANT } from '../emulator/github/server.js'
import { startEmulators, type EmulatorSet } from '../emulator/index.js'
import { makeRunnerEnv, readOutputs } from '../emulator/runner-env.js'
import { makeTarGz, validBundleEntries } from './helpers/archives.js'
import { capturedStdout } from './helpers/captured-stdout.js'
import { cloneCommitPush, type InClone } from './helpers/clone-and-push.js'
import { ACTION_YML, ADMIN_KEY, DOMAIN, OWNER, PR_BRANCH } from './helpers/runner.js'

const TOKEN = 'ghs_renewal_history_0001'
const BUNDLE_PATH = /^\/exports\/[^/]+\/bundle\.tar\.gz$/
const CONFIG = 'deploy/site.json'

let emulators: EmulatorSet
let scratch: string
let count = 0
const savedEnv = { ...process.env }

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'renewal-history-'))
  emulators = await startEmulators({
    platform: { config: { jobs: { queuedMs: 20, msPerPage: 1 }, linkLifetimeSeconds: 6 * 86_400 } },
    github: { tokens: { [TOKEN]: WORKFLOW_WRITE_GRANT } },
    artifactStorageDir: join(scratch, 'artifacts')
  })
})
afterAll(async () => {
  await emulators.close()
  rmSync(scratch, { recursive: true, force: true })
})
afterEach(() => {
  process.env = { ...savedEnv }
  process.exitCode = undefined
})

async function newRepository(files: Record<string, string>): Promise<string> {
  const repo = `history-${++count}`
  await emulators.github.addRepository({
    owner: OWNER,
    repo,
    files,
    actionsCanCreatePullRequests: true
  })
  return repo
}

/** run() once, as the runner would run the action with these inputs. */
async function runInProcess(repo: string, inputs: Record<string, string>) {
  const n = ++count
  const { env, files } = await makeRunnerEnv({
    actionYml: ACTION_YML,
    tmpRoot: join(scratch, `run-${n}`),
    inputs: {
      domain: DOMAIN,
      'admin-key': ADMIN_KEY,
      'api-url': emulators.platform.url,
      delivery: 'pull-request',
      'config-path': CONFIG,
      ...inputs
    },
    apiUrl: emulators.github.url,
    githubToken: TOKEN,
    repository: `${OWNER}/${repo}`
  })
  const summaryFile = join(scratch, 'step-summary.md')
  writeFileSync(summaryFile, '')
  process.env = { ...env, GITHUB_STEP_SUMMARY: summaryFile }
  emulators.platform.log.clear()
  const { stdout } = await capturedStdout(async () => {
    const { run } = await import('../src/main.js')
    await run()
  })
  return {
    exitCode: process.exitCode,
    stdout,
    errors: stdout.split('\n').filter(l => l.startsWith('::error')),
    outputs: await readOutputs(files.output),
    bundleRequests: emulators.platform.log.count('GET', BUNDLE_PATH)
  }
}

const git = (repo: string, ...args: string[]): string =>
  execFileSync('git', ['--git-dir', emulators.github.repoPath(OWNER, repo), ...args], {
    encoding: 'utf8'
  })

/** Squash-merges the open pull request of `branch` through GitHub's API, then deletes it. */
async function squashMerge(repo: string, branch = PR_BRANCH): Promise<void> {
  const pr = emulators.github.pulls(OWNER, repo).find(p => p.head === branch && p.state === 'open')!
  const res = await fetch(
    `${emulators.github.url}/repos/${OWNER}/${repo}/pulls/${pr.number}/merge`,
    {
      method: 'PUT',
      headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ merge_method: 'squash' })
    }
  )
  expect(res.status).toBe(200)
  await res.arrayBuffer()
  git(repo, 'update-ref', '-d', `refs/heads/${branch}`)
}

/** Commits on main by someone else (a bot, a formatter, a human): one clone, one push. */
function pushToMain(repo: string, commit: (inWork: InClone, work: string) => void): void {
  cloneCommitPush(emulators.github.repoPath(OWNER, repo), scratch, 'main', commit)
}

/** A commit by someone else on main that rewrites the config (a bot, a formatter, a human). */
function commitOnMain(
  repo: string,
  message: string,
  edit: (text: string) => string,
  path = CONFIG
): void {
  pushToMain(repo, (inWork, work) => {
    const before = readFileSync(join(work, path), 'utf8')
    const after = edit(before)
    expect(after).not.toBe(before)
    writeFileSync(join(work, path), after)
    inWork('commit', '-q', '-am', message)
  })
}

const siteJson =
  '{\n  "image": { "repository": "nginx", "tag": "1.25.3" },\n' +
  '  "staticExport": { "enabled": false, "bundleUrl": "" }\n}\n'

describe('a JSON config whose record is in the history, not the newest commit', () => {
  it('renews the recorded job without a download after a Renovate bump of the same file', async () => {
    const repo = await newRepository({ [CONFIG]: siteJson })
    const first = await runInProcess(repo, {})
    expect(first.errors).toEqual([])
    const jobId = first.outputs['job-id']!
    await squashMerge(repo)
    commitOnMain(repo, 'chore(deps): update nginx docker tag to v1.25.4', text =>
      text.replace('"1.25.3"', '"1.25.4"')
    )

    const renewal = await runInProcess(repo, { 'renew-only': 'true' })
    expect(renewal.errors).toEqual([])
    expect(renewal.stdout).toContain(`serves job ${jobId},`)
    expect(renewal.stdout).not.toMatch(/guessed/)
    expect(renewal.outputs['job-id']).toBe(jobId)
    // Proven by the record's size and ETag: one ranged request, no second download.
    expect(renewal.bundleRequests).toBe(1)
    expect(renewal.stdout).toMatch(
      /Not downloaded: the new link serves the archive verified earlier/
    )
    // Merged, the base holds the renewed link and Renovate's tag.
    await squashMerge(repo)
    const onMain = JSON.parse(git(repo, 'show', `main:${CONFIG}`)) as {
      image: { tag: string }
      staticExport: { bundleUrl: string }
    }
    expect(onMain.image.tag).toBe('1.25.4')
    expect(onMain.staticExport.bundleUrl).toBe(renewal.outputs['bundle-url'])
  })

  it('renews the recorded job after prettier rewrote the file', async () => {
    const repo = await newRepository({
      [CONFIG]:
        '{"image":{"repository":"nginx","tag":"1.25.3"},\n"staticExport":{"enabled":false,"bundleUrl":""}}\n'
    })
    const first = await runInProcess(repo, {})
    expect(first.errors).toEqual([])
    await squashMerge(repo)
    // Real prettier output, as a pre-commit hook or pre-commit.ci commits it.

    const text = git(repo, 'show', `main:${CONFIG}`)
    const formatted = await prettier.format(text, { parser: 'json' })
    commitOnMain(repo, '[pre-commit.ci] auto fixes from pre-commit.com hooks', () => formatted)

    const renewal = await runInProcess(repo, { 'renew-only': 'true' })
    expect(renewal.errors).toEqual([])
    expect(renewal.outputs['job-id']).toBe(first.outputs['job-id'])
    expect(renewal.stdout).not.toMatch(/guessed/)
    expect(renewal.bundleRequests).toBe(1)
  })

  it('renews the job of the link a revert brought back, from the commit that first wrote it', async () => {
    const repo = await newRepository({ [CONFIG]: siteJson })
    const first = await runInProcess(repo, {})
    expect(first.errors).toEqual([])
    await squashMerge(repo)
    const second = await runInProcess(repo, {})
    expect(second.errors).toEqual([])
    await squashMerge(repo)
    // The second export is turned down after its merge: `git revert` of its squash commit.
    pushToMain(repo, inWork => inWork('revert', '--no-edit', 'HEAD'))

    const renewal = await runInProcess(repo, { 'renew-only': 'true' })
    expect(renewal.errors).toEqual([])
    expect(renewal.outputs['job-id']).toBe(first.outputs['job-id'])
    expect(renewal.stdout).not.toMatch(/guessed/)
    expect(renewal.bundleRequests).toBe(1)
  })

  it('keeps each block its own record when two workflows renew two blocks of one file', async () => {
    const repo = await newRepository({
      [CONFIG]:
        '{\n  "production": { "staticExport": { "enabled": false, "bundleUrl": "" } },\n' +
        '  "staging": { "staticExport": { "enabled": false, "bundleUrl": "" } }\n}\n'
    })
    const production = { 'config-key': 'production.staticExport', branch: 'static-export/prod' }
    const staging = { 'config-key': 'staging.staticExport', branch: 'static-export/staging' }
    const prod = await runInProcess(repo, production)
    expect(prod.errors).toEqual([])
    await squashMerge(repo, production.branch)
    const stage = await runInProcess(repo, staging)
    expect(stage.errors).toEqual([])
    await squashMerge(repo, staging.branch)
    expect(stage.outputs['job-id']).not.toBe(prod.outputs['job-id'])

    // Production's renewal: the newest commit of the file is staging's, with staging's record.
    const renewal = await runInProcess(repo, { ...production, 'renew-only': 'true' })
    expect(renewal.errors).toEqual([])
    expect(renewal.outputs['job-id']).toBe(prod.outputs['job-id'])
    expect(renewal.stdout).not.toMatch(/guessed/)
    expect(renewal.bundleRequests).toBe(1)
  })
})

/** `n` commits by a bot on main, each rewriting the config. */
function botCommits(repo: string, n: number, edit: (text: string, i: number) => string): void {
  pushToMain(repo, (inWork, work) => {
    for (let i = 0; i < n; i++) {
      writeFileSync(join(work, CONFIG), edit(readFileSync(join(work, CONFIG), 'utf8'), i))
      inWork('commit', '-q', '-am', `chore(deps): update nginx docker tag to v1.25.${i + 4}`)
    }
  })
}

describe('a JSON config whose import is recorded deep in the history', () => {
  const link = 'https://docs-bundles.internal/exports/se_5ca1ab1e/bundle.tar.gz'

  async function importedRepository(): Promise<string> {
    const repo = await newRepository({ [CONFIG]: siteJson })
    const bytes = await makeTarGz(validBundleEntries())
    const file = join(scratch, `import-${repo}.tar.gz`)
    writeFileSync(file, bytes)
    const imported = await runInProcess(repo, {
      // An import asks the platform nothing: no admin key, no API (empty, as the runner leaves
      // an input that is not given).
      'admin-key': '',
      'api-url': '',
      archive: file,
      'bundle-url': link,
      'archive-sha256': createHash('sha256').update(bytes).digest('hex')
    })
    expect(imported.errors).toEqual([])
    await squashMerge(repo)
    return repo
  }

  it('leaves the import alone after more than a page of other commits to the file', async () => {
    const repo = await importedRepository()
    // A year of daily image bumps: the import's commit is the 151st of the file's history.
    botCommits(repo, 150, (text, i) => text.replace(/"1\.25\.\d+"/, `"1.25.${i + 4}"`))

    const scheduled = await runInProcess(repo, { 'renew-only': 'true' })
    expect(scheduled.errors).toEqual([])
    expect(scheduled.outputs['pull-request-operation']).toBe('skipped')
    expect(scheduled.stdout).toMatch(/serves an internal link an import wrote on \d{4}-/)
    expect(emulators.platform.log.entries).toHaveLength(0)
    expect(JSON.parse(git(repo, 'show', `main:${CONFIG}`)).staticExport.bundleUrl).toBe(link)
  })

  it('fails, writing nothing, when the history cannot be read', async () => {
    const repo = await importedRepository()
    const before = git(repo, 'rev-parse', 'main')
    emulators.github.injectFault({
      method: 'GET',
      path: new RegExp(`/repos/${OWNER}/${repo}/commits$`),
      status: 500,
      times: 20
    })

    const scheduled = await runInProcess(repo, { 'renew-only': 'true' })
    expect(scheduled.exitCode).toBe(1)
    expect(scheduled.errors.join('\n')).toMatch(
      /deploy\/site\.json: could not read its history on main, where a JSON config's record of its link lies/
    )
    expect(emulators.platform.log.entries).toHaveLength(0)
    expect(git(repo, 'rev-parse', 'main')).toBe(before)
    expect(emulators.github.pulls(OWNER, repo).filter(p => p.state === 'open')).toHaveLength(0)
  })
})

describe('a YAML block switched off by hand since the last export', () => {
  const VALUES = 'deploy/values.yaml'
  const values =
    '# Helm values for the docs deployment\nreplicaCount: 2\n\nstaticExport:\n  enabled: false\n  bundleUrl: ""\n'

  it.each([
    ['renew-only', { 'renew-only': 'true' }],
    ['renew-if-expiring-within (due)', { 'renew-if-expiring-within': '30d' }]
  ])('is not switched back on by a scheduled %s run', async (_, renewal) => {
    const repo = await newRepository({ [VALUES]: values })
    const first = await runInProcess(repo, { 'config-path': VALUES })
    expect(first.errors).toEqual([])
    await squashMerge(repo)
    // The operator turns the docs bundle off, keeping the link (and the record) in place.
    commitOnMain(
      repo,
      'Turn the static docs off during the migration',
      text => text.replace('enabled: true', 'enabled: false'),
      VALUES
    )
    const main = git(repo, 'rev-parse', 'main').trim()

    const run = await runInProcess(repo, { 'config-path': VALUES, ...renewal })
    expect(run.errors).toEqual([])
    expect(run.stdout).toMatch(/::notice .*enabled: false/)
    expect(run.outputs['pull-request-operation']).toBe('skipped')
    // Nothing asked of the platform, nothing written: no branch, the base as the operator left it.
    expect(emulators.platform.log.entries).toEqual([])
    expect(git(repo, 'rev-parse', 'main').trim()).toBe(main)
    expect(git(repo, 'for-each-ref', '--format=%(refname)', 'refs/heads/').trim()).toBe(
      'refs/heads/main'
    )
  })
})

describe('a YAML config whose pull request is still open at the next scheduled run', () => {
  const VALUES = 'deploy/values.yaml'
  const values =
    '# Helm values for the docs deployment\nimage:\n  tag: "1.25.3"\n\nstaticExport:\n  enabled: false\n  bundleUrl: ""\n'

  it("renews the pending branch's job over a base that moved, keeping the base's commit", async () => {
    const repo = await newRepository({ [VALUES]: values })
    const first = await runInProcess(repo, { 'config-path': VALUES })
    expect(first.errors).toEqual([])
    // Not merged yet; Renovate bumps the image tag of the same file on the base meanwhile.
    commitOnMain(
      repo,
      'chore(deps): update image tag to v1.25.4',
      t => t.replace('1.25.3', '1.25.4'),
      VALUES
    )

    const renewal = await runInProcess(repo, { 'config-path': VALUES, 'renew-only': 'true' })
    expect(renewal.errors).toEqual([])
    expect(renewal.outputs['job-id']).toBe(first.outputs['job-id'])
    expect(renewal.stdout).toContain('the branch of the pending pull request')
    expect(renewal.bundleRequests).toBe(1)
    expect(emulators.github.pulls(OWNER, repo).filter(p => p.state === 'open')).toHaveLength(1)
    await squashMerge(repo)
    const onMain = git(repo, 'show', `main:${VALUES}`)
    expect(onMain).toContain('tag: "1.25.4"')
    expect(onMain).toContain(
      `bundleUrl: "${renewal.outputs['bundle-url']}" # static-export: job ${first.outputs['job-id']},`
    )
  })
})

describe('a YAML record with a note its user wrote after it', () => {
  const VALUES = 'deploy/values.yaml'
  const values = 'staticExport:\n  enabled: false\n  bundleUrl: ""\n'

  it('renews the recorded job without a download, and the note stays beside the new record', async () => {
    const repo = await newRepository({ [VALUES]: values })
    const first = await runInProcess(repo, { 'config-path': VALUES })
    expect(first.errors).toEqual([])
    await squashMerge(repo)
    const note = '  # rotated weekly by the docs team, ask #docs-ops'
    commitOnMain(
      repo,
      'Say who owns the link',
      t => t.replace(/(bundleUrl: .*)\n/, `$1${note}\n`),
      VALUES
    )

    const renewal = await runInProcess(repo, { 'config-path': VALUES, 'renew-only': 'true' })
    expect(renewal.errors).toEqual([])
    expect(renewal.outputs['job-id']).toBe(first.outputs['job-id'])
    expect(renewal.stdout).not.toMatch(/guessed/)
    expect(renewal.bundleRequests).toBe(1)
    await squashMerge(repo)
    const line = git(repo, 'show', `main:${VALUES}`)
      .split('\n')
      .find(l => l.includes('bundleUrl'))!
    expect(line).toMatch(
      new RegExp(
        `^  bundleUrl: "[^"]+" # static-export: job ${first.outputs['job-id']}, expires ${renewal.outputs['expires-at']?.replace(/[.]/g, '\\.')}.*, link [0-9a-f]{32}${note}$`
      )
    )
  })
})
