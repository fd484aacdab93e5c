// The name a user finds the artifact under (on the run's page, and the one
// actions/download-artifact's `name:` must give) is the name the docs promise. An artifact of
// one file is named after that file, so the uploaded name is `<artifact-name>.tar.gz`: a
// downstream job copying the docs' name without it finds no artifact.
import { readSettings } from '../../src/settings.js'
import { artifactFileName } from '../../src/rules/artifact-name.js'
import { readActionMetadata, readRepoText } from './action-metadata.js'

const action = readActionMetadata('action.yml')

/** The artifact a run with these inputs uploads, by the action's own rules. */
function uploadedName(given: Record<string, string>): string {
  const values = new Map<string, string>()
  for (const [name, spec] of action.inputs) values.set(name, spec.default)
  for (const [name, value] of Object.entries(given)) values.set(name, value)
  const settings = readSettings(name => values.get(name) ?? '', {
    GITHUB_REPOSITORY: 'acme/docs',
    RUNNER_TEMP: '/tmp/runner'
  })
  return artifactFileName(settings.artifactName)
}

const claims = ['README.md', 'examples/site/guides/integrations/github-actions.mdx'].flatMap(file =>
  [...readRepoText(file).matchAll(/as the artifact\s+`([^`]+)`/g)].map(m => [file, m[1]!] as const)
)

describe('the artifact name the docs give', () => {
  it('is found in the README and the GitHub Actions guide', () => {
    expect(new Set(claims.map(([file]) => file)).size).toBe(2)
  })

  it.each(claims)('%s: `%s` is the name docs.example.com is uploaded under', (_file, name) => {
    expect(name).toBe(
      uploadedName({
        domain: 'docs.example.com',
        'admin-key': 'svc_x',
        'api-url': 'https://api.example.com'
      })
    )
  })

  it('says in the README table and action.yml that the file name ends the artifact name', () => {
    const row = readRepoText('README.md')
      .split('\n')
      .find(line => line.startsWith('| `artifact-name` |'))
    expect(row).toMatch(/`static-export-<domain>\.tar\.gz`/)
    expect(action.inputs.get('artifact-name')!.description).toMatch(/\.tar\.gz/)
  })
})
