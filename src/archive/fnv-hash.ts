// FNV-1a (32 bits) over a string's UTF-16 units or over bytes where they lie, for the link
// report's cache keys (link-keys.ts): a latin1 string of some bytes hashes as those bytes
// do. (Bundle paths have their own pair of hashes, built up piece by piece: target-hash.ts.)

/** FNV-1a's 32-bit offset basis and prime (target-hash.ts's first hash is FNV-1a too). */
export const FNV_OFFSET_BASIS = 0x811c9dc5
export const FNV_PRIME = 0x01000193

/** FNV-1a of `text.slice(start, end)`'s units, as a signed 32-bit integer. */
export function unitsHash(text: string, start: number, end: number): number {
  let h = FNV_OFFSET_BASIS
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME)
  return h | 0
}

/** FNV-1a of `bytes.subarray(start, end)`, as a signed 32-bit integer. */
export function bytesHash32(bytes: Buffer, start: number, end: number): number {
  let h = FNV_OFFSET_BASIS
  for (let i = start; i < end; i++) h = Math.imul(h ^ bytes[i]!, FNV_PRIME)
  return h | 0
}
