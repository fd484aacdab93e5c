// GraphQL: only the auto-merge mutation the action sends, answered as GitHub answers it
// (errors in a 200 answer, `data.enablePullRequestAutoMerge: null`).
import type { GitHubRoutes, RouteAnswer } from '../route.js'
import type { GitHubState } from '../state.js'

export function addGraphQLRoute(routes: GitHubRoutes, state: GitHubState, path: string): void {
  routes.mount('POST', path, true, 'token', async ({ caller, body }): Promise<RouteAnswer> => {
    const b = await body()
    const query = typeof b.query === 'string' ? b.query : ''
    const variables = (b.variables ?? {}) as Record<string, unknown>
    if (!/enablePullRequestAutoMerge/.test(query)) {
      return {
        status: 200,
        body: {
          data: null,
          errors: [{ message: 'The stand-in only answers enablePullRequestAutoMerge' }]
        }
      }
    }
    const gqlError = (message: string, type?: string): RouteAnswer => ({
      status: 200,
      body: {
        data: { enablePullRequestAutoMerge: null },
        errors: [{ ...(type ? { type } : {}), path: ['enablePullRequestAutoMerge'], message }]
      }
    })
    const id = variables.pullRequestId
    const method = String(variables.mergeMethod ?? 'MERGE').toUpperCase()
    const found = state.findPullByNodeId(id)
    if (!found) {
      return gqlError(
        `Could not resolve to a node with the global id of '${String(id)}'`,
        'NOT_FOUND'
      )
    }
    if (
      (caller.grant.pullRequests ?? 'none') !== 'write' ||
      (caller.grant.contents ?? 'none') !== 'write'
    ) {
      return gqlError('Resource not accessible by integration', 'FORBIDDEN')
    }
    if (!found.r.allowAutoMerge) {
      return gqlError('Pull request Auto merge is not allowed for this repository', 'UNPROCESSABLE')
    }
    if (!['MERGE', 'SQUASH', 'REBASE'].includes(method)) {
      return gqlError(`Argument 'mergeMethod' has an invalid value (${method})`)
    }
    found.p.autoMerge = { mergeMethod: method, enabledBy: caller.login }
    return {
      status: 200,
      body: {
        data: {
          enablePullRequestAutoMerge: {
            pullRequest: {
              number: found.p.number,
              autoMergeRequest: { mergeMethod: method, enabledAt: state.isoNow() }
            }
          }
        }
      }
    }
  })
}
