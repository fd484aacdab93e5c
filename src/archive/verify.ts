// Verification of an export bundle (`.tar.gz`) as a stream: the archive must be valid gzip and
// tar, every entry must be readable to its end, entry paths must stay inside the bundle, links
// must not point outside it, it must unpack to a bounded size (a gzip bomb is refused before it
// fills a disk), and `index.html` must sit at its root. Along the way it gathers what a reviewer
// wants to know: how many pages, internal links that point nowhere, and references that a page
// would load from another origin at run time (which a self-contained bundle must not have).
//
// The same verifier serves the action (before an archive is reported as good) and the
// self-hosted deployment emulator (before a bundle becomes the active version); `onFile` lets the
// latter unpack while verifying, so a bundle is read once.
//
// Apart from it: the rules for one entry's name (entry-path.ts), verifying a file on disk
// (verify-file.ts), and what a run logs of a verified archive (verified-text.ts).
import { once } from 'node:events'
import { PassThrough, type Readable } from 'node:stream'
import { createInflater, type InflaterEngine } from './inflater.js'
import { ArchiveError } from './archive-error.js'
import { BufferGarbage } from './buffer-garbage.js'
import { PageGatherer } from './page-gatherer.js'
import { TarFormatError, TarNameError, TarReader } from './tar-reader.js'
import { EntryTree, hardLinkPath } from './entry-tree.js'
import { checkEntryShape, unsupportedEntry } from './entry-shape.js'
import { checkLinkTarget, safeEntryPath } from './entry-path.js'
import { isAppleDouble, SiteRoot } from './site-root.js'
import { SampledCount } from './link-findings.js'
import { LinkReport, type LinkFindings } from './link-report.js'
import { SecondNames, type SecondNameFindings } from './second-names.js'

export { ArchiveError }
export { REPORT_SAMPLE, type BrokenLink, type ExternalReference } from './link-report.js'

export interface VerifyLimits {
  /** Largest total unpacked size accepted, in bytes. */
  maxUnpackedBytes: number
  /** Largest unpacked/compressed ratio accepted once past `ratioFloorBytes`. */
  maxRatio: number
  /** Below this many unpacked bytes the ratio is not checked (small text compresses very well). */
  ratioFloorBytes: number
  maxEntries: number
  /** HTML files larger than this are counted but not scanned for links. */
  maxScannedHtmlBytes: number
}

export const DEFAULT_LIMITS: VerifyLimits = {
  maxUnpackedBytes: 64 * 1024 ** 3,
  maxRatio: 200,
  ratioFloorBytes: 256 * 1024 ** 2,
  maxEntries: 2_000_000,
  maxScannedHtmlBytes: 4 * 1024 ** 2
}

export interface BundleReport extends LinkFindings {
  entries: number
  files: number
  pages: number
  unpackedBytes: number
  compressedBytes: number
  /** Always true: an archive without index.html is refused. */
  hasIndex: boolean
  has404: boolean
  /**
   * The folder of the archive the site lies in, when that is not the archive's root: every
   * entry is inside it and its index.html is there (site-root.ts).
   */
  siteFolder?: string
  /**
   * Pages over the scan limit (`maxScannedHtmlBytes`): counted, not read for links or loads, so
   * the report says nothing of what they hold. A count and the first REPORT_SAMPLE of them; only
   * when there are any.
   */
  unscannedPages?: { count: number; sample: string[]; overBytes: number }
  /**
   * Pages also served under a name in another folder (a hard link, or a symbolic link whose chain
   * ends at the page), where their relative links resolve from that folder: read once, under the
   * name they were stored with, they were judged from its folder alone (second-names.ts). Only
   * when there are any.
   */
  pagesUnderOtherNames?: SecondNameFindings
  /**
   * Page names (a hard or symbolic link named `.html`) whose bytes the archive stores under a
   * name that is not a page's (`a.html` → `a.txt`): a host serves them as pages, and the
   * verifier read them under the stored name only, not for links or loads. Only when there are
   * any.
   */
  pagesStoredAsOtherFiles?: SecondNameFindings
}

export interface VerifyOptions {
  limits?: Partial<VerifyLimits>
  /**
   * Called for every regular file with its safe relative path and its bytes as a stream, which
   * must be consumed. Used to unpack while verifying.
   */
  onFile?: (path: string, content: Readable, size: number) => Promise<void>
  /** Called for every directory entry with its safe relative path. */
  onDirectory?: (path: string) => Promise<void>
  /**
   * Called for every link entry with its safe relative path: a symbolic link with its target
   * text (checked to stay inside the bundle), or a second name (`hard`) of the regular file at
   * `target`, a bundle path given to onFile earlier. Unpacking makes the link, so a page stored
   * under two names (GNU tar's hard links) or served through a link is there.
   */
  onLink?: (path: string, link: { kind: 'symbolic' | 'hard'; target: string }) => Promise<void>
  /**
   * The budget the pass's dead buffers count against (buffer-garbage.ts); one of its own when
   * not given. The download gives the one its downloaded bytes count against too.
   */
  garbage?: Pick<BufferGarbage, 'note' | 'holding'>
  /** The inflater's engine (inflater.ts); the native one wherever it works. Tests run both. */
  engine?: InflaterEngine
  /**
   * The site's own hostnames (the `domain` input): pages' absolute URLs to them are judged as
   * paths of the bundle and reported apart, as leaving a self-hosted copy (site-origin.ts).
   */
  siteDomains?: readonly string[]
}

/**
 * Paths served through symbolic links to folders that links are judged against, at most (each
 * is hashed into the table of served paths for the rest of the pass): versioned docs link a
 * version's whole folder under `stable/` or `latest/`. Links through further ones count as broken.
 */
const MAX_PATHS_THROUGH_LINKS = 250_000

/**
 * A page: what a static host serves as HTML (`.html`, `.htm`) or XHTML (`.xhtml`), read for its
 * links and loads alike.
 */
const PAGE_NAME = /\.(?:html?|xhtml)$/i
/** Whether a file of the archive at `path` is a page (macOS's `._` companions are not). */
function isPage(path: string): boolean {
  return PAGE_NAME.test(path) && !isAppleDouble(path)
}
/** A stylesheet, read for what it loads from other origins (`@import`, `url()`). */
const STYLESHEET_NAME = /\.css$/i

/**
 * Reads a `.tar.gz` stream to its end and returns what it holds, or throws an ArchiveError
 * saying what is wrong with it. Nothing is written unless `onFile` writes it.
 */
export async function verifyBundle(
  source: Readable,
  options: VerifyOptions = {}
): Promise<BundleReport> {
  const verification = openVerification(options)
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) await verification.write(chunk)
    verification.end()
  } catch (err) {
    // A refusal stopped the verification already (the report says what it was); otherwise the
    // source failed, and the archive was not read whole.
    verification.abandon(err)
    source.destroy()
  }
  return verification.report
}

/** A verification its caller feeds with the archive's bytes in order (openVerification). */
export interface Verification {
  /**
   * Inflates and reads the next bytes; resolves once they are consumed, so the buffer may be
   * filled again. Rejects once the verification has stopped: `report` says why.
   */
  write(chunk: Buffer): Promise<void>
  /** Every byte is written: `report` settles once the rest is read. */
  end(): void
  /** Stops the verification; `report` rejects with `reason` (or as truncated). */
  abandon(reason?: unknown): void
  readonly report: Promise<BundleReport>
}

/**
 * A verification its caller feeds: the archive's bytes are written in order, each write
 * resolving when its bytes are consumed, then it is ended. A refusal stops it at once (later
 * writes reject) and `report` says why.
 */
export function openVerification(options: VerifyOptions = {}): Verification {
  const limits = { ...DEFAULT_LIMITS, ...options.limits }
  const counts = {
    entries: 0,
    files: 0,
    pages: 0,
    unpackedBytes: 0
  }
  const tree = new EntryTree()
  const site = new SiteRoot()
  const links = new LinkReport(options.siteDomains)
  /** Pages over the scan limit. */
  const unscanned = new SampledCount<string>()
  const secondNames = new SecondNames()
  /** `page`, a page's name, serves the file stored as `file` (second-names.ts). */
  const secondName = (file: string, page: string, readsAs?: string): void => {
    if (isPage(file)) secondNames.served(file, page, readsAs)
    else secondNames.unread(file, page)
  }

  const checkSize = (): void => {
    if (counts.unpackedBytes > limits.maxUnpackedBytes) {
      throw new ArchiveError(
        `the archive unpacks to more than ${limits.maxUnpackedBytes} bytes; refusing it as a likely gzip bomb`,
        'too-large'
      )
    }
    if (
      counts.unpackedBytes > limits.ratioFloorBytes &&
      counts.unpackedBytes > limits.maxRatio * Math.max(inflater.bytesIn, 1)
    ) {
      throw new ArchiveError(
        `the archive inflates more than ${limits.maxRatio} times its compressed size; refusing it as a likely gzip bomb`,
        'too-large'
      )
    }
  }

  // Work of the consumers (onFile, onDirectory) that the reading waits for after each chunk:
  // a slow consumer holds the archive back by at most one gunzip chunk.
  let waits: Promise<unknown>[] = []
  const wait = (promise: Promise<unknown>): void => {
    // Handled where it is awaited; until then a rejection must not count as unhandled.
    promise.catch(() => undefined)
    waits.push(promise)
  }
  const page = new PageGatherer(limits.maxScannedHtmlBytes)
  const garbage = options.garbage ?? new BufferGarbage()
  let tap: { stream: PassThrough; written: Promise<void> } | undefined

  /**
   * Counts a file (or a second name of one) the first time its path is seen: a path stored again
   * (`tar -r` appends a newer copy, which unpacks over the first) is one file. Whether it is a
   * page. The newer copy is scanned too; links of the older one stay in the report.
   */
  const countFile = (path: string, isNew: boolean): boolean => {
    const isHtml = isPage(path)
    if (isNew) {
      counts.files += 1
      if (isHtml) counts.pages += 1
    }
    return isHtml
  }

  const reader = new TarReader({
    entry(header) {
      counts.entries += 1
      if (counts.entries > limits.maxEntries) {
        throw new ArchiveError(
          `the archive has more than ${limits.maxEntries} entries`,
          'too-many-entries'
        )
      }
      const path = safeEntryPath(header.name)
      checkEntryShape(header, path)
      switch (header.type) {
        case 'directory':
          tree.addDirectory(path)
          site.entry(path, 'directory')
          if (options.onDirectory && path) wait(options.onDirectory(path))
          return
        case 'symlink':
        case 'link': {
          const linkname = header.linkname ?? ''
          checkLinkTarget(path, header.type, linkname)
          // A hard link to an earlier symbolic link unpacks as a second one with the same text
          // (entry-tree.ts), which leads elsewhere from another folder: checked as its own.
          const symlinkTarget =
            header.type === 'symlink' ? linkname : tree.hardLinkedSymlink(linkname)
          if (symlinkTarget !== undefined) {
            if (header.type === 'link') checkLinkTarget(path, 'symlink', symlinkTarget)
            // Links to it are judged once the archive is read, where its chain ends (report).
            tree.addSymlink(path, symlinkTarget)
            site.entry(path, 'link')
            if (options.onLink)
              wait(options.onLink(path, { kind: 'symbolic', target: symlinkTarget }))
            return
          }
          // A second name of an earlier regular file (GNU tar stores each name of a file with
          // several after the first so): it unpacks as that file, so it counts as one, an
          // index.html or 404.html too. Its content, and the links in it, were scanned under
          // the first name and are gone: a page's relative links are not judged from this
          // name's folder, which the report says when it is another (second-names.ts).
          const first = hardLinkPath(linkname)
          if (countFile(path, tree.addHardLink(path, linkname))) {
            secondName(tree.storedPath(first), path)
          }
          links.noteFile(path)
          site.entry(path, 'file')
          if (options.onLink) wait(options.onLink(path, { kind: 'hard', target: first }))
          return
        }
        case 'file':
        case 'contiguous-file':
          break
        default:
          throw unsupportedEntry(header)
      }
      if (!path) throw new ArchiveError(`a file entry has an empty name`, 'unsafe-path')
      const isNew = tree.addFile(path)
      site.entry(path, 'file')
      links.noteFile(path)
      const isHtml = countFile(path, isNew)
      if (isHtml && header.size > limits.maxScannedHtmlBytes) {
        unscanned.keep(() => path)
      }
      // A stylesheet is gathered as a page is (within the same size limit; one over it is not
      // read, and not counted among the pages the summary names).
      const isStylesheet = !isHtml && STYLESHEET_NAME.test(path) && !isAppleDouble(path)
      page.begin(isHtml || isStylesheet ? path : undefined, header.size)
      if (options.onFile) {
        // Only a consumer gets a stream, and a slow one (a disk) holds the archive back.
        const stream = new PassThrough()
        tap = { stream, written: options.onFile(path, stream, header.size) }
        tap.written.catch(() => undefined)
      }
    },
    data(bytes) {
      counts.unpackedBytes += bytes.length
      checkSize()
      page.add(bytes)
      // A copy: the inflater fills its buffer again once this chunk is read.
      if (tap && !tap.stream.write(Buffer.from(bytes))) {
        wait(Promise.race([once(tap.stream, 'drain'), tap.written]))
      }
    },
    end() {
      const scanned = page.end()
      // A page is scanned as soon as it is whole, where it lies when it came in one piece.
      if (scanned && STYLESHEET_NAME.test(scanned.path)) {
        links.scanStylesheet(scanned.path, scanned.bytes)
      } else if (scanned) links.scanPage(scanned.path, scanned.bytes)
      if (tap) {
        tap.stream.end()
        wait(tap.written)
        tap = undefined
      }
    }
  })

  // Settles when the caller ends the archive, or rejects with the first reason it stopped.
  let endArchive!: () => void
  let stop!: (reason: unknown) => void
  const ended = new Promise<void>((resolve, reject) => {
    endArchive = resolve
    stop = reject
  })
  ended.catch(() => undefined)
  const consume = (chunk: Buffer): void | Promise<void> => {
    // The inflater reuses its buffers, but a download's or a file's reads are still garbage
    // that the budget's collections free; the inflated bytes are its clock for the heap check.
    garbage.note(chunk.length)
    reader.push(chunk)
    if (waits.length === 0) return
    const pending = waits
    waits = []
    return Promise.all(pending).then(() => undefined)
  }
  const inflater = createInflater(consume, { engine: options.engine, onFailure: stop })
  // The link report's and entry tree's tables, the page buffer and the inflater's output buffers
  // are live for the whole pass, not dead buffers. (The inflater's were left out of a file's
  // pass once there were four: external memory stayed over the budget, and `verifyFile` over the
  // 30,000-page Next.js-style bundle made a full collection every 70 ms, 41 in all.)
  const releaseHeld = garbage.holding(
    () => links.heldBytes() + tree.heldBytes() + page.heldBytes() + inflater.heldBytes
  )

  const report = (async (): Promise<BundleReport> => {
    try {
      await ended
      await inflater.end()
      reader.finish()
      tree.checkSymlinkChains()
      // A symbolic link answers a request as a static host follows it: only when its chain ends
      // at a file of the bundle (told now, when all entries are known; links to it wait until
      // then as pending targets do), and a link through a symbolic link to a folder (`stable/`
      // → `v2/`) reaches the files there, `stable/` itself through their index.html.
      // A page served so from another folder was judged from its own (second-names.ts).
      tree.eachSymlinkToFile((path, file) => {
        links.noteFile(path)
        if (isPage(path)) secondName(file, path)
      })
      tree.eachFileThroughFolderLinks(MAX_PATHS_THROUGH_LINKS, (path, file, readsAs) => {
        links.noteFile(path)
        if (isPage(path)) secondName(file, path, readsAs)
      })
    } catch (err) {
      inflater.destroy(err)
      tap?.stream.destroy()
      throw classify(err)
    } finally {
      releaseHeld()
    }
    const { folder, has404 } = site.locate(path => tree.isFile(path))
    // Root-absolute links were read from the archive's root; a site inside a folder of the
    // archive has its root there, so they are not judged (nor under a path prefix, whose rule
    // asks for the bundle root's entries: path-prefix.ts).
    const { rootAbsolute, ...findings } = links.finish(name => tree.has(name))
    const otherNames = secondNames.findings()
    const unreadPages = secondNames.unreadFindings()
    return {
      ...counts,
      compressedBytes: inflater.bytesIn,
      hasIndex: true,
      has404,
      ...(folder ? { siteFolder: folder } : {}),
      ...findings,
      ...(rootAbsolute && !folder ? { rootAbsolute } : {}),
      ...(unscanned.count > 0
        ? {
            unscannedPages: {
              count: unscanned.count,
              sample: unscanned.sample,
              overBytes: limits.maxScannedHtmlBytes
            }
          }
        : {}),
      ...(otherNames ? { pagesUnderOtherNames: otherNames } : {}),
      ...(unreadPages ? { pagesStoredAsOtherFiles: unreadPages } : {})
    }
  })()
  report.catch(() => undefined)
  return {
    write: chunk => inflater.write(chunk),
    end: () => endArchive(),
    abandon: (reason = new Error('premature close')) => {
      stop(reason)
      inflater.destroy(reason)
    },
    report
  }
}

/** Turns zlib and tar parser failures into ArchiveErrors that say what they mean. */
function classify(err: unknown): ArchiveError {
  if (err instanceof ArchiveError) return err
  if (err instanceof TarNameError) return new ArchiveError(err.message, 'unsafe-path')
  if (err instanceof TarFormatError) {
    return err.truncated
      ? new ArchiveError(`the archive is truncated: a tar entry ends early`, 'truncated')
      : new ArchiveError(`the archive is not a valid tar: ${err.message}`, 'not-tar')
  }
  const e = err as NodeJS.ErrnoException
  const message = e?.message ?? String(err)
  if (
    e?.code === 'Z_DATA_ERROR' ||
    (/incorrect header check|invalid/i.test(message) && e?.code?.startsWith('Z_'))
  ) {
    return new ArchiveError(`the archive is not valid gzip (${message})`, 'not-gzip')
  }
  if (e?.code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(message)) {
    return new ArchiveError(`the archive is truncated: the gzip stream ends early`, 'truncated')
  }
  // The source stream cut short before gunzip saw its end.
  if (/premature close/i.test(message)) {
    return new ArchiveError(`the archive is truncated: a tar entry ends early`, 'truncated')
  }
  return new ArchiveError(`the archive is not a valid tar: ${message}`, 'not-tar')
}
