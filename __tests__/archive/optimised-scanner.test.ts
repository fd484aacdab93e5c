// The page scanner's optimised code must outlive full collections. During a download the
// garbage budget asks for a full collection every few megabytes (buffer-garbage.ts); the scanner
// used to make its byte searchers (NextOf) and its walks afresh for every page, and V8's
// optimised code for `scan`, `startFor` and `NextOf.at` refers to what it was made for weakly. A
// collection that found none of those objects alive (between pages, every page's are dead)
// threw the code away, to be compiled again: on the Rust docs 27 times per function in one run,
// about 0.8 s of CPU in 4.7-5.2 s. The scanner now keeps one set of each for all pages.
//
// Read from V8's own deoptimisation trace in a child Node (`reason: weak objects` on Node 20,
// `reason: embedded weak objects cleared` on Node 24), over the kept real pages, with a full
// collection after every fifth page. The scanner as it was gives about a hundred such lines here.
// A control function the child deoptimises on purpose shows the trace is there to be read.
//
// The child runs a plain JavaScript bundle of the script (esbuild), not the script through tsx:
// tsx's loader runs in a second thread with its own V8 isolate, whose trace lines interleave
// with the main thread's mid-line. A CI run lost the control's line that way ('deoptimizing
// [bailout … deoptimizing … entries]'), and a split line could as well hide a weak-objects one.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'

const SCRIPT = path.resolve('__tests__/helpers/scan-between-collections.ts')

let bundleDir = ''
let bundled = ''
beforeAll(async () => {
  bundleDir = mkdtempSync(path.join(tmpdir(), 'scan-trace-'))
  bundled = path.join(bundleDir, 'scan-between-collections.mjs')
  // Names kept as written, so the trace names the functions the test looks for.
  await build({
    entryPoints: [SCRIPT],
    outfile: bundled,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    // Dependencies bundled from CommonJS (the HTTP client's `tunnel`) require Node's own modules;
    // an ESM bundle has no `require` unless it makes one.
    banner: {
      js: "import { createRequire as __testRequire } from 'node:module'; const require = __testRequire(import.meta.url);"
    }
  })
})
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }))

/** The child's output: V8's trace lines and the script's own. */
function traceScans(rounds: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--trace-deopt', '--allow-natives-syntax', bundled, String(rounds)],
      { stdio: ['ignore', 'pipe', 'pipe'], cwd: process.cwd() }
    )
    let output = ''
    child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text))
    child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text))
    child.on('error', reject)
    child.on('close', code => resolve({ code, output }))
  })
}

it('keeps its optimised code through full collections between pages', async () => {
  const { code, output } = await traceScans(100)
  expect(output).toContain('scanned 1700 pages')
  expect(code).toBe(0)
  // The trace is on and names functions: the child's control was thrown away (V8 says so), and
  // the trace shows it.
  expect(output).toContain('control thrown away')
  expect(output).toMatch(/deoptimizing .*traceControl/)
  const thrownAway = output
    .split('\n')
    .filter(
      line => /marking dependent code/.test(line) && /reason: (embedded )?weak objects/.test(line)
    )
    .map(line => /SharedFunctionInfo ([^ >)]+)/.exec(line)?.[1] ?? line)
  expect(thrownAway).toEqual([])
}, 60_000)
