// The one error an export job fails with for something in the site (docs.json, a page, the
// export request's paths), wherever in the renderer it is found; the job's failure message.

/** A failure that fails the export job; `page` names the page when one is to blame. */
export class RenderError extends Error {
  constructor(
    message: string,
    readonly page?: string
  ) {
    super(page ? `${page}: ${message}` : message)
    this.name = 'RenderError'
  }
}
