// Where the site lies in an archive: at its root, the way a bundle is served, or inside the one
// folder that holds every entry (`site/index.html`, `site/guide/…`: an archive made of a
// folder rather than of its contents, as `tar -czf bundle.tar.gz site/` makes it, and as some
// exporters pack theirs). The second is accepted and said: the archive is sound, and whether a
// deployment serves it from that folder is the deployment's to know, not a reason to refuse an
// export. An archive with no index.html at either place is refused: it is not a site.
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
   * The one top-level folder every entry so far lies in or is: undefined before any entry,
   * null once two differ or something other than a folder lies at the root.
   */
  private wrapper: string | null | undefined

  /** Every entry of the archive, by its bundle path (safeEntryPath's). */
  entry(path: string, kind: EntryKind): void {
    // The archive's own `./` entry, and macOS's AppleDouble files (`._site` beside `site/`).
    if (path === '' || isAppleDouble(path)) return
    const atRoot = !path.includes('/')
    const wrapper = this.wrapper
    if (atRoot && kind !== 'directory') this.wrapper = null
    else if (wrapper === undefined) this.wrapper = atRoot ? path : path.slice(0, path.indexOf('/'))
    else if (wrapper !== null && !inFolder(path, wrapper)) this.wrapper = null
    if (kind !== 'file') return
    if (path === 'index.html') this.rootIndex = true
    else if (path === '404.html') this.root404 = true
    else if (path.endsWith('/index.html')) {
      if (this.nestedIndex === undefined || depth(path) < depth(this.nestedIndex)) {
        this.nestedIndex = path
      }
    }
  }

  /**
   * Where the site is, once every entry was seen; `isFile` answers whether a bundle path is a
   * regular file of the archive. Throws the refusal when the archive has no index.html at its
   * root nor at the root of its one folder.
   */
  locate(isFile: (path: string) => boolean): SiteLocation {
    if (this.rootIndex) return { folder: '', has404: this.root404 }
    const folder = this.wrapper
    if (typeof folder === 'string' && isFile(`${folder}/index.html`)) {
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
