// Seeded chaos runs of dist/index.js: each run gets its own platform emulator and artifact
// service with a random mix (drawn from the run's seed) of 5xx answers, 429 with Retry-After,
// connection resets, latency, truncated downloads, links that expire mid-download and failed
// jobs (and, delivering by pull request, GitHub API 5xx, 422 on the ref update and a base that
// moves mid-update), and must end in one of two ways:
//
//   success  exit 0, archive-sha256 equal to the platform's archive, the archive on disk with
//            those bytes, (artifact delivery) one artifact stored with that digest, and
//            (pull-request delivery) one pull request whose config holds this run's link, which
//            downloads the platform's archive;
//   failure  exit 1 with a clear `::error::` (no stack trace, no catch-all, no hang).
//
// Anything else is a defect, and so is a secret in the log, outputs or summary, an
// Authorization header at the download route, an archive left behind by a failed run, a second
// pull request, or a committed link that does not download the platform's archive.
// Used by `npm run chaos` (scripts/chaos.ts, 300 runs) and by chaos.test.ts (a short run).
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { startArtifactService } from '../../emulator/artifact/service.js'
import { prng, type FaultRoute, type FaultRule } from '../../emulator/platform/faults.js'
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import {
  ADMIN_KEY,
  ASSISTANT_KEY,
  CONFIG_PATH,
  ENTRY,
  DEPLOY_OWNER,
  DEPLOY_REPO,
  GITHUB_TOKEN,
  PR_BRANCH,
  archivesLeft,
  branchHistory,
  bundleUrlIn,
  errorLines,
  fileOnBranch,
  pullRequestInputs,
  runDist,
  secretLeaks,
  startGitHubStandIn,
  unclearFailure
} from './harness.js'

export type ChaosDelivery = 'artifact' | 'none' | 'pull-request' | 'both'

/** A fault of the GitHub stand-in, for pull-request runs. */
export type GitHubChaos =
  | { kind: 'error'; method: string; path: string; status: number; times: number }
  | { kind: 'base-moves'; before: 'PATCH' | 'POST' }

export interface ChaosScenario {
  /** Run number within the chaos run, from 0. */
  index: number
  /** The seed this scenario was drawn from (the emulator's fault PRNG uses it too). */
  seed: number
  delivery: ChaosDelivery
  faults: FaultRule[]
  /** GitHub API faults (pull-request and both deliveries only). */
  githubFaults: GitHubChaos[]
  linkLifetimeSeconds: number
  /** Short labels of the ingredients, for the results table. */
  labels: string[]
}

export type OutcomeKind = 'success' | 'clear-failure' | 'defect'

export interface ChaosOutcome {
  scenario: ChaosScenario
  kind: OutcomeKind
  /** The first `::error::` line (failures), or what was wrong (defects). */
  detail: string
  /** Problems found; non-empty exactly when kind is `defect`. */
  problems: string[]
  durationMs: number
}

/** The action's wait-timeout input in chaos runs. */
export const WAIT_TIMEOUT = '10s'

/** Links live two days unless a scenario shortens them, so runs carry no expiry warning. */
const LONG_LINK_SECONDS = 2 * 24 * 3600

/** Draws the scenario of run `index` from `seed`: the same inputs always give the same mix. */
export function planScenario(seed: number, index: number): ChaosScenario {
  const runSeed = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + index * 0x27d4eb2f) >>> 0
  const random = prng(runSeed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const between = (lo: number, hi: number): number => lo + Math.floor(random() * (hi - lo + 1))
  const faults: FaultRule[] = []
  const labels: string[] = []
  let linkLifetimeSeconds = LONG_LINK_SECONDS
  const routes: FaultRoute[] = ['start', 'status', 'bundle', 'download']

  const ingredients = between(1, 4)
  for (let i = 0; i < ingredients; i++) {
    const roll = random()
    if (roll < 0.2) {
      const route = pick(routes)
      const status = pick([500, 502, 503])
      const count = between(1, 3)
      faults.push({ kind: 'error', route, status, count })
      labels.push(`${route}:${status}x${count}`)
    } else if (roll < 0.35) {
      const route = pick(routes)
      const count = between(1, 2)
      faults.push({ kind: 'rate-limit', route, retryAfter: 1, count })
      labels.push(`${route}:429x${count}`)
    } else if (roll < 0.5) {
      const route = pick(routes)
      const count = between(1, 2)
      faults.push({ kind: 'reset', route, count })
      labels.push(`${route}:reset x${count}`)
    } else if (roll < 0.62) {
      const route = pick([...routes, 'any'] as const)
      const latencyMs = between(50, 400)
      const count = between(1, 3)
      faults.push({ kind: 'latency', route, latencyMs, count })
      labels.push(`${route}:+${latencyMs}ms x${count}`)
    } else if (roll < 0.77) {
      const truncateAt = between(5, 95) / 100
      const count = between(1, 2)
      faults.push({ kind: 'truncate', route: 'download', truncateAt, count })
      labels.push(`download:cut@${truncateAt}x${count}`)
    } else if (roll < 0.85) {
      // The first download is cut; its resume is held until the link has expired, so the
      // action must renew the link through the platform and carry on.
      linkLifetimeSeconds = 2
      faults.push({ kind: 'truncate', route: 'download', truncateAt: 0.5, count: 1 })
      faults.push({ kind: 'latency', route: 'download', skip: 1, count: 1, latencyMs: 2100 })
      labels.push('link expires mid-download')
    } else if (roll < 0.92) {
      const atProgress = between(5, 95)
      faults.push({
        kind: 'job-failure',
        atProgress,
        message: `renderer crashed at ${atProgress}%`
      })
      labels.push(`job fails@${atProgress}%`)
    } else {
      // A route that stays down: the run must give up with a clear message, not hang.
      const route = pick(routes)
      if (route === 'download') {
        faults.push({ kind: 'truncate', route, truncateAt: between(10, 90) / 100 })
        labels.push('download always cut')
      } else {
        faults.push({ kind: 'error', route, status: 503 })
        labels.push(`${route}:503 always`)
      }
    }
  }
  const delivery = pick([
    'artifact',
    'artifact',
    'none',
    'pull-request',
    'pull-request',
    'both'
  ] as const)
  const githubFaults: GitHubChaos[] = []
  if (delivery === 'pull-request' || delivery === 'both') {
    const githubIngredients = between(0, 2)
    for (let i = 0; i < githubIngredients; i++) {
      const roll = random()
      if (roll < 0.45) {
        const [method, path] = pick([
          ['GET', '/repos/[^/]+/[^/]+$'],
          ['POST', '/git/blobs$'],
          ['POST', '/git/trees$'],
          ['POST', '/git/commits$'],
          // The branch reset (GraphQL updateRefs) and the fast-forward a ruleset falls back to.
          ['POST', '/graphql$'],
          ['PATCH', '/git/refs/heads/'],
          ['POST', '/git/refs$'],
          ['GET', '/pulls'],
          ['POST', '/pulls$']
        ] as const)
        const status = pick([500, 502, 503])
        const times = between(1, 2)
        githubFaults.push({ kind: 'error', method, path, status, times })
        labels.push(`gh ${method} ${path.replace(/[$^]/g, '')}:${status}x${times}`)
      } else if (roll < 0.7) {
        githubFaults.push({
          kind: 'error',
          method: 'PATCH',
          path: '/git/refs/heads/',
          status: 422,
          times: 1
        })
        labels.push('gh ref update 422')
      } else if (roll < 0.92) {
        const before = pick(['PATCH', 'POST'] as const)
        githubFaults.push({ kind: 'base-moves', before })
        labels.push(`gh base moves before ${before} ref`)
      } else {
        githubFaults.push({
          kind: 'error',
          method: 'POST',
          path: '/pulls$',
          status: 503,
          times: 50
        })
        labels.push('gh pulls 503 always')
      }
    }
  }
  return { index, seed: runSeed, delivery, faults, githubFaults, linkLifetimeSeconds, labels }
}

const sha256 = (file: string): string =>
  createHash('sha256').update(readFileSync(file)).digest('hex')

/** Runs one scenario against emulators of its own and judges the outcome. */
export async function runScenario(
  scenario: ChaosScenario,
  options: { scratch: string; timeoutMs: number; node?: string; entry?: string }
): Promise<ChaosOutcome> {
  const started = Date.now()
  const dir = join(options.scratch, `run-${scenario.index}`)
  const byPullRequest = scenario.delivery === 'pull-request' || scenario.delivery === 'both'
  const platform = await startPlatformEmulator({
    config: {
      jobs: { queuedMs: 50, msPerPage: 20 },
      linkLifetimeSeconds: scenario.linkLifetimeSeconds,
      seed: scenario.seed,
      faults: scenario.faults
    }
  })
  const artifacts = await startArtifactService({ storageDir: join(dir, 'artifact-store') })
  const github = byPullRequest ? await startGitHubStandIn() : undefined
  if (github) armGitHub(github, scenario.githubFaults)
  const problems: string[] = []
  let detail = ''
  let kind: OutcomeKind
  try {
    const run = await runDist({
      platform,
      artifacts,
      githubApiUrl: github?.url,
      // Far above a healthy job's few hundred ms, far below the run's time limit: a status
      // route that stays down must end in the waiter's clear timeout, not in a kill.
      inputs: {
        ...(byPullRequest ? pullRequestInputs(scenario.delivery as 'pull-request' | 'both') : {}),
        delivery: scenario.delivery,
        'wait-timeout': WAIT_TIMEOUT
      },
      tmpRoot: join(dir, 'runner'),
      runId: String(5_000_000 + scenario.index),
      timeoutMs: options.timeoutMs,
      node: options.node,
      entry: options.entry
    })
    const jobId = run.outputs['job-id']
    const platformArchive = jobId ? platform.jobs.get(jobId)?.archive : undefined
    const platformSha =
      platformArchive && existsSync(platformArchive) ? sha256(platformArchive) : undefined
    const reportedSha = run.outputs['archive-sha256']
    const wantsArtifact = scenario.delivery === 'artifact' || scenario.delivery === 'both'

    if (run.code === 0 && !run.timedOut) {
      kind = 'success'
      detail = 'success'
      if (!platformSha) problems.push('success without a platform archive for its job')
      if (reportedSha !== platformSha)
        problems.push(`archive-sha256 ${reportedSha} is not the platform's ${platformSha}`)
      const archivePath = run.outputs['archive-path']
      if (!archivePath || !existsSync(archivePath)) problems.push('archive-path missing')
      else if (sha256(archivePath) !== platformSha)
        problems.push("the archive on disk is not the platform's bytes")
      const stored = artifacts.artifacts()
      if (wantsArtifact) {
        if (stored.length !== 1) problems.push(`${stored.length} artifacts stored, expected 1`)
        else if (stored[0]!.sha256 !== platformSha)
          problems.push("the stored artifact is not the platform's bytes")
        if (run.outputs['artifact-digest'] !== platformSha)
          problems.push(`artifact-digest ${run.outputs['artifact-digest']} is wrong`)
      } else if (stored.length > 0)
        problems.push('an artifact was stored without artifact delivery')
      if (github) {
        const operation = run.outputs['pull-request-operation']
        if (operation !== 'created' && operation !== 'updated')
          problems.push(`pull-request-operation is ${operation}, expected created`)
        const committed = committedLink(github)
        if (committed !== run.outputs['bundle-url'])
          problems.push("the pull request's config does not hold this run's link")
      }
    } else {
      kind = 'clear-failure'
      const unclear = unclearFailure(run)
      detail = errorLines(run.stdout)[0] ?? run.stderr.split('\n').find(Boolean) ?? ''
      if (unclear) problems.push(unclear)
      // A failed run delivers nothing and reports no archive as good.
      if (reportedSha !== undefined && reportedSha !== platformSha)
        problems.push(`failed run reported archive-sha256 ${reportedSha} that is not the bytes`)
      if (archivesLeft(run.files).some(f => f.endsWith('.part')))
        problems.push('a partial download was left in RUNNER_TEMP')
      if (artifacts.artifacts().some(a => a.sha256 !== platformSha))
        problems.push('an artifact that is not the platform archive was stored')
    }

    if (github) problems.push(...(await judgePullRequest(github, platform)))
    const links = run.outputs['bundle-url'] ? [run.outputs['bundle-url']] : []
    for (const leak of secretLeaks(run, {
      adminKey: ADMIN_KEY,
      assistantKey: ASSISTANT_KEY,
      githubToken: GITHUB_TOKEN,
      links,
      linksMasked: true
    }))
      problems.push(`secret leaked: ${leak}`)
    if (platform.log.entries.some(e => e.path.startsWith('/exports/') && e.hadAuthorization))
      problems.push('an Authorization header reached the download route')
  } finally {
    await platform.close()
    await artifacts.close()
    await github?.close()
    rmSync(dir, { recursive: true, force: true })
  }
  if (problems.length > 0) {
    kind = 'defect'
    detail = problems.join('; ')
  }
  return { scenario, kind, detail, problems, durationMs: Date.now() - started }
}

type GitHubStandIn = Awaited<ReturnType<typeof startGitHubStandIn>>

/** Sets the stand-in's faults: answers replaced, or the base moved just before a ref write. */
function armGitHub(github: GitHubStandIn, faults: GitHubChaos[]): void {
  for (const fault of faults) {
    if (fault.kind === 'error') {
      github.injectFault({
        method: fault.method,
        path: new RegExp(fault.path),
        status: fault.status,
        times: fault.times,
        message: fault.status === 422 ? 'Update is not a fast forward' : undefined
      })
    } else {
      // 'PATCH': before the branch is moved (the reset is GraphQL updateRefs); 'POST': created.
      const [method, refs] =
        fault.before === 'PATCH' ? ['POST', /\/graphql$/] : ['POST', /\/git\/refs$/]
      github.beforeNext(method, refs, async () => {
        await github
          .git(DEPLOY_OWNER, DEPLOY_REPO)
          .seedFiles(
            { 'README.md': '# deploy\n\nchanged meanwhile\n' },
            'main',
            { name: 'Someone Else', email: 'else@example.com', date: new Date().toISOString() },
            'Meanwhile on main'
          )
      })
    }
  }
}

/** The bundleUrl the pull request branch's config holds, if the branch exists. */
function committedLink(github: GitHubStandIn): string | undefined {
  const text = fileOnBranch(github.repoPath(DEPLOY_OWNER, DEPLOY_REPO), PR_BRANCH, CONFIG_PATH)
  return text === undefined ? undefined : bundleUrlIn(text)
}

/**
 * Whatever the outcome: at most one pull request; a committed link downloads the platform's
 * archive of its job; no secret in commit messages, pull request titles or bodies.
 */
async function judgePullRequest(
  github: GitHubStandIn,
  platform: PlatformEmulator
): Promise<string[]> {
  const problems: string[] = []
  const pulls = github.pulls(DEPLOY_OWNER, DEPLOY_REPO)
  if (pulls.length > 1) problems.push(`${pulls.length} pull requests opened`)
  const link = committedLink(github)
  if (link) {
    const jobId = /\/exports\/([^/]+)\//.exec(link)?.[1]
    const archive = jobId ? platform.jobs.get(jobId)?.archive : undefined
    const response = await fetch(link).catch(() => undefined)
    const bytes = response?.ok ? Buffer.from(await response.arrayBuffer()) : undefined
    if (!bytes || !archive || createHash('sha256').update(bytes).digest('hex') !== sha256(archive))
      problems.push(
        `the committed link does not download the platform archive (${response?.status})`
      )
  }
  const history = branchMessages(github)
  const text = history + JSON.stringify(pulls.map(p => [p.title, p.body]))
  for (const [what, value] of [
    ['admin key', ADMIN_KEY],
    ['GitHub token', GITHUB_TOKEN]
  ] as const)
    if (text.includes(value)) problems.push(`${what} in a commit message or pull request`)
  if (/X-Amz-Signature=[0-9a-f]{16,}/.test(text))
    problems.push('a link signature in a commit message or pull request')
  return problems
}

function branchMessages(github: GitHubStandIn): string {
  const text = fileOnBranch(github.repoPath(DEPLOY_OWNER, DEPLOY_REPO), PR_BRANCH, CONFIG_PATH)
  if (text === undefined) return ''
  return branchHistory(github.repoPath(DEPLOY_OWNER, DEPLOY_REPO), PR_BRANCH, '--format=%B')
}

export interface ChaosOptions {
  runs: number
  seed: number
  /** Runs at once (each a node process plus its emulators in this process). */
  concurrency?: number
  /** Per-run limit; a run past it is killed and counted as hung. */
  timeoutMs?: number
  node?: string
  onOutcome?: (outcome: ChaosOutcome, done: number) => void
}

export interface ChaosReport {
  seed: number
  outcomes: ChaosOutcome[]
  defects: ChaosOutcome[]
  durationMs: number
}

export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const started = Date.now()
  const scratch = mkdtempSync(join(tmpdir(), 'chaos-'))
  const outcomes: ChaosOutcome[] = []
  // Every run uses one snapshot of the bundle: a rebuild of dist/ during a long chaos run must
  // neither break runs (a half-written dist) nor mix two versions in one result.
  const snapshot = join(scratch, 'dist')
  cpSync(dirname(ENTRY), snapshot, { recursive: true })
  const entry = join(snapshot, basename(ENTRY))
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < options.runs) {
      const scenario = planScenario(options.seed, next++)
      const outcome = await runScenario(scenario, {
        scratch,
        timeoutMs: options.timeoutMs ?? 60_000,
        node: options.node,
        entry
      })
      outcomes.push(outcome)
      options.onOutcome?.(outcome, outcomes.length)
    }
  }
  try {
    await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker))
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  outcomes.sort((a, b) => a.scenario.index - b.scenario.index)
  return {
    seed: options.seed,
    outcomes,
    defects: outcomes.filter(o => o.kind === 'defect'),
    durationMs: Date.now() - started
  }
}

/** What a failure was about, from its `::error::` text, for the outcome table. */
export function failureClass(detail: string): string {
  const text = detail.replace(/%0A/g, ' ')
  if (/min-link-lifetime/.test(text)) return 'link too short-lived to write (min-link-lifetime)'
  if (/did not complete within/.test(text)) return 'wait-timeout (status unreadable)'
  if (/export job .* failed|failed on the platform/i.test(text)) return 'job failed'
  if (/pull request|github|branch|git\/|commit|acme\/deploy/i.test(text))
    return 'GitHub API past retries'
  if (/downloading|bundle link|bytes/i.test(text)) return 'download gave up'
  if (/429|rate/i.test(text)) return 'rate limited past retries'
  if (/answered 5\d\d|temporary problem/i.test(text)) return 'platform 5xx past retries'
  if (/connect|reset|socket|hang up|network/i.test(text)) return 'connection failures past retries'
  return 'other'
}

/** The markdown tables of a chaos report: outcomes by kind and failure class, then defects. */
export function formatReport(report: ChaosReport): string {
  const count = (kind: OutcomeKind): number => report.outcomes.filter(o => o.kind === kind).length
  const lines = [
    `Chaos: ${report.outcomes.length} runs, seed ${report.seed}, ${(report.durationMs / 1000).toFixed(0)} s`,
    '',
    '| Outcome | Runs |',
    '|---|---:|',
    `| success (right archive) | ${count('success')} |`,
    `| failure with a clear ::error:: | ${count('clear-failure')} |`,
    `| defect | ${count('defect')} |`,
    ''
  ]
  const classes = new Map<string, number>()
  for (const o of report.outcomes.filter(o => o.kind === 'clear-failure')) {
    const c = failureClass(o.detail)
    classes.set(c, (classes.get(c) ?? 0) + 1)
  }
  if (classes.size > 0) {
    lines.push('| Failure | Runs |', '|---|---:|')
    for (const [c, n] of [...classes].sort((a, b) => b[1] - a[1])) lines.push(`| ${c} | ${n} |`)
    lines.push('')
  }
  if (report.defects.length > 0) {
    lines.push('| Run | Seed | Delivery | Faults | Defect |', '|---:|---:|---|---|---|')
    for (const d of report.defects) {
      const s = d.scenario
      lines.push(
        `| ${s.index} | ${s.seed} | ${s.delivery} | ${s.labels.join(', ')} | ${d.detail.replace(/\|/g, '\\|').slice(0, 300)} |`
      )
    }
    lines.push('')
  }
  return lines.join('\n')
}
