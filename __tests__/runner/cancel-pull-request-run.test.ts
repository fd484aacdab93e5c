// Runner tests: a step cancelled while its pull request is written. The runner sends SIGINT to
// the process it started, then SIGTERM 7.5 s later. Between the branch's move and its pull
// request, ending at once would leave a branch that no pull request shows (which a scheduled
// renewal would then have to see past) or an open pull request whose body describes the job
// before this one. What must hold: the cancel waits for the pull request, then the process still
// ends by the signal it was sent.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { WORKFLOW_WRITE_GRANT } from '../../emulator/github/server.js'
import { OWNER, PR_BRANCH as BRANCH, runnerSuite } from '../helpers/runner.js'

const TOKEN = 'ghs_cancel_pull_request_token'

const suite = runnerSuite({
  name: 'cancel-pr',
  token: TOKEN,
  platform: { config: { jobs: { queuedMs: 0, msPerPage: 5 }, linkLifetimeSeconds: 2 * 86_400 } },
  github: { tokens: { [TOKEN]: WORKFLOW_WRITE_GRANT } }
})

const VALUES = 'replicaCount: 2\nstaticExport:\n  enabled: false\n  bundleUrl: ""\n'

/** The processes whose environment holds `marker`: the action's, found as a runner knows it. */
function processesMarked(marker: string): number[] {
  return readdirSync('/proc')
    .filter(name => /^\d+$/.test(name) && Number(name) !== process.pid)
    .filter(name => {
      try {
        return readFileSync(`/proc/${name}/environ`, 'latin1').includes(marker)
      } catch {
        return false // ended, or not ours to read
      }
    })
    .map(Number)
}

let runs = 0

/** A run that is sent SIGINT just before its first request matching `method` and `path`. */
async function cancelledBefore(repo: string, method: string, path: RegExp) {
  const marker = `CANCEL_PR_MARK=${process.pid}-${++runs}`
  const sent: number[] = []
  suite.emulators.github.beforeNext(method, path, async () => {
    for (const pid of processesMarked(marker)) {
      process.kill(pid, 'SIGINT')
      sent.push(pid)
    }
    // The request is answered a moment later, as a slow API would.
    await new Promise(resolve => setTimeout(resolve, 1000))
  })
  const run = await suite.run(
    { delivery: 'pull-request', 'config-path': 'deploy/values.yaml', labels: 'docs' },
    { repo, extraEnv: { [marker.split('=')[0]!]: marker.split('=')[1]! } }
  )
  expect(sent.length).toBeGreaterThan(0)
  return run
}

async function pullsOf(repo: string) {
  const res = await fetch(`${suite.emulators.github.url}/repos/${OWNER}/${repo}/pulls?state=all`, {
    headers: { Authorization: `Bearer ${TOKEN}` }
  })
  return (await res.json()) as { number: number; body: string; head: { ref: string } }[]
}

describe('a cancel while the pull request is written', () => {
  it('opens the pull request of the branch it just moved, then ends by the signal', async () => {
    const repo = await suite.newRepository({ 'deploy/values.yaml': VALUES })
    const run = await cancelledBefore(repo, 'POST', /\/pulls$/)
    expect(run.signal).toBe('SIGINT')
    expect(run.stdout).toContain(
      `Cancel received (SIGINT): opening the pull request of ${BRANCH}, just moved first`
    )
    const pulls = await pullsOf(repo)
    expect(pulls.map(p => p.head.ref)).toEqual([BRANCH])
    // Nothing after the pull request: its labels are left, the run was cancelled.
    expect(run.stdout).not.toMatch(/Pull request #1 created/)
  })

  it('updates the open pull request to the new job before it ends', async () => {
    const repo = await suite.newRepository({ 'deploy/values.yaml': VALUES })
    const first = await suite.run(
      { delivery: 'pull-request', 'config-path': 'deploy/values.yaml' },
      { repo }
    )
    expect(first.code).toBe(0)
    const run = await cancelledBefore(repo, 'PATCH', /\/pulls\/1$/)
    expect(run.signal).toBe('SIGINT')
    const [pull] = await pullsOf(repo)
    const branchFile = suite.git(repo, 'show', `${BRANCH}:deploy/values.yaml`)
    // The branch and the body name the same job: the second run's.
    const job = /static-export: job (\S+),/.exec(branchFile)![1]!
    expect(job).not.toBe(first.outputs['job-id'])
    expect(pull!.body).toContain(job)
    expect(pull!.body).not.toContain(first.outputs['job-id'])
  })
})

describe('a cancel while the artifact is uploaded', () => {
  /** Folders named artifact-… anywhere under `root` (the runs' RUNNER_TEMPs). */
  const stagingFolders = (root: string): string[] =>
    (readdirSync(root, { recursive: true }) as string[]).filter(p =>
      /(^|\/)artifact-[^/]+$/.test(p)
    )

  it('removes its staging folder before the run ends by the signal', async () => {
    const marker = `CANCEL_PR_MARK=${process.pid}-${++runs}`
    // The service fails the upload's finalizing for a while: the client retries with its
    // backoff, the staged archive in place, and the cancel comes then.
    suite.emulators.artifacts.injectFault({ operation: 'FinalizeArtifact', status: 503, times: 3 })
    let sent = false
    const poll = setInterval(() => {
      if (sent || stagingFolders(suite.scratch).length === 0) return
      for (const pid of processesMarked(marker)) process.kill(pid, 'SIGINT')
      sent = true
    }, 20)
    try {
      const run = await suite.run(
        { delivery: 'artifact' },
        { extraEnv: { [marker.split('=')[0]!]: marker.split('=')[1]! } }
      )
      expect(sent).toBe(true)
      expect(run.signal).toBe('SIGINT')
      expect(stagingFolders(suite.scratch)).toEqual([])
      expect(readdirSync(join(run.files.runnerTemp))).not.toContainEqual(
        expect.stringMatching(/^artifact-/)
      )
    } finally {
      clearInterval(poll)
    }
  })
})
