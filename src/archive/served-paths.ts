// The files and links the archive has listed so far, known by their hashes (path-set.ts),
// and the rule of a static host for which link targets a file answers: the path itself, its
// folder through `index.html` (the bundle's root `.` through the root's), and the page without
// `.html`. The link report asks whether a target is answered with the target hashed where its
// parts lie (target-hash.ts), so a link costs no string whether its target is there or not.
import { TargetHasher, targetHashA, targetHashB } from './target-hash.js'
import { PathSet } from './path-set.js'

const INDEX = '/index.html'
const HTML = '.html'
/** The link target that is the bundle's root, as link-resolution.ts writes it. */
const ROOT = new TargetHasher().units('.')
const ROOT_INDEX_A = targetHashA('index.html')
const ROOT_INDEX_B = targetHashB('index.html')

export class ServedPaths {
  private readonly table = new PathSet()
  private readonly probe = new TargetHasher()

  /** The table's typed arrays (external memory, live for the whole pass). */
  get bytes(): number {
    return this.table.bytes
  }

  /**
   * A file or link of the archive at this bundle path. `answered`, when given, is told the
   * hashes of every link target the path answers (see `answers`).
   */
  add(path: string, answered?: (a: number, b: number) => void): void {
    const probe = this.probe.reset().units(path)
    const a = probe.hashA()
    const b = probe.hashB()
    this.table.add(a, b)
    if (answered === undefined) return
    answered(a, b)
    if (path === 'index.html') answered(ROOT.hashA(), ROOT.hashB())
    else if (path.endsWith(INDEX)) {
      probe.reset().units(path, 0, path.length - INDEX.length)
      answered(probe.hashA(), probe.hashB())
    }
    if (path.endsWith(HTML)) {
      probe.reset().units(path, 0, path.length - HTML.length)
      answered(probe.hashA(), probe.hashB())
    }
  }

  /**
   * Whether a link to the target hashed in `target` works on a static host with the paths
   * listed so far: the file itself, the folder's `index.html`, or the page with `.html` added
   * answers it. `target` is left as it was.
   */
  answers(target: TargetHasher): boolean {
    if (target.n === ROOT.n && target.a === ROOT.a && target.b === ROOT.b) {
      return this.table.has(ROOT_INDEX_A, ROOT_INDEX_B)
    }
    if (this.table.has(target.hashA(), target.hashB())) return true
    const probe = this.probe.copy(target).units(INDEX)
    if (this.table.has(probe.hashA(), probe.hashB())) return true
    probe.copy(target).units(HTML)
    return this.table.has(probe.hashA(), probe.hashB())
  }

  clear(): void {
    this.table.clear()
  }
}
