// An exporter that packs its site's folder (every entry under `docs.acme.test/`) rather than the
// folder's contents: dist/index.js, run as a runner runs it, downloads the bundle from the
// platform emulator's link, reads it as the site inside that folder, delivers the artifact and
// says where the site is (a notice, the Verified line, the job summary).
import { mkdtempSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startArtifactService, type ArtifactService } from '../../emulator/artifact/service.js'
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import { bundleEntriesIn, makeTarGz } from '../helpers/archives.js'
import { errorLines, runDist } from '../reliability/harness.js'

const FOLDER = 'docs.acme.test'

let scratch: string
let platform: PlatformEmulator
let artifacts: ArtifactService

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'site-in-folder-'))
  platform = await startPlatformEmulator({
    config: { jobs: { queuedMs: 0, msPerPage: 5 } },
    // Every export is served as the small valid site packed inside one folder.
    transformArchive: async ({ file }) => {
      const wrapped = file.replace(/\.tar\.gz$/, '.in-folder.tar.gz')
      await writeFile(wrapped, await makeTarGz(bundleEntriesIn(FOLDER)))
      return wrapped
    }
  })
  artifacts = await startArtifactService({ storageDir: join(scratch, 'artifact-store') })
})
afterAll(async () => {
  await platform.close()
  await artifacts.close()
  rmSync(scratch, { recursive: true, force: true })
})

it('downloads, verifies and delivers a bundle whose site is inside one folder, naming it', async () => {
  const run = await runDist({
    platform,
    artifacts,
    tmpRoot: join(scratch, 'run'),
    runId: '5000001'
  })
  expect(errorLines(run.stdout)).toEqual([])
  expect(run.code).toBe(0)
  expect(artifacts.count('CreateArtifact')).toBe(1)
  expect(run.outputs['archive-sha256']).toMatch(/^[0-9a-f]{64}$/)
  expect(run.stdout).toMatch(
    new RegExp(
      `^::notice::The bundle's site is inside the folder "${FOLDER.replace(/\./g, '\\.')}/"`,
      'm'
    )
  )
  expect(run.stdout).toContain(`index.html present in "${FOLDER}/"`)
  expect(run.summary).toContain(`\`${FOLDER}/index.html\` ✓`)
})
