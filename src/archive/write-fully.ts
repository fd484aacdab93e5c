// A write of the downloaded bytes that puts every byte in the file.
//
// A regular file may take fewer bytes than asked (as the disk fills; the next write then says
// why). The download once ignored how many were taken, which would have left a hole in the
// archive on disk that the verifier, reading the stream, never sees. So a short write is carried
// on from where it stopped.
import type { FileHandle } from 'node:fs/promises'

/** Writes all of `bytes` at `offset`, however many calls the file takes. */
export async function writeFully(file: FileHandle, bytes: Buffer, offset: number): Promise<void> {
  for (let done = 0; done < bytes.length;) {
    const { bytesWritten } = await file.write(bytes, done, bytes.length - done, offset + done)
    if (bytesWritten === 0) throw new Error(`the file took no bytes at offset ${offset + done}`)
    done += bytesWritten
  }
}

/**
 * Writes all of `pieces`, one after the other, at `offset`: in one gathering call when the file
 * takes them all, as it does unless the disk is filling; what a short write leaves is carried on
 * piece by piece.
 */
export async function writeAll(file: FileHandle, pieces: Buffer[], offset: number): Promise<void> {
  let { bytesWritten: taken } = await file.writev(pieces, offset)
  let at = offset
  for (const piece of pieces) {
    if (taken >= piece.length) {
      taken -= piece.length
    } else {
      await writeFully(file, piece.subarray(taken), at + taken)
      taken = 0
    }
    at += piece.length
  }
}
