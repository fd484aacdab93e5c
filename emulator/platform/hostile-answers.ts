// Hostile answers of the platform emulator (issue 16): what a compromised platform, object store
// or anything in between could answer, beside the transient faults of faults.ts and the hostile
// archives of hostile-archives.ts. Chosen at run time (`emulator.hostile.set([...])`, or
// `POST /_emulator/hostile {"answers": [...]}`) and applied by server.ts at four points: the
// job's view (start and status answers), the bundle answer, the download route, and the job id a
// request names.
//
// Templates in links: `{origin}` is the emulator's own origin, `{path}` the real link's path and
// query, `{name}` its last path segment and query (a relative reference), `{link}` the whole real
// link.
import type http from 'node:http'

export type HostileAnswer =
  /** Every job is called this in start, status and bundle answers (`../../x`, `a\n::warning::b`). */
  | { kind: 'job-id'; jobId: string }
  /** Status answers carry this status text. */
  | { kind: 'status-text'; status: string }
  /** Status (or bundle) answers name another job than the one asked about. */
  | { kind: 'other-job'; route: 'status' | 'bundle' }
  /** The bundle answer's `bundleUrl`, from a template. */
  | { kind: 'bundle-url'; url: string }
  /** The bundle answer's `expiresAt`. */
  | { kind: 'expires-at'; expiresAt: string }
  /**
   * The download route redirects (status, default 302) to `location` (a template) while the
   * request has not been redirected `hops` times yet (default 1; a `hop` query counts them).
   */
  | { kind: 'redirect'; location: string; status?: number; hops?: number }
  /** The download route answers a redirect whose body breaks off (at most `count` times). */
  | { kind: 'broken-redirect'; count?: number }
  /** The download body stops for `ms` after `share` of it (default 0.5), at most `count` times. */
  | { kind: 'stall'; ms: number; share?: number; count?: number }
  /** Status answers padded to `bytes` bytes, sent in chunks without Content-Length. */
  | { kind: 'huge-status'; bytes: number }

export const HOSTILE_ANSWER_KINDS = [
  'job-id',
  'status-text',
  'other-job',
  'bundle-url',
  'expires-at',
  'redirect',
  'broken-redirect',
  'stall',
  'huge-status'
] as const

export function checkHostileAnswer(answer: unknown): string | undefined {
  if (!answer || typeof answer !== 'object') return 'a hostile answer must be an object'
  const kind = (answer as { kind?: unknown }).kind
  if (!(HOSTILE_ANSWER_KINDS as readonly unknown[]).includes(kind)) {
    return `hostile answer kind must be one of ${HOSTILE_ANSWER_KINDS.join(', ')}`
  }
  return undefined
}

interface JobViewLike {
  jobId: string
  status: string
}

export class HostileAnswers {
  private answers: HostileAnswer[] = []
  /** How often each answer fired, by its index. */
  private fired = new Map<HostileAnswer, number>()
  /** The real id of the job the emulator calls by another name. */
  private realIds = new Map<string, string>()

  set(answers: HostileAnswer[]): void {
    for (const a of answers) {
      const problem = checkHostileAnswer(a)
      if (problem) throw new Error(problem)
    }
    this.answers = [...answers]
    this.fired.clear()
  }

  clear(): void {
    this.set([])
    this.realIds.clear()
  }

  list(): HostileAnswer[] {
    return [...this.answers]
  }

  private find<K extends HostileAnswer['kind']>(
    kind: K
  ): Extract<HostileAnswer, { kind: K }> | undefined {
    return this.answers.find(a => a.kind === kind) as
      Extract<HostileAnswer, { kind: K }> | undefined
  }

  /** Counts a firing; false once `count` is used up. */
  private take(answer: HostileAnswer & { count?: number }): boolean {
    const n = this.fired.get(answer) ?? 0
    if (answer.count !== undefined && n >= answer.count) return false
    this.fired.set(answer, n + 1)
    return true
  }

  /** The job a request names: its real id when the emulator handed it out under another name. */
  realJobId(named: string): string {
    return this.realIds.get(named) ?? named
  }

  /** A job's view as answered on `route`. */
  view<T extends JobViewLike>(view: T, route: 'start' | 'status'): T {
    let out = { ...view }
    const renamed = this.find('job-id')
    if (renamed) {
      this.realIds.set(renamed.jobId, view.jobId)
      out = { ...out, jobId: renamed.jobId }
    }
    if (route === 'status') {
      const other = this.find('other-job')
      if (other?.route === 'status') out = { ...out, jobId: `${view.jobId}_other` }
      const status = this.find('status-text')
      if (status) out = { ...out, status: status.status }
    }
    return out
  }

  /** The bundle answer, given the real one and the emulator's origin. */
  bundle<T extends { jobId: string; bundleUrl: string; expiresAt: string }>(
    answer: T,
    origin: string
  ): T {
    let out = { ...answer }
    const renamed = this.find('job-id')
    if (renamed) {
      this.realIds.set(renamed.jobId, answer.jobId)
      out = { ...out, jobId: renamed.jobId }
    }
    const other = this.find('other-job')
    if (other?.route === 'bundle') out = { ...out, jobId: `${answer.jobId}_other` }
    const url = this.find('bundle-url')
    if (url) out = { ...out, bundleUrl: fill(url.url, answer.bundleUrl, origin) }
    const expires = this.find('expires-at')
    if (expires) out = { ...out, expiresAt: expires.expiresAt }
    return out
  }

  /**
   * Answers a status request itself when an answer replaces it (huge-status); true when it did.
   */
  async status(res: http.ServerResponse, view: unknown): Promise<boolean> {
    const huge = this.find('huge-status')
    if (!huge) return false
    const head = JSON.stringify(view).replace(/}$/, ',"padding":"')
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
    res.write(head)
    const chunk = 'x'.repeat(1024 * 1024)
    let left = Math.max(0, huge.bytes - head.length - 2)
    while (left > 0 && !res.destroyed) {
      const piece = left >= chunk.length ? chunk : chunk.slice(0, left)
      left -= piece.length
      if (!res.write(piece)) {
        // Whichever comes first; the other listener goes too, or one per wait piles up.
        await new Promise<void>(resolve => {
          const done = (): void => {
            res.off('drain', done)
            res.off('close', done)
            resolve()
          }
          res.once('drain', done)
          res.once('close', done)
        })
      }
    }
    if (!res.destroyed) res.end('"}')
    return true
  }

  /**
   * Answers a download request itself when a redirect applies; true when it did. `url` is the
   * request's URL (with its query).
   */
  download(req: http.IncomingMessage, res: http.ServerResponse, url: URL, origin: string): boolean {
    const hop = Number(url.searchParams.get('hop') ?? '0')
    const next = new URL(url)
    next.searchParams.set('hop', String(hop + 1))
    const nextPath = `${next.pathname}${next.search}`
    const broken = this.find('broken-redirect')
    if (broken && hop === 0 && this.take(broken)) {
      // Promise a body, send part of it, cut the connection.
      res.writeHead(302, {
        Location: nextPath,
        'Content-Type': 'text/html',
        'Content-Length': 4096
      })
      res.write('<html><body>Moved to ')
      setTimeout(() => req.socket.destroy(), 50)
      return true
    }
    const redirect = this.find('redirect')
    if (redirect && hop < (redirect.hops ?? 1)) {
      const location = fill(redirect.location, `${origin}${nextPath}`, origin)
      const body = 'Moved'
      res.writeHead(redirect.status ?? 302, {
        Location: location,
        'Content-Type': 'text/plain',
        'Content-Length': body.length
      })
      res.end(body)
      return true
    }
    return false
  }

  /** The stall to play in this download body, if any: after `share` of it, wait `ms`. */
  stall(): { share: number; ms: number } | undefined {
    const stall = this.find('stall')
    if (!stall || !this.take(stall)) return undefined
    return { share: stall.share ?? 0.5, ms: stall.ms }
  }
}

function fill(template: string, link: string, origin: string): string {
  const real = new URL(link)
  return template
    .replace(/\{link\}/g, link)
    .replace(/\{origin\}/g, origin)
    .replace(/\{path\}/g, `${real.pathname}${real.search}`)
    .replace(/\{name\}/g, `${real.pathname.split('/').pop()}${real.search}`)
}
