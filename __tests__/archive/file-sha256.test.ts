// sha256File hashes a file in one reused buffer: an import of a large archive hashes it before
// verifying it, and a fresh buffer per read (a read stream's) piled up dead buffers until V8
// collected them, taking the run over its memory goal before the verification began.
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sha256File } from '../../src/archive/file-sha256.js'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'file-sha256-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('gives the digest and size of files of every size, empty and across reads', async () => {
  for (const size of [0, 1, 1024 * 1024 - 1, 1024 * 1024, 3 * 1024 * 1024 + 17]) {
    const bytes = Buffer.alloc(size, size % 251)
    const file = join(dir, `f-${size}`)
    writeFileSync(file, bytes)
    expect(await sha256File(file)).toEqual({
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes: size
    })
  }
})

it('holds one buffer while it reads, however large the file', async () => {
  const size = 256 * 1024 * 1024
  const file = join(dir, 'large')
  writeFileSync(file, '')
  truncateSync(file, size) // a sparse file: 256 MiB of zeros, read as any file is
  const before = process.memoryUsage().arrayBuffers
  let peak = before
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().arrayBuffers)
  }, 1)
  try {
    const hashed = await sha256File(file)
    peak = Math.max(peak, process.memoryUsage().arrayBuffers)
    expect(hashed.bytes).toBe(size)
  } finally {
    clearInterval(sample)
  }
  expect(peak - before).toBeLessThan(8 * 1024 * 1024)
})
