// The download's disk writes (src/archive/write-fully.ts) put every byte in, even when the file
// takes fewer than asked (a regular file does that as the disk fills, and says why only on the
// next write).
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeAll, writeFully } from '../../src/archive/write-fully.js'

let dir: string
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'write-fully-test-'))))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/**
 * A real file handle that takes at most `cap` bytes a write (0 from the `emptyFrom`th call on)
 * and throws `failure` on the `failOn`th call; its calls are counted.
 */
function capped(
  file: FileHandle,
  cap: number,
  at: { failOn?: number; failure?: Error; emptyFrom?: number } = {}
) {
  let calls = 0
  const handle = {
    write: async (bytes: Buffer, from: number, length: number, position: number) => {
      calls += 1
      if (calls === at.failOn) throw at.failure
      const take = at.emptyFrom !== undefined && calls >= at.emptyFrom ? 0 : Math.min(cap, length)
      return file.write(bytes, from, take, position)
    }
  } as unknown as FileHandle
  return { handle, calls: () => calls }
}

it('writes the rest when the file takes fewer bytes than asked, in place', async () => {
  const path = join(dir, 'short.bin')
  const head = randomBytes(1000)
  const body = randomBytes(120_000)
  const file = await open(path, 'w')
  try {
    await file.write(head, 0, head.length, 0)
    const { handle, calls } = capped(file, 4093)
    await writeFully(handle, body, head.length)
    expect(readFileSync(path).equals(Buffer.concat([head, body]))).toBe(true)
    expect(calls()).toBe(Math.ceil(body.length / 4093))
  } finally {
    await file.close()
  }
})

it('passes on the error of a write that fails part way (a full disk)', async () => {
  const file = await open(join(dir, 'failing.bin'), 'w')
  try {
    const full = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })
    const { handle } = capped(file, 1000, { failOn: 3, failure: full })
    await expect(writeFully(handle, randomBytes(10_000), 0)).rejects.toBe(full)
  } finally {
    await file.close()
  }
})

it('fails rather than loop when the file takes nothing', async () => {
  const file = await open(join(dir, 'stuck.bin'), 'w')
  try {
    const { handle, calls } = capped(file, 1000, { emptyFrom: 2 })
    await expect(writeFully(handle, randomBytes(5000), 0)).rejects.toThrow(
      'the file took no bytes at offset 1000'
    )
    expect(calls()).toBe(2)
  } finally {
    await file.close()
  }
})

it('writes the rest of a gathering write that the file took part of, piece by piece, in place', async () => {
  const path = join(dir, 'short-gathered.bin')
  const pieces = [randomBytes(50_000), randomBytes(70_000), randomBytes(30_000)]
  const file = await open(path, 'w')
  try {
    await file.write(Buffer.from('head'), 0, 4, 0)
    let gathered = 0
    // The gathering write takes 60,000 bytes: the first piece and part of the second.
    const handle = {
      writev: async (buffers: Buffer[], position: number) => {
        gathered += 1
        const all = Buffer.concat(buffers).subarray(0, 60_000)
        return file.write(all, 0, all.length, position)
      },
      write: (bytes: Buffer, from: number, length: number, position: number) =>
        file.write(bytes, from, length, position)
    } as unknown as FileHandle
    await writeAll(handle, pieces, 4)
    expect(gathered).toBe(1)
    expect(readFileSync(path).equals(Buffer.concat([Buffer.from('head'), ...pieces]))).toBe(true)
  } finally {
    await file.close()
  }
})
