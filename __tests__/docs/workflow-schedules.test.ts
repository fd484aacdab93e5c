// An example workflow that tells its schedules apart by `github.event.schedule` compares it with
// the cron strings of its own `on.schedule`, character for character: a comparison with a cron
// the workflow no longer has is always unequal, so a step guarded by `!=` runs on every
// schedule (the matrix example would export every site on every renewal run).
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { readRepoText, repoRoot } from './action-metadata.js'

const comparisons = readdirSync(path.join(repoRoot, 'examples/workflows'))
  .filter(name => /\.ya?ml$/.test(name))
  .flatMap(name => {
    const file = `examples/workflows/${name}`
    const text = readRepoText(file)
    const workflow = parseYaml(text) as { on?: { schedule?: { cron: string }[] } }
    const crons = (workflow.on?.schedule ?? []).map(entry => entry.cron)
    return [...text.matchAll(/github\.event\.schedule\s*[!=]=\s*'([^']*)'/g)].map(
      m => [file, m[1]!, crons] as const
    )
  })

describe('schedule comparisons in the example workflows', () => {
  it('are found', () => {
    expect(comparisons.length).toBeGreaterThan(0)
  })

  it.each(comparisons)('%s compares with %j, one of its own crons', (_file, cron, crons) => {
    expect(crons).toContain(cron)
  })
})
