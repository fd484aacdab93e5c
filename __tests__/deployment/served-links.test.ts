// The link report against what a deployment serves: every link of a page is requested from the
// deployment stand-in over loopback, at the address a browser asks for it from that page, and the
// links the report calls broken are exactly those answered 404. A static host (nginx, S3 website
// hosting, the deployment) answers a folder's URL (`guide/`) from its index.html alone.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { HttpClient } from '@actions/http-client'
import { verifyBundle } from '../../src/archive/verify.js'
import { Deployment } from '../../emulator/deployment/server.js'
import { makeTarGz, page } from '../helpers/archives.js'

const LINKS = [
  'quickstart',
  '/quickstart',
  'quickstart.html',
  // A Next.js export without trailingSlash writes quickstart.html: these are 404 everywhere.
  'quickstart/',
  '/quickstart/',
  'quickstart.html/',
  'guide',
  'guide/',
  '/guide/',
  'guide/index',
  './',
  '/',
  'caf%C3%A9/',
  'assets/app.js?v=2',
  '/assets/app.js#top',
  'gone/',
  '/gone'
]

let tmp: string
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'served-links-'))
})
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true })
})

it('calls broken exactly the links the deployment answers with 404', async () => {
  const archive = await makeTarGz([
    { name: 'index.html', data: page('Home', LINKS.map(l => `<a href="${l}">x</a>`).join('')) },
    { name: 'quickstart.html', data: page('Quickstart') },
    { name: 'guide/index.html', data: page('Guide') },
    { name: 'café/index.html', data: page('Café') },
    { name: 'assets/app.js', data: 'void 0' },
    { name: '404.html', data: page('Not found') }
  ])
  const report = await verifyBundle(Readable.from([archive]))
  const reported = [...report.brokenLinks, ...(report.rootAbsolute?.brokenLinks ?? [])]
  // Each link here is the first to its target: the samples name every broken one.
  expect(report.brokenLinkCount + (report.rootAbsolute?.brokenLinkCount ?? 0)).toBe(reported.length)

  const bundle = path.join(tmp, 'bundle.tar.gz')
  await writeFile(bundle, archive)
  const config = path.join(tmp, 'values.yaml')
  await writeFile(
    config,
    `deploymentType: air-gapped\nstaticExport:\n  enabled: true\n  bundleUrl: "${pathToFileURL(bundle).href}"\n`
  )
  const deployment = new Deployment({
    configFile: config,
    dataDir: path.join(tmp, 'data'),
    log: () => undefined,
    warn: () => undefined
  })
  expect((await deployment.start()).ok).toBe(true)
  const client = new HttpClient('served-links-test')
  const answered: string[] = []
  try {
    for (const link of LINKS) {
      const response = await client.get(new URL(link, `${deployment.url}/index.html`).href)
      await response.readBody()
      if (response.message.statusCode === 404) answered.push(link)
      else expect({ link, status: response.message.statusCode }).toEqual({ link, status: 200 })
    }
  } finally {
    await deployment.close()
  }
  expect(answered).toEqual(['quickstart/', '/quickstart/', 'quickstart.html/', 'gone/', '/gone'])
  expect(reported.map(b => b.href).sort()).toEqual([...answered].sort())
})
