// Small helpers of the config tests: the editor takes and gives bytes.
import {
  applyStaticExport,
  readStaticExport,
  type ConfigFormat,
  type StaticExportUpdate
} from '../../src/config/index.js'

export const LINK = 'https://x.example/exports/se_1/b.tar.gz?X-Amz-Signature=ab'
export const LINK_LINE = `bundleUrl: ${JSON.stringify(LINK)}`

/** The edited text (an UTF-8 string in and out). */
export function edit(
  text: string | Buffer,
  update: Partial<StaticExportUpdate> = {},
  format: ConfigFormat = 'yaml'
): string {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text
  return applyStaticExport(bytes, format, { bundleUrl: LINK, ...update }).bytes.toString('utf8')
}

/** The edited bytes. */
export function editBytes(
  bytes: Buffer,
  update: Partial<StaticExportUpdate> = {},
  format: ConfigFormat = 'yaml'
): Buffer {
  return applyStaticExport(bytes, format, { bundleUrl: LINK, ...update }).bytes
}

export function read(
  text: string,
  key?: string,
  format: ConfigFormat = 'yaml',
  document?: StaticExportUpdate['document']
): ReturnType<typeof readStaticExport> {
  return readStaticExport(Buffer.from(text, 'utf8'), format, key, document)
}

/** Lines joined with `\n`, with a final newline. */
export const lines = (...ls: string[]): string => ls.join('\n') + '\n'
