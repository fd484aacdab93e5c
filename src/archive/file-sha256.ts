// The sha256 and size of a file on disk, read in 1 MiB chunks: one definition for every place
// that checks a file against a recorded digest (an import, the tool cache, the GHES upload).
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'

export async function sha256File(path: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256')
  let bytes = 0
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) {
    hash.update(chunk as Buffer)
    bytes += (chunk as Buffer).length
  }
  return { sha256: hash.digest('hex'), bytes }
}
