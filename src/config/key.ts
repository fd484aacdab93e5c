// The key path of the static export block. Parser-free: the settings check config-key with it
// at start-up without loading a YAML parser.
import { ConfigEditError } from './errors.js'

/** The segments of a dotted key path such as `spec.values.staticExport`. */
export function keySegments(key: string): string[] {
  const segments = key.split('.')
  if (segments.some(s => s.trim() === '')) {
    throw new ConfigEditError(`config-key "${key}" has an empty segment; write it like a.b.c`)
  }
  return segments
}

/**
 * Why the path's segment `i`, missing from its mapping, must not be added there: the mapping
 * holds the same name in another case (`staticexport` beside `staticExport`). Keys are
 * case-sensitive, so the edit would add a second block that the chart never reads, and report
 * success. `keys` are the mapping's keys with their lines (read only for the key reported).
 */
export function caseMismatch(
  path: string[],
  i: number,
  keys: Iterable<{ key: string; line: number }>
): string | undefined {
  const segment = path[i]!
  // `line` is read only for the key reported: a caller may count it lazily (a getter), since
  // counting it for every key of a large mapping is quadratic.
  for (const entry of keys) {
    const { key } = entry
    if (key === segment || key.toLowerCase() !== segment.toLowerCase()) continue
    const line = entry.line
    const meant = [...path.slice(0, i), key, ...path.slice(i + 1)].join('.')
    return (
      `config-key is ${path.join('.')}, but the file has ${path.slice(0, i).concat(key).join('.')} (line ${line}): keys are case-sensitive, ` +
      `so a new ${segment} would sit beside it, unread. Set config-key to ${meant}, or rename the key in the file`
    )
  }
  return undefined
}
