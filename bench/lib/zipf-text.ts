// Prose for the benchmark's generated pages (docs-bundle.ts): words made of syllables, drawn from
// a Zipf vocabulary (the k-th word used in proportion to 1/k, as in English), so the pages
// compress about as real prose does. Driven by the caller's seeded random source alone: the
// same seed gives the same text, and the same bundle, byte for byte.

const SYLLABLES =
  'ba be bi bo bu ca ce ci co cu da de di do du fa fe fi fo ga ge gi go ka ke ki ko la le li lo lu ma me mi mo mu na ne ni no nu pa pe pi po pu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo za ze zi zo'.split(
    ' '
  )
const COMMON =
  'the of and to a in is that for it as with be on not this by are or from at an but you can your which will when all if each one use set run see more new how its may has'.split(
    ' '
  )

export class Text {
  private readonly words: string[] = []
  private readonly cumulative: number[] = []
  constructor(private readonly random: () => number) {
    for (const w of COMMON) this.words.push(w)
    while (this.words.length < 4000) {
      const n = 1 + Math.floor(random() * 3) + (random() < 0.3 ? 1 : 0)
      let w = ''
      for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(random() * SYLLABLES.length)]
      this.words.push(
        random() < 0.05 ? `${w}${['ing', 'ed', 's', 'ly'][Math.floor(random() * 4)]}` : w
      )
    }
    // Zipf (s = 1): the k-th word is used in proportion to 1/k, as in English.
    let sum = 0
    for (let k = 1; k <= this.words.length; k++) this.cumulative.push((sum += 1 / k))
  }
  word(): string {
    const x = this.random() * this.cumulative[this.cumulative.length - 1]!
    let lo = 0
    let hi = this.cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.cumulative[mid]! < x) lo = mid + 1
      else hi = mid
    }
    return this.words[lo]!
  }
  words_(n: number): string {
    const out: string[] = []
    for (let i = 0; i < n; i++) out.push(this.word())
    return out.join(' ')
  }
  sentence(): string {
    const s = this.words_(6 + Math.floor(this.random() * 14))
    return s[0]!.toUpperCase() + s.slice(1) + (this.random() < 0.1 ? '?' : '.')
  }
  paragraph(): string {
    const n = 2 + Math.floor(this.random() * 5)
    const out: string[] = []
    for (let i = 0; i < n; i++) {
      let s = this.sentence()
      if (this.random() < 0.25) s = s.replace(/ (\w+) /, ' <code>$1</code> ')
      out.push(s)
    }
    return out.join(' ')
  }
  title(): string {
    const t = this.words_(2 + Math.floor(this.random() * 3))
    return t[0]!.toUpperCase() + t.slice(1)
  }
}
