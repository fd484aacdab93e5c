// Where GitHub is: the server rule and the addresses derived from the runner's variables.
import { defaultApiUrl, isEnterpriseServer, serverUrl, workflowRunUrl } from '../src/github-urls.js'
import { readSettings } from '../src/settings.js'

describe('github-urls', () => {
  it.each([
    [undefined, false],
    ['https://github.com', false],
    ['https://octocorp.ghe.com', false],
    ['http://github.localhost', false],
    ['https://ghes.example.internal', true],
    ['https://ghes.internal:8443/', true]
  ])('isEnterpriseServer(%s) → %s', (url, expected) => {
    expect(isEnterpriseServer(url)).toBe(expected)
  })

  it('takes the runner API URL, and derives /api/v3 on GHES without one', () => {
    const ghes = 'https://ghes.example.internal/'
    expect(defaultApiUrl({ GITHUB_API_URL: 'https://ghes.example.internal/api/v3/' })).toBe(
      'https://ghes.example.internal/api/v3'
    )
    expect(defaultApiUrl({ GITHUB_SERVER_URL: ghes })).toBe('https://ghes.example.internal/api/v3')
    // GHE.com (data residency) has its API on api.<subdomain>.ghe.com, not api.github.com.
    expect(defaultApiUrl({ GITHUB_SERVER_URL: 'https://octocorp.ghe.com/' })).toBe(
      'https://api.octocorp.ghe.com'
    )
    expect(defaultApiUrl({ GITHUB_SERVER_URL: 'https://github.com' })).toBe(
      'https://api.github.com'
    )
    expect(defaultApiUrl({})).toBe('https://api.github.com')
    expect(defaultApiUrl({ GITHUB_SERVER_URL: 'not a url' })).toBe('https://api.github.com')
    expect(serverUrl({})).toBe('https://github.com')
  })

  it('links the run on the server the run is on', () => {
    const env = {
      GITHUB_SERVER_URL: 'https://ghes.example.internal/',
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_RUN_ID: '77'
    }
    expect(workflowRunUrl(env)).toBe('https://ghes.example.internal/acme/docs/actions/runs/77')
    expect(workflowRunUrl({ GITHUB_SERVER_URL: 'https://x' })).toBeUndefined()
  })

  it('github-api-url defaults to the GHES runner value, so nothing needs setting there', () => {
    const inputs: Record<string, string> = {
      domain: 'docs.example.com',
      'admin-key': 'svc_abcdefghijklmnop',
      'api-url': 'https://api.example.com',
      delivery: 'pull-request',
      'github-token': 't',
      'config-path': 'deploy/values.yaml'
    }
    const settings = readSettings(name => inputs[name] ?? '', {
      GITHUB_REPOSITORY: 'acme/deploy',
      GITHUB_SERVER_URL: 'https://ghes.example.internal',
      GITHUB_API_URL: 'https://ghes.example.internal/api/v3'
    })
    expect(settings.pullRequest?.apiUrl).toBe('https://ghes.example.internal/api/v3')
  })
})
