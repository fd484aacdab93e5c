// The stand-in's objects in GitHub's JSON shapes: users, repositories, refs, commits, trees,
// contents and pull requests, with API and web addresses under the stand-in's own base.
import type { GitHubState, RepoState, StoredPullRequest } from './state.js'
import type { Caller } from './route.js'
import { notFound } from './route.js'

export interface Addresses {
  /** The REST base, e.g. `http://127.0.0.1:4011` or `…/api/v3`. */
  api: string
  /** Where html_url links point. */
  web: string
}

export class Serializers {
  constructor(
    private readonly state: GitHubState,
    private readonly addresses: () => Addresses
  ) {}

  apiRepo(r: RepoState): string {
    return `${this.addresses().api}/repos/${r.owner}/${r.repo}`
  }

  webRepo(r: RepoState): string {
    return `${this.addresses().web}/${r.owner}/${r.repo}`
  }

  user(login: string): Record<string, unknown> {
    const { api, web } = this.addresses()
    return {
      login,
      id: 41898282,
      node_id: 'MDM6Qm90NDE4OTgyODI=',
      type: login.endsWith('[bot]') ? 'Bot' : 'User',
      site_admin: false,
      url: `${api}/users/${encodeURIComponent(login)}`,
      html_url: `${web}/${encodeURIComponent(login)}`
    }
  }

  repo(r: RepoState, caller: Caller): Record<string, unknown> {
    const write = caller.grant.contents === 'write'
    return {
      id: r.id,
      node_id: Buffer.from(`010:Repository${r.id}`).toString('base64'),
      name: r.repo,
      full_name: `${r.owner}/${r.repo}`,
      private: r.private,
      owner: { ...this.user(r.owner), type: 'Organization' },
      html_url: this.webRepo(r),
      url: this.apiRepo(r),
      default_branch: r.defaultBranch,
      allow_auto_merge: r.allowAutoMerge,
      allow_merge_commit: true,
      allow_squash_merge: true,
      allow_rebase_merge: true,
      archived: false,
      disabled: false,
      visibility: r.private ? 'private' : 'public',
      permissions: { admin: false, maintain: false, push: write, triage: write, pull: true }
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

  /** A file of the contents API. */
  file(
    r: RepoState,
    path: string,
    ref: string,
    sha: string,
    bytes: Buffer
  ): Record<string, unknown> {
    return {
      type: 'file',
      encoding: 'base64',
      size: bytes.length,
      name: path.split('/').pop()!,
      path,
      content: base64Lines(bytes),
      sha,
      url: `${this.apiRepo(r)}/contents/${path}?ref=${encodeURIComponent(ref)}`,
      git_url: `${this.apiRepo(r)}/git/blobs/${sha}`,
      html_url: `${this.webRepo(r)}/blob/${ref}/${path}`,
      download_url: null
    }
  }

  async pull(r: RepoState, p: StoredPullRequest): Promise<Record<string, unknown>> {
    const headSha = (await r.store.readRef(`refs/heads/${p.head}`)) ?? null
    const baseSha = (await r.store.readRef(`refs/heads/${p.base}`)) ?? null
    const side = (branch: string, sha: string | null): Record<string, unknown> => ({
      label: `${r.owner}:${branch}`,
      ref: branch,
      sha,
      user: this.user(r.owner),
      repo: { id: r.id, name: r.repo, full_name: `${r.owner}/${r.repo}`, url: this.apiRepo(r) }
    })
    return {
      url: `${this.apiRepo(r)}/pulls/${p.number}`,
      id: 5000 + p.number,
      node_id: p.nodeId,
      html_url: `${this.webRepo(r)}/pull/${p.number}`,
      number: p.number,
      state: p.state,
      locked: false,
      title: p.title,
      body: p.body,
      draft: p.draft,
      user: this.user(p.createdBy),
      labels: p.labels.map(name => r.labels.get(name)),
      requested_reviewers: p.requestedReviewers.map(login => this.user(login)),
      requested_teams: p.requestedTeams.map(slug => ({ slug, name: slug })),
      head: side(p.head, headSha),
      base: side(p.base, baseSha),
      auto_merge: p.autoMerge
        ? {
            enabled_by: this.user(p.autoMerge.enabledBy),
            merge_method: p.autoMerge.mergeMethod.toLowerCase(),
            commit_title: null,
            commit_message: null
          }
        : null,
      merged: false,
      mergeable_state: 'clean',
      created_at: p.createdAt,
      updated_at: p.updatedAt,
      closed_at: null,
      merged_at: null
    }
  }
}

/** Base64 in lines of 60 characters, as GitHub sends file and blob contents. */
function base64Lines(bytes: Buffer): string {
  return bytes.toString('base64').replace(/(.{60})/g, '$1\n')
}
