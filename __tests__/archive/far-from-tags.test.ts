// Pages where a `>` stands far from any tag again and again: a REPL transcript in a `<pre>`
// (`>>> f(path, data=1)`), a log with raw `->`, an unminified script (`x => { const data = …`).
// Each ` data=` or ` src=` after such a `>` asks where the last `<` before it is, and each of
// those searches ran back to the page's last tag: a 3.9 MiB page took 3 s of CPU (a probe's
// figures: 34 MiB of such pages 24 s, ordinary pages of that size under 1 s). The page scanner
// now asks at rising positions through one LastOf a page, which reads each byte once.
import { LastOf } from '../../src/archive/html-bytes.js'
import { PageScanner } from '../../src/archive/page-references.js'
import { prng } from '../../emulator/platform/faults.js'
import { referenceEvents } from '../helpers/reference-scanner.js'
import { scannedEvents } from '../helpers/scanned-events.js'

/** A doctest page: `lines` prompts in a `<pre>`, each with ` data=` and ` src=` after a `>`. */
function transcript(lines: number): Buffer {
  const prompts = Array.from(
    { length: lines },
    (_, i) => `>>> load(path, data=${i}, src="in-${i}.csv")\n-> ok`
  ).join('\n')
  return Buffer.from(
    `<!doctype html><html><body><a href="guide.html">Guide</a><pre>${prompts}</pre>` +
      '<img src="after.png"></body></html>'
  )
}

/** The bytes Buffer's backward searches read while `run` runs (from where each starts to its hit). */
function bytesSearchedBack(run: () => void): number {
  const original = Buffer.prototype.lastIndexOf
  let searched = 0
  Buffer.prototype.lastIndexOf = function (
    this: Buffer,
    ...args: Parameters<Buffer['lastIndexOf']>
  ): number {
    const found = original.apply(this, args)
    const at = args[1]
    const from = typeof at !== 'number' ? this.length - 1 : at < 0 ? this.length + at : at
    searched += Math.min(from, this.length - 1) - found
    return found
  }
  try {
    run()
  } finally {
    Buffer.prototype.lastIndexOf = original
  }
  return searched
}

it('reads a page of prompts far from any tag in about one pass, not one per prompt', () => {
  const page = transcript(12_000)
  expect(page.length).toBeGreaterThan(512 * 1024)
  const events: string[] = []
  const searched = bytesSearchedBack(() =>
    new PageScanner().scan(page, {
      load: (tag, attr, value) => events.push(`${tag} ${attr} ${value}`),
      anchors: () => {}
    })
  )
  // Before: each of the 12,000 prompts searched back to the `<pre>`, about 3 GB in all.
  expect(searched).toBeLessThan(4 * page.length)
  expect(events).toEqual(['img src after.png'])
})

it('reports what the reference reads on such pages', () => {
  for (const lines of [1, 40, 3000]) {
    const page = transcript(lines)
    expect(scannedEvents(page)).toEqual(referenceEvents(page))
  }
})

describe('LastOf', () => {
  it('answers as lastIndexOf does, at rising and falling positions', () => {
    const random = prng(7)
    const bytes = Buffer.from(
      Array.from({ length: 5000 }, () => (random() < 0.01 ? 0x3c : 0x61 + Math.floor(random() * 3)))
    )
    const last = new LastOf(0x3c)
    last.reset(bytes)
    let at = -3
    for (let i = 0; i < 4000; i++) {
      at += random() < 0.8 ? Math.floor(random() * 40) : -Math.floor(random() * 400)
      at = Math.min(at, bytes.length + 5)
      const expected = at < 0 ? -1 : bytes.lastIndexOf(0x3c, at)
      expect([at, last.at(at)]).toEqual([at, expected])
    }
    // Another page starts over.
    const other = Buffer.from('ab<cd')
    last.reset(other)
    expect([last.at(1), last.at(4), last.at(2)]).toEqual([-1, 2, 2])
  })
})
