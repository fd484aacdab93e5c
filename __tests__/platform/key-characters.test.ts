// A key copied from a web page or a chat can carry an invisible character along with it (a
// zero-width space where the page let a long token wrap, a byte order mark, a non-breaking hyphen).
// It cannot be sent in an Authorization header: Node refuses the header before anything is sent,
// and the export client read that as a connection that broke after the start request went out
// ("an export may have started"). Such a key is refused before any request, naming the character
// and its place, never the key. Over loopback against the emulator.
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import { checkAssistantKey } from '../../src/platform/assistant.js'
import { checkAdminKey } from '../../src/platform/checks.js'
import { PlatformInputError } from '../../src/platform/errors.js'
import { StaticExportClient } from '../../src/platform/static-export.js'
import { SettingsError, readSettings } from '../../src/settings.js'

const ADMIN = 'svc_local_admin_key'

let emulator: PlatformEmulator
beforeEach(async () => {
  emulator = await startPlatformEmulator({ config: { jobs: { queuedMs: 0, msPerPage: 0 } } })
})
afterEach(() => emulator.close())

describe.each([
  ['a zero-width space inside it', `svc_local_\u200badmin_key`, 'U+200B', 11],
  ['a zero-width space after it', `${ADMIN}\u200b`, 'U+200B', 20],
  ['a zero-width space before it', `\u200b${ADMIN}`, 'U+200B', 1],
  ['a non-breaking hyphen', `svc_local\u2011admin_key`, 'U+2011', 10],
  ['a soft hyphen', `svc_local_ad\u00admin_key`, 'U+00AD', 13],
  ['a letter beyond ASCII', 'svc_local_admin_kéy', 'U+00E9', 18]
])('an admin key with %s', (_, key, code, place) => {
  it('is refused before any request, naming the character and its place, not the key', async () => {
    const start = async () => {
      const client = new StaticExportClient({ baseUrl: emulator.url, apiKey: key })
      await client.startExport({ domain: 'docs.acme.test' })
    }
    await expect(start()).rejects.toThrow(PlatformInputError)
    await expect(start()).rejects.toThrow(
      new RegExp(`${code.replace('+', '\\+')} at character ${place}`)
    )
    await expect(start()).rejects.not.toThrow(/local/)
    expect(emulator.log.entries).toHaveLength(0)
  })

  it('is an input problem of admin-key in the settings', () => {
    const inputs: Record<string, string> = {
      domain: 'docs.acme.test',
      'admin-key': key,
      'api-url': emulator.url
    }
    let error: unknown
    try {
      readSettings(name => inputs[name] ?? '', { RUNNER_TEMP: '/tmp' })
    } catch (err) {
      error = err
    }
    expect(error).toBeInstanceOf(SettingsError)
    const problems = (error as SettingsError).problems
    expect(problems).toEqual([{ input: 'admin-key', problem: expect.stringContaining(code) }])
    expect((error as Error).message).not.toContain('local')
  })
})

it('an assistant key with an invisible character is refused the same way', () => {
  expect(() => checkAssistantKey('svc_dsc_public\u200b')).toThrow(/U\+200B at character 15/)
  expect(() => checkAssistantKey('svc_dsc_public\u200b')).not.toThrow(/public/)
})

it('keys of every printable ASCII character pass', () => {
  expect(checkAdminKey('svc_Az09-._~+/=!#$%&*')).toBeUndefined()
  expect(() => checkAssistantKey('svc_dsc_Az09-._~+/=')).not.toThrow()
})
