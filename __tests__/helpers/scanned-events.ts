// The verifier's findings in the reference's shape (reference-scanner.ts), so the two can be
// compared: what the byte scanner reports for a page, and what a report says of the links; and
// an archive fed in odd chunks, as a download hands it over.
import { Readable } from 'node:stream'
import { PageScanner } from '../../src/archive/page-references.js'
import type { BundleReport } from '../../src/archive/verify.js'
import type { PageEvent, ReferenceFindings } from './reference-scanner.js'

/** The page's references as `scanner` reports them: all loads in order, then all anchors. */
export function scannedEvents(html: Buffer, scanner = new PageScanner()): PageEvent[] {
  const events: PageEvent[] = []
  const anchors: PageEvent[] = []
  scanner.scan(html, {
    load: (tag, attr, value, element) =>
      events.push({ kind: 'load', tag, attr, value, element: element.text() }),
    anchors: (bytes, starts, ends) => {
      for (let i = 0; i < starts.length; i++) {
        anchors.push({ kind: 'anchor', href: bytes.toString('utf8', starts.get(i), ends.get(i)) })
      }
    }
  })
  return [...events, ...anchors]
}

/** `buf` as a stream of `size`-byte chunks (pages and characters split anywhere). */
export const inChunks = (buf: Buffer, size = 7919): Readable =>
  Readable.from(
    (function* () {
      for (let i = 0; i < buf.length; i += size) yield buf.subarray(i, i + size)
    })()
  )

/** The part of a verifier's report the reference computes too (reference-scanner.ts). */
export function findingsOf(report: BundleReport): ReferenceFindings {
  return {
    brokenLinkCount: report.brokenLinkCount,
    brokenLinks: report.brokenLinks,
    externalReferenceCount: report.externalReferenceCount,
    externalReferences: report.externalReferences
  }
}
