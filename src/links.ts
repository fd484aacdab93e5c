// What the action knows about presigned bundle links. The link is a capability: messages,
// logs and summaries show its host and path, never its query (which holds the signature).

/** Shows a link by its origin and path, for messages. */
export function describeLink(url: string): string {
  try {
    const u = new URL(url)
    return `${u.origin}${u.pathname}`
  } catch {
    return 'the bundle link'
  }
}

/** Text with every http(s) link's query replaced by `?…` (diffs and log lines that quote links). */
export function redactLinks(text: string): string {
  return text.replace(/(https?:\/\/[^\s"'?]+)\?[^\s"']*/g, '$1?…')
}

/** An export job id as the platform writes it. */
export const JOB_ID = /^se_[0-9a-z]+$/

export interface BundleLinkInfo {
  jobId?: string
  /** ISO 8601, from X-Amz-Date + X-Amz-Expires. */
  expiresAt?: string
}

/**
 * Reads what a presigned bundle link says about itself: the export job (the path segment
 * shaped `se_…`) and when it expires (`X-Amz-Date` plus `X-Amz-Expires` seconds). Fields that
 * are not there are left out; a string that is not a URL gives `{}`.
 */
export function parseBundleLink(link: string): BundleLinkInfo {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return {}
  }
  const info: BundleLinkInfo = {}
  const jobId = url.pathname
    .split('/')
    .map(s => decodeURIComponentSafe(s))
    .find(s => JOB_ID.test(s))
  if (jobId) info.jobId = jobId
  const date = url.searchParams.get('X-Amz-Date')
  const expires = url.searchParams.get('X-Amz-Expires')
  const m = date ? /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date) : null
  if (m && expires && /^\d+$/.test(expires)) {
    const signedAt = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)
    if (!Number.isNaN(signedAt)) {
      info.expiresAt = new Date(signedAt + Number(expires) * 1000).toISOString()
    }
  }
  return info
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
