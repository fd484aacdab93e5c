// `npm start`: a full publishing run of the example docs site against the built-in emulators.
// It boots the platform, GitHub and artifact-service emulators on loopback, runs dist/index.js
// exactly as a GitHub runner would (INPUT_* variables and the runner's command files), shows its
// log the way the runner's log viewer would (groups as headings, masked values as ***), and
// ends with the result: pages, the stored artifact, its sha256, the link's expiry, the pull
// request and its diff. A second run then renews the link only: the same pull request is
// updated and the platform sees no new export. When the self-hosted deployment emulator is
// there, the exported site is served from the link the pull request wrote.
import { WORKFLOW_WRITE_GRANT } from '../emulator/github/server.js'
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { Deployment } from '../emulator/deployment/server.js'
import { startEmulators, type EmulatorSet } from '../emulator/index.js'
import { redactLinks } from '../src/links.js'
import { makeRunnerEnv, readOutputs } from '../emulator/runner-env.js'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const ENTRY = join(ROOT, 'dist', 'index.js')
const DOMAIN = 'docs.acme.test'
const ADMIN_KEY = 'svc_local_admin_key'
const GITHUB_TOKEN = 'ghs_demo_workflow_token'
const OWNER = 'acme'
const REPO = 'docs-deploy'
const CONFIG_PATH = 'values.yaml'

const color = process.stdout.isTTY && !process.env.NO_COLOR
const paint = (code: string, text: string): string => (color ? `\x1b[${code}m${text}\x1b[0m` : text)
const bold = (t: string): string => paint('1', t)
const dim = (t: string): string => paint('2', t)
const red = (t: string): string => paint('31', t)
const yellow = (t: string): string => paint('33', t)
const green = (t: string): string => paint('32', t)
const cyan = (t: string): string => paint('36', t)

/** Decodes the escapes @actions/core applies to workflow command data. */
const unescape = (text: string): string =>
  text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')

/** Renders the action's stdout as a runner's log viewer would, masking what it was told to. */
function createLogView(): (line: string) => void {
  const masks: string[] = []
  const mask = (text: string): string =>
    masks.reduce((out, secret) => out.split(secret).join('***'), text)
  return line => {
    const command = /^::([a-z-]+)( [^:]*)?::(.*)$/.exec(line)
    if (!command) {
      // A line of spaces is kept: in a diff it is a blank context line, not noise.
      if (line !== '') console.log(`    ${mask(line)}`)
      return
    }
    const [, name, , data = ''] = command
    const text = mask(unescape(data))
    switch (name) {
      case 'add-mask':
        if (data.length > 0) masks.push(unescape(data))
        masks.sort((a, b) => b.length - a.length)
        return
      case 'group':
        console.log(`  ${cyan('▸')} ${bold(text)}`)
        return
      case 'endgroup':
      case 'debug':
        return
      case 'error':
        console.log(`  ${red('Error:')} ${text.replace(/\n/g, '\n         ')}`)
        return
      case 'warning':
        console.log(`  ${yellow('Warning:')} ${text}`)
        return
      case 'notice':
        console.log(`  ${cyan('Notice:')} ${text}`)
        return
      default:
        console.log(`    ${text}`)
    }
  }
}

async function runAction(
  emulators: EmulatorSet,
  scratch: string,
  name: string,
  inputs: Record<string, string>
): Promise<{ code: number; outputs: Record<string, string>; summary: string }> {
  const { env, files } = await makeRunnerEnv({
    tmpRoot: join(scratch, name),
    actionYml: join(ROOT, 'action.yml'),
    inputs: {
      domain: DOMAIN,
      'admin-key': ADMIN_KEY,
      'api-url': emulators.platform.url,
      ...inputs
    },
    apiUrl: emulators.github.url,
    githubToken: GITHUB_TOKEN,
    repository: `${OWNER}/${REPO}`,
    resultsUrl: emulators.artifacts.url,
    runtimeToken: emulators.artifacts.mintToken({ workflowRunBackendId: `demo-${name}` })
  })
  const child = spawn(process.execPath, [ENTRY], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const view = createLogView()
  let pending = ''
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk: string) => {
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    lines.forEach(view)
  })
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (chunk: string) => process.stderr.write(dim(chunk)))
  const code = await new Promise<number>(done => child.on('close', c => done(c ?? 1)))
  if (pending) view(pending)
  return {
    code,
    outputs: await readOutputs(files.output),
    summary: readFileSync(files.stepSummary, 'utf8')
  }
}

function row(label: string, value: string): void {
  console.log(`  ${dim(label.padEnd(16))} ${value}`)
}

function showCommit(emulators: EmulatorSet, sha: string): string {
  return execFileSync(
    'git',
    ['--git-dir', emulators.github.repoPath(OWNER, REPO), 'show', '--format=%h %s%n', sha],
    { encoding: 'utf8' }
  )
}

function colorDiff(diff: string): string {
  return diff
    .split('\n')
    .map(l =>
      l.startsWith('+') && !l.startsWith('+++')
        ? green(l)
        : l.startsWith('-') && !l.startsWith('---')
          ? red(l)
          : l.startsWith('@@')
            ? cyan(l)
            : l
    )
    .join('\n')
}

/** The demo claims only what happened: a missing output is a failure, not a blank line. */
function expectOutputs(run: string, outputs: Record<string, string>, names: string[]): void {
  const missing = names.filter(n => !outputs[n])
  if (missing.length > 0) throw new Error(`${run} did not set ${missing.join(', ')}`)
}

async function main(): Promise<void> {
  if (!existsSync(ENTRY)) {
    throw new Error('dist/index.js is missing: run `npm run bundle` first')
  }
  const deployFolder = join(ROOT, 'examples', 'deploy')
  const scratch = mkdtempSync(join(tmpdir(), 'static-export-demo-'))
  const emulators = await startEmulators({
    // Slow enough to watch the progress, quick enough for a demo.
    // Links live six days, like an object store's presigned links (at most seven).
    platform: {
      config: { jobs: { queuedMs: 800, msPerPage: 60 }, linkLifetimeSeconds: 6 * 86_400 }
    },
    github: {
      tokens: {
        [GITHUB_TOKEN]: WORKFLOW_WRITE_GRANT
      },
      repositories: [
        {
          owner: OWNER,
          repo: REPO,
          folder: deployFolder,
          allowAutoMerge: true,
          actionsCanCreatePullRequests: true
        }
      ]
    },
    artifactStorageDir: join(scratch, 'artifacts')
  })

  try {
    console.log(bold('\nStatic export: a full publishing run against the local emulators\n'))
    row('platform', emulators.platform.url)
    row(
      'GitHub API',
      `${emulators.github.url}  (repository ${OWNER}/${REPO}, config ${CONFIG_PATH})`
    )
    row('artifact service', emulators.artifacts.url)
    console.log()

    console.log(bold(`1. Export ${DOMAIN}, deliver the artifact and a pull request`))
    const first = await runAction(emulators, scratch, 'export', {
      delivery: 'both',
      'config-path': CONFIG_PATH,
      labels: 'docs, automated'
    })
    if (first.code !== 0)
      throw new Error(`the action failed (exit ${first.code}); see its log above`)
    const o = first.outputs
    expectOutputs('the first run', o, [
      'job-id',
      'archive-sha256',
      'artifact-id',
      'pull-request-number',
      'commit-sha'
    ])
    const stored = emulators.artifacts.artifacts().find(a => String(a.id) === o['artifact-id'])

    console.log(bold('\nResult'))
    row('job', `${o['job-id']} (${o.status})`)
    row('pages', o['page-count'] ?? '')
    row('archive', `${o['archive-path']} (${o['bundle-size']} bytes)`)
    row('sha256', o['archive-sha256'] ?? '')
    row('artifact', stored ? `${stored.name}, stored at ${stored.path}` : '(not found)')
    row('link expires', o['expires-at'] ?? '')
    row(
      'pull request',
      `#${o['pull-request-number']} ${o['pull-request-operation']}: ${o['pull-request-url']}`
    )
    if (o['commit-sha']) {
      console.log(
        bold('\nThe commit on the pull request branch') +
          dim(' (git show, on the stand-in repository)')
      )
      console.log(colorDiff(redactLinks(showCommit(emulators, o['commit-sha']))))
    }

    console.log(bold('2. A scheduled renewal: a fresh link for the same job, no new export'))
    emulators.platform.log.clear()
    const renewal = await runAction(emulators, scratch, 'renew', {
      delivery: 'pull-request',
      'config-path': CONFIG_PATH,
      'renew-only': 'true'
    })
    if (renewal.code !== 0)
      throw new Error(`the renewal failed (exit ${renewal.code}); see its log above`)
    expectOutputs('the renewal', renewal.outputs, ['job-id', 'pull-request-number'])
    const starts = emulators.platform.log.count('POST', '/v1/static-export/jobs')
    if (starts !== 0 || renewal.outputs['job-id'] !== o['job-id']) {
      throw new Error('the renewal started a new export instead of renewing the recorded job')
    }
    const pulls = emulators.github.pulls(OWNER, REPO)
    console.log(bold('\nResult'))
    row(
      'job',
      `${renewal.outputs['job-id']} (same job: ${renewal.outputs['job-id'] === o['job-id'] ? 'yes' : 'no'})`
    )
    row('export calls', `${starts} (the job was not rerun)`)
    row(
      'pull request',
      `#${renewal.outputs['pull-request-number']} ${renewal.outputs['pull-request-operation']}; open pull requests: ${pulls.filter(p => p.state === 'open').length}`
    )
    row('link expires', renewal.outputs['expires-at'] ?? '')

    console.log(
      bold('\n3. The self-hosted deployment starts from the config the pull request wrote')
    )
    const branch = `static-export/${DOMAIN}`
    const configFile = join(scratch, 'values.yaml')
    writeFileSync(
      configFile,
      execFileSync(
        'git',
        ['--git-dir', emulators.github.repoPath(OWNER, REPO), 'show', `${branch}:${CONFIG_PATH}`],
        {
          encoding: 'utf8'
        }
      )
    )
    const deployment = new Deployment({
      configFile,
      dataDir: join(scratch, 'deployment'),
      log: line => console.log(`    ${redactLinks(line)}`),
      warn: line => console.log(`    ${yellow(redactLinks(line))}`)
    })
    const outcome = await deployment.start()
    try {
      if (!outcome.ok)
        throw new Error(`the deployment could not serve the bundle: ${outcome.message}`)
      const home = await fetch(`${deployment.url}/`)
      const title = /<title>([^<]*)<\/title>/i.exec(await home.text())?.[1] ?? '(no title)'
      if (!home.ok) throw new Error(`the deployment answered ${home.status} for its home page`)
      console.log(`    GET / → ${home.status}, "${title}"`)
      console.log(
        green(
          '\nDone: the archive is verified and stored, one pull request carries the newest link,'
        )
      )
      console.log(green('and the deployment serves the exported site from that link:\n'))
      console.log(`    ${bold(deployment.url + '/')}\n`)
      if (process.stdin.isTTY && !process.env.CI) {
        console.log(dim('Open it in a browser; press Enter to stop.'))
        const rl = createInterface({ input: process.stdin })
        await new Promise<void>(done => rl.once('line', () => done()))
        rl.close()
      }
    } finally {
      await deployment.close()
    }
  } finally {
    await emulators.close()
    rmSync(scratch, { recursive: true, force: true })
  }
}

main().catch(err => {
  console.error(red(`\nnpm start failed: ${err instanceof Error ? err.message : String(err)}`))
  process.exitCode = 1
})
