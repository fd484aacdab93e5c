// What the archive's entries would make on disk, kept as one small map (path → kind), so that
// entries which only look harmless one by one are refused together: a file and then a folder of
// the same name, a file placed under a symbolic link (unpacking writes wherever the link points),
// and a chain of symbolic links that climbs out of the bundle although each link alone stays in.
// The map holds a path one part at a time (entry-names.ts), so a folder's path is kept once
// however many entries it holds.
import { posix } from 'node:path'
import { ArchiveError } from './archive-error.js'
import { EntryNames, TOP } from './entry-names.js'

const FILE = 1
const DIRECTORY = 2
const SYMLINK = 3
type Kind = typeof FILE | typeof DIRECTORY | typeof SYMLINK

const KIND_NAME: Record<Kind, string> = {
  [FILE]: 'file',
  [DIRECTORY]: 'folder',
  [SYMLINK]: 'symbolic link'
}

/** As many link hops as Linux follows before ELOOP. */
const MAX_LINK_HOPS = 40

const SLASH = 0x2f

export class EntryTree {
  private readonly names = new EntryNames()
  private readonly symlinks = new Map<string, string>()
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
    this.symlinks.set(path, target)
  }

  /**
   * A hard link is a second name for an earlier regular file of the archive. Whether the path is
   * new, as for addFile.
   */
  addHardLink(path: string, target: string): boolean {
    const resolved = posix.normalize(target.replace(/\\/g, '/')).replace(/^(\.\/)+/, '')
    if (!this.isFile(resolved)) {
      throw new ArchiveError(
        `link "${path}" points to "${target}", which is not a regular file earlier in the archive`,
        'unsafe-link'
      )
    }
    return this.add(path, FILE)
  }

  /** The bytes of the map's typed arrays (external memory, live for the whole pass). */
  heldBytes(): number {
    return this.names.bytes
  }

  /**
   * Follows every symbolic link through the others (in whatever order the archive listed them)
   * and refuses one that ends outside the bundle or loops. Called once the archive is read.
   */
  checkSymlinkChains(): void {
    for (const [path, target] of this.symlinks) this.resolve(path, target)
  }

  /**
   * Hands `visit` each file that a symbolic link to a folder serves under its own name
   * (`stable/guide/a.html` for a link `stable` to `v2` holding `guide/a.html`), at most `limit`
   * of them in all: a static server follows the link, so a page's link through it reaches the
   * file. Files and links to files are handed over, not what lies under a further link to a
   * folder. Call once the archive is read (after checkSymlinkChains); nothing is done when no
   * link leads to a folder. One path at a time, so that many links to a large folder hold no
   * list of all their paths.
   */
  eachFileThroughFolderLinks(limit: number, visit: (path: string) => void): void {
    const linked = new Map<number, string[]>()
    for (const [path, target] of this.symlinks) {
      const index = this.find(this.resolve(path, target))
      if (index < 0 || this.names.value(index) !== DIRECTORY) continue
      linked.set(index, [...(linked.get(index) ?? []), path])
    }
    if (linked.size === 0) return
    const { names } = this
    let left = limit
    for (let index = 0; index < names.size; index++) {
      const kind = names.value(index)
      if (kind !== FILE && kind !== SYMLINK) continue
      // Up the file's folders: names are read only for a file below a linked one.
      let linkedAbove = false
      for (let above = names.parent(index); above !== TOP; above = names.parent(above)) {
        if (linked.has(above)) linkedAbove = true
      }
      if (!linkedAbove) continue
      // Its path below each linked folder, under each link to that folder.
      const parts = [names.name(index)]
      for (let above = names.parent(index); above !== TOP; above = names.parent(above)) {
        for (const link of linked.get(above) ?? []) {
          if (left-- <= 0) return
          visit(`${link}/${parts.join('/')}`)
        }
        parts.unshift(names.name(above))
      }
    }
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

  /** Where the link at `path` leads through every other link, as a bundle path ('' for the root). */
  private resolve(path: string, target: string): string {
    const stack = parentOf(path) === '' ? [] : parentOf(path).split('/')
    let queue = target.replace(/\\/g, '/').split('/')
    let hops = 0
    let via: string | undefined
    while (queue.length > 0) {
      const part = queue.shift()!
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
        continue
      }
      stack.push(part)
      const through = stack.join('/')
      const next = this.symlinks.get(through)
      if (next === undefined) continue
      if (++hops > MAX_LINK_HOPS) {
        throw new ArchiveError(
          `symlink "${path}" leads through more than ${MAX_LINK_HOPS} links (a loop)`,
          'unsafe-link'
        )
      }
      via = through
      stack.pop()
      queue = [...next.replace(/\\/g, '/').split('/'), ...queue]
    }
    return stack.join('/')
  }
}

function parentOf(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash < 0 ? '' : path.slice(0, slash)
}
