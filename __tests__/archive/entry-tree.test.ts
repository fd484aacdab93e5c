// The entry map in typed arrays (src/archive/entry-names.ts) against a Map of full paths doing the
// same, and the entry tree's refusals on top of it (src/archive/entry-tree.ts), now that a
// folder's path is held once and the last folder is remembered between entries.
import { EntryNames, TOP } from '../../src/archive/entry-names.js'
import { EntryTree } from '../../src/archive/entry-tree.js'
import { ArchiveError } from '../../src/archive/archive-error.js'
import { prng } from '../../emulator/platform/faults.js'

describe('EntryNames', () => {
  it('finds every name it holds, and only those, through growth of the arrays and the slots', () => {
    const random = prng(7)
    const names = new EntryNames()
    const model = new Map<string, number>()
    const keyOf = (parent: number, name: string): string => `${parent}\u0000${name}`
    const bytesAtStart = names.bytes
    for (let step = 0; step < 60_000; step++) {
      const parent = Math.floor(random() * 300) - 1
      const name = `page-${Math.floor(random() * 400)}.html`
      const value = 1 + Math.floor(random() * 3)
      const found = names.findOrAdd(parent, `x/${name}`, 2, name.length + 2, value)
      const key = keyOf(parent, name)
      if (model.has(key)) {
        expect(found).toBeGreaterThanOrEqual(0)
        expect(names.value(found)).toBe(model.get(key))
      } else {
        expect(found).toBeLessThan(0)
        expect(names.value(~found)).toBe(value)
        model.set(key, value)
      }
    }
    expect(names.size).toBe(model.size)
    expect(names.size).toBeGreaterThan(40_000)
    expect(names.bytes).toBeGreaterThan(bytesAtStart)
    for (const [key, value] of model) {
      const [parent, name] = key.split('\u0000') as [string, string]
      const index = names.find(Number(parent), name, 0, name.length)
      expect(index).toBeGreaterThanOrEqual(0)
      expect(names.value(index)).toBe(value)
    }
    expect(names.find(TOP, 'page-400.html', 0, 13)).toBe(-1)
    expect(names.find(0, 'page-1.htm', 0, 10)).toBe(-1)
  })

  it('keeps names apart that differ only in characters beyond ASCII or in lone surrogates', () => {
    const names = new EntryNames()
    const distinct = [
      'a\uD800',
      'a\uDBFF',
      'a\uFFFD',
      'a\uD83D\uDE00',
      'a\uDE00\uD83D',
      'é',
      'e\u0301',
      '\u00e9\u00e9',
      'ÃƒÂ©',
      'a',
      'A',
      ''
    ]
    for (const name of distinct)
      expect(names.findOrAdd(TOP, name, 0, name.length, 1)).toBeLessThan(0)
    distinct.forEach((name, index) => expect(names.find(TOP, name, 0, name.length)).toBe(index))
  })

  it('answers a lookup of a name longer than any it holds without encoding it', () => {
    const names = new EntryNames()
    names.findOrAdd(TOP, 'docs', 0, 4, 2)
    const bytesBefore = names.bytes
    const huge = 'x'.repeat(4 * 1024 * 1024)
    expect(names.find(TOP, huge, 0, huge.length)).toBe(-1)
    expect(names.bytes).toBe(bytesBefore)
    expect(names.find(TOP, 'docs', 0, 4)).toBe(0)
  })

  it('holds a name longer than a block of names', () => {
    const names = new EntryNames()
    const long = 'n'.repeat(300 * 1024)
    names.findOrAdd(TOP, 'short', 0, 5, 1)
    const index = ~names.findOrAdd(TOP, long, 0, long.length, 2)
    names.findOrAdd(TOP, 'after', 0, 5, 3)
    expect(names.find(TOP, long, 0, long.length)).toBe(index)
    expect(names.find(TOP, long, 0, long.length - 1)).toBe(-1)
    expect(names.value(names.find(TOP, 'after', 0, 5))).toBe(3)
  })
})

describe('EntryTree', () => {
  const refusal = (build: (tree: EntryTree) => void): string => {
    const tree = new EntryTree()
    try {
      build(tree)
    } catch (error) {
      expect(error).toBeInstanceOf(ArchiveError)
      return `${(error as ArchiveError).kind}: ${(error as Error).message}`
    }
    throw new Error('no refusal')
  }

  it('knows the files of a large site, and not its folders or missing pages', () => {
    const tree = new EntryTree()
    // An empty tree already holds its first blocks; 10,000 entries need more of them.
    const heldWhenEmpty = tree.heldBytes()
    for (let section = 0; section < 50; section++) {
      tree.addDirectory(`docs/s${section}`)
      for (let page = 0; page < 200; page++) tree.addFile(`docs/s${section}/p${page}.html`)
    }
    tree.addFile('index.html')
    expect(tree.isFile('index.html')).toBe(true)
    expect(tree.isFile('docs/s49/p199.html')).toBe(true)
    expect(tree.isFile('docs/s0/p0.html')).toBe(true)
    expect(tree.isFile('docs/s4/p0.html')).toBe(true)
    expect(tree.isFile('docs/s4')).toBe(false)
    expect(tree.isFile('docs')).toBe(false)
    expect(tree.isFile('docs/s4/p200.html')).toBe(false)
    expect(tree.isFile('docs/s50/p0.html')).toBe(false)
    expect(tree.isFile('docs/s4/p0.html/x')).toBe(false)
    expect(tree.isFile('')).toBe(false)
    expect(tree.heldBytes()).toBeGreaterThan(heldWhenEmpty)
  })

  it('does not take one folder for another that starts with the same letters', () => {
    const tree = new EntryTree()
    tree.addFile('a/b/one.html')
    tree.addFile('a/bc/two.html')
    tree.addFile('a/c/three.html')
    tree.addFile('a/b/four.html')
    expect(tree.isFile('a/bc/two.html')).toBe(true)
    expect(tree.isFile('a/b/two.html')).toBe(false)
    expect(tree.isFile('a/c/three.html')).toBe(true)
    expect(tree.isFile('a/b/three.html')).toBe(false)
    expect(tree.isFile('a/b/four.html')).toBe(true)
    expect(
      refusal(t => (t.addFile('a/b/x'), t.addFile('a/b'))).startsWith(
        'conflicting-entry: entry "a/b" is a folder and then again a file'
      )
    ).toBe(true)
  })

  it('refuses a folder of a file, a file of a folder, and entries under a symbolic link', () => {
    expect(refusal(t => (t.addFile('docs/a.html'), t.addFile('docs/a.html/b.html')))).toBe(
      'conflicting-entry: entry "docs/a.html/b.html" puts something inside "docs/a.html", which the archive made a file'
    )
    expect(refusal(t => (t.addFile('x/y/z'), t.addDirectory('x/y/z')))).toBe(
      'conflicting-entry: entry "x/y/z" is a file and then again a folder: unpackers disagree about which one wins'
    )
    expect(refusal(t => (t.addSymlink('docs', '.'), t.addFile('docs/s/a.html')))).toBe(
      'unsafe-link: entry "docs/s/a.html" lies under the symbolic link "docs": unpacking it would write wherever that link points'
    )
    expect(refusal(t => (t.addSymlink('l', 'a'), t.addSymlink('l', 'b')))).toMatch(
      /^conflicting-entry: entry "l" is a symbolic link and then again a symbolic link/
    )
    // Listed again, a file or a folder is harmless; so is a hard link to an earlier file.
    const tree = new EntryTree()
    tree.addFile('a/b.html')
    tree.addFile('a/b.html')
    tree.addDirectory('a')
    tree.addHardLink('a/c.html', './a/b.html')
    expect(tree.isFile('a/c.html')).toBe(true)
    expect(refusal(t => t.addHardLink('a/c.html', 'a/b.html'))).toMatch(
      /^unsafe-link: link "a\/c.html" points to "a\/b.html", which is not a regular file/
    )
  })
})

describe('files served through symbolic links to folders', () => {
  it('lists each file under a linked folder under every link to it, names read back as added', () => {
    const tree = new EntryTree()
    tree.addSymlink('stable', 'v2')
    tree.addSymlink('docs/latest', '../stable')
    tree.addSymlink('logo.png', 'v2/img/logo.png')
    tree.addFile('v2/index.html')
    tree.addFile('v2/img/logo.png')
    tree.addFile('v2/guía/😀 ü.html')
    tree.addSymlink('v2/home.html', 'index.html')
    tree.addFile('other/page.html')
    tree.checkSymlinkChains()
    const through = (limit: number): string[] => {
      const paths: string[] = []
      tree.eachFileThroughFolderLinks(limit, path => paths.push(path))
      return paths
    }
    expect(through(100).sort()).toEqual(
      [
        'stable/index.html',
        'docs/latest/index.html',
        'stable/img/logo.png',
        'docs/latest/img/logo.png',
        'stable/guía/😀 ü.html',
        'docs/latest/guía/😀 ü.html',
        'stable/home.html',
        'docs/latest/home.html'
      ].sort()
    )
    // At most the limit: an archive of many links to one large folder cannot multiply its files.
    expect(through(3)).toHaveLength(3)
  })

  it('hands over only the links whose chain ends at a file, and serves only those under a linked folder', () => {
    const tree = new EntryTree()
    tree.addSymlink('stable', 'v2')
    tree.addFile('v2/index.html')
    tree.addSymlink('v2/home.html', 'index.html')
    tree.addSymlink('v2/gone.html', 'removed.html')
    tree.addSymlink('v2/chain.html', 'gone.html')
    tree.addSymlink('logo.png', 'stable/img/logo.png')
    tree.addFile('v2/img/logo.png')
    tree.addSymlink('latest', 'v3')
    // A hard link to a symbolic link is one more with the same text.
    expect(tree.hardLinkedSymlink('./v2/home.html')).toBe('index.html')
    expect(tree.hardLinkedSymlink('v2/index.html')).toBeUndefined()
    tree.addSymlink('v2/img/home.html', tree.hardLinkedSymlink('v2/home.html')!)
    tree.checkSymlinkChains()
    const toFiles: string[] = []
    tree.eachSymlinkToFile((path, file) => toFiles.push(`${path} -> ${file}`))
    // With the file at the chain's end, through the link to a folder.
    expect(toFiles.sort()).toEqual(['logo.png -> v2/img/logo.png', 'v2/home.html -> v2/index.html'])
    const through: string[] = []
    tree.eachFileThroughFolderLinks(100, path => through.push(path))
    expect(through.sort()).toEqual(['stable/home.html', 'stable/img/logo.png', 'stable/index.html'])
  })

  it('lists nothing when no link leads to a folder', () => {
    const tree = new EntryTree()
    tree.addFile('index.html')
    tree.addSymlink('home.html', 'index.html')
    tree.checkSymlinkChains()
    const paths: string[] = []
    tree.eachFileThroughFolderLinks(100, path => paths.push(path))
    expect(paths).toEqual([])
  })
})
