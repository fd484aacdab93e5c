// The contents API's shapes (`GET /repos/{owner}/{repo}/contents/{path}`): files, folder
// listings, symbolic links and submodules, with the 1 MB limit past which GitHub sends a file
// without its content. Apart from serializers.ts because the contents API has rules of its own
// (what kind an entry is, when content is left out) that the Git objects and pulls do not share.
import type { RepoState } from './state.js'

/** Files larger than this come without content from the contents API. */
export const CONTENTS_API_LIMIT = 1_000_000

/** Base64 in lines of 60 characters, as GitHub sends file and blob contents. */
export function base64Lines(bytes: Buffer): string {
  return bytes.toString('base64').replace(/(.{60})/g, '$1\n')
}

/** Where a repository's API and web pages are (serializers.ts knows the stand-in's base). */
export interface RepoAddresses {
  apiRepo(r: RepoState): string
  webRepo(r: RepoState): string
}

export class ContentSerializers {
  constructor(private readonly repos: RepoAddresses) {}

  /** The fields every object of the contents API has. */
  private contentEntry(
    r: RepoState,
    path: string,
    ref: string,
    sha: string,
    kind: 'file' | 'dir' | 'symlink' | 'submodule'
  ): Record<string, unknown> {
    const self = `${this.repos.apiRepo(r)}/contents/${path}?ref=${encodeURIComponent(ref)}`
    const git = `${this.repos.apiRepo(r)}/git/${kind === 'dir' ? 'trees' : 'blobs'}/${sha}`
    const html = `${this.repos.webRepo(r)}/${kind === 'dir' ? 'tree' : 'blob'}/${ref}/${path}`
    return {
      type: kind,
      name: path.split('/').pop()!,
      path,
      sha,
      url: self,
      git_url: git,
      html_url: html,
      download_url: null,
      _links: { self, git, html }
    }
  }

  /**
   * A file of the contents API. Over 1 MB GitHub leaves `content` empty with encoding "none":
   * such a file can only be read whole through the Git blobs API (up to 100 MB).
   */
  file(
    r: RepoState,
    path: string,
    ref: string,
    sha: string,
    bytes: Buffer
  ): Record<string, unknown> {
    const large = bytes.length > CONTENTS_API_LIMIT
    return {
      ...this.contentEntry(r, path, ref, sha, 'file'),
      size: bytes.length,
      encoding: large ? 'none' : 'base64',
      content: large ? '' : base64Lines(bytes)
    }
  }

  /** A symbolic link whose target is not a file in the repository. */
  symlink(
    r: RepoState,
    path: string,
    ref: string,
    sha: string,
    target: string
  ): Record<string, unknown> {
    return {
      ...this.contentEntry(r, path, ref, sha, 'symlink'),
      target,
      size: Buffer.byteLength(target)
    }
  }

  /** A submodule: where its repository is; its files are not served from this one. */
  submodule(r: RepoState, path: string, ref: string, sha: string): Record<string, unknown> {
    return {
      ...this.contentEntry(r, path, ref, sha, 'submodule'),
      submodule_git_url: `${this.repos.webRepo(r)}-${path.split('/').pop()}.git`,
      size: 0
    }
  }

  /** One entry of a folder listing. */
  listed(
    r: RepoState,
    path: string,
    ref: string,
    e: { type: string; mode: string; sha: string; size?: number }
  ): Record<string, unknown> {
    const kind =
      e.type === 'tree'
        ? 'dir'
        : e.type === 'commit'
          ? 'submodule'
          : e.mode === '120000'
            ? 'symlink'
            : 'file'
    return { ...this.contentEntry(r, path, ref, e.sha, kind), size: e.size ?? 0 }
  }
}
