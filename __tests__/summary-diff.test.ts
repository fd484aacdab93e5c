import { applyStaticExport } from '../src/config/index.js'
import { unifiedDiff } from '../src/delivery/unified-diff.js'
import { renderSummary } from '../src/summary.js'
import { diffForSummary, SUMMARY_DIFF_CHARS, SUMMARY_DIFF_LINE_CHARS } from '../src/summary-diff.js'

const NEW_LINK = 'https://exports.example.com/se_new/bundle.tar.gz?X-Amz-Signature=fresh'

/** A minified JSON config (jq -c, JSON.stringify) of about `bytes`, its block deep inside. */
function minifiedConfig(bytes: number): string {
  const services: Record<string, string> = {}
  for (let i = 0, size = 0; size < bytes / 2; i++) {
    services[`service${i}`] = `image-${i}:1.${i}`
    size += `"service${i}":"image-${i}:1.${i}",`.length
  }
  const staticExport = { enabled: true, bundleUrl: 'https://exports.example.com/se_old/b.tar.gz' }
  return JSON.stringify({ services, staticExport, more: services })
}

function summaryOf(diff: string): string {
  return renderSummary({
    domain: 'docs.acme.test',
    mode: 'export',
    jobId: 'se_1',
    status: 'completed',
    now: Date.parse('2026-11-27T10:00:00Z'),
    pullRequest: { operation: 'created', number: 1, url: 'https://x/pull/1', diff, dryRun: false }
  })
}

describe('the config diff in the job summary', () => {
  it('stays far under GitHub’s 1 MiB summary limit for a minified JSON config, and shows the change', () => {
    const before = minifiedConfig(1_000_000)
    const edited = applyStaticExport(Buffer.from(before), 'json', { bundleUrl: NEW_LINK })
    const diff = unifiedDiff('deploy/config.json', before, edited.text)
    expect(diff.length).toBeGreaterThan(1_900_000) // the whole file, twice
    const md = summaryOf(diff)
    expect(md.length).toBeLessThan(20_000)
    // The window of each long line opens where old and new first differ: the links are shown.
    expect(md).toContain('se_old/b.tar.gz')
    expect(md).toContain(NEW_LINK)
    expect(md).toMatch(/-… \(\d+ characters\) .*se_old.* … \(\d+ more characters\)/)
  })

  it('leaves a diff of ordinary lines as it is', () => {
    const diff = '--- a/values.yaml\n+++ b/values.yaml\n@@ -1,2 +1,2 @@\n-a: 1\n+a: 2\n b: 3'
    expect(diffForSummary(diff)).toBe(diff)
  })

  it('pairs the k-th removed line with the k-th added one', () => {
    const long = (c: string, changed: string) =>
      `${c}${'x'.repeat(5_000)}${changed}${'y'.repeat(5_000)}`
    const diff = [long('-', 'OLD1'), long('-', 'OLD2'), long('+', 'NEW1'), long('+', 'NEW2')].join(
      '\n'
    )
    const lines = diffForSummary(diff).split('\n')
    expect(lines.map(l => /(OLD|NEW)\d/.exec(l)?.[0])).toEqual(['OLD1', 'OLD2', 'NEW1', 'NEW2'])
    for (const line of lines) expect(line.length).toBeLessThan(SUMMARY_DIFF_LINE_CHARS + 100)
  })

  it('cuts a diff of many lines past its bound, saying so', () => {
    const diff = Array.from({ length: 50_000 }, (_, i) => `+line ${i} ${'z'.repeat(20)}`).join('\n')
    const shown = diffForSummary(diff)
    expect(shown.length).toBeLessThanOrEqual(SUMMARY_DIFF_CHARS + 200)
    expect(shown).toMatch(/… \(\d+ more diff lines: the whole diff is in the step's log\)$/)
  })
})
