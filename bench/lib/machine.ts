// The machine a benchmark ran on, written beside its numbers: results from another machine, or
// from this one while it was busy, are not comparable without it.
import os from 'node:os'

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
