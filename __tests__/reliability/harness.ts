// Shared by the reliability tests and `npm run chaos`: runs `node dist/index.js` as a runner
// would against the emulators, and judges what it left behind (exit code, `::error::` lines,
// outputs, summary, files in RUNNER_TEMP) and whether any secret escaped.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { ArtifactService } from '../../emulator/artifact/service.js'
import type { PlatformEmulator } from '../../emulator/platform/server.js'
import type { RunnerFiles } from '../../emulator/runner-env.js'
import {
  ADMIN_KEY,
  DOMAIN,
  errorLines,
  OWNER,
  ROOT,
  runDist as runAsRunner,
  type DistRun
} from '../helpers/runner.js'

export { ADMIN_KEY, DOMAIN, ENTRY, errorLines, PR_BRANCH, ROOT } from '../helpers/runner.js'
export type { DistRun } from '../helpers/runner.js'

/** The emulator's public assistant key (refused as an admin key). */
export const ASSISTANT_KEY = 'svc_dsc_local_assistant_key'
/** What `${{ github.token }}` expands to in these runs; a secret like the others. */
export const GITHUB_TOKEN = 'ghs_reliabilitySuiteToken0123456789abcdef'

export interface DistRunOptions {
  platform: PlatformEmulator
  artifacts?: ArtifactService
  /** Inputs over the defaults (domain, admin key and api-url of `platform`). */
  inputs?: Record<string, string>
  tmpRoot: string
  runId: string
  timeoutMs?: number
  node?: string
  /** GITHUB_API_URL, for pull-request delivery against the GitHub stand-in. */
  githubApiUrl?: string
  /** The bundle to run; ENTRY by default. */
  entry?: string
  /** Variables added to the runner's environment (RUNNER_DEBUG, …). */
  extraEnv?: Record<string, string | undefined>
}

/** Runs dist/index.js once against `platform`, with GITHUB_TOKEN as the workflow's token. */
export function runDist(options: DistRunOptions): Promise<DistRun> {
  const { platform, inputs, githubApiUrl, timeoutMs, ...rest } = options
  return runAsRunner({
    ...rest,
    inputs: { domain: DOMAIN, 'admin-key': ADMIN_KEY, 'api-url': platform.url, ...inputs },
    githubToken: GITHUB_TOKEN,
    apiUrl: githubApiUrl,
    timeoutMs: timeoutMs ?? 60_000
  })
}

/** Archive files (finished or partial) the run left in RUNNER_TEMP. */
export function archivesLeft(files: RunnerFiles): string[] {
  if (!existsSync(files.runnerTemp)) return []
  return readdirSync(files.runnerTemp, { recursive: true })
    .map(String)
    .filter(name => /\.tar\.gz(\.part)?$|\.part$/.test(name))
}

/**
 * A failure is "clear" when it exits 1 with an `::error::` line that says something, and no
 * stack trace or catch-all message reached the log in its place.
 */
export function unclearFailure(run: DistRun): string | undefined {
  if (run.timedOut) return 'hung (killed at its time limit)'
  if (run.code !== 1) return `exit code ${run.code ?? run.signal}`
  const errors = errorLines(run.stdout)
  if (errors.length === 0)
    return `no ::error:: line (stderr: ${run.stderr.trim().split('\n')[0]?.slice(0, 160) ?? ''})`
  const text = errors.join('\n')
  if (/::error[^:]*::\s*(%0A)?\s*$/.test(errors[0]!)) return 'empty ::error:: message'
  if (/Unexpected failure|Unhandled|\[object Object\]|undefined$/i.test(text))
    return `catch-all message: ${text.slice(0, 200)}`
  // A stack trace: "    at fn (file:line:col)" in the error or on stderr.
  if (/%0A\s+at |\n\s+at .+:\d+:\d+\)?/.test(text) || /^\s+at .+:\d+:\d+\)?$/m.test(run.stderr))
    return 'stack trace instead of a message'
  return undefined
}

export interface SecretSet {
  adminKey?: string
  assistantKey?: string
  githubToken?: string
  /** Masked bundle links (and their signatures) issued during the run. */
  links?: string[]
  /**
   * The run masked its links: then no link signature of any link (a renewed one too) may show,
   * whether or not it is listed in `links`.
   */
  linksMasked?: boolean
}

/**
 * Where a secret escaped: stdout or stderr outside `::add-mask::` lines, an output other than
 * bundle-url, or the job summary. Returns one line per leak; empty when none.
 */
export function secretLeaks(run: DistRun, secrets: SecretSet): string[] {
  const values: Array<[string, string]> = []
  if (secrets.adminKey) values.push(['admin key', secrets.adminKey])
  if (secrets.assistantKey) values.push(['assistant key', secrets.assistantKey])
  if (secrets.githubToken) values.push(['GitHub token', secrets.githubToken])
  for (const link of secrets.links ?? []) {
    values.push(['bundle link', link])
    const signature = /X-Amz-Signature=([0-9a-f]+)/.exec(link)?.[1]
    if (signature) values.push(['bundle link signature', signature])
  }
  const log = (run.stdout + '\n' + run.stderr)
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
  const leaks: string[] = []
  for (const [what, value] of values) {
    if (log.includes(value)) leaks.push(`${what} in the log`)
    if (run.summary.includes(value)) leaks.push(`${what} in the job summary`)
    for (const [name, output] of Object.entries(run.outputs)) {
      if (name !== 'bundle-url' && output.includes(value)) leaks.push(`${what} in output ${name}`)
    }
  }
  if (secrets.linksMasked) {
    const signature = /X-Amz-Signature=[0-9a-f]{16,}/
    if (signature.test(log)) leaks.push('a link signature in the log')
    if (signature.test(run.summary)) leaks.push('a link signature in the job summary')
  }
  return leaks
}

/** The repository holding the deployment config in pull-request runs, and its config file. */
export const DEPLOY_OWNER = OWNER
export const DEPLOY_REPO = 'deploy'
export const CONFIG_PATH = 'deploy/values.yaml'

/** The example Helm values (comments, anchors, a staticExport block) as the config on base. */
export function exampleValues(): string {
  return readFileSync(join(ROOT, 'examples', 'deploy', 'values.yaml'), 'utf8')
}

/**
 * The GitHub stand-in with the deploy repository (its files given, else the example values at
 * CONFIG_PATH) and GITHUB_TOKEN allowed to write contents and pull requests, as a workflow's
 * token with `permissions: contents: write, pull-requests: write` is.
 */
export async function startGitHubStandIn(files?: Record<string, string | Buffer>) {
  const { startGitHubEmulator } = await import('../../emulator/github/server.js')
  return startGitHubEmulator({
    tokens: { [GITHUB_TOKEN]: { contents: 'write', pullRequests: 'write', isActionsToken: true } },
    repositories: [
      {
        owner: DEPLOY_OWNER,
        repo: DEPLOY_REPO,
        files: files ?? { [CONFIG_PATH]: exampleValues() }
      }
    ]
  })
}

/** Inputs for pull-request delivery into the stand-in's deploy repository. */
export function pullRequestInputs(delivery: 'pull-request' | 'both' = 'pull-request') {
  return {
    delivery,
    repository: `${DEPLOY_OWNER}/${DEPLOY_REPO}`,
    'config-path': CONFIG_PATH
  }
}

/** A file's text on a branch of a stand-in repository, or undefined when it is not there. */
export function fileOnBranch(gitDir: string, branch: string, path: string): string | undefined {
  try {
    return execFileSync('git', ['--git-dir', gitDir, 'show', `refs/heads/${branch}:${path}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore']
    })
  } catch {
    return undefined
  }
}

/** The bundleUrl written in a YAML config's staticExport block. */
export function bundleUrlIn(yamlText: string): string | undefined {
  return /^\s*bundleUrl:\s*["']?([^"'\s#]+)/m.exec(yamlText)?.[1]
}

/** Every commit of a branch with its patch and message, for secret checks. */
export function branchHistory(gitDir: string, branch: string, format = '-p'): string {
  return execFileSync('git', ['--git-dir', gitDir, 'log', format, `refs/heads/${branch}`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024
  })
}
