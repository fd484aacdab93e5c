// What the entry tree holds for each symbolic link until the archive is read (issue 12): it
// follows every link through the others only then. A Map from each link's full path to its
// target held both as strings: 20,000 links with 3.8 KB paths and 3.8 KB targets peaked the
// action at 234 MiB, and nothing bounded the targets. Now a link costs its target's bytes and
// its entry's index (its path is in the tree a part at a time), and the targets together are
// bounded by MAX_SYMLINK_TARGET_BYTES; past it the archive is refused, since a link not followed
// could be the one that climbs out of the bundle.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { ArchiveError } from '../../src/archive/archive-error.js'
import { EntryTree } from '../../src/archive/entry-tree.js'
import { MAX_SYMLINK_TARGET_BYTES } from '../../src/archive/symlink-targets.js'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

/** V8's heap and the typed arrays, after full collections. */
function held(): number {
  gc()
  gc()
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return heapUsed + arrayBuffers
}

// The shape of the probe that found it (20,000 links there): 14 shared folders of 250 bytes and a
// 250-byte name make a 3.8 KB path.
const FOLDERS = Array.from({ length: 14 }, (_, i) => `${i}`.padEnd(250, 'd')).join('/')
const LINKS = 5_000
const linkPath = (i: number): string => `${FOLDERS}/${`${i}`.padEnd(250, 'l')}`

it('holds a symbolic link in its target and a few bytes, not its path again', () => {
  const tree = new EntryTree()
  tree.addFile('a.html')
  tree.addDirectory(FOLDERS)
  const target = `${'./'.repeat(50)}${'../'.repeat(14)}a.html`
  const before = held()
  for (let i = 0; i < LINKS; i++) tree.addSymlink(linkPath(i), target)
  const perLink = (held() - before) / LINKS
  // Its 250-byte name in the tree (entry-names.ts), its 148-byte target, and about 30 bytes of
  // records and lists: 3.8 KB more each when the path was kept whole.
  expect(perLink).toBeLessThan(250 + target.length + 64)
  tree.checkSymlinkChains()
  let toFile = 0
  tree.eachSymlinkToFile((path, file) => {
    if (file === 'a.html' && path.startsWith(FOLDERS)) toFile += 1
  })
  expect(toFile).toBe(LINKS)
  expect(tree.hardLinkedSymlink(linkPath(7))).toBe(target)
  expect(tree.hardLinkedSymlink('a.html')).toBeUndefined()
})

it('refuses an archive whose link targets pass the bound together, naming it', () => {
  const tree = new EntryTree()
  tree.addFile('a.html')
  // 3.8 KB targets, each alone an ordinary link (`./`×1900 … a.html, as the probe's).
  const target = `${'./'.repeat(1900)}a.html`
  const fit = Math.floor(MAX_SYMLINK_TARGET_BYTES / target.length)
  for (let i = 0; i < fit; i++) tree.addSymlink(`l${i}`, target)
  let refusal: unknown
  try {
    tree.addSymlink('one-too-many', target)
  } catch (error) {
    refusal = error
  }
  expect(refusal).toBeInstanceOf(ArchiveError)
  expect((refusal as ArchiveError).kind).toBe('too-large')
  expect((refusal as Error).message).toContain(`${MAX_SYMLINK_TARGET_BYTES} bytes`)
  expect((refusal as Error).message).toContain('one-too-many')
  // The links held up to the bound are still followed.
  tree.checkSymlinkChains()
  let toFile = 0
  tree.eachSymlinkToFile(() => (toFile += 1))
  expect(toFile).toBe(fit)
})

it('reads back a target of any characters, a lone surrogate half included', () => {
  const tree = new EntryTree()
  tree.addFile('é/ü.html')
  const targets = ['é/ü.html', '../\ud800x', 'x'.repeat(70_000), '日本/語']
  targets.forEach((target, i) => tree.addSymlink(`l${i}`, target))
  targets.forEach((target, i) => expect(tree.hardLinkedSymlink(`l${i}`)).toBe(target))
})
