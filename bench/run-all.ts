// `npm run bench`: every benchmark in turn, each writing its section of bench/RESULTS.md, then the
// renderer's benchmark (`npm run bench:render`) when that script exists. BENCH_QUICK=1 runs them
// at small sizes and writes bench/out/RESULTS.quick.md instead.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from './lib/results.js'

const BENCHMARKS = ['polling.ts', 'startup.ts', 'download.ts', 'end-to-end.ts']

function run(command: string, args: string[]): void {
  console.log(`\n> ${[command, ...args].join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit' })
  const took = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(
      `${args.join(' ')} failed (exit ${result.status ?? result.signal}) after ${took} s`
    )
    process.exitCode = 1
  } else {
    console.log(`(${took} s)`)
  }
}

const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx')
for (const bench of BENCHMARKS) run(tsx, [path.join('bench', bench)])

const scripts = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>
  }
).scripts
if (scripts?.['bench:render']) run('npm', ['run', 'bench:render'])
else console.log('\n(no bench:render script yet: the render benchmark is skipped)')
