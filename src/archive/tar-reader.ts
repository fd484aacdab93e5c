// A tar reader that is pushed bytes and answers synchronously, entry by entry: no stream per
// entry, no promise per chunk, no copy of a file's content. An exported docs site is tens of
// thousands of small pages; with a stream and an async iterator per entry (tar-stream), the
// plumbing cost as much as reading the pages, and every chunk waiting in those queues outlived
// a young-generation collection, so dead buffers piled up until a full one.
//
// It reads what tar-stream 3 reads of a well-formed archive, the same way (the verifier's
// findings and refusals must not depend on the reader; __tests__/archive/tar-reader.test.ts
// compares the two on the archives real tools make): ustar and GNU headers, the ustar prefix,
// octal and base-256 numbers, pax extended headers (`path`, `linkpath`, `size`), GNU long names
// and long link names, and the old convention of a trailing slash for a folder. Zero blocks are
// skipped, as tar-stream does.
//
// Where tar readers part ways it refuses instead, because the bundle is unpacked by a reader
// that is not this one (GNU tar, bsdtar, BusyBox, Python's tarfile): a number with junk after
// its digits, a global pax header that sets a name or a size, two headers that each set the
// next entry's name or link, a pax record that does not parse. tar-stream, lenient there, reads
// on. One more deliberate difference: a pre-POSIX (v7) header, whose magic field is all zeros, is
// read as GNU tar, bsdtar and BusyBox read it (`tar --format=v7` still writes it), where
// tar-stream refuses it unless told to allow any format; a magic that is neither zeros nor
// ustar's or GNU's is still refused. And a header whose checksum is the sum of its bytes as
// signed (old Sun tar) is read, as GNU tar, bsdtar and Python's tarfile read it (tar-fields.ts).

import {
  BLOCK,
  checksum,
  checksumMatches,
  decodePax,
  isGnu,
  isUstar,
  field,
  paxNumber,
  shownName,
  utf8,
  isV7,
  malformedNumber,
  octal,
  padding,
  type Pax
} from './tar-fields.js'

/** What an entry is, by its type flag (null: a flag no tar reader knows). */
export type TarEntryType =
  | 'file'
  | 'link'
  | 'symlink'
  | 'character-device'
  | 'block-device'
  | 'directory'
  | 'fifo'
  | 'contiguous-file'
  /** GNU's (`tar --sparse`): its content is a map of holes and the data between them. */
  | 'sparse-file'

export interface TarHeader {
  name: string
  type: TarEntryType | null
  /** The type flag as written, for messages about a type no reader here knows. */
  typeFlag: string
  size: number
  linkname: string | null
}

/** What the reader tells as it goes; called synchronously from `push`. */
export interface TarVisitor {
  /** An entry begins; its content (none for a folder or a link) follows through `data`. */
  entry(header: TarHeader): void
  /** A piece of the current entry's content: a view that is valid only during the call. */
  data(bytes: Buffer): void
  /** The current entry is complete. */
  end(): void
}

/** A tar that cannot be read (tar-stream's words); `truncated` when it only ended too early. */
export class TarFormatError extends Error {
  constructor(
    message: string,
    readonly truncated = false
  ) {
    super(message)
    this.name = 'TarFormatError'
  }
}

/**
 * A name that is not UTF-8. Read as UTF-8 it would turn into U+FFFD, and two names into one;
 * a web server serves its URLs as UTF-8, so no link could reach the file anyway.
 */
export class TarNameError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TarNameError'
  }
}

const SLASH = Buffer.from('/')

/** Largest pax or GNU long-name header accepted (tar-stream's limit). */
const MAX_LONG_HEADER_BYTES = 4 * 1024 * 1024

const TYPES: Record<number, TarEntryType> = {
  0: 'file',
  1: 'link',
  2: 'symlink',
  3: 'character-device',
  4: 'block-device',
  5: 'directory',
  6: 'fifo',
  7: 'contiguous-file'
}
/** Type flags (minus '0') of the headers that describe the next entry. */
const PAX = 72 // 'x'
const PAX_GLOBAL = 55 // 'g'
const GNU_LONG_LINK = 27 // 'K'
const GNU_LONG_NAMES = new Set([28, 30]) // 'L', 'N'
/** GNU tar's other types: a volume label (`tar -V`), an incremental dump's folder, sparse. */
const GNU_VOLUME_LABEL = 38 // 'V'
const GNU_DUMPDIR = 20 // 'D'
const GNU_SPARSE = 35 // 'S'
/** Pax keys that say where an entry is or what it is: a global header must not set them. */
const SHAPING_KEYS = new Set(['path', 'linkpath', 'size'])
const TWO = (what: string): string =>
  `comes after two ${what}: tar readers disagree about which one applies`
const BOTH = (pax: string, gnu: string): string =>
  `has both a pax ${pax} and a GNU long ${gnu}: tar readers disagree about which one applies`

/** Reads one tar stream; `push` its bytes in order, then `finish`. */
export class TarReader {
  /** A header block (or long header) being gathered across chunks. */
  private gather: Buffer | undefined
  private gathered = 0
  /** Content bytes of the current entry still to come. */
  private contentLeft = 0
  /** Padding bytes after the current content still to skip. */
  private paddingLeft = 0
  /** The long header being gathered, by its type flag (minus '0'); -1 when none. */
  private longType = -1
  private pax: Pax | null = null
  /** A GNU long name's bytes (a view of the buffer its header was gathered in, its own). */
  private longPath: Buffer | null = null
  /** Padding after the current entry's content. */
  private entryPadding = 0
  private longLinkPath: Buffer | null = null
  /**
   * Why the headers read so far for the next entry make it one that tar readers read
   * differently: the reason it is refused, naming it, once its own header comes.
   */
  private disagreement: string | null = null
  /** Blocks of zeros read: once there is one, only zeros may follow. */
  private zeroBlocks = 0

  constructor(private readonly visitor: TarVisitor) {}

  push(chunk: Buffer): void {
    let at = 0
    const length = chunk.length
    while (at < length) {
      if (this.contentLeft > 0) {
        const take = Math.min(this.contentLeft, length - at)
        this.contentLeft -= take
        if (this.longType >= 0) this.gatherInto(chunk, at, take)
        else this.visitor.data(chunk.subarray(at, at + take))
        at += take
        if (this.contentLeft === 0) this.contentDone()
        continue
      }
      if (this.paddingLeft > 0) {
        const skip = Math.min(this.paddingLeft, length - at)
        this.paddingLeft -= skip
        at += skip
        continue
      }
      // A header: read in place when the whole block is in this chunk.
      if (this.gathered === 0 && length - at >= BLOCK) {
        this.header(chunk.subarray(at, at + BLOCK))
        at += BLOCK
        continue
      }
      this.gather ??= Buffer.allocUnsafe(BLOCK)
      const take = Math.min(BLOCK - this.gathered, length - at)
      chunk.copy(this.gather, this.gathered, at, at + take)
      this.gathered += take
      at += take
      if (this.gathered === BLOCK) {
        this.gathered = 0
        this.header(this.gather)
      }
    }
  }

  /** The stream has ended: anything still expected means the tar was cut short. */
  finish(): void {
    if (this.contentLeft > 0 || this.paddingLeft > 0 || this.gathered > 0) {
      throw new TarFormatError('Unexpected end of data', true)
    }
  }

  private header(block: Buffer): void {
    const sum = checksum(block)
    // Two blocks of zeros end the archive; the record's padding after them is zeros too.
    if (sum === 8 * 32) {
      this.zeroBlocks += 1
      return
    }
    if (this.zeroBlocks > 0) throw this.afterEnd(block, sum)
    if (!checksumMatches(block, sum)) {
      throw new TarFormatError(
        'Invalid tar header. Maybe the tar is corrupted or it needs to be gunzipped?'
      )
    }
    const ustar = isUstar(block)
    if (!ustar && !isGnu(block) && !isV7(block)) {
      throw new TarFormatError('Invalid tar header: unknown format.')
    }
    const flag = block[156] === 0 ? 0 : block[156]! - 0x30
    const malformed = malformedNumber(block)
    if (malformed !== undefined) {
      throw new TarFormatError(
        `entry ${shownName(field(block, 0, 100))} has a ${malformed} that is not an octal ` +
          'number, which tar readers read differently (each would unpack other entries after it)'
      )
    }
    let size = octal(block, 124, 12)

    if (flag === PAX || flag === PAX_GLOBAL || flag === GNU_LONG_LINK || GNU_LONG_NAMES.has(flag)) {
      if (size > MAX_LONG_HEADER_BYTES) throw new TarFormatError('Header exceeds max size')
      this.longType = flag
      this.gather = Buffer.allocUnsafe(Math.max(size, BLOCK))
      this.gathered = 0
      this.contentLeft = size
      if (size === 0) this.contentDone()
      return
    }
    // The archive's title, not a file: GNU tar and bsdtar pass over it (its content too).
    if (flag === GNU_VOLUME_LABEL) {
      this.paddingLeft = size + padding(size)
      return
    }

    // Names are kept as bytes until the one the entry ends up with is known: a field it does
    // not use may hold anything (GNU tar cuts a long name at 100 bytes, maybe inside a letter).
    let nameBytes = field(block, 0, 100)
    if (ustar && block[345] !== 0) {
      nameBytes = Buffer.concat([field(block, 345, 155), SLASH, nameBytes])
    }
    let linkBytes = block[157] === 0 ? null : field(block, 157, 100)
    // As tar-stream: an empty long name leaves the header's own.
    if (this.longPath?.length) nameBytes = this.longPath
    if (this.longLinkPath?.length) linkBytes = this.longLinkPath
    this.longPath = null
    this.longLinkPath = null
    let disagreement = this.disagreement
    this.disagreement = null
    let sparse = flag === GNU_SPARSE
    if (this.pax !== null) {
      // GNU tar's pax form of a sparse file (`--sparse --format=posix`): the header's name is
      // a stand-in (GNUSparseFile.NNNN/…), the real one in GNU.sparse.name.
      sparse ||= Object.keys(this.pax).some(key => key.startsWith('GNU.sparse.'))
      const { path, linkpath, size: paxSize } = this.pax
      const sparseName = this.pax['GNU.sparse.name']
      if (path?.length) nameBytes = path
      if (sparse && sparseName?.length) nameBytes = sparseName
      if (linkpath?.length) linkBytes = linkpath
      if (paxSize?.length) {
        size = paxNumber(paxSize)
        if (Number.isNaN(size)) {
          disagreement ??=
            `has the pax size ${shownName(paxSize)}, which is not a number: ` +
            'tar readers disagree about where the entry ends'
        }
      }
      this.pax = null
    }
    const name = utf8(nameBytes)
    if (name === undefined) {
      throw new TarNameError(
        `entry ${shownName(nameBytes)} has a name that is not UTF-8 (its other bytes shown as ` +
          "\\xNN): a bundle's names must be UTF-8, the encoding a web server serves URLs in"
      )
    }
    const linkname = linkBytes === null ? null : utf8(linkBytes)
    if (linkname === undefined) {
      throw new TarNameError(
        `entry ${shownName(nameBytes)} links to ${shownName(linkBytes!)}, which is not UTF-8 ` +
          "(its other bytes shown as \\xNN): a bundle's names must be UTF-8, the encoding a web " +
          'server serves URLs in'
      )
    }
    if (disagreement !== null) {
      throw new TarFormatError(`entry ${shownName(nameBytes)} ${disagreement}`)
    }
    if (!(size >= 0)) throw new TarFormatError('Invalid header')
    let type: TarEntryType | null = TYPES[flag] ?? null
    // The old convention of a trailing slash for a folder, on the name the entry ends up with
    // (GNU tar and bsdtar follow it for a regular or contiguous file). Only an empty one is read
    // as a folder: with content, readers disagree about what its bytes are (the verifier
    // refuses it, entry-shape.ts).
    if ((flag === 0 || flag === 7) && size === 0 && name.endsWith('/')) type = 'directory'
    if (sparse) type = 'sparse-file'
    const typeFlag = String.fromCharCode(block[156]!)
    if (flag === GNU_DUMPDIR) {
      // A folder of an incremental dump (`tar --listed-incremental`), as GNU tar unpacks it: its
      // content lists the names the folder held, for GNU tar to prune on restore, not files.
      this.visitor.entry({ name, type: 'directory', typeFlag, size: 0, linkname })
      this.visitor.end()
      this.paddingLeft = size + padding(size)
      return
    }

    this.visitor.entry({ name, type, typeFlag, size, linkname })
    this.entryPadding = padding(size)
    // A folder's size is not content to tar-stream: the next block is read as a header.
    if (size === 0 || type === 'directory') {
      this.visitor.end()
      return
    }
    this.contentLeft = size
  }

  /**
   * Anything but zeros after a block of zeros. tar stops at the end-of-archive marker (GNU tar
   * reads on only when told to with -i), so two archives joined with `cat` unpack as the first
   * alone, and the verifier would have passed files (an index.html) that are never unpacked.
   * After one block of zeros, Python's tarfile stops while GNU tar reads on.
   */
  private afterEnd(block: Buffer, sum: number): TarFormatError {
    const what = checksumMatches(block, sum)
      ? `entry ${shownName(field(block, 0, 100))} comes`
      : 'bytes other than zeros come'
    return new TarFormatError(
      this.zeroBlocks >= 2
        ? `${what} after the end-of-archive marker (two blocks of zeros): tar stops at that ` +
            'marker and would not unpack what follows (as when two archives are joined with cat)'
        : `${what} after a block of zeros, which Python's tarfile takes for the end of the ` +
            'archive and GNU tar does not: they would unpack different files'
    )
  }

  private gatherInto(chunk: Buffer, at: number, take: number): void {
    chunk.copy(this.gather!, this.gathered, at, at + take)
    this.gathered += take
  }

  /** The current content (an entry's or a long header's) has been read whole. */
  private contentDone(): void {
    if (this.longType >= 0) {
      const content = this.gather!.subarray(0, this.gathered)
      this.paddingLeft = padding(content.length)
      this.readLongHeader(this.longType, content)
      this.longType = -1
      this.gather = undefined
      this.gathered = 0
      return
    }
    this.paddingLeft = this.entryPadding
    this.visitor.end()
  }

  /**
   * Keeps what a pax or GNU long header says of the next entry. Headers that readers combine
   * differently (which of two wins, whether a global one applies) make the entry refused: the
   * verifier must see the entries every reader unpacks, or it may pass a link none of it saw.
   */
  private readLongHeader(flag: number, content: Buffer): void {
    if (flag === PAX_GLOBAL) {
      const global = decodePax(content)
      if (global === undefined) this.disagree('follows a global pax header that does not parse')
      const key = global && Object.keys(global).find(key => SHAPING_KEYS.has(key))
      if (key) {
        this.disagree(
          `follows a global pax header that sets ${key} for every later entry: ` +
            'GNU tar applies it, other tar readers ignore it'
        )
      }
    } else if (flag === PAX) {
      if (this.pax !== null) this.disagree(TWO('pax extended headers'))
      const own = decodePax(content)
      if (own === undefined) this.disagree('has a pax extended header that does not parse')
      this.pax = own ?? {}
      if (this.pax.path !== undefined && this.longPath !== null) this.disagree(BOTH('path', 'name'))
      if (this.pax.linkpath !== undefined && this.longLinkPath !== null) {
        this.disagree(BOTH('linkpath', 'link name'))
      }
    } else if (flag === GNU_LONG_LINK) {
      if (this.longLinkPath !== null) this.disagree(TWO('GNU long link names'))
      if (this.pax?.linkpath !== undefined) this.disagree(BOTH('linkpath', 'link name'))
      this.longLinkPath = field(content, 0, content.length)
    } else {
      if (this.longPath !== null) this.disagree(TWO('GNU long names'))
      if (this.pax?.path !== undefined) this.disagree(BOTH('path', 'name'))
      this.longPath = field(content, 0, content.length)
    }
  }

  /** The first reason the next entry is read differently by different readers is told. */
  private disagree(why: string): void {
    this.disagreement ??= why
  }
}
