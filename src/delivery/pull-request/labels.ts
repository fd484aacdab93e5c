// The pull request's labels: added where GitHub lets this token add them, a warning for the rest.
import { githubMessage, isRequestError, rateLimitOf, type RequestErrorLike } from './errors.js'
import type { PullSummary } from './pull.js'
import type { GitHubRepository } from './repository.js'

/**
 * Adds the labels. GitHub creates a label the repository does not have yet only for a token
 * with issues: write; with the pull-requests: write the README asks for, it refuses the whole
 * request with 403 "You do not have permission to create labels on this repository." The pull
 * request is already open then, so a refusal (a 403 that is not a rate limit, or a 422) is a
 * warning, as for reviewers: each label is then asked alone, so the existing ones are added and
 * the warning names only those GitHub refused, and why.
 */
export async function addLabels(
  repository: GitHubRepository,
  pull: PullSummary,
  labels: string[],
  warn: (message: string) => void
): Promise<void> {
  /** The refusal GitHub answered, or undefined when the labels were added. */
  const add = (which: string[]) =>
    repository.call('adding labels', async octokit => {
      try {
        await octokit.rest.issues.addLabels({
          ...repository.ref,
          issue_number: pull.number,
          labels: which
        })
        return undefined
      } catch (err) {
        if (!isRequestError(err) || !(err.status === 422 || err.status === 403)) throw err
        if (rateLimitOf(err) !== undefined) throw err
        return err
      }
    })
  const refusal = await add(labels)
  if (!refusal) return
  const refused: Array<{ label: string; err: RequestErrorLike }> = []
  if (labels.length === 1) refused.push({ label: labels[0]!, err: refusal })
  else {
    for (const label of labels) {
      const err = await add([label])
      if (err) refused.push({ label, err })
    }
  }
  if (refused.length === 0) return
  const added = labels.filter(l => !refused.some(r => r.label === l))
  const cannotCreate = refused.some(
    ({ err }) => err.status === 403 && /create labels/i.test(githubMessage(err))
  )
  warn(
    `Could not add label${refused.length > 1 ? 's' : ''} ${refused
      .map(({ label, err }) => `"${label}" (GitHub answered ${err.status}: ${githubMessage(err)})`)
      .join('; ')} to pull request #${pull.number}.` +
      (cannotCreate
        ? ` GitHub creates a label the repository does not have yet only for a token with issues: write: create ${refused.length > 1 ? 'these labels' : 'the label'} once in ${repository.fullName} (Issues → Labels → New label), or add "issues: write" to the job's permissions.`
        : '') +
      (added.length > 0
        ? ` ${added.length > 1 ? 'The labels' : 'The label'} ${added.join(', ')} ${added.length > 1 ? 'were' : 'was'} added.`
        : '')
  )
}
