// What an artifact name may be. Settings check the artifact-name input against this before any
// request, and the artifact delivery names (and stages) its file by it: nothing else decides.

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

/** The longest file name (in UTF-8 bytes) the runners' file systems take: ext4, APFS, NTFS. */
export const MAX_FILE_NAME_BYTES = 255

const SUFFIX = '.tar.gz'

/**
 * The file name an artifact of this name is uploaded as: uploaded as one file, an artifact is
 * named after its file, so `<name>.tar.gz` (unless the name already ends so).
 */
export function artifactFileName(artifactName: string): string {
  return artifactName.toLowerCase().endsWith(SUFFIX) ? artifactName : `${artifactName}${SUFFIX}`
}

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
  // The archive is staged (hard-linked or copied) under its file name before the upload, and
  // a longer name fails there (ENAMETOOLONG), after the export and the download.
  const fileName = artifactFileName(name)
  if (Buffer.byteLength(fileName, 'utf8') > MAX_FILE_NAME_BYTES) {
    const suffixed = fileName !== name
    const room = MAX_FILE_NAME_BYTES - (suffixed ? SUFFIX.length : 0)
    return (
      `is too long: ${Buffer.byteLength(name, 'utf8')} bytes in UTF-8, and the artifact is the file ` +
      `${suffixed ? `<name>${SUFFIX}` : '<name>'}, whose name may have at most ${MAX_FILE_NAME_BYTES} bytes; ` +
      `give a name of at most ${room} bytes (a character beyond ASCII takes 2 to 4)`
    )
  }
  return undefined
}

/**
 * The file name of a second upload when another job took `fileName` at the same moment: the
 * stem, `-<tag>` and `.tar.gz`, the stem shortened (by whole characters) so that the name still
 * fits MAX_FILE_NAME_BYTES (a name at the limit would otherwise fail to stage).
 */
export function uniqueArtifactFileName(fileName: string, tag: string): string {
  const stem = fileName.replace(/\.tar\.gz$/i, '')
  const tail = `-${tag}${SUFFIX}`
  let room = MAX_FILE_NAME_BYTES - Buffer.byteLength(tail, 'utf8')
  let kept = ''
  for (const ch of stem) {
    room -= Buffer.byteLength(ch, 'utf8')
    if (room < 0) break
    kept += ch
  }
  return `${kept}${tail}`
}
