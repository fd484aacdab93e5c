import { gzipSync } from 'node:zlib'
import {
  createInflater,
  INFLATE_CHUNK_BYTES,
  INFLATE_OUTPUT_BUFFERS,
  type InflaterEngine
} from '../../src/archive/inflater.js'
import { nativeInflateWorks } from '../../src/archive/zlib-binding.js'
import { prng } from '../../emulator/platform/faults.js'
import { randomJoin } from '../helpers/random-text.js'

/** Text that inflates to several output pieces: pages' worth of words, compressing about 4 ×. */
function pagesOfText(bytes: number, seed = 7): Buffer {
  const random = prng(seed)
  const words = ['<p>', '</p>', '<a href="', '.html">', 'docs', 'guide', 'install', 'the', 'of']
  return Buffer.from(randomJoin(words, random, Math.ceil(bytes / 2), 1).slice(0, bytes))
}

/** Feeds `packed` in pieces of `size`, each written into one reused input buffer. */
async function feedReusing(
  write: (input: Buffer) => Promise<void>,
  packed: Buffer,
  size: number
): Promise<void> {
  const input = Buffer.alloc(size)
  for (let at = 0; at < packed.length; at += size) {
    const length = packed.copy(input, 0, at, at + size)
    await write(input.subarray(0, length))
    // zlib is done with it once the write resolves: scribbling over it must change nothing.
    input.fill(0xa5)
  }
}

const engines: InflaterEngine[] = ['native', 'stream']

it('drives the zlib binding on this runtime (the stream is only the fallback)', () => {
  expect(nativeInflateWorks()).toBe(true)
})

describe.each(engines)('%s inflater', engine => {
  const text = pagesOfText(3 * 1024 * 1024)
  const packed = gzipSync(text)

  it('inflates what it is given, in order, while the caller reuses its input buffer', async () => {
    for (const size of [1, 4093, 64 * 1024, packed.length]) {
      const source = size === 1 ? gzipSync(text.subarray(0, 20_000)) : packed
      const expected = size === 1 ? text.subarray(0, 20_000) : text
      const pieces: Buffer[] = []
      const inflater = createInflater(piece => void pieces.push(Buffer.from(piece)), { engine })
      await feedReusing(input => inflater.write(input), source, size)
      await inflater.end()
      expect(Buffer.concat(pieces).equals(expected)).toBe(true)
      expect(Math.max(...pieces.map(p => p.length))).toBeLessThanOrEqual(INFLATE_CHUNK_BYTES)
      expect(inflater.bytesIn).toBe(source.length)
    }
  })

  it('keeps each piece intact until a slow consumer is done with it', async () => {
    let at = 0
    let damaged = 0
    const inflater = createInflater(
      async piece => {
        const held = Buffer.from(piece)
        await new Promise(resolve => setTimeout(resolve, 2))
        if (!piece.equals(held) || !piece.equals(text.subarray(at, at + piece.length))) damaged++
        at += piece.length
      },
      { engine }
    )
    await feedReusing(input => inflater.write(input), packed, 256 * 1024)
    await inflater.end()
    expect({ at, damaged }).toEqual({ at: text.length, damaged: 0 })
  })

  it('takes writes made before the last one resolved, in the order they were made', async () => {
    const pieces: Buffer[] = []
    const inflater = createInflater(piece => void pieces.push(Buffer.from(piece)), { engine })
    const parts = [0, 1, 2, 3].map(i =>
      packed.subarray((i * packed.length) / 4, ((i + 1) * packed.length) / 4)
    )
    await Promise.all(parts.map(part => inflater.write(part)))
    // end() asked twice gives one answer to both.
    await Promise.all([inflater.end(), inflater.end()])
    expect(Buffer.concat(pieces).equals(text)).toBe(true)
  })

  it('takes typed arrays and strings as bytes, and refuses an ArrayBuffer without stopping', async () => {
    const pieces: Buffer[] = []
    const inflater = createInflater(piece => void pieces.push(Buffer.from(piece)), { engine })
    const half = packed.length >> 1
    await inflater.write(new Uint8Array(packed.subarray(0, half)) as Buffer)
    await inflater.write(packed.subarray(half))
    await inflater.end()
    expect(Buffer.concat(pieces).equals(text)).toBe(true)
    // A string is its UTF-8 bytes, as a stream takes it: here, not gzip.
    const strings = createInflater(() => undefined, { engine })
    const notGzip = (async () => {
      await strings.write('<html>' as unknown as Buffer)
      await strings.end()
    })()
    await expect(notGzip).rejects.toThrow(/incorrect header check/)
    const buffers = createInflater(() => undefined, { engine })
    await expect(buffers.write(new ArrayBuffer(16) as unknown as Buffer)).rejects.toMatchObject({
      code: 'ERR_INVALID_ARG_TYPE'
    })
  })

  it('lets go of an input once its write resolved: the caller may even detach it', async () => {
    const pieces: Buffer[] = []
    const inflater = createInflater(piece => void pieces.push(Buffer.from(piece)), { engine })
    const input = Buffer.from(new ArrayBuffer(packed.length))
    packed.copy(input)
    await inflater.write(input)
    structuredClone(input.buffer, { transfer: [input.buffer] })
    expect(input.length).toBe(0)
    await inflater.end()
    expect(Buffer.concat(pieces).equals(text)).toBe(true)
  })

  it('waits for any thenable a consumer returns, not only a promise of this realm', async () => {
    let at = 0
    let damaged = 0
    let inside = 0
    const inflater = createInflater(
      piece => {
        inside++
        if (inside > 1) damaged++
        const held = Buffer.from(piece)
        return {
          then(done: () => void) {
            setTimeout(() => {
              if (!piece.equals(held)) damaged++
              at += piece.length
              inside--
              done()
            }, 1)
          }
        } as unknown as Promise<void>
      },
      { engine }
    )
    await feedReusing(input => inflater.write(input), packed, 256 * 1024)
    await inflater.end()
    expect({ at, damaged }).toEqual({ at: text.length, damaged: 0 })
  })

  it('reads further gzip members, and passes over zero padding after the last', async () => {
    const second = pagesOfText(100_000, 11)
    const joined = Buffer.concat([packed, gzipSync(second), Buffer.alloc(70_000)])
    for (const size of [1000, 64 * 1024, joined.length]) {
      const pieces: Buffer[] = []
      const inflater = createInflater(piece => void pieces.push(Buffer.from(piece)), { engine })
      await feedReusing(input => inflater.write(input), joined, size)
      await inflater.end()
      expect(Buffer.concat(pieces).equals(Buffer.concat([text, second]))).toBe(true)
    }
  })

  it.each([
    ['not gzip', Buffer.from('<html>not an archive</html>'), /incorrect header check/],
    ['cut short', packed.subarray(0, packed.length - 40), /unexpected end of file/],
    [
      'followed by other bytes',
      Buffer.concat([packed, Buffer.from('<html>')]),
      /header|end of file/
    ],
    ['empty', Buffer.alloc(0), /unexpected end of file/]
  ])('fails on gzip %s, with zlib’s message and code', async (_name, bytes, message) => {
    const failures: unknown[] = []
    const inflater = createInflater(() => undefined, { engine, onFailure: e => failures.push(e) })
    const outcome = (async () => {
      await feedReusing(input => inflater.write(input), bytes, 64 * 1024)
      await inflater.end()
    })()
    await expect(outcome).rejects.toThrow(message)
    const err = (await outcome.catch((e: unknown) => e)) as NodeJS.ErrnoException
    expect(err.code).toMatch(/^Z_/)
    expect(failures).toEqual([err])
    expect(inflater.stopped).toBe(true)
    await expect(inflater.write(Buffer.from('more'))).rejects.toBe(err)
  })

  it('stops at a consumer’s error: the writer and end() get it, nothing else is inflated', async () => {
    const refusal = new Error('not a tar')
    let calls = 0
    const inflater = createInflater(
      () => {
        calls++
        if (calls === 3) throw refusal
      },
      { engine }
    )
    await expect(feedReusing(input => inflater.write(input), packed, 16 * 1024)).rejects.toBe(
      refusal
    )
    expect(calls).toBe(3)
    await expect(inflater.end()).rejects.toBe(refusal)
  })

  it('destroy() while a pass is under way rejects the write, and nothing runs after', async () => {
    let calls = 0
    const inflater = createInflater(() => void calls++, { engine })
    const written = inflater.write(packed)
    inflater.destroy(new Error('abandoned'))
    await expect(written).rejects.toThrow('abandoned')
    const seen = calls
    await new Promise(resolve => setTimeout(resolve, 50))
    expect(calls).toBe(seen)
    expect(inflater.stopped).toBe(true)
  })
})

it('the native inflater reuses its few output buffers for a whole archive', async () => {
  // Sixteen output pieces' worth, whatever their size.
  const text = pagesOfText(16 * INFLATE_CHUNK_BYTES, 3)
  const buffers = new Set<ArrayBuffer>()
  let pieces = 0
  const inflater = createInflater(
    piece => {
      buffers.add(piece.buffer as ArrayBuffer)
      pieces++
    },
    { engine: 'native' }
  )
  await feedReusing(input => inflater.write(input), gzipSync(text), 256 * 1024)
  await inflater.end()
  expect(pieces).toBeGreaterThanOrEqual(16)
  expect(buffers.size).toBeLessThanOrEqual(INFLATE_OUTPUT_BUFFERS)
})

it('the native inflater inflates ahead while a slow consumer still reads a piece', async () => {
  // A pass's callback, which starts the next pass, runs only when the event loop has a turn. A
  // consumer handed a whole piece in one call kept the next pass from starting until it was done
  // with the piece, so at most one piece was ever inflated ahead of it and the thread pool sat
  // idle while the page scan read. Here each call blocks the thread (as a page scan does) for
  // 20 ms, far longer than a pass takes: pieces must pile up ahead, up to the spare buffers.
  const text = pagesOfText(8 * INFLATE_CHUNK_BYTES, 4)
  const blocker = new Int32Array(new SharedArrayBuffer(4))
  let read = 0
  const inflater = createInflater(
    piece => {
      Atomics.wait(blocker, 0, 0, 20)
      expect(piece.equals(text.subarray(read, read + piece.length))).toBe(true)
      read += piece.length
    },
    { engine: 'native' }
  )
  await feedReusing(input => inflater.write(input), gzipSync(text), 256 * 1024)
  await inflater.end()
  expect(read).toBe(text.length)
  expect(inflater.mostReady).toBeGreaterThanOrEqual(2)
  expect(inflater.mostReady).toBeLessThan(INFLATE_OUTPUT_BUFFERS)
})

describe('the native inflater on stored blocks (images, fonts: what deflate keeps as it was)', () => {
  const random = prng(5)
  const image = Buffer.alloc(3 * 1024 * 1024 + 12_345)
  for (let i = 0; i < image.length; i++) image[i] = Math.floor(random() * 256)
  const pages = pagesOfText(2 * 1024 * 1024, 9)
  // Pages, then images stored (level 0) and deflated (level 6: stored blocks too), then pages.
  const members = [pages, image, image, pages]
  const archive = Buffer.concat([
    gzipSync(pages),
    gzipSync(image, { level: 0 }),
    gzipSync(image, { level: 6 }),
    gzipSync(pages)
  ])

  it('inflates them on the calling thread, and compressed pages on the pool, in order', async () => {
    let at = 0
    let damaged = 0
    const expected = Buffer.concat(members)
    const inflater = createInflater(
      async piece => {
        const held = Buffer.from(piece)
        // A slow consumer now and then: pieces must stay intact until it is done.
        if (at % 3 === 0) await new Promise(resolve => setTimeout(resolve, 1))
        if (!piece.equals(held) || !piece.equals(expected.subarray(at, at + piece.length))) {
          damaged++
        }
        at += piece.length
      },
      { engine: 'native' }
    )
    await feedReusing(input => inflater.write(input), archive, 256 * 1024)
    await inflater.end()
    expect({ at, damaged }).toEqual({ at: expected.length, damaged: 0 })
    // About one pass per 256 KiB of the two images, less the first of each run (on the pool).
    expect(inflater.passesInline).toBeGreaterThanOrEqual(
      Math.floor((2 * image.length) / 262144) - 4
    )
    expect(inflater.bytesIn).toBe(archive.length)
  })

  it('keeps compressed pages on the thread pool', async () => {
    const inflater = createInflater(() => undefined, { engine: 'native' })
    await feedReusing(input => inflater.write(input), gzipSync(pages), 256 * 1024)
    await inflater.end()
    expect(inflater.passesInline).toBe(0)
  })

  it('fails on a damaged stored member with zlib’s message, once, and takes nothing after', async () => {
    const damaged = Buffer.from(gzipSync(image, { level: 0 }))
    damaged[damaged.length - 6]! ^= 0x01 // the CRC
    const failures: unknown[] = []
    const inflater = createInflater(() => undefined, {
      engine: 'native',
      onFailure: e => failures.push(e)
    })
    const outcome = (async () => {
      await feedReusing(input => inflater.write(input), damaged, 256 * 1024)
      await inflater.end()
    })()
    await expect(outcome).rejects.toThrow(/incorrect data check/)
    const err = (await outcome.catch((e: unknown) => e)) as NodeJS.ErrnoException
    expect(err.code).toBe('Z_DATA_ERROR')
    expect(failures).toEqual([err])
    expect(inflater.passesInline).toBeGreaterThan(0)
    await expect(inflater.write(Buffer.from('more'))).rejects.toBe(err)
  })
})
