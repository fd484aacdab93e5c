// Verification in the same pass as the download: the bytes go to the verifier as they arrive,
// so gunzip runs beside the transfer and a slow link hides the verification entirely.
import { PassThrough } from 'node:stream'
import { verifyBundle, type BundleReport, type VerifyOptions } from './verify.js'

/**
 * Feeds the downloaded bytes to the verifier as they arrive. Valid while the bytes come in
 * order from offset 0 (a Range resume continues in order); a restart from zero abandons it, and
 * `finish()` then answers undefined so the caller verifies the file instead.
 */
export class StreamingVerification {
  private readonly input = new PassThrough({ highWaterMark: 512 * 1024 })
  private readonly result: Promise<BundleReport | undefined>
  private next = 0
  private valid = true

  constructor(options: VerifyOptions = {}) {
    this.result = verifyBundle(this.input, options).then(
      report => (this.valid ? report : undefined),
      (err: unknown) => {
        // A failure of the verifier is the archive's only when the stream was intact and whole.
        if (this.valid) throw err
        return undefined
      }
    )
    // Until finish() awaits it, a rejection must not count as unhandled; stream errors are the
    // verifier's to report.
    this.result.catch(() => undefined)
    this.input.on('error', () => undefined)
  }

  async push(chunk: Buffer, offset: number): Promise<void> {
    if (!this.valid) return
    if (offset !== this.next) {
      this.abandon()
      return
    }
    this.next += chunk.length
    // The verifier destroys its input when it refuses the archive; the download then runs to its
    // end without it and finish() reports the refusal.
    if (this.input.destroyed) return
    if (!this.input.write(chunk)) {
      await new Promise<void>(resolve => {
        const done = (): void => {
          this.input.off('drain', done)
          this.input.off('close', done)
          resolve()
        }
        this.input.on('drain', done)
        this.input.on('close', done)
      })
    }
  }

  abandon(): void {
    if (!this.valid) return
    this.valid = false
    this.input.destroy()
  }

  /** The report, or undefined when the stream was abandoned. Throws ArchiveError for a bad archive. */
  async finish(): Promise<BundleReport | undefined> {
    if (this.valid && !this.input.destroyed) this.input.end()
    return this.result
  }
}
