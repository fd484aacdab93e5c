// The sha256 and size of a file on disk: one definition for every place that checks a file
// against a recorded digest (an import, the tool cache, the GHES upload).
//
// Read into one buffer, reused from read to read. A read stream hands out a fresh 1 MiB buffer
// each time, and nothing collects them before V8 sees fit: an import of a 200 MiB archive
// peaked at 133-139 MiB of resident memory before its verification began (a probe of unusual
// bundles; the same bundle downloaded peaked at 94 MiB), every archive of 100 MiB or more over
// the 128 MiB the action keeps to. With one buffer the hashing holds that buffer and no more.
import { createHash } from 'node:crypto'
import { open } from 'node:fs/promises'

/** Bytes read at a time: large enough that each read costs little beside its hashing. */
const READ_BYTES = 1024 * 1024

export async function sha256File(path: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256')
  const buffer = Buffer.allocUnsafe(READ_BYTES)
  let bytes = 0
  const file = await open(path, 'r')
  try {
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, READ_BYTES, null)
      if (bytesRead === 0) break
      hash.update(buffer.subarray(0, bytesRead))
      bytes += bytesRead
    }
  } finally {
    await file.close()
  }
  return { sha256: hash.digest('hex'), bytes }
}
