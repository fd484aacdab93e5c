// A sample of the real-config corpus through dist/index.js with pull-request delivery against
// the GitHub stand-in: the bytes that reach the commit are the ones the independent checker
// (__tests__/config/oracle.ts) judges, and a refused config fails the run before any export,
// with nothing committed.
import { WORKFLOW_WRITE_GRANT } from '../../emulator/github/server.js'
import { basename } from 'node:path'
import { defaultConfig, defaultSiteDir } from '../../emulator/platform/config.js'
import { caseBytes, caseFormat, CORPUS_CASES, type CorpusCase } from '../config/corpus-cases.js'
import { checkEdit } from '../config/oracle.js'
import { runnerSuite } from '../helpers/runner.js'

const TOKEN = 'ghs_corpus_runner_token'

/** Files of every kind: CRLF, BOM on a key line, no final newline, several documents, JSON. */
const SAMPLE = [
  'helm-values/bitnami-redis.values.yaml#block-with-record-and-comment+crlf @ staticExport',
  'flux/cert-manager.yaml#helmrelease-values-null+crlf @ spec.values.staticExport',
  'helm-values/ingress-nginx-ci-hpa.values.yaml#bom+block-on-line-1 @ staticExport',
  'flux/envoy-gateway.yaml#helmrelease-values-empty-at-end+no-final-newline @ spec.values.staticExport',
  'compose/opentelemetry-demo.compose.yaml#one-crlf @ services.frontend.staticExport',
  'json/opentelemetry-demo-frontend.package.json#tab-indent @ config.staticExport',
  'helm-values/prometheus.values.yaml#version-unquoted-date @ staticExport'
]
/** The example site's newest version, written for every case that writes a version. */
const VERSION = 'v2'
const REFUSED = 'helm-values/prometheus-node-exporter.values.yaml#windows-1252 @ staticExport'

function corpusCase(title: string): CorpusCase {
  const c = CORPUS_CASES.find(k => k.title === title)
  if (!c) throw new Error(`no corpus case ${title}`)
  return c
}

const suite = runnerSuite({
  name: 'corpus',
  token: TOKEN,
  contract: true,
  platform: {
    config: {
      // The example site's own versions, so that a version written to a config is exported.
      orgs: defaultConfig().orgs.map(org =>
        org.name === 'acme'
          ? {
              ...org,
              domains: { 'docs.acme.test': { site: defaultSiteDir(), versions: ['v2', 'v1'] } }
            }
          : org
      ),
      jobs: { queuedMs: 50, msPerPage: 5 },
      linkLifetimeSeconds: 6 * 86_400
    }
  },
  github: { tokens: { [TOKEN]: WORKFLOW_WRITE_GRANT } }
})

/** The case's file in a repository of its own, and a run on it. */
async function runOn(c: CorpusCase, inputs: Record<string, string> = {}) {
  const path = `deploy/${basename(c.file)}`
  const repo = await suite.newRepository({ [path]: caseBytes(c) })
  const result = await suite.run(
    {
      delivery: 'pull-request',
      'config-path': path,
      'config-key': c.key,
      ...(c.version !== undefined ? { version: VERSION } : {}),
      ...inputs
    },
    { repo }
  )
  const git = (...args: string[]): Buffer => suite.gitBytes(repo, ...args)
  return { ...result, git, path }
}

describe('real configs through dist/index.js', () => {
  it.each(SAMPLE)('commits an edit the checker passes: %s', async title => {
    const c = corpusCase(title)
    const run = await runOn(c)
    expect(run.stdout.split('\n').filter(l => l.startsWith('::error'))).toEqual([])
    expect(run.code).toBe(0)
    expect(run.outputs['pull-request-operation']).toBe('created')
    const committed = run.git('show', `static-export/docs.acme.test:${run.path}`)
    const document = 'edit' in c.expected ? c.expected.edit.document : -1
    const violations = checkEdit(caseBytes(c), committed, {
      format: caseFormat(c),
      key: c.key,
      document,
      fields: {
        enabled: true,
        bundleUrl: run.outputs['bundle-url'],
        ...(c.version !== undefined ? { version: VERSION } : {})
      }
    })
    expect(violations).toEqual([])
  })

  it('refuses a config it cannot edit exactly before any export, committing nothing', async () => {
    const c = corpusCase(REFUSED)
    const starts = (): number =>
      suite.emulators.platform.log.count('POST', '/v1/static-export/jobs')
    const before = starts()
    const run = await runOn(c)
    expect(run.code).not.toBe(0)
    const error = run.stdout.split('\n').find(l => l.startsWith('::error'))
    expect(error).toMatch(
      /not valid UTF-8: byte 0xE9 at line \d+, column \d+ is "é" in Windows-1252/
    )
    expect(run.outputs['job-id']).toBeUndefined()
    expect(starts()).toBe(before)
    expect(run.git('branch', '--list').toString()).not.toContain('static-export/')
  })

  it('edits the document config-document names in a file where the block is in none', async () => {
    const c = corpusCase('flux/envoy-gateway.yaml @ spec.values.staticExport')
    expect('refuse' in c.expected).toBe(true)
    const refused = await runOn(c)
    expect(refused.code).not.toBe(0)
    expect(refused.stdout).toMatch(/::error::.*config-document/)
    const run = await runOn(c, { 'config-document': 'kind=HelmRelease' })
    expect(run.code).toBe(0)
    const committed = run.git('show', `static-export/docs.acme.test:${run.path}`)
    const violations = checkEdit(caseBytes(c), committed, {
      format: 'yaml',
      key: c.key,
      document: 2,
      fields: { enabled: true, bundleUrl: run.outputs['bundle-url'] }
    })
    expect(violations).toEqual([])
  })
})
