// Which organization a request's API key belongs to, and whether that key may call the routes
// it asks for: the platform's 401 and 403 answers for a missing, unknown or expired key, the
// wrong kind of key (admin or assistant), a missing scope or an address off the key's allow-list.
// Apart from the routes: the export API (server.ts) and the assistant's routes share it through
// the PlatformContext.
import type http from 'node:http'
import { HttpError } from '../lib/http.js'
import type { OrgConfig, PlatformEmulatorConfig } from './config.js'

export interface AuthResult {
  org: OrgConfig
  kind: 'admin' | 'assistant'
}

/**
 * Finds the organization of the request's bearer key and checks it may use `kind` routes.
 * Throws HttpError 401 (missing, unknown or expired key) or 403 (wrong kind, scope, IP).
 */
export function authenticate(
  config: PlatformEmulatorConfig,
  req: http.IncomingMessage,
  kind: 'admin' | 'assistant'
): AuthResult {
  const header = req.headers.authorization
  const m = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
  if (!m)
    throw new HttpError(
      401,
      'missing or malformed Authorization header: send "Authorization: Bearer <API key>"'
    )
  const key = m[1]!
  for (const org of config.orgs) {
    const keys = [
      { key: org.adminKey, kind: 'admin' as const },
      ...(org.assistantKey ? [{ key: org.assistantKey, kind: 'assistant' as const }] : []),
      ...(org.keys ?? [])
    ]
    const found = keys.find(k => k.key === key)
    if (!found) continue
    if ('expired' in found && found.expired) throw new HttpError(401, 'the API key has expired')
    if ('allowedIps' in found && found.allowedIps) {
      const ip = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
      if (!found.allowedIps.includes(ip)) {
        throw new HttpError(403, `IP address ${ip} is not on this API key's allow-list`)
      }
    }
    if (found.kind !== kind) {
      throw new HttpError(
        403,
        kind === 'admin'
          ? 'this is an assistant key; the static export API needs an admin API key (svc_…) with the admin scope'
          : 'this is an admin key; the assistant API takes the public assistant key (svc_dsc_…)'
      )
    }
    if (kind === 'admin' && 'scopes' in found && found.scopes && !found.scopes.includes('admin')) {
      throw new HttpError(403, 'this API key lacks the admin scope')
    }
    return { org, kind }
  }
  throw new HttpError(401, 'invalid API key')
}
