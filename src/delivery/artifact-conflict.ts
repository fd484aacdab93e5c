// Whose is an artifact that already holds the name we upload under: an earlier attempt of this
// run, or another job (a matrix leg) or step of this very attempt.
//
// Artifact names are unique per workflow run, across its attempts. A re-run of a job finds the
// artifact its failed attempt left, and replacing it is right: the fresh archive is the one that
// matters, and the name stays what later steps look for. But two matrix legs that export the
// same domain (one per `version`, say) get the same default name in the same attempt; replacing
// there throws away the other leg's archive, which nobody re-runs to get back. So an artifact of
// this attempt is kept, and ours is uploaded under the name with a short suffix.
//
// In a first attempt there is no earlier one: the artifact is this attempt's. In a later attempt
// it is this attempt's when it was made after this process started (clocks of the runner and the
// service differ a little, so that is the one sure sign; one made before is taken as earlier).

import { randomBytes } from 'node:crypto'
import { uniqueArtifactFileName } from '../rules/artifact-name.js'

/** When this process started: an artifact made after it is this attempt's. */
export const PROCESS_STARTED = Date.now() - process.uptime() * 1000

/** The name with a short random suffix, for an archive that cannot have the name itself. */
export const suffixedName = (wanted: string): string =>
  uniqueArtifactFileName(wanted, randomBytes(3).toString('hex'))

/** The warning for an artifact of this attempt kept, and ours uploaded beside it. */
export const keptWarning = (wanted: string, ours: string): string =>
  `An artifact named ${wanted} was already uploaded by another job or step of this workflow ` +
  'run attempt (a matrix leg exporting the same domain?). It is kept, and this archive was ' +
  `uploaded as ${ours}. Give each job its own \`artifact-name\` to get stable names.`

export type ArtifactOwner = 'earlier attempt' | 'this attempt'

export function artifactOwner(
  env: NodeJS.ProcessEnv,
  /** When the artifact there was made, if the service said. */
  createdAt: Date | undefined,
  /** When this process started (ms since the epoch). */
  startedAt: number = PROCESS_STARTED
): ArtifactOwner {
  const attempt = Number(env.GITHUB_RUN_ATTEMPT)
  if (attempt === 1) return 'this attempt'
  if (createdAt !== undefined && createdAt.getTime() >= startedAt) return 'this attempt'
  return 'earlier attempt'
}
