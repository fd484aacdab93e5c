// The pull request's reviewers: users and teams of the repository's organization are requested,
// and after GitHub refuses the request (it refuses everyone for one login it will not take) each
// group, then each login, is asked on its own, so one warning names exactly who was refused, why,
// and what to change. Beside labels.ts: one decoration of the pull request each.
import {
  githubErrors,
  githubMessage,
  isRequestError,
  MAX_SINGLE_REQUESTS,
  type RequestErrorLike
} from './errors.js'
import type { PullSummary } from './pull.js'
import type { GitHubRepository } from './repository.js'

/** One entry of `reviewers`: a user login, or a team written `org/team-slug`. */
interface Reviewer {
  /** As written, for messages. */
  name: string
  team?: { org: string; slug: string }
}

/**
 * Requests reviews from users and from teams (written `org/team-slug`). GitHub refuses the
 * whole request with a 422 when it refuses any one login (a user who is not a collaborator, a
 * team it cannot resolve, the pull request's author) and then requests nobody. So the author is
 * left out beforehand, and after a refusal users and teams are asked apart, then each login of
 * a group still refused on its own: everyone who can review is requested, and the warning names
 * exactly who was refused, with GitHub's reason for them.
 */
export async function requestReviews(
  repository: GitHubRepository,
  pull: PullSummary,
  reviewers: string[],
  warn: (message: string) => void
): Promise<void> {
  const author = pull.user?.login
  // The owner as GitHub describes it now (describe() ran first), not as the repository input
  // may still name it after a rename or a transfer.
  const owner = repository.owner
  const users: Reviewer[] = []
  const teams: Reviewer[] = []
  const otherOrg: string[] = []
  for (const name of reviewers) {
    const slash = name.indexOf('/')
    if (slash >= 0) {
      const org = name.slice(0, slash)
      // GitHub takes a team reviewer as a slug, which it looks up in the repository owner's
      // organization: another organization's team would be asked as a namesake of the owner's.
      if (org.toLowerCase() !== owner.toLowerCase()) otherOrg.push(name)
      else teams.push({ name, team: { org, slug: name.slice(slash + 1) } })
    } else if (author !== undefined && name.toLowerCase() === author.toLowerCase()) {
      // GitHub refuses it, and would refuse everyone else asked with it.
      repository.log.info(
        `reviewers: ${name} is the author of pull request #${pull.number}, and GitHub does not request a review from a pull request's author, so ${name} was left out`
      )
    } else {
      users.push({ name })
    }
  }
  if (otherOrg.length > 0) {
    warn(
      `reviewers: ${otherOrg.join(', ')} ${otherOrg.length > 1 ? 'were' : 'was'} not requested: only teams of the repository's organization, ${owner}, can review pull requests of ${repository.fullName} (GitHub looks the team up by its name in ${owner}, so asking would request another team). Name a team of ${owner} (${owner}/team-slug), or take ${otherOrg.length > 1 ? 'them' : 'it'} out of reviewers.`
    )
  }
  /** The 422 GitHub answered, or undefined when the reviews were requested. */
  const request = (who: Reviewer[]) =>
    repository.call('requesting reviewers', async octokit => {
      try {
        await octokit.rest.pulls.requestReviewers({
          ...repository.ref,
          pull_number: pull.number,
          reviewers: who.filter(r => !r.team).map(r => r.name),
          team_reviewers: who.flatMap(r => (r.team ? [r.team.slug] : []))
        })
        return undefined
      } catch (err) {
        if (!isRequestError(err) || err.status !== 422) throw err
        return err
      }
    })
  const requested: Reviewer[] = []
  const refused: Array<{ who: Reviewer[]; err: RequestErrorLike }> = []
  /** Asks for `group` (unless its refusal is known), then for each of a refused group. */
  const settle = async (group: Reviewer[], known?: RequestErrorLike): Promise<void> => {
    const err = known ?? (await request(group))
    if (!err) requested.push(...group)
    else if (group.length === 1 || group.length > MAX_SINGLE_REQUESTS)
      refused.push({ who: group, err })
    else for (const one of group) await settle([one])
  }
  const everyone = [...users, ...teams]
  if (everyone.length === 0) return
  const refusal = await request(everyone)
  if (!refusal) return
  if (users.length > 0 && teams.length > 0) {
    await settle(users)
    await settle(teams)
  } else {
    await settle(everyone, refusal)
  }
  const reasons = refused.map(
    ({ who, err }) =>
      `${who.map(r => r.name).join(', ')} (GitHub answered ${err.status}: ${githubMessage(err)})`
  )
  const fixes = new Set(refused.flatMap(({ who, err }) => reviewFixes(repository, who, err)))
  warn(
    `Could not request reviews from ${reasons.join('; ')}.` +
      [...fixes].map(fix => ` ${fix}`).join('') +
      (requested.length > 0
        ? ` Reviews from ${requested.map(r => r.name).join(', ')} were requested on their own.`
        : '')
  )
}

/** What to change where GitHub refused a review request for `who`, from what it said. */
function reviewFixes(
  repository: GitHubRepository,
  who: Reviewer[],
  err: RequestErrorLike
): string[] {
  const said = `${githubMessage(err)} ${githubErrors(err).join(' ')}`
  const users = who.filter(r => !r.team).map(r => r.name)
  const teams = who.filter(r => r.team).map(r => r.name)
  if (/could not resolve to a node/i.test(said)) {
    return [
      "GitHub could not resolve the team for this token: it cannot read the organization's teams, which a workflow's GITHUB_TOKEN never can. Pass as github-token a GitHub App token whose app has the organization permission Members: read, or a personal access token of an organization member."
    ]
  }
  if (/not a collaborator/i.test(said)) {
    return [
      ...(users.length > 0
        ? [
            `Add ${users.join(', ')} as ${users.length > 1 ? 'collaborators' : 'a collaborator'} of ${repository.fullName} (Settings → Collaborators and teams), or take ${users.length > 1 ? 'them' : 'the login'} out of reviewers.`
          ]
        : []),
      ...(teams.length > 0
        ? [
            `Give ${teams.join(', ')} access to ${repository.fullName} (Settings → Collaborators and teams), or take ${teams.length > 1 ? 'them' : 'the team'} out of reviewers.`
          ]
        : [])
    ]
  }
  return []
}
