// What the link report (link-report.ts) finds, and how its samples keep links: bounded, so the
// report holds counts and the first REPORT_SAMPLE of each kind whatever the bundle's size.
import { MAX_FRAGMENT } from '../fragment-length.js'
import { own } from './link-resolution.js'
import type { BrokenLink } from './pending-targets.js'
import type { SiteAddressFindings } from './site-origin.js'

export interface ExternalReference {
  page: string
  /** The tag and attribute that would load it, e.g. `script src`. */
  via: string
  url: string
}

export interface LinkFindings {
  /** At most `REPORT_SAMPLE` of each, with the total count beside them. */
  brokenLinks: BrokenLink[]
  brokenLinkCount: number
  /** Links not judged because too many distinct targets were pending (a hostile archive). */
  uncheckedLinkCount: number
  externalReferences: ExternalReference[]
  externalReferenceCount: number
  /**
   * Root-absolute links and loads (`/guide/x`), read from the bundle's root, as a deployment
   * serving the bundle at its host's root reads them; only when pages have any. Apart from the
   * broken links above: served under a path prefix, the same links lead elsewhere. `prefix`
   * (`docs`, no slashes) when the site was found to be built for one (path-prefix.ts): the links
   * were judged under `/docs/`, and those counted point nowhere either way.
   */
  rootAbsolute?: { brokenLinks: BrokenLink[]; brokenLinkCount: number; prefix?: string }
  /**
   * Loads and links that name the site's own public address (site-origin.ts), judged as
   * root-absolute paths (above) and counted here, not among the loads from other origins; only
   * when pages have any.
   */
  siteAddress?: SiteAddressFindings
}

export const REPORT_SAMPLE = 20

/**
 * A link or URL as the report's sample keeps it: the job summary shows its first MAX_FRAGMENT
 * characters (log-text.ts), and one more tells it the link went on. Kept whole, a sample of
 * EXAMPLES_KEPT first links (pending-targets.ts) held as many links of any length: the 300
 * pages above kept another 80 MiB of them until the end of the pass.
 */
export function sampled(url: string): string {
  return own(url.length > MAX_FRAGMENT + 1 ? url.slice(0, MAX_FRAGMENT + 1) : url)
}

/** Findings of one kind: their count and the first REPORT_SAMPLE of them, whatever the bundle. */
export class SampledCount<T> {
  readonly sample: T[] = []
  count = 0

  /** One more; `make` is called only when it is kept. */
  keep(make: () => T): void {
    this.count += 1
    if (this.sample.length < REPORT_SAMPLE) this.sample.push(make())
  }
}

/** References of one kind (loads from other origins, …): their count and the first REPORT_SAMPLE. */
export class SampledReferences extends SampledCount<ExternalReference> {
  /** One more; `url` is made (a thunk, for a link cut out of a page) only when it is kept. */
  add(page: string, via: string, url: string | (() => string)): void {
    this.keep(() => ({ page, via, url: sampled(typeof url === 'string' ? url : url()) }))
  }
}
