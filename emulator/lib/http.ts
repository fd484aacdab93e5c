// The small HTTP toolkit every emulator shares: routing with path parameters, bounded body
// reading, JSON answers, a request log that tests and benchmarks read to count calls, and
// listening on loopback. Kept dependency-free so the emulators start in milliseconds.
import http from 'node:http'
import { setTimeout as delay } from 'node:timers/promises'
import type { AddressInfo } from 'node:net'

export type Params = Record<string, string>
export type Handler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  params: Params,
  url: URL
) => void | Promise<void>

interface Route {
  method: string
  pattern: RegExp
  names: string[]
  handler: Handler
}

/** Thrown by handlers to answer with a status and the platform's `{"error": …}` body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {}
  ) {
    super(message)
  }
}

export class Router {
  private readonly routes: Route[] = []

  /** `pattern` is a path such as `/v1/static-export/jobs/:jobId/bundle`. */
  add(method: string | string[], pattern: string, handler: Handler): this {
    const names: string[] = []
    const source = pattern
      .split('/')
      .map(segment => {
        if (segment.startsWith(':')) {
          names.push(segment.slice(1))
          return '([^/]+)'
        }
        if (segment === '*') {
          names.push('rest')
          return '(.*)'
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      })
      .join('/')
    for (const m of Array.isArray(method) ? method : [method]) {
      this.routes.push({
        method: m.toUpperCase(),
        pattern: new RegExp(`^${source}$`),
        names,
        handler
      })
    }
    return this
  }

  /**
   * Finds the route for a request. Returns `undefined` when no pattern matches, and
   * `'method-not-allowed'` when a pattern matches under another method.
   */
  match(
    method: string,
    pathname: string
  ): { handler: Handler; params: Params } | 'method-not-allowed' | undefined {
    let pathMatched = false
    for (const route of this.routes) {
      const m = route.pattern.exec(pathname)
      if (!m) continue
      pathMatched = true
      if (route.method !== method && !(route.method === 'GET' && method === 'HEAD')) continue
      const params: Params = {}
      route.names.forEach((name, i) => {
        params[name] = decodeURIComponent(m[i + 1] ?? '')
      })
      return { handler: route.handler, params }
    }
    return pathMatched ? 'method-not-allowed' : undefined
  }
}

export interface RequestLogEntry {
  method: string
  path: string
  status: number
  durationMs: number
  /** Wall-clock time the request arrived, in ms since the epoch. */
  at: number
  /** Whether the request carried an Authorization header (never its value). */
  hadAuthorization: boolean
}

/** An append-only log of requests; `clear()` lets a test start counting afresh. */
export class RequestLog {
  readonly entries: RequestLogEntry[] = []
  push(entry: RequestLogEntry): void {
    this.entries.push(entry)
  }
  clear(): void {
    this.entries.length = 0
  }
  count(method: string, pathPattern: RegExp | string): number {
    return this.entries.filter(
      e =>
        e.method === method &&
        (typeof pathPattern === 'string' ? e.path === pathPattern : pathPattern.test(e.path))
    ).length
  }
}

export class BodyTooLargeError extends HttpError {
  constructor(limit: number) {
    super(413, `request body is larger than ${limit} bytes`)
  }
}

export async function readBody(
  req: http.IncomingMessage,
  limit = 10 * 1024 * 1024
): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buf = chunk as Buffer
    size += buf.length
    if (size > limit) throw new BodyTooLargeError(limit)
    chunks.push(buf)
  }
  return Buffer.concat(chunks)
}

/** Reads a JSON body; an empty body gives `undefined`, malformed JSON a 400. */
export async function readJson(req: http.IncomingMessage, limit?: number): Promise<unknown> {
  const body = await readBody(req, limit)
  if (body.length === 0) return undefined
  try {
    return JSON.parse(body.toString('utf8'))
  } catch {
    throw new HttpError(400, 'request body is not valid JSON')
  }
}

/**
 * Waits `ms` before answering, or less when the response closes first (the client gave up, or the
 * emulator closed): true when the whole wait passed. No timer outlives its request, which would
 * hold a test's process open after its last test.
 */
export async function waitWhileOpen(res: http.ServerResponse, ms: number): Promise<boolean> {
  // Closed already: its 'close' event has passed.
  if (res.destroyed) return false
  const closed = new AbortController()
  const onClose = (): void => closed.abort()
  res.once('close', onClose)
  try {
    return await delay(ms, true, { signal: closed.signal })
  } catch {
    return false
  } finally {
    res.off('close', onClose)
  }
}

/**
 * Lets the route answer `res`, drops that answer, and sends `instead` in its place: the work is
 * done, its answer lost on the way back (a proxy's 5xx after the service committed). The
 * emulators' faults use it to make a client's retry find its work done.
 */
export function replaceAnswer(res: http.ServerResponse, instead: () => void): void {
  const { writeHead, setHeader, end } = res
  res.writeHead = (() => res) as typeof res.writeHead
  res.setHeader = (() => res) as typeof res.setHeader
  res.end = (() => {
    res.writeHead = writeHead
    res.setHeader = setHeader
    res.end = end
    instead()
    return res
  }) as typeof res.end
}

export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers
  })
  res.end(text)
}

export function sendError(
  res: http.ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {}
): void {
  sendJson(res, status, { error: message }, headers)
}

export interface ServeOptions {
  router: Router
  log?: RequestLog
  /**
   * Runs before routing; may answer the request itself (fault injection does) and then
   * returns true.
   */
  before?: (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL
  ) => Promise<boolean> | boolean
  /** Answer for errors that are not HttpError; defaults to a 500 with the platform's body. */
  onError?: (err: unknown, res: http.ServerResponse) => void
}

/** Builds a request listener that routes, logs and turns thrown HttpErrors into answers. */
export function createListener(options: ServeOptions): http.RequestListener {
  const { router, log } = options
  return (req, res) => {
    const started = performance.now()
    const at = Date.now()
    const url = new URL(req.url ?? '/', 'http://emulator.local')
    const method = (req.method ?? 'GET').toUpperCase()
    if (log) {
      res.on('close', () => {
        log.push({
          method,
          path: url.pathname,
          status: res.statusCode,
          durationMs: performance.now() - started,
          at,
          hadAuthorization: req.headers.authorization !== undefined
        })
      })
    }
    void (async () => {
      try {
        if (options.before && (await options.before(req, res, url))) return
        const found = router.match(method, url.pathname)
        if (found === undefined) throw new HttpError(404, `no route for ${method} ${url.pathname}`)
        if (found === 'method-not-allowed') {
          throw new HttpError(405, `method ${method} is not allowed on ${url.pathname}`)
        }
        await found.handler(req, res, found.params, url)
      } catch (err) {
        if (res.headersSent) {
          res.destroy()
          return
        }
        if (err instanceof HttpError) {
          sendError(res, err.status, err.message, err.headers)
        } else if (options.onError) {
          options.onError(err, res)
        } else {
          sendError(res, 500, `internal error: ${err instanceof Error ? err.message : String(err)}`)
        }
      }
    })()
  }
}

export interface Listening {
  server: http.Server
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:40123`. */
  url: string
  port: number
  close(): Promise<void>
}

/** Listens on loopback (port 0 picks a free one) and gives a close that ends keep-alive sockets. */
export async function listen(
  listener: http.RequestListener,
  port = 0,
  host = '127.0.0.1'
): Promise<Listening> {
  const server = http.createServer(listener)
  server.keepAliveTimeout = 5000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  const hostForUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return {
    server,
    url: `http://${hostForUrl}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise<void>(resolve => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}
