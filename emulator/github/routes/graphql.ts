// GraphQL: only the mutations the action sends (auto-merge here, the ref compare-and-swap in
// update-refs.ts), answered as GitHub answers them (errors in a 200 answer, the field null).
import type { GitHubRoutes, RouteAnswer } from '../route.js'
import { notAccessible, type GitHubState } from '../state.js'
import { answerUpdateRefs } from './update-refs.js'

export function addGraphQLRoute(routes: GitHubRoutes, state: GitHubState, path: string): void {
  routes.mount('POST', path, true, 'token', async ({ caller, body }): Promise<RouteAnswer> => {
    const b = await body()
    const query = typeof b.query === 'string' ? b.query : ''
    const variables = (b.variables ?? {}) as Record<string, unknown>
    if (/\bupdateRefs\b/.test(query)) {
      return answerUpdateRefs(state, caller, variables, data => pick(data, selectionOf(query)))
    }
    if (!/enablePullRequestAutoMerge/.test(query)) {
      return {
        status: 200,
        body: {
          data: null,
          errors: [
            { message: 'The stand-in only answers enablePullRequestAutoMerge and updateRefs' }
          ]
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
      return gqlError(notAccessible(caller.grant), 'FORBIDDEN')
    }
    if (!found.r.allowAutoMerge) {
      return gqlError('Pull request Auto merge is not allowed for this repository', 'UNPROCESSABLE')
    }
    if (!['MERGE', 'SQUASH', 'REBASE'].includes(method)) {
      return gqlError(`Argument 'mergeMethod' has an invalid value (${method})`)
    }
    // GitHub enables auto-merge only on a pull request that still waits for something; one that
    // can be merged now ("clean") is refused, with this doubled "Pull request".
    if (found.p.state === 'open' && !found.p.draft && !found.r.requiredChecks) {
      return gqlError('Pull request Pull request is in clean status', 'UNPROCESSABLE')
    }
    const expected = variables.expectedHeadOid
    if (typeof expected === 'string') {
      const head = await found.r.store.readRef(`refs/heads/${found.p.head}`)
      if (head !== expected) {
        return gqlError(
          'Head branch was modified. Review and try the merge again.',
          'UNPROCESSABLE'
        )
      }
    }
    found.p.autoMerge = {
      mergeMethod: method,
      enabledBy: caller.login,
      ...(typeof variables.commitBody === 'string' ? { commitBody: variables.commitBody } : {})
    }
    // GitHub answers with exactly the fields the query selects.
    const payload = {
      clientMutationId: null,
      pullRequest: {
        id: found.p.nodeId,
        number: found.p.number,
        autoMergeRequest: { mergeMethod: method, enabledAt: state.isoNow() }
      }
    }
    return {
      status: 200,
      body: { data: pick({ enablePullRequestAutoMerge: payload }, selectionOf(query)) }
    }
  })
}

/** A query's selection: field name (or alias) → sub-selection, or true for a leaf. */
type Selection = Map<string, { field: string; sub: Selection | true }>

/**
 * The selection of the query's operation, read with a small tokenizer: names, aliases,
 * arguments (skipped) and braces are all the action's and the tests' queries use.
 */
function selectionOf(query: string): Selection {
  const tokens: string[] = query.match(/"(?:[^"\\]|\\.)*"|[A-Za-z_$][\w$]*|[{}():!]|[^\s,]/g) ?? []
  let i = tokens.indexOf('{')
  const parse = (): Selection => {
    const out: Selection = new Map()
    i++ // past '{'
    while (i < tokens.length && tokens[i] !== '}') {
      let name = tokens[i++]!
      const alias = name
      if (tokens[i] === ':') {
        name = tokens[i + 1]!
        i += 2
      }
      if (tokens[i] === '(') {
        for (let depth = 0; i < tokens.length; i++) {
          if (tokens[i] === '(') depth++
          if (tokens[i] === ')' && --depth === 0) break
        }
        i++
      }
      out.set(alias, { field: name, sub: tokens[i] === '{' ? parse() : true })
    }
    i++ // past '}'
    return out
  }
  return i < 0 ? new Map() : parse()
}

function pick(value: unknown, selection: Selection | true): unknown {
  if (selection === true || value === null || typeof value !== 'object') return value
  const source = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [key, { field, sub }] of selection) out[key] = pick(source[field] ?? null, sub)
  return out
}
