// Where a docs page's front matter (the `---` block at the top of a Markdown file) ends and its
// body begins. The renderer, the platform's exporter and the assistant's page index all read the
// same source folders, so they must agree on which lines are front matter: the rule lives here
// once. Parsing the YAML inside stays with each reader (the renderer fails a page on bad YAML,
// the exporter only looks for a title).
//
// The rule follows what real generators accept (Jekyll, MkDocs, gray-matter for Docusaurus):
// - a UTF-8 byte order mark before the opening line is skipped (editors on Windows write one;
//   Jekyll reads with `bom|utf-8`, gray-matter strips it);
// - the opening line is `---`, the closing line `---` or `...` (YAML's document end; Jekyll and
//   MkDocs accept it), each optionally followed by spaces or tabs;
// - an empty block (`---` directly followed by `---`) is front matter with no data, as Jekyll
//   documents ("the set of triple-dashed lines with nothing in between");
// - LF or CRLF line ends;
// - a block that never closes is not front matter: the whole file is the body.

const BYTE_ORDER_MARK = '\uFEFF'
const FRONT_MATTER_BLOCK = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/

export interface SplitFrontMatter {
  /** The text between the delimiter lines; undefined when the page has no front matter. */
  yaml?: string
  /** The page after the closing line (the whole page, BOM removed, when there is no block). */
  body: string
  /** 1-based line number of the body's first line in the file, for error messages. */
  bodyLine: number
}

/** Splits the front matter block from a Markdown page; see the header for what counts. */
export function splitFrontMatter(source: string): SplitFrontMatter {
  const text = source.startsWith(BYTE_ORDER_MARK) ? source.slice(1) : source
  const match = FRONT_MATTER_BLOCK.exec(text)
  if (!match) return { body: text, bodyLine: 1 }
  const consumed = match[0]
  const lineBreaks = consumed.split('\n').length - 1
  return { yaml: match[1] ?? '', body: text.slice(consumed.length), bodyLine: lineBreaks + 1 }
}
