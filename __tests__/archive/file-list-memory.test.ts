// What the verifier holds for each file an archive lists, for the whole pass: its name in the
// entry tree (src/archive/entry-names.ts, for the archive's safety rules) and its two hashes in
// the link report's set of served paths (src/archive/served-paths.ts, path-set.ts). Both grow with
// the file count, the one part of the pass's memory that does (issue 12): 20,000 pages with
// 400,000 small images peaked at 138 MiB in bench/download.ts when a file cost 76-93 bytes here,
// at 128 MiB once it cost 58-71. The names are those of a generated bundle's images.
import { createHash } from 'node:crypto'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { EntryNames, TOP } from '../../src/archive/entry-names.js'
import { EntryTree } from '../../src/archive/entry-tree.js'
import { PathSet } from '../../src/archive/path-set.js'
import { ServedPaths } from '../../src/archive/served-paths.js'

const imageName = (i: number): string =>
  `images/${createHash('sha1').update(`img${i}`).digest('hex').slice(0, 12)}.png`

it.each([100_000, 300_000])('holds %i files in under 75 bytes each', files => {
  const tree = new EntryTree()
  const served = new ServedPaths()
  for (let i = 0; i < files; i++) {
    const name = imageName(i)
    tree.addFile(name)
    served.add(name)
  }
  expect((tree.heldBytes() + served.bytes) / files).toBeLessThan(75)
  // Still every name, told apart byte for byte.
  expect(tree.isFile(imageName(files - 1))).toBe(true)
  expect(tree.isFile(imageName(files))).toBe(false)
  expect(tree.has('images')).toBe(true)
})

it('holds a set of paths by their hashes, the pair (0, 0) included, through its growth', () => {
  const set = new PathSet()
  const pairs: Array<[number, number]> = [
    [0, 0],
    [0, 1],
    [1, 0],
    [-1, -1]
  ]
  for (let i = 0; i < 20_000; i++) pairs.push([Math.imul(i, 0x9e3779b1), i * 7 - 70_000])
  for (const [a, b] of pairs) set.add(a, b)
  for (const [a, b] of pairs) set.add(a, b)
  // (0, 0) is held as (0, 1), so the two are one here: 2^-64 of all pairs.
  expect(set.size).toBe(pairs.length - 1)
  for (const [a, b] of pairs) expect(set.has(a, b)).toBe(true)
  expect(set.has(2, 3)).toBe(false)
  expect(set.has(Math.imul(20_000, 0x9e3779b1), 20_000 * 7 - 70_000)).toBe(false)
  set.clear()
  expect([set.size, set.has(0, 0), set.has(1, 0)]).toEqual([0, false, false])
})

describe('while a table of files doubles', () => {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as () => void
  /** Typed arrays' bytes, dead or alive: no collection is made. */
  const external = (): number => process.memoryUsage().arrayBuffers

  // Past 1,048,576 files both tables go to 4 M slots; the old arrays lived on beside the new ones
  // until a full collection (1.99 million empty files peaked the action at 174 MiB).
  it('frees the set of paths’ old arrays at once', () => {
    const set = new PathSet()
    let i = 1
    while ((set.size + 1) * 2 <= 2 ** 20) set.add(i, i++)
    gc()
    const before = external()
    const bytesBefore = set.bytes
    set.add(i, i++)
    expect(set.bytes).toBe(bytesBefore * 2)
    // The new arrays less the old ones: the old ones too when they were left to the collector.
    expect(external() - before).toBeLessThan(bytesBefore * 1.1)
  })

  it('frees the names’ old slots before it makes the new ones', () => {
    const names = new EntryNames()
    let i = 0
    const add = (): void => {
      const name = `f${i++}`
      names.findOrAdd(TOP, name, 0, name.length, 1)
    }
    while ((names.size + 1) * 2 <= 2 ** 18) add()
    gc()
    const before = external()
    const bytesBefore = names.bytes
    add()
    const grown = names.bytes - bytesBefore
    expect(external() - before).toBeLessThan(grown * 1.1)
  })
})
