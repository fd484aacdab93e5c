// What an artifact name may be. Settings check the artifact-name input against this before any
// request: nothing else decides.

/**
 * The characters an artifact name may not hold: exactly @actions/artifact's
 * `invalidArtifactNameCharacters` (lib/internal/upload/path-and-artifact-name-validation.js,
 * the same list in @actions/artifact 1.x, which the GitHub Enterprise Server upload uses). The
 * library keeps it internal (its package exports only the client), so it is written here once,
 * in the library's order and words; `'` and spaces are allowed, as there.
 */
export const INVALID_ARTIFACT_NAME_CHARACTERS: ReadonlyMap<string, string> = new Map([
  ['"', 'double quote "'],
  [':', 'colon :'],
  ['<', 'less than <'],
  ['>', 'greater than >'],
  ['|', 'vertical bar |'],
  ['*', 'asterisk *'],
  ['?', 'question mark ?'],
  ['\r', 'carriage return \\r'],
  ['\n', 'line feed \\n'],
  ['\\', 'backslash \\'],
  ['/', 'forward slash /']
])

/** Why `name` cannot name the artifact, or undefined when it can. */
export function artifactNameProblem(name: string): string | undefined {
  const bad = [...INVALID_ARTIFACT_NAME_CHARACTERS.keys()].filter(ch => name.includes(ch))
  if (bad.length > 0) {
    const named = (chars: Iterable<string>): string =>
      [...chars].map(ch => INVALID_ARTIFACT_NAME_CHARACTERS.get(ch)!).join(', ')
    return (
      `holds ${bad.length === 1 ? 'a character' : 'characters'} artifact names may not have ` +
      `(${named(bad)}); the ones refused are: ${named(INVALID_ARTIFACT_NAME_CHARACTERS.keys())}`
    )
  }
  return undefined
}
