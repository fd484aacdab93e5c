// `npm run emulator -- --port 4010 --config FILE`: runs the local stand-ins until interrupted.
// Each emulator is one entry in EMULATORS; later issues add GitHub, the artifact service and the
// self-hosted deployment here, each printing how to use it.

import { parseArgs } from 'node:util'
import { loadConfigFile } from './platform/config.js'
import { startPlatformEmulator } from './platform/server.js'
import { assistantRoutes } from './assistant/platform-routes.js'

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
        const domains = Object.keys(org.domains).join(', ')
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
