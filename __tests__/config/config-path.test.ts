// config-path: refused when it could leave the repository, before any request.
import { checkConfigPath } from '../../src/config-path.js'
import { detectConfigFormat } from '../../src/config/index.js'

describe('checkConfigPath', () => {
  it('normalises paths inside the repository', () => {
    expect(checkConfigPath('deploy/values.yaml')).toBe('deploy/values.yaml')
    expect(checkConfigPath('./deploy//values.yaml')).toBe('deploy/values.yaml')
  })

  it.each([
    ['/etc/passwd', /absolute/],
    ['C:/x.yaml', /absolute/],
    ['../other/values.yaml', /leaves the repository/],
    ['deploy/../../x.yaml', /leaves the repository/],
    ['deploy\\values.yaml', /backslash/],
    ['', /empty/],
    ['./', /names no file/]
  ])('refuses %j', (path, message) => {
    expect(() => checkConfigPath(path)).toThrow(message)
  })
})

describe('detectConfigFormat', () => {
  it('uses the file name: .json is JSON, anything else YAML', () => {
    expect(detectConfigFormat('a/b.json')).toBe('json')
    expect(detectConfigFormat('a/B.JSON')).toBe('json')
    expect(detectConfigFormat('values.yaml')).toBe('yaml')
    expect(detectConfigFormat('values.yml')).toBe('yaml')
    expect(detectConfigFormat('helmfile.gotmpl')).toBe('yaml')
  })
})
