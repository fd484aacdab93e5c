// Hostile archives served at the end of a real presigned link by the platform emulator (through
// its transformArchive hook, and its reportSizeBytes hook for a lying sizeBytes), met by
// dist/index.js as a runner runs it. Each run must fail with a clear `::error::` saying what is
// wrong with the bundle, upload nothing, leave no archive in RUNNER_TEMP, report no archive
// outputs, and send no Authorization header to the download route.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startArtifactService, type ArtifactService } from '../../emulator/artifact/service.js'
import {
  HOSTILE_ARCHIVE_KINDS,
  hostileArchiveTransform,
  type HostileArchiveKind
} from '../../emulator/platform/hostile-archives.js'
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import {
  ADMIN_KEY,
  archivesLeft,
  CONFIG_PATH,
  DEPLOY_OWNER,
  DEPLOY_REPO,
  errorLines,
  fileOnBranch,
  PR_BRANCH,
  pullRequestInputs,
  runDist,
  secretLeaks,
  startGitHubStandIn,
  unclearFailure
} from './harness.js'

/** What the `::error::` must say for each kind: the verifier's finding, in words. */
const EXPECTED: Record<HostileArchiveKind, RegExp> = {
  'dot-dot-entry': /failed verification: entry "\.\.\/outside\.html" climbs out of the bundle/,
  'absolute-entry': /failed verification: entry "\/etc\/cron\.d\/evil" has an absolute path/,
  'symlink-outside': /failed verification: symlink "assets\/escape" points outside the bundle/,
  'hardlink-outside': /failed verification: link "assets\/shadow" points to the absolute path/,
  'gzip-bomb': /failed verification: .*likely gzip bomb/,
  'truncated-entry': /failed verification: the archive is truncated: a tar entry ends early/,
  'not-gzip': /failed verification: the archive is not valid gzip/,
  'no-index': /failed verification: the archive has no index\.html at its root/,
  'symlink-chain-escape':
    /failed verification: (symlink "esc" points outside the bundle .*through the symbolic link "d\/up"|entry "esc\/pwned\.html" lies under the symbolic link "esc")/,
  'file-then-folder': /failed verification: entry "index\.html" is a file and then again a folder/,
  'hardlink-with-data': /failed verification: link "guide\/copy\.html" carries 1024 bytes of data/,
  'long-entry-name':
    /failed verification: entry "guide\/a+.*" is 10000 bytes long; tar cannot unpack names longer than 4096 bytes/
}

let scratch: string
let platform: PlatformEmulator
let artifacts: ArtifactService
/** The kind the next export's archive is replaced with. */
let hostileKind: HostileArchiveKind | undefined
/** Bytes added to the real size in the next bundle answer's sizeBytes. */
let sizeSkew = 0
let runs = 0

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'reliability-hostile-'))
  platform = await startPlatformEmulator({
    config: { jobs: { queuedMs: 0, msPerPage: 5 } },
    transformArchive: hostileArchiveTransform(() => hostileKind),
    reportSizeBytes: ({ size }) => size + sizeSkew
  })
  artifacts = await startArtifactService({ storageDir: join(scratch, 'artifact-store') })
})
afterAll(async () => {
  await platform.close()
  await artifacts.close()
  rmSync(scratch, { recursive: true, force: true })
})
beforeEach(() => {
  platform.log.clear()
  hostileKind = undefined
  sizeSkew = 0
})

async function runAgainstHostileBundle(github?: { url: string }) {
  runs += 1
  const uploadsBefore = artifacts.count('CreateArtifact')
  const run = await runDist({
    platform,
    artifacts,
    tmpRoot: join(scratch, `run-${runs}`),
    runId: String(4_000_000 + runs),
    ...(github
      ? {
          githubApiUrl: github.url,
          // The emulator's links live an hour: under the default lifetime a pull request asks
          // for, which is now refused right after the bundle call, before the archive is judged.
          inputs: { ...pullRequestInputs('both'), 'min-link-lifetime': '30m' }
        }
      : {})
  })
  const downloads = platform.log.entries.filter(e => e.path.startsWith('/exports/'))
  return {
    ...run,
    uploads: artifacts.count('CreateArtifact') - uploadsBefore,
    downloads,
    leaks: secretLeaks(run, {
      adminKey: ADMIN_KEY,
      links: run.outputs['bundle-url'] ? [run.outputs['bundle-url']] : [],
      linksMasked: true
    })
  }
}

function expectRefusedCleanly(run: Awaited<ReturnType<typeof runAgainstHostileBundle>>): void {
  expect(unclearFailure(run)).toBeUndefined()
  expect(run.uploads).toBe(0)
  expect(archivesLeft(run.files)).toEqual([])
  expect(run.outputs['archive-path']).toBeUndefined()
  expect(run.outputs['archive-sha256']).toBeUndefined()
  expect(run.outputs['artifact-id']).toBeUndefined()
  // The link was fetched (the bytes were really judged), never with credentials.
  expect(run.downloads.length).toBeGreaterThan(0)
  expect(run.downloads.every(e => !e.hadAuthorization)).toBe(true)
  expect(run.leaks).toEqual([])
}

it('serves a good archive when no hostile kind is chosen (the control run succeeds)', async () => {
  const run = await runAgainstHostileBundle()
  expect(errorLines(run.stdout)).toEqual([])
  expect(run.code).toBe(0)
  expect(run.uploads).toBe(1)
  expect(run.outputs['archive-sha256']).toMatch(/^[0-9a-f]{64}$/)
  expect(run.leaks).toEqual([])
})

describe.each(HOSTILE_ARCHIVE_KINDS.map(kind => ({ kind })))('a bundle with $kind', ({ kind }) => {
  it('is refused with a clear error; nothing uploaded, kept or reported', async () => {
    hostileKind = kind
    const run = await runAgainstHostileBundle()
    expectRefusedCleanly(run)
    expect(errorLines(run.stdout).join('\n')).toMatch(EXPECTED[kind])
    expect(errorLines(run.stdout).join('\n')).toMatch(/not uploaded, delivered or reported as good/)
  })
})

describe.each([
  { title: 'more bytes than it serves', skew: 4096 },
  { title: 'fewer bytes than it serves', skew: -100 }
])('a bundle answer whose sizeBytes claims $title', ({ skew }) => {
  it('is refused with an error naming sizeBytes; nothing uploaded, kept or reported', async () => {
    sizeSkew = skew
    const run = await runAgainstHostileBundle()
    expectRefusedCleanly(run)
    expect(errorLines(run.stdout).join('\n')).toMatch(/sizeBytes/)
  })
})

// Archives that only look harmless entry by entry (issue 16, item 5): refused before any delivery,
// the pull request included.
describe.each(
  (['symlink-chain-escape', 'file-then-folder', 'hardlink-with-data'] as const).map(kind => ({
    kind
  }))
)('a bundle with $kind, delivered by pull request and artifact', ({ kind }) => {
  it('is refused before the pull request is written', async () => {
    const github = await startGitHubStandIn()
    try {
      hostileKind = kind
      const run = await runAgainstHostileBundle(github)
      expectRefusedCleanly(run)
      expect(errorLines(run.stdout).join('\n')).toMatch(EXPECTED[kind])
      const gitDir = github.repoPath(DEPLOY_OWNER, DEPLOY_REPO)
      expect(fileOnBranch(gitDir, PR_BRANCH, CONFIG_PATH)).toBeUndefined()
      expect(github.pulls(DEPLOY_OWNER, DEPLOY_REPO)).toHaveLength(0)
      expect(run.outputs['pull-request-number']).toBeUndefined()
    } finally {
      await github.close()
    }
  })
})
