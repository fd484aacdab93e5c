// Builds the committed bundles users run: the main action (dist/) and the assistant-check
// action (assistant-check/dist/), each with ncc, as ESM, with source maps and licences.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const entries = [
  { entry: 'src/index.ts', out: 'dist' },
  { entry: 'assistant-check/src/index.ts', out: 'assistant-check/dist' }
]

for (const { entry, out } of entries) {
  if (!existsSync(entry)) continue
  execFileSync(
    'npx',
    ['ncc', 'build', entry, '-o', out, '--source-map', '--license', 'licenses.txt', '--quiet'],
    { stdio: 'inherit' }
  )
  console.log(`bundled ${entry} -> ${out}/index.js`)
}
