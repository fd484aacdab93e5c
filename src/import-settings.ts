// The air-gap import mode's inputs: `archive` (a carried-in .tar.gz) with `bundle-url` (the
// internal link the deployment fetches it from) and `archive-sha256` (the digest the connected
// side recorded). That mode talks to no platform, so the platform's inputs are not needed, and
// any given with it is refused rather than silently ignored: a workflow that mixes the two
// halves is a mistake the user should hear about before anything happens.
import { booleanWord } from './rules/boolean.js'
import { describeLink, linkExpiry } from './links.js'
import type { InputReader } from './settings.js'

export interface ImportSettings {
  /** The carried-in archive, as given (relative paths are the workspace's). */
  archivePath: string
  /** The internal link written as bundleUrl: https://… or file:///…; it does not expire. */
  bundleUrl: string
  /** sha256 (lower-case hex) the archive must have. */
  sha256: string
}

/** Inputs that belong to the connected side (an export on the platform). */
const PLATFORM_INPUTS = ['admin-key', 'api-url', 'job-id', 'paths', 'renew-if-expiring-within']

/** What is wrong with an internal bundle link, or undefined. */
export function internalLinkProblem(link: string): string | undefined {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return `"${link}" is not a URL; give https://host/path/bundle.tar.gz or file:///path/bundle.tar.gz`
  }
  if (/\s/.test(link)) return 'holds white space'
  if (url.username || url.password) {
    return 'holds credentials (user:password@); give a link the deployment reaches without them'
  }
  if (url.protocol === 'https:') {
    if (!url.hostname) return `"${link}" names no host`
    if (url.pathname === '/' || url.pathname.endsWith('/')) {
      return `"${describeLink(link)}" names no file, only a host or a folder; give the archive's own link, such as https://docs-bundles.internal/docs/2026-11-23.tar.gz`
    }
    // The import's link is written as one that does not expire (no renewal is ever due): a
    // presigned one that says when it stops working would leave the deployment without its
    // bundle from then on, unseen.
    const expires = linkExpiry(url.searchParams)
    return expires === undefined
      ? undefined
      : `"${describeLink(link)}" is a presigned link that expires (${expires}); the import writes a link that does not expire, and the deployment could not fetch its bundle after that. Give a link without an expiry (an internal host, or the object store's own address with the deployment's credentials)`
  }
  if (url.protocol === 'file:') {
    // Judged as written, not as the URL parser mends it: it reads `file:bundles/x.tar.gz` and
    // `file://C:/x` as absolute, and the text written to the config is the raw one, which curl
    // and the deployment read otherwise (a relative path, a host named C). RFC 8089: three
    // slashes (or file://localhost/), an absolute path, forward slashes, a file, not a folder.
    const local = /^file:\/\/(?:localhost)?\/(?!\/)/i.test(link)
    // Nor a `.` or `..` segment, an encoded slash or backslash (which some file-URL readers
    // refuse, Node's among them), a query or a fragment: none names a file on a disk.
    const plain = !/\/\.{1,2}(?:\/|$)|%2f|%5c|[?#]/i.test(link)
    const shaped = local && plain && !link.includes('\\')
    return shaped && url.host === '' && url.pathname.length > 1 && !url.pathname.endsWith('/')
      ? undefined
      : `"${link}" is not a link to a local file; write file:///absolute/path/bundle.tar.gz (three slashes, no host, forward slashes, the archive's own name)`
  }
  return `"${link}" is ${url.protocol.replace(/:$/, '')}; the deployment fetches https:// or file:// links`
}

/**
 * The digest in `archive-sha256` as carried across: the hex alone, an OCI-style `sha256:<hex>`,
 * or the line `sha256sum` prints (`<hex>  docs.tar.gz`, `<hex> *docs.tar.gz`); lower case.
 * Anything else comes back as given, to be refused.
 */
function carriedDigest(given: string): string {
  const text = given.toLowerCase()
  const m = /^(?:sha256:)?([0-9a-f]{64})(?:\s+\*?\S.*)?$/.exec(text)
  return m ? m[1]! : text
}

/**
 * Reads the import inputs. Undefined when `archive` is not given (the usual export mode), in
 * which case `bundle-url` and `archive-sha256` are refused.
 */
export function readImportSettings(
  input: InputReader,
  fail: (name: string, problem: string) => void
): ImportSettings | undefined {
  const text = (name: string): string => input(name).trim()
  const archivePath = text('archive')
  if (archivePath === '') {
    for (const name of ['bundle-url', 'archive-sha256']) {
      if (text(name) !== '') {
        fail(
          name,
          'belongs to the import mode: give archive (the carried-in .tar.gz) too, or remove it'
        )
      }
    }
    return undefined
  }

  if (!/\.(tar\.gz|tgz)$/i.test(archivePath)) {
    fail('archive', `"${archivePath}" is not a .tar.gz file (the archive the export produced)`)
  }
  const bundleUrl = text('bundle-url')
  if (bundleUrl === '') {
    fail(
      'bundle-url',
      'is required with archive: the internal link the deployment fetches the bundle from: ' +
        'file:///srv/bundles/docs.tar.gz for deploymentType air-gapped (it refuses https:// links), ' +
        'or an internal https:// link such as https://docs-bundles.internal/docs/2026-11-23.tar.gz for other deployment types'
    )
  } else {
    const problem = internalLinkProblem(bundleUrl)
    if (problem) fail('bundle-url', problem)
  }
  const sha256 = carriedDigest(text('archive-sha256'))
  if (sha256 === '') {
    fail(
      'archive-sha256',
      'is required with archive: the archive-sha256 output of the export on the connected side ' +
        '(also in its job summary), so a damaged or swapped archive is refused'
    )
  } else if (!/^[0-9a-f]{64}$/.test(sha256)) {
    fail(
      'archive-sha256',
      'is not a sha256 digest (64 hexadecimal characters, alone, as `sha256:<digest>`, or as the line sha256sum prints)'
    )
  }

  for (const name of PLATFORM_INPUTS) {
    if (text(name) !== '') {
      fail(
        name,
        'is for exporting from the platform, and archive imports a carried-in archive without one: ' +
          `remove ${name}, or remove archive to export`
      )
    }
  }
  if (booleanWord(text('renew-only')) === true) {
    fail('renew-only', 'cannot renew anything with archive: an internal link does not expire')
  }
  return { archivePath, bundleUrl, sha256 }
}
