// The token permissions of every workflow a user may copy (the example workflows, the README's
// and the example site's snippets that declare permissions): a job whose step of the main action
// writes a pull request with the workflow's own token (github-token left to its default) must
// grant what the README's troubleshooting asks for, `contents: write` and `pull-requests: write`.
// A `permissions:` block leaves every scope it does not name at none, so a copied workflow that
// misses one fails only at its first real run ("Resource not accessible by integration"),
// after the export. Artifact delivery goes through the runner's own artifact token and needs
// no scope; a step given another token (an App token, a PAT) is judged by that token's owner.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { codeBlocks, readRepoText, repoRoot } from './action-metadata.js'

type Permissions = string | Record<string, string> | undefined

interface JobUse {
  where: string
  permissions: Permissions
  delivery: string
  githubToken: string | undefined
}

const PULL_REQUEST_SCOPES = ['contents', 'pull-requests'] as const

const isMainAction = (uses: unknown): boolean =>
  typeof uses === 'string' && /(^|\/)static-export-action@|^\.\/?$/.test(uses)

/** Steps of the main action in a job (or a snippet that is a job's body), with its permissions. */
function usesIn(job: Record<string, unknown>, inherited: Permissions, where: string): JobUse[] {
  const permissions = (job.permissions as Permissions) ?? inherited
  const steps = Array.isArray(job.steps) ? (job.steps as Record<string, unknown>[]) : []
  return steps
    .filter(step => isMainAction(step.uses))
    .map(step => {
      const given = (step.with ?? {}) as Record<string, unknown>
      return {
        where,
        permissions,
        delivery: String(given.delivery ?? 'artifact'),
        githubToken: given['github-token'] === undefined ? undefined : String(given['github-token'])
      }
    })
}

function usesInDocument(doc: unknown, where: string): JobUse[] {
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return []
  const record = doc as Record<string, unknown>
  const top = record.permissions as Permissions
  if (record.jobs && typeof record.jobs === 'object') {
    return Object.entries(record.jobs as Record<string, Record<string, unknown>>).flatMap(
      ([name, job]) => usesIn(job, top, `${where} (job ${name})`)
    )
  }
  return usesIn(record, top, where)
}

const workflowFiles = readdirSync(path.join(repoRoot, 'examples/workflows'))
  .filter(name => /\.ya?ml$/.test(name))
  .map(name => `examples/workflows/${name}`)

function mdxUnder(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory()
      ? mdxUnder(`${dir}/${entry.name}`)
      : /\.mdx?$/.test(entry.name)
        ? [`${dir}/${entry.name}`]
        : []
  )
}

// A snippet without a `permissions:` block shows a step, not a whole job: it cannot be judged.
const snippetUses = ['README.md', ...mdxUnder('examples/site')].flatMap(file =>
  codeBlocks(readRepoText(file))
    .filter(block => ['yaml', 'yml'].includes(block.lang) && /^permissions:/m.test(block.text))
    .flatMap(block => usesInDocument(parseYaml(block.text), `${file}:${block.line}`))
)

const jobUses = [
  ...workflowFiles.flatMap(file => usesInDocument(parseYaml(readRepoText(file)), file)),
  ...snippetUses
]

/** The scopes among `contents` and `pull-requests` a job's token lacks for writing, if any. */
function missingWriteScopes(permissions: Permissions): string[] {
  // No block: the repository's default token permissions, which the workflow cannot show.
  if (permissions === undefined || permissions === 'write-all') return []
  if (typeof permissions === 'string') return [...PULL_REQUEST_SCOPES]
  return PULL_REQUEST_SCOPES.filter(scope => permissions[scope] !== 'write')
}

const usesWorkflowToken = (use: JobUse): boolean =>
  use.githubToken === undefined ||
  /^\$\{\{\s*(github\.token|secrets\.GITHUB_TOKEN)\s*\}\}$/.test(use.githubToken)

describe('permissions of the workflows a user copies', () => {
  it('are found in every example workflow and in the README and example site snippets', () => {
    const files = new Set(jobUses.map(u => u.where.replace(/(:\d+)? \(job .*\)$|:\d+$/, '')))
    // Every example workflow but the assistant check's, which runs the other action.
    for (const file of workflowFiles.filter(f => !f.endsWith('/assistant-check.yml'))) {
      expect(files).toContain(file)
    }
    expect(files).toContain('README.md')
    expect(files).toContain('examples/site/guides/scheduled-refresh.mdx')
  })

  it.each(jobUses.map(use => [use.where, use] as const))(
    '%s grants what its delivery needs',
    (_where, use) => {
      const writesPullRequest = /pull-request|both|\$\{\{/.test(use.delivery)
      const missing =
        writesPullRequest && usesWorkflowToken(use) ? missingWriteScopes(use.permissions) : []
      expect(missing.map(scope => `${scope}: write`)).toEqual([])
    }
  )

  it('judges a job that writes a pull request with GITHUB_TOKEN and reads only contents', () => {
    const [use] = usesInDocument(
      parseYaml(
        'permissions:\n  contents: read\nsteps:\n  - uses: acme/static-export-action@v1\n' +
          '    with:\n      delivery: pull-request\n'
      ),
      'test'
    )
    expect(missingWriteScopes(use!.permissions)).toEqual(['contents', 'pull-requests'])
    expect(usesWorkflowToken(use!)).toBe(true)
  })
})
