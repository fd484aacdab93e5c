// The download benchmark's settings from the environment (bench/download.ts): which build of the
// action runs under which Node, and the development switches that make a run partial. Apart
// from the benchmark so its header lists every switch in one place, and so the rule that a
// partial or probed run never writes RESULTS.md is next to the switches that make it one.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { node24Binary } from '../../emulator/runner-env.js'
import { REPO_ROOT } from './results.js'

// BENCH_ENTRY=<file> runs another build of the action: an experiment's copy of dist/ made with
// `npm run bundle` (a plain `ncc build` evaluates undici at start, 8-25 MiB more at the peak).
export const ENTRY = process.env.BENCH_ENTRY ?? path.join(REPO_ROOT, 'dist', 'index.js')
// The action runs under Node 24 (action.yml's `runs.using`), installed by
// scripts/ensure-test-tools.mjs; the floor's gunzip runs under the same Node so the ratio
// compares like with like. Another Node's memory and speed differ (v20 loads less code).
export const ACTION_NODE =
  process.env.BENCH_NODE ?? (existsSync(node24Binary) ? node24Binary : process.execPath)
// For development: BENCH_ONLY=<part of a label> runs the matching bundles only, BENCH_OURS_ONLY=1
// skips curl, the careful shell and gunzip, BENCH_ACTION_NODE_OPTIONS reaches the action's
// NODE_OPTIONS (e.g. `--import` a memory probe), BENCH_ACTION_ENV=K=V,K=V adds to its
// environment (e.g. MALLOC_ARENA_MAX), BENCH_ACTION_STDOUT=<file> keeps the action's last
// output there (e.g. with `--trace-gc`), BENCH_REPS=<n> runs every bundle n times (A/B pairs of
// builds interleaved by hand). Such runs never write RESULTS.md.
// BENCH_SITE_ARCHIVE=<file.tar.gz>[,<file.tar.gz>…] adds rows for archives of real sites made
// elsewhere (`tar czf` of a generator's output), so the action meets pages it was not built
// around; such a run writes RESULTS.md only if every bundle ran.
export const ONLY = process.env.BENCH_ONLY
export const SITE_ARCHIVES = (process.env.BENCH_SITE_ARCHIVE ?? '').split(',').filter(Boolean)
export const OURS_ONLY = process.env.BENCH_OURS_ONLY === '1'
export const ACTION_NODE_OPTIONS = process.env.BENCH_ACTION_NODE_OPTIONS
export const ACTION_STDOUT = process.env.BENCH_ACTION_STDOUT
export const REPS =
  process.env.BENCH_REPS === undefined ? undefined : Number(process.env.BENCH_REPS)
if (REPS !== undefined && !(Number.isInteger(REPS) && REPS > 0)) {
  throw new Error(
    `BENCH_REPS must be a whole number of runs, 1 or more; got ${process.env.BENCH_REPS}`
  )
}
/** A partial or probed run (any of the settings above): it never writes RESULTS.md. */
export const PARTIAL =
  ONLY !== undefined ||
  OURS_ONLY ||
  process.env.BENCH_ENTRY !== undefined ||
  ACTION_NODE_OPTIONS !== undefined ||
  process.env.BENCH_ACTION_ENV !== undefined ||
  REPS !== undefined

/** BENCH_ACTION_ENV=K=V,K=V as variables added to the action's environment. */
export const ACTION_ENV: Record<string, string> = Object.fromEntries(
  (process.env.BENCH_ACTION_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map(kv => kv.split('=') as [string, string])
)
