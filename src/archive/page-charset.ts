// The legacy encoding a page declares, when it declares one: how the browser reads the bytes of
// its links. A page saved in GB2312 (a CHM help file turned into HTML, as Chinese product manuals
// are), Shift_JIS, EUC-KR or windows-1252 writes `<a href="单位.htm">` in its own bytes; the
// browser decodes the page by its declaration, and the URL parser then asks the server for the
// path in UTF-8 (`%E5%8D%95%E4%BD%8D.htm`), the name the archive holds. Read as UTF-8, those
// bytes named no file, and every such link was reported broken.
//
// Found as the HTML standard's encoding sniffing finds it without a Content-Type charset (a
// static host serves `.html` without one, as nginx and S3 do by default): a byte order mark, else
// the first `<meta charset>` or `<meta http-equiv="Content-Type" content="…charset=…">` in the
// page's first 1024 bytes, outside comments. A page that declares nothing, or UTF-8, or a label
// no encoding answers to, is read as UTF-8, as before: a browser would guess from the bytes, and
// a page of today is UTF-8. `utf-16` declared in a `<meta>` is UTF-8 (the standard's rule).

import { GT, isHtmlSpace, LT } from './html-bytes.js'

/** How far into the page the declaration is looked for (the standard's prescan). */
const PRESCAN_BYTES = 1024

/** What each label read so far names: a decoder, UTF-8 (undefined), or no encoding (null). */
const byLabel = new Map<string, TextDecoder | undefined | null>()

/**
 * A decoder for the legacy encoding the page declares, or undefined when it is read as UTF-8.
 * Only the tags of the page's first 1024 bytes are read, to the first `<meta>` that declares an
 * encoding (on a page of today, `<meta charset="utf-8">` among its first few): about 1 µs a page.
 */
export function legacyDecoder(bytes: Buffer): TextDecoder | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return undefined
  // A UTF-16 page (by its byte order mark) is read as UTF-8 once re-encoded (asUtf8).
  if (utf16Order(bytes) !== undefined) return undefined
  const label = declaredLabel(bytes)
  return label === undefined ? undefined : (decoderFor(label) ?? undefined)
}

/** The UTF-16 byte order a page's byte order mark names, or undefined for none. */
function utf16Order(bytes: Buffer): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  return undefined
}

/**
 * The page as UTF-8 when it is in UTF-16 (a byte order mark first: Windows tools save readmes and
 * help pages so), else the page itself. The scanner reads a page's bytes as ASCII marks around
 * UTF-8 or legacy text; read in UTF-16, where every mark is followed by a zero byte, a page had
 * no tag, link or load at all, where the browser reads every one. Its `<meta>` may name another
 * encoding; the byte order mark wins.
 */
export function asUtf8(bytes: Buffer): Buffer {
  const order = utf16Order(bytes)
  if (order === undefined) return bytes
  // With UTF-8's own byte order mark in front, which wins over a `<meta>` as the first did.
  return Buffer.from(`\ufeff${new TextDecoder(order).decode(bytes)}`, 'utf8')
}

/**
 * What the label names: a decoder for a legacy encoding, undefined for UTF-8 (and UTF-16, which
 * a page's `<meta>` cannot mean: the standard reads it as UTF-8), or null for no encoding.
 */
export function decoderFor(label: string): TextDecoder | undefined | null {
  if (byLabel.has(label)) return byLabel.get(label)
  // x-user-defined (its one label) is read as windows-1252 by a prescan.
  let encoding: string | null = label === 'x-user-defined' ? 'windows-1252' : null
  try {
    encoding ??= new TextDecoder(label).encoding
  } catch {
    // A label no encoding answers to (or a runtime without its tables).
  }
  const decoder =
    encoding === null
      ? null
      : /^(?:utf-8|utf-16le|utf-16be|replacement)$/.test(encoding)
        ? undefined
        : new TextDecoder(encoding)
  byLabel.set(label, decoder)
  return decoder
}

/**
 * The label of the first `<meta>` in the page's first 1024 bytes that declares an encoding, or
 * undefined.
 */
export function declaredLabel(page: Buffer): string | undefined {
  const limit = Math.min(page.length, PRESCAN_BYTES)
  for (let at = page.indexOf(LT); at >= 0 && at < limit; at = page.indexOf(LT, at + 1)) {
    if (page[at + 1] === 0x21 && page[at + 2] === 0x2d && page[at + 3] === 0x2d) {
      // A comment, to its `-->` (the `--` of `<!--` may be the first two of it).
      const close = page.indexOf('-->', at + 2)
      if (close < 0 || close >= limit) return undefined
      at = close + 2
      continue
    }
    if (!isMetaAt(page, at)) continue
    const meta = metaCharset(page, at + 5, limit)
    // A label that names no encoding is passed over, and the next `<meta>` read.
    if (meta.label !== undefined && decoderFor(meta.label) !== null) return meta.label
    at = meta.end
  }
  return undefined
}

/** Whether `<meta` and a space or `/` stand at `at`, in any case. */
function isMetaAt(head: Buffer, at: number): boolean {
  if (
    (head[at + 1]! | 0x20) !== 0x6d ||
    (head[at + 2]! | 0x20) !== 0x65 ||
    (head[at + 3]! | 0x20) !== 0x74 ||
    (head[at + 4]! | 0x20) !== 0x61
  ) {
    return false
  }
  const next = head[at + 5]
  return next === 0x2f || isHtmlSpace(next)
}

/**
 * The label a `<meta>`'s attributes (from `from`, read up to `limit`) declare: `charset`, or
 * `content` with `http-equiv="content-type"`; and where the tag ends.
 */
function metaCharset(
  head: Buffer,
  from: number,
  limit: number
): { label: string | undefined; end: number } {
  let charset: string | undefined
  let content: string | undefined
  let contentType = false
  let i = from
  for (;;) {
    while (i < limit && (isHtmlSpace(head[i]) || head[i] === 0x2f)) i++
    if (i >= limit || head[i] === GT) break
    const nameStart = i
    while (i < limit && head[i] !== 0x3d && head[i] !== GT && !isHtmlSpace(head[i])) i++
    const name = head.toString('latin1', nameStart, i).toLowerCase()
    while (i < limit && isHtmlSpace(head[i])) i++
    let value = ''
    if (head[i] === 0x3d) {
      i++
      while (i < limit && isHtmlSpace(head[i])) i++
      const quote = head[i]
      if (quote === 0x22 || quote === 0x27) {
        const close = head.indexOf(quote, i + 1)
        const end = close < 0 || close > limit ? limit : close
        value = head.toString('latin1', i + 1, end)
        i = end + 1
      } else {
        const start = i
        while (i < limit && head[i] !== GT && !isHtmlSpace(head[i])) i++
        value = head.toString('latin1', start, i)
      }
    }
    // The first of each attribute counts, as the parser keeps the first.
    if (name === 'charset' && charset === undefined) charset = value
    else if (name === 'content' && content === undefined) content = value
    else if (name === 'http-equiv' && value.trim().toLowerCase() === 'content-type') {
      contentType = true
    }
  }
  const trimmed = charset?.trim()
  if (trimmed) return { label: trimmed.toLowerCase(), end: i }
  if (contentType && content !== undefined) {
    const found = /charset\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s;"']+))/i.exec(content)
    const label = found?.[1] ?? found?.[2] ?? found?.[3]
    if (label) return { label: label.trim().toLowerCase(), end: i }
  }
  return { label: undefined, end: i }
}

/**
 * Whether `bytes[from, to)` reads as ASCII in the legacy encoding `decoder`: bytes under 0x80,
 * in an encoding that is ASCII there (all but ISO-2022-JP, whose escapes are such bytes).
 */
export function asciiOnly(bytes: Buffer, from: number, to: number, decoder: TextDecoder): boolean {
  if (decoder.encoding === 'iso-2022-jp') return false
  for (let i = from; i < to; i++) if (bytes[i]! > 0x7f) return false
  return true
}

/** `bytes[from, to)` decoded in the page's legacy encoding, or as UTF-8 without one. */
export function decodeBytes(
  bytes: Buffer,
  from: number,
  to: number,
  decoder: TextDecoder | undefined
): string {
  if (decoder === undefined) return bytes.toString('utf8', from, to)
  return asciiOnly(bytes, from, to, decoder)
    ? bytes.toString('latin1', from, to)
    : decoder.decode(bytes.subarray(from, to))
}
