import { describeExpiry, formatBytes, renderSummary, type SummaryInput } from '../src/summary.js'

const now = Date.parse('2026-11-22T10:00:00Z')
const report = {
  entries: 40,
  files: 38,
  pages: 31,
  unpackedBytes: 2_500_000,
  compressedBytes: 600_000,
  hasIndex: true,
  has404: true,
  brokenLinks: [{ page: 'guide/a.html', href: 'missing.html' }],
  brokenLinkCount: 1,
  uncheckedLinkCount: 0,
  externalReferences: [],
  externalReferenceCount: 0
}
const full: SummaryInput = {
  domain: 'docs.acme.test',
  mode: 'export',
  jobId: 'se_0123456789abcdef',
  status: 'completed',
  pageCount: 31,
  exportDurationMs: 95_000,
  link: {
    where: 'https://store.example/exports/se_0123456789abcdef/bundle.tar.gz',
    expiresAt: '2026-11-22T15:00:00Z',
    sizeBytes: 600_000
  },
  archive: { sha256: 'ab'.repeat(32), bytes: 600_000, report },
  artifact: {
    name: 'static-export-docs.acme.test.tar.gz',
    id: 7,
    digest: 'cd'.repeat(32),
    url: 'https://github.com/acme/site/actions/runs/1/artifacts/7'
  },
  now
}

describe('renderSummary', () => {
  it('shows the job, pages, duration, archive, expiry, artifact and the verifier findings', () => {
    const md = renderSummary(full)
    expect(md).toContain('## 📦 Static export: docs.acme.test')
    expect(md).toContain('| Job | `se_0123456789abcdef` |')
    expect(md).toContain('| Pages | 31 |')
    expect(md).toContain('| Export took | 1m 35s |')
    expect(md).toContain('| Archive | 585.9 KiB |')
    expect(md).toContain(`\`${'ab'.repeat(32)}\``)
    expect(md).toContain('2026-11-22 15:00 UTC (in 5 hours)')
    expect(md).toContain(
      '[`static-export-docs.acme.test.tar.gz`](https://github.com/acme/site/actions/runs/1/artifacts/7)'
    )
    expect(md).toContain('31 pages in 38 files')
    expect(md).toContain('Internal links that point nowhere: 1')
    expect(md).toContain('`guide/a.html` → `missing.html`')
    expect(md).toContain('none (self-contained)')
  })

  it('names the pages over the scan limit, and says nothing of them when there are none', () => {
    expect(renderSummary(full)).not.toContain('not read for links')
    const report = {
      ...full.archive!.report,
      unscannedPages: { count: 2, sample: ['api/big.html', 'all.html'], overBytes: 4 * 1024 ** 2 }
    }
    const md = renderSummary({ ...full, archive: { ...full.archive!, report } })
    expect(md).toContain(
      '- Pages not read for links or loads: 2 pages over 4 MiB (what they link to and load is not in this report)'
    )
    expect(md).toContain('  - `api/big.html`\n  - `all.html`')
  })

  it('names the pages served from another folder under a second name, and nothing when none are', () => {
    expect(renderSummary(full)).not.toContain('another folder')
    const report = {
      ...full.archive!.report,
      pagesUnderOtherNames: {
        count: 3,
        sample: [
          { page: 'v2/guide/a.html', servedAs: 'latest/a.html' },
          { page: 'index.html', servedAs: 'docs/home.html' }
        ]
      }
    }
    const md = renderSummary({ ...full, archive: { ...full.archive!, report } })
    expect(md).toContain(
      '- Page names from hard or symbolic links in another folder: 3 ' +
        "(a page's relative links were checked from its own folder only; from the link's they may lead elsewhere)\n" +
        '  - `latest/a.html` → `v2/guide/a.html`\n' +
        '  - `docs/home.html` → `index.html`'
    )
  })

  it("names the pages stored under a name that is not a page's, and nothing when none are", () => {
    expect(renderSummary(full)).not.toContain("not a page's")
    const report = {
      ...full.archive!.report,
      pagesStoredAsOtherFiles: {
        count: 2,
        sample: [
          { page: 'README.md', servedAs: 'index.html' },
          { page: 'guide/a.txt', servedAs: 'guide/a.html' }
        ]
      }
    }
    const md = renderSummary({ ...full, archive: { ...full.archive!, report } })
    expect(md).toContain(
      "- Pages stored under a name that is not a page's: 2 " +
        '(served as pages under these names, but not read for links or loads)\n' +
        '  - `index.html` → `README.md`\n' +
        '  - `guide/a.html` → `guide/a.txt`'
    )
  })

  it("names the loads and links that name the site's public address apart, with a sample", () => {
    // Hugo with `baseURL = "https://docs.acme.test/"`: a self-hosted copy fetches the stylesheet
    // from the public site, and the link leads there. No line when a bundle has none.
    expect(renderSummary(full)).not.toContain('public address')
    const report = {
      ...full.archive!.report,
      siteAddress: {
        loads: [
          { page: 'index.html', via: 'link href', url: 'https://docs.acme.test/css/main.css' }
        ],
        loadCount: 31,
        links: [{ page: 'guide/a.html', via: 'a href', url: 'https://docs.acme.test/guide/b/' }],
        linkCount: 1
      }
    }
    const md = renderSummary({ ...full, archive: { ...full.archive!, report } })
    expect(md).toContain(
      "- Loads and links that name the site's public address (`docs.acme.test`): 31 loads and 1 link; " +
        'a self-hosted copy fetches the loads from the public site (failing where that is out of reach, ' +
        'as on an air-gapped network), and the links lead out of a self-hosted copy to the public site; ' +
        'those written as absolute URLs were also checked as paths of the bundle\n' +
        '  - `index.html`: link href `https://docs.acme.test/css/main.css`\n' +
        '  - `guide/a.html`: a href `https://docs.acme.test/guide/b/`'
    )
    // Not counted among the loads from other origins.
    expect(md).toContain('- Loads from other origins at run time: none (self-contained)')
  })

  it('says what the root-absolute links of the bundle lead to, apart from the relative ones', () => {
    // A Next.js export: every page link is `/…`; no line about them when a bundle has none.
    expect(renderSummary(full)).not.toContain('Root-absolute')
    const withRooted = (brokenLinks: Array<{ page: string; href: string }>): string =>
      renderSummary({
        ...full,
        archive: {
          ...full.archive!,
          report: {
            ...report,
            brokenLinks: [],
            brokenLinkCount: 0,
            rootAbsolute: { brokenLinks, brokenLinkCount: brokenLinks.length }
          }
        }
      })
    const clean = withRooted([])
    expect(clean).toContain('- Internal links: all resolve inside the bundle')
    expect(clean).toContain(
      "- Root-absolute links (`/…`), served from the bundle's root: all lead to a file"
    )
    const broken = withRooted([{ page: 'security.html', href: '/keychainManager.ts' }])
    expect(broken).toContain(
      '- Root-absolute links (`/…`) that point nowhere when the bundle is served from its root: 1\n' +
        '  - `security.html` → `/keychainManager.ts`'
    )
  })

  it('says under which path prefix it read the root-absolute links of a site built for one', () => {
    // Docusaurus `baseUrl: '/docs/'`: its links start with `/docs/`, the bundle's root holds
    // `guide/…`; the count is of the links that point nowhere under the prefix.
    const withPrefix = (brokenLinks: Array<{ page: string; href: string }>): string =>
      renderSummary({
        ...full,
        archive: {
          ...full.archive!,
          report: {
            ...report,
            rootAbsolute: { brokenLinks, brokenLinkCount: brokenLinks.length, prefix: 'docs' }
          }
        }
      })
    expect(withPrefix([])).toContain(
      '- Root-absolute links (`/…`), served under `/docs/`, the path the site was built for (its links start with it): all lead to a file'
    )
    expect(withPrefix([{ page: 'guide/a.html', href: '/docs/guide/gone' }])).toContain(
      '- Root-absolute links (`/…`) that point nowhere when the bundle is served under `/docs/`, the path the site was built for (its links start with it): 1\n' +
        '  - `guide/a.html` → `/docs/guide/gone`'
    )
  })

  it('leads with the failure and keeps what was known', () => {
    const md = renderSummary({
      domain: 'docs.acme.test',
      mode: 'renew',
      jobId: 'se_1',
      failure: '401 from the platform',
      now
    })
    expect(md.split('\n')[0]).toBe('## ❌ Static export failed: docs.acme.test')
    expect(md).toContain('> 401 from the platform')
    expect(md).toContain('(link renewed, no new export)')
  })

  it('takes the secrets out of the failure and the notes before escaping them', () => {
    const token = 'ghs_review_token_ABCDEF123456'
    const signature = 'sig_0123_4567_89ab'
    const md = renderSummary({
      domain: 'docs.acme.test',
      mode: 'export',
      failure: `GitHub answered 500 while reading acme/r2: upstream failed for header token ${token}\nagain: ${token}`,
      notes: [`the old link held ${signature}`],
      secrets: [token, signature],
      now
    })
    expect(md).toContain(
      '> GitHub answered 500 while reading acme/r2: upstream failed for header token \\*\\*\\*'
    )
    expect(md).toContain('> again: \\*\\*\\*')
    // Neither the secret nor its escaped form, which the runner's masker would not recognise.
    for (const secret of [token, signature]) {
      expect(md).not.toContain(secret)
      expect(md).not.toContain(secret.replace(/_/g, '\\_'))
    }
  })

  it('puts the config diff in a diff block', () => {
    const md = renderSummary({
      ...full,
      pullRequest: {
        operation: 'created',
        number: 3,
        url: 'https://x/pull/3',
        diff: '-a\n+b\n',
        dryRun: false
      }
    })
    expect(md).toContain('[#3](https://x/pull/3) (created)')
    expect(md).toContain('```diff\n-a\n+b\n```')
  })
})

describe('summary helpers', () => {
  it.each([
    [512, '512 B'],
    [2048, '2.00 KiB'],
    [600_000, '585.9 KiB'],
    [5 * 1024 ** 3, '5.00 GiB']
  ])('formats %d bytes as %s', (n, text) => {
    expect(formatBytes(n)).toBe(text)
  })
  it('describes past and near expiry', () => {
    expect(describeExpiry('2026-11-22T08:00:00Z', now)).toBe(
      '2026-11-22 08:00 UTC (expired 2 hours ago)'
    )
    expect(describeExpiry('2026-11-22T10:30:00Z', now)).toBe('2026-11-22 10:30 UTC (in 30m)')
    expect(describeExpiry('2026-11-29T10:00:00Z', now)).toBe('2026-11-29 10:00 UTC (in 7 days)')
  })
})
