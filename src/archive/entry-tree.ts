// What the archive's entries would make on disk, kept as one small map (path → kind), so that
// entries which only look harmless one by one are refused together: a file and then a folder of
// the same name, a file placed under a symbolic link (unpacking writes wherever the link points),
// and a chain of symbolic links that climbs out of the bundle although each link alone stays in.
// The map holds a path one part at a time (entry-names.ts), so a folder's path is kept once
// however many entries it holds, and a symbolic link is its entry there and its target's bytes
// (symlink-targets.ts).
import { posix } from 'node:path'
import { ArchiveError } from './archive-error.js'
import { EntryNames, TOP } from './entry-names.js'
import { firstAtLeast, IntList } from './int-list.js'
import { SymlinkTargets } from './symlink-targets.js'

const FILE = 1
const DIRECTORY = 2
const SYMLINK = 3
type Kind = typeof FILE | typeof DIRECTORY | typeof SYMLINK

/**
 * A symbolic link to a folder, and whether a page's relative links read alike under its name and
 * the folder's: true when the two have one parent folder (eachFileThroughFolderLinks).
 */
interface FolderLink {
  path: string
  readsAlike: boolean
}

const KIND_NAME: Record<Kind, string> = {
  [FILE]: 'file',
  [DIRECTORY]: 'folder',
  [SYMLINK]: 'symbolic link'
}

/** As many link hops as Linux follows before ELOOP. */
const MAX_LINK_HOPS = 40

const SLASH = 0x2f

/** Where a link's walk stands once a part of it was not there to walk through (resolve). */
const FAILED = -2

export class EntryTree {
  private readonly names = new EntryNames()
  private readonly symlinks = new SymlinkTargets()
  /**
   * The entries of the symbolic links whose chain ends at a regular file (upwards, as the links
   * were added), and at the same place in `fileAtEnd` the entry whose bytes that file is: its
   * own, or a hard link's first name's (checkSymlinkChains).
   */
  private readonly toFile = new IntList()
  private readonly fileAtEnd = new IntList()
  /**
   * The entries of the hard links (upwards, as they were added), and at the same place in
   * `bytesEntry` the entry whose bytes each one names: the file's first name, which the verifier
   * read them under.
   */
  private readonly hardLinks = new IntList(16)
  private readonly bytesEntry = new IntList(16)
  /** Each folder symbolic links lead to, with those links' entries (checkSymlinkChains). */
  private readonly toFolder = new Map<number, number[]>()
  /** The folder of the last entry added, and its index: an archive lists a folder's entries together. */
  private lastFolder = ''
  private lastFolderIndex = TOP

  /** Whether the path is a regular file (or a hard link to one). */
  isFile(path: string): boolean {
    const index = this.find(path)
    return index >= 0 && this.names.value(index) === FILE
  }

  /** Whether the path is an entry of any kind, or a folder that entries lie in. */
  has(path: string): boolean {
    return this.find(path) >= 0
  }

  /** The index of the path's last part, or -1 when the path is not held. */
  private find(path: string): number {
    let parent = TOP
    let start = 0
    for (let slash = path.indexOf('/'); ; slash = path.indexOf('/', start)) {
      const end = slash < 0 ? path.length : slash
      const index = this.names.find(parent, path, start, end)
      if (index < 0 || slash < 0) return index
      parent = index
      start = slash + 1
    }
  }

  /** Whether the path is new: a file stored again (`tar -r` appends a newer copy) is not. */
  addFile(path: string): boolean {
    return this.add(path, FILE)
  }

  addDirectory(path: string): void {
    if (path) this.add(path, DIRECTORY)
  }

  addSymlink(path: string, target: string): void {
    this.add(path, SYMLINK)
    // A link is always a new entry (add refuses one listed twice), so the last one made.
    this.symlinks.add(this.names.size - 1, path, target)
  }

  /**
   * A hard link is a second name for an earlier regular file of the archive. Whether the path is
   * new, as for addFile.
   */
  addHardLink(path: string, target: string): boolean {
    const file = this.find(hardLinkPath(target))
    if (file < 0 || this.names.value(file) !== FILE) {
      throw new ArchiveError(
        `link "${path}" points to "${target}", which is not a regular file earlier in the archive`,
        'unsafe-link'
      )
    }
    const isNew = this.add(path, FILE)
    // A new path is the last entry made.
    if (isNew) {
      this.hardLinks.push(this.names.size - 1)
      this.bytesEntry.push(this.bytesOf(file))
    }
    return isNew
  }

  /**
   * The path the bytes of the file at `path` came with: for a hard link, its file's first name
   * (through a hard link to a hard link, as some tools write), otherwise `path` itself.
   */
  storedPath(path: string): string {
    const index = this.find(path)
    const bytes = index < 0 ? index : this.bytesOf(index)
    return bytes === index ? path : this.pathOf(bytes)
  }

  /** The entry whose bytes a file's entry names: its own, or a hard link's first name's. */
  private bytesOf(index: number): number {
    const i = firstAtLeast(this.hardLinks, index)
    return i < this.hardLinks.length && this.hardLinks.get(i) === index
      ? this.bytesEntry.get(i)
      : index
  }

  /**
   * The target text of the earlier symbolic link a hard link names, or undefined when it names
   * none. `cp -al` and `rsync --link-dest` of a tree holding symbolic links give a link several
   * names, and tar stores the later ones as hard links to the first: GNU tar, bsdtar and Python's
   * tarfile unpack each as a symbolic link with the same text, read from its own folder.
   */
  hardLinkedSymlink(target: string): string | undefined {
    const index = this.find(hardLinkPath(target))
    return index >= 0 && this.names.value(index) === SYMLINK
      ? this.symlinks.targetOf(index)
      : undefined
  }

  /** The bytes of the map's typed arrays (external memory, live for the whole pass). */
  heldBytes(): number {
    return this.names.bytes + this.symlinks.bytes
  }

  /**
   * Follows every symbolic link through the others (in whatever order the archive listed them)
   * and refuses one that ends outside the bundle or loops. Called once the archive is read; it
   * also learns where each link ends, which a static host follows: at a regular file, at a
   * folder, or nowhere (a dangling link, which answers no request).
   */
  checkSymlinkChains(): void {
    this.toFile.clear()
    this.fileAtEnd.clear()
    this.toFolder.clear()
    for (let i = 0; i < this.symlinks.size; i++) {
      const link = this.symlinks.entry(i)
      // Followed through every link, so what is at its end is a file, a folder or nothing. The
      // root has no entry of its own: a link to it (`docs -> .`) is a link to a folder.
      const resolved = this.resolve(this.pathOf(link), this.symlinks.target(i))
      // A link whose walk fails leads nowhere: a dangling link.
      if (resolved === undefined) continue
      const root = resolved === ''
      const end = root ? TOP : this.find(resolved)
      if (!root && end < 0) continue
      const kind = root ? DIRECTORY : this.names.value(end)
      if (kind === FILE) {
        this.toFile.push(link)
        this.fileAtEnd.push(this.bytesOf(end))
      } else if (kind === DIRECTORY) {
        const links = this.toFolder.get(end)
        if (links) links.push(link)
        else this.toFolder.set(end, [link])
      }
    }
  }

  /** Whether the entry is a symbolic link whose chain ends at a file (checkSymlinkChains). */
  private leadsToFile(index: number): boolean {
    const i = firstAtLeast(this.toFile, index)
    return i < this.toFile.length && this.toFile.get(i) === index
  }

  /**
   * Hands `visit` each symbolic link whose chain ends at a regular file of the bundle, with that
   * file's path: a static host answers a request for the link with the file, and 404 for a link
   * that ends nowhere. Call after checkSymlinkChains.
   */
  eachSymlinkToFile(visit: (path: string, file: string) => void): void {
    for (let i = 0; i < this.toFile.length; i++) {
      visit(this.pathOf(this.toFile.get(i)), this.pathOf(this.fileAtEnd.get(i)))
    }
  }

  /** The path of the entry at `index`, read up its folders. */
  private pathOf(index: number): string {
    const { names } = this
    const parts = [names.name(index)]
    for (let above = names.parent(index); above !== TOP; above = names.parent(above)) {
      parts.unshift(names.name(above))
    }
    return parts.join('/')
  }

  /**
   * Hands `visit` each file that a symbolic link to a folder serves under its own name
   * (`stable/guide/a.html` for a link `stable` to `v2` holding `guide/a.html`; every file of the
   * bundle under `docs` for `docs -> .`, which serves a site built for /docs/), at most `limit`
   * of them in all: a static server follows the link, so a page's link through it reaches the
   * file. Files and links that end at files are handed over, not what lies under a further link
   * to a folder. Call after checkSymlinkChains; nothing is done when no link leads to a folder.
   * One path at a time, so that many links to a large folder hold no list of all their paths.
   *
   * With each path come the file that answers it (a link's end for a link) and, when relative
   * links read the same from there as from the stored name, that name: `readsAs`. A browser
   * climbs out of the served name's folders into the link's parent folder, and out of the stored
   * name's into the linked folder's parent, so the two agree wherever a climb goes exactly when
   * those parents are one folder (`current -> v2` beside it, or `docs -> .` at the root, where a
   * climb above the root stays there); for `latest -> versions/v2` they do not.
   */
  eachFileThroughFolderLinks(
    limit: number,
    visit: (path: string, file: string, readsAs: string | undefined) => void
  ): void {
    if (this.toFolder.size === 0) return
    // Each linked folder's path and its links' paths, made once rather than for every file.
    const linked = new Map<number, { folder: string; links: FolderLink[] }>()
    for (const [folder, links] of this.toFolder) {
      const folderPath = folder === TOP ? '' : this.pathOf(folder)
      const parent = posix.dirname(folderPath)
      linked.set(folder, {
        folder: folderPath,
        links: links.map(link => {
          const path = this.pathOf(link)
          return { path, readsAlike: posix.dirname(path) === parent }
        })
      })
    }
    const { names } = this
    let left = limit
    for (let index = 0; index < names.size; index++) {
      const kind = names.value(index)
      if (kind !== FILE && !(kind === SYMLINK && this.leadsToFile(index))) continue
      // Up the file's folders to the root (TOP, linked by `docs -> .`): names are read only for
      // a file below a linked one.
      let linkedAbove = false
      for (let above = names.parent(index); !linkedAbove; above = names.parent(above)) {
        linkedAbove = linked.has(above)
        if (above === TOP) break
      }
      if (!linkedAbove) continue
      // Where its bytes came: a link's end, or a hard link's first name (the stored name below
      // the linked folder is still what the served one reads alike with).
      const bytes = kind === FILE ? this.bytesOf(index) : this.fileAtEndOf(index)
      const atEnd = bytes === index ? undefined : this.pathOf(bytes)
      // Its path below each linked folder, under each link to that folder.
      const parts = [names.name(index)]
      for (let above = names.parent(index); ; above = names.parent(above)) {
        const folder = linked.get(above)
        if (folder) {
          const below = parts.join('/')
          const stored = folder.folder === '' ? below : `${folder.folder}/${below}`
          for (const link of folder.links) {
            if (left-- <= 0) return
            visit(`${link.path}/${below}`, atEnd ?? stored, link.readsAlike ? stored : undefined)
          }
        }
        if (above === TOP) break
        parts.unshift(names.name(above))
      }
    }
  }

  /** The entry whose bytes a symbolic link's chain ends at (it must end at a file: leadsToFile). */
  private fileAtEndOf(index: number): number {
    return this.fileAtEnd.get(firstAtLeast(this.toFile, index))
  }

  /** Adds the entry; true when its path is new, false when it was held already as the same kind. */
  private add(path: string, kind: Kind): boolean {
    const slash = path.lastIndexOf('/')
    const parent = slash < 0 ? TOP : this.folder(path, slash)
    const found = this.names.findOrAdd(parent, path, slash + 1, path.length, kind)
    if (found < 0) return true
    const before = this.names.value(found) as Kind
    // A folder listed twice, or a file stored again (tar keeps the later copy), is harmless.
    if (before === kind && kind !== SYMLINK) return false
    throw new ArchiveError(
      `entry "${path}" is a ${KIND_NAME[before]} and then again a ${KIND_NAME[kind]}: ` +
        'unpackers disagree about which one wins',
      'conflicting-entry'
    )
  }

  /**
   * The index of the folder `path.slice(0, end)`. Every folder on the way must be a folder, or
   * not yet seen, and then becomes one (a folder is only held once all above it are folders).
   */
  private folder(path: string, end: number): number {
    if (
      end > 0 &&
      end === this.lastFolder.length &&
      path.charCodeAt(end) === SLASH &&
      path.startsWith(this.lastFolder)
    ) {
      return this.lastFolderIndex
    }
    let parent = TOP
    for (let start = 0; start < end;) {
      let slash = path.indexOf('/', start)
      if (slash < 0 || slash > end) slash = end
      const found = this.names.findOrAdd(parent, path, start, slash, DIRECTORY)
      if (found >= 0) {
        const above = this.names.value(found) as Kind
        if (above !== DIRECTORY) this.refuseUnder(path, path.slice(0, slash), above)
        parent = found
      } else {
        parent = ~found
      }
      start = slash + 1
    }
    this.lastFolder = path.slice(0, end)
    this.lastFolderIndex = parent
    return parent
  }

  private refuseUnder(path: string, folder: string, kind: Kind): never {
    if (kind === SYMLINK) {
      throw new ArchiveError(
        `entry "${path}" lies under the symbolic link "${folder}": unpacking it would write wherever that link points`,
        'unsafe-link'
      )
    }
    throw new ArchiveError(
      `entry "${path}" puts something inside "${folder}", which the archive made a ${KIND_NAME[kind]}`,
      'conflicting-entry'
    )
  }

  /**
   * Where the link at `path` leads through every other link, as a bundle path ('' for the root),
   * or undefined when the filesystem's walk of it fails: the kernel reads a link's target a part
   * at a time, so every part before the last must be a folder (or a link leading to one) when it
   * is reached, and `x/../b` is no way to `b` when `x` is missing (ENOENT), a file (ENOTDIR) or
   * a link to a file; a web server answers 404 for it. `..` after a link to a folder leaves the
   * folder the link leads to, as the kernel's does. Refused by its text alone, wherever the walk
   * fails: a link that climbs out of the bundle, or through too many links.
   */
  private resolve(path: string, target: string): string | undefined {
    const names = this.names
    const folder = parentOf(path)
    const stack = folder === '' ? [] : folder.split('/')
    // The entry the walk stands at (the folder that `stack` names; TOP for the root), or FAILED
    // once a part of it was not there to walk through.
    let at = folder === '' ? TOP : this.find(folder)
    const isFolder = (): boolean => at === TOP || (at >= 0 && names.value(at) === DIRECTORY)
    let queue = target.replace(/\\/g, '/').split('/')
    let hops = 0
    let via: string | undefined
    while (queue.length > 0) {
      const part = queue.shift()!
      // `b.html/` and `b.html/.` ask for a folder too.
      if (at !== FAILED && !isFolder()) at = FAILED
      if (part === '' || part === '.') continue
      if (part === '..') {
        if (stack.length === 0) {
          throw new ArchiveError(
            `symlink "${path}" points outside the bundle ("${target}")` +
              (via ? `, through the symbolic link "${via}"` : ''),
            'unsafe-link'
          )
        }
        stack.pop()
        if (at !== FAILED) at = names.parent(at)
        continue
      }
      stack.push(part)
      if (at !== FAILED) {
        const child = names.find(at, part, 0, part.length)
        at = child < 0 ? FAILED : child
      }
      // A link where the walk stands; once it failed, a link its text names (refused by text).
      const link = at !== FAILED ? at : this.find(stack.join('/'))
      if (link < 0 || names.value(link) !== SYMLINK) continue
      const next = this.symlinks.targetOf(link)!
      if (++hops > MAX_LINK_HOPS) {
        throw new ArchiveError(
          `symlink "${path}" leads through more than ${MAX_LINK_HOPS} links (a loop)`,
          'unsafe-link'
        )
      }
      via = stack.join('/')
      stack.pop()
      if (at !== FAILED) at = names.parent(at)
      queue = [...next.replace(/\\/g, '/').split('/'), ...queue]
    }
    return at === FAILED ? undefined : stack.join('/')
  }
}

/**
 * The bundle path a hard link's target names: tar writes it from the archive's root, a backslash
 * a character of a name as in an entry's path (entry-path.ts).
 */
export function hardLinkPath(target: string): string {
  return posix.normalize(target).replace(/^(\.\/)+/, '')
}

function parentOf(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash < 0 ? '' : path.slice(0, slash)
}
