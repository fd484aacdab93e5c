// A renewal of an archive an earlier run verified: the action (dist/index.js, renew-only,
// pull-request delivery to the GitHub stand-in) against the platform emulator serving the
// archive. Counts the requests to the bundle host and times the run from the platform's answer
// to the bundle call to the action's exit. Run: npx tsx bench/renewal.ts <archive.tar.gz>
// (its .json beside it, from generate-bundle, gives the size and sha256).
//
// The config is seeded with the record a full run would have left: size and sha256 from the
// generator's .json, the ETag from a one-byte GET of the link (the header the full download sees).
import { existsSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { WORKFLOW_WRITE_GRANT } from '../emulator/github/server.js'
import { startEmulators } from '../emulator/index.js'
import { makeRunnerEnv, node24Binary, readOutputs } from '../emulator/runner-env.js'
import { REPO_ROOT } from './lib/results.js'
import { runTimed } from './lib/timed-process.js'

const DOMAIN = 'docs.acme.test'
const ADMIN_KEY = 'svc_local_admin_key'
const TOKEN = 'ghs_bench_token'
const archive = process.argv[2]
if (!archive) throw new Error('usage: bench/renewal.ts <archive.tar.gz>')
const meta = JSON.parse(readFileSync(`${archive}.json`, 'utf8')) as {
  bytes: number
  sha256: string
}

async function api(base: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { Authorization: `Bearer ${ADMIN_KEY}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  return (await res.json()) as Record<string, unknown>
}

const emulators = await startEmulators({
  platform: {
    config: { jobs: { queuedMs: 0, msPerPage: 1 }, linkLifetimeSeconds: 6 * 86_400 },
    transformArchive: async () => archive
  },
  github: { tokens: { [TOKEN]: WORKFLOW_WRITE_GRANT } }
})
try {
  const platform = emulators.platform.url
  const { jobId } = (await api(platform, 'POST', '/v1/static-export/jobs', { domain: DOMAIN })) as {
    jobId: string
  }
  while ((await api(platform, 'GET', `/v1/static-export/jobs/${jobId}`)).status !== 'completed') {
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  const { bundleUrl } = (await api(platform, 'POST', `/v1/static-export/jobs/${jobId}/bundle`)) as {
    bundleUrl: string
  }
  const first = await fetch(bundleUrl, { headers: { Range: 'bytes=0-0' } })
  const etag = first.headers.get('etag')!
  await first.body?.cancel()
  const record = `# static-export: job ${jobId}, size ${meta.bytes}, etag ${JSON.stringify(etag)}, sha256 ${meta.sha256}`
  await emulators.github.addRepository({
    owner: 'acme',
    repo: 'deploy',
    files: {
      'deploy/values.yaml': `staticExport:\n  enabled: true\n  bundleUrl: "https://old.invalid/b.tar.gz"  ${record}\n`
    },
    actionsCanCreatePullRequests: true
  })
  const { env, files } = await makeRunnerEnv({
    tmpRoot: path.join(os.tmpdir(), `renewal-bench-${process.pid}`),
    actionYml: path.join(REPO_ROOT, 'action.yml'),
    inputs: {
      domain: DOMAIN,
      'admin-key': ADMIN_KEY,
      'api-url': platform,
      delivery: 'pull-request',
      'config-path': 'deploy/values.yaml',
      'renew-only': 'true'
    },
    apiUrl: emulators.github.url,
    githubToken: TOKEN,
    repository: 'acme/deploy'
  })
  emulators.platform.log.clear()
  const load = os.loadavg()[0]!.toFixed(1)
  // Under Node 24, the action's runtime, when scripts/ensure-test-tools.mjs installed it.
  const node = existsSync(node24Binary) ? node24Binary : process.execPath
  const run = await runTimed(node, [path.join(REPO_ROOT, 'dist', 'index.js')], {
    env,
    cwd: files.workspace
  })
  const outputs = await readOutputs(files.output)
  const entries = emulators.platform.log.entries
  const bundleHost = entries.filter(e => e.path === `/exports/${jobId}/bundle.tar.gz`)
  const bundleCall = entries.find(e => e.method === 'POST' && e.path.endsWith('/bundle'))!
  const afterBundleMs = run.startedAt + run.wallMs - (bundleCall.at + bundleCall.durationMs)
  console.log(
    JSON.stringify({
      code: run.code,
      node: path.basename(path.dirname(path.dirname(node))),
      archiveBytes: meta.bytes,
      bundleHostRequests: bundleHost.map(e => `${e.method} ${e.status}`),
      afterBundleCallMs: Math.round(afterBundleMs),
      // Until the probe is answered: what the renewal costs before the pull request's own work.
      probeAnsweredAfterBundleCallMs: Math.round(
        bundleHost[0]!.at + bundleHost[0]!.durationMs - (bundleCall.at + bundleCall.durationMs)
      ),
      wallMs: run.wallMs,
      peakRssKiB: run.peakRssKiB,
      sha256Carried: outputs['archive-sha256'] === meta.sha256,
      pullRequest: outputs['pull-request-operation'],
      load1mBefore: load,
      load1mAfter: os.loadavg()[0]!.toFixed(1)
    })
  )
} finally {
  await emulators.close()
}
