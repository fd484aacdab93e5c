// The docs version is the platform's string (the site owner names the versions in the site's
// config: `v2.0 (beta)`, `1.0+lts`, `Version 3`), sent as given. Only letters, digits, `.`, `_`
// and `-` were taken, so a site whose versions are named otherwise could not be exported by
// version at all: refused before any request. What would break where the version goes (a line
// of the config, a log line) or read as a path is still refused. Over loopback against the
// emulator, its site carrying such versions.
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import { defaultSiteDir } from '../../emulator/platform/config.js'
import { StaticExportClient } from '../../src/platform/static-export.js'
import { SettingsError, readSettings } from '../../src/settings.js'

const ADMIN = 'svc_local_admin_key'
const VERSIONS = ['v2.0 (beta)', '1.0+lts', 'Version 3', 'v1.x']

let emulator: PlatformEmulator
beforeAll(async () => {
  emulator = await startPlatformEmulator({
    config: {
      jobs: { queuedMs: 0, msPerPage: 0 },
      orgs: [
        {
          name: 'acme',
          plan: 'enterprise',
          adminKey: ADMIN,
          domains: { 'docs.acme.test': { site: defaultSiteDir(), versions: VERSIONS } }
        }
      ]
    }
  })
})
afterAll(() => emulator.close())

function settingsWith(version: string) {
  const inputs: Record<string, string> = {
    domain: 'docs.acme.test',
    'admin-key': ADMIN,
    'api-url': emulator.url,
    version
  }
  return readSettings(name => inputs[name] ?? '', { RUNNER_TEMP: '/tmp' })
}

it.each(VERSIONS)('the version %j is taken and sent as given', async version => {
  const settings = settingsWith(version)
  expect(settings.version).toBe(version)
  const client = new StaticExportClient({ baseUrl: settings.apiUrl, apiKey: settings.adminKey })
  const job = await client.startExport({ domain: settings.domain, version: settings.version })
  expect(emulator.jobs.get(job.jobId)).toBeDefined()
  const start = emulator.log.entries.filter(e => e.method === 'POST').pop()!
  expect(start.status).toBe(202)
})

it.each([
  ['../v1', /path/],
  ['v1/../../admin', /path/],
  ['v1\u0007', /control character/],
  ['v'.repeat(129), /longer than 128/]
])('the version %j is refused before any request, saying why', (version, reason) => {
  let error: unknown
  try {
    settingsWith(version)
  } catch (err) {
    error = err
  }
  expect(error).toBeInstanceOf(SettingsError)
  expect((error as SettingsError).problems).toEqual([
    { input: 'version', problem: expect.stringMatching(reason) }
  ])
})
