// An import (air gap) records its internal link as imported, with the archive's size and sha256
// and when it ran, so that scheduled renewals leave the link as it is (renewal.ts). Against the
// GitHub stand-in over loopback: the record beside a YAML link, in the commit of a JSON config
// (which holds no comment) and read back from its history as a renewal reads it, with no job
// guessed from the internal link's path; the same import run again changes no byte.
import { captured, useGitHubStandIn } from '../helpers/pull-request-stand-in.js'

const s = useGitHubStandIn({
  ghs_writeWRITEwrite0001: { contents: 'write', pullRequests: 'write', isActionsToken: true }
})

// Its path would name a job to the link reader (links.ts) if nothing said it was imported.
const INTERNAL = 'https://docs-bundles.internal/exports/se_5ca1ab1e/bundle.tar.gz'
const SHA256 = 'c'.repeat(64)

/** An import's update, as deliver.ts builds it: no job, no expiry. */
const importUpdate = (importedAt: string) => ({
  bundleUrl: INTERNAL,
  importedAt,
  sizeBytes: 8_298_338,
  sha256: SHA256,
  pageCount: 12
})

const branch = 'static-export/docs.example.com'

/** An import at `importedAt` into `repo`'s JSON config, logged to `log` when given. */
const importIntoJson = (repo: string, importedAt: string, log?: ReturnType<typeof captured>) =>
  s.mod.deliverPullRequest(
    s.options(repo, { configPaths: ['deploy/values.json'], update: importUpdate(importedAt) }, log)
  )

/** The action's branch merged into main (fast-forward) and deleted. */
function mergeBranch(repo: string): void {
  s.git(repo, 'update-ref', 'refs/heads/main', s.git(repo, 'rev-parse', branch).trim())
  s.git(repo, 'update-ref', '-d', `refs/heads/${branch}`)
}

describe('the record of an import', () => {
  it('is written beside a YAML link, and the same import again changes nothing', async () => {
    const repo = await s.newRepo({ 'deploy/values.yaml': 'staticExport:\n  enabled: false\n' })
    const first = await s.mod.deliverPullRequest(
      s.options(repo, { update: importUpdate('2026-11-22T10:00:00.000Z') })
    )
    expect(first.operation).toBe('created')
    const written = s.git(repo, 'show', `${branch}:deploy/values.yaml`)
    expect(written).toContain(
      `bundleUrl: "${INTERNAL}" # static-export: imported 2026-11-22T10:00:00.000Z, size 8298338, sha256 ${SHA256}, link `
    )
    // Merged; a day later the same archive is imported again to the same link.
    mergeBranch(repo)
    const again = await s.mod.deliverPullRequest(
      s.options(repo, { update: importUpdate('2026-11-23T10:00:00.000Z') })
    )
    expect(again.operation).toBe('unchanged')
    expect(s.git(repo, 'show', 'main:deploy/values.yaml')).toBe(written)
  })

  it('says so when a JSON config already holds the link with no record, which no commit can carry', async () => {
    const json = `{"staticExport": {"enabled": true, "bundleUrl": "${INTERNAL}"}}\n`
    const repo = await s.newRepo({ 'deploy/values.json': json })
    const log = captured()
    const result = await importIntoJson(repo, '2026-11-22T10:00:00.000Z', log)
    expect(result.operation).toBe('unchanged')
    expect(log.warnings.join('\n')).toMatch(
      /deploy\/values\.json already holds bundle-url on main, with no record of an import.*scheduled renewals .* will take the link for one of unknown expiry/
    )
    expect(log.warnings.join('\n')).not.toContain(INTERNAL)
    // Once recorded (the link written by an import), the same import again is quiet.
    const other = await s.newRepo({
      'deploy/values.json': '{"staticExport": {"enabled": false}}\n'
    })
    await importIntoJson(other, '2026-11-22T10:00:00.000Z')
    mergeBranch(other)
    const quiet = captured()
    const again = await importIntoJson(other, '2026-11-23T10:00:00.000Z', quiet)
    expect(again.operation).toBe('unchanged')
    expect(quiet.warnings).toEqual([])
  })

  it('goes in the commit of a JSON config, and a renewal reads it back with no job', async () => {
    const repo = await s.newRepo({ 'deploy/values.json': '{"staticExport": {"enabled": false}}\n' })
    await importIntoJson(repo, '2026-11-22T10:00:00.000Z')
    expect(s.git(repo, 'log', '-1', '--format=%B', branch)).toMatch(
      /\nStatic-Export-Record: \{"path":"deploy\/values.json","link":"[0-9a-f]{32}","imported":true,"importedAt":"2026-11-22T10:00:00.000Z","sizeBytes":8298338,"sha256":"c{64}"\}/
    )
    const read = await s.mod.readConfigOnBase({
      token: 'ghs_writeWRITEwrite0001',
      owner: 'acme',
      repo,
      base: branch,
      configPath: 'deploy/values.json'
    })
    expect(read).toEqual({
      enabled: true,
      bundleUrl: INTERNAL,
      record: {
        imported: true,
        importedAt: '2026-11-22T10:00:00.000Z',
        sizeBytes: 8_298_338,
        sha256: SHA256
      }
    })
  })
})
