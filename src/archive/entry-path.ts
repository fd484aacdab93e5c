// Where an archive's entries may point: an entry's name must be a relative path inside the
// bundle that tar can unpack (no NUL, no absolute path, no "..", within PATH_MAX and NAME_MAX),
// and a link entry must resolve to a place inside the bundle. Apart from the verifier's pass
// (verify.ts) because these are rules about one name, tested name by name, which the pass
// applies to every entry it reads.
import { posix } from 'node:path'
import { ArchiveError } from './archive-error.js'
import { isPlainPath } from './plain-path.js'

/** Longest path tar (and the file systems it writes to) can create: PATH_MAX, NAME_MAX. */
export const MAX_ENTRY_PATH_BYTES = 4096
export const MAX_ENTRY_NAME_BYTES = 255

/**
 * Why tar could not unpack an entry of this name, or undefined. A pax header carries names of
 * any length, but the unpacking system call refuses a path over PATH_MAX or a part over NAME_MAX.
 */
function entryNameTooLong(name: string): string | undefined {
  // A UTF-16 unit is at most 3 bytes of UTF-8: a name this short is short enough in every part.
  if (name.length * 3 <= MAX_ENTRY_NAME_BYTES) return undefined
  const bytes = Buffer.byteLength(name)
  const shown = `"${name.slice(0, 40)}…"`
  if (bytes > MAX_ENTRY_PATH_BYTES) {
    return `entry ${shown} is ${bytes} bytes long; tar cannot unpack names longer than ${MAX_ENTRY_PATH_BYTES} bytes`
  }
  const part = name.split(/[\\/]/).find(p => Buffer.byteLength(p) > MAX_ENTRY_NAME_BYTES)
  if (part !== undefined) {
    return `entry ${shown} has a part of ${Buffer.byteLength(part)} bytes; tar cannot unpack names with a part longer than ${MAX_ENTRY_NAME_BYTES} bytes`
  }
  return undefined
}

/** A path inside the bundle, normalised, or an ArchiveError when it would escape the bundle. */
export function safeEntryPath(name: string): string {
  // Most names are plain relative paths (a folder's with a slash at its end), which the checks
  // below would pass and normalising would leave as they are.
  const bare = name.endsWith('/') ? name.slice(0, -1) : name
  if (isPlainPath(bare) && entryNameTooLong(name) === undefined) return bare
  if (name.includes('\0')) throw new ArchiveError(`entry name contains a NUL byte`, 'unsafe-path')
  const tooLong = entryNameTooLong(name)
  if (tooLong) throw new ArchiveError(tooLong, 'unsafe-path')
  const slashed = name.replace(/\\/g, '/')
  if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed)) {
    throw new ArchiveError(`entry "${name}" has an absolute path`, 'unsafe-path')
  }
  if (slashed.split('/').includes('..')) {
    throw new ArchiveError(`entry "${name}" climbs out of the bundle with ".."`, 'unsafe-path')
  }
  // The refusals above read a backslash as a separator, as an unpacker on Windows would; for the
  // POSIX unpacker a bundle meets it is a character of the name (GNU tar writes `a\b.html` as one
  // file, which a host serves at `a%5Cb.html`), so the bundle path keeps it.
  const normal = posix
    .normalize(name)
    .replace(/^(\.\/)+/, '')
    .replace(/\/$/, '')
  return normal === '.' ? '' : normal
}

/** Where a link entry points, or an ArchiveError when that is outside the bundle. */
export function checkLinkTarget(entryPath: string, type: 'symlink' | 'link', target: string): void {
  const slashed = target.replace(/\\/g, '/')
  if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed)) {
    throw new ArchiveError(
      `${type} "${entryPath}" points to the absolute path "${target}" outside the bundle`,
      'unsafe-link'
    )
  }
  // Symbolic links resolve from their own folder, hard links from the archive root.
  const base = type === 'symlink' ? posix.dirname(entryPath) : '.'
  const resolved = posix.normalize(posix.join(base, slashed))
  if (resolved === '..' || resolved.startsWith('../')) {
    throw new ArchiveError(
      `${type} "${entryPath}" points outside the bundle ("${target}")`,
      'unsafe-link'
    )
  }
}
