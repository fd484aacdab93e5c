// Local file names for what the action downloads. The job id is the platform's text (any opaque
// string, see rules/job-id.ts): used in a file name it could climb out of the folder
// (`../../escaped`), name a device, or collide with another run's file after sanitising. So
// no platform text is ever part of a local name: the name holds a hash of the job id, and the
// resolved path is checked to stay directly inside its folder.
import { createHash } from 'node:crypto'
import { dirname, resolve } from 'node:path'

/** Thrown when a computed path would leave its folder (which a hash never does: a guard). */
export class LocalPathError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'LocalPathError'
  }
}

/** `<folder>/<name>`, resolved, or an error when the result is not directly inside `folder`. */
export function pathInside(folder: string, name: string): string {
  const root = resolve(folder)
  const path = resolve(root, name)
  if (dirname(path) !== root) {
    throw new LocalPathError(
      `refusing to write ${JSON.stringify(name)}: it would not stay inside ${root}`
    )
  }
  return path
}

/** A job id as a file-name component: the first 16 hex of its sha256, never the id itself. */
export function jobIdDigest(jobId: string): string {
  return createHash('sha256').update(jobId, 'utf8').digest('hex').slice(0, 16)
}

/** Where the archive of `jobId` is kept: `static-export-<first 16 hex of sha256(jobId)>.tar.gz`. */
export function archiveFileName(folder: string, jobId: string): string {
  return pathInside(folder, `static-export-${jobIdDigest(jobId)}.tar.gz`)
}
