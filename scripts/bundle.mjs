// Builds the committed bundles users run: the main action (dist/) and the assistant-check
// action (assistant-check/dist/), each with ncc, as ESM, with source maps and licences.
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

const entries = [
  { entry: 'src/index.ts', out: 'dist' },
  { entry: 'assistant-check/src/index.ts', out: 'assistant-check/dist' }
]

for (const { entry, out } of entries) {
  if (!existsSync(entry)) continue
  // ncc adds chunks but never removes them: start empty, or chunks of earlier builds linger.
  rmSync(out, { recursive: true, force: true })
  execFileSync(
    'npx',
    ['ncc', 'build', entry, '-o', out, '--source-map', '--license', 'licenses.txt', '--quiet'],
    { stdio: 'inherit' }
  )
  console.log(`bundled ${entry} -> ${out}/index.js`)
}
