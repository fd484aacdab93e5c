// The pull request's labels: added where GitHub lets this token add them, a warning for the rest.
import {
  githubMessage,
  isRequestError,
  MAX_SINGLE_REQUESTS,
  rateLimitOf,
  type RequestErrorLike
} from './errors.js'
import type { PullSummary } from './pull.js'
import type { GitHubRepository } from './repository.js'

/**
 * Adds the labels. GitHub creates a label the repository does not have yet only for a token
 * with issues: write; with the pull-requests: write the README asks for, it refuses the whole
 * request with 403 "You do not have permission to create labels on this repository." The pull
 * request is already open then, so a refusal (a 403 that is not a rate limit, or a 422) is a
 * warning, as for reviewers: each label is then asked alone, so the existing ones are added and
 * the warning names only those GitHub refused, and why. Past MAX_SINGLE_REQUESTS labels the
 * whole list is named as refused instead, rather than spend a request per label.
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
  // Each refusal with the labels it was for: one each when asked alone, else the whole list.
  const refused: Array<{ labels: string[]; err: RequestErrorLike }> = []
  if (labels.length === 1 || labels.length > MAX_SINGLE_REQUESTS)
    refused.push({ labels, err: refusal })
  else {
    for (const label of labels) {
      const err = await add([label])
      if (err) refused.push({ labels: [label], err })
    }
  }
  if (refused.length === 0) return
  const count = refused.reduce((n, r) => n + r.labels.length, 0)
  const added = labels.filter(l => !refused.some(r => r.labels.includes(l)))
  const cannotCreate = refused.some(
    ({ err }) => err.status === 403 && /create labels/i.test(githubMessage(err))
  )
  warn(
    `Could not add label${count > 1 ? 's' : ''} ${refused
      .map(
        ({ labels: which, err }) =>
          `${which.map(l => `"${l}"`).join(', ')} (GitHub answered ${err.status}: ${githubMessage(err)})`
      )
      .join('; ')} to pull request #${pull.number}.` +
      (cannotCreate
        ? ` GitHub creates a label the repository does not have yet only for a token with issues: write: create ${count > 1 ? 'these labels' : 'the label'} once in ${repository.fullName} (Issues → Labels → New label), or add "issues: write" to the job's permissions.`
        : '') +
      (labels.length > MAX_SINGLE_REQUESTS
        ? ` None was added: past ${MAX_SINGLE_REQUESTS} labels they are not asked one at a time.`
        : '') +
      (added.length > 0
        ? ` ${added.length > 1 ? 'The labels' : 'The label'} ${added.join(', ')} ${added.length > 1 ? 'were' : 'was'} added.`
        : '')
  )
}
