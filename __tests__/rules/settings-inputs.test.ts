// action.yml and settings.ts agree: settings reads exactly the inputs action.yml declares, and
// for each input with a default in action.yml, leaving it empty gives the same settings as
// passing that default (what the runner does when a workflow leaves an input out).
import { readSettings } from '../../src/settings.js'
import { readActionMetadata } from '../docs/action-metadata.js'

const action = readActionMetadata('action.yml')
const env = {
  GITHUB_REPOSITORY: 'acme/deploy',
  GITHUB_API_URL: 'https://api.github.com',
  RUNNER_TEMP: '/tmp/runner'
}

/** Inputs that make every input matter: pull-request delivery (both) with a config. */
const FULL: Record<string, string> = {
  domain: 'docs.acme.test',
  'admin-key': 'svc_local_admin_key',
  'api-url': 'https://api.example.com',
  delivery: 'both',
  'config-path': 'deploy/values.yaml',
  'github-token': 'ghs_token'
}

/**
 * Defaults that are runner expressions: the runner puts a value there, which settings cannot
 * know. Settings falls back to the same source (GITHUB_API_URL) or requires the value.
 */
const EXPRESSION_DEFAULTS = new Map([
  ['github-token', '${{ github.token }}'],
  ['github-api-url', '${{ github.api_url }}']
])

function inputsRead(inputs: Record<string, string>): Set<string> {
  const names = new Set<string>()
  readSettings(name => {
    names.add(name)
    return inputs[name] ?? ''
  }, env)
  return names
}

describe('action.yml and settings.ts', () => {
  it('name the same inputs', () => {
    const read = new Set([
      ...inputsRead(FULL),
      ...inputsRead({ ...FULL, 'renew-only': 'true', 'renew-if-expiring-within': '72h' })
    ])
    expect([...read].sort()).toEqual([...action.inputs.keys()].sort())
  })

  const withDefaults = [...action.inputs].filter(([, spec]) => spec.default !== '')
  it.each(withDefaults.map(([name, spec]) => [name, spec.default]))(
    'agree on the default of %s (%j)',
    (name, value) => {
      if (EXPRESSION_DEFAULTS.has(name)) {
        expect(value).toBe(EXPRESSION_DEFAULTS.get(name))
        return
      }
      // delivery's default (artifact) takes no config: the other inputs without config-path.
      const base = name === 'delivery' ? { ...FULL, 'config-path': '' } : FULL
      const left = readSettings(n => (n === name ? '' : (base[n] ?? '')), env)
      const given = readSettings(n => (n === name ? value : (base[n] ?? '')), env)
      expect(left).toEqual(given)
    }
  )

  it('falls back to the runner for the expression defaults', () => {
    const s = readSettings(n => (n === 'github-api-url' ? '' : (FULL[n] ?? '')), {
      ...env,
      GITHUB_API_URL: 'https://ghe.example.com/api/v3'
    })
    expect(s.pullRequest?.apiUrl).toBe('https://ghe.example.com/api/v3')
  })
})
