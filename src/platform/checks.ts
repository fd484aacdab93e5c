// Pure input checks, run before any request. Each returns a problem message (for the user, never
// containing the secret itself) or undefined when the value is fine, so the action's settings
// module can reuse them and name the input in its own words.

/** Admin keys start with this prefix (see the platform spec, section 5). */
export const ADMIN_KEY_PREFIX = 'svc_'
/** Public assistant keys start with this prefix; they cannot drive the static export API. */
export const ASSISTANT_KEY_PREFIX = 'svc_dsc_'

/**
 * A key travels as a bearer token in the Authorization header (RFC 6750: letters, digits and a
 * few marks); a character outside printable ASCII is no part of any key and cannot be sent there
 * at all (Node refuses the header, and the request fails as if the connection had broken). It is
 * an invisible character copied along with the key: a zero-width space where a web page let a
 * long token wrap, a soft or non-breaking hyphen. Named by code point and place, never shown.
 */
export function keyCharacterProblem(key: string, what: string): string | undefined {
  let place = 0
  for (const character of key) {
    place++
    if (/^[\x21-\x7e]$/.test(character) || /^\s$/.test(character)) continue
    const code = character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')
    return (
      `${what} holds U+${code} at character ${place}, which no API key holds (an invisible ` +
      'character copied along with it?); paste the key again as plain text'
    )
  }
  return undefined
}

export function checkAdminKey(key: string): string | undefined {
  const trimmed = key.trim()
  if (trimmed === '') return 'the admin API key is empty'
  if (trimmed !== key) return 'the admin API key has leading or trailing whitespace'
  const characterProblem = keyCharacterProblem(key, 'the admin API key')
  if (characterProblem) return characterProblem
  if (key.startsWith(ASSISTANT_KEY_PREFIX)) {
    return (
      `this is the public assistant key (it starts with "${ASSISTANT_KEY_PREFIX}"), which cannot ` +
      `start exports; use an admin API key (it starts with "${ADMIN_KEY_PREFIX}") from the ` +
      "dashboard's API keys page"
    )
  }
  if (!key.startsWith(ADMIN_KEY_PREFIX)) {
    return (
      `this does not look like an admin API key: admin keys start with "${ADMIN_KEY_PREFIX}"; ` +
      "create one on the dashboard's API keys page"
    )
  }
  if (/\s/.test(key)) return 'the admin API key contains whitespace'
  return undefined
}

// One DNS label: letters, digits and inner hyphens, at most 63 characters.
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

/**
 * Turns what a user might paste (`https://docs.acme.com/`) into the bare hostname the platform
 * wants, or undefined when there is no hostname to recover. Used to suggest the right value, not
 * to silently accept the wrong one.
 */
export function normalizeDomain(input: string): string | undefined {
  let text = input.trim()
  if (text === '') return undefined
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) text = `https://${text}`
  try {
    const url = new URL(text)
    const host = url.hostname.toLowerCase().replace(/\.$/, '')
    return checkHostname(host) === undefined ? host : undefined
  } catch {
    return undefined
  }
}

function checkHostname(host: string): string | undefined {
  if (host.length > 253) return 'the domain is longer than 253 characters'
  const labels = host.split('.')
  if (labels.length < 2) return `"${host}" is not a full hostname (expected e.g. docs.example.com)`
  if (!labels.every(label => LABEL.test(label))) {
    return `"${host}" is not a valid hostname`
  }
  return undefined
}

/**
 * The domain must be a bare hostname as DNS writes it: no scheme, port, path, query or trailing
 * slash, in lower case, ASCII (an internationalised name in its IDNA form), no final dot. What
 * a user may paste instead is named, with the hostname to give.
 */
export function checkDomain(domain: string): string | undefined {
  if (domain.trim() === '') return 'the domain is empty'
  const lower = domain.toLowerCase()
  const bare = !/[:/?#@\s]/.test(domain)
  if (lower === domain && bare && checkHostname(domain) === undefined) return undefined
  const suggestion = normalizeDomain(domain)
  if (suggestion === undefined || suggestion === domain) {
    return bare && lower === domain
      ? checkHostname(domain)
      : `"${domain}" is not a bare hostname (expected e.g. docs.example.com)`
  }
  const use = `use "${suggestion}"`
  if (!bare) {
    return `the domain must be a bare hostname without scheme, port, path or slash: ${use}`
  }
  // eslint-disable-next-line no-control-regex -- the test is for anything past ASCII
  if (/[^\x00-\x7f]/.test(domain)) {
    return `"${domain}" is an internationalised hostname; give its ASCII (IDNA) form: ${use}`
  }
  if (lower.replace(/\.$/, '') === suggestion && lower !== suggestion) {
    return `the domain ends with a dot (a fully qualified name); give the hostname without it: ${use}`
  }
  return `hostnames are written in lower case: ${use}`
}

/** Loopback hosts, the only ones allowed over plain HTTP (the emulators live there). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (host === '::1' || host === '0:0:0:0:0:0:0:1') return true
  const v4 = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host)
  return v4 !== null && v4.slice(1).every(part => Number(part) <= 255)
}

/**
 * An API base URL (the export API's, the assistant's discovery URL) must be absolute, HTTPS (plain
 * HTTP only on loopback), without credentials, query or fragment; `what` names it in the problem.
 */
export function checkApiUrl(url: string, what = 'the API URL'): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return `"${url}" is not an absolute URL (expected e.g. https://api.example.com)`
  }
  if (parsed.username || parsed.password) return `${what} must not contain credentials`
  if (parsed.search || parsed.hash) return `${what} must not contain a query or fragment`
  if (parsed.protocol === 'https:') return undefined
  if (parsed.protocol === 'http:') {
    return isLoopbackHost(parsed.hostname)
      ? undefined
      : `${what} must use https:// (plain http is allowed only for loopback addresses): ${parsed.origin}`
  }
  return `${what} must use https://, not ${parsed.protocol}`
}

/**
 * The assistant's `{discovery_url}`: an API base URL, and only the base. The client appends
 * `/v1/assistant/{domain}/message`; a URL copied with that path, or with its `/v1`, would double
 * it, and the 404 that follows reads as an unknown domain.
 */
export function checkDiscoveryUrl(url: string): string | undefined {
  return (
    checkApiUrl(url, 'the discovery URL') ??
    endpointPathProblem(
      url,
      'the discovery URL',
      /\/v1(\/assistant(\/.*)?)?$/,
      '/v1/assistant/{domain}/message'
    )
  )
}

/**
 * The export API's `{base_url}` (api-url): an API base URL, and only the base, for the same
 * reason: the client appends `/v1/static-export/jobs`, so one copied from the reference's
 * endpoint (…/v1, …/v1/static-export/jobs) gets `/v1/v1/…`, a 404 read as an unknown domain or
 * job. A path before it (a platform behind a reverse proxy at /docs-api) is kept.
 */
export function checkExportApiUrl(url: string): string | undefined {
  return (
    checkApiUrl(url, 'the API URL') ??
    endpointPathProblem(
      url,
      'the API URL',
      /\/v1(\/static-export(\/.*)?)?$/,
      '/v1/static-export/jobs'
    )
  )
}

/** A base URL that ends in (part of) the endpoint path the client appends itself. */
function endpointPathProblem(
  url: string,
  what: string,
  tail: RegExp,
  appended: string
): string | undefined {
  const parsed = new URL(url)
  const path = parsed.pathname.replace(/\/+$/, '')
  const at = path.search(tail)
  if (at === -1) return undefined
  return (
    `${what} must be the base address only, without ${path.slice(at)}: the client ` +
    `adds ${appended} itself (use ${parsed.origin}${path.slice(0, at)})`
  )
}

/**
 * The assistant's `{domain}` path segment: the site's domain identifier (the last segment of its
 * dashboard URL, e.g. `acme`), so no scheme, port, slash, query or white space.
 */
export function checkAssistantDomain(domain: string): string | undefined {
  if (domain.trim() === '') return "the domain is empty: give the site's domain identifier"
  if (/[/:?#@\s]/.test(domain)) {
    return (
      "the domain must be the site's domain identifier only (the last segment of its dashboard " +
      `URL, e.g. acme), without protocol, slashes or spaces (got "${domain}")`
    )
  }
  return undefined
}
