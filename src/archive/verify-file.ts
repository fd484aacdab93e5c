// Verification of an archive that is already on disk (an import, a restarted download, a cached
// copy), alone or while copying it: the file-reading around the stream verifier (verify.ts),
// which reads bytes from wherever they come and opens no file itself.
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { Transform } from 'node:stream'
import { finished, pipeline } from 'node:stream/promises'
import { verifyBundle, type BundleReport, type VerifyOptions } from './verify.js'

/** Verifies an archive already on disk (an import, a restarted download, a cached copy). */
export async function verifyFile(path: string, options: VerifyOptions = {}): Promise<BundleReport> {
  // 1 MiB reads: the default 64 KiB costs a round trip through the libuv pool per read.
  return verifyBundle(createReadStream(path, { highWaterMark: 1024 * 1024 }), options)
}

/**
 * Verifies an archive on disk while copying it to `destination` and hashing the bytes copied:
 * one read of the source, and the digest is of the very bytes the copy holds (a source changed
 * after an earlier check cannot slip through). The copy is removed when anything fails.
 */
export async function verifyFileCopy(
  source: string,
  destination: string,
  options: VerifyOptions = {}
): Promise<{ report: BundleReport; sha256: string }> {
  const hash = createHash('sha256')
  const out = createWriteStream(destination)
  const input = createReadStream(source, { highWaterMark: 1024 * 1024 })
  // Each chunk goes to the hash and the copy before the verifier takes it; a slow disk holds
  // the read back.
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      if (out.write(chunk)) done(null, chunk)
      else out.once('drain', () => done(null, chunk))
    }
  })
  // A failing disk ends the pass (a write waiting for 'drain' would wait for ever).
  out.on('error', err => tap.destroy(err))
  try {
    const [copied, verified] = await Promise.allSettled([
      pipeline(input, tap),
      verifyBundle(tap, options)
    ])
    // The verifier's refusal says what is wrong; the copy then only saw its stream cut.
    if (verified.status === 'rejected') throw verified.reason
    if (copied.status === 'rejected') throw copied.reason
    const report = verified.value
    out.end()
    await finished(out)
    return { report, sha256: hash.digest('hex') }
  } catch (err) {
    input.destroy()
    out.destroy()
    await rm(destination, { force: true })
    throw err
  }
}
