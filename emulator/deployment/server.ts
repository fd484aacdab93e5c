// The self-hosted deployment: serves the active bundle version with the right content types,
// long-lived caching for content-hashed assets and revalidation for everything else, the
// bundle's own 404 page, and a health route. Fetches happen on start and on reload (SIGHUP in
// the CLI); a failed fetch keeps the last good version serving and is reported loudly.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type http from 'node:http'
import path from 'node:path'
import { createListener, HttpError, listen, Router, sendJson, type Listening } from '../lib/http.js'
import { fetchAndInstall, pruneVersions, type ActiveVersion } from './bundle-store.js'
import { offeredFeatures, readDeploymentConfig, type DeploymentConfig } from './config.js'

export const HEALTH_PATH = '/healthz'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.wasm': 'application/wasm'
}

/** `site.3f9a2c1b8e.css`: a file whose name changes with its content may be cached for good. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

export interface DeploymentOptions {
  configFile: string
  sets?: string[]
  dataDir: string
  port?: number
  host?: string
  /** Where status lines go; stderr for failures. */
  log?: (line: string) => void
  warn?: (line: string) => void
  now?: () => Date
}

export interface FetchOutcome {
  ok: boolean
  message: string
}

export class Deployment {
  config: DeploymentConfig | undefined
  active: ActiveVersion | undefined
  private previous: ActiveVersion | undefined
  lastError: { at: string; message: string } | undefined
  private listening: Listening | undefined
  private reloading: Promise<FetchOutcome> | undefined

  constructor(private readonly options: DeploymentOptions) {}

  private log(line: string): void {
    ;(this.options.log ?? console.log)(line)
  }
  private warn(line: string): void {
    ;(this.options.warn ?? console.error)(line)
  }
  private now(): Date {
    return this.options.now?.() ?? new Date()
  }

  get url(): string {
    if (!this.listening) throw new Error('the deployment is not listening')
    return this.listening.url
  }

  /** Reads the config, fetches the bundle when enabled, then listens. */
  async start(): Promise<FetchOutcome> {
    const outcome = await this.reload()
    this.listening = await listen(
      this.listener(),
      this.options.port ?? 0,
      this.options.host ?? '127.0.0.1'
    )
    this.log(
      `deployment: serving on ${this.listening.url} (health at ${this.listening.url}${HEALTH_PATH})`
    )
    return outcome
  }

  async close(): Promise<void> {
    await this.listening?.close()
  }

  /** Re-reads the config and fetches its bundle; concurrent calls share one reload. */
  reload(): Promise<FetchOutcome> {
    this.reloading ??= this.doReload().finally(() => (this.reloading = undefined))
    return this.reloading
  }

  private fail(message: string): FetchOutcome {
    this.lastError = { at: this.now().toISOString(), message }
    const keeping = this.active
      ? `still serving version ${this.active.label} fetched at ${this.active.fetchedAt}`
      : 'nothing is being served'
    this.warn(`deployment: FETCH FAILED: ${message} (${keeping})`)
    return { ok: false, message }
  }

  private async doReload(): Promise<FetchOutcome> {
    let config: DeploymentConfig
    try {
      config = await readDeploymentConfig(this.options.configFile, this.options.sets)
    } catch (err) {
      return this.fail((err as Error).message)
    }
    this.config = config
    const se = config.staticExport
    if (!se.enabled) {
      const message = `${config.blockPath}.enabled is false in ${this.options.configFile}: no bundle is served`
      this.log(`deployment: ${message}`)
      return { ok: true, message }
    }
    if (!se.bundleUrl)
      return this.fail(
        `${config.blockPath}.enabled is true but ${config.blockPath}.bundleUrl is empty`
      )
    this.log(`deployment: fetching the bundle (${config.deploymentType})`)
    try {
      const installed = await fetchAndInstall({
        url: se.bundleUrl,
        deploymentType: config.deploymentType,
        dataDir: this.options.dataDir,
        version: se.version,
        now: () => this.now()
      })
      if (this.active) this.previous = this.active
      this.active = installed
      this.lastError = undefined
      await pruneVersions(this.options.dataDir, [
        installed.dir,
        ...(this.previous ? [this.previous.dir] : [])
      ])
      const message = `version ${installed.label} is active: ${installed.pages} pages from ${installed.source}${installed.expiresAt ? `, link expires ${installed.expiresAt}` : ''}`
      this.log(`deployment: ${message}`)
      return { ok: true, message }
    } catch (err) {
      return this.fail((err as Error).message)
    }
  }

  health(): object {
    const a = this.active
    return {
      status: a ? (this.lastError ? 'degraded' : 'ok') : 'no-active-version',
      deploymentType: this.config?.deploymentType,
      staticExport: { enabled: this.config?.staticExport.enabled ?? false },
      active: a
        ? {
            version: a.label,
            pinnedVersion: a.version ?? null,
            jobId: a.jobId ?? null,
            fetchedAt: a.fetchedAt,
            expiresAt: a.expiresAt ?? null,
            source: a.source,
            pages: a.pages,
            files: a.files,
            sizeBytes: a.sizeBytes
          }
        : null,
      lastError: this.lastError ?? null,
      features: this.config ? offeredFeatures(this.config) : {}
    }
  }

  private listener(): http.RequestListener {
    const router = new Router()
    router.add(['GET', 'HEAD'], HEALTH_PATH, (_req, res) =>
      sendJson(res, this.active ? 200 : 503, this.health(), { 'Cache-Control': 'no-store' })
    )
    router.add(['GET', 'HEAD'], '/*', (req, res, _params, url) => this.serve(req, res, url))
    router.add(['GET', 'HEAD'], '/', (req, res, _params, url) => this.serve(req, res, url))
    return createListener({ router })
  }

  /** Resolves a request path to a file of the active version, or undefined. */
  private async resolveFile(
    root: string,
    pathname: string
  ): Promise<{ file: string; size: number; mtimeMs: number } | undefined> {
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      throw new HttpError(400, 'the path is not valid percent-encoding')
    }
    if (decoded.includes('\0')) throw new HttpError(400, 'the path holds a NUL byte')
    const rel = path.posix.normalize(decoded).replace(/^\/+/, '')
    if (rel.startsWith('..')) throw new HttpError(400, 'the path leaves the site')
    const candidates =
      rel === '' || rel.endsWith('/')
        ? [`${rel}index.html`]
        : [rel, `${rel}.html`, `${rel}/index.html`]
    for (const candidate of candidates) {
      const file = path.join(root, candidate)
      const info = await stat(file).catch(() => undefined)
      if (info?.isFile()) return { file, size: info.size, mtimeMs: info.mtimeMs }
    }
    return undefined
  }

  private async serve(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL
  ): Promise<void> {
    const active = this.active
    if (!active) {
      const why = this.lastError
        ? `the last fetch failed: ${this.lastError.message}`
        : 'staticExport is not enabled or no bundle was fetched yet'
      res.writeHead(503, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': '30'
      })
      res.end(`No docs version is active: ${why}\n`)
      return
    }
    let found = await this.resolveFile(active.siteDir, url.pathname)
    let status = 200
    if (!found) {
      status = 404
      found = await this.resolveFile(active.siteDir, '/404.html')
      if (!found) {
        res.writeHead(404, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': REVALIDATE
        })
        res.end('Not found\n')
        return
      }
    }
    const ext = path.extname(found.file).toLowerCase()
    const etag = `"${active.label.replace(/"/g, '')}-${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': status === 200 && HASHED_NAME.test(found.file) ? IMMUTABLE : REVALIDATE,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'X-Docs-Version': active.label
    }
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers)
      res.end()
      return
    }
    headers['Content-Length'] = String(found.size)
    res.writeHead(status, headers)
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    createReadStream(found.file)
      .on('error', err => res.destroy(err))
      .pipe(res)
  }
}
