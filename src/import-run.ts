// The import path of a run (inside the air gap): the carried-in archive checked against the
// recorded sha256 and verified (import-archive.ts), then reported as a download would be, so
// delivery works the same on both sides.
import * as core from '@actions/core'
import { announceVerified } from './archive/verified-text.js'
import { protectLink } from './bundle-link.js'
import type { ImportSettings } from './import-settings.js'
import type { CarriedArchive } from './import-archive.js'
import { describeLink } from './links.js'
import { info } from './log-text.js'
import type { Settings } from './settings.js'

export async function importCarried(
  settings: Settings,
  carried: ImportSettings
): Promise<CarriedArchive> {
  // Loaded only by an import: an export run never needs it.
  const { verifyCarriedArchive } = await import('./import-archive.js')
  // Inside the air gap a load from the site's public address fails: the verifier names them.
  const archive = await verifyCarriedArchive(
    carried,
    process.env.GITHUB_WORKSPACE || process.cwd(),
    [settings.domain]
  )
  const r = archive.report
  info(`sha256 ${archive.sha256}: the digest recorded on the connected side`)
  announceVerified(r)
  protectLink(settings, carried.bundleUrl)
  core.setOutput('archive-path', archive.path)
  core.setOutput('archive-sha256', archive.sha256)
  core.setOutput('bundle-url', carried.bundleUrl)
  core.setOutput('bundle-size', String(archive.bytes))
  core.setOutput('page-count', String(r.pages))
  info(`Delivering ${describeLink(carried.bundleUrl)}, an internal link that does not expire`)
  return archive
}
