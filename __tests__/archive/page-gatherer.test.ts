import { PageGatherer } from '../../src/archive/page-gatherer.js'

const MiB = 1024 * 1024

/** A page of `size` bytes whose every byte says where it is. */
function pageBytes(size: number, seed: number): Buffer {
  const bytes = Buffer.allocUnsafe(size)
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed) & 0xff
  return bytes
}

/** Hands `bytes` to the gatherer in pieces of `piece` bytes, as the tar reader would. */
function gather(pages: PageGatherer, path: string, bytes: Buffer, piece: number) {
  pages.begin(path, bytes.length)
  for (let at = 0; at < bytes.length; at += piece) pages.add(bytes.subarray(at, at + piece))
  return pages.end()
}

describe('PageGatherer', () => {
  it('hands a page that came in one piece back where it lies', () => {
    const pages = new PageGatherer(4 * MiB)
    const bytes = pageBytes(5000, 1)
    const page = gather(pages, 'a/index.html', bytes, bytes.length)
    expect(page?.path).toBe('a/index.html')
    expect(page?.bytes.buffer).toBe(bytes.buffer)
    expect(page?.bytes.byteOffset).toBe(bytes.byteOffset)
    expect(page?.bytes.length).toBe(bytes.length)
    expect(pages.heldBytes()).toBe(0)
  })

  it('gathers split pages whole, into one buffer kept for the largest page so far', () => {
    const pages = new PageGatherer(4 * MiB)
    const large = pageBytes(3 * MiB, 2)
    const first = gather(pages, 'std/string/struct.String.html', large, 1 * MiB - 17)
    expect(first?.bytes.equals(large)).toBe(true)
    const kept = first!.bytes.buffer
    expect(pages.heldBytes()).toBe(3 * MiB)

    // A smaller split page, then another large one: no buffer of their own.
    const small = pageBytes(100_000, 3)
    const second = gather(pages, 'b.html', small, 65_536)
    expect(second?.bytes.equals(small)).toBe(true)
    expect(second!.bytes.buffer).toBe(kept)
    const other = pageBytes(2 * MiB + 5, 4)
    const third = gather(pages, 'c.html', other, 1 * MiB)
    expect(third?.bytes.equals(other)).toBe(true)
    expect(third!.bytes.buffer).toBe(kept)
    expect(pages.heldBytes()).toBe(3 * MiB)
  })

  it('does not gather a page over the scan limit, nor anything that is no page', () => {
    const pages = new PageGatherer(1 * MiB)
    expect(gather(pages, 'huge.html', pageBytes(1 * MiB + 1, 5), 65_536)).toBeUndefined()
    pages.begin(undefined, 10)
    pages.add(pageBytes(10, 6))
    expect(pages.end()).toBeUndefined()
    expect(pages.heldBytes()).toBe(0)
  })
})
