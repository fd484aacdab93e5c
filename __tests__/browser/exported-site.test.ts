// The exported example site in headless Chromium (Debian's package, driven by playwright-core),
// served by the self-hosted deployment from a real bundle: the home page renders, the sidebar
// navigates, search finds a page by a word from its body, tabs and the version switch work,
// nothing is requested from another origin and the console stays clean. The same bundle opened
// from disk (file://) works too.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { Deployment } from '../../emulator/deployment/server.js'
import { writeBundle } from '../../emulator/renderer/index.js'

const CHROMIUM = '/usr/bin/chromium'
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync'
]
const available = existsSync(CHROMIUM)
if (!available) {
  console.warn(
    `browser tests skipped: ${CHROMIUM} is missing (install it with: apt-get update && apt-get install -y chromium; npm test's pretest does this when run as root)`
  )
}
const describeBrowser = available ? describe : describe.skip

describeBrowser('the exported site in Chromium', () => {
  let tmp: string
  let deployment: Deployment
  let context: BrowserContext
  let base: string
  let unpacked: string

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'browser-test-'))
    const bundle = path.join(tmp, 'bundle.tar.gz')
    await writeBundle({ siteDir: 'examples/site' }, bundle)
    unpacked = path.join(tmp, 'unpacked')
    await mkdir(unpacked)
    execFileSync('tar', ['-xzf', bundle, '-C', unpacked])
    const config = path.join(tmp, 'values.yaml')
    await writeFile(
      config,
      `deploymentType: client-hosted\nstaticExport:\n  enabled: true\n  bundleUrl: "${pathToFileURL(bundle).href}"\n`
    )
    deployment = new Deployment({
      configFile: config,
      dataDir: path.join(tmp, 'data'),
      log: () => undefined,
      warn: () => undefined
    })
    expect((await deployment.start()).ok).toBe(true)
    base = deployment.url
    context = await chromium.launchPersistentContext(path.join(tmp, 'profile'), {
      executablePath: CHROMIUM,
      args: ARGS,
      headless: true,
      viewport: { width: 1280, height: 800 }
    })
  })
  afterAll(async () => {
    await context?.close()
    await deployment?.close()
    if (tmp) await rm(tmp, { recursive: true, force: true })
  })

  /** A page that records every request and every console error or uncaught exception. */
  async function openPage(): Promise<{ page: Page; requests: string[]; errors: string[] }> {
    const page = await context.newPage()
    const requests: string[] = []
    const errors: string[] = []
    page.on('request', r => requests.push(r.url()))
    page.on('console', m => m.type() === 'error' && errors.push(m.text()))
    page.on('pageerror', e => errors.push(e.message))
    return { page, requests, errors }
  }

  it('renders the home page, navigates by the sidebar, and stays on its own origin', async () => {
    const { page, requests, errors } = await openPage()
    await page.goto(`${base}/`)
    expect(await page.title()).toBe('Introduction · Acme Docs')
    expect(await page.locator('main h1').textContent()).toBe('Introduction')
    // The stylesheet applied: the sidebar is a sticky column.
    expect(await page.locator('nav.sidebar').evaluate(el => getComputedStyle(el).position)).toBe(
      'sticky'
    )
    expect(
      await page.locator('img.logo-light').evaluate(img => (img as HTMLImageElement).naturalWidth)
    ).toBeGreaterThan(0)
    await page.locator('nav.sidebar a', { hasText: 'Self-hosting' }).click()
    await page.waitForURL(/\/guides\/self-hosting\.html$/)
    expect(await page.locator('main h1').textContent()).toBe('Self-hosting')
    expect(await page.locator('nav.sidebar a[aria-current=page]').textContent()).toBe(
      'Self-hosting'
    )
    await page.locator('a[rel=next]').click()
    await page.waitForURL(/\/guides\/air-gapped\.html$/)
    expect(requests.length).toBeGreaterThan(3)
    expect(requests.filter(u => !u.startsWith(`${base}/`))).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('finds a page by a word from its body and opens it', async () => {
    const { page, requests, errors } = await openPage()
    await page.goto(`${base}/quickstart.html`)
    await page.locator('[data-search] input').fill('invalidate')
    const result = page.locator('.search-results a').first()
    await result.waitFor()
    expect(await result.textContent()).toContain('Authentication')
    await result.click()
    await page.waitForURL(/\/guides\/authentication\.html$/)
    expect(requests.filter(u => !u.startsWith(`${base}/`))).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('switches tabs without a framework and switches versions', async () => {
    const { page, errors } = await openPage()
    await page.goto(`${base}/guides/authentication.html`)
    const python = page.locator('.tab-group [role=tab]', { hasText: 'Python' })
    const panel = page.locator('.tab-group [role=tabpanel]').nth(1)
    expect(await panel.isVisible()).toBe(false)
    await python.click()
    expect(await python.getAttribute('aria-selected')).toBe('true')
    expect(await panel.isVisible()).toBe(true)
    await page.locator('.version-switcher summary').click()
    await page.locator('.version-switcher a', { hasText: 'v1' }).click()
    await page.waitForURL(/\/v1\/guides\/authentication\.html$/)
    expect(await page.locator('.version-switcher summary').textContent()).toBe('v1')
    // Search on a v1 page looks in v1 only.
    await page.locator('[data-search] input').fill('maintenance')
    await page.locator('.search-results a').first().waitFor()
    expect(await page.locator('.search-results a').first().getAttribute('href')).toBe(
      '../../v1/introduction.html'
    )
    expect(errors).toEqual([])
    await page.close()
  })

  it('answers an unknown address with the 404 page', async () => {
    const { page } = await openPage()
    const res = await page.goto(`${base}/no/such/page`)
    expect(res?.status()).toBe(404)
    expect(await page.locator('h1').textContent()).toBe('Page not found')
    await page.close()
  })

  it('works opened from disk, search included', async () => {
    const { page, requests, errors } = await openPage()
    await page.goto(
      pathToFileURL(path.join(unpacked, 'guides', 'integrations', 'gitlab-ci.html')).href
    )
    expect(await page.locator('main h1').textContent()).toBe('GitLab CI')
    expect(await page.locator('nav.sidebar').evaluate(el => getComputedStyle(el).position)).toBe(
      'sticky'
    )
    await page.locator('[data-search] input').fill('allow-list')
    await page.locator('.search-results a').first().waitFor()
    await page.locator('nav.sidebar a', { hasText: 'Quickstart' }).click()
    await page.waitForURL(/\/quickstart\.html$/)
    expect(requests.every(u => u.startsWith('file://'))).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })
})
