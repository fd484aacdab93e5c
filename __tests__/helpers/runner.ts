// The one runner harness: runs `node dist/index.js` as a GitHub runner would (emulator/runner-env.ts
// builds the environment) and reads back what the runner reads afterwards. `runDist` is the run
// itself (used by the runner tests, the reliability harness and `npm run chaos`); `runnerSuite`
// adds what the runner tests against the GitHub stand-in share: the emulators started once per
// file, a scratch folder, a repository of its own per test, `git` on the stand-in's repositories
// and, where asked, GitHub's contract checked on every exchange after each test.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ArtifactService } from '../../emulator/artifact/service.js'
import type { SeedRepository, StartGitHubEmulatorOptions } from '../../emulator/github/server.js'
import { startEmulators, type EmulatorSet } from '../../emulator/index.js'
import type { PlatformEmulatorOptions } from '../../emulator/platform/server.js'
import {
  makeRunnerEnv,
  readOutputs,
  runAction,
  type RunnerEnvOptions,
  type RunnerFiles,
  type RunResult
} from '../../emulator/runner-env.js'
import { contractProblems } from './github-contract.js'

export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..')
export const ACTION_YML = join(ROOT, 'action.yml')
/**
 * The bundle under test: dist/index.js, or a candidate bundle named by RELIABILITY_ENTRY, to try a
 * fix in src/ before dist/ is rebuilt: `npx ncc build src/action.ts -o <dir>` gives the action in
 * one file, without the restart under one malloc arena (dist/index.js's part, src/index.ts).
 */
export const ENTRY = process.env.RELIABILITY_ENTRY
  ? resolve(process.env.RELIABILITY_ENTRY)
  : join(ROOT, 'dist', 'index.js')

/** The emulator's default organization: its admin key and the domain it exports. */
export const ADMIN_KEY = 'svc_local_admin_key'
export const DOMAIN = 'docs.acme.test'
/** The owner of every repository the runner tests make in the GitHub stand-in. */
export const OWNER = 'acme'
/** The branch the action writes for DOMAIN. */
export const PR_BRANCH = `static-export/${DOMAIN}`

export interface DistRun extends RunResult {
  outputs: Record<string, string>
  summary: string
  files: RunnerFiles
  /** The environment the run was given. */
  env: NodeJS.ProcessEnv
  /** The run was killed because it outlived its time limit. */
  timedOut: boolean
}

export interface DistRunOptions extends Omit<RunnerEnvOptions, 'actionYml'> {
  /**
   * The artifact service stand-in: ACTIONS_RESULTS_URL and a runtime token naming a run of its
   * own (`run-<runId>`, or a fresh one), so artifacts of different runs never collide.
   */
  artifacts?: ArtifactService
  /** The bundle to run; ENTRY by default. */
  entry?: string
  /** The node binary; the one running the tests by default. */
  node?: string
  timeoutMs?: number
}

let backendRuns = 0

/** Runs dist/index.js once with a runner's environment and reads back what the runner would. */
export async function runDist(options: DistRunOptions): Promise<DistRun> {
  const { artifacts, entry, node, timeoutMs, ...envOptions } = options
  const backendId = `run-${options.runId ?? `n${++backendRuns}`}`
  const { env, files } = await makeRunnerEnv({
    actionYml: ACTION_YML,
    ...envOptions,
    ...(artifacts
      ? {
          resultsUrl: artifacts.url,
          runtimeToken: artifacts.mintToken({ workflowRunBackendId: backendId })
        }
      : {})
  })
  const result = await runAction(entry ?? ENTRY, env, { node, timeoutMs: timeoutMs ?? 120_000 })
  return {
    ...result,
    outputs: await readOutputs(files.output),
    summary: readFileSync(files.stepSummary, 'utf8'),
    files,
    env,
    timedOut: result.signal === 'SIGKILL'
  }
}

/** The `::error` lines of a run's log. */
export const errorLines = (stdout: string): string[] =>
  stdout.split('\n').filter(line => line.startsWith('::error'))
/** The `::error` lines as one text ('' when there are none). */
export const errorText = (stdout: string): string => errorLines(stdout).join('\n')
/** The `::warning` lines of a run's log. */
export const warningLines = (stdout: string): string[] =>
  stdout.split('\n').filter(line => line.startsWith('::warning'))

export interface RunnerSuiteOptions {
  /** Names the scratch folder and the suite's repositories (`<name>-<n>`). */
  name: string
  /** The token runs carry as `github.token`, unless a run names another. */
  token: string
  platform?: PlatformEmulatorOptions
  github?: StartGitHubEmulatorOptions
  /** The inputs every run starts from; the platform's (domain, admin key, api-url) by default. */
  inputs?: (emulators: EmulatorSet) => Record<string, string>
  /** Check every exchange with the GitHub stand-in against GitHub's description after each test. */
  contract?: boolean
}

export interface SuiteRunOptions extends Omit<
  DistRunOptions,
  'inputs' | 'tmpRoot' | 'repository' | 'artifacts'
> {
  /** The repository (of OWNER) the run is for; `docs` by default. */
  repo?: string
  /** The run's token; '' for none. The suite's token by default. */
  token?: string
  /** Give the run the suite's artifact service (true by default). */
  artifacts?: boolean
}

export interface RunnerSuite {
  readonly emulators: EmulatorSet
  readonly scratch: string
  /** A repository of its own (OWNER/<name>-<n>) seeded with `files`, Actions allowed to open pull requests. */
  newRepository(
    files: SeedRepository['files'],
    settings?: Omit<SeedRepository, 'owner' | 'repo' | 'files'>
  ): Promise<string>
  run(inputs: Record<string, string>, options?: SuiteRunOptions): Promise<DistRun>
  /** `git` on the stand-in's bare repository, as text. */
  git(repo: string, ...args: string[]): string
  /** `git` on the stand-in's bare repository, as bytes. */
  gitBytes(repo: string, ...args: string[]): Buffer
  /** The refs of a repository (`refs/heads/main` …), one a line. */
  refs(repo: string): string
}

/**
 * Starts the emulators once for the calling test file (beforeAll), removes them and the scratch
 * folder afterwards (afterAll), and, with `contract`, checks GitHub's contract after each test.
 */
export function runnerSuite(options: RunnerSuiteOptions): RunnerSuite {
  let emulators: EmulatorSet | undefined
  let scratch: string | undefined
  let repos = 0
  let runs = 0
  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), `${options.name}-runner-test-`))
    emulators = await startEmulators({
      platform: options.platform,
      github: options.github,
      artifactStorageDir: join(scratch, 'artifacts')
    })
  })
  if (options.contract) {
    afterEach(async () => {
      // A stand-in serving GHES's paths is held to GitHub Enterprise Server's description.
      const ghes = options.github?.basePath?.replace(/\/+$/, '').endsWith('/api/v3') === true
      expect(
        await contractProblems(
          suite.emulators.github.exchanges,
          ghes ? 'ghes-3.17' : 'api.github.com'
        )
      ).toEqual([])
    })
  }
  afterAll(async () => {
    await emulators?.close()
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  })
  const started = (): EmulatorSet => {
    if (!emulators) throw new Error('the runner suite is used before its beforeAll')
    return emulators
  }
  const platformInputs = (e: EmulatorSet): Record<string, string> => ({
    domain: DOMAIN,
    'admin-key': ADMIN_KEY,
    'api-url': e.platform.url
  })
  const gitBytes = (repo: string, ...args: string[]): Buffer =>
    execFileSync('git', ['--git-dir', started().github.repoPath(OWNER, repo), ...args], {
      maxBuffer: 64 * 1024 * 1024
    })
  const suite: RunnerSuite = {
    get emulators() {
      return started()
    },
    get scratch() {
      started()
      return scratch!
    },
    async newRepository(files, settings = {}) {
      repos += 1
      const repo = `${options.name}-${repos}`
      await started().github.addRepository({
        owner: OWNER,
        repo,
        files,
        actionsCanCreatePullRequests: true,
        ...settings
      })
      return repo
    },
    run(inputs, runOptions = {}) {
      const e = started()
      const { repo = 'docs', token = options.token, artifacts = true, ...rest } = runOptions
      runs += 1
      return runDist({
        tmpRoot: join(scratch!, `run-${runs}`),
        inputs: { ...(options.inputs ?? platformInputs)(e), ...inputs },
        apiUrl: e.github.url,
        githubToken: token,
        repository: `${OWNER}/${repo}`,
        ...(artifacts ? { artifacts: e.artifacts } : {}),
        ...rest
      })
    },
    git: (repo, ...args) => gitBytes(repo, ...args).toString('utf8'),
    gitBytes,
    refs: repo => suite.git(repo, 'for-each-ref', '--format=%(refname)').trim()
  }
  return suite
}
