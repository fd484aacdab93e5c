// Secrets in the forms real services and real config files give them, run as a runner runs the
// action with step debug logging on: a link's old signature in a JSON config written by PHP's
// json_encode (`https:\/\/…`, every slash escaped), and a link whose capability is in its path
// (a CDN's token path, nginx's secure_link), not in a query our emulator signs. The runner masks
// only what it was told (and its escaped forms); what it was not told, and what reaches GitHub
// (the pull request, its commit message), nothing masks. Each secret is looked for in every form
// (as written, percent-decoded, JSON-escaped) in stdout outside `::add-mask::`, stderr, every
// output but bundle-url, the job summary, the pull request's title and body and the commit
// message.
import { createReadStream } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WORKFLOW_WRITE_GRANT } from '../../emulator/github/server.js'
import { ADMIN_KEY, errorText, OWNER, runnerSuite, type DistRun } from '../helpers/runner.js'

const TOKEN = 'ghs_secretFormsToken0123456789abcdef'
const BRANCH = 'static-export/docs.acme.test'

const suite = runnerSuite({
  name: 'secret-forms',
  token: TOKEN,
  platform: { config: { jobs: { queuedMs: 20, msPerPage: 5 }, linkLifetimeSeconds: 6 * 86_400 } },
  github: { tokens: { [TOKEN]: WORKFLOW_WRITE_GRANT } }
})

const DEBUG = { extraEnv: { RUNNER_DEBUG: '1' } }

/** Every form a secret may be printed in: as given, percent-decoded and JSON-escaped. */
function formsOf(secret: string): string[] {
  let decoded = secret
  try {
    decoded = decodeURIComponent(secret)
  } catch {
    // Not percent-encoded text: the form as given is enough.
  }
  return [...new Set([secret, decoded, secret.replace(/\//g, '\\/'), JSON.stringify(secret)])]
}

/**
 * `text` as the runner shows it: each value the run masked (`::add-mask::`), and the escaped
 * forms the runner's masker adds for it (Uri.EscapeDataString, JSON), replaced by `***`.
 */
function maskedByRunner(run: DistRun, text: string): string {
  const values = run.stdout
    .split('\n')
    .filter(line => line.startsWith('::add-mask::'))
    .map(line =>
      line
        .slice('::add-mask::'.length)
        .replace(/%0D/g, '\r')
        .replace(/%0A/g, '\n')
        .replace(/%25/g, '%')
    )
  const forms = values.flatMap(v => [
    v,
    encodeURIComponent(v).replace(
      /[!'()*]/g,
      c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
    ),
    JSON.stringify(v).slice(1, -1)
  ])
  // Longest first, as the runner replaces overlapping values by their union.
  const sorted = [...new Set(forms)].filter(f => f !== '').sort((a, b) => b.length - a.length)
  return sorted.reduce((out, form) => out.split(form).join('***'), text)
}

/** Where any form of `secret` escaped the run, past the runner's masking; empty when it did not. */
function leaksOf(run: DistRun, repo: string, secret: string): string[] {
  const log = maskedByRunner(
    run,
    (run.stdout + '\n' + run.stderr)
      .split('\n')
      .filter(line => !line.startsWith('::add-mask::'))
      .join('\n')
  )
  const pulls = suite.emulators.github.pulls(OWNER, repo)
  let messages = ''
  try {
    messages = suite.git(repo, 'log', '--format=%B', BRANCH)
  } catch {
    // No branch: no commit to look at.
  }
  const places: Array<[string, string]> = [
    ['the log', log],
    ['the job summary', maskedByRunner(run, run.summary)],
    ['the commit message', messages],
    ...pulls.map((p): [string, string] => [`pull request #${p.number}`, `${p.title}\n${p.body}`]),
    ...Object.entries(run.outputs)
      .filter(([name]) => name !== 'bundle-url')
      .map(([name, value]): [string, string] => [`output ${name}`, value])
  ]
  const leaks: string[] = []
  for (const form of formsOf(secret)) {
    for (const [where, text] of places) {
      if (text.includes(form)) leaks.push(`${JSON.stringify(form)} in ${where}`)
    }
  }
  return leaks
}

describe('secrets in the forms real links and config files hold them', () => {
  it("keeps the old link's signature out when the JSON config escapes its slashes (PHP json_encode)", async () => {
    const oldSignature = 'f00dfeed'.repeat(8)
    const oldCredential = 'AKIAOLDEXAMPLEKEY01%2F20261120%2Fus-east-1%2Fs3%2Faws4_request'
    const oldLink =
      'https:\\/\\/old-bucket.s3.amazonaws.com\\/exports\\/se_0ld\\/bundle.tar.gz' +
      `?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${oldCredential}` +
      '&X-Amz-Date=20261120T000000Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host' +
      `&X-Amz-Signature=${oldSignature}`
    const config = `{\n    "staticExport": {\n        "enabled": true,\n        "bundleUrl": "${oldLink}"\n    }\n}\n`
    const repo = await suite.newRepository({ 'deploy/values.json': config })
    const run = await suite.run(
      { delivery: 'pull-request', 'config-path': 'deploy/values.json' },
      { repo, ...DEBUG }
    )
    expect(errorText(run.stdout)).toBe('')
    expect(run.code).toBe(0)
    // The diff was shown (log and summary), so the old line was there to leak.
    expect(run.summary).toContain('```diff')
    expect(leaksOf(run, repo, oldSignature)).toEqual([])
    expect(leaksOf(run, repo, oldCredential)).toEqual([])
    // And the run's own secrets, in every form, wherever the run wrote.
    const signature = new URL(run.outputs['bundle-url']!).searchParams.get('X-Amz-Signature')!
    for (const secret of [ADMIN_KEY, TOKEN, signature]) {
      expect(leaksOf(run, repo, secret)).toEqual([])
    }
  })

  it("keeps the token out when the config's old link holds it in its path", async () => {
    const oldToken = 'tk_T2xkVG9rZW5JblBhdGgwMDE'
    const repo = await suite.newRepository({
      'deploy/values.yaml': `staticExport:\n  enabled: true\n  bundleUrl: https://cdn.example.com/t/${oldToken}/bundle.tar.gz\n`
    })
    const run = await suite.run(
      { delivery: 'pull-request', 'config-path': 'deploy/values.yaml' },
      { repo, ...DEBUG }
    )
    expect(errorText(run.stdout)).toBe('')
    expect(run.code).toBe(0)
    expect(run.summary).toContain('```diff')
    expect(leaksOf(run, repo, oldToken)).toEqual([])
  })

  it("keeps the password out when the config's old link carries a user and password", async () => {
    const password = 'Pw_0ldBasicAuth7f3a9c'
    const repo = await suite.newRepository({
      'deploy/values.yaml': `staticExport:\n  enabled: true\n  bundleUrl: https://deploy:${password}@artifacts.internal.example/docs/bundle.tar.gz?v=3\n`
    })
    const run = await suite.run(
      { delivery: 'pull-request', 'config-path': 'deploy/values.yaml' },
      { repo, ...DEBUG }
    )
    expect(errorText(run.stdout)).toBe('')
    expect(run.code).toBe(0)
    expect(run.summary).toContain('```diff')
    expect(leaksOf(run, repo, password)).toEqual([])
  })

  describe('a link whose capability is in its path', () => {
    const PATH_TOKEN = 'tk_Q2FwYWJpbGl0eUluUGF0aDAwMQ'
    let cdn: Server
    let cdnOrigin: string
    beforeAll(async () => {
      // A CDN that serves the bundle at a token path: the archive of the job the platform last
      // made a link for (the platform's own download route signs by query).
      cdn = createServer((req, res) => {
        const bundleCall = [...suite.emulators.platform.log.entries]
          .reverse()
          .find(e => /\/bundle$/.test(e.path))
        const jobId = bundleCall && decodeURIComponent(bundleCall.path.split('/').at(-2)!)
        const archive = jobId && suite.emulators.platform.jobs.get(jobId)?.archive
        if (
          new URL(req.url!, cdnOrigin).pathname !== `/t/${PATH_TOKEN}/bundle.tar.gz` ||
          !archive
        ) {
          res.writeHead(404).end()
          return
        }
        res.writeHead(200, { 'Content-Type': 'application/gzip' })
        createReadStream(archive).pipe(res)
      })
      await new Promise<void>(resolve => cdn.listen(0, '127.0.0.1', resolve))
      cdnOrigin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`
    })
    afterAll(async () => {
      suite.emulators.platform.hostile.set([])
      await new Promise(resolve => cdn.close(resolve))
    })

    // With a query that signs nothing beside it (a file name for the download), the runner's mask
    // of the whole link no longer covers the link shown without its query.
    it.each(['', '?download=bundle.tar.gz'])(
      'keeps the token in the path out of the log, the summary and the pull request (query "%s")',
      async query => {
        suite.emulators.platform.hostile.set([
          { kind: 'bundle-url', url: `${cdnOrigin}/t/${PATH_TOKEN}/bundle.tar.gz${query}` }
        ])
        const repo = await suite.newRepository({
          'deploy/values.yaml': 'staticExport:\n  enabled: false\n  bundleUrl: ""\n'
        })
        const run = await suite.run(
          { delivery: 'pull-request', 'config-path': 'deploy/values.yaml' },
          { repo, ...DEBUG }
        )
        expect(errorText(run.stdout)).toBe('')
        expect(run.code).toBe(0)
        expect(run.outputs['bundle-url']).toContain(PATH_TOKEN)
        // The link was named in the log and the summary, so the token was there to leak.
        expect(run.stdout).toContain(cdnOrigin)
        expect(leaksOf(run, repo, PATH_TOKEN)).toEqual([])
      }
    )
  })
})
