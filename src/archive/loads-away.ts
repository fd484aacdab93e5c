// What leaves a self-hosted copy of the bundle, as the link report (link-report.ts) counts it:
// loads from other origins (a bounded sample and a count), loads and links naming the site's own
// public address (counted apart, site-origin.ts), and where a page's `<base href>` puts its
// relative URLs when it lies outside the bundle (then they are counted, not judged).
import { posix } from 'node:path'
import { SampledReferences } from './link-findings.js'
import { asBrowserReads, baseFolder, isExternal, schemeEnd } from './link-resolution.js'
import { SiteAddressCount, type SiteOrigin } from './site-origin.js'

export class LoadsAway {
  /** Loads from other origins. */
  readonly externals = new SampledReferences()
  /** Loads and links naming the site's own address: counts and the first of each. */
  readonly own = new SiteAddressCount()
  /** Set while a page whose `<base href>` lies outside the bundle is scanned (see baseFolder). */
  elsewhere: 'other-origin' | 'host' | 'site-address' | undefined
  /** That base, absolute, when it names the site's own address (`site-address`). */
  ownBase = ''

  /** `origin`: the site's own public address, when told. */
  constructor(private readonly origin: SiteOrigin | undefined) {}

  /**
   * A page begins whose `<base href>` is `href` (undefined without one): answers the bundle
   * folder its relative URLs resolve from, and notes whether they lead elsewhere.
   */
  enterPage(page: string, href: string | undefined): string {
    const base = href === undefined ? undefined : baseFolder(posix.dirname(page), href)
    this.elsewhere = base !== undefined && 'elsewhere' in base ? base.elsewhere : undefined
    // Hugo themes write `<base href="{{ .Site.BaseURL }}">`: every relative URL of the page
    // leads to the site's public address then, out of a self-hosted copy (counted, not judged).
    const ownBase = this.elsewhere === 'other-origin' ? this.origin?.baseOf(href!) : undefined
    if (ownBase !== undefined) [this.elsewhere, this.ownBase] = ['site-address', ownBase]
    return base !== undefined && 'folder' in base ? base.folder : posix.dirname(page)
  }

  /**
   * Counts a URL of `path` (a page or a stylesheet) that leaves the bundle, the site's own
   * address apart; false for any other.
   */
  counted(path: string, via: string, url: string): boolean {
    if (!isExternal(url)) return false
    if (this.origin?.pathOf(url) !== undefined) this.own.loads.add(path, via, url)
    else this.externals.add(path, via, url)
    return true
  }

  /** A relative URL loaded on a page whose base lies elsewhere: counted where it leads. */
  relative(page: string, via: string, url: string): void {
    // Against a base on another origin, any URL naming a path is fetched from there.
    const written = asBrowserReads(url)
    const path = schemeEnd(written) === 0 && !/^(?:#|$)/.test(written)
    if (!path) return
    if (this.elsewhere === 'other-origin') this.externals.add(page, via, url)
    else if (this.elsewhere === 'site-address') this.own.loads.add(page, via, url)
  }
}
