// Where a page's comments lie (src/archive/html-comments.ts), seen through the link report: markup
// in a comment is not judged, and a `<!--` in a script's or style's text opens no comment. Each
// page is also checked against the independent reference (__tests__/helpers/reference-scanner.ts).
import type { LinkFindings } from '../../src/archive/link-report.js'
import { linkReportOver } from '../helpers/link-reports.js'
import { referenceFindings } from '../helpers/reference-scanner.js'

it('finds script and style elements by their tags in any case (a `<!--` in their text is no comment)', () => {
  const files = new Set(['index.html'])
  const html =
    // A script before the page's first `<!--` holds it in its text (it was searched from there).
    '<script>var open = "<!--"</script><a href="gone-0.html">' +
    // Upper case: the script's `<!--` opened a comment to the page's end, hiding all below.
    '<SCRIPT>s = "<!--"</SCRIPT><img src="https://cdn.example/a.png"><a href="gone-1.html">' +
    '<Style>/* <!-- */</Style><script src="https://cdn.example/b.js"></script>' +
    '<sCrIpT type="text/javascript">if (a <!--b) {}</ScRiPt\n><a href="gone-2.html">' +
    // A script's text ends only at its own end tag, in any case.
    '<script>x = "</scripts>"; y = "<!--"</SCRIPT><a href="gone-3.html">' +
    // Other elements' text is markup: their `<!--` opens a comment.
    '<scripts><!-- <a href="commented-1.html"> --></scripts>' +
    '<styles><!-- <img src="https://cdn.example/commented.png"> --></styles>' +
    '<!-- <a href="commented-2.html"> <SCRIPT> --><a href="gone-4.html">'
  const report = linkReportOver(files)
  report.scanPage('index.html', html)
  const found = report.finish()
  expect(found.brokenLinks.map(b => b.href)).toEqual([
    'gone-0.html',
    'gone-1.html',
    'gone-2.html',
    'gone-3.html',
    'gone-4.html'
  ])
  expect(found.externalReferences.map(e => e.url)).toEqual([
    'https://cdn.example/a.png',
    'https://cdn.example/b.js'
  ])
  expect(found).toMatchObject(referenceFindings([['index.html', Buffer.from(html)]], files))
})

it("reads a frameset page's <noframes> text as text, as the browser does (Javadoc before JDK 9)", () => {
  // The frames load; what <noframes> holds is never markup, so its links to the frames' pages
  // (the second report of a missing frame) and its loads are not judged. After its end tag the
  // page is markup again.
  const files = new Set(['index.html', 'overview-frame.html'])
  const html =
    '<HTML><HEAD><TITLE>API</TITLE></HEAD>\n<FRAMESET cols="20%,80%">' +
    '<FRAME SRC="overview-frame.html" NAME="packageListFrame"><frame src="gone-frame.html">' +
    '<NOFRAMES><H2>Frame Alert</H2><A HREF="gone-frame.html">Non-frame version</A>' +
    '<img src="https://cdn.example/alert.png"><!-- <a href="x.html"> --><a href="gone-in.html"></NOFRAMES>' +
    '</FRAMESET><noframes><a href="gone-in-2.html"></noframes><a href="gone-after.html"></HTML>'
  const report = linkReportOver(files)
  report.scanPage('index.html', html)
  const found = report.finish()
  expect(found.brokenLinks.map(b => b.href)).toEqual(['gone-frame.html', 'gone-after.html'])
  expect(found.brokenLinkCount).toBe(2)
  expect(found.externalReferenceCount).toBe(0)
  expect(found).toMatchObject(referenceFindings([['index.html', Buffer.from(html)]], files))
})

it("reads a script's and a style's text as text on a page that writes markup in a script's string", () => {
  // sphinx-book-theme (every page of a Jupyter Book) writes its dark logo with document.write;
  // a script's string holding a link is no link either. The script's own src still loads.
  const files = new Set(['index.html', 'logo.png'])
  const html =
    '<img src="logo.png" class="only-light">' +
    '<script>document.write(`<img src="_static/dark.png" class="only-dark">`);</script>' +
    '<SCRIPT type=\'text/javascript\'>var s = \'<a href="nowhere.html"><img src="no.png"></a>\'</SCRIPT>' +
    '<script src="missing.js"></script>' +
    '<style>/* <img src="https://cdn.example/in-style.png"> */</style>' +
    // In a comment, `<script>` opens nothing: what follows the comment is markup again.
    '<!-- <script> --><a href="gone.html">gone</a>' +
    '<script>x = "<a href=\'also-nowhere.html\'>"' // unclosed: text to the page's end
  const report = linkReportOver(files)
  report.scanPage('index.html', html)
  const found = report.finish()
  expect(found.brokenLinks.map(b => b.href)).toEqual(['missing.js', 'gone.html'])
  expect(found.externalReferences).toEqual([])
  expect(found).toMatchObject(referenceFindings([['index.html', Buffer.from(html)]], files))

  // Only an anchor follows a quote, and the image after it in the string is read before the
  // page's anchors are: the scanner has seen the anchor by then.
  const alone = `<script>var s = '<a href="nowhere.html"><img src="no.png"></a>'</script>`
  const second = linkReportOver(files)
  second.scanPage('index.html', alone)
  expect(second.finish()).toMatchObject({ brokenLinkCount: 0, externalReferenceCount: 0 })
})

/**
 * Six pages whose sidebar holds `script` between 30 links to pages of the bundle and 30 links to
 * pages it lacks: each page after the first takes the sidebar over from the page before
 * (page-references.ts). The findings, checked against the reference reader.
 */
function sidebarPagesFound(script: string): LinkFindings {
  const files = new Set(['index.html', ...Array.from({ length: 30 }, (_, i) => `p${i}.html`)])
  const sidebar =
    Array.from({ length: 30 }, (_, i) => `<li><a href="p${i}.html">${i}</a></li>`).join('') +
    `<li>${script}</li>` +
    Array.from({ length: 30 }, (_, i) => `<li><a href="q${i}.html">${i}</a></li>`).join('')
  const pages: Array<[string, Buffer]> = Array.from({ length: 6 }, (_, p) => [
    `p${p}.html`,
    Buffer.from(`<h1>${p}</h1><ul>${sidebar}</ul><p>${'text '.repeat(p)}</p>`)
  ])
  const report = linkReportOver(files)
  for (const [name, html] of pages) report.scanPage(name, html)
  const found = report.finish()
  expect(found).toMatchObject(referenceFindings(pages, files))
  return found
}

it("reads the script text of pages that repeat the page before's, taken over or not", () => {
  // The script's string is taken over with the sidebar, its anchors' quotes with it.
  const found = sidebarPagesFound(
    '<script>menu.innerHTML = \'<a href="ghost.html">ghost</a>\'</script>'
  )
  expect(found.brokenLinkCount).toBe(6 * 30)
  expect(found.brokenLinks.map(b => b.href)).not.toContain('ghost.html')
})

it('reads the text of a script the browser does not run as text: templates write their markup there', () => {
  // AngularJS's `text/ng-template`, Handlebars', Underscore's and Vue's templates, Knockout's
  // `text/html`: markup at the block's top level, after a `>` or a line break, not in a string.
  // The scripts the browser runs (JavaScript's types, `module`, none) are read as before.
  const files = new Set(['index.html', 'app.js'])
  const html =
    '<script type="text/ng-template" id="nav.html">\n  <ul>\n    <li ng-repeat="i in items">' +
    '<a href="{{i.url}}"><img src="{{i.icon}}"></a></li>\n  </ul>\n</script>\n' +
    '<SCRIPT TYPE=\'text/x-handlebars-template\'>\n<div><a href="{{url}}">{{title}}</a></div>\n</SCRIPT>\n' +
    '<script type = text/template><p><img src="https://cdn.example/<%= icon %>.png"></p></script>' +
    '<script type="text/javascript" src="app.js"></script><script type="module">import "./gone.js"</script>' +
    '<a href="gone.html">gone</a><img src="https://cdn.example/real.png">'
  const report = linkReportOver(files)
  report.scanPage('index.html', html)
  const found = report.finish()
  expect(found.brokenLinks.map(b => b.href)).toEqual(['gone.html'])
  expect(found.externalReferences.map(e => e.url)).toEqual(['https://cdn.example/real.png'])
  expect(found).toMatchObject(referenceFindings([['index.html', Buffer.from(html)]], files))
})

it("reads a template's text as text on pages that take it over from the page before", () => {
  // The template's `type` is taken over with the sidebar, before the loads inside it are
  // reported again.
  const found = sidebarPagesFound(
    '<script type="text/x-template" id="item">\n<li><a :href="url" href="{{ url }}">' +
      '<img src="https://cdn.example/{{ icon }}.svg"></a></li>\n</script>'
  )
  expect(found.brokenLinkCount).toBe(6 * 30)
  expect(found.brokenLinks.map(b => b.href)).not.toContain('{{ url }}')
  expect(found.externalReferenceCount).toBe(0)
})

it("reads a script's text as text when its string's markup is indented after the quote", () => {
  // Docsify's own site builds its footer in a plugin's strings, each line indented inside the
  // string: the tag follows the quote after spaces. Text with a quote before a link (`"x" <a>`)
  // only costs the walk over the page's tags: its links are still read.
  const files = new Set(['index.html', 'guide.html'])
  const html =
    '<!doctype html><title>t</title><p>See "the guide" <a href="guide.html">here</a>, \'or\'\n' +
    '  <a href="gone.html">there</a>.</p>\n<script>\n  const footer = [\n' +
    '    \'  <span>Powered by <a href="/">Docsify.js</a></span>\',\n' +
    '    `  <a href="${url}" style="display: inline-flex">Edit Page</a>`,\n' +
    '    "\\t<img src=\\"https://cdn.example/edit.svg\\">"\n  ].join("")\n</script>'
  const report = linkReportOver(files)
  report.scanPage('index.html', html)
  const found = report.finish()
  expect(found.brokenLinks.map(b => b.href)).toEqual(['gone.html'])
  expect(found.externalReferenceCount).toBe(0)
  expect(found.rootAbsolute).toBeUndefined()
  expect(found).toMatchObject(referenceFindings([['index.html', Buffer.from(html)]], files))
})

it("reads a script's text as text when its string's markup opens with the link's container", () => {
  // The Algolia search of Hugo's Techdoc theme writes each hit as
  // `<div class="ais-Hits-item"><h3><a href="${e.permalink}">`: the anchor follows start tags
  // that follow the quote. The page's own sidebar (`</a></li><li><a …>`) is still read.
  const files = new Set(['index.html', 'a.html'])
  const html =
    '<!doctype html><title>t</title><ul><li><a href="a.html">a</a></li>\n<li><a href="gone.html">' +
    'g</a></li></ul>\n<script>\n  hit = e => `<div class="ais-Hits-item"><h3><a href="${e.permalink}">' +
    '${e.title}</a></h3></div>`\n  row = "<tr>\\n  <td><a href=missing.html>m</a></td></tr>"\n' +
    '  icon = \'<span><img src="https://cdn.example/i.svg"></span>\'\n</script>'
  const report = linkReportOver(files)
  report.scanPage('index.html', html)
  const found = report.finish()
  expect(found.brokenLinks.map(b => b.href)).toEqual(['gone.html'])
  expect(found.externalReferenceCount).toBe(0)
  expect(found).toMatchObject(referenceFindings([['index.html', Buffer.from(html)]], files))
})

it("reads a textarea's text as text, as the browser does (an editor's demo page holds its sample page there)", () => {
  // CodeMirror's demo pages put the page they edit in a textarea: its script, stylesheet and
  // links are text, shown in the editor, never loaded or followed. After the end tag (in any
  // case) the page is markup again; a `<!--` inside opens no comment.
  const files = new Set(['index.html', 'codemirror.js'])
  const html =
    '<!doctype html><title>Demo</title><script src="codemirror.js"></script>\n' +
    '<textarea id="code" name="code"><!doctype html>\n<html><head>' +
    '<script src="https://cdn.example/in-sample.js"></script>' +
    '<link rel="stylesheet" href="sample.css"></head>\n<body><a href="sample-link.html">x</a>' +
    '<!-- a comment in the sample --></body></html></textarea>\n' +
    '<a href="gone-1.html">after</a>' +
    '<TEXTAREA rows=3><img src="https://cdn.example/upper.png"></TEXTAREA\n><a href="gone-2.html">' +
    // A textarea's name in a script's string opens none, nor in a comment.
    '<script>const box = "<textarea>"</script><a href="gone-3.html">' +
    '<!-- <textarea> --><img src="https://cdn.example/after-comment.png">' +
    // Unclosed: text to the page's end.
    '<textarea readonly><a href="never.html">'
  const report = linkReportOver(files)
  report.scanPage('index.html', html)
  const found = report.finish()
  expect(found.brokenLinks.map(b => b.href)).toEqual(['gone-1.html', 'gone-2.html', 'gone-3.html'])
  expect(found.externalReferences.map(e => e.url)).toEqual([
    'https://cdn.example/after-comment.png'
  ])
  expect(found).toMatchObject(referenceFindings([['index.html', Buffer.from(html)]], files))
})

it("reads an iframe's fallback content as text (and, on such a page, a noframes element's outside a frameset)", () => {
  // What an iframe element holds is shown by no browser of today: the parser reads it as text.
  // The iframe's own src still loads.
  const files = new Set(['index.html', 'frame.html'])
  const html =
    '<p><a href="gone-before.html">before</a></p>' +
    '<iframe src="frame.html" width="600">Your browser does not support iframes: ' +
    '<a href="frame-fallback.html">open it</a><img src="https://cdn.example/fallback.png"></iframe>' +
    '<IFRAME SRC="https://player.example/embed/1"><a href="also-fallback.html"></IFRAME>' +
    '<a href="gone-after.html">after</a><noframes><a href="gone-noframes.html"></noframes>' +
    '<img src="https://cdn.example/after.png">'
  const report = linkReportOver(files)
  report.scanPage('index.html', html)
  const found = report.finish()
  expect(found.brokenLinks.map(b => b.href)).toEqual(['gone-before.html', 'gone-after.html'])
  expect(found.externalReferences.map(e => e.url)).toEqual([
    'https://player.example/embed/1',
    'https://cdn.example/after.png'
  ])
  expect(found).toMatchObject(referenceFindings([['index.html', Buffer.from(html)]], files))
})

it("still reads a <style> element's imports on a page whose text-only elements were walked", () => {
  // remark's pages import their web fonts in a `<style>` and hold a textarea, or write markup in
  // a script's string: once the page's script, style and textarea texts were set apart as text,
  // the `<style>`'s own `@import`s were passed over with them. A `style` attribute or a
  // `<style>` inside a textarea or a script's string is still text.
  const files = new Set(['a.html', 'b.html'])
  const a =
    '<head><style>@import url(https://fonts.example/css?family=Droid+Serif);\n' +
    '  body { background: url(https://img.example/bg.png) }</style></head>' +
    '<body><textarea id="source"><style>@import url(https://fonts.example/in-textarea);</style>' +
    '<div style="background:url(https://img.example/in-textarea.png)"></div></textarea>' +
    '<p style="background:url(https://img.example/real.png)">p</p></body>'
  const b =
    '<head><STYLE type="text/css">@import url(//fonts.example/css?family=Ubuntu+Mono);</STYLE>' +
    '</head><body><script>var link = \'<a href="https://example.com/">x</a>\'\n' +
    'var styled = \'<div style="background:url(https://img.example/in-script.png)">\'</script></body>'
  const report = linkReportOver(files)
  report.scanPage('a.html', a)
  report.scanPage('b.html', b)
  const found = report.finish()
  expect(found.externalReferences.map(e => `${e.page} ${e.url}`)).toEqual([
    'a.html https://fonts.example/css?family=Droid+Serif',
    'a.html https://img.example/bg.png',
    'a.html https://img.example/real.png',
    'b.html //fonts.example/css?family=Ubuntu+Mono'
  ])
  expect(found.brokenLinkCount).toBe(0)
})
