// Verification in the same pass as the download: the bytes go to the verifier's gunzip as they
// arrive, so it runs beside the transfer and a slow link hides the verification entirely.
import {
  openVerification,
  type BundleReport,
  type Verification,
  type VerifyOptions
} from './verify.js'

/**
 * Feeds the downloaded bytes to the verifier as they arrive. Valid while the bytes come in
 * order from offset 0 (a Range resume continues in order); a restart from zero abandons it, and
 * `finish()` then answers undefined so the caller verifies the file instead.
 */
export class StreamingVerification {
  private readonly verification: Verification
  private next = 0
  private valid = true

  constructor(options: VerifyOptions = {}) {
    this.verification = openVerification(options)
  }

  /**
   * Hands the bytes to the verifier; resolves once it has consumed them, so the caller may fill
   * the buffer again (the download's slabs). A restart from zero abandons the verification.
   */
  async push(chunk: Buffer, offset: number): Promise<void> {
    if (!this.valid) return
    if (offset !== this.next) {
      this.abandon()
      return
    }
    this.next += chunk.length
    // A refused archive stops the verifier, which then turns every write away at once; the
    // download runs to its end without it and finish() reports the refusal.
    await this.verification.write(chunk).catch(() => undefined)
  }

  abandon(): void {
    if (!this.valid) return
    this.valid = false
    this.verification.abandon()
  }

  /** The report, or undefined when the stream was abandoned. Throws ArchiveError for a bad archive. */
  async finish(): Promise<BundleReport | undefined> {
    // After a refusal, ending changes nothing: the report has its answer.
    if (this.valid) this.verification.end()
    try {
      const report = await this.verification.report
      return this.valid ? report : undefined
    } catch (err) {
      // A failure of the verifier is the archive's only when the stream was intact and whole,
      // as it stands when the caller finishes (a refusal may come before a restart).
      if (this.valid) throw err
      return undefined
    }
  }
}
