// Entries whose header tar readers read differently, refused before anything is made of them:
// from the same bytes each reader would unpack its own archive, and the one verified would not
// be the one unpacked (a symbolic link to /etc hidden in bytes that one reader takes for a file's
// content and another for the next header).
import { ArchiveError } from './archive-error.js'
import type { TarEntryType, TarHeader } from './tar-reader.js'

/** Refuses an entry that tar readers disagree about; `path` is its bundle path. */
export function checkEntryShape(header: TarHeader, path: string): void {
  const { name, type, size } = header
  if (type === 'symlink' || type === 'link') {
    if (size > 0) {
      // tar-stream reads these bytes as the link's content; GNU tar reads them as the next
      // entries and unpacks a file nobody saw here.
      throw new ArchiveError(
        `${type} "${path}" carries ${size} bytes of data, which tar readers ` +
          'disagree about (GNU tar unpacks them as further files)',
        'unsafe-link'
      )
    }
  }
  if (type === 'directory') {
    if (size > 0) {
      // tar-stream (and this verifier's reader) skip nothing; others skip the bytes, or read
      // them as a file, so the entries after it differ.
      throw new ArchiveError(
        `folder "${path}" has a size of ${size} bytes, which tar readers disagree about ` +
          '(whether those bytes are skipped or read as further entries)',
        'unsafe-path'
      )
    }
  } else if (name.endsWith('/')) {
    // GNU tar and bsdtar make a folder of it and read its bytes as the next entries; BusyBox
    // and Python's tarfile make a file of it. An empty regular one is a folder to the reader.
    throw new ArchiveError(
      `entry "${name}" is a ${type === null ? 'entry' : TYPE_WORDS[type]} whose name ends in "/", the mark of a folder: ` +
        'tar readers disagree about whether it is a file or a folder' +
        (size > 0 ? `, and so whether its ${size} bytes are its content or further entries` : ''),
      'unsafe-path'
    )
  }
}

/** What each type of entry is called in messages. */
const TYPE_WORDS: Record<TarEntryType, string> = {
  file: 'file',
  link: 'hard link',
  symlink: 'symbolic link',
  'character-device': 'character device',
  'block-device': 'block device',
  directory: 'folder',
  fifo: 'FIFO (named pipe)',
  'contiguous-file': 'contiguous file',
  'sparse-file': 'sparse file'
}

/** The refusal of an entry that is neither a file, a folder nor a link. */
export function unsupportedEntry(header: TarHeader): ArchiveError {
  const { name, type, typeFlag } = header
  if (type === 'sparse-file') {
    // Its content is a map of holes then the data: a reader that does not know GNU's sparse
    // formats unpacks the map as the file, or under the stand-in name GNUSparseFile.NNNN/….
    // GNU tar writes it only when given --sparse; bsdtar (the tar of macOS and Windows too)
    // writes it for any file with holes unless told --no-read-sparse, so the fix of each is named.
    return new ArchiveError(
      `entry "${name}" is stored as a sparse file (GNU tar --sparse, or bsdtar by default for a ` +
        'file with holes), which tar readers that do not know GNU’s sparse formats unpack with ' +
        'other bytes or under another name; make the bundle with GNU tar without --sparse, or ' +
        'with bsdtar --no-read-sparse',
      'unsupported-entry'
    )
  }
  return new ArchiveError(
    type === null
      ? `entry "${name}" has the tar type ${JSON.stringify(typeFlag)}, which is not a file, ` +
          'folder or link a static bundle holds'
      : `entry "${name}" is a ${TYPE_WORDS[type]}, which a static bundle never holds`,
    'unsupported-entry'
  )
}
