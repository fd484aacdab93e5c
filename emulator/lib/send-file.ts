// Writes a byte range of a file to an HTTP response from a few reused 1 MiB buffers.
//
// Why: the emulator stands in for an object store on another machine, whose serving costs the
// runner nothing, yet here it shares the benchmark's two cores with the action, and what it
// spends the action's figures pay for. At fs's default 64 KiB reads it spent 1.4-3.3 s of CPU per
// GiB (a read and a socket write per 64 KiB). Piped from a read stream with 1 MiB reads, it still
// spent 1.9-2.9 s on 2026-11-27 when run in the benchmark's process (a large heap): a stream
// allocates a fresh buffer for every read, and a CPU profile put 1.26 s in collections and 1.10 s
// in `FastBuffer` (fresh memory touched). Four buffers read into again and again: about 0.7 s,
// the kernel's copies and little else. Reads go one after another, so bytes go out in order.
import { open } from 'node:fs/promises'
import type http from 'node:http'

const CHUNK_BYTES = 1024 * 1024
const BUFFERS = 4

/**
 * Sends bytes `start` to `end` (inclusive) of `file`. Resolves true once every byte is handed to
 * the socket, false when the response closed first or the file could not be read (the response
 * is then destroyed). The caller ends the response.
 */
export async function sendFileRange(
  res: http.ServerResponse,
  file: string,
  start: number,
  end: number
): Promise<boolean> {
  if (end < start) return true
  const handle = await open(file, 'r').catch(() => undefined)
  if (!handle) {
    res.destroy()
    return false
  }
  const free: Buffer[] = []
  for (let i = 0; i < BUFFERS; i++) free.push(Buffer.allocUnsafeSlow(CHUNK_BYTES))
  let closed = res.destroyed
  let wakeUp: (() => void) | undefined
  const wake = (): void => {
    const resume = wakeUp
    wakeUp = undefined
    resume?.()
  }
  const onClose = (): void => {
    closed = true
    wake()
  }
  res.on('close', onClose)
  try {
    for (let at = start; at <= end && !closed;) {
      while (free.length === 0 && !closed) await new Promise<void>(r => (wakeUp = r))
      if (closed) break
      const buffer = free.pop()!
      const { bytesRead } = await handle.read(buffer, 0, Math.min(CHUNK_BYTES, end - at + 1), at)
      if (bytesRead === 0) throw new Error(`${file} ended at byte ${at}`)
      at += bytesRead
      if (closed) break
      res.write(buffer.subarray(0, bytesRead), () => {
        free.push(buffer)
        wake()
      })
    }
    // Every buffer back: the socket has taken every byte.
    while (free.length < BUFFERS && !closed) await new Promise<void>(r => (wakeUp = r))
    return !closed
  } catch {
    res.destroy()
    return false
  } finally {
    res.off('close', onClose)
    await handle.close()
  }
}
