// The job summary: what a reviewer of the run wants on one screen. A pure function from the run's
// result to Markdown, so it is tested as text; main.ts writes it with core.summary. It never
// holds a secret: the bundle link appears as its host and path only, without the signature.
// Every text that came from outside (the platform, GitHub, the archive) goes in through the
// Markdown helpers of log-text.ts, so none of it can become markup.
import type { BundleReport } from './archive/verify.js'
import { siteAddressCounts, siteAddressWhy, unscannedText } from './archive/verified-text.js'
import { formatDuration } from './duration.js'
import { mdCell, mdCode, mdFence, mdLink, mdText } from './log-text.js'
import { diffForSummary } from './summary-diff.js'
import { redact } from './redact.js'

export interface SummaryInput {
  domain: string
  /** How the job came about: a new export, or an existing job whose link was renewed. */
  /** `import`: a carried-in archive delivered with an internal link (air gap), no platform. */
  mode: 'export' | 'renew' | 'import'
  jobId?: string
  status?: string
  pageCount?: number
  exportDurationMs?: number
  /** An internal link of an import has no expiry. */
  link?: { where: string; expiresAt?: string; sizeBytes?: number }
  archive?: { sha256: string; bytes: number; report: BundleReport }
  artifact?: { name: string; url?: string; id?: number; digest: string }
  pullRequest?: { operation: string; number?: number; url?: string; diff?: string; dryRun: boolean }
  /** Something went wrong: shown at the top. */
  failure?: string
  /** This workflow run's page on the server the run is on (GITHUB_SERVER_URL). */
  runUrl?: string
  /** Notes worth a reviewer's eye (e.g. skipped because the link is still fresh). */
  notes?: string[]
  /**
   * The run's secrets (admin key, github-token, a masked link and its signature): removed from
   * the failure and the notes before they are escaped, since the escaped text would hide them
   * from the runner's masker (`ghs_a_b` is written `ghs\_a\_b`).
   */
  secrets?: readonly string[]
  now: number
}

export const EXPIRY_WARNING_MS = 24 * 3_600_000

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KiB', 'MiB', 'GiB', 'TiB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(value < 10 ? 2 : 1)} ${units[unit]}`
}

/** `2026-11-22 14:05 UTC (in 23 hours)` or `(expired 2 hours ago)`. */
export function describeExpiry(expiresAt: string, now: number): string {
  const at = Date.parse(expiresAt)
  if (Number.isNaN(at)) return expiresAt
  const date = new Date(at).toISOString().replace('T', ' ').slice(0, 16) + ' UTC'
  const left = at - now
  const hours = Math.abs(left) / 3_600_000
  const span =
    hours >= 48
      ? `${Math.round(hours / 24)} days`
      : hours >= 1
        ? `${Math.round(hours)} hour${Math.round(hours) === 1 ? '' : 's'}`
        : formatDuration(Math.abs(left))
  return left >= 0 ? `${date} (in ${span})` : `${date} (expired ${span} ago)`
}

export function renderSummary(input: SummaryInput): string {
  const lines: string[] = []
  const title = input.failure ? '❌ Static export failed' : '📦 Static export'
  lines.push(`## ${title}: ${input.domain}`, '')
  // A failure may be several lines of the action's own text; each line is escaped on its own,
  // after the secrets are taken out of the whole.
  const quoteBlock = (text: string): string =>
    redact(text, input.secrets ?? [])
      .split(/\r\n|\r|\n/)
      .map(line => `> ${mdText(line, 4000)}`)
      .join('\n')
  if (input.failure) lines.push(quoteBlock(input.failure), '')
  for (const note of input.notes ?? []) lines.push(quoteBlock(note), '')

  const rows: [string, string][] = []
  if (input.jobId) {
    rows.push([
      'Job',
      `${mdCode(input.jobId)}${input.mode === 'renew' ? ' (link renewed, no new export)' : ''}`
    ])
  }
  if (input.status) rows.push(['Status', mdText(input.status)])
  if (input.pageCount !== undefined) rows.push(['Pages', String(input.pageCount)])
  if (input.exportDurationMs !== undefined) {
    rows.push(['Export took', formatDuration(input.exportDurationMs)])
  }
  if (input.archive) {
    rows.push(['Archive', formatBytes(input.archive.bytes)])
    // Named as the output, which an air-gapped import takes as its `archive-sha256` input.
    rows.push(['SHA-256 (`archive-sha256`)', `\`${input.archive.sha256}\``])
  } else if (input.link?.sizeBytes !== undefined) {
    rows.push(['Archive', formatBytes(input.link.sizeBytes)])
  }
  if (input.mode === 'import') rows.push(['Source', 'carried-in archive (import, no platform)'])
  if (input.link?.expiresAt === undefined && input.link) {
    rows.push(['Link', `${mdCode(input.link.where)} (internal; does not expire)`])
  } else if (input.link?.expiresAt !== undefined) {
    rows.push(['Link', `${mdCode(input.link.where)} (signed; kept out of this summary)`])
    rows.push(['Link expires', mdText(describeExpiry(input.link.expiresAt, input.now))])
  }
  if (input.artifact) {
    const name = mdCode(input.artifact.name)
    rows.push([
      'Artifact',
      input.artifact.url
        ? mdLink(name, input.artifact.url)
        : input.runUrl
          ? `${name}, listed on ${mdLink("the run's page", input.runUrl)} once the run ends`
          : name
    ])
  }
  if (input.pullRequest) {
    const pr = input.pullRequest
    const what = pr.dryRun ? `dry run: would be ${pr.operation}` : pr.operation
    const label = `#${pr.number ?? ''}`
    rows.push([
      'Pull request',
      pr.url ? `${mdLink(label, pr.url)} (${mdText(what)})` : mdText(what)
    ])
  }
  if (input.runUrl) rows.push(['Workflow run', mdLink(mdText(input.runUrl), input.runUrl)])
  if (rows.length > 0) {
    lines.push('| | |', '|---|---|')
    for (const [k, v] of rows) lines.push(`| ${k} | ${mdCell(v)} |`)
    lines.push('')
  }

  if (input.archive) {
    const r = input.archive.report
    lines.push('### What the verifier found in the bundle', '')
    lines.push(
      `- ${r.pages} pages in ${r.files} files, ${formatBytes(r.unpackedBytes)} unpacked; ` +
        (r.siteFolder === undefined
          ? '`index.html` ✓'
          : `${mdCode(`${r.siteFolder}/index.html`)} ✓ (the whole site is inside the folder ${mdCode(`${r.siteFolder}/`)})`) +
        (r.has404 ? ', `404.html` ✓' : ', no `404.html`')
    )
    lines.push(
      r.brokenLinkCount === 0
        ? '- Internal links: all resolve inside the bundle'
        : `- Internal links that point nowhere: ${r.brokenLinkCount}`
    )
    for (const b of r.brokenLinks) lines.push(`  - ${mdCode(b.page)} → ${mdCode(b.href)}`)
    const rooted = r.rootAbsolute
    if (rooted) {
      // Next.js, Docusaurus and VitePress write nearly every link so; served under a path
      // prefix they lead elsewhere, so they are not among the internal links above. A site
      // built for a prefix had them read under it (path-prefix.ts).
      const under =
        rooted.prefix === undefined
          ? undefined
          : `under ${mdCode(`/${rooted.prefix}/`)}, the path the site was built for (its links start with it)`
      lines.push(
        rooted.brokenLinkCount === 0
          ? `- Root-absolute links (\`/…\`), served ${under ?? "from the bundle's root"}: all lead to a file`
          : `- Root-absolute links (\`/…\`) that point nowhere when the bundle is served ${under ?? 'from its root'}: ${rooted.brokenLinkCount}`
      )
      for (const b of rooted.brokenLinks) lines.push(`  - ${mdCode(b.page)} → ${mdCode(b.href)}`)
    }
    if (r.uncheckedLinkCount > 0) {
      lines.push(
        `- Internal links not checked: ${r.uncheckedLinkCount} (too many distinct missing targets to follow)`
      )
    }
    lines.push(
      r.externalReferenceCount === 0
        ? '- Loads from other origins at run time: none (self-contained)'
        : `- Loads from other origins at run time: ${r.externalReferenceCount} (they fail on air-gapped sites)`
    )
    for (const e of r.externalReferences) {
      lines.push(`  - ${mdCode(e.page)}: ${mdText(e.via)} ${mdCode(e.url)}`)
    }
    const own = r.siteAddress
    if (own) {
      lines.push(
        `- Loads and links that name the site's public address (${mdCode(input.domain)}): ` +
          `${siteAddressCounts(own)}; ${mdText(siteAddressWhy(own))}`
      )
      for (const e of [...own.loads, ...own.links]) {
        lines.push(`  - ${mdCode(e.page)}: ${mdText(e.via)} ${mdCode(e.url)}`)
      }
    }
    if (r.unscannedPages) {
      lines.push(
        `- Pages not read for links or loads: ${unscannedText(r.unscannedPages)} (what they link to and load is not in this report)`
      )
      for (const p of r.unscannedPages.sample) lines.push(`  - ${mdCode(p)}`)
    }
    if (r.pagesUnderOtherNames) {
      // The page was read once, under its first name (second-names.ts).
      lines.push(
        `- Page names from hard or symbolic links in another folder: ${r.pagesUnderOtherNames.count} ` +
          "(a page's relative links were checked from its own folder only; from the link's they may lead elsewhere)"
      )
      for (const s of r.pagesUnderOtherNames.sample) {
        lines.push(`  - ${mdCode(s.servedAs)} → ${mdCode(s.page)}`)
      }
    }
    if (r.pagesStoredAsOtherFiles) {
      // A host serves the bytes as a page under the link's name; they were read as the stored file.
      lines.push(
        `- Pages stored under a name that is not a page's: ${r.pagesStoredAsOtherFiles.count} ` +
          '(served as pages under these names, but not read for links or loads)'
      )
      for (const s of r.pagesStoredAsOtherFiles.sample) {
        lines.push(`  - ${mdCode(s.servedAs)} → ${mdCode(s.page)}`)
      }
    }
    lines.push('')
  }

  if (input.pullRequest?.diff) {
    lines.push(
      '### Config change',
      '',
      mdFence(diffForSummary(input.pullRequest.diff.trimEnd()), 'diff'),
      ''
    )
  }
  return lines.join('\n')
}
