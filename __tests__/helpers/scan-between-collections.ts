// Run by optimised-scanner.test.ts in a child Node with --expose-gc and --trace-deopt: scans
// the kept real pages again and again, with a full collection every few pages (as the garbage
// budget asks for them during a download), so V8's optimised code for the scanner lives through
// many collections. The parent reads V8's deoptimisation trace. First a control: a function
// optimised and then given a string is thrown away, so the trace shows it names a function.
import { LinkReport } from '../../src/archive/link-report.js'
import { realSitePages } from './real-site.js'

// --allow-natives-syntax: V8's own calls, reached through Function (TypeScript has no syntax
// for them).
const prepare = new Function('f', '%PrepareFunctionForOptimization(f)') as (f: unknown) => void
const optimize = new Function('f', '%OptimizeFunctionOnNextCall(f)') as (f: unknown) => void
const status = new Function('f', 'return %GetOptimizationStatus(f)') as (f: unknown) => number
const OPTIMIZED = 1 << 4 // V8's OptimizationStatus::kOptimized, the same on Node 20 and 24

/** One try at the control: a fresh function (its own feedback, so a string can still surprise
 * it) optimised on numbers, then given a string. True when V8 says it was optimised and then
 * thrown away, which the trace must show. */
function controlRound(): boolean {
  const traceControl = new Function('return function traceControl(x) { return x + 1 }')() as (
    x: unknown
  ) => unknown
  prepare(traceControl)
  traceControl(1)
  traceControl(2)
  optimize(traceControl)
  traceControl(3)
  if ((status(traceControl) & OPTIMIZED) === 0) return false
  traceControl('x')
  return (status(traceControl) & OPTIMIZED) === 0
}
// A busy machine once left the control unoptimised on its one try, and the test failed for
// want of its trace line; a few tries, each checked through V8's own status, take that away.
let controlThrownAway = false
for (let tries = 0; tries < 5 && !controlThrownAway; tries++) controlThrownAway = controlRound()
console.log(controlThrownAway ? 'control thrown away' : 'control not thrown away in 5 tries')

const rounds = Number(process.argv[2])
const pages = realSitePages()
const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with --expose-gc')

// Every page of the site is listed, as the archive would before or after it.
const report = new LinkReport()
for (const [name] of pages) report.noteFile(name)
let scanned = 0
for (let round = 0; round < rounds; round++) {
  for (const [name, bytes] of pages) {
    report.scanPage(name, bytes)
    if (++scanned % 5 === 0) gc()
  }
}
report.finish()
console.log(`scanned ${scanned} pages`)
