// What a repository's seed becomes in git: a file's content is a blob of mode 100644, a symbolic
// link a blob holding its target with mode 120000, a submodule a gitlink (another repository's
// commit) with mode 160000; a seed folder is read file by file, `.git` left out. Apart from
// git-store.ts, which is the git plumbing itself, because this is how tests and the stand-in's
// repositories describe content, not how git stores it. GitStore.seedFiles/seedFromFolder
// commit these changes.
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { TreeChange } from './git-store.js'

/** A seeded file: its content, a symbolic link's target, or a submodule's commit. */
export type SeedFile = string | Buffer | { symlink: string } | { submodule: string }

interface BlobWriter {
  writeBlob(content: Buffer): Promise<string>
}

/** The tree changes that add the given files (path → content), their blobs written. */
export async function seedFileChanges(
  store: BlobWriter,
  files: Record<string, SeedFile>
): Promise<TreeChange[]> {
  const changes: TreeChange[] = []
  for (const [path, content] of Object.entries(files)) {
    // A submodule is a gitlink: the commit of another repository, with mode 160000.
    if (typeof content === 'object' && 'submodule' in content) {
      changes.push({ path, mode: '160000', sha: content.submodule })
      continue
    }
    // A symbolic link is a blob holding the target, with mode 120000.
    if (typeof content === 'object' && !Buffer.isBuffer(content)) {
      changes.push({
        path,
        mode: '120000',
        sha: await store.writeBlob(Buffer.from(content.symlink))
      })
      continue
    }
    const sha = await store.writeBlob(Buffer.isBuffer(content) ? content : Buffer.from(content))
    changes.push({ path, mode: '100644', sha })
  }
  return changes
}

/** The tree changes that add every file of a folder (paths with `/`), their blobs written. */
export async function folderChanges(store: BlobWriter, folder: string): Promise<TreeChange[]> {
  const changes: TreeChange[] = []
  for (const file of await listFiles(folder)) {
    const sha = await store.writeBlob(await readFile(join(folder, file)))
    changes.push({ path: file.split(sep).join('/'), mode: '100644', sha })
  }
  return changes
}

async function listFiles(folder: string, prefix = ''): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(join(folder, prefix), { withFileTypes: true })) {
    const rel = prefix ? join(prefix, entry.name) : entry.name
    if (entry.isDirectory()) {
      if (entry.name === '.git') continue
      out.push(...(await listFiles(folder, rel)))
    } else if (entry.isFile()) {
      out.push(relative('', rel))
    }
  }
  return out.sort()
}
