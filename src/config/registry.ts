// Every config format the action edits. A new format is one module implementing
// ConfigFormatHandler and one line here.
import type { ConfigFormatHandler } from './format.js'
import { jsonFormat } from './json/index.js'
import { yamlFormat } from './yaml/index.js'

/** In order of precedence; the last is taken for any other file name. */
const FORMATS: readonly ConfigFormatHandler[] = [jsonFormat, yamlFormat]

export type ConfigFormat = 'yaml' | 'json'

/**
 * The format of a config path, by its file name: `.json` is JSON, anything else YAML (the
 * settings admit only `.yaml`, `.yml` and `.json`: checkConfigFile).
 */
export function detectConfigFormat(path: string): ConfigFormat {
  return (FORMATS.find(f => f.matches(path)) ?? FORMATS[FORMATS.length - 1]!).name as ConfigFormat
}

export function formatHandler(format: ConfigFormat): ConfigFormatHandler {
  const handler = FORMATS.find(f => f.name === format)
  if (!handler) throw new Error(`no config format ${format}`)
  return handler
}
