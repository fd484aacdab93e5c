// A `<script>` the browser does not run: one whose `type` is not JavaScript's. Its text is a data
// block (a template, JSON, TeX), text to the HTML parser like every script's text, and templates
// write their markup at the block's top level, not inside a string:
//   <script type="text/ng-template" id="nav.html"><a href="{{item.url}}">…</a></script>
// (AngularJS, Knockout's `text/html`, Underscore's and Handlebars' `text/template`, Vue's
// `text/x-template`). Read as markup, each such page reported a broken link to `{{item.url}}` that
// no reader can follow. Such a start tag is told by the page scanner's walk from one `=` to the
// next (its `type=`), so no page without one pays for looking; the link report then reads that
// page's script and style text as text (html-comments.ts, addRawText).
import {
  DQUOTE,
  endsTagName,
  GT,
  isHtmlSpace,
  lastBefore,
  LT,
  SQUOTE,
  unquotedEnd,
  wordAt
} from './html-bytes.js'

/**
 * The types the browser runs a script of (the HTML standard's JavaScript MIME type essence
 * matches, and `module`), lowercase; no type, or an empty one, runs too. Anything else, even
 * `text/javascript; charset=utf-8`, is a data block the browser leaves alone.
 */
const RUN_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'module'
])

/** Whether the browser runs a script whose `type` attribute is `type` (as written). */
export function runsAsScript(type: string): boolean {
  const essence = type.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '').toLowerCase()
  return essence === '' || RUN_TYPES.has(essence)
}

/**
 * When the `=` at `e` is a `<script>` start tag's `type=` (the attribute's name ending at `j`)
 * and that type is not one the browser runs, where its value ends (the last byte read); else -1.
 * Reads back no further than the tag's `<`, and forward to the value's end.
 */
export function dataBlockTypeAt(s: Buffer, j: number, e: number): number {
  if (j < 4 || !wordAt(s, j - 3, 'type') || !isHtmlSpace(s[j - 4])) return -1
  const lt = lastBefore(s, LT, j - 4)
  if (lt < 0 || !wordAt(s, lt + 1, 'script') || !endsTagName(s[lt + 7])) return -1
  // A `>` between them ends that tag first (a `>` inside a quoted value before `type` is taken
  // for one too: such a script is left to the quote rule, as before).
  if (lastBefore(s, GT, j - 4) > lt) return -1
  let k = e + 1
  while (isHtmlSpace(s[k])) k++
  const quote = s[k]
  let from = k
  let to: number
  if (quote === DQUOTE || quote === SQUOTE) {
    from = k + 1
    to = s.indexOf(quote, from)
    if (to < 0) return -1
  } else {
    to = unquotedEnd(s, k)
  }
  return runsAsScript(s.toString('latin1', from, to)) ? -1 : to
}
