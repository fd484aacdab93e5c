// A page's own styles load from other origins too: dist/index.js, run as a runner runs it, reads
// the `<style>` elements and `style` attributes of the bundle's pages and reports what they load
// from elsewhere beside the other loads from other origins in the job summary, and nothing that
// prose, code or a comment merely mentions.
import { mkdtempSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startArtifactService, type ArtifactService } from '../../emulator/artifact/service.js'
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import { makeTarGz, page, validBundleEntries } from '../helpers/archives.js'
import { errorLines, runDist } from '../reliability/harness.js'

const STYLED = page(
  'Styled',
  "<style>@import url('https://fonts.googleapis.com/css2?family=Inter&display=swap');</style>" +
    '<div class="hero" style="background-image:url(&quot;https://assets.example/hero.jpg&quot;)">' +
    '<p>Write <code>background: url(https://prose.example/x.png)</code> in your CSS.</p></div>' +
    '<!-- <div style="background:url(https://commented.example/x.png)"></div> -->' +
    '<a href="index.html">Home</a>'
)

let scratch: string
let platform: PlatformEmulator
let artifacts: ArtifactService

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'inline-style-loads-'))
  platform = await startPlatformEmulator({
    config: { jobs: { queuedMs: 0, msPerPage: 5 } },
    // Every export is served as the small valid site with one page that styles itself.
    transformArchive: async ({ file }) => {
      const styled = file.replace(/\.tar\.gz$/, '.styled.tar.gz')
      await writeFile(
        styled,
        await makeTarGz([...validBundleEntries(), { name: 'styled.html', data: STYLED }])
      )
      return styled
    }
  })
  artifacts = await startArtifactService({ storageDir: join(scratch, 'artifact-store') })
})
afterAll(async () => {
  await platform.close()
  await artifacts.close()
  rmSync(scratch, { recursive: true, force: true })
})

it("reports what a page's own styles load from other origins, and only that", async () => {
  const run = await runDist({
    platform,
    artifacts,
    tmpRoot: join(scratch, 'run'),
    runId: '5000002'
  })
  expect(errorLines(run.stdout)).toEqual([])
  expect(run.code).toBe(0)
  expect(run.summary).toContain(
    '- Loads from other origins at run time: 2 (they fail on air-gapped sites)'
  )
  expect(run.summary).toContain(
    '`styled.html`: style @import `https://fonts.googleapis.com/css2?family=Inter&display=swap`'
  )
  expect(run.summary).toContain(
    '`styled.html`: style attribute url `https://assets.example/hero.jpg`'
  )
  expect(run.summary).not.toContain('prose.example')
  expect(run.summary).not.toContain('commented.example')
})
