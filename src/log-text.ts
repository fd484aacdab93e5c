// Outside text made safe to show. Whatever the platform, GitHub or an archive says (a job id, an
// error text, a status, an entry name, a link in a page, a config file's lines) is data, never
// markup: printed as it came, it could end a log line and start a workflow command
// (`\n::warning …`, `::add-mask::`, `::stop-commands::`), or in the job summary's Markdown
// open a link, an image or raw HTML.
//
// - `oneLine` / `quote`: a fragment of outside text for a log line or an error message: every
//   line break and other control or invisible formatting character shown as an escape
//   (`\n`, `\u001b`, `\u202e`), bounded in length.
// - `logLines` / `info`: the last guard before stdout: no line of the text starts (after white
//   space, as the runner trims it) with `::` or the older `##[` command prefix.
// - `mdText` / `mdCode` / `mdLink` / `mdFence`: outside text for the job summary's Markdown.
//
// Every module that prints outside text imports this file; nothing else decides what is safe.
import * as core from '@actions/core'
import { MAX_FRAGMENT } from './fragment-length.js'

/**
 * Characters that would break a line, move the cursor, or hide or reorder text: C0 and C1
 * controls, DEL, soft hyphen, zero-width characters, the line and paragraph separators, bidi
 * embeddings/overrides/isolates, the byte order mark and the interlinear annotation marks.
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

function escapeChar(ch: string): string {
  return NAMED[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`
}

/** Outside text as one line: nothing in it can end the line, hide or reorder characters. */
export function oneLine(text: unknown, maxLength = MAX_FRAGMENT): string {
  let s = typeof text === 'string' ? text : String(text)
  if (s.length > maxLength) {
    // Cut on a code point, so no lone surrogate is left at the end.
    const points = Array.from(s.slice(0, maxLength + 1))
    s = points.slice(0, Math.max(1, points.length - 1)).join('') + '…'
  }
  return s.replace(UNSAFE, escapeChar)
}

/**
 * Outside text in double quotes, as one line with its own quotes and backslashes escaped, so
 * the reader sees exactly where it starts and ends: `"../../x\n::warning::y"`.
 */
export function quote(text: unknown, maxLength = MAX_FRAGMENT): string {
  const s = typeof text === 'string' ? text : String(text)
  return `"${oneLine(s.replace(/\\/g, '\\\\').replace(/"/g, '\\"'), maxLength)}"`
}

/**
 * A line that would be read as a workflow command: the runner trims leading white space (.NET's
 * notion, which includes U+0085) and looks for `::` (or `##[`, the older syntax).
 */
const COMMAND_START = /^([\s\u0085]*)(::|##\[)/

/** Text for stdout, line by line: a line that would start a workflow command gets a `\` first. */
export function logLines(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(line => line.replace(COMMAND_START, '$1\\$2'))
    .join('\n')
}

/** `core.info` behind the last guard: every informational line of the action goes through here. */
export function info(text: string): void {
  core.info(logLines(text))
}

// The ASCII punctuation that can start Markdown or HTML markup in running text (emphasis, code,
// links, images, raw HTML, entities, headings, strikethrough, math); each may be backslash-escaped
// in CommonMark and then stands for itself. `|` matters only in a table: `mdCell` escapes it.
const MARKDOWN_MARKUP = /[\\`*_[\]<>&~!#$]/g

/** Outside text for Markdown: one line, every markup character backslash-escaped. */
export function mdText(text: unknown, maxLength = MAX_FRAGMENT): string {
  return oneLine(text, maxLength).replace(MARKDOWN_MARKUP, '\\$&')
}

/**
 * Outside text as a Markdown code span: its content is literal (no HTML, no emphasis), the
 * backtick fence longer than any backtick run inside.
 */
export function mdCode(text: unknown, maxLength = MAX_FRAGMENT): string {
  const s = oneLine(text, maxLength)
  const longest = Math.max(0, ...(s.match(/`+/g) ?? []).map(run => run.length))
  const fence = '`'.repeat(longest + 1)
  const pad = s.startsWith('`') || s.endsWith('`') || s === '' ? ' ' : ''
  return `${fence}${pad}${s}${pad}${fence}`
}

/**
 * A table cell's Markdown (already escaped fragments): `|` escaped so the cell does not split
 * (GFM reads `\|` as `|` in code spans too), and no line break.
 */
export function mdCell(markdown: string): string {
  return markdown.replace(/\r\n|\r|\n/g, ' ').replace(/\|/g, '\\|')
}

/**
 * A link in Markdown when `url` is an http(s) URL (its href as the URL parser writes it, with
 * the characters that could end a link destination percent-encoded too); otherwise just the
 * label. The label is Markdown the caller has escaped.
 */
export function mdLink(label: string, url: string | undefined): string {
  if (url) {
    try {
      const parsed = new URL(url)
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') {
        const href = parsed.href.replace(
          /[()<>\s]/g,
          ch => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
        )
        return `[${label}](${href})`
      }
    } catch {
      // not a URL: shown without a link
    }
  }
  return label
}

/**
 * Multi-line outside text as a fenced code block, its fence longer than any backtick run in it,
 * so no line of the text can close the block early.
 */
export function mdFence(text: string, language = ''): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length))
  const fence = '`'.repeat(Math.max(3, longest + 1))
  return `${fence}${language}\n${text.replace(/\r\n?/g, '\n')}\n${fence}`
}
