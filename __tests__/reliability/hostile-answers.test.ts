// Hostile answers (issue 16): what a compromised platform or link host could say, met by
// dist/index.js as a runner runs it, against the platform emulator's hostile answer modes
// (emulator/platform/hostile-answers.ts) and faults. One table: each scenario says what must
// happen (success, or a refusal whose `::error::` names the rule), and every run is also held to
// what no run may do: exit 0 without its artifact, print an injected workflow command, write
// outside RUNNER_TEMP, leak a secret or a link signature, or outlive its time limit.
//
// The table of what each run did (with its peak RSS) is written to
// bench/out/hostile-answers.md and copied into bench/CHAOS.md.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { startArtifactService, type ArtifactService } from '../../emulator/artifact/service.js'
import type { FaultRule } from '../../emulator/platform/faults.js'
import type { HostileAnswer } from '../../emulator/platform/hostile-answers.js'
import {
  hostileArchiveTransform,
  type HostileArchiveKind
} from '../../emulator/platform/hostile-archives.js'
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js'
import {
  ADMIN_KEY,
  ROOT,
  errorLines,
  runDist,
  secretLeaks,
  unclearFailure,
  type DistRun
} from './harness.js'

/** Text that must never come out as a workflow command of its own. */
const MARK = 'INJECTED'
const WARNING = `::warning title=${MARK}::${MARK}`

interface Scenario {
  name: string
  /** The issue 16 item it answers. */
  item: string
  expect: 'success' | 'refused'
  /** What the `::error::` must say (the rule that refused it). */
  error?: RegExp
  /** What it must not say. */
  notError?: RegExp
  hostile?: HostileAnswer[]
  faults?: FaultRule[]
  archive?: HostileArchiveKind
  inputs?: Record<string, string>
  /** Most requests the run may make to the download route. */
  maxDownloads?: number
  /** Most requests the run may make to the platform at all (0: refused before any). */
  maxPlatformRequests?: number
}

const link = (url: string, name: string, rule: string, item = '4'): Scenario => ({
  name,
  item,
  expect: 'refused',
  error: new RegExp(`refused before any request: .*\\(rule: ${rule}\\)`),
  hostile: [{ kind: 'bundle-url', url }],
  maxDownloads: 0
})
const redirect = (location: string, name: string, rule: string): Scenario => ({
  name,
  item: '4',
  expect: 'refused',
  error: new RegExp(`\\(rule: ${rule}\\)\\. Nothing was fetched from there`),
  hostile: [{ kind: 'redirect', location }],
  maxDownloads: 1
})

const SCENARIOS: Scenario[] = [
  { name: 'control: a clean export', item: '-', expect: 'success' },
  // 1. Workflow-command injection.
  {
    name: 'job id with a newline and ::warning',
    item: '1',
    expect: 'refused',
    error: /job id|jobId/,
    hostile: [{ kind: 'job-id', jobId: `se_1\n${WARNING}` }]
  },
  {
    name: 'job id with a CR and ::add-mask::',
    item: '1',
    expect: 'refused',
    error: /job id|jobId/,
    hostile: [{ kind: 'job-id', jobId: `se_2\r::add-mask::${MARK}` }]
  },
  {
    name: 'job id with Markdown and HTML',
    item: '1',
    expect: 'success',
    hostile: [
      { kind: 'job-id', jobId: `se_<img src=x onerror=alert(1)>[${MARK}](https://evil.example)` }
    ]
  },
  {
    name: 'failed job whose error text holds ::warning and ::add-mask::',
    item: '1',
    expect: 'refused',
    error: /failed/,
    faults: [
      {
        kind: 'job-failure',
        atProgress: 10,
        message: `render failed\n${WARNING}\r\n::add-mask::${MARK}\n##[warning]${MARK}`
      }
    ]
  },
  {
    name: 'status text with a newline and ::warning',
    item: '1',
    expect: 'refused',
    error: /field "status"/,
    hostile: [{ kind: 'status-text', status: `running\n${WARNING}` }]
  },
  // 2. A job id that climbs out.
  {
    name: 'job id ../../escaped',
    item: '2',
    expect: 'success',
    hostile: [{ kind: 'job-id', jobId: '../../escaped' }]
  },
  // 3. Bundle links of any scheme: refused before any request.
  link(
    'javascript:alert(document.domain)//{path}',
    'javascript: link with a signature',
    'scheme',
    '3'
  ),
  link('file:///etc/passwd', 'file: link', 'scheme', '3'),
  link('gopher://127.0.0.1:70/_{path}', 'gopher: link', 'scheme', '3'),
  link('ftp://127.0.0.1/{path}', 'ftp: link', 'scheme', '3'),
  link('data:application/gzip;base64,H4sIAAAAAAAAA', 'data: link', 'scheme', '3'),
  link(
    'http://bundles.example.com{path}',
    'plain http to a non-loopback host',
    'http-needs-loopback',
    '3'
  ),
  // 4. Where a link may lead: the link itself…
  link(
    'https://169.254.169.254/latest/meta-data/',
    'link to 169.254.169.254 (metadata)',
    'metadata-address'
  ),
  link(
    'https://[fd00:ec2::254]/latest/meta-data/',
    'link to fd00:ec2::254 (metadata)',
    'metadata-address'
  ),
  link('https://[::ffff:169.254.169.254]/x', 'link to ::ffff:169.254.169.254', 'metadata-address'),
  link(
    'https://metadata.google.internal/computeMetadata/v1/',
    'link to metadata.google.internal',
    'metadata-address'
  ),
  link('https://169.254.10.10/x', 'link to 169.254.10.10 (link-local)', 'link-local-address'),
  link('https://[fe80::1]/x', 'link to fe80::1 (link-local)', 'link-local-address'),
  link('https://0.0.0.0/x', 'link to 0.0.0.0 (unspecified)', 'unspecified-address'),
  link('https://10.1.2.3/x', 'link to 10.1.2.3 (private)', 'private-address'),
  link('https://[fd12:3456::1]/x', 'link to fd12:3456::1 (private)', 'private-address'),
  // … and its redirects.
  redirect(
    'https://169.254.169.254/latest/meta-data/',
    'redirect to 169.254.169.254',
    'metadata-address'
  ),
  redirect(
    'http://169.254.169.254/latest/meta-data/',
    'redirect to http://169.254.169.254',
    'metadata-address'
  ),
  redirect('https://[fe80::1]/x', 'redirect to fe80::1', 'link-local-address'),
  redirect('https://192.168.1.10/x', 'redirect to 192.168.1.10 (private)', 'private-address'),
  redirect('file:///etc/passwd', 'redirect to file:///etc/passwd', 'scheme'),
  {
    name: 'redirect to 10.1.2.3 with allow-private-bundle-hosts',
    item: '4',
    expect: 'refused',
    notError: /private-address/,
    hostile: [{ kind: 'redirect', location: 'https://10.1.2.3:9/x' }],
    inputs: { 'allow-private-bundle-hosts': 'true', 'download-timeout': '4s' }
  },
  {
    name: 'relative redirect (path)',
    item: '4, 11',
    expect: 'success',
    hostile: [{ kind: 'redirect', location: '{path}' }]
  },
  {
    name: 'relative redirect (name)',
    item: '4, 11',
    expect: 'success',
    hostile: [{ kind: 'redirect', location: '{name}', status: 307 }]
  },
  {
    name: 'eleven redirects',
    item: '4',
    expect: 'refused',
    error: /rule: too-many-redirects/,
    hostile: [{ kind: 'redirect', location: '{path}', hops: 11 }]
  },
  // 7. A green step that delivered nothing.
  {
    name: 'redirect whose body breaks off, every time',
    item: '7',
    expect: 'refused',
    error: /redirect|connection broke|body/i,
    hostile: [{ kind: 'broken-redirect' }]
  },
  {
    name: 'redirect whose body breaks off once',
    item: '7',
    expect: 'success',
    hostile: [{ kind: 'broken-redirect', count: 1 }]
  },
  // 8. The job can be swapped.
  {
    name: 'status answer about another job',
    item: '8',
    expect: 'refused',
    error: /about another job/,
    hostile: [{ kind: 'other-job', route: 'status' }],
    maxDownloads: 0
  },
  {
    name: 'bundle answer about another job',
    item: '8',
    expect: 'refused',
    error: /about another job/,
    hostile: [{ kind: 'other-job', route: 'bundle' }],
    maxDownloads: 0
  },
  // 9. No overall time limit on the download.
  {
    name: 'link host stalls mid-body on every attempt',
    item: '9',
    expect: 'refused',
    error: /download-timeout \(4s\)/,
    hostile: [{ kind: 'stall', ms: 300_000 }],
    inputs: { 'download-timeout': '4s' }
  },
  {
    name: 'Retry-After: 86400 on the link',
    item: '9',
    expect: 'refused',
    error: /download-timeout .*asked to retry after 1d/,
    faults: [{ kind: 'rate-limit', route: 'download', retryAfter: 86_400 }],
    inputs: { 'download-timeout': '20s' }
  },
  // 11. Smaller.
  {
    name: 'expiresAt: "1"',
    item: '11',
    expect: 'refused',
    error: /field "expiresAt" is "1", not an ISO 8601 timestamp/,
    hostile: [{ kind: 'expires-at', expiresAt: '1' }],
    maxDownloads: 0
  },
  {
    name: 'a 200 MB status answer',
    item: '11',
    expect: 'refused',
    error: /more than 16 MiB/,
    hostile: [{ kind: 'huge-status', bytes: 200 * 1024 * 1024 }]
  },
  {
    name: 'config-key: __proto__',
    item: '11',
    expect: 'refused',
    error: /config-key.*__proto__/,
    inputs: {
      delivery: 'pull-request',
      repository: 'acme/deploy',
      'config-path': 'deploy/values.yaml',
      'config-key': '__proto__.staticExport'
    },
    maxPlatformRequests: 0
  },
  {
    name: 'a 10,000-character entry name',
    item: '11',
    expect: 'refused',
    error: /10000 bytes long; tar cannot unpack/,
    archive: 'long-entry-name'
  }
]

/** Workflow commands that hostile text made: a command whose name, properties or text is MARK. */
export function injectedCommands(stdout: string): string[] {
  return stdout.split(/\r\n|\r|\n/).filter(line => {
    const m = /^[\s\u0085]*(?:::([^:\s]*)( [^:]*)?::(.*)|##\[([^\]]*)\](.*))$/.exec(line)
    if (!m) return false
    const [, name = '', props = '', text = '', oldName = '', oldText = ''] = m
    return (
      name.includes(MARK) ||
      props.includes(MARK) ||
      text.startsWith(MARK) ||
      oldName.includes(MARK) ||
      oldText.startsWith(MARK) ||
      // A mask of hostile text would hide what the log should show.
      (name === 'add-mask' && text.includes(MARK))
    )
  })
}

/** Files a run left in its runner folder outside RUNNER_TEMP that no runner file explains. */
function writtenOutsideTemp(run: DistRun, tmpRoot: string): string[] {
  const expected = new Set(
    Object.values(run.files)
      .filter((v): v is string => typeof v === 'string')
      .map(f => relative(tmpRoot, f))
  )
  return readdirSync(tmpRoot, { recursive: true, withFileTypes: true })
    .filter(e => e.isFile())
    .map(e => relative(tmpRoot, join(e.parentPath, e.name)))
    .filter(f => !f.startsWith('_temp') && !expected.has(f) && /escaped|\.tar\.gz|\.part$/.test(f))
}

let scratch: string
let platform: PlatformEmulator
let artifacts: ArtifactService
let archiveKind: HostileArchiveKind | undefined
let runs = 0
const table: string[] = []
const PROBE = pathToFileURL(join(ROOT, '__tests__', 'reliability', 'rss-probe.mjs')).href

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'reliability-hostile-answers-'))
  platform = await startPlatformEmulator({
    config: { jobs: { queuedMs: 0, msPerPage: 5 }, linkLifetimeSeconds: 2 * 86_400 },
    transformArchive: hostileArchiveTransform(() => archiveKind)
  })
  artifacts = await startArtifactService({ storageDir: join(scratch, 'artifact-store') })
})
afterAll(async () => {
  await platform.close()
  await artifacts.close()
  const out = join(ROOT, 'bench', 'out')
  mkdirSync(out, { recursive: true })
  writeFileSync(
    join(out, 'hostile-answers.md'),
    [
      '| Item | Scenario | Expected | What the run did | Delivered | Peak RSS |',
      '|---|---|---|---|---|---:|',
      ...table
    ].join('\n') + '\n'
  )
  rmSync(scratch, { recursive: true, force: true })
})

describe.each(SCENARIOS.map(s => ({ ...s, title: s.name })))('$title', scenario => {
  it(`ends in ${scenario.expect}, and nothing any run may not do`, async () => {
    platform.faults.clear()
    platform.log.clear()
    platform.hostile.set(scenario.hostile ?? [])
    platform.faults.add(scenario.faults ?? [])
    archiveKind = scenario.archive
    runs += 1
    const tmpRoot = join(scratch, `run-${runs}`)
    const rssFile = join(scratch, `rss-${runs}`)
    const uploadsBefore = artifacts.count('CreateArtifact')
    const run = await runDist({
      platform,
      artifacts,
      tmpRoot,
      runId: String(6_000_000 + runs),
      inputs: scenario.inputs,
      timeoutMs: 90_000,
      extraEnv: { NODE_OPTIONS: `--import=${PROBE}`, RSS_PROBE_FILE: rssFile }
    })
    platform.hostile.clear()
    const uploads = artifacts.count('CreateArtifact') - uploadsBefore
    const downloads = platform.log.entries.filter(e => e.path.startsWith('/exports/')).length
    const platformRequests = platform.log.entries.length
    const errors = errorLines(run.stdout).join('\n')
    let rss = ''
    try {
      rss = `${Math.round(Number(readFileSync(rssFile, 'utf8')) / 1024)} MiB`
    } catch {
      rss = '(no exit)'
    }
    const did =
      run.code === 0
        ? `exit 0${run.outputs['archive-sha256'] ? ', archive verified' : ''}`
        : `exit ${run.code ?? run.signal}: ${(errors.replace(/^::error[^:]*::/, '').split('%0A')[0] ?? '').slice(0, 160)}`
    table.push(
      `| ${scenario.item} | ${scenario.name.replace(/\|/g, '\\|')} | ${scenario.expect} | ${did.replace(/\|/g, '\\|').replace(/`/g, "'")} | ${uploads > 0 ? 'artifact' : 'nothing'} | ${rss} |`
    )

    // What no run may do.
    expect(run.timedOut).toBe(false)
    expect(injectedCommands(run.stdout + '\n' + run.stderr)).toEqual([])
    expect(writtenOutsideTemp(run, tmpRoot)).toEqual([])
    expect(
      secretLeaks(run, {
        adminKey: ADMIN_KEY,
        links: run.outputs['bundle-url'] ? [run.outputs['bundle-url']] : [],
        linksMasked: true
      })
    ).toEqual([])
    // The summary holds no markup made by hostile text: outside code spans (where it is literal
    // text) none of it is left.
    const outsideCode = run.summary.replace(/(`+)[^`][\s\S]*?\1/g, '')
    expect(outsideCode).not.toMatch(/<img|\]\(https:\/\/evil|^::/m)
    if (run.code === 0) expect(uploads).toBe(1)

    if (scenario.expect === 'success') {
      expect(errors).toBe('')
      expect(run.code).toBe(0)
      expect(run.outputs['archive-path']?.startsWith(run.files.runnerTemp)).toBe(true)
    } else {
      expect(unclearFailure(run)).toBeUndefined()
      expect(uploads).toBe(0)
      if (scenario.error) expect(errors).toMatch(scenario.error)
      if (scenario.notError) expect(errors).not.toMatch(scenario.notError)
      expect(run.outputs['archive-path']).toBeUndefined()
    }
    if (scenario.maxDownloads !== undefined) {
      expect(downloads).toBeLessThanOrEqual(scenario.maxDownloads)
    }
    if (scenario.maxPlatformRequests !== undefined) {
      expect(platformRequests).toBeLessThanOrEqual(scenario.maxPlatformRequests)
    }
  })
})
