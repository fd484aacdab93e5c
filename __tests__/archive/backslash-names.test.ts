// A backslash in an entry's name is a character of the name for the POSIX unpacker a bundle
// meets (GNU tar unpacks `a\b.html` as one file, and a host serves it at `a%5Cb.html`); only the
// refusals of names that would escape read it as a separator, as an unpacker on Windows would.
import { Readable } from 'node:stream'
import { ArchiveError, verifyBundle } from '../../src/archive/verify.js'
import { safeEntryPath } from '../../src/archive/entry-path.js'
import { makeTarGz, page } from '../helpers/archives.js'

it('keeps a backslash in the bundle path, and still refuses names that climb or are absolute through one', () => {
  expect(safeEntryPath('a\\b.html')).toBe('a\\b.html')
  expect(safeEntryPath('./docs/x\\y\\z.html')).toBe('docs/x\\y\\z.html')
  expect(safeEntryPath('dir\\')).toBe('dir\\')
  for (const name of ['a\\..\\..\\b', '..\\x.html', 'C:\\win.ini', '\\etc\\passwd']) {
    expect(() => safeEntryPath(name)).toThrow(ArchiveError)
  }
})

it('judges links to a backslash name as a host serves it, beside a file of the name before it', async () => {
  const archive = await makeTarGz([
    {
      name: 'index.html',
      data: page('Home', '<a href="a%5Cb.html">real</a><a href="a/b.html">not there</a>')
    },
    { name: 'a\\b.html', data: page('b') },
    // GNU tar unpacks both: `a` is a plain file, not the folder of `a\b.html`.
    { name: 'a', data: 'plain file' },
    { name: 'copy.html', type: 'link', linkname: 'a\\b.html' }
  ])
  const files: string[] = []
  const report = await verifyBundle(Readable.from([archive]), {
    onFile: async (path, content) => {
      files.push(path)
      for await (const chunk of content) void chunk
    }
  })
  expect(report.brokenLinks).toEqual([{ page: 'index.html', href: 'a/b.html' }])
  expect(report).toMatchObject({ files: 4, pages: 3 })
  expect(files).toEqual(['index.html', 'a\\b.html', 'a'])
})
