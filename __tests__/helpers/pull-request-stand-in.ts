// What the pull-request delivery tests share: the GitHub stand-in on loopback (every exchange
// held to GitHub's published description after each test), the delivery module loaded once
// GITHUB_API_URL points at it, repositories seeded from the config corpus, and options for a
// run through the real Octokit with its retry and throttling plugins.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  startGitHubEmulator,
  type GitHubEmulator,
  type SeedRepository,
  type TokenGrant
} from '../../emulator/github/index.js'
import { contractProblems } from './github-contract.js'
import type { PullRequestDeliveryOptions } from '../../src/delivery/pull-request/index.js'

export type DeliveryModule = typeof import('../../src/delivery/pull-request/index.js')

const corpus = join(process.cwd(), '__fixtures__', 'configs')
export const helmValues = readFileSync(join(corpus, 'helm-values', 'input.yaml'), 'utf8')
export const helmExpected = readFileSync(join(corpus, 'helm-values', 'expected.yaml'), 'utf8')
export const jsonConfig = readFileSync(join(corpus, 'json-2-space', 'input.json'), 'utf8')
export const goldenUpdate = JSON.parse(
  readFileSync(join(corpus, 'helm-values', 'case.json'), 'utf8')
).update as {
  bundleUrl: string
  version: string
  record: { jobId: string; expiresAt: string }
}

/** What a run logged; tests read the warnings a run gave. */
export interface Captured {
  info: string[]
  warnings: string[]
}

export function captured(): Captured {
  return { info: [], warnings: [] }
}

export interface StandIn {
  /** The running stand-in (set in beforeAll). */
  readonly gh: GitHubEmulator
  /** The delivery module, loaded after GITHUB_API_URL names the stand-in. */
  readonly mod: DeliveryModule
  /** A new repository of `acme` holding the corpus configs (or `files`). */
  newRepo(
    files?: SeedRepository['files'],
    extra?: Omit<SeedRepository, 'owner' | 'repo' | 'files'>
  ): Promise<string>
  /** `git` on the repository's bare directory; returns stdout. */
  git(repo: string, ...args: string[]): string
  /** Options for one run of `acme/<repo>` with the first token, fast retries, no throttle. */
  options(
    repo: string,
    overrides?: Partial<PullRequestDeliveryOptions>,
    log?: Captured
  ): PullRequestDeliveryOptions
}

/**
 * Starts the stand-in for this test file with `tokens` (the first is the default token of
 * `options`) and registers the hooks: start, the contract check after each test, stop.
 */
export function useGitHubStandIn(
  tokens: Record<string, TokenGrant>,
  now = () => new Date('2026-11-22T10:20:00Z')
): StandIn {
  let gh: GitHubEmulator | undefined
  let mod: DeliveryModule | undefined
  let counter = 0
  const savedApiUrl = process.env.GITHUB_API_URL
  const defaultToken = Object.keys(tokens)[0]!

  beforeAll(async () => {
    gh = await startGitHubEmulator({ tokens, now })
    // @actions/github reads GITHUB_API_URL when it loads, as on a runner: set it first.
    process.env.GITHUB_API_URL = gh.url
    mod = await import('../../src/delivery/pull-request/index.js')
  })
  // Every request of the test and every answer of the stand-in, held to GitHub's description.
  afterEach(async () => {
    expect(await contractProblems(gh!.exchanges)).toEqual([])
  })
  afterAll(async () => {
    await gh?.close()
    if (savedApiUrl === undefined) delete process.env.GITHUB_API_URL
    else process.env.GITHUB_API_URL = savedApiUrl
  })

  return {
    get gh() {
      return gh!
    },
    get mod() {
      return mod!
    },
    async newRepo(
      files = {
        'deploy/values.yaml': helmValues,
        'deploy/prod.json': jsonConfig,
        'README.md': '# deploy\n'
      },
      extra = {}
    ) {
      const repo = `deploy-${++counter}`
      await gh!.addRepository({ owner: 'acme', repo, files, ...extra })
      return repo
    },
    git(repo, ...args) {
      return execFileSync('git', ['--git-dir', gh!.repoPath('acme', repo), ...args], {
        encoding: 'utf8'
      })
    },
    options(repo, overrides = {}, log = captured()) {
      return {
        token: defaultToken,
        owner: 'acme',
        repo,
        domain: 'docs.example.com',
        configPaths: ['deploy/values.yaml'],
        update: {
          bundleUrl: goldenUpdate.bundleUrl,
          version: goldenUpdate.version,
          jobId: goldenUpdate.record.jobId,
          expiresAt: goldenUpdate.record.expiresAt,
          pageCount: 42
        },
        logger: {
          info: m => log.info.push(m),
          warning: m => log.warnings.push(m),
          debug: () => {}
        },
        // Fast retries; the write throttle's one-second spacing is kept only where a test says so.
        octokitOptions: { retry: { retryAfterBaseValue: 1 }, throttle: { enabled: false } },
        ...overrides
      }
    }
  }
}

/** The error a run failed with; a run that succeeds fails the test. */
export async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise
  } catch (err) {
    return err as Error
  }
  throw new Error('the run succeeded but was expected to fail')
}
