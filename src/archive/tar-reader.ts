// A tar reader that is pushed bytes and answers synchronously, entry by entry: no stream per
// entry, no promise per chunk, no copy of a file's content. An exported docs site is tens of
// thousands of small pages; with a stream and an async iterator per entry (tar-stream), the
// plumbing cost as much as reading the pages, and every chunk waiting in those queues outlived
// a young-generation collection, so dead buffers piled up until a full one.
//
// It reads what tar-stream 3 reads, the same way (the verifier's findings and refusals must not
// depend on the reader; __tests__/archive/tar-reader.test.ts compares the two on every archive
// the tests make): ustar and GNU headers, the ustar prefix, octal
// and base-256 numbers, pax extended headers (`path`, `linkpath`, `size`; a global header's
// values apply to every later extended header), GNU long names and long link names, and the
// old convention of a trailing slash for a folder. Zero blocks are skipped, as tar-stream does.
// One deliberate difference: a pre-POSIX (v7) header, whose magic field is all zeros, is read as
// GNU tar, bsdtar and BusyBox read it (`tar --format=v7` still writes it), where tar-stream
// refuses it unless told to allow any format; a magic that is neither zeros nor ustar's or GNU's
// is still refused.

import {
  BLOCK,
  checksum,
  decodePax,
  isGnu,
  isUstar,
  isV7,
  octal,
  padding,
  text,
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

export interface TarHeader {
  name: string
  type: TarEntryType | null
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
  private paxGlobal: Pax | null = null
  private longPath: string | null = null
  /** Padding after the current entry's content. */
  private entryPadding = 0
  private longLinkPath: string | null = null

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
    // A block of zeros (the end-of-archive marker, or padding) is passed over.
    if (sum === 8 * 32) return
    if (sum !== octal(block, 148, 8)) {
      throw new TarFormatError(
        'Invalid tar header. Maybe the tar is corrupted or it needs to be gunzipped?'
      )
    }
    const ustar = isUstar(block)
    if (!ustar && !isGnu(block) && !isV7(block)) {
      throw new TarFormatError('Invalid tar header: unknown format.')
    }
    const flag = block[156] === 0 ? 0 : block[156]! - 0x30
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

    let name = text(block, 0, 100)
    if (ustar && block[345] !== 0) name = `${text(block, 345, 155)}/${name}`
    let type: TarEntryType | null = TYPES[flag] ?? null
    if (flag === 0 && name.endsWith('/')) type = 'directory'
    let linkname = block[157] === 0 ? null : text(block, 157, 100)
    // As tar-stream: an empty long name leaves the header's own.
    if (this.longPath) name = this.longPath
    if (this.longLinkPath) linkname = this.longLinkPath
    this.longPath = null
    this.longLinkPath = null
    if (this.pax !== null) {
      if (this.pax.path) name = this.pax.path
      if (this.pax.linkpath) linkname = this.pax.linkpath
      if (this.pax.size) size = parseInt(this.pax.size, 10)
      this.pax = null
    }
    if (!(size >= 0)) throw new TarFormatError('Invalid header')

    this.visitor.entry({ name, type, size, linkname })
    this.entryPadding = padding(size)
    // A folder's size is not content to tar-stream: the next block is read as a header.
    if (size === 0 || type === 'directory') {
      this.visitor.end()
      return
    }
    this.contentLeft = size
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

  private readLongHeader(flag: number, content: Buffer): void {
    if (flag === PAX_GLOBAL) this.paxGlobal = decodePax(content)
    else if (flag === PAX) {
      const own = decodePax(content)
      this.pax = this.paxGlobal === null ? own : { ...this.paxGlobal, ...own }
    } else if (flag === GNU_LONG_LINK) this.longLinkPath = text(content, 0, content.length)
    else this.longPath = text(content, 0, content.length)
  }
}
