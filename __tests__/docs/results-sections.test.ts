// A benchmark rewrites its own section of bench/RESULTS.md: the table and goal lines it
// generates are replaced, the `### ` parts written into the section by hand (what each round
// changed and measured) stay after them, and every other section is left byte for byte.
import { replaceSection } from '../../bench/lib/results.js'

const FILE = [
  '# Benchmark results',
  '',
  '## Polling',
  '',
  'polling table',
  '',
  '## Download',
  '',
  'old table',
  '- goal: missed',
  '',
  '### What changed this round',
  '',
  'notes of this round',
  '',
  '### An earlier round',
  '',
  'older notes',
  '',
  '## Start-up',
  '',
  'start-up table',
  ''
].join('\n')

it('replaces the generated part of a section and keeps its hand-written parts after it', () => {
  const out = replaceSection(FILE, 'Download', 'new table\n- goal: met\n')
  expect(out).toBe(
    [
      '# Benchmark results',
      '',
      '## Polling',
      '',
      'polling table',
      '',
      '## Download',
      '',
      'new table',
      '- goal: met',
      '',
      '### What changed this round',
      '',
      'notes of this round',
      '',
      '### An earlier round',
      '',
      'older notes',
      '',
      '## Start-up',
      '',
      'start-up table',
      ''
    ].join('\n')
  )
  // Writing it again changes only the generated part.
  expect(replaceSection(out, 'Download', 'old table\n- goal: missed')).toBe(FILE)
})

it('replaces a part the generated body writes itself instead of keeping the old one too', () => {
  const out = replaceSection(FILE, 'Download', 'new table\n\n### An earlier round\n\nrewritten')
  expect(out.match(/### An earlier round/g)).toHaveLength(1)
  expect(out).toContain('rewritten')
  expect(out).not.toContain('older notes')
  expect(out).toContain('notes of this round')
})

it('adds a missing section in its place', () => {
  const out = replaceSection(FILE, 'End to end', 'e2e table')
  expect(out.endsWith('## Start-up\n\nstart-up table\n\n## End to end\n\ne2e table\n')).toBe(true)
})
