// How the link report keys an anchor by its raw bytes, never decoded on the way: the bytes as a
// latin1 string (one unit per byte) and its hash, the same number from the bytes where they lie
// (link-targets.ts) or from the string (resolution-cache.ts), and the UTF-8 reading of such a
// string when a link must be shown or resolved. Apart from page-references.ts, which finds the
// anchors and hands their byte ranges over, because these keys are the link caches' concern.
import { bytesHash32, unitsHash } from './fnv-hash.js'

/** A latin1 string of raw bytes decoded as UTF-8 (as the page decoded whole would read). */
export function decodeRaw(raw: string): string {
  return hasNonAscii(raw) ? Buffer.from(raw, 'latin1').toString('utf8') : raw
}

/**
 * Whether `text` has a unit past ASCII. A loop, not a regular expression: each `test` allocated
 * about 56 bytes, and the link report asks this of every load of every page (a Next.js-style
 * page has a dozen; 390,000 at 30,000 pages).
 */
export function hasNonAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return true
  return false
}

/**
 * The hash of `text.slice(start, end)`, a link's raw bytes as a latin1 string (FNV-1a, kept
 * within a small integer), for link caches; `bytesHash` of the same bytes is the same number.
 */
export function linkHash(text: string, start: number, end: number): number {
  return unitsHash(text, start, end) & 0x3fffffff
}

/** `linkHash` of `bytes.subarray(start, end)`, read where they lie. */
export function bytesHash(bytes: Buffer, start: number, end: number): number {
  return bytesHash32(bytes, start, end) & 0x3fffffff
}
