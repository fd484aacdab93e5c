// What a docs version (the `version` input) is. The platform promises only "string": the site's
// owner names its versions (`2024-06-01`, `v2.0 (beta)`, `1.0+lts`, `Version 3`), and the name is
// sent as given. It is refused only for what would break where it goes: one line of the config
// and of the log (no control characters), a bounded length; and a slash or backslash, which
// would read as a path (`../v1`) wherever a platform files versions.

/** Longer names are refused: no site needs more. */
export const MAX_DOCS_VERSION_LENGTH = 128

/** Why `version` cannot be sent as a docs version, or undefined when it can. */
export function docsVersionProblem(version: string): string | undefined {
  if (version.length > MAX_DOCS_VERSION_LENGTH) {
    return `it is longer than ${MAX_DOCS_VERSION_LENGTH} characters`
  }
  // C0 and C1 controls, DEL, and the Unicode line and paragraph separators (as for a job id).
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(version)) {
    return 'it contains a control character'
  }
  if (/[/\\]/.test(version)) return 'it holds a slash, which reads as a path (a version is a name)'
  return undefined
}
