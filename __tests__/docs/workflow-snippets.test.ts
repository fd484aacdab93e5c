// Every workflow step that uses one of the two actions, wherever a user may copy it from (the
// README, the example site's pages, the example workflows, this repository's CI), gives only
// inputs the action declares and everything the action needs.
//
// What "needs" means is not written down a second time here: the step's inputs, with the
// defaults the runner fills in from action.yml, go through the action's own settings reader
// (readSettings), and whatever it refuses for a literal value or a missing input is a defect of
// the snippet. A value that is an expression (`${{ secrets.KEY }}`) cannot be judged and is
// taken as given. So an input that only some modes need (pull-request delivery's config-path,
// or the platform inputs that an import of a carried-in archive does without) is judged by the
// mode the snippet chooses, exactly as a run would judge it.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { SettingsError, readSettings } from '../../src/settings.js'
import {
  codeBlocks,
  readActionMetadata,
  readRepoText,
  repoRoot,
  type ActionMetadata
} from './action-metadata.js'

interface Step {
  /** Where it is: file and line of its code block. */
  where: string
  uses: string
  with: Record<string, string>
}

const mainAction = readActionMetadata('action.yml')
const assistantCheck = readActionMetadata('assistant-check/action.yml')

/** Which of the two actions a `uses:` refers to, or undefined for any other action. */
function actionOf(uses: string): ActionMetadata | undefined {
  const ref = uses.replace(/@.*$/, '').replace(/\/$/, '')
  if (/(^|\/)static-export-action\/assistant-check$/.test(ref) || ref === './assistant-check') {
    return assistantCheck
  }
  if (/(^|\/)static-export-action$/.test(ref) || ref === '.') return mainAction
  return undefined
}

function stepsIn(node: unknown, where: string, into: Step[]): void {
  if (Array.isArray(node)) {
    for (const item of node) stepsIn(item, where, into)
    return
  }
  if (node === null || typeof node !== 'object') return
  const record = node as Record<string, unknown>
  if (typeof record.uses === 'string' && actionOf(record.uses)) {
    const given: Record<string, string> = {}
    for (const [name, value] of Object.entries((record.with ?? {}) as Record<string, unknown>)) {
      given[name] = String(value)
    }
    into.push({ where, uses: record.uses, with: given })
  }
  for (const value of Object.values(record)) stepsIn(value, where, into)
}

function filesUnder(dir: string, ext: RegExp): string[] {
  const out: string[] = []
  for (const name of readdirSync(path.join(repoRoot, dir))) {
    const rel = path.join(dir, name)
    if (statSync(path.join(repoRoot, rel)).isDirectory()) out.push(...filesUnder(rel, ext))
    else if (ext.test(name)) out.push(rel)
  }
  return out.sort()
}

/** The YAML code blocks of the README and the example site that mention one of the actions. */
function markdownSnippets(): { where: string; text: string }[] {
  const sources = ['README.md', ...filesUnder('examples/site', /\.mdx?$/)]
  return sources.flatMap(file =>
    codeBlocks(readRepoText(file))
      .filter(block => ['yaml', 'yml'].includes(block.lang))
      .filter(block => /static-export-action|uses:\s*\.\//.test(block.text))
      .map(block => ({ where: `${file}:${block.line}`, text: block.text }))
  )
}

const workflowFiles = [
  ...filesUnder('examples/workflows', /\.ya?ml$/),
  ...filesUnder('.github/workflows', /\.ya?ml$/)
]

const isExpression = (value: string): boolean => value.includes('${{')

/** What is wrong with a step of the main action, judged by the action's settings reader. */
function mainActionProblems(step: Step): string[] {
  const values = new Map<string, string>()
  for (const [name, spec] of mainAction.inputs) values.set(name, spec.default)
  for (const [name, value] of Object.entries(step.with)) values.set(name, value)
  const env = {
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_API_URL: 'https://api.github.com',
    GITHUB_SERVER_URL: 'https://github.com',
    RUNNER_TEMP: '/tmp/runner'
  }
  try {
    readSettings(name => values.get(name) ?? '', env)
  } catch (err) {
    if (!(err instanceof SettingsError)) throw err
    return (
      err.problems
        // A problem with an expression's value, or with a value derived from one (the default
        // branch static-export/${{ matrix.domain }}), is for the run to find.
        .filter(p => !isExpression(values.get(p.input) ?? '') && !isExpression(p.problem))
        .map(p => `${p.input}: ${p.problem}`)
    )
  }
  return []
}

/** The assistant check has one mode: action.yml's `required` says it all. */
function assistantCheckProblems(step: Step): string[] {
  return [...assistantCheck.inputs]
    .filter(([name, spec]) => spec.required && (step.with[name] ?? '').trim() === '')
    .map(([name]) => `${name}: is required`)
}

/**
 * `steps.<id>.outputs.<name>` read from a step of one of the two actions (by its `id:`), in a
 * workflow or snippet: actionlint checks these against a local action's outputs, and a remote
 * reference (`acme/static-export-action@v1`) it cannot check at all, so a misspelt name is an
 * empty string at run time.
 */
interface OutputUse {
  where: string
  step: string
  output: string
  action: ActionMetadata
}

function outputUsesIn(text: string, where: string): OutputUse[] {
  const ids = new Map<string, ActionMetadata>()
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(collect)
    else if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>
      const action = typeof record.uses === 'string' ? actionOf(record.uses) : undefined
      if (action && typeof record.id === 'string') ids.set(record.id, action)
      Object.values(record).forEach(collect)
    }
  }
  collect(parseYaml(text))
  return [...text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)].flatMap(
    ([, step = '', output = '']) => {
      const action = ids.get(step)
      return action ? [{ where, step, output, action }] : []
    }
  )
}

const outputUses = [
  ...markdownSnippets().flatMap(s => outputUsesIn(s.text, s.where)),
  ...workflowFiles.flatMap(file => outputUsesIn(readRepoText(file), file))
]

const steps: Step[] = []
for (const snippet of markdownSnippets()) {
  const before = steps.length
  stepsIn(parseYaml(snippet.text), snippet.where, steps)
  // A block that mentions the action but yields no step is one this test cannot read.
  if (steps.length === before) throw new Error(`${snippet.where}: no step using the action found`)
}
for (const file of workflowFiles) stepsIn(parseYaml(readRepoText(file)), file, steps)

describe('workflow snippets', () => {
  it('are found in the README, the example site, the example workflows and CI', () => {
    const where = new Set(steps.map(s => s.where.replace(/:\d+$/, '')))
    expect(where).toContain('README.md')
    expect(where).toContain('examples/site/guides/scheduled-refresh.mdx')
    expect(where).toContain('examples/site/guides/integrations/github-actions.mdx')
    expect(where).toContain('.github/workflows/ci.yml')
    expect([...where].filter(w => w.startsWith('examples/workflows/')).length).toBe(
      filesUnder('examples/workflows', /\.ya?ml$/).length
    )
  })

  it.each(steps.map(step => [`${step.where} (${step.uses})`, step] as const))(
    '%s uses only declared inputs, with everything it needs',
    (_where, step) => {
      const action = actionOf(step.uses)!
      const undeclared = Object.keys(step.with)
        .filter(name => !action.inputs.has(name))
        .map(name => `${name}: not an input of ${path.relative(repoRoot, action.file)}`)
      const problems =
        action === mainAction ? mainActionProblems(step) : assistantCheckProblems(step)
      expect([...undeclared, ...problems]).toEqual([])
    }
  )
})

describe('outputs read from the actions in workflow snippets', () => {
  it('are found', () => {
    expect(outputUses.length).toBeGreaterThan(0)
    expect(outputUses.some(u => u.action === assistantCheck)).toBe(true)
  })

  it('name outputs the action declares', () => {
    const unknown = outputUses
      .filter(u => !u.action.outputs.has(u.output))
      .map(
        u =>
          `${u.where}: steps.${u.step}.outputs.${u.output} is not an output of ${path.relative(repoRoot, u.action.file)}`
      )
    expect(unknown).toEqual([])
  })
})

describe('the snippet check itself', () => {
  const step = (given: Record<string, string>): Step => ({
    where: 'test',
    uses: 'acme/static-export-action@v1',
    with: given
  })
  const complete = {
    domain: 'docs.example.com',
    'admin-key': '${{ secrets.DOCS_ADMIN_KEY }}',
    'api-url': 'https://api.example.com'
  }

  it('finds a missing required input and a wrong literal', () => {
    const { 'api-url': _, ...noApiUrl } = complete
    expect(mainActionProblems(step(noApiUrl)).join('\n')).toMatch(/^api-url: /)
    expect(mainActionProblems(step({ ...complete, delivery: 'pull' })).join('\n')).toMatch(
      /^delivery: /
    )
  })

  it('judges an input by the mode the snippet chooses (config-path only for pull requests)', () => {
    expect(mainActionProblems(step(complete))).toEqual([])
    expect(mainActionProblems(step({ ...complete, delivery: 'pull-request' })).join('\n')).toMatch(
      /^config-path: /
    )
  })

  it('takes an expression as given', () => {
    expect(mainActionProblems(step({ ...complete, delivery: '${{ inputs.delivery }}' }))).toEqual(
      []
    )
  })
})
