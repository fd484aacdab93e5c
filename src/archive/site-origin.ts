// The site's own public address (the `domain` input, e.g. docs.acme.com) as pages name it.
// Generators write absolute URLs to it: Hugo with `baseURL = "https://docs.acme.com/"` writes
// `<link rel=stylesheet href="https://docs.acme.com/css/main.css">` and absolute page links,
// Jekyll's `absolute_url`, Doxygen's dot graphs `<img src="https://host/docs/x.png">`. In a
// self-hosted or air-gapped copy each such load is fetched from the public site (failing
// offline, or serving the public version) and each such link leaves the copy. The link report
// (link-report.ts) judges them as root-absolute paths into the bundle and counts them apart.
import { SampledReferences, type ExternalReference } from './link-findings.js'
import { asBrowserReads } from './link-resolution.js'

/** A URL naming a host (`https://host/…`, `//host/…`): the only kind that can name the site. */
const NAMES_HOST = /^(?:https?:)?\/\//i

/** A hostname as compared: lower case ASCII (punycode), no trailing dot, no `www.`. */
function comparable(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  return host.startsWith('www.') ? host.slice(4) : host
}

export class SiteOrigin {
  private readonly hosts: Set<string>

  /**
   * `domains` are bare hostnames as the `domain` input takes them (checkDomain): `docs.acme.com`.
   * `www.` is taken as the same site either way (`acme.com` is served at `www.acme.com`, and the
   * other way round), on http or https, at the scheme's default port.
   */
  constructor(domains: readonly string[]) {
    this.hosts = new Set(domains.map(comparable))
  }

  /**
   * The root-absolute path (`/css/main.css?v=1#x`) a URL written in a page leads to when it names
   * the site's own address over http or https (a scheme-relative `//host/…` too); else undefined.
   * The browser's URL parser reads the host (case, IDN to punycode, percent-escapes).
   */
  pathOf(written: string): string | undefined {
    const text = asBrowserReads(written)
    if (!NAMES_HOST.test(text)) return undefined
    let url: URL
    try {
      url = new URL(text, 'https://base.invalid/')
    } catch {
      return undefined
    }
    if (url.port !== '' || url.username !== '' || url.password !== '') return undefined
    if (!this.hosts.has(comparable(url.hostname))) return undefined
    return url.pathname + url.search + url.hash
  }

  /** A `<base href>` naming the site's own address, made absolute; else undefined. */
  baseOf(href: string): string | undefined {
    if (this.pathOf(href) === undefined) return undefined
    return new URL(asBrowserReads(href), 'https://base.invalid/').href
  }

  /** Whether `href`, read against the absolute `base`, leads to the site's own address. */
  leadsHere(href: string, base: string): boolean {
    try {
      return this.pathOf(new URL(asBrowserReads(href), base).href) !== undefined
    } catch {
      return false
    }
  }
}

/**
 * Loads and links that name the site's own public address: a self-hosted copy fetches such a
 * load from the public site and such a link leaves the copy. Counts and the first REPORT_SAMPLE
 * of each, in reading order.
 */
export interface SiteAddressFindings {
  loads: ExternalReference[]
  loadCount: number
  links: ExternalReference[]
  linkCount: number
}

/** The link report's count of them (bounded: counts and samples). */
export class SiteAddressCount {
  readonly loads = new SampledReferences()
  readonly links = new SampledReferences()

  /** The findings, when pages had any. */
  findings(): SiteAddressFindings | undefined {
    const { loads, links } = this
    if (loads.count + links.count === 0) return undefined
    return {
      loads: loads.sample,
      loadCount: loads.count,
      links: links.sample,
      linkCount: links.count
    }
  }
}
