// Pull request routes: list, read, open, update, labels and requested reviewers.
import type { GitHubRoutes } from '../route.js'
import { GitHubError, notFound, page, validationFailed } from '../route.js'
import type { Serializers } from '../serializers.js'
import type { GitHubState, RepoState, StoredPullRequest } from '../state.js'

const R = '/repos/:owner/:repo'
const READ = { permission: 'pullRequests', level: 'read' } as const
const WRITE = { permission: 'pullRequests', level: 'write' } as const

function pullOf(r: RepoState, number: string | undefined): StoredPullRequest {
  const p = r.pulls.find(x => x.number === Number(number))
  if (!p) throw notFound()
  return p
}

export function addPullRoutes(routes: GitHubRoutes, state: GitHubState, json: Serializers): void {
  routes.add('GET', `${R}/pulls`, READ, async ({ repo: r, url }) => {
    const state = url.searchParams.get('state') ?? 'open'
    const head = url.searchParams.get('head')
    const base = url.searchParams.get('base')
    const list = r.pulls.filter(p => {
      if (state !== 'all' && p.state !== state) return false
      // `owner:branch`; GitHub ignores the filter's owner case, and the whole filter when it
      // has no owner (it then answers every pull request).
      if (head && head.includes(':') && !r.headFilterIgnored) {
        const [owner, ...rest] = head.split(':')
        if (owner!.toLowerCase() !== r.owner.toLowerCase() || p.head !== rest.join(':')) {
          return false
        }
      }
      if (base && p.base !== base) return false
      return true
    })
    // Newest first, a page at a time, as GitHub lists them.
    const { items, headers } = page([...list].reverse(), url, `${json.apiRepo(r)}/pulls`)
    const out = []
    for (const p of items) out.push(await json.pull(r, p))
    return { status: 200, body: out, headers }
  })

  routes.add('GET', `${R}/pulls/:number`, READ, async ({ repo: r, params }) => ({
    status: 200,
    body: await json.pull(r, pullOf(r, params.number))
  }))

  routes.add('POST', `${R}/pulls`, WRITE, async ({ repo: r, caller, body }) => {
    if (caller.grant.isActionsToken && !r.actionsCanCreatePullRequests) {
      throw new GitHubError(
        403,
        'GitHub Actions is not permitted to create or approve pull requests.'
      )
    }
    const b = await body()
    const headRaw = typeof b.head === 'string' ? b.head : ''
    const head = headRaw.includes(':') ? headRaw.split(':').slice(1).join(':') : headRaw
    const base = typeof b.base === 'string' ? b.base : ''
    if (typeof b.title !== 'string' || b.title === '') {
      throw validationFailed([{ resource: 'PullRequest', field: 'title', code: 'missing_field' }])
    }
    const headSha = head ? await r.store.readRef(`refs/heads/${head}`) : undefined
    if (!headSha)
      throw validationFailed([{ resource: 'PullRequest', field: 'head', code: 'invalid' }])
    const baseSha = base ? await r.store.readRef(`refs/heads/${base}`) : undefined
    if (!baseSha)
      throw validationFailed([{ resource: 'PullRequest', field: 'base', code: 'invalid' }])
    if (await r.store.isAncestor(headSha, baseSha)) {
      throw validationFailed([
        {
          resource: 'PullRequest',
          code: 'custom',
          message: `No commits between ${base} and ${head}`
        }
      ])
    }
    // Private repositories on plans without drafts (GitHub Free, Pro): GitHub's bare 422.
    if (b.draft === true && !r.draftsAvailable) {
      throw new GitHubError(422, 'Draft pull requests are not supported in this repository.')
    }
    // No await between this check and the insert: two concurrent creates cannot both pass.
    if (r.pulls.some(p => p.state === 'open' && p.head === head && p.base === base)) {
      throw validationFailed([
        {
          resource: 'PullRequest',
          code: 'custom',
          message: `A pull request already exists for ${r.owner}:${head}.`
        }
      ])
    }
    const number = r.pulls.length + 1
    const at = state.isoNow()
    const p: StoredPullRequest = {
      number,
      nodeId: Buffer.from(`PR_${r.id}_${number}`).toString('base64url'),
      owner: r.owner,
      repo: r.repo,
      title: b.title,
      body: typeof b.body === 'string' ? b.body : null,
      head,
      base,
      state: 'open',
      draft: b.draft === true,
      labels: [],
      requestedReviewers: [],
      requestedTeams: [],
      autoMerge: null,
      createdBy: caller.login,
      createdAt: at,
      updatedAt: at,
      headSha,
      closedAt: null,
      mergedAt: null,
      mergedBy: null,
      mergeCommitSha: null
    }
    r.pulls.push(p)
    return { status: 201, body: await json.pull(r, p) }
  })

  routes.add('PATCH', `${R}/pulls/:number`, WRITE, async ({ repo: r, params, body }) => {
    const p = pullOf(r, params.number)
    const b = await body()
    if (typeof b.base === 'string' && b.base !== p.base) {
      if (!(await r.store.readRef(`refs/heads/${b.base}`))) {
        throw validationFailed([{ resource: 'PullRequest', field: 'base', code: 'invalid' }])
      }
      p.base = b.base
    }
    if (typeof b.title === 'string') p.title = b.title
    if (typeof b.body === 'string') p.body = b.body
    if (b.state === 'open' || b.state === 'closed') {
      // Closed at the branch's head, which it keeps (serializers.ts); reopened, it follows again.
      if (b.state === 'closed' && p.state === 'open') {
        p.headSha = (await r.store.readRef(`refs/heads/${p.head}`)) ?? p.headSha
      }
      p.state = b.state
      p.closedAt = b.state === 'closed' ? state.isoNow() : null
    }
    p.updatedAt = state.isoNow()
    return { status: 200, body: await json.pull(r, p) }
  })

  const ISSUES_WRITE = { permission: 'issues', level: 'write' } as const
  routes.add(
    'POST',
    `${R}/issues/:number/labels`,
    ISSUES_WRITE,
    async ({ repo: r, params, caller, body }) => {
      const p = pullOf(r, params.number)
      const b = await body()
      const labels = Array.isArray(b.labels) ? b.labels : []
      const names: string[] = []
      for (const raw of labels as unknown[]) {
        const name = typeof raw === 'string' ? raw : (raw as { name?: string })?.name
        if (typeof name !== 'string' || name === '') {
          throw validationFailed([{ resource: 'Label', field: 'name', code: 'invalid' }])
        }
        names.push(name)
      }
      // A label the repository does not have yet is created on the way, but only for a token
      // with issues: write: pull-requests: write adds existing labels only (GitHub's 403 since
      // 2025), and then none of the request's labels is added.
      if ((caller.grant.issues ?? 'none') !== 'write' && names.some(n => !r.labels.has(n))) {
        throw new GitHubError(
          403,
          'You do not have permission to create labels on this repository.',
          [{ resource: 'Repository', field: 'label', code: 'unauthorized' }]
        )
      }
      for (const name of names) {
        if (!r.labels.has(name)) r.labels.set(name, { id: state.newId(), name, color: 'ededed' })
        if (!p.labels.includes(name)) p.labels.push(name)
      }
      return { status: 200, body: p.labels.map(name => json.label(r, name)) }
    }
  )

  routes.add(
    'POST',
    `${R}/pulls/:number/requested_reviewers`,
    WRITE,
    async ({ repo: r, params, caller, body }) => {
      const p = pullOf(r, params.number)
      const b = await body()
      const reviewers = Array.isArray(b.reviewers) ? (b.reviewers as string[]) : []
      const teams = Array.isArray(b.team_reviewers) ? (b.team_reviewers as string[]) : []
      if (reviewers.some(x => x.toLowerCase() === p.createdBy.toLowerCase())) {
        throw new GitHubError(422, 'Review cannot be requested from pull request author.')
      }
      // This route lists its 422 errors as plain strings (validation-error-simple), and one
      // team it cannot resolve fails the whole request, users included.
      if (teams.length > 0 && caller.grant.cannotResolveTeams) {
        throw validationFailed(
          teams.map(
            slug =>
              `Could not resolve to a node with the global id of '${String(json.team(r, slug).node_id)}'.`
          )
        )
      }
      // One login that cannot review fails the whole request, with this message (no errors).
      const outsider =
        (r.collaborators && reviewers.some(x => !r.collaborators!.has(x.toLowerCase()))) ||
        (r.teams && teams.some(x => !r.teams!.has(x.toLowerCase())))
      if (outsider) {
        throw new GitHubError(
          422,
          `Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the ${r.owner}/${r.repo} repository.`
        )
      }
      for (const x of reviewers) if (!p.requestedReviewers.includes(x)) p.requestedReviewers.push(x)
      for (const x of teams) if (!p.requestedTeams.includes(x)) p.requestedTeams.push(x)
      return { status: 201, body: await json.pull(r, p) }
    }
  )
}
