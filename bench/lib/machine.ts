// The machine a benchmark ran on, written beside its numbers: results from another machine, or
// from this one while it was busy, are not comparable without it.
import { closeSync, openSync, rmSync, writeSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface MachineInfo {
  cores: number
  cpuModel: string
  ramGiB: number
  node: string
  platform: string
  date: string
  /** 1-minute load average when the benchmark started. */
  loadAtStart: number
}

export function machineInfo(): MachineInfo {
  const cpus = os.cpus()
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    ramGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    date: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    loadAtStart: os.loadavg()[0] ?? 0
  }
}

/**
 * One line for a results section. The machine counts as loaded when the 1-minute load average
 * exceeds half its cores at the start or at the end of the benchmark: timings taken then are
 * labelled as such.
 */
export function describeMachine(
  info: MachineInfo,
  options: { virtualTime?: boolean } = {}
): string {
  const loadAtEnd = os.loadavg()[0] ?? 0
  const loaded = Math.max(info.loadAtStart, loadAtEnd) > info.cores / 2
  const note = options.virtualTime
    ? ' (these numbers are in virtual time: the load does not change them).'
    : loaded
      ? ` — **the machine was loaded (shared with other work); timings are pessimistic and noisy.**`
      : ' (an otherwise idle machine).'
  return (
    `Machine: ${info.cores} cores (${info.cpuModel}), ${info.ramGiB} GiB RAM, Node ${info.node}, ` +
    `${info.platform}. Run ${info.date}. Load average ${info.loadAtStart.toFixed(2)} at start, ` +
    `${loadAtEnd.toFixed(2)} at end${note}`
  )
}

/**
 * Kernel CPU seconds per GiB that writing a new 1 GiB file costs here, twice in a row: the first
 * write takes pages from memory left free for a while, the second the pages the first just gave
 * back. (256 MiB is too little to see it: the kernel had that much free memory still backed,
 * 0.12 s per GiB both times, where 1 GiB gave 1.25 and 0.12.) On a VM that returns free memory to
 * its host (free page reporting), the first pays for every page touched again: 1.5-1.7 s per GiB
 * against 0.1-0.15 s on this project's machines (2026-11-27). curl -o, the careful shell and the
 * action write the archive and pay it; gunzip alone writes nothing. Written beside a benchmark
 * whose tools write files, so rows from different days can be told apart by the machine's state,
 * not only by the code.
 */
export function freshWriteCost(dir: string, mib = 1024): { fresh: number; again: number } {
  const piece = Buffer.alloc(1024 * 1024, 0x5a)
  const once = (): number => {
    const file = path.join(dir, `write-cost-${process.pid}.bin`)
    const before = process.cpuUsage().system
    const fd = openSync(file, 'w')
    try {
      for (let i = 0; i < mib; i++) writeSync(fd, piece)
    } finally {
      closeSync(fd)
    }
    const seconds = (process.cpuUsage().system - before) / 1e6
    rmSync(file, { force: true })
    return (seconds * 1024) / mib
  }
  const fresh = once()
  return { fresh, again: once() }
}
