// The words the pull-request delivery writes for a reviewer: the default branch name, the pull
// request's title and body, and the commit message. Platform text (the job id) is written into
// the body's Markdown as the job summary writes it (log-text.ts).
import { mdCell, mdCode } from '../../log-text.js'

export interface LinkUpdate {
  bundleUrl: string
  version?: string
  /** The export job; recorded beside the link for later renewals. */
  jobId?: string
  /**
   * An import's internal link (no job): when it was imported, recorded with the archive's size
   * and sha256 so that scheduled renewals leave the link as it is (record.ts).
   */
  importedAt?: string
  /** ISO 8601 expiry of the link. */
  expiresAt?: string
  pageCount?: number
  /** The verified archive, recorded for a renewal that proves a new link without downloading. */
  sizeBytes?: number
  etag?: string
  sha256?: string
  /** The site exported (the `domain` input), recorded so another site's renewal refuses the job. */
  domain?: string
  /**
   * The link a renewal read on the base and decided from (which job to renew). The base's config
   * it was read from (renewsIn, the first by default) must still hold it (or this update's
   * link): a base that changed it since (a hand edit, another workflow's export merged) would get
   * the renewed old job written over the newer link.
   */
  renews?: string
  /** The config-path file `renews` was read from; the first when not given. */
  renewsIn?: string
}

export { defaultBranchName } from '../../rules/branch-name.js'

export function defaultTitle(domain: string): string {
  return `Static export of ${domain}: new bundle link`
}

/** The pull request body written for a reviewer. */
export function defaultPullRequestBody(options: {
  domain: string
  configPaths: string[]
  configKey: string
  update: LinkUpdate
  /** The workflow run's page, on the server the run is on (GitHub Enterprise Server too). */
  runUrl?: string
}): string {
  const { update } = options
  // An import (air gap) writes an internal link: no job, no expiry, no presigned capability.
  const internal = update.jobId === undefined && update.expiresAt === undefined
  const lines = [
    `This pull request points the deployment at a fresh static export of **${options.domain}**.`,
    '',
    '| | |',
    '|---|---|',
    internal
      ? '| Export job | carried-in archive, verified against its recorded sha256 |'
      : `| Export job | ${update.jobId ? mdCell(mdCode(update.jobId)) : 'unknown'} |`,
    ...(update.pageCount !== undefined ? [`| Pages | ${update.pageCount} |`] : []),
    ...(update.version ? [`| Docs version | ${mdCell(mdCode(update.version))} |`] : []),
    internal
      ? '| Link expires | never (an internal link) |'
      : `| Link expires | ${update.expiresAt ?? 'not stated by the platform'} |`,
    `| Files | ${options.configPaths.map(p => `\`${p}\``).join(', ')} (\`${options.configKey}\`) |`,
    '',
    internal
      ? `**What merging does:** \`${options.configKey}.bundleUrl\` changes to the internal link and \`${options.configKey}.enabled\` is set to true. ` +
        'Your deployment fetches the bundle from that link when it next starts; the link does not expire, so no renewal is needed.'
      : `**What merging does:** \`${options.configKey}.bundleUrl\` changes to the new link and \`${options.configKey}.enabled\` is set to true. ` +
        'Your deployment fetches the bundle from that link when it next starts, so merge and roll out **before the link expires**; ' +
        'after that, a restart cannot fetch the bundle until a run renews the link.',
    ...(internal
      ? []
      : [
          '',
          'The link is a presigned capability: anyone holding it can download the bundle until it expires.'
        ]),
    '',
    'This branch is rewritten by every run (the base plus one commit); edits pushed to it will be replaced.',
    ...(options.runUrl ? ['', `Made by workflow run ${options.runUrl}.`] : [])
  ]
  return lines.join('\n')
}

/** The commit message: what changed, from which job, until when, in which files. */
export function defaultCommitMessage(options: {
  domain: string
  configKey: string
  update: LinkUpdate
  changedPaths: string[]
}): string {
  const { update } = options
  return [
    `Update ${options.configKey}.bundleUrl for ${options.domain}`,
    '',
    `New static export link${update.jobId ? ` of job ${update.jobId}` : ''}` +
      `${update.expiresAt ? `, expires ${update.expiresAt}` : ''}.`,
    `Files: ${options.changedPaths.join(', ')}`
  ].join('\n')
}

/** The files' record trailers (record-trailer.ts), for those that cannot hold it themselves. */
function trailersOf(files: { trailer?: string }[]): string[] {
  return files.flatMap(f => (f.trailer ? [f.trailer] : []))
}

/** The commit message with the record trailers as its last paragraph, as git reads trailers. */
export function withTrailers(message: string, files: { trailer?: string }[]): string {
  const trailers = trailersOf(files)
  return trailers.length === 0 ? message : `${message.trimEnd()}\n\n${trailers.join('\n')}`
}

/**
 * The pull request body with the same lines in a comment a reviewer does not see: a squash
 * merge set to take the body as its message keeps the record that way.
 */
export function withBodyTrailers(body: string, files: { trailer?: string }[]): string {
  const trailers = trailersOf(files)
  return trailers.length === 0 ? body : `${body.trimEnd()}\n\n<!--\n${trailers.join('\n')}\n-->`
}

/** A commit message's body: what follows its title line and the blank line after it. */
export function commitBody(message: string): string {
  const end = message.indexOf('\n')
  return end < 0 ? '' : message.slice(end + 1).replace(/^\n+/, '')
}
