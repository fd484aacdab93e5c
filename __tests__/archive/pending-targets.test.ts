// The first links kept for the broken-link sample are bounded by their count and by the bytes of
// their text: links of hundreds of CJK characters held 23 MiB in the examples of a probe's
// bundle, where ordinary links stay far inside the bytes and the count decides.
import { PendingTargets } from '../../src/archive/pending-targets.js'

/** Adds `n` distinct pending targets, keeping each one's first link while there is room. */
function fill(
  pending: PendingTargets,
  n: number,
  link: (i: number) => { page: string; href: string }
) {
  let kept = 0
  for (let i = 0; i < n; i++) {
    pending.add(i + 1, (i * 2654435761) >>> 0)
    if (pending.roomForExample) {
      pending.example(i + 1, (i * 2654435761) >>> 0, link(i))
      kept += 1
    }
  }
  return kept
}

it('keeps 10,000 first links of ordinary length, and names the broken ones', () => {
  const pending = new PendingTargets()
  const kept = fill(pending, 12_000, i => ({
    page: 'guide/page.html',
    href: `../api/item-${i}.html`
  }))
  expect(kept).toBe(10_000)
  const { brokenLinks, brokenLinkCount } = pending.finish(20)
  expect(brokenLinkCount).toBe(12_000)
  expect(brokenLinks).toHaveLength(20)
})

it('keeps fewer first links when each is hundreds of two-byte characters, counting them all', () => {
  const pending = new PendingTargets()
  const cjk = '文档'.repeat(150)
  const kept = fill(pending, 12_000, i => ({ page: `${cjk}/${i}.html`, href: `${cjk}${i}.html` }))
  // About 1.2 KB a link: the 3 MB budget holds about 2,500 of them.
  expect(kept).toBeGreaterThan(2_000)
  expect(kept).toBeLessThan(3_000)
  const { brokenLinks, brokenLinkCount } = pending.finish(20)
  expect(brokenLinkCount).toBe(12_000)
  expect(brokenLinks).toHaveLength(20)
})

it('makes room again as targets arrive', () => {
  const pending = new PendingTargets()
  const cjk = '文档'.repeat(150)
  fill(pending, 3_000, i => ({ page: `${cjk}/${i}.html`, href: `${cjk}${i}.html` }))
  expect(pending.roomForExample).toBe(false)
  for (let i = 0; i < 1_000; i++) pending.arrived(i + 1, (i * 2654435761) >>> 0)
  expect(pending.roomForExample).toBe(true)
})
