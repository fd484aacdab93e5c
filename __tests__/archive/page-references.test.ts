// The verifier's byte scanner (src/archive/page-references.ts) against an independent reference
// (__tests__/helpers/reference-scanner.ts: the page decoded whole and two regular expressions,
// as the verifier read pages before): the same references in the same order on hostile HTML and
// on random HTML, and the same findings over a realistic generated docs site (bench/lib/
// docs-bundle.ts) with pages removed and hostile pages added, read in small odd chunks.
import { createReadStream } from 'node:fs'
import { createGunzip, gzipSync } from 'node:zlib'
import * as tar from 'tar-stream'
import { PageScanner } from '../../src/archive/page-references.js'
import { verifyBundle } from '../../src/archive/verify.js'
import { docsBundle } from '../../bench/lib/docs-bundle.js'
import { prng } from '../../emulator/platform/faults.js'
import { makeTar, type EntrySpec } from '../helpers/archives.js'
import { randomJoin } from '../helpers/random-text.js'
import { referenceEvents, referenceFindings } from '../helpers/reference-scanner.js'
import { findingsOf, inChunks, scannedEvents } from '../helpers/scanned-events.js'

const LONG = 'x'.repeat(300_000)

/** Pages that a naive byte scanner gets wrong; each must read as the regular expressions read it. */
const HOSTILE: Record<string, string> = {
  'single quotes': `<a href='one.html'>1</a><img src='pic.png'><script src='//cdn.example/x.js'></script>`,
  'no quotes': `<a href=plain.html>p</a><img src=pic.png><a href = "spaced.html"><a href=q.html?a=b&c=d#f class=x><link rel=stylesheet href=https://cdn.example/s.css><a href=>e</a><img src=pic.png/><a href=\u00a0nbsp.html><a href=x\u00a0y.html\tz>`,
  'uppercase tags and attributes': `<A HREF="UP.html">u</A><IMG SRC="Up.PNG"><LiNk ReL="StyleSheet" HrEf="s.css"><SCRIPT Src="https://x.example/a.js"></SCRIPT>`,
  'attributes across lines': `<a\n  class="x"\n  href="lines.html"\n>t</a><img\r\n\tsrc\n=\n"tabbed.png">`,
  'srcset lists': `<img srcset="a.png 1x, b.png 2x,https://c.example/c.png 3x"><source srcset=" d.webp  480w ,e.webp 800w"><img src="first.png" srcset="second-of-the-tag.png 2x">`,
  'rel links': `<link rel="canonical" href="https://docs.example.com/"><link href="https://fonts.example/f.css" rel="stylesheet"><link rel='alternate' href='//feed.example/rss'><link rel=prev href="p.html"><link rel="icon" href="https://i.example/i.ico"><link href="https://docs.example/index.xml" rel="alternate" type="application/rss+xml"><link href="https://a.example/x.css" title="a>b" rel="alternate"><link href="https://b.example/y.css"`,
  comments: `<!-- <a href="commented.html"> --><!--<script src="https://c.example/x.js">--><a href="after.html">`,
  entities: `<a href="a&amp;b.html">e</a><img src="&#x2F;&#47;evil.example/x.png"><a href="x.html?a=1&amp;b=2">`,
  'UTF-8 paths': `<a href="guía/índice.html">ü</a><img src="图片/图.png"><a href="emoji-😀.html">`,
  'percent-encoding': `<a href="gu%C3%ADa/%C3%ADndice.html">p</a><a href="bad%E0%A4%A.html">m</a><a href="sp%20ace.html">`,
  'query and fragment': `<a href="page.html?x=1#top">q</a><a href="#only">f</a><a href="?q">q2</a><a href="dir/#frag">`,
  'very long attribute': `<a title="${LONG}" href="after-long.html">l</a><img src="${LONG}.png"><a href="x.html">`,
  'tags inside values and stray brackets': `<a title='<img src="inside.png">' href="o.html"><img alt="a > b" src="gt.png"><a <b href="two-lt.html"><img <a href="img-first.html">`,
  'a quoted > before the attribute': `<a title="A > B" href="after-gt.html">x</a><source media="(width >= 800px)" srcset="wide.jpg"><img alt='a>b' src="gt2.png"><a title="<b> > c" href="lt-inside.html"><a href="first.html" title="x > y" data-x=">" href="second.html">`,
  'attributes parted by a quote or a slash': `<a class="y"href="q1.html"><img alt='x'src="q2.png"><img/src="q3.png"><a/href=q4.html><a title=""href="q5.html"><a title="href=no.html" href="q6.html"><img title= 'src="no2.png"' src="q7.png"><a id=x/href="q8.html">`,
  'a match ends at its value': `<img src="a<script x" src="b.js"><a href="x<a " href="y.html"><a href='<a' href='z.html'>`,
  'attributes hidden in other values': `<a title=' href="hidden.html"' href="shown.html"><script data-x=" src='s.js'" src="real.js">`,
  'unclosed quotes': `<a href="open.html>x</a><a href='b.html'><img src="never`,
  'unicode spaces': `<a href=\u00a0"nbsp-after.html"><img src\u3000=\u2003'ideo-around.png'><a\u00a0href="nbsp.html"><img\u3000src="ideo.png"><a\u2028href\u2029=\ufeff"ls.html"><a\u0085href="nel.html"><a\u200bhref="zw.html">`,
  'word boundaries': `<abbr href="abbr.html"><a-b href="dash.html"><imgx src="x.png"><script_ src="u.js"><linked href="l.css"><a/href="slash.html"><a\thref="tab.html">`,
  'svg sprites': `<svg viewBox="0 0 24 24"><use href="../assets/icons.svg#icon-menu"></use></svg><svg><use xlink:href="old.svg#i"/><USE HREF='#inline'/><user href="no.svg"></svg><ul><li><a href="li.html">`,
  'older SVG links': `<svg><use xlink:href="sprite.svg#a"/><USE XLINK:HREF='s2.svg#b'/><use foo:href="no.svg"/><use xlink:hrefx="no2.svg"/><use xlinkhref="no3.svg"/><use xlink\u001ahref="no4.svg"/><image xlink:href="data:image/png;base64,iVBOR" width="1"/><image href="pic.png"/><imagex href="no.png"/><a xlink:href="not-an-anchor.html">a</a></svg>`,
  'media posters, subtitles and image buttons': `<video poster="https://cdn.example/still.jpg" src="local.mp4"></video><video src=clip.webm poster=clip.jpg controls><track kind="subtitles" src="subs/en.vtt"></video><VIDEO POSTER='//cdn.example/p.png'><input type="image" src="go.png" alt="Go"><input name="q" type="search"><inputs src="no.png"><tracks src="no.vtt"><img poster="odd.png" src="odd-src.png">`,
  framesets: `<frameset cols="20%,80%"><frame src="overview-frame.html" name="packageListFrame"><FRAME SRC='https://cdn.example/f.html'><frameset rows="1,1"><frame name="x" src=allclasses-frame.html></frameset><frames src="no.html"><iframe src="i.html"></iframe></frameset>`,
  'image map areas': `<map name="m"><area shape="rect" href="a.html" coords="0,0,1,1"><AREA HREF='b.html'><areas href="no.html"><area/href="slash.html"><area alt="no href"></map>`,
  'markup in a script string': `<script type="text/json" id="notable-traits-data">{"Chain<A, B>":"<h3>Notable traits for <code><a class=\\"struct\\" href=\\"../../iter/struct.Chain.html\\" title=\\"s\\">Chain</a></code></h3>"}</script><script>x='<img src=\\'gone.png\\'>'</script><a href=after.html>`,
  'attribute name look-alikes': `<a xhref="x.html" data-href="d.html" hrefx="h.html" href ="ok.html"><img datasrc="d.png" data-src="e.png" data="obj.svg"><object data="movie.swf">`,
  'invalid UTF-8': Buffer.from([
    ...Buffer.from('<a href="bad'),
    0xc3,
    ...Buffer.from('.html"><a\xc2\xa0href="'),
    0xe2,
    0x80,
    ...Buffer.from('x.html"><a\xe2\x80\xa8href="ok.html">')
  ]).toString('latin1'),
  'equals everywhere': `<p>a=b c = d</p><a href==".html"><a href= = "x.html"><img src=""><a href="">`,
  'empty and odd': ``
}

describe('the byte scanner reads a page as the regular expressions do', () => {
  it.each(Object.entries(HOSTILE))('%s', (name, html) => {
    const bytes = name === 'invalid UTF-8' ? Buffer.from(html, 'latin1') : Buffer.from(html, 'utf8')
    const expected = referenceEvents(bytes)
    expect(scannedEvents(bytes)).toEqual(expected)
  })

  it('reads posters, subtitles, image buttons, frames and older SVG links as loads', () => {
    // Both implementations must find them, not agree on missing them.
    const loadsOf = (name: string): string[] =>
      scannedEvents(Buffer.from(HOSTILE[name]!)).flatMap(e =>
        e.kind === 'load' ? [`${e.tag} ${e.attr} ${e.value}`] : []
      )
    expect(loadsOf('older SVG links')).toEqual([
      'use xlink:href sprite.svg#a',
      'use xlink:href s2.svg#b',
      // A data: URL as its scheme alone: nothing reads its payload.
      'image xlink:href data:',
      'image href pic.png'
    ])
    // The first URL attribute of each tag (the link report reads the rest of a <video>'s).
    expect(loadsOf('media posters, subtitles and image buttons')).toEqual([
      'video poster https://cdn.example/still.jpg',
      'video src clip.webm',
      'track src subs/en.vtt',
      'video poster //cdn.example/p.png',
      'input src go.png',
      'img poster odd.png'
    ])
    // A frameset's frames (Javadoc before JDK 9 opens with one); `<frameset>` itself loads nothing.
    expect(loadsOf('framesets')).toEqual([
      'frame src overview-frame.html',
      'frame src https://cdn.example/f.html',
      'frame src allclasses-frame.html',
      'iframe src i.html'
    ])
  })

  it('page after page, where each page repeats, extends or changes the anchors of the one before', () => {
    const scanner = new PageScanner()
    const sidebar = (variant: (i: number) => string): string =>
      Array.from({ length: 40 }, (_, i) => `<li><a href=${variant(i)}>${i}</a></li>`).join('')
    const pages = [
      sidebar(i => `"s/p${i}.html"`),
      sidebar(i => `"s/p${i}.html"`),
      sidebar(i => `"s/p${i}.html${i % 3 === 0 ? 'x' : ''}"`),
      sidebar(i => `'s/p${i}.html'`),
      sidebar(i => `"s/p${i}.html'"`),
      sidebar(i => `'s/p${i}.html"'`),
      sidebar(i => `"s/p${i}.htm"`),
      `<a href="new.html">` + sidebar(i => `"s/p${i}.html"`),
      sidebar(i => `"s/p${i}.html"`).replace('href="s/p7.html"', 'href="s/p7.html'),
      sidebar(i => `"s/p${i}.html"`)
    ]
    for (const html of pages) {
      const bytes = Buffer.from(html)
      expect(scannedEvents(bytes, scanner)).toEqual(referenceEvents(bytes))
    }
  })

  it('on thousands of random pages built from tricky pieces', () => {
    const pieces = [
      '<a',
      '<A',
      '<img',
      '<IMG',
      '<script',
      '<link',
      '<source',
      '<object',
      '<video',
      '<input',
      '<image',
      '<use',
      '<abbr',
      '<',
      '>',
      ' ',
      '\n',
      '\t',
      '\u00a0',
      '\u3000',
      ' href',
      ' HREF',
      'href',
      'src',
      '/',
      ' src',
      ' srcset',
      ' data',
      ' poster',
      ' xlink:href',
      ':href',
      ' rel',
      ' title',
      'x',
      '=',
      ' = ',
      '"',
      "'",
      '"a.html"',
      "'b.html'",
      '"//c.example/x"',
      '"d.png 1x, https://e.example/e.png 2x"',
      '"canonical"',
      '"stylesheet"',
      'é',
      '😀',
      '<!--',
      '-->',
      '&amp;',
      '%C3%A9',
      '?q=1',
      '#f'
    ]
    const random = prng(12)
    const scanner = new PageScanner()
    for (let page = 0; page < 3000; page++) {
      const html = randomJoin(pieces, random, 5, 60)
      const bytes = Buffer.from(html)
      expect({ html, events: scannedEvents(bytes, scanner) }).toEqual({
        html,
        events: referenceEvents(bytes)
      })
    }
  })
})

describe('a page that repeats the page before', () => {
  // The scanner takes over the findings of a region the page before held byte for byte (page-
  // record.ts). These pages are each an edit of the one before, with the tricky pieces above
  // inserted, removed or replaced anywhere (inside values, at the edges of repeated regions), so
  // regions start and end next to unclosed quotes, stray brackets and matches that span them.
  const PIECES = [
    '"',
    "'",
    '>',
    '<',
    '<a',
    '<a ',
    ' href=',
    ' href="',
    ' src=',
    '<img src="',
    '<link rel="stylesheet" href="',
    '="',
    '"href=',
    "'src=",
    '/src=',
    '<!--',
    '-->',
    '\u00a0',
    '\u3000',
    'é',
    ' ',
    '\n',
    'x',
    "<script src='",
    "'>",
    '">',
    '</a>'
  ]
  const base = (random: () => number): string => {
    const parts = [
      `<!doctype html><html><head><title>t${random()}</title><link rel="stylesheet" href="../s.css"><script src="https://cdn.example/x.js"></script></head><body>`,
      `<a class="skip" href="#content">skip</a><nav class="tabs">`
    ]
    for (let i = 0; i < 12; i++) parts.push(`<a class="tab" href="../t${i}/index.html">T${i}</a>`)
    parts.push('</nav><nav class="sidebar"><ul>')
    for (let i = 0; i < 80; i++) {
      // Some values quoted with ', some not quoted at all (as minifiers write them).
      const quote = i % 7 === 3 ? "'" : i % 5 === 2 ? '' : '"'
      const img = i % 11 === 5 ? `<img src=${quote}../i/${i}.png${quote} alt="">` : ''
      parts.push(
        `<li class="item"><a href=${quote}p${i}.html${quote} title="P ${i}">${img}Page ${i}</a></li>`
      )
    }
    parts.push(
      '</ul></nav><main id="content"><h1>Title</h1><p>Some text with <a href="https://example.com/">a link</a>.</p></main></body></html>'
    )
    return parts.join('')
  }
  const edit = (page: Buffer, random: () => number): Buffer => {
    const at = Math.floor(random() * (page.length + 1))
    const piece = Buffer.from(PIECES[Math.floor(random() * PIECES.length)]!)
    const removed = random() < 0.5 ? Math.floor(random() * 12) : 0
    return Buffer.concat([
      page.subarray(0, at),
      random() < 0.8 ? piece : Buffer.alloc(0),
      page.subarray(at + removed)
    ])
  }

  it('finds what the regular expressions find, on thousands of edited pages', () => {
    const random = prng(7)
    const scanner = new PageScanner()
    let scanned = 0
    let page: Buffer = Buffer.alloc(0)
    for (let n = 0; n < 3000; n++) {
      if (n % 40 === 0) page = Buffer.from(base(random))
      const edits = Math.floor(random() * 4)
      for (let k = 0; k < edits; k++) page = edit(page, random)
      scanned += page.length
      const html = page.toString('latin1')
      expect({ html, events: scannedEvents(page, scanner) }).toEqual({
        html,
        events: referenceEvents(page)
      })
    }
    // Most of each page was taken over from the page before rather than scanned.
    expect(scanner.repeatedBytes).toBeGreaterThan(scanned / 2)
  })
})

async function entriesOf(file: string): Promise<EntrySpec[]> {
  const extract = tar.extract()
  createReadStream(file).pipe(createGunzip()).pipe(extract)
  const entries: EntrySpec[] = []
  for await (const entry of extract) {
    const chunks: Buffer[] = []
    for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk)
    entries.push(
      entry.header.type === 'directory'
        ? { name: entry.header.name, type: 'directory' }
        : { name: entry.header.name, data: Buffer.concat(chunks) }
    )
  }
  return entries
}

it('finds what the reference finds over a realistic docs site with broken links and outside loads', async () => {
  const site = await docsBundle({ pages: 600, imageMiB: 1 })
  const entries = (await entriesOf(site.file)).filter(
    // Every 9th page and an image are left out, so links to them break.
    (e, i) =>
      !(/\.html$/.test(e.name) && e.name !== 'index.html' && i % 9 === 4) &&
      !/images\/.*0\.png$/.test(e.name)
  )
  for (const [name, html] of Object.entries(HOSTILE)) {
    entries.push({ name: `hostile/${name.replace(/\W+/g, '-')}.html`, data: Buffer.from(html) })
  }
  const files = new Set(entries.filter(e => e.type !== 'directory').map(e => e.name))
  const pages = entries
    .filter(e => /\.html?$/i.test(e.name) && e.data !== undefined)
    .map(e => [e.name, Buffer.from(e.data!)] as [string, Buffer])
  const expected = referenceFindings(pages, files)
  expect(expected.brokenLinkCount).toBeGreaterThan(1000)
  expect(expected.externalReferenceCount).toBeGreaterThan(5)

  const archive = gzipSync(await makeTar(entries))
  // Odd chunks: pages arrive in many pieces, split anywhere (inside tags and characters).
  const report = await verifyBundle(inChunks(archive, 4093))
  expect(findingsOf(report)).toEqual(expected)
  expect(report.uncheckedLinkCount).toBe(0)
  expect(report.pages).toBe(pages.length)
})

it('reads past a `>` inside a quoted value to the URL attributes after it, as the browser does', () => {
  // MDN's responsive-images lesson writes `<source media="(width >= 800px)" srcset="…">`, and
  // breadcrumbs write `title="A > B"` before the href: the `>` ends no tag there.
  const html = Buffer.from(
    '<p><a title="Guide > Images" href="missing.html">x</a></p><picture>' +
      '<source media="(width >= 800px)" srcset="elva-800w.jpg"><img alt=\'a>b\' src="elva.jpg">' +
      '</picture><p>1 > 0 <a href="after-text.html">y</a></p>'
  )
  const events = scannedEvents(html)
  expect(events).toEqual(referenceEvents(html))
  expect(events.map(e => (e.kind === 'load' ? `${e.tag} ${e.value}` : `a ${e.href}`))).toEqual([
    'source elva-800w.jpg',
    'img elva.jpg',
    'a missing.html',
    'a after-text.html'
  ])
})

it('reads an attribute parted from the one before by a closing quote or a slash, as the tokenizer does', () => {
  // html-minifier's removeTagWhitespace writes `<a class="nav"href="…">` on every page; XHTML
  // habits write `<img/src=…>`. A quote after `=` opens a value instead.
  const html = Buffer.from(
    '<ul><li><a class="nav"href="missing.html">m</a><img alt=\'logo\'src="https://cdn.example/l.png">' +
      '<img/src="https://cdn.example/s.png"><a title="href=inside.html">t</a></ul>'
  )
  const events = scannedEvents(html)
  expect(events).toEqual(referenceEvents(html))
  expect(events.map(e => (e.kind === 'load' ? `${e.tag} ${e.value}` : `a ${e.href}`))).toEqual([
    'img https://cdn.example/l.png',
    'img https://cdn.example/s.png',
    'a missing.html'
  ])
})
