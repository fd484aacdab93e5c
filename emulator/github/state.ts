// What the GitHub stand-in knows: tokens and what they may do, repositories (each a real bare
// git repository plus the settings GitHub keeps beside it), their pull requests and labels, and
// which commits GitHub made (and so signed).
import { join } from 'node:path'
import { GitStore, type GitIdentity, type SeedFile } from './git-store.js'
import type { Ruleset } from './rulesets.js'

export type PermissionLevel = 'none' | 'read' | 'write'

export interface TokenGrant {
  /** The account the token acts as, e.g. `github-actions[bot]`. */
  login?: string
  contents?: PermissionLevel
  pullRequests?: PermissionLevel
  issues?: PermissionLevel
  /**
   * A workflow's GITHUB_TOKEN: subject to the repository setting "Allow GitHub Actions to
   * create and approve pull requests", and unable to request reviews from teams. Personal and
   * App tokens are not.
   */
  isActionsToken?: boolean
  /** `owner/repo` the token can see; others answer 404 as on GitHub. All when omitted. */
  repositories?: string[]
  /**
   * The token cannot read the organization's teams (a workflow's GITHUB_TOKEN has no
   * organization permissions; an App needs Members: read): a review request naming a team
   * answers 422 with GitHub's errors as plain strings, "Could not resolve to a node with the
   * global id of '…'.", and requests nobody.
   */
  cannotResolveTeams?: boolean
  /**
   * The account administers the repository (a repository admin's personal token). Only then
   * does GitHub show the merge settings (`allow_auto_merge`, `allow_squash_merge`, …) in the
   * repository's description: for any other token, a workflow's GITHUB_TOKEN included, the
   * keys are left out, not set to false.
   */
  admin?: boolean
  /**
   * A fine-grained personal access token: GitHub's 403 for a permission it lacks says
   * "personal access token" where a workflow's or an App's token reads "integration".
   */
  fineGrained?: boolean
  /**
   * A classic personal access token (or an OAuth token) of a user who may read the repository
   * but not write it (a collaborator with the Read role, anyone on a public repository): GitHub
   * answers its writes with 404 Not Found, not 403, as for a repository it cannot see.
   */
  classic?: boolean
  /**
   * The user's role lets them push, though the token's scopes do not (a classic token without
   * the repo scope): GitHub shows push access in the repository's `permissions`, and still
   * answers the token's writes with 404.
   */
  roleWrite?: boolean
}

/** GitHub's words for a token that lacks a permission, by the kind of token. */
export function notAccessible(grant: TokenGrant): string {
  return `Resource not accessible by ${grant.fineGrained ? 'personal access token' : 'integration'}`
}

/** A workflow's GITHUB_TOKEN granted what pull-request delivery needs (the usual set-up). */
export const WORKFLOW_WRITE_GRANT: TokenGrant = {
  login: 'github-actions[bot]',
  contents: 'write',
  pullRequests: 'write',
  issues: 'write',
  isActionsToken: true,
  // GITHUB_TOKEN has no organization permissions, so GitHub cannot resolve teams for it.
  cannotResolveTeams: true
}

export type SquashMessageSetting = 'COMMIT_MESSAGES' | 'PR_BODY' | 'BLANK'
export type MergeMessageSetting = 'PR_TITLE' | 'PR_BODY' | 'BLANK'

export interface SeedRepository {
  owner: string
  repo: string
  defaultBranch?: string
  /** A folder whose files become the first commit. */
  folder?: string
  /**
   * Files (path → content, a symbolic link, or a submodule's commit) for the first commit, when
   * no folder is given.
   */
  files?: Record<string, SeedFile>
  allowAutoMerge?: boolean
  /** The repository setting; false answers pull-request creation from an Actions token with 403. */
  actionsCanCreatePullRequests?: boolean
  /** Branches whose ref the API refuses to move ("Protected branch update failed"). */
  protectedBranches?: string[]
  private?: boolean
  /**
   * Required status checks on the base: pull requests wait in "blocked" and auto-merge can be
   * enabled. Without them a new pull request is "clean", and GitHub refuses auto-merge on it.
   */
  requiredChecks?: boolean
  /** Draft pull requests (unavailable on private repositories of free plans). Default true. */
  draftsAvailable?: boolean
  /** The squash commit's default body (routes/merge.ts); GitHub's default COMMIT_MESSAGES. */
  squashMergeCommitMessage?: SquashMessageSetting
  /** The merge commit's default body; GitHub's default PR_TITLE. */
  mergeCommitMessage?: MergeMessageSetting
  /**
   * Repository rulesets on branches: e.g. `[{ branches: ['static-export/**'], rules:
   * ['non_fast_forward'] }]` refuses force pushes there, through REST and GraphQL alike.
   */
  rulesets?: Ruleset[]
  /**
   * Ref reads lag a ref write for a moment, as replicas do: a read of the ref that is the very
   * next request after the write still answers the old value (once).
   */
  lagRefReads?: boolean
  /**
   * The pulls list ignores its `head` filter and answers every pull request of the state asked,
   * as GitHub does for a filter it cannot read (a branch without `owner:`), and as some
   * GitHub-compatible servers do for any.
   */
  headFilterIgnored?: boolean
  /**
   * The users a review can be requested from (the repository's collaborators, logins matched
   * without case). Anyone when omitted. GitHub refuses a review request naming anyone else
   * with one 422, and requests nobody of it.
   */
  collaborators?: string[]
  /** The slugs of the owner organization's teams with access, likewise. Any when omitted. */
  teams?: string[]
  /** The repository's labels (none when omitted): only these can be added without issues: write. */
  labels?: string[]
  /** Archived: read-only, every write refused with GitHub's 403 (route.ts). */
  archived?: boolean
}

/** The settings a test may change on a repository after seeding it. */
export type RepositorySettings = Partial<
  Pick<
    SeedRepository,
    | 'allowAutoMerge'
    | 'actionsCanCreatePullRequests'
    | 'protectedBranches'
    | 'defaultBranch'
    | 'requiredChecks'
    | 'draftsAvailable'
    | 'squashMergeCommitMessage'
    | 'mergeCommitMessage'
    | 'rulesets'
    | 'lagRefReads'
    | 'headFilterIgnored'
    | 'collaborators'
    | 'teams'
    | 'archived'
  >
>

export interface StoredPullRequest {
  number: number
  nodeId: string
  owner: string
  repo: string
  title: string
  body: string | null
  head: string
  base: string
  state: 'open' | 'closed'
  draft: boolean
  labels: string[]
  requestedReviewers: string[]
  requestedTeams: string[]
  /** Auto-merge as enabled, with the commit body asked for (`commitBody`) when one was. */
  autoMerge: { mergeMethod: string; enabledBy: string; commitBody?: string } | null
  createdBy: string
  createdAt: string
  updatedAt: string
  /** The head when the pull request was last written, for answers after the branch is gone. */
  headSha: string
  closedAt: string | null
  mergedAt: string | null
  mergedBy: string | null
  mergeCommitSha: string | null
}

export interface RepoState {
  owner: string
  repo: string
  id: number
  store: GitStore
  defaultBranch: string
  allowAutoMerge: boolean
  actionsCanCreatePullRequests: boolean
  protectedBranches: Set<string>
  private: boolean
  pulls: StoredPullRequest[]
  labels: Map<string, { id: number; name: string; color: string }>
  createdAt: string
  requiredChecks: boolean
  squashMergeCommitMessage: SquashMessageSetting
  mergeCommitMessage: MergeMessageSetting
  draftsAvailable: boolean
  rulesets: Ruleset[]
  lagRefReads: boolean
  headFilterIgnored: boolean
  /** Lower case; undefined: anyone (see SeedRepository). */
  collaborators: Set<string> | undefined
  teams: Set<string> | undefined
  archived: boolean
  /** ref → the value a lagging read still answers, and the request that wrote the ref. */
  staleRefs: Map<string, { sha: string | undefined; request: number }>
}

const SEED_IDENTITY_NAME = 'Repository Owner'

export class GitHubState {
  readonly repos = new Map<string, RepoState>()
  /** A renamed or transferred repository under its old `owner/repo` (lower case): GitHub redirects it. */
  readonly movedFrom = new Map<string, RepoState>()
  /** Commits created through the API, which GitHub signs. */
  readonly verified = new Set<string>()
  /** Requests the routes have answered so far, counted as they arrive. */
  requests = 0
  private nextId = 1000

  constructor(
    readonly dataDir: string,
    readonly tokens: Record<string, TokenGrant>,
    private readonly now: () => Date
  ) {}

  /** The clock's time as GitHub writes it: ISO 8601 to the second. */
  isoNow(): string {
    return this.now()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z')
  }

  newId(): number {
    return this.nextId++
  }

  repoPath(owner: string, repo: string): string {
    return join(this.dataDir, owner, `${repo}.git`)
  }

  /** The repository, or undefined; owner and name are matched without case, as on GitHub. */
  find(owner: string, repo: string): RepoState | undefined {
    return this.repos.get(`${owner}/${repo}`.toLowerCase())
  }

  async addRepository(seed: SeedRepository): Promise<void> {
    const defaultBranch = seed.defaultBranch ?? 'main'
    const store = await GitStore.init(this.repoPath(seed.owner, seed.repo), defaultBranch)
    const identity: GitIdentity = {
      name: SEED_IDENTITY_NAME,
      email: `${seed.owner}@users.noreply.example.com`,
      date: this.isoNow()
    }
    if (seed.folder) await store.seedFromFolder(seed.folder, defaultBranch, identity)
    else
      await store.seedFiles(
        seed.files ?? { 'README.md': `# ${seed.repo}\n` },
        defaultBranch,
        identity,
        'Initial commit'
      )
    this.repos.set(`${seed.owner}/${seed.repo}`.toLowerCase(), {
      owner: seed.owner,
      repo: seed.repo,
      id: this.newId(),
      store,
      defaultBranch,
      allowAutoMerge: seed.allowAutoMerge ?? false,
      actionsCanCreatePullRequests: seed.actionsCanCreatePullRequests ?? true,
      protectedBranches: new Set(seed.protectedBranches ?? []),
      private: seed.private ?? true,
      pulls: [],
      labels: new Map(
        (seed.labels ?? []).map(name => [name, { id: this.newId(), name, color: 'ededed' }])
      ),
      createdAt: this.isoNow(),
      requiredChecks: seed.requiredChecks ?? false,
      squashMergeCommitMessage: seed.squashMergeCommitMessage ?? 'COMMIT_MESSAGES',
      mergeCommitMessage: seed.mergeCommitMessage ?? 'PR_TITLE',
      draftsAvailable: seed.draftsAvailable ?? true,
      rulesets: seed.rulesets ?? [],
      lagRefReads: seed.lagRefReads ?? false,
      headFilterIgnored: seed.headFilterIgnored ?? false,
      collaborators: lowerSet(seed.collaborators),
      teams: lowerSet(seed.teams),
      archived: seed.archived ?? false,
      staleRefs: new Map()
    })
  }

  /**
   * Renames or transfers a repository, as a rename or an org rename on GitHub does: it answers
   * under its new name, and the old name redirects to it. Its git directory stays where it is.
   */
  rename(r: RepoState, owner: string, repo: string): void {
    const old = `${r.owner}/${r.repo}`.toLowerCase()
    this.repos.delete(old)
    this.movedFrom.set(old, r)
    r.owner = owner
    r.repo = repo
    this.repos.set(`${owner}/${repo}`.toLowerCase(), r)
  }

  configure(r: RepoState, settings: RepositorySettings): void {
    if (settings.allowAutoMerge !== undefined) r.allowAutoMerge = settings.allowAutoMerge
    if (settings.actionsCanCreatePullRequests !== undefined) {
      r.actionsCanCreatePullRequests = settings.actionsCanCreatePullRequests
    }
    if (settings.protectedBranches) r.protectedBranches = new Set(settings.protectedBranches)
    if (settings.defaultBranch) r.defaultBranch = settings.defaultBranch
    if (settings.requiredChecks !== undefined) r.requiredChecks = settings.requiredChecks
    if (settings.draftsAvailable !== undefined) r.draftsAvailable = settings.draftsAvailable
    if (settings.squashMergeCommitMessage) {
      r.squashMergeCommitMessage = settings.squashMergeCommitMessage
    }
    if (settings.mergeCommitMessage) r.mergeCommitMessage = settings.mergeCommitMessage
    if (settings.rulesets) r.rulesets = settings.rulesets
    if (settings.lagRefReads !== undefined) r.lagRefReads = settings.lagRefReads
    if (settings.headFilterIgnored !== undefined) r.headFilterIgnored = settings.headFilterIgnored
    if (settings.collaborators) r.collaborators = lowerSet(settings.collaborators)
    if (settings.teams) r.teams = lowerSet(settings.teams)
    if (settings.archived !== undefined) r.archived = settings.archived
  }

  /** The repository with a GraphQL node id (as `node_id` in its REST answers). */
  findRepoByNodeId(id: unknown): RepoState | undefined {
    for (const r of this.repos.values()) if (repoNodeId(r) === id) return r
    return undefined
  }

  /**
   * With lagRefReads, remembers what a read of `ref` answers if it comes next: the value before
   * this write, as a replica that has not seen the write yet would.
   */
  lagRef(r: RepoState, ref: string, before: string | undefined): void {
    if (r.lagRefReads) r.staleRefs.set(ref, { sha: before, request: this.requests })
  }

  /**
   * What a read of `ref` answers: the value before the last write when the read is the very
   * next request after that write (a replica lags a moment, not until the next run), else `sha`.
   */
  readRef(r: RepoState, ref: string, sha: string | undefined): string | undefined {
    const stale = r.staleRefs.get(ref)
    if (!stale) return sha
    r.staleRefs.delete(ref)
    return stale.request === this.requests - 1 ? stale.sha : sha
  }

  /** The pull request with a GraphQL node id, in any repository. */
  findPullByNodeId(id: unknown): { r: RepoState; p: StoredPullRequest } | undefined {
    for (const r of this.repos.values()) {
      const p = r.pulls.find(x => x.nodeId === id)
      if (p) return { r, p }
    }
    return undefined
  }
}

function lowerSet(names: string[] | undefined): Set<string> | undefined {
  return names && new Set(names.map(n => n.toLowerCase()))
}

/** A repository's GraphQL node id, the `node_id` of its REST answers. */
export function repoNodeId(r: RepoState): string {
  return Buffer.from(`010:Repository${r.id}`).toString('base64')
}
