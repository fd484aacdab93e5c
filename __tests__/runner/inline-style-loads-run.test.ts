// A page's own styles load from other origins too: dist/index.js, run as a runner runs it, reads
// the `<style>` elements and `style` attributes of the bundle's pages and reports what they load
// from elsewhere beside the other loads from other origins in the job summary, and nothing that
// prose, code or a comment merely mentions.
import { writeFile } from 'node:fs/promises'
import { makeTarGz, page, validBundleEntries } from '../helpers/archives.js'
import { errorLines, runnerSuite } from '../helpers/runner.js'

const STYLED = page(
  'Styled',
  "<style>@import url('https://fonts.googleapis.com/css2?family=Inter&display=swap');</style>" +
    '<div class="hero" style="background-image:url(&quot;https://assets.example/hero.jpg&quot;)">' +
    '<p>Write <code>background: url(https://prose.example/x.png)</code> in your CSS.</p></div>' +
    '<!-- <div style="background:url(https://commented.example/x.png)"></div> -->' +
    '<a href="index.html">Home</a>'
)

const suite = runnerSuite({
  name: 'inline-style-loads',
  token: '',
  platform: {
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
  }
})

it("reports what a page's own styles load from other origins, and only that", async () => {
  const run = await suite.run({}, { runId: '5000002' })
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
