// `npm run emulator -- --port 4010 --config FILE`: runs the local stand-ins until interrupted.
// Each emulator is one entry in EMULATORS, on the base port plus its offset (platform 4010,
// GitHub 4011, artifact service 4012), each printing how to use it.

import { parseArgs } from 'node:util'
import { assistantDomainOf, loadConfigFile } from './platform/config.js'
import { startPlatformEmulator } from './platform/server.js'
import { assistantRoutes } from './assistant/platform-routes.js'
import { startArtifactService } from './artifact/service.js'
import { WORKFLOW_WRITE_GRANT, startGitHubEmulator } from './github/server.js'
import { REPO_ROOT } from './platform/config.js'
import path from 'node:path'

/** The token the GitHub stand-in accepts, with contents and pull-requests write. */
export const LOCAL_GITHUB_TOKEN = 'ghs_local_emulator_token'

interface Running {
  name: string
  close(): Promise<void>
}

interface EmulatorEntry {
  name: string
  start(args: { port: number; config?: string }): Promise<Running & { banner: string }>
}

const EMULATORS: EmulatorEntry[] = [
  {
    name: 'platform',
    async start({ port, config }) {
      const fileConfig = config ? await loadConfigFile(config) : undefined
      const emulator = await startPlatformEmulator({
        port,
        config: fileConfig,
        // The assistant (v1 message, search, page) shares the platform's orgs, keys and domains.
        registerRoutes: [assistantRoutes()]
      })
      const lines = [`Platform emulator (static export API): ${emulator.url}`]
      for (const org of emulator.config.orgs) {
        const domains = Object.keys(org.domains)
          .map(d => `${d} (assistant: ${assistantDomainOf(org, d)})`)
          .join(', ')
        lines.push(`  org ${org.name} (${org.plan}): domains ${domains}`)
        lines.push(`    admin key:     ${org.adminKey}`)
        if (org.assistantKey) lines.push(`    assistant key: ${org.assistantKey}`)
      }
      const org = emulator.config.orgs.find(o => o.plan === 'enterprise') ?? emulator.config.orgs[0]
      const domain = org ? Object.keys(org.domains)[0] : 'docs.example.test'
      const auth = `-H "Authorization: Bearer ${org?.adminKey ?? 'svc_…'}"`
      lines.push(
        '',
        'Try it:',
        `  curl -s -X POST ${auth} -H "Content-Type: application/json" \\`,
        `    -d '{"domain":"${domain}"}' ${emulator.url}/v1/static-export/jobs`,
        `  curl -s ${auth} ${emulator.url}/v1/static-export/jobs/JOB_ID`,
        `  curl -s -X POST ${auth} ${emulator.url}/v1/static-export/jobs/JOB_ID/bundle`,
        `  curl -s -o bundle.tar.gz "BUNDLE_URL" && tar tzf bundle.tar.gz`,
        `Admin API: ${emulator.url}/_emulator/requests, /_emulator/faults, /_emulator/reset`
      )
      return { name: 'platform', close: () => emulator.close(), banner: lines.join('\n') }
    }
  },
  {
    name: 'github',
    async start({ port }) {
      const github = await startGitHubEmulator({
        port: port === 0 ? 0 : port + 1,
        tokens: {
          [LOCAL_GITHUB_TOKEN]: WORKFLOW_WRITE_GRANT
        },
        repositories: [
          {
            owner: 'acme',
            repo: 'docs-deploy',
            folder: path.join(REPO_ROOT, 'examples', 'deploy'),
            allowAutoMerge: true,
            actionsCanCreatePullRequests: true
          }
        ]
      })
      const banner = [
        `GitHub REST stand-in: ${github.url} (GITHUB_API_URL)`,
        `  repository acme/docs-deploy (examples/deploy), token ${LOCAL_GITHUB_TOKEN}`,
        `  git log: git --git-dir ${github.repoPath('acme', 'docs-deploy')} log --all`
      ].join('\n')
      return { name: 'github', close: () => github.close(), banner }
    }
  },
  {
    name: 'artifact service',
    async start({ port }) {
      const artifacts = await startArtifactService({ port: port === 0 ? 0 : port + 2 })
      const banner = [
        `Artifact service stand-in: ${artifacts.url} (ACTIONS_RESULTS_URL)`,
        `  ACTIONS_RUNTIME_TOKEN=${artifacts.runtimeToken}`
      ].join('\n')
      return { name: 'artifact service', close: () => artifacts.close(), banner }
    }
  }
]

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      config: { type: 'string' },
      help: { type: 'boolean', short: 'h' }
    }
  })
  if (values.help) {
    console.log('Usage: npm run emulator -- [--port 4010] [--config emulator.yaml]')
    return
  }
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port: not a port: ${values.port}`)
  const running: Running[] = []
  const stop = async (signal: string): Promise<void> => {
    console.log(`\n${signal}: stopping ${running.map(r => r.name).join(', ')}`)
    await Promise.allSettled(running.map(r => r.close()))
    process.exit(0)
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
  for (const entry of EMULATORS) {
    const started = await entry.start({ port, config: values.config })
    running.push(started)
    console.log(started.banner)
  }
  console.log('\nRunning until interrupted (Ctrl-C).')
}

main().catch(err => {
  console.error(`emulator: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
