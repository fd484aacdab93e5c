// The ACTIONS_RUNTIME_TOKEN a runner hands to a job is a JWT whose `scp` claim carries the
// scope `Actions.Results:<workflowRunBackendId>:<workflowJobRunBackendId>`. @actions/artifact
// only decodes it (no signature check) to learn which run and job it uploads for, so the
// stand-in mints unsigned-but-well-formed tokens and reads the same claim back to decide
// which run a request belongs to.

export interface RuntimeTokenClaims {
  workflowRunBackendId: string
  workflowJobRunBackendId: string
  /** Seconds since the epoch; absent means the token does not expire. */
  exp?: number
}

function base64url(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64url')
}

/**
 * Mints a runtime token for a run and job. The signature part is a fixed placeholder: the
 * library never verifies it, and neither does the stand-in (it only needs the scope).
 */
export function mintRuntimeToken(claims: RuntimeTokenClaims): string {
  const header = { typ: 'JWT', alg: 'RS256', x5t: 'artifact-service-stand-in' }
  const payload: Record<string, unknown> = {
    scp: `Actions.GenericRead:00000000-0000-0000-0000-000000000000 Actions.Results:${claims.workflowRunBackendId}:${claims.workflowJobRunBackendId}`,
    iss: 'vstoken.actions.githubusercontent.com',
    aud: 'vso:artifact-service-stand-in',
    nbf: 0
  }
  if (claims.exp !== undefined) payload.exp = claims.exp
  return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}.c3RhbmQtaW4`
}

/**
 * Reads the run and job back from a token, the way @actions/artifact does: the first
 * `Actions.Results:<run>:<job>` entry of the space-separated `scp` claim. Returns undefined
 * for anything that is not such a token.
 */
export function readRuntimeToken(token: string): RuntimeTokenClaims | undefined {
  const parts = token.split('.')
  if (parts.length !== 3 || parts[1] === undefined) return undefined
  let payload: unknown
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  if (typeof payload !== 'object' || payload === null) return undefined
  const { scp, exp } = payload as { scp?: unknown; exp?: unknown }
  if (typeof scp !== 'string') return undefined
  for (const scope of scp.split(' ')) {
    const fields = scope.split(':')
    if (fields[0] !== 'Actions.Results') continue
    if (fields.length !== 3 || !fields[1] || !fields[2]) return undefined
    return {
      workflowRunBackendId: fields[1],
      workflowJobRunBackendId: fields[2],
      ...(typeof exp === 'number' ? { exp } : {})
    }
  }
  return undefined
}
