// data: URLs carry what they load: the link report judges none of them, and the scanner hands
// their values over without decoding the payload (a notebook export embeds every plot so,
// hundreds of KiB each; each was decoded, hashed and cached as a link, 5-10 times the time of the
// same pages with the plots as files).
import { attributeSpan } from '../../src/archive/element-loads.js'
import { DATA_URL, isDataUrl, isDataUrlBytes } from '../../src/archive/link-resolution.js'
import { PageScanner } from '../../src/archive/page-references.js'
import { linkReportOver } from '../helpers/link-reports.js'
import { referenceFindings } from '../helpers/reference-scanner.js'

/** A base64 payload of about `kib` KiB, as a plot's PNG is written into a page. */
const payload = (kib: number): string => Buffer.alloc(kib * 768, 0xa7).toString('base64')

describe('isDataUrl', () => {
  it.each([
    ['data:image/png;base64,AAAA', true],
    ['DATA:text/plain,x', true],
    ['DaTa:,', true],
    [' \t\n\u0001data:,x', true],
    ['data:', true],
    ['data', false],
    ['dat:a', false],
    ['datas:x', false],
    ['./data:x', false],
    ['\u00a0data:,x', false],
    ['img/data:x.png', false],
    ['&#100;ata:,x', false]
  ])('%j: %s', (url, expected) => {
    expect(isDataUrl(url)).toBe(expected)
    const bytes = Buffer.from(`<${url}>`)
    expect(isDataUrlBytes(bytes, 1, bytes.length - 1)).toBe(expected)
  })

  it('reads the bytes between from and to only', () => {
    const bytes = Buffer.from('xdata:,ydata')
    expect(isDataUrlBytes(bytes, 1, 6)).toBe(true)
    expect(isDataUrlBytes(bytes, 1, 5)).toBe(false)
    expect(isDataUrlBytes(bytes, 8, 12)).toBe(false)
  })
})

describe('attributeSpan', () => {
  const at = (tag: string, name: string): string | undefined => {
    const bytes = Buffer.from(tag)
    const span = attributeSpan(bytes, 0, bytes.length, name)
    return span && bytes.toString('utf8', span.start, span.end)
  }

  it('reads attributes as the tokenizer does', () => {
    expect(at('<img alt="a > b" SRC=x.png srcset=\'y.png 2x\'>', 'src')).toBe('x.png')
    expect(at('<img alt="a > b" SRC=x.png srcset=\'y.png 2x\'>', 'srcset')).toBe('y.png 2x')
    // The first of two wins; a name in a quoted value is no attribute.
    expect(at('<img title="src=no.png" src="a.png" src="b.png">', 'src')).toBe('a.png')
    expect(at('<img src>', 'src')).toBe('')
    expect(at('<img data-src="a.png">', 'src')).toBeUndefined()
    // Its bytes end inside a quoted value before the attribute.
    expect(at('<img alt="never closed src="a.png">', 'src')).toBeUndefined()
    // Names are matched in ASCII case only, as the tokenizer lowercases them.
    expect(at('<img \u212a="x" k="y">', 'k')).toBe('y')
    expect(at('<img sr\u0130="x">', 'sri')).toBeUndefined()
    expect(at('<a href = "é.html">', 'href')).toBe('é.html')
  })
})

describe('the scanner and the link report over data: URLs', () => {
  it("hands a data: URL's value over as its scheme alone, whatever the tag", () => {
    const big = payload(600)
    const html = Buffer.from(
      `<p><img alt="plot" src="data:image/png;base64,${big}"></p>` +
        `<video poster=" DATA:image/png;base64,${big}" src="clip.mp4"></video>` +
        `<script src="data:text/javascript,${big}"></script><img src="real.png">`
    )
    const values: string[] = []
    const attributes: (string | undefined)[] = []
    new PageScanner().scan(html, {
      load: (tag, _attr, value, element) => {
        values.push(value)
        if (tag !== 'script')
          attributes.push(element.attribute('poster') ?? element.attribute('src'))
      },
      anchors: () => {}
    })
    expect(values).toEqual([DATA_URL, DATA_URL, DATA_URL, 'real.png'])
    expect(attributes).toEqual([DATA_URL, DATA_URL, 'real.png'])
  })

  it('judges the other loads of an element whose src is a data: URL, and no data: URL', () => {
    const big = payload(300)
    const html =
      '<!doctype html><html><head><link rel="icon" href="data:image/svg+xml,%3Csvg%3E">' +
      '<base href="./"></head><body>' +
      `<img src="data:image/png;base64,${big}" srcset="plots/missing@2x.png 2x">` +
      `<img src="  data:image/png;base64,${big}" srcset="https://cdn.example/p.png 2x">` +
      `<video poster="data:image/png;base64,${big}" src="media/clip.mp4"></video>` +
      `<object data="data:image/svg+xml;base64,${big}"></object>` +
      '<img srcset="data:image/png;base64,AAAA 1x, plots/here.png 2x">' +
      // A lazy-loading placeholder first: the candidates after it are judged.
      `<img srcset="data:image/png;base64,${big} 1x, plots/gone.png 2x">` +
      `<img src="data:image/png;base64,${big}" srcset=" data:image/png;base64,AAAA 1x, gone2.png 2x">` +
      `<a download="table.csv" href="data:text/csv;base64,${big}">CSV</a>` +
      '<a href="DATA:text/plain,a?b#c">text</a></body></html>'
    const files = new Set(['index.html', 'media/clip.mp4', 'plots/here.png'])
    const report = linkReportOver(files)
    report.scanPage('index.html', html)
    const found = report.finish()
    expect(found.brokenLinks.map(b => b.href)).toEqual([
      'plots/missing@2x.png',
      'plots/gone.png',
      'gone2.png'
    ])
    expect(found.externalReferences.map(e => e.url)).toEqual(['https://cdn.example/p.png'])
    // An independent reading of the same page (the HTML standard's tokenizer) agrees.
    expect(found).toMatchObject(referenceFindings([['index.html', Buffer.from(html)]], files))
  })
})
