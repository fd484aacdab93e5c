// Pages the archive stores under a second name: a hard link naming an earlier page (GNU tar stores
// every name of a file after the first so), a symbolic link whose chain ends at one, or a symbolic
// link to a folder above it (`latest -> versions/v2` serves every page there again). A static
// host serves the page under each name, and the browser resolves its relative links from the
// folder of the name it asked for; the verifier reads the page once, under the name it came with
// (its bytes are gone when a hard link names it, and a symbolic link is followed only once the
// archive is read), so its relative links were judged from that folder alone. Under a name in
// the same folder they lead to the same paths (through a link to a folder, also when the link and
// the folder share a parent); from any other folder they may lead elsewhere, and the report says
// so: a count and the first REPORT_SAMPLE, whatever the bundle.
// Keeping every page's links to judge them again would hold all of them, which the pass must not.
import { posix } from 'node:path'
import { REPORT_SAMPLE } from './link-findings.js'

export interface SecondName {
  /** The page as the archive stored it (its links were judged from its folder). */
  page: string
  /** The name in another folder that also serves it. */
  servedAs: string
}

export interface SecondNameFindings {
  /** Names of pages, in other folders than the pages', whose relative links were not judged. */
  count: number
  /** The first REPORT_SAMPLE of them, in the order they were found. */
  sample: SecondName[]
}

export class SecondNames {
  private count = 0
  private readonly sample: SecondName[] = []

  /**
   * `servedAs` serves the page stored as `page` (both pages' names): counted when its relative
   * links read from another folder. `readsAs` is a name they read alike from, when that is not
   * `servedAs` itself (a name through a link to a folder: entry-tree.ts).
   */
  served(page: string, servedAs: string, readsAs = servedAs): void {
    if (posix.dirname(page) === posix.dirname(readsAs)) return
    this.count += 1
    if (this.sample.length < REPORT_SAMPLE) this.sample.push({ page, servedAs })
  }

  /** What the report says of them; undefined when there were none. */
  findings(): SecondNameFindings | undefined {
    return this.count === 0 ? undefined : { count: this.count, sample: this.sample }
  }
}
