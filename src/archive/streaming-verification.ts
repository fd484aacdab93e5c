// Verification in the same pass as the download: the bytes go to the verifier's gunzip as they
// arrive, so it runs beside the transfer and a slow link hides the verification entirely.
import { openVerification, type BundleReport, type VerifyOptions } from './verify.js'

/**
 * Feeds the downloaded bytes to the verifier as they arrive. Valid while the bytes come in
 * order from offset 0 (a Range resume continues in order); a restart from zero abandons it, and
 * `finish()` then answers undefined so the caller verifies the file instead.
 */
export class StreamingVerification {
  private readonly verification: ReturnType<typeof openVerification>
  private readonly result: Promise<BundleReport | undefined>
  private next = 0
  private valid = true

  constructor(options: VerifyOptions = {}) {
    this.verification = openVerification(options)
    this.result = this.verification.report.then(
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
    this.verification.input.on('error', () => undefined)
  }

  /**
   * Hands the bytes to gunzip; resolves once it has consumed them, so the caller may fill the
   * buffer again (the download's slabs). A restart from zero abandons the verification.
   */
  async push(chunk: Buffer, offset: number): Promise<void> {
    if (!this.valid) return
    if (offset !== this.next) {
      this.abandon()
      return
    }
    this.next += chunk.length
    const { input } = this.verification
    // The verifier destroys its input when it refuses the archive; the download then runs to its
    // end without it and finish() reports the refusal.
    if (input.destroyed) return
    // The callback comes once gunzip has inflated every byte of the chunk. A gunzip destroyed
    // while inflating it (a refused archive, bytes that are not gzip) never calls it, but is done
    // with the buffer once it has closed: either way the buffer is free again.
    await new Promise<void>(resolve => {
      const done = (): void => {
        input.off('close', done)
        resolve()
      }
      input.on('close', done)
      input.write(chunk, done)
    })
  }

  abandon(): void {
    if (!this.valid) return
    this.valid = false
    this.verification.input.destroy()
  }

  /** The report, or undefined when the stream was abandoned. Throws ArchiveError for a bad archive. */
  async finish(): Promise<BundleReport | undefined> {
    const { input } = this.verification
    if (this.valid && !input.destroyed) input.end()
    return this.result
  }
}
