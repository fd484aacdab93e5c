// Where the site lies in an archive: at its root, the way a bundle is served, or inside the one
// folder that holds every entry (`site/index.html`, `site/guide/…`: an archive made of a
// folder rather than of its contents, as `tar -czf bundle.tar.gz site/` makes it, and as some
// exporters pack theirs). That folder may lie deeper when nothing else is beside it on the way:
// `tar -czf bundle.tar.gz build/html` (Sphinx's `make html`) stores `build/`, `build/html/` and
// the site inside, and the site is `build/html/`. The second is accepted and said: the archive is
// sound, and whether a deployment serves it from that folder is the deployment's to know, not a
// reason to refuse an export. An archive with no index.html at either place is refused: it is
// not a site.
import { posix } from 'node:path'
import { ArchiveError } from './archive-error.js'

export type EntryKind = 'file' | 'directory' | 'link'

/** Where the site's index.html was found: '' for the archive's root, else the folder's path. */
export interface SiteLocation {
  folder: string
  has404: boolean
}

export class SiteRoot {
  private rootIndex = false
  private root404 = false
  /** The shallowest index.html below the root, for the refusal's hint. */
  private nestedIndex: string | undefined
  /**
   * The deepest folder that every file and link so far lies in, and that every folder so far
   * is, lies in, or leads to: undefined before any file, '' once none is (a file at the root,
   * or two top-level folders).
   */
  private wrapper: string | undefined
  /**
   * Before the first file, the deepest of the folders so far when each lies on the way to the
   * next (`build`, `build/html`); the first file, or a folder off that way, sets `wrapper`.
   */
  private deepestFolder: string | undefined

  /** Every entry of the archive, by its bundle path (safeEntryPath's). */
  entry(path: string, kind: EntryKind): void {
    // The archive's own `./` entry, and macOS's AppleDouble files (`._site` beside `site/`).
    if (path === '' || isAppleDouble(path)) return
    if (kind === 'directory') this.folderEntry(path)
    else this.fileEntry(path)
    if (kind !== 'file') return
    if (path === 'index.html') this.rootIndex = true
    else if (path === '404.html') this.root404 = true
    else if (path.endsWith('/index.html')) {
      if (this.nestedIndex === undefined || depth(path) < depth(this.nestedIndex)) {
        this.nestedIndex = path
      }
    }
  }

  /** A file or link lies in the wrapper: the wrapper is cut back to a folder holding it. */
  private fileEntry(path: string): void {
    const wrapper = this.wrapper
    // Nearly every entry lies in the wrapper: that costs no string.
    if (wrapper !== undefined) {
      if (wrapper !== '' && !inside(path, wrapper)) this.wrapper = commonFolder(wrapper, path)
      return
    }
    const slash = path.lastIndexOf('/')
    this.wrapper = slash < 0 ? '' : path.slice(0, slash)
    const folder = this.deepestFolder
    this.deepestFolder = undefined
    if (folder !== undefined) this.folderEntry(folder)
  }

  /** A folder must be the wrapper, lie in it, or lie on the way to it. */
  private folderEntry(path: string): void {
    const wrapper = this.wrapper
    if (wrapper !== undefined) {
      if (wrapper !== '' && !onOneWay(path, wrapper)) this.wrapper = commonFolder(wrapper, path)
      return
    }
    const deepest = this.deepestFolder
    if (deepest === undefined || inFolder(path, deepest)) this.deepestFolder = path
    else if (!inFolder(deepest, path)) {
      // Two folders side by side: the wrapper is at most the folder that holds both.
      this.wrapper = commonFolder(deepest, path)
      this.deepestFolder = undefined
    }
  }

  /**
   * Where the site is, once every entry was seen; `isFile` answers whether a bundle path is a
   * regular file of the archive. Throws the refusal when the archive has no index.html at its
   * root nor at the root of the folder that holds every entry.
   */
  locate(isFile: (path: string) => boolean): SiteLocation {
    if (this.rootIndex) return { folder: '', has404: this.root404 }
    const folder = this.wrapper
    if (folder && isFile(`${folder}/index.html`)) {
      return { folder, has404: isFile(`${folder}/404.html`) }
    }
    throw noIndex(this.nestedIndex)
  }
}

/**
 * An AppleDouble file (`._name`): the extended attributes of `name` (a quarantine flag, say),
 * which tar on macOS stores beside each file that has any and other tars unpack as plain files.
 * An archive made on a Mac holds one per page; each is counted as a file, not as a page.
 */
export function isAppleDouble(path: string): boolean {
  return path.startsWith('._', path.lastIndexOf('/') + 1)
}

/** Whether `path` is the folder `folder` or lies in it (no string made: every entry asks). */
function inFolder(path: string, folder: string): boolean {
  if (path.length === folder.length) return path === folder
  return path.charCodeAt(folder.length) === 0x2f && path.startsWith(folder)
}

/** Whether `path` lies in the folder `folder` (and is not that folder). */
function inside(path: string, folder: string): boolean {
  return path.length > folder.length && inFolder(path, folder)
}

/** Whether one of two folders is the other or lies in it: both are on one way down. */
function onOneWay(a: string, b: string): boolean {
  return a.length <= b.length ? inFolder(b, a) : inFolder(a, b)
}

/** The deepest folder holding both the folder `folder` and the entry `path` ('' for the root). */
function commonFolder(folder: string, path: string): string {
  const a = folder.split('/')
  const b = path.split('/')
  let n = 0
  // The entry's own last segment is not a folder it lies in (and a folder the wrapper lies in
  // never gets here).
  while (n < a.length && n < b.length - 1 && a[n] === b[n]) n++
  return a.slice(0, n).join('/')
}

/** How many folders down a path lies. */
const depth = (path: string): number => path.split('/').length

/**
 * An archive without index.html at its root or at the root of its one folder; where one sits
 * deeper, the message says how to make the archive from inside that folder.
 */
function noIndex(nestedIndex: string | undefined): ArchiveError {
  const base = 'the archive has no index.html at its root, so it is not a site bundle'
  if (nestedIndex === undefined) return new ArchiveError(base, 'no-index')
  const folder = posix.dirname(nestedIndex)
  return new ArchiveError(
    `${base}; it holds ${nestedIndex}: if that folder is the site, make the archive from inside it (tar -czf bundle.tar.gz -C ${JSON.stringify(folder)} .)`,
    'no-index'
  )
}
