// What a list input (paths, labels, reviewers, config-path) holds. Every list input is read by
// this; nothing else decides how a list is written.

/**
 * Splits a list input written one per line or comma-separated; blank items are dropped. A list
 * written as a JSON array of strings (`${{ toJSON(…) }}`, `["/a", "/b"]`) or as a YAML list in a
 * block scalar (every line `- item`) is that list: read line by line, its items were `["/a"` or
 * `- docs`, sent as page paths or added as labels as they were.
 */
export function parseList(text: string): string[] {
  const whole = text.trim()
  if (whole.startsWith('[') && whole.endsWith(']')) {
    const items = jsonStrings(whole)
    if (items !== undefined) return items.map(item => item.trim()).filter(item => item !== '')
  }
  const lines = whole.split('\n').filter(line => line.trim() !== '')
  const yamlList = lines.length > 0 && lines.every(line => /^\s*-\s/.test(line))
  return (yamlList ? lines.map(line => line.replace(/^\s*-\s/, '')).join('\n') : text)
    .split(/[\n,]/)
    .map(item => item.trim())
    .filter(item => item !== '')
}

/** The strings of a JSON array of strings, or undefined when `text` is not one. */
function jsonStrings(text: string): string[] | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) && value.every(item => typeof item === 'string')
      ? (value as string[])
      : undefined
  } catch {
    return undefined
  }
}
