// Run by optimised-scanner.test.ts in a child Node with --expose-gc and --trace-deopt: scans
// the kept real pages again and again, with a full collection every few pages (as the garbage
// budget asks for them during a download), so V8's optimised code for the scanner lives through
// many collections. The parent reads V8's deoptimisation trace.
import { LinkReport } from '../../src/archive/link-report.js'
import { realSitePages } from './real-site.js'

const rounds = Number(process.argv[2])
const pages = realSitePages()
const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with --expose-gc')

const report = new LinkReport(() => true)
let scanned = 0
for (let round = 0; round < rounds; round++) {
  for (const [name, bytes] of pages) {
    report.scanPage(name, bytes)
    if (++scanned % 5 === 0) gc()
  }
}
report.finish()
console.log(`scanned ${scanned} pages`)
