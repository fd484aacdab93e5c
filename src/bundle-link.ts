// The bundle link of a job: asked of the platform, judged by the link policy before it is used
// anywhere (output, log, request), and masked in the log as the capability it is.
import * as core from '@actions/core'
import { LinkRefused, checkLink, type LinkPolicy } from './archive/link-policy.js'
import { describeLink, linkSecrets } from './links.js'
import { info, oneLine } from './log-text.js'
import type { ExportBundle, StaticExportClient } from './platform/static-export.js'
import { keepSecret } from './redact.js'
import type { Settings } from './settings.js'
import { describeExpiry, formatBytes } from './summary.js'

export async function generateLink(
  client: StaticExportClient,
  settings: Settings,
  jobId: string
): Promise<ExportBundle> {
  const bundle = await client.createBundle(jobId)
  protectLink(settings, bundle.bundleUrl)
  try {
    // Judged before it is used anywhere: output, log, request.
    checkLink(bundle.bundleUrl, linkPolicy(settings))
  } catch (err) {
    if (!(err instanceof LinkRefused)) throw err
    // A refused link is masked whatever mask-bundle-url says: it is shown nowhere.
    keepSecret(bundle.bundleUrl)
    throw new Error(
      `The platform's bundle link for job ${oneLine(jobId)} was refused before any request: ${err.message}. ` +
        'Nothing was downloaded; report the link to the platform (or see allow-private-bundle-hosts).'
    )
  }
  core.setOutput('bundle-url', bundle.bundleUrl)
  core.setOutput('expires-at', bundle.expiresAt)
  if (bundle.sizeBytes !== undefined) core.setOutput('bundle-size', String(bundle.sizeBytes))
  info(
    `Bundle link for ${describeLink(bundle.bundleUrl)}${bundle.sizeBytes !== undefined ? ` (${formatBytes(bundle.sizeBytes)})` : ''}, ` +
      `expires ${describeExpiry(bundle.expiresAt, Date.now())}`
  )
  // mask-bundle-url: false is asked for to copy the link from the log (it says so).
  if (!settings.maskBundleUrl)
    info(`Bundle link (mask-bundle-url: false): ${oneLine(bundle.bundleUrl, Infinity)}`)
  return bundle
}

export function linkPolicy(settings: Settings): LinkPolicy {
  return { allowPrivate: settings.allowPrivateBundleHosts }
}

/**
 * The presigned link is a capability: with mask-bundle-url, masked along with its signature on
 * its own (linkSecrets), and kept among the run's secrets (redact.ts).
 */
export function protectLink(settings: Settings, url: string): void {
  if (!settings.maskBundleUrl) return
  for (const secret of linkSecrets(url)) keepSecret(secret)
}
