import { randomBytes } from 'node:crypto'
import { StreamingVerification } from '../../src/archive/streaming-verification.js'
import { ArchiveError } from '../../src/archive/verify.js'
import { makeTarGz, page, validBundleEntries } from '../helpers/archives.js'

/** Pushes `bytes` from `from` on in chunks of `size`, as the download would. */
async function feed(v: StreamingVerification, bytes: Buffer, from = 0, size = 1000): Promise<void> {
  for (let at = from; at < bytes.length; at += size) await v.push(bytes.subarray(at, at + size), at)
}

describe('StreamingVerification', () => {
  it('verifies an archive fed in order and reports what it holds', async () => {
    const archive = await makeTarGz(validBundleEntries())
    const v = new StreamingVerification()
    await feed(v, archive)
    await expect(v.finish()).resolves.toMatchObject({
      hasIndex: true,
      pages: 3,
      compressedBytes: archive.length
    })
  })

  it('keeps going across a Range resume, which continues at the offset where it stopped', async () => {
    const archive = await makeTarGz(validBundleEntries())
    const v = new StreamingVerification()
    await feed(v, archive.subarray(0, 300))
    // A resume sends the rest from byte 300: the stream stays whole.
    await feed(v, archive, 300)
    await expect(v.finish()).resolves.toMatchObject({ hasIndex: true })
  })

  it('steps aside when the download restarts from zero, so the file is verified instead', async () => {
    const archive = await makeTarGz(validBundleEntries())
    const v = new StreamingVerification()
    await feed(v, archive.subarray(0, 300))
    await feed(v, archive) // offset 0 again: a restart
    await expect(v.finish()).resolves.toBeUndefined()
  })

  it('reports a refused archive, and the producer is never left waiting on a dead stream', async () => {
    // Big enough to fill the verifier's buffer after it has refused the first entry.
    const hostile = await makeTarGz([
      { name: '../escape.html', data: page('x') },
      { name: 'index.html', data: randomBytes(12 * 1024 * 1024) }
    ])
    const v = new StreamingVerification()
    await feed(v, hostile, 0, 64 * 1024)
    const err = await v.finish().catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ArchiveError)
    expect((err as ArchiveError).kind).toBe('unsafe-path')
  })

  it('reports nothing once abandoned, even for a broken archive', async () => {
    const v = new StreamingVerification()
    await v.push(Buffer.from('not gzip at all'), 0)
    v.abandon()
    await expect(v.finish()).resolves.toBeUndefined()
  })
})
