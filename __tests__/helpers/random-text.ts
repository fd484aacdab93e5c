// Random test inputs built from tricky pieces (the scanner's pages, links, entry names).

/** Between `least` and `least + spread - 1` pieces picked with `random` and joined. */
export function randomJoin(
  pieces: readonly string[],
  random: () => number,
  least: number,
  spread: number
): string {
  let text = ''
  for (let k = least + Math.floor(random() * spread); k > 0; k--) {
    text += pieces[Math.floor(random() * pieces.length)]
  }
  return text
}
