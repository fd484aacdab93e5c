// What a run says of an archive it verified, in the log and the job summary: the Verified line
// and the notice for a site inside a folder of the archive. Apart from the verifier (verify.ts),
// which the self-hosted deployment emulator runs too, so that the archive layer's pass does not
// load the runner toolkit to log with.
import * as core from '@actions/core'
import { info, quote } from '../log-text.js'
import type { SiteAddressFindings } from './site-origin.js'
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
 * `3 page names from hard or symbolic links in another folder`: names that serve a page read
 * under another, from a folder its relative links may not read alike from (second-names.ts). One
 * link to a folder gives a name to every page below it.
 */
export function otherNamesText(found: { count: number }): string {
  const names = found.count === 1 ? 'page name' : 'page names'
  return `${found.count} ${names} from hard or symbolic links in another folder`
}

/**
 * `2 pages stored under a name that is not a page's`: page names of links whose bytes the
 * verifier read as another kind of file (second-names.ts).
 */
export function storedAsOtherText(found: { count: number }): string {
  const pages = found.count === 1 ? 'page' : 'pages'
  return `${found.count} ${pages} stored under a name that is not a page's`
}

/** `2 loads and 14 links` (a kind there is none of left out): those naming the site's address. */
export function siteAddressCounts(found: SiteAddressFindings): string {
  const plural = (n: number, one: string): string => `${n} ${n === 1 ? one : `${one}s`}`
  const loads = found.loadCount > 0 ? plural(found.loadCount, 'load') : ''
  const links = found.linkCount > 0 ? plural(found.linkCount, 'link') : ''
  return loads && links ? `${loads} and ${links}` : loads || links
}

/**
 * Why they matter, the same in the log and the summary: a self-hosted copy takes them to the
 * public site. Not a failure: the bundle is delivered as the platform built it.
 */
export function siteAddressWhy(found: SiteAddressFindings): string {
  const one = found.loadCount + found.linkCount === 1
  const loads =
    found.loadCount === 0
      ? ''
      : `a self-hosted copy fetches ${one ? 'it' : found.linkCount === 0 ? 'them' : 'the loads'} from the public site ` +
        '(failing where that is out of reach, as on an air-gapped network)'
  const links =
    found.linkCount === 0
      ? ''
      : `${one ? 'it leads' : found.loadCount === 0 ? 'they lead' : 'the links lead'} out of a self-hosted copy to the public site`
  // Those in a page based at the site's address (`<base href>`) are relative, and not judged.
  const checked = one
    ? 'where written as an absolute URL, it was also checked as a path of the bundle'
    : 'those written as absolute URLs were also checked as paths of the bundle'
  return `${[loads, links].filter(Boolean).join(', and ')}; ${checked}`
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
    (report.siteAddress
      ? `, ${siteAddressCounts(report.siteAddress)} naming the site's public address`
      : '') +
    (report.unscannedPages ? ` (${unscannedText(report.unscannedPages)} not read for links)` : '') +
    (report.pagesUnderOtherNames
      ? ` (${otherNamesText(report.pagesUnderOtherNames)}: relative links not checked from there)`
      : '') +
    (report.pagesStoredAsOtherFiles
      ? ` (${storedAsOtherText(report.pagesStoredAsOtherFiles)}: not read for links)`
      : '')
  )
}

/**
 * What a run says of an archive it verified, whichever way it came in: the Verified line, and a
 * notice when the site is inside a folder of the archive (a deployment serving the bundle from
 * its root would not find it).
 */
export function announceVerified(report: BundleReport): void {
  info(describeVerified(report))
  const own = report.siteAddress
  if (own !== undefined) {
    const first = own.loads[0] ?? own.links[0]
    core.warning(
      `${siteAddressCounts(own)} in the bundle's pages ${own.loadCount + own.linkCount === 1 ? 'names' : 'name'} ` +
        "the site's public address, e.g. " +
        `${quote(first!.url)} in ${quote(first!.page)}: ${siteAddressWhy(own)}. It is delivered as it is.`
    )
  }
  if (report.siteFolder === undefined) return
  core.notice(
    `The bundle's site is inside the folder ${quote(`${report.siteFolder}/`)} of the archive, not at its root. ` +
      'It is delivered as it is; a deployment that serves a bundle from its root would not find index.html there.'
  )
}
