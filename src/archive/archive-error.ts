// The one error a bundle that fails verification produces, with a stable kind for callers.
export class ArchiveError extends Error {
  constructor(
    message: string,
    /** A stable kind, for callers and tests: what was wrong, not where. */
    readonly kind:
      | 'not-gzip'
      | 'not-tar'
      | 'truncated'
      | 'unsafe-path'
      | 'unsafe-link'
      | 'conflicting-entry'
      | 'too-large'
      | 'too-many-entries'
      | 'no-index'
      | 'unsupported-entry'
  ) {
    super(message)
    this.name = 'ArchiveError'
  }
}
