// Runs a process under GNU time (`/usr/bin/time -v`) for its peak resident memory, and stamps
// each line it writes to stdout with the moment it arrived, so a benchmark can tell where the
// time went (e.g. "sha256 …" ends the download, "Verified: …" ends the verify pass).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

export const GNU_TIME = '/usr/bin/time'

export interface StampedLine {
  /** Date.now() when the line arrived. */
  at: number
  text: string
}

export interface TimedRun {
  code: number | null
  /** Date.now() just before spawning. */
  startedAt: number
  /** Wall time from spawn to exit, ms. */
  wallMs: number
  /** User plus system CPU time, ms (from GNU time), or NaN when it is not installed. */
  cpuMs: number
  /** Maximum resident set size, KiB (from GNU time), or NaN when it is not installed. */
  peakRssKiB: number
  lines: StampedLine[]
  stderr: string
}

export function haveGnuTime(): boolean {
  return existsSync(GNU_TIME)
}

export async function runTimed(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number } = {}
): Promise<TimedRun> {
  const report = path.join(os.tmpdir(), `bench-time-${process.pid}-${Date.now()}.txt`)
  const [cmd, argv] = haveGnuTime()
    ? [GNU_TIME, ['-v', '-o', report, command, ...args]]
    : [command, args]
  const lines: StampedLine[] = []
  let stderr = ''
  const startedAt = Date.now()
  const t0 = process.hrtime.bigint()
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(cmd, argv, {
      env: options.env ?? process.env,
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let pending = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const at = Date.now()
      pending += chunk
      const parts = pending.split('\n')
      pending = parts.pop() ?? ''
      for (const text of parts) lines.push({ at, text })
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 600_000)
    child.on('error', err => {
      clearTimeout(timer)
      reject(err)
    })
    child.on('close', exit => {
      clearTimeout(timer)
      if (pending) lines.push({ at: Date.now(), text: pending })
      resolve(exit)
    })
  })
  const wallMs = Number(process.hrtime.bigint() - t0) / 1e6
  let peakRssKiB = NaN
  let cpuMs = NaN
  if (existsSync(report)) {
    const text = await readFile(report, 'utf8')
    const m = /Maximum resident set size \(kbytes\): (\d+)/.exec(text)
    if (m) peakRssKiB = Number(m[1])
    const user = /User time \(seconds\): ([\d.]+)/.exec(text)
    const system = /System time \(seconds\): ([\d.]+)/.exec(text)
    if (user && system) cpuMs = (Number(user[1]) + Number(system[1])) * 1000
    await rm(report, { force: true })
  }
  return { code, startedAt, wallMs, cpuMs, peakRssKiB, lines, stderr }
}

/** The first line matching `pattern`. */
export function lineMatching(run: TimedRun, pattern: RegExp): StampedLine | undefined {
  return run.lines.find(l => pattern.test(l.text))
}
