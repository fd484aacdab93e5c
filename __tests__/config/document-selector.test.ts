// The config-document input: a document number or kind/name/namespace/apiVersion fields.
import { describeSelector, parseDocumentSelector } from '../../src/config/index.js'
import { readSettings, SettingsError } from '../../src/settings.js'

describe('parseDocumentSelector', () => {
  it('reads a number and fields', () => {
    expect(parseDocumentSelector('')).toBeUndefined()
    expect(parseDocumentSelector(' 3 ')).toEqual({ index: 3 })
    expect(parseDocumentSelector('kind=HelmRelease,name=docs')).toEqual({
      kind: 'HelmRelease',
      name: 'docs'
    })
    expect(
      parseDocumentSelector('kind = Application , metadata.name=docs, namespace=argocd')
    ).toEqual({
      kind: 'Application',
      name: 'docs',
      namespace: 'argocd'
    })
  })

  it.each([
    ['0', /documents count from 1/],
    ['first', /neither a document number/],
    ['kind=', /neither a document number/],
    ['colour=red', /neither a document number/],
    ['kind=A,kind=B', /gives kind twice/]
  ])('refuses %j', (input, message) => {
    expect(() => parseDocumentSelector(input)).toThrow(message)
  })

  it('describes a selector as the input is written', () => {
    expect(describeSelector({ index: 2 })).toBe('config-document: 2')
    expect(describeSelector({ kind: 'HelmRelease', name: 'docs' })).toBe(
      'config-document: kind=HelmRelease,name=docs'
    )
  })
})

describe('the config-document input', () => {
  const inputs: Record<string, string> = {
    domain: 'docs.acme.test',
    'admin-key': 'svc_local_admin_key',
    'api-url': 'http://127.0.0.1:4010',
    delivery: 'pull-request',
    'github-token': 't',
    'config-path': 'deploy/flux.yaml'
  }
  const env = { GITHUB_REPOSITORY: 'acme/deploy', RUNNER_TEMP: '/tmp/runner' }
  const settings = (extra: Record<string, string>): ReturnType<typeof readSettings> =>
    readSettings(name => ({ ...inputs, ...extra })[name] ?? '', env)

  it('is read into the pull-request settings', () => {
    expect(
      settings({ 'config-document': 'kind=HelmRelease,name=docs' }).pullRequest?.configDocument
    ).toEqual({
      kind: 'HelmRelease',
      name: 'docs'
    })
    expect(settings({}).pullRequest?.configDocument).toBeUndefined()
  })

  it('is refused before any request, naming the input and what is valid', () => {
    let error: unknown
    try {
      settings({ 'config-document': 'HelmRelease' })
    } catch (err) {
      error = err
    }
    expect(error).toBeInstanceOf(SettingsError)
    expect((error as SettingsError).problems).toEqual([
      {
        input: 'config-document',
        problem: expect.stringMatching(
          /neither a document number .* \(e\.g\. kind=HelmRelease,name=docs\)/
        )
      }
    ])
  })
})
