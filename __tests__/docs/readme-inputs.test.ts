// The README's input table and action.yml are one source: every input action.yml declares has a
// row, every row names a declared input, and the Default column says what the runner passes when
// a workflow leaves the input out. A new input added to one and not the other fails here.
import {
  codeSpans,
  markdownTableAfter,
  readActionMetadata,
  readRepoText
} from './action-metadata.js'

const action = readActionMetadata('action.yml')
const readme = readRepoText('README.md')

interface Row {
  names: string[]
  defaultCell: string
}

function rowsAfter(heading: string): Row[] {
  return markdownTableAfter(readme, heading).map(cells => ({
    names: codeSpans(cells[0] ?? ''),
    defaultCell: cells[1] ?? ''
  }))
}

const rows = rowsAfter('### Inputs')

describe("README's input table and action.yml", () => {
  it('list the same inputs, each once', () => {
    const documented = rows.flatMap(row => row.names)
    expect(documented.length).toBeGreaterThan(0)
    expect([...documented].sort()).toEqual([...new Set(documented)].sort())
    expect([...documented].sort()).toEqual([...action.inputs.keys()].sort())
  })

  // The Default cell of an input action.yml gives a default holds exactly that default in code;
  // a required input says "(required"; an input without a default (the action derives one at
  // run time, or there is none) is described in words, never as a literal the runner would pass.
  it.each(rows.flatMap(row => row.names.map(name => [name, row.defaultCell] as const)))(
    'agree on the default of %s',
    (name, cell) => {
      const spec = action.inputs.get(name)
      expect(spec).toBeDefined()
      if (spec!.required) {
        expect(cell).toMatch(/^\(required/)
      } else if (spec!.default !== '') {
        expect(cell).toBe('`' + spec!.default + '`')
      } else {
        expect(cell).not.toMatch(/^\(required/)
        expect(cell).not.toMatch(/^`[^`]*`$/)
      }
    }
  )

  it('name every output action.yml declares, and no other', () => {
    const section = readme.slice(readme.indexOf('### Outputs'))
    // The list is the section's first paragraph; notes on single outputs follow it.
    const paragraph = section.slice(0, section.indexOf('\n\n', section.indexOf('\n\n') + 2))
    // Values of an output are given in parentheses after it: not output names.
    const named = codeSpans(paragraph.replace(/\([^)]*\)/g, ''))
    expect([...new Set(named)].sort()).toEqual([...action.outputs.keys()].sort())
  })

  it('say that a masked bundle-url does not pass through a job output, and the two ways out', () => {
    const note = readme.slice(readme.indexOf('**`bundle-url` does not pass through a job output'))
    expect(note).toMatch(/^\*\*`bundle-url` does not pass/)
    expect(note).toContain('`delivery: pull-request`')
    expect(note).toContain('`mask-bundle-url: false`')
    expect(action.inputs.get('mask-bundle-url')!.description).toMatch(/job outputs/)
    expect(action.outputs.get('bundle-url')!.description).toMatch(/job output/)
  })
})

// The second action's tables hold to the same rules against its own action.yml.
describe("README's assistant-check tables and assistant-check/action.yml", () => {
  const check = readActionMetadata('assistant-check/action.yml')
  const checkRows = rowsAfter('### Inputs of assistant-check')

  it('list the same inputs, each once, with the same defaults', () => {
    const documented = checkRows.flatMap(row => row.names)
    expect([...documented].sort()).toEqual([...check.inputs.keys()].sort())
    for (const row of checkRows) {
      const spec = check.inputs.get(row.names[0]!)!
      if (spec.required) expect(row.defaultCell).toMatch(/^\(required/)
      else expect(row.defaultCell).toBe('`' + spec.default + '`')
    }
  })

  it('name every output, and no other', () => {
    const section = readme.slice(readme.indexOf('### Outputs of assistant-check'))
    const paragraph = section.slice(0, section.indexOf('\n\n', section.indexOf('\n\n') + 2))
    const named = codeSpans(paragraph.replace(/\([^)]*\)/g, ''))
    expect([...new Set(named)].sort()).toEqual([...check.outputs.keys()].sort())
  })
})
