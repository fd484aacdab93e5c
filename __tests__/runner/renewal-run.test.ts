// Runner tests of renewal without a second download: dist/index.js against the platform
// emulator (whose object store answers Range and sends an ETag) and the GitHub stand-in. The
// platform emulator's request log counts what reached the bundle host.
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { WORKFLOW_WRITE_GRANT } from '../../emulator/github/server.js'
import { parseRecordComment } from '../../src/config/index.js'
import { cloneCommitPush } from '../helpers/clone-and-push.js'
import {
  DOMAIN,
  errorText as errors,
  OWNER,
  PR_BRANCH as BRANCH,
  runnerSuite
} from '../helpers/runner.js'

const TOKEN = 'ghs_runner_test_token'
const BUNDLE_PATH = /^\/exports\/[^/]+\/bundle\.tar\.gz$/

const values = (block = '  enabled: false\n  bundleUrl: ""\n'): string =>
  `# Helm values for the docs deployment\nreplicaCount: 2\n\nstaticExport:\n${block}`

const suite = runnerSuite({
  name: 'renew',
  token: TOKEN,
  contract: true,
  platform: {
    config: { jobs: { queuedMs: 50, msPerPage: 5 }, linkLifetimeSeconds: 6 * 86_400 }
  },
  github: { tokens: { [TOKEN]: WORKFLOW_WRITE_GRANT } }
})

const newRepository = (text = values()): Promise<string> =>
  suite.newRepository({ 'deploy/values.yaml': text })

/** A run, and how many requests for the archive reached the bundle host during it. */
async function run(repo: string, inputs: Record<string, string>, extraEnv = {}) {
  suite.emulators.platform.log.clear()
  const result = await suite.run(
    { delivery: 'pull-request', 'config-path': 'deploy/values.yaml', ...inputs },
    { repo, extraEnv }
  )
  return { ...result, bundleRequests: suite.emulators.platform.log.count('GET', BUNDLE_PATH) }
}

const git = suite.git
const sha256Of = (file: string): string =>
  createHash('sha256').update(readFileSync(file)).digest('hex')

/** A renewal that proved the new link with one request to the bundle host, downloading nothing. */
function expectProvenWithoutDownload(renewal: Awaited<ReturnType<typeof run>>): void {
  expect(errors(renewal.stdout)).toBe('')
  expect(renewal.code).toBe(0)
  expect(renewal.stdout).toMatch(/Not downloaded: the new link serves the archive verified earlier/)
  expect(renewal.bundleRequests).toBe(1)
}
/** The record comment on the action's branch. */
const recordOn = (repo: string) => {
  const line = git(repo, 'show', `${BRANCH}:deploy/values.yaml`)
    .split('\n')
    .find(l => l.includes('bundleUrl:'))!
  return parseRecordComment(line.slice(line.indexOf('#')))
}

describe('renewal without downloading again, run as a runner runs it', () => {
  it('records size, ETag and sha256; a renewal then makes one request to the bundle host', async () => {
    const repo = await newRepository()
    const first = await run(repo, {})
    expect(errors(first.stdout)).toBe('')
    expect(first.code).toBe(0)
    expect(first.bundleRequests).toBe(1)
    const record = recordOn(repo)
    expect(record).toMatchObject({
      jobId: first.outputs['job-id'],
      sizeBytes: Number(first.outputs['bundle-size']),
      sha256: first.outputs['archive-sha256']
    })
    expect(record?.etag).toMatch(/^".+"$/)

    const renewal = await run(repo, { 'renew-only': 'true' })
    expectProvenWithoutDownload(renewal)
    const probe = suite.emulators.platform.log.entries.filter(e => BUNDLE_PATH.test(e.path))
    expect(probe.map(e => [e.status, e.hadAuthorization])).toEqual([[206, false]])
    expect(renewal.summary).toMatch(/proven to serve the archive an earlier run verified/)
    expect(renewal.outputs['archive-sha256']).toBe(first.outputs['archive-sha256'])
    expect(renewal.outputs['archive-path']).toBeUndefined()
    // The record carries the archive forward for the next renewal, beside the new link's expiry.
    expect(recordOn(repo)).toEqual({ ...record, expiresAt: renewal.outputs['expires-at'] })
  })

  it('leaves the config’s version as it is: a renewed job keeps the version it was exported as', async () => {
    const repo = await newRepository()
    expect((await run(repo, {})).code).toBe(0)
    // One with: block for the export and the renewal steps, its version bumped since.
    const renewal = await run(repo, { 'renew-only': 'true', version: '2024-06-01' })
    expect(errors(renewal.stdout)).toBe('')
    expect(renewal.code).toBe(0)
    expect(renewal.stdout).toMatch(
      /::warning title=version not used by a renewal::version 2024-06-01 is not written beside the renewed link/
    )
    expect(git(repo, 'show', `${BRANCH}:deploy/values.yaml`)).not.toMatch(/version/)
  })

  it('falls back to the full download when the ETag changed, saying why', async () => {
    const seed = await newRepository()
    const first = await run(seed, {})
    expect(first.code).toBe(0)
    const record = recordOn(seed)!
    const stale = `# static-export: job ${record.jobId}, size ${record.sizeBytes}, etag "\\"other\\"", sha256 ${record.sha256}`
    const repo = await newRepository(
      values(`  enabled: true\n  bundleUrl: "https://old.invalid/b.tar.gz"  ${stale}\n`)
    )
    const renewal = await run(repo, { 'job-id': record.jobId! })
    expect(errors(renewal.stdout)).toBe('')
    expect(renewal.code).toBe(0)
    expect(renewal.stdout).toContain(
      'Full download: the link serves another ETag than the recorded one'
    )
    expect(renewal.bundleRequests).toBe(2)
    expect(renewal.outputs['archive-sha256']).toBe(record.sha256)
    expect(renewal.outputs['archive-path']).toBeDefined()
    expect(recordOn(repo)).toEqual({ ...record, expiresAt: renewal.outputs['expires-at'] })
  })

  it('on a self-hosted runner keeps the archive and reuses it for the artifact', async () => {
    const toolCache = join(suite.scratch, 'self-hosted-tool-cache')
    const selfHosted = { RUNNER_ENVIRONMENT: 'self-hosted', RUNNER_TOOL_CACHE: toolCache }
    const repo = await newRepository()
    const first = await run(repo, { delivery: 'both' }, selfHosted)
    expect(errors(first.stdout)).toBe('')
    expect(first.stdout).toContain("Kept the verified archive in the runner's tool cache")
    const renewal = await run(repo, { delivery: 'both', 'renew-only': 'true' }, selfHosted)
    expect(errors(renewal.stdout)).toBe('')
    expect(renewal.code).toBe(0)
    expect(renewal.bundleRequests).toBe(1)
    expect(renewal.stdout).toMatch(/the tool cache holds it with sha256/)
    expect(renewal.outputs['artifact-digest']).toBe(first.outputs['artifact-digest'])

    // A GitHub-hosted runner neither keeps nor looks: the artifact means a full download.
    const hosted = await run(
      repo,
      { delivery: 'both', 'renew-only': 'true' },
      {
        RUNNER_TOOL_CACHE: toolCache
      }
    )
    expect(hosted.code).toBe(0)
    expect(hosted.stdout).toContain(
      'Full download: the artifact is wanted and no archive is kept here (GitHub-hosted runners start fresh each job)'
    )
    expect(hosted.bundleRequests).toBe(1)
  })

  it('keeps the verified file itself in the tool cache, and a later step of the same job takes it back intact', async () => {
    // The runner's default folders share one disk (_work/_temp and _work/_tool): a second copy
    // of the archive there doubled its disk use (an ARC pod's ephemeral-storage limit, a runner
    // disk that holds it once) and its copy time. Two steps of one job share RUNNER_TEMP.
    const toolCache = join(suite.scratch, 'one-disk-tool-cache')
    const runnerTemp = join(suite.scratch, 'one-job-runner-temp')
    const selfHosted = {
      RUNNER_ENVIRONMENT: 'self-hosted',
      RUNNER_TOOL_CACHE: toolCache,
      RUNNER_TEMP: runnerTemp
    }
    const cached = (): string => {
      const files = readdirSync(toolCache, { recursive: true, encoding: 'utf8' })
      const found = files.filter(f => f.endsWith('bundle.tar.gz'))
      expect(found).toHaveLength(1)
      return join(toolCache, found[0]!)
    }
    const repo = await newRepository()
    const first = await run(repo, { delivery: 'both' }, selfHosted)
    expect(errors(first.stdout)).toBe('')
    const archive = first.outputs['archive-path']!
    expect(archive.startsWith(runnerTemp)).toBe(true)
    // One file on the disk, under two names.
    expect(statSync(cached()).ino).toBe(statSync(archive).ino)

    // The next step renews the same job: the archive is taken from the cache to the same name
    // in RUNNER_TEMP, which must not write through into the cached file it reads.
    for (let step = 1; step <= 2; step++) {
      const renewal = await run(repo, { delivery: 'both', 'renew-only': 'true' }, selfHosted)
      expect(errors(renewal.stdout)).toBe('')
      expect(renewal.bundleRequests).toBe(1)
      expect(renewal.stdout).toMatch(/the tool cache holds it with sha256/)
      expect(renewal.outputs['archive-path']).toBe(archive)
      expect(renewal.outputs['artifact-digest']).toBe(first.outputs['artifact-digest'])
      expect(sha256Of(cached())).toBe(first.outputs['archive-sha256'])
      expect(sha256Of(archive)).toBe(first.outputs['archive-sha256'])
    }
  })
})

// Which job a renewal renews when the config was written or changed by hand: the record only
// for the link it was written for, else the link's own path only when it names its job beyond
// doubt, else nothing is guessed and job-id is asked for before any request.
describe('the job behind a link changed or written by hand', () => {
  it("renews the job of a link pasted over the record, not the record's job", async () => {
    const first = await newRepository()
    const recordedRun = await run(first, {})
    expect(recordedRun.code).toBe(0)
    const other = await run(await newRepository(), {})
    expect(other.code).toBe(0)
    expect(other.outputs['job-id']).not.toBe(recordedRun.outputs['job-id'])
    // The link of the second job pasted over the first one's, its record left beside it.
    const file = git(first, 'show', `${BRANCH}:deploy/values.yaml`)
    const pasted = file.replace(recordedRun.outputs['bundle-url']!, other.outputs['bundle-url']!)
    expect(pasted).not.toBe(file)
    const repo = await newRepository(pasted)

    const renewal = await run(repo, { 'renew-only': 'true' })
    expect(errors(renewal.stdout)).toBe('')
    expect(renewal.code).toBe(0)
    expect(renewal.stdout).toContain(
      `names job ${recordedRun.outputs['job-id']} but was written for another link`
    )
    expect(renewal.outputs['job-id']).toBe(other.outputs['job-id'])
    expect(recordOn(repo)?.jobId).toBe(other.outputs['job-id'])
  })

  it("refuses to renew the job of another site's record (a values file copied over), writing nothing", async () => {
    const first = await newRepository()
    const recordedRun = await run(first, {})
    expect(recordedRun.code).toBe(0)
    expect(recordOn(first)?.domain).toBe(DOMAIN)
    // The same file in the repository of another site's deployment.
    const repo = await newRepository(git(first, 'show', `${BRANCH}:deploy/values.yaml`))
    const renewal = await run(repo, { 'renew-only': 'true', domain: 'docs.other.example' })
    expect(renewal.code).not.toBe(0)
    expect(renewal.stdout).toContain(
      `::error::renew-only: deploy/values.yaml records job ${recordedRun.outputs['job-id']} of ${DOMAIN}, not of docs.other.example (the domain input)`
    )
    expect(suite.emulators.platform.log.entries).toEqual([])
    expect(suite.refs(repo)).toBe('refs/heads/main')
  })

  it('asks for job-id before any request when the link does not name its job', async () => {
    const link = 'https://s3.eu-west-1.amazonaws.com/docs-bucket-1/bundle.tar.gz?X-Amz-Signature=x'
    const repo = await newRepository(values(`  enabled: true\n  bundleUrl: "${link}"\n`))
    const renewal = await run(repo, { 'renew-only': 'true' })
    expect(renewal.code).not.toBe(0)
    expect(renewal.stdout).toMatch(/::error::renew-only: .*Give the job's id as job-id/)
    expect(suite.emulators.platform.log.entries).toEqual([])
    expect(suite.refs(repo)).toBe('refs/heads/main')
  })

  it('says a job id guessed from the link was a guess when the platform does not know it', async () => {
    const link = `${suite.emulators.platform.url}/exports/se_0000000000000404/bundle.tar.gz?X-Amz-Signature=x`
    const repo = await newRepository(values(`  enabled: true\n  bundleUrl: "${link}"\n`))
    const renewal = await run(repo, { 'renew-only': 'true' })
    expect(renewal.code).not.toBe(0)
    expect(renewal.stdout).toContain('job se_0000000000000404 is guessed from its path')
    expect(renewal.stdout).toMatch(
      /::error::The platform does not know job se_0000000000000404 \(404\)\. That id was guessed from the path of the link in deploy\/values.yaml/
    )
    expect(suite.refs(repo)).toBe('refs/heads/main')
  })
})

describe('a base that changes while a renewal works', () => {
  it('writes nothing when the link it renewed was replaced on the base meanwhile', async () => {
    const repo = await newRepository()
    const first = await run(repo, {})
    expect(first.code).toBe(0)
    // The first run's pull request merged: the renewal reads the base, no branch.
    git(repo, 'update-ref', 'refs/heads/main', git(repo, 'rev-parse', BRANCH).trim())
    git(repo, 'update-ref', '-d', `refs/heads/${BRANCH}`)
    // Once the renewal has its new link (the bundle call was made), someone merges a hand edit.
    const handEdited = values(
      '  enabled: true\n  bundleUrl: "https://cdn.example.com/se_n3w2/bundle.tar.gz"\n'
    )
    let edited = ''
    const github = suite.emulators.github
    const editOnceLinked = (): void =>
      github.beforeNext('GET', new RegExp(`/repos/${OWNER}/${repo}$`), async () => {
        if (suite.emulators.platform.log.count('POST', /\/bundle$/) === 0) return editOnceLinked()
        edited = await github
          .git(OWNER, repo)
          .seedFiles(
            { 'deploy/values.yaml': handEdited },
            'main',
            { name: 'Someone', email: 'someone@example.com', date: '2026-11-22T10:21:00Z' },
            'Pin the docs bundle by hand'
          )
      })
    editOnceLinked()

    const renewal = await run(repo, { 'renew-only': 'true' })
    expect(edited).toMatch(/^[0-9a-f]{40}$/)
    expect(renewal.code).not.toBe(0)
    expect(renewal.stdout).toMatch(
      /::error::.*deploy\/values.yaml on main \([0-9a-f]{7}\) no longer holds the link this renewal was decided from/
    )
    expect(suite.refs(repo)).toBe('refs/heads/main')
    expect(git(repo, 'rev-parse', 'main').trim()).toBe(edited)
    expect(git(repo, 'show', 'main:deploy/values.yaml')).toBe(handEdited)
  })
})

describe('a branch whose pull request is over', () => {
  /** A call to the GitHub stand-in as the repository's owner would make it. */
  const github = async (method: string, path: string, body: unknown): Promise<number> => {
    const res = await fetch(`${suite.emulators.github.url}/repos/${OWNER}/${path}`, {
      method,
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body)
    })
    await res.arrayBuffer()
    return res.status
  }

  it('reads the base past a branch that never got its pull request (a run cancelled after the push)', async () => {
    const exported = await newRepository()
    const first = await run(exported, {})
    expect(first.code).toBe(0)
    const fresh = git(exported, 'show', `${BRANCH}:deploy/values.yaml`)
    // The base serves that job's link an hour from its end; the branch holds a fresh one and,
    // its run stopped before opening one, no pull request.
    const dueSoon = new Date(Date.now() + 3_600_000).toISOString()
    const repo = await newRepository(fresh.replace(/expires [^,\s]+/, `expires ${dueSoon}`))
    git(repo, 'fetch', suite.emulators.github.repoPath(OWNER, exported), `${BRANCH}:${BRANCH}`)

    const renewal = await run(repo, { 'renew-only': 'true', 'renew-if-expiring-within': '72h' })
    expect(errors(renewal.stdout)).toBe('')
    expect(renewal.code).toBe(0)
    expect(renewal.stdout).toContain(`${BRANCH} has no pull request`)
    expect(renewal.stdout).not.toContain('Link renewal not due')
    expect(renewal.outputs['job-id']).toBe(first.outputs['job-id'])
    expect(renewal.outputs['pull-request-number']).toBe('1')
  })

  it("renews the base's job, not the link of a pull request closed without merging", async () => {
    const repo = await newRepository()
    const merged = await run(repo, {})
    expect(merged.code).toBe(0)
    // The first export's pull request merged; its branch stays, as GitHub leaves it by default.
    expect(await github('PUT', `${repo}/pulls/1/merge`, { merge_method: 'squash' })).toBe(200)
    const rejected = await run(repo, {})
    expect(rejected.code).toBe(0)
    expect(rejected.outputs['pull-request-number']).toBe('2')
    // The second export is turned down: its pull request closed, the branch left as it was.
    expect(await github('PATCH', `${repo}/pulls/2`, { state: 'closed' })).toBe(200)

    const renewal = await run(repo, { 'renew-only': 'true' })
    expect(errors(renewal.stdout)).toBe('')
    expect(renewal.code).toBe(0)
    expect(renewal.outputs['job-id']).toBe(merged.outputs['job-id'])
    expect(renewal.stdout).toContain(
      `${BRANCH} still holds the link of pull request #2, which was closed without merging`
    )
    expect(recordOn(repo)?.jobId).toBe(merged.outputs['job-id'])
  })
})

describe('renewal of a JSON config, which holds no comment', () => {
  const CONFIG = 'deploy/site.json'
  const json =
    '{\n  "replicaCount": 2,\n  "staticExport": { "enabled": false, "bundleUrl": "" }\n}\n'
  const runJson = (repo: string, inputs: Record<string, string> = {}) =>
    run(repo, { 'config-path': CONFIG, ...inputs })
  const lastMessage = (repo: string, ref: string) =>
    git(repo, 'log', '-1', '--format=%B', ref, '--', CONFIG)

  it('records the archive in the commit that wrote the link; a renewal reads it and does not download', async () => {
    const repo = await suite.newRepository({ [CONFIG]: json })
    const first = await runJson(repo)
    expect(errors(first.stdout)).toBe('')
    expect(first.code).toBe(0)
    expect(first.bundleRequests).toBe(1)
    // The file changes only where the link goes; the record is the commit's last paragraph,
    // and the pull request body carries it in a comment (for a squash that takes the body).
    const file = git(repo, 'show', `${BRANCH}:${CONFIG}`)
    expect(file).not.toContain('static-export')
    expect(lastMessage(repo, BRANCH)).toMatch(/\n\nStatic-Export-Record: \{.*\}\n*$/)
    const pr = suite.emulators.github.pulls(OWNER, repo)[0]!
    expect(pr.body).toMatch(/<!--\nStatic-Export-Record: \{.*\}\n-->$/)

    const renewal = await runJson(repo, { 'renew-only': 'true' })
    expectProvenWithoutDownload(renewal)
    expect(renewal.outputs['archive-sha256']).toBe(first.outputs['archive-sha256'])
    expect(renewal.outputs['job-id']).toBe(first.outputs['job-id'])

    // Squashed with the body as its message, the branch gone: the base's commit carries it.
    const main = git(repo, 'rev-parse', 'main').trim()
    const tree = git(repo, 'rev-parse', `${BRANCH}^{tree}`).trim()
    const body = suite.emulators.github.pulls(OWNER, repo)[0]!.body!
    const squash = git(repo, 'commit-tree', tree, '-p', main, '-m', `Static export (#1)\n\n${body}`)
    git(repo, 'update-ref', 'refs/heads/main', squash.trim())
    git(repo, 'update-ref', '-d', `refs/heads/${BRANCH}`)
    expectProvenWithoutDownload(await runJson(repo, { 'renew-only': 'true' }))

    // A link edited by hand in a commit that still carries the record (a squash of the
    // action's commit and a fix-up, say): the record no longer describes the link in the file.
    cloneCommitPush(
      suite.emulators.github.repoPath(OWNER, repo),
      suite.scratch,
      'main',
      (inWork, work) => {
        const onMain = readFileSync(join(work, CONFIG), 'utf8')
        const edited = onMain.replace(
          /"bundleUrl": "[^"]*"/,
          '"bundleUrl": "https://old.invalid/b.tar.gz"'
        )
        expect(edited).not.toBe(onMain)
        writeFileSync(join(work, CONFIG), edited)
        inWork('commit', '-q', '-am', `Static export, fixed by hand\n\n${body}`)
      }
    )
    // The renewal before opened the branch again; the base is what is read without it.
    git(repo, 'update-ref', '-d', `refs/heads/${BRANCH}`)
    const hand = await runJson(repo, { 'job-id': first.outputs['job-id']! })
    expect(errors(hand.stdout)).toBe('')
    expect(hand.code).toBe(0)
    expect(hand.stdout).toContain(
      'Full download: the config holds no record of an earlier verified download'
    )
    expect(hand.bundleRequests).toBe(1)
  })

  it("keeps the record through the action's own squash, in a repository whose squash commits are blank", async () => {
    // No required checks: the pull request is mergeable at once, so the action squashes it.
    const repo = await suite.newRepository(
      { [CONFIG]: json },
      { allowAutoMerge: true, squashMergeCommitMessage: 'BLANK' }
    )
    const first = await runJson(repo, { 'auto-merge': 'squash' })
    expect(errors(first.stdout)).toBe('')
    expect(first.code).toBe(0)
    expect(first.stdout).toMatch(/merged it \(squash\)/)
    expect(git(repo, 'log', '-1', '--format=%B', 'main')).toMatch(/\nStatic-Export-Record: \{/)
    git(repo, 'update-ref', '-d', `refs/heads/${BRANCH}`)

    const renewal = await runJson(repo, { 'renew-only': 'true' })
    expectProvenWithoutDownload(renewal)
  })
})
