// The URLs of a `srcset` for the tests' own readings (browser-oracle.ts, reference-scanner.ts),
// written from the HTML standard's parsing algorithm, not taken from src/.

/**
 * The candidates of a `srcset`, split as the HTML standard's parsing algorithm does: a URL runs
 * to the next whitespace (a trailing comma is not part of it), then a descriptor to the next comma
 * outside parentheses.
 */
export function srcsetUrls(value: string): string[] {
  const urls: string[] = []
  let i = 0
  const space = /[\t\n\f\r ]/
  while (i < value.length) {
    while (i < value.length && (space.test(value[i]!) || value[i] === ',')) i++
    if (i >= value.length) break
    const start = i
    while (i < value.length && !space.test(value[i]!)) i++
    let url = value.slice(start, i)
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '')
    } else {
      let depth = 0
      for (; i < value.length; i++) {
        const c = value[i]
        if (c === '(') depth++
        else if (c === ')') depth = Math.max(depth - 1, 0)
        else if (c === ',' && depth === 0) break
      }
    }
    if (url !== '') urls.push(url)
  }
  return urls
}
