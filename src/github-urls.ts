// Where GitHub is, for this run: github.com, a GHE.com data-residency host, or a GitHub
// Enterprise Server. One home for the server rule and the addresses derived from the runner's
// variables, so that REST (`https://HOST/api/v3`), GraphQL (`https://HOST/api/graphql`, which
// Octokit derives from a `/api/v3` base) and the web links in the summary and the pull request
// body all name the same server.

/**
 * Whether the run is on GitHub Enterprise Server. The rule of @actions/artifact itself:
 * github.com, GHE.com data-residency hosts (`*.ghe.com`) and `*.localhost` are not GHES; an
 * unset server URL means github.com.
 */
export function isEnterpriseServer(serverUrl: string | undefined): boolean {
  if (serverUrl === undefined || serverUrl.trim() === '') return false
  let hostname: string
  try {
    hostname = new URL(serverUrl.trim()).hostname.toLowerCase()
  } catch {
    return false
  }
  return !(
    hostname === 'github.com' ||
    hostname.endsWith('.ghe.com') ||
    hostname.endsWith('.localhost')
  )
}

/** The web address of the server (GITHUB_SERVER_URL), without a trailing slash. */
export function serverUrl(env: NodeJS.ProcessEnv): string {
  return env.GITHUB_SERVER_URL?.trim().replace(/\/+$/, '') || 'https://github.com'
}

/**
 * The REST API: the runner's GITHUB_API_URL; without it, `<server>/api/v3` on GitHub
 * Enterprise Server, `api.<subdomain>.ghe.com` on a GHE.com data-residency host (a token of
 * that enterprise means nothing to api.github.com, and must not be sent there), and
 * api.github.com elsewhere.
 */
export function defaultApiUrl(env: NodeJS.ProcessEnv): string {
  const given = env.GITHUB_API_URL?.trim().replace(/\/+$/, '')
  if (given) return given
  if (isEnterpriseServer(env.GITHUB_SERVER_URL)) return `${serverUrl(env)}/api/v3`
  // An unparsable server URL is not GHES (isEnterpriseServer) and not GHE.com either.
  const server = URL.canParse(serverUrl(env)) ? new URL(serverUrl(env)) : undefined
  const host = server?.hostname.toLowerCase() ?? ''
  if (server && host.endsWith('.ghe.com') && !host.startsWith('api.')) {
    return `${server.protocol}//api.${server.host}`
  }
  return 'https://api.github.com'
}

/** The page of this workflow run, when the runner's variables say where it is. */
export function workflowRunUrl(env: NodeJS.ProcessEnv): string | undefined {
  const repository = env.GITHUB_REPOSITORY
  const runId = env.GITHUB_RUN_ID
  if (!repository || !runId) return undefined
  return `${serverUrl(env)}/${repository}/actions/runs/${runId}`
}
