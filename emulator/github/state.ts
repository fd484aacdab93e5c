// What the GitHub stand-in knows: tokens and what they may do, repositories (each a real bare
// git repository plus the settings GitHub keeps beside it), their pull requests and labels, and
// which commits GitHub made (and so signed).
import { join } from 'node:path'
import { GitStore, type GitIdentity } from './git-store.js'

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

export interface SeedRepository {
  owner: string
  repo: string
  defaultBranch?: string
  /** A folder whose files become the first commit. */
  folder?: string
  /** Files (path → content, or a symbolic link) for the first commit, when no folder is given. */
  files?: Record<string, string | Buffer | { symlink: string }>
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
  /** Branch patterns (`*` within a segment, `**` across) a ruleset forbids force pushes to. */
  noForcePush?: string[]
  /** Ref reads lag a ref write once (the next read still sees the old value), as replicas do. */
  lagRefReads?: boolean
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
    | 'noForcePush'
    | 'lagRefReads'
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
  autoMerge: { mergeMethod: string; enabledBy: string } | null
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
  draftsAvailable: boolean
  noForcePush: string[]
  lagRefReads: boolean
  /** ref → the value a lagging read still answers once. */
  staleRefs: Map<string, string | undefined>
}

const SEED_IDENTITY_NAME = 'Repository Owner'

export class GitHubState {
  readonly repos = new Map<string, RepoState>()
  /** Commits created through the API, which GitHub signs. */
  readonly verified = new Set<string>()
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
      labels: new Map(),
      createdAt: this.isoNow(),
      requiredChecks: seed.requiredChecks ?? false,
      draftsAvailable: seed.draftsAvailable ?? true,
      noForcePush: seed.noForcePush ?? [],
      lagRefReads: seed.lagRefReads ?? false,
      staleRefs: new Map()
    })
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
    if (settings.noForcePush) r.noForcePush = settings.noForcePush
    if (settings.lagRefReads !== undefined) r.lagRefReads = settings.lagRefReads
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
