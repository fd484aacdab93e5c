// GraphQL `updateRefs`: several ref writes applied all or none, each guarded by `beforeOid` (the
// value the ref must still hold) and allowed to be a non-fast-forward only with `force`. It is
// the one GitHub API that can reset a branch with a compare-and-swap: REST's forced
// `PATCH …/git/refs` has none. Rulesets apply as on any other write.
//
// GitHub documents the mutation's semantics, not its error texts. The refusals below use the
// REST API's texts for the same conditions (the rule violations, "Update is not a fast
// forward") and git's own for a stale `beforeOid`; the action never reads them, only whether
// the mutation succeeded and where the branch is afterwards.
import type { Caller, RouteAnswer } from '../route.js'
import { ruleViolation, type RefChange } from '../rulesets.js'
import { notAccessible, type GitHubState } from '../state.js'

const ZERO = '0'.repeat(40)

interface RefUpdateInput {
  name?: unknown
  afterOid?: unknown
  beforeOid?: unknown
  force?: unknown
}

/** The answer to an `updateRefs` mutation; `select` shapes the payload as the query selects. */
export async function answerUpdateRefs(
  state: GitHubState,
  caller: Caller,
  variables: Record<string, unknown>,
  select: (data: unknown) => unknown
): Promise<RouteAnswer> {
  const refused = (message: string, type = 'UNPROCESSABLE'): RouteAnswer => ({
    status: 200,
    body: { data: { updateRefs: null }, errors: [{ type, path: ['updateRefs'], message }] }
  })
  const input = (variables.input ?? {}) as {
    repositoryId?: unknown
    refUpdates?: unknown
    clientMutationId?: unknown
  }
  const r = state.findRepoByNodeId(input.repositoryId)
  const visible = caller.grant.repositories?.map(x => x.toLowerCase())
  if (!r || (visible && !visible.includes(`${r.owner}/${r.repo}`.toLowerCase()))) {
    return refused(
      `Could not resolve to a node with the global id of '${String(input.repositoryId)}'`,
      'NOT_FOUND'
    )
  }
  if ((caller.grant.contents ?? 'none') !== 'write') {
    return refused(notAccessible(caller.grant), 'FORBIDDEN')
  }
  const updates = Array.isArray(input.refUpdates) ? (input.refUpdates as RefUpdateInput[]) : []
  const planned: Array<{ ref: string; sha: string; expectedOld: string }> = []
  for (const u of updates) {
    const ref = typeof u.name === 'string' ? u.name : ''
    const after = typeof u.afterOid === 'string' ? u.afterOid : ''
    if (!/^refs\/[^/]+\/.+/.test(ref)) return refused(`Invalid ref name: ${ref}`)
    if (after !== ZERO && (await r.store.objectType(after)) !== 'commit') {
      return refused(`Object ${after} does not exist`)
    }
    const current = (await r.store.readRef(ref)) ?? ZERO
    if (typeof u.beforeOid === 'string' && u.beforeOid !== current) {
      return refused(`cannot lock ref '${ref}': is at ${current} but expected ${u.beforeOid}`)
    }
    let change: RefChange
    if (current === ZERO) change = { kind: 'create' }
    else if (after === ZERO) change = { kind: 'delete' }
    else change = { kind: 'update', fastForward: await r.store.isAncestor(current, after) }
    if (change.kind === 'update' && !change.fastForward && u.force !== true) {
      return refused('Update is not a fast forward')
    }
    const violation = ruleViolation(r.rulesets, ref, change)
    if (violation) return refused(violation.message)
    planned.push({ ref, sha: after, expectedOld: current })
  }
  // The values were read above; a writer that got in since makes the whole transaction fail,
  // as the beforeOid check would have.
  if (!(await r.store.updateRefsAtomically(planned))) {
    return refused(`cannot lock ref '${planned[0]?.ref ?? ''}': it moved during the update`)
  }
  for (const p of planned)
    state.lagRef(r, p.ref, p.expectedOld === ZERO ? undefined : p.expectedOld)
  const clientMutationId =
    typeof input.clientMutationId === 'string' ? input.clientMutationId : null
  return { status: 200, body: { data: select({ updateRefs: { clientMutationId } }) } }
}
