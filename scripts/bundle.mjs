// Builds the committed bundles users run: the main action (dist/) and the assistant-check
// action (assistant-check/dist/), each with ncc, as ESM, with source maps and licences.
//
// Each bundle is built into a fresh folder and swapped in only when the build succeeded: ncc
// never removes chunks of earlier builds (so it must start empty), and a failed build must not
// leave the committed bundle half-deleted.
import { execFileSync } from 'node:child_process'
import { existsSync, renameSync, rmSync } from 'node:fs'

const entries = [
  { entry: 'src/index.ts', out: 'dist' },
  { entry: 'assistant-check/src/index.ts', out: 'assistant-check/dist' }
]

for (const { entry, out } of entries) {
  if (!existsSync(entry)) continue
  const staging = `${out}.building`
  rmSync(staging, { recursive: true, force: true })
  try {
    execFileSync(
      'npx',
      [
        'ncc',
        'build',
        entry,
        '-o',
        staging,
        '--source-map',
        '--license',
        'licenses.txt',
        '--quiet'
      ],
      { stdio: 'inherit' }
    )
  } catch (err) {
    rmSync(staging, { recursive: true, force: true })
    console.error(`bundle: building ${entry} failed; ${out}/ is left as it was`)
    throw err
  }
  rmSync(out, { recursive: true, force: true })
  renameSync(staging, out)
  console.log(`bundled ${entry} -> ${out}/index.js`)
}
