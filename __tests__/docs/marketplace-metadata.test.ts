// Both actions' metadata as the Marketplace release form takes it: a name, a description under
// 125 characters (the form refuses longer ones; the README says the rest), a branding colour
// from the Marketplace's list, every input and output described, and the runtime the README's
// runner requirement is written for.
import { parse as parseYaml } from 'yaml'
import { readActionMetadata, readRepoText } from './action-metadata.js'

const BRANDING_COLORS = [
  'white',
  'black',
  'yellow',
  'blue',
  'green',
  'orange',
  'red',
  'purple',
  'gray-dark'
]

describe.each(['action.yml', 'assistant-check/action.yml'])('%s', file => {
  const action = readActionMetadata(file)
  const raw = parseYaml(readRepoText(file)) as { branding?: { icon?: string; color?: string } }

  it('has a name and a description the Marketplace accepts', () => {
    expect(action.name.trim()).not.toBe('')
    expect(action.description.trim()).not.toBe('')
    expect(action.description.length).toBeLessThan(125)
  })

  it('has branding with a Marketplace colour', () => {
    expect(raw.branding?.icon).toMatch(/^[a-z0-9-]+$/)
    expect(BRANDING_COLORS).toContain(raw.branding?.color)
  })

  it('describes every input and output', () => {
    for (const [name, spec] of action.inputs) {
      expect([name, spec.description.trim().length > 0]).toEqual([name, true])
    }
    for (const [name, spec] of action.outputs) {
      expect([name, spec.description.trim().length > 0]).toEqual([name, true])
    }
  })

  it('runs on node24, which the README states the runner version for', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
  })
})
