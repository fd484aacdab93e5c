// The one error of the config edit. Its message names the file's real problem and the fix; the
// delivery prefixes the file's path. It is thrown before anything is written.

/** A config that cannot be edited safely; the message names the file's problem and the fix. */
export class ConfigEditError extends Error {
  override name = 'ConfigEditError'
}

/**
 * The text does not parse. Of the user's file, it is the file's problem; of the text the action
 * wrote, it is the action's (see readBack in index.ts), never reported as the user's.
 */
export class ConfigSyntaxError extends ConfigEditError {
  constructor(
    /** `YAML`, `JSON`, `YAML 1.1 (as Helm reads it)` */
    readonly format: string,
    /** `line 3, column 5: <the parser's message>` */
    readonly where: string
  ) {
    super(`invalid ${format} at ${where}`)
  }
}
