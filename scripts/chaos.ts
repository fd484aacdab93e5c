// `npm run chaos`: seeded chaos runs of dist/index.js against the emulators (see
// __tests__/reliability/chaos-engine.ts for what each run gets and how it is judged). Prints a
// line per run, then the outcome tables; exits non-zero when any run was a defect.
//
//   npm run chaos                          300 runs, seed 1, two at a time
//   npm run chaos -- --runs 50 --seed 7    another sample
//   npm run chaos -- --json chaos.json     also write every outcome as JSON
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { formatReport, runChaos } from '../__tests__/reliability/chaos-engine.js'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '2' },
    timeout: { type: 'string', default: '60' },
    json: { type: 'string' },
    quiet: { type: 'boolean', default: false }
  }
})

const number = (name: string, text: string, min: number): number => {
  const n = Number(text)
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be a whole number of at least ${min}, not "${text}"`)
    process.exit(2)
  }
  return n
}

const runs = number('runs', values.runs, 1)
const seed = number('seed', values.seed, 0)
const concurrency = number('concurrency', values.concurrency, 1)
const timeoutMs = number('timeout', values.timeout, 1) * 1000

console.log(`chaos: ${runs} runs of dist/index.js, seed ${seed}, ${concurrency} at a time`)
const report = await runChaos({
  runs,
  seed,
  concurrency,
  timeoutMs,
  onOutcome: (outcome, done) => {
    if (values.quiet && outcome.kind !== 'defect') return
    const s = outcome.scenario
    const mark = { success: 'ok  ', 'clear-failure': 'fail', defect: 'DEFECT' }[outcome.kind]
    const what = outcome.kind === 'success' ? '' : `  ${outcome.detail.slice(0, 160)}`
    console.log(
      `${String(done).padStart(4)}/${runs} #${s.index} ${mark} ${(outcome.durationMs / 1000).toFixed(1)}s ` +
        `[${s.delivery}; ${s.labels.join(', ')}]${what}`
    )
  }
})
console.log('')
console.log(formatReport(report))
if (values.json) writeFileSync(values.json, JSON.stringify(report, null, 2) + '\n')
process.exit(report.defects.length > 0 ? 1 : 0)
