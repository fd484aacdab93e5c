// The config path check, apart from the YAML/JSON editing: the settings check it before any
// request without loading a parser into the action's start-up.

/** A path that cannot be used; the message names the path and the fix. */
export class ConfigPathError extends Error {
  override name = 'ConfigPathError'
}

/**
 * Refuses config paths that could leave the repository: absolute paths, `..` segments,
 * backslashes, NUL bytes and empty paths. Returns the path normalised to forward slashes without `./`.
 */
export function checkConfigPath(path: string): string {
  const trimmed = path.trim()
  if (trimmed === '') throw new ConfigPathError('config-path is empty')
  if (trimmed.includes('\0')) throw new ConfigPathError('config-path contains a NUL byte')
  if (trimmed.includes('\\')) {
    throw new ConfigPathError(
      `config-path "${trimmed}" contains a backslash; use forward slashes, relative to the repository root`
    )
  }
  if (trimmed.startsWith('/') || /^[A-Za-z]:/.test(trimmed)) {
    throw new ConfigPathError(
      `config-path "${trimmed}" is absolute; give a path relative to the repository root`
    )
  }
  const segments = trimmed.split('/').filter(s => s !== '' && s !== '.')
  if (segments.includes('..')) {
    throw new ConfigPathError(
      `config-path "${trimmed}" leaves the repository ("..") ; give a path inside it`
    )
  }
  if (segments.length === 0) throw new ConfigPathError(`config-path "${trimmed}" names no file`)
  return segments.join('/')
}
