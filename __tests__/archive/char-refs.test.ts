// Attribute values with character references: what the link report makes of them must be what a
// browser makes of them (deno doc writes every slash of its links as `&#x2F;`).
import { decodeCharacterReferences } from '../../src/archive/char-refs.js'
import { linkReportOver } from '../helpers/link-reports.js'

it('decodes references as an HTML parser does in an attribute value', () => {
  expect(decodeCharacterReferences('..&#x2F;styles.css')).toBe('../styles.css')
  expect(decodeCharacterReferences('a&#47;b&#X2f;c')).toBe('a/b/c')
  expect(decodeCharacterReferences('a&sol;b&period;html')).toBe('a/b.html')
  expect(decodeCharacterReferences('x.html?a=1&amp;b=2')).toBe('x.html?a=1&b=2')
  // Legacy names without `;`: decoded, unless `=` or a letter or digit follows.
  expect(decodeCharacterReferences('?a=1&amp b')).toBe('?a=1& b')
  expect(decodeCharacterReferences('?a=1&amp=2&copy=3')).toBe('?a=1&amp=2&copy=3')
  // Numeric ones without `;` too; a code point not allowed is U+FFFD.
  expect(decodeCharacterReferences('a&#47b')).toBe('a/b')
  expect(decodeCharacterReferences('&#0;&#xD800;&#x110000;')).toBe('\ufffd\ufffd\ufffd')
  // A name not known here, or a bare `&`, stays as written.
  expect(decodeCharacterReferences('a&unknown;b & c')).toBe('a&unknown;b & c')
  expect(decodeCharacterReferences('plain/path.html')).toBe('plain/path.html')
})

it('follows links and loads written with character references as the browser does', () => {
  const files = new Set(['index.html', 'styles.css', 'api/page.html', 'api/index.html'])
  const report = linkReportOver(files)
  report.scanPage(
    'api/~/Thing.html',
    '<link rel="stylesheet" href="..&#x2F;..&#x2F;styles.css">' +
      '<script src="https:&#x2F;&#x2F;cdn.example&#x2F;lib.js"></script>' +
      '<a href="..&#x2F;page.html#x">p</a><a href="..&#x2F;">api</a>' +
      '<a href="..&#x2F;gone.html">gone</a>'
  )
  const found = report.finish()
  expect(found.brokenLinks).toEqual([{ page: 'api/~/Thing.html', href: '..&#x2F;gone.html' }])
  expect(found.brokenLinkCount).toBe(1)
  expect(found.externalReferences).toEqual([
    {
      page: 'api/~/Thing.html',
      via: 'script src',
      url: 'https:&#x2F;&#x2F;cdn.example&#x2F;lib.js'
    }
  ])
})
