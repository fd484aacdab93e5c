// The download's disk writes (src/archive/joined-writes.ts): one at a time, the ones that queued
// meanwhile joined into one writev, and every byte written even when the file takes fewer than
// asked (a regular file does that as the disk fills, and says why only on the next write).
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JoinedWrites } from '../../src/archive/joined-writes.js'

let dir: string
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'joined-writes-test-'))))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A real file handle whose writev takes at most `cap` bytes a call, and counts its calls. */
function capped(file: FileHandle, cap: number, fail?: (call: number) => Error | undefined) {
  const calls: number[] = []
  const handle = {
    writev: async (buffers: Buffer[], position: number) => {
      calls.push(buffers.length)
      const failure = fail?.(calls.length)
      if (failure) throw failure
      const whole = Buffer.concat(buffers)
      const part = whole.subarray(0, Math.min(cap, whole.length))
      const { bytesWritten } = await file.write(part, 0, part.length, position)
      return { bytesWritten, buffers }
    }
  } as unknown as FileHandle
  return { handle, calls }
}

/** Pieces of `content`, cut at uneven places. */
function pieces(content: Buffer): Array<{ bytes: Buffer; offset: number }> {
  const out: Array<{ bytes: Buffer; offset: number }> = []
  for (let at = 0, i = 0; at < content.length; i++) {
    const size = Math.min(content.length - at, 1000 + ((i * 7919) % 9000))
    out.push({ bytes: content.subarray(at, at + size), offset: at })
    at += size
  }
  return out
}

it('writes every byte in place, joining what queued while a write was under way', async () => {
  const content = randomBytes(300_000)
  const path = join(dir, 'joined.bin')
  const file = await open(path, 'w')
  try {
    const { handle, calls } = capped(file, Number.MAX_SAFE_INTEGER)
    const writes = new JoinedWrites(handle)
    const all = pieces(content)
    await Promise.all(all.map(p => writes.write(p.bytes, p.offset)))
    expect(readFileSync(path).equals(content)).toBe(true)
    // The first went alone; the rest had queued behind it and went down together.
    expect(calls).toEqual([1, all.length - 1])
  } finally {
    await file.close()
  }
})

it('writes the rest when the file takes fewer bytes than asked', async () => {
  const content = randomBytes(120_000)
  const path = join(dir, 'short.bin')
  const file = await open(path, 'w')
  try {
    const { handle, calls } = capped(file, 4093)
    const writes = new JoinedWrites(handle)
    await Promise.all(pieces(content).map(p => writes.write(p.bytes, p.offset)))
    expect(readFileSync(path).equals(content)).toBe(true)
    expect(calls.length).toBeGreaterThanOrEqual(Math.ceil(content.length / 4093))
  } finally {
    await file.close()
  }
})

it('fails the writes of a failed run, and goes on with the next', async () => {
  const path = join(dir, 'failing.bin')
  const file = await open(path, 'w')
  try {
    const full = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })
    const { handle } = capped(file, Number.MAX_SAFE_INTEGER, call =>
      call === 2 ? full : undefined
    )
    const writes = new JoinedWrites(handle)
    const a = Buffer.from('first')
    const b = Buffer.from('second')
    const c = Buffer.from('third')
    const outcomes = await Promise.allSettled([
      writes.write(a, 0),
      writes.write(b, a.length),
      writes.write(c, a.length + b.length)
    ])
    expect(outcomes.map(o => o.status)).toEqual(['fulfilled', 'rejected', 'rejected'])
    expect((outcomes[1] as PromiseRejectedResult).reason).toBe(full)
    await writes.write(Buffer.from('later'), 0)
    expect(readFileSync(path, 'utf8')).toBe('later')
  } finally {
    await file.close()
  }
})

it('does not join writes that do not follow on from each other', async () => {
  const path = join(dir, 'apart.bin')
  const file = await open(path, 'w')
  try {
    const { handle, calls } = capped(file, Number.MAX_SAFE_INTEGER)
    const writes = new JoinedWrites(handle)
    await Promise.all([
      writes.write(Buffer.from('aa'), 0),
      writes.write(Buffer.from('cc'), 4),
      writes.write(Buffer.from('bb'), 2)
    ])
    expect(readFileSync(path, 'utf8')).toBe('aabbcc')
    expect(calls).toEqual([1, 1, 1])
  } finally {
    await file.close()
  }
})
