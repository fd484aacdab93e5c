// The commits a reset of the branch takes away that this action did not write. The branch is
// the action's (every run resets it to the base plus one commit, and the pull request's body
// says edits pushed to it are replaced), but a reviewer's fix-up pushed there anyway is
// someone's work: a run that drops it says so, naming each commit, rather than force-pushing
// over it in silence.
import { identityOf, type WrittenCommit } from './branch-writer.js'
import type { GitHubRepository } from './repository.js'

/** A commit on the branch that this action did not write. */
export interface ReplacedCommit {
  sha: string
  /** The first line of its message. */
  subject: string
  /** Its author, as `Name <email>`. */
  author: string
}

/** The most commits one warning names; past it, it says how many more there were. */
const NAMED_COMMITS = 5

/**
 * The commits of `oldHead` that are not on `baseSha` (GitHub's compare, `base...head`) and that
 * another writer made. A commit of this action is made through the API, so it has the
 * committer GitHub gives such commits, as on `own`, and either this token's author, as on `own`,
 * or (written with another token, before the workflow changed it) the first line of this run's
 * message, which names the config key and the domain and not the job. A commit amended and
 * pushed by hand has its pusher as committer, and is someone's. A merge commit is left out:
 * "Update branch" on the pull request merges the base in, which the new base holds anyway.
 */
export async function commitsOthersWrote(
  repository: GitHubRepository,
  baseSha: string,
  oldHead: string,
  own: WrittenCommit & { message: string }
): Promise<ReplacedCommit[]> {
  const subject = (message: string): string => message.split('\n', 1)[0]!
  const { data } = await repository.call('listing the commits the branch had', octokit =>
    octokit.rest.repos.compareCommitsWithBasehead({
      ...repository.ref,
      basehead: `${baseSha}...${oldHead}`
    })
  )
  return data.commits
    .filter(c => c.parents.length <= 1)
    .filter(
      c =>
        identityOf(c.commit.committer ?? {}) !== own.committer ||
        (identityOf(c.commit.author ?? {}) !== own.author &&
          subject(c.commit.message) !== subject(own.message))
    )
    .map(c => ({
      sha: c.sha,
      subject: subject(c.commit.message),
      author: identityOf(c.commit.author ?? {})
    }))
}

/** The warning for a reset that took `commits` away from `branch`. */
export function replacedWarning(branch: string, base: string, commits: ReplacedCommit[]): string {
  const named = commits
    .slice(0, NAMED_COMMITS)
    .map(c => `${c.sha} "${c.subject}" by ${c.author}`)
    .join('; ')
  const more = commits.length - NAMED_COMMITS
  const count = commits.length === 1 ? 'a commit' : `${commits.length} commits`
  return (
    `${branch} held ${count} this action did not write, and this run reset the branch to ${base} plus its own commit, so ${commits.length === 1 ? 'it is' : 'they are'} no longer on it: ${named}` +
    (more > 0 ? `; and ${more} more` : '') +
    `. The pull request's timeline shows the force push, from which GitHub still serves ${commits.length === 1 ? 'the commit' : 'them'} by sha. ` +
    `Every run resets ${branch}: make a change that must stay on ${base} (or in the action's inputs), not on ${branch}.`
  )
}
