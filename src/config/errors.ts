// The one error of the config edit. Its message names the file's real problem and the fix; the
// delivery prefixes the file's path. It is thrown before anything is written.

/** A config that cannot be edited safely; the message names the file's problem and the fix. */
export class ConfigEditError extends Error {
  override name = 'ConfigEditError'
}
