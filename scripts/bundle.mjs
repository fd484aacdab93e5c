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

// The main action is two bundles: dist/index.js, the entry the runner starts, holds only the
// decision to restart under one malloc arena (src/malloc-arenas.ts), and loads dist/action.js,
// the action, once that is decided; the process that restarts never reads the action's bundle.
const entries = [
  { entry: 'src/index.ts', action: 'src/action.ts', out: 'dist', lazyUndici: true },
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

/**
 * An ncc build written under another name than the index.js ncc assumes: its source map (which
 * ncc also lists among the assets as index.js.map) and the code's pointer to it follow the name.
 */
function renamedFromIndex({ code, map, assets }, name) {
  const { 'index.js.map': _assumed, ...others } = assets
  const renamedMap = map && JSON.stringify({ ...JSON.parse(map), file: name })
  const pointer = /\/\/# sourceMappingURL=index\.js\.map\s*$/
  if (map && !pointer.test(code))
    throw new Error(`bundle: ${name} does not end with its map's name`)
  return {
    code: map ? code.replace(pointer, `//# sourceMappingURL=${name}.map\n`) : code,
    map: renamedMap,
    assets: others
  }
}

async function buildWithLazyUndici(entry, action, staging) {
  const ncc = require('@vercel/ncc')
  const options = { sourceMap: true, license: 'licenses.txt', quiet: true }
  writeBuild(
    staging,
    'action.js',
    renamedFromIndex(
      await ncc(join(process.cwd(), action), { ...options, externals: { undici: './undici.mjs' } }),
      'action.js'
    )
  )
  // The entry: no dependencies beyond Node's own modules, so no source map or licences either.
  writeBuild(staging, 'index.js', await ncc(join(process.cwd(), entry), { quiet: true }))
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

for (const { entry, action, out, lazyUndici } of entries) {
  if (!existsSync(entry)) continue
  const staging = `${out}.building`
  rmSync(staging, { recursive: true, force: true })
  try {
    if (lazyUndici) {
      await buildWithLazyUndici(entry, action, staging)
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
