// Link knowledge (src/links.ts) over the signing schemes object stores use: the expiry a link
// states, the job its path names, and that neither a mask nor a redaction lets a signature out.
import { describeLink, linkSecrets, parseBundleLink, redactLinks } from '../src/links.js'
import { redact } from '../src/redact.js'

// One link per scheme, each with a signature SECRET… to be hidden and an expiry to be read.
const SCHEMES = {
  's3 sigv4':
    'https://bucket.s3.eu-west-1.amazonaws.com/exports/4786243c-9d1e-4f6a-8b2c-0e5f1a2b3c4d/bundle.tar.gz' +
    '?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAEXAMPLE%2F20261122%2Feu-west-1%2Fs3%2Faws4_request' +
    '&X-Amz-Date=20261122T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host' +
    '&X-Amz-Security-Token=SECRETsessiontoken0001&X-Amz-Signature=SECRETsigv4signature0001',
  's3 sigv2':
    'https://bucket.s3.amazonaws.com/exports/12345/bundle.tar.gz' +
    '?AWSAccessKeyId=AKIAEXAMPLE&Expires=1795342500&Signature=SECRETsigv2%2Bsig%3D',
  cloudfront:
    'https://d111111abcdef8.cloudfront.net/exports/se_3f9a2c1b8e7d4a06/bundle.tar.gz' +
    '?Expires=1795342500&Signature=SECRETcloudfront~sig__&Key-Pair-Id=K2JCJMDEHXQW5F',
  gcs:
    'https://storage.googleapis.com/docs-exports/jobs/job-42/bundle.tar.gz' +
    '?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=svc%40proj.iam.gserviceaccount.com%2F20261122%2Fauto%2Fstorage%2Fgoog4_request' +
    '&X-Goog-Date=20261122T101500Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=SECRETgcs0123456789abcdef',
  'azure sas':
    'https://acct.blob.core.windows.net/exports/job%2042/bundle.tar.gz' +
    '?sv=2022-11-02&sr=b&sp=r&st=2026-11-22T10:00:00Z&se=2026-11-29T10:15:00Z&spr=https&sig=SECRETazure%2Fsig%3D'
}

describe('parseBundleLink', () => {
  it.each([
    ['s3 sigv4', '4786243c-9d1e-4f6a-8b2c-0e5f1a2b3c4d', '2026-11-29T10:15:00.000Z'],
    ['s3 sigv2', '12345', '2026-11-22T10:15:00.000Z'],
    ['cloudfront', 'se_3f9a2c1b8e7d4a06', '2026-11-22T10:15:00.000Z'],
    ['gcs', 'job-42', '2026-11-22T11:15:00.000Z'],
    ['azure sas', 'job 42', '2026-11-29T10:15:00.000Z']
  ] as const)('reads the job and expiry of a %s link', (scheme, jobId, expiresAt) => {
    expect(parseBundleLink(SCHEMES[scheme])).toEqual({ jobId, expiresAt })
  })

  it('takes an Azure expiry without a zone as UTC, and a date alone as midnight UTC', () => {
    expect(
      parseBundleLink('https://a.blob.core.windows.net/c/j/b.tgz?se=2026-11-29T10:15:00&sig=x')
        .expiresAt
    ).toBe('2026-11-29T10:15:00.000Z')
    expect(
      parseBundleLink('https://a.blob.core.windows.net/c/j/b.tgz?se=2026-11-29&sig=x').expiresAt
    ).toBe('2026-11-29T00:00:00.000Z')
  })

  it('is fine with a link that states no expiry or names no folder', () => {
    expect(parseBundleLink('https://cdn.example.com/bundle.tar.gz')).toEqual({})
    expect(parseBundleLink('https://cdn.example.com/v/se_1/bundle.tar.gz?token=abc')).toEqual({
      jobId: 'se_1'
    })
    // `se` without its signature is not Azure's; garbage dates are not expiries.
    expect(parseBundleLink('https://x.test/j/b?se=2026-01-01').expiresAt).toBeUndefined()
    expect(parseBundleLink('https://x.test/j1/b?X-Amz-Date=garbage&X-Amz-Expires=60')).toEqual({
      jobId: 'j1'
    })
    expect(parseBundleLink('https://x.test/j1/b?Expires=soon')).toEqual({ jobId: 'j1' })
    expect(parseBundleLink('not a url')).toEqual({})
  })

  it('names no job a path segment could not be (a control character)', () => {
    expect(parseBundleLink('https://x.test/a1%0Ab/bundle.tar.gz')).toEqual({})
  })

  // The platform promises nothing about a link's path; these shapes name no job beyond doubt,
  // and a wrong guess renews a job that does not exist, or another one.
  it.each([
    [
      'an S3 path-style link with the archive at the top of its bucket',
      'https://s3.eu-west-1.amazonaws.com/docs-bucket-2024/bundle.tar.gz?X-Amz-Signature=x'
    ],
    [
      'an S3 path-style link on the global endpoint',
      'https://s3.amazonaws.com/bucket-7/bundle.tar.gz?Expires=1795342500&Signature=x'
    ],
    [
      'an S3 path-style link on a legacy regional endpoint',
      'https://s3-us-west-2.amazonaws.com/bucket-7/bundle.tar.gz'
    ],
    [
      'a GCS path-style link at the top of its bucket',
      'https://storage.googleapis.com/exports-2024/bundle.tar.gz?X-Goog-Signature=x'
    ],
    [
      'an Azure SAS link whose blob is named after the job',
      'https://acct.blob.core.windows.net/container1/se_3f9a2c1b8e7d4a06.tar.gz?sv=2022-11-02&se=2026-11-29&sig=x'
    ],
    [
      'a CDN link whose object name holds the id',
      'https://d111111abcdef8.cloudfront.net/exports/se_3f9a2c1b8e7d4a06.tar.gz?Expires=1&Signature=x'
    ],
    [
      'an object name with an id under a dated folder',
      'https://cdn.example.com/2026-11/4786243c-9d1e-4f6a-8b2c-0e5f1a2b3c4d.tgz'
    ],
    ['a fixed folder without a digit', 'https://cdn.example.com/docs/latest/bundle.tar.gz'],
    [
      'a Cloudflare R2 path-style link at the top of its bucket',
      'https://0123456789abcdef0123456789abcdef.r2.cloudflarestorage.com/exports-1/bundle.tar.gz'
    ],
    [
      'a DigitalOcean Spaces path-style link at the top of its bucket',
      'https://nyc3.digitaloceanspaces.com/exports-1/bundle.tar.gz'
    ],
    [
      'a Backblaze B2 path-style link at the top of its bucket',
      'https://s3.us-west-004.backblazeb2.com/exports-1/bundle.tar.gz'
    ],
    [
      'a Wasabi path-style link at the top of its bucket',
      'https://s3.wasabisys.com/exports-1/bundle.tar.gz'
    ]
  ])('names no job for %s', (_shape, link) => {
    expect(parseBundleLink(link).jobId).toBeUndefined()
  })

  it.each([
    [
      'an S3 path-style link with a job folder in its bucket',
      'https://s3.eu-west-1.amazonaws.com/docs-bucket/exports/se_3f9a2c1b8e7d4a06/bundle.tar.gz',
      'se_3f9a2c1b8e7d4a06'
    ],
    [
      'an S3 virtual-hosted link',
      'https://my-bucket.s3.eu-west-1.amazonaws.com/se_1a/bundle.tar.gz',
      'se_1a'
    ],
    [
      'a GCS path-style link with a job folder',
      'https://storage.googleapis.com/b/12345/bundle.tar.gz',
      '12345'
    ],
    [
      'the platform example',
      'https://exports.example.com/se_3f9a2c1b8e7d4a06/bundle.tar.gz?X-Amz-Signature=x',
      'se_3f9a2c1b8e7d4a06'
    ],
    [
      'an R2 virtual-hosted link (the bucket in the host)',
      'https://docs.0123456789abcdef0123456789abcdef.r2.cloudflarestorage.com/se_7/bundle.tar.gz',
      'se_7'
    ],
    [
      'a Spaces path-style link with a job folder',
      'https://nyc3.digitaloceanspaces.com/exports/se_7/bundle.tar.gz',
      'se_7'
    ]
  ])('names the job folder of %s', (_shape, link, jobId) => {
    expect(parseBundleLink(link).jobId).toBe(jobId)
  })
})

describe('masking and redaction', () => {
  it.each(Object.keys(SCHEMES))('hides every secret of a %s link', scheme => {
    const url = SCHEMES[scheme as keyof typeof SCHEMES]
    const query = new URL(url).searchParams
    const signatures = [...query].filter(([, v]) => v.startsWith('SECRET')).map(([, v]) => v)
    expect(signatures.length).toBeGreaterThan(0)
    // The mask list holds the link and each signature value on its own.
    expect(linkSecrets(url)).toEqual(expect.arrayContaining([url, ...signatures]))
    // Redaction keeps host and path and drops the whole query.
    const line = `deploying "${url}" now`
    const redacted = redactLinks(line)
    expect(redacted).not.toMatch(/SECRET/)
    expect(redacted).toBe(`deploying "${describeLink(url)}?…" now`)
  })

  it('shows a file:// link of an import as file:// and its path (a file URL has no origin)', () => {
    expect(describeLink('file:///srv/bundles/docs.tar.gz')).toBe('file:///srv/bundles/docs.tar.gz')
    // A Windows runner's carried archive.
    expect(describeLink('file:///C:/bundles/docs.tar.gz')).toBe('file:///C:/bundles/docs.tar.gz')
    expect(describeLink('file://localhost/srv/b.tar.gz')).toBe('file:///srv/b.tar.gz')
    expect(describeLink('https://b.example/x.tar.gz?sig=SECRET')).toBe('https://b.example/x.tar.gz')
  })

  it('masks no short or harmless parameter (a mask of "r" would blank every log line)', () => {
    const secrets = linkSecrets(SCHEMES['azure sas'])
    expect(secrets).not.toContain('r')
    expect(secrets).not.toContain('2026-11-29T10:15:00Z')
    expect(linkSecrets('not a url')).toEqual(['not a url'])
  })

  it('masks an unknown scheme by what its parameter names say', () => {
    expect(linkSecrets('https://cdn.test/b.tgz?auth_token=0123456789&v=2')).toContain('0123456789')
  })
})

describe('secrets of real links in the forms they are printed in', () => {
  it('hides a signature as the link writes it, not only decoded (%2b, a + for a space)', () => {
    const url =
      'https://acct.blob.core.windows.net/exports/job-7/bundle.tar.gz' +
      '?sv=2022-11-02&sr=b&sp=r&se=2026-11-29T10:15:00Z&sig=SECRETazure%2bsig+x%2f%3d'
    const secrets = linkSecrets(url)
    const echoed = `GET /exports/job-7/bundle.tar.gz?${new URL(url).search.slice(1)} answered 404`
    expect(redact(echoed, secrets)).not.toMatch(/SECRET/)
    expect(redact('signature: SECRETazure+sig x/=', secrets)).not.toMatch(/SECRET/)
  })

  it("hides CloudFront's key pair and Backblaze B2's Authorization on their own", () => {
    const cloudfront = linkSecrets(SCHEMES.cloudfront)
    expect(cloudfront).toContain('K2JCJMDEHXQW5F')
    const b2 = linkSecrets(
      'https://f002.backblazeb2.com/file/docs-exports/job-7/bundle.tar.gz?Authorization=3_20261122_SECRETb2token'
    )
    expect(b2).toContain('3_20261122_SECRETb2token')
  })

  it.each([
    ['a token folder', 'https://cdn.example.com/t/SECRETpathtoken0001/bundle.tar.gz'],
    ['nginx secure_link', 'https://dl.example.com/s/SECRETmd5hash0001/1795342500/bundle.tar.gz'],
    [
      'a query that signs nothing',
      'https://cdn.example.com/SECRETpathtoken0001/bundle.tar.gz?download=1'
    ]
  ])('hides the path of a link whose query signs nothing (%s)', (_, url) => {
    expect(redact(`Bundle link for ${describeLink(url)}`, linkSecrets(url))).not.toMatch(/SECRET/)
  })

  it('leaves the path of a signed link shown, and masks no lone file name', () => {
    const secrets = linkSecrets(SCHEMES['s3 sigv4'])
    expect(secrets).not.toContain(new URL(SCHEMES['s3 sigv4']).pathname)
    expect(linkSecrets('https://cdn.example.com/bundle.tar.gz')).toEqual([
      'https://cdn.example.com/bundle.tar.gz'
    ])
  })

  it.each([
    [
      'JSON-escaped slashes (PHP json_encode)',
      '"https:\\/\\/bucket.s3.amazonaws.com\\/x\\/b.tgz?X-Amz-Signature=SECRETsig01"'
    ],
    ['a scheme in capitals', 'HTTPS://bucket.s3.amazonaws.com/x/b.tgz?X-Amz-Signature=SECRETsig01']
  ])('strips the query of a link written with %s', (_, text) => {
    const redacted = redactLinks(`-  "bundleUrl": ${text},`)
    expect(redacted).not.toMatch(/SECRET/)
    expect(redacted).toContain('b.tgz?…')
  })

  it('hides the user and password of a link, in a diff line and on their own', () => {
    const url = 'https://deploy:SECRETbasicAuth01@artifacts.internal/docs/bundle.tar.gz?v=3'
    expect(redactLinks(`-  bundleUrl: ${url}`)).toBe(
      '-  bundleUrl: https://***@artifacts.internal/docs/bundle.tar.gz?…'
    )
    expect(redactLinks('"https:\\/\\/u:SECRETbasicAuth01@h\\/b.tgz"')).not.toMatch(/SECRET/)
    expect(redact('password SECRETbasicAuth01 refused', linkSecrets(url))).not.toMatch(/SECRET/)
  })
})
