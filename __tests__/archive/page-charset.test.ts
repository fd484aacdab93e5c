// Pages in a legacy encoding (src/archive/page-charset.ts): the browser decodes a page by the
// charset it declares and asks for each link's path in UTF-8, so a GB2312 page's
// `<a href="单位.htm">` (its own bytes B5 A5 CE BB) reaches the file the archive names `单位.htm`.
// Read as UTF-8, every such link was reported broken. A CHM help file turned into HTML (Chinese
// product manuals, a WinCHM export) links its pages that way; so do Word's Shift_JIS exports
// (`マニュアル.files/image001.png`) and windows-1252 pages with accented names.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { declaredLabel, legacyDecoder } from '../../src/archive/page-charset.js'
import { verifyBundle, type BundleReport } from '../../src/archive/verify.js'
import { makeTarGz } from '../helpers/archives.js'
import { BrowserOracle, chromiumPresent } from '../helpers/browser-oracle.js'

const hex = (h: string): Buffer => Buffer.from(h, 'hex')
const page = (...parts: Array<string | Buffer>): Buffer =>
  Buffer.concat(parts.map(p => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)))

const GBK_META = '<meta http-equiv="Content-Type" content="text/html; charset=gb2312">'
// 单位, 缺页, 图片/封面 in GBK; マニュアル and 表 (its second byte is a backslash) in Shift_JIS;
// café in windows-1252.
const UNIT = hex('b5a5cebb')
const MISSING = hex('c8b1d2b3')
const PICTURE = hex('cdbcc6ac2fb7e2c3e6')
const MANUAL = hex('837d836a83858341838b')
const TABLE = hex('955c')
const CAFE = hex('636166e9')

/** Each page's files, as a site of those pages unpacks (names in UTF-8). */
const SITE: Record<string, Buffer> = {
  'index.html': page(
    '<!DOCTYPE html><html><head>',
    GBK_META,
    '<title>t</title></head><body><a href="',
    UNIT,
    '.htm">u</a> <img src="',
    PICTURE,
    '.jpg"> <a href="',
    MISSING,
    '.htm">m</a> <a href="sjis.html">s</a></body></html>'
  ),
  '单位.htm': page(GBK_META, '<p>unit</p>'),
  '图片/封面.jpg': Buffer.from([0xff, 0xd8, 0xff]),
  'sjis.html': page(
    '<HTML><HEAD><META HTTP-EQUIV="Content-Type" CONTENT="text/html; CHARSET=Shift_JIS"></HEAD>',
    '<BODY><IMG SRC="',
    MANUAL,
    '.files/image001.png"><A HREF="',
    TABLE,
    '.html">t</A><A HREF="west.html">w</A></BODY></HTML>'
  ),
  'マニュアル.files/image001.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  '表.html': page('<meta charset="shift_jis"><p>table</p>'),
  'west.html': page(
    '<html><head><meta charset=windows-1252></head><body><a href="',
    CAFE,
    '.html">c</a><a href="',
    CAFE,
    '-gone.html">g</a></body></html>'
  ),
  'café.html': page('<p>cafe</p>'),
  // The same bytes as the GB2312 page's link on a UTF-8 page: not UTF-8, so a name no file has.
  'utf8.html': page('<meta charset="utf-8"><a href="', UNIT, '.htm">u</a>')
}

async function report(files: Record<string, Buffer>): Promise<BundleReport> {
  const entries = Object.entries(files).map(([name, data]) => ({ name, data }))
  return verifyBundle(Readable.from([await makeTarGz(entries)]))
}

describe('the encoding a page declares', () => {
  it.each([
    ['<meta charset="gb2312">', 'gb2312'],
    ['<META HTTP-EQUIV="Content-Type" CONTENT="text/html; CHARSET=Shift_JIS">', 'shift_jis'],
    ["<meta content='text/html;charset=euc-kr' http-equiv='content-type'>", 'euc-kr'],
    ['<meta charset=windows-1252>', 'windows-1252'],
    // A label that names no encoding is passed over for the next.
    ['<meta charset="no-such"><meta charset="big5">', 'big5'],
    // In a comment, or a `content` without `http-equiv`: nothing.
    ['<!-- <meta charset="gbk"> --><p>x</p>', undefined],
    ['<meta name="x" content="text/html; charset=gbk">', undefined]
  ])('reads %s as %s', (head, label) => {
    expect(declaredLabel(Buffer.from(head))).toBe(label)
  })

  it('reads a page as UTF-8 when it says so, says nothing, or says it too late', () => {
    expect(legacyDecoder(Buffer.from('<meta charset="utf-8"><p>x</p>'))).toBeUndefined()
    expect(legacyDecoder(Buffer.from('<p>no declaration</p>'))).toBeUndefined()
    // A page's `<meta>` cannot mean UTF-16 (the standard reads it as UTF-8).
    expect(legacyDecoder(Buffer.from('<meta charset="utf-16">'))).toBeUndefined()
    // A byte order mark wins over any declaration.
    expect(legacyDecoder(page(hex('efbbbf'), '<meta charset="gbk">'))).toBeUndefined()
    expect(legacyDecoder(Buffer.from(`${' '.repeat(1024)}<meta charset="gbk">`))).toBeUndefined()
    expect(legacyDecoder(Buffer.from('<meta charset="GB2312">'))?.encoding).toBe('gbk')
    expect(legacyDecoder(Buffer.from('<meta charset="x-user-defined">'))?.encoding).toBe(
      'windows-1252'
    )
  })
})

it('judges the links of legacy-encoded pages as the browser reads them', async () => {
  const found = await report(SITE)
  // 缺页.htm and café-gone.html are missing; the UTF-8 page's bytes read as `��λ.htm`.
  expect(found.brokenLinkCount).toBe(3)
  expect(found.brokenLinks.map(b => `${b.page} ${b.href}`).sort()).toEqual([
    'index.html 缺页.htm',
    'utf8.html \ufffd\ufffdλ.htm',
    'west.html café-gone.html'
  ])
  expect(found.externalReferenceCount).toBe(0)
})

it('keeps what each page means whatever the order of encodings', async () => {
  // The UTF-8 page first, then the GB2312 page with the same bytes in the same place: nothing
  // read from the one is taken over by the other.
  const twins = {
    'a.html': page('<meta charset="utf-8"><a href="', UNIT, '.htm">u</a><a href="x.html">x</a>'),
    'b.html': page(GBK_META, '<a href="', UNIT, '.htm">u</a><a href="x.html">x</a>'),
    'c.html': page('<meta charset="utf-8"><a href="', UNIT, '.htm">u</a><a href="x.html">x</a>'),
    '单位.htm': page('<p>unit</p>'),
    'x.html': page('<p>x</p>'),
    'index.html': page('<p>home</p>')
  }
  const found = await report(twins)
  // Two links to one missing target (named once in the sample, by its first link).
  expect(found.brokenLinkCount).toBe(2)
  expect(found.brokenLinks.map(b => `${b.page} ${b.href}`)).toEqual(['a.html \ufffd\ufffdλ.htm'])
})

const describeBrowser = chromiumPresent() ? describe : describe.skip

describeBrowser('against Chromium', () => {
  let oracle: BrowserOracle
  let root: string
  beforeAll(async () => {
    oracle = await BrowserOracle.open()
    root = mkdtempSync(path.join(tmpdir(), 'page-charset-'))
    for (const [name, data] of Object.entries(SITE)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
      writeFileSync(path.join(root, name), data)
    }
  })
  afterAll(async () => {
    await oracle?.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('reads each link as Chromium decodes the page', async () => {
    const links = (await oracle.references(root)).map(r => `${r.page} ${r.tag} ${r.url}`).sort()
    expect(links).toEqual([
      'index.html a sjis.html',
      'index.html a 单位.htm',
      'index.html a 缺页.htm',
      'index.html img 图片/封面.jpg',
      'sjis.html a west.html',
      'sjis.html a 表.html',
      'sjis.html img マニュアル.files/image001.png',
      'utf8.html a \ufffd\ufffdλ.htm',
      'west.html a café-gone.html',
      'west.html a café.html'
    ])
  })
})

/** A page in UTF-16 with its byte order mark first, as Windows tools save readmes and help. */
function utf16(text: string, order: 'le' | 'be'): Buffer {
  const le = Buffer.from(`\ufeff${text}`, 'utf16le')
  return order === 'le' ? le : le.swap16()
}

/** Pages in UTF-16 beside pages in UTF-8 (names in UTF-8). */
const UTF16_SITE: Record<string, Buffer> = {
  'index.html': page('<p>home</p><a href="readme-le.htm">le</a><a href="readme-be.htm">be</a>'),
  'readme-le.htm': utf16(
    '<meta http-equiv=Content-Type content="text/html; charset=unicode"><a href="index.html">' +
      'home</a> <a href="gone-le.htm">g</a> <img src="https://cdn.example/le.png"> ' +
      '<a href="café.html">c</a>',
    'le'
  ),
  // Its byte order mark wins over what its <meta> says.
  'readme-be.htm': utf16(
    '<meta charset="windows-1252"><a href="gone-be.htm">g</a><a href="café.html">c</a>',
    'be'
  ),
  'café.html': Buffer.from('<p>cafe</p>')
}

it('reads a page in UTF-16 as the browser reads it, not as bytes with no tag in them', async () => {
  const found = await report(UTF16_SITE)
  expect(found.brokenLinks.map(b => `${b.page} ${b.href}`).sort()).toEqual([
    'readme-be.htm gone-be.htm',
    'readme-le.htm gone-le.htm'
  ])
  expect(found.externalReferences.map(e => `${e.page} ${e.url}`)).toEqual([
    'readme-le.htm https://cdn.example/le.png'
  ])
})

describeBrowser('a page in UTF-16 against Chromium', () => {
  it('holds the links Chromium reads in it', async () => {
    const oracle = await BrowserOracle.open()
    const root = mkdtempSync(path.join(tmpdir(), 'page-utf16-'))
    try {
      for (const [name, data] of Object.entries(UTF16_SITE))
        writeFileSync(path.join(root, name), data)
      const links = (await oracle.references(root)).map(r => `${r.page} ${r.tag} ${r.url}`).sort()
      expect(links).toEqual([
        'index.html a readme-be.htm',
        'index.html a readme-le.htm',
        'readme-be.htm a café.html',
        'readme-be.htm a gone-be.htm',
        'readme-le.htm a café.html',
        'readme-le.htm a gone-le.htm',
        'readme-le.htm a index.html',
        'readme-le.htm img https://cdn.example/le.png'
      ])
    } finally {
      await oracle.close()
      rmSync(root, { recursive: true, force: true })
    }
  })
})
