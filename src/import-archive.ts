// Import inside the air gap: the archive exported on the connected side was carried across by
// hand. Before anything is delivered it must be the very file that side verified: its sha256
// is compared with the digest recorded there (the `archive-sha256` output) first, so a damaged
// or swapped file is refused without being parsed, and then it goes through the same verifier
// as a download (structure, safe paths, bombs, index page, link report).
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { ArchiveError, type BundleReport } from './archive/verify.js'
import { verifyFile } from './archive/verify-file.js'
import type { ImportSettings } from './import-settings.js'
import { sha256File } from './archive/file-sha256.js'
import { oneLine } from './log-text.js'

export interface CarriedArchive {
  path: string
  sha256: string
  bytes: number
  report: BundleReport
}

/** A carried archive that is not the one recorded, or not a sound bundle. Nothing was written. */
export class CarriedArchiveError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CarriedArchiveError'
  }
}

/**
 * Checks the carried archive: present, a regular file, the recorded sha256, a sound bundle.
 * `workspace` resolves a relative `archive` path, as the runner's working directory does.
 */
export async function verifyCarriedArchive(
  carried: ImportSettings,
  workspace: string,
  siteDomains: readonly string[] = []
): Promise<CarriedArchive> {
  const file = path.resolve(workspace, carried.archivePath)
  const shown = oneLine(carried.archivePath)
  let size: number
  try {
    const info = await stat(file)
    if (!info.isFile()) throw new CarriedArchiveError(`archive: ${shown} is not a file`)
    size = info.size
  } catch (err) {
    if (err instanceof CarriedArchiveError) throw err
    throw new CarriedArchiveError(
      `archive: ${shown} cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'}). ` +
        'Give the path of the carried-in .tar.gz, relative to the workspace or absolute.'
    )
  }

  const { sha256 } = await sha256File(file)
  if (sha256 !== carried.sha256) {
    throw new CarriedArchiveError(
      `archive: ${shown} has sha256 ${sha256}, not the ${carried.sha256} given as archive-sha256 ` +
        '(the digest recorded when it was exported). The file was damaged or swapped on the way: ' +
        'carry it across again. Nothing was delivered.'
    )
  }

  try {
    const report = await verifyFile(file, { siteDomains })
    return { path: file, sha256, bytes: size, report }
  } catch (err) {
    if (!(err instanceof ArchiveError)) throw err
    throw new CarriedArchiveError(
      `archive: ${shown} has the recorded sha256 but failed verification: ` +
        `${oneLine(err.message, 2000)}. It was not delivered; export it again on the connected side.`
    )
  }
}
