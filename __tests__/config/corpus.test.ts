// Every real config of the corpus (__fixtures__/configs/real/, with the variants real
// repositories also hold) through the editor, judged by the independent checker: each edit
// right (YAML 1.2 and YAML 1.1-with-merge-keys data equal but for the block, bytes outside the
// edited lines identical, BOM, line endings and comments kept, idempotent, a new link changing
// only the link's line) or refused with a ConfigEditError naming the real cause. Zero wrong.
import { CORPUS_CASES } from './corpus-cases.js'
import { runCase } from './corpus-run.js'

describe('the real-config corpus through the editor', () => {
  it('has the files the issue asks for', () => {
    expect(new Set(CORPUS_CASES.map(c => c.file)).size).toBeGreaterThanOrEqual(40)
  })

  it.each(CORPUS_CASES.map(c => [c.title, c] as const))('%s', (_title, c) => {
    const outcome = runCase(c)
    if (outcome.kind === 'wrong') throw new Error(`${outcome.detail}\n(${c.why})`)
    expect(outcome.kind).toBe('refuse' in c.expected ? 'refused' : outcome.kind)
  })
})
