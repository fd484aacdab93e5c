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
