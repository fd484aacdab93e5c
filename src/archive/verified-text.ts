// What a run says of an archive it verified, in the log and the job summary: the Verified line
// and the notice for a site inside a folder of the archive. Apart from the verifier (verify.ts),
// which the self-hosted deployment emulator runs too, so that the archive layer's pass does not
// load the runner toolkit to log with.
import * as core from '@actions/core'
import { info, quote } from '../log-text.js'
import type { BundleReport } from './verify.js'

/** `3 pages over 4 MiB`: the pages the scan limit left unread. */
export function unscannedText(unscanned: { count: number; overBytes: number }): string {
  const size =
    unscanned.overBytes % 1024 ** 2 === 0
      ? `${unscanned.overBytes / 1024 ** 2} MiB`
      : `${unscanned.overBytes} bytes`
  return `${unscanned.count} ${unscanned.count === 1 ? 'page' : 'pages'} over ${size}`
}

/**
 * How the root-absolute links were read: from the bundle's root, or with the path prefix the
 * site was built for taken off (path-prefix.ts).
 */
export function rootedReading(rooted: { prefix?: string }): string {
  return rooted.prefix === undefined
    ? "from the bundle's root"
    : `when the bundle is served under ${quote(`/${rooted.prefix}/`)} (the path its links are written for)`
}

/** The log line that says what a verified archive holds, the same for every way it came in. */
export function describeVerified(report: BundleReport): string {
  return (
    `Verified: ${report.pages} pages in ${report.files} files, ` +
    (report.siteFolder === undefined
      ? 'index.html present, '
      : `index.html present in ${quote(`${report.siteFolder}/`)} (the whole site is inside that folder of the archive), `) +
    `${report.brokenLinkCount} broken internal links, ` +
    (report.rootAbsolute
      ? `${report.rootAbsolute.brokenLinkCount} root-absolute links that point nowhere ${rootedReading(report.rootAbsolute)}, `
      : '') +
    `${report.externalReferenceCount} loads from other origins` +
    (report.unscannedPages ? ` (${unscannedText(report.unscannedPages)} not read for links)` : '')
  )
}

/**
 * What a run says of an archive it verified, whichever way it came in: the Verified line, and a
 * notice when the site is inside a folder of the archive (a deployment serving the bundle from
 * its root would not find it).
 */
export function announceVerified(report: BundleReport): void {
  info(describeVerified(report))
  if (report.siteFolder === undefined) return
  core.notice(
    `The bundle's site is inside the folder ${quote(`${report.siteFolder}/`)} of the archive, not at its root. ` +
      'It is delivered as it is; a deployment that serves a bundle from its root would not find index.html there.'
  )
}
