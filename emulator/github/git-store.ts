// A bare git repository driven through the git CLI's plumbing commands. The GitHub stand-in
// keeps every object and ref here, so tests can read what the action did with `git log` and
// `git show` exactly as they would on a clone.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { folderChanges, seedFileChanges, type SeedFile } from './git-seed.js'

export type { SeedFile } from './git-seed.js'

export class GitError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null
  ) {
    super(message)
  }
}

export interface GitIdentity {
  name: string
  email: string
  /** ISO 8601. */
  date: string
}

export interface TreeEntry {
  path: string
  mode: string
  type: 'blob' | 'tree' | 'commit'
  sha: string
  size?: number
}

export interface CommitObject {
  sha: string
  tree: string
  parents: string[]
  author: GitIdentity
  committer: GitIdentity
  message: string
}

/** One new entry of a tree: content or an existing object, or `sha: null` to delete the path. */
export interface TreeChange {
  path: string
  mode: string
  type?: string
  sha?: string | null
  content?: string
}

// A fixed environment so the user's git configuration and hooks never play a part.
function gitEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: tmpdir(),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    LANG: 'C',
    ...extra
  }
}

export class GitStore {
  constructor(readonly gitDir: string) {}

  /** Runs git with `--git-dir`; resolves stdout as a Buffer, rejects with stderr. */
  run(args: string[], options: { input?: Buffer | string; env?: Record<string, string> } = {}) {
    return new Promise<Buffer>((resolve, reject) => {
      const child = spawn('git', ['--git-dir', this.gitDir, ...args], {
        env: gitEnv(options.env),
        stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe']
      })
      const out: Buffer[] = []
      const err: Buffer[] = []
      child.stdout!.on('data', (c: Buffer) => out.push(c))
      child.stderr!.on('data', (c: Buffer) => err.push(c))
      child.on('error', reject)
      child.on('close', code => {
        if (code === 0) resolve(Buffer.concat(out))
        else {
          reject(
            new GitError(
              `git ${args[0]} failed: ${Buffer.concat(err).toString('utf8').trim()}`,
              code
            )
          )
        }
      })
      if (child.stdin) {
        // git may exit before reading all of its input (an error); that is reported by close.
        child.stdin.on('error', () => {})
        child.stdin.end(options.input)
      }
    })
  }

  private async text(args: string[], input?: Buffer | string): Promise<string> {
    return (await this.run(args, { input })).toString('utf8').trim()
  }

  static async init(gitDir: string, defaultBranch: string): Promise<GitStore> {
    const store = new GitStore(gitDir)
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        'git',
        ['init', '--bare', '-q', `--initial-branch=${defaultBranch}`, gitDir],
        {
          env: gitEnv(),
          stdio: 'ignore'
        }
      )
      child.on('error', reject)
      child.on('close', code =>
        code === 0 ? resolve() : reject(new GitError('git init failed', code))
      )
    })
    return store
  }

  async writeBlob(content: Buffer): Promise<string> {
    return this.text(['hash-object', '-w', '--stdin'], content)
  }

  /** The object's type, or undefined when it does not exist. */
  async objectType(sha: string): Promise<string | undefined> {
    if (!/^[0-9a-f]{40}$/.test(sha)) return undefined
    try {
      return await this.text(['cat-file', '-t', sha])
    } catch {
      return undefined
    }
  }

  async readBlob(sha: string): Promise<Buffer> {
    return this.run(['cat-file', 'blob', sha])
  }

  /** Resolves `rev` (a sha, `refs/heads/x`, `x:path`) to a sha, or undefined. */
  async resolve(rev: string): Promise<string | undefined> {
    try {
      return await this.text(['rev-parse', '--verify', '--quiet', rev])
    } catch {
      return undefined
    }
  }

  async readRef(ref: string): Promise<string | undefined> {
    try {
      return await this.text(['rev-parse', '--verify', '--quiet', ref])
    } catch {
      return undefined
    }
  }

  /** Lists refs under a prefix such as `refs/heads/`. */
  async listRefs(prefix: string): Promise<Array<{ ref: string; sha: string }>> {
    const out = await this.text(['for-each-ref', '--format=%(objectname) %(refname)', prefix])
    if (out === '') return []
    return out.split('\n').map(line => {
      const [sha, ref] = line.split(' ')
      return { ref: ref!, sha: sha! }
    })
  }

  /**
   * Compare-and-swap of a ref: `expectedOld` undefined creates it (fails when it exists);
   * otherwise the ref must still point there. Returns false when another writer got there first.
   */
  async updateRef(ref: string, sha: string, expectedOld: string | undefined): Promise<boolean> {
    try {
      await this.run(['update-ref', ref, sha, expectedOld ?? '0'.repeat(40)])
      return true
    } catch {
      return false
    }
  }

  /**
   * Several ref writes at once, all or none (git's ref transaction): each moves `ref` to `sha`
   * (all zeros deletes it) provided it still points at `expectedOld` (all zeros: it must not
   * exist; undefined: whatever it points at). Returns false when any of them did not hold.
   */
  async updateRefsAtomically(
    updates: Array<{ ref: string; sha: string; expectedOld?: string }>
  ): Promise<boolean> {
    const input = updates
      .map(u => `update ${u.ref} ${u.sha}${u.expectedOld ? ` ${u.expectedOld}` : ''}\n`)
      .join('')
    try {
      await this.run(['update-ref', '--stdin'], { input })
      return true
    } catch {
      return false
    }
  }

  async deleteRef(ref: string): Promise<void> {
    await this.run(['update-ref', '-d', ref])
  }

  /**
   * Commits reachable from `rev`, newest first, that touched `path` when given: `git log`'s
   * own history simplification, which GitHub's commit listing follows too.
   */
  async log(rev: string, options: { path?: string; skip: number; max: number }): Promise<string[]> {
    const args = ['log', '--format=%H', `--skip=${options.skip}`, `--max-count=${options.max}`, rev]
    const out = await this.text([...args, '--', ...(options.path ? [options.path] : [])])
    return out ? out.split('\n') : []
  }

  /** The best common ancestor of two commits, or undefined when they share no history. */
  async mergeBase(a: string, b: string): Promise<string | undefined> {
    try {
      return await this.text(['merge-base', a, b])
    } catch (err) {
      if (err instanceof GitError && err.exitCode === 1) return undefined
      throw err
    }
  }

  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    try {
      await this.run(['merge-base', '--is-ancestor', ancestor, descendant])
      return true
    } catch (err) {
      if (err instanceof GitError && err.exitCode === 1) return false
      throw err
    }
  }

  async lsTree(treeish: string, recursive: boolean): Promise<TreeEntry[]> {
    const args = ['ls-tree', '-l', '-z', ...(recursive ? ['-r', '-t'] : []), treeish]
    const out = (await this.run(args)).toString('utf8')
    return out
      .split('\0')
      .filter(Boolean)
      .map(line => {
        const tab = line.indexOf('\t')
        const [mode, type, sha, size] = line.slice(0, tab).split(/\s+/)
        const entry: TreeEntry = {
          path: line.slice(tab + 1),
          mode: mode!,
          type: type as TreeEntry['type'],
          sha: sha!
        }
        if (size && size !== '-') entry.size = Number(size)
        return entry
      })
  }

  /** Builds a tree from `base` (or empty) with the changes applied, through a private index. */
  async buildTree(base: string | undefined, changes: TreeChange[]): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'gh-emu-index-'))
    const env = { GIT_INDEX_FILE: join(dir, 'index') }
    try {
      if (base) await this.run(['read-tree', base], { env })
      else await this.run(['read-tree', '--empty'], { env })
      for (const change of changes) {
        if (change.sha === null) {
          await this.run(['update-index', '--force-remove', '--', change.path], { env })
          continue
        }
        const sha =
          change.content !== undefined
            ? await this.writeBlob(Buffer.from(change.content, 'utf8'))
            : change.sha!
        await this.run(
          ['update-index', '--add', '--cacheinfo', `${change.mode},${sha},${change.path}`],
          {
            env
          }
        )
      }
      return (await this.run(['write-tree'], { env })).toString('utf8').trim()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }

  async commitTree(options: {
    tree: string
    parents: string[]
    message: string
    author: GitIdentity
    committer: GitIdentity
  }): Promise<string> {
    const args = ['commit-tree', options.tree]
    for (const p of options.parents) args.push('-p', p)
    const out = await this.run(args, {
      input: options.message,
      env: {
        GIT_AUTHOR_NAME: options.author.name,
        GIT_AUTHOR_EMAIL: options.author.email,
        GIT_AUTHOR_DATE: options.author.date,
        GIT_COMMITTER_NAME: options.committer.name,
        GIT_COMMITTER_EMAIL: options.committer.email,
        GIT_COMMITTER_DATE: options.committer.date
      }
    })
    return out.toString('utf8').trim()
  }

  async readCommit(sha: string): Promise<CommitObject | undefined> {
    if ((await this.objectType(sha)) !== 'commit') return undefined
    const raw = (await this.run(['cat-file', 'commit', sha])).toString('utf8')
    const blank = raw.indexOf('\n\n')
    const header = blank === -1 ? raw : raw.slice(0, blank)
    const message = blank === -1 ? '' : raw.slice(blank + 2)
    const commit: CommitObject = {
      sha,
      tree: '',
      parents: [],
      author: { name: '', email: '', date: '' },
      committer: { name: '', email: '', date: '' },
      message
    }
    for (const line of header.split('\n')) {
      const space = line.indexOf(' ')
      const field = line.slice(0, space)
      const value = line.slice(space + 1)
      if (field === 'tree') commit.tree = value
      else if (field === 'parent') commit.parents.push(value)
      else if (field === 'author' || field === 'committer') commit[field] = parseIdentity(value)
    }
    return commit
  }

  /** Commits the files of a folder as the first commit of `branch`. */
  async seedFromFolder(
    folder: string,
    branch: string,
    identity: GitIdentity,
    message = 'Initial commit'
  ): Promise<string> {
    return this.seedCommit(await folderChanges(this, folder), branch, identity, message)
  }

  /** Commits the given files (path → content) on top of `branch` (or as its first commit). */
  async seedFiles(
    files: Record<string, SeedFile>,
    branch: string,
    identity: GitIdentity,
    message: string
  ): Promise<string> {
    return this.seedCommit(await seedFileChanges(this, files), branch, identity, message)
  }

  private async seedCommit(
    changes: TreeChange[],
    branch: string,
    identity: GitIdentity,
    message: string
  ): Promise<string> {
    const ref = `refs/heads/${branch}`
    const parent = await this.readRef(ref)
    const baseTree = parent ? (await this.readCommit(parent))!.tree : undefined
    const tree = await this.buildTree(baseTree, changes)
    const sha = await this.commitTree({
      tree,
      parents: parent ? [parent] : [],
      message,
      author: identity,
      committer: identity
    })
    if (!(await this.updateRef(ref, sha, parent))) throw new GitError(`could not move ${ref}`, null)
    return sha
  }
}

function parseIdentity(value: string): GitIdentity {
  const m = /^(.*) <([^>]*)> (\d+) ([+-]\d{4})$/.exec(value)
  if (!m) return { name: value, email: '', date: '' }
  return {
    name: m[1]!,
    email: m[2]!,
    date: new Date(Number(m[3]) * 1000).toISOString().replace('.000Z', 'Z')
  }
}
