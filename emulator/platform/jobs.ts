// Export jobs of the emulator. The exporter really processes the pages (in the background, at
// machine speed); what a status call shows is gated by the emulator's clock: page i becomes
// visible at max(run start + (i+1) × msPerPage, the moment it was really processed). Status is
// computed from the clock at each call, so a virtual clock runs a ten-minute job instantly.

import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { JobSpeed } from './config.js'
import type { SiteExporter } from './exporter.js'
import { newJobId, type IdStyle } from './styles.js'

export interface EmulatorClock {
  now(): number
}

export type ArchiveTransform = (info: { jobId: string; file: string }) => Promise<string | void>

export interface JobView {
  jobId: string
  status: 'queued' | 'running' | 'completed' | 'failed'
  progress: number
  pageCount: number
  createdAt: string
  updatedAt: string
  error: string | null
}

export class ExportJobRecord {
  readonly createdAt: number
  /** Clock time at which each page was really processed. */
  readonly processedAt: number[] = []
  total = 0
  archive?: string
  exportDoneAt?: number
  exportError?: string

  constructor(
    readonly jobId: string,
    readonly org: string,
    readonly domain: string,
    private readonly clock: EmulatorClock,
    private readonly speed: JobSpeed,
    /** From a job-failure fault: the job fails when progress reaches this. */
    readonly failAt?: { progress: number; message: string }
  ) {
    this.createdAt = clock.now()
  }

  private get runStart(): number {
    return this.createdAt + this.speed.queuedMs
  }

  private msPerPage(): number {
    if (this.speed.durationMs !== undefined && this.total > 0)
      return this.speed.durationMs / this.total
    return this.speed.msPerPage
  }

  private visibleAt(i: number): number {
    return Math.max(this.runStart + (i + 1) * this.msPerPage(), this.processedAt[i] ?? Infinity)
  }

  view(): JobView {
    const now = this.clock.now()
    const iso = (t: number): string => new Date(t).toISOString()
    const base = { jobId: this.jobId, createdAt: iso(this.createdAt) }
    if (now < this.runStart) {
      return {
        ...base,
        status: 'queued',
        progress: 0,
        pageCount: 0,
        updatedAt: iso(this.createdAt),
        error: null
      }
    }
    let done = 0
    while (done < this.processedAt.length && this.visibleAt(done) <= now) done++
    const lastChange = done > 0 ? this.visibleAt(done - 1) : this.runStart
    const progressAt = (pages: number): number =>
      this.total > 0 ? Math.floor((1000 * pages) / this.total) / 10 : 0
    if (this.failAt) {
      // The first page whose progress reaches the failure point ends the job there.
      for (let i = 0; i < done; i++) {
        if (progressAt(i + 1) >= this.failAt.progress) {
          return {
            ...base,
            status: 'failed',
            progress: progressAt(i),
            pageCount: i,
            updatedAt: iso(this.visibleAt(i)),
            error: this.failAt.message
          }
        }
      }
    }
    if (
      this.exportError !== undefined &&
      this.exportDoneAt !== undefined &&
      this.exportDoneAt <= now
    ) {
      const at = Math.max(this.exportDoneAt, lastChange)
      return {
        ...base,
        status: 'failed',
        progress: progressAt(done),
        pageCount: done,
        updatedAt: iso(at),
        error: this.exportError
      }
    }
    const finished =
      this.total > 0 &&
      done === this.total &&
      this.archive !== undefined &&
      this.exportDoneAt !== undefined
    if (finished) {
      const at = Math.max(lastChange, this.exportDoneAt!)
      if (at <= now) {
        return {
          ...base,
          status: 'completed',
          progress: 100,
          pageCount: done,
          updatedAt: iso(at),
          error: null
        }
      }
    }
    // Still running; 100 % is shown only once the archive is complete.
    return {
      ...base,
      status: 'running',
      progress: Math.min(99.9, progressAt(done)),
      pageCount: done,
      updatedAt: iso(lastChange),
      error: null
    }
  }
}

export interface JobStoreOptions {
  clock: EmulatorClock
  speed: () => JobSpeed
  /** Shape of new job ids (read per job, so a test may switch it). */
  idStyle?: () => IdStyle | undefined
  exporter: SiteExporter
  transformArchive?: ArchiveTransform
}

export class JobStore {
  private readonly jobs = new Map<string, ExportJobRecord>()
  private workDir?: Promise<string>
  private readonly running = new Set<Promise<void>>()

  constructor(private readonly options: JobStoreOptions) {}

  get(jobId: string): ExportJobRecord | undefined {
    return this.jobs.get(jobId)
  }

  start(input: {
    org: string
    domain: string
    siteDir: string
    version?: string
    paths?: string[]
    failAt?: { progress: number; message: string }
  }): ExportJobRecord {
    const jobId = newJobId(this.options.idStyle?.())
    const job = new ExportJobRecord(
      jobId,
      input.org,
      input.domain,
      this.options.clock,
      this.options.speed(),
      input.failAt
    )
    this.jobs.set(jobId, job)
    const run = this.run(job, input).finally(() => this.running.delete(run))
    this.running.add(run)
    return job
  }

  private async run(
    job: ExportJobRecord,
    input: { siteDir: string; version?: string; paths?: string[] }
  ): Promise<void> {
    const clock = this.options.clock
    try {
      this.workDir ??= mkdtemp(path.join(tmpdir(), 'platform-emulator-'))
      // Named by a hash: a job id is any string, `/` and `?` included.
      const name = createHash('sha256').update(job.jobId).digest('hex').slice(0, 32)
      const file = path.join(await this.workDir, `${name}.tar.gz`)
      await this.options.exporter(
        {
          siteDir: input.siteDir,
          domain: job.domain,
          version: input.version,
          paths: input.paths,
          onPage: (done, total) => {
            job.total = total
            while (job.processedAt.length < done) job.processedAt.push(clock.now())
          }
        },
        file
      )
      const transformed = this.options.transformArchive
        ? await this.options.transformArchive({ jobId: job.jobId, file })
        : undefined
      job.archive = transformed || file
      if (job.total === 0) job.exportError = 'the export produced no pages'
    } catch (err) {
      job.exportError = err instanceof Error ? err.message : String(err)
    } finally {
      job.exportDoneAt = clock.now()
    }
  }

  /** Waits for background exports, then deletes the archives. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.running])
    if (this.workDir) await rm(await this.workDir, { recursive: true, force: true })
  }
}
