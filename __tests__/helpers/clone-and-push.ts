// Commits by someone other than the action (a bot, a formatter, a human, an import run's pull
// request) on one of the GitHub stand-in's bare repositories: one clone in a scratch folder, the
// caller's git commands there, one push.
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { join } from 'node:path'

/** `git` in the clone, committing as a fixed someone else. */
export type InClone = (...args: string[]) => Buffer

/**
 * Clones `bareRepo` into a new folder under `scratch`, runs `commit` there (given git in the
 * clone and the clone's folder), and pushes HEAD to `ref` (a branch name or a full ref).
 */
export function cloneCommitPush(
  bareRepo: string,
  scratch: string,
  ref: string,
  commit: (inClone: InClone, folder: string) => void
): void {
  const folder = mkdtempSync(join(scratch, 'clone-'))
  const inClone: InClone = (...args) =>
    execFileSync('git', ['-C', folder, '-c', 'user.name=A', '-c', 'user.email=a@x', ...args])
  execFileSync('git', ['clone', '-q', bareRepo, folder])
  commit(inClone, folder)
  inClone('push', '-q', 'origin', `HEAD:${ref}`)
}
