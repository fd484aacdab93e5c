// The two hashes by which the link report knows a bundle path without keeping it as a string
// (target-table.ts holds them): FNV-1a and a multiply-rotate hash over the path's units, with its
// length mixed in at the end. Both are worked out unit by unit, so a link's target is hashed
// where its parts lie, the page's folder (a string) then the link's bytes in the page, and the
// forms a static host also answers a link with (`.html` or `/index.html` added) are the same
// state carried on: no string is made for a link, whether its target is there or not.

import { FNV_OFFSET_BASIS, FNV_PRIME } from './fnv-hash.js'

const B_SEED = 0x2f0b3c51
const B_MULTIPLIER = 0x9e3779b1

/** A hash in progress: the path's units so far. */
export class TargetHasher {
  a = FNV_OFFSET_BASIS
  b = B_SEED
  /** Units hashed so far. */
  n = 0

  reset(): this {
    this.a = FNV_OFFSET_BASIS
    this.b = B_SEED
    this.n = 0
    return this
  }

  /** Carries on from another hasher's state. */
  copy(from: TargetHasher): this {
    this.a = from.a
    this.b = from.b
    this.n = from.n
    return this
  }

  unit(c: number): this {
    this.a = Math.imul(this.a ^ c, FNV_PRIME)
    const b = Math.imul(this.b + c, B_MULTIPLIER)
    this.b = b ^ (b >>> 15)
    this.n += 1
    return this
  }

  /** The units of `text.slice(from, to)`. */
  units(text: string, from = 0, to = text.length): this {
    let a = this.a
    let b = this.b
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i)
      a = Math.imul(a ^ c, FNV_PRIME)
      b = Math.imul(b + c, B_MULTIPLIER)
      b ^= b >>> 15
    }
    this.a = a
    this.b = b
    this.n += to - from
    return this
  }

  /**
   * The bytes `bytes[from, to)`, each a unit (a plain path's bytes are its units). The loop is
   * `units`' again on purpose: every link of every page goes through one of the two, and each
   * stays specialised to one kind of input.
   */
  bytes(bytes: Uint8Array, from: number, to: number): this {
    let a = this.a
    let b = this.b
    for (let i = from; i < to; i++) {
      const c = bytes[i]!
      a = Math.imul(a ^ c, FNV_PRIME)
      b = Math.imul(b + c, B_MULTIPLIER)
      b ^= b >>> 15
    }
    this.a = a
    this.b = b
    this.n += to - from
    return this
  }

  /** The first hash of the units so far. */
  hashA(): number {
    return this.a | 0
  }

  /** The second hash of the units so far (their count mixed in). */
  hashB(): number {
    let h = Math.imul(this.b ^ this.n, 0x85ebca6b)
    h ^= h >>> 13
    return h | 0
  }
}

const scratch = new TargetHasher()

/** The first hash of a whole path. */
export function targetHashA(path: string): number {
  return scratch.reset().units(path).hashA()
}

/** The second hash of a whole path. */
export function targetHashB(path: string): number {
  return scratch.reset().units(path).hashB()
}
