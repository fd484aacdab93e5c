// The artifact name rule against @actions/artifact itself (and 1.x, which the GitHub Enterprise
// Server upload uses): the library that uploads is the judge of which characters a name may
// hold, so every character below must be accepted or refused exactly as both versions do.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { stage } from '../../src/delivery/artifact.js'
import {
  artifactFileName,
  artifactNameProblem,
  MAX_FILE_NAME_BYTES,
  uniqueArtifactFileName
} from '../../src/rules/artifact-name.js'

type Check = (name: string) => void

const modules = join(process.cwd(), 'node_modules', '@actions')
let current: Check
let v1: Check

beforeAll(async () => {
  const file = join(
    modules,
    'artifact',
    'lib',
    'internal',
    'upload',
    'path-and-artifact-name-validation.js'
  )
  current = ((await import(pathToFileURL(file).href)) as { validateArtifactName: Check })
    .validateArtifactName
  const require = createRequire(import.meta.url)
  v1 = (
    require(
      join(modules, 'artifact-v1', 'lib', 'internal', 'path-and-artifact-name-validation.js')
    ) as {
      checkArtifactName: Check
    }
  ).checkArtifactName
})

const refuses = (check: Check, name: string): boolean => {
  try {
    check(name)
    return false
  } catch {
    return true
  }
}

// Every printable ASCII character, the controls a name may smuggle, and a few beyond ASCII.
const CHARACTERS = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  '\t',
  '\r',
  '\n',
  '\u0000',
  'é',
  '文',
  '😀'
]

it.each(CHARACTERS)('judges %j in a name as @actions/artifact 6.x and 1.x do', ch => {
  const name = `docs${ch}export`
  const libraryRefuses = refuses(current, name)
  expect(refuses(v1, name)).toBe(libraryRefuses)
  expect(artifactNameProblem(name) !== undefined).toBe(libraryRefuses)
})

describe('the length rule against the staging it protects', () => {
  let dir: string
  let archive: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'artifact-name-'))
    archive = join(dir, 'bundle.tar.gz')
    await writeFile(archive, 'archive')
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it.each([
    ['a'.repeat(248), true],
    ['a'.repeat(249), false],
    ['文'.repeat(82), true],
    ['文'.repeat(83), false]
  ])('stages the file of a name the rule takes, and only those: %#', async (name, fits) => {
    expect(artifactNameProblem(name) === undefined).toBe(fits)
    const staging = stage(archive, dir, artifactFileName(name))
    if (fits) await expect(staging).resolves.toContain(name)
    else await expect(staging).rejects.toMatchObject({ code: 'ENAMETOOLONG' })
  })
})

describe('the name of a second upload, when another job took the name at the same moment', () => {
  it('is the stem, a tag and .tar.gz, the stem shortened by whole characters to fit', () => {
    expect(uniqueArtifactFileName('docs.tar.gz', 'a1b2c3')).toBe('docs-a1b2c3.tar.gz')
    // A name at the limit gave a name over it: the upload then failed to stage.
    for (const name of ['a'.repeat(248), `${'文'.repeat(82)}ab`, `${'é'.repeat(124)}`]) {
      expect(artifactNameProblem(name)).toBeUndefined()
      const unique = uniqueArtifactFileName(artifactFileName(name), 'a1b2c3')
      expect(Buffer.byteLength(unique, 'utf8')).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES)
      expect(unique).toMatch(/-a1b2c3\.tar\.gz$/)
      expect(name.startsWith(unique.replace(/-a1b2c3\.tar\.gz$/, ''))).toBe(true)
      expect(unique).not.toContain('\uFFFD')
    }
  })
})
