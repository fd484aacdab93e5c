// The platform emulator: a real HTTP server on loopback that behaves like the documentation
// platform's static export API (see shared/spec and platform-facts.md), with fault injection, a
// request log, and an admin API under /_emulator/. Other route modules (the assistant) mount on
// the same Router through `registerRoutes` and reuse `authenticate` (api-keys.ts). The object
// store the bundle links lead to is served from bundle-download.ts.

import { randomBytes } from 'node:crypto'
import { stat } from 'node:fs/promises'
import type http from 'node:http'
import {
  HttpError,
  RequestLog,
  Router,
  createListener,
  listen,
  readJson,
  sendError,
  sendJson,
  waitWhileOpen
} from '../lib/http.js'
import { compressAnswer } from './answer-coding.js'
import { authenticate, type AuthResult } from './api-keys.js'
import { registerBundleDownload, sendStoreError } from './bundle-download.js'
import { resolveConfig, type OrgConfig, type PlatformEmulatorConfig } from './config.js'
import { defaultExporter, type SiteExporter } from './exporter.js'
import { FaultInjector, type FaultRoute, type FaultRule } from './faults.js'
import { HostileAnswers, type HostileAnswer } from './hostile-answers.js'
import { JobStore, type ArchiveTransform, type EmulatorClock } from './jobs.js'
import {
  LinkSigner,
  formatExpiresAt,
  styleJobView,
  styleUpdatedAt,
  jobAnswerFields,
  linksOnOtherHost,
  OTHER_LOOPBACK_HOST
} from './styles.js'

export const NOT_ENTERPRISE_MESSAGE = 'static export is not enabled for this organization'

export interface PlatformEmulatorOptions {
  /** Merged over the built-in defaults (orgs replace the default orgs when given). */
  config?: Partial<PlatformEmulatorConfig>
  port?: number
  /** The emulator's time source (default Date.now); jobs and link expiry follow it. */
  clock?: EmulatorClock
  exporter?: SiteExporter
  /** Hook to swap the archive of a job (hostile archive kinds for the reliability suite). */
  transformArchive?: ArchiveTransform
  /**
   * Hook to misreport a bundle's `sizeBytes` (the reliability suite's "wrong sizeBytes" case):
   * given the job and the archive's real size, returns the size the bundle answer claims.
   */
  reportSizeBytes?: (info: { jobId: string; size: number }) => number
  /** More route modules mounted on the same Router after the export routes. */
  registerRoutes?: Array<(router: Router, ctx: PlatformContext) => void>
  /**
   * The origin bundle links name instead of the emulator's own (asked each time a link is made):
   * a front that only a forward proxy resolves, as an object store seen from a runner that
   * reaches the internet only through its proxy.
   */
  linkOrigin?: () => string
}

export interface PlatformContext {
  config: PlatformEmulatorConfig
  clock: EmulatorClock
  log: RequestLog
  faults: FaultInjector
  /** Base URL once listening. */
  url(): string
  authenticate(req: http.IncomingMessage, kind: 'admin' | 'assistant'): AuthResult
}

export interface PlatformEmulator {
  url: string
  port: number
  log: RequestLog
  faults: FaultInjector
  /** Hostile answers (issue 16): job ids, statuses, links, redirects, stalls; none by default. */
  hostile: HostileAnswers
  config: PlatformEmulatorConfig
  jobs: JobStore
  close(): Promise<void>
}

const HOSTNAME =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/

function routeOf(method: string, pathname: string): FaultRoute | 'other' {
  if (pathname === '/v1/static-export/jobs' && method === 'POST') return 'start'
  if (/^\/v1\/static-export\/jobs\/[^/]+$/.test(pathname)) return 'status'
  if (/^\/v1\/static-export\/jobs\/[^/]+\/bundle$/.test(pathname)) return 'bundle'
  if (/^\/exports\/[^/]+\/bundle\.tar\.gz$/.test(pathname)) return 'download'
  return 'other'
}

/** The kind of page a CDN or load balancer in front of an API answers an error with. */
function sendProxyPage(res: http.ServerResponse, status: number): void {
  const style = `.cf-error{font-family:system-ui}${'.x{margin:0}'.repeat(300)}`
  const body =
    `<!DOCTYPE html>\n<html lang="en-US"><head><meta charset="UTF-8">` +
    `<title>api.example.test | ${status}: Bad gateway</title><style>${style}</style></head>` +
    `<body><div class="cf-error"><h1>Error ${status}</h1><p>Bad gateway</p></div></body></html>\n`
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Length': Buffer.byteLength(body)
  })
  res.end(body)
}

export async function startPlatformEmulator(
  options: PlatformEmulatorOptions = {}
): Promise<PlatformEmulator> {
  const config = resolveConfig(options.config)
  const clock = options.clock ?? { now: () => Date.now() }
  const log = new RequestLog()
  const faults = new FaultInjector(config.faults, config.seed)
  const hostile = new HostileAnswers()
  const secret = config.signingSecret ?? randomBytes(32).toString('hex')
  const jobs = new JobStore({
    clock,
    speed: () => config.jobs,
    idStyle: () => config.ids,
    exporter: options.exporter ?? defaultExporter,
    transformArchive: options.transformArchive
  })
  const truncated = new WeakMap<http.IncomingMessage, number>()
  let baseUrl = ''

  const signer = new LinkSigner(config.links ?? 's3', secret)
  // Links of the `*-other-host` styles point at a second listener on another loopback address.
  let linkBaseUrl = ''

  const ctx: PlatformContext = {
    config,
    clock,
    log,
    faults,
    url: () => baseUrl,
    authenticate: (req, kind) => authenticate(config, req, kind)
  }

  const enterpriseOrg = (req: http.IncomingMessage): OrgConfig => {
    const { org } = ctx.authenticate(req, 'admin')
    if (org.plan !== 'enterprise') throw new HttpError(403, NOT_ENTERPRISE_MESSAGE)
    return org
  }
  const ownJob = (org: OrgConfig, named: string) => {
    const jobId = hostile.realJobId(named)
    const job = jobs.get(jobId)
    // Another organization's job answers exactly like a job that does not exist.
    if (!job || job.org !== org.name) throw new HttpError(404, `job ${jobId} not found`)
    return job
  }

  const router = new Router()
  router.add('POST', '/v1/static-export/jobs', async (req, res) => {
    const org = enterpriseOrg(req)
    const body = await readJson(req)
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new HttpError(400, 'request body must be a JSON object with "domain"')
    }
    const { domain, version, paths } = body as Record<string, unknown>
    if (typeof domain !== 'string' || domain === '')
      throw new HttpError(400, '"domain" is required')
    if (!HOSTNAME.test(domain)) {
      throw new HttpError(
        400,
        'invalid domain: give the hostname only, without protocol, trailing slash or path'
      )
    }
    if (
      paths !== undefined &&
      (!Array.isArray(paths) || !paths.every(p => typeof p === 'string' && p !== ''))
    ) {
      throw new HttpError(400, 'invalid paths: expected an array of page paths')
    }
    const site = org.domains[domain]
    if (!site) throw new HttpError(404, `domain ${domain} not found`)
    if (version !== undefined) {
      if (typeof version !== 'string' || version === '')
        throw new HttpError(400, 'invalid version: expected a string')
      if (!site.versions?.includes(version)) {
        throw new HttpError(400, `unknown version "${version}" for ${domain}`)
      }
    }
    const [failure] = faults.fire('start', req.url ?? '', ['job-failure'])
    const job = jobs.start({
      org: org.name,
      domain,
      siteDir: site.site,
      version: version as string | undefined,
      paths: paths as string[] | undefined,
      failAt: failure
        ? {
            progress: failure.atProgress ?? 50,
            message: failure.message ?? 'export failed: the renderer crashed'
          }
        : undefined
    })
    const view = styleJobView(hostile.view(job.view(), 'start'), config.answers?.progress)
    sendJson(res, config.startStatus ?? 202, jobAnswerFields(view, 'start', config.answers?.fields))
  })

  router.add('GET', '/v1/static-export/jobs/:jobId', async (req, res, { jobId }) => {
    const org = enterpriseOrg(req)
    const view = hostile.view(ownJob(org, jobId!).view(), 'status')
    if (await hostile.status(res, view)) return
    const runningSince = new Date(Date.parse(view.createdAt) + config.jobs.queuedMs).toISOString()
    const styled = styleUpdatedAt(
      styleJobView(view, config.answers?.progress),
      config.answers?.updatedAt,
      runningSince
    )
    sendJson(res, 200, jobAnswerFields(styled, 'status', config.answers?.fields))
  })

  router.add('POST', '/v1/static-export/jobs/:jobId/bundle', async (req, res, { jobId }) => {
    const org = enterpriseOrg(req)
    const job = ownJob(org, jobId!)
    const view = job.view()
    if (view.status === 'failed')
      throw new HttpError(409, `the job failed and has no bundle: ${view.error}`)
    if (view.status !== 'completed' || !job.archive)
      throw new HttpError(409, 'the job has not finished yet')
    const link = signer.make(job.jobId, clock.now(), config.linkLifetimeSeconds)
    const { size } = await stat(job.archive)
    const style = config.answers ?? {}
    const answer = {
      jobId: job.jobId,
      bundleUrl: `${options.linkOrigin?.() ?? linkBaseUrl}/exports/${encodeURIComponent(job.jobId)}/bundle.tar.gz?${link.query}`,
      ...(style.sizeBytes === 'absent'
        ? {}
        : (() => {
            const reported = options.reportSizeBytes
              ? options.reportSizeBytes({ jobId: job.jobId, size })
              : size
            return { sizeBytes: style.sizeBytes === 'string' ? String(reported) : reported }
          })()),
      expiresAt: formatExpiresAt(link.expiresAt, style.expiresAt)
    }
    const { jobId: echoed, sizeBytes, ...promised } = hostile.bundle(answer, baseUrl)
    sendJson(
      res,
      200,
      style.fields === 'minimal' ? promised : { jobId: echoed, ...promised, sizeBytes }
    )
  })

  registerBundleDownload(router, {
    config,
    clock,
    jobs,
    hostile,
    signer,
    truncated,
    baseUrl: () => baseUrl
  })

  // The admin API for tests and the CLI: faults, the request log, reset.
  router.add('GET', '/_emulator/faults', (_req, res) =>
    sendJson(res, 200, { faults: faults.list() })
  )
  router.add('POST', '/_emulator/faults', async (req, res) => {
    const body = (await readJson(req)) as
      { faults?: FaultRule[]; seed?: number; replace?: boolean } | undefined
    if (!body || !Array.isArray(body.faults))
      throw new HttpError(400, 'expected {"faults": [...], "seed"?, "replace"?}')
    try {
      if (body.replace || body.seed !== undefined) faults.set(body.faults, body.seed)
      else faults.add(body.faults)
    } catch (err) {
      throw new HttpError(400, (err as Error).message)
    }
    sendJson(res, 200, { faults: faults.list() })
  })
  router.add('DELETE', '/_emulator/faults', (_req, res) => {
    faults.clear()
    sendJson(res, 200, { faults: [] })
  })
  router.add('GET', '/_emulator/hostile', (_req, res) =>
    sendJson(res, 200, { answers: hostile.list() })
  )
  router.add('POST', '/_emulator/hostile', async (req, res) => {
    const body = (await readJson(req)) as { answers?: HostileAnswer[] } | undefined
    if (!body || !Array.isArray(body.answers))
      throw new HttpError(400, 'expected {"answers": [...]}')
    try {
      hostile.set(body.answers)
    } catch (err) {
      throw new HttpError(400, (err as Error).message)
    }
    sendJson(res, 200, { answers: hostile.list() })
  })
  router.add('GET', '/_emulator/requests', (_req, res) =>
    sendJson(res, 200, { requests: log.entries })
  )
  router.add('POST', '/_emulator/reset', (_req, res) => {
    faults.clear()
    hostile.clear()
    log.clear()
    sendJson(res, 200, { ok: true })
  })

  for (const register of options.registerRoutes ?? []) register(router, ctx)

  const listener = createListener({
    router,
    log,
    before: async (req, res, url) => {
      if (url.pathname.startsWith('/_emulator/')) return false
      const route = routeOf((req.method ?? 'GET').toUpperCase(), url.pathname)
      // The export API's answers only: the assistant streams, and the store is elsewhere.
      if (url.pathname.startsWith('/v1/static-export/') && config.answers?.encoding !== undefined)
        compressAnswer(res, config.answers.encoding)
      const fired = faults.fire(route, url.pathname, [
        'latency',
        'reset',
        'error',
        'rate-limit',
        'truncate'
      ])
      for (const rule of fired) {
        if (rule.kind === 'latency' && !(await waitWhileOpen(res, rule.latencyMs ?? 1000))) {
          res.statusCode = 599 // recorded in the log as "no answer"
          return true
        }
      }
      for (const rule of fired) {
        if (rule.kind === 'reset') {
          res.statusCode = 599 // recorded in the log as "no answer"
          req.socket.destroy()
          return true
        }
        if (rule.kind === 'error') {
          const status = rule.status ?? 500
          if (rule.location !== undefined) {
            res.writeHead(status, { Location: rule.location, 'Content-Length': 0 })
            res.end()
          } else if (rule.body === 'html') sendProxyPage(res, status)
          else if (rule.body === 'xml') sendStoreError(res, status)
          else sendError(res, status, `injected fault: ${status} on ${route}`)
          return true
        }
        if (rule.kind === 'rate-limit') {
          sendError(res, 429, 'rate limit exceeded', {
            'Retry-After': String(rule.retryAfter ?? 1)
          })
          return true
        }
        if (rule.kind === 'truncate')
          truncated.set(req, Math.min(0.99, Math.max(0, rule.truncateAt ?? 0.5)))
      }
      return false
    }
  })
  const listening = await listen(listener, options.port ?? 0)
  baseUrl = listening.url
  const storage = linksOnOtherHost(config.links)
    ? await listen(listener, 0, OTHER_LOOPBACK_HOST)
    : undefined
  linkBaseUrl = storage?.url ?? baseUrl
  return {
    url: listening.url,
    port: listening.port,
    log,
    faults,
    hostile,
    config,
    jobs,
    close: async () => {
      await listening.close()
      await storage?.close()
      await jobs.close()
    }
  }
}

/** The name issue 2 uses for the in-process emulator. */
export const startEmulator = startPlatformEmulator
