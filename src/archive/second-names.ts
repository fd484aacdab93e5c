// Pages the archive stores under a second name: a hard link naming an earlier page (GNU tar stores
// every name of a file after the first so), a symbolic link whose chain ends at one, or a symbolic
// link to a folder above it (`latest -> versions/v2` serves every page there again). A static
// host serves the page under each name, and the browser resolves its relative links from the
// folder of the name it asked for; the verifier reads the page once, under the name it came with
// (its bytes are gone when a hard link names it, and a symbolic link is followed only once the
// archive is read), so its relative links were judged from that folder alone. Under a name in
// the same folder they lead to the same paths (through a link to a folder, also when the link and
// the folder share a parent); from any other folder they may lead elsewhere, and the report says
// so: a count and the first REPORT_SAMPLE, whatever the bundle. A page's name whose bytes are
// stored under a name that is no page's (`a.html` → `a.txt`) is served as a page that was never
// read at all, and is reported apart.
// Keeping every page's links to judge them again would hold all of them, which the pass must not.
import { posix } from 'node:path'
import { SampledCount } from './link-findings.js'

export interface SecondName {
  /** The file as the archive stored it (a page's links were judged from its folder). */
  page: string
  /** The page's name, in another folder or of a file that is no page, that also serves it. */
  servedAs: string
}

export interface SecondNameFindings {
  /**
   * The names: of pages in other folders than their own, whose relative links were not judged
   * from there; or of pages stored under a name that is not a page's, not read at all.
   */
  count: number
  /** The first REPORT_SAMPLE of them, in the order they were found. */
  sample: SecondName[]
}

export class SecondNames {
  private readonly otherFolder = new SampledCount<SecondName>()
  private readonly notAPage = new SampledCount<SecondName>()

  /**
   * `servedAs` serves the page stored as `page` (both pages' names): counted when its relative
   * links read from another folder. `readsAs` is a name they read alike from, when that is not
   * `servedAs` itself (a name through a link to a folder: entry-tree.ts).
   */
  served(page: string, servedAs: string, readsAs = servedAs): void {
    if (posix.dirname(page) !== posix.dirname(readsAs)) {
      this.otherFolder.keep(() => ({ page, servedAs }))
    }
  }

  /**
   * `servedAs`, a page's name, serves a file stored under a name that is not a page's
   * (`a.html` → `a.txt`): a host serves those bytes as a page, and the verifier, which reads
   * each file once under the name it came with, read none of its links or loads.
   */
  unread(stored: string, servedAs: string): void {
    this.notAPage.keep(() => ({ page: stored, servedAs }))
  }

  /** What the report says of the names in other folders; undefined when there were none. */
  findings(): SecondNameFindings | undefined {
    return findingsOf(this.otherFolder)
  }

  /** What the report says of the pages stored under a name that is not a page's. */
  unreadFindings(): SecondNameFindings | undefined {
    return findingsOf(this.notAPage)
  }
}

function findingsOf(names: SampledCount<SecondName>): SecondNameFindings | undefined {
  return names.count === 0 ? undefined : { count: names.count, sample: names.sample }
}
