// Builds the committed bundles users run: the main action (dist/) and the assistant-check
// action (assistant-check/dist/), each with ncc, as ESM, with source maps and licences.
//
// Each bundle is built into a fresh folder and swapped in only when the build succeeded: ncc
// never removes chunks of earlier builds (so it must start empty), and a failed build must not
// leave the committed bundle half-deleted.
//
// undici is not evaluated when the action starts. @actions/http-client (which @actions/core
// imports for its OIDC client, and the platform client uses) imports undici at load for its
// proxy dispatcher, which a run needs only behind a proxy, through @actions/github's fetch.
// Evaluating undici's 900 KiB costs about 25 MiB of resident memory under Node 24, a fifth of
// the 128 MiB the issue 12 goal allows the whole run. So `undici` is an external of the main
// bundle mapped to dist/undici.mjs (scripts/lazy-undici.mjs), whose exports load undici, bundled on
// its own into dist/undici/, on their first call.
import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

const entries = [
  { entry: 'src/index.ts', out: 'dist', lazyUndici: true },
  { entry: 'assistant-check/src/index.ts', out: 'assistant-check/dist', lazyUndici: false }
]

/** ncc's output (code, map, assets) written as its command line writes it. */
function writeBuild(folder, name, { code, map, assets }) {
  mkdirSync(folder, { recursive: true })
  writeFileSync(join(folder, name), code)
  if (map) writeFileSync(join(folder, `${name}.map`), map)
  for (const [asset, { source, permissions }] of Object.entries(assets)) {
    mkdirSync(dirname(join(folder, asset)), { recursive: true })
    writeFileSync(join(folder, asset), source, { mode: permissions })
  }
}

async function buildWithLazyUndici(entry, staging) {
  const ncc = require('@vercel/ncc')
  const options = { sourceMap: true, license: 'licenses.txt', quiet: true }
  writeBuild(
    staging,
    'index.js',
    await ncc(join(process.cwd(), entry), { ...options, externals: { undici: './undici.mjs' } })
  )
  // CommonJS (dist/package.json says "module" for .js files, hence .cjs); no source map: its
  // stack traces are undici's own, and the map would double its size.
  writeBuild(
    join(staging, 'undici'),
    'index.cjs',
    await ncc(require.resolve('undici'), { license: 'licenses.txt', quiet: true })
  )
  copyFileSync('scripts/lazy-undici.mjs', join(staging, 'undici.mjs'))
  checkUndiciNames(staging)
}

/** The names the bundle reads from undici must all be ones the stand-in exports. */
function checkUndiciNames(folder) {
  const offered = new Set(
    [...readFileSync('scripts/lazy-undici.mjs', 'utf8').matchAll(/^export function (\w+)/gm)].map(
      m => m[1]
    )
  )
  const used = new Set()
  for (const file of readdirSync(folder).filter(f => f.endsWith('.js'))) {
    const code = readFileSync(join(folder, file), 'utf8')
    for (const m of code.matchAll(
      /(?:external_undici_\w*?_|__WEBPACK_EXTERNAL_MODULE__undici\w+?__)\.(\w+)/g
    )) {
      used.add(m[1])
    }
  }
  const missing = [...used].filter(name => !offered.has(name))
  if (used.size === 0 || missing.length > 0) {
    throw new Error(
      `bundle: the code reads ${[...used].join(', ') || 'nothing'} from undici; ` +
        `scripts/lazy-undici.mjs offers ${[...offered].join(', ')}`
    )
  }
}

for (const { entry, out, lazyUndici } of entries) {
  if (!existsSync(entry)) continue
  const staging = `${out}.building`
  rmSync(staging, { recursive: true, force: true })
  try {
    if (lazyUndici) {
      await buildWithLazyUndici(entry, staging)
    } else {
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
    }
  } catch (err) {
    rmSync(staging, { recursive: true, force: true })
    console.error(`bundle: building ${entry} failed; ${out}/ is left as it was`)
    throw err
  }
  rmSync(out, { recursive: true, force: true })
  renameSync(staging, out)
  console.log(`bundled ${entry} -> ${out}/index.js`)
}
