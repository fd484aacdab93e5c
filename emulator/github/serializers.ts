// The stand-in's objects in GitHub's JSON shapes: users, repositories, refs, commits, trees and
// pull requests, with API and web addresses under the stand-in's own base. The contents API's
// shapes are in content-serializers.ts, reached through `contents`.
import { repoNodeId, type GitHubState, type RepoState, type StoredPullRequest } from './state.js'
import type { Caller } from './route.js'
import { notFound } from './route.js'
import { base64Lines, ContentSerializers } from './content-serializers.js'

export interface Addresses {
  /** The REST base, e.g. `http://127.0.0.1:4011` or `…/api/v3`. */
  api: string
  /** Where html_url links point. */
  web: string
}

export class Serializers {
  /** The contents API's shapes (files, folders, symlinks, submodules). */
  readonly contents: ContentSerializers

  constructor(
    private readonly state: GitHubState,
    private readonly addresses: () => Addresses
  ) {
    this.contents = new ContentSerializers(this)
  }

  apiRepo(r: RepoState): string {
    return `${this.addresses().api}/repos/${r.owner}/${r.repo}`
  }

  webRepo(r: RepoState): string {
    return `${this.addresses().web}/${r.owner}/${r.repo}`
  }

  /** A simple-user. Bots and users share one numeric id here; nothing reads it. */
  user(login: string, type?: 'Organization'): Record<string, unknown> {
    const { api, web } = this.addresses()
    const url = `${api}/users/${encodeURIComponent(login)}`
    return {
      login,
      id: 41898282,
      node_id: 'MDM6Qm90NDE4OTgyODI=',
      avatar_url: `${web}/avatars/${encodeURIComponent(login)}`,
      gravatar_id: '',
      url,
      html_url: `${web}/${encodeURIComponent(login)}`,
      followers_url: `${url}/followers`,
      following_url: `${url}/following{/other_user}`,
      gists_url: `${url}/gists{/gist_id}`,
      starred_url: `${url}/starred{/owner}{/repo}`,
      subscriptions_url: `${url}/subscriptions`,
      organizations_url: `${url}/orgs`,
      repos_url: `${url}/repos`,
      events_url: `${url}/events{/privacy}`,
      received_events_url: `${url}/received_events`,
      type: type ?? (login.endsWith('[bot]') ? 'Bot' : 'User'),
      site_admin: false
    }
  }

  /** A repository as pull requests embed it (GitHub's `repository` schema). */
  private repoCore(r: RepoState): Record<string, unknown> {
    const api = this.apiRepo(r)
    const host = new URL(this.addresses().web).host
    const urls = Object.fromEntries(
      (
        [
          ['archive_url', '/{archive_format}{/ref}'],
          ['assignees_url', '/assignees{/user}'],
          ['blobs_url', '/git/blobs{/sha}'],
          ['branches_url', '/branches{/branch}'],
          ['collaborators_url', '/collaborators{/collaborator}'],
          ['comments_url', '/comments{/number}'],
          ['commits_url', '/commits{/sha}'],
          ['compare_url', '/compare/{base}...{head}'],
          ['contents_url', '/contents/{+path}'],
          ['contributors_url', '/contributors'],
          ['deployments_url', '/deployments'],
          ['downloads_url', '/downloads'],
          ['events_url', '/events'],
          ['forks_url', '/forks'],
          ['git_commits_url', '/git/commits{/sha}'],
          ['git_refs_url', '/git/refs{/sha}'],
          ['git_tags_url', '/git/tags{/sha}'],
          ['hooks_url', '/hooks'],
          ['issue_comment_url', '/issues/comments{/number}'],
          ['issue_events_url', '/issues/events{/number}'],
          ['issues_url', '/issues{/number}'],
          ['keys_url', '/keys{/key_id}'],
          ['labels_url', '/labels{/name}'],
          ['languages_url', '/languages'],
          ['merges_url', '/merges'],
          ['milestones_url', '/milestones{/number}'],
          ['notifications_url', '/notifications{?since,all,participating}'],
          ['pulls_url', '/pulls{/number}'],
          ['releases_url', '/releases{/id}'],
          ['stargazers_url', '/stargazers'],
          ['statuses_url', '/statuses/{sha}'],
          ['subscribers_url', '/subscribers'],
          ['subscription_url', '/subscription'],
          ['tags_url', '/tags'],
          ['teams_url', '/teams'],
          ['trees_url', '/git/trees{/sha}']
        ] as const
      ).map(([name, suffix]) => [name, `${api}${suffix}`])
    )
    return {
      id: r.id,
      node_id: repoNodeId(r),
      name: r.repo,
      full_name: `${r.owner}/${r.repo}`,
      private: r.private,
      owner: this.user(r.owner, 'Organization'),
      html_url: this.webRepo(r),
      description: null,
      fork: false,
      url: api,
      ...urls,
      git_url: `git://${host}/${r.owner}/${r.repo}.git`,
      ssh_url: `git@${host}:${r.owner}/${r.repo}.git`,
      clone_url: `${this.webRepo(r)}.git`,
      svn_url: this.webRepo(r),
      mirror_url: null,
      homepage: null,
      language: null,
      license: null,
      size: 1,
      forks: 0,
      forks_count: 0,
      stargazers_count: 0,
      watchers: 0,
      watchers_count: 0,
      open_issues: r.pulls.filter(p => p.state === 'open').length,
      open_issues_count: r.pulls.filter(p => p.state === 'open').length,
      default_branch: r.defaultBranch,
      has_issues: true,
      has_projects: false,
      has_wiki: false,
      has_pages: false,
      has_downloads: true,
      has_discussions: false,
      archived: r.archived,
      disabled: false,
      visibility: r.private ? 'private' : 'public',
      pushed_at: r.createdAt,
      created_at: r.createdAt,
      updated_at: r.createdAt
    }
  }

  /** The repository as `GET /repos/{owner}/{repo}` gives it (GitHub's `full-repository`). */
  repo(r: RepoState, caller: Caller): Record<string, unknown> {
    const write = caller.grant.contents === 'write' || caller.grant.roleWrite === true
    const admin = caller.grant.admin === true
    // GitHub shows the merge settings to the repository's admins only; for everyone else the
    // keys are absent (not false), so "not shown" must never be read as "not allowed".
    const mergeSettings = admin
      ? {
          allow_auto_merge: r.allowAutoMerge,
          allow_merge_commit: true,
          allow_squash_merge: true,
          allow_rebase_merge: true,
          squash_merge_commit_title: 'COMMIT_OR_PR_TITLE',
          squash_merge_commit_message: r.squashMergeCommitMessage,
          merge_commit_title: 'MERGE_MESSAGE',
          merge_commit_message: r.mergeCommitMessage
        }
      : {}
    return {
      ...this.repoCore(r),
      ...mergeSettings,
      network_count: 0,
      subscribers_count: 0,
      permissions: {
        admin,
        maintain: admin,
        push: write || admin,
        triage: write || admin,
        pull: true
      }
    }
  }

  label(r: RepoState, name: string): Record<string, unknown> {
    const l = r.labels.get(name)!
    return {
      id: l.id,
      node_id: Buffer.from(`label:${l.id}`).toString('base64'),
      url: `${this.apiRepo(r)}/labels/${encodeURIComponent(name)}`,
      name,
      // The pull request schema wants a string here, where the label schema allows null.
      description: '',
      color: l.color,
      default: false
    }
  }

  team(r: RepoState, slug: string): Record<string, unknown> {
    const { api, web } = this.addresses()
    const url = `${api}/orgs/${r.owner}/teams/${slug}`
    return {
      id: 7000 + slug.length,
      node_id: Buffer.from(`team:${slug}`).toString('base64'),
      url,
      html_url: `${web}/orgs/${r.owner}/teams/${slug}`,
      name: slug,
      slug,
      description: null,
      permission: 'pull',
      members_url: `${url}/members{/member}`,
      repositories_url: `${url}/repos`,
      type: 'organization',
      parent: null
    }
  }

  ref(r: RepoState, ref: string, sha: string): Record<string, unknown> {
    return {
      ref,
      node_id: Buffer.from(`ref:${ref}`).toString('base64'),
      url: `${this.apiRepo(r)}/git/${ref}`,
      object: { sha, type: 'commit', url: `${this.apiRepo(r)}/git/commits/${sha}` }
    }
  }

  /** A commit as the REST commit listing gives it (GitHub's `commit` schema). */
  async listedCommit(r: RepoState, sha: string): Promise<Record<string, unknown>> {
    const git = await this.commit(r, sha)
    const api = this.apiRepo(r)
    return {
      url: `${api}/commits/${sha}`,
      sha,
      node_id: git.node_id,
      html_url: git.html_url,
      comments_url: `${api}/commits/${sha}/comments`,
      commit: {
        url: git.url,
        author: git.author,
        committer: git.committer,
        message: git.message,
        comment_count: 0,
        tree: git.tree,
        verification: git.verification
      },
      // Authors here are git identities, not accounts of the stand-in.
      author: null,
      committer: null,
      parents: git.parents
    }
  }

  async commit(r: RepoState, sha: string): Promise<Record<string, unknown>> {
    const c = await r.store.readCommit(sha)
    if (!c) throw notFound()
    const signed = this.state.verified.has(sha)
    const api = this.apiRepo(r)
    return {
      sha,
      node_id: Buffer.from(`commit:${sha}`).toString('base64'),
      url: `${api}/git/commits/${sha}`,
      html_url: `${this.webRepo(r)}/commit/${sha}`,
      author: c.author,
      committer: c.committer,
      message: c.message.replace(/\n$/, ''),
      tree: { sha: c.tree, url: `${api}/git/trees/${c.tree}` },
      parents: c.parents.map(p => ({
        sha: p,
        url: `${api}/git/commits/${p}`,
        html_url: `${this.webRepo(r)}/commit/${p}`
      })),
      verification: signed
        ? {
            verified: true,
            reason: 'valid',
            signature: '-----BEGIN PGP SIGNATURE-----\n(stand-in)\n-----END PGP SIGNATURE-----',
            payload: `tree ${c.tree}`,
            verified_at: c.committer.date
          }
        : { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null }
    }
  }

  async tree(r: RepoState, sha: string, recursive: boolean): Promise<Record<string, unknown>> {
    const entries = await r.store.lsTree(sha, recursive)
    return {
      sha,
      url: `${this.apiRepo(r)}/git/trees/${sha}`,
      tree: entries.map(e => ({
        path: e.path,
        mode: e.mode,
        type: e.type,
        sha: e.sha,
        ...(e.size !== undefined ? { size: e.size } : {}),
        url: `${this.apiRepo(r)}/git/${e.type === 'tree' ? 'trees' : 'blobs'}/${e.sha}`
      })),
      truncated: false
    }
  }

  blob(r: RepoState, sha: string, bytes: Buffer): Record<string, unknown> {
    return {
      sha,
      node_id: Buffer.from(`blob:${sha}`).toString('base64'),
      size: bytes.length,
      url: `${this.apiRepo(r)}/git/blobs/${sha}`,
      content: base64Lines(bytes),
      encoding: 'base64'
    }
  }

  async pull(r: RepoState, p: StoredPullRequest): Promise<Record<string, unknown>> {
    // A closed (or merged) pull request keeps the head it was closed at, as GitHub's does: a
    // push to its branch afterwards is not part of it until it is reopened.
    const headSha =
      p.state === 'closed'
        ? p.headSha
        : ((await r.store.readRef(`refs/heads/${p.head}`)) ?? p.headSha)
    const baseSha = (await r.store.readRef(`refs/heads/${p.base}`)) ?? ''
    const side = (branch: string, sha: string): Record<string, unknown> => ({
      label: `${r.owner}:${branch}`,
      ref: branch,
      sha,
      user: this.user(r.owner, 'Organization'),
      repo: this.repoCore(r)
    })
    const url = `${this.apiRepo(r)}/pulls/${p.number}`
    const html = `${this.webRepo(r)}/pull/${p.number}`
    const issue = `${this.apiRepo(r)}/issues/${p.number}`
    const statuses = `${this.apiRepo(r)}/statuses/${headSha}`
    return {
      url,
      id: 5000 + p.number,
      node_id: p.nodeId,
      html_url: html,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      issue_url: issue,
      commits_url: `${url}/commits`,
      review_comments_url: `${url}/comments`,
      review_comment_url: `${this.apiRepo(r)}/pulls/comments{/number}`,
      comments_url: `${issue}/comments`,
      statuses_url: statuses,
      number: p.number,
      state: p.state,
      locked: false,
      title: p.title,
      body: p.body,
      draft: p.draft,
      user: this.user(p.createdBy),
      labels: p.labels.map(name => this.label(r, name)),
      milestone: null,
      assignee: null,
      assignees: [],
      requested_reviewers: p.requestedReviewers.map(login => this.user(login)),
      requested_teams: p.requestedTeams.map(slug => this.team(r, slug)),
      head: side(p.head, headSha),
      base: side(p.base, baseSha),
      _links: {
        self: { href: url },
        html: { href: html },
        issue: { href: issue },
        comments: { href: `${issue}/comments` },
        review_comments: { href: `${url}/comments` },
        review_comment: { href: `${this.apiRepo(r)}/pulls/comments{/number}` },
        commits: { href: `${url}/commits` },
        statuses: { href: statuses }
      },
      author_association: 'NONE',
      auto_merge: p.autoMerge
        ? {
            enabled_by: this.user(p.autoMerge.enabledBy),
            merge_method: p.autoMerge.mergeMethod.toLowerCase(),
            commit_title: '',
            commit_message: ''
          }
        : null,
      merged: p.mergedAt !== null,
      mergeable: p.state === 'open' ? true : null,
      // Without required checks a new pull request is mergeable at once ("clean"); with them it
      // waits ("blocked"), the state in which GitHub lets auto-merge be enabled.
      mergeable_state:
        p.state !== 'open' ? 'unknown' : p.draft ? 'draft' : r.requiredChecks ? 'blocked' : 'clean',
      merged_by: p.mergedBy ? this.user(p.mergedBy) : null,
      merge_commit_sha: p.mergeCommitSha,
      comments: 0,
      review_comments: 0,
      maintainer_can_modify: false,
      commits: 1,
      additions: 0,
      deletions: 0,
      changed_files: 0,
      created_at: p.createdAt,
      updated_at: p.updatedAt,
      closed_at: p.closedAt,
      merged_at: p.mergedAt
    }
  }
}
