// What the archive's entries would make on disk, kept as one small map (path → kind), so that
// entries which only look harmless one by one are refused together: a file and then a folder of
// the same name, a file placed under a symbolic link (unpacking writes wherever the link points),
// and a chain of symbolic links that climbs out of the bundle although each link alone stays in.
import { posix } from 'node:path'
import { ArchiveError } from './archive-error.js'

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

export class EntryTree {
  private readonly kinds = new Map<string, Kind>()
  private readonly symlinks = new Map<string, string>()

  /** Whether the path is a regular file (or a hard link to one). */
  isFile(path: string): boolean {
    return this.kinds.get(path) === FILE
  }

  addFile(path: string): void {
    this.add(path, FILE)
  }

  addDirectory(path: string): void {
    if (path) this.add(path, DIRECTORY)
  }

  addSymlink(path: string, target: string): void {
    this.add(path, SYMLINK)
    this.symlinks.set(path, target)
  }

  /** A hard link is a second name for an earlier regular file of the archive. */
  addHardLink(path: string, target: string): void {
    const resolved = posix.normalize(target.replace(/\\/g, '/')).replace(/^(\.\/)+/, '')
    if (!this.isFile(resolved)) {
      throw new ArchiveError(
        `link "${path}" points to "${target}", which is not a regular file earlier in the archive`,
        'unsafe-link'
      )
    }
    this.add(path, FILE)
  }

  /**
   * Follows every symbolic link through the others (in whatever order the archive listed them)
   * and refuses one that ends outside the bundle or loops. Called once the archive is read.
   */
  checkSymlinkChains(): void {
    for (const [path, target] of this.symlinks) this.resolve(path, target)
  }

  private add(path: string, kind: Kind): void {
    // Every folder above the entry must be a folder (or not yet seen, and then becomes one).
    for (let parent = parentOf(path); parent !== ''; parent = parentOf(parent)) {
      const above = this.kinds.get(parent)
      if (above === DIRECTORY) break
      if (above === undefined) {
        this.kinds.set(parent, DIRECTORY)
        continue
      }
      if (above === SYMLINK) {
        throw new ArchiveError(
          `entry "${path}" lies under the symbolic link "${parent}": unpacking it would write wherever that link points`,
          'unsafe-link'
        )
      }
      throw new ArchiveError(
        `entry "${path}" puts something inside "${parent}", which the archive made a ${KIND_NAME[above]}`,
        'conflicting-entry'
      )
    }
    const before = this.kinds.get(path)
    if (before === undefined) {
      this.kinds.set(path, kind)
      return
    }
    // A folder listed twice, or a file stored again (tar keeps the later copy), is harmless.
    if (before === kind && kind !== SYMLINK) return
    throw new ArchiveError(
      `entry "${path}" is a ${KIND_NAME[before]} and then again a ${KIND_NAME[kind]}: ` +
        'unpackers disagree about which one wins',
      'conflicting-entry'
    )
  }

  private resolve(path: string, target: string): void {
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
  }
}

function parentOf(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash < 0 ? '' : path.slice(0, slash)
}
