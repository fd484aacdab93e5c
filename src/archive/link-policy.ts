// Where a bundle link may lead. The link comes from the platform's answer (and its redirects from
// whatever host serves it): taken blindly, a runner would fetch `file:///etc/passwd`, its cloud's
// metadata service (`169.254.169.254`, which hands out the runner's cloud credentials) or
// services of the runner's own network. So, before any request and again for every redirect:
//
// - the scheme: `https:`, or `http:` to a loopback address (as for the platform's API), or to a
//   private one when private ranges are allowed (below);
// - the host, as written and as resolved (every address it resolves to, and the address the
//   socket actually connected to): metadata, link-local, unspecified, multicast and broadcast
//   addresses are refused outright; private ranges only when `allow-private-bundle-hosts` says
//   so (bundle storage inside the user's own network); loopback and public addresses pass.
//
// Every refusal is a LinkRefused naming its rule, so the user reads why, not just "failed".
import { BlockList, isIP } from 'node:net'

export interface LinkPolicy {
  /** `allow-private-bundle-hosts`: private ranges (10/8, 172.16/12, 192.168/16, fc00::/7, …) allowed. */
  allowPrivate: boolean
}

export type AddressClass =
  | 'loopback'
  | 'metadata'
  | 'link-local'
  | 'unspecified'
  | 'multicast'
  | 'broadcast'
  | 'private'
  | 'public'

/** The rules a link can break, as named in errors. */
export type LinkRule =
  | 'scheme'
  | 'http-needs-loopback'
  | 'credentials-in-link'
  | 'metadata-address'
  | 'link-local-address'
  | 'unspecified-address'
  | 'multicast-address'
  | 'private-address'
  | 'too-many-redirects'

export class LinkRefused extends Error {
  constructor(
    readonly rule: LinkRule,
    message: string
  ) {
    super(`${message} (rule: ${rule})`)
    this.name = 'LinkRefused'
  }
}

// Cloud metadata services. All IPv4 ones but Alibaba's lie inside link-local 169.254/16, which is
// refused anyway; they are named so that the refusal says "metadata".
const METADATA_V4 = ['169.254.169.254', '169.254.170.2', '169.254.169.253', '100.100.100.200']
const METADATA_V6 = ['fd00:ec2::254', 'fd00:ec2::23']
/** Host names of metadata services, refused before any lookup. */
const METADATA_NAMES = new Set(['metadata.google.internal', 'metadata.goog', 'metadata'])

function blockList(v4: string[], v6: string[]): BlockList {
  const list = new BlockList()
  for (const net of v4) {
    const [address, prefix] = net.split('/')
    if (prefix === undefined) list.addAddress(address!, 'ipv4')
    else list.addSubnet(address!, Number(prefix), 'ipv4')
  }
  for (const net of v6) {
    const [address, prefix] = net.split('/')
    if (prefix === undefined) list.addAddress(address!, 'ipv6')
    else list.addSubnet(address!, Number(prefix), 'ipv6')
  }
  return list
}

// In the order they are asked: the first class an address falls in is its class.
const CLASSES: Array<[AddressClass, BlockList]> = [
  ['metadata', blockList(METADATA_V4, METADATA_V6)],
  ['loopback', blockList(['127.0.0.0/8'], ['::1/128'])],
  ['unspecified', blockList(['0.0.0.0/8'], ['::/128'])],
  ['link-local', blockList(['169.254.0.0/16'], ['fe80::/10'])],
  ['broadcast', blockList(['255.255.255.255/32'], [])],
  ['multicast', blockList(['224.0.0.0/4'], ['ff00::/8'])],
  [
    'private',
    blockList(
      // RFC 1918, shared address space (carrier NAT), IETF protocol assignments, the
      // documentation and benchmarking ranges, and the reserved 240/4: none is a public host.
      [
        '10.0.0.0/8',
        '172.16.0.0/12',
        '192.168.0.0/16',
        '100.64.0.0/10',
        '192.0.0.0/24',
        '192.0.2.0/24',
        '198.18.0.0/15',
        '198.51.100.0/24',
        '203.0.113.0/24',
        '240.0.0.0/4'
      ],
      // Unique local addresses, site-local (deprecated) and the documentation prefix.
      ['fc00::/7', 'fec0::/10', '2001:db8::/32']
    )
  ]
]

/** The eight 16-bit groups of an IPv6 address, or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase().replace(/%.*$/, '')
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (v4) {
    const parts = v4[1]!.split('.').map(Number)
    text =
      text.slice(0, -v4[1]!.length) +
      `${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return undefined
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 0) return undefined
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  return groups.map(g => parseInt(g, 16))
}

/**
 * An IPv4 address carried inside an IPv6 one (IPv4-mapped `::ffff:a.b.c.d`, NAT64
 * `64:ff9b::a.b.c.d`, the old IPv4-compatible `::a.b.c.d`): connecting to it reaches that IPv4
 * address, so it is judged as that address.
 */
function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address)
  if (!g) return undefined
  const lastTwo = `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`
  const zeros = (n: number) => g.slice(0, n).every(x => x === 0)
  if (zeros(5) && g[5] === 0xffff) return lastTwo
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every(x => x === 0)) return lastTwo
  if (zeros(6) && (g[6] !== 0 || g[7]! > 1)) return lastTwo
  return undefined
}

/** What kind of address `address` (an IPv4 or IPv6 literal) is. */
export function classifyAddress(address: string): AddressClass {
  const bare = address.replace(/^\[|\]$/g, '')
  let family = isIP(bare.replace(/%.*$/, ''))
  let ip = bare.replace(/%.*$/, '')
  if (family === 6) {
    const v4 = embeddedIpv4(ip)
    if (v4 !== undefined) {
      ip = v4
      family = 4
    }
  }
  if (family === 0) throw new Error(`not an IP address: ${address}`)
  const type = family === 4 ? 'ipv4' : 'ipv6'
  for (const [name, list] of CLASSES) if (list.check(ip, type)) return name
  return 'public'
}

const RULE_OF: Partial<Record<AddressClass, LinkRule>> = {
  metadata: 'metadata-address',
  'link-local': 'link-local-address',
  unspecified: 'unspecified-address',
  multicast: 'multicast-address',
  broadcast: 'multicast-address'
}

const WHY: Partial<Record<AddressClass, string>> = {
  metadata: "a cloud metadata service, which hands out the runner's credentials",
  'link-local': 'a link-local address (169.254.0.0/16, fe80::/10), where metadata services live',
  unspecified: 'the unspecified address, which reaches the runner itself',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address'
}

/**
 * Refuses an address a link may not lead to. `host` is how the link named it (for the message);
 * `scheme` is the link's scheme (http is for loopback addresses only).
 */
export function checkAddress(
  address: string,
  host: string,
  scheme: string,
  policy: LinkPolicy
): void {
  const kind = classifyAddress(address)
  const where = host === address ? address : `${host} (${address})`
  const rule = RULE_OF[kind]
  if (rule) {
    throw new LinkRefused(rule, `the bundle link leads to ${where}, ${WHY[kind]}; refused`)
  }
  if (kind === 'private' && !policy.allowPrivate) {
    throw new LinkRefused(
      'private-address',
      `the bundle link leads to ${where}, a private network address; set allow-private-bundle-hosts: true ` +
        'if your bundle storage lives inside your network'
    )
  }
  if (scheme === 'http:' && !httpAllowed(kind, policy)) {
    throw new LinkRefused(
      'http-needs-loopback',
      `the bundle link uses plain http to ${where}; ${HTTP_RULE}`
    )
  }
}

/**
 * Plain http goes to loopback, and to a private address when allow-private-bundle-hosts says the
 * bundle storage lives inside the user's network (an on-premises object store such as MinIO
 * serves plain http by default, and the deployment fetches the same link). Never elsewhere: a
 * public host over http would hand the link's signature and the archive to every hop between.
 */
function httpAllowed(kind: AddressClass, policy: LinkPolicy): boolean {
  return kind === 'loopback' || (kind === 'private' && policy.allowPrivate)
}

const HTTP_RULE =
  'only https is accepted, or http to a loopback address (or to a private one with ' +
  'allow-private-bundle-hosts: true)'

/** The URL's host without IPv6 brackets. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '')
}

/**
 * Checks what can be checked from the link's text alone, before any request: the scheme, no
 * user name or password in it, and a host that is an address (or a metadata name) of a refused
 * class. Names are resolved, and checked again, when the connection is made.
 */
export function checkLink(link: string | URL, policy: LinkPolicy): URL {
  let url: URL
  try {
    url = typeof link === 'string' ? new URL(link) : link
  } catch {
    throw new LinkRefused('scheme', 'the bundle link is not a URL')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new LinkRefused(
      'scheme',
      `the bundle link's scheme is "${url.protocol.replace(/[^a-z0-9+.-:]/gi, '?').slice(0, 20)}"; only https ` +
        '(or http to a loopback address) is fetched'
    )
  }
  if (url.username || url.password) {
    throw new LinkRefused(
      'credentials-in-link',
      'the bundle link carries a user name or password; a presigned link never does'
    )
  }
  const host = bareHost(url)
  if (METADATA_NAMES.has(host.toLowerCase().replace(/\.$/, ''))) {
    throw new LinkRefused(
      'metadata-address',
      `the bundle link leads to ${host}, a cloud metadata service; refused`
    )
  }
  if (isIP(host)) checkAddress(host, host, url.protocol, policy)
  else if (url.protocol === 'http:' && !policy.allowPrivate && !/^localhost\.?$/i.test(host)) {
    // With private hosts allowed, a name may resolve to one: that is checked at the connection.
    throw new LinkRefused(
      'http-needs-loopback',
      `the bundle link uses plain http to ${host}; ${HTTP_RULE}`
    )
  }
  return url
}
