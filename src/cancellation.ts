// A cancelled run leaves no partial file behind. The runner cancels a step by sending SIGINT to
// its process, SIGTERM 7.5 s later, then kills it; on Windows the two are Ctrl+C and Ctrl+Break,
// which Node delivers as SIGINT and SIGBREAK. Node's default for each is to end at once, which
// left the archive being downloaded (`<name>.tar.gz.part`), or a copy being made
// under the archive's own name, in the temporary folder: until the job ends in RUNNER_TEMP, and
// for good in os.tmpdir() where RUNNER_TEMP is not set (a local run, some self-hosted set-ups),
// where a multi-gigabyte part file per cancelled run fills the disk.
//
// So the files a run is writing (and the tool-cache entry an archive is being copied into, a
// folder) are registered here while they are incomplete. On any of these signals they are
// removed (synchronously: nothing else of the run runs after that), and the same signal is
// raised again under Node's default action, so the process still ends by that signal and the
// runner sees the cancellation as before. SIGBREAK had no handler: a Windows run that Ctrl+C did
// not reach or end was ended by Ctrl+Break with its part file left behind.
//
// One step is finished before a cancel ends the run (finishBeforeCancel): from a branch's move to
// its pull request, where ending at once left a branch no pull request showed (and a scheduled
// renewal then decided from its link, not the base's) or an open pull request whose body named
// the previous job.
import { rmSync } from 'node:fs'

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGBREAK'] as const

/**
 * The signal raised again to end the process. Node cannot raise SIGBREAK (libuv's kill knows
 * SIGINT, SIGTERM, SIGKILL and SIGQUIT only, and answers ENOSYS on Windows): SIGTERM ends the
 * process there as SIGINT does (TerminateProcess), and is what Ctrl+Break stands for.
 */
const raised = (signal: NodeJS.Signals): NodeJS.Signals =>
  signal === 'SIGBREAK' ? 'SIGTERM' : signal

/** Files and folders that would be incomplete if the run stopped now. */
const incomplete = new Set<string>()

/**
 * Registers `path` as incomplete until the returned function is called (when the file is
 * finished, renamed or removed by the run itself).
 */
export function removeOnCancel(path: string): () => void {
  incomplete.add(path)
  return () => {
    incomplete.delete(path)
  }
}

/** What a cancel waits for now (finishBeforeCancel), each under its own key. */
const finishing = new Map<symbol, string>()
/** The signal a cancel came by while something was finishing; raised once all of it is done. */
let deferred: NodeJS.Signals | undefined

/**
 * Holds a cancel back until the returned function is called, for a step that would leave the
 * user's repository inconsistent if stopped half-way (a branch moved, its pull request not yet
 * opened or updated). The first signal then only says so in the log; the run ends by it once
 * the step is done. A second signal (the runner's SIGTERM, 7.5 s after its SIGINT) ends the run
 * at once: a runner that is out of patience kills the process next.
 */
export function finishBeforeCancel(what: string): () => void {
  const key = Symbol(what)
  finishing.set(key, what)
  return () => {
    if (!finishing.delete(key)) return
    if (finishing.size === 0 && deferred !== undefined) end(deferred)
  }
}

function onSignal(signal: NodeJS.Signals): void {
  if (finishing.size > 0 && deferred === undefined) {
    deferred = signal
    const what = [...finishing.values()].join('; ')
    // Written directly: the step's log is all the runner shows of a cancelled step.
    process.stdout.write(
      `Cancel received (${signal}): ${what} first, so that nothing is left half-done; the run then ends\n`
    )
    return
  }
  end(signal)
}

/** Removes what is incomplete and ends the process by `signal`. */
function end(signal: NodeJS.Signals): void {
  for (const path of incomplete) {
    try {
      rmSync(path, { force: true, recursive: true })
    } catch {
      // Nothing more can be done in a process that is ending; the others are still removed.
    }
  }
  incomplete.clear()
  for (const name of SIGNALS) process.removeListener(name, onSignal)
  // Without a listener Node's default action is back: the process ends by this signal.
  process.kill(process.pid, raised(signal))
}

/** Installs the signal handlers (once, by the action's entry). */
export function handleCancellation(): void {
  for (const name of SIGNALS) {
    if (!process.listeners(name).includes(onSignal)) process.on(name, onSignal)
  }
}
