// `npm run deployment -- --config examples/deploy/values.yaml --port 8080 [--set k=v]…
// [--data-dir DIR] [--host 127.0.0.1]`: the self-hosted deployment stand-in. SIGHUP re-reads the
// config and fetches its bundle again; SIGINT/SIGTERM stop it.
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { Deployment } from './server.js'

const { values } = parseArgs({
  options: {
    config: { type: 'string' },
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    set: { type: 'string', multiple: true, default: [] },
    'data-dir': { type: 'string' }
  }
})

if (!values.config) {
  console.error(
    'usage: npm run deployment -- --config <values.yaml|config.json> [--port 8080] [--set staticExport.bundleUrl=…] [--data-dir DIR]'
  )
  process.exit(2)
}
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got ${values.port}`)
  process.exit(2)
}

const deployment = new Deployment({
  configFile: path.resolve(values.config),
  sets: values.set,
  dataDir: path.resolve(values['data-dir'] ?? path.join(os.tmpdir(), `docs-deployment-${port}`)),
  port,
  host: values.host
})

await deployment.start()
process.on('SIGHUP', () => {
  console.log('deployment: SIGHUP, reloading the config')
  void deployment.reload()
})
const stop = (): void => {
  void deployment.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
