// The URLs of a `srcset` (`<img srcset>`, `<source srcset>`), split as the HTML standard's
// parsing algorithm splits them: a URL runs to the next whitespace, and only then does a comma
// end its candidate (outside the parentheses a descriptor may hold). Cut at every comma instead,
// a data: URL (`data:image/gif;base64,R0lGOD… 1w`, a placeholder some themes put in `<source>`)
// was read as a data: URL and a relative link to a file named after its base64, reported broken,
// and a CDN URL with commas in its path (`…/w_300,h_200/a.jpg`) as several.

/** ASCII whitespace as HTML means it. */
function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d
}

const COMMA = 0x2c

export function srcsetUrls(value: string): string[] {
  const urls: string[] = []
  const n = value.length
  let i = 0
  for (;;) {
    while (i < n && (isSpace(value.charCodeAt(i)) || value.charCodeAt(i) === COMMA)) i++
    if (i >= n) return urls
    const start = i
    while (i < n && !isSpace(value.charCodeAt(i))) i++
    let end = i
    if (value.charCodeAt(end - 1) === COMMA) {
      // A URL ending in commas has no descriptors: the commas end its candidate.
      while (end > start && value.charCodeAt(end - 1) === COMMA) end--
    } else {
      // Its descriptors run to the next comma outside parentheses.
      let depth = 0
      for (; i < n; i++) {
        const c = value.charCodeAt(i)
        if (c === 0x28) depth++
        else if (c === 0x29) depth = Math.max(depth - 1, 0)
        else if (c === COMMA && depth === 0) break
      }
    }
    if (end > start) urls.push(value.slice(start, end))
  }
}
