// A list of integers that is emptied and filled again page after page without allocating: a
// plain array emptied with `length = 0` gives up its storage and grows it again by steps, which
// over a docs site's tens of millions of links was over a gigabyte of short-lived allocation.

import { freeNow } from './free-now.js'

/** What a reader of an IntList sees. */
export interface IntView {
  readonly length: number
  get(index: number): number
}

/** In a list sorted upwards, the index of the first value at or above `value` (or its length). */
export function firstAtLeast(list: IntView, value: number): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (list.get(mid) < value) lo = mid + 1
    else hi = mid
  }
  return lo
}

export class IntList implements IntView {
  private store: Int32Array
  length = 0

  constructor(capacity = 256) {
    this.store = new Int32Array(capacity)
  }

  /** Values the list holds before it grows. */
  get capacity(): number {
    return this.store.length
  }

  get(index: number): number {
    return this.store[index]!
  }

  set(index: number, value: number): void {
    this.store[index] = value
  }

  push(value: number): void {
    if (this.length === this.store.length) {
      const grown = new Int32Array(this.store.length * 2)
      grown.set(this.store)
      freeNow(this.store)
      this.store = grown
    }
    this.store[this.length++] = value
  }

  clear(): void {
    this.length = 0
  }
}
